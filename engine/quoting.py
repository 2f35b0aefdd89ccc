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
    quote = text[start:end].strip()
    if len(quote) > limit:
        quote = quote[: limit - 1].rsplit(" ", 1)[0] + "…"
    prefix = "… " if start > 0 else ""
    suffix = " …" if end < len(text) and not quote.endswith("…") else ""
    return prefix + quote + suffix
