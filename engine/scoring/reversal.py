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
   aligned at least ``RUNNER_UP_SHARE`` as well);
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

The threshold is tuned on training-side data only (``scripts/eval_contradiction.py``) and
read from ``calibration.json``; docs/claim-support.md has the measured precision and recall.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, replace
from enum import Enum
from functools import lru_cache
from typing import Iterable, Mapping, NamedTuple, Sequence

from .calibration_file import calibration_data
from .chunking import Chunk, split_sentences
from .overlap import STOPWORDS
from .abbreviations import defined_abbreviations
from .swaps import swapped
from .bounds import states_bound, turned_bound

DEFAULT_MIN_ALIGNMENT = 0.6
DEFAULT_MIN_NEGATION_ALIGNMENT = 0.7
# A reversal found only in passages retrieval ranked after the scored ones must align this well:
# the cited abstract among 15 others (scripts/eval_reversal_depth.py), chosen on Citation-Integrity
# TRAIN as the lowest bar that adds no false flag there.
DEFAULT_MIN_FURTHER_ALIGNMENT = 0.3
MIN_SHARED_STEMS = 2
SUBJECT_WEIGHT = 2.0  # a source sentence about the claim's subject is about the claim
MIN_SENTENCE_TOKENS = 4  # shorter "sentences" are headings and captions, not findings
MIN_SHARED_STEMS_NEGATION = 3  # a bare negation, without a cue word, needs more common ground
GOVERNED_REACH = 12  # tokens a word's neighbourhood reaches on each side (``_governed_by_stem``)
# (or every content word of a shorter claim: "YouTube is not a website")
NEGATION_REACH = 3  # a negator reaches a cue this many tokens ahead
_RELATIVES = frozenset("that which who".split())
_MODALS = frozenset("may might could would".split())
_RAISING = frozenset("appear appears appeared seem seems seemed".split())
_FINDING_VERBS = frozenset("observ observed find found see seen detect detected show shown "
                           "yield give gave provid offer bring lead led result".split())  # ... or of producing
ANTONYM_SUBJECT = 2  # content stems two antonyms' subjects share for them to be about one thing
# A sentence vetoes a reversal when it says what the claim says and is well aligned: at least
# this share of the reversing sentence's alignment. (Any sentence with two words in common
# vetoed before 2026-12-04: "decreased GABA activity" hid "elevated levels of hypocretin".)
VETO_SHARE = 0.5
RUNNER_UP_SHARE = 0.9
ANCHOR_WORDS = 3  # content words a cue governs
OPERAND_WORDS = 6  # content words on each side of a "than" comparison that name its operands
# The second operand ends where a prepositional phrase begins: "than BM25 on the benchmark".
_OPERAND_ENDS = frozenset("on in at for across with by under over during when after before among within".split())


class Polarity(str, Enum):
    """What a cue asserts about the finding it is attached to."""

    UP = "up"  # improves, raises, higher, outperforms
    DOWN = "down"  # worsens, lowers, underperforms
    NOT_UP = "not-up"  # does not improve
    NOT_DOWN = "not-down"  # does not reduce
    NULL = "null"  # no significant difference, unchanged, comparable, is not associated
    EFFECT = "effect"  # is associated with, affects, causes


_OPPOSED: dict[Polarity, frozenset[Polarity]] = {
    Polarity.UP: frozenset({Polarity.DOWN, Polarity.NOT_UP, Polarity.NULL}),
    Polarity.DOWN: frozenset({Polarity.UP, Polarity.NOT_DOWN, Polarity.NULL}),
    Polarity.NOT_UP: frozenset({Polarity.UP}),
    Polarity.NOT_DOWN: frozenset({Polarity.DOWN}),
    Polarity.NULL: frozenset({Polarity.UP, Polarity.DOWN, Polarity.EFFECT}),
    Polarity.EFFECT: frozenset({Polarity.NULL}),
}
_NEGATED = {Polarity.UP: Polarity.NOT_UP, Polarity.DOWN: Polarity.NOT_DOWN, Polarity.EFFECT: Polarity.NULL,
            Polarity.NULL: Polarity.EFFECT}
_DIRECTIONS = frozenset({Polarity.UP, Polarity.DOWN, Polarity.NOT_UP, Polarity.NOT_DOWN})

# Word forms (whole tokens) by what they assert; nouns that merely share a prefix
# ("dropout", "promoter", "inhibitor", "different", "growth") are left out on purpose.
_UP = re.compile(
    r"(improv\w*|increas\w*|rais(e|es|ed|ing)|higher|outperform\w*|better|enhanc\w*|boost\w*|exceed\w*"
    r"|surpass\w*|greater|larger|strengthen\w*|promot(e|es|ed|ing)|accelerat\w*|elevat(e|es|ed|ing)"
    r"|ris(e|es|en|ing)|rose|grow(s|n|ing)?|grew|superior|upregulat\w*|augment\w*|amplif\w*|stronger|faster"
    r"|gain(s|ed|ing)?|activat(e|es|ed|ing|ion)|easier|highest|best|greatest|largest|strongest|fastest"
    r"|expensive|costly|good|excellent|longer|advantageous|successful|doubl(es|ed|ing)|tripl(es|ed|ing))")
_DOWN = re.compile(
    r"(reduc\w*|decreas\w*|lower(s|ed|ing)?|wors\w*|underperform\w*|drop(s|ped|ping)?|declin\w*|impair\w*"
    r"|inhibit(s|ed|ing|ion)?|degrad\w*|hurt(s|ing)?|harm(s|ed|ing|ful)?|suppress(es|ed|ing|ion)?|diminish\w*"
    r"|fall(s|en|ing)?|fell|fewer|smaller|weaken\w*|slower|inferior|attenuat\w*|downregulat\w*|lessen\w*"
    r"|shr[iau]nk\w*|deactivat\w*|inactivat\w*|ameliorat\w*|alleviat\w*|mitigat\w*|harder|lowest|worst|smallest"
    r"|weakest|slowest|cheap(er|est)?|inexpensive|poor|shorter|los(e|es|ing)|unsuccessful|halv(e|es|ed|ing))")
_EFFECT = re.compile(
    r"(associat\w*|correlat\w*|affect(s|ed|ing)?|influenc\w*|impact(s|ed|ing)?|effect(s|ive|ively)?"
    r"|caus(e|es|ed|ing)|induc(e|es|ed|ing)|predict(s|ed|ing|ive)?|alter(s|ed|ing)?|link(s|ed)?|chang(e|es|ed|ing)"
    r"|differ(s|ed|ence|ences)?|significant(ly)?)")
_NULL = re.compile(r"(unchanged|unaffected|comparabl[ey]|insignificant\w*|nonsignificant\w*|negligibl[ey]"
                   r"|indistinguishabl[ey]|ineffective(ly)?|unrelated|unassociated|uncorrelated)")
# Metrics where a rise is bad, and where it is good: "reduces error" is not the opposite of
# "improves accuracy" (both are good changes). A cue about neither has an unknown valence.
_GOOD_PREFIXES = tuple(
    "accurac precision recall f1 perform qualit score survival efficien effectiv benefit robust speed throughput "
    "correct fidelit sensitiv specificit bleu rouge".split())
_BAD_PREFIXES = tuple(
    "error loss latenc perplex mortal risk death toxic hallucin overfit bias failur nois burden incid symptom "
    "pain cost complic recurr advers diseas infect cancer tumo obes inflamm depress anxiet disabil".split())
# Words that say whether a change is good, whatever it is about.
_GOOD_CHANGE = frozenset("improv better enhanc boost strengthen superior outperform ameliorat alleviat mitigat easier "
                         "best well".split())
_BAD_CHANGE = frozenset("wors impair degrad hurt harm underperform inferior weaken harder poorly badly".split())
_NEGATORS = frozenset("not no never without neither nor none unable".split())
_FAIL_STEMS = frozenset({"fail"})  # "failed to reduce"
_NEGATING_VERBS = frozenset({"fail", "refus", "lack", "incapabl", "deni", "declin"})  # "refused to be a model"
# An adjective that denies by its prefix: a sentence saying a thing "is insufficient" states no
# finding a claim's "is not enough" denies (the two say the same)
_NEGATIVE_ADJECTIVE = re.compile(r"(?:in|un|im)(?:sufficient|adequate|possible|able|likely|clear|known|necessary|feasible"
                                 r"|practical|reliable|successful|satisfactory|complete|effective|suitable|available)")
_CLAUSE_BREAKS = frozenset({"but", "and", "while", "whereas", "although", "than"})
_CONTRAST_CLAUSE = frozenset({"whereas", "while", "but", "although", "though"})  # its negations are its own
# Words that are each other's opposite: about the same thing even when neither governs a word
# ("fastest and most accurate" has no anchor: "and" ends it).
_ANTONYMS = frozenset(frozenset(pair) for pair in (
    ("fastest", "slowest"), ("faster", "slower"), ("highest", "lowest"), ("higher", "lower"), ("best", "worst"),
    ("better", "worse"), ("largest", "smallest"), ("larger", "smaller"), ("strongest", "weakest"),
    ("stronger", "weaker"), ("easier", "harder"), ("superior", "inferior"), ("cheap", "expensive"),
    ("cheaper", "more expensive"), ("inexpensive", "expensive"), ("cheap", "costly"), ("well", "poorly"),
    ("well", "badly"), ("greater", "less"), ("more", "less"), ("larger", "less"), ("higher", "less"),
    ("earlier", "later"), ("strongly", "poorly"), ("strongly", "weakly"), ("well", "weakly")))
# "less than" / "more than" a thing (not a number, not an idiom) is a direction: "an estimate
# a factor of ten less than has been previously estimated" against "greater than previous estimates"
_BARE_COMPARATIVES = {"less": Polarity.DOWN, "more": Polarity.UP}
# "peaks significantly earlier compared with auditory feedback": a time compared is a direction
# ("earlier work", "discussed later" compare nothing)
_TIME_COMPARATIVES = {"earlier": Polarity.DOWN, "later": Polarity.UP}
_NOT_AN_OPERAND = frozenset("a an one two three four five six seven eight nine ten half twice double triple "
                            "just simply merely once ever enough".split())
# A sign before an effect word makes it a direction: "positively correlated" against "negatively correlated".
_SIGNS = {"positive": Polarity.UP, "positively": Polarity.UP, "negative": Polarity.DOWN,
          "negatively": Polarity.DOWN, "inverse": Polarity.DOWN, "inversely": Polarity.DOWN}
# between an auxiliary and its participle: "are still outperformed", "is already surpassed"
_AUXILIARY_ADVERBS = frozenset("still also already often even further again always never not now".split())
_SUPERLATIVES = frozenset("best worst highest lowest greatest largest smallest strongest weakest fastest slowest".split())
_SIGN_ADVERBS = frozenset({"positively", "negatively", "inversely"})  # may follow: "correlated negatively"
_AUXILIARIES = frozenset(
    "is are was were be been being do does did can could may might will would should must has have had".split())
_NOT_A_NEGATION_AFTER = frozenset({"but", "if", "or", "whether", "and"})  # "but not X", "whether or not"
# Sentences that ask rather than state: an abstract's aim is no finding to contradict.
_AIM = re.compile(r"\b(whether|we aimed|aims? (to|of)|objectives?\b|to (determine|evaluate|assess|investigate|examine"
                  r"|test|explore|compare))\b|^\W*(design|setting|participants|methods?|background|context)\b"
                  r"(?=\s*(?::|(?-i:[A-Z0-9])))", re.I)  # a structured abstract's label, not "Participants using ..."
# "many more paragraphs", "far fewer errors": a comparison about the word after it, its other
# operand left unsaid
_QUANTIFIED = frozenset("many far much substantially significantly considerably markedly slightly".split())
_DEGREE = frozenset("significantly substantially considerably markedly slightly greatly drastically dramatically "
                    "strongly further".split())  # how much, not which way ("negatively correlated")
_COMPARATIVES = frozenset("higher lower greater smaller larger better worse superior inferior faster slower stronger "
                          "fewer more less easier harder earlier later".split())
_PLURAL = re.compile(r"[a-z]{3,}[^s]s")  # "errors", "parameters"; not "less", "process"
_PARAGRAPH_BREAK = re.compile(r"\n\s*\n")
# "Figure 1: Retriever top-k accuracy with ..." names what a figure shows, it states no finding
_CAPTION = re.compile(r"\s*(figure|fig\.|table|tab\.)\s*[a-z]?\d+[a-z]?\s*[:.|]", re.IGNORECASE)
_PARENTHESES = re.compile(r"\([^()]*\)|\[[^\[\]]*\]")
_EFFECT_NOUNS = frozenset("effect effects impact impacts change changes difference differences association "
                          "associations correlation correlations influence".split())
_ASSERTING_BEFORE_NOUN = frozenset("a an significant strong positive negative clear no any large marked major "
                                   "measurable substantial beneficial detrimental adverse causal direct minor slight "
                                   "small modest notable considerable".split())  # "minor differences" are some
_DETERMINERS = frozenset("the a an this that these those its their our his her each every".split())
_NAMING = _DETERMINERS | {"such"}  # before a change noun, they name it: "the decline", "such decline"
_NAMING_OR_NO = _DETERMINERS | {"no"}  # before a noun, it is a thing ("the server", "no basis"), not a verb
_SOFTENERS = frozenset({"yet", "always", "previously", "been", "even", "fully", "much"})
_PASSIVE = frozenset({"is", "are", "was", "were", "be", "been", "being"})
_WORD = re.compile(r"[a-z0-9]+(?:[.,][0-9]+|-[a-z0-9]+)*")  # "n-linked", "top-k" stay whole
_CONTRACTION = re.compile(r"(\w)n['’]t\b")
_FROM_TO = re.compile(r"\bfrom\s+(\d+(?:\.\d+)?)\s*%?\s+to\s+(\d+(?:\.\d+)?)")
_COMPARING_VERBS = ("outperform", "underperform", "surpass", "exceed")  # their object is the other operand
_NO_PLURAL_S = ("ous", "ss", "us", "is")
_SUFFIXES = ("ations", "ation", "ments", "ment", "ness", "ingly", "ings", "ing", "edly", "ers", "ies", "ied",
             "ive", "es", "ed", "er", "ly", "s", "e", "y")


@lru_cache(maxsize=65536)
def _stem(word: str) -> str:
    """A light suffix stripper: enough to match improve/improves/improved/improvement."""
    if len(word) <= 4 or word[0].isdigit():
        return word
    if word.endswith(("ies", "ied")) and len(word) <= 6:
        return word[:-3] + "y"  # "varies", "denied", "relies": the stem of "vary", "deny", "rely"
    for suffix in _SUFFIXES:
        if word.endswith(suffix) and len(word) - len(suffix) >= 4:
            if suffix == "s" and word.endswith(_NO_PLURAL_S):
                return word  # "previous" is no plural: its stem is "previously"'s
            if suffix == "ing" and word.endswith("ying") and len(word) > 7:
                return word[:-4]  # "modifying": the stem of "modify", "modified", "modifies"
            return word[: -len(suffix)]
    return word


# "not as straightforward as", "not nearly as fast as", "not as predictive of species identity as":
# a comparison, read as "less ... than" (a few words of what it is about may stand between)
_NOT_AS = re.compile(r"\bnot\s+(?:nearly\s+|quite\s+)?(?:as|so)\s+([a-z][a-z-]*(?:\s+[a-z][a-z-]*){0,4}?)\s+as\b")


def _tokens(text: str) -> list[str]:
    text = text.lower().replace("cannot", "can not").replace("won't", "will not")
    text = _NOT_AS.sub(r"less \1 than", text)
    return _WORD.findall(_CONTRACTION.sub(r"\1 not", text))


@dataclass(frozen=True)
class Cue:
    """One polarity cue of a sentence: what it asserts, the words that say it, what it governs."""

    polarity: Polarity
    words: str  # as printed (lower case): "does not improve"
    stem: str  # the cue word's stem: "improv"
    anchor: frozenset[str] = frozenset()  # content stems it governs
    good: int = 0  # the un-negated change is good (+1: "improves", "reduces error"), bad (-1) or unknown (0)
    before: frozenset[str] = frozenset()  # content stems before it: the finding's subject
    other: frozenset[str] = frozenset()  # after its "than": the second operand (empty: no comparison)
    compared: bool = False  # "more X" / "less X": about X itself, nothing else ("more difficult" is "harder")
    contrasted: bool = False  # in a contrast clause: "..., but with the larger datasets, ViT overtakes"
    by_verb: bool = False  # ``other`` is a comparing verb's object ("outperforms B"), not words after "than"
    named: bool = False  # a noun after a determiner ("the decline"): it names a change the source may name too


@dataclass(frozen=True)
class ReadSentence:
    """A sentence read for reversal: its cues and its content stems (cue words set aside)."""

    text: str
    cues: tuple[Cue, ...]
    stems: frozenset[str]
    negated: frozenset[str] = frozenset()  # verbs negated after an auxiliary ("is not required")
    negated_main: frozenset[str] = frozenset()  # ... outside a contrast clause ("..., whereas X does not ...")
    contrast_words: frozenset[str] = frozenset()  # every stem of its contrast clause ("..., whereas ...")
    words: frozenset[str] = frozenset()  # every stem, cue words included
    named: frozenset[str] = frozenset()  # stems only ever used as a noun after a determiner ("the server")
    lacked: frozenset[str] = frozenset()  # stems said to be missing: "a lack of awareness", "in the absence of TNF"
    denied_objects: frozenset[str] = frozenset()  # a verb's "no" object: "they give no basis" (_denied_objects)
    negation_free: bool = True  # no negator at all ("not", "no", "never", "without" ...)
    phrases: tuple[tuple[str, str], ...] = ()  # (stem, words as printed) of each token and negation
    states_finding: bool = True  # not an aim or a question ("To determine whether X reduces Y")

    @property
    def has_contrast(self) -> bool:
        """Whether a contrast clause follows the main one."""
        return bool(self.contrast_words)


@lru_cache(maxsize=65536)
def _base_polarity(token: str) -> Polarity | None:
    for pattern, polarity in ((_UP, Polarity.UP), (_DOWN, Polarity.DOWN), (_NULL, Polarity.NULL),
                              (_EFFECT, Polarity.EFFECT)):
        if pattern.fullmatch(token):
            return polarity
    return None


# "performs well" / "performs poorly": an evaluative adverb after a verb of performance is a
# direction ("well" alone is too common a word: "as well as", "well known").
_PERFORMING = frozenset({"perform", "work", "generaliz", "scal", "do", "does", "did", "behav"})
_ADVERB_POLARITY = {"well": Polarity.UP, "poorly": Polarity.DOWN, "badly": Polarity.DOWN, "strongly": Polarity.UP,
                    "weakly": Polarity.DOWN}
_INTENSIFIERS = frozenset("very quite extremely remarkably surprisingly reasonably fairly relatively so".split())


# "a few points below ResNets", "3% above the baseline": a measured difference is a direction
# ("above" alone is too common a word: "as described above").
_MEASURED = frozenset("point points percent percentage slightly far well significantly substantially just".split())
_POSITION_POLARITY = {"above": Polarity.UP, "below": Polarity.DOWN}


# An advantage offered is a finding ("offers little practical advantage"); one listed is a topic
# ("Fat bytecodes have two advantages: ...").
_OFFERING = frozenset("offer give giving gave given provid yield bring brought conf".split())
# "depends on the size" / "is independent of the size": a link and its denial.
_DEPENDENCE_POLARITY = {**dict.fromkeys(("depend", "depends", "depended", "depending", "dependent"), Polarity.EFFECT),
                        "independent": Polarity.NULL}


def _polarity_at(tokens: Sequence[str], at: int) -> Polarity | None:
    """The cue polarity of the token at ``at``: its own (``_base_polarity``), an evaluative
    adverb's right after a verb of performance, or "above"/"below" after a measured difference."""
    polarity = _base_polarity(tokens[at])
    if polarity is Polarity.EFFECT and tokens[at] == "significantly" and (
            (at + 1 < len(tokens) and (_base_polarity(tokens[at + 1]) in (Polarity.UP, Polarity.DOWN)
                                       or tokens[at + 1] in _POSITION_POLARITY or tokens[at + 1] in _TIME_COMPARATIVES))
            or (at and _base_polarity(tokens[at - 1]) in (Polarity.UP, Polarity.DOWN))):
        return None  # "significantly below", "drops significantly": the direction's degree, no effect of its own
    if polarity is Polarity.EFFECT and tokens[at] == "significant" and at + 1 < len(tokens) and (
            _base_polarity(tokens[at + 1]) in (Polarity.UP, Polarity.DOWN)):
        return None  # "a significant increase"
    if polarity is None and tokens[at] in _ADVERB_POLARITY and at:
        verb = at - 2 if at > 1 and tokens[at - 1] in _INTENSIFIERS else at - 1  # "performs very well"
        if _stem(tokens[verb]) in _PERFORMING:
            return _ADVERB_POLARITY[tokens[at]]
    if polarity is None and tokens[at] in ("advantage", "advantages") and any(
            _stem(token) in _OFFERING for token in tokens[max(0, at - 3):at]):
        return Polarity.UP  # "offers substantial advantages", "offer little practical advantage"
    if polarity is None and tokens[at] in _DEPENDENCE_POLARITY and at + 1 < len(tokens) and (
            tokens[at + 1] in ("on", "upon", "of")):
        return _DEPENDENCE_POLARITY[tokens[at]] if (tokens[at + 1] == "of") == (tokens[at] == "independent") else None
    if polarity is None and tokens[at] in _POSITION_POLARITY and at and (
            tokens[at - 1] in _MEASURED or tokens[at - 1][:1].isdigit()):
        return _POSITION_POLARITY[tokens[at]]
    if polarity is None and tokens[at] in _BARE_COMPARATIVES and at + 2 < len(tokens) and tokens[at + 1] == "than" \
            and not tokens[at + 2][:1].isdigit() and tokens[at + 2] not in _NOT_AN_OPERAND:
        return _BARE_COMPARATIVES[tokens[at]]  # "a factor of ten less than previously estimated"
    if polarity is None and tokens[at] in _TIME_COMPARATIVES and at + 2 < len(tokens) \
            and tokens[at + 1] in ("than", "compared") and not tokens[at + 2][:1].isdigit():
        return _TIME_COMPARATIVES[tokens[at]]
    return polarity


# A change said to be next to nothing: "negligible improvements", "very few performance
# improvements", "the improvement was minimal" deny the change ("a few improvements", "a
# little improvement" do not). Only a change named by a noun: "few studies improved" is about
# the studies.
_NULLIFIERS = frozenset({"negligible", "little", "few", "minimal", "hardly", "scarcely"})
_CHANGE_NOUN = re.compile(r"\w*(ments?|gains?|increases?|reductions?|decreases?|benefits?|advantages?)")


def _nullified(tokens: Sequence[str], position: int, polarity: Polarity) -> int | None:
    """Where the word stands that says the change at ``position`` is next to nothing, or None."""
    if polarity not in (Polarity.UP, Polarity.DOWN) or not _CHANGE_NOUN.fullmatch(tokens[position]):
        return None
    for at in (position - 1, position - 2):  # "few improvements", "few performance improvements"
        if at >= 0 and tokens[at] in _NULLIFIERS and not (at and tokens[at - 1] == "a"):
            return at if at == position - 1 or _is_content(tokens[position - 1]) else None
    after = position + 1
    if after < len(tokens) and tokens[after] in _PASSIVE:  # "improvements are (very) negligible"
        after += 2 if after + 1 < len(tokens) and tokens[after + 1] in ("very", "quite", "only", "rather") else 1
        if after < len(tokens) and tokens[after] in _NULLIFIERS:
            return after
    return None


def _negator_before(tokens: Sequence[str], stems: Sequence[str], position: int) -> int | None:
    """Where the negator that reaches ``position`` stands, or None ("not only" is no negation). A
    negated verb of finding or producing reaches two words further: "we have not observed significant
    performance gains", "did not yield a significant boost" deny the gains and the boost."""
    for back in range(1, NEGATION_REACH + 3):
        at = position - back
        if at < 0 or tokens[at] in _CLAUSE_BREAKS:
            return None
        if back > NEGATION_REACH and not (at + 1 < len(tokens) and stems[at + 1] in _FINDING_VERBS):
            continue
        if tokens[at] in _NEGATORS or stems[at] in _FAIL_STEMS:
            if tokens[at + 1] in ("only", "just") or (at and tokens[at - 1] in _NOT_A_NEGATION_AFTER):
                return None
            if tokens[at] == "without" and not tokens[position].endswith("ing") and any(
                    _is_content(token) and not token.endswith("ly") for token in tokens[at + 1: position]):
                return None  # "the best GNN without EGP easily exceeds": "without" took its object already
            return at - 1 if at and tokens[at - 1] in _AUXILIARIES else at
    return None


def _is_content(token: str) -> bool:
    return token not in STOPWORDS and token not in _NEGATORS and len(token) > 1 and not token[0].isdigit()


# Words a cue never governs though they are not stop words: "improvements when no noise is added"
# is about the noise, and "improvements achieved when applying X" shares nothing with it.
_NOT_GOVERNED = frozenset("when whenever where if even what how why all any some every".split())


_SUBORDINATORS = frozenset("when whenever if because since until once".split())  # ("as": "ineffective as treatments")


def _anchor(tokens: Sequence[str], stems: Sequence[str], position: int, cue_positions: set[int]) -> frozenset[str]:
    """Content stems the cue at ``position`` governs: the next few, or the previous few when
    the cue is passive ("recall is lowered")."""
    adverb = position > 1 and tokens[position - 1] in _DEGREE  # "is significantly reduced"
    auxiliary = position - 2 if adverb else position - 1
    passive = auxiliary >= 0 and tokens[auxiliary] in _PASSIVE and tokens[position].endswith("ed")
    span = range(position - 1, max(auxiliary - 5, -1), -1) if passive else range(position + 1, len(tokens))
    verb = not passive and tokens[position].endswith(("s", "ed")) and tokens[position] not in _COMPARATIVES
    found: list[str] = []
    for at in span:
        if tokens[at] in _CLAUSE_BREAKS or len(found) >= ANCHOR_WORDS:
            break
        if verb and tokens[at] in _SUBORDINATORS and not found and (
                at == position + 1 or tokens[position + 1].endswith("ly")):
            break  # "performance rises sharply when fewer layers are fine-tuned": the condition is not what rises
        if at not in cue_positions and _is_content(tokens[at]) and tokens[at] not in _NOT_GOVERNED \
                and not (verb and at == position + 1 and tokens[at].endswith("ly")):  # "rises sharply": a manner
            found.append(stems[at])
            found.extend(_compound_parts(tokens[at]))
    if not found and verb:
        # "SR improves 5.5%", "accuracy dropped": an intransitive verb governs its subject (not an
        # adjective: "the original features better than 0.95" speaks of a correlation)
        for at in range(auxiliary, max(auxiliary - 2, -1), -1):
            if tokens[at] in _CLAUSE_BREAKS or not _is_content(tokens[at]) or at in cue_positions:
                break
            found.append(stems[at])
    return frozenset(found)


# Prefixes that make a compound mean something else than its last word: "anti-inflammatory"
# is not about "inflammatory" in the way "large-scale" is about "scale".
_BOUND_PREFIXES = frozenset("anti semi multi over under inter intra super ultra hyper hypo post self non".split())


def _compound_parts(token: str) -> list[str]:
    """"large-scale" governs what "large scale" does: the stems of a compound's parts, when its
    first part is a word of its own (four letters or more, not a bound prefix)."""
    parts = token.split("-")
    if len(parts) != 2 or len(parts[0]) < 4 or parts[0] in _BOUND_PREFIXES or len(parts[1]) < 3:
        return []
    return [_stem(part) for part in parts]


def _goodness(token: str, polarity: Polarity, anchor: frozenset[str]) -> int:
    """Whether the (un-negated) change a direction cue states is good: evaluative words say so
    themselves; "increases" / "reduces" take it from the metric they govern (0: unknown)."""
    if polarity not in (Polarity.UP, Polarity.DOWN):
        return 0
    if token.startswith(tuple(_GOOD_CHANGE)):
        return 1
    if token.startswith(tuple(_BAD_CHANGE)):
        return -1
    bad = any(stem.startswith(_BAD_PREFIXES) for stem in anchor)
    good = any(stem.startswith(_GOOD_PREFIXES) for stem in anchor)
    if bad == good:
        return 0
    rise = 1 if polarity is Polarity.UP else -1
    return rise if good else -rise


_SWAPPED = {Polarity.UP: Polarity.DOWN, Polarity.DOWN: Polarity.UP, Polarity.NOT_UP: Polarity.NOT_DOWN,
            Polarity.NOT_DOWN: Polarity.NOT_UP}


def _framed(claim: Cue, source: Cue) -> tuple[Polarity, Polarity]:
    """The two cues' polarities in one frame: as good / bad changes when both are known
    (UP = a good change), else as the raw directions the words state; and as raw directions
    where the claim names the source's change by its word ("the decline with many layers" is
    the source's "such decline of performance", whatever the words after each make it good or bad)."""
    same_change = claim.named and claim.stem == source.stem
    if claim.polarity in _DIRECTIONS and source.polarity in _DIRECTIONS and claim.good and source.good \
            and not same_change:
        def as_goodness(cue: Cue) -> Polarity:
            raw_up = cue.polarity in (Polarity.UP, Polarity.NOT_UP)
            good_is_up = (cue.good > 0) == raw_up
            return cue.polarity if good_is_up else _SWAPPED[cue.polarity]
        return as_goodness(claim), as_goodness(source)
    return claim.polarity, source.polarity


_POSITION_NAMES = frozenset({"higher", "lower"})


def _sign_of_effect(tokens: Sequence[str], at: int) -> int | None:
    """Where the sign of the effect word at ``at`` stands: before it ("a negative correlation",
    "positively associated") or, as an adverb, right after it ("correlated positively")."""
    if at and tokens[at - 1] in _SIGNS:
        return at - 1
    if at + 1 < len(tokens) and tokens[at + 1] in _SIGN_ADVERBS:
        return at + 1
    return None


def _bare_noun(tokens: Sequence[str], at: int) -> bool:
    """An effect noun that names a topic, not a finding: "emotional impact" in a list of
    outcomes, against "a significant impact" or "no effect"; and "comparable" describing a
    thing ("ResNets of comparable size", "comparable ResNets"), not a result ("comparable to",
    "is comparable", "comparable accuracy")."""
    if tokens[at] in ("comparable", "comparably"):
        following = tokens[at + 1] if at + 1 < len(tokens) else ""
        stated = not following or following in ("to", "with", "and", "or") or following.startswith(
            _GOOD_PREFIXES + _BAD_PREFIXES) or (at and tokens[at - 1] in _AUXILIARIES)
        return not stated
    if tokens[at] in _POSITION_NAMES:  # "the lower layers", "the higher layers": which ones, no finding
        return bool(at) and tokens[at - 1] == "the" and "than" not in tokens[at + 1: at + 8]
    if tokens[at] not in _EFFECT_NOUNS:
        return False
    if tokens[at + 1: at + 2] and tokens[at + 1] in _DETERMINERS | {"both"}:
        return False  # a verb, not a topic: "the construction changes both the parameter count"
    return not (at and tokens[at - 1] in _ASSERTING_BEFORE_NOUN)


def _contrast_start(tokens: Sequence[str]) -> int:
    """Where the sentence's contrast clause begins ("..., whereas ...", "..., but ..."), or its
    length: a sentence that opens with "But" or "Although" has its main clause after it. A "but"
    before an auxiliary goes on about the same subject ("HQET provides a framework ... but can
    predict neither ..."): no clause of its own."""
    return next((at for at, token in enumerate(tokens) if at and token in _CONTRAST_CLAUSE
                 and not (token == "but" and at + 1 < len(tokens) and tokens[at + 1] in _AUXILIARIES)), len(tokens))


def _negates_a_verb(tokens: Sequence[str], at: int) -> bool:
    """Whether ``tokens[at]`` is a "not" / "never" after an auxiliary: "is not required", "will
    usually not ascribe" (an adverb between), "was developed for X and not tuned for Y" (the
    first verb's auxiliary, a past participle after), "heavy mesons not yet observed"."""
    if tokens[at] not in ("not", "never", "neither") or not at:
        return False
    before = tokens[at - 1]
    if tokens[at] == "neither":  # "are neither actionable nor sparse"
        return before in _AUXILIARIES
    if before in _RAISING and tokens[at + 1: at + 2] == ["to"]:
        return True  # "appear not to saturate"
    if before in _AUXILIARIES or (at > 1 and before.endswith("ly") and tokens[at - 2] in _AUXILIARIES):
        return True
    after = tokens[at + 2: at + 3] if tokens[at + 1: at + 2] == ["yet"] else tokens[at + 1: at + 2]
    participle = bool(after) and after[0].endswith("ed")
    if participle and _is_content(before) and before not in ("and", "but"):
        return True  # "the masses of heavy mesons not yet observed": a participle after its noun
    return (before in ("and", "but") and participle
            and any(word in _AUXILIARIES for word in tokens[max(0, at - 12): at - 1]))


def _verbal_negations(tokens: Sequence[str], stems: Sequence[str], main_clause: bool = False) -> dict[str, str]:
    """Words negated after an auxiliary ("is not required", "had not been described") or by
    "without" before a gerund ("without modifying"), by stem, with the words as printed.
    ``main_clause``: not those in a contrast clause ("..., whereas
    bandwidth features do not encode ...", "..., while TableFormer is not affected"), which
    speak of that clause's own subject, not of the sentence's finding."""
    negated: dict[str, str] = {}
    contrast = _contrast_start(tokens) if main_clause else len(tokens)
    for at, token in enumerate(tokens):
        if at > contrast:
            break
        verbal = _negates_a_verb(tokens, at)
        gerund = tokens[at + 1] if at + 1 < len(tokens) else ""
        if token == "without" and gerund.endswith("ing") and _is_content(gerund):
            negated.setdefault(stems[at + 1], f"without {gerund}")  # "without modifying the input files"
            continue
        # "unable to", "incapable of", "failed to"; "did not fail to" is no negation at all
        inability = ((token in ("unable", "incapable") or stems[at] == "fail")
                     and tokens[at + 1: at + 2] in (["to"], ["of"]) and not (at and tokens[at - 1] in _NEGATORS))
        if verbal and tokens[at + 1: at + 2] and _stem(tokens[at + 1]) == "fail":
            continue
        denied = _denied_by_subject_or_object(tokens, at)
        if denied is not None:
            negated.setdefault(stems[denied], " ".join(tokens[min(at, denied): max(at, denied) + 1]))
            continue
        if not (verbal or inability):
            continue
        if at and tokens[at - 1] in _MODALS and "if" in tokens[:at]:
            continue  # "if the initialization deviates too far, the model may fail to train": a hypothetical
        if main_clause and verbal and at > 1 and tokens[at - 1] in _AUXILIARIES and tokens[at - 2] in _RELATIVES:
            continue  # "a worker that does not respond is marked as failed": a relative clause names a thing
        if at + 1 < len(tokens) and tokens[at + 1] in ("only", "just"):
            continue
        for after in range(at + 1, min(at + 5, len(tokens))):
            word = tokens[after]
            if tokens[after + 1: after + 2] in (["well"], ["poorly"], ["badly"]):
                break  # "does not generalize well": the manner is denied, read as "generalizes poorly"
            if word in _RAISING and tokens[after + 1: after + 2] == ["to"] and after + 2 < len(tokens):
                # "do not appear to saturate" says what "appear not to saturate" says ("to be required": required)
                verb = after + 3 if tokens[after + 2] in ("be", "have") and after + 3 < len(tokens) else after + 2
                negated.setdefault(stems[verb], " ".join(tokens[at - (1 if verbal else 0): verb + 1]))
                break
            if (word in _AUXILIARIES or word.endswith("ly") or not (_is_content(word) or word == "same")
                    or word in _SOFTENERS or word == "of"):
                continue  # ("is not the same as": a stop word, yet the word the negation is about)
            negated.setdefault(stems[after], " ".join(tokens[at - (1 if verbal else 0): after + 1]))
            if verbal and "nor" in tokens[after + 1: after + 4]:  # "not (neither) actionable nor sparse"
                nor = tokens.index("nor", after + 1)
                if nor + 1 < len(tokens) and _is_content(tokens[nor + 1]):
                    negated.setdefault(stems[nor + 1], f"nor {tokens[nor + 1]}")
            if "-" in word:  # "is not well-constrained" denies what "is well constrained" states
                negated.setdefault(_stem(word.rsplit("-", 1)[1]), negated[stems[after]])
            linked = tokens[after + 1: after + 3]  # "capable of providing", "able to serve"
            if word in ("capable", "able") and len(linked) == 2 and linked[0] in ("of", "to"):
                # "are not capable of providing": the providing is denied too
                negated.setdefault(stems[after + 2], " ".join(tokens[at - (1 if verbal else 0): after + 3]))
            break
    return negated


def _denied_objects(tokens: Sequence[str], stems: Sequence[str]) -> dict[str, str]:
    """Things a verb's "no" object denies, by stem: "they give no basis for a proof" ("she no longer
    had", "no doubt" deny nothing). Read only in a source sentence against a claim that states the
    thing plainly: a claim's own "no loss" may be the source's "without any loss", worded otherwise."""
    return {stems[at + 1]: f"no {tokens[at + 1]}" for at in range(1, len(tokens) - 1)
            if tokens[at] == "no" and _is_content(tokens[at - 1]) and tokens[at - 1] not in _PRONOUNS
            and _is_content(tokens[at + 1]) and tokens[at + 1] not in _NO_IDIOMS and _base_polarity(tokens[at + 1]) is None}


_LACKING = frozenset("lack lacks lacked lacking absence".split())
_OBJECT_PRONOUNS = frozenset("us them me him her you it".split())
_PRONOUNS = frozenset("i you he she we they it one someone something".split())
_NO_IDIOMS = frozenset("longer doubt matter one".split())


def _denied_by_subject_or_object(tokens: Sequence[str], at: int) -> int | None:
    """Where the word stands that a negative subject or object denies: "neither of the other two
    learns anything", "none of the variants improves", "a nonpaying cryptographer learns nothing"
    (each says what "does not learn" says); None where ``tokens[at]`` is no such word."""
    if tokens[at] == "nothing" and at:
        verb = at - 2 if at > 1 and tokens[at - 1] in _OBJECT_PRONOUNS else at - 1  # "tells us nothing"
        return verb if _is_content(tokens[verb]) and not tokens[verb].endswith("ly") else None
    if tokens[at] == "neither" and at and _is_content(tokens[at - 1]) and "nor" in tokens[at + 2: at + 14]:
        return at - 1  # "can predict neither the spectra nor the approach"
    if tokens[at] not in ("neither", "none") or at + 1 >= len(tokens) or tokens[at + 1] != "of":
        return None
    nouns = [after for after in range(at + 2, min(at + 7, len(tokens))) if _is_content(tokens[after])]
    if len(nouns) < 2 or any(token in _CLAUSE_BREAKS for token in tokens[at + 2: nouns[1]]):
        return None
    return nouns[1]  # the word after the "of" phrase's noun


@dataclass(frozen=True)
class _Words:
    """What alignment needs of a sentence, cheap enough for every sentence of a passage."""

    tokens: tuple[str, ...]
    stems: tuple[str, ...]
    cue_positions: frozenset[int]
    content: frozenset[str]  # content stems, cue words set aside
    states_finding: bool
    aligned_on: frozenset[str] = frozenset()  # what alignment compares: content and cue stems


PURPOSE_REACH = 12  # words: "to determine X" this far in is a sentence's aim, later a purpose clause


def _asks(text: str) -> bool:
    """Whether ``text`` states an aim, not a finding ("We aimed to ...", "Whether X ..."). A
    purpose clause late in a finding ("... performs well for softmax functions to determine
    true misbehavior") is no aim."""
    return any(not match.group(0).lower().startswith("to ") or len(text[:match.start()].split()) <= PURPOSE_REACH
               for match in _AIM.finditer(text))


@lru_cache(maxsize=65536)
def _words(text: str) -> _Words:
    tokens = tuple(_tokens(text))
    stems = tuple(_stem(token) for token in tokens)
    cue_positions = frozenset(at for at in range(len(tokens)) if _polarity_at(tokens, at) is not None)
    content = frozenset(stem for position, (token, stem) in enumerate(zip(tokens, stems))
                        if position not in cue_positions and _is_content(token) and stem not in _FAIL_STEMS)
    finding = len(tokens) >= MIN_SENTENCE_TOKENS and not (text.rstrip().endswith("?") or _asks(text)
                                                          or _CAPTION.match(text))
    cue_stems = frozenset(stems[at] for at in cue_positions if _is_content(tokens[at]))
    return _Words(tokens, stems, cue_positions, content, finding, content | cue_stems)


def read_sentence(text: str) -> ReadSentence:
    """The cues and content stems of one sentence."""
    light = _words(text)
    tokens, stems, cue_positions = list(light.tokens), list(light.stems), set(light.cue_positions)
    # "more effective than" / "less effective than": a comparison about the word after "more" or
    # "less" (whose own cue, "effective", would otherwise agree with either); "more than 50" is none
    compared = {at: Polarity.UP if token == "more" else Polarity.DOWN for at, token in enumerate(tokens)
                if token in ("more", "less", "fewer") and at + 1 < len(tokens) and tokens[at + 1] != "than"
                and _is_content(tokens[at + 1])
                and ("than" in tokens[at + 2: at + 8] or (at and tokens[at - 1] in _QUANTIFIED)
                     or (token != "less" and _PLURAL.fullmatch(tokens[at + 1]) is not None))}  # "with fewer errors"
    absorbed = {at + 1 for at in compared}
    found = sorted([(at, polarity) for at in sorted(cue_positions) if at not in absorbed
                    and (polarity := _polarity_at(tokens, at)) is not None and not _bare_noun(tokens, at)]
                   + list(compared.items()))
    cues: list[Cue] = []
    negated_before = -1  # where the last negated cue stood: "did not improve X or reduce Y"
    first_word = next((at for at, token in enumerate(tokens) if _is_content(token)), -1)
    contrast = _contrast_start(tokens)
    for position, polarity in found:
        other = _than_operand(tokens, stems, position)
        if position == first_word and tokens[position].endswith("ing"):
            continue  # "Increasing the resolution ... hurts": a gerund subject is the condition, not the finding
        about = position + 1 if position in compared else position  # "more effective": about "effective"
        anchor = _anchor(tokens, stems, about, cue_positions | absorbed)
        sign_at = _sign_of_effect(tokens, position) if polarity is Polarity.EFFECT else None
        if sign_at is not None:  # "positively associated", "correlated negatively": a direction
            polarity = _SIGNS[tokens[sign_at]]
        base = polarity
        negator = _negator_before(tokens, stems, position)
        turned_adverb = False
        if negator is None and negated_before >= 0 and any(
                tokens[at] in ("or", "nor") for at in range(max(negated_before, position - NEGATION_REACH), position)):
            negator = negated_before
        printed = (tokens[min(sign_at, position): max(sign_at, position) + 1] if sign_at is not None
                   else tokens[position: about + 1])
        words = " ".join(printed)
        if negator is not None:
            negated_before = position
            # "does not generalize well" says what "generalizes poorly" says
            turned_adverb = tokens[position] in _ADVERB_POLARITY and polarity in (Polarity.UP, Polarity.DOWN)
            polarity = _SWAPPED[polarity] if turned_adverb else _NEGATED[polarity]
            words = " ".join(tokens[negator: position + 1])
        elif (nullifier := _nullified(tokens, position, polarity)) is not None:
            polarity = _NEGATED[polarity]  # "very few performance improvements", "improvements are negligible"
            words = " ".join(tokens[min(nullifier, position): max(nullifier, position) + 1])
        before = _content_stems(tokens, stems, range(position - 1, -1, -1), cue_positions)
        if not other and stems[position].startswith(_COMPARING_VERBS):
            before, other = _verb_operands(tokens, stems, position, cue_positions, before)
        by_verb = bool(other) and stems[position].startswith(_COMPARING_VERBS)
        goodness = _goodness(tokens[about], base, anchor) * (-1 if turned_adverb else 1)
        cues.append(Cue(polarity, words, stems[about], anchor, goodness, before, other,
                        position in compared, position > contrast, by_verb,
                        bool(position) and tokens[position - 1] in _NAMING))
    for match in _FROM_TO.finditer(text.lower()):
        start, end = float(match.group(1)), float(match.group(2))
        if start != end:
            cues.append(Cue(Polarity.UP if end > start else Polarity.DOWN, match.group(0), "from-to"))
    content, finding = light.content, light.states_finding
    # A negation inside parentheses is an aside ("(83% were not receiving oxygen)"), not the finding.
    bare = _tokens(_PARENTHESES.sub(" ", text))
    bare_stems = [_stem(token) for token in bare]
    negations = _verbal_negations(bare, bare_stems)
    main = frozenset(_verbal_negations(bare, bare_stems, main_clause=True))
    free = not any(token in _NEGATORS or token == "nothing" or _stem(token) in _NEGATING_VERBS
                   or _NEGATIVE_ADJECTIVE.fullmatch(token) for token in bare)
    objects = _denied_objects(bare, bare_stems)
    phrases = tuple({**{stem: token for stem, token in zip(stems, tokens)}, **objects, **negations}.items())
    # ("no" names a thing too: "they give no basis" denies the basis "a basis" names)
    after_determiner = {stem for at, stem in enumerate(stems) if at and tokens[at - 1] in _NAMING_OR_NO}
    elsewhere = {stem for at, stem in enumerate(stems) if not at or tokens[at - 1] not in _NAMING_OR_NO}
    named = frozenset(after_determiner - elsewhere)
    lacked = frozenset(stems[at + 2] for at in range(len(tokens) - 2)
                       if tokens[at] in _LACKING and tokens[at + 1] == "of" and _is_content(tokens[at + 2]))
    return ReadSentence(text, tuple(cues), content, negated=frozenset(negations), negated_main=main,
                        contrast_words=frozenset(stems[contrast + 1:]), words=frozenset(stems), named=named, lacked=lacked,
                        denied_objects=frozenset(objects),
                        negation_free=free, states_finding=finding, phrases=phrases)


def _verb_operands(tokens: Sequence[str], stems: Sequence[str], position: int, cue_positions: set[int],
                   before: frozenset[str]) -> tuple[frozenset[str], frozenset[str]]:
    """(first operand, other operand) of a comparing verb: "A outperforms B" has B as the other;
    "A is outperformed by B" says "B outperforms A"."""
    agent = next((at for at in range(position + 1, min(position + 6, len(tokens))) if tokens[at] == "by"), None)
    # "is (substantially) outperformed (on all datasets) by", "are still outperformed ... by": the
    # auxiliary, an adverb or two apart at most
    auxiliary = position - 1
    while auxiliary > max(position - 3, 0) and (tokens[auxiliary].endswith("ly")
                                                or tokens[auxiliary] in _AUXILIARY_ADVERBS):
        auxiliary -= 1
    passive = agent is not None and auxiliary >= 0 and tokens[auxiliary] in _PASSIVE
    operands_from = agent + 1 if passive and agent is not None else position + 1
    after = _content_stems(tokens, stems, range(operands_from, len(tokens)), cue_positions, _OPERAND_ENDS - {"by"})
    return (after, before) if passive else (before, after)


def _content_stems(tokens: Sequence[str], stems: Sequence[str], positions: Iterable[int],
                   skipped: frozenset[int] | set[int] = frozenset(),
                   stop: frozenset[str] = frozenset()) -> frozenset[str]:
    """Up to OPERAND_WORDS content stems at ``positions``, in that order, stopping at a clause
    break (or a word of ``stop``)."""
    found: list[str] = []
    for at in positions:
        if tokens[at] in _CLAUSE_BREAKS or tokens[at] in stop or len(found) >= OPERAND_WORDS:
            break
        if at not in skipped and _is_content(tokens[at]):
            found.append(stems[at])
    return frozenset(found)


def _operand_order(claim: Cue, source: Cue) -> int:
    """For a "than" comparison on either side: +1 when both sentences put the same operand
    first ("A is harder than B" / "A is easier [than B]"), -1 when swapped ("B is easier than
    A"), 0 when the words cannot tell (the pair is then not compared). 1 without a comparison."""
    if not claim.other and not source.other:
        return 1
    if (claim.by_verb or source.by_verb) and not (claim.by_verb and source.by_verb):
        return 1  # a verb's object on one side only ("has not been surpassed in height"): nothing to compare
    # Only words on one side of a sentence's comparison tell its operands apart ("model" in
    # "model A ... than model B" does not).
    mine, other_mine = claim.before - claim.other, claim.other - claim.before
    theirs, other_theirs = source.before - source.other, source.other - source.before
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


def _than_operand(tokens: Sequence[str], stems: Sequence[str], position: int) -> frozenset[str]:
    """The other operand of a comparative at ``position``: "A has higher X than (for) B" and
    "B has lower X than A" agree, the operands decide (``_operand_order``); "larger than 100 m"
    is a threshold, no operand to swap."""
    if tokens[position] not in _COMPARATIVES or "than" not in tokens[position + 1: position + 8]:
        return frozenset()
    than = tokens.index("than", position + 1)
    operand_at = than + 2 if tokens[than + 1: than + 2] and tokens[than + 1] in _OPERAND_ENDS else than + 1
    if tokens[operand_at: operand_at + 1] and tokens[operand_at][:1].isdigit():
        return frozenset()
    return _content_stems(tokens, stems, range(operand_at, len(tokens)), stop=_OPERAND_ENDS)


def _hedged(read: ReadSentence, stem: str) -> bool:
    """Whether the sentence denies ``stem`` through "seem" / "appear" ("does not seem to be required")."""
    return bool(_RAISING & set(_printed(read, stem).split()))


def _printed(read: ReadSentence, stem: str) -> str:
    return next((words for key, words in read.phrases if key == stem), stem)


def _about_the_same(claim: Cue, source: Cue) -> bool:
    """The two cues speak of the same thing: the same word, or anchors that share a word ("more
    X" only of X: its direction is X's, which "harder" or "better" may share or not)."""
    if claim.compared or source.compared:  # "fewer full-text papers" is about what "more full text papers" is
        return claim.stem == source.stem or claim.stem.split("-")[0] == source.stem.split("-")[0]
    if frozenset((claim.words, source.words)) in _ANTONYMS and (
            not claim.anchor or not source.anchor or len(claim.before & source.before) >= ANTONYM_SUBJECT):
        # "the slowest and least accurate ..." against "the fastest and most accurate ..."; "The
        # simple spectrogram method is by far the slowest of ..." against "... the fastest, as is
        # to be expected": the same subject
        return True
    return (_same_word(claim.stem, source.stem) or "from-to" in (claim.stem, source.stem)
            or bool(claim.anchor & source.anchor) or _same_operands(claim, source))


def _same_operands(claim: Cue, source: Cue) -> bool:
    """Two comparisons of the same two things in the same order, whatever their words: "A does
    worse than B" and "A outperforms B" ("than" on one side, a comparing verb on the other)."""
    return (bool(claim.other) and bool(source.other) and bool(claim.before & source.before)
            and bool(claim.other & source.other) and not claim.before & source.other
            and not claim.other & source.before)


def _same_word(first: str, second: str) -> bool:
    """The same stem, or one its "un-" / "in-" negation ("changes" / "unchanged", "affected" /
    "unaffected", "depends" / "independent", "effect" / "ineffective")."""
    return first == second or any(longer.startswith((prefix + shorter)) for longer, shorter in ((first, second), (second, first))
                                  for prefix in ("un", "in") if len(shorter) >= 4)


def _cues_oppose(claim: Cue, source: Cue) -> bool:
    mine, theirs = _framed(claim, source)
    if theirs not in _OPPOSED[mine]:
        return False
    if Polarity.EFFECT in (claim.polarity, source.polarity) and not _same_word(claim.stem, source.stem):
        # "induced" against "comparable": only "associated" / "not associated" is clear (or "changes"
        # against "leaves ... unchanged", "affected" against "unaffected")
        return False
    return _about_the_same(claim, source)


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
    shared governed words, then a cue of the same family (a direction for a direction:
    "worsened risk" is answered by "improvements in risk", not by "significant"); on a tie
    the one that agrees wins (the cautious reading)."""
    best: tuple[int, int, int, Cue] | None = None
    for other in others:
        if not _about_the_same(cue, other):
            continue
        family = int((cue.polarity in _DIRECTIONS) == (other.polarity in _DIRECTIONS))
        # the same word about other things ("LN reduces ... SSA" for "reduces SR") counts less
        # than another word about the same thing ("SR improves")
        # ... unless the claim names the change with a determiner: "the decline with many layers" is
        # the source's "such decline of performance", whatever words each puts after it
        same_word = cue.stem == other.stem and (cue.named or not (cue.anchor and other.anchor
                                                                 and not cue.anchor & other.anchor))
        rank = (2 * same_word + len(cue.anchor & other.anchor), family,
                int(_cues_agree(cue, other)), other)
        if best is None or rank[:3] > best[:3]:
            best = rank
    return best[3] if best is not None else None


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
    found: tuple[str, str, str] | None = None
    reversed_cue: Cue | None = None
    reversed_match: Cue | None = None
    opposing_contrasted = False
    agreeing: list[Cue] = []
    agreed_matches: list[tuple[Cue, Cue]] = []  # (agreeing claim cue, the source cue it answers to)
    linked = False  # both say "associated with": the same link, its direction still open
    for cue in claim.cues:
        match = _closest(cue, source.cues)
        if match is None:
            continue
        order = _operand_order(cue, match)
        if order == 0:
            continue
        if order < 0:  # "B is easier than A" says what "A is harder than B" says
            cue = replace(cue, polarity=_SWAPPED.get(cue.polarity, cue.polarity), good=-cue.good)
        if _cues_agree(cue, match):
            if cue.polarity is Polarity.EFFECT:
                linked = True
                continue
            agreeing.append(cue)
            agreed_matches.append((cue, match))
        elif found is None and _cues_oppose(cue, match):
            reversed_cue, reversed_match, opposing_contrasted = cue, match, match.contrasted
            found = (CUE, cue.words, match.words if order > 0 else f"{match.words}, of the two the other way round")
    # An agreeing cue about the reversed one's words says what the claim says; one about other
    # words is another part of the sentence ("fewer bytecodes ... lower dispatch cost", "...
    # with fewer parameters"), unless the opposing source cue stands in a contrast clause, the
    # other side of a finding the source states both ways ("The BiT CNNs outperform ViT on
    # ImageNet, but with the larger datasets, ViT overtakes"). Without a reversal, any
    # agreement means the source agrees.
    if agreeing and reversed_cue is None and not _agreement_beside_negation(claim, source, agreeing):
        return None
    # (a thing both name by its rank, "the best competing approaches", is no agreement about what
    # changed in it)
    if agreeing and reversed_cue is not None and (any(
            cue.stem == reversed_cue.stem or (cue.anchor & reversed_cue.anchor and not _names_a_rank(cue))
            for cue in agreeing)
            or (opposing_contrasted and _revisited(agreeing, source))):
        return None
    # the source's cue that one claim cue opposes and another, more about its words and as much
    # about its subject, agrees with: the claim names both ends ("A produced the highest amplitude,
    # and B the lowest" against "A resulted in the highest amplitude"), the opposing one about
    # another subject (not so against "B resulted in the highest amplitude")
    if found is not None and not any(
            match is reversed_match and reversed_cue is not None
            and len(cue.anchor & match.anchor) > len(reversed_cue.anchor & match.anchor)
            and len(cue.before & match.before) >= len(reversed_cue.before & match.before)
            for cue, match in agreed_matches):
        return found
    for first, second, flip in ((claim, source, False), (source, claim, True)):
        # a source's negation counts only in its main clause: "X encode ..., whereas Y do not
        # encode ..." states what the claim says about X
        # ... unless the claim has such a clause too: then its contrast clause answers the source's
        # ("..., whereas bandwidth features add no further information" says nothing of "encode")
        negated = first.negated if not flip else first.negated_main | first.denied_objects | (
            (first.negated - first.negated_main) & second.contrast_words)
        # where both negate the same word, one sentence of two clauses may deny what the other
        # states in its other clause ("are not laid out at random, and this structure does not
        # vary" against "..., and this structure varies"); else any negation of the other side's
        # may be the same denial worded otherwise ("did not become a folk hero")
        if negated and (not second.negated or negated & second.negated):
            # a thing named ("the server") is not the verb negated ("would not serve")
            # ... in the source's clause that is about the claim ("..., and accuracies seem to
            # have reached a limit" is not "do not reach the accuracy of human experts")
            ground = _clause_ground(source.text, claim.stems)
            # (nor is a thing the other sentence says is missing: "lack of awareness" against "no awareness")
            shared = sorted(stem for stem in (negated & second.words) - second.negated - second.lacked
                            - second.denied_objects - (second.named - first.named)
                            if _in_shared_clause(ground, claim.stems, stem))
            if shared:
                pair = (_printed(first, shared[0]), _printed(second, shared[0]))
                return (NEGATION, pair[1], pair[0]) if flip else (NEGATION, *pair)
    if claim.negated_main and source.negation_free:
        # The claim denies what a closely aligned, negation-free source sentence states (in its
        # main clause: "..., while TableFormer is not affected" denies nothing the source says),
        # unless the source says the word of something else
        # (a hedged denial, "does not seem to be required", only of what the source names)
        denied = sorted(stem for stem in claim.negated_main if not (stem not in source.words and _hedged(claim, stem))
                        and (stem not in source.words or not _verb_denied(claim, stem)
                             or _same_object(claim.text, source.text, stem)))
        if denied:
            return DENIAL, _printed(claim, denied[0]), ""
    return None


@lru_cache(maxsize=1024)
def _governed_by_stem(text: str) -> dict[str, frozenset[str]]:
    """For every stem of ``text``, the content stems around it wherever it stands: what it is
    said of and what it governs, a few words on each side within the clause (one pass; a
    window looks at most ``GOVERNED_REACH`` tokens away)."""
    tokens = _tokens(_PARENTHESES.sub(" ", text))
    stems = [_stem(token) for token in tokens]
    found: dict[str, set[str]] = {}
    for at, stem in enumerate(stems):
        near_words = found.setdefault(stem, set())
        before = range(at - 1, max(at - GOVERNED_REACH, 0) - 1, -1)
        for span in (before, range(at + 1, min(at + GOVERNED_REACH + 1, len(tokens)))):
            taken = 0
            for near in span:
                if tokens[near] in _CLAUSE_BREAKS or taken >= ANCHOR_WORDS:
                    break
                if _is_content(tokens[near]) and tokens[near] not in _NOT_GOVERNED:
                    near_words.add(stems[near])
                    taken += 1
    return {stem: frozenset(words) for stem, words in found.items()}


def _governed(text: str, stem: str) -> frozenset[str]:
    return _governed_by_stem(text).get(stem, frozenset())


ClauseGround = tuple[tuple[frozenset[str], int], ...]


@lru_cache(maxsize=4096)
def _clause_stems(text: str) -> tuple[frozenset[str], ...]:
    return tuple(frozenset(_stem(token) for token in _tokens(clause)) for clause in _clauses(text))


def _clause_ground(source: str, claim_stems: frozenset[str]) -> ClauseGround:
    """Each clause of ``source`` (``_clauses``; none for one clause) with its stems and how
    many of the claim's content stems it holds, counted once per sentence pair."""
    return tuple((stems, len(stems & claim_stems)) for stems in _clause_stems(source))


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
    return words[0] not in _PASSIVE or words[-1].endswith(("ed", "en"))


def _same_object(first: str, second: str, stem: str) -> bool:
    """Whether ``stem`` is about the same thing in both sentences, where both say what it governs:
    "had not been used for event detection" is not denied by "often use syntactic dependency
    trees", nor "do not reach the accuracy of experts" by "seem to have reached a limit"."""
    ours, theirs = _governed(first, stem), _governed(second, stem)
    return not ours or not theirs or bool(ours & theirs)


def _revisited(agreeing: Sequence[Cue], source: ReadSentence) -> bool:
    """Whether the source's contrast clause speaks again of what an agreeing cue governs: the
    finding stated both ways ("BiT CNNs outperform ViT on ImageNet, but with the larger datasets,
    ViT overtakes"), not a second finding ("increases novelty but can reduce semantic fidelity")."""
    return any(cue.anchor & other.anchor for cue in agreeing for other in source.cues if other.contrasted)


def _agreement_beside_negation(claim: ReadSentence, source: ReadSentence, agreeing: Sequence[Cue]) -> bool:
    """Whether the agreeing cues are details beside a negation one side makes: "does not match
    the observed data for sizes larger than 100 meters" agrees on "larger" and denies "matches"."""
    negated, other = (claim.negated, source) if not source.negated else (
        (source.negated_main, claim) if not claim.negated else (frozenset(), claim))
    denied = negated & other.words  # a word one side negates and the other states (no bare denial)
    return bool(denied) and not any(cue.stem in denied or cue.anchor & denied for cue in agreeing)


def _weights(claim: frozenset[str], pool: Sequence[frozenset[str]]) -> dict[str, float]:
    """Inverse sentence frequency of the claim's stems among the passage sentences: a word
    every sentence of the paper uses ("retrieval", "accuracy") aligns less than a rare one
    ("in-batch")."""
    total = len(pool)
    return {stem: math.log((total + 1) / (sum(1 for content in pool if stem in content) + 0.5)) for stem in claim}


def _subject(words: _Words) -> frozenset[str]:
    """The content stems before the claim's first cue: what the finding is about
    ("in-batch negative training" in "... does not improve retrieval accuracy")."""
    if not words.cue_positions:
        return frozenset()
    first = min(words.cue_positions)
    return frozenset(stem for token, stem in zip(words.tokens[:first], words.stems[:first])
                     if _is_content(token) and stem in words.aligned_on)


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
        training-side reversals and false flags both: their clauses share one finding.)
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
        read = _read_cached(claim)
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
        source = _read_cached(text)
        found = opposed(read, source)
        if found is None and len(aligned) > 1 and aligned[1].score >= RUNNER_UP_SHARE * score and not any(
                _closest(cue, source.cues) is not None for cue in read.cues):
            # The best-aligned sentence has nothing to say about the claim's cues (its "lowered
            # difficulty" is not about "harder to read"); a sentence aligned nearly as well does.
            score, _, chunk, text = aligned[1]
            source = _read_cached(text)
            found = opposed(read, source)
        if found is None:
            return self._turned_whole(claim, aligned)
        if found[0] != CUE and (score < self.min_negation_alignment
                                or len(read.stems & source.stems) < min(MIN_SHARED_STEMS_NEGATION, len(read.stems))
                                or "whether" in _tokens(read.text)):
            return None  # "whether X treats Y has not been determined" denies knowing, not a finding
        # another well-aligned sentence says what the claim says (and not its opposite too), about
        # more than the reversing sentence already agrees on ("increases novelty but can reduce
        # semantic fidelity" is not vetoed by "gets better novelty scores")
        settled = frozenset(cue for cue in _agreed(read, source) if cue.words != found[1])  # not the reversed one
        # (the best-aligned sentence too, where the runner-up was read instead: "made some sense of
        # an article without knowing terms" says what the claim says, next to a sentence that denies it)
        if any(_vetoes(read, source, other, found, settled)
               for other_score, _, _, other_text in aligned if other_text != text and other_score >= VETO_SHARE * score
               for other in (_read_cached(other_text),)):
            return None
        if found[0] == DENIAL:
            chunk, text = _stating(read, source, aligned, score) or (chunk, source.text)
            return Reversal(chunk, text, round(score, 4), found[1], found[2], found[0])
        return Reversal(chunk, source.text, round(score, 4), found[1], found[2], found[0])

    def _turned_whole(self, claim: str, aligned: Sequence[Aligned]) -> Reversal | None:
        """What no cue shows, in the best-aligned sentence: two things swapped (swaps.py), or a
        number bounded the other way (bounds.py) that no sentence aligned half as well bounds
        the claim's way."""
        best = aligned[0]
        if best.score < self.min_negation_alignment:
            return None
        swap = swapped(claim, best.text)
        if swap is not None:
            return Reversal(best.chunk, best.text, round(best.score, 4), swap.claim_clause, swap.source_clause, SWAP)
        turned = turned_bound(claim, best.text)
        if turned is None or any(states_bound(turned[0], other.text) for other in aligned[1:]
                                 if other.score >= VETO_SHARE * best.score):
            return None
        return Reversal(best.chunk, best.text, round(best.score, 4), turned[0].words, turned[1].words, BOUND)


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
        read = _read_cached(other.text)
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
    for cue in [cue for cue in agreed if cue.words == found[1]]:
        reversing, agreeing = _closest(cue, source.cues), _closest(cue, other.cues)
        core = cue.anchor & reversing.anchor if reversing is not None else frozenset()
        if len(core) >= 2 and agreeing is not None and not core <= agreeing.anchor:
            agreed = agreed - {cue}
    # the full reading last: most well-aligned sentences neither agree nor deny
    return (denies_too or bool(agreed)) and opposed(read, other) is None


# Where a sentence joins two findings: ", and", ", while", ", whereas", ", but", ";"
_CLAUSE_JOINT = re.compile(r",\s+(?:and|while|whereas|but)\s+|;\s+")
MIN_CLAUSE_TOKENS = 6


def _clauses(claim: str) -> list[str]:
    """The clauses of a sentence that joins findings, each long enough to state one; none when
    any part is too short (a list of noun phrases, "X, and so on")."""
    parts = [part.strip() for part in _CLAUSE_JOINT.split(claim)]
    if len(parts) < 2 or any(len(_tokens(part)) < MIN_CLAUSE_TOKENS for part in parts):
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


def states_a_negation(text: str) -> bool:
    """Whether the sentence negates anything: "not", "no", "without", "fails to", "insufficient" ..."""
    return not _read_cached(text).negation_free


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
            light = _words(text)
            if text not in seen and light.states_finding:
                seen.add(text)
                expanded = [spelled[token] for token in light.tokens if token in spelled] if spelled else []
                pool.append((chunk, text, light.aligned_on.union(*expanded)))
    claim_words = _words(claim)
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
_VERB_FORMS = {stem: "use" for stem in ("use", "uses", "used", "using", "utiliz", "utilis", "utilization",
                                         "utilisation")}


def _same_verbs(stems: frozenset[str]) -> frozenset[str]:
    return frozenset(_VERB_FORMS.get(stem, stem) for stem in stems)


def _stated_better(claim: str, chunks: Sequence[Chunk], alignment: float,
                   spelled: Mapping[str, frozenset[str]]) -> bool:
    """Does a sentence of ``chunks`` aligned better than ``alignment`` say what ``claim`` says
    (a cue that agrees, or the same word negated)?"""
    claim = _without_attribution(claim)
    read = _read_cached(claim)
    return any(_states_the_claim(read, source) or bool(_same_verbs(read.negated) & _same_verbs(source.negated))
               for score, _, _, text in ranked_sentences(claim, chunks, spelled) if score > alignment
               for source in (_read_cached(text),))


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
    return {abbreviation: _words(long_form).aligned_on for abbreviation, long_form in defined.items()}


@lru_cache(maxsize=4096)
def _sentences_of(text: str) -> tuple[str, ...]:
    """The sentences of a passage, paragraph by paragraph; Markdown heading lines are not sentences."""
    sentences: list[str] = []
    for paragraph in _PARAGRAPH_BREAK.split(text):
        lines = [line for line in paragraph.splitlines() if not line.lstrip().startswith("#")]
        sentences.extend(split_sentences(" ".join(lines)))
    return tuple(sentences)


@lru_cache(maxsize=65536)
def _read_cached(text: str) -> ReadSentence:
    return read_sentence(text)
