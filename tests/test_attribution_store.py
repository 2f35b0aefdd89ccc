"""RB006's attributions kept across runs (engine/analysis/attribution_store.py): read back
only for the same sentence, library and settings; rebuilt exactly; never stored when the
run's versions moved while computing; the cache file gains the table without losing the
parsed library; the oldest go beyond the cap."""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Any

import pytest
from test_rb006 import CARLINI, CLAIM, TIRUMALA, library, lint_library

from rblint.engine import cache as cache_module
from rblint.engine.analysis import attribution, attribution_store
from rblint.engine.analysis.alternatives import Alternative, Attribution
from rblint.engine.analysis.attribution_store import AttributionStore, run_key
from rblint.engine.analysis.claim_check import ClaimChecker
from rblint.engine.bibliography.model import BibEntry, Bibliography
from rblint.engine.cache import Cache
from rblint.engine.config import Config, ModelConfig, Thresholds
from rblint.engine.index import EvidenceIndex
from rblint.engine.scoring.chunking import Chunk
from rblint.engine.scoring.document_score import ChunkScore
from rblint.engine.services import Services


def _stored(tmp_path: Path) -> int:
    with sqlite3.connect(tmp_path / "cache" / cache_module.FILE_NAME) as connection:
        return int(connection.execute("SELECT COUNT(*) FROM attributions").fetchone()[0])


def _described(diagnostics: list[Any]) -> list[tuple[Any, ...]]:
    return [(d.code, d.message, d.severity, d.fixes, d.evidence) for d in diagnostics]


def test_a_second_run_reads_the_attribution_back_and_scores_no_paper(tmp_path: Path,
                                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    bibliography, _ = library(tmp_path, {"carlini2021": CARLINI, "tirumala2022": TIRUMALA})
    text = f"Prior context is cited here [@tirumala2022].\n\n{CLAIM}.\n"
    first = lint_library(tmp_path, text, bibliography)
    assert [d.code for d in first] == ["RB006"] and "restates Carlini et al. 2021" in first[0].message
    assert _stored(tmp_path) == 1

    def no_search(*args: Any, **kwargs: Any) -> Any:
        raise AssertionError("the library was searched again")

    monkeypatch.setattr(attribution, "better_sources", no_search)
    again = lint_library(tmp_path, text, bibliography)
    assert _described(again) == _described(first)  # the same message, fix and evidence, rebuilt


def test_a_changed_paper_or_threshold_is_computed_again(tmp_path: Path) -> None:
    bibliography, files = library(tmp_path, {"carlini2021": CARLINI, "tirumala2022": TIRUMALA})
    text = f"{CLAIM}.\n"
    assert [d.code for d in lint_library(tmp_path, text, bibliography)] == ["RB006"]
    files["carlini2021"].write_text(TIRUMALA.replace("parameters", "layers"), encoding="utf-8")
    assert lint_library(tmp_path, text, bibliography) == []  # the paper no longer says it
    assert _stored(tmp_path) == 2

    def key(thresholds: Thresholds) -> str | None:
        config = Config(root=tmp_path, model=ModelConfig(backend="overlap"), cache_dir=tmp_path / "cache",
                        thresholds=thresholds)
        services = Services(config, overrides={"evidence_index": EvidenceIndex(config, embedder_factory=lambda: None)})
        checker = ClaimChecker(services, config)
        documents = {path: services.evidence_index.load(path) for path in files.values()}
        return run_key(documents, bibliography, checker)

    assert key(Thresholds()) is not None
    assert key(Thresholds()) == key(Thresholds())
    assert key(Thresholds()) != key(Thresholds({"support": 0.9}))


def test_a_run_whose_versions_moved_while_computing_stores_nothing(tmp_path: Path,
                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    """An embedder or contrast judge that fails midway changes what the run computed with: its
    answers are not the stored version's."""
    bibliography, _ = library(tmp_path, {"carlini2021": CARLINI, "tirumala2022": TIRUMALA})
    versions = iter(["search-1", "search-2"])
    monkeypatch.setattr(EvidenceIndex, "results_version", lambda self: next(versions, "search-3"))
    assert [d.code for d in lint_library(tmp_path, f"{CLAIM}.\n", bibliography)] == ["RB006"]
    assert _stored(tmp_path) == 0


def test_the_code_is_part_of_the_key(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    bibliography, _ = library(tmp_path, {"carlini2021": CARLINI})
    lint_library(tmp_path, f"{CLAIM}.\n", bibliography)
    assert _stored(tmp_path) == 1
    monkeypatch.setattr(attribution_store, "engine_code_version", lambda: "another checkout")
    lint_library(tmp_path, f"{CLAIM}.\n", bibliography)
    assert _stored(tmp_path) == 2


def test_a_record_rebuilds_pairs_windows_and_missing_values(tmp_path: Path) -> None:
    path = tmp_path / "a.md"
    path.write_text("x", encoding="utf-8")
    entry = BibEntry(key="a2020", file=path)
    chunks = (Chunk("First passage.", 0, "a2020", 3, "Results", path, 4, None, True),
              Chunk("A window.", 5, "a2020", None, None, path, None, 2, False))
    ranked = (Alternative(entry, 0.81, ChunkScore(chunks, 0.81, 0.1, 0.09), path, 0, 0.7, 0.05, 0.91, 0.2),
              Alternative(None, 0.2, None, path, 1))
    store = AttributionStore(Cache(tmp_path / "cache"), "run", {path: object()}, Bibliography(entries=[entry]))
    store.cache.put_attributions({store.key("s"): attribution_store._record(Attribution(ranked)),
                                  store.key("t"): attribution_store._record(None)})
    found = store.get_many(["s", "t", "u"])
    assert found == {"s": Attribution((ranked[0], Alternative(entry, 0.2, None, path, 1))), "t": None}
    other = AttributionStore(store.cache, "run", {}, store.bibliography)  # the paper left the library
    assert other.get_many(["s", "t"]) == {"t": None}


def test_a_version_2_cache_keeps_its_documents_and_gains_the_table(tmp_path: Path) -> None:
    cache = Cache(tmp_path)
    cache.put_document("doc", "parser", {"title": "kept"})
    cache.close()
    with sqlite3.connect(tmp_path / cache_module.FILE_NAME) as connection:
        connection.execute("DROP TABLE attributions")
        connection.execute("UPDATE meta SET value = '2' WHERE key = 'schema'")
    reopened = Cache(tmp_path)
    assert reopened.get_document("doc", "parser") == {"title": "kept"}
    reopened.put_attributions({"k": [1]})
    assert reopened.get_attributions(["k", "missing"]) == {"k": [1]}


def test_the_oldest_attributions_go_beyond_the_cap(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(cache_module, "MAX_ATTRIBUTIONS", 3)
    cache = Cache(tmp_path)
    for number in range(5):
        cache.put_attributions({f"k{number}": number})
    assert cache.get_attributions([f"k{number}" for number in range(5)]) == {"k2": 2, "k3": 3, "k4": 4}


def test_the_code_version_survives_a_file_gone_while_read(monkeypatch: pytest.MonkeyPatch) -> None:
    """An upgrade under way can remove a file between the listing and its stat: that file is
    left out of the stamp (a new version), never an error that would hide RB006."""
    before = attribution_store.engine_code_version.__wrapped__()
    real_stat = Path.stat

    def stat(self: Path, *args: Any, **kwargs: Any) -> Any:
        if self.name == "attribution_store.py":
            raise FileNotFoundError(self)
        return real_stat(self, *args, **kwargs)

    monkeypatch.setattr(Path, "stat", stat)
    during = attribution_store.engine_code_version.__wrapped__()
    assert during != before and len(during) == 16
