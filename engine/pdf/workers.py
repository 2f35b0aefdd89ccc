"""Reading a PDF's pages in worker processes: a file's own workers, or a pool shared by
every PDF a batch parses.

Why processes: pypdf's content-stream parsing is pure Python and takes most of a PDF's
parse time (about 0.25 CPU s per two-column page), and pages are independent until
structure is recovered. On a multi-core machine the later pages of a long PDF are
read by spawned workers while this process reads the first ones (measured side by
side in ``bench/bench_index.py``); when several PDFs are parsed together, a
:class:`PagePool` of workers reads all their pages. Workers are plain ``python -m``
subprocesses (see ``_Worker``).
"""

from __future__ import annotations

import hashlib
import pickle
import struct
import subprocess
import sys
import threading
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Any

from . import reasons
from .extract import Deadline
from .model import PdfError
from .pages import PageText, failures_as_pdf_errors, open_reader, read_pages

# Below this many pages a worker's start-up (about 0.3 s) costs more than it saves.
MIN_PAGES_PER_WORKER = 4
# A worker's CPU-time limit is its own ``index.timeout``; this wall-clock guard (a
# multiple of it, for a loaded machine) catches a worker stuck where no callback runs.
WALL_FACTOR = 4.0
WALL_EXTRA_S = 10.0


def read_all_pages(
    data: bytes, pages: Any, deadline: Deadline, timeout: float, processes: int, pool: PagePool | None = None,
) -> list[PageText]:
    """Every page: with ``pool``, all of them by the pool's workers (this process is free
    for other work, such as loading the embedding model); else the first share here and
    the rest in up to ``processes - 1`` worker processes of its own.

    A worker that cannot start or breaks (no interpreter to run, killed) leaves its
    pages to be read here; a PdfError in a worker is the file's error, as here.
    """
    count = len(pages)
    if pool is not None:
        ranges = _split(count, pool.processes * 2)
        answers = [pool.submit(data, numbers, timeout) for numbers in ranges]
        result: list[PageText] = []
        try:
            for numbers, answer in zip(ranges, answers):
                pages_read = answer.result()
                result.extend(pages_read if pages_read is not None else read_pages(pages, numbers, deadline))
        finally:
            for answer in answers:  # the file failed: its ranges not begun yet leave the queue
                answer.cancel()
        return result
    ranges = _split(count, processes)
    if len(ranges) <= 1:
        return read_pages(pages, range(count), deadline)
    workers = [_Worker.start() for _ in ranges[1:]]
    requests = [worker.send(data, numbers, timeout) if worker is not None else False
                for worker, numbers in zip(workers, ranges[1:])]
    try:
        result = read_pages(pages, ranges[0], deadline)
        for numbers, worker, sent in zip(ranges[1:], workers, requests):
            pages_read = worker.answer() if worker is not None and sent else None
            result.extend(pages_read if pages_read is not None else read_pages(pages, numbers, deadline))
        return result
    finally:
        for worker in workers:
            if worker is not None:
                worker.stop()


def _split(count: int, shares: int) -> list[range]:
    """``count`` pages in up to ``shares`` consecutive ranges of at least MIN_PAGES_PER_WORKER."""
    shares = min(max(1, shares), max(1, count // MIN_PAGES_PER_WORKER))
    bounds = [round(count * index / shares) for index in range(shares + 1)]
    return [range(bounds[index], bounds[index + 1]) for index in range(shares)]


class PagePool:
    """Worker processes shared by every PDF a batch parses (``EvidenceIndex.load_many``).

    Why: a cold run parses several papers and loads the embedding model. Parsing them one
    after another, each split between this process and one worker, left a core idle
    whenever the halves differed in cost and serialised the model's import with this
    process's share of the pages (both need the GIL). A pool of ``processes`` long-lived
    workers takes page ranges of all the papers from one queue, each worker started once,
    so the cores stay busy and this process only assembles what comes back.
    """

    def __init__(self, processes: int) -> None:
        self.processes = max(1, processes)
        self._threads = ThreadPoolExecutor(max_workers=self.processes, thread_name_prefix="rblint-pages")
        self._local = threading.local()
        self._started: list[_Worker] = []
        self._lock = threading.Lock()
        self._closed = False

    def submit(self, data: bytes, numbers: range, timeout: float) -> "Future[list[PageText] | None]":
        """The pages ``numbers`` of ``data`` (None: read them yourself); raises the file's PdfError."""
        return self._threads.submit(self._read, data, numbers, timeout)

    def _read(self, data: bytes, numbers: range, timeout: float) -> list[PageText] | None:
        worker: _Worker | None = getattr(self._local, "worker", None)
        if worker is None or not worker.alive:
            with self._lock:
                if self._closed:
                    return None
                worker = _Worker.start()
                if worker is not None:
                    self._started.append(worker)
            self._local.worker = worker
        if worker is None or not worker.send(data, numbers, timeout):
            return None
        return worker.answer()

    def close(self) -> None:
        """Stop the workers (each exits when its input closes; a stuck one is killed)."""
        with self._lock:
            self._closed = True
            workers, self._started = self._started, []
        self._threads.shutdown(wait=True)
        for worker in workers:
            worker.stop()

    def __enter__(self) -> PagePool:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


class _Worker:
    """``python -m rblint.engine.pdf.page_worker`` reading page ranges, one request at a time:
    length-prefixed pickles over its stdin/stdout, until its stdin closes.

    A plain subprocess rather than ``multiprocessing``: spawning would re-import the
    caller's ``__main__`` (a user's unguarded script would run twice) and forking would
    copy the language server's threads.
    """

    def __init__(self, process: subprocess.Popen[bytes]) -> None:
        self.process = process
        self.timeout = 0.0
        self.expired = False
        self.broken = False

    @classmethod
    def start(cls) -> _Worker | None:
        try:
            process = subprocess.Popen(
                [sys.executable, "-m", "rblint.engine.pdf.page_worker"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                stderr=subprocess.DEVNULL,
            )
        except (OSError, ValueError):
            return None
        return cls(process)

    @property
    def alive(self) -> bool:
        return not (self.broken or self.expired) and self.process.poll() is None

    def send(self, data: bytes, numbers: range, timeout: float) -> bool:
        """Hand the worker one request (written by a thread: the worker may still be starting)."""
        if not self.alive:
            return False
        self.timeout = timeout
        payload = _frame(pickle.dumps((data, numbers.start, numbers.stop, timeout), protocol=pickle.HIGHEST_PROTOCOL))
        threading.Thread(target=_feed, args=(self.process, payload), daemon=True).start()
        return True

    def answer(self) -> list[PageText] | None:
        """The pages, None when the worker broke; raises the worker's PdfError (or a time-out)."""
        timer = threading.Timer(self.timeout * WALL_FACTOR + WALL_EXTRA_S, self._expire)
        timer.daemon = True
        timer.start()
        try:
            output = _read_frame(self.process.stdout)
        finally:
            timer.cancel()
        if self.expired:
            raise PdfError(reasons.too_slow(self.timeout))
        try:
            status, value = pickle.loads(output) if output is not None else ("broken", None)
        except Exception:  # noqa: BLE001 - a damaged answer: the caller reads the pages itself
            status, value = "broken", None
        if status == "error":
            raise PdfError(str(value))
        if status != "ok":
            self.broken = True
            return None
        return value

    def _expire(self) -> None:
        self.expired = True
        self.process.kill()

    def stop(self) -> None:
        """Close its input (a waiting worker exits), and kill it if it does not."""
        for stream in (self.process.stdin, self.process.stdout):
            if stream is not None:
                try:
                    stream.close()
                except OSError:
                    pass
        try:
            self.process.wait(timeout=2.0)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()


_LENGTH = struct.Struct(">Q")


def _frame(payload: bytes) -> bytes:
    return _LENGTH.pack(len(payload)) + payload


def _read_frame(stream: Any) -> bytes | None:
    """One length-prefixed message from ``stream``; None at its end or when it is cut short."""
    if stream is None:
        return None
    try:
        head = stream.read(_LENGTH.size)
        if len(head) < _LENGTH.size:
            return None
        (length,) = _LENGTH.unpack(head)
        body = stream.read(length)
    except (OSError, ValueError):
        return None
    return body if len(body) == length else None


def _feed(process: subprocess.Popen[bytes], payload: bytes) -> None:
    if process.stdin is None:
        return
    try:
        process.stdin.write(payload)
        process.stdin.flush()
    except (OSError, ValueError):  # the worker died early; answer() notices
        pass


class _OpenFile:
    """The PDF a worker read last, kept open: a pool hands one worker consecutive ranges of
    a file, and reopening it and reading its fonts again cost about a tenth of the CPU."""

    def __init__(self) -> None:
        self.digest = b""
        self.reader: Any = None
        self.fonts: dict[tuple[int, int], Any] = {}

    def read(self, data: bytes, start: int, stop: int, timeout: float) -> list[PageText]:
        """Pages ``start..stop-1`` of ``data`` (runs in the worker process)."""
        deadline = Deadline(timeout)
        digest = hashlib.sha1(data).digest()
        with failures_as_pdf_errors():
            if digest != self.digest:
                self.reader, self.fonts, self.digest = open_reader(data), {}, digest
            return read_pages(self.reader.pages, range(start, stop), deadline, self.fonts)


def worker_main() -> None:
    """Entry point of ``python -m rblint.engine.pdf.page_worker``: answer requests until stdin closes."""
    opened = _OpenFile()
    while True:
        request = _read_frame(sys.stdin.buffer)
        if request is None:
            return
        data, start, stop, timeout = pickle.loads(request)
        try:
            answer: tuple[str, Any] = ("ok", opened.read(data, start, stop, timeout))
        except PdfError as error:
            opened = _OpenFile()  # a file that failed is not kept
            answer = ("error", error.reason)
        sys.stdout.buffer.write(_frame(pickle.dumps(answer, protocol=pickle.HIGHEST_PROTOCOL)))
        sys.stdout.buffer.flush()
