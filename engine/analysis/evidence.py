"""The one way engine results become :class:`Evidence`: scored passages and search hits.

Rules (RB004, RB005, RB006), the hover and the code lens all quote evidence through
these two functions, so a passage shows the same page, section and score everywhere.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Callable, Iterable

from ..diagnostics import Evidence
from ..scoring.calibration import Contradiction
from ..scoring.document_score import ChunkScore


def evidence_of(score: ChunkScore, *, digits: int | None = None, contradiction: bool = False) -> Evidence:
    """A scored passage: its P(aligned), or its P(contradict) when ``contradiction`` (RB005)."""
    chunk = score.chunk
    value = float(score.contradict if contradiction and score.contradict is not None else score.aligned)
    return Evidence(source_key=chunk.source_key, text=score.text,
                    score=round(value, digits) if digits is not None else value,
                    page=chunk.page, section=chunk.section, path=chunk.path, appendix=chunk.appendix)


def evidence_of_contradiction(found: Contradiction, *, digits: int | None = 4) -> Evidence:
    """The passage RB005 quotes: the source sentence that states the opposite (its score the
    reversal's alignment) or the 3-way head's passage (its P(contradict))."""
    chunk = found.chunk
    value = round(found.score, digits) if digits is not None else found.score
    return Evidence(source_key=chunk.source_key, text=found.quote, score=value, page=chunk.page,
                    section=chunk.section, path=chunk.path, appendix=chunk.appendix)


def hit_path(hit: Any) -> Path | None:
    """The source file of an evidence-index search hit (or of a passage-like object)."""
    passage = getattr(hit, "passage", hit)
    path = getattr(hit, "path", None) or getattr(passage, "path", None)
    if path is None:
        path = getattr(getattr(passage, "document", None), "path", None)
    return Path(path) if path is not None else None


def hit_page(passage: Any) -> int | None:
    for name in ("page", "page_start"):
        value = getattr(passage, name, None)
        if isinstance(value, int):
            return value
    pages = getattr(passage, "pages", None) or getattr(passage, "page_span", None)
    return pages[0] if isinstance(pages, (tuple, list)) and pages and isinstance(pages[0], int) else None


def hit_section(passage: Any) -> str | None:
    value = getattr(passage, "section", None)
    if isinstance(value, (list, tuple)):
        return " > ".join(str(part) for part in value) or None
    return str(value) if value else None


def hit_score(hit: Any) -> float | None:
    score = getattr(hit, "score", None)
    if score is None:
        score = getattr(hit, "fused_score", None)
    return float(score) if isinstance(score, (int, float)) else None


def evidence_from_hits(hits: Iterable[Any], source_key: Callable[[Path | None], str]) -> list[Evidence]:
    """Evidence-index search hits (a result holding a ``passage``, or a passage-like
    object) as :class:`Evidence`; ``source_key`` names the source of a file."""
    found: list[Evidence] = []
    for hit in hits:
        passage = getattr(hit, "passage", hit)
        text = getattr(passage, "text", None)
        if not isinstance(text, str):
            continue
        path = hit_path(hit)
        found.append(Evidence(source_key=source_key(path), text=text, score=hit_score(hit),
                              page=hit_page(passage), section=hit_section(passage), path=path,
                              appendix=bool(getattr(passage, "appendix", False))))
    return found
