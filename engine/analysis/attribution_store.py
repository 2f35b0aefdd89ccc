"""RB006's attributions kept across runs, keyed by everything they depend on.

Why: every run scored each uncited sentence against the three library papers the search
ranks first, with the number, reversal and contrast checks for each paper, though an
unchanged sentence over an unchanged library gets the same answer every time: RB006 added
44% to a warm run of a 100-sentence draft over 40 papers (bench/bench_attribution.py),
against issue 32's 20%.

An attribution depends on the sentence, the library (each paper's path, its contents and
the bibliography key that names it), the search (parser, embedding model and precision),
the judge and its checks, the thresholds and rblint's own code; the run key
(:func:`run_key`) holds all of them, so a stored attribution is the one this run would
compute, and any change is a miss, never a stale answer. The versions are read again
before storing: a run whose embedder or contrast judge failed midway stores nothing.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any, Sequence

from ..bibliography.model import Bibliography
from ..scoring.chunking import Chunk
from ..scoring.document_score import ChunkScore
from .alternatives import Alternative, Attribution

if TYPE_CHECKING:  # pragma: no cover
    from ..cache import Cache
    from .claim_check import ClaimChecker

STORE_VERSION = "attribution-1"  # bump when a record's fields change
_CODE_SUFFIXES = (".py", ".json")  # the engine's code and the calibration it reads


@lru_cache(maxsize=1)
def engine_code_version() -> str:
    """The engine's files (name, size, time): an upgrade, or an edit to a checkout, is a new
    version though rblint's version number has not moved."""
    root = Path(__file__).resolve().parents[1]
    stamps = []
    for path in sorted(root.rglob("*")):
        if path.suffix in _CODE_SUFFIXES and "__pycache__" not in path.parts:
            try:
                stat = path.stat()
            except OSError:  # gone while we looked (an upgrade under way): its absence is the stamp
                continue
            stamps.append(f"{path.relative_to(root)}:{stat.st_size}:{stat.st_mtime_ns}")
    return hashlib.sha256("\n".join(stamps).encode("utf-8")).hexdigest()[:16]


def run_key(library: dict[Path, Any], bibliography: Bibliography, checker: "ClaimChecker") -> str | None:
    """Everything but the sentence an attribution depends on, as one hash (module doc); None
    where results cannot be kept (no cache, or an index that reads no files)."""
    from ..index import SourceDocument

    index = checker.services.evidence_index
    search = index.results_version() if index.cache is not None and index.reads_files else None
    if search is None or not library:
        return None
    by_file = bibliography.entries_by_file()
    papers = []
    for path, document in sorted(library.items()):
        if not isinstance(document, SourceDocument):
            return None
        entry = by_file.get(path)
        papers.append(f"{path}\t{document.doc_id}\t{entry.key if entry is not None else ''}")
    parts = [STORE_VERSION, engine_code_version(), search, checker.services.scorer.results_version,
             repr(checker.config.thresholds), *papers]
    return hashlib.sha256("\n".join(parts).encode("utf-8")).hexdigest()


@dataclass
class AttributionStore:
    """Stored attributions of one run's library and settings (``run``: :func:`run_key`)."""

    cache: "Cache"
    run: str
    library: dict[Path, Any]
    bibliography: Bibliography

    @classmethod
    def open(cls, library: dict[Path, Any], bibliography: Bibliography,
             checker: "ClaimChecker") -> "AttributionStore | None":
        cache = checker.services.evidence_index.cache
        run = run_key(library, bibliography, checker)
        return cls(cache, run, library, bibliography) if cache is not None and run is not None else None

    def key(self, sentence: str) -> str:
        return hashlib.sha256(f"{self.run}\n{sentence}".encode("utf-8")).hexdigest()

    def get_many(self, sentences: Sequence[str]) -> dict[str, Attribution | None]:
        """The stored attributions among ``sentences`` (None: stored as "nothing found")."""
        keys = {self.key(sentence): sentence for sentence in dict.fromkeys(sentences)}
        found: dict[str, Attribution | None] = {}
        for key, record in self.cache.get_attributions(list(keys)).items():
            try:
                found[keys[key]] = self._attribution(record)
            except (KeyError, TypeError, ValueError):
                continue  # a record this library cannot rebuild: computed again
        return found

    def put_many(self, attributions: dict[str, Attribution | None], checker: "ClaimChecker") -> None:
        """Store them, unless the run's versions changed while they were computed."""
        if run_key(self.library, self.bibliography, checker) != self.run:
            return
        self.cache.put_attributions({self.key(sentence): _record(found) for sentence, found in attributions.items()})

    def _attribution(self, record: Any) -> Attribution | None:
        if record is None:
            return None
        return Attribution(tuple(self._alternative(item) for item in record))

    def _alternative(self, item: dict[str, Any]) -> Alternative:
        path = Path(item["path"])
        if path not in self.library:
            raise KeyError(path)
        best = item["best"]
        return Alternative(
            self.bibliography.entries_by_file().get(path), float(item["score"]),
            None if best is None else ChunkScore(tuple(_chunk(part, path) for part in best["chunks"]),
                                                 best["aligned"], best["neutral"], best["contradict"]),
            path, int(item["rank"]), item["cosine"], item["cosine_lead"], item["sentence_cosine"],
            item["sentence_cosine_lead"])


def _record(attribution: Attribution | None) -> list[dict[str, Any]] | None:
    if attribution is None:
        return None
    return [{"path": str(paper.path), "score": paper.score, "rank": paper.retrieval_rank, "cosine": paper.cosine,
             "cosine_lead": paper.cosine_lead, "sentence_cosine": paper.sentence_cosine,
             "sentence_cosine_lead": paper.sentence_cosine_lead,
             "best": None if paper.best is None else {
                 "chunks": [_chunk_record(chunk) for chunk in paper.best.chunks], "aligned": paper.best.aligned,
                 "neutral": paper.best.neutral, "contradict": paper.best.contradict}}
            for paper in attribution.ranked]


def _chunk_record(chunk: Chunk) -> dict[str, Any]:
    return {"text": chunk.text, "index": chunk.index, "source_key": chunk.source_key, "page": chunk.page,
            "section": chunk.section, "page_end": chunk.page_end, "window": chunk.window, "appendix": chunk.appendix}


def _chunk(record: dict[str, Any], path: Path) -> Chunk:
    return Chunk(text=record["text"], index=int(record["index"]), source_key=record["source_key"],
                 page=record["page"], section=record["section"], path=path, page_end=record["page_end"],
                 window=record["window"], appendix=bool(record["appendix"]))
