"""A rule-based sentence splitter tuned for scientific prose.

Why not NLTK Punkt: its trained data cannot be downloaded here, and a splitter that must
treat citation markers and inline code as atomic is easier to get right with explicit
rules. The abbreviation and sentence-starter lists ship as package data
(``engine/data/*.txt``) so they can be extended without touching code.

The rules, in order, for a terminal ``.``, ``!``, ``?``, ``...`` or ``…``:

1. Inside a protected span (a marker, inline code, math): never a boundary.
2. Closing quotes, brackets and emphasis marks after the terminal stay with the sentence.
3. A boundary needs whitespace (or the end of the text) after it. "0.88", "3.27x",
   "U.S." (first dot) and "Sec. 4.1" never qualify.
4. "Attach" spans (bracketed citation markers) right after the terminal join the
   sentence before it: "... shown. [3] Next" splits after "[3]".
5. After an abbreviation ("e.g.", "Fig.", "Eq.", "vs.", ...), no boundary. Some
   abbreviations may also end a sentence ("et al.", "etc.", initials, "U.S."): then the
   sentence ends only when the next word is a usual sentence starter ("We", "The").
6. A bare number at the very start of a sentence is an enumerator ("1. The first").
7. A lower-case next word means the sentence goes on ("approx. three", "... etc. and"), unless
   the period closes a bracketed citation marker ("[3]. snpStats removes ...").
8. A superscript citation read into the line right after a word's period ("in Asia.1–3 The
   WHO", "shown.12 We": Vancouver and Nature style, as a PDF's text layer gives it) stays
   with its sentence, which then ends there -- not after a number ("3.12 The": a decimal),
   an abbreviation ("Fig.3 The") or an initial ("A.1 The").
"""

from __future__ import annotations

import bisect
import re
from functools import lru_cache
from importlib import resources
from typing import Sequence

_TERMINAL = re.compile(r"\.{3}|…|[.!?]+")
_CLOSERS = "\"'”’)]}»*_~"
_OPENERS = "\"'“‘([{«*_"
_INITIAL = re.compile(r"[A-Z]")
_INITIALISM = re.compile(r"(?:[A-Za-z]\.)+[A-Za-z]")
_NUMBER = re.compile(r"\d{1,3}")
_WORD = re.compile(r"[A-Za-z]+")
# "Asia.1–3 The": superscript citation numbers glued to the period, then a capitalised word.
_SUPERSCRIPT_CITATION = re.compile(r"\d{1,3}(?:[,\u2013\u2014-]\d{1,3})*(?=\s+[\"'\u201c\u2018(\[]?[A-Z])")


@lru_cache(maxsize=1)
def abbreviations() -> tuple[frozenset[str], frozenset[str]]:
    """(never-final, may-be-final) abbreviations, lower-case, without the last period."""
    never: set[str] = set()
    maybe: set[str] = set()
    for line in _data_lines("abbreviations.txt"):
        word, _, flag = line.partition(" ")
        (maybe if flag.strip() == "*" else never).add(word.lower())
    return frozenset(never - maybe), frozenset(maybe)


@lru_cache(maxsize=1)
def sentence_starters() -> frozenset[str]:
    return frozenset(_data_lines("sentence_starters.txt"))


def _data_lines(name: str) -> list[str]:
    text = resources.files("rblint.engine").joinpath("data", name).read_text(encoding="utf-8")
    return [line.strip() for line in text.splitlines() if line.strip() and not line.lstrip().startswith("#")]


class _Spans:
    """Sorted, non-overlapping spans with O(log n) membership tests."""

    def __init__(self, spans: Sequence[tuple[int, int]]) -> None:
        merged: list[tuple[int, int]] = []
        for start, end in sorted(span for span in spans if span[1] > span[0]):
            if merged and start < merged[-1][1]:
                merged[-1] = (merged[-1][0], max(end, merged[-1][1]))
            else:
                merged.append((start, end))
        self.spans = merged
        self.starts = [span[0] for span in merged]

    def containing(self, offset: int) -> tuple[int, int] | None:
        index = bisect.bisect_right(self.starts, offset) - 1
        if index >= 0 and self.spans[index][0] <= offset < self.spans[index][1]:
            return self.spans[index]
        return None

    def starting_at(self, offset: int) -> tuple[int, int] | None:
        index = bisect.bisect_left(self.starts, offset)
        if index < len(self.starts) and self.starts[index] == offset:
            return self.spans[index]
        return None

    def ending_at(self, offset: int) -> bool:
        index = bisect.bisect_left(self.starts, offset) - 1
        return index >= 0 and self.spans[index][1] == offset


def split_sentences(
    text: str,
    protected: Sequence[tuple[int, int]] = (),
    *,
    attach: Sequence[tuple[int, int]] = (),
) -> list[tuple[int, int]]:
    """Split ``text`` into sentence spans (local offsets, trimmed of whitespace).

    ``protected`` spans are atomic: no boundary falls inside one. ``attach`` spans (also
    protected) that directly follow a sentence's final punctuation belong to that
    sentence -- the "... shown. [3]" citation style.
    """
    guard = _Spans(list(protected) + list(attach))
    sticky = _Spans(attach)
    never, maybe = abbreviations()
    starters = sentence_starters()
    boundaries: list[int] = []
    sentence_start = _skip_space(text, 0, guard)
    for match in _TERMINAL.finditer(text):
        if match.start() < sentence_start or guard.containing(match.start()):
            continue
        end = match.end()
        while end < len(text) and text[end] in _CLOSERS and not guard.starting_at(end):
            end += 1
        if match.group() == "." and (cited := _SUPERSCRIPT_CITATION.match(text, end)) is not None and not guard.containing(end) \
                and _a_word_ends_at(text, match.start(), never | maybe):
            end = cited.end()  # rule 8: the citation belongs to the sentence it ends
        cursor = _skip_space(text, end, guard)
        glued = False
        while (span := sticky.starting_at(cursor)) is not None:
            glued = True
            end = span[1]
            while end < len(text) and text[end] in _CLOSERS and not guard.starting_at(end):
                end += 1
            cursor = _skip_space(text, end, guard)
        if cursor >= len(text):
            continue  # the text's own end
        if cursor == end and not glued:
            continue  # no whitespace after the terminal: "0.88", "U.S.", "x.y"
        if not _is_boundary(text, match, cursor, glued, sentence_start, guard, never, maybe, starters):
            continue
        boundaries.append(end)
        sentence_start = cursor
    spans: list[tuple[int, int]] = []
    start = 0
    for boundary in boundaries + [len(text)]:
        trimmed = _trim(text, start, boundary)
        if trimmed is not None:
            spans.append(trimmed)
        start = boundary
    return spans


def _is_boundary(
    text: str,
    match: re.Match[str],
    cursor: int,
    glued: bool,
    sentence_start: int,
    guard: _Spans,
    never: frozenset[str],
    maybe: frozenset[str],
    starters: frozenset[str],
) -> bool:
    next_is_span = guard.starting_at(cursor) is not None
    next_word = "" if next_is_span else _next_word(text, cursor)
    first = _first_letter(text, cursor)
    if match.group() == ".":
        token = "" if guard.ending_at(match.start()) else _token_before(text, match.start())
        lowered = token.lower()
        if lowered in never:
            return False
        if lowered in maybe or _INITIAL.fullmatch(token) or _INITIALISM.fullmatch(token):
            if glued or next_is_span:
                return False  # "Smith et al. [3] showed": the marker's period decides
            return next_word in starters and not _is_initial_at(text, cursor)
        if _NUMBER.fullmatch(token) and not text[sentence_start : match.start() - len(token)].strip():
            return False  # "1. The first step": an enumerator, not a sentence
    if not next_is_span and first is not None and first.islower() and not _after_a_marker(text, match, guard):
        return False
    return True


def _after_a_marker(text: str, match: re.Match[str], guard: _Spans) -> bool:
    """Whether the terminal closes a bracketed citation marker ("... little change [3]. snpStats
    removes ..."): a draft's cited sentence ends there, whatever case the next word (a package's
    name) starts with."""
    return match.group() == "." and text[match.start() - 1: match.start()] == "]" and guard.ending_at(match.start())


def _a_word_ends_at(text: str, index: int, abbreviated: frozenset[str]) -> bool:
    """A period at ``index`` ends a word (or a closing bracket), not a number, an initial or
    an abbreviation: the only place a superscript citation can follow it."""
    if index == 0 or not (text[index - 1].islower() or text[index - 1] in ")]"):
        return False
    token = _token_before(text, index)
    return token.lower() not in abbreviated and not _INITIALISM.fullmatch(token)


def _skip_space(text: str, index: int, guard: _Spans) -> int:
    while index < len(text) and text[index].isspace() and not guard.starting_at(index):
        index += 1
    return index


def _token_before(text: str, index: int) -> str:
    start = index
    while start > 0 and not text[start - 1].isspace():
        start -= 1
    return text[start:index].lstrip(_OPENERS)


def _next_word(text: str, index: int) -> str:
    while index < len(text) and text[index] in _OPENERS:
        index += 1
    match = _WORD.match(text, index)
    return match.group() if match else ""


def _first_letter(text: str, index: int) -> str | None:
    while index < len(text) and text[index] in _OPENERS:
        index += 1
    return text[index] if index < len(text) and text[index].isalpha() else None


def _is_initial_at(text: str, index: int) -> bool:
    """'A. Smith' after 'J.': the next word is another initial, not the article 'A'."""
    return re.match(r"[A-Z]\.\s", text[index : index + 3] + " ") is not None


def _trim(text: str, start: int, end: int) -> tuple[int, int] | None:
    while start < end and text[start].isspace():
        start += 1
    while end > start and text[end - 1].isspace():
        end -= 1
    return (start, end) if end > start else None
