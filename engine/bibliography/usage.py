"""Which entries the draft cites, where first, and which marker items cite nothing.

Shared by RB002 (unresolved items), RB003 (cited entries) and RB008 (uncited entries),
so all three agree on what "cited" means: a marker item in prose that resolves.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

from ..document import CitationItem, CitationMarker, Draft, MarkerStyle, Span
from .model import BibEntry, Bibliography


@dataclass(frozen=True)
class CitationUse:
    marker: CitationMarker
    item: CitationItem

    @property
    def span(self) -> Span:
        return self.item.span or self.marker.span


@dataclass
class Usage:
    # id(entry) -> every use, in document order
    cited: dict[int, list[CitationUse]] = field(default_factory=dict)
    entries: dict[int, BibEntry] = field(default_factory=dict)
    unresolved: list[CitationUse] = field(default_factory=list)

    def is_cited(self, entry: BibEntry) -> bool:
        return id(entry) in self.cited


def citation_usage(draft: Draft, bibliography: Bibliography) -> Usage:
    """Every marker item resolved once per (draft, bibliography): RB002, RB003 and RB008
    all ask, and the result is kept on the bibliography while the draft's markers and
    the entry list are the same objects of the same length. Treat it as read-only."""
    signature = (id(bibliography.entries), len(bibliography.entries), id(draft.markers), len(draft.markers))
    cached = bibliography.__dict__.get("_citation_usage")
    if cached is not None and cached[0] is draft and cached[1] == signature:
        found: Usage = cached[2]
        return found
    usage = _citation_usage(draft, bibliography)
    bibliography.__dict__["_citation_usage"] = (draft, signature, usage)
    return usage


def _citation_usage(draft: Draft, bibliography: Bibliography) -> Usage:
    usage = Usage()
    for marker in draft.markers:
        for item in marker.items:
            entry = bibliography.resolve(item, marker.style)
            use = CitationUse(marker, item)
            if entry is None:
                usage.unresolved.append(use)
            else:
                usage.cited.setdefault(id(entry), []).append(use)
                usage.entries[id(entry)] = entry
    return usage


def item_label(draft: Draft, marker: CitationMarker, item: CitationItem) -> str:
    """How to name a cited item in a message: ``[7]``, ``@key``, ``[^1]``, ``(Smith, 2031)``."""
    if marker.style is MarkerStyle.NUMERIC:
        # "[٣]" (Arabic-Indic digits) is named as written: "[3]" would be a marker the draft does not hold
        return marker.text if len(marker.items) == 1 and not marker.text.isascii() else f"[{item.key}]"
    if marker.style is MarkerStyle.FOOTNOTE:
        return f"[^{item.key}]"
    if marker.style is MarkerStyle.PANDOC:
        return f"@{item.key}"
    if len(marker.items) == 1:
        return re.sub(r"\s+", " ", marker.text)
    who = item.authors[0] if item.authors else item.key.split("|")[0]
    if len(item.authors) == 2:
        who += f" & {item.authors[1]}"
    elif len(item.authors) > 2:
        who += " et al."
    return f"({who}, {item.year})"


def entry_label(entry: BibEntry) -> str:
    """``[3]`` for numbered entries, ``@key`` for keyed ones, the author-year otherwise."""
    if entry.number is not None:
        return f"[{entry.number}]"
    if entry.origin == "footnote":
        return f"[{entry.key}]"
    if entry.origin == "references-section" and not entry.key.startswith("ref-"):
        return entry.label()
    return f"@{entry.key}" if not entry.key.startswith("ref-") else entry.label()


def front_matter_span(draft: Draft, path: Path | None) -> Span:
    """Where the draft's front matter names ``path`` (its ``bibliography:`` line), else 0:0."""
    if path is None:
        return Span(0, 0)
    text = draft.text
    if not text.startswith("---"):
        return Span(0, 0)
    end = text.find("\n---", 3)
    end = len(text) if end < 0 else end
    found = text.find(path.name, 0, end)
    if found < 0:
        return Span(0, 0)
    return Span(found, found + len(path.name))
