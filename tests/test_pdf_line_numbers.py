"""Margin line numbers (preprints, review copies) are dropped, and the lines are sentences again."""

from __future__ import annotations

import re
import statistics
from pathlib import Path

import pdf_factory

from rblint.engine.config import Config
from rblint.engine.index import EvidenceIndex
from rblint.engine.pdf.line_numbers import margin_line_numbers
from rblint.engine.pdf.model import TextRun


def load(tmp_path: Path, data: bytes):
    path = tmp_path / "paper.pdf"
    path.write_bytes(data)
    index = EvidenceIndex(Config(root=tmp_path, cache_dir=tmp_path / "cache"), embedder_factory=lambda: None,
                          use_cache=False)
    return index.load(path)


def test_a_line_numbered_preprint_reads_as_sentences(tmp_path: Path) -> None:
    document = load(tmp_path, pdf_factory.line_numbered_pdf())
    texts = [passage.text for passage in document.passages]
    assert statistics.median(len(text.split()) for text in texts) >= 15
    body = " ".join(texts)
    assert not re.search(r"(?<![\d.,])\b([1-9]|[12]\d)\b(?![\d.,])", body)  # no line number left in the text
    for sentence in pdf_factory.LINE_NUMBERED_SENTENCES:
        assert sentence in body  # each sentence whole, its numbers (0.85, 48,213) intact


def test_a_preprint_numbering_every_fifth_line_reads_as_sentences(tmp_path: Path) -> None:
    """LaTeX's ``\\modulolinenumbers[5]`` and many review copies print 5, 10, 15 ...: each lone
    number broke its paragraph in two and stood as a passage of its own."""
    document = load(tmp_path, pdf_factory.line_numbered_pdf(every=5))
    texts = [passage.text for passage in document.passages]
    assert not [text for text in texts if text.strip().isdigit()], texts
    assert statistics.median(len(text.split()) for text in texts) >= 15
    body = " ".join(texts)
    assert not re.search(r"(?<![\d.,])\b([1-9]|[1-4][05])\b(?![\d.,])", body)
    for sentence in pdf_factory.LINE_NUMBERED_SENTENCES:
        assert sentence in body


def test_a_two_column_review_copy_numbered_from_000_reads_as_sentences(tmp_path: Path) -> None:
    """ACL's review format numbers each column's lines in its outer margin from 000; the first
    line's "000" was kept as a passage of its own."""
    document = load(tmp_path, pdf_factory.two_column_review_pdf())
    texts = [passage.text for passage in document.passages]
    assert not [text for text in texts if text.strip().isdigit()], texts
    body = " ".join(texts)
    assert not re.search(r"(?<![\d.,])\b\d{1,3}\b(?![\d.,])", body)
    for sentence in pdf_factory.LINE_NUMBERED_SENTENCES:
        assert sentence in body


def run(text: str, x: float, y: float) -> TextRun:
    return TextRun(text, x, x + 5 * len(text), y, 10, "Helvetica", False)


def test_only_a_counting_column_in_the_margin_is_dropped() -> None:
    counting = [run(str(number), 40, 700 - 14 * number) for number in range(1, 12)]
    body = [run("some words of the body text", 90, 700 - 14 * number) for number in range(1, 12)]
    assert margin_line_numbers(counting + body, 0, 612) == set(range(11))
    unordered = [run(str(number), 40, 700 - 14 * position) for position, number in enumerate([5, 1, 9, 2, 7, 3, 8, 4, 6, 10])]
    assert margin_line_numbers(unordered + body, 0, 612) == set()  # a column of values, not a count
    inside = [run(str(number), 300, 700 - 14 * number) for number in range(1, 12)]
    assert margin_line_numbers(inside + body, 0, 612) == set()  # not in the margin
    assert margin_line_numbers(counting[:5] + body, 0, 612) == set()  # too few to be a column
    rows = [0, 19, 45, 79, 114, 132, 160, 185, 204, 221, 247]  # a table's row numbers: uneven rows
    table = [run(str(number), 40, 700 - rows[number - 1]) for number in range(1, 12)]
    cells = [run("a cell of words", 90, 700 - rows[number - 1]) for number in range(1, 12)]
    assert margin_line_numbers(table + cells, 0, 612) == set()
    axis = [run(str(number * 7), 90, 700 - 14 * number) for number in range(1, 12)]  # numbers beside numbers
    assert margin_line_numbers(counting + axis, 0, 612) == set()
    fifths = [run(str(5 * number), 40, 700 - 70 * number) for number in range(1, 10)]  # every fifth line
    lines = [run("some words of the body text", 90, 700 - 14 * line) for line in range(1, 46)]
    assert margin_line_numbers(fifths + lines, 0, 612) == set(range(9))
    tens = [run(str(10 * number), 40, 700 - 14 * number) for number in range(1, 12)]  # values in tens, a line apart
    assert margin_line_numbers(tens + body, 0, 612) == set()
    superscripts = [run("²", 40, 700 - 14 * number) for number in range(1, 12)]  # digits int() cannot read
    assert margin_line_numbers(superscripts + body, 0, 612) == set()


def test_a_paper_without_line_numbers_loses_no_number(tmp_path: Path) -> None:
    document = load(tmp_path, pdf_factory.paper_pdf())
    assert document.passages and any(re.search(r"\d", passage.text) for passage in document.passages)


def test_a_preprint_notice_on_every_page_is_not_evidence(tmp_path: Path) -> None:
    """bioRxiv prints its notice ("not certified by peer review ... license") at the top of
    every page: a running line, dropped like a running head, while the numbered body reads
    as sentences across the pages."""
    document = load(tmp_path, pdf_factory.preprint_pages_pdf())
    texts = [passage.text for passage in document.passages]
    assert not [text for text in texts if "peer review" in text or "bioRxiv" in text or "license" in text], texts
    assert statistics.median(len(text.split()) for text in texts) >= 15
    body = " ".join(texts)
    for sentence in pdf_factory.LINE_NUMBERED_SENTENCES:
        assert sentence in body


def test_a_superscript_digit_in_the_margin_does_not_make_the_paper_unreadable(tmp_path: Path) -> None:
    """A lone "²" (an affiliation or footnote mark) in the page's outer fifth passed
    ``str.isdigit`` and then broke ``int()``: the whole paper was refused as a corrupt PDF."""
    pdf = pdf_factory.FPDF(unit="pt", format="letter")
    pdf.add_page()
    pdf.set_font("Helvetica", "", 10)
    pdf.text(40, 100, "\u00b2")
    for line in range(12):
        pdf.text(90, 100 + 14 * line, "Some words of the body text that run along the page here.")
    document = load(tmp_path, bytes(pdf.output()))
    assert "words of the body text" in " ".join(passage.text for passage in document.passages)


def test_every_tenth_line_numbered_over_several_pages_reads_as_sentences(tmp_path: Path) -> None:
    """Four or five numbers a page (10, 20, 30, 40) are too few to tell a column on one page;
    the same column on the next pages, counting on by ten, makes it line numbers."""
    document = load(tmp_path, pdf_factory.line_numbered_pdf(every=10, pages=3))
    texts = [passage.text for passage in document.passages]
    assert not [text for text in texts if text.strip().isdigit()], texts
    body = " ".join(texts)
    assert not re.search(r"(?<![\d.,])\b(10|20|30|40|50|60|70|80|90|100|110|120|130)\b(?![\d.,])", body)
    assert statistics.median(len(text.split()) for text in texts) >= 15
    for sentence in pdf_factory.LINE_NUMBERED_SENTENCES:
        assert sentence in body


def test_a_short_column_on_one_page_alone_is_kept() -> None:
    """Four counting numbers in one page's margin and nowhere else are not evidence enough."""
    from rblint.engine.pdf.line_numbers import page_line_numbers
    from rblint.engine.pdf.model import TextRun

    def run(text: str, x0: float, baseline: float) -> TextRun:
        return TextRun(text=text, x0=x0, x1=x0 + 6 * len(text), baseline=baseline, size=7.0, font="F", bold=False)

    page = [run(str(10 * n), 40, 700 - 140 * n) for n in range(1, 5)]
    page += [run("words beside the number here", 90, 700 - 140 * n) for n in range(1, 5)]
    assert page_line_numbers([(page, 0.0, 612.0)]) == [set()]
    other = [run("words of another page", 90, 600)]
    assert page_line_numbers([(page, 0.0, 612.0), (other, 0.0, 612.0)]) == [set(), set()]
    assert page_line_numbers([(page, 0.0, 612.0), (list(page), 0.0, 612.0)]) == [set(range(4)), set(range(4))]


def test_numbers_on_a_fixed_grid_beside_text_of_another_leading_are_line_numbers(tmp_path: Path) -> None:
    """ACM's manuscript format numbers a fixed grid (10.96 pt) while the text keeps its own
    leading (13.7 pt): most numbers share no baseline with words, the column was kept, and an
    unseen-papers bench's ACM sample read as 512 passages of median 7 words."""
    document = load(tmp_path, pdf_factory.grid_numbered_pdf())
    texts = [passage.text for passage in document.passages]
    assert not [text for text in texts if text.strip().isdigit()], texts
    assert statistics.median(len(text.split()) for text in texts) >= 15
    body = " ".join(texts)
    assert not re.search(r"(?<![\d.,])\b([1-9]|[1-5]\d)\b(?![\d.,])", body)
    for sentence in pdf_factory.LINE_NUMBERED_SENTENCES:
        assert sentence in body
