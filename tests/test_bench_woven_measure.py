"""The PDF benches' woven measure (bench/pdf_quality.py ``measure``), which issue 31's "woven <= 2%" is
counted by. poppler's reading order weaves some pages itself: two columns with a narrow gutter read line by
line across (vegan's "Design decisions" vignette). A passage rblint read right then misses poppler's text and
counts as woven; ``woven_stream`` counts only the passages that poppler's stream order (``pdftotext -raw``)
does not hold either, as a lower bound beside the measure."""

from __future__ import annotations

import sys
from pathlib import Path

import pdf_factory

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "bench"))

from pdf_quality import measure  # noqa: E402

HEADING = "2 Assessing Sparse Extractions Without Labelled Data"


def _across(left: str, right: str, width: int = 6) -> str:
    """The two columns read line by line across the gutter, as poppler's reading order reads them."""
    first, second = left.split(), right.split()
    lines = []
    for start in range(0, max(len(first), len(second)), width):
        lines.append(" ".join(first[start: start + width] + second[start: start + width]))
    return "\n".join(lines)


def test_a_passage_woven_only_by_poppler_reading_order_counts_in_the_measure_not_in_its_lower_bound(
        tmp_path: Path) -> None:
    pdf = tmp_path / "narrow.pdf"
    pdf.write_bytes(pdf_factory.narrow_gutter_pdf())
    woven_reference = tmp_path / "reading.txt"
    woven_reference.write_text(f"{HEADING}\n\n{_across(pdf_factory.NARROW_LEFT, pdf_factory.NARROW_RIGHT)}\n")
    stream = tmp_path / "stream.txt"
    stream.write_text(f"{HEADING}\n\n{pdf_factory.NARROW_LEFT}\n{pdf_factory.NARROW_RIGHT}\n")

    measured = measure(pdf, woven_reference, None, stream)
    assert measured["prose_passages"] >= 2
    assert measured["woven"] == measured["prose_passages"]  # rblint's two right columns miss the woven text
    assert measured["woven_stream"] == 0

    # where the stream order is woven too, the lower bound is the measure
    assert measure(pdf, woven_reference, None, woven_reference)["woven_stream"] == measured["woven"]
    # and without a stream reference there is no lower bound
    assert measure(pdf, stream, None)["woven_stream"] is None
