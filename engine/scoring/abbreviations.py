"""Abbreviations a paper defines ("weighted mean difference (WMD)", "haemoglobin (Hb)"), so a
draft that spells out what the paper abbreviates still lines up with the paper's sentence.

A paper defines an abbreviation once, in its methods, and then writes "The WMD of Hb for children
was 11.77 g/l ..."; a generated summary writes "The weighted mean difference of haemoglobin for
children ...". The reversal check aligns sentences by their words, so the results sentence lost
to a figure caption that happened to spell the words out, and a reversed finding went unseen.

A definition is a parenthesised token of two to eight letters, starting with a capital and
holding at least one more, after words whose initials spell it ("weighted mean difference
(WMD)") or after one word that holds its letters in order from its first ("haemoglobin (Hb)").
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Iterable

_PARENTHESISED = re.compile(r"\(([A-Z][A-Za-z]{1,7})\)")
_WORD = re.compile(r"[A-Za-z][A-Za-z-]*")
LOOK_BACK = 100  # characters before "(WMD)" in which its words are looked for
MAX_TEXT = 2_000_000  # characters read for definitions per source: a paper's worth, not a hostile file's


def _in_order(letters: str, word: str) -> bool:
    """Whether ``letters`` appear in ``word`` in order, the first being its first letter."""
    if not word.startswith(letters[:1]):
        return False
    at = 0
    for letter in letters:
        at = word.find(letter, at)
        if at < 0:
            return False
        at += 1
    return True


def _long_form(words: list[str], abbreviation: str) -> str | None:
    letters = abbreviation.lower()
    capitals = sum(1 for char in abbreviation if char.isupper())
    if capitals >= 2 and len(words) >= len(letters):
        candidate = words[-len(letters):]
        if "".join(word[0] for word in candidate) == letters:
            return " ".join(candidate)
    if capitals == 1 and words and _in_order(letters, words[-1]):
        return words[-1]
    return None


def defined_abbreviations(texts: Iterable[str]) -> dict[str, str]:
    """Each abbreviation ``texts`` define, lower-cased, with the words it stands for."""
    found: dict[str, str] = {}
    read = 0
    for text in texts:
        if read > MAX_TEXT:
            break
        read += len(text)
        for abbreviation, long_form in _defined_in(text):
            found.setdefault(abbreviation, long_form)
    return found


@lru_cache(maxsize=8192)
def _defined_in(text: str) -> tuple[tuple[str, str], ...]:
    """The definitions of one passage (read once: the same passages are read for every sentence
    that cites their paper). Each parenthesised candidate is matched against the words just
    before it, not by a pattern tried at every word of the passage."""
    found = []
    for match in _PARENTHESISED.finditer(text):
        if text[match.start() - 1: match.start()] not in (" ", "\n") and match.start():
            continue  # "f(X)", "n(SF)": not after a word
        words = [word.lower() for word in _WORD.findall(text[max(0, match.start() - LOOK_BACK):match.start()])][-6:]
        long_form = _long_form(words, match.group(1))
        if long_form is not None:
            found.append((match.group(1).lower(), long_form))
    return tuple(found)
