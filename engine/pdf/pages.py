"""Per-page text extraction (runs -> lines in reading order), in this process or split
across worker processes.

Why processes: pypdf's content-stream parsing is pure Python and takes most of a PDF's
parse time (about 0.25 CPU s per two-column page), and pages are independent until
structure is recovered. On a multi-core machine the later pages of a long PDF are
read by spawned workers while this process reads the first ones (measured side by
side in ``bench/bench_index.py``). Workers are plain ``python -m`` subprocesses
(see ``_Worker``).
"""

from __future__ import annotations

import logging
import pickle
import subprocess
import sys
import threading
import warnings
from contextlib import contextmanager
from dataclasses import dataclass, field
from io import BytesIO
from typing import Any, Iterator

from . import reasons
from .cleanup import normalize
from .extract import Deadline, extract_page_runs
from .layout import build_lines, column_starts, reading_order
from .model import PdfError, PdfLine

# Below this many pages a worker's start-up (about 0.3 s) costs more than it saves.
MIN_PAGES_PER_WORKER = 4
# A worker's CPU-time limit is its own ``index.timeout``; this wall-clock guard (a
# multiple of it, for a loaded machine) catches a worker stuck where no callback runs.
WALL_FACTOR = 4.0
WALL_EXTRA_S = 10.0


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


def read_pages(pages: Any, numbers: range, deadline: Deadline) -> list[PageText]:
    """Lines of the pages ``numbers`` (0-based) of a pypdf page list."""
    result = []
    fonts: dict[tuple[int, int], Any] = {}
    for number in numbers:
        deadline.check()
        page = pages[number]
        box = page_box(page)
        left, bottom, width, height = box
        runs, rotated = extract_page_runs(page, deadline, fonts)
        runs = [run for run in runs if left - 5 <= run.x0 <= left + width + 5 and bottom - 5 <= run.baseline <= bottom + height + 5]
        starts = column_starts(runs, left, width)
        lines = reading_order(build_lines(runs, number + 1, starts), left, width, starts)
        for line in lines:
            line.text = normalize(line.text)
        result.append(PageText([line for line in lines if line.text], box, rotated))
    return result


def read_all_pages(data: bytes, pages: Any, deadline: Deadline, timeout: float, processes: int) -> list[PageText]:
    """Every page, the first share here and the rest in up to ``processes - 1`` worker processes.

    A worker that cannot start or breaks (no interpreter to run, killed) leaves its
    pages to be read here; a PdfError in a worker is the file's error, as here.
    """
    count = len(pages)
    shares = min(max(1, processes), max(1, count // MIN_PAGES_PER_WORKER))
    if shares <= 1:
        return read_pages(pages, range(count), deadline)
    bounds = [round(count * index / shares) for index in range(shares + 1)]
    ranges = [range(bounds[index], bounds[index + 1]) for index in range(shares)]
    workers = [_Worker.start(data, numbers, timeout) for numbers in ranges[1:]]
    try:
        result = read_pages(pages, ranges[0], deadline)
        for numbers, worker in zip(ranges[1:], workers):
            pages_read = worker.result() if worker is not None else None
            result.extend(pages_read if pages_read is not None else read_pages(pages, numbers, deadline))
        return result
    finally:
        for worker in workers:
            if worker is not None:
                worker.stop()


class _Worker:
    """``python -m rblint.engine.pdf.page_worker`` reading some pages: pickles over its stdin/stdout.

    A plain subprocess rather than ``multiprocessing``: spawning would re-import the
    caller's ``__main__`` (a user's unguarded script would run twice) and forking would
    copy the language server's threads.
    """

    def __init__(self, process: subprocess.Popen[bytes], timeout: float) -> None:
        self.process = process
        self.timeout = timeout
        self.expired = False

    @classmethod
    def start(cls, data: bytes, numbers: range, timeout: float) -> _Worker | None:
        try:
            process = subprocess.Popen(
                [sys.executable, "-m", "rblint.engine.pdf.page_worker"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                stderr=subprocess.DEVNULL,
            )
        except (OSError, ValueError):
            return None
        payload = pickle.dumps((data, numbers.start, numbers.stop, timeout), protocol=pickle.HIGHEST_PROTOCOL)
        threading.Thread(target=_feed, args=(process, payload), daemon=True).start()
        return cls(process, timeout)

    def result(self) -> list[PageText] | None:
        """The pages, None when the worker broke; raises the worker's PdfError (or a time-out)."""
        timer = threading.Timer(self.timeout * WALL_FACTOR + WALL_EXTRA_S, self._expire)
        timer.daemon = True
        timer.start()
        try:
            output = self.process.stdout.read() if self.process.stdout else b""
            self.process.wait()
        finally:
            timer.cancel()
        if self.expired:
            raise PdfError(reasons.too_slow(self.timeout))
        try:
            status, value = pickle.loads(output)
        except Exception:  # noqa: BLE001 - no or damaged answer: the caller reads the pages itself
            return None
        if status == "error":
            raise PdfError(str(value))
        return value if status == "ok" else None

    def _expire(self) -> None:
        self.expired = True
        self.process.kill()

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.kill()
            self.process.wait()
        for stream in (self.process.stdin, self.process.stdout):
            if stream is not None:
                try:
                    stream.close()
                except OSError:
                    pass


def _feed(process: subprocess.Popen[bytes], payload: bytes) -> None:
    try:
        assert process.stdin is not None
        process.stdin.write(payload)
        process.stdin.close()
    except (OSError, ValueError):  # the worker died early; result() notices
        pass


def _read_pages_in_worker(data: bytes, start: int, stop: int, timeout: float) -> list[PageText]:
    """Open the PDF again and read pages ``start..stop-1`` (runs in the worker process)."""
    deadline = Deadline(timeout)
    with failures_as_pdf_errors():
        reader = open_reader(data)
        return read_pages(reader.pages, range(start, stop), deadline)


def worker_main() -> None:
    """Entry point of ``python -m rblint.engine.pdf.page_worker``."""
    data, start, stop, timeout = pickle.loads(sys.stdin.buffer.read())
    try:
        answer: tuple[str, Any] = ("ok", _read_pages_in_worker(data, start, stop, timeout))
    except PdfError as error:
        answer = ("error", error.reason)
    sys.stdout.buffer.write(pickle.dumps(answer, protocol=pickle.HIGHEST_PROTOCOL))
    sys.stdout.buffer.flush()


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
