"""The typed draft every rule reads: text with exact source ranges, sentences, markers.

Offsets are Python ``str`` indices into the draft's full text. Positions are what LSP
wants (0-based line, UTF-16 code-unit column); the CLI adds 1 to both. Keeping one
canonical offset and converting at the edge means no rule ever does column maths.
"""

from __future__ import annotations

import bisect
from dataclasses import dataclass, field
from enum import Enum
from pathlib import Path
from typing import Any


@dataclass(frozen=True)
class Span:
    """Half-open character offsets ``[start, end)`` into a draft's text."""

    start: int
    end: int

    def __post_init__(self) -> None:
        if self.start > self.end:
            raise ValueError(f"span start {self.start} after end {self.end}")

    def contains(self, offset: int) -> bool:
        return self.start <= offset < self.end

    def overlaps(self, other: "Span") -> bool:
        return self.start < other.end and other.start < self.end

    def shift(self, delta: int) -> "Span":
        return Span(self.start + delta, self.end + delta)


class SourceText:
    """A document's text with fast offset <-> (line, UTF-16 column) conversion."""

    def __init__(self, text: str) -> None:
        self.text = text
        # str.find runs in C: a character loop here cost more than the Markdown block parse.
        starts = [0]
        find = text.find
        found = find("\n")
        while found >= 0:
            starts.append(found + 1)
            found = find("\n", found + 1)
        self._line_starts = starts

    @property
    def line_count(self) -> int:
        return len(self._line_starts)

    def line_start(self, line: int) -> int:
        return self._line_starts[line]

    def line_of(self, offset: int) -> int:
        return bisect.bisect_right(self._line_starts, offset) - 1

    def line_text(self, line: int) -> str:
        start = self._line_starts[line]
        end = self._line_starts[line + 1] - 1 if line + 1 < len(self._line_starts) else len(self.text)
        return self.text[start:end]

    def column_1based(self, offset: int) -> tuple[int, int]:
        """Offset -> (line, column) counted from 1 in Unicode characters, as terminals show."""
        offset = max(0, min(offset, len(self.text)))
        line = self.line_of(offset)
        return line + 1, offset - self._line_starts[line] + 1


class MarkerStyle(str, Enum):
    """How a citation is written; fixes insert new markers in the draft's own style."""

    NUMERIC = "numeric"  # [1], [1, 3], [1-3]
    PANDOC = "pandoc"  # [@key], @key
    AUTHOR_YEAR = "author-year"  # (Smith et al., 2023), Smith et al. (2023)
    FOOTNOTE = "footnote"  # [^1]


@dataclass(frozen=True)
class CitationItem:
    """One cited work inside a marker: ``[@a; @b, p. 4]`` has two items.

    ``key`` is the lookup key in the style's own namespace: ``"3"`` for numeric,
    ``"smith2023"`` for Pandoc, ``"1"`` for footnote ``[^1]``, and for author-year the
    normalised ``"smith|2023a"`` (first author's surname lower-cased, ``|``, year with
    suffix). ``authors`` keeps the surnames as written for author-year items.
    """

    key: str
    locator: str | None = None  # "p. 4", "sec. 2"
    prefix: str | None = None  # "see"
    suppress_author: bool = False  # [-@key]
    authors: tuple[str, ...] = ()
    year: str | None = None
    span: Span | None = None  # the item's own text inside the marker, when known


@dataclass(frozen=True)
class CitationMarker:
    """A citation as written in the draft, with every work it cites."""

    span: Span
    text: str
    style: MarkerStyle
    items: tuple[CitationItem, ...]
    narrative: bool = False  # "Smith et al. (2023) showed" / "@key showed"

    @property
    def keys(self) -> tuple[str, ...]:
        return tuple(item.key for item in self.items)


@dataclass
class Sentence:
    """One prose sentence. ``text`` is the source slice, markers and all."""

    index: int
    span: Span
    text: str
    paragraph_index: int
    section: tuple[str, ...] = ()  # heading path, outermost first
    markers: list[CitationMarker] = field(default_factory=list)
    # Spans inside the sentence that are not prose: inline code and math, inline HTML
    # and comments, link destinations, container prefixes ("> ", list indents) and
    # emphasis marks. Rules that read words should mask them. Offsets are absolute.
    masked: list[Span] = field(default_factory=list)

    def owns(self, offset: int) -> bool:
        """A finding starting at ``offset`` belongs to this sentence (half-open; an empty
        sentence still owns its start). The one notion of "in this sentence" for findings."""
        return self.span.start <= offset < max(self.span.end, self.span.start + 1)

    @property
    def prose(self) -> str:
        """The sentence with markers, inline code and math blanked out (same length)."""
        chars = list(self.text)
        for span in [marker.span for marker in self.markers] + self.masked:
            for offset in range(max(span.start, self.span.start), min(span.end, self.span.end)):
                chars[offset - self.span.start] = " "
        return "".join(chars)

    @property
    def plain(self) -> str:
        """Prose with whitespace collapsed: what models and features read."""
        import re

        text = re.sub(r"\s+", " ", self.prose).strip()
        return re.sub(r"\s+([.,;:!?])", r"\1", text)


@dataclass
class Paragraph:
    index: int
    span: Span
    sentences: list[Sentence] = field(default_factory=list)
    section: tuple[str, ...] = ()
    kind: str = "paragraph"  # paragraph | list_item | blockquote | table_cell | caption
    # Whether each sentence, as parsed, carries a marker, and the index of the first one.
    # Kept when a draft is focused on a few sentences, so a sentence's neighbours are
    # still known (RB006 reads them).
    citing: tuple[bool, ...] = ()
    first_sentence: int = 0

    def position_of(self, sentence: "Sentence") -> int:
        """The sentence's place in the paragraph as parsed (0-based)."""
        return sentence.index - self.first_sentence


@dataclass
class Heading:
    level: int
    text: str
    span: Span


@dataclass
class Comment:
    """An HTML comment (suppression directives live here)."""

    span: Span
    body: str


@dataclass
class Draft:
    """A parsed Markdown draft. Built by :func:`rblint.engine.markdown.parse_draft`."""

    path: Path
    source: SourceText
    paragraphs: list[Paragraph]
    headings: list[Heading]
    comments: list[Comment]
    front_matter: dict[str, Any]
    # Link reference definitions: label (case-folded) -> (destination, title, span)
    link_definitions: dict[str, "LinkDefinition"]
    # Footnote definitions: label -> (text, span)
    footnotes: dict[str, "FootnoteDefinition"]
    # The References / Bibliography section, excluded from prose
    references_section: "ReferencesSection | None" = None
    # Markers found outside sentences (e.g. headings) are not linted; these are all
    # the markers inside prose sentences, in document order.
    markers: list[CitationMarker] = field(default_factory=list)
    # Why the YAML front matter could not be read (malformed, too large, an alias bomb), if so
    front_matter_problem: str | None = None
    # (first, last) 0-based lines nested past the Markdown parser's limit, read as plain
    # paragraphs (their list and quote structure ignored)
    flattened_lines: tuple[int, int] | None = None
    # sentence_at's index: (the paragraph list it was built from, its sentences, their ends)
    _sentence_index: "tuple[tuple[int, int], list[Sentence], list[int] | None] | None" = field(
        default=None, init=False, repr=False, compare=False)

    @property
    def text(self) -> str:
        return self.source.text

    @property
    def sentences(self) -> list[Sentence]:
        return [sentence for paragraph in self.paragraphs for sentence in paragraph.sentences]

    def sentence_at(self, offset: int) -> Sentence | None:
        """The first sentence whose span holds ``offset``. A bisect over the sentences' ends,
        built once per paragraph list: a scan per call made a 12,000-sentence draft spend 26 s
        in the one-finding-per-problem pass."""
        key = (id(self.paragraphs), len(self.paragraphs))
        if self._sentence_index is None or self._sentence_index[0] != key:
            sentences = self.sentences
            ends = [sentence.span.end for sentence in sentences]
            ordered = all(a.span.end <= b.span.start for a, b in zip(sentences, sentences[1:]))
            self._sentence_index = (key, sentences, ends if ordered else None)
        _, sentences, sorted_ends = self._sentence_index
        if sorted_ends is None:  # not in document order (never built so, but cheap to honour)
            return next((s for s in sentences if s.span.start <= offset <= s.span.end), None)
        position = bisect.bisect_left(sorted_ends, offset)
        if position < len(sentences) and sentences[position].span.start <= offset:
            return sentences[position]
        return None

    def marker_at(self, offset: int) -> CitationMarker | None:
        for marker in self.markers:
            if marker.span.start <= offset <= marker.span.end:
                return marker
        return None


@dataclass(frozen=True)
class LinkDefinition:
    label: str
    destination: str
    title: str | None
    span: Span


@dataclass(frozen=True)
class FootnoteDefinition:
    label: str
    text: str
    span: Span


@dataclass
class ReferencesSection:
    """The heading and the list entries under it, each with its raw text and span."""

    heading: Heading
    span: Span
    entries: list["ReferenceListEntry"] = field(default_factory=list)


@dataclass(frozen=True)
class ReferenceListEntry:
    text: str
    span: Span
    number: int | None = None  # "1." or "[1]" prefix when present
    links: tuple[str, ...] = ()  # link destinations found in the entry
