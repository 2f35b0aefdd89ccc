"""Display and inline mathematics in a two-column page (issue 31): the prose around an
equation stays whole and in order, the equation is a passage of its own, and no number
of the prose is lost. Generated pages, not the shared papers."""

from __future__ import annotations

from pathlib import Path

from rblint.engine.config import Config
from rblint.engine.index import build_document
from rblint.engine.pdf.maths import is_display_maths
from rblint.engine.pdf.model import PdfLine

try:
    from tests import pdf_factory
except ImportError:  # pragma: no cover - run from inside tests/
    import pdf_factory  # type: ignore[no-redef]


def test_an_equation_is_its_own_passage_between_whole_sentences() -> None:
    """Read as paragraph lines, the equation's denominator and its number were glued to the
    sentence after it: "(1) Σ j exp(sim(q, p j)) where the sum runs over ..."."""
    document = build_document(pdf_factory.maths_columns_pdf(), Path("maths.pdf"), Config())
    texts = [passage.text for passage in document.passages]
    body = " ".join(texts)
    for sentence in (pdf_factory.MATHS_INLINE, pdf_factory.MATHS_BEFORE, pdf_factory.MATHS_AFTER):
        assert sentence in body, texts
    assert any(text.startswith("where the sum runs") for text in texts), texts  # not behind the equation
    equation = [text for text in texts if "(1)" in text]
    assert len(equation) == 1 and "log" in equation[0] and "Σ" in equation[0], texts
    assert "where" not in equation[0] and "negative example" not in equation[0]
    assert " ".join(pdf_factory.MATHS_RIGHT.split()) in body  # the column beside the equation, whole
    assert body.index(pdf_factory.MATHS_AFTER) < body.index(pdf_factory.MATHS_RIGHT[:40])  # left column first


def test_runs_after_a_font_switch_inside_a_line_keep_their_order() -> None:
    """A TeX line "ranges of ±20, and ±40. In this scenario" was read "ranges of, and ±20 ...
    ±40": every run after a font switch was placed at the line's start."""
    document = build_document(pdf_factory.font_switch_line_pdf(), Path("switch.pdf"), Config())
    body = " ".join(passage.text for passage in document.passages)
    assert "".join(text for _, text in pdf_factory.FONT_SWITCH_PARTS) in body, body


def test_a_glyph_whose_guessed_end_overlaps_the_next_run_does_not_split_its_line() -> None:
    """A BMJ abstract's "10.05 μg/l (95% CI 5.48 to 14.63 μg/l" sets "μ" in a symbol font whose
    width reached past the next run: each line was read as two, "g/l (95% CI" came first and
    "5.48 to 14.63 μ" was glued to the next paragraph (the number in the wrong passage)."""
    document = build_document(pdf_factory.guessed_width_glyph_pdf(), Path("units.pdf"), Config())
    texts = [passage.text for passage in document.passages]
    first, second = pdf_factory.GUESSED_WIDTH_LINES
    whole = f"{first[0]} mg/l (95% CI {second[0]} mg/l, p < 0.001)"
    assert any(whole in text for text in texts), texts
    assert not any(text.startswith("g/l") for text in texts), texts


def line(text: str, x0: float, x1: float, size: float = 10.0) -> PdfLine:
    return PdfLine(page=1, text=text, x0=x0, x1=x1, baseline=500, size=size, bold=False, column=1)


def test_what_counts_as_a_display_line() -> None:
    left, right = 72.0, 300.0
    assert is_display_maths(line("L(θ) = − log exp(s / τ)", 120, 250), left, right)
    assert is_display_maths(line("(3)", 285, 300), left, right)  # its number, at the right edge
    assert is_display_maths(line("(A.2)", 280, 300), left, right)
    assert not is_display_maths(line("(3)", 120, 135), left, right)  # a number elsewhere is not one
    # Prose: full width, or centred but mostly words, or without any mathematical sign.
    assert not is_display_maths(line("where the loss L = 0 is reached early in most of the runs", 72, 300), left, right)
    assert not is_display_maths(line("where the loss L = 0 is reached", 120, 250), left, right)
    assert not is_display_maths(line("Results on the test set", 120, 250), left, right)
    assert is_display_maths(line("where c = 1 (1 − θ)", 120, 250), left, right)  # an equation's "where" row
