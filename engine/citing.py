"""Writing a new citation the way the draft already writes them (shared by quick fixes)."""

from __future__ import annotations

import os
from collections import Counter
from pathlib import Path
from typing import TYPE_CHECKING, Sequence

from .bibliography.model import BibEntry, Bibliography
from .bibliography.names import surname as surname  # re-exported: the rules take it from here too
from .diagnostics import TextEdit
from .document import CitationMarker, Draft, MarkerStyle, Sentence, Span
from .file_kinds import SOURCE_SUFFIXES as LIBRARY_SUFFIXES  # the papers folders hold any source
from .safe_read import resolve_safely
from .sandbox import Sandbox

if TYPE_CHECKING:  # pragma: no cover
    from .config import Config


def draft_style(draft: Draft, bibliography: Bibliography | None = None) -> MarkerStyle | None:
    """The draft's most common marker style; without markers, a guess from the entries the writer
    listed (a papers folder's files have no number, and a numbered reference list stays numeric
    beside them: "[2]", not "[@2]")."""
    counts = Counter(marker.style for marker in draft.markers if marker.style is not MarkerStyle.FOOTNOTE)
    if counts:
        return counts.most_common(1)[0][0]
    if bibliography is None or not bibliography.entries:
        return None
    listed = [entry for entry in bibliography.entries if not entry.from_papers_folder] or bibliography.entries
    if all(entry.number is not None for entry in listed):
        return MarkerStyle.NUMERIC
    return MarkerStyle.PANDOC


def bracketed_author_year(draft: Draft) -> bool:
    """Whether the draft writes author-year markers ACM's way, ``[Zha et al. 2023]``, not ``(Zha et al., 2023)``."""
    shapes = Counter(
        marker.text.startswith("[")
        for marker in draft.markers
        if marker.style is MarkerStyle.AUTHOR_YEAR and not marker.narrative
    )
    return shapes[True] > shapes[False]


def next_number(bibliography: Bibliography, draft: Draft) -> int:
    """The number a new numeric entry would get: one past every number in use."""
    numbers = [entry.number for entry in bibliography.entries if entry.number is not None]
    for marker in draft.markers:
        if marker.style is MarkerStyle.NUMERIC:
            numbers.extend(int(key) for key in marker.keys if key.isdecimal())
    return max(numbers, default=0) + 1


def marker_for(
    entry: BibEntry, style: MarkerStyle | None, *, number: int | None = None, brackets: bool = False
) -> str | None:
    """``[3]``, ``[@key]``, ``(Smith et al., 2023)`` or ``[Smith et al. 2023]`` for ``entry``;
    None when the style cannot name it.

    ``number`` is used for a numeric draft when the entry has no number of its own;
    ``brackets`` asks for ACM's author-year shape (see :func:`bracketed_author_year`).
    """
    if style is MarkerStyle.NUMERIC:
        chosen = entry.number if entry.number is not None else number
        return f"[{chosen}]" if chosen is not None else None
    if style is MarkerStyle.AUTHOR_YEAR:
        if not entry.authors or not entry.year:
            return None
        surnames = [surname(author) for author in entry.authors]
        if len(surnames) == 1:
            who = surnames[0]
        elif len(surnames) == 2:
            who = f"{surnames[0]} {'and' if brackets else '&'} {surnames[1]}"
        else:
            who = f"{surnames[0]} et al."
        return f"[{who} {entry.year}]" if brackets else f"({who}, {entry.year})"
    if style is MarkerStyle.PANDOC:
        return f"[@{entry.key}]" if entry.key else None
    return None


def new_reference_edits(entry: BibEntry, style: MarkerStyle | None, number: int, draft: Draft) -> list[TextEdit] | None:
    """What citing ``entry`` as ``[number]`` needs besides the marker: in a numeric draft an
    entry with no number of its own (from a .bib file) gets its line at the end of the
    references section, or the new marker would point at nothing. [] when nothing is needed;
    None when it is needed and the draft has no references section (no fix can be offered)."""
    if style is not MarkerStyle.NUMERIC or entry.number is not None:
        return []
    references = draft.references_section
    if references is None:
        return None
    line = f"\n{number}. {entry.label()}"
    if entry.file is not None:
        line += f" [PDF]({_relative_link(entry.file, draft.path)})"
    end = max((item.span.end for item in references.entries), default=references.heading.span.end)
    return [TextEdit(Span(end, end), line)]


def marker_replacement(draft: Draft, bibliography: Bibliography, marker: CitationMarker, entry: BibEntry,
                       number: int | None = None) -> tuple[str, tuple[TextEdit, ...]] | None:
    """The marker that cites ``entry`` in place of ``marker``, and the edits that put it there
    (with, in a numeric draft, a reference line for an entry without a number; ``number``: the
    one it gets, one past every number in use unless given). An author-year marker is replaced
    in its own shape; a footnote takes the draft's style. None when the style cannot name the
    entry or no references section can take its line."""
    style = marker.style if marker.style is not MarkerStyle.FOOTNOTE else draft_style(draft, bibliography)
    own_shape = marker.style is MarkerStyle.AUTHOR_YEAR
    brackets = marker.text.startswith("[") if own_shape else bracketed_author_year(draft)
    number = next_number(bibliography, draft) if number is None else number
    new_marker = marker_for(entry, style, number=number, brackets=brackets)
    if new_marker is None:
        return None
    reference = new_reference_edits(entry, style, number, draft)
    if reference is None:
        return None
    return new_marker, (TextEdit(marker.span, new_marker), *reference)


def _relative_link(path: Path, draft: Path) -> str:
    try:
        return Path(os.path.relpath(path, draft.parent)).as_posix()
    except ValueError:
        return path.as_posix()


def insertion_offset(sentence: Sentence) -> int:
    """Just before the sentence's final punctuation (closing quotes and brackets skipped)."""
    text = sentence.text.rstrip()
    end = len(text)
    while end > 0 and text[end - 1] in "\"'”’)]*_":
        end -= 1
    if end > 0 and text[end - 1] in ".!?":
        return sentence.span.start + end - 1
    return sentence.span.start + len(text)




def normal_path(path: Path) -> Path:
    """A path's resolved form, for comparing files however they were named."""
    return resolve_safely(path)


OUTSIDE_THE_PROJECT = "a link to a file outside the project, not followed"


def library_files(bibliography: Bibliography, papers: Sequence[Path], sandbox: Sandbox | None = None,
                  refused: dict[Path, str] | None = None) -> list[Path]:
    """Every source the draft could cite: entries with a file, plus the sources (PDF, Markdown,
    text) in the papers folders -- those the ``sandbox`` lets the draft read, when given (a
    link in a papers folder to a single file elsewhere is not: it goes to ``refused`` with why,
    and the entry the bibliography made of a top-level one carries why, for RB003)."""
    files: dict[Path, Path] = {}
    for entry in bibliography.entries:
        if entry.file is not None and entry.file.is_file():
            files.setdefault(normal_path(entry.file), entry.file)
    for folder in papers:
        if folder.is_file() and folder.suffix.lower() in LIBRARY_SUFFIXES:
            found = [folder]
        elif folder.is_dir():
            # a link that leads nowhere (missing target, a loop) is kept: reading it says why
            found = [path for path in sorted(folder.rglob("*"))
                     if path.suffix.lower() in LIBRARY_SUFFIXES and (path.is_file() or path.is_symlink())]
        else:
            found = []
        for path in found:
            if sandbox is None or sandbox.inside(path):
                files.setdefault(normal_path(path), path)
            elif refused is not None:
                refused[path] = OUTSIDE_THE_PROJECT
    return list(files.values())


def draft_library(draft_path: Path, bibliography: Bibliography, config: "Config",
                  refused: dict[Path, str] | None = None) -> list[Path]:
    """The library a draft may search and the editor reads ahead: :func:`library_files`
    through the draft's sandbox."""
    return library_files(bibliography, config.papers, Sandbox.for_draft(draft_path, config), refused)


def entry_for_file(bibliography: Bibliography, path: Path) -> BibEntry | None:
    return bibliography.entries_by_file().get(normal_path(path))
