"""``parse_pdf``: a PDF file into a :class:`ParsedPdf`, or a :class:`PdfError` with a reason.

Every failure a user can meet (encrypted, no text layer, truncated, too many pages, too
slow, not a PDF at all) becomes a one-line reason; nothing escapes as a traceback.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from . import reasons
from .cleanup import join_lines, running_lines, vocabulary
from .extract import Deadline
from .layout import attach_drop_caps
from .model import ParsedPdf, PdfError, PdfLine
from .pages import failures_as_pdf_errors, open_reader
from .structure import banner_names, body_size, build_blocks, find_subtitle, find_title
from .workers import read_all_pages

if TYPE_CHECKING:  # pragma: no cover
    from .workers import PagePool

MIN_TEXT_CHARS = 40  # below this a PDF has no usable text layer


def parse_pdf(
    data: bytes, *, max_pages: int = 300, timeout: float = 120.0, metadata_title: bool = True, processes: int = 1,
    pool: "PagePool | None" = None,
) -> ParsedPdf:
    """Parse PDF bytes. Raises PdfError (never anything else) when the file cannot be used.

    ``processes`` > 1 reads the pages of a long PDF in that many processes; ``pool``
    reads them all in the pool's workers, shared with other PDFs (``workers``).
    """
    with failures_as_pdf_errors():
        return _parse(data, Deadline(timeout), max_pages, metadata_title, timeout, processes, pool)


def _parse(data: bytes, deadline: Deadline, max_pages: int, metadata_title: bool, timeout: float, processes: int,
           pool: "PagePool | None") -> ParsedPdf:
    from pypdf.errors import FileNotDecryptedError

    reader = open_reader(data)
    try:
        pages = reader.pages
        count = len(pages)
    except FileNotDecryptedError:
        raise PdfError(reasons.ENCRYPTED) from None
    if count == 0:
        raise PdfError(reasons.NO_PAGES)
    if count > max_pages:
        raise PdfError(reasons.too_many_pages(count, max_pages))

    page_texts = read_all_pages(data, pages, deadline, timeout, processes, pool)
    page_lines = [page.lines for page in page_texts]
    boxes = [(page.box[1], page.box[1] + page.box[3]) for page in page_texts]
    dropped = sum(page.rotated for page in page_texts)
    first_box = page_texts[0].box

    total = sum(len(line.text) for lines in page_lines for line in lines)
    if total < MIN_TEXT_CHARS:
        raise PdfError(reasons.NO_TEXT_LAYER)
    drop = running_lines(page_lines, boxes)
    dropped += len(drop)
    banners = banner_names([line for lines in page_lines for line in lines])
    lines = [line for lines in page_lines for line in lines if id(line) not in drop]
    body = body_size(lines)
    lines = attach_drop_caps(lines, body)
    # A title repeated large in a band on every page (elsarticle's guide) is dropped from the text as a
    # running line, yet it is still page one's title (its band is the top of page one: its lines come first).
    repeated_large = [line for line in page_lines[0] if id(line) in drop and line.size >= body * 1.15]
    title_lines = find_title(repeated_large + lines, body, first_box[1] + first_box[3], first_box[3], banners)
    words = vocabulary([line.text for line in lines])
    title = _text_of(title_lines, words)
    subtitle_lines = find_subtitle(lines, title_lines, body)
    if subtitle_lines:
        subtitle = _text_of(subtitle_lines, words)
        title = f"{title} {subtitle}" if title.rstrip().endswith((":", "?", "!", ".")) else f"{title}: {subtitle}"
    if not title and metadata_title:
        title = _metadata_title(reader)
    blocks = build_blocks(lines, body, title_lines + subtitle_lines)
    return ParsedPdf(page_count=count, title=title, blocks=blocks, body_size=body, dropped_lines=dropped, words=words)


def _text_of(lines: list[PdfLine], words: set[str]) -> str:
    """The lines' text joined as a paragraph's (a title's line-break hyphen repaired: "spon- sored")."""
    text = ""
    for line in lines:
        text = join_lines(text, line.text, words)
    return text


def _metadata_title(reader: Any) -> str:
    try:
        title = (reader.metadata or {}).get("/Title")
    except Exception:
        return ""
    title = str(title or "").strip()
    return title if 3 < len(title) < 300 and not title.lower().endswith((".dvi", ".doc", ".docx", ".tex")) else ""
