"""Reading a long PDF's pages in worker processes gives exactly the in-process result."""

from __future__ import annotations

import io
import sys
from pathlib import Path

import pytest

import pdf_factory
from rblint.engine.pdf import workers as pdf_workers
from rblint.engine.pdf import reasons
from rblint.engine.pdf.model import PdfError
from rblint.engine.pdf.parser import parse_pdf


def long_pdf(copies: int = 3) -> bytes:
    """Several generated papers back to back (headings, two columns, running heads)."""
    from pypdf import PdfReader, PdfWriter

    writer = PdfWriter()
    for _ in range(copies):
        for page in PdfReader(io.BytesIO(pdf_factory.paper_pdf())).pages:
            writer.add_page(page)
    out = io.BytesIO()
    writer.write(out)
    return out.getvalue()


@pytest.fixture(scope="module")
def long_paper() -> bytes:
    return long_pdf()


def test_split_reading_equals_one_process(long_paper: bytes, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(pdf_workers, "MIN_PAGES_PER_WORKER", 2)
    started: list[range] = []
    answered: list[int] = []
    original_send = pdf_workers._Worker.send
    original_answer = pdf_workers._Worker.answer

    def spy_send(self, data: bytes, numbers: range, timeout: float) -> bool:  # type: ignore[no-untyped-def]
        started.append(numbers)
        return original_send(self, data, numbers, timeout)

    def spy_answer(self):  # type: ignore[no-untyped-def]
        pages = original_answer(self)
        answered.append(len(pages) if pages is not None else -1)
        return pages

    monkeypatch.setattr(pdf_workers._Worker, "send", spy_send)
    monkeypatch.setattr(pdf_workers._Worker, "answer", spy_answer)
    alone = parse_pdf(long_paper, processes=1)
    assert started == []
    split = parse_pdf(long_paper, processes=3)
    assert len(started) == 2 and started[-1].stop == alone.page_count
    assert answered == [len(numbers) for numbers in started]  # the workers really read them
    assert split == alone
    assert alone.page_count >= 6 and len(alone.blocks) > 10


def test_a_pool_reads_every_page_of_several_pdfs_in_its_workers(long_paper: bytes, monkeypatch: pytest.MonkeyPatch) -> None:
    """Two PDFs parsed at once through one pool: the same result as alone, every page read
    by a worker (none here), and no more workers started than the pool's size."""
    from concurrent.futures import ThreadPoolExecutor

    monkeypatch.setattr(pdf_workers, "MIN_PAGES_PER_WORKER", 2)
    short = pdf_factory.paper_pdf()
    expected = [parse_pdf(long_paper, processes=1), parse_pdf(short, processes=1)]
    starts: list[int] = []
    original_start = pdf_workers._Worker.start

    def spy_start():  # type: ignore[no-untyped-def]
        starts.append(1)
        return original_start()

    def not_here(*args: object) -> None:
        raise AssertionError("with a pool, this process reads no page")

    monkeypatch.setattr(pdf_workers._Worker, "start", staticmethod(spy_start))
    monkeypatch.setattr(pdf_workers, "read_pages", not_here)
    with pdf_workers.PagePool(2) as pool, ThreadPoolExecutor(2) as threads:
        parsed = list(threads.map(lambda data: parse_pdf(data, pool=pool), [long_paper, short]))
    assert parsed == expected
    assert 1 <= len(starts) <= 2


def test_a_pool_whose_workers_cannot_start_reads_here(long_paper: bytes, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(pdf_workers, "MIN_PAGES_PER_WORKER", 2)
    expected = parse_pdf(long_paper, processes=1)
    monkeypatch.setattr(sys, "executable", "/bin/true")  # exits at once, answers nothing
    with pdf_workers.PagePool(2) as pool:
        assert parse_pdf(long_paper, pool=pool) == expected


def test_a_pool_worker_answers_one_request_after_another() -> None:
    worker = pdf_workers._Worker.start()
    assert worker is not None
    try:
        data = pdf_factory.paper_pdf()
        for numbers in (range(0, 1), range(1, 3)):
            assert worker.send(data, numbers, 10.0)
            answer = worker.answer()
            assert answer is not None and len(answer) == len(numbers)
        assert worker.alive
    finally:
        worker.stop()
    assert worker.process.poll() is not None  # closing its input ended it


def test_short_pdfs_are_not_split(monkeypatch: pytest.MonkeyPatch) -> None:
    def fail(*args: object) -> None:
        raise AssertionError("a 3-page PDF must not start a worker")

    monkeypatch.setattr(pdf_workers._Worker, "start", staticmethod(fail))
    assert parse_pdf(pdf_factory.paper_pdf(), processes=4).page_count == 3


def test_worker_that_cannot_start_falls_back(long_paper: bytes, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(pdf_workers, "MIN_PAGES_PER_WORKER", 2)
    expected = parse_pdf(long_paper, processes=1)
    monkeypatch.setattr(sys, "executable", "/nonexistent/python")
    assert parse_pdf(long_paper, processes=2) == expected


def test_broken_worker_answer_falls_back(long_paper: bytes, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(pdf_workers, "MIN_PAGES_PER_WORKER", 2)
    expected = parse_pdf(long_paper, processes=1)
    monkeypatch.setattr(sys, "executable", "/bin/true")  # exits at once, answers nothing
    assert parse_pdf(long_paper, processes=2) == expected


def test_worker_reports_the_files_error() -> None:
    worker = pdf_workers._Worker.start()
    assert worker is not None
    try:
        assert worker.send(b"these are not the bytes of a PDF", range(0, 1), 5.0)
        with pytest.raises(PdfError) as caught:
            worker.answer()
    finally:
        worker.stop()
    assert caught.value.reason == reasons.NOT_A_PDF


@pytest.mark.parametrize("pooled", [False, True], ids=["own-worker", "pool"])
def test_stuck_worker_is_killed_and_reported(long_paper: bytes, monkeypatch: pytest.MonkeyPatch, tmp_path,
                                             pooled: bool) -> None:
    stuck = tmp_path / "stuck-python"
    stuck.write_text("#!/bin/sh\nexec sleep 60\n")
    stuck.chmod(0o755)
    monkeypatch.setattr(pdf_workers, "MIN_PAGES_PER_WORKER", 2)
    monkeypatch.setattr(pdf_workers, "WALL_FACTOR", 1.0)
    monkeypatch.setattr(pdf_workers, "WALL_EXTRA_S", 0.0)
    monkeypatch.setattr(sys, "executable", str(stuck))
    with pdf_workers.PagePool(2) as pool, pytest.raises(PdfError) as caught:
        parse_pdf(long_paper, processes=2, timeout=1.5, pool=pool if pooled else None)
    assert caught.value.reason == reasons.too_slow(1.5)


def test_a_line_justified_by_kerns_is_one_line_though_its_estimated_end_falls_short(tmp_path: Path) -> None:
    """Clinical Science's "... binding affinity for 33RE upon mutating ...": the TJ array's
    kerns widen the line beyond the estimate, so the compound's name, after a font change,
    seemed 1.9 ems away and began a paragraph of its own, cutting the sentence in two."""
    from rblint.engine.config import Config
    from rblint.engine.index import build_document

    path = tmp_path / "kerned.pdf"
    path.write_bytes(pdf_factory.kern_justified_columns_pdf())
    document = build_document(path.read_bytes(), path, Config(root=tmp_path))
    assert any("decrease in affinity for 33RE upon mutating." in passage.text for passage in document.passages)
    # the columns are still apart
    assert not any("experiment. Right column" in passage.text or "experiment. Kinetic" in passage.text
                   for passage in document.passages)


def test_a_space_pypdf_puts_before_a_run_takes_no_room_in_its_width() -> None:
    """pypdf reports a word after a font switch and a move as " spatstat": the space stands
    for the move, the run's origin is its first glyph. Counted in the run's width, the word
    reached over the next one's start, and the line read "spatstatpackage" (R vignettes in
    bitmap typewriter fonts: hundreds of words a paper)."""
    from rblint.engine.pdf.extract import _Chain

    def width(text: str) -> float:
        return 6.0 * len(text)  # every glyph, the space too, 6 pt

    runs = _Chain().place(" spatstat", 327.0, 693.0, 15.6, width, "cmtt10", False)
    assert [(run.x0, run.x1) for run in runs] == [(327.0, 327.0 + 6.0 * 8)]
