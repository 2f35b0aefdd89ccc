"""Cited sentences of a draft and the sources they cite, loaded through the evidence index.

A source the index cannot load (``SourceError``) is counted, not scored: RB003 reports
it. Pages and sections from ``[@key, p. 7]`` locators are parsed here so the locator
hint of RB004 compares like with like.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Sequence

from ..bibliography.model import BibEntry, Bibliography
from ..document import CitationItem, CitationMarker, Draft, Sentence
from ..quoting import quote_for
from ..scoring.chunking import Chunk, chunks_from_passages
from ..scoring.document_score import ChunkScore, ClaimScore

if TYPE_CHECKING:  # pragma: no cover
    from ..index import SourceDocument

MIN_CLAIM_WORDS = 4  # shorter cited "sentences" (headings, fragments) are not claims


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
    entry: BibEntry
    document: "SourceDocument"
    chunks: list[Chunk]
    locator: Locator | None = None


@dataclass
class SentenceClaims:
    """One cited sentence: its sources (loaded), failures, and its score once scored."""

    sentence: Sentence
    claim: str
    sources: list[CitedSource] = field(default_factory=list)
    unloadable: int = 0  # cited entries with a file the index could not load
    without_file: int = 0
    result: ClaimScore | None = None
    unread: list[tuple[str, str, Path]] = field(default_factory=list)  # (label, why, file) of those

    @property
    def complete(self) -> bool:
        """Every cited entry was loaded (RB007 only judges then)."""
        return bool(self.sources) and self.unloadable == 0 and self.without_file == 0

    def label_for(self, key: str) -> str:
        return next((source.label for source in self.sources if source.key == key), key)


def long_enough_for_a_claim(sentence: Sentence) -> bool:
    return len(sentence.plain.split()) >= MIN_CLAIM_WORDS


def claim_candidates(draft: Draft) -> list[Sentence]:
    """Sentences the model rules judge: cited, and long enough to be a claim."""
    return [s for s in draft.sentences if s.markers and long_enough_for_a_claim(s)]


def cited_files(bibliography: Bibliography, sentences: Sequence[Sentence]) -> list[Path]:
    """The distinct source files ``sentences`` cite, in order of first citation."""
    files: dict[Path, None] = {}
    for sentence in sentences:
        for marker, item in _items(sentence.markers):
            entry = bibliography.resolve(item, marker.style)
            if entry is not None and entry.file is not None:
                files.setdefault(entry.file, None)
    return list(files)


def load_claims(
    draft: Draft, bibliography: Bibliography, load: Callable[[Path], Any], sentences: Sequence[Sentence],
    unreadable: list[SentenceClaims] | None = None,
) -> list[SentenceClaims]:
    """``sentences`` with their cited sources loaded by ``load`` (the evidence index's; it
    raises ``SourceError``); no scoring. Sentences citing nothing loadable are left out
    (appended to ``unreadable`` when given, with why each source could not be read)."""
    from ..index import SourceError

    checks: list[SentenceClaims] = []
    for sentence in sentences:
        check = SentenceClaims(sentence, sentence.plain)
        seen: set[str] = set()
        for marker, item in _items(sentence.markers):
            entry = bibliography.resolve(item, marker.style)
            if entry is None or entry.key in seen:
                continue
            seen.add(entry.key)
            if entry.file is None:
                check.without_file += 1
                continue
            try:
                document = load(entry.file)
            except SourceError as error:
                check.unloadable += 1
                check.unread.append((_label(draft, marker, item), error.reason, entry.file))
                continue
            chunks = chunks_from_passages(document.chunks, source_key=entry.key, path=entry.file)
            if not chunks:
                check.unloadable += 1
                check.unread.append((_label(draft, marker, item), "no text was read from it", entry.file))
                continue
            check.sources.append(CitedSource(entry.key, _label(draft, marker, item), entry, document, chunks,
                                             parse_locator(item.locator)))
        if check.sources:
            checks.append(check)
        elif check.unread and unreadable is not None:
            unreadable.append(check)
    return checks


def _items(markers: Sequence[CitationMarker]) -> list[tuple[CitationMarker, CitationItem]]:
    return [(marker, item) for marker in markers for item in marker.items]


def _label(draft: Draft, marker: CitationMarker, item: CitationItem) -> str:
    from ..bibliography.usage import item_label

    return item_label(draft, marker, item)


def where(chunk: Chunk) -> str:
    """'p. 7, section "3 Method"' (whatever is known)."""
    parts = []
    if chunk.page is not None:
        parts.append(f"p. {chunk.page}" if not chunk.page_end or chunk.page_end == chunk.page
                     else f"pp. {chunk.page}-{chunk.page_end}")
    if chunk.section:
        parts.append(f'{"appendix" if chunk.appendix else "section"} "{chunk.section}"')
    elif chunk.appendix:
        parts.append("appendix")
    return ", ".join(parts)


def parenthesised(place: str) -> str:
    """' (p. 7, section "3 Method")' after a source's label or number in a message, or nothing
    where the place is unknown."""
    return f" ({place})" if place else ""


def quoted_with_place(claim: str, score: ChunkScore, limit: int = 160) -> tuple[str, str]:
    """The passage's sentence a message quotes for ``claim`` and where it stands: where a score
    joins two passages ("... [...] ..."), the place of the one the quote comes from, not of the first
    (a Discussion sentence on p. 6 was placed "pp. 1-2, section METHODS")."""
    quote = quote_for(claim, score.text, limit)
    core = re.sub(r"\s+", " ", quote.strip("… ").replace(" […] ", " ")).strip()[:60]
    holding = next((chunk for chunk in score.chunks if core in re.sub(r"\s+", " ", chunk.text)), score.chunk)
    return where(holding), quote


def snippet(text: str, limit: int = 160) -> str:
    text = re.sub(r"\s+", " ", text).strip()
    return text if len(text) <= limit else text[: limit - 1].rsplit(" ", 1)[0] + "…"
