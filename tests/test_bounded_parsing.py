"""Data a user hands rblint is parsed by bounded parsers: one line, never a traceback.

The shapes of the last hostile-input campaign: YAML front matter with a 5,000-digit
integer, an impossible date, a control character, an alias repeating a list; TOML with a
5,000-digit integer, a broken pyproject.toml meant for rblint, an empty glob; CSL JSON
with a 5,000-digit integer.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from rblint.app import run
from rblint.engine.markdown import read_front_matter

HUGE = "9" * 5000


@pytest.mark.parametrize("front, expected", [
    (f"year: {HUGE}\n", {"year": HUGE}),
    ("date: 2024-02-30\n", {"date": "2024-02-30"}),
    ("date: 2024-02-03\n", {"date": "2024-02-03"}),
    ("count: 12\n", {"count": 12}),
])
def test_front_matter_values_cannot_explode(front: str, expected: dict) -> None:
    assert read_front_matter(front) == (expected, None)


@pytest.mark.parametrize("front, reason", [
    ('title: "a\x01b"\n', "not valid YAML"),
    ("a: &a [x, x]\nb: [*a, *a]\n", "repeats a list or mapping"),
    ("a: &a x\n" + "".join(f"k{i}: *a\n" for i in range(40)), "more than 32 YAML aliases"),
])
def test_front_matter_that_could_explode_is_refused_with_a_reason(front: str, reason: str) -> None:
    data, problem = read_front_matter(front)
    assert data is None and problem is not None and reason in problem


def lint(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = run(["--fast", *args])
    out, err = capsys.readouterr()
    assert "Traceback" not in out + err
    return code, out, err


@pytest.mark.parametrize("name, content, message", [
    ("rblint.toml", f"select = ['RB001']\nmax = {HUGE}\n", "invalid TOML"),
    ("pyproject.toml", "[tool.rblint\nselect = 1\n", "invalid TOML"),
    ("pyproject.toml", "[tool.rblint.per-file-ignores]\n\"\" = [\"RB001\"]\n", "a glob pattern may not be empty"),
    ("pyproject.toml", "[tool.rblint]\nexclude = [\"\"]\n", "a glob pattern may not be empty"),
    ("rblint.toml", "x = " + "[" * 5000 + "]" * 5000 + "\n", "nested too deeply"),  # tomllib recurses
    ("pyproject.toml", "[tool.rblint]\nx = " + "{a = " * 3000 + "1" + "}" * 3000 + "\n", "nested too deeply"),
])
def test_a_broken_config_is_one_line_naming_the_file(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                     name: str, content: str, message: str) -> None:
    (tmp_path / name).write_text(content, encoding="utf-8")
    (tmp_path / "d.md").write_text("Text [1].\n", encoding="utf-8")
    code, _, err = lint(capsys, str(tmp_path / "d.md"))
    assert code == 2 and message in err and str(tmp_path / name) in err and len(err.strip().splitlines()) == 1


def test_a_pyproject_that_is_not_for_rblint_is_left_alone(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "pyproject.toml").write_text("[project\nname = 'broken but not ours'\n", encoding="utf-8")
    (tmp_path / "d.md").write_text("Plain text without markers.\n", encoding="utf-8")
    assert lint(capsys, str(tmp_path / "d.md"))[0] == 0


def test_a_csl_file_with_a_huge_integer_is_a_finding(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "refs.json").write_text(f'[{{"id": "a", "issued": {{"date-parts": [[{HUGE}]]}}}}]', encoding="utf-8")
    (tmp_path / "d.md").write_text("---\nbibliography: refs.json\n---\n\nText [@a] and [@b].\n", encoding="utf-8")
    code, out, _ = lint(capsys, str(tmp_path / "d.md"))
    assert code == 1 and "RB003" in out and "not valid CSL JSON" in out
    assert out.count("RB002") == 1 and "bibliography (refs.json) could not be read" in out


@pytest.mark.parametrize("line, message", [
    ('{"id": 1, "claim": ' + "[" * 100000 + "]" * 100000 + "}", "nested too deeply"),  # json recurses
    ('{"id": 1, "claim": "x", "source": ' + "9" * 5000 + "}", "not valid JSON"),
    ('{"id": 1, "claim": "x"', "not valid JSON (Expecting ',' delimiter at line 1"),
])
def test_a_claims_line_that_could_explode_is_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                      line: str, message: str) -> None:
    claims = tmp_path / "claims.jsonl"
    claims.write_text(line + "\n", encoding="utf-8")
    assert run(["check-claims", str(claims), "--backend", "overlap"]) == 2
    out, err = capsys.readouterr()
    assert "Traceback" not in out + err and message in err and f"{claims}:1:" in err
    assert len(err.strip().splitlines()) == 1


def test_a_csl_file_nested_too_deeply_is_a_finding(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "refs.json").write_text("[" * 100000 + "]" * 100000, encoding="utf-8")
    (tmp_path / "d.md").write_text("---\nbibliography: refs.json\n---\n\nText [@a].\n", encoding="utf-8")
    code, out, _ = lint(capsys, str(tmp_path / "d.md"))
    assert code == 1 and "not valid CSL JSON: values nested too deeply" in out
