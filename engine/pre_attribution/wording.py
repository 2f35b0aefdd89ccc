"""The wording score: how much a sentence's words read like those of cited sentences.

Why: the readability features, cues and paragraph context separate sentences that need
a reference from the authors' own at a dev ROC-AUC of 0.754; the words themselves
("reported", "has been", "previous studies", "associated with") carry what those lists
miss. A TF-IDF bag of words and word pairs scored by a logistic regression, fed to the
linear head as one more input, lifts dev to 0.780 and the computer-science set to 0.948
(docs/pre-attribution.md).

The scorer reproduces scikit-learn's ``TfidfVectorizer(ngram_range=(1, 2),
sublinear_tf=True)`` followed by ``LogisticRegression.decision_function`` in numpy. Terms
are stored as CRC-32 keys, not strings, so the model stays a few plain arrays (no
vocabulary pickle).
"""

from __future__ import annotations

import re
import zlib
from dataclasses import dataclass
from typing import Sequence

import numpy as np

#: scikit-learn's default token pattern: two or more word characters.
TOKEN = re.compile(r"(?u)\b\w\w+\b")


def terms(text: str) -> list[str]:
    """The sentence's lower-cased words, then its word pairs (as ``TfidfVectorizer`` builds them)."""
    words = TOKEN.findall(text.lower())
    return words + [f"{first} {second}" for first, second in zip(words, words[1:])]


def term_key(term: str) -> int:
    return zlib.crc32(term.encode("utf-8"))


@dataclass(frozen=True)
class WordingScorer:
    """Sorted term keys with their inverse document frequencies and regression weights."""

    keys: np.ndarray  # uint32, sorted, unique
    idf: np.ndarray
    coef: np.ndarray
    intercept: float

    def _row(self, text: str) -> tuple[np.ndarray, np.ndarray, list[str]]:
        """Positions of the sentence's known terms, their l2-normalised TF-IDF values, and the terms."""
        counts: dict[int, int] = {}
        spelled: dict[int, str] = {}
        for term in terms(text):
            key = term_key(term)
            counts[key] = counts.get(key, 0) + 1
            spelled.setdefault(key, term)
        if not counts or not len(self.keys):
            return np.zeros(0, dtype=np.int64), np.zeros(0), []
        wanted = np.fromiter(counts, dtype=np.uint32, count=len(counts))
        positions = np.searchsorted(self.keys, wanted)
        positions = np.minimum(positions, len(self.keys) - 1)
        known = self.keys[positions] == wanted
        positions = positions[known]
        frequency = np.fromiter(counts.values(), dtype=np.float64, count=len(counts))[known]
        values = (1.0 + np.log(frequency)) * self.idf[positions]
        norm = float(np.sqrt((values * values).sum()))
        if norm > 0:
            values = values / norm
        return positions, values, [spelled[int(key)] for key in wanted[known]]

    def scores(self, texts: Sequence[str]) -> np.ndarray:
        """The regression's log-odds of "carries a citation" for each text."""
        result = np.empty(len(texts))
        for index, text in enumerate(texts):
            positions, values, _ = self._row(text)
            result[index] = float(values @ self.coef[positions]) + self.intercept
        return result

    def strongest_terms(self, text: str, limit: int = 3) -> list[str]:
        """The terms that raise the score most (positive weight times value), best first;
        a word is not named again beside a chosen pair that holds it, and a pair replaces
        its word when it comes later ("has", "has been" -> "has been")."""
        positions, values, spelled = self._row(text)
        pushes = values * self.coef[positions]
        chosen: list[str] = []
        for index in np.argsort(-pushes, kind="stable"):
            if pushes[index] <= 0 or len(chosen) == limit:
                break
            term = spelled[index]
            words = term.split()
            if any(term in other.split() for other in chosen):
                continue
            chosen = [other for other in chosen if other not in words]
            chosen.append(term)
        return chosen
