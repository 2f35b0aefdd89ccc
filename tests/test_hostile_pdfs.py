"""A generated corpus of hostile PDFs through RB003's source check and the index, under limits.

Every file runs in a child process with an address-space limit (2 GB) and a wall-clock
limit; each must end in a usable document or a one-line reason - never a crash, a hang
or a memory blow-up. Cases: encrypted, truncated, zero pages, a scan (no text layer), a
page tree lying about its page count, a 5 MB string on one page (text inflation), a
broken xref table, an object that refers to itself, garbage with a PDF header.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

try:
    from tests import pdf_factory
except ImportError:  # pragma: no cover
    import pdf_factory  # type: ignore[no-redef]

CHILD = """
import json, resource, sys, time
from pathlib import Path
resource.setrlimit(resource.RLIMIT_AS, (2 * 1024 ** 3, 2 * 1024 ** 3))
from rblint.engine.config import Config, IndexConfig
from rblint.engine.index import EvidenceIndex, SourceError
from rblint.engine.sources import check_source
path = Path(sys.argv[1])
config = Config(root=path.parent, index=IndexConfig(timeout=20))
started = time.time()
out = {"check": check_source(path, config)}
try:
    document = EvidenceIndex(config, embedder_factory=lambda: None, use_cache=False).load(path)
    out["index"] = f"ok: {len(document.passages)} passages"
except SourceError as error:
    out["index"] = "refused: " + error.reason
out["seconds"] = time.time() - started
print(json.dumps(out))
"""


def _one_page(text: str, size: float = 11) -> bytes:
    from fpdf import FPDF

    pdf = FPDF()
    pdf.add_page()
    pdf.set_font("Helvetica", size=size)
    pdf.multi_cell(0, 5, text=text)
    return bytes(pdf.output())


HELVETICA = b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>"


def inflating_pdf(characters: int = 5_000_000) -> bytes:
    """A few KB on disk: one compressed content stream drawing a single 5-million-character string."""
    return pdf_factory.one_page_raw_pdf(b"BT /F1 1 Tf 10 10 Td (" + b"x" * characters + b") Tj ET", [HELVETICA],
                                        flate=True)


def odd_text_state_pdf() -> bytes:
    """Text operators the piece tracker follows, malformed: TJ without an array, a composite
    font with no descendant and no ToUnicode, char spacing of 1e308 and NaN, a TJ of one huge
    string under letter-spacing (every glyph would become an item)."""
    body = ("Retrieval improves recall on every benchmark we tried in this study. " * 40).encode()
    stream = (b"BT /F1 10 Tf 72 700 Td 5 Tc (abc) TJ [(a) 999999 (b)] TJ 1e308 Tc [(x) 1 (y) 2 (z)] TJ "
              b"NaN Tc [(p) (q)] TJ 2.2 Tc [(" + body + b") 220 (s) 220 (t)] TJ /F2 12 Tf 0 -14 Td <00410042> Tj "
              b"[<0041> -3 <00420043>] TJ (loose) Tj 0 Tc /F1 11 Tf 0 -14 Td (" + body + b") Tj ET")
    return pdf_factory.one_page_raw_pdf(stream, [HELVETICA, b"<< /Type /Font /Subtype /Type0 /BaseFont /Broken "
                                                             b"/Encoding /Identity-H >>"])


def odd_type3_pdf() -> bytes:
    """Type 3 fonts as no tool writes them: a zero font matrix, a matrix of strings, no widths,
    Differences of odd entries (a name of 300 characters, a negative code, a code past 255, a
    string), a FirstChar past 255; on a page turned by -90 degrees (shown as 270) and another
    by 45 (no turn)."""
    body = ("Retrieval improves recall on every benchmark we tried in this study. " * 20).encode()
    stream = (b"BT /F1 0.24 Tf 0 -1 -1 0 500 700 Tm [(" + body + b") -2000 (b)] TJ /F2 1 Tf 1 0 0 -1 72 600 Tm "
              b"(" + body + b") Tj ET")
    fonts = [b"<< /Type /Font /Subtype /Type3 /FontMatrix [0 0 0 0 0 0] /FontBBox [0 0 0 0] /CharProcs << >> "
             b"/Encoding << /Differences [46 /. 11 /#0B /" + b"x" * 300 + b" -5 /a 400 /b (str) /c] >> "
             b"/FirstChar 9999 /LastChar 10 /Widths [1 2 3] >>",
             b"<< /Type /Font /Subtype /Type3 /FontMatrix [(a) (b) (c) (d) 0 0] /CharProcs << >> /FirstChar 0 "
             b"/LastChar 255 /Encoding << /Differences [0 /#00 /#01] >> >>"]
    page = pdf_factory.one_page_raw_pdf(stream, fonts)
    return page.replace(b"/MediaBox [0 0 612 792]", b"/MediaBox [0 0 612 792] /Rotate -90")


_LINE = b"BT /F1 11 Tf 72 700 Td (Retrieval improves recall on every benchmark we tried in this study.) Tj ET"


def _stream(data: bytes, extra: bytes = b"") -> bytes:
    return b"<< /Length %d%s >>\nstream\n" % (len(data), extra) + data + b"\nendstream"


def _page_with(content: bytes, resources: bytes = b"", contents: bytes = b"/Contents 4 0 R",
               more: tuple[bytes, ...] = (), fonts: bytes = b"") -> bytes:
    """One page (object 3) drawing ``content`` (object 4) with Helvetica as /F1 (object 5);
    ``more`` are objects 6, 7, ..."""
    page = (b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] " + contents
            + b" /Resources << /Font << /F1 5 0 R " + fonts + b">> " + resources + b" >> >>")
    return pdf_factory.raw_pdf([b"<< /Type /Catalog /Pages 2 0 R >>", b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
                                page, _stream(content), HELVETICA, *more])


def _forms(bodies: list[bytes]) -> tuple[bytes, ...]:
    """Form XObjects 6, 7, ...: form i draws ``bodies[i]`` and may call form i + 1 as /X0."""
    return tuple(_stream(body, b" /Type /XObject /Subtype /Form /BBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >>"
                         + (b" /XObject << /X0 %d 0 R >>" % (7 + i) if i + 1 < len(bodies) else b"") + b" >>")
                 for i, body in enumerate(bodies))


def _flate_bomb(megabytes: int = 200) -> bytes:
    """About 200 KB on disk, a content stream of 200 MB of spaces once inflated."""
    import zlib

    squeeze = zlib.compressobj(9)
    body = squeeze.compress(b"BT /F1 11 Tf 72 700 Td ") + b"".join(squeeze.compress(b" " * (1 << 20)) for _ in range(megabytes))
    body += squeeze.compress(b"(x) Tj ET") + squeeze.flush()
    return pdf_factory.raw_pdf([b"<< /Type /Catalog /Pages 2 0 R >>", b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
                                b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R "
                                b"/Resources << /Font << /F1 5 0 R >> >> >>", _stream(body, b" /Filter /FlateDecode"), HELVETICA])


def _cmap_font(cmap: bytes) -> tuple[bytes, ...]:
    """Objects 6-8: a composite font (the page's /F2), its /ToUnicode ``cmap`` and its descendant."""
    return (b"<< /Type /Font /Subtype /Type0 /BaseFont /X /Encoding /Identity-H /ToUnicode 7 0 R /DescendantFonts [8 0 R] >>",
            _stream(cmap), b"<< /Type /Font /Subtype /CIDFontType2 /BaseFont /X /CIDSystemInfo << /Registry (Adobe) "
            b"/Ordering (Identity) /Supplement 0 >> /W [0 [500]] >>")


def structural_corpus() -> dict[str, bytes]:
    """The seventh look (2026-12-05): structures that recurse, fan out or inflate."""
    to_self = _LINE + b" /X0 Do"
    return {
        "form_draws_itself": _page_with(b"/X0 Do " + _LINE, b"/XObject << /X0 6 0 R >>", more=(_stream(
            to_self, b" /Type /XObject /Subtype /Form /BBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> "
            b"/XObject << /X0 6 0 R >> >>"),)),
        "forms_400_deep": _page_with(b"/X0 Do", b"/XObject << /X0 6 0 R >>", more=_forms([to_self] * 399 + [_LINE])),
        "forms_fanning_out": _page_with(b"/X0 Do " * 30, b"/XObject << /X0 6 0 R >>",
                                        more=_forms([b"/X0 Do " * 30] * 3 + [_LINE])),
        "flate_bomb": _flate_bomb(),
        "contents_100k_times": _page_with(_LINE, contents=b"/Contents [" + b"4 0 R " * 100_000 + b"]"),
        "tounicode_4_billion": _page_with(_LINE + b" BT /F2 11 Tf 72 600 Td <0000000100000002> Tj ET", fonts=b"/F2 6 0 R ",
                                          more=_cmap_font(b"begincmap 1 begincodespacerange <00000000> <FFFFFFFF> "
                                                          b"endcodespacerange 1 beginbfrange <00000000> <FFFFFFFF> <0041> "
                                                          b"endbfrange endcmap")),
        "inline_image_100k_square": _page_with(_LINE + b" q BI /W 100000 /H 100000 /BPC 8 /CS /RGB ID "
                                               + b"\x00" * 1000 + b" EI Q " + _LINE),
        "outline_cycle": pdf_factory.raw_pdf([
            b"<< /Type /Catalog /Pages 2 0 R /Outlines 6 0 R >>", b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
            b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
            _stream(_LINE), HELVETICA, b"<< /Type /Outlines /First 7 0 R /Last 7 0 R /Count 1 >>",
            b"<< /Title (Intro) /Parent 6 0 R /Next 7 0 R /First 7 0 R /Dest [3 0 R /XYZ 0 0 0] >>"]),
        "arrays_100k_deep": _page_with(b"BT /F1 11 Tf " + b"[" * 100_000 + b"]" * 100_000 + b" TJ ET " + _LINE),
    }


def corpus() -> dict[str, bytes]:
    plain = _one_page("Retrieval improves recall on every benchmark we tried in this study. " * 8)
    return {
        "encrypted": pdf_factory.encrypted_pdf(),
        "truncated": pdf_factory.truncated_pdf(),
        "zero_pages": pdf_factory.zero_page_pdf(),
        "scan": pdf_factory.image_only_pdf(),
        "page_count_lie": plain.replace(b"/Count 1", b"/Count 999999999"),
        "five_mb_string": inflating_pdf(),
        "broken_xref": plain.replace(b"xref", b"xerf"),
        "self_reference": plain.replace(b"/Parent 1 0 R", b"/Parent 3 0 R").replace(b"/Kids [3 0 R]", b"/Kids [1 0 R]"),
        "garbage": b"%PDF-1.7\n" + bytes(range(256)) * 400 + b"\n%%EOF\n",
        "odd_text_state": odd_text_state_pdf(),
        "odd_type3": odd_type3_pdf(),
        "odd_turn": odd_type3_pdf().replace(b"/Rotate -90", b"/Rotate 45"),
    }


@pytest.mark.slow
def test_hostile_pdfs_end_in_a_document_or_a_reason(tmp_path: Path) -> None:
    results = {}
    for name, data in {**corpus(), **structural_corpus()}.items():
        path = tmp_path / f"{name}.pdf"
        path.write_bytes(data)
        done = subprocess.run([sys.executable, "-c", CHILD, str(path)], capture_output=True, text=True, timeout=120)
        assert done.returncode == 0, f"{name}: {done.stderr[-1500:]}"
        results[name] = json.loads(done.stdout.strip().splitlines()[-1])
    for name, result in results.items():
        assert result["seconds"] < 60, (name, result)
        for answer in (result["check"], result["index"]):
            assert answer is None or "\n" not in answer, (name, answer)
    assert "encrypted" in results["encrypted"]["check"]
    assert results["scan"]["check"] is not None and "no text layer" in results["scan"]["check"]
    assert results["page_count_lie"]["check"] is None and results["page_count_lie"]["index"].startswith("ok")
    assert results["five_mb_string"]["index"].startswith("refused")
    assert results["zero_pages"]["check"] is not None
    # a form that draws itself, or draws the next 30 times four deep, is read once per call chain
    for name in ("form_draws_itself", "forms_400_deep", "forms_fanning_out", "outline_cycle"):
        assert results[name]["index"].startswith("ok"), (name, results[name])
    assert results["flate_bomb"]["index"].startswith("refused")
