"""How often can any RB006 decision name the right paper? The retrieval ceiling, measured.

    python scripts/attribution_ceiling.py

RB006 can only name a paper that retrieval ranks first; this measures, on the sets
``scripts/eval_attribution.py`` uses (Citation-Integrity citing sentences supported by the
abstract they cite; the library every cited abstract of the split; the authors' own
sentences as negatives), how often each ranking puts the right paper first (top-1) and
among three (top-3): MiniLM cosine of the sentence to the whole abstract, the best cosine
to one of its sentences, BM25, and reciprocal-rank fusions of them. Then one selective rule
over the fused ranking (name the first paper when its cosine, its cosine lead and its BM25
lead clear a grid point), and one that adds the claim scorer's support (the default overlap
backend, on the fused first three papers: the first must be the best supported and clear a
support bar), each chosen on TRAIN (most found with wrong <= 4%, own flagged <= 2%) and
reported on DEV. Vectors are fp32 (the format rblint scores in).
"""

from __future__ import annotations

import hashlib
import itertools
import re
import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claim_support_data import SHARED, citation_integrity_cases, shared_missing  # noqa: E402
from eval_attribution import own_sentences  # noqa: E402

from rblint.engine.embedding import load_embedder  # noqa: E402
from rblint.engine.passages import split_sentences  # noqa: E402

WORD = re.compile(r"[a-z0-9]+")
RRF_K = 60


def words(text: str) -> list[str]:
    return WORD.findall(text.lower())


def split_data(split: str) -> tuple[list[str], list[str], np.ndarray, list[str]]:
    """(abstracts, restating sentences, the right abstract of each, own sentences)."""
    cases = [case for case in citation_integrity_cases(SHARED, split) if case.label == 1]
    papers: dict[str, int] = {}
    sources: list[str] = []
    right = []
    for case in cases:
        digest = hashlib.sha1(case.source.encode("utf-8")).hexdigest()
        if digest not in papers:
            papers[digest] = len(sources)
            sources.append(case.source)
        right.append(papers[digest])
    claims = [case.claim.replace("\n", " ").strip() for case in cases]
    return sources, claims, np.array(right), own_sentences(split, max(200, len(claims) // 2))


def rankings(sources: list[str], queries: list[str]) -> dict[str, np.ndarray]:
    from rank_bm25 import BM25Okapi

    embedder = load_embedder(precision="fp32")
    abstracts = embedder.encode(sources)
    sentences, owner = [], []
    for number, source in enumerate(sources):
        for start, end in split_sentences(source):
            if len(source[start:end].split()) >= 4:
                sentences.append(source[start:end])
                owner.append(number)
    sentence_vectors, owners = embedder.encode(sentences), np.array(owner)
    query_vectors = embedder.encode(queries)
    by_sentence = query_vectors @ sentence_vectors.T
    best_sentence = np.full((len(queries), len(sources)), -1.0)
    for number in range(len(sources)):
        if (owners == number).any():
            best_sentence[:, number] = by_sentence[:, owners == number].max(axis=1)
    bm25 = BM25Okapi([words(source) for source in sources])
    scores = {"abstract cosine": query_vectors @ abstracts.T, "best sentence cosine": best_sentence,
              "BM25": np.array([bm25.get_scores(words(query)) for query in queries])}
    scores["RRF(BM25, abstract cosine)"] = fused(scores["BM25"], scores["abstract cosine"])
    scores["RRF(BM25, best sentence)"] = fused(scores["BM25"], scores["best sentence cosine"])
    scores["RRF(all three)"] = fused(scores["BM25"], scores["abstract cosine"], scores["best sentence cosine"])
    return scores


def fused(*matrices: np.ndarray) -> np.ndarray:
    total = np.zeros_like(matrices[0])
    for matrix in matrices:
        total += 1.0 / (RRF_K + 1 + np.argsort(np.argsort(-matrix, axis=1), axis=1))
    return total


def lead(matrix: np.ndarray, chosen: np.ndarray) -> np.ndarray:
    rows = np.arange(len(chosen))
    others = matrix.copy()
    others[rows, chosen] = -np.inf
    return matrix[rows, chosen] - others.max(axis=1)


def fused_first(scores: dict[str, np.ndarray]) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(the fused ranking's first paper per query, row numbers, the cosine to that paper)."""
    first = np.argmax(scores["RRF(BM25, abstract cosine)"], axis=1)
    rows = np.arange(len(first))
    return first, rows, scores["abstract cosine"][rows, first]


def outcome(fire: np.ndarray, first: np.ndarray, n: int, right: np.ndarray) -> tuple[float, float, float]:
    """(found, wrong, own flagged) of naming ``first`` where ``fire``: the first ``n`` rows restate ``right``."""
    return (float(np.mean(fire[:n] & (first[:n] == right))), float(np.mean(fire[:n] & (first[:n] != right))),
            float(np.mean(fire[n:])))


def decide(scores: dict[str, np.ndarray], n: int, right: np.ndarray,
           bars: tuple[float, float, float]) -> tuple[float, float, float]:
    """Name the fused first paper when its cosine, cosine lead and relative BM25 lead clear ``bars``."""
    first, rows, cosine = fused_first(scores)
    bm25 = scores["BM25"]
    relative_bm25_lead = lead(bm25, first) / np.maximum(bm25[rows, first], 1e-9)
    fire = (cosine >= bars[0]) & (lead(scores["abstract cosine"], first) >= bars[1]) & (relative_bm25_lead >= bars[2])
    return outcome(fire, first, n, right)


def supports(sources: list[str], queries: list[str], scores: dict[str, np.ndarray]) -> np.ndarray:
    """The overlap backend's support of each query by the fused ranking's first three papers."""
    from rblint.engine.scoring import ClaimScorer
    from rblint.engine.scoring.overlap import OverlapScorer

    scorer = ClaimScorer(OverlapScorer(), backend_name="overlap")
    first_three = np.argsort(-scores["RRF(BM25, abstract cosine)"], axis=1)[:, :3]
    return np.array([[scorer.score_text(sources[paper], query).score for paper in papers]
                     for query, papers in zip(queries, first_three)])


def decide_with_support(scores: dict[str, np.ndarray], support: np.ndarray, n: int, right: np.ndarray,
                        bars: tuple[float, float, float]) -> tuple[float, float, float]:
    """Name the fused first paper when it is also the best supported of the three, its support
    clears ``bars[2]`` and its cosine and cosine lead clear ``bars[0]``, ``bars[1]``."""
    first, _, cosine = fused_first(scores)
    fire = ((cosine >= bars[0]) & (lead(scores["abstract cosine"], first) >= bars[1]) & (support[:, 0] >= bars[2])
            & (support[:, 0] >= support[:, 1:].max(axis=1)))
    return outcome(fire, first, n, right)


def chosen(rates: list[tuple[tuple[float, float, float], tuple[float, ...]]]) -> tuple[tuple[float, float, float], tuple[float, ...]]:
    """The grid point with the most found on TRAIN among those with wrong <= 4% and own <= 2%."""
    allowed = [item for item in rates if item[0][1] <= 0.04 and item[0][2] <= 0.02]
    return max(allowed, key=lambda item: item[0][0])


def main() -> int:
    if shared_missing():
        return 2
    measured = {}
    for split in ("train", "dev"):
        sources, claims, right, own = split_data(split)
        scores = rankings(sources, claims + own)
        n = len(claims)
        print(f"\n{split.upper()}: {len(sources)} abstracts, {n} restating sentences, {len(own)} own sentences")
        print("| ranking | top-1 | top-3 |\n|---|---|---|")
        for name, matrix in scores.items():
            order = np.argsort(-matrix[:n], axis=1)
            print(f"| {name} | {np.mean(order[:, 0] == right):.3f} | {np.mean((order[:, :3] == right[:, None]).any(axis=1)):.3f} |")
        measured[split] = (scores, n, right, supports(sources, claims + own, scores))
    grid = list(itertools.product(np.arange(0.30, 0.80, 0.05), np.arange(0.0, 0.20, 0.02), np.arange(0.0, 0.60, 0.05)))
    train_scores, train_n, train_right, train_support = measured["train"]
    dev_scores, dev_n, dev_right, dev_support = measured["dev"]
    (found, wrong, own), bars = chosen([(decide(train_scores, train_n, train_right, bars), bars) for bars in grid])
    dev = decide(dev_scores, dev_n, dev_right, bars)
    print(f"\nretrieval only, chosen on TRAIN (cosine >= {bars[0]:.2f}, cosine lead >= {bars[1]:.2f}, "
          f"BM25 relative lead >= {bars[2]:.2f}): TRAIN found {found:.3f} wrong {wrong:.3f} own {own:.3f}; "
          f"DEV found {dev[0]:.3f} wrong {dev[1]:.3f} own {dev[2]:.3f}")
    grid = list(itertools.product(np.arange(0.40, 0.80, 0.05), (0.0, 0.01, 0.02, 0.04, 0.06), np.arange(0.0, 0.80, 0.05)))
    (found, wrong, own), bars = chosen([(decide_with_support(train_scores, train_support, train_n, train_right, bars), bars)
                                        for bars in grid])
    dev = decide_with_support(dev_scores, dev_support, dev_n, dev_right, bars)
    print(f"retrieval and support, chosen on TRAIN (cosine >= {bars[0]:.2f}, cosine lead >= {bars[1]:.2f}, "
          f"the best supported with support >= {bars[2]:.2f}): TRAIN found {found:.3f} wrong {wrong:.3f} "
          f"own {own:.3f}; DEV found {dev[0]:.3f} wrong {dev[1]:.3f} own {dev[2]:.3f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
