"""Running heads and feet (engine/pdf/cleanup.running_lines): a line in a page's margins that
recurs on a quarter of the pages, digits aside, is dropped."""

from __future__ import annotations

from rblint.engine.pdf.cleanup import running_lines
from rblint.engine.pdf.model import PdfLine

FOOT = "PLOS ONE | https://doi.org/10.1371/journal.pone.0197919 June 13, 2018"


def _page(number: int, foot: str) -> list[PdfLine]:
    words = "wheat yield heat stress grain filling kernel weight anthesis".split()
    body = [PdfLine(number, f"Body text on {words[(number + index) % len(words)]} and {words[index % 3]}"
                    + " and more" * (number + index), 200, 580, 700 - 13 * index, 9.5, False) for index in range(20)]
    return body + [PdfLine(number, foot, 36, 560, 36, 8, False)]


def test_a_running_foot_whose_page_number_is_read_in_part_is_dropped_on_every_page() -> None:
    """PLOS ONE's foot ends in "1 / 21" on pages 1 and 2 but "3 /" from page 3 on (its last run
    read as a line of its own): keyed with the page number, the first two feet recurred on two of
    twelve pages only and stayed inside the text, cutting a sentence across the page break."""
    pages = [_page(number, f"{FOOT} {number} / 21" if number <= 2 else f"{FOOT} {number} /")
             for number in range(1, 13)]
    dropped = running_lines(pages, [(0.0, 792.0)] * len(pages))
    feet = [line for page in pages for line in page if line.text.startswith("PLOS ONE")]
    assert {id(line) for line in feet} <= dropped
    assert not any(id(line) in dropped for page in pages for line in page if line.text.startswith("Body"))
