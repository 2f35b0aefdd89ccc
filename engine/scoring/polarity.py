"""A claim sentence with its finding turned the other way, for the contrast check.

Why: a sentence model scores a paraphrase with its finding reversed almost as well as the
paraphrase itself, and its P(contradict) on a supported sentence is often high too. Asking
it about the sentence *and* its opposite cancels that bias: when the source supports the
opposite clearly better than the sentence, the sentence is reversed (``contrast.py``).

The turn is the simplest one that changes the finding: a negation removed ("does not
improve" -> "does improve", "failed to reduce" -> "did reduce", "no significant" -> "a
significant"), else a direction word
swapped for its opposite ("increases" -> "decreases"), else "not" put after the first
auxiliary ("was associated" -> "was not associated"). Anything else, or a denial of what came
before (``_PRIOR_STATE``): None (not checked).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_AUXILIARIES = ("is", "are", "was", "were", "be", "been", "can", "could", "may", "might", "will", "would",
                "should", "shall", "has", "have", "had", "does", "do", "did", "must")
_AUX = "|".join(_AUXILIARIES)
_NEGATED_AUX = re.compile(rf"\b({_AUX})\s+not\b\s*", re.IGNORECASE)
_CONTRACTED = re.compile(r"\b(does|do|did|is|are|was|were|has|have|had|could|would|should|must)n['’]t\b",
                         re.IGNORECASE)
_IRREGULAR_CONTRACTIONS = {"can't": "can", "cannot": "can", "won't": "will", "can’t": "can", "won’t": "will"}
_IRREGULAR = re.compile(r"\b(can't|can’t|cannot|won't|won’t)\b", re.IGNORECASE)
_NO_EFFECT = re.compile(r"\b(no|not any)\s+(significant|statistically significant|meaningful|clear|notable)\b",
                        re.IGNORECASE)
_FAILED = re.compile(r"\b(failed|fails|fail|unable)\s+to\b", re.IGNORECASE)
_FAILED_TURN = {"failed": "did", "fails": "does", "fail": "do", "unable": "able"}
_FIRST_AUX = re.compile(rf"\b({_AUX})\b(?!\s+not\b)", re.IGNORECASE)

# Opposite directions, both ways. Whole words only; the inflections a finding is written in.
_PAIRS = (
    ("increase", "decrease"), ("increases", "decreases"), ("increased", "decreased"), ("increasing", "decreasing"),
    ("higher", "lower"), ("highest", "lowest"), ("more", "less"), ("greater", "smaller"), ("larger", "smaller"),
    ("improve", "worsen"), ("improves", "worsens"), ("improved", "worsened"), ("improving", "worsening"),
    ("better", "worse"), ("best", "worst"), ("outperform", "underperform"), ("outperforms", "underperforms"),
    ("outperformed", "underperformed"), ("raise", "lower"), ("raises", "lowers"), ("raised", "lowered"),
    ("promote", "inhibit"), ("promotes", "inhibits"), ("promoted", "inhibited"), ("enhance", "impair"),
    ("enhances", "impairs"), ("enhanced", "impaired"), ("upregulated", "downregulated"), ("up-regulated",
    "down-regulated"), ("positively", "negatively"), ("superior", "inferior"),
    ("faster", "slower"), ("stronger", "weaker"), ("easier", "harder"), ("benefit", "harm"), ("beneficial", "harmful"),
    ("reduces", "increases"), ("reduced", "increased"), ("reduce", "increase"), ("lowers", "raises"),
)
_OPPOSITE: dict[str, str] = {}
for _one, _other in _PAIRS:
    _OPPOSITE.setdefault(_one, _other)
    _OPPOSITE.setdefault(_other, _one)
_DIRECTION = re.compile(r"\b(" + "|".join(sorted(map(re.escape, _OPPOSITE), key=len, reverse=True)) + r")\b",
                        re.IGNORECASE)


def _same_case(word: str, like: str) -> str:
    if like.isupper() and len(like) > 1:
        return word.upper()
    return word[:1].upper() + word[1:] if like[:1].isupper() else word


@dataclass(frozen=True)
class Turn:
    """A sentence turned the other way, and the words that changed ("does not" -> "does")."""

    text: str
    said: str
    turned: str


def _replace(text: str, start: int, end: int, new: str) -> Turn:
    return Turn(text[:start] + new + text[end:], text[start:end].strip(), new.strip())


# A denial of what came before ("had not been used for event detection before SemEAGAT", "no
# prior work has modelled ...") is not a finding a paper states the other way: its own "we
# propose X, which uses Y" reads to a sentence model as the opposite, and is not.
_PRIOR_STATE = re.compile(r"\b(before (?-i:[A-Z])|(?i:before (this|these|that|those|it|them|its|our|their)|"
                          r"prior (work|studies|research|art|methods?|approaches)|until (now|recently|then)|"
                          r"to (our|the authors['’]?|their) knowledge|for the first time|had (not|never) been|"
                          r"hadn['’]t been))\b")
_NO_OR_NEVER = re.compile(r"\b(no|never)\b", re.IGNORECASE)


def denies_a_prior_state(sentence: str) -> bool:
    """Whether ``sentence`` denies what came before its source (``_PRIOR_STATE``): no finding of
    that source can state it the other way."""
    return bool(_PRIOR_STATE.search(sentence)) and bool(
        _NEGATED_AUX.search(sentence) or _CONTRACTED.search(sentence) or _NO_OR_NEVER.search(sentence))


def turned(sentence: str) -> Turn | None:
    """``sentence`` with its finding reversed, or None when no turn applies (module doc)."""
    text = " ".join(sentence.split())
    if not text or denies_a_prior_state(text):
        return None
    negated = _NEGATED_AUX.search(text)
    if negated is not None:
        return _replace(text, negated.start(), negated.end(), negated.group(1) + " ")
    contracted = _CONTRACTED.search(text)
    if contracted is not None:
        return _replace(text, contracted.start(), contracted.end(), contracted.group(1))
    irregular = _IRREGULAR.search(text)
    if irregular is not None:
        word = irregular.group(1)
        return _replace(text, irregular.start(), irregular.end(), _same_case(_IRREGULAR_CONTRACTIONS[word.lower()], word))
    failed = _FAILED.search(text)
    if failed is not None:  # "failed to reduce" -> "did reduce", "unable to" -> "able to"
        word = failed.group(1)
        turn = _FAILED_TURN[word.lower()]
        return _replace(text, failed.start(), failed.end(),
                        _same_case(turn, word) + (" to" if turn == "able" else ""))
    no_effect = _NO_EFFECT.search(text)
    if no_effect is not None:
        return _replace(text, no_effect.start(), no_effect.end(),
                        _same_case("a", no_effect.group(1)) + " " + no_effect.group(2))
    direction = _DIRECTION.search(text)
    if direction is not None:
        word = direction.group(1)
        return _replace(text, direction.start(), direction.end(), _same_case(_OPPOSITE[word.lower()], word))
    auxiliary = _FIRST_AUX.search(text)
    if auxiliary is not None and auxiliary.start() > 0:
        return _replace(text, auxiliary.start(), auxiliary.end(), auxiliary.group(1) + " not")
    return None
