"""Per-page text extraction: a page's runs -> its lines in reading order.

What one process does with some pages of a PDF; :mod:`.workers` spreads the pages over
processes. Shared by both, so that a page reads the same wherever it is read.
"""

from __future__ import annotations

import logging
import warnings
from contextlib import contextmanager
from dataclasses import dataclass, field
from io import BytesIO
from typing import Any, Iterator

from . import reasons
from .cleanup import normalize
from .extract import Deadline, extract_page_runs, page_turn
from .layout import build_lines, column_starts, recurring_margins, reading_order
from .line_numbers import page_line_numbers
from .model import PdfError, PdfLine, TextRun


@dataclass
class PageText:
    """What one page yields: its lines in reading order, its box and how many rotated runs were set aside."""

    lines: list[PdfLine] = field(default_factory=list)
    box: tuple[float, float, float, float] = (0.0, 0.0, 612.0, 792.0)  # left, bottom, width, height
    rotated: int = 0


@contextmanager
def failures_as_pdf_errors() -> Iterator[None]:
    """pypdf quiet, and whatever it raises on a damaged file turned into a PdfError with a reason.

    Why shared: the parser and its page workers must refuse the same file the same way.
    """
    logging.getLogger("pypdf").setLevel(logging.ERROR)
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            yield
    except PdfError:
        raise
    except RecursionError:
        raise PdfError(reasons.NESTING_TOO_DEEP) from None
    except MemoryError:
        raise PdfError(reasons.TOO_LARGE) from None
    except Exception as error:  # pypdf raises many kinds on damaged files
        raise PdfError(reasons.corrupt(error)) from None


def open_reader(data: bytes) -> Any:
    """A pypdf reader over ``data``, decrypted when only an owner password is set; else PdfError."""
    from pypdf import PdfReader
    from pypdf.errors import PdfReadError

    if not data.lstrip()[:1024].find(b"%PDF") >= 0:
        raise PdfError(reasons.NOT_A_PDF)
    if b"%%EOF" not in data[-2048:]:
        # pypdf can sometimes salvage a cut-off file, but half a paper is not a source.
        raise PdfError(reasons.TRUNCATED)
    try:
        reader = PdfReader(BytesIO(data), strict=False)
    except PdfReadError as error:
        raise PdfError(reasons.corrupt(error)) from None
    locked = reasons.decrypt_or_reason(reader)
    if locked:
        raise PdfError(locked)
    return reader


def read_pages(pages: Any, numbers: range, deadline: Deadline, fonts: dict[tuple[int, int], Any] | None = None) -> list[PageText]:
    """Lines of the pages ``numbers`` (0-based) of a pypdf page list (``fonts``: the
    file's fonts read so far, shared by calls over the same reader)."""
    fonts = {} if fonts is None else fonts
    extracted = []
    for number in numbers:
        deadline.check()
        page = pages[number]
        box, runs, rotated = _upright_runs(page, deadline, fonts)
        left, bottom, width, height = box
        runs = [run for run in runs if left - 5 <= run.x0 <= left + width + 5 and bottom - 5 <= run.baseline <= bottom + height + 5]
        extracted.append((number, box, runs, rotated))
    # Line numbers are told page by page, and across these pages where a page has too few
    # (every tenth line numbered): one pass over all of them before any line is built.
    numbering = page_line_numbers([(runs, box[0], box[2]) for _, box, runs, _ in extracted])
    kept = [[run for index, run in enumerate(runs) if index not in dropped] if dropped else runs
            for (_, _, runs, _), dropped in zip(extracted, numbering)]
    # Column margins are told page by page, and across these pages where a page has too few
    # right-column lines to tell its own (a figure above three lines of text).
    found = [column_starts(runs, box[0], box[2]) for (_, box, _, _), runs in zip(extracted, kept)]
    known = recurring_margins(found)
    result = []
    for (number, box, _, rotated), runs, starts in zip(extracted, kept, found):
        deadline.check()
        left, _, width, _ = box
        if starts is None and known:
            starts = column_starts(runs, left, width, known)
        lines = reading_order(build_lines(runs, number + 1, starts), left, width, starts)
        for line in lines:
            line.text = normalize(line.text)
        result.append(PageText([line for line in lines if line.text], box, rotated))
    return result


def _upright_runs(page: Any, deadline: Deadline, fonts: dict[tuple[int, int], Any]
                  ) -> tuple[tuple[float, float, float, float], list[TextRun], int]:
    """The page's box and runs as it is shown (``/Rotate`` applied), unless most of its text
    reads upright only unturned (a page marked turned whose text is not): then as drawn."""
    box = page_box(page)
    turn = page_turn(page_rotation(page), box)
    if turn is None:
        return (box, *extract_page_runs(page, deadline, fonts))
    display, shown = turn
    runs, rotated = extract_page_runs(page, deadline, fonts, display)
    if rotated > len(runs):
        plain_runs, plain_rotated = extract_page_runs(page, deadline, fonts)
        if len(plain_runs) > len(runs):
            return box, plain_runs, plain_rotated
    return shown, runs, rotated


def page_rotation(page: Any) -> int:
    """The page's ``/Rotate`` as 0, 90, 180 or 270 (anything else: 0)."""
    try:
        rotation = int(page.rotation) % 360
    except Exception:
        return 0
    return rotation if rotation in (90, 180, 270) else 0


def page_box(page: Any) -> tuple[float, float, float, float]:
    try:
        box = page.mediabox
        left, bottom = float(box.left), float(box.bottom)
        width, height = float(box.width), float(box.height)
        if width > 0 and height > 0:
            return left, bottom, width, height
    except Exception:
        pass
    return 0.0, 0.0, 612.0, 792.0
