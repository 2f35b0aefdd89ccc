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
    for name, data in corpus().items():
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
