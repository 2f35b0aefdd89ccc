"""RB002 invented-marker: a citation marker that points to no bibliography entry."""

from __future__ import annotations

import difflib
import re
from typing import TYPE_CHECKING, Iterable

from rblint.engine.bibliography.loaders import searched_sources, unread_bibliography_files
from rblint.engine.bibliography.names import split_year, surname_forms
from rblint.engine.bibliography.usage import citation_usage, item_label
from rblint.engine.diagnostics import Diagnostic, Fix, Severity, TextEdit
from rblint.engine.document import MarkerStyle, Span
from rblint.engine.rule import Phase, Rule, RuleContext

if TYPE_CHECKING:  # pragma: no cover - names for annotations only
    from rblint.engine.bibliography.model import Bibliography
    from rblint.engine.bibliography.usage import CitationUse
    from rblint.engine.config import Config
    from rblint.engine.document import CitationMarker, Draft


class InventedMarker(Rule):
    code = "RB002"
    name = "invented-marker"
    summary = "A citation marker points to no entry in the bibliography."
    needs = "the draft and its bibliography"
    default_severity = Severity.ERROR
    phase = Phase.INSTANT
    explanation = """
Flags every cited item that resolves to nothing: `[7]` when the reference list has five
numbered entries, `[@nokey]` when no bibliography, references section, papers folder or
`[sources]` mapping defines `nokey`, `(Smith, 2031)` when no entry by Smith is from 2031,
and a footnote `[^3]` that has no definition. A marker with several items reports each
invented item on its own span.

Severity is **error** by default: a citation that points nowhere is the signature
failure of generated text (a fabricated reference), and unlike a weak citation it is
never a matter of judgement.

Resolution follows the bibliography precedence documented in `docs/citations.md`. Two
guards keep it precise: a footnote whose definition is an ordinary note is not a
citation, and a narrative `@word` is only checked when the draft uses Pandoc citations
at all (a bracketed `[@key]`, a `bibliography:`/`references:` front matter key, or a
configured bibliography file), so social-media handles in prose are left alone.

A draft with citation markers and no bibliography at all (no References section, no
bibliography file, no papers folder entries) gets one finding saying so, on its first
marker, instead of one per marker: which markers are invented cannot be told.

The fix removes the invented items (the whole marker, with the space before it, when
nothing else in it resolves). Narrative citations ("Smith (2031) showed") get no fix,
since deleting them would break the sentence.
"""
    bad_example = """
Retrieval reduces hallucination [7].

## References

1. Smith, J. (2023). Retrieval helps. papers/smith.pdf
"""
    good_example = """
Retrieval reduces hallucination [1].

## References

1. Smith, J. (2023). Retrieval helps. papers/smith.pdf
"""

    def check(self, context: RuleContext) -> Iterable[Diagnostic]:
        draft, bibliography = context.draft, context.bibliography
        usage = citation_usage(draft, bibliography)
        pandoc_in_use = _pandoc_in_use(draft, bibliography, context.config)
        by_marker: dict[int, list[CitationUse]] = {}
        for use in usage.unresolved:
            by_marker.setdefault(id(use.marker), []).append(use)
        reported = []
        for use in usage.unresolved:
            marker, item = use.marker, use.item
            if marker.style is MarkerStyle.FOOTNOTE and item.key in draft.footnotes:
                continue  # defined, but a plain note rather than a reference
            if marker.style is MarkerStyle.PANDOC and marker.narrative and not pandoc_in_use:
                continue
            reported.append(use)
        citations = [use for use in reported if use.marker.style is not MarkerStyle.FOOTNOTE]
        if citations and not bibliography.entries:
            # No bibliography at all: one finding saying so, not one "invented" error per marker
            # with a fix that would delete every citation of the draft.
            yield self.diagnostic(context, citations[0].span, _no_bibliography(draft, bibliography, citations))
            reported = [use for use in reported if use.marker.style is MarkerStyle.FOOTNOTE]
        known = _Known(bibliography, context.config)
        for use in reported:
            message = _message(draft, known, use)
            fix = _fix(draft, use.marker, by_marker[id(use.marker)])
            yield self.diagnostic(context, use.span, message, fixes=[fix] if fix else [])


def _pandoc_in_use(draft: Draft, bibliography: Bibliography, config: Config) -> bool:
    matter = draft.front_matter if isinstance(draft.front_matter, dict) else {}
    if "bibliography" in matter or "references" in matter or config.bibliography:
        return True
    if any(marker.style is MarkerStyle.PANDOC and not marker.narrative for marker in draft.markers):
        return True
    return any(entry.origin in ("bibtex", "csl-json", "front-matter") for entry in bibliography.entries)


class _Known:
    """What the messages read from the bibliography, worked out once per draft, not once per
    marker: a draft with 20,000 invented markers over 2,000 entries sorted the entries'
    numbers 20,000 times (3.4 s; 200,000 markers did not finish in two minutes)."""

    HINTS = 64  # distinct keys offered a did-you-mean; each looks at every entry's key

    def __init__(self, bibliography: Bibliography, config: Config) -> None:
        self.has_entries = bool(bibliography.entries)
        self.numbered = sorted(entry.number for entry in bibliography.entries if entry.number is not None)
        self.places = searched_sources(bibliography, config)
        failed = unread_bibliography_files(bibliography)
        self.tail = f" ({', '.join(sorted(set(failed)))} could not be read completely: see RB003)" if failed else ""
        self.keys = [entry.key for entry in bibliography.entries]
        self.years_of: dict[str, set[str]] = {}  # a first author's surname form -> the years of their entries
        for entry in bibliography.entries:
            if entry.authors:
                for form in surname_forms(entry.authors[0]):
                    self.years_of.setdefault(form, set()).add(entry.year or "n.d.")
        self._hints: dict[str, str | None] = {}

    def hint(self, key: str) -> str | None:
        """The entry key ``key`` was probably meant to be (None: none close, or the draft has
        asked for more than ``HINTS`` already)."""
        if key not in self._hints:
            if len(self._hints) >= self.HINTS:
                return None
            found = difflib.get_close_matches(key, self.keys, n=1, cutoff=0.75)
            self._hints[key] = found[0] if found else None
        return self._hints[key]

    def years_by(self, surname: str) -> list[str]:
        """The years of the entries whose first author is ``surname`` (any of its forms)."""
        return sorted(set().union(*(self.years_of.get(form, set()) for form in surname_forms(surname))))


def _message(draft: Draft, known: _Known, use: CitationUse) -> str:
    marker, item = use.marker, use.item
    label = item_label(draft, marker, item)
    if marker.style is MarkerStyle.NUMERIC:
        numbered = known.numbered
        where = f" (in {marker.text})" if len(marker.items) > 1 else ""
        if not numbered:
            return f"{label}{where} points to no reference: the draft has no numbered references"
        count = len(numbered)
        return (
            f"{label}{where} points to no reference: the bibliography has {count} numbered "
            f"entr{'y' if count == 1 else 'ies'}" + (f" ({numbered[0]}-{numbered[-1]})" if numbered[-1] != count else "")
        )
    if marker.style is MarkerStyle.FOOTNOTE:
        return f"{label} has no footnote definition"
    places, tail = known.places, known.tail
    if marker.style is MarkerStyle.PANDOC:
        if not places:
            return (
                f"{label} matches no entry: no bibliography was found (name a .bib or CSL JSON file "
                "with 'bibliography:' in the front matter, or add a References section)"
            )
        hint = known.hint(item.key)
        suggestion = f"; did you mean @{hint}?" if hint else ""
        return f"{label} is not in {_join(places)}{suggestion}{tail}"
    # author-year
    surname = item.authors[0] if item.authors else item.key.split("|")[0]
    years = known.years_by(surname)
    if years:
        detail = f"entries by {surname} are from {', '.join(years)}, not {item.year}"
        if split_year(item.year)[0] in {split_year(year)[0] for year in years}:
            detail = f"no entry by {surname} from {item.year} (suffix '{split_year(item.year)[1]}' matches none of {', '.join(years)})"
    else:
        detail = f"no entry has {surname} as first author"
    if not known.has_entries:
        detail = "the draft has no bibliography"
    return f"{label} matches no reference: {detail}{tail}"


def _no_bibliography(draft: Draft, bibliography: Bibliography, uses: list[CitationUse]) -> str:
    labels = list(dict.fromkeys(item_label(draft, use.marker, use.item) for use in uses))
    shown = ", ".join(labels[:5]) + (f" and {len(labels) - 5} more" if len(labels) > 5 else "")
    cites = f"The draft cites {len(labels)} source{'s' if len(labels) != 1 else ''} ({shown})"
    unread = sorted({path.name for path, _ in bibliography.problems if path is not None})
    if unread:
        return (f"{cites} but its bibliography ({', '.join(unread)}) could not be read, so no marker can be "
                "checked (see RB003)")
    return (f"{cites} but has no bibliography, so no marker can be checked: add a References section, or name "
            "a .bib or CSL JSON file ('bibliography:' in the front matter or `bibliography` in the config)")


def _join(names: list[str]) -> str:
    if len(names) == 1:
        return names[0]
    return ", ".join(names[:-1]) + " or " + names[-1]


def _fix(draft: Draft, marker: CitationMarker, invented: list[CitationUse]) -> Fix | None:
    """Remove every invented item of ``marker`` (the whole marker when none resolves)."""
    if marker.narrative:
        return None
    labels = ", ".join(dict.fromkeys(item_label(draft, use.marker, use.item) for use in invented))
    bad = {id(use.item) for use in invented}
    kept = [item for item in marker.items if id(item) not in bad]
    title = f"Remove invented citation{'s' if len(invented) > 1 else ''} {labels}"
    if not kept:
        start = marker.span.start
        while start > 0 and draft.text[start - 1] in " \t":
            start -= 1
        return Fix(title, (TextEdit(Span(start, marker.span.end), ""),), safe=True)
    if marker.style is MarkerStyle.NUMERIC:
        dash = "–" if "–" in marker.text else "-"
        return Fix(title, (TextEdit(marker.span, "[" + _compress([int(item.key) for item in kept], dash) + "]"),),
                   safe=True)
    return _remove_parts(draft, marker, bad, title)


def _compress(numbers: list[int], dash: str) -> str:
    """[1, 2, 3, 5] -> "1-3, 5" (runs of three or more become ranges)."""
    values = sorted(set(numbers))
    parts: list[str] = []
    index = 0
    while index < len(values):
        end = index
        while end + 1 < len(values) and values[end + 1] == values[end] + 1:
            end += 1
        if end - index >= 2:
            parts.append(f"{values[index]}{dash}{values[end]}")
        else:
            parts.extend(str(value) for value in values[index : end + 1])
        index = end + 1
    return ", ".join(parts)


def _remove_parts(draft: Draft, marker: CitationMarker, bad: set[int], title: str) -> Fix | None:
    """Drop the ';'-separated parts of a bracketed/parenthetical marker that hold only invented items."""
    open_, inner, close = marker.text[0], marker.text[1:-1], marker.text[-1]
    base = marker.span.start + 1
    parts = [(match.start(), match.end()) for match in re.finditer(r"[^;]+", inner)]
    kept_parts: list[str] = []
    for start, end in parts:
        inside = [item for item in marker.items if item.span and base + start <= item.span.start < base + end]
        if not inside:
            continue
        invented = [item for item in inside if id(item) in bad]
        if invented and len(invented) != len(inside):
            return None  # a part mixing real and invented items (e.g. "Smith, 2020, 2031"): no safe edit
        if not invented:
            kept_parts.append(inner[start:end].strip())
    if not kept_parts:
        return None
    return Fix(title, (TextEdit(marker.span, open_ + "; ".join(kept_parts) + close),), safe=True)
