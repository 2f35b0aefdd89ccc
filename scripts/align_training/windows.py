"""Short evidence windows: what the model sees at run time, so what it trains on.

Why: a model trained on 1-3 sentence contexts collapses on 350-token chunks (measured in
the first align-mini probe). Every long-context training set is cut to a window of at
most ``MAX_SENTENCES`` sentences chosen the way retrieval would choose them: the
sentences that share the most content words with the claim, kept in document order.
"""

from __future__ import annotations

import re

MAX_SENTENCES = 3
MAX_WORDS = 110

_SENTENCE_END = re.compile(r"(?<=[.!?])[\"')\]]?\s+(?=[\"'(\[]?[A-Z0-9])")
_WORD = re.compile(r"[a-z0-9]+(?:[-'][a-z0-9]+)*")
STOPWORDS = frozenset(
    "a an the of in on at to for from by with and or but not no is are was were be been being this "
    "that these those it its as than then there here which who whom whose what when where how we our "
    "they their he she his her you your i can could may might will would should has have had do does "
    "did also such into over under between about after before more most less other some any each all".split()
)


def split_sentences(text: str, min_words: int = 4) -> list[str]:
    """A plain-text sentence split (training data only; the engine has its own splitter)."""
    parts = _SENTENCE_END.split(re.sub(r"\s+", " ", text).strip())
    return [part.strip() for part in parts if len(part.split()) >= min_words]


def content_words(text: str) -> set[str]:
    return {w for w in _WORD.findall(text.lower()) if w not in STOPWORDS and len(w) > 2}


def best_window(sentences: list[str], claim: str, size: int = MAX_SENTENCES, max_words: int = MAX_WORDS) -> str:
    """The ``size`` sentences sharing most content words with ``claim``, in document order."""
    if not sentences:
        return ""
    target = content_words(claim)
    scored = sorted(range(len(sentences)),
                    key=lambda i: (-len(target & content_words(sentences[i])), i))
    chosen: list[int] = []
    words = 0
    for index in scored[:size]:
        length = len(sentences[index].split())
        if chosen and words + length > max_words:
            break
        chosen.append(index)
        words += length
    return " ".join(sentences[i] for i in sorted(chosen))


def neighbour_window(sentences: list[str], target: int, rng, max_sentences: int = MAX_SENTENCES,
                     max_words: int = MAX_WORDS) -> tuple[str, int, int]:
    """The target sentence with 0-2 neighbours: (window text, first index, last index)."""
    left = right = target
    words = len(sentences[target].split())
    wanted = rng.randint(1, max_sentences)
    while right - left + 1 < wanted:
        options = [i for i in (left - 1, right + 1) if 0 <= i < len(sentences)]
        if not options:
            break
        pick = rng.choice(options)
        if words + len(sentences[pick].split()) > max_words:
            break
        words += len(sentences[pick].split())
        left, right = min(left, pick), max(right, pick)
    return " ".join(sentences[left:right + 1]), left, right
