"""A cited sentence's support score and the passages that earned it (hover, code lens)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable

from ..diagnostics import Evidence
from .claims import SentenceClaims
from .evidence import evidence_of

PASSAGES_PER_SOURCE = 2


@dataclass(frozen=True)
class SentenceSupport:
    score: float
    passages: tuple[Evidence, ...] = ()


def support_of(checks: Iterable[SentenceClaims]) -> dict[int, SentenceSupport]:
    """Scored sentences by index: the claim's score and the best passages of each source."""
    support: dict[int, SentenceSupport] = {}
    for check in checks:
        result = check.result
        if result is None:
            continue
        passages = [evidence_of(candidate) for sentence in result.sentences for candidate in sentence.candidates]
        passages.sort(key=lambda item: -(item.score or 0.0))
        per_source: dict[str, int] = {}
        kept: list[Evidence] = []
        for evidence in passages:
            if per_source.get(evidence.source_key, 0) < PASSAGES_PER_SOURCE:
                per_source[evidence.source_key] = per_source.get(evidence.source_key, 0) + 1
                kept.append(evidence)
        support[check.sentence.index] = SentenceSupport(float(result.score), tuple(kept))
    return support
