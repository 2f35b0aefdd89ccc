"""Which sentence of a passage to quote for a claim.

A passage is up to ~350 tokens; a message or a hover can show one or two sentences. The
head of the passage is usually not the part that supports (or refutes) the claim, so
messages and hovers quote the passage's sentence sharing the most content words with
the claim (numbers count double: they are what a changed figure changes), with the next
sentence when it is needed to reach a useful length, marked "…" where text was left out.
"""

from __future__ import annotations

import re

from .scoring.overlap import content_tokens
from .sentences import split_sentences

def _words(text: str) -> set[str]:
    """The default judge's content words (numbers keep their decimals), so the quote is the
    sentence that judge found the claim in."""
    return {word for word in content_tokens(text) if len(word) > 1}


def _weight(words: set[str]) -> float:
    return sum(2.0 if word[0].isdigit() else 1.0 for word in words)


def quote_for(claim: str, passage: str, limit: int = 160) -> str:
    """The passage's best-matching sentence(s) for ``claim``, at most ``limit`` characters."""
    text = re.sub(r"\s+", " ", passage).strip()
    if len(text) <= limit:
        return text
    spans = split_sentences(text) or [(0, len(text))]
    wanted = _words(claim)
    scores = [_weight(wanted & _words(text[start:end])) for start, end in spans]
    best = max(range(len(spans)), key=lambda index: (scores[index], -index))
    start, end = spans[best]
    if end - start < limit // 2 and best + 1 < len(spans) and spans[best + 1][1] - start <= limit:
        end = spans[best + 1][1]
    if end - start > limit:
        start, end = _densest_window(text, start, end, wanted, limit - 2)
    quote = text[start:end].strip()
    prefix = "… " if start > 0 else ""
    suffix = " …" if end < len(text) else ""
    return prefix + quote + suffix


def _densest_window(text: str, start: int, end: int, wanted: set[str], limit: int) -> tuple[int, int]:
    """The run of whole words of ``text[start:end]``, at most ``limit`` characters, holding the
    most of the claim's words, with the words around them shared out on both sides: a long
    sentence is quoted where it speaks of the claim ("… and more than 1000 NEOs are discovered
    every year"), not cut after its first clause. Two pointers, so any length costs its length."""
    words = [(start + match.start(), start + match.end()) for match in re.finditer(r"\S+", text[start:end])]
    weights = [_weight(wanted & _words(text[left:right])) for left, right in words]
    best, core, total, first = 0.0, (0, 0), 0.0, 0
    for last, (_, right) in enumerate(words):
        total += weights[last]
        while right - words[first][0] > limit and first < last:
            total -= weights[first]
            first += 1
        if right - words[first][0] <= limit and total > best:
            best, core = total, (first, last)
    low, high = core
    while low < high and not weights[low]:
        low += 1
    while high > low and not weights[high]:
        high -= 1
    grown = True
    while grown:  # one word on each side in turn, while the quote has room
        grown = False
        if low > 0 and words[high][1] - words[low - 1][0] <= limit:
            low, grown = low - 1, True
        if high + 1 < len(words) and words[high + 1][1] - words[low][0] <= limit:
            high, grown = high + 1, True
    return words[low][0], min(words[high][1], words[low][0] + limit)
