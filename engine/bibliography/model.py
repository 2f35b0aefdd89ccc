"""Bibliography entries and the marker -> entry resolution every rule relies on.

Resolution (:func:`resolve_item`, also ``Bibliography.resolve``):

Marker item -> bibliography entry, for every marker style.

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
from pathlib import Path

from ..safe_read import expand_home
from ..document import CitationItem, CitationMarker, MarkerStyle, Span
from .names import split_year, surname, surname_forms


TITLE_WORDS = 4  # of a title that names a paper without authors
PAPERS_FOLDER = "papers-folder"  # the origin of an entry made for a papers-folder file no entry names


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
    origin: str = ""  # "link-definition", "references-section", "bibtex", "csl-json", PAPERS_FOLDER, "config"
    origin_path: Path | None = None  # the file that defined it (draft, .bib, .json, config)
    origin_span: Span | None = None  # where in the draft it is defined, when in the draft

    @property
    def from_papers_folder(self) -> bool:
        """Made for a papers-folder file, not listed by the writer: it says nothing of how the
        writer cites, and a name in the prose prefers a listed entry."""
        return self.origin == PAPERS_FOLDER

    def short_name(self) -> str:
        """"Karpukhin et al. 2020", "Smith & Jones 2021"; without authors the title's first words
        ("“Incorporating Spatial Context into…” 2019", not a bare "2019"), else the key: how a
        message names the paper in a line."""
        surnames = [surname(author) for author in self.authors]
        who = ""
        if surnames:
            who = surnames[0] + (" et al." if len(surnames) > 2 else (f" & {surnames[1]}" if len(surnames) == 2 else ""))
        elif self.title:
            words = self.title.split()
            who = "“" + " ".join(words[:TITLE_WORDS]) + ("…”" if len(words) > TITLE_WORDS else "”")
        return " ".join(part for part in (who, self.year or "") if part) or self.key

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
    _by_file: tuple[int, dict[Path, "BibEntry"]] | None = field(default=None, repr=False, compare=False)

    def entries_by_file(self) -> dict[Path, "BibEntry"]:
        """The entries by their files' resolved paths (the first entry naming a file wins),
        built once and again when entries are added: resolving every entry's path per
        search hit was most of a warm RB006 over a 40-paper library."""
        if self._by_file is None or self._by_file[0] != len(self.entries):
            mapping: dict[Path, BibEntry] = {}
            for entry in self.entries:
                if entry.file is not None:
                    try:
                        resolved = expand_home(entry.file).resolve()
                    except (OSError, RuntimeError):
                        resolved = Path(entry.file)
                    mapping.setdefault(resolved, entry)
            self._by_file = (len(self.entries), mapping)
        return self._by_file[1]

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
        return resolve_item(self, item, style)

    def cited_by(self, markers: list[CitationMarker]) -> list[BibEntry]:
        """The entries these markers cite, in order; items that point to nothing are left out."""
        return [entry for marker in markers for item in marker.items
                if (entry := self.resolve(item, marker.style)) is not None]


# ---------------------------------------------------------------------------
# Resolution




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
    primary = [entry for entry in candidates if not entry.from_papers_folder]
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
