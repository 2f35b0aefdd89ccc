"""Find citation markers in one prose paragraph: numeric, Pandoc, author-year, footnote.

The Markdown parser calls :func:`find_markers` once per prose paragraph with everything
that is not prose (code, math, comments) replaced by spaces, so offsets stay exact.
Detectors run in a fixed priority and a later match that overlaps an earlier one is
dropped: bracketed markers (footnote, numeric, Pandoc) first, then parenthetical
author-year, then narrative author-year, then narrative ``@key``.

Documented choices:
* ``[1][2]`` is two adjacent markers (each with its own span), not one.
* ``[text](url)``, ``[text][ref]``, ``[text][1]``, images, task boxes and ``[ ]`` are
  never markers; a numeric ``[1]`` that is a shortcut reference link is (that is how
  ``[1]: papers/x.pdf`` bibliographies work).
* Ranges expand (``[1-3]`` -> 1, 2, 3) when they run forwards and span at most 500
  numbers; otherwise only the two ends are items. Every expanded item shares the
  range's span.
* Author-year keys are ``"surname|year"`` with the first author's surname lower-cased
  as written (particles kept: ``"van der berg|2020"``); resolution normalises further.
* ACM's author-year brackets count as author-year: ``[Zha et al. 2023]`` and the
  narrative ``Zha et al. [2023]``; a bracketed year after a surname is therefore not
  numeric marker 2023 (no numbered bibliography runs that long).
"""

from __future__ import annotations

import bisect
from dataclasses import dataclass
from typing import Iterator

import regex

from .document import CitationItem, CitationMarker, MarkerStyle, Span
from .months import MONTHS

# --------------------------------------------------------------------------- shared bits

# Pandoc citation key: starts with a letter, digit or _, internal punctuation allowed.
_KEY = r"\w+(?:[:.#$%&\-+?<>~/]+\w+)*"
_BRACED_KEY = r"\{[^{}\n]+\}"

_NUMBER = r"\d{1,50}"  # long numbers are markers too (RB002 reports absurd ones); never silently skipped
_DASH = r"[-\u2010\u2011\u2012\u2013\u2014]"
_NUMERIC_BODY = regex.compile(
    rf"\s*{_NUMBER}(?:\s*{_DASH}\s*{_NUMBER})?(?:\s*[,;]\s*{_NUMBER}(?:\s*{_DASH}\s*{_NUMBER})?)*\s*"
)
_NUMERIC_PART = regex.compile(rf"(?P<a>{_NUMBER})(?:\s*{_DASH}\s*(?P<b>{_NUMBER}))?")
_MAX_RANGE = 500

_BRACKET = regex.compile(r"(?<!\\)\[(?P<body>[^\[\]]{0,500})\]")

_PANDOC_PART = regex.compile(
    rf"(?P<prefix>(?:[^@]*?\s)?)(?P<minus>-?)@(?P<key>{_BRACED_KEY}|{_KEY})(?P<suffix>.*)",
    regex.DOTALL,
)
_EXTRA_KEYS = regex.compile(rf"(?:\s*,\s*-?@(?:{_BRACED_KEY}|{_KEY}))+\s*")
_NARRATIVE_KEY = regex.compile(rf"(?<![\w@/\\.:+\-=&%#~`])@(?P<key>{_BRACED_KEY}|{_KEY})")

# Author-year building blocks. A surname is a capitalised word (Unicode), optionally
# with lower-case particles before it (van der Berg, de la Cruz) and an elided prefix
# (d'Alembert); O'Neil and Smith-Jones are one word.
_PARTICLE = r"(?:[vV]an|[vV]on|[dD]er|[dD]en|[dD]e|[dD]el|[dD]ella|[dD]i|[dD]a|[dD]u|[dD]os|[dD]as|[lL]e|[lL]a|[tT]en|[tT]er|al|el|bin|ibn|zu|St\.)"
_WORD = r"(?:\p{Ll}{1,2}['\u2019])?\p{Lu}[\p{L}\p{M}]*(?:(?:['\u2019](?!s(?![\p{L}\p{M}]))|-)\p{L}[\p{L}\p{M}]*)*"
_SURNAME = rf"(?:{_PARTICLE}\s+)*{_WORD}"
_AND = r"(?:&|and)"
_AUTHORS = (
    rf"(?P<first>{_SURNAME})"
    rf"(?:(?P<etal>\s+et\s+al\.?)"
    rf"|(?P<rest>(?:\s*,\s*{_SURNAME})*\s*,?\s*{_AND}\s+{_SURNAME}(?P<etal2>\s+et\s+al\.?)?))?"
)
_YEAR = r"(?:1[5-9]\d\d|20\d\d)[a-z]?(?![\w])|n\.\s?d\."
_YEARS = rf"(?P<years>(?:{_YEAR})(?:\s*,\s*(?:{_YEAR}))*)"
_PREFIX = r"(?P<prefix>(?:(?:\p{Ll}[\p{Ll}.]*|See|Cf\.|E\.g\.|For|Compare|Also|Reviewed),?\s+)+?)??"

_PAREN = regex.compile(r"\((?P<body>[^()]{3,400})\)")
_PAREN_PART = regex.compile(
    rf"\s*{_PREFIX}{_AUTHORS}(?:['\u2019]s)?\s*,?\s*{_YEARS}(?:\s*,\s*(?P<locator>[^;]{{1,60}}?))?\s*",
)
_ENCLOSED_YEARS = regex.compile(
    rf"(?P<open>[(\[])\s*{_YEARS}(?:\s*,\s*(?P<locator>[^()\[\]]{{1,60}}?))?\s*(?P<close>[)\]])"
)
_CLOSING = {"(": ")", "[": "]"}
_AUTHORS_BEFORE = regex.compile(
    rf"(?<![\p{{L}}\p{{M}}'\u2019\-]){_AUTHORS}(?:['\u2019]s)?\s+\Z"
)
_LOOKBACK = 120  # characters before "(2023)" or "[2023]" searched for the authors
_YEAR_TOKEN = regex.compile(_YEAR)
_SPLIT_AUTHORS = regex.compile(rf"\s*(?:,\s*{_AND}|,|{_AND})\s+|\s+et\s+al\.?")

_ET_AL = regex.compile(r"\bet\s+al\b")
# Capitalised words that look like a surname before a year but are not one.
_NOT_SURNAMES = frozenset(
    """
    jan feb mar apr jun jul aug sep sept oct nov dec spring summer autumn fall winter
    table tables figure figures fig figs section sections sec chapter chapters eq equation
    appendix version step phase stage study experiment year years since until after before
    during from in on at by of the this that these those since note accessed retrieved
    updated published received revised released copyright total mean median range
    however recently moreover similarly later first second third finally notably indeed
    thus here previously conversely additionally furthermore specifically likewise instead
    overall together meanwhile earlier subsequently importantly interestingly today now
    """.split()
) | MONTHS


@dataclass
class _Found:
    marker: CitationMarker
    priority: int


# --------------------------------------------------------------------------- public API


def find_markers(text: str, offset: int = 0) -> list[CitationMarker]:
    """Every citation marker in ``text``, spans absolute (``offset`` + local), in order."""
    found: list[_Found] = []
    found.extend(_Found(marker, 0) for marker in _bracket_markers(text))
    found.extend(_Found(marker, 1) for marker in _parenthetical_markers(text))
    # "Zha et al. [2023]" outranks numeric marker [2023]; "Zha et al. (2023)" has no rival.
    found.extend(_Found(marker, -1 if marker.text.endswith("]") else 2) for marker in _narrative_author_year(text))
    found.extend(_Found(marker, 3) for marker in _narrative_keys(text))
    accepted: list[CitationMarker] = []
    starts: list[int] = []  # accepted spans never overlap, so neighbours decide
    for item in sorted(found, key=lambda entry: (entry.priority, entry.marker.span.start)):
        span = item.marker.span
        position = bisect.bisect_left(starts, span.start)
        if position > 0 and accepted[position - 1].span.overlaps(span):
            continue
        if position < len(accepted) and accepted[position].span.overlaps(span):
            continue
        if position < len(accepted) and span.start == span.end == accepted[position].span.start:
            continue
        starts.insert(position, span.start)
        accepted.insert(position, item.marker)
    if offset:
        accepted = [shift_marker(marker, offset) for marker in accepted]
    return accepted


def author_year_key(surname: str, year: str) -> str:
    """The normalised key of an author-year item: ``"smith|2023a"``."""
    return f"{surname.strip().lower()}|{year.strip().replace(' ', '')}"


# --------------------------------------------------------------------------- brackets


def _bracket_markers(text: str) -> list[CitationMarker]:
    markers: list[CitationMarker] = []
    matches = list(_BRACKET.finditer(text))
    skip_next_at: int | None = None
    for index, match in enumerate(matches):
        start, end = match.span()
        body = match.group("body")
        if skip_next_at == start:
            skip_next_at = None
            continue
        after = text[end : end + 1]
        if start > 0 and text[start - 1] == "!":
            skip_next_at = end if after == "[" else None
            continue
        if after == "(":  # inline link [text](url)
            continue
        if body.startswith("^"):
            label = body[1:]
            if label and not any(char.isspace() for char in label) and after != ":":
                markers.append(
                    CitationMarker(
                        Span(start, end), match.group(0), MarkerStyle.FOOTNOTE,
                        (CitationItem(key=label, span=Span(start, end)),),
                    )
                )
            continue
        next_match = matches[index + 1] if index + 1 < len(matches) else None
        adjacent = next_match is not None and next_match.start() == end
        if _NUMERIC_BODY.fullmatch(body):
            if adjacent and next_match is not None and not _NUMERIC_BODY.fullmatch(next_match.group("body")):
                skip_next_at = end  # [1][ref] is a reference link
                continue
            markers.append(_numeric_marker(match))
            continue
        if adjacent:  # [text][ref] / [text][1]: a reference link, neither is a marker
            skip_next_at = end
            continue
        marker = _pandoc_marker(match) or _author_year_marker(match)
        if marker is not None:
            markers.append(marker)
    return markers


def _numeric_marker(match: regex.Match[str]) -> CitationMarker:
    body_start = match.start("body")
    items: list[CitationItem] = []
    for part in _NUMERIC_PART.finditer(match.group("body")):
        span = Span(body_start + part.start(), body_start + part.end())
        first = int(part.group("a"))
        if part.group("b") is None:
            numbers = [first]
        else:
            last = int(part.group("b"))
            numbers = list(range(first, last + 1)) if 0 <= last - first <= _MAX_RANGE else [first, last]
        items.extend(CitationItem(key=str(number), span=span) for number in numbers)
    return CitationMarker(Span(*match.span()), match.group(0), MarkerStyle.NUMERIC, tuple(items))


def _semicolon_parts(body: str, body_start: int) -> Iterator[tuple[str, int, int]]:
    """``(part, absolute start, leading whitespace)`` for each ``;``-separated part of a marker."""
    position = body_start
    for raw_part in body.split(";"):
        yield raw_part, position, len(raw_part) - len(raw_part.lstrip())
        position += len(raw_part) + 1


def _pandoc_marker(match: regex.Match[str]) -> CitationMarker | None:
    body = match.group("body")
    if "@" not in body:
        return None
    items: list[CitationItem] = []
    for raw_part, part_start, lead in _semicolon_parts(body, match.start("body")):
        stripped = raw_part.strip()
        if not stripped:
            return None
        part = _PANDOC_PART.fullmatch(stripped)
        if part is None:
            return None
        prefix = part.group("prefix").strip() or None
        suffix = part.group("suffix")
        keys = [(part.group("key"), part.group("minus") == "-", part.start("minus") if part.group("minus") else part.start("key") - 1)]
        if _EXTRA_KEYS.fullmatch(suffix):  # [@a, @b]: lenient, Pandoc would not split
            for extra in regex.finditer(rf"(-?)@({_BRACED_KEY}|{_KEY})", suffix):
                keys.append((extra.group(2), extra.group(1) == "-", part.start("suffix") + extra.start()))
            suffix = ""
        locator = suffix.strip().lstrip(",").strip() or None
        item_start = part_start + lead
        for number, (key, suppress, key_at) in enumerate(keys):
            if key.startswith("{"):
                key = key[1:-1].strip()
            if not key:
                return None
            span = Span(item_start, item_start + len(stripped)) if len(keys) == 1 else Span(
                item_start + key_at, item_start + key_at + 1 + len(key) + (1 if suppress else 0)
            )
            items.append(
                CitationItem(
                    key=key,
                    locator=locator if number == len(keys) - 1 else None,
                    prefix=prefix if number == 0 else None,
                    suppress_author=suppress,
                    span=span,
                )
            )
    if not items:
        return None
    return CitationMarker(Span(*match.span()), match.group(0), MarkerStyle.PANDOC, tuple(items))


# --------------------------------------------------------------------------- narrative @key


def _narrative_keys(text: str) -> list[CitationMarker]:
    markers: list[CitationMarker] = []
    for match in _NARRATIVE_KEY.finditer(text):
        key = match.group("key")
        if key.startswith("{"):
            key = key[1:-1].strip()
        end = match.end()
        locator = None
        # Pandoc: "@smith04 [p. 33]" puts a locator after a narrative citation.
        following = regex.match(r" ?\[(?P<body>[^\[\]@^\n]{1,60})\](?![(\[:])", text[end:])
        if following and not _NUMERIC_BODY.fullmatch(following.group("body")):
            locator = following.group("body").strip() or None
            end += following.end()
        markers.append(
            CitationMarker(
                Span(match.start(), end), text[match.start() : end], MarkerStyle.PANDOC,
                (CitationItem(key=key, locator=locator, span=Span(match.start(), match.end())),),
                narrative=True,
            )
        )
    return markers


# --------------------------------------------------------------------------- author-year


def _parenthetical_markers(text: str) -> list[CitationMarker]:
    return [marker for match in _PAREN.finditer(text) if (marker := _author_year_marker(match)) is not None]


def _author_year_marker(match: regex.Match[str]) -> CitationMarker | None:
    """``(Smith et al., 2023; Lee, 2020)`` or ACM's ``[Smith et al. 2023]``: every ;-part must parse."""
    body = match.group("body")
    if not _YEAR_TOKEN.search(body):
        return None
    items: list[CitationItem] = []
    for raw_part, part_start, leading in _semicolon_parts(body, match.start("body")):
        part = _PAREN_PART.fullmatch(raw_part)
        if part is None:
            return None
        part_items = _author_year_items(
            part,
            part,
            group_start=part_start + leading,
            years_start=part_start + part.start("years"),
            prefix=(part.group("prefix") or "").strip().rstrip(",") or None,
        )
        if not part_items:
            return None
        items.extend(part_items)
    return CitationMarker(Span(*match.span()), match.group(0), MarkerStyle.AUTHOR_YEAR, tuple(items))


def _narrative_author_year(text: str) -> list[CitationMarker]:
    markers: list[CitationMarker] = []
    for years in _ENCLOSED_YEARS.finditer(text):
        if _CLOSING[years.group("open")] != years.group("close"):
            continue
        opening = years.start()
        authors = _AUTHORS_BEFORE.search(text, max(0, opening - _LOOKBACK), opening)
        if authors is None:
            continue
        start = authors.start() + _dropped_lead(authors)
        items = _author_year_items(
            authors, years, group_start=start, years_start=years.start("years"), narrative=True, group_end=years.end()
        )
        if items:
            markers.append(
                CitationMarker(
                    Span(start, years.end()), text[start : years.end()], MarkerStyle.AUTHOR_YEAR, tuple(items), narrative=True
                )
            )
    return markers


def _dropped_lead(match: regex.Match[str]) -> int:
    """Characters to skip when a narrative match starts with a stop word ("Recently, Smith and Lee")."""
    authors = _split_authors(match.group("first") + (match.group("rest") or ""))
    if len(authors) > 1 and authors[0].lower() in _NOT_SURNAMES:
        found: int = match.group(0).find(authors[1], len(authors[0]))
        return max(found, 0)
    return 0


def _split_authors(group: str) -> list[str]:
    return [name.strip() for name in _SPLIT_AUTHORS.split(group) if name and name.strip()]


def _author_year_items(
    match: regex.Match[str],
    years_match: regex.Match[str],
    *,
    group_start: int,
    years_start: int,
    prefix: str | None = None,
    narrative: bool = False,
    group_end: int | None = None,
) -> list[CitationItem]:
    """Items for one author group and its years; [] when the 'author' is not a surname."""
    group = match.group("first") + (match.group("rest") or "")
    authors = _split_authors(group)
    # "August et al., 2022", "(August & Lo, 2022)": a month is a surname among authors, not in a date
    et_al = any(match.groupdict().get(name) for name in ("etal", "etal2")) or _ET_AL.search(group) is not None
    month_surname = bool(authors) and authors[0].lower() in MONTHS and (et_al or (len(authors) > 1 and not narrative))
    if narrative and len(authors) > 1 and authors[0].lower() in _NOT_SURNAMES and not month_surname:
        authors = authors[1:]
    if not authors or (authors[0].split()[-1].lower() in _NOT_SURNAMES and not month_surname):
        return []
    if any(_has_digit(name) for name in authors):
        return []
    if narrative and not all(_plausible_surname(name) for name in authors):
        return []
    locator = (years_match.group("locator") or "").strip() or None
    years = list(_YEAR_TOKEN.finditer(years_match.group("years")))
    items: list[CitationItem] = []
    for number, year in enumerate(years):
        year_text = year.group(0).replace(" ", "")
        year_end = years_start + year.end()
        if number == 0:
            span = Span(group_start, group_end if group_end is not None and len(years) == 1 else year_end)
        else:
            span = Span(years_start + year.start(), year_end)
        items.append(
            CitationItem(
                key=author_year_key(authors[0], year_text),
                locator=locator if number == len(years) - 1 else None,
                prefix=prefix if number == 0 else None,
                authors=tuple(authors),
                year=year_text,
                span=span,
            )
        )
    return items


def _plausible_surname(name: str) -> bool:
    """Narrative citations need a person-like surname: 'Smith', 'McDonald', "O'Neil", not 'GPT' or 'ImageNet'."""
    word = name.split()[-1]
    for piece in regex.split(r"['\u2019\-]", word):
        if not piece:
            continue
        core = regex.sub(r"^(?:Mc|Mac|\p{Ll}{1,2})(?=\p{Lu})", "", piece)
        if len(core) > 1 and any(char.isupper() for char in core[1:]):
            return False
    return True


def _has_digit(value: str) -> bool:
    return any(char.isdigit() for char in value)


def shift_marker(marker: CitationMarker, delta: int) -> CitationMarker:
    """The same marker ``delta`` characters later (the parser reuses paragraphs after edits)."""
    items = tuple(
        CitationItem(
            key=item.key, locator=item.locator, prefix=item.prefix, suppress_author=item.suppress_author,
            authors=item.authors, year=item.year, span=item.span.shift(delta) if item.span else None,
        )
        for item in marker.items
    )
    return CitationMarker(marker.span.shift(delta), marker.text, marker.style, items, marker.narrative)


# Shared with the reference-list parser so surnames mean the same thing everywhere.
AUTHORS_PATTERN = _AUTHORS
YEAR_PATTERN = _YEAR
