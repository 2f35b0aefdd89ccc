"""How the reversal check reads one sentence (step 1 of ``reversal.py``'s method).

Tokens and stems; *polarity cues* (a direction, a null result or an effect word, possibly negated,
each with the content words it governs, its subject and, for a comparison, its other operand);
the verbs negated in the sentence and in its main clause; things denied by a negative subject or
object; whether it states a finding at all (questions, aims, captions and headings do not). Why a
module of its own: reading is a pure function of one sentence's text (cached), and how two readings
are compared, aligned and vetoed is another job (``reversal.py``).
"""

from __future__ import annotations

import bisect
import re
from dataclasses import dataclass, replace
from enum import Enum
from functools import lru_cache
from typing import Iterable, Iterator, Sequence

from .overlap import STOPWORDS
MIN_SENTENCE_TOKENS = 4  # shorter "sentences" are headings and captions, not findings
NEGATION_REACH = 3  # a negator reaches a cue this many tokens ahead
_RELATIVES = frozenset("that which who".split())
_MODALS = frozenset("may might could would".split())
RAISING = frozenset("appear appears appeared seem seems seemed".split())
# Verbs that link a subject to what it is, as "be" does: "did not prove harmful", "never became popular".
_LINKING = frozenset("prove proves proved proven become becomes became remain remains remained".split())
_FINDING_VERBS = frozenset("observ observed find found see seen detect detected show shown "
                           "yield give gave provid offer bring lead led result".split())  # ... or of producing
ANCHOR_WORDS = 3  # content words a cue governs
OPERAND_WORDS = 6  # content words on each side of a "than" comparison that name its operands
# The second operand ends where a prepositional phrase begins: "than BM25 on the benchmark".
_OPERAND_ENDS = frozenset("on in at for across with by under over during when after before among within despite".split())


class Polarity(str, Enum):
    """What a cue asserts about the finding it is attached to."""

    UP = "up"  # improves, raises, higher, outperforms
    DOWN = "down"  # worsens, lowers, underperforms
    NOT_UP = "not-up"  # does not improve
    NOT_DOWN = "not-down"  # does not reduce
    NULL = "null"  # no significant difference, unchanged, comparable, is not associated
    EFFECT = "effect"  # is associated with, affects, causes
_NEGATED = {Polarity.UP: Polarity.NOT_UP, Polarity.DOWN: Polarity.NOT_DOWN, Polarity.EFFECT: Polarity.NULL,
            Polarity.NULL: Polarity.EFFECT}

# Word forms (whole tokens) by what they assert; nouns that merely share a prefix
# ("dropout", "promoter", "inhibitor", "different", "growth") are left out on purpose.
_UP = re.compile(
    r"(improv\w*|increas\w*|overestimat\w*|rais(e|es|ed|ing)|higher|outperform\w*|better|enhanc\w*|boost\w*"
    r"|exceed\w*"
    r"|surpass\w*|beat(s|en)?|greater|larger|strengthen\w*|promot(e|es|ed|ing)|accelerat\w*|elevat(e|es|ed|ing)"
    r"|ris(e|es|en|ing)|rose|grow(s|n|ing)?|grew|superior|upregulat\w*|augment\w*|amplif\w*|stronger|faster"
    r"|gain(s|ed|ing)?|activat(e|es|ed|ing|ion)|easier|highest|best|greatest|largest|strongest|fastest"
    r"|expensive|costly|good|excellent|longer|quick(ly)?|increment(s|ed|ing)?|advantageous|successful|doubl(es|ed|ing)|tripl(es|ed|ing)"
    r"|induc(e|es|ed|ing)|encourag(e|es|ed|ing)|facilitat(e|es|ed|ing)|stimulat(e|es|ed|ing)|widen(s|ed|ing)?|robust)")
_DOWN = re.compile(
    r"(reduc\w*|decreas\w*|lower(s|ed|ing)?|wors\w*|deteriorat\w*|underestimat\w*|underperform\w*"
    r"|drop(s|ped|ping)?|declin\w*|impair\w*"
    r"|inhibit(s|ed|ing|ion)?|degrad\w*|hurt(s|ing)?|harm(s|ed|ing|ful)?|suppress(es|ed|ing|ion)?|diminish\w*"
    r"|fall(s|en|ing)?|fell|fewer|smaller|weaken\w*|slower|inferior|attenuat\w*|downregulat\w*|lessen\w*"
    r"|shr[iau]nk\w*|deactivat\w*|inactivat\w*|ameliorat\w*|alleviat\w*|mitigat\w*|harder|lowest|worst|smallest"
    r"|weakest|slowest|cheap(er|est)?|inexpensive|poor|shorter|los(e|es|ing)|unsuccessful|halv(e|es|ed|ing)"
    r"|imped(e|es|ed|ing)|hinder(s|ed|ing)?|hamper(s|ed|ing)?|dampen(s|ed|ing)?|abolish(es|ed|ing)?"
    r"|abrogat(e|es|ed|ing)|prevent(s|ed|ing)?|slow(s|ed|ly)?|narrow(s|ed|ing)|fragile|brittle|suffer(s|ed)?"
    r"|demot(e|es|ed|ing)|trail(s|ed)?|decrement(s|ed|ing)?)")
_EFFECT = re.compile(
    r"(associat\w*|correlat\w*|affect(s|ed|ing)?|influenc\w*|impact(s|ed|ing)?|effect(s|ive|ively)?"
    r"|caus(e|es|ed|ing)|predict(s|ed|ing|ive)?|alter(s|ed|ing)?|link(s|ed)?|chang(e|es|ed|ing)"
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
_BAD_CHANGE = frozenset("wors deteriorat impair degrad hurt harm underperform inferior weaken harder poorly badly "
                        "difficult trail".split())
# "rarely yields enough" says "usually not enough": a frequency that denies what it is said of
_SELDOM = frozenset("rarely seldom hardly scarcely".split())
_NEGATORS = frozenset("not no never without neither nor none unable".split()) | _SELDOM
_FAIL_STEMS = frozenset({"fail"})  # "failed to reduce"
_NEGATING_VERBS = frozenset({"fail", "refus", "lack", "incapabl", "deni", "declin"})  # "refused to be a model"
# An adjective that denies by its prefix: a sentence saying a thing "is insufficient" states no
# finding a claim's "is not enough" denies (the two say the same), nor "invariant to" one "is not affected by"
_NEGATIVE_ADJECTIVE = re.compile(r"(?:in|un|im)(?:sufficient|adequate|possible|able|likely|clear|known|necessary|feasible"
                                 r"|practical|reliable|successful|satisfactory|complete|effective|suitable|available"
                                 r"|variant|sensitive|affected|altered)")  # "invariant to row order": "not affected"
CLAUSE_BREAKS = frozenset({"but", "and", "while", "whereas", "although", "than"})
_CONTRAST_CLAUSE = frozenset({"whereas", "while", "but", "although", "though"})  # its negations are its own
_TWO_SIDED = frozenset({"whereas", "while", "but"})  # ("although" often opens a concession the main clause follows)
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
# Words of likelihood a bare "more" / "less" compares with no "than" after it: "faults less likely to
# produce correlated failures".
_LIKELIHOOD = frozenset("likely probable prone susceptible".split())
_DEGREE = frozenset("significantly substantially considerably markedly slightly greatly drastically dramatically "
                    "strongly further".split())  # how much, not which way ("negatively correlated")
COMPARATIVES = frozenset("higher lower greater smaller larger better worse superior inferior faster slower stronger "
                         "fewer more less easier harder earlier later".split())
_PLURAL = re.compile(r"[a-z]{3,}[^s]s")  # "errors", "parameters"; not "less", "process"
# "Figure 1: Retriever top-k accuracy with ..." names what a figure shows, it states no finding
_CAPTION = re.compile(r"\s*(figure|fig\.|table|tab\.)\s*[a-z]?\d+[a-z]?\s*[:.|]", re.IGNORECASE)
# "Table 1 gives the results for the frame-based multiple-F0 estimation task": what a table or a
# figure holds, no finding (a false denial of "has not been improved" rested on it); "Table 1
# shows that ..." states one
_DESCRIBES = re.compile(r"\s*(figure|fig\.|table|tab\.)\s*[a-z]?\d+[a-z]?\s+(gives|shows|lists|presents|reports"
                        r"|summari[sz]es|compares|depicts|illustrates|contains|displays|provides)\b(?!.*\bthat\b)",
                        re.IGNORECASE)
# A table's rows read as one "sentence" ("Table 1 Best results ... Participants 2009 2010 2011
# 2012 Yeh and Röbel 0.69 0.69 0.68 ..."): cells, no finding in words (a false denial of "was
# not bettered" rested on one). Rows show as runs of numbers with nothing but spaces between;
# prose separates the numbers it lists ("0.69, 0.70 and 0.71"), and one run may be a number
# printed with spaced thousands ("1 234 567").
_NUMBER_RUN = re.compile(r"(?<![\w.,])\d+(?:\.\d+)?%?(?:[ \t]+\d+(?:\.\d+)?%?){2,}(?![\w.,])")
TABLE_RUNS = 2


def _tabular(text: str) -> bool:
    return len(_NUMBER_RUN.findall(text)) >= TABLE_RUNS


PARENTHESES = re.compile(r"\([^()]*\)|\[[^\[\]]*\]")
_EFFECT_NOUNS = frozenset("effect effects impact impacts change changes difference differences association "
                          "associations correlation correlations influence".split())
_ASSERTING_BEFORE_NOUN = frozenset("a an significant strong positive negative clear no any large marked major "
                                   "measurable substantial beneficial detrimental adverse causal direct minor slight "
                                   "small modest notable considerable".split())  # "minor differences" are some
_DETERMINERS = frozenset("the a an this that these those its their our his her each every".split())
_NAMING = _DETERMINERS | {"such"}  # before a change noun, they name it: "the decline", "such decline"
_NAMING_OR_NO = _DETERMINERS | {"no"}  # before a noun, it is a thing ("the server", "no basis"), not a verb
_SOFTENERS = frozenset({"yet", "always", "previously", "been", "even", "fully", "much"})
# After a negation, these deny the universality, not the word: "not uniformly best" (best somewhere).
# ("not necessarily designed for", "not always better" stay negations: read as a universal, the
# thirty-third draft's caught "is designed for easy extension" was lost.)
_UNIVERSAL = frozenset("uniformly universally invariably everywhere".split())
PASSIVE = frozenset({"is", "are", "was", "were", "be", "been", "being"})
_WORD = re.compile(r"[a-z0-9]+(?:[.,][0-9]+|-[a-z0-9]+)*")  # "n-linked", "top-k" stay whole
LIST_ITEM_WORDS = 5  # words of a list's item between commas ("recursion", "and parallel execution")
_CONTRACTION = re.compile(r"(\w)n['’]t\b")
_FROM_TO = re.compile(r"\bfrom\s+(\d+(?:\.\d+)?)\s*%?\s+to\s+(\d+(?:\.\d+)?)")
# their object is the other operand
COMPARING_VERBS = ("outperform", "underperform", "surpass", "exceed", "beat", "trail")
_NO_PLURAL_S = ("ous", "ss", "us", "is")
_SUFFIXES = ("ations", "ation", "ments", "ment", "ness", "ingly", "ings", "ing", "edly", "ers", "ies", "ied",
             "ive", "es", "ed", "er", "ly", "s", "e", "y")


# Verbs that say the same, one stem for both: "needs training" is what "does not require training" denies
_SAME_STEM = {"need": "requir", "needs": "requir", "needed": "requir", "needing": "requir",
              # ... and "3-5 points loss" is what "losing 3-5 points" says
              **dict.fromkeys(("lose", "loses", "losing", "lost", "loss", "losses"), "los")}


# British spellings read as American ones, so "b-flavoured" is "b-flavored", "optimised" is
# "optimized", "modelling" is "modeling" (a fixed list of roots: "hour", "raise", "fill" stay).
_BRITISH = ((re.compile(r"(flav|col|behavi|fav|hon|lab|neighb|hum|rum|vap|harb|tum|od|vig|rig|sav|arm|endeav)our"),
             r"\1or"),
            (re.compile(r"(organ|recogn|optim|general|normal|character|summar|minim|maxim|util|real|visual|emphas"
                        r"|special|standard|categor|priorit|parameter|random|initial|regular|stabil|central|local"
                        r"|token|lemmat|vector|final|author|critic|hypothes|synthes|capital|formal|memor|custom"
                        r"|ideal|neutral|modern|harmon|personal|industrial|spectral)is(e|es|ed|ing|ation|ations"
                        r"|er|ers)\b"), r"\1iz\2"),
            (re.compile(r"analys(e|es|ed|ing)\b"), r"analyz\1"),
            (re.compile(r"(model|label|travel|cancel|signal|channel|fuel|level|tunnel|counsel)l(ed|ing|er|ers)\b"),
             r"\1\2"))


def _american(word: str) -> str:
    for pattern, replacement in _BRITISH:
        word = pattern.sub(replacement, word)
    return word


@lru_cache(maxsize=65536)
def stem_of(word: str) -> str:
    """A light suffix stripper: enough to match improve/improves/improved/improvement."""
    if word in _SAME_STEM:
        return _SAME_STEM[word]
    word = _american(word)
    if len(word) <= 4 or word[0].isdigit():
        return word
    if word.endswith(("ies", "ied")) and len(word) <= 6:
        return word[:-3] + "y"  # "varies", "denied", "relies": the stem of "vary", "deny", "rely"
    if word.endswith(("aint", "aints")):
        return word[: word.rindex("t")]  # "constraints": the stem of "constrains" ("restraint", "complaint")
    for suffix in _SUFFIXES:
        if word.endswith(suffix) and len(word) - len(suffix) >= 4:
            if suffix == "s" and word.endswith(_NO_PLURAL_S):
                return word  # "previous" is no plural: its stem is "previously"'s
            if suffix == "ed" and word.endswith("ceed"):
                return word  # "exceed" is no past tense: its stem is "exceeds"'s and "exceeded"'s
            if suffix == "ing" and word.endswith("ying") and len(word) > 7:
                return word[:-4]  # "modifying": the stem of "modify", "modified", "modifies"
            stem = word[: -len(suffix)]
            # "improvement" -> "improve" -> "improv", the stem of "improve" and "improved"
            return stem[:-1] if suffix in ("ment", "ments") and stem.endswith("e") and len(stem) > 4 else stem
    return word


# "not as straightforward as", "not nearly as fast as", "not as predictive of species identity as":
# a comparison, read as "less ... than" (a few words of what it is about may stand between)
_NOT_AS = re.compile(r"\bnot\s+(?:nearly\s+|quite\s+)?(?:as|so)\s+([a-z][a-z-]*(?:\s+[a-z][a-z-]*){0,4}?)\s+as\b")


# A speed said with an adverb is the comparative it means: "learn much more slowly than" is "slower"
_SPEED_ADVERBS = re.compile(r"\b(more|less) (slowly|quickly|rapidly)\b")
_SPEED_READS = {("more", "slowly"): "slower", ("less", "slowly"): "faster", ("more", "quickly"): "faster",
                ("less", "quickly"): "slower", ("more", "rapidly"): "faster", ("less", "rapidly"): "slower"}


def word_tokens(text: str) -> list[str]:
    text = text.lower().replace("cannot", "can not").replace("won't", "will not")
    text = _NOT_AS.sub(r"less \1 than", text)
    text = _SPEED_ADVERBS.sub(lambda match: _SPEED_READS[(match.group(1), match.group(2))], text)
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
    opening_words: frozenset[str] = frozenset()  # every stem of a leading subordinate clause ("While X ..., Y")
    words: frozenset[str] = frozenset()  # every stem, cue words included
    named: frozenset[str] = frozenset()  # stems only ever used as a noun after a determiner ("the server")
    lacked: frozenset[str] = frozenset()  # stems said to be missing: "a lack of awareness", "in the absence of TNF"
    denied_objects: frozenset[str] = frozenset()  # a verb's "no" object: "they give no basis" (_denied_objects)
    hypothetical: frozenset[str] = frozenset()  # said after a modal in a sentence with "if" (_hypothetical)
    negation_free: bool = True  # no negator at all ("not", "no", "never", "without" ...)
    phrases: tuple[tuple[str, str], ...] = ()  # (stem, words as printed) of each token and negation
    states_finding: bool = True  # not an aim or a question ("To determine whether X reduces Y")
    nearly_denied: frozenset[str] = frozenset()  # "rarely yields", "need no input" (_nearly_denied)
    said_no: frozenset[str] = frozenset()  # right after any "no": "with no human intervention"
    said_without: frozenset[str] = frozenset()  # ... any "without": "drawn without any specific criteria"
    made_difficult: frozenset[str] = frozenset()  # "difficult to run" (_made_difficult)
    two_sided: bool = False  # "X ..., but / while / whereas Y ...": two things set against each other

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


_DEPENDENCE_DEGREES = frozenset("little strongly heavily largely mainly mostly greatly critically crucially "
                                 "substantially strictly only partly primarily weakly".split())


def _dependence(tokens: Sequence[str], at: int) -> Polarity | None:
    """"depends on" / "is independent of", with up to two words of degree between ("depends
    strongly on", "depends little on")."""
    after = at + 1
    while after < len(tokens) and after - at <= 2 and tokens[after] in _DEPENDENCE_DEGREES:
        after += 1
    if after >= len(tokens) or tokens[after] not in ("on", "upon", "of"):
        return None
    if (tokens[after] == "of") != (tokens[at] == "independent"):
        return None
    return _DEPENDENCE_POLARITY[tokens[at]]  # ("depends little on" is nullified: ``_nullified``)


_SIZE_SUPERLATIVES = frozenset("largest greatest biggest highest smallest lowest".split())
_CHANGE_NOUNS = frozenset("drop drops decline declines decrease decreases reduction reductions loss losses fall falls "
                          "gain gains increase increases improvement improvements rise rises boost boosts".split())


def _polarity_at(tokens: Sequence[str], at: int) -> Polarity | None:
    """The cue polarity of the token at ``at``: its own (``_base_polarity``), an evaluative
    adverb's right after a verb of performance, or "above"/"below" after a measured difference."""
    polarity = _base_polarity(tokens[at])
    if tokens[at] == "longer" and _no_longer(tokens, at - 1):
        return None  # "no longer" in time: a negation (``_negates_a_verb``), no comparison
    if polarity is Polarity.EFFECT and tokens[at] == "significantly" and (
            (at + 1 < len(tokens) and (_base_polarity(tokens[at + 1]) in (Polarity.UP, Polarity.DOWN)
                                       or tokens[at + 1] in _POSITION_POLARITY or tokens[at + 1] in _TIME_COMPARATIVES))
            or (at and _base_polarity(tokens[at - 1]) in (Polarity.UP, Polarity.DOWN))):
        return None  # "significantly below", "drops significantly": the direction's degree, no effect of its own
    if polarity is Polarity.EFFECT and tokens[at] == "significant" and at + 1 < len(tokens) and (
            _base_polarity(tokens[at + 1]) in (Polarity.UP, Polarity.DOWN)):
        return None  # "a significant increase"
    if polarity is not None and tokens[at] in _SIZE_SUPERLATIVES and any(
            token in _CHANGE_NOUNS for token in tokens[at + 1: at + 3]):
        return None  # "where largest performance drop is 2%": the drop's size, the drop its direction
    if polarity is None and tokens[at] in _ADVERB_POLARITY and at:
        verb = at - 2 if at > 1 and tokens[at - 1] in _INTENSIFIERS else at - 1  # "performs very well"
        if stem_of(tokens[verb]) in _PERFORMING:
            return _ADVERB_POLARITY[tokens[at]]
    if polarity is None and tokens[at] in ("advantage", "advantages") and any(
            stem_of(token) in _OFFERING for token in tokens[max(0, at - 3):at]):
        return Polarity.UP  # "offers substantial advantages", "offer little practical advantage"
    if polarity is None and tokens[at] in _DEPENDENCE_POLARITY:
        return _dependence(tokens, at)
    if polarity is None and tokens[at] in ("loss", "losses") and (
            (at and (tokens[at - 1] in _MEASURED or tokens[at - 1][:1].isdigit()))
            or (tokens[at + 1: at + 2] == ["of"] and tokens[at + 2: at + 3] and tokens[at + 2][:1].isdigit())):
        return Polarity.DOWN  # "with 3-5 points loss", "a loss of 2%": a measured fall ("the loss" is a metric)
    if polarity is None and tokens[at] in _POSITION_POLARITY and at and (
            tokens[at - 1] in _MEASURED or tokens[at - 1][:1].isdigit()):
        return _POSITION_POLARITY[tokens[at]]
    if polarity is None and tokens[at] in _BARE_COMPARATIVES and at + 2 < len(tokens) and tokens[at + 1] == "than" \
            and not tokens[at + 2][:1].isdigit() and tokens[at + 2] not in _NOT_AN_OPERAND:
        return _BARE_COMPARATIVES[tokens[at]]  # "a factor of ten less than previously estimated"
    if polarity is None and tokens[at] == "least" and at and tokens[at - 1] == "the" and at + 1 < len(tokens) \
            and is_content(tokens[at + 1]) and not tokens[at + 1].startswith("squar"):
        return Polarity.DOWN  # "the least potential for", the other end of "the greatest potential for"
    if polarity is None and tokens[at] == "upper" and at + 1 < len(tokens) and tokens[at + 1] in ("bound", "bounds"):
        return Polarity.UP  # "an upper bound for R-squared", the other end of "a lower bound" (batch 49)
    if polarity is None and tokens[at] in _TIME_COMPARATIVES and at + 2 < len(tokens) \
            and tokens[at + 1] in ("than", "compared") and not tokens[at + 2][:1].isdigit():
        return _TIME_COMPARATIVES[tokens[at]]
    return polarity


# A change said to be next to nothing: "negligible improvements", "very few performance
# improvements", "the improvement was minimal" deny the change ("a few improvements", "a
# little improvement" do not). Only a change named by a noun: "few studies improved" is about
# the studies.
_NULLIFIERS = frozenset({"negligible", "little", "few", "minimal", "hardly", "scarcely"})
_SOME_AFTER_A = frozenset({"little", "few"})  # "a few improvements" are some; "a minimal effect" is next to none
_CHANGE_NOUN = re.compile(r"\w*(ments?|gains?|increases?|reductions?|decreases?|benefits?|advantages?)")


def _nullified(tokens: Sequence[str], position: int, polarity: Polarity) -> int | None:
    """Where the word stands that says the change at ``position`` is next to nothing, or None."""
    if polarity is Polarity.EFFECT and tokens[position] in _DEPENDENCE_POLARITY:  # "depends little on"
        return position + 1 if tokens[position + 1: position + 2] == ["little"] else None
    named_change = polarity in (Polarity.UP, Polarity.DOWN) and _CHANGE_NOUN.fullmatch(tokens[position])
    named_effect = polarity is Polarity.EFFECT and tokens[position] in _EFFECT_NOUNS  # "had little effect on"
    if not (named_change or named_effect):
        return None
    before = _nullifier_before(tokens, position)
    if before is not None:
        return before
    after = position + 1
    if after < len(tokens) and tokens[after] in PASSIVE:  # "improvements are (very) negligible"
        after += 2 if after + 1 < len(tokens) and tokens[after + 1] in ("very", "quite", "only", "rather") else 1
        if after < len(tokens) and tokens[after] in _NULLIFIERS:
            return after
    return None


def _nullifier_before(tokens: Sequence[str], position: int) -> int | None:
    """Where "few" / "little" / "negligible" stands right before the noun at ``position`` (a content word
    between: "few performance improvements"), or None ("a few improvements" are some)."""
    for at in (position - 1, position - 2):
        if at >= 0 and tokens[at] in _NULLIFIERS and not (at and tokens[at - 1] == "a" and tokens[at] in _SOME_AFTER_A):
            return at if at == position - 1 or is_content(tokens[position - 1]) else None
    return None


INDUCED_REACH = 6  # words after "induces" in which what it brings about is named
_INDUCED_ENDS = frozenset("by via through in on at for with from which that to but whereas while although than".split())


def _induces_a_fall(tokens: Sequence[str], position: int) -> bool:
    """"induces X" brings X about, a rise of X; "induces mitofusin degradation", "induced viral RNA and
    subgenomic RNA suppression" bring about a fall, which the fall's own word states (any fall word in
    what it brings about, up to a preposition or a clause's end, since which of two nouns joined by "and"
    is the head is not read)."""
    if not tokens[position].startswith("induc"):
        return False
    for token in tokens[position + 1: position + 1 + INDUCED_REACH]:
        if token in _INDUCED_ENDS:
            return False
        if _base_polarity(token) is Polarity.DOWN:
            return True
    return False


def _left_unread(tokens: Sequence[str], position: int, polarity: Polarity) -> bool:
    """A cue word whose direction another word states or that is not read safely: "induces mitofusin
    degradation" (the degradation says which way), "little performance drop"."""
    return _induces_a_fall(tokens, position) or _unread_small_change(tokens, position, polarity)


def _unread_small_change(tokens: Sequence[str], position: int, polarity: Polarity) -> bool:
    """"little performance drop", "negligible decline": a drop said to be next to nothing. Read as
    "not dropped", it contradicted drafts whose other clause names a large drop of something else (the
    TableFormer ablation: "the same-row bias caused the largest drop, whereas ... had little effect"),
    since the two clauses are not told apart; read as a drop, it contradicted the "little effect". So it
    is not read at all."""
    return (polarity in (Polarity.UP, Polarity.DOWN) and tokens[position] in _CHANGE_NOUNS
            and not _CHANGE_NOUN.fullmatch(tokens[position]) and _nullifier_before(tokens, position) is not None)


# A list's item numbers, "(ii) no authors, (iii) fewer than 100 characters": a negation does not reach
# past the next item's number
_LIST_MARKERS = frozenset("i ii iii iv v vi vii viii ix".split())


def _negator_before(tokens: Sequence[str], stems: Sequence[str], position: int) -> int | None:
    """Where the negator that reaches ``position`` stands, or None ("not only" is no negation). A
    negated verb of finding or producing reaches two words further: "we have not observed significant
    performance gains", "did not yield a significant boost" deny the gains and the boost."""
    for back in range(1, NEGATION_REACH + 3):
        at = position - back
        if at < 0 or tokens[at] in CLAUSE_BREAKS or tokens[at] in _LIST_MARKERS:
            return None
        if back > NEGATION_REACH and not (at + 1 < len(tokens) and stems[at + 1] in _FINDING_VERBS):
            continue
        # ("insufficient for good performance": a negative adjective's purpose is denied)
        if tokens[at] in _NEGATORS or stems[at] in _FAIL_STEMS or (
                tokens[at + 1] == "for" and _NEGATIVE_ADJECTIVE.fullmatch(tokens[at]) is not None):
            if tokens[at + 1] in ("only", "just") or (at and tokens[at - 1] in _NOT_A_NEGATION_AFTER):
                return None
            if _no_longer(tokens, at) and any(is_content(token) and not token.endswith("ly")
                                             for token in tokens[at + 2: position]):
                return None  # "no longer allows the drop= option" denies the allowing, not a drop
            if tokens[at] == "without" and not tokens[position].endswith("ing") and any(
                    is_content(token) and not token.endswith("ly") and token not in _QUANTIFIERS
                    for token in tokens[at + 1: position]):  # ("without any change" denies the change)
                return None  # "the best GNN without EGP easily exceeds": "without" took its object already
            return at - 1 if at and tokens[at - 1] in _AUXILIARIES else at
    return None


def is_content(token: str) -> bool:
    return token not in STOPWORDS and token not in _NEGATORS and len(token) > 1 and not token[0].isdigit()


# Words a cue never governs though they are not stop words: "improvements when no noise is added"
# is about the noise, and "improvements achieved when applying X" shares nothing with it.
NOT_GOVERNED = frozenset("when whenever where if even what how why all any some every".split())


_SUBORDINATORS = frozenset("when whenever if because since until once".split())  # ("as": "ineffective as treatments")
_CLAUSE_OPENERS = _RELATIVES | _SUBORDINATORS  # where a "than" operand ends, and a "rather than" looks back to


_CLAUSE_AFTER_COMMA = _CLAUSE_OPENERS | CLAUSE_BREAKS | {"as", "though", "yet"}
# A comparative after one of these ends its clause at a comma: "As lambda gets larger, the bias decreases"
# is about lambda, not the bias.
_BECOMING = frozenset("get gets got getting become becomes became grow grows grew is are was were be".split())


def _anchor_stops(tokens: Sequence[str], about: int, after_commas: frozenset[int]) -> frozenset[int]:
    """Where the words a cue governs stop: an adverb's at any comma after it, a verb's at a comma
    right after it that opens a clause of its own ("comprehension did not suffer, as participants
    answered ..."; not a participle's "..., indicating that ..."), a comparative's that something
    becomes at the comma that ends its clause ("As lambda gets larger, the bias ...")."""
    after = about + 1
    if tokens[about] in _ADVERB_POLARITY or (after in after_commas and after < len(tokens) and (
            tokens[after] in _CLAUSE_AFTER_COMMA
            or (tokens[about] in COMPARATIVES and about > 0 and tokens[about - 1] in _BECOMING))):
        return after_commas
    return frozenset()


def _anchor(tokens: Sequence[str], stems: Sequence[str], position: int, cue_positions: set[int],
            stops: frozenset[int] = frozenset()) -> frozenset[str]:
    """Content stems the cue at ``position`` governs: the next few, or the previous few when
    the cue is passive ("recall is lowered"); never from ``stops`` on (the positions after a
    comma, for an adverb: "generalizes well, with 3-5 points loss" does not govern the loss)."""
    related = _between(tokens, stems, position, cue_positions)
    if related:
        return related
    adverb = position > 1 and tokens[position - 1] in _DEGREE  # "is significantly reduced"
    auxiliary = position - 2 if adverb else position - 1
    passive = auxiliary >= 0 and tokens[auxiliary] in PASSIVE and tokens[position].endswith("ed")
    span = range(position - 1, max(auxiliary - 5, -1), -1) if passive else range(position + 1, len(tokens))
    # (a bare form after its auxiliary is a verb too: "comprehension did not suffer, as ...")
    bare_verb = auxiliary >= 1 and tokens[auxiliary] in ("not", "never") and tokens[auxiliary - 1] in _AUXILIARIES
    infinitive = position > 0 and tokens[position - 1] == "to"  # ("appears to increase": a verb too)
    verb = not passive and (tokens[position].endswith(("s", "ed")) or bare_verb or infinitive) \
        and tokens[position] not in COMPARATIVES
    found: list[str] = []
    words = 0  # a compound's parts do not count apart: "increased chemotherapy-induced apoptosis" governs "apoptosis"
    for at in span:
        if (tokens[at] in CLAUSE_BREAKS or words >= ANCHOR_WORDS or _means_clause(tokens, at) or at in stops
                or (found and _predicate_after_infinitive(tokens, position, at))):
            break
        if verb and tokens[at] in _SUBORDINATORS and not found and (
                at == position + 1 or tokens[position + 1].endswith("ly")):
            break  # "performance rises sharply when fewer layers are fine-tuned": the condition is not what rises
        if at not in cue_positions and is_content(tokens[at]) and tokens[at] not in NOT_GOVERNED \
                and not (verb and all(token.endswith("ly") for token in tokens[position + 1: at + 1])):
            # ("rises sharply", "increase approximately exponentially": a manner)
            found.append(stems[at])
            found.extend(compound_parts(tokens[at]))
            words += 1
    if found and verb and _changes_under_a_condition(tokens, position, auxiliary):
        # "the power of the MAX test increased for unbalanced designs": what follows is a condition, what
        # changed is the subject ("For unbalanced designs the power decreases")
        found.extend(_subject_words(tokens, stems, auxiliary, cue_positions))
    if not found and verb:
        # "SR improves 5.5%", "accuracy dropped": an intransitive verb governs its subject (not an
        # adjective: "the original features better than 0.95" speaks of a correlation)
        subject = auxiliary - 2 if bare_verb else auxiliary  # (before "did not")
        for at in range(subject, max(subject - 2, -1), -1):
            if tokens[at] in CLAUSE_BREAKS or not is_content(tokens[at]) or at in cue_positions:
                break
            found.append(stems[at])
    return frozenset(found)


# A preposition right after a direction verb that opens the condition of the change, not its object.
_CONDITION_PREPOSITIONS = frozenset("for under across during among".split())
SUBJECT_REACH = 5  # words back from a verb to its subject's head ("the power of the MAX test increased")


def _changes_under_a_condition(tokens: Sequence[str], position: int, auxiliary: int) -> bool:
    """A rise or fall verb, finite, right before a preposition that opens a condition (not a noun, "the
    increases for young users"; not an adjective, "was not significant for Conquered"; not an effect,
    "differed for none of the genes", whose "for" names what it differs in)."""
    word = tokens[position]
    return (position + 1 < len(tokens) and tokens[position + 1] in _CONDITION_PREPOSITIONS
            and word.endswith(("s", "ed")) and _base_polarity(word) in (Polarity.UP, Polarity.DOWN)
            and tokens[auxiliary] not in _DETERMINERS)


def _subject_words(tokens: Sequence[str], stems: Sequence[str], before: int,
                   cue_positions: set[int]) -> list[str]:
    """The content stems of the noun phrase ending at ``before``, back to a clause break."""
    found = []
    for at in range(before, max(before - SUBJECT_REACH, -1), -1):
        if tokens[at] in CLAUSE_BREAKS or at in cue_positions or tokens[at] in _SUBORDINATORS:
            break
        if is_content(tokens[at]):
            found.append(stems[at])
    return found


_RELATING = ("associat", "associ", "correlat", "correl", "link", "relationship")


def is_relation(stem: str) -> bool:
    """A word that relates two things, or denies they are ("associated", "uncorrelated", "unrelated")."""
    return (stem[2:] if stem.startswith("un") else stem).startswith((*_RELATING, "relat"))


BETWEEN_WORDS = 6  # content words of "between A and B" a relation governs


def _between(tokens: Sequence[str], stems: Sequence[str], position: int, cue_positions: set[int]) -> frozenset[str]:
    """A relation "between A and B" governs both ("No association was detected between bariatric
    surgery and fractures, cancer, or stroke" is about the cancer): its first "and" joins the two,
    it does not end the clause."""
    if not stems[position].startswith(_RELATING):
        return frozenset()
    start = next((at for at in range(position + 1, min(position + 5, len(tokens))) if tokens[at] == "between"), None)
    if start is None:
        return frozenset()
    found: list[str] = []
    joined = False
    for at in range(start + 1, len(tokens)):
        if (tokens[at] in CLAUSE_BREAKS and (tokens[at] != "and" or joined)) or len(found) >= BETWEEN_WORDS:
            break
        joined = joined or tokens[at] == "and"
        if at not in cue_positions and is_content(tokens[at]) and tokens[at] not in NOT_GOVERNED:
            found.append(stems[at])
    return frozenset(found)


_RELATION_OBJECT_LEAD = frozenset("a an the any statistically significant significantly".split())


def _in_denied_relation(tokens: Sequence[str], stems: Sequence[str], position: int) -> bool:
    """Whether the cue at ``position`` opens the object of a denied relation ("not associated
    with an increased risk", "no association with higher mortality"): the relation's own cue, a
    null result about that object, says what the sentence states."""
    at = position - 1
    while at >= 0 and position - at <= 3 and tokens[at] in _RELATION_OBJECT_LEAD:
        at -= 1
    if at < 1 or tokens[at] not in ("with", "to") or not stems[at - 1].startswith(_RELATING):
        return False
    if at >= 2 and stems[at - 1] == "associ":  # the noun: "no association with"
        return tokens[at - 2] == "no"
    return _negator_before(tokens, stems, at - 1) is not None


_MEANS = frozenset("by through via".split())
_FINITE_AUXILIARIES = frozenset("is are was were has have had".split())


def _predicate_after_infinitive(tokens: Sequence[str], position: int, at: int) -> bool:
    """A finite verb after an infinitive's object starts the sentence's predicate: "to prevent
    anaemia is now recommended" governs the anaemia, not the recommendation."""
    return position > 0 and tokens[position - 1] == "to" and tokens[at] in _FINITE_AUXILIARIES


def _means_clause(tokens: Sequence[str], at: int) -> bool:
    """A means clause starts a verb of its own: "inhibits antitumor responses by decreasing cell
    death" governs the responses, not the death."""
    return tokens[at] in _MEANS and at + 1 < len(tokens) and tokens[at + 1].endswith("ing")


# Prefixes that make a compound mean something else than its last word: "anti-inflammatory"
# is not about "inflammatory" in the way "large-scale" is about "scale".
_BOUND_PREFIXES = frozenset("anti semi multi over under inter intra super ultra hyper hypo post self non".split())


def compound_parts(token: str) -> list[str]:
    """"large-scale" governs what "large scale" does: the stems of a compound's parts, when its
    first part is a word of its own (four letters or more, not a bound prefix)."""
    parts = token.split("-")
    if len(parts) != 2 or len(parts[0]) < 4 or parts[0] in _BOUND_PREFIXES or len(parts[1]) < 3:
        return []
    return [stem_of(part) for part in parts]


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


SWAPPED = {Polarity.UP: Polarity.DOWN, Polarity.DOWN: Polarity.UP, Polarity.NOT_UP: Polarity.NOT_DOWN,
            Polarity.NOT_DOWN: Polarity.NOT_UP}


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
    # "had little effect on": a finding of no effect ("a little effect" is some, asserted as "a" asserts);
    # "negligible impact" is read by "negligible" itself
    return not (at and (tokens[at - 1] in _ASSERTING_BEFORE_NOUN
                        or (tokens[at - 1] in _NULLIFIERS and _base_polarity(tokens[at - 1]) is None)))


_SUBORDINATORS_OPENING = frozenset("because since although though if when whenever whereas while unless once".split())


def _opening_clause(tokens: Sequence[str], after_commas: frozenset[int]) -> int:
    """How many tokens a leading subordinate clause holds ("Because existing tools may not offer
    both ..., users end up writing custom code"): the reason or condition, not the finding the
    main clause after its comma states. 0 where the sentence opens otherwise. ``after_commas``:
    the token positions after its commas (``_after_commas``), already read. A list's commas before
    the clause's verb are the clause's own ("While features such as arrays, recursion, and parallel
    execution do not appear to present any difficulty, labels and jumps are ...")."""
    if not tokens or tokens[0] not in _SUBORDINATORS_OPENING or not after_commas:
        return 0
    ends = sorted(after_commas) + [len(tokens)]
    pieces = [tokens[start:end] for start, end in zip([0] + ends[:-1], ends)]
    if any(token in _AUXILIARIES for token in pieces[0][1:]):
        return len(pieces[0])
    for at, piece in enumerate(pieces[1:-1], start=1):
        verb = next((index for index, token in enumerate(piece) if token in _AUXILIARIES), None)
        if verb is None and len(piece) <= LIST_ITEM_WORDS:
            continue  # an item of the list ("recursion")
        listed = verb is not None and verb <= LIST_ITEM_WORDS and ("and" in piece[:verb] or "or" in piece[:verb])
        return ends[at] if listed else len(pieces[0])
    return len(pieces[0])


def _lacked(tokens: Sequence[str], stems: Sequence[str]) -> frozenset[str]:
    """What a sentence says is missing: "a lack of awareness", "in the absence of TNF"."""
    return frozenset(stems[at + 2] for at in range(len(tokens) - 2)
                     if tokens[at] in _LACKING and tokens[at + 1] == "of" and is_content(tokens[at + 2]))


def _hypothetical(tokens: Sequence[str], stems: Sequence[str]) -> frozenset[str]:
    """Verbs said after a modal (an adverb between at most) in a sentence with "if": "could
    potentially improve the transcription process if integrated" states no improvement, as "may
    fail to train if ..." states no failure."""
    if "if" not in tokens:
        return frozenset()
    return frozenset(stems[at] for at in range(1, len(tokens))
                     if tokens[at - 1] in _MODALS or (at > 1 and tokens[at - 1].endswith("ly") and tokens[at - 2] in _MODALS))


def _contrast_start(tokens: Sequence[str]) -> int:
    """Where the sentence's contrast clause begins ("..., whereas ...", "..., but ..."), or its
    length: a sentence that opens with "But" or "Although" has its main clause after it. A "but"
    before an auxiliary goes on about the same subject ("HQET provides a framework ... but can
    predict neither ..."): no clause of its own."""
    return next((at for at, token in enumerate(tokens) if at and token in _CONTRAST_CLAUSE
                 and not (token == "but" and at + 1 < len(tokens) and tokens[at + 1] in _AUXILIARIES)), len(tokens))


_DONE_BADLY = frozenset("worse poorly badly".split())
_DIFFICULT = frozenset("difficult hard challenging impossible infeasible".split())


def _nearly_denied(tokens: Sequence[str], stems: Sequence[str]) -> frozenset[str]:
    """What a sentence nearly denies: what it says happens rarely ("a single article rarely yields
    enough"), a verb whose object it denies ("systems need no relation-specific input"), a verb
    done badly ("may perform worse"). Each answers another sentence's negation ("is usually not
    enough", "without requiring any input", "would not perform as well") but states no opposite
    of "organized mostly by X and very few times by Y"."""
    rarely = {stems[at + 1] for at, token in enumerate(tokens[:-1]) if token in _SELDOM and is_content(tokens[at + 1])}
    # the verb before a denied object ("need no input") or before "worse" ("perform worse")
    before = {stems[at - 1] for at, token in enumerate(tokens)
              if at and (token == "no" or token in _DONE_BADLY) and is_content(tokens[at - 1])}
    return frozenset(rarely | before)


def _made_difficult(tokens: Sequence[str], stems: Sequence[str]) -> frozenset[str]:
    """The verbs a difficulty is about: "found it difficult to run the model components" answers
    "cannot easily be run" (but denies nothing itself: "spam is hard to identify" says nothing
    against "the schemes do not operate without human assistance")."""
    return frozenset(stems[at + 2] for at, token in enumerate(tokens[:-2])
                     if token in _DIFFICULT and tokens[at + 1] == "to" and is_content(tokens[at + 2]))


_SENTENCE_ADVERBS = frozenset("overall thus therefore however".split())  # ("often not well": a manner, kept)


def _negates_a_verb(tokens: Sequence[str], at: int) -> bool:
    """Whether ``tokens[at]`` is a "not" / "never" after an auxiliary: "is not required", "will
    usually not ascribe" (an adverb between), "was developed for X and not tuned for Y" (the
    first verb's auxiliary, a past participle after), "heavy mesons not yet observed"."""
    if _no_longer(tokens, at):
        return True  # "is no longer experimental", "no longer allows" deny "is still experimental", "allows"
    if tokens[at] not in ("not", "never", "neither") or not at:
        return False
    before = tokens[at - 1]
    if tokens[at] == "neither":  # "are neither actionable nor sparse"
        return before in _AUXILIARIES
    if before in RAISING and tokens[at + 1: at + 2] == ["to"]:
        return True  # "appear not to saturate"
    if before == "need" and tokens[at + 1: at + 2] != ["to"]:
        return True  # "need not be nested": the modal "need" (not "need not to")
    if before in _AUXILIARIES or (at > 1 and (before.endswith("ly") or before in _SENTENCE_ADVERBS)
                                  and tokens[at - 2] in _AUXILIARIES):
        return True  # ("results are overall not consistent with ...": an adverb between)
    after = tokens[at + 2: at + 3] if tokens[at + 1: at + 2] == ["yet"] else tokens[at + 1: at + 2]
    participle = bool(after) and after[0].endswith("ed")
    if participle and is_content(before) and before not in ("and", "but"):
        return True  # "the masses of heavy mesons not yet observed": a participle after its noun
    return (before in ("and", "but") and participle
            and any(word in _AUXILIARIES for word in tokens[max(0, at - 12): at - 1]))


def _no_longer(tokens: Sequence[str], at: int) -> bool:
    """Whether ``tokens[at]`` is the "no" of "no longer" in time ("is no longer experimental"), not
    of a comparison ("is no longer than 5 m")."""
    return (at > 0 and tokens[at] == "no" and tokens[at + 1: at + 2] == ["longer"]
            and "than" not in tokens[at + 2: at + 5])


# "-able" words whose meaning is not "can be <verb>ed": "not comparable" is no denial of "were compared"
_ABLE_APART = frozenset("compar avail reli cap consider suit not valu vari st reason favor favour prob t siz dur "
                        "desir remark agree fashion profit knowledge understand".split())


def _verbal_negations(tokens: Sequence[str], stems: Sequence[str], main_clause: bool = False,
                      opening: int = 0) -> dict[str, str]:
    """Words negated after an auxiliary ("is not required", "had not been described") or by
    "without" before a gerund ("without modifying"), by stem, with the words as printed.
    ``main_clause``: not those in a contrast clause ("..., whereas
    bandwidth features do not encode ...", "..., while TableFormer is not affected"), which
    speak of that clause's own subject, not of the sentence's finding, nor those in the first
    ``opening`` tokens (a leading subordinate clause: ``_opening_clause``)."""
    negated: dict[str, str] = {}
    contrast = _contrast_start(tokens) if main_clause else len(tokens)
    for at, token in enumerate(tokens):
        if at > contrast:
            break
        if at < opening:
            continue
        verbal = _negates_a_verb(tokens, at)
        gerund = tokens[at + 1] if at + 1 < len(tokens) else ""
        if token == "without" and gerund.endswith("ing") and is_content(gerund):
            negated.setdefault(stems[at + 1], f"without {gerund}")  # "without modifying the input files"
            continue
        # "unable to", "incapable of", "failed to"; "did not fail to" is no negation at all
        inability = ((token in ("unable", "incapable") or stems[at] == "fail")
                     and tokens[at + 1: at + 2] in (["to"], ["of"]) and not (at and tokens[at - 1] in _NEGATORS))
        if verbal and tokens[at + 1: at + 2] and stem_of(tokens[at + 1]) == "fail":
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
        if verbal and _UNIVERSAL & set(tokens[at + 1: at + 3]):
            continue  # "is not uniformly best", "did not always improve": no denial of the word itself
        for after in range(at + 1, min(at + 5, len(tokens))):
            word = tokens[after]
            if tokens[after + 1: after + 2] in (["well"], ["poorly"], ["badly"]):
                break  # "does not generalize well": the manner is denied, read as "generalizes poorly"
            if word in RAISING and tokens[after + 1: after + 2] == ["to"] and after + 2 < len(tokens):
                # "do not appear to saturate" says what "appear not to saturate" says ("to be required": required)
                verb = after + 3 if tokens[after + 2] in ("be", "have") and after + 3 < len(tokens) else after + 2
                negated.setdefault(stems[verb], " ".join(tokens[at - (1 if verbal else 0): verb + 1]))
                break
            if (word in _AUXILIARIES or word.endswith("ly") or not (is_content(word) or word == "same")
                    or word in _SOFTENERS or word == "of" or (word == "longer" and after == at + 1)):
                continue  # ("is not the same as": a stop word, yet the word the negation is about)
            if _by_a_bound(tokens, after, negated=True):
                break  # "is not improved by at least 0.05": a threshold, no denial of the change
            negated.setdefault(stems[after], " ".join(tokens[at - (1 if verbal else 0): after + 1]))
            if stems[after] == _TAKE and _into_account(tokens, after):
                negated.setdefault(_ACCOUNT, negated[stems[after]])  # "does not take X into account": "accounts for X"
            if verbal and "nor" in tokens[after + 1: after + 4]:  # "not (neither) actionable nor sparse"
                nor = tokens.index("nor", after + 1)
                if nor + 1 < len(tokens) and is_content(tokens[nor + 1]):
                    negated.setdefault(stems[nor + 1], f"nor {tokens[nor + 1]}")
            if word in _LINKING and after + 1 < len(tokens) and is_content(tokens[after + 1]):
                # "did not prove harmful" denies "harmful", as "was not harmful" does
                negated.setdefault(stems[after + 1], " ".join(tokens[at - (1 if verbal else 0): after + 2]))
            if "-" in word:  # "is not well-constrained" denies what "is well constrained" states
                negated.setdefault(stem_of(word.rsplit("-", 1)[1]), negated[stems[after]])
            if word.endswith("able") and word[:-4] not in _ABLE_APART:
                # "aren't distinguishable" denies what "could be clearly distinguished" states
                negated.setdefault(stem_of(word[:-4]), negated[stems[after]])
            linked = tokens[after + 1: after + 3]  # "capable of providing", "able to serve"
            if word in ("capable", "able") and len(linked) == 2 and linked[0] in ("of", "to"):
                # "are not capable of providing": the providing is denied too
                negated.setdefault(stems[after + 2], " ".join(tokens[at - (1 if verbal else 0): after + 3]))
            break
    return negated


def _denied_objects(tokens: Sequence[str], stems: Sequence[str]) -> dict[str, str]:
    """Things a verb's "no" object denies, by stem: "they give no basis for a proof", "there is no
    guarantee that" ("she no longer
    had", "no doubt" deny nothing). Read in a source sentence against a claim that states the thing
    plainly; a claim's own only where the source states its verb with it (``states_verb_with``): its
    "no loss" may be the source's "without any loss", worded otherwise."""
    return {stems[at + 1]: f"no {tokens[at + 1]}" for at in range(1, len(tokens) - 1)
            if tokens[at] == "no" and (is_content(tokens[at - 1]) and tokens[at - 1] not in _PRONOUNS
                                       or _there_is(tokens, at - 1))
            and is_content(tokens[at + 1]) and tokens[at + 1] not in _NO_IDIOMS and _base_polarity(tokens[at + 1]) is None}


OBJECT_REACH = 4  # words from a verb to its object's head: "introduce some additional bias"


def verbs_of_denied_objects(text: str, objects: frozenset[str]) -> dict[str, str]:
    """The verb right before each "no" object of ``objects`` (stems), by the object's stem: "introduces
    no additional bias" gives "introduc"; none where a comma stands between ("In the task, no system
    exceeded ...": a negative subject, no object)."""
    pairs = re.findall(r"\b([a-z][\w'-]*) no ([a-z][\w'-]*)", text.lower())
    return {stem_of(thing): stem_of(verb) for verb, thing in pairs
            if stem_of(thing) in objects and verb not in _NAMING_OR_NO}


def states_verb_with(text: str, verb: str, thing: str) -> bool:
    """Whether ``text`` states the stem ``verb`` as a verb, with the stem ``thing`` within ``OBJECT_REACH``
    words after it: no determiner before it ("the task" is a thing) and no negator within
    ``NEGATION_REACH`` words before it ("while not requiring ... dedicated preprocessing")."""
    tokens = word_tokens(text)
    stems = [stem_of(token) for token in tokens]
    return any(stem == verb and not (at and tokens[at - 1] in _NAMING_OR_NO)
               and not _NEGATORS & set(tokens[max(0, at - NEGATION_REACH): at])
               and thing in stems[at + 1: at + 1 + OBJECT_REACH] for at, stem in enumerate(stems))


def _there_is(tokens: Sequence[str], at: int) -> bool:
    """Whether ``tokens[at]`` is the copula of "there is": "there is no guarantee that the line lies
    between" denies the guarantee ("guarantees that the line lies between"); not in a condition
    ("accurate enough if there are no special requirements", "when ... and there is no time for
    batching" state no finding about them)."""
    return (at > 0 and tokens[at] in ("is", "are", "was", "were") and tokens[at - 1] == "there"
            and not _CONDITIONS & set(tokens[max(0, at - CONDITION_REACH): at - 1]))


_CONDITIONS = frozenset("if unless when whenever whether provided".split())
CONDITION_REACH = 12  # tokens before "there" a condition may open ("When messages must be delivered continually
# and there is no time for batching")


_LACKING = frozenset("lack lacks lacked lacking absence".split())
_OBJECT_PRONOUNS = frozenset("us them me him her you it".split())
# Where a "no" opens a subject rather than an object: "argue that no algorithm can exist"
_NEGATIVE_SUBJECT_AFTER = frozenset("that because since so and but whereas while although thus hence".split())
_EXISTING = frozenset("exists existed occurs occurred".split())  # a verb a negative subject denies bare
NEGATIVE_SUBJECT_WORDS = 8  # words of the subject's noun phrase before its auxiliary ("no GNN propagating over the input tree alone")
TURN_REACH = 5  # "first rose and then": where the "then" of a turning trend stands after its "first"
PREVENTED_REACH = 8  # words between a verb of prevention and its "from": "keeps individuals acting alone from"
_AUXILIARY_RUN = _AUXILIARIES | _AUXILIARY_ADVERBS  # "has ever been" before a verb
_PRONOUNS = frozenset("i you he she we they it one someone something".split())
_NO_IDIOMS = frozenset("longer doubt matter one".split())


def _denied_by_subject_or_object(tokens: Sequence[str], at: int) -> int | None:
    """Where the word stands that a negative subject or object denies: "neither of the other two
    learns anything", "none of the variants improves", "a nonpaying cryptographer learns nothing"
    (each says what "does not learn" says); None where ``tokens[at]`` is no such word."""
    if tokens[at] == "nothing" and at:
        verb = at - 2 if at > 1 and tokens[at - 1] in _OBJECT_PRONOUNS else at - 1  # "tells us nothing"
        return verb if is_content(tokens[verb]) and not tokens[verb].endswith("ly") else None
    if tokens[at] == "neither" and at and is_content(tokens[at - 1]) and "nor" in tokens[at + 2: at + 14]:
        return at - 1  # "can predict neither the spectra nor the approach"
    if tokens[at] == "no":
        return _verb_of_negative_subject(tokens, at)
    if tokens[at] == "from":
        return _prevented(tokens, at)
    if tokens[at] not in ("neither", "none") or at + 1 >= len(tokens) or tokens[at + 1] != "of":
        return None
    nouns = [after for after in range(at + 2, min(at + 7, len(tokens))) if is_content(tokens[after])]
    if len(nouns) < 2 or any(token in CLAUSE_BREAKS for token in tokens[at + 2: nouns[1]]):
        return None
    return nouns[1]  # the word after the "of" phrase's noun


def _verb_of_negative_subject(tokens: Sequence[str], at: int) -> int | None:
    """The verb a subject opened by "no" denies: "no reliable algorithm can exist" says what "there
    cannot exist any reliable algorithm" says, "no differences were found" what "were not found"
    says. Only where "no" opens a clause (not "with no human intervention")."""
    if not _opens_a_subject(tokens, at):
        return None
    for after in range(at + 1, min(at + 2 + NEGATIVE_SUBJECT_WORDS, len(tokens) - 1)):
        if tokens[after] in CLAUSE_BREAKS:
            return None
        if tokens[after] in _EXISTING and after > at + 1:
            return after  # "no reliable algorithm exists", with no auxiliary before the verb
        if tokens[after] in _AUXILIARIES and after > at + 1:
            verb = after + 1
            while verb < len(tokens) and tokens[verb] in _AUXILIARY_RUN:
                verb += 1  # "no effect has ever been observed"
            return verb if verb < len(tokens) and is_content(tokens[verb]) else None
    return None


_PREVENTING = frozenset(stem_of(word) for word in (
    "keep keeps kept keeping prevent prevents prevented preventing stop stops stopped stopping prohibit prohibits "
    "prohibited bar bars barred preclude precludes precluded hinder hinders hindered deter deters deterred").split())


def _without_turns(tokens: Sequence[str], cues: Sequence[Cue]) -> tuple[Cue, ...]:
    """``cues`` less a trend that turns, "first rose and then declined": it has no one direction that a
    source's "increasing the number of layers" could be the opposite of."""
    turned = {word for at, token in enumerate(tokens[:-3]) if token == "first"
              for then in range(at + 2, min(at + TURN_REACH, len(tokens) - 1)) if tokens[then] == "then"
              for word in (tokens[at + 1], tokens[then + 1])}
    turning = {id(cue): cue.polarity for cue in cues if cue.words in turned}  # (by identity: one lookup each)
    if len(set(turning.values()) & {Polarity.UP, Polarity.DOWN}) < 2:
        return tuple(cues)
    return tuple(cue for cue in cues if id(cue) not in turning)


def _negator_of(tokens: Sequence[str], stems: Sequence[str], position: int) -> int | None:
    """Where the negation of the cue at ``position`` stands: a negator within reach, or the "no"
    that opens its subject."""
    negator = _negator_before(tokens, stems, position)
    if negator is None and _done_little_to(tokens, position):
        return position - 2
    return _negative_subject_before(tokens, position) if negator is None else negator


_DO_FORMS = frozenset("do does did done doing".split())


def _done_little_to(tokens: Sequence[str], position: int) -> bool:
    """"did little to improve accuracy" says it did not improve it ("did a little to" is some)."""
    return (position >= 3 and tokens[position - 1] == "to" and tokens[position - 2] in ("little", "nothing")
            and tokens[position - 3] in _DO_FORMS)


_UPPER_BOUNDS = (("less", "than"), ("fewer", "than"), ("at", "most"), ("no", "more"))
_LOWER_BOUNDS = (("at", "least"), ("more", "than"))


def _by_a_bound(tokens: Sequence[str], position: int, negated: bool) -> bool:
    """A change measured against a threshold, not found: "stops once R2 improves by less than 0.05"
    says what "until R2 is not improved by at least 0.05" says (a false error on a fresh draft), and
    neither is the opposite of the other."""
    if position + 1 >= len(tokens) or tokens[position + 1] != "by":
        return False  # (by element: ``tokens`` may be a list or a tuple)
    bound = tuple(tokens[position + 2: position + 4])
    return bound in _UPPER_BOUNDS or (negated and bound in _LOWER_BOUNDS)


def _states_no_direction(tokens: Sequence[str], position: int, polarity: Polarity, negator: int | None) -> bool:
    """A cue word that states no direction of its own: "is not uniformly best" (best somewhere, not
    everywhere; neither the claim nor its turn), "improves by less than 0.05" and "is not improved by at
    least 0.05" (one threshold, ``_by_a_bound``)."""
    if negator is not None and _UNIVERSAL & set(tokens[negator + 1: position]):
        return True
    return polarity in (Polarity.UP, Polarity.DOWN) and _by_a_bound(tokens, position, negator is not None)


def _negative_subject_before(tokens: Sequence[str], position: int) -> int | None:
    """Where the "no" stands that opens the subject of the cue verb at ``position``: "no GNN
    restricted to the input tree exceeds 60%" says what "cannot exceed 60%" says."""
    for at in range(position - 2, max(-1, position - 2 - NEGATIVE_SUBJECT_WORDS), -1):
        if tokens[at] in CLAUSE_BREAKS or tokens[at] in _AUXILIARIES or tokens[at] in _SUBORDINATORS:
            return None  # ("No appreciable loss of accuracy since the next boosting iteration ...": another clause)
        if tokens[at] == "no":  # ("no longer" opens no subject: it denies the verb after it)
            return at if _opens_a_subject(tokens, at) and not _no_longer(tokens, at) else None
    return None


def _opens_a_subject(tokens: Sequence[str], at: int) -> bool:
    """Whether the "no" at ``at`` opens a clause's subject ("argue that no algorithm can exist"),
    not an object ("with no human intervention")."""
    return not at or tokens[at - 1] in _NEGATIVE_SUBJECT_AFTER


def _prevented(tokens: Sequence[str], at: int) -> int | None:
    """The gerund a verb of prevention denies: "keeps individuals acting alone from learning
    anything" says what "individuals acting alone learn nothing" says."""
    gerund = at + 1
    if gerund >= len(tokens) or not tokens[gerund].endswith("ing") or not is_content(tokens[gerund]):
        return None
    for back in range(2, PREVENTED_REACH + 1):  # (its object between: "trying to prevent from spreading" is no denial)
        if at - back < 0 or tokens[at - back] in CLAUSE_BREAKS:
            return None
        if stem_of(tokens[at - back]) in _PREVENTING and any(is_content(token) for token in tokens[at - back + 1: at]):
            return gerund
    return None


@dataclass(frozen=True)
class AlignmentWords:
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
def alignment_words(text: str) -> AlignmentWords:
    tokens = tuple(word_tokens(text))
    stems = tuple(stem_of(token) for token in tokens)
    cue_positions = frozenset(at for at in range(len(tokens)) if _polarity_at(tokens, at) is not None)
    content = frozenset(stem for position, (token, stem) in enumerate(zip(tokens, stems))
                        if position not in cue_positions and is_content(token) and stem not in _FAIL_STEMS)
    finding = len(tokens) >= MIN_SENTENCE_TOKENS and not (text.rstrip().endswith("?") or _asks(text)
                                                          or _CAPTION.match(text) or _DESCRIBES.match(text)
                                                          or _tabular(text))
    cue_stems = frozenset(stems[at] for at in cue_positions if is_content(tokens[at]))
    return AlignmentWords(tokens, stems, cue_positions, content, finding, content | cue_stems)


_CHANGE_CLAUSE_END = re.compile(r"[,;:.!?()]|\b(?:and|but|while|whereas|although)\b")


def _bare_changes(text: str) -> Iterator[Cue]:
    """"from 0.71 to 0.88" as a rise, about whatever the other sentence's cue is about ("SR fell
    from 33.7% to 29.3%"); not a change its verb states about words after it ("dropping from
    10.61 to 6.22 under random retrieval"), which is that verb's cue, about what the verb governs
    (bare, it opposed "a much better performance")."""
    lowered = text.lower()
    for match in _FROM_TO.finditer(lowered):
        start, end = float(match.group(1)), float(match.group(2))
        verb = lowered[max(0, match.start() - 40):match.start()].split()[-1:]
        after = _CHANGE_CLAUSE_END.split(lowered[match.end():match.end() + 200], maxsplit=1)[0]
        governs = any(is_content(token) for token in word_tokens(after))
        if start != end and not (governs and verb and _base_polarity(verb[0]) in (Polarity.UP, Polarity.DOWN)):
            yield Cue(Polarity.UP if end > start else Polarity.DOWN, match.group(0), "from-to")


def _bare_comparisons(tokens: Sequence[str]) -> dict[int, Polarity]:
    """"more effective than" / "less effective than": a comparison about the word after "more" or
    "less" (whose own cue, "effective", would otherwise agree with either), about a likelihood
    ("less likely to fail"), or predicative, with no "than" ("makes a molecule more soluble");
    "more than 50" is none."""
    return {at: Polarity.UP if token == "more" else Polarity.DOWN for at, token in enumerate(tokens)
            if token in ("more", "less", "fewer") and at + 1 < len(tokens) and tokens[at + 1] != "than"
            and is_content(tokens[at + 1])
            and (_compares(tokens[at + 2: at + 8]) or (at and tokens[at - 1] in _QUANTIFIED)
                 or tokens[at + 1] in _LIKELIHOOD or _predicative(tokens, at + 1)
                 or (token != "less" and _PLURAL.fullmatch(tokens[at + 1]) is not None))}  # "with fewer errors"


def _compares(window: Sequence[str]) -> bool:
    """A comparison's other side follows: "than", or "compared to / with" ("is less frequent in heavy
    smoking men compared to all other configurations")."""
    return "than" in window or any(token == "compared" and following in ("to", "with")
                                   for token, following in zip(window, window[1:]))


_ADJECTIVE_FORM = re.compile(r"[a-z]{2,}(?:al|ent|ant|ive|ful|ous|able|ible|uble|ic)")  # "ideal", "useful", "soluble"


def _predicative(tokens: Sequence[str], at: int) -> bool:
    """An adjective that ends its clause, saying what a thing is or becomes: "makes the molecule
    less soluble" against "makes a molecule more soluble", "is a little more efficient, while ...".
    Not before a noun ("a more effective treatment" names a kind), nor before a condition ("may
    become more efficient as users are served lower bit rates" vetoed a reversal)."""
    return (_ADJECTIVE_FORM.fullmatch(tokens[at]) is not None
            and (at + 1 == len(tokens) or tokens[at + 1] in CLAUSE_BREAKS))


def _modifies_next(tokens: Sequence[str], at: int) -> bool:
    """An adjective before a noun after a determiner ("an ideal fit", "an effective treatment")
    describes the thing, it does not name it: the source's "is not ideal" denies it."""
    return (_ADJECTIVE_FORM.fullmatch(tokens[at]) is not None and at + 1 < len(tokens)
            and is_content(tokens[at + 1]))


def _said_no(tokens: Sequence[str], stems: Sequence[str], word: str = "no") -> frozenset[str]:
    """The words a "no" governs, its noun phrase up to the third content word ("have no associated
    publisher-provided abstract or associated PDF" says "no" to the abstract, not only to "associated");
    ``word`` "without": what a "without" governs ("drawn without any specific inclusion criteria")."""
    found: set[str] = set()
    for at, token in enumerate(tokens):
        if token != word:
            continue
        taken = 0
        for after in range(at + 1, min(at + 6, len(tokens))):
            if tokens[after] in CLAUSE_BREAKS or taken == 3:
                break
            if is_content(tokens[after]):
                found.add(stems[after])
                taken += 1
    return frozenset(found)


def _names_a_class(tokens: Sequence[str], position: int) -> bool:
    """"the larger models" names models by their size, it states no change (no "than" follows):
    "the benefit of the larger models only fully emerges" is no opposite of "underperform"."""
    return (position > 0 and tokens[position - 1] == "the" and tokens[position].endswith("er")
            and position + 1 < len(tokens) and is_content(tokens[position + 1])
            and "than" not in tokens[position + 1: position + 8])


_QUANTIFIERS = frozenset("of few several many some all any both".split())
_NOT_A_BARE_VERB = ("s", "ed", "ing", "er", "est", "ly")  # inflected verbs; comparatives ("the lower layers")
_NOT_VERBS = frozenset("more less fewer most least high low good poor bad best worst significant positive negative "
                       "strong weak small large".split())
_BARE_INFINITIVE_TAKERS = frozenset("helping letting making having".split())  # "helping reduce costs": a verb


def _names_a_kind(tokens: Sequence[str], position: int) -> bool:
    """A bare verb form before a plural noun, after a determiner, a quantifier or an adjective in
    "-ing", names a kind of thing: "a handful of straggling reduce tasks" (MapReduce's reduce
    tasks) states no reduction."""
    word = tokens[position]
    if not position or position + 1 >= len(tokens) or word.endswith(_NOT_A_BARE_VERB) or word in _NOT_VERBS:
        return False
    before, after = tokens[position - 1], tokens[position + 1]
    return (after.endswith("s") and is_content(after)
            and (before in _DETERMINERS or before in _QUANTIFIERS
                 or (before.endswith("ing") and before not in _BARE_INFINITIVE_TAKERS)))


# Words after which an infinitive states a finding ("was shown to improve", "tends to reduce",
# "failed to increase", "helps to lower").
_INFINITIVE_FINDING = RAISING | _FAIL_STEMS | frozenset(
    "tend tends tended show shows showed shown found proven known likely unlikely able unable fails failed help "
    "helps helped serve serves served continue continues continued managed expected reported observed "
    "demonstrated said believed thought began begin begins started enough sufficient sufficiently not and or".split())
# What makes an infinitive a purpose: a modal ("can be combined with X to improve"), a verb of
# design or use ("is used to reduce"), "in order to", "so as to".
_PURPOSE_MARKERS = _MODALS | frozenset(
    "can order designed intended used use uses using proposed introduced developed aim aims aimed so".split())
PURPOSE_LOOKBACK = 10  # words before the "to" a purpose marker may stand


def _purpose_infinitive(tokens: Sequence[str], position: int) -> bool:
    """A bare verb after "to" in a clause of use or possibility is a purpose: "a scheme that can be
    combined with spatial aggregation to improve the accuracy" says what the scheme is for, not
    that it improves anything ("negligible benefit" is no opposite of it). Without such a word the
    infinitive may state a mechanism ("Nsp1 binds the channel to promote translation"), and after
    a verb of finding it states the finding ("was shown to improve")."""
    token, to = tokens[position], position - 1
    if to < 1 or tokens[to] != "to" or tokens[to - 1] in _INFINITIVE_FINDING \
            or token.endswith(("ed", "ing", "er", "s")) or token in COMPARATIVES:
        return False
    for at in range(to - 1, max(to - 1 - PURPOSE_LOOKBACK, -1), -1):
        if tokens[at] in CLAUSE_BREAKS:
            return False
        if tokens[at] in _PURPOSE_MARKERS:
            return True
    return False


def _changes_the_subject(tokens: Sequence[str], position: int, cue_positions: set[int]) -> bool:
    """A change named just before a verb cue is its subject's, the condition and not the finding:
    "DUSP4 downregulation activates the pathway" (not a plural noun or an adverb before it)."""
    return (position + 1 in cue_positions and tokens[position + 1].endswith("es")
            and not tokens[position].endswith(("s", "ly")))


def read_sentence(text: str) -> ReadSentence:
    """The cues and content stems of one sentence."""
    light = alignment_words(text)
    tokens, stems, cue_positions = list(light.tokens), list(light.stems), set(light.cue_positions)
    compared = _bare_comparisons(tokens)
    absorbed = {at + 1 for at in compared}
    found = sorted([(at, polarity) for at in sorted(cue_positions) if at not in absorbed
                    and (polarity := _polarity_at(tokens, at)) is not None and not _bare_noun(tokens, at)]
                   + list(compared.items()))
    cues: list[Cue] = []
    negated_before = -1  # where the last negated cue stood: "did not improve X or reduce Y"
    first_word = next((at for at, token in enumerate(tokens) if is_content(token)), -1)
    contrast = _contrast_start(tokens)
    hypothetical, after_commas = _hypothetical(tokens, stems), _after_commas(text)
    clauses = _after_commas(text, _SEMICOLON)  # no operand reaches across a semicolon
    clause_starts, breaks, skipped = sorted(clauses), after_commas | clauses, cue_positions | absorbed  # once
    for position, polarity in found:
        other = _than_operand(tokens, stems, position, breaks)
        if position == first_word and tokens[position].endswith("ing"):
            continue  # "Increasing the resolution ... hurts": a gerund subject is the condition, not the finding
        if _changes_the_subject(tokens, position, cue_positions) or _names_a_class(tokens, position) \
                or _names_a_kind(tokens, position):
            continue
        if _in_denied_relation(tokens, stems, position) or _left_unread(tokens, position, polarity):
            continue  # "was not associated with an increased risk": the rise is what is denied, not stated
        if stems[position] in hypothetical or _purpose_infinitive(tokens, position):
            continue  # "could potentially improve the process if integrated", "... to improve X": no finding
        about = position + 1 if position in compared else position  # "more effective": about "effective"
        anchor = _anchor(tokens, stems, about, skipped, _anchor_stops(tokens, about, after_commas))
        sign_at = _sign_of_effect(tokens, position) if polarity is Polarity.EFFECT else None
        if sign_at is not None:  # "positively associated", "correlated negatively": a direction
            polarity = _SIGNS[tokens[sign_at]]
        base = polarity
        negator = _negator_of(tokens, stems, position)
        if _states_no_direction(tokens, position, polarity, negator):
            continue
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
            polarity = SWAPPED[polarity] if turned_adverb else _NEGATED[polarity]
            words = " ".join(tokens[negator: position + 1])
        elif (nullifier := _nullified(tokens, position, polarity)) is not None:
            polarity = _NEGATED[polarity]  # "very few performance improvements", "improvements are negligible"
            words = " ".join(tokens[min(nullifier, position): max(nullifier, position) + 1])
        before, other, by_verb = _operands(tokens, stems, position, cue_positions, other,
                                           _clause_start(clause_starts, position))
        goodness = _goodness(tokens[about], base, anchor) * (-1 if turned_adverb else 1)
        cues.append(Cue(polarity, words, stems[about], anchor, goodness, before, other,
                        position in compared, position > contrast, by_verb,
                        bool(position) and tokens[position - 1] in _NAMING))
    cues.extend(_bare_changes(text))
    cues.extend(_preferences(tokens, stems, cue_positions, after_commas))
    content, finding = light.content, light.states_finding
    # A negation inside parentheses is an aside ("(83% were not receiving oxygen)"), not the finding.
    bare = word_tokens(PARENTHESES.sub(" ", text))
    bare_stems = [stem_of(token) for token in bare]
    negations, opening = _verbal_negations(bare, bare_stems), _opening_clause(tokens, after_commas)
    main = frozenset(_verbal_negations(bare, bare_stems, main_clause=True, opening=opening))
    free = not any(token in _NEGATORS or token == "nothing" or stem_of(token) in _NEGATING_VERBS
                   or _NEGATIVE_ADJECTIVE.fullmatch(token) for token in bare)
    objects, possible = _denied_objects(bare, bare_stems), _affirmed_possibility(tokens)
    phrases = tuple({**dict(zip(stems, tokens)), **possible, **objects, **negations}.items())
    return ReadSentence(text, _without_turns(tokens, cues), content, negated=frozenset(negations), negated_main=main,
                        contrast_words=frozenset(stems[contrast + 1:]), words=frozenset(stems) | frozenset(possible),
                        named=_named(tokens, stems), lacked=_lacked(tokens, stems),
                        opening_words=frozenset(stems[:opening]),
                        denied_objects=frozenset(objects), hypothetical=hypothetical,
                        negation_free=free, states_finding=finding, phrases=phrases,
                        nearly_denied=_nearly_denied(bare, bare_stems), said_no=_said_no(tokens, stems),
                        said_without=_said_no(tokens, stems, "without"),
                        made_difficult=_made_difficult(bare, bare_stems),
                        two_sided=contrast < len(tokens) and tokens[contrast] in _TWO_SIDED)


_POSSIBLE = stem_of("possible")
_TAKE, _ACCOUNT = stem_of("take"), stem_of("account")
ACCOUNT_REACH = 10  # "does not take the restricted, non-negative parameter space into account"


def _into_account(tokens: Sequence[str], verb: int) -> bool:
    """Whether "into account" follows the verb at ``verb`` in its clause ("take X into account")."""
    for at in range(verb + 1, min(verb + ACCOUNT_REACH, len(tokens) - 1)):
        if tokens[at] in CLAUSE_BREAKS:
            return False
        if tokens[at] == "into" and tokens[at + 1] == "account":
            return True
    return False


def _affirmed_possibility(tokens: Sequence[str]) -> dict[str, str]:
    """"possible" as a word of a sentence that says a thing "can" be done (not "can not"): "is not
    possible" denies what "logical indices can be used to ..." states (an unseen draft's planted
    reversal), as "is not used" denies "is used"."""
    return {_POSSIBLE: "can"} if any(token == "can" and tokens[at + 1: at + 2] != ["not"]
                                     for at, token in enumerate(tokens)) else {}


def _named(tokens: Sequence[str], stems: Sequence[str]) -> frozenset[str]:
    """Stems only ever used as a noun after a determiner ("the server"); "no" names a thing too:
    "they give no basis" denies the basis "a basis" names."""
    after_determiner = {stem for at, stem in enumerate(stems) if at and tokens[at - 1] in _NAMING_OR_NO
                        and not _modifies_next(tokens, at)}
    elsewhere = {stem for at, stem in enumerate(stems) if not at or tokens[at - 1] not in _NAMING_OR_NO}
    return frozenset(after_determiner - elsewhere)


def _operands(tokens: Sequence[str], stems: Sequence[str], position: int, cue_positions: set[int],
              other: frozenset[str], clause_start: int = 0) -> tuple[frozenset[str], frozenset[str], bool]:
    """(first operand, other operand, compared by a verb) of the cue at ``position``; ``other``:
    its "than" operand, if any; ``clause_start``: the first token after a semicolon before it ("ViT-B/32
    is slightly faster than ResNet50; it performs much worse" does not make ResNet50 perform worse)."""
    before = _content_stems(tokens, stems, range(position - 1, clause_start - 1, -1), cue_positions)
    if not other:
        before, other = _rather_than(tokens, stems, position, cue_positions, before)
    if not other and stems[position].startswith(COMPARING_VERBS):
        before, other = _verb_operands(tokens, stems, position, cue_positions, before)
    return before, other, bool(other) and stems[position].startswith(COMPARING_VERBS)


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
    passive = agent is not None and auxiliary >= 0 and tokens[auxiliary] in PASSIVE
    operands_from = agent + 1 if passive and agent is not None else position + 1
    after = _content_stems(tokens, stems, range(operands_from, len(tokens)), cue_positions, _OPERAND_ENDS - {"by"})
    return (after, before) if passive else (before, after)


def _content_stems(tokens: Sequence[str], stems: Sequence[str], positions: Iterable[int],
                   skipped: frozenset[int] | set[int] = frozenset(),
                   stop: frozenset[str] = frozenset()) -> frozenset[str]:
    """Up to OPERAND_WORDS content stems at ``positions``, in that order, stopping at a clause
    break (or a word of ``stop``); a compound brings its first part, uncounted ("count-based
    vectors" are the "count ones" of another sentence; "S2ORC-SciBERT" is not "SciBERT")."""
    found: list[str] = []
    words = 0
    for at in positions:
        if tokens[at] in CLAUSE_BREAKS or tokens[at] in stop or words >= OPERAND_WORDS:
            break
        if at not in skipped and is_content(tokens[at]) and tokens[at] not in NOT_GOVERNED:  # ("any of the other")
            found.append(stems[at])
            found.extend(compound_parts(tokens[at])[:1])
            words += 1
    return frozenset(found)


def _rather_than(tokens: Sequence[str], stems: Sequence[str], position: int, cue_positions: set[int],
                 before: frozenset[str]) -> tuple[frozenset[str], frozenset[str]]:
    """The operands of "A rather than B is easier": A before, B the other; what follows B's first
    word is both's ("decomposing composed rather than observed phrase representations is easier":
    observed, against composed, phrase representations); else ``before`` and no other operand."""
    than = next((at for at in range(position - 1, max(-1, position - 1 - OPERAND_SCAN), -1)
                 if tokens[at] in CLAUSE_BREAKS), None)  # (a bounded look back: to the start was quadratic)
    if (than is None or tokens[than] != "than" or than < 2 or tokens[than - 1] != "rather"
            or any(token in _CLAUSE_OPENERS for token in tokens[than: position])):
        return before, frozenset()  # ("rather than on pixel values, which leads to improved ...": another clause's)
    other = next((at for at in range(than + 1, position) if is_content(tokens[at])), None)
    if other is None:
        return before, frozenset()
    first = _content_stems(tokens, stems, range(than - 2, -1, -1), cue_positions)
    return first | (before - {stems[other]}), frozenset({stems[other]})


# "than those for B": the subject's noun again; "than people with lower lie scores": a group its phrase names
_STAND_INS = frozenset({"those", "ones", "people", "persons", "patients", "participants", "individuals", "subjects",
                        "respondents", "users", "children", "adults", "men", "women"})
OPERAND_SCAN = 40  # tokens a "than" operand is looked for in (it takes at most OPERAND_WORDS content words)
_NO_OPERAND = frozenset({"ever", "real-time", "realtime"})  # "than ever", "than real-time processing": a threshold
_RESTATED_VERBS = frozenset("is are was were do does did".split())  # the comparison's verb said again after "than"
PREFERENCE = "rather"  # the stem of a preference cue ("relies on A rather than B")


def _preferences(tokens: Sequence[str], stems: Sequence[str], cue_positions: set[int],
                 after_commas: frozenset[int]) -> list[Cue]:
    """"relies on static PDFs rather than metadata retrieved from publishers": a choice of A over B,
    whose operands a source may give the other way round ("works from metadata ... rather than
    static PDFs"). Not where a cue later in the clause compares the two itself ("composed rather
    than observed representations is easier": the cue's operands, ``_rather_than``)."""
    found: list[Cue] = []
    ordered = sorted(cue_positions)  # the first cue after each "rather than" by bisection, not by a scan
    for at in range(1, len(tokens) - 2):
        if tokens[at] != "rather" or tokens[at + 1] != "than":
            continue
        end = next((after for after in range(at + 2, len(tokens))
                    if tokens[after] in CLAUSE_BREAKS or (after > at + 2 and after in after_commas)), len(tokens))
        following = bisect.bisect_right(ordered, at)
        if following < len(ordered) and ordered[following] < end:
            continue
        first = _content_stems(tokens, stems, range(at - 1, -1, -1), cue_positions)
        other = _content_stems(tokens, stems, range(at + 2, end), cue_positions)
        if first and other:
            found.append(Cue(Polarity.UP, "rather than", PREFERENCE, before=first, other=other))
    return found


_COMMA = re.compile(r",\s")
_SEMICOLON = re.compile(r";|:\s")  # (a colon opens what it explains: "X and Y are viable: X is faster")


def _clause_start(starts: Sequence[int], position: int) -> int:
    """The last of the sorted ``starts`` (tokens after a semicolon) at or before ``position``, else 0:
    found by bisection, so a sentence of thousands of semicolons is read once."""
    before = bisect.bisect_right(starts, position)
    return starts[before - 1] if before else 0


def _after_commas(text: str, mark: re.Pattern[str] = _COMMA) -> frozenset[int]:
    """The token positions that follow a comma (not one inside a number, "1,998"), or another
    ``mark``, counted piece by piece (no token spans a comma and a space), so a sentence of
    thousands of commas is read once."""
    positions, count, last = [], 0, 0
    for match in mark.finditer(text):
        count += len(word_tokens(text[last:match.start()]))
        positions.append(count)
        last = match.start()
    return frozenset(positions)


def _comparison_marker(tokens: Sequence[str], position: int) -> int | None:
    """Where the comparative at ``position`` names its other operand: its "than", or the "to" / "with"
    of "compared to" ("a significantly smaller P300 amplitude for the visual compared to any feedback
    containing haptic feedback"), within the next seven words."""
    window = tokens[position + 1: position + 8]
    if "than" in window:
        return position + 1 + window.index("than")
    return next((position + 2 + at for at, token in enumerate(window[:-1])
                 if token == "compared" and window[at + 1] in ("to", "with")), None)


def names_the_other_operand(text: str, comparative: str) -> bool:
    """Whether ``comparative`` ("more") is used in ``text`` with its other operand named ("more
    often than the Section Gists"): the contrast check's model cannot tell "A more often than B"
    from "B more often", the converse of "B less often" (``contrast._converse``)."""
    tokens = word_tokens(text)
    word = comparative.lower()
    return any(token == word and _comparison_marker(tokens, at) is not None for at, token in enumerate(tokens))


def _than_operand(tokens: Sequence[str], stems: Sequence[str], position: int,
                  after_commas: frozenset[int] = frozenset()) -> frozenset[str]:
    """The other operand of a comparative at ``position``: "A has higher X than (for) B" and
    "B has lower X than A" agree, the operands decide (``_operand_order``); "larger than 100 m"
    is a threshold, no operand to swap."""
    if tokens[position] not in COMPARATIVES:
        return frozenset()
    than = _comparison_marker(tokens, position)
    if than is None:
        return frozenset()
    operand_at = than + 2 if tokens[than + 1: than + 2] and tokens[than + 1] in _OPERAND_ENDS else than + 1
    if tokens[operand_at: operand_at + 2] and tokens[operand_at] in _RESTATED_VERBS:
        operand_at += 1  # "higher than were those for DSM-IV dementia", "than did the controls": the verb again
    if tokens[operand_at: operand_at + 1] and tokens[operand_at] in _STAND_INS and operand_at + 1 not in after_commas \
            and tokens[operand_at + 1: operand_at + 2] and tokens[operand_at + 1] in _OPERAND_ENDS:
        operand_at += 2  # "worse than those for frame-based estimation": what "those" are for is the operand
    if tokens[operand_at: operand_at + 1] and (tokens[operand_at][:1].isdigit() or tokens[operand_at] in _NO_OPERAND
                                               or tokens[operand_at: operand_at + 2] == ["real", "time"]):
        return frozenset()  # (nor is "more important than ever", nor "faster than real time": nothing compared)
    # (a relative or subordinate clause after it is not the operand: "than decomposing corpus-observed
    # ones, which the authors expect since ..."; but "than those who used Paper Plain" is)
    # (both scans stop OPERAND_SCAN tokens on: the operand is a few words, and a scan to the sentence's
    # end for every comparative was quadratic, 28 s for 6,000 "worse than" in one sentence)
    last = min(len(tokens), operand_at + OPERAND_SCAN)
    named = next((at for at in range(operand_at, last) if is_content(tokens[at])), last)
    # (nor what follows a comma after it: "than c-flavoured ones, as expected since ...")
    end = next((at for at in range(named, min(len(tokens), named + OPERAND_SCAN))
                if tokens[at] in _CLAUSE_OPENERS or (at > named and at in after_commas)),
               min(len(tokens), named + OPERAND_SCAN))
    return _content_stems(tokens, stems, range(operand_at, end), stop=_OPERAND_ENDS)


@lru_cache(maxsize=65536)
def read_cached(text: str) -> ReadSentence:
    return read_sentence(text)


def states_a_negation(text: str) -> bool:
    """Whether the sentence negates anything: "not", "no", "without", "fails to", "insufficient" ..."""
    return not read_cached(text).negation_free
