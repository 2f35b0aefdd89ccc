"""Marker item -> bibliography entry, for every marker style.

* numeric ``[3]``: the entry numbered 3 (numbered reference list or ``[3]: ...``);
* footnote ``[^1]``: the footnote definition ``[^1]:`` when its text is a reference;
* Pandoc ``@key``: the entry with that key (exact first, then ignoring case);
* author-year ``(Smith, 2020a)``: entries whose first author's surname matches
  (ignoring case, accents, particles) with the same year. When several match, an
  explicit suffix on an entry (``2020a`` in a reference list) decides; otherwise the
  suffix letter picks by position among the candidates sorted by title (APA's rule
  for same-author, same-year works). Entries guessed from papers-folder file names
  are tried only when nothing else matches.

Lookups are indexed once per bibliography (keyed on its entry list's identity and
length), so resolving hundreds of markers stays linear.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..document import CitationItem, MarkerStyle
from .model import BibEntry, Bibliography
from .names import split_year, surname_forms


@dataclass
class _Index:
    signature: tuple[int, int]
    by_key: dict[str, BibEntry] = field(default_factory=dict)
    by_folded_key: dict[str, BibEntry] = field(default_factory=dict)
    by_number: dict[int, BibEntry] = field(default_factory=dict)
    # (surname form, year digits) -> entries, in bibliography order
    by_author_year: dict[tuple[str, str], list[BibEntry]] = field(default_factory=dict)


def resolve_item(bibliography: Bibliography, item: CitationItem, style: MarkerStyle) -> BibEntry | None:
    """The entry ``item`` cites, or None when it points to nothing (an invented marker)."""
    index = _index(bibliography)
    if style is MarkerStyle.NUMERIC:
        try:
            number = int(item.key)
        except ValueError:
            return _by_key(index, item.key)
        return index.by_number.get(number)
    if style is MarkerStyle.FOOTNOTE:
        return _by_key(index, "^" + item.key)
    if style is MarkerStyle.PANDOC:
        return _by_key(index, item.key)
    return _author_year(index, item)


def _by_key(index: _Index, key: str) -> BibEntry | None:
    return index.by_key.get(key) or index.by_folded_key.get(key.casefold())


def _author_year(index: _Index, item: CitationItem) -> BibEntry | None:
    surname, year = _surname_and_year(item)
    if not surname or not year:
        return None
    digits, suffix = split_year(year)
    candidates: list[BibEntry] = []
    for form in surname_forms(surname):
        for entry in index.by_author_year.get((form, digits), []):
            if entry not in candidates:
                candidates.append(entry)
    if not candidates:
        return None
    primary = [entry for entry in candidates if entry.origin != "papers-folder"]
    candidates = primary or candidates
    if len(candidates) == 1:
        entry_suffix = split_year(candidates[0].year)[1]
        if suffix and entry_suffix and entry_suffix != suffix:
            return None
        return candidates[0]
    explicit = [entry for entry in candidates if split_year(entry.year)[1]]
    if suffix:
        for entry in explicit:
            if split_year(entry.year)[1] == suffix:
                return entry
        if explicit:
            return None
        ordered = sorted(candidates, key=lambda entry: ((entry.title or "").casefold(), entry.key))
        position = ord(suffix) - ord("a")
        return ordered[position] if 0 <= position < len(ordered) else None
    return candidates[0]  # ambiguous but not invented: the first in precedence order


def _surname_and_year(item: CitationItem) -> tuple[str | None, str | None]:
    if item.authors and item.year:
        return item.authors[0], item.year
    if "|" in item.key:
        surname, year = item.key.rsplit("|", 1)
        return surname, year
    return None, None


def _index(bibliography: Bibliography) -> _Index:
    signature = (id(bibliography.entries), len(bibliography.entries))
    cached = bibliography.__dict__.get("_resolve_index")
    if isinstance(cached, _Index) and cached.signature == signature:
        return cached
    index = _Index(signature)
    for entry in bibliography.entries:
        index.by_key.setdefault(entry.key, entry)
        index.by_folded_key.setdefault(entry.key.casefold(), entry)
        if entry.number is not None:
            index.by_number.setdefault(entry.number, entry)
        if entry.authors and entry.year:
            digits = split_year(entry.year)[0]
            for form in surname_forms(entry.authors[0]):
                index.by_author_year.setdefault((form, digits), []).append(entry)
    bibliography.__dict__["_resolve_index"] = index
    return index
