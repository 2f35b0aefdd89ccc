"""Cited sentences of a draft, their loaded sources, and their claim-support scores.

Shared by RB004 (unsupported), RB005 (contradicted) and RB007 (numbers) so a draft's
sources are loaded and its sentences scored once per lint run (memoised on the rule
context). A source the index cannot load (``SourceError``) is skipped here: RB003
reports it. Pages and sections from ``[@key, p. 7]`` locators are always scored, so the
locator hint compares like with like.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Sequence

from ..document import CitationItem, CitationMarker, Sentence
from ..rule import RuleContext
from .chunking import Chunk, chunks_from_passages
from .document_score import ClaimScore, Source

_MEMO = "_rblint_claim_checks"
SKIPPED_MEMO = "_rblint_claim_checks_skipped"
MIN_CLAIM_WORDS = 4


@dataclass(frozen=True)
class Locator:
    kind: str  # "page" or "section"
    pages: tuple[int, ...] = ()
    section: str = ""

    def matches(self, chunk: Chunk) -> bool:
        if self.kind == "page":
            return bool(set(self.pages) & set(chunk.pages))
        return section_matches(self.section, chunk.section)

    def describe(self) -> str:
        if self.kind == "page":
            return f"p. {self.pages[0]}" if len(self.pages) == 1 else f"pp. {self.pages[0]}-{self.pages[-1]}"
        return f"sec. {self.section}"


def parse_locator(text: str | None) -> Locator | None:
    """``p. 7``, ``pp. 7-9``, ``page 7``, ``sec. 3.2``, ``section Methods``, ``§ 4``; else None."""
    if not text:
        return None
    text = text.strip()
    page = re.fullmatch(r"(?:pp?\.?|pages?)\s*(\d+)(?:\s*[-–]\s*(\d+))?", text, re.IGNORECASE)
    if page:
        first = int(page.group(1))
        last = int(page.group(2)) if page.group(2) else first
        if last < first or last - first > 50:
            last = first
        return Locator("page", tuple(range(first, last + 1)))
    section = re.fullmatch(r"(?:sec(?:t|tion)?s?\.?|§+)\s*(.+)", text, re.IGNORECASE)
    if section and section.group(1).strip():
        return Locator("section", section=section.group(1).strip().rstrip("."))
    return None


def section_matches(wanted: str, label: str | None) -> bool:
    """'3' matches '2 Background > 3 Method' and '3.2 Training'; names match case-insensitively."""
    if not label:
        return False
    for part in label.split(" > "):
        part = part.strip()
        if re.fullmatch(r"[\d.]+", wanted):
            number = re.match(r"([\d.]+)", part)
            if number and (number.group(1).rstrip(".") == wanted or number.group(1).startswith(wanted.rstrip(".") + ".")):
                return True
        elif wanted.lower() in part.lower():
            return True
    return False


@dataclass
class CitedSource:
    key: str
    label: str  # how the draft names it: [3], @smith2020, (Smith, 2020)
    entry: Any  # BibEntry
    document: Any  # SourceDocument
    chunks: list[Chunk]
    locator: Locator | None = None


@dataclass
class SentenceClaims:
    """One cited sentence: its sources (loaded), failures, and its score."""

    sentence: Sentence
    claim: str
    sources: list[CitedSource] = field(default_factory=list)
    unloadable: int = 0  # cited entries with a file the index could not load
    without_file: int = 0
    result: ClaimScore | None = None

    @property
    def complete(self) -> bool:
        """Every cited entry was loaded (RB007 only judges then)."""
        return bool(self.sources) and self.unloadable == 0 and self.without_file == 0


def support_threshold(context: RuleContext, scorer: Any) -> float:
    """The configured ``thresholds.support``, or the backend's calibrated one (Calibration.threshold)."""
    return calibration_of(scorer).threshold(context.config.thresholds.support)


def calibration_of(scorer: Any) -> Any:
    """The scorer's calibration; an uncalibrated default for a scorer without one (tests' fakes)."""
    from .calibration import Calibration

    calibration = getattr(scorer, "calibration", None)
    return calibration if calibration is not None else Calibration("uncalibrated")


def cited_sentences(context: RuleContext) -> list[SentenceClaims]:
    """Cited sentences with loaded sources (no scoring); memoised per lint run."""
    memo = context.memo.get(_MEMO)
    if memo is not None:
        return memo
    from ..index import SourceError

    index = context.services.evidence_index
    checks: list[SentenceClaims] = []
    limit = context.config.model.max_sentences
    candidates = [s for s in context.draft.sentences if s.markers and len(s.plain.split()) >= MIN_CLAIM_WORDS]
    context.memo[SKIPPED_MEMO] = candidates[limit:]  # a 5 MB draft: bounded work, reported once by RB004
    for sentence in candidates[:limit]:
        claim = sentence.plain
        check = SentenceClaims(sentence, claim)
        seen: set[str] = set()
        for marker, item in _items(sentence.markers):
            entry = context.bibliography.resolve(item, marker.style)
            if entry is None or entry.key in seen:
                continue
            seen.add(entry.key)
            if entry.file is None:
                check.without_file += 1
                continue
            try:
                document = index.load(entry.file)
            except SourceError:
                check.unloadable += 1
                continue
            chunks = chunks_from_passages(document.chunks, source_key=entry.key, path=entry.file)
            if not chunks:
                check.unloadable += 1
                continue
            check.sources.append(CitedSource(entry.key, _label(context, marker, item), entry, document, chunks,
                                             parse_locator(item.locator)))
        if check.sources:
            checks.append(check)
    context.memo[_MEMO] = checks
    return checks


def skipped_sentences(context: RuleContext) -> list[Sentence]:
    """Cited sentences beyond ``model.max-sentences`` that the model rules did not check."""
    cited_sentences(context)
    return list(context.memo.get(SKIPPED_MEMO, []))


def scored_sentences(context: RuleContext) -> list[SentenceClaims]:
    """:func:`cited_sentences` with each sentence scored against the union of its sources."""
    checks = cited_sentences(context)
    if any(check.result is None for check in checks):
        scorer = context.services.scorer
        index = context.services.evidence_index
        threshold = support_threshold(context, scorer)
        pending = [check for check in checks if check.result is None]
        requests = [([check.claim], [Source(s.key, s.chunks, _retriever(scorer, index, s)) for s in check.sources])
                    for check in pending]
        # One batched call for the whole draft (the pair cache skips what an edit left alone).
        for check, result in zip(pending, scorer.score_claims(requests, quote_pairs=True, pair_below=threshold)):
            check.result = result
    return checks


def _retriever(scorer: Any, index: Any, source: CitedSource) -> Any:
    base = scorer.index_retriever(index, source.document)
    if source.locator is None:
        return base

    def with_locator(query: str, chunks: Sequence[Chunk], k: int) -> list[int]:
        picked = list(base(query, chunks, k))
        picked += [i for i, chunk in enumerate(chunks) if source.locator.matches(chunk) and i not in picked]  # type: ignore[union-attr]
        return picked

    return with_locator


def _items(markers: Sequence[CitationMarker]) -> list[tuple[CitationMarker, CitationItem]]:
    return [(marker, item) for marker in markers for item in marker.items]


def _label(context: RuleContext, marker: CitationMarker, item: CitationItem) -> str:
    try:
        from ..bibliography.usage import item_label

        return item_label(context.draft, marker, item)
    except ImportError:  # pragma: no cover - shipped with the engine
        return item.key


def where(chunk: Chunk) -> str:
    """'p. 7, section "3 Method"' (whatever is known)."""
    parts = []
    if chunk.page is not None:
        parts.append(f"p. {chunk.page}" if not chunk.page_end or chunk.page_end == chunk.page
                     else f"pp. {chunk.page}-{chunk.page_end}")
    if chunk.section:
        parts.append(f'section "{chunk.section}"')
    return ", ".join(parts)


def snippet(text: str, limit: int = 160) -> str:
    text = re.sub(r"\s+", " ", text).strip()
    return text if len(text) <= limit else text[: limit - 1].rsplit(" ", 1)[0] + "…"
