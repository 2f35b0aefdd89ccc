"""Swapped subjects: a claim of two parallel clauses that gives each of two things what its
source says of the other.

"REALM runs in time linear in the number of relations, whereas the run time of
pattern-learning methods is constant" against "pattern-learning methods run in time linear in
the number of relations whereas REALM's run time is constant": every word of the claim is in
the source, no cue is turned, and the finding is reversed all the same. Generated drafts make
this error often; the word-level reversal check cannot see it.

How: both sentences split into exactly two clauses at the same kind of joint (a contrast word,
or a lone "and", after a comma in the claim). The words only one source clause holds tell the clauses apart. In each claim
clause, the first such word (where a clause names its subject) and the last (where it ends its
predicate) should come from the same source clause; in a swap each claim clause starts with one
source clause's words and ends with the other's. Word order alone decides, so a correct
paraphrase that reorders the two clauses, or moves a predicate with its subject, is no swap.
The other form (``_exchanged``): each claim clause mostly restates a different source clause yet
holds a word only the other one holds, both ways: the two findings' conditions exchanged.

Within one clause (``exchanged_terms``): two terms each in the other's place, "in a matter of hours for
data sets that could take minutes" against "in a matter of minutes for datasets that may have taken
hours". Each term has a neighbour in the claim that is the other term's in the source, three all told (a
number counts twice: "55% of the controls but only 45% of the cases"), and hardly any kept in place;
words between the terms that pair them ("between A and B", a passive's "by") rule it out, and a
symmetric relation ("correlates with") is no neighbour that tells.
"""

from __future__ import annotations

import re
from functools import lru_cache
from itertools import combinations
from typing import NamedTuple

from .overlap import STOPWORDS

# Joints tried in turn, (the claim's, the source's): a contrast ("..., whereas ...", "... but
# ..."), then a lone "and" between two findings, after a comma in the claim ("..., and relying on
# the auxiliary cost is ..."): an "and" without one joins nouns as often as clauses ("typically
# developing infants and infants later diagnosed with autism").
_CONTRAST_JOINT = re.compile(r",?\s+(?:whereas|while|but)\s+|;\s+", re.IGNORECASE)
_JOINTS = ((_CONTRAST_JOINT, _CONTRAST_JOINT),
           (re.compile(r",\s+and\s+", re.IGNORECASE), re.compile(r",?\s+and\s+", re.IGNORECASE)))
MIN_MARKS = 2  # distinguishing words a claim clause needs before its order tells anything
_WORD = re.compile(r"[a-z0-9]+(?:[.-][a-z0-9]+)*")
_POSSESSIVE = re.compile(r"['’]s\b")


_VERB_ENDING = re.compile(r"(?<=[a-z]{3})(?:ing|ed)$")


def _folded(word: str) -> str:
    """A plural's or a verb form's stem: "methods" is "method", "increases" and "increased" are
    "increas", "added" and "adding" are "add" (one clause's "only added to A" and the other's
    "adding it to B" share the verb: it tells them not apart)."""
    if word[0].isdigit():
        return word
    if len(word) > 3 and word.endswith("s") and not word.endswith("ss"):
        word = word[:-1]
    word = _VERB_ENDING.sub("", word)
    return word[:-1] if len(word) > 4 and word.endswith("e") else word  # "increase(s)", "increased"


class _Words(NamedTuple):
    words: list[str]  # every word, stop words too
    stems: list[str]  # the content words' stems
    at: list[int]  # where each stem's word stands in ``words``


def _words(text: str) -> _Words:
    """The sentence's words, and its content words' stems (``content_stems``) with where each stands."""
    words = _WORD.findall(_POSSESSIVE.sub("", text.lower()))
    at = [index for index, word in enumerate(words) if word not in STOPWORDS]
    return _Words(words, [_folded(words[index]) for index in at], at)


@lru_cache(maxsize=4096)
def content_stems(text: str) -> tuple[str, ...]:
    """The clause's words in order, stop words left out, plurals, verb forms and possessives folded
    ("REALM's" is "realm", "methods" is "method"); numbers kept ("k = 2" against "k = 3")."""
    return tuple(_words(text).stems)


class Swap(NamedTuple):
    """The claim clause that took the other thing's predicate, and the source clause it took it from."""

    claim_clause: str
    source_clause: str


# Words that open a frame both clauses share ("Under random shuffling of the rows, A loses ...,
# whereas B does not"): its words belong to neither thing, so the first clause is read after it.
_FRAME_OPENERS = frozenset("under with without in on for when after before across at during given if once "
                           "compared relative unlike despite although though because since as".split())


# An "and" that closes "between X" or "both X" joins two things, not two clauses: "a positive
# correlation of 0.88 between data precondition violations and incorrect model predictions"
_PAIR_OPEN = re.compile(r"\b(?:between|both)\b[^,;]*$", re.IGNORECASE)
# ... and so does one that ends a list: "model#8 outperforms model#7, model#9 and even model#12" (the
# "and" follows a comma's item of one word; "In 2019, A rose and B fell" is two clauses still)
_LIST_ITEM = re.compile(r",\s*\S+$")


def _two_clauses(text: str, joint: re.Pattern[str]) -> tuple[str, str] | None:
    parts = [part.strip(" ,.;") for part in joint.split(text.strip())]
    if len(parts) != 2 or not all(content_stems(part) for part in parts):
        return None
    if joint is not _CONTRAST_JOINT and (_PAIR_OPEN.search(parts[0]) or _LIST_ITEM.search(parts[0])):
        return None
    return parts[0], parts[1]


# A claim clause's own finding ends at a further clause it joins: "the WZ prediction falls well within
# the band, and the tension vanishes once ..." ends its predicate at "band" (the tension is the other thing's).
_OWN_CLAUSE_END = re.compile(r",\s+and\s+", re.IGNORECASE)


def _clause_words(clause: str) -> tuple[str, ...]:
    """The clause's ``content_stems`` after an opening frame (``_FRAME_OPENERS``) up to its comma."""
    opener = clause.split(maxsplit=1)[0].lower() if clause else ""
    if opener in _FRAME_OPENERS and "," in clause:
        after_frame = content_stems(clause[clause.index(",") + 1:])
        if after_frame:
            return after_frame
    return content_stems(clause)


def _with_heads(stems: tuple[str, ...]) -> list[str]:
    """The stems, each compound followed by its head: the claim's "two-vector notation" names the source's
    "vector notation" ("two-column" its "matrix" not)."""
    return [word for stem in stems for word in (stem, _head(stem)) if word]


def _head(stem: str) -> str:
    """A compound's last part, folded ("two-vector": "vector"); "" for a word, or a range's number ("3.7-6.5")."""
    if "-" not in stem.strip("-"):
        return ""
    head = stem.rsplit("-", 1)[1]
    return _folded(head) if head[:1].isalpha() else ""


def swapped(claim: str, source: str) -> Swap | None:
    """The swap that makes ``source`` say of each thing what ``claim`` says of the other, or None."""
    for claim_joint, source_joint in _JOINTS:
        claim_clauses, source_clauses = _two_clauses(claim, claim_joint), _two_clauses(source, source_joint)
        if claim_clauses is not None and source_clauses is not None:
            break
    else:
        return None
    if claim_joint is not _CONTRAST_JOINT and _CONTRAST_JOINT.search(source):
        # a source built as a contrast has its two sides at the contrast word; an "and" joins
        # within one of them ("while no signal is expected in the ZH and WH channels, we expect
        # ..." is no "ZH ..." / "WH channels, we expect ..." pair)
        return None
    first, second = (set(_clause_words(clause)) for clause in source_clauses)
    only = (first - second, second - first)
    own = [_with_heads(_clause_words(_OWN_CLAUSE_END.split(clause, maxsplit=1)[0])) for clause in claim_clauses]
    # a word both claim clauses hold names neither clause's thing: "the Ig = 2 and Ig = 3 groups" against
    # a source's "the Ig = 1 group ... the others" shares "group" with the first clause, not its subject
    both = set(own[0]) & set(own[1])
    ends: list[tuple[int, int]] = []
    sides: list[list[int]] = []
    for words in own:
        marks = [side for stem in words if stem not in both for side in (0, 1) if stem in only[side]]
        if len(marks) < MIN_MARKS:
            return None
        ends.append((marks[0], marks[-1]))
        sides.append(marks)
    (starts_first, ends_first), (starts_second, ends_second) = ends
    if starts_first != ends_first and starts_second != ends_second and starts_first != starts_second:
        return Swap(claim_clauses[0], source_clauses[ends_first])
    # (conditions are exchanged between findings set against each other; two findings an "and"
    # lists share stray words too often: "prove that ... can never be curved strongly enough ...
    # at every edge, and suggest that negatively curved edges may even be necessary")
    return _exchanged(claim_clauses, source_clauses, sides) if claim_joint is _CONTRAST_JOINT else None


def _exchanged(claim_clauses: tuple[str, str], source_clauses: tuple[str, str], sides: list[list[int]]) -> Swap | None:
    """The other swap: each claim clause mostly restates a different source clause, yet holds a
    word only the other source clause holds ("For low frequency words A outperforms B, while the two
    perform similarly for high frequency words" against "The two perform similarly for low frequency
    words while A outperforms B for high frequency words": the conditions exchanged)."""
    majorities = []
    for marks in sides:
        side = max((0, 1), key=marks.count)
        if marks.count(side) * 2 <= len(marks) or marks.count(1 - side) == 0:
            return None
        majorities.append(side)
    if majorities[0] == majorities[1]:
        return None
    return Swap(claim_clauses[0], source_clauses[1 - majorities[0]])


# Words between two exchanged terms that make the exchange say the same thing: a pair ("between A and B",
# "A and B", "A or B"), a passive ("B is outperformed by A"), a list read "respectively".
_PAIRING = frozenset("and or nor by between both among versus vs either neither respectively".split())
# ... and neighbours that tell nothing of which term is where: a symmetric relation ("A correlates with B"
# is "B correlates with A").
_SYMMETRIC = frozenset("correlat correlation associat association interact interaction compar comparison differ "
                       "difference different similar similarity equal equivalent same like unlike relative".split())
MIN_CROSSED = 3  # neighbours the two terms take from each other's place, all told
NUMBER_WEIGHT = 2  # a number as a neighbour counts twice (``_shared``)
KEPT_SHARE = 4  # neighbours kept in place may be a fourth of those crossed, rounded down (none of three)
MIN_PREFIX = 4  # letters a stem and its longer form share ("take" / "taken", "data" / "dataset")


def _near(first: str, second: str) -> bool:
    return first == second or (min(len(first), len(second)) >= MIN_PREFIX
                               and (first.startswith(second) or second.startswith(first)))


def _neighbours(stems: list[str], at: int, other: int) -> tuple[str, str]:
    """The content stems right before and after position ``at`` (the other term aside)."""
    before = stems[at - 1] if at > 0 and at - 1 != other else ""
    after = stems[at + 1] if at + 1 < len(stems) and at + 1 != other else ""
    return before, after


def _shared(mine: tuple[str, str], theirs: tuple[str, str]) -> int:
    """Neighbours the two places share, a number counting twice: "55% of the controls" against "55% of the
    cases" ties the number to its group more firmly than a word ties a word."""
    return sum(NUMBER_WEIGHT if first[0].isdigit() else 1 for first, second in zip(mine, theirs)
               if first and second and first not in _SYMMETRIC and _near(first, second))


def _paired(read: _Words, first: int, second: int) -> bool:
    """A pairing word between the two terms, or a passive's "by" right after either ("featured in a film
    made by the crew" says what "made a film featuring the crew" says)."""
    low, high = sorted((read.at[first], read.at[second]))
    return any(word in _PAIRING for word in read.words[low + 1: high]) or any(
        read.words[at + 1: at + 2] == ["by"] for at in (low, high))


def exchanged_terms(claim: str, source: str) -> Swap | None:
    """Two terms of one clause the claim puts in each other's place (module doc), or None; the swap
    names them as each sentence orders them ("hours ... minutes" / "minutes ... hours")."""
    mine, theirs = _words(claim), _words(source)
    once = sorted({stem for stem in mine.stems if mine.stems.count(stem) == 1}
                  & {stem for stem in theirs.stems if theirs.stems.count(stem) == 1})
    for first, second in combinations(once, 2):
        claim_at = (mine.stems.index(first), mine.stems.index(second))
        source_at = (theirs.stems.index(first), theirs.stems.index(second))
        if (claim_at[0] < claim_at[1]) == (source_at[0] < source_at[1]):
            continue
        if min(abs(claim_at[0] - claim_at[1]), abs(source_at[0] - source_at[1])) < 2:
            continue  # side by side: a pair, whatever its order
        if _paired(mine, *claim_at) or _paired(theirs, *source_at):
            continue
        near = [_neighbours(mine.stems, claim_at[0], claim_at[1]), _neighbours(mine.stems, claim_at[1], claim_at[0])]
        there = [_neighbours(theirs.stems, source_at[0], source_at[1]),
                 _neighbours(theirs.stems, source_at[1], source_at[0])]
        crossed = (_shared(near[0], there[1]), _shared(near[1], there[0]))
        kept = _shared(near[0], there[0]) + _shared(near[1], there[1])
        if min(crossed) >= 1 and sum(crossed) >= MIN_CROSSED and kept <= sum(crossed) // KEPT_SHARE:
            return Swap(_in_order(mine, claim_at), _in_order(theirs, source_at))
    return None


def _in_order(read: _Words, places: tuple[int, int]) -> str:
    """The two terms as the sentence has them, in its order: "hours ... minutes"."""
    first, second = sorted(places)
    return f"{read.words[read.at[first]]} ... {read.words[read.at[second]]}"
