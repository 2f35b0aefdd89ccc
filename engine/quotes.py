"""Quotations in a draft and whether a source printed them (RB009).

Why: an LLM puts words in quotation marks that the source never printed. A quotation
is checked literally, after the normalisations a faithful copy may differ by: Unicode
compatibility forms and ligatures, quote and dash styles, whitespace and line-end
hyphenation, and the case of the quote's first letter (a quote may start mid-sentence
in the source). Elisions (``[...]``, ``…``, ``...``) split a quote into parts that must
appear in order. When a quote is not found, the nearest span of the source (same word
count, best ``difflib`` ratio among the passages sharing most words) says what differs.
"""

from __future__ import annotations

import difflib
import re
import unicodedata
from dataclasses import dataclass

MIN_QUOTE_WORDS = 4  # shorter quoted text is a term or a title, not a quotation
_QUOTES = [("\u201c", "\u201d"), ('"', '"'), ("\u00ab", "\u00bb"), ("\u201e", "\u201c")]
_ELISION = re.compile(r"\s*(?:\[\s*(?:\.\.\.|\u2026)\s*\]|\u2026|\.\.\.)\s*")
_DASHES = dict.fromkeys(map(ord, "\u2010\u2011\u2012\u2013\u2014\u2015\u2212"), "-")
_SINGLE = dict.fromkeys(map(ord, "\u2018\u2019\u201a\u201b\u2032"), "'")
_DOUBLE = dict.fromkeys(map(ord, "\u201c\u201d\u201e\u201f\u00ab\u00bb\u2033"), '"')
_PUNCTUATION = ".,;:!?\"'()[]"


def _key(word: str) -> str:
    return word.lower().strip(_PUNCTUATION)


@dataclass(frozen=True)
class Quote:
    """A quotation inside a sentence: its text and absolute span (without the marks)."""

    text: str
    start: int
    end: int

    @property
    def parts(self) -> list[str]:
        return [part for part in (p.strip() for p in _ELISION.split(self.text)) if part]


def find_quotes(text: str, offset: int = 0) -> list[Quote]:
    """Quotations of at least ``MIN_QUOTE_WORDS`` words in ``text`` (offsets shifted by ``offset``)."""
    found: list[Quote] = []
    taken: list[tuple[int, int]] = []
    for opening, closing in _QUOTES:
        position = 0
        while True:
            start = text.find(opening, position)
            if start < 0:
                break
            end = text.find(closing, start + 1)
            if end < 0:
                break
            inner = text[start + 1:end]
            position = end + 1
            if any(low <= start < high for low, high in taken):
                continue
            if len(inner.split()) >= MIN_QUOTE_WORDS and "\n\n" not in inner:
                found.append(Quote(inner, offset + start + 1, offset + end))
                taken.append((start, end + 1))
    return sorted(found, key=lambda quote: quote.start)


def normalise(text: str) -> str:
    """What a faithful copy may differ by, folded away (see the module doc)."""
    text = unicodedata.normalize("NFKC", text).translate(_DASHES).translate(_SINGLE).translate(_DOUBLE)
    text = re.sub(r"(\w)-\s+(\w)", r"\1\2", text)  # "con- trol" (a line-end hyphen left in)
    return re.sub(r"\s+", " ", text).strip()


def _found(part: str, source: str, start: int) -> int:
    """End of ``part`` in ``source`` at or after ``start`` (first letter's case free), or -1."""
    for candidate in dict.fromkeys((part, part[:1].swapcase() + part[1:])):
        position = source.find(candidate, start)
        if position >= 0:
            return position + len(candidate)
    return -1


def appears_in(quote: Quote, source_text: str) -> bool:
    """Every part of the quote appears in the source, in order."""
    source = normalise(source_text)
    position = 0
    for part in quote.parts:
        end = _found(normalise(part).rstrip(".,;:"), source, position)
        if end < 0:
            return False
        position = end
    return True


@dataclass(frozen=True)
class NearestMatch:
    text: str  # the source's words, as normalised
    passage_index: int
    ratio: float
    changes: tuple[tuple[str, str], ...]  # (quoted words, source words) that differ
    ends_agree: bool = True  # the quote's first and last words are the span's: a rewrite keeps its frame

    def describe(self, limit: int = 3) -> str:
        shown = [f'"{a}" where the source has "{b}"' if a and b else (f'"{a}" is not in the source' if a
                 else f'the source also has "{b}"') for a, b in self.changes[:limit]]
        more = f" (+{len(self.changes) - limit} more)" if len(self.changes) > limit else ""
        return "; ".join(shown) + more


def nearest(quote_text: str, passages: list[str]) -> NearestMatch | None:
    """The span of the passages most like ``quote_text``, with a word diff.

    Candidate spans are anchored on the runs of words the quote shares with a passage
    (``difflib`` matching blocks): a span starts where the quote's first word would sit
    if that run is in place, and is tried at the quote's length and up to two words
    shorter or longer; the best ``ratio`` wins, ties to the span closest in length."""
    words = normalise(quote_text).split()
    if not words or not passages:
        return None
    keys = [_key(w) for w in words]
    wanted = set(keys)
    ranked = sorted(range(len(passages)), key=lambda i: -len(wanted & {
        _key(w) for w in normalise(passages[i]).split()}))[:5]
    best: NearestMatch | None = None
    best_rank: tuple[float, int] = (-1.0, 0)
    for index in ranked:
        source_words = normalise(passages[index]).split()
        source_keys = [_key(w) for w in source_words]
        anchors = {max(0, block.b - block.a) for block in difflib.SequenceMatcher(
            a=keys, b=source_keys, autojunk=False).get_matching_blocks() if block.size >= 2} or {0}
        for start in sorted(anchors):
            for width in range(max(1, len(words) - 2), len(words) + 3):
                window = source_words[start:start + width]
                if not window:
                    continue
                matcher = difflib.SequenceMatcher(a=keys, b=[_key(w) for w in window], autojunk=False)
                rank = (matcher.ratio(), -abs(width - len(words)))
                if rank > best_rank:
                    best_rank = rank
                    changes = tuple((" ".join(words[a0:a1]), " ".join(window[b0:b1]))
                                    for tag, a0, a1, b0, b1 in matcher.get_opcodes() if tag != "equal")
                    ends_agree = bool(matcher.get_opcodes()) and matcher.get_opcodes()[0][0] == "equal" \
                        and matcher.get_opcodes()[-1][0] == "equal"
                    best = NearestMatch(" ".join(window).rstrip(".,;:"), index, rank[0], changes, ends_agree)
    return best
