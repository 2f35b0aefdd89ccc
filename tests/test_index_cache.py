"""The SQLite cache: warm loads skip parsing and embedding; corruption, old versions and
concurrent processes never break loading."""

from __future__ import annotations

import multiprocessing
import sqlite3
from pathlib import Path

import pytest

import rblint.engine.index as index_module
from rblint.engine.cache import FILE_NAME, Cache
from rblint.engine.config import Config, IndexConfig
from rblint.engine.index import EvidenceIndex, SourceError

try:
    from tests import pdf_factory
except ImportError:  # tests/ is not a package
    import pdf_factory  # type: ignore[no-redef]


@pytest.fixture()
def paper(tmp_path: Path) -> Path:
    path = tmp_path / "paper.pdf"
    path.write_bytes(pdf_factory.paper_pdf())
    return path


def make_index(cache_dir: Path, embedder=None, **config) -> EvidenceIndex:  # type: ignore[no-untyped-def]
    embedder = embedder or pdf_factory.HashEmbedder()
    return EvidenceIndex(Config(cache_dir=cache_dir, **config), embedder_factory=lambda: embedder)


def forbid_parsing(monkeypatch: pytest.MonkeyPatch) -> None:
    def fail(*args, **kwargs):  # type: ignore[no-untyped-def]
        raise AssertionError("parsed although the cache had it")

    monkeypatch.setattr(index_module, "build_document", fail)


def test_warm_load_uses_the_cache(tmp_path: Path, paper: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    cold = make_index(tmp_path / "cache")
    first = cold.load(paper, embed=("evidence", "chunk"))
    cold_vectors = cold.vectors(first)
    forbid_parsing(monkeypatch)
    embedder = pdf_factory.HashEmbedder()
    warm = make_index(tmp_path / "cache", embedder)
    second = warm.load(paper)
    assert second.to_dict() == first.to_dict() and second.passages == first.passages
    vectors = warm.vectors(second)
    assert vectors is not None and vectors.shape == cold_vectors.shape
    assert abs(vectors - cold_vectors).max() < 1e-2  # stored as float16
    assert warm.vectors(second, "chunk") is not None
    assert embedder.texts == 0  # nothing re-embedded
    warm.search("control group", k=2, documents=[second])
    assert embedder.texts == 1  # only the query


def test_cache_key_is_the_content_not_the_path(tmp_path: Path, paper: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    first = make_index(tmp_path / "cache").load(paper)
    copy = tmp_path / "elsewhere" / "renamed.pdf"
    copy.parent.mkdir()
    copy.write_bytes(paper.read_bytes())
    forbid_parsing(monkeypatch)
    second = make_index(tmp_path / "cache").load(copy)
    assert second.doc_id == first.doc_id and second.path == copy


def test_changed_file_is_parsed_again(tmp_path: Path, paper: Path) -> None:
    index = make_index(tmp_path / "cache")
    first = index.load(paper)
    paper.write_bytes(pdf_factory.library_paper(7, pdf_factory.LIBRARY_TOPICS[0]))
    second = index.load(paper)
    assert second.doc_id != first.doc_id and "zebra" in second.text.lower()


def test_parser_settings_are_part_of_the_key(tmp_path: Path) -> None:
    a = make_index(tmp_path / "cache")
    b = make_index(tmp_path / "cache", references_headings=("literature",))
    assert a.parser_version != b.parser_version


def test_garbage_cache_file_is_rebuilt(tmp_path: Path, paper: Path) -> None:
    cache_dir = tmp_path / "cache"
    cache_dir.mkdir()
    (cache_dir / FILE_NAME).write_bytes(b"this is not a database " * 200)
    index = make_index(cache_dir)
    document = index.load(paper)
    assert document.title == pdf_factory.TITLE
    assert index.cache is not None and index.cache.disabled_reason is None
    assert index.cache.stats()["documents"] == 1
    connection = sqlite3.connect(cache_dir / FILE_NAME)
    assert connection.execute("PRAGMA integrity_check").fetchone()[0] == "ok"


def test_old_schema_version_is_rebuilt(tmp_path: Path, paper: Path) -> None:
    cache_dir = tmp_path / "cache"
    make_index(cache_dir).load(paper)
    connection = sqlite3.connect(cache_dir / FILE_NAME)
    connection.execute("UPDATE meta SET value = '0' WHERE key = 'schema'")
    connection.commit()
    connection.close()
    cache = Cache(cache_dir)
    assert cache.stats() == {"documents": 0, "vector_sets": 0}  # dropped and recreated
    index = make_index(cache_dir)
    assert index.load(paper).title == pdf_factory.TITLE
    assert index.cache is not None and index.cache.stats()["documents"] == 1


def test_damaged_rows_are_reparsed(tmp_path: Path, paper: Path) -> None:
    cache_dir = tmp_path / "cache"
    make_index(cache_dir).load(paper, embed=("evidence",))
    connection = sqlite3.connect(cache_dir / FILE_NAME)
    connection.execute("UPDATE documents SET data = x'00ff00ff'")
    connection.execute("UPDATE vectors SET data = x'0000'")
    connection.commit()
    connection.close()
    index = make_index(cache_dir)
    document = index.load(paper)
    assert document.title == pdf_factory.TITLE
    vectors = index.vectors(document)
    assert vectors is not None and len(vectors) == len(document.passages)


def test_unusable_cache_directory_degrades_to_no_cache(tmp_path: Path, paper: Path) -> None:
    blocker = tmp_path / "file-not-dir"
    blocker.write_text("x")
    index = make_index(blocker / "cache")
    assert index.load(paper).title == pdf_factory.TITLE
    assert index.cache is not None and index.cache.disabled_reason


def test_content_errors_are_cached_but_limit_errors_are_not(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    locked = tmp_path / "locked.pdf"
    locked.write_bytes(pdf_factory.encrypted_pdf())
    slow = tmp_path / "slow.pdf"
    slow.write_bytes(pdf_factory.paper_pdf())
    with pytest.raises(SourceError):
        make_index(tmp_path / "cache").load(locked)
    with pytest.raises(SourceError, match="timeout"):
        make_index(tmp_path / "cache", index=IndexConfig(timeout=1e-9)).load(slow)
    assert make_index(tmp_path / "cache").load(slow).page_count == 3  # the timeout was not remembered
    forbid_parsing(monkeypatch)
    with pytest.raises(SourceError, match="encrypted"):
        make_index(tmp_path / "cache").load(locked)  # remembered without parsing


def test_concurrent_processes_share_one_cache(tmp_path: Path) -> None:
    paths = []
    for number, topics in enumerate(pdf_factory.LIBRARY_TOPICS[:3]):
        path = tmp_path / f"p{number}.pdf"
        path.write_bytes(pdf_factory.library_paper(number, topics))
        paths.append(str(path))
    cache_dir = str(tmp_path / "cache")
    jobs = [(cache_dir, paths if n % 2 == 0 else list(reversed(paths))) for n in range(4)]
    context = multiprocessing.get_context("spawn")
    with context.Pool(4) as pool:
        results = pool.map(pdf_factory.index_worker, jobs, chunksize=1)
    normalised = [sorted(result) for result in results]
    assert all(result == normalised[0] for result in normalised)
    assert all(count > 0 and vectors == count for _, count, vectors in normalised[0])
    connection = sqlite3.connect(Path(cache_dir) / FILE_NAME)
    assert connection.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    assert connection.execute("SELECT COUNT(*) FROM documents").fetchone()[0] == 3
    assert connection.execute("SELECT COUNT(*) FROM vectors").fetchone()[0] == 3


def test_a_cache_whose_documents_table_is_missing_is_rebuilt(tmp_path: Path, paper: Path) -> None:
    cache_dir = tmp_path / "cache"
    make_index(cache_dir).load(paper)
    connection = sqlite3.connect(cache_dir / FILE_NAME)
    connection.execute("DROP TABLE documents")
    connection.commit()
    connection.close()
    index = make_index(cache_dir)
    assert index.load(paper).title == pdf_factory.TITLE
    assert index.cache is not None and index.cache.disabled_reason is None
    assert index.cache.stats()["documents"] == 1  # rebuilt, and written again


def test_a_read_only_cache_is_still_read(tmp_path: Path, paper: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    cache_dir = tmp_path / "cache"
    make_index(cache_dir).load(paper)
    real_connect = Cache._connect

    def refuse_writes(self: Cache) -> sqlite3.Connection:  # what a read-only folder does to a writer
        if not self.read_only:
            raise sqlite3.OperationalError("attempt to write a readonly database")
        return real_connect(self)

    monkeypatch.setattr(Cache, "_connect", refuse_writes)
    forbid_parsing(monkeypatch)
    index = make_index(cache_dir)
    assert index.load(paper).title == pdf_factory.TITLE  # served from the cache, no parse
    assert index.cache is not None and index.cache.read_only and index.cache.disabled_reason is None
    index.cache.put_document("x", "y", {"a": 1})  # skipped, not an error that disables reading
    assert index.cache.disabled_reason is None


def _save_checks(arguments: tuple[str, int]) -> None:
    from rblint.engine import sources

    folder, worker = arguments
    config = Config(cache_dir=Path(folder))
    for number in range(30):
        sources._save_persistent(config, f"worker{worker}-{number}", None)


def test_concurrent_source_check_writers_keep_every_entry(tmp_path: Path) -> None:
    import json

    with multiprocessing.get_context("spawn").Pool(2) as pool:
        pool.map(_save_checks, [(str(tmp_path), 0), (str(tmp_path), 1)])
    saved = json.loads((tmp_path / "source-checks-v1.json").read_text())
    assert len(saved) == 60
    assert not list(tmp_path.glob(".source-checks-*.tmp"))


def test_a_failed_replace_leaves_no_temporary_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import os

    from rblint.engine import sources

    def failing_replace(source: str, target: object) -> None:
        raise OSError("read-only file system")

    monkeypatch.setattr(os, "replace", failing_replace)
    sources._save_persistent(Config(cache_dir=tmp_path), "key", None)
    assert not list(tmp_path.glob(".source-checks-*.tmp"))
