"""Right-to-left script (``engine/pdf/direction.py``): a Persian thesis set by XeTeX read with its
word gaps and its runs in reading order."""

from __future__ import annotations

from pathlib import Path

from rblint.engine.config import Config
from rblint.engine.index import build_document
from rblint.engine.pdf.direction import mostly_right_to_left, reading_order, reads_right_to_left

try:
    from tests import pdf_factory
except ImportError:  # tests/ is not a package
    import pdf_factory  # type: ignore[no-redef]


def test_a_right_to_left_line_keeps_its_word_gaps_and_reads_from_the_right() -> None:
    """The yazd-thesis guide read "ﺣﺮوفﭼﯿﻨﯽﭘﺎﯾﺎن" (pypdf turns a Persian run into reading order but
    measures its kerns against a space the font does not have), and a Latin word inside a Persian
    sentence stood where it is drawn, left of the word it follows."""
    document = build_document(pdf_factory.right_to_left_line_pdf(), Path("rtl.pdf"), Config())
    assert pdf_factory.RIGHT_TO_LEFT_LINE in " ".join(document.text.split())


def test_only_a_run_of_right_to_left_letters_is_turned() -> None:
    assert reading_order("\u05dd\u05d5\u05dc\u05e9 \u05dd\u05dc\u05d5\u05e2") == (
        "\u05e2\u05d5\u05dc\u05dd \u05e9\u05dc\u05d5\u05dd")
    assert reading_order("abc \u05e9") == "abc \u05e9"  # two directions: left as pypdf splits it
    assert reading_order("1\u05e9") == "1\u05e9"  # a Latin digit is left-to-right to pypdf
    assert reads_right_to_left("\u06f1\u06f3\u06f9\u06f3 \u0633\u0627\u0644")  # Persian digits go with the run
    assert not reads_right_to_left("۱۳۹۳")  # digits alone are no right-to-left letters
    assert mostly_right_to_left("\u0628\u0627 \u0646\u0627\u0645 yazd")
    assert not mostly_right_to_left("yazd-thesis \u0628\u0627")
