"""A cited sentence's support score and the passages that earned it (hover, code lens)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Iterable

from ..diagnostics import Evidence
from .claims import SentenceClaims
from .evidence import evidence_of, evidence_of_contradiction

PASSAGES_PER_SOURCE = 2


@dataclass(frozen=True)
class SentenceSupport:
    score: float
    passages: tuple[Evidence, ...] = ()
    contradicted_by: Evidence | None = None  # the source sentence that states the opposite (RB005's)


def support_of(checks: Iterable[SentenceClaims], verdicts: Any = None) -> dict[int, SentenceSupport]:
    """Scored sentences by index: the claim's score, the best passages of each source and,
    when ``verdicts`` finds one, the passage that contradicts it."""
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
        found = verdicts.first_contradiction(result) if verdicts is not None else None
        contradicted_by = evidence_of_contradiction(found) if found is not None else None
        support[check.sentence.index] = SentenceSupport(float(result.score), tuple(kept), contradicted_by)
    return support
