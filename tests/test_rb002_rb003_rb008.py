"""RB002 invented-marker, RB003 missing-source, RB008 unused-reference, through the Linter."""

from __future__ import annotations

from pathlib import Path

import pytest

from rblint.engine.config import Config, IndexConfig
from rblint.engine.diagnostics import Diagnostic, Fix, Severity
from rblint.engine.linter import Linter
from rblint.engine.sources import check_source


# --------------------------------------------------------------------------- fixtures


def text_pdf(path: Path, text: str = "Retrieval reduces hallucination in our experiments.") -> Path:
    from fpdf import FPDF

    pdf = FPDF()
    pdf.add_page()
    pdf.set_font("Helvetica", size=12)
    pdf.cell(text=text)
    path.parent.mkdir(parents=True, exist_ok=True)
    pdf.output(str(path))
    return path


def scanned_pdf(path: Path) -> Path:
    """A page with a drawn shape and no text: what a scan without OCR looks like to a parser."""
    from fpdf import FPDF

    pdf = FPDF()
    pdf.add_page()
    pdf.rect(20, 20, 80, 40, style="F")
    path.parent.mkdir(parents=True, exist_ok=True)
    pdf.output(str(path))
    return path


def encrypted_pdf(path: Path, source: Path) -> Path:
    from pypdf import PdfWriter

    writer = PdfWriter(clone_from=str(source))
    writer.encrypt("secret")
    with path.open("wb") as handle:
        writer.write(handle)
    return path


@pytest.fixture(scope="module")
def pdfs(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    folder = tmp_path_factory.mktemp("pdfs")
    good = text_pdf(folder / "good.pdf")
    data = good.read_bytes()
    truncated = folder / "truncated.pdf"
    truncated.write_bytes(data[: len(data) // 2])
    return {
        "good": good,
        "scan": scanned_pdf(folder / "scan.pdf"),
        "encrypted": encrypted_pdf(folder / "encrypted.pdf", good),
        "truncated": truncated,
    }


def lint(tmp_path: Path, text: str, codes: tuple[str, ...], **config: object) -> list[Diagnostic]:
    path = tmp_path / "draft.md"
    path.write_text(text, encoding="utf-8")
    linter = Linter(Config(root=tmp_path, select=codes, **config))  # type: ignore[arg-type]
    return linter.lint_file(path).diagnostics


def at(text: str, diagnostic: Diagnostic) -> str:
    return text[diagnostic.span.start : diagnostic.span.end]


def apply(text: str, fix: Fix) -> str:
    for edit in sorted(fix.edits, key=lambda edit: edit.span.start, reverse=True):
        text = text[: edit.span.start] + edit.new_text + text[edit.span.end :]
    return text


FIVE = "".join(f"{n}. Author{n}, A. (20{10 + n}). Title {n}. papers/p{n}.pdf\n" for n in range(1, 6))


# --------------------------------------------------------------------------- RB002


def test_rb002_number_beyond_the_list(tmp_path: Path) -> None:
    text = f"Claim one [1]. Claim seven [7].\n\n## References\n\n{FIVE}"
    (diagnostic,) = lint(tmp_path, text, ("RB002",))
    assert diagnostic.code == "RB002" and diagnostic.rule == "invented-marker"
    assert diagnostic.severity is Severity.ERROR
    assert at(text, diagnostic) == "7"
    assert diagnostic.message == "[7] points to no reference: the bibliography has 5 numbered entries"
    assert apply(text, diagnostic.fixes[0]).startswith("Claim one [1]. Claim seven.\n")


@pytest.mark.parametrize("written", ["[٩]", "[۹]"])
def test_rb002_names_a_marker_as_written(tmp_path: Path, written: str) -> None:
    """Arabic-Indic (or Persian) digits read as a number, but the message and its
    fix name the marker the draft holds, not an ASCII "[3]" it does not."""
    text = f"Claim one [1]. Claim seven {written}.\n\n## References\n\n{FIVE}"
    (diagnostic,) = lint(tmp_path, text, ("RB002",))
    assert diagnostic.message.startswith(f"{written} points to no reference")
    assert written in diagnostic.fixes[0].title


def test_rb002_fix_keeps_the_real_numbers(tmp_path: Path) -> None:
    text = f"Claims [2, 7] and [4-7].\n\n## References\n\n{FIVE}"
    diagnostics = lint(tmp_path, text, ("RB002",))
    assert [at(text, d) for d in diagnostics] == ["7", "4-7", "4-7"]
    assert "(in [4-7])" in diagnostics[1].message and "[6]" in diagnostics[1].message
    assert apply(text, diagnostics[0].fixes[0]).startswith("Claims [2] and [4-7].")
    assert apply(text, diagnostics[1].fixes[0]).startswith("Claims [2, 7] and [4, 5].")


def test_rb002_unknown_pandoc_key_names_the_bibliography(tmp_path: Path) -> None:
    (tmp_path / "refs.bib").write_text("@article{smith2023, author={Smith, J}, year={2023}}\n")
    text = "---\nbibliography: refs.bib\n---\n\nSee [@smith2023; @smith2032, p. 3] and [@nokey].\n"
    diagnostics = lint(tmp_path, text, ("RB002",))
    assert [at(text, d) for d in diagnostics] == ["@smith2032, p. 3", "@nokey"]
    assert diagnostics[0].message == "@smith2032 is not in refs.bib; did you mean @smith2023?"
    assert diagnostics[1].message == "@nokey is not in refs.bib"
    assert apply(text, diagnostics[0].fixes[0]).endswith("See [@smith2023] and [@nokey].\n")
    assert apply(text, diagnostics[1].fixes[0]).endswith("See [@smith2023; @smith2032, p. 3] and.\n")


def test_rb002_mentions_a_bibliography_that_failed_to_load(tmp_path: Path) -> None:
    (tmp_path / "refs.bib").write_text("@article{ok, year={2001}}\n@article{bad,\n  title = {open\n")
    text = "---\nbibliography: refs.bib\n---\n\nSee [@bad].\n"
    (diagnostic,) = lint(tmp_path, text, ("RB002",))
    assert diagnostic.message == "@bad is not in refs.bib (refs.bib could not be read completely: see RB003)"


def test_rb002_pandoc_without_any_bibliography(tmp_path: Path) -> None:
    (diagnostic,) = lint(tmp_path, "See [@ghost].\n", ("RB002",))
    assert "cites 1 source (@ghost) but has no bibliography" in diagnostic.message


def test_rb002_without_a_bibliography_is_one_finding_and_no_fix(tmp_path: Path) -> None:
    text = "One [1]. Two [2]. Three [3, 4].\n"
    (diagnostic,) = lint(tmp_path, text, ("RB002",))
    assert "cites 4 sources ([1], [2], [3], [4]) but has no bibliography" in diagnostic.message
    assert diagnostic.fixes == () and at(text, diagnostic) == "1"


def test_rb002_author_year(tmp_path: Path) -> None:
    text = (
        "Known (Smith, 2031; Lee, 2021). Smith (2031) said so. Also (Nobody, 2020).\n\n## References\n\n"
        "- Smith, J. (2020). Real. papers/s.pdf\n- Lee, K. (2021). Real too. papers/l.pdf\n"
    )
    diagnostics = lint(tmp_path, text, ("RB002",))
    assert [at(text, d) for d in diagnostics] == ["Smith, 2031", "Smith (2031)", "Nobody, 2020"]
    assert diagnostics[0].message == "(Smith, 2031) matches no reference: entries by Smith are from 2020, not 2031"
    assert "no entry has Nobody as first author" in diagnostics[2].message
    assert apply(text, diagnostics[0].fixes[0]).startswith("Known (Lee, 2021).")
    assert diagnostics[1].fixes == ()  # narrative: deleting would break the sentence
    assert apply(text, diagnostics[2].fixes[0]).startswith("Known (Smith, 2031; Lee, 2021). Smith (2031) said so. Also.")


def test_rb002_footnotes(tmp_path: Path) -> None:
    text = "Cited.[^1] Noted.[^2] Lost.[^3]\n\n[^1]: Smith, J. (2020). Paper. papers/s.pdf\n[^2]: A remark.\n"
    (diagnostic,) = lint(tmp_path, text, ("RB002",))
    assert at(text, diagnostic) == "[^3]"
    assert diagnostic.message == "[^3] has no footnote definition"


def test_rb002_narrative_handles_only_checked_when_pandoc_is_used(tmp_path: Path) -> None:
    assert lint(tmp_path, "Follow @openai for news [1].\n\n[1]: https://example.com\n", ("RB002",)) == []
    (tmp_path / "refs.bib").write_text("@article{a, year={2001}}\n")
    text = "---\nbibliography: refs.bib\n---\nAs @ghost showed.\n"
    (diagnostic,) = lint(tmp_path, text, ("RB002",))
    assert at(text, diagnostic) == "@ghost" and diagnostic.fixes == ()


def test_rb002_silent_when_everything_resolves(tmp_path: Path) -> None:
    text = f"All real [1], [2-5] and [3][4].\n\n## References\n\n{FIVE}"
    assert lint(tmp_path, text, ("RB002",)) == []


def test_acm_author_year_draft_resolves(tmp_path: Path) -> None:
    """ACM style: [Zha et al. 2023] and Zha et al. [2023] cite the entry; [2023] is not numeric."""
    text = (
        "Alignment scores check consistency [Zha et al. 2023; Karpukhin et al. 2020].\n"
        "Zha et al. [2023] split sources into chunks. Zha et al. [2031] did not.\n\n## References\n\n"
        "Yuheng Zha, Yichi Yang, Ruichen Li, and Zhiting Hu. 2023. AlignScore: Evaluating Factual Consistency. In ACL.\n\n"
        "Vladimir Karpukhin, Barlas Oguz, and Sewon Min. 2020. Dense Passage Retrieval. In EMNLP.\n"
    )
    diagnostics = lint(tmp_path, text, ("RB001", "RB002", "RB008"))
    assert [(d.code, at(text, d)) for d in diagnostics] == [("RB002", "Zha et al. [2031]")]
    assert "from 2023, not 2031" in diagnostics[0].message


# --------------------------------------------------------------------------- RB003


def test_rb003_reasons_per_file(tmp_path: Path, pdfs: dict[str, Path]) -> None:
    (tmp_path / "notes.txt").write_text("Plain text source.")
    text = (
        "Good [1]. Scan [2]. Locked [3]. Cut [4]. Gone [5]. Text [6]. Bare [7]. Scan again [2].\n\n## References\n\n"
        f"1. Good, A. (2020). Fine. {pdfs['good']}\n"
        f"2. Scan, B. (2020). Scanned. {pdfs['scan']}\n"
        f"3. Lock, C. (2020). Encrypted. {pdfs['encrypted']}\n"
        f"4. Cut, D. (2020). Truncated. {pdfs['truncated']}\n"
        "5. Gone, E. (2020). Missing. papers/gone.pdf\n"
        "6. Text, F. (2020). Notes. notes.txt\n"
        "7. Bare, G. (2020). Metadata only. https://example.com/paper\n"
    )
    # The PDFs live outside the draft's folder: the config's `library` lets the sandbox read them.
    diagnostics = lint(tmp_path, text, ("RB003",), library=(pdfs["good"].parent,))
    by_span = {at(text, d): d for d in diagnostics}
    assert sorted(by_span) == ["2", "3", "4", "5", "7"]  # one per entry, on its first citation
    assert diagnostics[0].span.start == text.index("[2]") + 1
    assert "no text layer" in by_span["2"].message and "cannot be verified" in by_span["2"].message
    assert by_span["2"].related_path == pdfs["scan"].resolve()
    assert "encrypted" in by_span["3"].message
    assert "truncated" in by_span["4"].message
    assert "papers/gone.pdf" in by_span["5"].message and "does not exist" in by_span["5"].message
    assert by_span["5"].severity is Severity.WARNING
    assert by_span["7"].severity is Severity.INFO
    assert "no source file" in by_span["7"].message and "https://example.com/paper" in by_span["7"].message


def test_rb003_ignores_uncited_entries_and_honours_severity_override(tmp_path: Path) -> None:
    text = "Bare [1].\n\n## References\n\n1. Bare, G. (2020). Metadata.\n2. Gone, E. (2020). papers/gone.pdf\n"
    diagnostics = lint(tmp_path, text, ("RB003",), severity={"RB003": Severity.ERROR})
    assert [(at(text, d), d.severity) for d in diagnostics] == [("1", Severity.ERROR)]


def test_rb003_reports_bibliography_problems_on_the_front_matter(tmp_path: Path) -> None:
    (tmp_path / "refs.bib").write_text("@article{ok, year={2001}}\n@article{bad,\n  title = {open\n")
    text = "---\nbibliography: [refs.bib, gone.bib]\n---\n\nSee [@ok].\n"
    diagnostics = lint(tmp_path, text, ("RB003",))
    problems = [d for d in diagnostics if d.related_path is not None and d.related_path.suffix == ".bib"]
    assert [at(text, d) for d in problems] == ["refs.bib", "gone.bib"]
    assert "refs.bib: line 2: malformed BibTeX entry" in problems[0].message
    assert "bibliography file not found" in problems[1].message


def test_check_source_limits_and_types(tmp_path: Path, pdfs: dict[str, Path]) -> None:
    assert check_source(pdfs["good"], Config()) is None
    assert check_source(pdfs["good"], Config(index=IndexConfig(max_pages=1))) is None  # one page: within the limit
    half_mb = pdfs["good"].stat().st_size / 2 / 1024 / 1024
    assert "max-file-mb" in (check_source(pdfs["good"], Config(index=IndexConfig(max_file_mb=half_mb))) or "")
    (tmp_path / "empty.txt").write_text("")
    (tmp_path / "blank.md").write_text("  \n\n")
    (tmp_path / "latin.txt").write_bytes("caf\xe9 ".encode("latin-1") + b"x" * 20)
    (tmp_path / "paper.docx").write_bytes(b"PK")
    (tmp_path / "fake.pdf").write_text("hello")
    (tmp_path / "junk.pdf").write_bytes(b"%PDF-1.4\nnot really\n%%EOF\n")
    config = Config()
    assert check_source(tmp_path / "empty.txt", config) == "the file is empty"
    assert "only whitespace" in (check_source(tmp_path / "blank.md", config) or "")
    assert "not valid UTF-8" in (check_source(tmp_path / "latin.txt", config) or "")
    assert "unsupported file type (.docx)" in (check_source(tmp_path / "paper.docx", config) or "")
    assert "no %PDF- header" in (check_source(tmp_path / "fake.pdf", config) or "")
    assert "corrupt PDF" in (check_source(tmp_path / "junk.pdf", config) or "")
    assert "file not found" in (check_source(tmp_path / "nope.pdf", config) or "")
    assert "folder" in (check_source(tmp_path, config) or "")


def test_check_source_page_limit(tmp_path: Path) -> None:
    from fpdf import FPDF

    pdf = FPDF()
    for number in range(3):
        pdf.add_page()
        pdf.set_font("Helvetica", size=12)
        pdf.cell(text=f"page {number}")
    pdf.output(str(tmp_path / "three.pdf"))
    reason = check_source(tmp_path / "three.pdf", Config(index=IndexConfig(max_pages=2)))
    assert reason == "the PDF has 3 pages, over the index.max-pages limit of 2"


# --------------------------------------------------------------------------- RB008


def test_rb008_unused_entries_in_the_draft(tmp_path: Path) -> None:
    text = (
        "Only [1] and [@smith2023].\n\n[smith2023]: papers/smith.pdf\n[9]: papers/nine.pdf\n\n## References\n\n"
        "1. Used, A. (2020). Cited.\n2. Lee, K. (2021). Never cited. papers/lee.pdf\n\n"
        "## Appendix\n\nNothing.\n"
    )
    diagnostics = lint(tmp_path, text, ("RB008",))
    assert [at(text, d) for d in diagnostics] == [
        "[9]: papers/nine.pdf",
        "2. Lee, K. (2021). Never cited. papers/lee.pdf",
    ]
    assert all(d.severity is Severity.INFO and d.rule == "unused-reference" for d in diagnostics)
    assert diagnostics[0].message == "Link definition [9] is never cited"
    assert diagnostics[1].message == "Reference [2] (Lee 2021 — Never cited) is never cited"
    assert diagnostics[1].fixes == ()  # numbered: deleting would renumber the rest
    assert "[9]:" not in apply(text, diagnostics[0].fixes[0])
    assert "[smith2023]: papers/smith.pdf\n\n## References" in apply(text, diagnostics[0].fixes[0])


def test_rb008_bulleted_entry_fix(tmp_path: Path) -> None:
    text = "See (Used, 2020).\n\n## References\n\n- Used, A. (2020). Cited.\n- Lee, K. (2021). Unused.\n"
    (diagnostic,) = lint(tmp_path, text, ("RB008",))
    assert apply(text, diagnostic.fixes[0]).endswith("- Used, A. (2020). Cited.\n")


def test_rb008_bib_entries_and_papers_folder(tmp_path: Path) -> None:
    bib = "".join(f"@article{{k{n}, author={{Auth{n}, A}}, title={{T{n}}}, year={{2001}}}}\n" for n in range(25))
    (tmp_path / "refs.bib").write_text(bib)
    (tmp_path / "papers").mkdir()
    (tmp_path / "papers/loose2020.txt").write_text("never cited, but only a library file")
    text = "---\nbibliography: refs.bib\nnocite: '@k1'\n---\n\nSee [@k0].\n"
    diagnostics = lint(tmp_path, text, ("RB008",), papers=(tmp_path / "papers",))
    assert len(diagnostics) == 21  # k2..k21 individually, then one summary for k22..k24
    assert all(at(text, d) == "refs.bib" for d in diagnostics)
    assert diagnostics[0].message == "@k2 (Auth2 2001 — T2) in refs.bib is never cited"
    assert diagnostics[-1].message == "... and 3 more entries in refs.bib are never cited"
    assert not any("loose2020" in d.message for d in diagnostics)
    assert lint(tmp_path, text.replace("'@k1'", "'@*'"), ("RB008",)) == []


def test_rb008_silent_when_all_cited(tmp_path: Path) -> None:
    text = f"All [1-5].\n\n## References\n\n{FIVE}"
    assert lint(tmp_path, text, ("RB008",)) == []


def test_check_source_results_persist_across_processes(
    tmp_path: Path, pdfs: dict[str, Path], monkeypatch: pytest.MonkeyPatch
) -> None:
    from rblint.engine import sources

    config = Config(cache_dir=tmp_path / "cache")
    monkeypatch.setattr(sources, "_cache", {})  # earlier tests may have checked this file already
    first = check_source(pdfs["scan"], config)
    assert first is not None and (tmp_path / "cache" / "source-checks-v1.json").is_file()
    # A new process: empty memory cache, and opening the PDF again would fail loudly.
    monkeypatch.setattr(sources, "_cache", {})
    monkeypatch.setattr(sources, "_loaded_from", set())
    monkeypatch.setattr(sources, "_check_pdf", lambda path, config: pytest.fail("PDF reopened"))
    assert check_source(pdfs["scan"], config) == first


def test_many_invented_markers_read_the_bibliography_once(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Hostile input: thousands of invented markers. What the messages say about the
    bibliography is worked out once per draft (it was once per marker: quadratic), and only
    the first few distinct keys get a did-you-mean (each one reads every entry's key)."""
    import difflib

    import rblint.rules.rb002_invented_marker as rb002

    searched: list[int] = []
    real_searched = rb002.searched_sources
    monkeypatch.setattr(rb002, "searched_sources", lambda *args: searched.append(1) or real_searched(*args))
    looked: list[str] = []
    real_close = difflib.get_close_matches
    monkeypatch.setattr(rb002.difflib, "get_close_matches", lambda key, *args, **kwargs: looked.append(key) or real_close(key, *args, **kwargs))
    numbered = " ".join(f"[{number}]" for number in range(5, 400))
    keys = " ".join(f"[@made{number}]" for number in range(300))
    text = (f"---\nreferences:\n- id: smith2020\n  title: A\n---\n\nNumbers {numbered}.\n\nKeys {keys} [@made0].\n\n"
            "## References\n\n1. Smith, J. (2020). A.\n")
    found = lint(tmp_path, text, ("RB002",))
    assert len([d for d in found if "points to no reference" in d.message]) == 395
    assert len([d for d in found if "@made" in d.message]) == 301  # every invented key is still reported
    assert len(searched) == 1
    assert len(looked) == rb002._Known.HINTS and len(set(looked)) == len(looked)  # capped, each key once
