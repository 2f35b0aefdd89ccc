"""The one way engine results become :class:`Evidence`: scored passages and search hits.

Rules (RB004, RB005, RB006), the hover and the code lens all quote evidence through
these two functions, so a passage shows the same page, section and score everywhere.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Callable, Iterable

from ..diagnostics import Evidence
from ..index import SearchHit
from ..scoring.calibration import Contradiction, contradiction_words
from ..scoring.chunking import Chunk
from ..scoring.document_score import ChunkScore


def _of_chunk(chunk: Chunk, text: str, value: float, digits: int | None) -> Evidence:
    return Evidence(source_key=chunk.source_key, text=text, score=round(value, digits) if digits is not None else value,
                    page=chunk.page, section=chunk.section, path=chunk.path, appendix=chunk.appendix)


def evidence_of(score: ChunkScore, *, digits: int | None = None, contradiction: bool = False) -> Evidence:
    """A scored passage: its P(aligned), or its P(contradict) when ``contradiction`` (RB005)."""
    value = float(score.contradict if contradiction and score.contradict is not None else score.aligned)
    return _of_chunk(score.chunk, score.text, value, digits)


def evidence_of_contradiction(found: Contradiction, *, digits: int | None = 4) -> Evidence:
    """The passage RB005 quotes: the source sentence that states the opposite (its score the
    reversal's alignment) or the 3-way head's passage (its P(contradict))."""
    evidence = _of_chunk(found.chunk, found.quote, float(found.score), digits)
    return replace(evidence, contradicts=contradiction_words(found.decided_by))


def evidence_of_hit(hit: SearchHit, source_key: Callable[[Path | None], str]) -> Evidence:
    """An evidence-index search hit as :class:`Evidence`; ``source_key`` names the source of a file."""
    passage = hit.passage
    return Evidence(source_key=source_key(hit.path), text=passage.text, score=float(hit.score),
                    page=passage.page_start, section=" > ".join(passage.section) or None, path=hit.path,
                    appendix=passage.appendix)


def evidence_from_hits(hits: Iterable[SearchHit], source_key: Callable[[Path | None], str]) -> list[Evidence]:
    """Search hits, in their order, as :class:`Evidence`."""
    return [evidence_of_hit(hit, source_key) for hit in hits]
