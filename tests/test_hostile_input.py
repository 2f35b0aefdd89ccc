"""Hostile input: a draft never makes rblint read (or quote) a file outside its project, hang or drop text.

One test per place a path enters: a Markdown link definition, a References entry, a
BibTeX ``file`` field, CSL-JSON, front-matter ``bibliography:``, a symlink in the papers
folder; plus FIFOs and devices, unknown kinds, and what the user's own config may name.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from rblint.engine.bibliography import load_bibliography
from rblint.engine.config import Config
from rblint.engine.linter import Linter
from rblint.engine.markdown import parse_draft
from rblint.engine.sandbox import Sandbox, regular_file_reason

SECRET = "ssh-rsa AAAA-this-is-a-private-key"


@pytest.fixture()
def layout(tmp_path: Path) -> dict[str, Path]:
    """project/ with a draft, and a secret file beside the project (outside it)."""
    project = tmp_path / "project"
    project.mkdir()
    secret = tmp_path / "secret.txt"
    secret.write_text(SECRET + "\n" + "The method improves recall by a wide margin in every setting.\n")
    inside = project / "notes.txt"
    inside.write_text("The method improves recall by a wide margin in every setting.\n")
    return {"project": project, "secret": secret, "inside": inside}


def bibliography_of(project: Path, text: str, config: Config | None = None):  # type: ignore[no-untyped-def]
    draft_path = project / "draft.md"
    draft_path.write_text(text, encoding="utf-8")
    draft = parse_draft(text, draft_path)
    return load_bibliography(draft, config or Config(root=project))


def lint(project: Path, text: str, config: Config | None = None) -> list:  # type: ignore[type-arg]
    draft_path = project / "draft.md"
    draft_path.write_text(text, encoding="utf-8")
    linter = Linter(config or Config(root=project, select=("RB003", "RB004", "RB007"),
                                     model=Config().model.__class__(backend="overlap")))
    return linter.lint_file(draft_path).diagnostics


CASES = {
    "link definition with ..": "The method improves recall [1].\n\n[1]: ../secret.txt\n",
    "references entry with ..": "The method improves recall [1].\n\n## References\n\n1. Doe, J. (2020). T. ../secret.txt\n",
    "absolute path": "The method improves recall [1].\n\n[1]: {secret}\n",
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_a_draft_path_outside_the_project_is_refused_and_never_quoted(layout: dict[str, Path], name: str) -> None:
    text = CASES[name].format(secret=layout["secret"])
    entry = bibliography_of(layout["project"], text).by_key("1")
    assert entry is not None and entry.file is None
    assert "outside the project" in (entry.file_refused or "")
    diagnostics = lint(layout["project"], text)
    rb003 = [d for d in diagnostics if d.code == "RB003"]
    assert len(rb003) == 1 and "does not read" in rb003[0].message and "outside the project" in rb003[0].message
    assert not any(SECRET in d.message or any(SECRET in (e.text or "") for e in d.evidence) for d in diagnostics)


def test_a_path_inside_the_project_is_still_read(layout: dict[str, Path]) -> None:
    entry = bibliography_of(layout["project"], "Claim [1].\n\n[1]: notes.txt\n").by_key("1")
    assert entry is not None and entry.file == layout["inside"].resolve() and entry.file_refused is None


def test_bibtex_file_field_and_csl_json_outside_are_refused(layout: dict[str, Path]) -> None:
    project = layout["project"]
    (project / "refs.bib").write_text(f"@article{{a, title={{A}}, year={{2020}}, file={{{layout['secret']}}}}}\n")
    (project / "refs.json").write_text(
        '[{"id": "b", "title": "B", "file": "../secret.txt", "issued": {"date-parts": [[2021]]}}]')
    bibliography = bibliography_of(project, "---\nbibliography: [refs.bib, refs.json]\n---\n\n[@a] [@b]\n")
    for key in ("a", "b"):
        entry = bibliography.by_key(key)
        assert entry is not None and entry.file is None and "outside the project" in (entry.file_refused or "")


def test_a_symlink_in_the_papers_folder_to_outside_is_refused(layout: dict[str, Path]) -> None:
    project = layout["project"]
    papers = project / "papers"
    papers.mkdir()
    os.symlink(layout["secret"], papers / "leak.txt")
    config = Config(root=project, papers=(papers,))
    entry = bibliography_of(project, "Claim [@leak].\n", config).by_key("leak")
    assert entry is not None and entry.file is None and "outside the project" in (entry.file_refused or "")


def test_front_matter_bibliography_outside_the_project_is_not_read(layout: dict[str, Path]) -> None:
    outside = layout["project"].parent / "other.bib"
    outside.write_text("@article{x, title={X}, year={2020}}\n")
    bibliography = bibliography_of(layout["project"], "---\nbibliography: ../other.bib\n---\n\n[@x]\n")
    assert bibliography.by_key("x") is None
    assert any("is not read" in message and "outside the project" in message
               for _, message in bibliography.problems)


def test_the_users_config_may_name_files_and_folders_outside(layout: dict[str, Path], tmp_path: Path) -> None:
    project = layout["project"]
    library = tmp_path / "zotero" / "storage"
    library.mkdir(parents=True)
    paper = library / "paper.txt"
    paper.write_text("Some text of a paper that is long enough.\n")
    bib = tmp_path / "zotero" / "library.bib"
    bib.write_text(f"@article{{z, title={{Z}}, year={{2020}}, file={{{paper}}}}}\n")
    refused = bibliography_of(project, "[@z]\n", Config(root=project, bibliography=(bib,))).by_key("z")
    assert refused is not None and refused.file is None  # the .bib is read, its attachment is outside
    allowed = bibliography_of(project, "[@z]\n", Config(root=project, bibliography=(bib,), library=(library,)))
    entry = allowed.by_key("z")
    assert entry is not None and entry.file == paper.resolve()
    sources = bibliography_of(project, "[@s]\n", Config(root=project, sources={"s": layout["secret"]}))
    entry = sources.by_key("s")
    assert entry is not None and entry.file == layout["secret"].resolve()  # named by the user's own config


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs")
def test_a_fifo_bibliography_is_refused_without_blocking(layout: dict[str, Path]) -> None:
    fifo = layout["project"] / "refs.bib"
    os.mkfifo(fifo)
    bibliography = bibliography_of(layout["project"], "---\nbibliography: refs.bib\n---\n\n[@x]\n")
    assert any("named pipe" in message for _, message in bibliography.problems)


def test_devices_and_folders_are_not_regular_files(tmp_path: Path) -> None:
    assert "device" in (regular_file_reason(Path("/dev/zero")) or "")
    assert "folder" in (regular_file_reason(tmp_path) or "")
    assert regular_file_reason(tmp_path / "missing") == "it does not exist"


def test_a_device_bibliography_in_the_config_is_refused(layout: dict[str, Path]) -> None:
    bibliography = bibliography_of(layout["project"], "[@x]\n",
                                   Config(root=layout["project"], bibliography=(Path("/dev/zero"),)))
    assert any("device" in message for _, message in bibliography.problems)


def test_unknown_kinds_and_fake_pdfs_are_refused(layout: dict[str, Path]) -> None:
    project = layout["project"]
    sandbox = Sandbox.for_draft(project / "draft.md", Config(root=project))
    (project / "key.pem").write_text("secret")
    (project / "fake.pdf").write_text("not a pdf at all")
    assert "not a source rblint reads" in (sandbox.refuse_source(project / "key.pem") or "")
    assert "not a PDF" in (sandbox.refuse_source(project / "fake.pdf") or "")
    assert sandbox.refuse_source(layout["inside"]) is None


def test_check_claims_refuses_a_source_path_outside_the_claims_folder(
        layout: dict[str, Path], capsys: pytest.CaptureFixture[str]) -> None:
    import json

    from rblint.app import run

    claims = layout["project"] / "claims.jsonl"
    claims.write_text(json.dumps({"id": 1, "claim": "The method improves recall.", "source_path": "../secret.txt"})
                      + "\n" + json.dumps({"id": 2, "claim": "The method improves recall.", "source_path": "notes.txt"})
                      + "\n")
    code = run(["check-claims", str(claims), "--backend", "overlap"])
    out = capsys.readouterr().out
    rows = [json.loads(line) for line in out.splitlines()]
    assert code == 0 and SECRET not in out
    assert rows[0]["label"] == "ERROR" and "outside the project" in rows[0]["error"]
    assert rows[1]["label"] in ("SUPPORTED", "UNSUPPORTED")


BOMB = """---
a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]
b: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]
c: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]
d: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c]
e: &e [*d,*d,*d,*d,*d,*d,*d,*d,*d]
f: &f [*e,*e,*e,*e,*e,*e,*e,*e,*e]
g: &g [*f,*f,*f,*f,*f,*f,*f,*f,*f]
h: &h [*g,*g,*g,*g,*g,*g,*g,*g,*g]
i: &i [*h,*h,*h,*h,*h,*h,*h,*h,*h]
bibliography: refs.bib
---

A claim [@x].
"""


def test_a_yaml_alias_bomb_in_front_matter_is_refused_and_reported(tmp_path: Path) -> None:
    draft = parse_draft(BOMB, tmp_path / "draft.md")
    assert draft.front_matter == {} and "YAML alias" in (draft.front_matter_problem or "")
    bibliography = load_bibliography(draft, Config(root=tmp_path))
    assert any("front matter was not read" in message for _, message in bibliography.problems)


def test_ordinary_front_matter_with_an_alias_still_reads(tmp_path: Path) -> None:
    text = "---\nauthor: &me Jane\neditor: *me\nbibliography: refs.bib\n---\n\nText.\n"
    draft = parse_draft(text, tmp_path / "draft.md")
    assert draft.front_matter["editor"] == "Jane" and draft.front_matter_problem is None


def test_long_numeric_markers_are_markers_and_reported(tmp_path: Path) -> None:
    text = ("A claim [999999999999]. Another claim [1-999999999999].\n\n## References\n\n"
            "1. Doe, J. (2020). Title.\n")
    path = tmp_path / "draft.md"
    path.write_text(text, encoding="utf-8")
    diagnostics = Linter(Config(root=tmp_path, select=("RB002", "RB008"))).lint_file(path).diagnostics
    assert [d.code for d in diagnostics] == ["RB002", "RB002"]  # [1] counts as cited: no RB008
    assert all("999999999999" in d.message for d in diagnostics)


def test_deeply_nested_csl_json_is_a_problem_not_a_crash(tmp_path: Path) -> None:
    (tmp_path / "refs.json").write_text("[" * 200_000 + "]" * 200_000)
    bibliography = bibliography_of(tmp_path, "---\nbibliography: refs.json\n---\n\n[@x]\n")
    assert any("nested too deeply" in message for _, message in bibliography.problems)


def test_a_lone_surrogate_from_a_pdf_glyph_becomes_a_replacement_character() -> None:
    from rblint.engine.pdf.cleanup import normalize

    text = normalize("recall \ud835 improved")
    assert text == "recall \ufffd improved"
    text.encode("utf-8")  # would raise UnicodeEncodeError with the surrogate left in


def _deep_list(levels: int) -> str:
    return "\n".join("  " * i + f"- level {i} text." for i in range(levels))


def test_a_ten_deep_list_no_longer_drops_the_rest_of_the_draft(tmp_path: Path) -> None:
    text = _deep_list(10) + "\n\nPrior work has shown this [1].\n\n## References\n\n1. Doe, J. (2020). T.\n"
    draft = parse_draft(text, tmp_path / "draft.md")
    assert draft.references_section is not None and draft.flattened_lines is None
    assert any("Prior work has shown this" in s.plain for s in draft.sentences)
    quotes = "\n".join(">" * i + f" quote level {i}." for i in range(1, 30)) + "\n"
    assert any("quote level 29" in s.plain for s in parse_draft(quotes, tmp_path / "q.md").sentences)


@pytest.mark.parametrize("deep", [_deep_list(60), _deep_list(130), "\n".join(">" * i + f" level {i} text." for i in range(1, 140))])
def test_text_nested_past_the_parser_limit_is_read_as_text_and_reported(tmp_path: Path, deep: str) -> None:
    text = deep + "\n\nPrior work has shown a claim [1].\n\n## References\n\n1. Doe, J. (2020). T.\n"
    draft = parse_draft(text, tmp_path / "draft.md")
    assert draft.flattened_lines is not None
    levels = deep.count("\n") + 1
    read = " ".join(sentence.plain for sentence in draft.sentences)
    assert all(f"level {i} text." in read for i in range(levels)[1:]), read[-300:]
    assert "Prior work has shown a claim" in read and draft.references_section is not None
    assert [entry.text for entry in draft.references_section.entries][:1] == ["Doe, J. (2020). T."]
    bibliography = load_bibliography(draft, Config(root=tmp_path))
    assert any("nested more than 100 levels" in message and "read as plain" in message for _, message in bibliography.problems)


def test_many_comments_in_one_paragraph_parse_in_linear_time(tmp_path: Path) -> None:
    """Counts calls, not seconds: the paragraph's inline masks are computed once, not per comment."""
    from unittest import mock

    from rblint.engine import markdown

    text = "Para " + "<!--$$-->] word `x` " * 2000 + "end.\n"
    with mock.patch.object(markdown, "_inline_masks", wraps=markdown._inline_masks) as masks:
        draft = parse_draft(text, tmp_path / "draft.md")
    assert len(draft.comments) == 2000
    assert masks.call_count <= 3
    code = parse_draft("A `code <!-- not a comment -->` and <!-- a comment --> end.\n", tmp_path / "c.md")
    assert [c.body for c in code.comments] == ["a comment"]


def test_a_source_whose_text_inflates_past_the_limit_is_refused_before_embedding(tmp_path: Path) -> None:
    from rblint.engine.index import MAX_SOURCE_CHARACTERS, SourceError, build_document

    data = b"x" * (MAX_SOURCE_CHARACTERS + 10) + b".\n"
    with pytest.raises(SourceError, match="over the limit"):
        build_document(data, tmp_path / "big.txt", Config(root=tmp_path))


def test_a_lone_surrogate_in_a_draft_is_replaced_in_place(tmp_path: Path) -> None:
    text = "Retrieval \ud835 improves recall [1].\n"
    draft = parse_draft(text, tmp_path / "draft.md")
    assert len(draft.text) == len(text) and "\ud835" not in draft.text
    assert draft.sentences[0].plain.encode("utf-8")  # every tokenizer can take it now


def test_a_page_tree_that_lies_about_its_page_count_is_still_read(tmp_path: Path) -> None:
    from fpdf import FPDF

    from rblint.engine.sources import check_source

    pdf = FPDF()
    pdf.add_page()
    pdf.set_font("Helvetica", size=11)
    pdf.multi_cell(0, 5, text="Retrieval improves recall on every benchmark we tried. " * 10)
    data = bytes(pdf.output())
    assert b"/Count 1" in data
    path = tmp_path / "lie.pdf"
    path.write_bytes(data.replace(b"/Count 1", b"/Count 999999999"))
    assert check_source(path, Config(root=tmp_path)) is None  # one real page: usable


def test_a_marker_inside_a_footnote_definition_is_checked(tmp_path: Path) -> None:
    """An invented [9] in a note is reported (it was silently passed); the note's own label is not a marker."""
    from rblint.engine.markdown import parse_draft

    text = ("A claim.[^1] Another one [1].\n\n[^1]: See the study [9] and [1], or [@ghost].\n\n"
            "## References\n\n1. Doe, J. (2020). Title.\n")
    draft = parse_draft(text, tmp_path / "draft.md")
    in_note = [marker.text for marker in draft.markers if marker.span.start > text.index("[^1]:")]
    assert in_note[:3] == ["[9]", "[1]", "[@ghost]"]
    assert not any(marker.text == "[^1]" and marker.span.start == text.index("[^1]:") for marker in draft.markers)


@pytest.mark.parametrize("encoding", ["utf-16", "utf-32"])
def test_a_utf16_or_utf32_draft_source_or_bibliography_is_named_as_such(tmp_path: Path, encoding: str) -> None:
    """Windows editors save UTF-16 with a byte-order mark: its NUL bytes read as "a binary
    file", which tells the writer nothing they can act on."""
    from rblint.engine.linter import DraftReadError, read_draft

    name = encoding.upper()
    draft = tmp_path / "draft.md"
    draft.write_text("A claim [1].\n", encoding=encoding)
    with pytest.raises(DraftReadError, match=f"saved as {name}; save the draft as UTF-8"):
        read_draft(draft)
    (tmp_path / "refs.bib").write_text("@article{x, title={T}}\n", encoding=encoding)
    bibliography = bibliography_of(tmp_path, "---\nbibliography: refs.bib\n---\n\n[@x]\n")
    assert any(f"saved as {name}" in message for _, message in bibliography.problems)
    (tmp_path / "paper.md").write_text("# A paper\n\nIt finds things.\n", encoding=encoding)
    (tmp_path / "cites.md").write_text("A claim [1].\n\n## References\n\n1. Doe. paper.md\n", encoding="utf-8")
    found = Linter(Config(root=tmp_path, select=("RB003",))).lint_file(tmp_path / "cites.md").diagnostics
    assert [d.code for d in found] == ["RB003"] and f"saved as {name}" in found[0].message


def test_a_digit_that_int_cannot_read_is_a_key_not_a_crash(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """"²" passes ``str.isdigit`` but not ``int()``: a draft's ``[²]: paper.pdf`` crashed
    every run with a traceback, as did ``rblint lsp --tcp 127.0.0.1:²``."""
    from rblint.app import run

    text = "Dense retrieval works well [@a].\n\n[²]: paper.pdf\n[a]: paper.pdf\n"
    (tmp_path / "draft.md").write_text(text, encoding="utf-8")
    diagnostics = Linter(Config(root=tmp_path, select=("RB002", "RB003", "RB008"))).lint_file(tmp_path / "draft.md").diagnostics
    assert sorted(d.code for d in diagnostics) == ["RB003", "RB008"]  # [²] is a named key, as [smith] would be
    assert "@²" in next(d.message for d in diagnostics if d.code == "RB008")
    assert run(["lsp", "--tcp", "127.0.0.1:²"]) == 2
    assert "--tcp expects HOST:PORT" in capsys.readouterr().err


@pytest.mark.parametrize("parser", ["libyaml", "python"])
def test_front_matter_limits_hold_on_both_yaml_parsers(parser: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """The C parser (libyaml, ~7x faster) must refuse what the pure-Python loader refuses."""
    from rblint.engine import markdown

    if parser == "python":
        monkeypatch.setattr(markdown, "_BoundedCLoader", None)
    elif markdown._BoundedCLoader is None:
        pytest.skip("PyYAML without libyaml")
    markdown._front_matter.cache_clear()
    read = markdown.read_front_matter
    assert read("a: &x 1\n" + "".join(f"b{i}: *x\n" for i in range(40)))[1] == "it uses more than 32 YAML aliases"
    assert "repeats a list or mapping" in (read("a: &x [1, 2]\nb: *x\n")[1] or "")
    assert read("author: &me Jane\neditor: *me\n") == ({"author": "Jane", "editor": "Jane"}, None)
    data, problem = read("date: 2024-02-30\nn: 12\nbig: " + "9" * 80 + "\n")
    assert problem is None and data == {"date": "2024-02-30", "n": 12, "big": "9" * 80}
    assert read("[" * 5000 + "]" * 5000)[1] == "it is nested too deeply"
    assert (read("a: [1, 2\n")[1] or "").startswith("not valid YAML (")
    markdown._front_matter.cache_clear()


def test_front_matter_is_read_once_per_text_and_each_reader_gets_its_own_copy(monkeypatch: pytest.MonkeyPatch) -> None:
    """The editor parses the draft on every keystroke: a thesis's inline references (300
    items, 60 KB) cost 0.22 s each time."""
    from rblint.engine import markdown

    markdown._front_matter.cache_clear()
    loads: list[str] = []
    real = markdown._load_yaml
    monkeypatch.setattr(markdown, "_load_yaml", lambda text: loads.append(text) or real(text))
    text = "---\nreferences:\n- id: smith2020\n  title: Dense retrieval\n---\n\nBody [@smith2020].\n"
    first = parse_draft(text, Path("/tmp/draft.md"))
    first.front_matter["references"].clear()  # a careless plugin
    second = parse_draft(text + "More body.\n", Path("/tmp/draft.md"))
    assert len(loads) == 1 and second.front_matter["references"][0]["id"] == "smith2020"
    markdown._front_matter.cache_clear()
