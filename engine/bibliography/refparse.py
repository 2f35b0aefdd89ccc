"""Heuristic parsing of a free-text reference ("Smith, J., & Lee, K. (2021). Title. ...").

Only what resolution needs: first authors' surnames, year (with suffix), a title for
labels, and the local files / URLs the entry names. Handles APA/Harvard
("Smith, J. (2021)"), IEEE ('J. Smith and K. Lee, "Title," 2021'), Vancouver
("Smith J, Lee K. Title. 2021;") and "Title — Smith et al., 2021" shapes; anything else
still yields its links and year, so a numbered entry always resolves by number.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from urllib.parse import unquote

import regex

from ..file_kinds import SOURCE_SUFFIXES
from ..markers import AUTHORS_PATTERN as _AUTHORS, YEAR_PATTERN as _YEAR  # same surname grammar as markers
from .names import PARTICLES

_SUFFIX_PATTERN = "|".join(sorted((suffix[1:] for suffix in SOURCE_SUFFIXES), key=len, reverse=True))


_LIST_PREFIX = re.compile(r"^\s*(?:[-*+]\s+)?(?:(?:\[(?P<bnum>\d{1,4})\]|(?P<num>\d{1,4})[.)])(?:\s+|$))?")
_LABEL_PREFIX = re.compile(r"^\s*\[@?(?P<label>[\w][\w:.#$%&\-+?<>~/]*)\]\s*:?\s*")
# CommonMark destinations: <in angle brackets, spaces allowed> or bare with balanced parentheses
# ("papers/smith%20(2020).pdf"); then an optional title.
_MD_LINK = re.compile(r"!?\[(?P<text>[^\]]*)\]\(\s*(?:<(?P<angled>[^<>\n]*)>|(?P<bare>(?:[^()\s]|\([^()\s]*\))+))"
                      r"(?:\s+(?:\"[^\"]*\"|'[^']*'|\([^)]*\)))?\s*\)")
_AUTOLINK = re.compile(r"<(?P<dest>(?:https?|file|ftp)://[^>\s]+)>")
_BARE_URL = re.compile(r"(?<![\w(<\"'])(?P<dest>(?:https?|file)://[^\s)>\]]+[^\s)>\].,;:])")
_DOI = re.compile(r"\b(?:doi:\s*)(?P<dest>10\.\d{4,9}/\S+[^\s.,;])", re.IGNORECASE)
_BARE_PATH = re.compile(
    r"(?<![\w/.:\-])(?P<dest>(?:[~.]{0,2}/)?(?:[\w.\-]+/)*[\w.\-]+\.(?:" + _SUFFIX_PATTERN + r"))(?![\w/])",
    re.IGNORECASE,
)
_CODE_PATH = re.compile(r"`(?P<dest>[^`\s]+\.(?:" + _SUFFIX_PATTERN + r"))`", re.IGNORECASE)
_PAREN_YEAR = regex.compile(rf"\(\s*(?P<year>{_YEAR})\s*\)")
_ANY_YEAR = regex.compile(rf"(?<![\w/.\-])(?P<year>{_YEAR})")
_AUTHOR_YEAR_PHRASE = regex.compile(rf"(?P<authors>{_AUTHORS})\s*,?\s*\(?(?P<year>{_YEAR})")
_SEGMENT_SPLIT = regex.compile(r"\s*(?:,|;|&|\band\b|\bet\s+al\b\.?|\.(?=\s|$))\s*")
_INITIALS = regex.compile(r"^(?:\p{Lu}\.?-?){1,3}\.?$|^(?:\p{Lu}\.-?)+\p{Lu}?\.?$")
_CAPITALISED = regex.compile(r"^(?:\p{Ll}{1,2}['\u2019])?\p{Lu}[\p{L}\p{M}'\u2019\-]*$")


@dataclass
class ParsedReference:
    authors: tuple[str, ...] = ()
    year: str | None = None
    title: str | None = None
    number: int | None = None
    label: str | None = None  # an explicit key: "[smith2023] Smith, J. ..."
    paths: list[str] = field(default_factory=list)  # local files named, as written
    urls: list[str] = field(default_factory=list)

    @property
    def looks_like_reference(self) -> bool:
        """True when the text names a source (a file or URL) or an author and a year."""
        return bool(self.paths or self.urls or (self.authors and self.year))


def is_url(destination: str) -> bool:
    return bool(re.match(r"^[a-zA-Z][a-zA-Z0-9+.\-]*://", destination)) and not destination.lower().startswith("file://")


def local_path(destination: str) -> str | None:
    """A link destination as a local path, or None for URLs, anchors and mail links."""
    dest = destination.strip().strip("<>")
    if not dest or dest.startswith("#") or dest.lower().startswith(("mailto:", "doi:")):
        return None
    if dest.lower().startswith("file://"):
        dest = dest[7:]
        if dest.startswith("localhost/"):
            dest = dest[9:]
    elif is_url(dest):
        return None
    dest = dest.split("#", 1)[0]
    return unquote(dest) or None


def parse_reference(text: str, links: tuple[str, ...] = ()) -> ParsedReference:
    """Parse one reference entry's text (list marker or number prefix allowed)."""
    parsed = ParsedReference()
    body = text.strip()
    prefix = _LIST_PREFIX.match(body)
    if prefix:
        number = prefix.group("bnum") or prefix.group("num")
        parsed.number = int(number) if number else None
        body = body[prefix.end() :]
    label = _LABEL_PREFIX.match(body)
    if label and not label.group("label").isdigit():
        parsed.label = label.group("label")
        body = body[label.end() :]
    destinations = list(links)
    plain = body
    link_title: str | None = None
    for match in _MD_LINK.finditer(body):
        destinations.append(match.group("angled") if match.group("angled") is not None else match.group("bare"))
        words = match.group("text").split()
        if link_title is None and len(words) >= 3 and not _BARE_PATH.search(match.group("text")):
            link_title = " ".join(words)
    plain = _MD_LINK.sub(lambda match: match.group("text"), plain)
    for pattern in (_AUTOLINK, _BARE_URL, _CODE_PATH, _DOI):
        for match in pattern.finditer(plain):
            dest = match.group("dest")
            destinations.append(f"https://doi.org/{dest}" if pattern is _DOI else dest)
    for match in _BARE_PATH.finditer(_BARE_URL.sub(" ", _AUTOLINK.sub(" ", plain))):
        destinations.append(match.group("dest"))
    for dest in destinations:
        path = local_path(dest)
        if path is not None and path not in parsed.paths:
            parsed.paths.append(path)
        elif path is None and is_url(dest) and dest not in parsed.urls:
            parsed.urls.append(dest)
    plain = _AUTOLINK.sub(" ", plain)
    plain = _BARE_URL.sub(" ", plain)
    plain = re.sub(r"[*_`]+", "", plain)
    plain = re.sub(r"\s+", " ", plain).strip()
    _parse_people_and_year(plain, parsed)
    if parsed.title is None:
        parsed.title = link_title
    return parsed


def _parse_people_and_year(plain: str, parsed: ParsedReference) -> None:
    year_match = _PAREN_YEAR.search(plain) or _ANY_YEAR.search(plain)
    if year_match:
        parsed.year = year_match.group("year").replace(" ", "")
    head = plain[: year_match.start()] if year_match else plain
    quote = re.search(r"[\"\u201c]", head)
    if quote:
        head = head[: quote.start()]
    authors = _surnames(head)
    if not authors:
        phrase = _AUTHOR_YEAR_PHRASE.search(plain)
        if phrase:
            authors = [name for name in regex.split(r"\s*(?:,|&|\band\b|\bet\s+al\b\.?)\s*", phrase.group("authors")) if name.strip()]
            parsed.year = parsed.year or phrase.group("year")
    parsed.authors = tuple(authors)
    parsed.title = _title(plain, year_match)


def _surnames(head: str) -> list[str]:
    """Surnames from the author part of a reference; stops at the first title-like segment."""
    names: list[str] = []
    for segment in _SEGMENT_SPLIT.split(head):
        words = segment.split()
        if not words:
            continue
        if len(words) == 1 and _INITIALS.match(words[0]) and len(words[0].rstrip(".")) <= 2:
            continue  # "J." of "Smith, J."
        kept = [word for word in words if not (_INITIALS.match(word) and len(words) > 1)]
        if not kept or len(kept) > 4:
            if kept:
                break
            continue
        if not all(_CAPITALISED.match(word) or word.lower() in PARTICLES for word in kept):
            break  # lower-case words: the title has started
        if not _CAPITALISED.match(kept[-1]):
            break
        # "Jan van der Berg" -> "van der Berg"; "John Smith" -> "Smith"
        surname = [kept[-1]]
        for word in reversed(kept[:-1]):
            if word.lower() in PARTICLES:
                surname.insert(0, word)
            else:
                break
        names.append(" ".join(surname))
        if len(names) >= 12:
            break
    return names


def _title(plain: str, year_match: "regex.Match[str] | None") -> str | None:
    quoted = re.search(r"[\"\u201c]([^\"\u201d]{3,300})[\"\u201d]", plain)
    if quoted:
        return quoted.group(1).strip().rstrip(",.")
    if year_match is not None and plain[year_match.start() : year_match.start() + 1] == "(":
        rest = plain[year_match.end() :].lstrip(" .,:")
        title = re.split(r"(?<=[a-z0-9?!)])\.\s", rest, maxsplit=1)[0].strip().rstrip(".")
        return title or None
    return None
