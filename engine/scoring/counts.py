"""Small counts: "three scheduling strategies", "4 datasets", "two clocks", "a fourfold increase",
"the number of layers is set to 2".

The number check leaves bare integers below 10 alone (section numbers, "2 layers", "one of
them" are everywhere) and reads no number words, so "Three scheduling strategies were
considered" passed against the paper's "Four scheduling strategies were considered". A count
is read here only with the noun it counts, the next word, so that it can be compared with the
same noun's count in the sentence the claim restates (numbers.py) and nowhere else.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import NamedTuple

COUNT_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
               "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15,
               "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19, "twenty": 20}
# A count before one of these counts nothing ("one of the", "two or three", "one can").
_NOT_A_NOUN = frozenset("of or and to can may might must could would should will is are was were has have had "
                        "the a an more less than times fold percent per by in on at for with out from".split())
_COUNT = re.compile(r"(?<![\w.,#\-])(?P<count>(?:" + "|".join(COUNT_WORDS) + r")(?P<fold>fold)?|\d)\s+"
                    r"(?P<noun>[A-Za-z][A-Za-z\-]+)", re.IGNORECASE)
# "the optimal number of EAGAT layers is set to 2": a count stated after its noun.
_NUMBER_OF = re.compile(r"\bnumber\s+of\s+(?:[\w\-]+\s+){0,2}?(?P<noun>[A-Za-z][A-Za-z\-]+)\s+(?:is|was|are|were)\s+"
                        r"(?:(?:set|fixed|chosen)\s+(?:to|at|as)\s+)?(?P<count>" + "|".join(COUNT_WORDS) + r"|\d)\b"
                        r"(?![.,]\d)", re.IGNORECASE)
# "Table 2 lists", "Section 3 shows", "step 2 uses": a reference, no count.
_REFERENCE_BEFORE = re.compile(r"\b(?:table|tables|fig|figure|figures|section|sections|chapter|eq|equation|appendix|"
                               r"step|stage|phase|line|page|version|layer|row|column|item|part|algorithm|theorem|"
                               r"lemma|definition|example|round|week|day|level|type|class|group|model|experiment|"
                               r"task|case|study|condition)\.?\s*$", re.IGNORECASE)


# A count after one of these is a part or one of several, not the whole: "the top 3 categories",
# "the first two layers", "one or two categories", "two to four clocks".
_PART_OR_LIST_BEFORE = re.compile(r"\b(?:top|first|last|best|worst|bottom|next|other|remaining|additional|extra|"
                                  r"another|or|and|to|between|than)\s+$", re.IGNORECASE)


# A count whose noun a relative clause narrows may be a part: "We find three methods which can robustly
# represent ..." (of the four compared).
_SUBSET_AFTER = re.compile(r",?\s+(?:which|that|who)\b", re.IGNORECASE)


class Count(NamedTuple):
    """A count and the noun it counts, as written, and where."""

    value: int
    noun: str  # folded: "strategies" -> "strategy", "clocks" -> "clock"
    text: str  # "Three scheduling"
    start: int
    end: int
    partial: bool  # a part or one of several ("the top 3", "one or two"): no whole count to compare

    @property
    def word(self) -> str:
        """The count as printed, without its noun: "Three", "fourfold", "2"."""
        return self.text.split()[0]


def _value(raw: str) -> int:
    """"three" -> 3, "Fourfold" -> 4, "7" -> 7."""
    raw = raw.lower().removesuffix("fold")
    return COUNT_WORDS[raw] if raw in COUNT_WORDS else int(raw)


def fold(word: str) -> str:
    """One form for singular and plural: "clock"/"clocks", "strategy"/"strategies", "approach"/"approaches"."""
    word = word.lower()
    if word.endswith("ies") and len(word) > 4:
        return word[:-3] + "y"
    if word.endswith(("ches", "shes", "xes", "sses")):
        return word[:-2]
    return word[:-1] if word.endswith("s") and not word.endswith("ss") and len(word) > 3 else word


@lru_cache(maxsize=4096)
def counts(text: str) -> tuple[Count, ...]:
    """Every small count in ``text`` with the noun right after it."""
    found = []
    for match in _COUNT.finditer(text):
        noun = match.group("noun")
        if noun.lower() in _NOT_A_NOUN or _REFERENCE_BEFORE.search(text[max(0, match.start() - 16):match.start()]):
            continue
        partial = bool(_PART_OR_LIST_BEFORE.search(text[max(0, match.start() - 16):match.start()])
                       or _SUBSET_AFTER.match(text, match.end()))
        # "a fourfold increase" is a factor, compared only with factors ("twofold increase")
        counted = ("fold " if match.group("fold") else "") + fold(noun)
        found.append(Count(_value(match.group("count")), counted, match.group(0), match.start(), match.end(), partial))
    for match in _NUMBER_OF.finditer(text):
        found.append(Count(_value(match.group("count")), fold(match.group("noun")), match.group("count"),
                           match.start("count"), match.end("count"), False))
    return tuple(sorted(found, key=lambda count: count.start))
