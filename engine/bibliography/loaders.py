"""Build a draft's :class:`Bibliography` from every place a reference can be defined.

Sources are read in this order of precedence; when a key is defined again later, the
earlier definition wins and the later one only fills fields still empty (title,
authors, year, number, file, URL):

1. Markdown link reference definitions (``[1]: papers/x.pdf "Title"``,
   ``[smith2023]: papers/smith.pdf``). A definition is a reference when its label is a
   number, its destination is a local .pdf/.txt/.md, or a Pandoc marker cites its label;
   ``[docs]: https://...`` for an ordinary link is not.
2. The References / Bibliography section: numbered entries get key ``"N"``, entries
   starting with ``[key]`` get that key, others a derived key (``smith2023``) that never
   merges with other sources. Authors, year and title are parsed heuristically.
3. Footnote definitions whose text looks like a reference (key ``"^label"``).
4. BibTeX/BibLaTeX and CSL-JSON files named in the front matter (``bibliography:``,
   relative to the draft), then those in the config (``bibliography = [...]``);
   Pandoc's inline ``references:`` in the front matter after them.
5. Papers folders (``papers = [...]``): ``KEY.pdf``/``.txt``/``.md`` supplies the file of
   an entry that has none (also a missing declared file found there by name); a file
   that matches no entry becomes an entry of its own so ``[@key]`` resolves to it.
6. ``[sources]`` in the config (key -> file): fills the file of an entry that has none,
   or adds an entry.

Every file found this way passes the source sandbox (``engine/sandbox.py``) last: a
file outside the project, not a regular file, or of an unknown kind is dropped from the
entry (``file_refused`` says why) and never read. Bibliography files named in the front
matter must be inside the project too; those the config names may be anywhere.

Nothing here raises on bad input: problems go to ``Bibliography.problems``.
"""

from __future__ import annotations

import re
from dataclasses import replace
from pathlib import Path
from typing import Any

from ..config import Config
from ..document import Draft, MarkerStyle, Span
from ..markdown import MAX_NESTING
from ..safe_read import expand_home
from ..sandbox import Sandbox
from .bibtex import load_bibtex
from .csl import csl_items, load_csl_json
from ..file_kinds import BIBLIOGRAPHY_SUFFIXES, BIBTEX_SUFFIXES, CSL_JSON_SUFFIX, CSL_YAML_SUFFIXES, SOURCE_SUFFIXES
from .files import pick_attachment, resolve_declared
from .model import PAPERS_FOLDER, BibEntry, Bibliography
from .names import ascii_key
from .refparse import ParsedReference, is_url, local_path, parse_reference

_PAPER_STEM = re.compile(r"^(?P<name>[a-z][a-z'\-]*?)(?:[_\-]?et[_\-]?al)?[_\-]?(?P<year>(?:1[5-9]|20)\d\d[a-z]?)(?:[_\-].*)?$")


def load_bibliography(draft: Draft, config: Config) -> Bibliography:
    """Every entry the draft can cite, and the problems met while looking."""
    return _Builder(draft, config).build()


class _Builder:
    def __init__(self, draft: Draft, config: Config) -> None:
        self.draft = draft
        self.config = config
        self.bibliography = Bibliography()
        self.draft_dir = _safe_resolve(draft.path).parent
        self.bases = _unique([self.draft_dir, _safe_resolve(config.root)])
        self.sandbox = Sandbox.for_draft(draft.path, config)
        self._by_key: dict[str, BibEntry] = {}

    def build(self) -> Bibliography:
        self.link_definitions()
        self.references_section()
        self.footnotes()
        self.bibliography_files()
        self.front_matter_references()
        self.papers_folders()
        self.config_sources()
        self.sandbox_files()
        return self.bibliography

    def sandbox_files(self) -> None:
        """Drop every attached file the sandbox refuses; the entry keeps why (for RB003)."""
        for entry in self.bibliography.entries:
            if entry.file is None:
                continue
            explicit = entry.origin == "config"  # [sources] in the user's config names this very file
            reason = self.sandbox.refuse_source(entry.file, explicit=explicit)
            if reason is not None:
                entry.file_refused = reason
                entry.file_declared = entry.file_declared or str(entry.file)
                entry.file = None

    # ------------------------------------------------------------------ helpers

    def add(self, entry: BibEntry, merge: bool = True) -> BibEntry:
        folded = entry.key.casefold()
        existing = self._by_key.get(folded)
        if existing is not None and merge:
            existing.title = existing.title if existing.title is not None else entry.title
            existing.year = existing.year if existing.year is not None else entry.year
            existing.number = existing.number if existing.number is not None else entry.number
            existing.url = existing.url if existing.url is not None else entry.url
            if not existing.authors and entry.authors:
                existing.authors = entry.authors
            if existing.file is None and entry.file is not None:
                existing.file = entry.file
                existing.file_declared = entry.file_declared
            elif existing.file is None and existing.file_declared is None:
                existing.file_declared = entry.file_declared
            return existing
        if existing is not None:  # a derived key that must not merge: make it unique
            base, number = entry.key, 2
            while f"{base}-{number}".casefold() in self._by_key:
                number += 1
            entry.key = f"{base}-{number}"
        self._by_key[entry.key.casefold()] = entry
        self.bibliography.entries.append(entry)
        return entry

    def problem(self, path: Path | None, message: str) -> None:
        self.bibliography.problems.append((path, message))

    # ------------------------------------------------------------------ 1. link definitions

    def link_definitions(self) -> None:
        cited_keys = {
            item.key.casefold()
            for marker in self.draft.markers
            if marker.style is MarkerStyle.PANDOC
            for item in marker.items
        }
        for label, definition in self.draft.link_definitions.items():
            key = (definition.label or label).strip().lstrip("@")
            if not key:
                continue
            destination = definition.destination or ""
            path = local_path(destination)
            number = int(key) if key.isdecimal() else None  # "²" is a digit int() cannot read
            is_source = path is not None and path.lower().endswith(SOURCE_SUFFIXES)
            if number is None and not is_source and key.casefold() not in cited_keys:
                continue
            file_declared, file = (path, resolve_declared(path, self.bases)) if path else (None, None)
            self.add(
                BibEntry(
                    key=key,
                    title=definition.title or None,
                    number=number,
                    file=file,
                    file_declared=file_declared,
                    url=destination if path is None and is_url(destination) else None,
                    origin="link-definition",
                    origin_path=self.draft.path,
                    origin_span=definition.span,
                )
            )

    # ------------------------------------------------------------------ 2. references section

    def references_section(self) -> None:
        section = self.draft.references_section
        if section is None:
            return
        for index, item in enumerate(section.entries):
            parsed = parse_reference(item.text, tuple(item.links))
            number = item.number if item.number is not None else parsed.number
            derived = False
            if number is not None:
                key = str(number)
            elif parsed.label:
                key = parsed.label
            elif parsed.authors and parsed.year:
                key, derived = ascii_key(parsed.authors[0]) + parsed.year, True
            else:
                key, derived = f"ref-{index + 1}", True
            self.add(self._entry_from_reference(parsed, key, "references-section", item.span, number), merge=not derived)

    def _entry_from_reference(
        self, parsed: ParsedReference, key: str, origin: str, span: Span, number: int | None = None
    ) -> BibEntry:
        """A free-text reference (list item or footnote) defined in the draft itself."""
        file_declared, file = pick_attachment(parsed.paths, self.bases)
        return BibEntry(
            key=key,
            title=parsed.title,
            authors=parsed.authors,
            year=parsed.year,
            number=number,
            file=file,
            file_declared=file_declared,
            url=parsed.urls[0] if parsed.urls else None,
            origin=origin,
            origin_path=self.draft.path,
            origin_span=span,
        )

    # ------------------------------------------------------------------ 3. footnotes

    def footnotes(self) -> None:
        for label, definition in self.draft.footnotes.items():
            parsed = parse_reference(definition.text)
            if not parsed.looks_like_reference:
                continue
            self.add(self._entry_from_reference(parsed, "^" + (definition.label or label), "footnote", definition.span))

    # ------------------------------------------------------------------ 4. .bib / CSL files

    def bibliography_files(self) -> None:
        if self.draft.front_matter_problem:  # its `bibliography:` and `references:` are lost: say so
            self.problem(self.draft.path, f"the YAML front matter was not read: {self.draft.front_matter_problem}")
        if self.draft.flattened_lines is not None:  # their structure is lost: say so
            first, last = self.draft.flattened_lines
            self.problem(self.draft.path, f"lines {first + 1}-{last + 1} are nested more than {MAX_NESTING} levels deep "
                                          "and were read as plain paragraphs (list and quote structure ignored)")
        named: list[tuple[Path, str]] = []
        value = self.draft.front_matter.get("bibliography") if isinstance(self.draft.front_matter, dict) else None
        if value is not None:
            values = value if isinstance(value, list) else [value]
            for item in values:
                if not isinstance(item, str) or not item.strip():
                    self.problem(self.draft.path, f"front matter 'bibliography' must be a path or a list of paths, got {item!r}")
                    continue
                path = expand_home(item.strip())
                named.append((path if path.is_absolute() else self.draft_dir / path, "named in the front matter"))
        front_matter_count = len(named)
        for path in self.config.bibliography:
            named.append((path, f"named in {self.config.path.name if self.config.path else 'the configuration'}"))
        seen: set[Path] = set()
        spelled: set[Path] = set()  # a name listed again is not resolved again (100,000 "a" took 7 s)
        for position, (path, where) in enumerate(named):
            if path in spelled:
                continue
            spelled.add(path)
            resolved = _safe_resolve(path)
            if resolved in seen:
                continue
            seen.add(resolved)
            self.load_file(resolved, where, explicit=position >= front_matter_count)

    def load_file(self, path: Path, where: str, *, explicit: bool = False) -> None:
        if not path.exists():
            self.problem(path, f"bibliography file not found: {path} ({where})")
            return
        refused = self.sandbox.refuse_bibliography(path, explicit=explicit)
        if refused is not None:
            self.problem(path, f"bibliography file {path} ({where}) is not read: {refused}")
            return
        suffix = path.suffix.lower()
        if suffix in CSL_YAML_SUFFIXES:
            self.problem(path, "CSL YAML bibliographies are not supported; export BibTeX or CSL JSON instead")
            return
        entries, problems = _load_file_cached(path, tuple(self.bases))
        for entry in entries:
            self.add(entry)
        self.bibliography.problems.extend(problems)

    def front_matter_references(self) -> None:
        matter = self.draft.front_matter if isinstance(self.draft.front_matter, dict) else {}
        items: Any = matter.get("references")
        if items is None:
            return
        if not isinstance(items, list):
            self.problem(self.draft.path, "front matter 'references' must be a list of CSL items")
            return
        entries, problems = csl_items(items, self.draft.path, origin="front-matter", bases=self.bases)
        for entry in entries:
            self.add(entry)
        self.bibliography.problems.extend(problems)

    # ------------------------------------------------------------------ 5. papers folders

    def papers_folders(self) -> None:
        files: dict[str, Path] = {}  # case-folded stem -> file (.pdf before .txt before .md)
        names: dict[str, Path] = {}  # case-folded file name -> file
        for folder in self.config.papers:
            if not folder.is_dir():
                self.problem(folder, f"papers folder not found: {folder}")
                continue
            try:
                children = sorted(folder.iterdir(), key=lambda child: (_suffix_rank(child), child.name))
            except OSError as error:
                self.problem(folder, f"cannot list papers folder {folder}: {error.strerror or error}")
                continue
            for child in children:
                if child.suffix.lower() not in SOURCE_SUFFIXES or not child.is_file():
                    continue
                # Keyed by the name in the folder (a symlink's own name); the file is its target,
                # which the sandbox checks at the end.
                files.setdefault(child.stem.casefold(), child)
                names.setdefault(child.name.casefold(), child)
        if not files:
            return
        used: set[str] = set()
        for entry in self.bibliography.entries:
            if entry.file is not None:
                continue
            candidates = [entry.key.lstrip("^").casefold()]
            if entry.file_declared:
                candidates.insert(0, Path(entry.file_declared.replace("\\", "/")).name.casefold())
            for candidate in candidates:
                found = names.get(candidate) or files.get(candidate)
                if found is not None:
                    entry.file = _safe_resolve(found)
                    used.add(found.stem.casefold())
                    break
        for stem, path in files.items():
            if stem in self._by_key or stem in used:
                continue
            match = _PAPER_STEM.match(stem)
            self.add(
                BibEntry(
                    key=path.stem,
                    authors=(match.group("name"),) if match else (),
                    year=match.group("year") if match else None,
                    file=_safe_resolve(path),
                    file_declared=str(path),
                    origin=PAPERS_FOLDER,
                    origin_path=path.parent,
                )
            )

    # ------------------------------------------------------------------ 6. config sources

    def config_sources(self) -> None:
        for key, path in self.config.sources.items():
            found = path if path.is_file() else None
            existing = self._by_key.get(key.casefold())
            if existing is not None:
                if existing.file is None:
                    existing.file = found.resolve() if found else None
                    existing.file_declared = str(path)
                continue
            self.add(
                BibEntry(
                    key=key,
                    file=found.resolve() if found else None,
                    file_declared=str(path),
                    origin="config",
                    origin_path=self.config.path,
                )
            )


_file_cache: dict[tuple[object, ...], tuple[list[BibEntry], list[tuple[Path | None, str]]]] = {}
_FILE_CACHE_LIMIT = 64


def _load_file_cached(path: Path, bases: tuple[Path, ...]) -> tuple[list[BibEntry], list[tuple[Path | None, str]]]:
    """Parse a bibliography file once per version: the language server relints on every edit.

    Returns fresh copies, because building a bibliography fills in entries (files from
    the papers folder) and must not change the cached ones. Each copy re-checks that
    its attached file exists (a PDF added or deleted since the .bib was parsed).
    """
    try:
        stat = path.stat()
        key: tuple[object, ...] | None = (str(path), stat.st_mtime_ns, stat.st_size, bases)
    except OSError:
        key = None
    cached = _file_cache.get(key) if key is not None else None
    if cached is None:
        suffix = path.suffix.lower()
        if suffix == CSL_JSON_SUFFIX or (suffix not in BIBTEX_SUFFIXES and _sniff_json(path)):
            cached = load_csl_json(path, extra_bases=list(bases))
        else:
            cached = load_bibtex(path, extra_bases=list(bases))
        if key is not None:
            if len(_file_cache) >= _FILE_CACHE_LIMIT:
                _file_cache.clear()
            _file_cache[key] = cached
    entries, problems = cached
    copies: list[BibEntry] = []
    search = [path.parent, *bases]
    for entry in entries:
        copy = replace(entry)
        if copy.file is not None and not copy.file.is_file():
            copy.file = None
        if copy.file is None and copy.file_declared:
            copy.file = resolve_declared(copy.file_declared, search)
        copies.append(copy)
    return copies, list(problems)


def _sniff_json(path: Path) -> bool:
    from ..safe_read import FileRefused, read_head

    try:
        head = read_head(path, 256).lstrip()
    except FileRefused:
        return False
    return head[:1] in (b"[", b"{")


def _suffix_rank(path: Path) -> int:
    suffix = path.suffix.lower()
    return SOURCE_SUFFIXES.index(suffix) if suffix in SOURCE_SUFFIXES else len(SOURCE_SUFFIXES)


def _safe_resolve(path: Path) -> Path:
    try:
        return expand_home(path).resolve()
    except (OSError, RuntimeError):
        return path.absolute()


def _unique(paths: list[Path]) -> list[Path]:
    seen: list[Path] = []
    for path in paths:
        if path not in seen:
            seen.append(path)
    return seen


def searched_sources(bibliography: Bibliography, config: Config) -> list[str]:
    """Human names of the places that were searched, for RB002's messages."""
    names: list[str] = []

    def note(name: str) -> None:
        if name not in names:
            names.append(name)

    for entry in bibliography.entries:
        if entry.origin == "link-definition":
            note("the link definitions")
        elif entry.origin == "references-section":
            note("the references section")
        elif entry.origin == "footnote":
            note("the footnotes")
        elif entry.origin in ("bibtex", "csl-json") and entry.origin_path is not None:
            note(entry.origin_path.name)
        elif entry.origin == "front-matter":
            note("the front matter references")
    for name in unread_bibliography_files(bibliography):
        note(name)
    if config.papers:
        note("the papers folder" if len(config.papers) == 1 else "the papers folders")
    if config.sources:
        note("[sources] in the config")
    return names


def unread_bibliography_files(bibliography: Bibliography) -> list[str]:
    """Names of the bibliography files that could not be read completely (RB003 says why)."""
    return [path.name for path, _message in bibliography.problems
            if path is not None and path.suffix.lower() in BIBLIOGRAPHY_SUFFIXES]
