"""`EvidenceIndex.load_many`: the sources of a run parsed together, the model's load
overlapping the parse, with exactly what one `load` at a time would give."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest

import rblint.engine.index as index_module
from rblint.engine.config import Config
from rblint.engine.index import EvidenceIndex, SourceError

try:
    from tests import pdf_factory
except ImportError:  # tests/ is not a package
    import pdf_factory  # type: ignore[no-redef]


def make_index(cache_dir: Path) -> EvidenceIndex:
    return EvidenceIndex(Config(cache_dir=cache_dir), embedder_factory=pdf_factory.HashEmbedder)


@pytest.fixture()
def library(tmp_path: Path) -> list[Path]:
    paths = []
    words = ["retrieval", "dense", "citation", "graph", "parsing", "layout", "tables", "columns"]
    for number in range(1, 4):
        path = tmp_path / f"paper{number}.pdf"
        path.write_bytes(pdf_factory.library_paper(number, words[number:] + words[:number]))
        paths.append(path)
    notes = tmp_path / "notes.md"
    notes.write_text("# Notes\n\nDense retrieval ranks passages by their vectors.\n", encoding="utf-8")
    return [*paths, notes]


def test_together_equals_one_at_a_time(tmp_path: Path, library: list[Path]) -> None:
    expected = {path: make_index(tmp_path / "alone").load(path).to_dict() for path in library}
    index = make_index(tmp_path / "together")
    started, done = [], []
    found = index.load_many(library, before_parsing=lambda: started.append(1), loaded=lambda path, _: done.append(path))
    assert list(found) == library  # keyed as given, in that order
    assert {path: document.to_dict() for path, document in found.items()} == expected
    assert started == [1] and sorted(done) == sorted(library)
    # In memory now: nothing to parse, so nothing started; the same objects come back.
    again = index.load_many(library, before_parsing=lambda: started.append(2))
    assert started == [1] and all(again[path] is found[path] for path in library)


def test_a_warm_cache_parses_nothing(tmp_path: Path, library: list[Path], monkeypatch: pytest.MonkeyPatch) -> None:
    make_index(tmp_path / "cache").load_many(library)

    def fail(*args: object, **kwargs: object) -> None:
        raise AssertionError("parsed although the cache had it")

    monkeypatch.setattr(index_module, "build_document", fail)
    started: list[int] = []
    found = make_index(tmp_path / "cache").load_many(library, before_parsing=lambda: started.append(1))
    assert all(not isinstance(value, SourceError) for value in found.values()) and started == []


def test_each_failure_is_that_sources_own(tmp_path: Path, library: list[Path]) -> None:
    broken = tmp_path / "broken.pdf"
    broken.write_bytes(pdf_factory.truncated_pdf())
    missing = tmp_path / "missing.pdf"
    index = make_index(tmp_path / "cache")
    found = index.load_many([library[0], broken, missing, library[1]])
    assert isinstance(found[broken], SourceError)
    with pytest.raises(SourceError) as alone:
        make_index(tmp_path / "other").load(broken)
    assert found[broken].reason == alone.value.reason
    assert isinstance(found[missing], SourceError) and found[missing].reason == "file not found"
    assert not isinstance(found[library[0]], SourceError) and not isinstance(found[library[1]], SourceError)
    with pytest.raises(SourceError):  # remembered: not parsed again until the file changes
        index.load(broken)


def test_the_model_loads_while_the_sources_parse(tmp_path: Path, library: list[Path],
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    """The model's load (here: a factory that waits until parsing has begun) runs in its
    own thread, and parsing does not wait for it."""
    parsing = threading.Event()
    original = index_module.build_document

    def build(*args, **kwargs):  # type: ignore[no-untyped-def]
        parsing.set()
        return original(*args, **kwargs)

    def slow_factory() -> pdf_factory.HashEmbedder:
        assert parsing.wait(30), "parsing waited for the model"
        return pdf_factory.HashEmbedder()

    monkeypatch.setattr(index_module, "build_document", build)
    index = EvidenceIndex(Config(cache_dir=tmp_path / "cache"), embedder_factory=slow_factory)
    threads: list[threading.Thread] = []
    found = index.load_many(library, before_parsing=lambda: threads.append(index.start_loading_embedder()))
    threads[0].join(30)
    assert not threads[0].is_alive() and index.embedder() is not None
    assert all(not isinstance(value, SourceError) for value in found.values())


def test_an_interrupted_cold_run_keeps_every_paper_already_read(tmp_path: Path, library: list[Path]) -> None:
    """Ctrl-C during a cold run over a large library: the papers done before it are in the
    cache (parsed, and embedded where they were), so the next run starts from there."""
    index = make_index(tmp_path / "cache")
    done: list[Path] = []

    def stop_after_two(path: Path, found: object) -> None:
        assert not isinstance(found, Exception)
        index.vectors(found, "chunk")  # as a check embeds each document's chunks
        done.append(path)
        if len(done) == 2:
            raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        index.load_many(library, loaded=stop_after_two)
    again = make_index(tmp_path / "cache")
    found = again.load_many(library, parse=False)  # nothing is parsed: only what the cache holds
    kept = [path for path in library if not isinstance(found[path], Exception)]
    assert set(done) <= set(kept) and len(kept) >= 2
    for path in done:
        assert again.cache is not None
        assert again.cache.get_vectors(found[path].doc_id, again.parser_version, again.model_id() or "none", "chunk") is not None
