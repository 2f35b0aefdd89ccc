"""Turned bounds: a claim that puts a number on the other side of what its source says.

"Fewer than 5% of the predictions were wrong" against "more than 5% of the predictions were
wrong", or "p > 0.05" against "p < 0.05": every word and the number itself are the source's, so
neither the number check (RB007) nor the word-level reversal check sees a difference. Generated
drafts make this error when they restate a threshold or a share.

How: each sentence is read into *bounds*, a bound word or sign and the number it bounds ("more
than 5%", "at least half", "≤ 0.3", "no more than ten"); a "no" or "not" before the bound word
turns it ("no more than 5%" is an upper bound), as does a "not" before the verb the bound measures ("is not
improved by at least 0.05" bounds the gain below 0.05). The claim's bound is turned in the source when
the source bounds the same number (same value, same percent sign) the other way and never the
claim's way.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import NamedTuple

# Bound words, each with the side of the number it puts the quantity on (+1 above, -1 below).
_ABOVE = ("more than", "greater than", "higher than", "larger than", "over", "above", "exceeding", "exceeds",
          "exceeded", "exceed", "at least", "in excess of", "upwards of")
_BELOW = ("less than", "fewer than", "lower than", "smaller than", "under", "below", "at most", "up to")
_SIDE = {**{word: 1 for word in _ABOVE}, **{word: -1 for word in _BELOW}}
_SIGN_SIDE = {">": 1, "≥": 1, ">=": 1, "<": -1, "≤": -1, "<=": -1}
_NUMBER_WORDS = ("half", "a third", "a quarter", "one", "two", "three", "four", "five", "six", "seven", "eight",
                 "nine", "ten", "twenty", "a hundred", "a thousand", "a million")
_APPROXIMATELY = r"(?:(?:about|around|approximately|roughly|nearly|almost|~)\s*)?"
_NUMBER = (r"(?P<number>[-−]?\d[\d,]*(?:\.\d+)?(?:\s*(?:%|percent\b))?|"
           + "|".join(rf"{word}\b" for word in _NUMBER_WORDS) + ")")
_BOUND = re.compile(
    r"(?:(?P<turn>\b(?:no|not)\s+(?:[a-z]+\s+by\s+)?)?\b(?P<word>" + "|".join(sorted(_SIDE, key=len, reverse=True))
    + r")\s+"
    + _APPROXIMATELY + r"|(?P<sign>[<>]=?|[≤≥])\s*)" + _NUMBER,
    re.IGNORECASE)


class Bound(NamedTuple):
    """A number and the side of it a sentence puts a quantity on, with the words that say so."""

    side: int  # +1: above the number, -1: below it
    value: str  # the number, normalised: "5%", "0.05", "half"
    words: str  # as written: "more than 5%"


def _normalised(number: str) -> str:
    """'5 percent' and '5%' are one value, '1,000' and '1000' too, '0.50' and '0.5' too."""
    text = re.sub(r"\s+", " ", number.lower().replace("−", "-").replace("percent", "%")).strip()
    percent = text.endswith("%")
    digits = text.rstrip("% ").replace(",", "")
    try:
        value = f"{float(digits):g}"
    except ValueError:
        return text
    return value + ("%" if percent else "")


@lru_cache(maxsize=4096)
def bounds(text: str) -> tuple[Bound, ...]:
    """Every bound ``text`` states, in order."""
    found = []
    for match in _BOUND.finditer(text):
        if match.group("sign"):
            side = _SIGN_SIDE[match.group("sign")]
        else:
            side = _SIDE[match.group("word").lower()] * (-1 if match.group("turn") else 1)
        found.append(Bound(side, _normalised(match.group("number")), match.group(0).strip()))
    return tuple(found)


@lru_cache(maxsize=4096)
def _by_value(text: str) -> dict[str, list[Bound]]:
    """``text``'s bounds by value, so a claim of many bounds reads a source of many once."""
    found: dict[str, list[Bound]] = {}
    for bound in bounds(text):
        found.setdefault(bound.value, []).append(bound)
    return found


def turned_bound(claim: str, source: str) -> tuple[Bound, Bound] | None:
    """(the claim's bound, the source's) where ``source`` bounds the claim's number the other way
    and never the claim's way; None where it does not."""
    theirs = _by_value(source)
    for mine in bounds(claim):
        same_value = theirs.get(mine.value, [])
        if same_value and all(bound.side != mine.side for bound in same_value):
            return mine, same_value[0]
    return None


def states_bound(claim_bound: Bound, text: str) -> bool:
    """Whether ``text`` bounds the claim's number the claim's way (a sentence that says what the claim says)."""
    return any(bound.side == claim_bound.side for bound in _by_value(text).get(claim_bound.value, []))
