"""Bigram and trigram probability from a small count table built on the training text.

SAFE scores how predictable a sentence is under a language model. Offline, the table is
estimated from the training sentences themselves: n-grams are hashed to 32-bit keys
(crc32, stable across runs and platforms), n-grams seen once are pruned so the shipped
table stays small, and add-k smoothing handles the rest. Training features are computed
leave-one-out (a sentence's own counts removed) so the model never learns that its own
sentences look familiar.
"""

from __future__ import annotations

import math
import zlib
from collections import Counter
from dataclasses import dataclass
from typing import Iterable, Sequence

import numpy as np

MIN_COUNT = 2
SMOOTHING = 0.1


def normalise(tokens: Sequence[str]) -> list[str]:
    """Lower-case; every number becomes ``<num>``; sentence boundaries added."""
    out = ["<s>", "<s>"]
    for token in tokens:
        out.append("<num>" if token[0].isdigit() else token.lower())
    out.append("</s>")
    return out


def _key(gram: tuple[str, ...]) -> int:
    return zlib.crc32("\x1f".join(gram).encode("utf-8"))


def grams(tokens: list[str], n: int) -> list[tuple[str, ...]]:
    return [tuple(tokens[index:index + n]) for index in range(len(tokens) - n + 1)]


@dataclass
class NgramTable:
    """Counts of 1-, 2- and 3-grams by hashed key, plus the vocabulary size for smoothing."""

    counts: dict[int, dict[int, int]]  # n -> key -> count
    vocabulary: int

    @classmethod
    def build(cls, sentences: Iterable[Sequence[str]]) -> tuple["NgramTable", "NgramTable"]:
        """(pruned table to ship, full table for leave-one-out training features)."""
        full: dict[int, Counter[int]] = {1: Counter(), 2: Counter(), 3: Counter()}
        for tokens in sentences:
            normal = normalise(tokens)
            for n in (1, 2, 3):
                full[n].update(_key(gram) for gram in grams(normal, n))
        vocabulary = len(full[1])
        pruned = {n: {key: count for key, count in full[n].items() if count >= MIN_COUNT} for n in full}
        return cls(pruned, vocabulary), cls({n: dict(full[n]) for n in full}, vocabulary)

    def _count(self, n: int, gram: tuple[str, ...], own: Counter[int] | None) -> int:
        key = _key(gram)
        count = self.counts[n].get(key, 0)
        if own is not None:
            # Leave-one-out on the full table, then prune as the shipped table is pruned.
            count -= own.get(key, 0)
            if count < MIN_COUNT:
                count = 0
        return count

    def log_probabilities(self, tokens: Sequence[str], *, leave_out: bool = False) -> tuple[float, float]:
        """Mean log2 probability per token under the bigram and the trigram model."""
        normal = normalise(tokens)
        own: dict[int, Counter[int]] | None = None
        if leave_out:
            own = {n: Counter(_key(gram) for gram in grams(normal, n)) for n in (1, 2, 3)}
        k, vocabulary = SMOOTHING, max(1, self.vocabulary)
        bigram: list[float] = []
        trigram: list[float] = []
        for index in range(2, len(normal)):
            w1, w2, w3 = normal[index - 2], normal[index - 1], normal[index]
            history1 = self._count(1, (w2,), own[1] if own is not None else None)
            pair = self._count(2, (w2, w3), own[2] if own is not None else None)
            bigram.append(math.log2((pair + k) / (history1 + k * vocabulary)))
            history2 = self._count(2, (w1, w2), own[2] if own is not None else None)
            triple = self._count(3, (w1, w2, w3), own[3] if own is not None else None)
            trigram.append(math.log2((triple + k) / (history2 + k * vocabulary)))
        if not bigram:
            return 0.0, 0.0
        return float(np.mean(bigram)), float(np.mean(trigram))

    # -- safe storage: plain integer arrays in an .npz, loaded with allow_pickle=False

    def to_arrays(self) -> dict[str, np.ndarray]:
        arrays: dict[str, np.ndarray] = {"vocabulary": np.array([self.vocabulary], dtype=np.int64)}
        for n, table in self.counts.items():
            keys = np.array(sorted(table), dtype=np.uint32)
            arrays[f"keys{n}"] = keys
            arrays[f"counts{n}"] = np.array([table[int(key)] for key in keys], dtype=np.uint32)
        return arrays

    @classmethod
    def from_arrays(cls, arrays: "np.lib.npyio.NpzFile | dict[str, np.ndarray]") -> "NgramTable":
        counts = {
            n: dict(zip(arrays[f"keys{n}"].astype(np.int64).tolist(), arrays[f"counts{n}"].astype(np.int64).tolist()))
            for n in (1, 2, 3)
        }
        return cls(counts, int(arrays["vocabulary"][0]))
