"""Reversed findings: a source sentence that says the opposite of a claim sentence.

Support scores (overlap, cosine, align-mini) reward shared words, so "X does not improve Y"
scores as well as "X improves Y" against a paper that says the latter. This check is
lexical and needs no model, so it runs with every backend:

1. each sentence is read into *polarity cues*: a direction word (improves, raises, lower,
   outperforms, cheap, good / excellent / poor, "less than" a thing, a comparing verb's object as its other operand ("A is outperformed by B") ...; "significantly" before or after a direction is its degree; "well" / "poorly" after a verb of performance; "above" / "below"
   after a measured difference: "three points below"), a null result (no significant difference, unchanged, comparable ...),
   an effect word (associated, affects, causes ...), each possibly negated ("does not
   improve", "failed to reduce"); "from 0.71 to 0.88" reads as a rise. Each cue keeps the
   words it governs (its *anchor*: the content words after it, before it when passive);
2. the claim's content words are aligned with each source
   sentence: the share of the claim's stems (cue words included, negations not) found
   there, each weighted by its inverse frequency among the passage sentences (a word every
   sentence uses counts little) and doubled for the claim's subject (the words before its
   first cue); headings, captions, aims, structured-abstract labels and questions are skipped;
   the best-aligned sentence decides (or, when none of its cues is about the claim's, one
   aligned at least ``RUNNER_UP_SHARE`` as well; when some are not, one aligned at least
   ``RUNNER_UP_CUE_SHARE`` as well that reverses one of those, or, third or fourth, one aligned
   ``ANCHORED_SHARE`` as well whose reversing cue is about every word of the claim's);
3. each claim cue is matched with the source cue most about the same thing (the same word,
   else governed words in common, else opposite words where one governs none: "worse than X"
   / "better in retrieval"); the sentence reverses the claim when no match agrees (one after
   the reversed cue, about other words, is a detail: "... with fewer parameters") and (a) a
   match opposes: the same word negated ("does not improve" / "improves"), or
   opposite words ("lowers citation recall" / "raises recall"); direction cues are
   compared as good or bad changes when both are known ("reduces error" and "improves
   accuracy" agree; "improves" is good whatever it governs), else as raw directions; a
   comparison with "than" counts only when its operands can be told apart (swapped, it
   flips; on a tie only the words either sentence names after "than" count), and
   "more/less/fewer X than" (or "many more X") speaks of X alone; or
   (b) a verb one sentence negates after an auxiliary ("is not required") the other
   states plainly; or (c) the claim negates a verb and the source sentence has no negation
   (a negation in a contrast clause, "..., whereas Y does not ...", is that clause's own);
   another sentence that says what the claim says, aligned at least half as well, vetoes it;
4. and its alignment reaches the calibrated threshold (a stricter one for b and c).

Where no cue is turned, the best-aligned sentence (at the stricter threshold) still reverses
the claim when it gives each of two things what the claim says of the other (swaps.py) or
bounds the claim's number the other way, "more than 5%" for "fewer than 5%" (bounds.py).

Step 1 (reading a sentence) is ``reading.py``; this module aligns, compares and vetoes.

The threshold is tuned on training-side data only (``scripts/eval_contradiction.py``) and
read from ``calibration.json``; docs/claim-support.md has the measured precision and recall.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Iterable, Mapping, NamedTuple, Sequence

from .calibration_file import calibration_data
from .chunking import Chunk, split_sentences
from .abbreviations import defined_abbreviations
from .swaps import exchanged_terms, swapped
from .bounds import states_bound, turned_bound
from .reading import (
    ANCHOR_WORDS, AlignmentWords, CLAUSE_BREAKS, COMPARATIVES, COMPARING_VERBS, Cue, MIN_SENTENCE_TOKENS, NOT_GOVERNED, PARENTHESES, PASSIVE,
    PREFERENCE, Polarity, RAISING, ReadSentence, SWAPPED, alignment_words, compound_parts, is_content, is_relation, read_cached,
    stem_of, states_verb_with, verbs_of_denied_objects, word_tokens,
)

DEFAULT_MIN_ALIGNMENT = 0.6
DEFAULT_MIN_NEGATION_ALIGNMENT = 0.7
# A reversal found only in passages retrieval ranked after the scored ones must align this well:
# the cited abstract among 15 others (scripts/eval_reversal_depth.py), chosen on Citation-Integrity
# TRAIN as the lowest bar that adds no false flag there.
DEFAULT_MIN_FURTHER_ALIGNMENT = 0.3
MIN_SHARED_STEMS = 2
SUBJECT_WEIGHT = 2.0  # a source sentence about the claim's subject is about the claim
MIN_SHARED_STEMS_NEGATION = 3  # a bare negation, without a cue word, needs more common ground
# (or every content word of a shorter claim: "YouTube is not a website")
GOVERNED_REACH = 12  # tokens a word's neighbourhood reaches on each side (``_governed_by_stem``)
ANTONYM_SUBJECT = 2  # content stems two antonyms' subjects share for them to be about one thing
SUBJECT_MAJORITY = 3  # ... for an antonym to be about the claim cue's subject rather than the same word
# A sentence vetoes a reversal when it says what the claim says and is well aligned: at least
# this share of the reversing sentence's alignment. (Any sentence with two words in common
# vetoed before 2026-12-04: "decreased GABA activity" hid "elevated levels of hypocretin".)
VETO_SHARE = 0.5
RUNNER_UP_SHARE = 0.9
# ... for a claim cue the best-aligned sentence leaves unanswered while it answers another (0.8 with
# the next three sentences read added two training-side false flags; 0.85 and the next one none)
RUNNER_UP_CUE_SHARE = 0.85
# ... and, farther down, among the first ANCHORED_READ sentences, one aligned at least ANCHORED_SHARE as
# well whose reversing cue is about every word (ANCHORED_WORDS or more) the claim's cue is about
ANCHORED_READ = 4
ANCHORED_SHARE = 0.6
ANCHORED_WORDS = 2


_OPPOSED: dict[Polarity, frozenset[Polarity]] = {
    Polarity.UP: frozenset({Polarity.DOWN, Polarity.NOT_UP, Polarity.NULL}),
    Polarity.DOWN: frozenset({Polarity.UP, Polarity.NOT_DOWN, Polarity.NULL}),
    Polarity.NOT_UP: frozenset({Polarity.UP}),
    Polarity.NOT_DOWN: frozenset({Polarity.DOWN}),
    Polarity.NULL: frozenset({Polarity.UP, Polarity.DOWN, Polarity.EFFECT}),
    Polarity.EFFECT: frozenset({Polarity.NULL}),
}
_DIRECTIONS = frozenset({Polarity.UP, Polarity.DOWN, Polarity.NOT_UP, Polarity.NOT_DOWN})
# Words that are each other's opposite: about the same thing even when neither governs a word
# ("fastest and most accurate" has no anchor: "and" ends it).
_ANTONYMS = frozenset(frozenset(pair) for pair in (
    ("fastest", "slowest"), ("faster", "slower"), ("highest", "lowest"), ("higher", "lower"), ("best", "worst"),
    ("better", "worse"), ("largest", "smallest"), ("larger", "smaller"), ("strongest", "weakest"),
    ("stronger", "weaker"), ("easier", "harder"), ("superior", "inferior"), ("cheap", "expensive"),
    ("cheaper", "more expensive"), ("easier", "more difficult"), ("inexpensive", "expensive"), ("cheap", "costly"),
    ("well", "poorly"),
    ("well", "badly"), ("greater", "less"), ("more", "less"), ("larger", "less"), ("higher", "less"),
    ("earlier", "later"), ("strongly", "poorly"), ("strongly", "weakly"), ("well", "weakly"), ("robust", "fragile"),
    ("robust", "brittle")))
_SUPERLATIVES = frozenset("best worst highest lowest greatest largest smallest strongest weakest fastest slowest".split())
_PARAGRAPH_BREAK = re.compile(r"\n\s*\n")


def _framed(claim: Cue, source: Cue) -> tuple[Polarity, Polarity]:
    """The two cues' polarities in one frame: as good / bad changes when both are known
    (UP = a good change), else as the raw directions the words state; and as raw directions
    where the claim names the source's change by its word ("the decline with many layers" is
    the source's "such decline of performance", whatever the words after each make it good or bad)."""
    claim, source = _in_speed_terms(claim, source), _in_speed_terms(source, claim)
    same_change = claim.named and claim.stem == source.stem
    if claim.polarity in _DIRECTIONS and source.polarity in _DIRECTIONS and claim.good and source.good \
            and not same_change:
        def as_goodness(cue: Cue) -> Polarity:
            raw_up = cue.polarity in (Polarity.UP, Polarity.NOT_UP)
            good_is_up = (cue.good > 0) == raw_up
            return cue.polarity if good_is_up else SWAPPED[cue.polarity]
        return as_goodness(claim), as_goodness(source)
    return claim.polarity, source.polarity


_SPEED = frozenset(stem_of(word) for word in "accelerates faster fastest quick quickly quicker speeds speedup slow "
                   "slowly slower slowest slows decelerates".split())
_DURATION = frozenset(stem_of(word) for word in "time times duration delay latency runtime".split())


def _in_speed_terms(cue: Cue, other: Cue) -> Cue:
    """A change in how long something takes, said against a change in its speed, turned into
    speed: "a significant reduction in recovery time" says what "accelerates recovery" says."""
    if other.stem in _SPEED and cue.stem not in _SPEED and cue.anchor & _DURATION and cue.polarity in _DIRECTIONS:
        return replace(cue, polarity=SWAPPED[cue.polarity], good=0)
    return cue


def _operand_order(claim: Cue, source: Cue) -> int:
    """For a "than" comparison on either side: +1 when both sentences put the same operand
    first ("A is harder than B" / "A is easier [than B]"), -1 when swapped ("B is easier than
    A"), 0 when the words cannot tell (the pair is then not compared). 1 without a comparison."""
    if not claim.other and not source.other:
        return 1
    claim, source = _over_as_other(claim), _over_as_other(source)
    if (claim.by_verb or source.by_verb) and not (claim.by_verb and source.by_verb):
        return 1  # a verb's object on one side only ("has not been surpassed in height"): nothing to compare
    # Only words on one side of a sentence's comparison tell its operands apart ("model" in
    # "model A ... than model B" does not).
    # ("more selective for the N-domain than the C-domain": where both compare a quality of the
    # words after it, those words are the first operand)
    # (so too with a "than" on both sides: "better for b-flavored mesons than for c-flavored mesons",
    # but a word both govern tells nothing: "higher recall than" against "lower recall than")
    first_mine, first_theirs = claim.before, source.before
    if claim.compared and source.compared:
        first_mine, first_theirs = claim.before | claim.anchor, source.before | source.anchor
    elif claim.other and source.other and not (claim.by_verb or source.by_verb):
        first_mine = claim.before | (claim.anchor - source.anchor)
        first_theirs = source.before | (source.anchor - claim.anchor)
    mine, other_mine = first_mine - claim.other, claim.other - first_mine
    theirs, other_theirs = first_theirs - source.other, source.other - first_theirs
    same = len(mine & theirs) + len(other_mine & other_theirs)
    swapped = len(mine & other_theirs) + len(other_mine & theirs)
    if same == swapped:
        # A tie (words of the predicate before both cues: "Adam works slightly better than SGD"
        # against "SGD works slightly better than Adam"): only the words either sentence names
        # after its "than" are operands.
        named = other_mine | other_theirs
        mine, theirs = mine & named, theirs & named
        same = len(mine & theirs) + len(other_mine & other_theirs)
        swapped = len(mine & other_theirs) + len(other_mine & theirs)
    return (same > swapped) - (swapped > same)


def _over_as_other(cue: Cue) -> Cue:
    """A rise "over" a thing compares with it: "a fourfold increase in bandwidth over the
    obvious traceable protocols" has those protocols as its other operand, as "than" would."""
    if cue.other or "over" not in cue.anchor:
        return cue
    return replace(cue, other=cue.anchor - {"over", cue.stem})


def _hedged(read: ReadSentence, stem: str) -> bool:
    """Whether the sentence denies ``stem`` through "seem" / "appear" ("does not seem to be required")."""
    return bool(RAISING & set(_printed(read, stem).split()))


def _printed(read: ReadSentence, stem: str) -> str:
    return next((words for key, words in read.phrases if key == stem), stem)


def _about_the_same(claim: Cue, source: Cue) -> bool:
    """The two cues speak of the same thing: the same word, or anchors that share a word ("more
    X" only of X: its direction is X's, which "harder" or "better" may share or not)."""
    if claim.compared or source.compared:  # "fewer full-text papers" is about what "more full text papers" is
        # ... and "four times less bandwidth than" about what "a fourfold increase in bandwidth over" is
        compared, verb = (claim, source) if claim.compared else (source, claim)
        return (claim.stem == source.stem or claim.stem.split("-")[0] == source.stem.split("-")[0]
                or (frozenset((claim.words, source.words)) in _ANTONYMS and bool(claim.anchor & source.anchor))
                or (not verb.compared and compared.stem in verb.anchor)
                # ... and "significantly more alerting" about what "alertness ... was judged to be
                # significantly lower" is: a predicate's comparative about the quality its subject names
                or (not verb.compared and verb.words in COMPARATIVES and compared.stem in verb.before))
    if frozenset((claim.words, source.words)) in _ANTONYMS and (
            not claim.anchor or not source.anchor or len(claim.before & source.before) >= ANTONYM_SUBJECT):
        # "the slowest and least accurate ..." against "the fastest and most accurate ..."; "The
        # simple spectrogram method is by far the slowest of ..." against "... the fastest, as is
        # to be expected": the same subject
        return True
    # (a change "from 80.0 to 79.6" is about whatever the other cue is about, but not about a rank
    # named: "selecting the best size per task")
    from_to = "from-to" in (claim.stem, source.stem) and not (_names_a_rank(claim) or _names_a_rank(source))
    return (_same_word(claim.stem, source.stem) or from_to
            or bool(claim.anchor & source.anchor) or _same_operands(claim, source))


def _about_its_subject(claim: Cue, source: Cue) -> bool:
    """A claim's change for better or worse that governs nothing after it is about its subject:
    "accuracy gets markedly worse" speaks of what "significant improvements in accuracy" does (not
    so a bound, "a seed set of fewer than 200 sites", against "a good seed set"). Such a link may
    oppose, never agree: "The simplest method tested seems to work worst" does not agree with
    "... the degradations we tested"."""
    return (claim.polarity in _DIRECTIONS and source.polarity in _DIRECTIONS and not (claim.other or source.other)
            and bool(claim.good and source.good) and not claim.anchor and bool(claim.before & source.anchor))


def _same_operands(claim: Cue, source: Cue) -> bool:
    """Two comparisons of the same two things, whatever their words: in the same order ("A does
    worse than B" and "A outperforms B": "than" on one side, a comparing verb on the other), or,
    both by a comparing verb, in the other ("B clearly beats A" and "A outperforms B";
    ``_operand_order`` then turns one)."""
    if not (claim.other and source.other):
        return False
    if claim.by_verb and source.by_verb and claim.before & source.other and claim.other & source.before:
        return not claim.other & source.other
    return (bool(claim.before & source.before) and bool(claim.other & source.other)
            and not claim.before & source.other and not claim.other & source.before)


def _same_word(first: str, second: str) -> bool:
    """The same stem, or one its "un-" / "in-" negation ("changes" / "unchanged", "affected" /
    "unaffected", "depends" / "independent", "effect" / "ineffective")."""
    return first == second or any(longer.startswith((prefix + shorter)) for longer, shorter in ((first, second), (second, first))
                                  for prefix in ("un", "in") if len(shorter) >= 4)


def _cues_oppose(claim: Cue, source: Cue) -> bool:
    mine, theirs = _framed(claim, source)
    if theirs not in _OPPOSED[mine]:
        return False
    if Polarity.EFFECT in (claim.polarity, source.polarity) and not _same_word(claim.stem, source.stem) and not (
            is_relation(claim.stem) and is_relation(source.stem)):  # "unrelated" against "associated"
        # "induced" against "comparable": only "associated" / "not associated" is clear (or "changes"
        # against "leaves ... unchanged", "affected" against "unaffected")
        return False
    return _about_the_same(claim, source) or _about_its_subject(claim, source)


def _cues_agree(claim: Cue, source: Cue) -> bool:
    mine, theirs = _framed(claim, source)
    return mine is theirs and _about_the_same(claim, source)


CUE = "cue"  # opposite cues about the same thing
NEGATION = "negation"  # the same verb negated in one sentence only
DENIAL = "denial"  # the claim negates a verb; the source sentence has no negation at all
CONTRAST = "contrast"  # a sentence model prefers the claim turned the other way (contrast.py)
SWAP = "swap"  # each of two things given what the source says of the other (swaps.py)
BOUND = "bound"  # a number bounded the other way: "more than 5%" / "less than 5%" (bounds.py)
KINDS = (CUE, NEGATION, DENIAL, CONTRAST, SWAP, BOUND)


def _closest(cue: Cue, others: Sequence[Cue]) -> Cue | None:
    """The cue of ``others`` most about what ``cue`` is about: the same word counts most, then
    shared governed words, then the word's antonym, then a cue of the same family (a direction for a direction:
    "worsened risk" is answered by "improvements in risk", not by "significant"), then the one about the same
    subject and compared thing; on a tie the one that agrees wins (the cautious reading)."""
    # (a predicative comparative's antonym about most of its subject, "reading difficulty
    # significantly lower" for "reading difficulty significantly higher", answers it before the same
    # word about another subject, "their confidence ... significantly higher")
    subject_antonym = not cue.anchor and any(
        not other.anchor and frozenset((cue.words, other.words)) in _ANTONYMS
        and len(cue.before & other.before) >= SUBJECT_MAJORITY for other in others)
    best: Cue | None = None
    best_rank: tuple[int, ...] = ()
    for other in others:
        if not (_about_the_same(cue, other) or _about_its_subject(cue, other)):
            continue
        family = int((cue.polarity in _DIRECTIONS) == (other.polarity in _DIRECTIONS))
        # the same word about other things ("LN reduces ... SSA" for "reduces SR") counts less
        # than another word about the same thing ("SR improves")
        # ... unless the claim names the change with a determiner: "the decline with many layers" is
        # the source's "such decline of performance", whatever words each puts after it
        # (not a superlative naming a rank: "the lowest fidelity" is not "the lowest SR")
        apart = bool(cue.anchor and other.anchor and not cue.anchor & other.anchor)
        same_word = cue.stem == other.stem and ((cue.named and not _names_a_rank(cue)) or not apart) \
            and not (subject_antonym and not other.anchor and len(cue.before & other.before) < ANTONYM_SUBJECT)
        # (then the word's antonym: "a larger impact than those on the higher layers" is answered by
        # "a smaller impact than the higher-layers", not by the "lower" that names the layers)
        antonym = int(frozenset((cue.words, other.words)) in _ANTONYMS)
        # (then the one about the same things, its subject and what it is compared with: "probe intensities
        # ... systematically higher at the 5' end" is answered by "probe intensities to be systematically
        # lowered at that end", not by "RNA degradation ... starts from the 5' end"; "R4 is 11.5 times more
        # important than R1" by "R1 is 11.5 times more important than R4", not by "R4 is 3.6 times less
        # important than R3")
        rank = (2 * same_word + _shared_words(cue.anchor, other.anchor), antonym, family,
                len((cue.before | cue.other) & (other.before | other.other)), int(_cues_agree(cue, other)))
        if best is None or rank > best_rank:
            best, best_rank = other, rank
    return best


def _shared_words(first: frozenset[str], second: frozenset[str]) -> int:
    """Governed words two cues share, a compound counted once with its parts ("integrin-dependent"
    is one word shared, not three: it must not outweigh the same verb about the same protein)."""
    shared = first & second
    parts = {part for word in shared for part in compound_parts(word)}
    return len(shared - parts) or len(shared)


def _names_a_rank(cue: Cue) -> bool:
    """A superlative after a determiner names a thing ("the best competing approaches"), it
    states no change."""
    return cue.named and cue.words in _SUPERLATIVES


def opposed(claim: ReadSentence, source: ReadSentence) -> tuple[str, str, str] | None:
    """(kind, claim words, source words) that make ``source`` state the opposite, or None.

    Each claim cue is matched with the source cue most about the same thing; a match that
    agrees ("reduces latency and raises accuracy" against "raises accuracy") means the
    source says what the claim says, and nothing is reported.
    """
    # (the claim cue reversed, the source cue that reverses it, that cue's words as reported)
    reversing: tuple[Cue, Cue, str] | None = None
    agreed: list[tuple[Cue, Cue]] = []  # (agreeing claim cue, the source cue it answers to)
    two_sided = claim.two_sided and source.two_sided
    for cue in claim.cues:
        # where both sentences contrast two things ("..., but a second negative does not improve
        # results further" against "..., while adding two does not help further"), side answers side
        match = _closest(cue, [other for other in source.cues if not two_sided or other.contrasted == cue.contrasted])
        if match is None:
            continue
        order = _operand_order(cue, match)
        if order == 0:
            continue
        if order < 0:  # "B is easier than A" says what "A is harder than B" says
            cue = replace(cue, polarity=SWAPPED.get(cue.polarity, cue.polarity), good=-cue.good)
        if _cues_agree(cue, match):
            # (both say "associated with": its direction still open; both prefer A to B: no finding
            # of the sentence's agreed by that)
            if cue.polarity is not Polarity.EFFECT and cue.stem != PREFERENCE:
                agreed.append((cue, match))
        elif reversing is None and _cues_oppose(cue, match):
            reversing = (cue, match, match.words if order > 0 else f"{match.words}, of the two the other way round")
    agreeing = [cue for cue, _ in agreed]
    # An agreeing cue about the reversed one's words says what the claim says; one about other
    # words is another part of the sentence ("fewer bytecodes ... lower dispatch cost", "...
    # with fewer parameters"), unless the opposing source cue stands in a contrast clause, the
    # other side of a finding the source states both ways ("The BiT CNNs outperform ViT on
    # ImageNet, but with the larger datasets, ViT overtakes"). Without a reversal, any
    # agreement means the source agrees.
    if agreeing and reversing is None and not _agreement_beside_negation(claim, source, agreeing):
        return None
    if reversing is None:
        return _negated_either_way(claim, source)
    reversed_cue, reversed_match, source_words = reversing
    if _in_part(source.text, reversed_match) and not _in_part(claim.text, reversed_cue):
        return None  # "outperforms SciBERT on many tasks" leaves room for the one where it trails
    # (a thing both name by its rank, "the best competing approaches", is no agreement about what
    # changed in it)
    # (nor is an adjective inside what the reversed cue governs, "effectively separate low-scored good
    # sites": both sentences name the good sites, one says they are separated, the other not)
    if agreeing and (any(cue.stem == reversed_cue.stem or (cue.anchor & reversed_cue.anchor and not _names_a_rank(cue)
                                                           and not _modifies_governed(claim.text, cue, reversed_cue)
                                                           and not _of_another_subject(cue, reversed_cue, reversed_match))
                         for cue in agreeing)
                     or (reversed_match.contrasted and _revisited(agreed, source))):
        return None
    # the source's cue that one claim cue opposes and another, more about its words and as much
    # about its subject, agrees with: the claim names both ends ("A produced the highest amplitude,
    # and B the lowest" against "A resulted in the highest amplitude"), the opposing one about
    # another subject (not so against "B resulted in the highest amplitude")
    # (or as much about its words and more about its subject: "visual-only feedback evoked the lowest
    # P300 peak, whereas combined ... feedback evoked the highest" against "visual-only feedback ...
    # yielded the lowest alertness level")
    if not any(match is reversed_match and _more_about(cue, reversed_cue, match) for cue, match in agreed):
        return CUE, reversed_cue.words, source_words
    return _negated_either_way(claim, source)


# A finding said of part of the cases, by a preposition and a quantifier a few words after the cue
# (no comma between): "outperforms SCIBERT on many tasks", "improves results in most settings"
_PARTLY = r"(?:\s+[\w-]+){0,5}?\s+(?:on|in|across|for)\s+(?:many|most|some|several|certain)\b"


def _in_part(text: str, cue: Cue) -> bool:
    """Whether ``cue`` is said of many or most cases, not all (``_PARTLY``)."""
    return re.search(r"\b" + re.escape(cue.words.split()[-1]) + _PARTLY, text.lower()) is not None


# Adjectives that, before a noun, sort things into kinds ("good sites", "bad seeds") rather than
# state a finding (a comparative does: "lower incidence")
_SORTING_ADJECTIVES = frozenset({"good", "bad"})


def _modifies_governed(text: str, cue: Cue, governing: Cue) -> bool:
    """Whether ``cue``, a sorting adjective, stands after ``governing`` before a word that cue governs:
    an adjective of its object ("separate low-scored good sites"), no finding of its own."""
    tokens = word_tokens(text)
    first = governing.words.split()[0]
    start = tokens.index(first) if first in tokens else len(tokens)
    return cue.words in _SORTING_ADJECTIVES and any(
        token == cue.words and stem_of(tokens[at + 1]) in governing.anchor
        for at, token in enumerate(tokens[:-1]) if at > start)


def _of_another_subject(agreeing: Cue, reversed_cue: Cue, reversing: Cue) -> bool:
    """Whether an agreeing cue that governs a word of the reversed one is said of another subject,
    where the reversed cue and the cue reversing it share theirs: "RNA degradation ... starts at the
    5' end" agrees, and "probe intensities ... systematically higher at the 5' end" is reversed by
    "probe intensities to be systematically lowered at that end". (A cue with no subject words may be
    about any.)"""
    return (bool(agreeing.before) and not agreeing.before & reversed_cue.before
            and len(reversed_cue.before & reversing.before) >= SUBJECT_MAJORITY)


def _more_about(agreeing: Cue, opposing: Cue, match: Cue) -> bool:
    """Whether the claim's ``agreeing`` cue is the one ``match`` speaks of, rather than ``opposing``."""
    words = len(agreeing.anchor & match.anchor) - len(opposing.anchor & match.anchor)
    subject = len(agreeing.before & match.before) - len(opposing.before & match.before)
    return (words > 0 and subject >= 0) or (words == 0 and subject > 0)


def _negated_either_way(claim: ReadSentence, source: ReadSentence) -> tuple[str, str, str] | None:
    """Where no cue decides: a verb one sentence negates and the other states (NEGATION), or the
    claim's denial of what a negation-free source sentence states (DENIAL)."""
    for first, second, flip in ((claim, source, False), (source, claim, True)):
        # a source's negation counts only in its main clause: "X encode ..., whereas Y do not
        # encode ..." states what the claim says about X
        # ... unless the claim has such a clause too: then its contrast clause answers the source's
        # ("..., whereas bandwidth features add no further information" says nothing of "encode")
        # (a claim's "no" before an object denies it only where the source states the same verb with it:
        # "introduces no additional bias" against "may introduce additional bias", not "consumes no
        # network bandwidth" against "bypasses our ... bandwidth constrained network")
        negated = first.negated | _objects_of_stated_verbs(first, second) if not flip else (
            first.negated_main | first.denied_objects | (
            (first.negated - first.negated_main) & second.contrast_words))
        # where both negate the same word, one sentence of two clauses may deny what the other
        # states in its other clause ("are not laid out at random, and this structure does not
        # vary" against "..., and this structure varies"); else any negation of the other side's
        # may be the same denial worded otherwise ("did not become a folk hero")
        denying = second.negated | second.nearly_denied
        if negated and (not denying or negated & denying):
            # a thing named ("the server") is not the verb negated ("would not serve")
            # ... in the source's clause that is about the claim ("..., and accuracies seem to
            # have reached a limit" is not "do not reach the accuracy of human experts")
            ground = _clause_ground(source.text, claim.stems)
            # (nor is a thing the other sentence says is missing: "lack of awareness" against "no awareness")
            # (nor a thing the other sentence itself says "no" to: "with no human intervention" against
            # "with absolutely no human intervention")
            # (nor a thing the other says it is "without": "drawn without any specific inclusion criteria"
            # against "there was no specific inclusion criteria")
            answered = (second.negated | second.lacked | second.denied_objects | second.said_no | second.said_without
                        | second.nearly_denied | second.made_difficult | second.hypothetical | (second.named - first.named))
            shared = sorted(stem for stem in (negated & second.words) - answered
                            if _in_shared_clause(ground, claim.stems, stem)
                            and not (flip and stem not in second.contrast_words
                                     and _also_stated(first, stem, _clause_holding(claim, stem)))
                            and not (not flip and _conceded(claim, source, stem))
                            and not (flip and _about_another_clause(claim, source, stem))
                            and not (not flip and _restricted_to_another(claim.text, source.text, stem)))
            if shared:
                pair = (_printed(first, shared[0]), _printed(second, shared[0]))
                return (NEGATION, pair[1], pair[0]) if flip else (NEGATION, *pair)
    if claim.negated_main and source.negation_free:
        # The claim denies what a closely aligned, negation-free source sentence states (in its
        # main clause: "..., while TableFormer is not affected" denies nothing the source says),
        # unless the source says the word of something else
        # (a hedged denial, "does not seem to be required", only of what the source names)
        # (a comparison denied, "joint training does not beat the pipeline", is the source's comparing
        # verb's to answer, "... while outperforming a comparable joint training approach": its
        # operands decide, above)
        # (and the denial must stand in the claim's clause that the source sentence is about: "...
        # too simple to capture back-reaction fully, and they stress that their results do not
        # rule out back-reaction" is not denied by the sentence on "too simple")
        compares = any(cue.stem.startswith(COMPARING_VERBS) for cue in source.cues)
        ground = _clause_ground(claim.text, source.stems)
        # (a statistical null result, "did not differ significantly", is denied only by an effect the
        # source states, its cues' job above: a sentence describing the comparison made, "We compared
        # readers' ratings ... using mixed-effects models", or naming its measure, "reports the
        # difference in estimates", states no difference found)
        null_results = [cue for cue in claim.cues if cue.polarity is Polarity.NULL]
        statistical = {cue.stem for cue in null_results} if any(
            "significant" in cue.words for cue in null_results) else set()
        unanswered = claim.negated_main - source.hypothetical - source.made_difficult - statistical
        denied = sorted(stem for stem in unanswered
                        if not (stem not in source.words and _hedged(claim, stem))
                        # (a manner, "reaches high BLEU without altering a single word", denies only a
                        # verb the source states)
                        and not (_printed(claim, stem).startswith("without ")
                                 and not _states_verb(source, _printed(claim, stem).split()[-1]))
                        and not (compares and (stem.startswith(COMPARING_VERBS) or _ranks(claim.text, stem)))
                        and not _restricted_to_another(claim.text, source.text, stem)
                        and _in_shared_clause(_denying_clauses(claim, ground, stem), source.stems, stem)
                        and (stem not in source.words or not _verb_denied(claim, stem)
                             or _same_object(claim.text, source.text, stem)))
        if denied:
            return DENIAL, _printed(claim, denied[0]), ""
    return None


def _objects_of_stated_verbs(claim: ReadSentence, source: ReadSentence) -> frozenset[str]:
    """The claim's "no" objects whose verb the source states, not negated, with the same object after it.
    A claim's "V no X" is read against a source only so, because its "no loss" may be the source's
    "without any loss" worded otherwise, and a shared object alone ties the two sentences to nothing the
    claim denies ("needs no dedicated preprocessing" against "while not requiring ... dedicated
    preprocessing" says what the source says)."""
    verbs = verbs_of_denied_objects(claim.text, claim.denied_objects)
    return frozenset(thing for thing, verb in verbs.items()
                     if states_verb_with(source.text, verb, thing))


def _states_verb(source: ReadSentence, gerund: str) -> bool:
    """Whether ``source`` holds the verb of ``gerund`` in some form: "without running out of memory"
    against "runs out of memory" (the stems "runn" and "run" differ), "without using" / "uses"."""
    root = gerund[:-3] if gerund.endswith("ing") else gerund
    bases = {root, root + "e"} | ({root[:-1]} if len(root) > 2 and root[-1] == root[-2] else set())
    return bool({stem_of(base + ending) for base in bases for ending in ("", "s", "es", "ed")} & source.words)


def _ranks(text: str, stem: str) -> bool:
    """Whether ``stem`` governs a superlative in ``text``: "does not obtain the best recall" denies a
    rank, a comparison the source's comparing verb answers ("our SemEAGAT is exceeded by them on R")."""
    read = alignment_words(text)
    return any(found == stem and _SUPERLATIVES & set(read.tokens[at + 1: at + 4]) for at, found in enumerate(read.stems))


_CONDITIONING = frozenset("upon after before during once following under within through via where".split())


def _restricted_to_another(claim: str, source: str, stem: str) -> bool:
    """Whether the source restricts ``stem`` to an object other than the one the claim denies it
    of: "the rma backgrounds adjust only PM probe intensities" says the claim's "MM probe
    intensities are not adjusted" (a word of the claim's object is not in the source, one of the
    source's is not in the claim's), not "they do not adjust PM probe intensities"."""
    read = alignment_words(source)  # (cached: the source sentence was read already)
    tokens, stems = read.tokens, read.stems
    restricted: set[str] = set()
    for at in range(len(tokens) - 2):
        # (its object right after "only": "observed only upon intragastric inoculation" is a condition)
        if stems[at] == stem and tokens[at + 1] == "only" and is_content(tokens[at + 2]) \
                and tokens[at + 2] not in _CONDITIONING:
            restricted |= {stems[near] for near in range(at + 2, min(at + 2 + ANCHOR_WORDS, len(tokens)))
                           if is_content(tokens[near])}
    if not restricted:
        return False
    ours = _denied_of(claim, stem)
    return bool(ours - frozenset(stems)) and bool(restricted - ours)


def restricts_another(claim: str, source: str) -> bool:
    """Whether ``source`` restricts a verb the claim denies to another object
    (``_restricted_to_another``): the contrast check's model reads "adjust only PM probe
    intensities" as the opposite of "MM probe intensities are not adjusted" too."""
    return any(_restricted_to_another(claim, source, stem) for stem in read_cached(claim).negated)


def _denied_of(claim: str, stem: str) -> frozenset[str]:
    """The content stems around each negated use of ``stem`` in ``claim`` ("MM probe intensities
    are not adjusted by this routine"), within its clause: what the denial is said of."""
    tokens = word_tokens(PARENTHESES.sub(" ", claim))
    stems = [stem_of(token) for token in tokens]
    return frozenset(word for at, found in enumerate(stems)
                     if found == stem and {"not", "never"} & set(tokens[max(0, at - 3): at])
                     for word in _around(tokens, stems, at))


def _about_another_clause(claim: ReadSentence, source: ReadSentence, stem: str) -> bool:
    """Whether a source sentence that negates ``stem`` is about another clause of a two-sided claim
    than the contrast clause stating it: "a central limit theorem fails for the plain estimate,
    whereas one does hold for the morphed chain's" is not denied by "a central limit theorem does
    not hold for these estimates" (its main clause says so; "X does not improve it, whereas Y
    does" is still denied by "Y does not improve it")."""
    if not claim.two_sided or stem not in claim.contrast_words or stem not in source.negated_main:
        return False  # (a source's contrast clause answers the claim's: "..., while adding two does not help")
    shared = [(stem in stems, len(stems & claim.stems & source.stems)) for stems in _clause_stems(claim.text)]
    holding = [count for holds, count in shared if holds]
    others = [count for holds, count in shared if not holds]
    return bool(holding and others) and max(others) > max(holding)


def _conceded(claim: ReadSentence, source: ReadSentence, stem: str) -> bool:
    """Whether the claim negates ``stem`` only in its leading subordinate clause, and the source
    sentence is about its main clause: "While arrays and recursion do not appear to present any
    difficulty, labels and jumps are areas of real difficulty" is not denied by "Areas which do
    present real difficulty are labels and jumps" (it holds more of the main clause's words)."""
    if stem not in claim.opening_words or stem in claim.negated_main:
        return False
    opening = claim.opening_words & claim.stems
    return len(source.stems & (claim.stems - opening)) > len(source.stems & opening - {stem})


def _clause_holding(claim: ReadSentence, stem: str) -> frozenset[str]:
    """The content stems of the one claim clause that holds ``stem``, or the whole claim's: "...
    is zero when nobody transmits, ..., and it becomes one when a single participant transmits"
    speaks of the participant in its second clause, which the source's "if one participant
    transmits, the sum must be one" answers, not its "If no participant transmits, ... zero"."""
    holding = [stems for stems in _clause_stems(claim.text) if stem in stems]
    return holding[0] & claim.stems if len(holding) == 1 else claim.stems


def _also_stated(read: ReadSentence, stem: str, claim_stems: frozenset[str]) -> bool:
    """Whether a source sentence that negates ``stem`` in one clause states it plainly in another
    that is more about the claim: "the VM could potentially run much more slowly than the base
    interpreter: ..., but is never able to run any" denies running something else. (Not so one
    clause that says it of two things: "multi-task learning requires simultaneous access ...,
    which adapter-based tuning does not require"; nor a claim: "The film was not streamed in May,
    while Crunchyroll later streamed it" denies what its main clause says; nor a source's contrast
    clause against the claim's: "X encode ..., whereas Y do not encode ..." denies "..., whereas Y
    also encode ...".)"""
    stating, negating = [], []
    for clause in _clauses(read.text):
        clause_read = read_cached(clause)
        if stem in clause_read.negated | clause_read.denied_objects:  # "... not X", "If no X ..."
            negating.append(len(clause_read.stems & claim_stems))
        elif stem in alignment_words(clause).stems:
            stating.append(len(clause_read.stems & claim_stems))
    return bool(stating and negating) and max(stating) > max(negating)


@lru_cache(maxsize=1024)
def _governed_by_stem(text: str) -> dict[str, frozenset[str]]:
    """For every stem of ``text``, the content stems around it wherever it stands: what it is
    said of and what it governs, a few words on each side within the clause (one pass; a
    window looks at most ``GOVERNED_REACH`` tokens away)."""
    tokens = word_tokens(PARENTHESES.sub(" ", text))
    stems = [stem_of(token) for token in tokens]
    found: dict[str, set[str]] = {}
    for at, stem in enumerate(stems):
        found.setdefault(stem, set()).update(_around(tokens, stems, at))
    return {stem: frozenset(words) for stem, words in found.items()}


def _around(tokens: Sequence[str], stems: Sequence[str], at: int) -> set[str]:
    """The content stems a few words each side of ``tokens[at]`` within its clause (at most
    ``ANCHOR_WORDS`` each side, ``GOVERNED_REACH`` tokens away)."""
    near_words: set[str] = set()
    before = range(at - 1, max(at - GOVERNED_REACH, 0) - 1, -1)
    for span in (before, range(at + 1, min(at + GOVERNED_REACH + 1, len(tokens)))):
        taken = 0
        for near in span:
            if tokens[near] in CLAUSE_BREAKS or taken >= ANCHOR_WORDS:
                break
            if is_content(tokens[near]) and tokens[near] not in NOT_GOVERNED:
                near_words.add(stems[near])
                taken += 1
    return near_words


def _governed(text: str, stem: str) -> frozenset[str]:
    return _governed_by_stem(text).get(stem, frozenset())


ClauseGround = tuple[tuple[frozenset[str], int], ...]


@lru_cache(maxsize=4096)
def _clause_stems(text: str) -> tuple[frozenset[str], ...]:
    return tuple(frozenset(stem_of(token) for token in word_tokens(clause)) for clause in _clauses(text))


def _clause_ground(source: str, claim_stems: frozenset[str]) -> ClauseGround:
    """Each clause of ``source`` (``_clauses``; none for one clause) with its stems and how
    many of the claim's content stems it holds, counted once per sentence pair."""
    return tuple((stems, len(stems & claim_stems)) for stems in _clause_stems(source))


def _denying_clauses(claim: ReadSentence, ground: ClauseGround, stem: str) -> ClauseGround:
    """The claim's clauses (``_clause_ground``) that hold its denial of ``stem`` as printed, where
    one does: "the rma background adjustment treats ..., and MM probe intensities are not adjusted"
    denies in its second clause, whatever the first says of the adjustment."""
    printed = _printed(claim, stem).lower()
    holding = tuple(entry for entry, clause in zip(ground, _clauses(claim.text)) if printed in clause.lower())
    return holding or ground


def _in_shared_clause(ground: ClauseGround, claim_stems: frozenset[str], stem: str) -> bool:
    """Whether a clause that holds ``stem`` shares some ground with the claim
    (``MIN_SHARED_STEMS_NEGATION`` content stems, ``stem`` aside)."""
    if not ground:
        return True
    own = int(stem in claim_stems)
    wanted = min(MIN_SHARED_STEMS_NEGATION, len(claim_stems) - own)
    return any(stem in stems and shared - own >= wanted for stems, shared in ground)


def _verb_denied(read: ReadSentence, stem: str) -> bool:
    """Whether the negation of ``stem`` denies a verb ("do not reach", "was not developed"), not a
    predicate ("is not Canadian", "is not a retrovirus restriction factor")."""
    words = dict(read.phrases)[stem].split()
    return words[0] not in PASSIVE or words[-1].endswith(("ed", "en"))


def _same_object(first: str, second: str, stem: str) -> bool:
    """Whether ``stem`` is about the same thing in both sentences, where both say what it governs:
    "had not been used for event detection" is not denied by "often use syntactic dependency
    trees", nor "do not reach the accuracy of experts" by "seem to have reached a limit"."""
    ours, theirs = _governed(first, stem), _governed(second, stem)
    return not ours or not theirs or bool(ours & theirs)


def _revisited(agreed: Sequence[tuple[Cue, Cue]], source: ReadSentence) -> bool:
    """Whether the source's contrast clause speaks again of what an agreeing cue governs, its
    match in the main clause: the finding stated both ways ("BiT CNNs outperform ViT on ImageNet,
    but with the larger datasets, ViT overtakes"), not a second finding ("increases novelty but can
    reduce semantic fidelity"), nor the contrast clause's own words ("while reducing the amount of
    output even more than subsampling": "shrinking the output less than subsampling" reverses it)."""
    return any(cue.anchor & other.anchor for cue, match in agreed if not match.contrasted
               for other in source.cues if other.contrasted)


def _agreement_beside_negation(claim: ReadSentence, source: ReadSentence, agreeing: Sequence[Cue]) -> bool:
    """Whether the agreeing cues are details beside a negation one side makes: "does not match
    the observed data for sizes larger than 100 meters" agrees on "larger" and denies "matches".
    A source's negation in its contrast clause counts where the claim's contrast clause holds the word:
    "improves the result substantially while adding two does not help further" against "improved
    retrieval substantially, whereas adding a second one helped considerably further"."""
    contrasted = (source.negated - source.negated_main) & claim.contrast_words
    negated, other = (claim.negated, source) if not source.negated else (
        (source.negated_main | contrasted, claim) if not claim.negated else (frozenset(), claim))
    denied = negated & other.words  # a word one side negates and the other states (no bare denial)
    return bool(denied) and not any(cue.stem in denied or cue.anchor & denied for cue in agreeing)


def _weights(claim: frozenset[str], pool: Sequence[frozenset[str]]) -> dict[str, float]:
    """Inverse sentence frequency of the claim's stems among the passage sentences: a word
    every sentence of the paper uses ("retrieval", "accuracy") aligns less than a rare one
    ("in-batch")."""
    total = len(pool)
    return {stem: math.log((total + 1) / (sum(1 for content in pool if stem in content) + 0.5)) for stem in claim}


def _subject(words: AlignmentWords) -> frozenset[str]:
    """The content stems before the claim's first cue: what the finding is about
    ("in-batch negative training" in "... does not improve retrieval accuracy")."""
    if not words.cue_positions:
        return frozenset()
    first = min(words.cue_positions)
    return frozenset(stem for token, stem in zip(words.tokens[:first], words.stems[:first])
                     if is_content(token) and stem in words.aligned_on)


def _weighted_share(claim: frozenset[str], source: frozenset[str], weights: dict[str, float]) -> float:
    shared = claim & source
    if len(shared) < MIN_SHARED_STEMS:
        return 0.0
    # Summed in sorted order and rounded: a set's order must not move a score across a threshold.
    total = sum(weights[stem] for stem in sorted(claim))
    return round(sum(weights[stem] for stem in sorted(shared)) / total, 9) if total > 0 else 0.0


class Aligned(NamedTuple):
    """A source sentence ranked for a claim sentence: its alignment and where it is."""

    score: float
    position: int  # order among the passages' sentences (ties keep reading order)
    chunk: Chunk
    text: str


@dataclass(frozen=True)
class Reversal:
    """A source sentence that states the opposite of a claim sentence, and why."""

    chunk: Chunk
    sentence: str  # the source sentence, as printed
    alignment: float  # share of the claim's content stems it holds
    claim_cue: str  # "lowers"
    source_cue: str  # "raises"
    kind: str = CUE  # one of KINDS

    @property
    def source_key(self) -> str:
        return self.chunk.source_key


def calibrated_detector() -> "ReversalDetector":
    """The reversal check with its calibrated alignment thresholds (``reversal`` in
    calibration.json, tuned on training-side data by ``scripts/eval_contradiction.py``)."""
    entry = calibration_data().get("reversal") or {}
    return ReversalDetector(float(entry.get("min_alignment", DEFAULT_MIN_ALIGNMENT)),
                            float(entry.get("min_negation_alignment", DEFAULT_MIN_NEGATION_ALIGNMENT)))


@dataclass(frozen=True)
class ReversalDetector:
    """Finds whether the best-aligned source sentence reverses a claim sentence (module doc)."""

    min_alignment: float = DEFAULT_MIN_ALIGNMENT
    min_negation_alignment: float = DEFAULT_MIN_NEGATION_ALIGNMENT  # a bare negation needs closer alignment
    min_further_alignment: float = DEFAULT_MIN_FURTHER_ALIGNMENT  # a reversal beyond the scored passages

    def find(self, claim: str, chunks: Iterable[Chunk], further: Sequence[Chunk] = (),
             spelled_out: Mapping[str, str] | None = None) -> Reversal | None:
        """The reversal of ``claim`` (``_find_in``), or, where it cites several sources and the
        whole sentence has none, of one of its clauses: "Transformers rival CNNs in vision, and
        dense retrievers outperform BM25 in QA [1, 2]" aligns with neither paper's sentence as a
        whole, each clause with one. (Read clause by clause, single-source claims gained
        training-side reversals and false flags both: their clauses share one finding. Even where the
        clause's reversal aligned 0.6 or more and turned a cue or a negated verb, 2026-12-08, the drafts
        test got eleven false errors: "the processors need be only loosely synchronized" against "do not
        need tight synchronization".)
        ``spelled_out``: abbreviations the sources define (``abbreviations.py``), besides those
        the passages read here define themselves."""
        chunks = list(chunks)
        spelled = _spelled(spelled_out or {}, [*chunks, *further])
        found = self._find_in(claim, chunks, further, spelled)
        if found is None and len({chunk.source_key for chunk in chunks}) > 1:
            for clause in _clauses(claim):
                found = self._find_in(clause, chunks, further, spelled)
                if found is not None:
                    break
        return found

    def _find_in(self, claim: str, chunks: list[Chunk], further: Sequence[Chunk],
                 spelled: Mapping[str, frozenset[str]]) -> Reversal | None:
        """The reversal of ``claim`` among the sentences of ``chunks``, or None. ``further``:
        the passages retrieval ranked next (a paper's abstract may state the finding in words
        the scored passages do not), read with ``chunks``: a reversal found only so must align
        at least ``min_further_alignment``; where ``chunks`` hold one already, a better-aligned
        one there is the sentence quoted (the abstract's "Early detection and treatment improves
        patient outcomes", not a conclusion's "will help ensure that early interventions ...")."""
        found = self._find(claim, chunks, spelled)
        extra = [chunk for chunk in further if chunk not in chunks]
        if not extra:
            return found
        wider = self._find(claim, chunks + extra, spelled)
        if found is not None:
            if wider is not None and wider.alignment > found.alignment:
                return wider
            # the further passages veto only with a sentence aligned better than the reversal's
            # that says what the claim says: a paper's "we contend that negative curvature is not
            # in itself an impediment" (aligned 1.0) against a related-work sentence at 0.27
            return None if _stated_better(claim, chunks + extra, found.alignment, spelled) else found
        return wider if wider is not None and wider.alignment >= self.min_further_alignment else None

    def _find(self, claim: str, chunks: Iterable[Chunk], spelled: Mapping[str, frozenset[str]]) -> Reversal | None:
        claim = _without_attribution(claim)
        read = read_cached(claim)
        if not read.stems:
            return None
        # Every sentence with common ground is ranked (and may veto below), whatever the
        # threshold: the threshold decides only whether the best one is close enough.
        aligned = ranked_sentences(claim, chunks, spelled)
        if not aligned:
            return None
        score, _, chunk, text = aligned[0]
        if score < self.min_alignment:
            return None
        source = read_cached(text)
        found = opposed(read, source)
        best = source
        runner_up = _runner_up(read, source, aligned) if found is None else None
        if runner_up is not None:
            (score, _, chunk, text), found = runner_up
            source = read_cached(text)
        if found is None:
            return self._turned_whole(claim, aligned)
        if found[0] != CUE and (score < self.min_negation_alignment
                                or len(read.stems & source.stems) < min(MIN_SHARED_STEMS_NEGATION, len(read.stems))
                                or _asks_whether(word_tokens(read.text))):
            return None  # "whether X treats Y has not been determined" denies knowing, not a finding
        # another well-aligned sentence says what the claim says (and not its opposite too), about
        # more than the reversing sentence already agrees on ("increases novelty but can reduce
        # semantic fidelity" is not vetoed by "gets better novelty scores")
        # (nor is what the best-aligned sentence agrees on, where a runner-up reverses a cue it leaves
        # unanswered: "good agreement ... below the threshold" against "... but improves as the
        # masses approach it")
        settled = frozenset(cue for cue in _agreed(read, source) | _agreed(read, best)
                            if cue.words != found[1])  # not the reversed one
        # (the best-aligned sentence too, where the runner-up was read instead: "made some sense of
        # an article without knowing terms" says what the claim says, next to a sentence that denies it)
        if any(_vetoes(read, source, other, found, settled)
               for other_score, _, _, other_text in aligned if other_text != text and other_score >= VETO_SHARE * score
               for other in (read_cached(other_text),)):
            return None
        if found[0] == CUE and _answered_elsewhere(read, source, found, aligned):
            return None
        if found[0] == DENIAL:
            stating = _stating(read, source, aligned, score)
            if stating is None and not read.negated_main & source.words and _denied_elsewhere(read, aligned):
                # the deciding sentence does not hold the denied word, no sentence aligned half as
                # well states it, and one the paper has denies it too ("Even though knowledge
                # incorporation doesn't outperform data-based domain adaptation")
                return None
            chunk, text = stating or (chunk, source.text)
            return Reversal(chunk, text, round(score, 4), found[1], found[2], found[0])
        return Reversal(chunk, source.text, round(score, 4), found[1], found[2], found[0])

    def _turned_whole(self, claim: str, aligned: Sequence[Aligned]) -> Reversal | None:
        """What no cue shows, in the best-aligned sentence: two things swapped (swaps.py), or a
        number bounded the other way (bounds.py) that no sentence aligned half as well bounds
        the claim's way."""
        best = aligned[0]
        if best.score < self.min_negation_alignment:
            return None
        swap = swapped(claim, best.text) or exchanged_terms(claim, best.text)
        if swap is not None:
            return Reversal(best.chunk, best.text, round(best.score, 4), swap.claim_clause, swap.source_clause, SWAP)
        turned = turned_bound(claim, best.text)
        if turned is None or any(states_bound(turned[0], other.text) for other in aligned[1:]
                                 if other.score >= VETO_SHARE * best.score):
            return None
        return Reversal(best.chunk, best.text, round(best.score, 4), turned[0].words, turned[1].words, BOUND)


def _runner_up(claim: ReadSentence, best: ReadSentence,
               aligned: Sequence[Aligned]) -> tuple[Aligned, tuple[str, str, str]] | None:
    """The sentence aligned next (or, for some cues, third or fourth: ``_anchored``), and the reversal it
    states, where the best-aligned one leaves the claim's cues unanswered: all
    of them (its "lowered difficulty" is not about "harder to read"; then any reversal, the next
    aligned at least ``RUNNER_UP_SHARE`` as well), or some, of which the next sentence, aligned at
    least ``RUNNER_UP_CUE_SHARE`` as well, reverses one ("The bb spectrum is in quite good agreement
    with the data for the states below the threshold" says nothing of "... but improves as the
    masses approach it"; "The agreement deteriorates as the masses approach ..." does)."""
    if len(aligned) < 2:
        return None
    unanswered = {cue.words for cue in claim.cues if _closest(cue, best.cues) is None}
    whole = unanswered == {cue.words for cue in claim.cues}  # (or no cue to answer: a negation may decide)
    share = RUNNER_UP_SHARE if whole else RUNNER_UP_CUE_SHARE
    if not (whole or unanswered):
        return None
    if aligned[1].score >= share * aligned[0].score:
        found = opposed(claim, read_cached(aligned[1].text))
        if found is not None and (whole or (found[0] == CUE and found[1] in unanswered)):
            return aligned[1], found
    if whole:
        return None
    # farther down (the next one too, aligned under the share), only a sentence whose reversing cue
    # is about every word the claim's cue is about ("improves as the masses approach and cross it"
    # against "The agreement deteriorates as the masses approach and cross the BB threshold", ranked
    # fourth; "was rated as significantly less annoying, yet ..." against "Tri-modal feedback was
    # rated as significantly more annoying", second at 0.75)
    for other in aligned[1:ANCHORED_READ]:
        if other.score < ANCHORED_SHARE * aligned[0].score:
            break
        read = read_cached(other.text)
        found = opposed(claim, read)
        if found is not None and found[0] == CUE and found[1] in unanswered and _anchored(claim, read, found):
            return other, found
    return None


def _anchored(claim: ReadSentence, source: ReadSentence, found: tuple[str, str, str]) -> bool:
    """Whether the source's reversing cue is about every word (two or more) the claim's is about,
    or, where the source's cue governs nothing (a predicative "... was rated as more annoying"),
    whether every word of its subject (two or more) is in the claim cue's subject."""
    ours = [cue for cue in claim.cues if cue.words == found[1]]
    theirs = [cue for cue in source.cues if cue.words == found[2]]
    return any((len(mine.anchor) >= ANCHORED_WORDS and mine.anchor <= other.anchor)
               or (not other.anchor and len(other.before) >= ANCHORED_WORDS and other.before <= mine.before)
               for mine in ours for other in theirs)


def _denied_elsewhere(claim: ReadSentence, aligned: Sequence[Aligned]) -> bool:
    """Whether some sentence sharing ground with the claim negates the verb the claim denies, or
    says what that verb governs is lacking ("did not indicate publication bias" against "... which
    showed a lack of publication bias", or "no publication bias"), or negates another verb of the
    same place or object ("did not occur in the same tuple" against "was not found in the same
    tuple": the same denial worded otherwise)."""
    denied = _same_verbs(claim.negated_main)
    objects = _governed_after(claim.text, claim.negated_main, DENIED_OBJECT_REACH)
    placed = _objects_of(claim.text, claim.negated_main)
    return any(denied & _same_verbs(other.negated) or objects & (other.lacked | other.said_no)
               or len(placed & _objects_of(other.text, other.negated)) >= MIN_SHARED_OBJECT_STEMS
               for other in (read_cached(sentence.text) for sentence in aligned))


# What a verb governs: the content stems in the DENIED_OBJECT_REACH tokens after it ("indicate
# publication bias": "publicat"), lacking or said "no" to elsewhere; and, read past prepositions and
# determiners, its first OBJECT_STEMS content stems ("occur in the same tuple as the game reference":
# tuple, game, reference), two of them shared making another sentence's negation the same denial
DENIED_OBJECT_REACH = 2
OBJECT_REACH = 8
OBJECT_STEMS = 3
MIN_SHARED_OBJECT_STEMS = 2


def _governed_after(text: str, stems: frozenset[str], reach: int, count: int | None = None) -> frozenset[str]:
    """The content stems within ``reach`` tokens after each of ``stems`` in ``text``, the first
    ``count`` of them (all when None)."""
    read = alignment_words(text)
    governed: set[str] = set()
    for at, found in enumerate(read.stems):
        if found in stems:
            after = [read.stems[next_at] for next_at in range(at + 1, min(at + 1 + reach, len(read.tokens)))
                     if is_content(read.tokens[next_at])]
            governed.update(after[:count])
    return frozenset(governed)


def _objects_of(text: str, verbs: frozenset[str]) -> frozenset[str]:
    """What ``verbs`` govern past prepositions and determiners (``OBJECT_STEMS`` each), the verbs aside."""
    return _governed_after(text, verbs, OBJECT_REACH, OBJECT_STEMS) - verbs


def _asks_whether(tokens: Sequence[str]) -> bool:
    """A "whether" that leaves the finding open ("whether X treats Y has not been determined"),
    not "regardless of whether", which states it for either case."""
    return any(token == "whether" and tokens[max(at - 2, 0): at] not in (["regardless", "of"], ["irrespective", "of"])
               for at, token in enumerate(tokens))


def _stating(claim: ReadSentence, decided: ReadSentence, aligned: Sequence[Aligned],
             score: float) -> tuple[Chunk, str] | None:
    """The sentence to quote for a denial: the best-aligned one decides, but where it does not hold
    the denied word ("All studies were performed in Asia" for "... does not improve iron deficiency
    anaemia"), the best one aligned at least VETO_SHARE as well that states it plainly ("... showed
    that H pylori eradication therapy can improve IDA") is what the source says."""
    if claim.negated_main & decided.words:
        return None
    for other in aligned:
        if other.score < VETO_SHARE * score:
            break
        read = read_cached(other.text)
        if claim.negated_main & (read.words - read.negated):
            return other.chunk, other.text
    return None


def _vetoes(read: ReadSentence, source: ReadSentence, other: ReadSentence, found: tuple[str, str, str],
            settled: frozenset[Cue]) -> bool:
    """Whether ``other`` says what the claim says beyond ``settled`` (and not its opposite too):
    agreement on the reversed cue must cover the words it and the reversing sentence's cue both
    govern ("expensive pre-computation ... the graph Laplacian" shares only "graph" with "increases
    the graph's diameter" against "reduces the graph's diameter")."""
    denies_too = found[0] in (NEGATION, DENIAL) and bool(_same_verbs(read.negated) & _same_verbs(other.negated))
    agreed = _agreed(read, other) - settled
    clause = _reversed_clause(read, source, found[1]) if found[0] in (CUE, NEGATION, DENIAL) else None
    if clause is not None:
        # (agreement in another clause of the claim, where the reversing sentence is about the
        # reversed one's, is about another finding: "the FM features were more predictive ... than
        # the frequency features, yet appending them ... yielded a significant boost"; a negation's
        # too: "depends strongly on the accuracy ..., and that MMACE ... does account for" is not
        # vetoed by "strongly depends on the accuracy")
        agreed = frozenset(cue for cue in agreed
                           if frozenset(cue.words.split()) <= clause[0] and cue.anchor <= clause[1])
        if found[2].split(",")[0] == found[1] and _under_another_condition(read, source, other, clause[1]):
            agreed = frozenset()
    for cue in [cue for cue in agreed if cue.words == found[1]]:
        reversing, agreeing = _closest(cue, source.cues), _closest(cue, other.cues)
        core = cue.anchor & reversing.anchor if reversing is not None else frozenset()
        if len(core) >= 2 and agreeing is not None and not core <= agreeing.anchor:
            agreed = agreed - {cue}
        elif agreeing is not None and not cue.anchor and not agreeing.anchor and not any(
                cue.before & match.before for match in other.cues
                if match.stem == agreeing.stem and match.polarity == agreeing.polarity):
            # a comparative that governs nothing is about the words before it: "reading difficulty ratings
            # ... higher" is not agreed with by "rated their confidence ... significantly higher"
            agreed = agreed - {cue}
    # the full reading last: most well-aligned sentences neither agree nor deny
    return (denies_too or bool(agreed)) and opposed(read, other) is None


ELSEWHERE_READ = 8  # sentences looked through for the reversed cue's own words, said the claim's way


def _answered_elsewhere(read: ReadSentence, source: ReadSentence, found: tuple[str, str, str],
                        aligned: Sequence[Aligned]) -> bool:
    """Whether the reversing cue is about other words than the claim's direction cue (nothing governed
    in common), and a sentence aligned among the first ``ELSEWHERE_READ`` says the claim's cue the
    claim's way about its own words, of a subject closer to the claim's: "the first split on
    displacement improves the fit the most, whereas the last split adds little ..." against "The last
    split adds little improvement to the apparent error" is answered by "The first split appears to
    improve the fit the most" (not so "visual-only feedback evoked the highest P300 peak" against
    "visual-only feedback ... yielded the lowest alertness level", by "The Auditory-Visual-Haptic
    feedback resulted in the highest P300 peak amplitude")."""
    for cue in (cue for cue in read.cues if cue.words == found[1] and cue.polarity in _DIRECTIONS):
        reversing = _closest(cue, source.cues)
        if reversing is None or not cue.anchor or not reversing.anchor or cue.anchor & reversing.anchor:
            continue
        for other in aligned[:ELSEWHERE_READ]:
            agreeing = _closest(cue, read_cached(other.text).cues)
            if (agreeing is not None and _cues_agree(cue, agreeing) and cue.anchor & agreeing.anchor
                    and len(cue.before & agreeing.before) > len(cue.before & reversing.before)):
                return True
    return False


def _under_another_condition(read: ReadSentence, source: ReadSentence, other: ReadSentence,
                             clause: frozenset[str]) -> bool:
    """Whether ``other`` states the reversed clause's finding under another clause's condition: it
    holds a word only another clause of the claim holds, and lacks one that only the reversed clause
    and the reversing sentence hold. "(For the annual M3 data, the ARIMA models performed better.)"
    agrees with "..., whereas ARIMA models did better on the annual M3 series", not with the
    reversed "On the seasonal M3 competition data ARIMA models performed better than exponential
    smoothing models". Read only where the source turns the claim's own word (its operands swapped): a
    reversal between two words ("permitting drops of two rates" against "increasing the scaledown threshold
    to two rates") is too often no reversal at all, and a sentence agreeing anywhere is kept as a veto."""
    elsewhere = read.stems - clause
    only_reversed = (clause & read.stems) - elsewhere
    return bool(other.stems & (elsewhere - source.stems)) and bool(only_reversed & (source.stems - other.stems))


def _reversed_clause(read: ReadSentence, source: ReadSentence,
                     reversed_words: str) -> tuple[frozenset[str], frozenset[str]] | None:
    """The claim's clause (``_clauses``: its words, its stems) that holds the reversed cue, where
    the reversing sentence is about that clause more than about any other; else None."""
    clauses = [(frozenset(tokens), frozenset(stem_of(token) for token in tokens).union(*map(compound_parts, tokens)))
               for tokens in (word_tokens(clause) for clause in _clauses(read.text))]
    if not clauses:
        return None
    # (where the words recur in several clauses, the one the sentence is most about: "ARIMA models
    # performed better than exponential smoothing models on seasonal data, whereas ARIMA models did
    # better on the annual series" against "exponential smoothing models performed better than the
    # ARIMA models for the seasonal M3 competition data")
    shared = [len(stems & source.stems) for _, stems in clauses]
    at = max(range(len(clauses)), key=shared.__getitem__)
    holds = frozenset(reversed_words.split()) <= clauses[at][0]
    return clauses[at] if holds and all(shared[at] > count for other, count in enumerate(shared) if other != at) else None


# Where a sentence joins two findings: ", and", ", while", ", whereas", ", but", ", yet", ";", and ", so
# that" before a consequence ("..., so that overlay is not the same as underlay")
_CLAUSE_JOINT = re.compile(r",\s+(?:and|while|whereas|but|yet|so\s+that)\s+|;\s+")
MIN_CLAUSE_TOKENS = 6


def _clauses(claim: str) -> list[str]:
    """The clauses of a sentence that joins findings, each long enough to state one; none when
    any part is too short (a list of noun phrases, "X, and so on")."""
    parts = [part.strip() for part in _CLAUSE_JOINT.split(claim)]
    if len(parts) < 2 or any(len(word_tokens(part)) < MIN_CLAUSE_TOKENS for part in parts):
        return []
    return parts


# "Benetos et al. note that ...", "Smith and Jones (2020) show that ...", "They argue that ...":
# the frame names who says it; its names align the claim with every sentence of the paper that
# cites its authors' other work (a survey's "In Benetos et al. (2012) it was shown ..."), not
# with the finding.
_ATTRIBUTION = re.compile(
    r"^\s*(?:(?:[A-Z][\w'’-]+(?:\s+(?:and|&)\s+[A-Z][\w'’-]+)?(?:\s+et\s+al\.?)?(?:\s*\(\d{4}[a-z]?\))?)|They|"
    r"The authors|These authors)\s+(?:also\s+)?(?:note|show|find|report|argue|observe|demonstrate|claim|suggest|"
    r"conclude|state|found|showed|shown|reported|argued|observed|demonstrated|noted|concluded|stated|suggested)s?"
    r"\s+(?:that\s+)?(?=\S)")


def _without_attribution(claim: str) -> str:
    """The claim without its attribution frame (``_ATTRIBUTION``), when what is left still reads."""
    stripped = _ATTRIBUTION.sub("", claim, count=1)
    return stripped if stripped != claim and len(stripped.split()) >= MIN_SENTENCE_TOKENS else claim


def ranked_sentences(claim: str, chunks: Iterable[Chunk],
                     spelled: Mapping[str, frozenset[str]] | None = None) -> list[Aligned]:
    """Every sentence of ``chunks`` that states a finding and shares ground with ``claim``,
    best aligned first (step 2 of the module doc); the contrast check asks its model
    about the first few. ``spelled``: an abbreviation's words (``_spelled``), which a
    sentence holding the abbreviation holds too ("The WMD of Hb ..." aligns with "the weighted
    mean difference of haemoglobin ...")."""
    pool: list[tuple[Chunk, str, frozenset[str]]] = []
    seen: set[str] = set()
    for chunk in chunks:
        for text in _sentences_of(chunk.text):
            light = alignment_words(text)
            if text not in seen and light.states_finding:
                seen.add(text)
                expanded = [spelled[token] for token in light.tokens if token in spelled] if spelled else []
                pool.append((chunk, text, light.aligned_on.union(*expanded)))
    claim_words = alignment_words(claim)
    basis = claim_words.aligned_on
    weights = _weights(basis, [content for _, _, content in pool])
    for stem in _subject(claim_words):
        weights[stem] *= SUBJECT_WEIGHT
    aligned: list[Aligned] = []
    for position, (chunk, text, content) in enumerate(pool):
        score = _weighted_share(basis, content, weights)
        if score > 0.0:
            aligned.append(Aligned(score, position, chunk, text))
    aligned.sort(key=lambda item: (-item.score, item.position))
    return aligned


# One verb under the forms the suffix stripper leaves apart: "has not been utilized" denies what
# "had not been used" denies (read only where another sentence's denial may veto).
# ("cannot be applied" denies what "are not applicable" denies; "does not surpass" what "doesn't outperform" does;
# "could not produce any output" what "does not provide any output" does)
_VERB_FORMS = {**{stem: "use" for stem in ("use", "uses", "used", "using", "utiliz", "utilis", "utilization",
                                           "utilisation", "usabl")},
               **{stem: "appl" for stem in ("appl", "applic", "applicabl")},
               **{stem: "outperform" for stem in ("outperform", "surpass", "beat", "beaten")},
               **{stem: "produc" for stem in ("produc", "provid", "yield")}}


def _same_verbs(stems: frozenset[str]) -> frozenset[str]:
    return frozenset(_VERB_FORMS.get(stem, stem) for stem in stems)


def _stated_better(claim: str, chunks: Sequence[Chunk], alignment: float,
                   spelled: Mapping[str, frozenset[str]]) -> bool:
    """Does a sentence of ``chunks`` aligned better than ``alignment`` say what ``claim`` says
    (a cue that agrees, or the same word negated)?"""
    claim = _without_attribution(claim)
    read = read_cached(claim)
    return any(_states_the_claim(read, source) or bool(_same_verbs(read.negated) & _same_verbs(source.negated))
               for score, _, _, text in ranked_sentences(claim, chunks, spelled) if score > alignment
               for source in (read_cached(text),))


def stated_by_another(claim: str, aligned: Sequence[Aligned], reversing: Aligned, said: str) -> bool:
    """Whether a sentence other than ``reversing``, aligned at least ``VETO_SHARE`` as well,
    says what ``claim`` says in the words ``said`` (a cue among them that agrees about the same
    words, or the same word negated): the word-level check's veto, asked by the contrast check of
    what its model finds ("The genotypes showed significant effect for ... grain yield per spike"
    read as the opposite of "no significant effect on ... grains per spike", where the next sentence
    says "genotypic effect was not significant for grains per spike reduction")."""
    read = read_cached(_without_attribution(claim))
    words = frozenset(stem_of(token) for token in word_tokens(said))
    cues = frozenset(cue for cue in read.cues if words & {stem_of(token) for token in word_tokens(cue.words)})
    negated = _same_verbs(read.negated & words)
    return any(_agrees_in_its_word(read, source, cues) or bool(negated & _same_verbs(source.negated))
               for other in aligned if other.text != reversing.text and other.score >= VETO_SHARE * reversing.score
               for source in (read_cached(other.text),))


def _agrees_in_its_word(claim: ReadSentence, source: ReadSentence, cues: frozenset[Cue]) -> bool:
    """Whether ``source`` agrees with one of ``cues`` in the same word ("was not significant" with
    "had no significant"; not "increased" with "positively correlated")."""
    return any(match is not None and match.stem == cue.stem
               for cue in _agreed(claim, source) & cues for match in (_closest(cue, source.cues),))


def _states_the_claim(claim: ReadSentence, source: ReadSentence, settled: frozenset[Cue] = frozenset()) -> bool:
    """A cue of the claim (not one of ``settled``) that the source agrees with about the same
    words, where both govern some ("negatively correlated with yield" does not say "negatively
    correlated with the traits")."""
    return bool(_agreed(claim, source) - settled)


def _agreed(claim: ReadSentence, source: ReadSentence) -> frozenset[Cue]:
    """The claim's cues the source agrees with about the same words (``_states_the_claim``)."""
    return frozenset(cue for cue in claim.cues for match in (_closest(cue, source.cues),)
                     if match is not None and _cues_agree(cue, match)
                     and (not cue.anchor or not match.anchor or bool(cue.anchor & match.anchor)))


def _spelled(given: Mapping[str, str], chunks: Sequence[Chunk]) -> dict[str, frozenset[str]]:
    """Each abbreviation's words as alignment compares them: those ``given`` (a source's own,
    read from all its passages) and those the passages at hand define."""
    defined = {**defined_abbreviations(chunk.text for chunk in chunks), **given}
    return {abbreviation: alignment_words(long_form).aligned_on for abbreviation, long_form in defined.items()}


@lru_cache(maxsize=4096)
def _sentences_of(text: str) -> tuple[str, ...]:
    """The sentences of a passage, paragraph by paragraph; Markdown heading lines are not sentences."""
    sentences: list[str] = []
    for paragraph in _PARAGRAPH_BREAK.split(text):
        lines = [line for line in paragraph.splitlines() if not line.lstrip().startswith("#")]
        sentences.extend(split_sentences(" ".join(lines)))
    return tuple(sentences)
