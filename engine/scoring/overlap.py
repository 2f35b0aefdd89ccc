"""Backend ``overlap``: the share of the claim's content words found in the chunk.

A lexical floor for the eval table and a model-free fallback: it needs no weights and
explains itself. Numbers keep their decimals ("0.88"); a small stop list is dropped; a
number word is its digits ("six-step" shares "6" with the paper's "6-step"), except "one",
mostly a pronoun ("one of the").
"""

from __future__ import annotations

import re

import numpy as np

from .base import PairScorer, PairScores
from .counts import COUNT_WORDS

_TOKEN = re.compile(r"[a-z0-9]+(?:[.,][0-9]+)*")
STOPWORDS = frozenset(
    "a an and are as at be been being but by can could did do does for from had has have in into is it its "
    "may might more most not of on or our such than that the their then there these they this those to "
    "was we were which while who will with would also both each other only same so very".split()
)
_AS_DIGITS = {word: str(value) for word, value in COUNT_WORDS.items() if word != "one"}


def content_tokens(text: str) -> set[str]:
    return {_AS_DIGITS.get(token, token) for token in _TOKEN.findall(text.lower()) if token not in STOPWORDS}


class OverlapScorer(PairScorer):
    model_id = "overlap:v2"  # v2: number words read as digits
    three_way = False

    def _score(self, contexts: list[str], claims: list[str]) -> PairScores:
        values = []
        for context, claim in zip(contexts, claims):
            wanted = content_tokens(claim)
            values.append(len(wanted & content_tokens(context)) / len(wanted) if wanted else 0.0)
        return PairScores(np.asarray(values, dtype=np.float32))
