"""The command line: formats, exit codes, selection and bad input (never a traceback)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from rblint.app import run

DRAFT = """# Related work

Retrieval helps [1]. Something else was shown before [7].

## References

1. Alvarez, M. (2022). Contrastive pretraining. [PDF](a.txt)
"""


@pytest.fixture
def project(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    (tmp_path / "a.txt").write_text("Retrieval helps.\n", encoding="utf-8")
    (tmp_path / "draft.md").write_text(DRAFT, encoding="utf-8")
    (tmp_path / "rblint.toml").write_text('select = ["RB002"]\n', encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    return tmp_path


def rblint(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = run(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def test_text_format_like_ruff(project: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = rblint(capsys, "draft.md")
    assert code == 1, err
    first = out.splitlines()[0]
    line = DRAFT.splitlines().index("Retrieval helps [1]. Something else was shown before [7].") + 1
    column = DRAFT.splitlines()[line - 1].index("[7]") + 1
    assert first.startswith(f"draft.md:{line}:")
    assert " RB002 [" in first
    assert int(first.split(":")[2]) in (column, column + 1)  # the marker or its key
    assert out.splitlines()[1] == "  = fix: Remove invented citation [7]"  # the quick fix, one short line
    assert out.splitlines()[-1].startswith("Found 1 problem")


def test_quiet_drops_summary(project: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = rblint(capsys, "draft.md", "--quiet")
    assert code == 1 and [line[:5] for line in out.splitlines()] == ["draft", "  = f"]  # finding + its fix


def test_json_shape_is_stable(project: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = rblint(capsys, "draft.md", "--format", "json")
    assert code == 1
    records = json.loads(out)
    assert len(records) == 1
    record = records[0]
    assert set(record) == {"path", "line", "column", "end_line", "end_column", "code", "rule", "severity", "message", "fix", "evidence",
                           "verdict"}
    assert record["code"] == "RB002" and record["rule"] == "invented-marker"
    assert record["path"] == "draft.md"
    assert record["line"] == 3 and record["end_line"] == 3 and record["end_column"] > record["column"]
    assert record["evidence"] is None
    if record["fix"] is not None:
        assert record["fix"]["title"] and record["fix"]["edits"][0]["new_text"] == ""


def test_sarif_structure(project: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = rblint(capsys, "draft.md", "--format", "sarif")
    assert code == 1
    log = json.loads(out)
    assert log["version"] == "2.1.0" and "sarif" in log["$schema"]
    run_ = log["runs"][0]
    rules = run_["tool"]["driver"]["rules"]
    ids = [rule["id"] for rule in rules]
    assert "RB002" in ids and ids == sorted(ids)
    for rule in rules:
        assert rule["shortDescription"]["text"] and rule["help"]["markdown"].startswith("# ")
        assert rule["defaultConfiguration"]["level"] in ("note", "warning", "error")
    result = run_["results"][0]
    assert result["ruleId"] == "RB002" and ids[result["ruleIndex"]] == "RB002"
    region = result["locations"][0]["physicalLocation"]["region"]
    assert region["startLine"] == 3 and region["startColumn"] >= 1
    assert result["locations"][0]["physicalLocation"]["artifactLocation"]["uri"] == "draft.md"


def test_github_annotations(project: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = rblint(capsys, "draft.md", "--format", "github")
    assert code == 1
    line = out.strip()
    assert line.startswith("::error file=draft.md,line=3,col=") or line.startswith("::warning file=draft.md,line=3,col=")
    assert ",title=RB002::" in line


def test_exit_zero_and_ignore(project: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert rblint(capsys, "draft.md", "--exit-zero")[0] == 0
    code, out, _ = rblint(capsys, "draft.md", "--ignore", "RB002")
    assert code == 0 and out.startswith("All checks passed")


def test_fail_on_error_only(project: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (project / "rblint.toml").write_text('select = ["RB002"]\n[severity]\nRB002 = "info"\n', encoding="utf-8")
    code, out, _ = rblint(capsys, "draft.md", "--fail-on", "warning")
    assert code == 0 and "[info]" in out
    assert rblint(capsys, "draft.md", "--fail-on", "info")[0] == 1


def test_select_unknown_code_is_usage_error(project: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = rblint(capsys, "draft.md", "--select", "XY123")
    assert code == 2 and "unknown rule code" in err and "Traceback" not in err


def test_folder_with_no_markdown(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "notes.txt").write_text("x")
    code, _, err = rblint(capsys, str(tmp_path))
    assert code == 2 and "no Markdown files" in err


def test_missing_path(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = rblint(capsys, str(tmp_path / "nope.md"))
    assert code == 2 and "no such file" in err


def test_binary_and_non_utf8_drafts(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "bin.md").write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00\x00")
    (tmp_path / "latin1.md").write_bytes("Caf\xe9 au lait.\n".encode("latin-1"))
    (tmp_path / "good.md").write_text("Prior work has shown that retrieval helps.\n", encoding="utf-8")
    code, out, err = rblint(capsys, str(tmp_path / "bin.md"), str(tmp_path / "latin1.md"), str(tmp_path / "good.md"),
                            "--fast")
    assert code == 2
    assert "binary" in err and "not valid UTF-8" in err and "Traceback" not in err
    assert "good.md:1:1: RB001" in out  # the good draft is still linted and reported


def test_empty_draft_is_clean(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "empty.md").write_text("", encoding="utf-8")
    code, out, _ = rblint(capsys, str(tmp_path / "empty.md"), "--fast")
    assert code == 0 and "All checks passed" in out


def test_bad_config_names_file_and_key(project: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (project / "rblint.toml").write_text("selcet = ['RB002']\n", encoding="utf-8")
    code, _, err = rblint(capsys, "draft.md")
    assert code == 2 and "rblint.toml" in err and "selcet" in err and "did you mean 'select'" in err


def test_folder_walk_skips_hidden_and_excluded(project: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (project / ".hidden").mkdir()
    (project / ".hidden" / "x.md").write_text("See [9].\n")
    (project / "old").mkdir()
    (project / "old" / "y.md").write_text("See [9].\n")
    (project / "rblint.toml").write_text('select = ["RB002"]\nexclude = ["old"]\n', encoding="utf-8")
    code, out, _ = rblint(capsys, ".", "--format", "json")
    paths = {record["path"] for record in json.loads(out)}
    assert paths == {"draft.md"} and code == 1


def test_rules_and_rule_docs(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = rblint(capsys, "rules")
    assert code == 0
    codes = [line.split()[0] for line in out.splitlines()]
    assert codes == sorted(codes) and {"RB001", "RB002", "RB003", "RB008"} <= set(codes)
    code, out, _ = rblint(capsys, "rule", "RB002")
    assert code == 0 and out.startswith("# invented-marker (RB002)") and "Use instead:" in out
    assert rblint(capsys, "rule", "invented-marker")[1] == out
    code, _, err = rblint(capsys, "rule", "RB999")
    assert code == 2 and "unknown rule" in err
    code, every, _ = rblint(capsys, "rule", "--all")  # like `ruff rule --all`
    assert code == 0 and out in every and every.count("\n# ") + every.startswith("# ") == len(codes)
    assert rblint(capsys, "rule")[0] == 2 and rblint(capsys, "rule", "RB002", "--all")[0] == 2
    code, out, _ = rblint(capsys, "rules", "--format", "json")
    listed = {item["code"]: item for item in json.loads(out)}
    assert code == 0 and "Retraction Watch" in listed["RB011"]["needs"] and listed["RB001"]["needs"] == "the draft"


def test_console_script_runs_without_traceback(project: Path) -> None:
    done = subprocess.run([sys.executable, "-m", "rblint", "draft.md", "--format", "json"], capture_output=True, text=True, cwd=project)
    assert done.returncode == 1 and json.loads(done.stdout)[0]["code"] == "RB002"
    done = subprocess.run([sys.executable, "-m", "rblint", "--format", "xml", "draft.md"], capture_output=True, text=True, cwd=project)
    assert done.returncode == 2 and "Traceback" not in done.stderr


def test_malformed_and_missing_bibtex_are_reported_not_raised(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "refs.bib").write_text("@article{good2020, title={Fine}, year={2020}}\n@article{broken, title={Unclosed\n", encoding="utf-8")
    (tmp_path / "draft.md").write_text(
        "---\nbibliography: [refs.bib, missing.bib]\n---\n\nAs shown [@good2020].\n", encoding="utf-8"
    )
    code, out, err = rblint(capsys, str(tmp_path / "draft.md"), "--fast", "--format", "json")
    assert "Traceback" not in err
    records = json.loads(out)
    messages = " ".join(record["message"] for record in records)
    assert "missing.bib" in messages and "refs.bib" in messages
    assert code == 1
    assert not any(record["code"] == "RB002" for record in records)  # the good entry still resolves


@pytest.mark.parametrize("args", [["--select"], ["--format", "nope", "x.md"], ["score", "--source"],
                                  ["check-claims"], ["report"]])
def test_usage_errors_are_one_line(args: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    from rblint.app import run

    assert run(args) == 2
    err = capsys.readouterr().err
    assert err.startswith("error: ") and len(err.strip().splitlines()) == 1 and "--help" in err


def test_the_report_never_overwrites_a_draft_it_checks(project: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """`rblint draft.md -o draft.md` replaced the draft with its own findings."""
    before = (project / "draft.md").read_text(encoding="utf-8")
    os.link(project / "draft.md", project / "same.md")
    for args in (["draft.md", "-o", "draft.md"], ["draft.md", "-o", "./sub/../draft.md"], [".", "-o", "same.md"],
                 ["report", "draft.md", "--fast", "-o", "draft.md"]):
        code, out, err = rblint(capsys, *args)
        assert code == 2 and "does not overwrite its input" in err, args
        assert (project / "draft.md").read_text(encoding="utf-8") == before, args
    code, _out, err = rblint(capsys, "draft.md", "-o", "findings.txt")
    assert code == 1 and "RB002" in (project / "findings.txt").read_text(encoding="utf-8")


def test_a_deleted_current_folder_is_said_in_words(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    """A terminal left in a folder that was removed: "error: No such file or directory"."""
    draft = tmp_path / "draft.md"
    draft.write_text("A claim [1].\n", encoding="utf-8")
    gone = tmp_path / "gone"
    gone.mkdir()
    monkeypatch.chdir(gone)
    gone.rmdir()
    code, _out, err = rblint(capsys, str(draft), "--fast")
    assert code == 2 and err.strip() == "error: the current folder no longer exists (it was deleted or moved): cd to a folder that does"


def test_a_legacy_output_encoding_escapes_what_it_cannot_print(tmp_path: Path) -> None:
    """`rblint draft.md > out.txt` on a Windows code page: "İ" in a finding ended the run with
    a UnicodeEncodeError traceback half-way through the output."""
    (tmp_path / "draft.md").write_text("# İstanbul notes\n\nPrior work has shown that İİİ retrieval 😀 helps.\n",
                                       encoding="utf-8")  # @a is never cited: RB008 prints its title
    (tmp_path / "refs.json").write_text(json.dumps([{"id": "a", "title": "İİİ Dense Retrieval 😀",
                                                     "author": [{"family": "Smith"}], "issued": {"date-parts": [[2020]]}}]),
                                        encoding="utf-8")
    (tmp_path / "rblint.toml").write_text('bibliography = ["refs.json"]\n', encoding="utf-8")
    env = {**os.environ, "PYTHONIOENCODING": "cp1252"}
    for extra in ([], ["--format", "json"]):
        done = subprocess.run([sys.executable, "-m", "rblint", "draft.md", "--fast", *extra], capture_output=True,
                              cwd=tmp_path, env=env)
        assert done.returncode == 1 and b"Traceback" not in done.stderr, done.stderr.decode("cp1252", "replace")
        text = done.stdout.decode("cp1252")
        assert "\\u0130\\u0130\\u0130" in text  # İİİ, escaped
    findings = json.loads(text)  # still valid JSON, the emoji as a surrogate pair escape
    assert any("İİİ Dense Retrieval 😀" in finding["message"] for finding in findings)


def test_tied_numbers_are_offered_as_choices_and_unsafe_fixes_applies_none(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """RB007's tied numbers (``numbers.MAX_RIVALS``): the text output lists them as choices, not
    as the fix, and `--fix --unsafe-fixes` leaves the sentence as it is."""
    (tmp_path / "paper.txt").write_text("The retriever answers 120 queries per second on one GPU.\n\n"
                                        "The reader answers 40 queries per second on one GPU.\n", encoding="utf-8")
    draft = ("# Related work\n\nThe system answers 75 queries per second on one GPU [1].\n\n## References\n\n"
             "1. Kim, J. (2021). Fast readers. [PDF](paper.txt)\n")
    (tmp_path / "draft.md").write_text(draft, encoding="utf-8")
    (tmp_path / "rblint.toml").write_text('select = ["RB007"]\n', encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    code, out, err = rblint(capsys, "draft.md")
    assert code == 1, err
    assert out.splitlines()[1] == "  = fixes, choose one: Use [1]'s number: 120; Use [1]'s number: 40"
    rblint(capsys, "draft.md", "--fix", "--unsafe-fixes")
    assert (tmp_path / "draft.md").read_text(encoding="utf-8") == draft
