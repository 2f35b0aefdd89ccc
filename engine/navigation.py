"""Editor navigation over citations: key completion, go to the entry, find its citations.

What texlab and bibli-ls give BibTeX users, for every bibliography rblint reads: inside
``[@``, ``@`` or ``[`` the draft's entries are offered (key, authors, year, title, and
whether the file is there), filtered by the typed prefix and ordered by recent use; a
marker jumps to its entry's line in the .bib / CSL-JSON file or the References section;
an entry lists the markers that cite it. No LSP types here: the server translates.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from .bibliography.model import BibEntry, Bibliography
from .bibliography.usage import citation_usage
from .document import CitationItem, Draft, MarkerStyle, Span

_KEY_CHARS = r"[\w:.#$%&\-+?<>~/]"
_PANDOC_PREFIX = re.compile(rf"(?:^|[\[\s;(])(?:-?)@({_KEY_CHARS}*)$")
_NUMERIC_PREFIX = re.compile(r"\[(?:\d+\s*[,;\-–]\s*)*(\d*)$")


@dataclass(frozen=True)
class Completion:
    key: str  # what is inserted
    detail: str  # authors, year
    documentation: str  # the entry, and whether its file is present
    sort_text: str
    start: int  # where the typed prefix starts (replaced by ``key``)


@dataclass(frozen=True)
class Target:
    """Where an entry is defined: a span of the draft, or a line of another file (0-based)."""

    path: Path
    span: Span | None = None
    line: int = 0


def completion_prefix(text: str, offset: int) -> tuple[MarkerStyle, str, int] | None:
    """(style, typed prefix, prefix start) when ``offset`` is inside a marker being typed."""
    line_start = text.rfind("\n", 0, offset) + 1
    before = text[line_start:offset]
    match = _PANDOC_PREFIX.search(before)
    if match:
        return MarkerStyle.PANDOC, match.group(1), line_start + match.start(1)
    match = _NUMERIC_PREFIX.search(before)
    if match and not before.endswith("]"):
        return MarkerStyle.NUMERIC, match.group(1), line_start + match.start(1)
    return None


def _detail(entry: BibEntry) -> str:
    who = entry.authors[0] + (" et al." if len(entry.authors) > 1 else "") if entry.authors else ""
    return ", ".join(part for part in (who, entry.year or "") if part)


def _documentation(entry: BibEntry) -> str:
    lines = [entry.label()]
    if entry.file is not None:
        lines.append(f"file: {entry.file.name}")
    elif entry.file_refused:
        lines.append(f"file not read: {entry.file_refused}")
    elif entry.file_declared:
        lines.append(f"file missing: {entry.file_declared}")
    else:
        lines.append("no file: claims citing it cannot be checked")
    return "\n".join(lines)


def complete(draft: Draft, bibliography: Bibliography, text: str, offset: int) -> list[Completion]:
    """Entries for the marker being typed at ``offset`` of ``text`` (the editor's current text)."""
    found = completion_prefix(text, offset)
    if found is None:
        return []
    style, prefix, start = found
    last_use: dict[int, int] = {}
    usage = citation_usage(draft, bibliography)
    for entry_id, uses in usage.cited.items():
        before = [use.marker.span.start for use in uses if use.marker.span.start < offset]
        if before:
            last_use[entry_id] = max(before)
    candidates: list[tuple[tuple[int, int, str], Completion]] = []
    for entry in bibliography.entries:
        if style is MarkerStyle.NUMERIC:
            if entry.number is None:
                continue
            key = str(entry.number)
        else:
            if entry.origin in ("references-section",) and entry.number is not None:
                continue  # numbered list entries are cited as [n], not @n
            key = entry.key
        if prefix and not key.lower().startswith(prefix.lower()):
            continue
        recent = last_use.get(id(entry))
        rank = (0, -recent) if recent is not None else (1, 0)
        completion = Completion(key, _detail(entry), _documentation(entry), "", start)
        candidates.append(((*rank, key.lower()), completion))
    candidates.sort(key=lambda pair: pair[0])
    return [Completion(c.key, c.detail, c.documentation, f"{position:04d}", c.start)
            for position, (_, c) in enumerate(candidates)]


def _item_at(draft: Draft, offset: int) -> tuple[object, CitationItem] | None:
    marker = draft.marker_at(offset)
    if marker is None:
        return None
    for item in marker.items:
        if item.span is not None and item.span.start <= offset <= item.span.end:
            return marker, item
    return (marker, marker.items[0]) if marker.items else None


def definition(draft: Draft, bibliography: Bibliography, offset: int) -> Target | None:
    """Where the entry cited at ``offset`` is defined."""
    found = _item_at(draft, offset)
    if found is None:
        return None
    marker, item = found
    entry = bibliography.resolve(item, marker.style)  # type: ignore[attr-defined]
    if entry is None:
        return None
    if entry.origin_span is not None and entry.origin_path in (None, draft.path):
        return Target(draft.path, entry.origin_span)
    if entry.origin_path is not None and entry.origin_path.is_file():
        return Target(entry.origin_path, None, _line_of_key(entry.origin_path, entry.key))
    if entry.file is not None:
        return Target(entry.file, None, 0)
    return None


def _line_of_key(path: Path, key: str) -> int:
    """The 0-based line of ``@type{key,`` (BibTeX) or ``"id": "key"`` (CSL JSON) in ``path``."""
    from .safe_read import FileRefused, read_text

    try:
        lines = read_text(path, "bibliography", errors="replace").splitlines()
    except FileRefused:
        return 0
    patterns = (re.compile(rf"@\w+\s*[{{(]\s*{re.escape(key)}\s*,", re.I),
                re.compile(rf'"id"\s*:\s*"?{re.escape(key)}"?\s*[,}}]'))
    for number, line in enumerate(lines):
        if any(pattern.search(line) for pattern in patterns):
            return number
    return 0


def references(draft: Draft, bibliography: Bibliography, offset: int) -> list[Span]:
    """Spans of every marker item citing the entry at ``offset`` (a marker, or its definition)."""
    usage = citation_usage(draft, bibliography)
    target: BibEntry | None = None
    found = _item_at(draft, offset)
    if found is not None:
        marker, item = found
        target = bibliography.resolve(item, marker.style)  # type: ignore[attr-defined]
    else:
        for entry in bibliography.entries:
            span = entry.origin_span
            if span is not None and entry.origin_path in (None, draft.path) and span.start <= offset <= span.end:
                target = entry
                break
    if target is None:
        return []
    return [use.item.span for use in usage.cited.get(id(target), []) if use.item.span is not None]
