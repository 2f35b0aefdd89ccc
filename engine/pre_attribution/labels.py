"""Reference counts per sentence from markers left in real paper text, and marker stripping.

The training paragraphs keep their original markers (``[37]``, ``[11, 14]``, ``[3-5]``,
``(24)``, ``(Smith et al., 2019; Jones, 2020)``, a superscript-like ``routes8,9.``) and one
citation per paragraph is wrapped in ``<CITATION_MARKER>...</CITATION_MARKER>``. Counting
the works cited per sentence gives the 0 / 1 / several label; the features must never see
the markers themselves, so :func:`strip_markers` removes them.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

#: Class indices used everywhere in this package.
NONE, ONE, SEVERAL = 0, 1, 2
CLASS_NAMES: tuple[str, ...] = ("none", "one", "several")

_TAG_OPEN = "<CITATION_MARKER>"
_TAG_CLOSE = "</CITATION_MARKER>"
_DASHES = "\\-\u2010\u2011\u2012\u2013\u2014\u2212"
_ITEM = r"\d{1,4}[a-z]?[\u2022\u25aa*]*"  # bullets mark "of special interest" in some journals
_NUMBER_LIST = rf"\s*{_ITEM}(?:\s*[,;{_DASHES}]\s*{_ITEM})*\s*"
_BRACKET_NUMERIC = re.compile(rf"\[{_NUMBER_LIST}\]")
_PAREN_NUMERIC = re.compile(rf"\({_NUMBER_LIST}\)")
# "[283031]": a list whose separators were lost in extraction — several works.
_BRACKET_RUN = re.compile(r"\[\d{5,}\]")
_YEAR = r"(?:19|20)\d\d[a-z]?"
# "(Smith et al., 2019; Jones and Kenny, 2020a)" — every ;-item names someone and a year.
_AUTHOR_YEAR = re.compile(
    rf"\((?:(?:see|e\.g\.,?|cf\.|reviewed in)\s+)?[A-Z][^()]{{0,200}}?\b{_YEAR}\b[^()]{{0,200}}?\)"
)
# "Kissler et al. (2020)" — a narrative citation.
_NARRATIVE = re.compile(rf"\b[A-Z][A-Za-z'\-]+(?:\s+et\s+al\.?|\s+(?:and|&)\s+[A-Z][A-Za-z'\-]+)?\s+\({_YEAR}\)")
# Superscript-style numbers that lost their formatting: "routes8,9." or "strain.6,44".
_SUPERSCRIPT_BEFORE_STOP = re.compile(rf"(?<=[a-z]{{3}})\d{{1,3}}(?:[,{_DASHES}]\d{{1,3}})*(?=\.\s*$)")
_SUPERSCRIPT_AFTER_STOP = re.compile(rf"(?<=[.!?)\]])\d{{1,3}}(?:[,{_DASHES}]\d{{1,3}})*(?=\s*$)")


@dataclass(frozen=True)
class FoundMarker:
    """A marker found in raw text: its span in the tag-free text and how many works it cites."""

    start: int
    end: int
    count: int


def count_numbers(inner: str) -> int:
    """Works cited by a numeric list: ``"11, 14"`` -> 2, ``"3-5"`` -> 3, ``"1–7"`` -> 7."""
    total = 0
    for part in re.split(r"[,;]", inner):
        bounds = [int(x) for x in re.findall(r"\d+", part)]
        if not bounds:
            continue
        if len(bounds) >= 2 and 0 < bounds[1] - bounds[0] < 100:
            total += bounds[1] - bounds[0] + 1
        else:
            total += len(bounds)
    return total


def _remove_tags(text: str) -> tuple[str, list[tuple[int, int]]]:
    """Drop the CITATION_MARKER tags; return the text and the tagged spans in it."""
    output: list[str] = []
    spans: list[tuple[int, int]] = []
    position = 0
    length = 0
    while True:
        start = text.find(_TAG_OPEN, position)
        if start < 0:
            output.append(text[position:])
            break
        end = text.find(_TAG_CLOSE, start)
        if end < 0:
            output.append(text[position:start] + text[start + len(_TAG_OPEN):])
            break
        before = text[position:start]
        inner = text[start + len(_TAG_OPEN):end]
        output.append(before)
        length += len(before)
        spans.append((length, length + len(inner)))
        output.append(inner)
        length += len(inner)
        position = end + len(_TAG_CLOSE)
    return "".join(output), spans


def find_markers(text: str) -> tuple[str, list[FoundMarker]]:
    """Citation markers in ``text`` (tags removed first): the clean text and the markers."""
    clean, tagged = _remove_tags(text)
    found: list[FoundMarker] = []

    def free(start: int, end: int) -> bool:
        return all(end <= marker.start or start >= marker.end for marker in found)

    for pattern in (_BRACKET_NUMERIC, _PAREN_NUMERIC):
        for match in pattern.finditer(clean):
            if pattern is _PAREN_NUMERIC and _looks_like_count(clean, match.start()):
                continue
            found.append(FoundMarker(match.start(), match.end(), count_numbers(match.group()[1:-1])))
    for match in _BRACKET_RUN.finditer(clean):
        found.append(FoundMarker(match.start(), match.end(), 2))
    for match in _AUTHOR_YEAR.finditer(clean):
        if free(match.start(), match.end()):
            years = len(re.findall(rf"\b{_YEAR}\b", match.group()))
            found.append(FoundMarker(match.start(), match.end(), max(1, years)))
    for match in _NARRATIVE.finditer(clean):
        paren = clean.index("(", match.start())
        if free(paren, match.end()):
            found.append(FoundMarker(paren, match.end(), 1))
    for pattern in (_SUPERSCRIPT_BEFORE_STOP, _SUPERSCRIPT_AFTER_STOP):
        for match in pattern.finditer(clean):
            if free(match.start(), match.end()):
                found.append(FoundMarker(match.start(), match.end(), count_numbers(match.group())))
    for start, end in tagged:
        # "Kissler et al. (2020)<CITATION_MARKER>6</CITATION_MARKER>": one work, written twice.
        touching = any(0 <= start - marker.end <= 1 for marker in found)
        if free(start, end) and not touching:
            inner = clean[start:end]
            years = len(re.findall(rf"\b{_YEAR}\b", inner))
            count = years or count_numbers(inner) or 1
            found.append(FoundMarker(start, end, count))
    found.sort(key=lambda marker: marker.start)
    return clean, found


def _looks_like_count(text: str, start: int) -> bool:
    """``Twenty-five (25) weeks``: a number restated in digits, not a citation."""
    before = text[max(0, start - 30):start].rstrip().lower()
    words = ("one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "twelve", "twenty", "thirty", "forty", "fifty", "hundred")
    return before.endswith(words)


def reference_count(text: str) -> int:
    """How many works the sentence cites (all its markers together)."""
    return sum(marker.count for marker in find_markers(text)[1])


def label_of(count: int) -> int:
    """0 / 1 / several as a class index."""
    return NONE if count <= 0 else (ONE if count == 1 else SEVERAL)


def strip_markers(text: str) -> str:
    """The sentence without its markers, whitespace tidied, as the features must see it."""
    clean, markers = find_markers(text)
    pieces: list[str] = []
    position = 0
    for marker in markers:
        pieces.append(clean[position:marker.start])
        pieces.append(" ")
        position = max(position, marker.end)
    pieces.append(clean[position:])
    result = re.sub(r"\s+", " ", "".join(pieces)).strip()
    result = re.sub(r"\s+([.,;:!?)\]])", r"\1", result)
    result = re.sub(r"([(\[])\s+", r"\1", result)
    return result.replace("()", "").replace("[]", "").strip()
