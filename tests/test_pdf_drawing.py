"""The drawing filter (engine/pdf/drawing.py) removes only what never moves text."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from hypothesis import given, settings, strategies as st

from rblint.engine.pdf import extract
from rblint.engine.pdf.drawing import strip_page_drawing, without_drawing

SHARED_PDFS = Path(__file__).resolve().parents[2] / "shared" / "data" / "pdfs"


@pytest.mark.parametrize(
    ("stream", "expected"),
    [
        # paths, painting, clipping, line style and colours go; text and state stay
        (b"q 0.5 w [3 1] 0 d 1 0 0 RG 10 10 m 20 20 l 30 30 40 40 50 50 c h S Q",
         b"q     Q"),
        (b"0 0 100 50 re W n /CS0 cs 0.1 0.2 /P1 scn /Sh0 sh BT /F1 9 Tf 10 20 Td (x) Tj ET",
         b"    BT /F1 9 Tf 10 20 Td (x) Tj ET"),
        # a string that looks like drawing, with escaped and nested parentheses, is kept
        (b"BT [(1 2 l) -20 (a\\) 0 g (n) f)] TJ ET 0 g", b"BT [(1 2 l) -20 (a\\) 0 g (n) f)] TJ ET "),
        # comments and hexadecimal strings are copied as they are
        (b"% 3 4 l\n<0a 0b> Tj 1 g", b"% 3 4 l\n<0a 0b> Tj "),
        # a dictionary's string holding ">" is still a string (not the end of a hex string)
        (b"<< /Alt (a>b) >> BDC 1 1 m EMC", b"<< /Alt (a>b) >> BDC  EMC"),
        # names and Type 3 metrics are not operators
        (b"/W 1 /S 2 gs 0 0 d0 1 0 0 1 0 0 d1", b"/W 1 /S 2 gs 0 0 d0 1 0 0 1 0 0 d1"),
    ],
)
def test_drawing_statements_are_removed_and_nothing_else(stream: bytes, expected: bytes) -> None:
    # white space between the statements left may change; every other byte may not
    assert b" ".join(without_drawing(stream).split()) == b" ".join(expected.split())


def test_from_an_inline_image_on_the_stream_is_kept_whole() -> None:
    stream = b"0 0 m 1 1 l S BI /W 1 /H 1 ID \x00( 1 l EI 5 5 l S"
    assert without_drawing(stream).lstrip() == b"BI /W 1 /H 1 ID \x00( 1 l EI 5 5 l S"


def test_a_string_that_never_closes_leaves_the_stream_alone() -> None:
    assert without_drawing(b"0 0 m (never closes 1 1 l") == b"0 0 m (never closes 1 1 l"


def _runs(data: bytes, strip: bool, monkeypatch: pytest.MonkeyPatch) -> list:
    from pypdf import PdfReader

    monkeypatch.setattr(extract, "strip_page_drawing", strip_page_drawing if strip else (lambda page, reader: None))
    reader = PdfReader(io.BytesIO(data))
    return [extract.extract_page_runs(page, extract.Deadline(60), {}) for page in reader.pages]


def _drawn_pdf() -> bytes:
    """A page of text between lines, boxes, curves, dashes and colours."""
    from fpdf import FPDF

    pdf = FPDF()
    pdf.add_page()
    pdf.set_font("Helvetica", size=11)
    for row in range(12):
        pdf.set_draw_color(20 * row % 255, 90, 160)
        pdf.set_fill_color(200, 10 * row % 255, 40)
        pdf.set_line_width(0.2 + row / 20)
        pdf.set_dash_pattern(dash=row % 3, gap=1)
        pdf.line(10, 20 + row * 18, 190, 22 + row * 18)
        pdf.rect(12, 24 + row * 18, 30, 6, style="DF")
        pdf.ellipse(150, 24 + row * 18, 20, 6, style="D")
        pdf.set_xy(50, 24 + row * 18)
        pdf.cell(90, 6, f"Row {row} (see 1 2 l) a \\ backslash, recall 75.{row}%")
    return bytes(pdf.output())


def test_runs_are_identical_with_and_without_the_filter(monkeypatch: pytest.MonkeyPatch) -> None:
    data = _drawn_pdf()
    plain = _runs(data, False, monkeypatch)
    stripped = _runs(data, True, monkeypatch)
    assert stripped == plain
    assert any("(see 1 2 l) a \\ backslash" in run.text for run in plain[0][0])


def test_the_filter_shrinks_a_drawn_page_and_keeps_its_text_operators() -> None:
    from pypdf import PdfReader

    reader = PdfReader(io.BytesIO(_drawn_pdf()))
    page = reader.pages[0]
    before = page.get_contents().get_data()
    strip_page_drawing(page, reader)
    after = page["/Contents"].get_data()
    assert len(after) < 0.8 * len(before)
    assert after.count(b"Tj") + after.count(b"TJ") == before.count(b"Tj") + before.count(b"TJ")
    assert b" re B" in before and b" re B" not in after and b" c S" not in after


@pytest.mark.skipif(not (SHARED_PDFS / "deepinfer_appendix.pdf").is_file(), reason="../shared/data/pdfs absent")
def test_a_real_paper_with_form_xobjects_reads_the_same(monkeypatch: pytest.MonkeyPatch) -> None:
    data = (SHARED_PDFS / "deepinfer_appendix.pdf").read_bytes()
    assert _runs(data, True, monkeypatch) == _runs(data, False, monkeypatch)


_TEXT_STATEMENTS = [
    b"BT", b"ET", b"q", b"Q", b"/F1 9 Tf", b"1 0 0 1 72 700 Tm", b"12 0 Td", b"T*", b"2 Tr", b"/GS1 gs",
    b"<0a0b> Tj", b"/Im1 Do", b"/Span <</MCID 3 /Alt (a>b)>> BDC", b"EMC", b"0 0 d0",
]
_DRAWING_STATEMENTS = [
    b"10 20 m", b"30.5 -4 l", b"1 2 3 4 5 6 c", b"h", b"S", b"f*", b"0 0 100 50 re", b"W n", b"0.5 w",
    b"[3 1] 0 d", b"1 0 0 RG", b"0.2 g", b"/CS0 cs", b"0.1 0.2 /P1 scn", b"/Sh0 sh", b"2 J", b"1 j", b"4 M",
]


def _literal(text: str) -> bytes:
    """A PDF literal string: backslashes and parentheses escaped, some nested pairs kept."""
    escaped = text.encode("latin-1").replace(b"\\", b"\\\\").replace(b"(", b"\\(").replace(b")", b"\\)")
    return b"(" + escaped + b" (nested 1 2 l))"


def _operations(stream: bytes) -> list:
    from pypdf.generic import ContentStream

    content = ContentStream(None, None, "bytes")
    content.set_data(stream)
    return [(repr(operands), operator) for operands, operator in content.operations]


_statement = st.one_of(
    st.sampled_from(_TEXT_STATEMENTS).map(lambda s: (s, True)),
    st.sampled_from(_DRAWING_STATEMENTS).map(lambda s: (s, False)),
    st.text(alphabet=st.characters(min_codepoint=32, max_codepoint=126), max_size=20).map(lambda t: (_literal(t) + b" Tj", True)),
    st.text(alphabet="abc 1l()%", max_size=12).map(lambda t: (b"% " + t.encode() + b"\n", True)),
)


@settings(max_examples=300, deadline=None)
@given(st.lists(_statement, max_size=40), st.sampled_from([b" ", b"\n", b"\r\n", b"  \t"]))
def test_what_pypdf_reads_is_the_stream_minus_its_drawing_statements(statements, separator) -> None:  # type: ignore[no-untyped-def]
    stream = separator.join(text for text, _ in statements)
    expected = separator.join(text for text, keep in statements if keep)
    assert _operations(without_drawing(stream)) == _operations(expected)
