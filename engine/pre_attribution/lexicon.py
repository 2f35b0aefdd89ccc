"""Closed word lists the offline features use (no NLTK data, nothing downloaded).

Kept here, in one place, so the heuristic part-of-speech and cue features are easy to
read and to change, and so the docs can say exactly what replaced a tagger.
"""

from __future__ import annotations

import re
from functools import lru_cache

WORD = re.compile(r"[A-Za-z\u00C0-\u024F\u0370-\u03FF][\w'\u2019\-\u00C0-\u024F\u0370-\u03FF]*|\d+(?:[.,]\d+)*%?")

PRONOUNS = frozenset(
    "i me my mine myself we us our ours ourselves you your yours yourself yourselves he him his himself "
    "she her hers herself it its itself they them their theirs themselves this these those that who whom "
    "whose which what".split()
)
FIRST_PERSON = frozenset("we us our ours ourselves i me my".split())
BE_FORMS = frozenset("is are was were be been being am get gets got gotten".split())
AUXILIARIES = frozenset(
    "is are was were be been being am has have had having do does did can could may might must shall "
    "should will would".split()
)
SUBORDINATORS = frozenset(
    "which that who whom whose where when while although though because since whereas if unless until "
    "whether after before".split()
)
HEDGES = frozenset(
    "may might could possibly possible likely unlikely suggest suggests suggested suggesting appear appears "
    "appeared seem seems seemed potential potentially putative presumably perhaps probably plausibly "
    "hypothesize hypothesized hypothesise hypothesised indicate indicates indicated speculate "
    "speculated unclear uncertain".split()
)
ATTRIBUTION = frozenset(
    "shown reported demonstrated described documented observed identified established proposed "
    "previously previous prior recently recent studies study literature evidence known widely "
    "commonly reports findings investigators researchers authors review reviews".split()
)
SELF_REFERENCE = frozenset("here herein present current this".split())
COMPARATIVES = frozenset(
    "more less fewer greater higher lower larger smaller better worse faster slower than most least "
    "best worst first largest highest lowest superior inferior outperforms outperform".split()
)
FIGURE_WORDS = frozenset("fig fig. figure figures table tables supplementary appendix eq equation".split())
IRREGULAR_PARTICIPLES = frozenset(
    "shown known found made given seen taken thought done built held led drawn grown written chosen "
    "begun brought bought caught felt kept left lost meant met paid put read run said sent set shut "
    "spent stood struck told understood won worn undergone overcome forgotten hidden driven bound "
    "arisen become born broken spoken stolen frozen woven".split()
)
COMMON_VERBS = frozenset(
    "show suggest indicate demonstrate report find increase decrease reduce induce cause lead play "
    "remain require include involve use provide affect regulate promote inhibit mediate enhance "
    "contribute result occur exhibit express bind activate produce allow enable develop become make "
    "take give help prevent depend consist represent remain appear seem".split()
)
VERB_SUFFIXES = ("ize", "izes", "ized", "ise", "ises", "ised", "ify", "ifies", "ified", "ate", "ates", "ated")
NOUN_SUFFIXES = (
    "tion", "tions", "sion", "sions", "ment", "ments", "ness", "ity", "ities", "ism", "isms", "ance",
    "ances", "ence", "ences", "er", "ers", "or", "ors", "ist", "ists", "ogy", "sis", "ses", "ure", "ures",
    "age", "cy", "ship", "ome", "omes", "in", "ins", "ase", "ases", "cell", "cells",
)
ADJECTIVE_SUFFIXES = ("al", "ive", "ous", "ic", "able", "ible", "ful", "less", "ary", "ical", "ant", "ent")


@lru_cache(maxsize=1)
def stopwords() -> frozenset[str]:
    """scikit-learn's English stop list, copied into data/ (importing sklearn costs seconds)."""
    return _word_file("stopwords.txt")


@lru_cache(maxsize=1)
def easy_words() -> frozenset[str]:
    """The Dale–Chall list of ~3,000 familiar words (copied from textstat, MIT, © 2016 Shivam Bansal)."""
    return _word_file("easy_words.txt")


def _word_file(name: str) -> frozenset[str]:
    from pathlib import Path

    lines = (Path(__file__).parent / "data" / name).read_text(encoding="utf-8").splitlines()
    return frozenset(line.strip().lower() for line in lines if line.strip() and not line.startswith("#"))


def words(text: str) -> list[str]:
    """Word tokens (letters, or a number with optional decimals/percent), case kept."""
    return WORD.findall(text)
