"""The one interface every claim-support backend implements: score (context, claim) pairs.

In the spirit of AlignScore's ``score(contexts, claims)``: pair ``i`` is
``(contexts[i], claims[i])``. A backend with a 3-way head fills ``aligned`` /
``neutral`` / ``contradict`` (they sum to 1); binary and regression heads are filled
where the model has them. ``aligned`` is always present: it is what the AlignScore
formula reads (for the baselines it is their calibrated support score).
"""

from __future__ import annotations

import math
from abc import ABC, abstractmethod
from dataclasses import dataclass
from typing import Sequence

import numpy as np

from ..embedding import ModelNotAvailableError
from ..textclean import replace_all


class ScorerError(ModelNotAvailableError):
    """A claim-support model cannot be loaded or used; the message says why and how to fix.

    A :class:`ModelNotAvailableError`, so the linter reports it as a rule that could not
    run (no traceback) and the other rules' findings still count.
    """


@dataclass(frozen=True)
class PairScore:
    """The scores of one (context, claim) pair; heads the model lacks are None."""

    aligned: float
    neutral: float | None = None
    contradict: float | None = None
    binary: float | None = None
    regression: float | None = None

    def as_tuple(self) -> tuple[float, float, float, float, float]:
        """For the cache: None stored as NaN."""
        return tuple(math.nan if value is None else float(value) for value in (  # type: ignore[return-value]
            self.aligned, self.neutral, self.contradict, self.binary, self.regression))

    @classmethod
    def from_tuple(cls, values: Sequence[float]) -> "PairScore":
        def opt(value: float) -> float | None:
            return None if value is None or math.isnan(value) else float(value)

        return cls(float(values[0]), opt(values[1]), opt(values[2]), opt(values[3]), opt(values[4]))


@dataclass(frozen=True)
class PairScores:
    """Scores of ``n`` pairs, one array per head (``None`` when the model lacks the head)."""

    aligned: np.ndarray
    neutral: np.ndarray | None = None
    contradict: np.ndarray | None = None
    binary: np.ndarray | None = None
    regression: np.ndarray | None = None

    def __len__(self) -> int:
        return int(self.aligned.shape[0])

    def __getitem__(self, index: int) -> PairScore:
        def pick(array: np.ndarray | None) -> float | None:
            return None if array is None else float(array[index])

        return PairScore(float(self.aligned[index]), pick(self.neutral), pick(self.contradict),
                         pick(self.binary), pick(self.regression))

    @classmethod
    def from_rows(cls, rows: Sequence[PairScore]) -> "PairScores":
        if not rows:
            return cls(np.zeros(0, dtype=np.float32))

        def column(values: list[float | None]) -> np.ndarray | None:
            return None if any(value is None for value in values) else np.asarray(values, dtype=np.float32)

        return cls(np.asarray([row.aligned for row in rows], dtype=np.float32),
                   column([row.neutral for row in rows]), column([row.contradict for row in rows]),
                   column([row.binary for row in rows]), column([row.regression for row in rows]))


class PairScorer(ABC):
    """A backend: scores pairs. ``model_id`` names the weights (it keys the pair cache)."""

    model_id: str = "unknown"
    three_way: bool = False  # has an ALIGNED / NEUTRAL / CONTRADICT head
    context_unit: str = "chunk"  # what it was trained to read: "chunk" (~350 tokens) or "window" (1-3 sentences)

    def score(self, contexts: Sequence[str], claims: Sequence[str]) -> PairScores:
        if len(contexts) != len(claims):
            raise ValueError(f"{len(contexts)} contexts but {len(claims)} claims")
        if not contexts:
            return PairScores.from_rows([])
        return self._score(replace_all(contexts), replace_all(claims))

    @abstractmethod
    def _score(self, contexts: list[str], claims: list[str]) -> PairScores:
        """Score non-empty, equal-length lists."""
