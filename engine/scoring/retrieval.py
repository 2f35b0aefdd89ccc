"""Pruning: which chunks a claim sentence is scored against.

AlignScore scores every chunk against every sentence; rblint scores only the top-k of a
hybrid retrieval (BM25 + MiniLM cosine, fused by reciprocal rank with the evidence
index's own ``fuse``). With an :class:`EvidenceIndex` the index's search is used; for
plain text (JSONL, ``rblint score`` on a .txt) a local ranking over the few chunks of one
claim. The local BM25 keeps numbers whole (``0.88``) and stopwords, where the index's
drops them: the calibrated thresholds of the text-source evaluations were measured so.
"""

from __future__ import annotations

import re
from typing import Any, Callable, Protocol, Sequence

import numpy as np

from ..retrieval import HybridRetriever, fuse, matrix_vector
from .cache import text_hash
from .chunking import Chunk

_TOKEN = re.compile(r"[a-z0-9]+(?:[.,][0-9]+)*")


class Retriever(Protocol):
    def __call__(self, query: str, chunks: Sequence[Chunk], k: int) -> list[int]:
        """Positions (into ``chunks``) of the ``k`` best chunks for ``query``, best first (an index's
        retriever may add one more: the chunk of the passage that ranks first)."""


def tokens(text: str) -> list[str]:
    return _TOKEN.findall(text.lower())


class LocalHybridRetriever:
    """BM25 + dense cosine over a handful of chunks, RRF-fused; embeddings cached by hash."""

    def __init__(self, embedder_factory: Callable[[], Any] | None = None) -> None:
        self._embedder_factory = embedder_factory
        self._embedder: Any = None
        self._dense_failed = embedder_factory is None
        self._vectors: dict[str, np.ndarray] = {}

    def _embed(self, texts: Sequence[str]) -> np.ndarray | None:
        if self._dense_failed:
            return None
        if self._embedder is None:
            try:
                self._embedder = self._embedder_factory()  # type: ignore[misc]
            except Exception:  # noqa: BLE001 - no embedder: BM25 alone still ranks
                self._embedder = None
            if self._embedder is None:
                self._dense_failed = True
                return None
        keys = [text_hash(text) for text in texts]
        missing = sorted({key: text for key, text in zip(keys, texts) if key not in self._vectors}.items())
        if missing:
            try:
                vectors = self._embedder.encode([text for _, text in missing])
            except Exception:  # noqa: BLE001 - a lazily loading model that cannot load: BM25 alone
                self._dense_failed = True
                return None
            for (key, _), vector in zip(missing, vectors):
                self._vectors[key] = np.asarray(vector, dtype=np.float32)
        if len(self._vectors) > 50_000:
            self._vectors.clear()
        return np.stack([self._vectors[key] for key in keys]) if keys else None

    def __call__(self, query: str, chunks: Sequence[Chunk], k: int) -> list[int]:
        if len(chunks) <= k:
            return list(range(len(chunks)))
        rankings = self.rankings(query, chunks)
        # The index's reciprocal rank fusion over full rankings (every chunk in each list).
        return [ranked.position for ranked in fuse(rankings[0], rankings[1] if len(rankings) > 1 else [], k)]

    def rankings(self, query: str, chunks: Sequence[Chunk]) -> list[list[int]]:
        from rank_bm25 import BM25Okapi

        result: list[list[int]] = []
        corpus = [tokens(chunk.text) or ["_"] for chunk in chunks]
        bm25 = BM25Okapi(corpus)
        lexical = bm25.get_scores(tokens(query) or ["_"])
        result.append(sorted(range(len(chunks)), key=lambda i: (-lexical[i], i)))
        vectors = self._embed([query] + [chunk.text for chunk in chunks])
        if vectors is not None:
            cosine = matrix_vector(np.ascontiguousarray(vectors[1:]), vectors[0])
            result.append(sorted(range(len(chunks)), key=lambda i: (-float(cosine[i]), i)))
        return result


class IndexRetriever:
    """Top-k chunks of one indexed source through ``EvidenceIndex.search``, and the chunk of the
    best passage when it is not among them.

    Hits are mapped back to the document's chunks by passage index; if the index cannot
    search chunks (an older index, an error), the local hybrid ranking is used instead.
    """

    def __init__(self, index: Any, document: Any, fallback: LocalHybridRetriever) -> None:
        self.index = index
        self.document = document
        self.fallback = fallback
        self._passages: HybridRetriever | None = None  # BM25 over the document's passages, built at first use

    def __call__(self, query: str, chunks: Sequence[Chunk], k: int) -> list[int]:
        if len(chunks) <= k:
            return list(range(len(chunks)))
        position_of = {chunk.index: position for position, chunk in enumerate(chunks)}
        try:
            hits = self.index.search(query, k, documents=[self.document], granularity="chunk")
        except Exception:  # noqa: BLE001 - pruning must never lose a diagnostic
            hits = None
        from ..index import SourceDocument

        picked: list[int] = []
        doc_id = self.document.doc_id if isinstance(self.document, SourceDocument) else None  # else a path
        for hit in hits or []:
            passage = hit.passage
            if doc_id is not None and passage.doc_id != doc_id:
                continue
            position = position_of.get(passage.index)
            if position is not None and position not in picked:
                picked.append(position)
        if not picked:
            return self.fallback(query, chunks, k)
        best = self._best_passage_chunk(query, position_of)
        # (read besides the top k, not instead of the k-th: the k-th may be what supports the claim)
        return picked[:k] + ([best] if best is not None and best not in picked[:k] else [])

    def _best_passage_chunk(self, query: str, position_of: dict[int, int]) -> int | None:
        """The position of the chunk holding the passage that BM25 ranks first for ``query``: a chunk that
        mixes a paragraph with code or a figure's labels ranks low as a whole (its vector reads its first
        256 word pieces), though its paragraph states the claim (batch 49 of the fresh drafts: two of three
        false RB004 warnings, each supported by a chunk outside the top k). By words alone: ranking the
        passages by their vectors too would embed every cited paper's passages on a cold run, where only
        its chunks are embedded (35 s of a 40-paper library's 58 s cold check, docs/performance.md)."""
        from ..index import SourceDocument

        document = self.document
        if not isinstance(document, SourceDocument) or not document.passages:
            return None
        if self._passages is None:
            self._passages = HybridRetriever([passage.text for passage in document.passages])
        for ranked in self._passages.search(query, 1):
            start = document.passages[ranked.position].char_start
            for chunk in document.chunks:
                if chunk.char_start <= start < chunk.char_end:
                    return position_of.get(chunk.index)
        return None
