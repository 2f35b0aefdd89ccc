"""PDF parsing on generated papers: structure, reading order, clean-up, bad files."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from rblint.engine.config import Config, IndexConfig
from rblint.engine.index import SourceDocument, SourceError, build_document
from rblint.engine.sources import check_source
from rblint.engine.passages import CHUNK_TOKENS, token_counter
from rblint.engine.pdf.cleanup import join_lines, normalize

try:
    from tests import pdf_factory
except ImportError:  # tests/ is not a package
    import pdf_factory  # type: ignore[no-redef]


@pytest.fixture(scope="module")
def paper() -> SourceDocument:
    return build_document(pdf_factory.paper_pdf(drop_cap=True), Path("paper.pdf"), Config())


def section(doc: SourceDocument, title: str):
    return next(s for s in doc.sections if s.title == title)


def test_title_is_the_largest_text_that_is_not_a_masthead_or_drop_cap(paper: SourceDocument) -> None:
    assert paper.title == pdf_factory.TITLE


def test_headings_levels_pages_and_hierarchy(paper: SourceDocument) -> None:
    titles = [(s.title, s.level, s.page) for s in paper.sections]
    assert titles == [
        ("Abstract", 1, 1),
        ("1 Introduction", 1, 1),
        ("2 Method", 1, 2),
        ("2.1 Training details", 2, 2),
        ("3 Results", 1, 3),
        ("References", 1, 3),
    ]
    training = section(paper, "2.1 Training details")
    assert paper.sections[training.parent].title == "2 Method"
    passage = next(p for p in paper.passages if "forty epochs" in p.text)
    assert passage.section == ("2 Method", "2.1 Training details")


def test_abstract_is_found(paper: SourceDocument) -> None:
    assert paper.abstract == pdf_factory.ABSTRACT
    assert paper.passages[0].section == ("Abstract",)


def test_hyphens_rejoined_by_the_documents_own_vocabulary(paper: SourceDocument) -> None:
    assert "The control group of documents" in paper.text  # "con- trol": "control" occurs elsewhere
    assert "con-" not in paper.text
    assert "The single-cell results" in paper.text  # both halves are words: hyphen kept


@pytest.mark.parametrize(
    ("first", "second", "words", "expected"),
    [
        ("the con-", "trol group", {"control"}, "the control group"),
        ("the single-", "cell data", {"single", "cell"}, "the single-cell data"),
        ("the single-", "cell data", {"single-cell"}, "the single-cell data"),
        ("it ef-", "ficiently runs", set(), "it efficiently runs"),
        ("plain", "words", set(), "plain words"),
        # small capitals set apart from their hyphen, rejoined only into a word the paper spells whole
        ("our proposed TABLE -", "FORMER predicts", {"tableformer"}, "our proposed TABLEFORMER predicts"),
        ("a range of values -", "dashes stay", {"valuesdashes"} - {"valuesdashes"}, "a range of values - dashes stay"),
    ],
)
def test_join_lines(first: str, second: str, words: set[str], expected: str) -> None:
    assert join_lines(first, second, words) == expected


def test_normalize_ligatures_and_compatibility_forms() -> None:
    assert normalize("signi\ufb01cant e\ufb03cient \ufb02ow") == "significant efficient flow"
    assert normalize("x\u00b2 and H\u2082O") == "x\u00b2 and H\u2082O"  # super/subscripts keep meaning
    assert normalize("soft\u00adhyphen") == "softhyphen"
    assert normalize("\uff21\uff22") == "AB"  # full-width letters


def test_spacing_accents_join_the_letter_after_them() -> None:
    assert normalize("Schunov\u00b4a-Lilly, Z\u00a8urich, Ci\u02c6encia, Ci`encies") == "Schunov\u00e1-Lilly, Z\u00fcrich, Ci\u00eancia, Ci\u00e8ncies"
    assert normalize("``quoted''") == "``quoted''"  # TeX quotes are not accents
    assert normalize("don\u00b4t") == "don \u0301t"  # no "t with acute" in Unicode: folded as before


def test_accent_glyphs_in_a_pdf() -> None:
    doc = build_document(pdf_factory.accent_glyphs_pdf(), Path("accents.pdf"), Config())
    assert "Surveys by Schunov\u00e1-Lilly and colleagues in Z\u00fcrich found the same downturn" in doc.text


def test_ligature_glyphs_in_a_pdf() -> None:
    data = pdf_factory.ligature_pdf()
    if data is None:
        pytest.skip("DejaVu Sans not installed (apt package fonts-dejavu-core)")
    doc = build_document(data, Path("ligature.pdf"), Config())
    assert "significant findings in the field of efficient parsing" in doc.text
    assert "\ufb01" not in doc.text and "\ufb03" not in doc.text



def test_numbers_set_in_pieces_are_whole_in_a_passage() -> None:
    """Issue 31's lost numbers: each piece of "0.25", "3,412", "−0.31 ± 0.04", a raised
    exponent ("10−3") placed on its own must come out as poppler prints the number."""
    data = pdf_factory.split_numbers_pdf()
    if data is None:
        pytest.skip("DejaVu Sans not installed (apt package fonts-dejavu-core)")
    doc = build_document(data, Path("numbers.pdf"), Config())
    passages = [passage.text for passage in doc.passages]
    assert [number for number in pdf_factory.SPLIT_NUMBERS if not any(number in text for text in passages)] == []

def test_two_columns_read_left_then_right(paper: SourceDocument) -> None:
    text = paper.text
    left_end = text.index("The left column ends here today.")
    right_start = text.index("Right column continues the method.")
    assert text.index("Left column opens the method.") < left_end < right_start
    assert text.index("The right column ends here today.") < text.index("2.1 Training details")
    assert "Alpha particles were counted in the first chamber." in text


def test_running_heads_page_numbers_and_rotated_stamp_dropped(paper: SourceDocument) -> None:
    assert pdf_factory.RUNNING_HEAD not in paper.text
    assert "arXiv" not in paper.text
    assert not any(re.fullmatch(r"\d+", p.text.strip()) for p in paper.passages)


def test_superscript_stays_on_its_line(paper: SourceDocument) -> None:
    assert "Prior parsers lost superscripts12 and we keep them on their line." in paper.text


def test_references_detected_and_kept_out_of_evidence(paper: SourceDocument) -> None:
    assert len(paper.references) == 2
    assert paper.references[0].startswith("[1] A. Author") and "Zebra migration" in paper.references[0]
    assert paper.references[1].startswith("[2] C. Writer")
    for passage in paper.passages + paper.chunks:
        assert "Zebra" not in passage.text and "Quokka" not in passage.text
        assert "References" not in passage.section


def test_passages_are_slices_with_pages_and_stay_in_one_section(paper: SourceDocument) -> None:
    bounds = [(s.char_start, s.char_end) for s in paper.sections]
    for passage in paper.passages + paper.chunks:
        assert paper.text[passage.char_start : passage.char_end] == passage.text
        inside = [b for b in bounds if b[0] <= passage.char_start and passage.char_end <= b[1]]
        assert inside, f"passage crosses a section: {passage.text[:60]!r}"
    gamma = next(p for p in paper.passages if "Gamma rays" in p.text)
    assert (gamma.page_start, gamma.page_end) == (2, 2)
    result = next(p for p in paper.passages if "accuracy reached 91 percent" in p.text)
    assert result.page_start == 3 and result.section == ("3 Results",)
    assert [p.index for p in paper.passages] == list(range(len(paper.passages)))
    assert {p.kind for p in paper.passages} == {"evidence"} and {p.kind for p in paper.chunks} == {"chunk"}


def test_chunks_respect_the_token_budget_and_sentence_boundaries() -> None:
    # A long single section: many sentences, so several chunks.
    sentences = [f"Sentence number {i} reports that the measured value was {i * 3} units in trial {i}." for i in range(120)]
    text = "# Results\n\n" + " ".join(sentences) + "\n"
    doc = build_document(text.encode(), Path("long.md"), Config())
    _, count = token_counter()
    assert len(doc.chunks) >= 3
    for chunk in doc.chunks:
        assert count([chunk.text])[0] <= CHUNK_TOKENS
        assert chunk.text.startswith("Sentence number") and re.search(r"in trial \d+\.$", chunk.text)
        assert chunk.section == ("Results",)
    assert " ".join(c.text for c in doc.chunks) == " ".join(sentences)


def test_markdown_and_text_sources() -> None:
    markdown = (
        "---\ntitle: ignored front matter\n---\n# A Markdown Source\n\n## Abstract\n\nWe summarise the work here.\n\n"
        "## Methods\n\n### Sampling\n\nSamples were drawn weekly. Each was weighed twice.\n\n"
        "```\ncode is not evidence\n```\n\n## References\n\n1. Someone. A cited book. 2020.\n"
    )
    doc = build_document(markdown.encode(), Path("source.md"), Config())
    assert doc.kind == "markdown" and doc.title == "A Markdown Source" and doc.page_count is None
    assert doc.abstract == "We summarise the work here."
    sampling = next(p for p in doc.passages if "weekly" in p.text)
    assert sampling.section == ("A Markdown Source", "Methods", "Sampling")
    assert sampling.page_start is None and doc.text[sampling.char_start : sampling.char_end] == sampling.text
    assert not any("code is not evidence" in p.text or "cited book" in p.text for p in doc.passages)
    assert doc.references == ["1. Someone. A cited book. 2020."]
    plain = build_document(b"Plain title line\n\nA paragraph of text. Another sentence here.\n", Path("a.txt"), Config())
    assert plain.kind == "text" and plain.sections == [] and plain.title == "Plain title line"
    assert any("Another sentence here." in p.text for p in plain.passages)


@pytest.mark.parametrize(
    ("name", "data", "reason"),
    [
        ("encrypted", lambda: pdf_factory.encrypted_pdf(), "encrypted"),
        ("scanned", lambda: pdf_factory.image_only_pdf(), "no text layer"),
        ("truncated", lambda: pdf_factory.truncated_pdf(), "truncated"),
        ("cut-short", lambda: pdf_factory.paper_pdf()[:-40], "truncated"),
        ("zero-pages", lambda: pdf_factory.zero_page_pdf(), "no pages"),
        ("not-a-pdf", lambda: b"just some words", "not a PDF"),
        ("garbage", lambda: b"%PDF-1.7\n" + bytes(range(256)) * 40 + b"\n%%EOF\n", "PDF"),
    ],
)
def test_bad_files_give_reasons(name: str, data, reason: str, tmp_path: Path, monkeypatch) -> None:
    with pytest.raises(SourceError) as caught:
        build_document(data(), Path(f"{name}.pdf"), Config())
    assert reason in caught.value.reason
    # RB003's cheap check and the full parser word the same fault the same way.
    monkeypatch.setenv("RBLINT_CACHE_DIR", str(tmp_path / "cache"))
    path = tmp_path / f"{name}.pdf"
    path.write_bytes(data())
    if name != "garbage":  # the cheap check need not open every damaged object
        assert check_source(path, Config()) == caught.value.reason


def test_owner_password_only_pdf_opens() -> None:
    doc = build_document(pdf_factory.encrypted_pdf(user_password=""), Path("owner.pdf"), Config())
    assert "locked away behind a password" in doc.text


@pytest.mark.parametrize(
    ("index", "reason"),
    [(IndexConfig(max_pages=2), "max-pages limit of 2"), (IndexConfig(timeout=1e-9), "index.timeout")],
)
def test_limits(index: IndexConfig, reason: str) -> None:
    with pytest.raises(SourceError) as caught:
        build_document(pdf_factory.paper_pdf(), Path("paper.pdf"), Config(index=index))
    assert reason in caught.value.reason


def test_justified_columns_with_a_narrow_gutter_are_not_woven() -> None:
    """The fault of issue #16 on an ACL 2007 paper (24% of its passages woven): justified
    left lines reach the 12 pt gutter, and each was joined to the right line beside it."""
    document = build_document(pdf_factory.narrow_gutter_pdf(), Path("narrow.pdf"), Config())
    text = " ".join(document.text.split())
    assert pdf_factory.NARROW_LEFT in text and pdf_factory.NARROW_RIGHT in text
    assert text.index(pdf_factory.NARROW_LEFT) < text.index(pdf_factory.NARROW_RIGHT)


def test_a_figure_in_the_middle_of_the_page_is_not_the_gutter() -> None:
    """Nine figure lines start at one x in the middle band; taken for the right column's
    margin, the split fell left of both columns and their lines were read across."""
    document = build_document(pdf_factory.centred_figure_pdf(), Path("figure.pdf"), Config())
    text = " ".join(document.text.split())
    assert pdf_factory.NARROW_LEFT in text and pdf_factory.NARROW_RIGHT in text
    assert text.index(pdf_factory.NARROW_LEFT) < text.index(pdf_factory.NARROW_RIGHT)


def test_a_page_with_three_lines_per_column_under_a_figure_splits_them_where_the_other_pages_do() -> None:
    """Too few right-column lines for the page to tell its own margin (a Wiley page: a figure above
    three lines of each column): the margin the other pages have splits them (parser version 29);
    each left line had been joined to the right line beside it."""
    document = build_document(pdf_factory.figure_page_columns_pdf(), Path("figure-page.pdf"), Config())
    text = " ".join(document.text.split())
    assert pdf_factory.FIGURE_PAGE_LEFT in text and pdf_factory.FIGURE_PAGE_RIGHT in text
    assert text.index(pdf_factory.FIGURE_PAGE_LEFT) < text.index(pdf_factory.FIGURE_PAGE_RIGHT)


def test_a_tables_columns_on_two_pages_are_no_paper_columns() -> None:
    from rblint.engine.pdf.layout import ColumnStarts, recurring_margins

    table = ColumnStarts({198.0: [1.0], 206.0: [1.0], 257.0: [1.0]})
    assert recurring_margins([None, table, table, None, None, None]) == frozenset()
    column = ColumnStarts({305.0: [1.0]})
    assert recurring_margins([column, None, column, None, None, None]) == frozenset({305})
    assert recurring_margins([column, None, None, None, None, None, None]) == frozenset()
    # odd and even pages a few points apart (a four-page range read by one worker): each counts for both
    even = ColumnStarts({308.0: [1.0]})
    assert recurring_margins([None, even, ColumnStarts({305.0: [1.0], 313.0: [2.0]}), None]) == frozenset({305, 308})


def test_three_columns_read_one_after_another() -> None:
    document = build_document(pdf_factory.three_columns_pdf(), Path("three.pdf"), Config())
    text = " ".join(document.text.split())
    positions = [text.find(column) for column in pdf_factory.THREE_COLUMNS]
    assert -1 not in positions, text
    assert positions == sorted(positions)


def test_a_table_cell_centred_against_a_wrapped_one_is_read_before_it() -> None:
    """Read by height alone, the name landed between its description's lines ("Retrieve
    data loss refers to the Recovery unforeseen loss")."""
    document = build_document(pdf_factory.centred_cells_table_pdf(), Path("table.pdf"), Config())
    text = " ".join(document.text.split())
    for number, name, first, second in pdf_factory.TABLE_ROWS:
        assert f"{number} {name} {first} {second}" in text, text


@pytest.mark.parametrize("heading_size", [12.0, 10.0], ids=["larger than the text", "at the body size"])
def test_small_caps_headings_are_read_whole(heading_size: float) -> None:
    """The capital's run ("1 I") holds a one-em skip read as one space, so its end was
    estimated an em short: "1 I" and "NTRODUCTION" were two lines and no section was
    found (ViT). At the body size (IEEE), the heading must not take the paragraph below
    it as its second line, and the "Abstract-..." paragraph before it is the abstract,
    not front matter."""
    document = build_document(pdf_factory.small_caps_headings_pdf(heading_size), Path("caps.pdf"), Config())
    assert [section.title for section in document.sections] == ["Abstract", "1 INTRODUCTION", "2 METHOD"]
    first = " ".join(pdf_factory.SMALL_CAPS_BODY)
    assert any(first in " ".join(p.text.split()) and p.section == ("1 INTRODUCTION",) for p in document.passages)


def test_words_of_a_composite_font_keep_their_spaces() -> None:
    """A Type0 font's widths are keyed by glyph code: looked up by Unicode they fell back
    to an em per character, no gap was left between words and "rateissetto0.1" was read."""
    document = build_document(pdf_factory.composite_font_pdf(), Path("composite.pdf"), Config())
    assert pdf_factory.COMPOSITE_FONT_TEXT in " ".join(document.text.split())


@pytest.mark.parametrize("glyph_by_glyph", [False, True])
def test_words_placed_one_by_one_in_one_text_object_keep_their_spaces(glyph_by_glyph: bool) -> None:
    """Word writes a line as one text object, each word (or glyph) after its own ``Td``: pypdf
    reported the line as one run, with a space only where a gap reached half the font's
    declared space width (0.28 em), and a tight justified line leaves less: "incorporatesthe
    semantic dependencygraphwithan" on an IOP paper."""
    pdf = pdf_factory.composite_font_pdf(one_text_object=True, glyph_by_glyph=glyph_by_glyph)
    document = build_document(pdf, Path("composite.pdf"), Config())
    assert pdf_factory.COMPOSITE_FONT_TEXT in " ".join(document.text.split())


def test_a_letter_spaced_line_whose_kerns_take_the_spacing_back_keeps_its_word_gaps() -> None:
    """A Wiley paper's lines set with 0.22 em char spacing, taken back by kerns between the
    letters of a word: pypdf read "The STFTisappliedtoeachwindowed"."""
    document = build_document(pdf_factory.letter_spaced_pdf(), Path("spaced.pdf"), Config())
    assert pdf_factory.LETTER_SPACED_TEXT in " ".join(document.text.split())


def test_a_line_set_wide_without_kerns_is_not_cut_into_letters() -> None:
    document = build_document(pdf_factory.letter_spaced_pdf(kerned=False), Path("wide.pdf"), Config())
    assert "S T F T" not in " ".join(document.text.split())


def test_a_decimal_wrapped_to_a_line_start_is_text_not_a_heading() -> None:
    """On a real AI Magazine paper 7,600 characters became 'headings' ("0.87. The relation
    ...") and no passage held them: their numbers were lost as evidence."""
    document = build_document(pdf_factory.wrapped_number_pdf(), Path("wrapped.pdf"), Config())
    assert not any(section.title.startswith("0.87") for section in document.sections)
    passages = " ".join(" ".join(passage.text for passage in document.passages).split())
    assert " ".join(pdf_factory.WRAPPED_PARAGRAPH) in passages


def test_an_appendix_after_the_references_is_a_section_and_evidence() -> None:
    """DPR's appendices A-D were read as references (161 'references', no appendix)."""
    document = build_document(pdf_factory.appendix_pdf(), Path("appendix.pdf"), Config())
    titles = [section.title for section in document.sections]
    assert "A Proofs of the Bounds" in titles
    assert len(document.references) == 2
    passage = next(p for p in document.passages if "triangle inequality" in p.text)
    assert passage.section == ("A Proofs of the Bounds",)


def test_a_section_named_like_a_bibliography_before_the_references_is_text() -> None:
    """tm's vignette on extensions has a section "Sources" (the text sources a package reads) before its
    "References": read as the bibliography, its interface list was no evidence and every section after
    it an appendix, and a fresh draft's correct sentences about it got RB004 warnings."""
    document = build_document(pdf_factory.appendix_pdf("2 Sources"), Path("sources.pdf"), Config())
    roles = {section.title: section.role for section in document.sections}
    assert roles["2 Sources"] == "body" and roles["3 Results"] == "body"
    assert roles["A Proofs of the Bounds"] == "appendix" and len(document.references) == 2
    assert any("simple argument" in p.text and not p.appendix for p in document.passages)


def test_appendix_passages_are_flagged_as_such_everywhere_they_are_quoted() -> None:
    """A hover, a message and the JSON say "appendix" for evidence from one (#16)."""
    from rblint.engine.analysis.claims import where
    from rblint.engine.analysis.evidence import evidence_from_hits, evidence_of
    from rblint.engine.index import SearchHit
    from rblint.engine.editor import _evidence_line
    from rblint.engine.scoring.chunking import chunks_from_passages
    from rblint.engine.scoring.document_score import ChunkScore

    document = build_document(pdf_factory.appendix_pdf(), Path("appendix.pdf"), Config())
    roles = {section.title: section.role for section in document.sections}
    assert roles["A Proofs of the Bounds"] == "appendix" and roles["2 Method"] == "body"
    for passages in (document.passages, document.chunks):
        flagged = {p.appendix for p in passages if "triangle inequality" in p.text}
        assert flagged == {True}
        assert not any(p.appendix for p in passages if "simple argument" in p.text)
    again = SourceDocument.from_dict(document.to_dict(), Path("appendix.pdf"))  # the cache keeps it
    assert [p.appendix for p in again.chunks] == [p.appendix for p in document.chunks]
    chunk = next(c for c in chunks_from_passages(document.chunks, source_key="1") if "triangle" in c.text)
    assert chunk.appendix and where(chunk).endswith('appendix "A Proofs of the Bounds"')
    evidence = evidence_of(ChunkScore((chunk,), 0.9))
    assert evidence.appendix and "appendix A Proofs of the Bounds" in _evidence_line(evidence, "1.")
    passage = next(p for p in document.passages if "triangle" in p.text)
    (hit,) = evidence_from_hits([SearchHit(passage, 0.03, 1, 1, Path("appendix.pdf"))], lambda path: "1")
    assert hit.appendix


def test_a_heading_named_appendix_is_one_before_the_references_too() -> None:
    from rblint.engine.pdf.assemble import APPENDIX_HEADING

    assert APPENDIX_HEADING.match("Appendix B: Hyperparameters") and APPENDIX_HEADING.match("Supplementary Material")
    assert not APPENDIX_HEADING.match("Appendicitis in children") and not APPENDIX_HEADING.match("3 Results")


def test_acknowledgements_after_the_references_are_not_an_appendix() -> None:
    from rblint.engine.pdf.assemble import BACK_MATTER

    assert BACK_MATTER.match("Acknowledgements") and BACK_MATTER.match("ACKNOWLEDGMENT") and BACK_MATTER.match("Funding")
    assert not BACK_MATTER.match("A Proofs of the Bounds")


def test_small_caps_titles_and_titles_that_go_on_after_a_colon() -> None:
    """TableFormer's title lost its first word; the Dining Cryptographers' lost its second line."""
    document = build_document(pdf_factory.title_variants_pdf(), Path("titles.pdf"), Config())
    assert document.title == "TABLEFORMER: Robust Table Encoding: Unconditional Structure for Tables and Text"


def test_a_title_in_capitals_at_the_body_size_is_found() -> None:
    """AASTeX sets the title in body-size capitals: it was read as no title at all."""
    document = build_document(pdf_factory.body_size_capitals_title_pdf(), Path("aastex.pdf"), Config())
    assert document.title == "THE SIZE DISTRIBUTION OF NEAR EARTH OBJECTS LARGER THAN 10 METERS"


def test_title_lines_whose_ocr_sizes_differ_stay_one_title() -> None:
    """SIFT's scan: the second title line (20.6 pt under 22.5 pt) was cut off."""
    document = build_document(pdf_factory.ocr_title_pdf(), Path("sift.pdf"), Config())
    assert document.title == "SIFT: Design and Analysis of a Fault-Tolerant Computer for Aircraft Control"


@pytest.mark.parametrize("running_title", [False, True])
def test_a_journal_banner_named_by_the_running_heads_is_not_the_title(running_title: bool) -> None:
    """MDPI's first page sets "future internet" larger than the title: it was read as the title."""
    document = build_document(pdf_factory.journal_banner_pdf(running_title), Path("mdpi.pdf"), Config())
    assert document.title == pdf_factory.BANNER_TITLE


def test_banner_names_need_a_year_and_two_later_pages() -> None:
    from rblint.engine.pdf.model import PdfLine
    from rblint.engine.pdf.structure import banner_names

    def line(page: int, text: str) -> PdfLine:
        return PdfLine(page=page, text=text, x0=72, x1=300, baseline=40, size=8, bold=False)

    heads = [line(page, f"Nature Communications (2021) 12:{page}") for page in (2, 3)]
    assert banner_names(heads) == {"nature communications"}
    assert banner_names(heads[:1]) == frozenset()  # one page is no running head
    assert banner_names([line(page, "Expander Graph Propagation") for page in (2, 3)]) == frozenset()
    assert banner_names([line(1, "Future Internet 2023, 15, 120"), line(2, "Future Internet 2023, 15, 120")]) == frozenset()


def test_a_sidebar_beside_the_abstract_is_not_woven_into_it() -> None:
    """BMJ's affiliations sidebar was read line by line with the abstract beside it."""
    document = build_document(pdf_factory.sidebar_pdf(), Path("sidebar.pdf"), Config())
    text = " ".join(document.text.split())
    assert " ".join(pdf_factory.SIDEBAR_ABSTRACT) in text
    assert " ".join(pdf_factory.SIDEBAR_LINES[:4]) in text


def test_a_sidebar_s_last_lines_at_a_page_top_are_not_woven_into_the_text() -> None:
    """PLOS ONE: the front page's sidebar ("Competing interests: ...") ends in five lines at
    the top of page 2, beside four lines of the introduction; they had been read line by line
    with it ("... will decline by 6% [2]. The negative effects of increased temperatures /
    journal's policy and have the following conflicts: Dr. / ... on wheat yield ...")."""
    document = build_document(pdf_factory.sidebar_continued_pdf(), Path("plos.pdf"), Config())
    text = " ".join(document.text.split())
    assert " ".join(pdf_factory.BODY_AFTER_SIDEBAR) in text
    assert " ".join(pdf_factory.SIDEBAR_CONTINUED) in text


def test_capital_section_names_at_body_size_are_headings() -> None:
    """A BMJ journal's "METHODS" / "RESULTS": no passage lay in a named section."""
    document = build_document(pdf_factory.capitals_headings_pdf(), Path("caps.pdf"), Config())
    assert [section.title for section in document.sections] == ["METHODS", "RESULTS"]
    passage = next(p for p in document.passages if "Results line 2" in p.text)
    assert passage.section == ("RESULTS",)


def test_numbered_bold_capitals_a_size_below_the_body_are_headings() -> None:
    """REVTeX's section headings (9 pt bold capitals over 10 pt text, numbered, centred): a
    fresh draft's RB005 quoted a results passage as in "I. INTRODUCTION", the only heading
    read, for its known name."""
    document = build_document(pdf_factory.revtex_headings_pdf(), Path("prd.pdf"), Config())
    assert [section.title for section in document.sections] == [heading for _, heading, _ in
                                                                pdf_factory.REVTEX_SECTIONS]
    passage = next(p for p in document.passages if "largest production rate" in p.text)
    assert passage.section == ("III. FITTING THE EXCESS",)


def test_a_single_column_line_split_at_inline_math_is_one_line() -> None:
    """A justified line around inline mathematics: the first run's end, estimated from font
    widths, falls short, leaving a 1.6 em "gap" before the symbol (seen on a JCAP paper,
    where the line's two halves were read in the wrong order)."""
    from rblint.engine.pdf.layout import build_lines
    from rblint.engine.pdf.model import TextRun

    def run(text: str, x0: float, x1: float) -> TextRun:
        return TextRun(text, x0, x1, 290.46, 10.9, "Times", False)

    pieces = [run("having L = 0 have volume deceleration parameter", 131.8, 369.8), run(" q", 387.1, 396.4),
              run(" <", 409.2, 422.1), run(" 0. This opens the", 423.1, 509.3)]
    lines = build_lines(pieces, page=1)
    assert [line.text for line in lines] == ["having L = 0 have volume deceleration parameter q < 0. This opens the"]
    # Side by side with a gap of 2 em or more (two blocks, a figure beside a caption) stays apart.
    apart = build_lines([run("a caption block on the left side", 100.0, 250.0),
                         run("text of the right block", 272.0, 400.0)], page=1)
    assert len(apart) == 2


def test_the_right_column_margin_is_the_leftmost_margin_found() -> None:
    """An IEEE page whose indented first lines and equations (x = 330) outnumber the lines at
    the right column's margin (x = 312): the margin is 312, so the unindented lines there are
    read in the right column, not woven into the left one."""
    from rblint.engine.pdf.layout import ColumnStarts

    starts = ColumnStarts({312.0: [700.0 - 12 * i for i in range(23)], 330.0: [706.0 - 12 * i for i in range(26)]})
    assert starts.main() == 312.0


def test_a_decimal_point_drawn_alone_joins_its_digits_across_an_estimated_end() -> None:
    """A long run's end is estimated from font widths and can fall short: "namely 7" "." "0"
    read "7 .0" (a physics paper's 7.0 lost); a point between digits, touching the next, joins."""
    from rblint.engine.pdf.layout import build_lines
    from rblint.engine.pdf.model import TextRun

    def run(text: str, x0: float, x1: float) -> TextRun:
        return TextRun(text=text, x0=x0, x1=x1, baseline=600.0, size=10.0, font="F", bold=False)

    line = build_lines([run("the analysis, namely 7", 100.0, 210.0), run(".", 215.4, 218.0), run("0", 217.8, 223.0),
                        run(" events in 2019 . Then", 223.5, 330.0)], 1)
    assert [item.text for item in line] == ["the analysis, namely 7.0 events in 2019 . Then"]


def test_stacked_scripts_mid_line_keep_the_line_whole() -> None:
    """An asymmetric error set mid-line (runs as a physics paper's text layer gives them): the
    scripts overlap both the number before them and the text after, which then began a line
    of its own ("4.2+3" / ".2 −2.0. The four"), losing 3.2."""
    from rblint.engine.pdf.layout import build_lines
    from rblint.engine.pdf.model import TextRun

    def run(text: str, x0: float, x1: float, baseline: float, size: float = 9.96) -> TextRun:
        return TextRun(text=text, x0=x0, x1=x1, baseline=baseline, size=size, font="F", bold=False)

    runs = [run("namely", 54.0, 85.2, 310.3), run(" S", 89.1, 101.7, 310.3), run("WW", 95.2, 110.2, 308.8, 6.97),
            run(" = 4", 116.4, 134.6, 310.3), run(".", 132.7, 137.7, 310.3), run("2", 135.4, 140.45, 310.3),
            run("+3", 140.4, 150.5, 314.6, 6.97), run(".", 150.5, 154.6, 314.6, 6.97), run("2", 152.9, 156.8, 314.6, 6.97),
            run(" −", 140.4, 152.5, 307.6, 6.97), run("2", 146.7, 150.6, 307.6, 6.97), run(".", 150.6, 154.7, 307.6, 6.97),
            run("0", 153.0, 157.0, 307.6, 6.97), run(". The four different regions", 157.5, 290.6, 310.3)]
    assert [line.text for line in build_lines(runs, 1)] == ["namely SWW = 4.2+3.2 −2.0. The four different regions"]


@pytest.mark.parametrize("notice", [False, True])
def test_an_abstract_printed_without_its_heading_is_evidence(notice: bool) -> None:
    """An ACM journal's abstract stands between the authors and "1 INTRODUCTION" without a
    heading: it was dropped with the authors as front matter, and the finding it states (the
    one a draft cites) was nowhere in the index."""
    document = build_document(pdf_factory.unlabelled_abstract_pdf(notice), Path("acm.pdf"), Config())
    sentence = "those who used the interface had an easier time reading the papers"
    passage = next((p for p in document.passages if sentence in " ".join(p.text.split())), None)
    assert passage is not None and passage.section == ("Abstract",)
    evidence = " ".join(p.text for p in document.passages)
    assert "ANA LIMA" not in evidence and "CCS Concepts" not in evidence  # still front matter
    assert "Permission to make" not in evidence  # a notice is no abstract
    assert [section.title for section in document.sections][:2] == ["Abstract", "1 INTRODUCTION"]


def test_front_matter_that_reads_as_prose_needs_sentences_and_function_words() -> None:
    from rblint.engine.pdf.structure import _reads_as_prose

    assert _reads_as_prose(" ".join(pdf_factory.ACM_ABSTRACT))
    names = ("ANA LIMA, University of Lisbon, Portugal PIOTR NOWAK, Institute for Computer Science, Poland "
             "MEI CHEN, Centre for Health Informatics, Singapore ") * 3
    assert not _reads_as_prose(names)
    assert not _reads_as_prose("Keeping confidential who sends which messages is hard.")  # too short


def test_running_heads_inside_a_wide_margin_are_dropped() -> None:
    """ACM's small format on letter paper prints its running heads 9.5% below the top edge:
    they stayed in the text, and the page number alone on even pages cut every sentence that
    crossed a page ("We" / "30" / "illustrate ...")."""
    document = build_document(pdf_factory.wide_margin_pages_pdf(), Path("acmsmall.pdf"), Config())
    text = " ".join(document.text.split())
    for start, end in pdf_factory.WIDE_MARGIN_SENTENCES:  # each page break
        assert f"{start} {end}" in text
    assert "Medical Papers 3" not in text and not any(p.text.strip().isdigit() for p in document.passages)
    assert document.title == "Plain Summaries for Medical Papers"  # page one's top line is no running head


@pytest.mark.parametrize("rotate", [0, 90, 270])
def test_a_dvips_bitmap_font_page_reads_as_its_words(rotate: int) -> None:
    """TeX's bitmap fonts as dvips writes them (Type 3, pixel units, glyphs named by their
    code's character, a line's word gaps and kerns in one TJ array), on a page shown turned
    (/Rotate) with its text drawn the other way, as a 1994 preprint is: every run looked
    rotated and the paper was refused as "no text layer"; read unturned, pypdf gave
    "Mo tivated ... e/\\x0bective th eory/," (a kern read as a word gap, names as text)."""
    document = build_document(pdf_factory.dvips_pdf(rotate), Path("dvips.pdf"), Config())
    assert pdf_factory.DVIPS_TEXT in " ".join(document.text.split())


def test_a_page_marked_turned_whose_text_is_drawn_upright_is_still_read() -> None:
    document = build_document(pdf_factory.dvips_pdf(270, turned_text=False), Path("dvips.pdf"), Config())
    assert pdf_factory.DVIPS_TEXT in " ".join(document.text.split())


def test_a_sentence_a_cut_line_or_quoted_values_in_bold_are_no_headings() -> None:
    """AI Magazine 2010: a sidebar's example sentence ("... over the 49ers.”"), a line ending
    in "is" and a figure's "FinalScore: “28”, “0”" were section names; the sentence was no
    evidence."""
    document = build_document(pdf_factory.sentence_headings_pdf(), Path("magazine.pdf"), Config())
    titles = [section.title for section in document.sections]
    assert "Domain Adaptation" in titles
    assert not any("49ers" in title or title.endswith(" is") or "FinalScore" in title for title in titles), titles
    passages = " ".join(" ".join(passage.text for passage in document.passages).split())
    assert "31-15 victory over the 49ers" in passages


def test_a_question_in_bold_is_still_a_heading() -> None:
    """Paper Plain's "7.1 How did participants use Paper Plain's features?" (version 25 lost it)."""
    document = build_document(pdf_factory.sentence_headings_pdf(question=True), Path("hci.pdf"), Config())
    assert pdf_factory.QUESTION_HEADING in [section.title for section in document.sections]


def test_an_unmapped_decimal_point_is_a_middle_dot() -> None:
    """A Wiley table font has no Unicode map for its decimal point: pypdf prints its name ("67/C16"),
    poppler a control character; both are 67·6 (read as 67.6 by the number check)."""
    from rblint.engine.pdf.cleanup import normalize

    assert normalize("PassaASA ss 67/C16 dd 67\x012 and 0/C102") == "PassaASA ss 67·6 dd 67·2 and 0·02"
    assert normalize("the C1/C2 ratio of /C1 glyphs") == "the C1/C2 ratio of /C1 glyphs"


def test_an_unmapped_decimal_point_on_a_line_of_its_own_joins_its_cell() -> None:
    """A table cell read in pieces ("FM 59" and "/C11" on lines of their own, joined by a space)
    is 59·1, not 59 and a glyph name (a false RB007 on a fresh draft's correct 59.1%)."""
    from rblint.engine.pdf.assemble import _joined
    from rblint.engine.pdf.model import PdfBlock, PdfLine

    lines = [PdfLine(3, text, 10.0, 40.0, 700.0 - 12 * at, 8.0, False) for at, text in
             enumerate(["PhyllXC FM +Freq 69/C15 Top-2 64", "/C14 Freq 63", "/C16 FM 59", "/C11"])]
    pieces = _joined(PdfBlock("paragraph", lines), set(), separator=" ")
    assert pieces == [("PhyllXC FM +Freq 69·5 Top-2 64·4 Freq 63·6 FM 59·1", 3)]


def test_a_bullet_or_dash_set_in_the_margin_is_no_first_line_indent() -> None:
    """A line starting with a bullet or an em dash set out in the margin, its sentence going on
    one character in: read as a paragraph and an indented one, "—the performance of the
    Sliding-Window algorithm can be significantly better than" lost "the theoretical bound",
    and RB005 never saw the sentence. A full stop before an indented line still starts one."""
    document = build_document(pdf_factory.hanging_punctuation_pdf(), Path("hanging.pdf"), Config())
    paragraphs = [" ".join(part.split()) for part in document.text.split("\n\n")]
    first, rest, dash, bound = pdf_factory.HANGING_ITEMS
    assert f"{first} {rest}" in paragraphs, paragraphs
    assert f"{dash} {bound}" in paragraphs, paragraphs
    assert any(paragraph.startswith(pdf_factory.HANGING_NEXT) for paragraph in paragraphs), paragraphs


def test_a_bold_centred_title_at_the_body_size_is_found() -> None:
    """AASTeX 6.3 and APA manuscripts set the title in bold at the body size, in mixed case:
    it was read as no title at all (an unseen-papers bench finding)."""
    document = build_document(pdf_factory.bold_centred_title_pdf(), Path("aastex631.pdf"), Config())
    assert document.title == "Template Article with Worked Examples of Tables"


def test_a_bold_line_at_the_left_margin_is_not_taken_for_a_title() -> None:
    document = build_document(pdf_factory.bold_centred_title_pdf(centred=False), Path("runin.pdf"), Config())
    assert "Template Article" not in document.title


def test_a_title_repeated_at_the_top_of_every_page_is_read_whole() -> None:
    """elsarticle's guide repeats its title, large, in a band on every page: the lines in page
    one's band were dropped as running lines and the title read "document" (unseen-papers bench,
    tuning half)."""
    document = build_document(pdf_factory.repeated_title_pdf(), Path("elsdoc.pdf"), Config())
    assert document.title == " ".join(pdf_factory.SIDEBAR_TITLE)
    assert not any(pdf_factory.SIDEBAR_TITLE[0] in passage.text for passage in document.passages)


def test_a_paper_number_set_larger_than_the_title_is_not_the_title() -> None:
    """ASME prints "IMECE2023-XXXX" at 14.5 pt over a 10 pt bold title: it was read as the title."""
    document = build_document(pdf_factory.paper_number_pdf(), Path("asme.pdf"), Config())
    assert document.title == "A TEMPLATE FOR ASME CONFERENCE PAPERS: asmeconf.cls"


def test_a_title_line_above_the_first_candidate_belongs_to_the_title() -> None:
    """snpStats' vignettes: "Fst" (too short to be a candidate) over "The algorithm used in snpStats",
    and "LD vignette" read after "Measures of linkage disequilibrium": each title was read without
    its first line (unseen papers, second draw, tuning half)."""
    from rblint.engine.pdf.model import PdfLine
    from rblint.engine.pdf.structure import find_title

    document = build_document(pdf_factory.short_first_line_title_pdf(), Path("fst.pdf"), Config())
    assert document.title == "Fst The algorithm used in snpStats"

    def line(text: str, baseline: float, size: float) -> PdfLine:
        return PdfLine(page=1, text=text, x0=160, x1=450, baseline=baseline, size=size, bold=False)

    read_after = [line("Measures of linkage disequilibrium", 634.8, 18.5), line("LD vignette", 659.7, 18.5),
                  line("David Clayton", 599.3, 13.2), line("We shall first load some illustrative data.", 494.4, 12.7)]
    title = find_title(read_after, 12.7, 792.0, 792.0)
    assert " ".join(part.text for part in title) == "LD vignette Measures of linkage disequilibrium"


@pytest.mark.parametrize("section", ["1 Introduction", "Contents"])
def test_a_section_name_set_larger_than_the_title_is_not_the_title(section: str) -> None:
    """The survival package's vignettes set "1 Introduction" and "Contents" at 17 pt under a 13.9 pt
    title: the section name was read as the title (unseen papers, first draw)."""
    document = build_document(pdf_factory.section_set_larger_than_title_pdf(section), Path("adjcurve.pdf"), Config())
    assert document.title == "Adjusted Survival Curves"


@pytest.mark.parametrize(("lines", "title"), [
    (("Instructions for Using Springer's llncs Class for", "Computer Science Proceedings Papers"),
     "Instructions for Using Springer's llncs Class for Computer Science Proceedings Papers"),
    (("The package procIAGssymp.sty for the formatting of a", "paper with the style of the proceedings of sympo-",
      "sia sponsored by IAG"),
     "The package procIAGssymp.sty for the formatting of a paper with the style of the proceedings of symposia "
     "sponsored by IAG"),
    (("Style template and guidelines for SPIE Proceedings", ""), "Style template and guidelines for SPIE Proceedings"),
    (("A LaTeX-Package for IEEE PES Transactions", ""), "A LaTeX-Package for IEEE PES Transactions"),
])
def test_a_title_is_read_whole_though_a_line_holds_a_masthead_word(lines: tuple[str, ...], title: str) -> None:
    """A line a title wraps to after "for" or "a" goes on whatever it holds, and "Proceedings" names a
    venue only as "Proceedings of ..." or beside a number, "Transactions" so too: these titles were cut after
    their first line, and SPIE's and IEEE PES's were not read at all (unseen papers: llncs's guide; procIAGssymp
    and SPIE's template, third draw, and ieeepes's guide, fourth draw, tuning halves). A title's line-break
    hyphen is repaired as a paragraph's is."""
    document = build_document(pdf_factory.wrapped_title_pdf(*lines), Path("title.pdf"), Config())
    assert document.title == title


def test_a_title_with_its_date_in_every_running_head_is_no_journal_banner() -> None:
    """ijsra's guide (unseen papers, fourth draw, tuning half): its dated title heads every page, so the
    running lines named it a banner, and "Lukas C. Bossert" was read as the title."""
    document = build_document(pdf_factory.dated_title_in_running_heads_pdf(), Path("ijsra.pdf"), Config())
    assert document.title == "The ijsra-class, Version 1.1 - 2017/07/24"


def test_a_capitals_title_may_hold_a_one_letter_symbol_in_lower_case() -> None:
    document = build_document(pdf_factory.capitals_title_with_symbol_pdf(), Path("mvt.pdf"), Config())
    assert document.title == "ON MULTIVARIATE t AND GAUSS PROBABILITIES IN R"


def test_word_gaps_count_against_a_space_no_wider_than_times() -> None:
    """A T1-encoded TeX font declares 0.5 em at code 32, so pypdf read a justified line's
    0.15 em gaps as none: "Ifareferencehasseveralauthors" (an MNRAS guide in TeX Gyre Termes)."""
    document = build_document(pdf_factory.wide_declared_space_pdf(), Path("mnras.pdf"), Config())
    text = " ".join(passage.text for passage in document.passages)
    assert " ".join(pdf_factory.TIGHT_WORDS) in text


def test_a_luatex_line_shown_in_several_arrays_keeps_the_word_gaps_inside_each() -> None:
    """LuaTeX puts a line's word gaps inside one TJ array as kerns (0.25 em at natural width):
    a run pypdf reports from several such arrays was handed on as their pieces without those
    gaps, and a class guide read "capitalised.Inlisting0.3 youseethecode" (250 glued words)."""
    document = build_document(pdf_factory.luatex_line_pdf(), Path("luatex.pdf"), Config())
    assert " ".join(pdf_factory.LUATEX_LINE_PARTS) in " ".join(document.text.split())


def test_a_luatex_line_shown_as_one_array_keeps_its_word_gaps() -> None:
    """A line LuaTeX shows as a single TJ array is one piece, which was kept as pypdf read it: in a font
    whose declared space is wide (551 units for code 32), pypdf takes the 0.24 em kerns for letter kerns
    ("MareiPeischl", "Version2.0.0of2021/12/23" in the BFH-CI guide, draw 5's tuning half)."""
    one_array = pdf_factory.luatex_line_pdf(pdf_factory.LUATEX_ONE_ARRAY, space_width=551)
    document = build_document(one_array, Path("one.pdf"), Config())
    assert pdf_factory.LUATEX_ONE_ARRAY[0] in " ".join(document.text.split())


@pytest.mark.parametrize("genre", ["Master's Thesis", "Doctoral Dissertation", "Masterarbeit",
                                   "T E S I S", "Exposé zum Dissertationsprojekt"])
def test_the_kind_of_document_on_a_thesis_cover_is_not_its_title(genre: str) -> None:
    """A thesis cover sets what kind of document it is above the title, larger ("本科毕业论文(设计)" over
    "基于知识图谱的电影推荐系统" in BJFU's sample, draw 5's tuning half): that line was read as the title."""
    document = build_document(pdf_factory.thesis_cover_pdf(genre), Path("cover.pdf"), Config())
    assert document.title == pdf_factory.THESIS_TITLE


def test_the_lowered_e_of_the_latex_logo_stays_in_its_line() -> None:
    """The E of TeX's logos is set half an ex below the line: read as a line of its own, it broke the
    paragraph around it and left "LAT X" in it (draw 5's TUDa and BFH guides; the shared papers' overbars
    and hats, same-size glyphs a little off the line, had split paragraphs the same way)."""
    document = build_document(pdf_factory.latex_logo_pdf(), Path("logo.pdf"), Config())
    text = " ".join(document.text.split())
    assert f"{pdf_factory.LOGO_LINES[0]} LATEX {pdf_factory.LOGO_LINES[1]}" in text


def test_a_tex_accent_over_a_dotless_i_is_an_accented_i() -> None:
    """TeX sets "í" as an acute accent over a dotless i: read "art ́ıculo", the word was split in two (La
    Gaceta's sample, draw 5's tuning half)."""
    assert normalize("un art\u00b4\u0131culo espec\u00b4\u0131fico") == "un artículo específico"


TITLE = pdf_factory.THESIS_TITLE
Line = tuple[str, float, float, str]  # a title block's line: style, size, baseline, text


@pytest.mark.parametrize("block", [
    # the institution's name set in the title's size above it (UNAM's cover, draw 6's tuning half)
    (("", 16, 150, "Universidad Nacional Autonoma de Mexico"), ("B", 16, 280, TITLE)),
    # ... in a Slavic language, two lines (Zagreb's "Sveučilište u Zagrebu / Grafički fakultet", draw 8's
    # tuning half; set here in Serbian, in letters the test's core font has)
    (("", 16, 150, "Univerzitet u Beogradu"), ("", 16, 170, "Elektrotehnicki fakultet"),
     ("B", 16, 280, TITLE)),
    # a version in a line of its own, in the title's size, under it ("Bioconductor's qvalue package" /
    # "Version 2.30.0", draw 2's tuning half)
    (("B", 16, 280, TITLE), ("B", 16, 300, "Version 2.30.0")),
])
def test_an_institution_or_a_version_line_is_not_the_title(block: tuple[Line, ...]) -> None:
    document = build_document(pdf_factory.title_block_pdf(block), Path("cover.pdf"), Config())
    assert document.title == TITLE


@pytest.mark.parametrize("lines, subtitle", [
    # "Technical Handbook" over "The LATEX Beilstein bundle for submissions to the / Beilstein Journal of
    # Nanotechnology" in a smaller size (draw 6's tuning half): the title was cut to its first part
    (("The bundle for submissions to the", "Journal of Examples"),
     "The bundle for submissions to the Journal of Examples"),
    # a first line of function words only reads on ("Documents and Documentations for LATEX at the /
    # Humboldt-Universität zu Berlin (unofficial)", draw 6's tuning half)
    (("Documents and Documentations for LATEX at the", "Humboldt University (unofficial)"),
     "Documents and Documentations for LATEX at the Humboldt University (unofficial)"),
])
def test_a_subtitle_under_the_title_is_read_with_it(lines: tuple[str, str], subtitle: str) -> None:
    block = (("B", 24, 200, "Technical Handbook"), ("", 16, 245, lines[0]), ("", 16, 265, lines[1]),
             ("", 12, 310, "Anna A. Author"))
    document = build_document(pdf_factory.title_block_pdf(block), Path("cover.pdf"), Config())
    assert document.title == f"Technical Handbook: {subtitle}"


@pytest.mark.parametrize("below", [
    ("", 16, 310, "John D. Storey and Andrew J. Bass"),  # authors (qvalue's vignette)
    ("", 16, 310, "by Benedikt Graler, Edzer Pebesma and Gerard Heuvelink"),  # a byline (gstat's)
    ("", 16, 310, "uwa-colours 1.0.0 (2019/08/31)"),  # the package and its version (UWA's guides)
    ("", 16, 310, "Princeton University"),
    ("", 16, 310, "Department of Statistics and Data Science"),  # an affiliation: no lower-case word of its own
    ("", 16, 310, "udes-genie-these, version 3.0.1"),  # a package and its version (Sherbrooke's guide)
    ("", 16, 310, "Movie Recommender System: a translation of the title"),  # the title again (Zagreb's cover)
])
def test_a_line_naming_people_or_a_version_under_the_title_is_no_subtitle(below: Line) -> None:
    block = (("B", 24, 280, TITLE), below)
    document = build_document(pdf_factory.title_block_pdf(block), Path("cover.pdf"), Config())
    assert document.title == TITLE


def test_a_subtitle_ends_where_the_weight_changes() -> None:
    """TUDa's bold "Die Dokumentenklasse tudapub" over its authors, same size, not bold (draw 5's tuning half)."""
    block = (("B", 24, 200, "Corporate Design Papers"), ("B", 16, 230, "Die Dokumentenklasse tudapub"),
             ("", 16, 249, "Marei Peischl und der Lowe"))
    document = build_document(pdf_factory.title_block_pdf(block), Path("cover.pdf"), Config())
    assert document.title == "Corporate Design Papers: Die Dokumentenklasse tudapub"


def test_variant_glyph_names_read_as_their_glyphs() -> None:
    """A glyph name is read up to its first period (the Adobe Glyph List's rule, poppler's reading):
    "/one.taboldstyle" is "1", "/l.sc" "l". pypdf printed such names whole: "/l.sc/o.sc/r.sc/e.sc..."
    for ArsClassica's small capitals (draw 8's tuning half), 82 glued words in Rcpp's FAQ (draw 1's)."""
    document = build_document(pdf_factory.variant_glyph_names_pdf(), Path("variants.pdf"), Config())
    text = " ".join(document.text.split())
    assert pdf_factory.VARIANT_GLYPH_LINES[0] in text
    assert ".sc" not in text and "taboldstyle" not in text
