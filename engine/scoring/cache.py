"""Pair-score cache keyed by (claim-sentence hash, chunk hash, model id).

Why: an edit in the editor changes one sentence; every other (sentence, chunk) pair has
already been scored. Memory always; a SQLite file in the cache directory when one is
given, so a pre-commit run after an editor session is warm too. A broken cache file is
replaced, never an error.
"""

from __future__ import annotations

import hashlib
import sqlite3
import threading
from pathlib import Path
from typing import Iterable, Sequence

from .base import PairScore, PairScorer, PairScores

CACHE_FILE = "claim_scores.sqlite"
_SCHEMA_VERSION = 1


def text_hash(text: str) -> str:
    return hashlib.sha1(text.encode("utf-8")).hexdigest()


Key = tuple[str, str, str]  # (claim hash, context hash, model id)


class PairCache:
    """A dictionary of pair scores, optionally mirrored in SQLite."""

    def __init__(self, directory: Path | None = None, max_memory: int = 200_000) -> None:
        self._memory: dict[Key, PairScore] = {}
        self._max_memory = max_memory
        self._lock = threading.Lock()
        self._db: sqlite3.Connection | None = None
        self.hits = 0
        self.misses = 0
        if directory is not None:
            self._db = _open(Path(directory) / CACHE_FILE)

    def get_many(self, keys: Sequence[Key]) -> list[PairScore | None]:
        found: list[PairScore | None] = []
        with self._lock:
            for key in keys:
                value = self._memory.get(key)
                if value is None and self._db is not None:
                    value = self._db_get(key)
                    if value is not None:
                        self._memory[key] = value
                found.append(value)
            hits = sum(1 for value in found if value is not None)
            self.hits += hits
            self.misses += len(found) - hits
        return found

    def put_many(self, items: Iterable[tuple[Key, PairScore]]) -> None:
        items = list(items)
        with self._lock:
            if len(self._memory) + len(items) > self._max_memory:
                self._memory.clear()
            for key, value in items:
                self._memory[key] = value
            if self._db is not None:
                try:
                    with self._db:
                        self._db.executemany(
                            "INSERT OR REPLACE INTO pairs VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                            [(*key, *value.as_tuple()) for key, value in items],
                        )
                except sqlite3.Error:
                    self._db = None  # a locked or broken file: carry on in memory

    def _db_get(self, key: Key) -> PairScore | None:
        assert self._db is not None
        try:
            row = self._db.execute(
                "SELECT aligned, neutral, contradict, binary, regression FROM pairs "
                "WHERE claim = ? AND context = ? AND model = ?", key,
            ).fetchone()
        except sqlite3.Error:
            return None
        return PairScore.from_tuple(row) if row else None

    def __len__(self) -> int:
        return len(self._memory)


def _open(path: Path) -> sqlite3.Connection | None:
    for attempt in range(2):
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            db = sqlite3.connect(str(path), timeout=5.0, check_same_thread=False)
            db.execute("PRAGMA journal_mode=WAL")
            version = db.execute("PRAGMA user_version").fetchone()[0]
            if version not in (0, _SCHEMA_VERSION):
                db.execute("DROP TABLE IF EXISTS pairs")
            db.execute(
                "CREATE TABLE IF NOT EXISTS pairs (claim TEXT, context TEXT, model TEXT, aligned REAL, "
                "neutral REAL, contradict REAL, binary REAL, regression REAL, PRIMARY KEY (claim, context, model))"
            )
            db.execute(f"PRAGMA user_version = {_SCHEMA_VERSION}")
            db.commit()
            return db
        except (sqlite3.Error, OSError):
            if attempt == 0:
                try:
                    path.unlink(missing_ok=True)  # a corrupt file: rebuild it
                except OSError:
                    return None
    return None


class CachedPairScorer(PairScorer):
    """Wraps a backend: only pairs not seen before reach the model."""

    def __init__(self, inner: PairScorer, cache: PairCache) -> None:
        self.inner = inner
        self.cache = cache
        self.model_id = inner.model_id
        self.three_way = inner.three_way

    def _score(self, contexts: list[str], claims: list[str]) -> PairScores:
        keys = [(text_hash(claim), text_hash(context), self.model_id) for context, claim in zip(contexts, claims)]
        rows = self.cache.get_many(keys)
        missing = [index for index, row in enumerate(rows) if row is None]
        if missing:
            # Score each distinct missing pair once.
            unique: dict[Key, int] = {}
            for index in missing:
                unique.setdefault(keys[index], index)
            order = list(unique.values())
            fresh = self.inner.score([contexts[i] for i in order], [claims[i] for i in order])
            scored = {keys[i]: fresh[position] for position, i in enumerate(order)}
            self.cache.put_many(scored.items())
            for index in missing:
                rows[index] = scored[keys[index]]
        return PairScores.from_rows([row for row in rows if row is not None])
