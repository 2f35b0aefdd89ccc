"""Hybrid retrieval: BM25 (rank-bm25) and dense cosine, fused by reciprocal rank.

Reciprocal rank fusion (Cormack et al., 2009) adds ``1 / (60 + rank)`` from each list,
so BM25 scores and cosines never need a per-corpus normalisation. A passage that shares
no word with the query gets no BM25 rank; only the top ``depth`` of each list count.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import Sequence

import numpy as np

RRF_K = 60
_TOKEN = re.compile(r"[^\W_]+", re.UNICODE)
STOPWORDS = frozenset(
    """a an and are as at be been being but by can could did do does for from had has have he her his how i if in
    into is it its itself may might more most no nor not of on or our ours she should so such than that the their
    them then there these they this those to too was we were what when where which while who whom why will with
    would you your also et al""".split()
)


def tokenize(text: str) -> list[str]:
    """Lower-cased word tokens without stopwords (query and passages alike)."""
    return [token for token in _TOKEN.findall(text.lower()) if token not in STOPWORDS]


@dataclass(frozen=True)
class Ranked:
    position: int  # index into the corpus' passages
    score: float  # fused RRF score
    bm25_rank: int | None  # 1-based
    dense_rank: int | None
    cosine: float | None = None  # the query's cosine to the passage; None without vectors


class HybridRetriever:
    """One corpus (a fixed list of passage texts) with its optional embedding matrix."""

    def __init__(self, texts: Sequence[str], vectors: np.ndarray | None = None) -> None:
        self.size = len(texts)
        self._tokens = [tokenize(text) for text in texts]
        self._bm25 = None
        self._postings: dict[str, tuple[np.ndarray, np.ndarray]] | None = None
        self._lengths: np.ndarray | None = None
        self.vectors = vectors if vectors is not None and len(vectors) == self.size else None

    @property
    def bm25(self):  # type: ignore[no-untyped-def]
        if self._bm25 is None and self.size:
            from rank_bm25 import BM25Okapi

            # rank-bm25 divides by the corpus size and average length: guard empty passages.
            self._bm25 = BM25Okapi([tokens or ["\u0000"] for tokens in self._tokens])
        return self._bm25

    def _build_postings(self) -> None:
        """term -> (passage positions, term frequencies): a query touches only its terms' postings."""
        postings: dict[str, tuple[list[int], list[int]]] = {}
        for position, frequencies in enumerate(self.bm25.doc_freqs):
            for term, count in frequencies.items():
                entry = postings.setdefault(term, ([], []))
                entry[0].append(position)
                entry[1].append(count)
        self._postings = {t: (np.asarray(p, dtype=np.int64), np.asarray(c, dtype=np.float64)) for t, (p, c) in postings.items()}
        self._lengths = np.asarray(self.bm25.doc_len, dtype=np.float64)

    def bm25_scores(self, terms: list[str]) -> tuple[np.ndarray, np.ndarray]:
        """Okapi BM25 with rank-bm25's idf, k1, b and average length, summed over postings.

        Same numbers as ``BM25Okapi.get_scores`` (tested), but the cost grows with the
        query's postings instead of query terms x corpus size.
        """
        bm25 = self.bm25
        if self._postings is None:
            self._build_postings()
        assert self._postings is not None and self._lengths is not None
        scores = np.zeros(self.size, dtype=np.float64)
        matched = np.zeros(self.size, dtype=bool)
        norm = bm25.k1 * (1 - bm25.b + bm25.b * self._lengths / bm25.avgdl)
        for term in terms:
            entry = self._postings.get(term)
            if entry is None:
                continue
            positions, counts = entry
            idf = bm25.idf.get(term, 0.0)
            scores[positions] += idf * counts * (bm25.k1 + 1) / (counts + norm[positions])
            matched[positions] = True
        return scores, matched

    def bm25_ranking(self, query: str, depth: int) -> list[int]:
        terms = list(dict.fromkeys(tokenize(query)))
        if not terms or not self.size:
            return []
        scores, matched = self.bm25_scores(terms)
        candidates = np.flatnonzero(matched)
        if candidates.size == 0:
            return []
        order = candidates[np.lexsort((candidates, -scores[candidates]))]
        return [int(i) for i in order[:depth]]

    def cosines(self, query_vector: np.ndarray | None) -> np.ndarray | None:
        """The query's cosine to every passage (unit vectors); None without vectors."""
        if query_vector is None or self.vectors is None or not self.size:
            return None
        return matrix_vector(self.vectors, np.asarray(query_vector, dtype=np.float32).reshape(-1))

    def dense_ranking(self, query_vector: np.ndarray | None, depth: int,
                      scores: np.ndarray | None = None) -> list[int]:
        scores = self.cosines(query_vector) if scores is None else scores
        if scores is None:
            return []
        depth = min(depth, self.size)
        top = np.argpartition(-scores, depth - 1)[:depth] if depth < self.size else np.arange(self.size)
        order = top[np.lexsort((top, -scores[top]))]
        return [int(i) for i in order]

    def search(self, query: str, k: int, query_vector: np.ndarray | None = None, depth: int | None = None) -> list[Ranked]:
        depth = depth or max(50, 4 * k)
        lexical = self.bm25_ranking(query, depth)
        cosines = self.cosines(query_vector)
        ranked = fuse(lexical, self.dense_ranking(query_vector, depth, cosines), k)
        if cosines is None:
            return ranked
        return [replace(item, cosine=float(cosines[item.position])) for item in ranked]


def matrix_vector(matrix: np.ndarray, vector: np.ndarray) -> np.ndarray:
    """``matrix @ vector`` on torch's thread pool, not numpy's BLAS pool.

    Why: numpy's OpenBLAS threads busy-wait after a product and then fight torch's
    threads for the cores; on 2 cores that made every query embedding ~3x slower
    (67 ms vs 24 ms a query in ``bench/bench_index.py``). torch is loaded whenever
    vectors exist (they came from the embedder); numpy serves when it is not, or while another
    thread is still importing it (``torch_import``).
    """
    from .torch_import import torch_if_imported

    torch = torch_if_imported()
    if torch is None or matrix.dtype != np.float32 or not matrix.flags.c_contiguous:
        product: np.ndarray = matrix @ vector
        return product
    with torch.inference_mode():
        product = torch.mv(torch.from_numpy(matrix), torch.from_numpy(np.ascontiguousarray(vector))).numpy()
        return product


def fuse(lexical: list[int], dense: list[int], k: int) -> list[Ranked]:
    """Reciprocal rank fusion of two rankings (lists of positions, best first)."""
    scores: dict[int, float] = {}
    bm25_ranks = {position: rank for rank, position in enumerate(lexical, start=1)}
    dense_ranks = {position: rank for rank, position in enumerate(dense, start=1)}
    for ranks in (bm25_ranks, dense_ranks):
        for position, rank in ranks.items():
            scores[position] = scores.get(position, 0.0) + 1.0 / (RRF_K + rank)
    best = sorted(
        scores,
        key=lambda p: (-scores[p], min(bm25_ranks.get(p, 10**9), dense_ranks.get(p, 10**9)), p),
    )
    return [Ranked(p, scores[p], bm25_ranks.get(p), dense_ranks.get(p)) for p in best[:k]]
