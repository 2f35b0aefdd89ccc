"""``parse_pdf``: a PDF file into a :class:`ParsedPdf`, or a :class:`PdfError` with a reason.

Every failure a user can meet (encrypted, no text layer, truncated, too many pages, too
slow, not a PDF at all) becomes a one-line reason; nothing escapes as a traceback.
"""

from __future__ import annotations

import logging
import warnings
from io import BytesIO
from typing import Any

from .cleanup import normalize, running_lines, vocabulary
from .extract import Deadline, extract_page_runs
from .layout import attach_drop_caps, build_lines, reading_order
from . import reasons
from .model import ParsedPdf, PdfError, PdfLine
from .structure import body_size, build_blocks, find_title

MIN_TEXT_CHARS = 40  # below this a PDF has no usable text layer


def parse_pdf(data: bytes, *, max_pages: int = 300, timeout: float = 120.0, metadata_title: bool = True) -> ParsedPdf:
    """Parse PDF bytes. Raises PdfError (never anything else) when the file cannot be used."""
    deadline = Deadline(timeout)
    logging.getLogger("pypdf").setLevel(logging.ERROR)
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            return _parse(data, deadline, max_pages, metadata_title)
    except PdfError:
        raise
    except RecursionError:
        raise PdfError(reasons.NESTING_TOO_DEEP) from None
    except MemoryError:
        raise PdfError(reasons.TOO_LARGE) from None
    except Exception as error:  # pypdf raises many kinds on damaged files
        raise PdfError(reasons.corrupt(error)) from None



def _parse(data: bytes, deadline: Deadline, max_pages: int, metadata_title: bool) -> ParsedPdf:
    from pypdf import PdfReader
    from pypdf.errors import FileNotDecryptedError, PdfReadError

    if not data.lstrip()[:1024].find(b"%PDF") >= 0:
        raise PdfError(reasons.NOT_A_PDF)
    if b"%%EOF" not in data[-2048:]:
        # pypdf can sometimes salvage a cut-off file, but half a paper is not a source.
        raise PdfError(reasons.TRUNCATED)
    try:
        reader = PdfReader(BytesIO(data), strict=False)
    except PdfReadError as error:
        raise PdfError(reasons.corrupt(error)) from None
    if reader.is_encrypted:
        try:
            opened = reader.decrypt("")
        except Exception as error:
            if "cryptography" in str(error) or "AES" in str(error):
                raise PdfError(reasons.ENCRYPTED_AES) from None
            opened = 0
        if not opened:
            raise PdfError(reasons.ENCRYPTED)
    try:
        pages = reader.pages
        count = len(pages)
    except FileNotDecryptedError:
        raise PdfError(reasons.ENCRYPTED) from None
    if count == 0:
        raise PdfError(reasons.NO_PAGES)
    if count > max_pages:
        raise PdfError(reasons.too_many_pages(count, max_pages))

    page_lines: list[list[PdfLine]] = []
    boxes: list[tuple[float, float]] = []
    dropped = 0
    first_box: tuple[float, float, float, float] | None = None
    for number in range(count):
        deadline.check()
        page = pages[number]
        box = _box(page)
        if first_box is None:
            first_box = box
        left, bottom, width, height = box
        runs, rotated = extract_page_runs(page, deadline)
        dropped += rotated
        runs = [run for run in runs if left - 5 <= run.x0 <= left + width + 5 and bottom - 5 <= run.baseline <= bottom + height + 5]
        lines = reading_order(build_lines(runs, number + 1), left, width)
        for line in lines:
            line.text = normalize(line.text)
        page_lines.append([line for line in lines if line.text])
        boxes.append((bottom, bottom + height))

    total = sum(len(line.text) for lines in page_lines for line in lines)
    if total < MIN_TEXT_CHARS:
        raise PdfError(reasons.NO_TEXT_LAYER)
    drop = running_lines(page_lines, boxes)
    dropped += len(drop)
    lines = [line for lines in page_lines for line in lines if id(line) not in drop]
    body = body_size(lines)
    lines = attach_drop_caps(lines, body)
    assert first_box is not None
    title_lines = find_title(lines, body, first_box[1] + first_box[3], first_box[3])
    title = " ".join(line.text for line in title_lines)
    if not title and metadata_title:
        title = _metadata_title(reader)
    blocks = build_blocks(lines, body, title_lines)
    words = vocabulary([line.text for line in lines])
    return ParsedPdf(page_count=count, title=title, blocks=blocks, body_size=body, dropped_lines=dropped, words=words)


def _box(page: Any) -> tuple[float, float, float, float]:
    try:
        box = page.mediabox
        left, bottom = float(box.left), float(box.bottom)
        width, height = float(box.width), float(box.height)
        if width > 0 and height > 0:
            return left, bottom, width, height
    except Exception:
        pass
    return 0.0, 0.0, 612.0, 792.0


def _metadata_title(reader: Any) -> str:
    try:
        title = (reader.metadata or {}).get("/Title")
    except Exception:
        return ""
    title = str(title or "").strip()
    return title if 3 < len(title) < 300 and not title.lower().endswith((".dvi", ".doc", ".docx", ".tex")) else ""
