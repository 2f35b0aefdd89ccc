"""Backend ``embedding``: MiniLM cosine similarity, mapped to [0, 1] by a fitted logistic.

Why a baseline at all: it needs no weights beyond the packaged MiniLM, so it is the
honest offline fallback when align-mini's weights are absent. Cosine is not a
probability; ``calibration.json`` holds ``p = sigmoid(a * cosine + b)`` fitted by
logistic regression (SUPPORT vs REFUTE/NEI) on the claim_support TRAIN split by
``scripts/calibrate_claim_support.py``. The map is monotone, so ROC-AUC is unchanged.
"""

from __future__ import annotations

import math
from typing import Any, Callable

import numpy as np

from .base import PairScorer, PairScores
from .cache import text_hash


class EmbeddingScorer(PairScorer):
    three_way = False

    def __init__(self, embedder_factory: Callable[[], Any], *, slope: float, intercept: float) -> None:
        self._factory = embedder_factory
        self._embedder: Any = None
        self.slope = slope
        self.intercept = intercept
        self._vectors: dict[str, np.ndarray] = {}
        self.model_id = f"embedding:all-MiniLM-L6-v2:{slope:.4f}:{intercept:.4f}"

    def cosine(self, contexts: list[str], claims: list[str]) -> np.ndarray:
        if self._embedder is None:
            self._embedder = self._factory()
        texts = {text_hash(text): text for text in contexts + claims}
        missing = [(key, text) for key, text in texts.items() if key not in self._vectors]
        if missing:
            vectors = self._embedder.encode([text for _, text in missing])
            for (key, _), vector in zip(missing, vectors):
                self._vectors[key] = np.asarray(vector, dtype=np.float32)
        left = np.stack([self._vectors[text_hash(text)] for text in contexts])
        right = np.stack([self._vectors[text_hash(text)] for text in claims])
        products: np.ndarray = np.sum(left * right, axis=1)
        return products

    def _score(self, contexts: list[str], claims: list[str]) -> PairScores:
        cosine = self.cosine(contexts, claims)
        probability = 1.0 / (1.0 + np.exp(-(self.slope * cosine + self.intercept)))
        return PairScores(probability.astype(np.float32), regression=cosine.astype(np.float32))


def logistic(value: float, slope: float, intercept: float) -> float:
    return 1.0 / (1.0 + math.exp(-(slope * value + intercept)))
