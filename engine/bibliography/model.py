"""Bibliography entries and the marker -> entry resolution every rule relies on."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from ..document import CitationItem, MarkerStyle, Span


@dataclass
class BibEntry:
    """One work the draft may cite, wherever it was defined.

    ``file`` is the resolved source (PDF, .txt, .md) when one was named or found;
    ``file_declared`` is the path as written (kept so RB003 can say what is missing).
    """

    key: str
    title: str | None = None
    authors: tuple[str, ...] = ()  # surnames, as written
    year: str | None = None  # "2023" or "2020a"
    number: int | None = None  # position in a numbered list, for numeric markers
    file: Path | None = None
    file_declared: str | None = None
    file_refused: str | None = None  # why the sandbox will not read the named file (RB003 says it)
    url: str | None = None
    doi: str | None = None  # "10.1234/abc", as the bibliography gives it (BibTeX doi, CSL DOI)
    origin: str = ""  # "link-definition", "references-section", "bibtex", "csl-json", "papers-folder", "config"
    origin_path: Path | None = None  # the file that defined it (draft, .bib, .json, config)
    origin_span: Span | None = None  # where in the draft it is defined, when in the draft

    def label(self) -> str:
        """Short human label: 'Smith et al. 2023 — Title'."""
        who = ""
        if self.authors:
            who = self.authors[0] + (" et al." if len(self.authors) > 2 else (f" & {self.authors[1]}" if len(self.authors) == 2 else ""))
        parts = [part for part in (who, self.year) if part]
        head = " ".join(parts)
        if self.title:
            return f"{head} — {self.title}" if head else self.title
        return head or self.key


@dataclass
class Bibliography:
    """All entries known for one draft, with lookups for every marker style."""

    entries: list[BibEntry] = field(default_factory=list)
    # Problems found while loading (malformed .bib, missing bibliography file, ...):
    # (path, message). Reported as diagnostics, never raised.
    problems: list[tuple[Path | None, str]] = field(default_factory=list)

    def by_key(self, key: str) -> BibEntry | None:
        for entry in self.entries:
            if entry.key == key:
                return entry
        lowered = key.lower()
        for entry in self.entries:
            if entry.key.lower() == lowered:
                return entry
        return None

    def by_number(self, number: int) -> BibEntry | None:
        for entry in self.entries:
            if entry.number == number:
                return entry
        return None

    def resolve(self, item: CitationItem, style: MarkerStyle) -> BibEntry | None:
        """The entry a cited item points to, or None (an invented marker)."""
        from .resolve import resolve_item  # local import keeps this module dependency-free

        return resolve_item(self, item, style)
