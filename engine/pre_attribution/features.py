"""SAFE's 24 sentence features (offline versions) and simple citation-cue features.

Features that need a tagger, parser, NER model or WordNet are replaced by documented
proxies (see docs/pre-attribution.md): no NLTK data is installed or downloaded.
"""

from __future__ import annotations

import math
import re
from collections import Counter
from typing import Sequence

import numpy as np

from . import lexicon as lx
from .ngram import NgramTable
from .readability import readability

SAFE_FEATURES: tuple[str, ...] = (
    "lexical_diversity", "named_entity_density", "parse_depth", "flesch_reading_ease", "entropy",
    "synsets_per_word", "noun_verb_ratio", "stopword_ratio", "punctuation_ratio", "chars_per_word",
    "syllables", "words", "unique_words", "bigram_logprob", "trigram_logprob", "pronoun_ratio",
    "passive_ratio", "is_named_entity", "smog", "coleman_liau", "ari", "dale_chall", "linsear_write",
    "gunning_fog",
)
CUE_FEATURES: tuple[str, ...] = (
    "hedges", "first_person", "starts_with_we", "self_reference", "numbers", "percent", "comparatives",
    "named_methods", "attribution_words", "figure_reference", "et_al", "question_or_colon", "definition",
    "perfect_passive", "prior_work", "author_names", "year",
)

_ACRONYM = re.compile(r"^(?=.*[A-Z].*[A-Z0-9])[A-Za-z0-9\-]*[A-Z][A-Za-z0-9\-]*$")
_CAMEL = re.compile(r"^[A-Z]?[a-z]+[A-Z][A-Za-z]*$")
_SELF_CONTRIBUTION = re.compile(
    r"^\s*(?:here,?\s+)?(?:we|our)\b|\b(?:in|with)\s+this\s+(?:paper|work|study|article|section|report)\b"
    r"|\b(?:the|this)\s+(?:present|current)\s+(?:study|work|paper)\b",
    re.IGNORECASE,
)
_DEFINITION = re.compile(r"^\s*(?:[A-Z][\w\-]*\s+){1,4}(?:is|are|refers to)\s+(?:a|an|the)\b")
_PUNCTUATION = re.compile(r"[^\w\s]")
# "has been shown", "have been widely used": the perfect passive of reported findings.
_PERFECT_PASSIVE = re.compile(r"\b(?:has|have|had)\s+(?:also\s+|been\s+)?(?:been\s+)?(?:\w+ly\s+)?(?:\w+ed|shown|known|seen|found|done|made|given|taken|undertaken)\b", re.IGNORECASE)
# "previous studies", "recent work", "several approaches", "a number of methods" ("other than papers" is none,
# nor "the many ways authors define metadata": a word between that is itself a plural noun of manner or count).
_PRIOR_WORK = re.compile(
    r"\b(?:prior|previous|recent|existing|earlier|related|past|(?<!\bthe\s)other|many|several|numerous|various|most|some|"
    r"a\s+number\s+of|a\s+few|a\s+line\s+of|a\s+body\s+of)\s+(?:(?!than\b|ways\b|times\b|cases\b|kinds\b|forms\b)\w+\s+)?"
    r"(?:work|works|studies|approaches|methods|"
    r"research|literature|efforts|papers|authors|researchers|investigations|reports|systems|models|techniques|attempts)\b",
    re.IGNORECASE,
)
# "Smith and Jones", "Vaswani et al.", "Lee's method": people named in the sentence. Not names joined
# to a name by a hyphen: "the Driscoll-Kraay and Beck-Katz estimators" name methods, not works.
_AUTHOR_NAMES = re.compile(r"(?<![\w-])[A-Z][a-z]+(?:\s+(?:and|&)\s+[A-Z][a-z]+(?![\w-])|\s+et\s+al\b"
                           r"|'s\s+(?:method|model|work|approach|algorithm|study|theory|law))")
_YEAR = re.compile(r"\b(?:19[5-9]\d|20[0-4]\d)\b")


def tokens_of(text: str) -> list[str]:
    return lx.words(text)


def _is_entity(token: str, first: bool) -> bool:
    """Proxy for a named-entity token: acronyms and gene-like names anywhere, capitalised words mid-sentence."""
    if any(char.isdigit() for char in token) and any(char.isalpha() for char in token):
        return True
    if _ACRONYM.match(token) and sum(char.isupper() for char in token) >= 2:
        return True
    return not first and token[:1].isupper() and token.lower() not in lx.stopwords()


def _pos(token: str) -> str:
    """A rough part of speech from closed lists and suffixes: noun, verb, adj, adv, other."""
    lowered = token.lower()
    if lowered in lx.stopwords() or lowered in lx.PRONOUNS:
        return "verb" if lowered in lx.AUXILIARIES else "other"
    if token[0].isdigit():
        return "other"
    if lowered in lx.COMMON_VERBS or lowered.rstrip("s") in lx.COMMON_VERBS or lowered in lx.IRREGULAR_PARTICIPLES:
        return "verb"
    if len(lowered) > 4 and (lowered.endswith(("ed", "ing")) or lowered.endswith(lx.VERB_SUFFIXES)):
        return "verb"
    if len(lowered) > 4 and lowered.endswith("ly"):
        return "adv"
    if len(lowered) > 4 and lowered.endswith(lx.NOUN_SUFFIXES):
        return "noun"
    if len(lowered) > 4 and lowered.endswith(lx.ADJECTIVE_SUFFIXES):
        return "adj"
    return "noun"


def _passives(lowered: list[str]) -> int:
    """``be``-form, optional adverb, then a participle (-ed/-en or irregular)."""
    count = 0
    for index, token in enumerate(lowered):
        if token not in lx.BE_FORMS:
            continue
        following = lowered[index + 1:index + 3]
        if following and following[0].endswith("ly") and len(following) > 1:
            following = following[1:]
        if following:
            word = following[0]
            if (len(word) > 3 and word.endswith(("ed", "en"))) or word in lx.IRREGULAR_PARTICIPLES:
                count += 1
    return count


def _parse_depth(text: str, lowered: list[str]) -> float:
    """Proxy for parse-tree depth: bracket nesting plus clause-introducing words and semicolons."""
    depth = deepest = 0
    for char in text:
        if char in "([{":
            depth += 1
            deepest = max(deepest, depth)
        elif char in ")]}":
            depth = max(0, depth - 1)
    clauses = sum(1 for token in lowered if token in lx.SUBORDINATORS) + text.count(";")
    return 1.0 + deepest + clauses


def safe_features(text: str, table: NgramTable | None, *, leave_out: bool = False) -> list[float]:
    """The 24 SAFE features of one sentence, in :data:`SAFE_FEATURES` order."""
    tokens = tokens_of(text)
    word_tokens = [token for token in tokens if any(char.isalpha() for char in token)] or ["_"]
    lowered = [token.lower() for token in word_tokens]
    n = len(word_tokens)
    unique = len(set(lowered))
    entities = sum(1 for index, token in enumerate(word_tokens) if _is_entity(token, index == 0))
    frequencies = Counter(lowered)
    entropy = -sum((count / n) * math.log2(count / n) for count in frequencies.values())
    familiar = lx.easy_words()
    content = [token for token in lowered if token not in lx.stopwords()] or lowered
    synset_proxy = sum(1 for token in content if token in familiar) / len(content)
    tags = Counter(_pos(token) for token in word_tokens)
    verbs = tags["verb"]
    punctuation = len(_PUNCTUATION.findall(text))
    stop = sum(1 for token in lowered if token in lx.stopwords())
    bigram, trigram = table.log_probabilities(tokens, leave_out=leave_out) if table is not None else (0.0, 0.0)
    pronouns = sum(1 for token in lowered if token in lx.PRONOUNS)
    passives = _passives(lowered)
    scores = readability(tokens)
    return [
        unique / n,
        entities / n,
        _parse_depth(text, lowered),
        scores.flesch_reading_ease,
        entropy,
        synset_proxy,
        tags["noun"] / max(1, verbs),
        stop / n,
        punctuation / max(1, len(text)),
        sum(len(token) for token in word_tokens) / n,
        float(scores.syllables),
        float(n),
        float(unique),
        bigram,
        trigram,
        pronouns / n,
        passives / max(1, verbs),
        1.0 if entities else 0.0,
        scores.smog,
        scores.coleman_liau,
        scores.ari,
        scores.dale_chall,
        scores.linsear_write,
        scores.gunning_fog,
    ]


def cue_matches(text: str) -> dict[str, list[str]]:
    """The words behind the counted cue features, by feature name (also what messages quote)."""
    tokens = tokens_of(text)
    lowered = [token.lower() for token in tokens]
    comparatives = [token for token in tokens if token.lower() in lx.COMPARATIVES]
    comparatives += [
        f"{token} than" for index, token in enumerate(tokens[:-1])
        if token.lower().endswith("er") and lowered[index + 1] == "than"
    ]
    return {
        "hedges": [token for token in tokens if token.lower() in lx.HEDGES],
        "first_person": [token for token in tokens if token.lower() in lx.FIRST_PERSON],
        "numbers": [token for token in tokens if token[0].isdigit()],
        "comparatives": comparatives,
        "named_methods": [
            token for token in tokens
            if _CAMEL.match(token) or (_ACRONYM.match(token) and sum(char.isupper() for char in token) >= 2)
        ],
        "attribution_words": [token for token in tokens if token.lower() in lx.ATTRIBUTION],
        "perfect_passive": [match.group(0) for match in _PERFECT_PASSIVE.finditer(text)],
        "prior_work": [match.group(0) for match in _PRIOR_WORK.finditer(text)],
        "author_names": [match.group(0) for match in _AUTHOR_NAMES.finditer(text)],
        "year": _YEAR.findall(text),
    }


def cue_features(text: str) -> list[float]:
    """Counts of words that tend to come with (or without) a citation, in :data:`CUE_FEATURES` order."""
    matches = cue_matches(text)
    lowered = [token.lower() for token in tokens_of(text)]
    first_word = lowered[0] if lowered else ""
    stripped = text.rstrip()
    return [
        float(len(matches["hedges"])),
        float(len(matches["first_person"])),
        1.0 if first_word in ("we", "our") or re.match(r"^\s*here,?\s+we\b", text, re.IGNORECASE) else 0.0,
        1.0 if _SELF_CONTRIBUTION.search(text) else 0.0,
        float(len(matches["numbers"])),
        1.0 if "%" in text or "percent" in lowered else 0.0,
        float(len(matches["comparatives"])),
        float(len(matches["named_methods"])),
        float(len(matches["attribution_words"])),
        1.0 if any(token in lx.FIGURE_WORDS for token in lowered) else 0.0,
        1.0 if re.search(r"\bet\s+al\b", text) else 0.0,
        1.0 if stripped.endswith(("?", ":")) else 0.0,
        1.0 if _DEFINITION.match(text) else 0.0,
        float(len(matches["perfect_passive"])),
        float(len(matches["prior_work"])),
        float(len(matches["author_names"])),
        float(len(matches["year"])),
    ]


def handcrafted_matrix(texts: Sequence[str], table: NgramTable | None, *, leave_out: bool = False) -> np.ndarray:
    """SAFE-24 followed by the cue features, one row per sentence."""
    rows = [safe_features(text, table, leave_out=leave_out) + cue_features(text) for text in texts]
    return np.asarray(rows, dtype=np.float64).reshape(len(rows), len(SAFE_FEATURES) + len(CUE_FEATURES))
