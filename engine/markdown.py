"""Markdown -> :class:`Draft`: prose paragraphs and sentences with exact source spans.

markdown-it-py (CommonMark) decides the block structure; its token ``.map`` line ranges
are turned back into exact offsets of the original text, so every span a rule reports
points at the characters the user typed. What is prose and what is not is documented in
docs/draft-model.md.
"""

from __future__ import annotations

import bisect
import copy
import re
import threading
from collections import OrderedDict
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any, Sequence

import yaml
from markdown_it import MarkdownIt

from .textclean import replace_surrogates
from markdown_it.rules_core import StateCore
from markdown_it.token import Token
from mdit_py_plugins.dollarmath import dollarmath_plugin
from mdit_py_plugins.footnote import footnote_plugin
from mdit_py_plugins.front_matter import front_matter_plugin

from .document import (
    CitationMarker,
    Comment,
    Draft,
    FootnoteDefinition,
    Heading,
    LinkDefinition,
    Paragraph,
    ReferenceListEntry,
    ReferencesSection,
    Sentence,
    SourceText,
    Span,
)
from .markers import find_markers, shift_marker
from .sentences import split_sentences

DEFAULT_REFERENCES_HEADINGS: tuple[str, ...] = (
    "references",
    "bibliography",
    "works cited",
    "literature cited",
    "sources",
)

_COMMENT = re.compile(r"<!--(.*?)-->", re.DOTALL)
_AUTOLINK = re.compile(r"<(?:[A-Za-z][A-Za-z0-9+.-]{1,31}:[^<>\s]*|[\w.!#$%&'*+/=?^`{|}~-]+@[\w-]+(?:\.[\w-]+)*)>")
_HTML_TAG = re.compile(r"</?[A-Za-z][A-Za-z0-9-]*(?:\s+[^<>]*?)?/?>")
_LINK_TAIL = re.compile(
    r"\]\((?:<[^<>\n]*>|[^\s()<>]*(?:\([^\s()]*\)[^\s()]*)*)"
    r"(?:\s+(?:\"[^\"]*\"|'[^']*'|\([^()]*\)))?\s*\)"
)
_LINK_DEFINITION = re.compile(
    r"[ ]{0,3}\[(?P<label>(?:[^\[\]\\]|\\.){1,999})\]:[ \t]*\n?[ \t]*"
    r"(?P<dest><[^<>\n]*>|\S+)"
    r"(?:[ \t]*\n?[ \t]*(?P<title>\"(?:[^\"\\]|\\.)*\"|'(?:[^'\\]|\\.)*'|\((?:[^()\\]|\\.)*\)))?[ \t]*$",
    re.DOTALL,
)
_ENTRY_NUMBER = re.compile(r"^\s*(?:\[(\d+)\]|(\d+)[.)])\s*")
_BARE_URL = re.compile(r"https?://[^\s<>()\[\]]+[^\s<>()\[\].,;:]")
_BARE_PATH = re.compile(r"(?<![\w/.-])(?:[\w.~-]+/)*[\w.~-]+\.(?:pdf|txt|md|markdown|PDF)\b")
_SPECIAL = re.compile(r"[\\`$<\]]")  # characters that may open a non-prose inline span
_EMPHASIS = re.compile(r"(?<![\w*])[*_]{1,3}(?=[^\s*_])|(?<=[^\s*_])[*_]{1,3}(?![\w*])|~~")
# A Pandoc citation key after "@" (as markers.py reads it), or a braced one: its "_" are not emphasis.
_CITATION_KEY = re.compile(r"(?<![\w@])@(?:\{[^{}\n]+\}|\w+(?:[:.#$%&\-+?<>~/]+\w+)*)")
_HEADING_NUMBER = re.compile(r"^(?:\d+(?:\.\d+)*\.?|[IVXLC]+\.)\s+")


@lru_cache(maxsize=1)
def _parser() -> MarkdownIt:
    """CommonMark plus tables, front matter, footnotes and dollar math (Pandoc-like rules)."""
    # markdown-it's commonmark preset stops at 20 levels of nesting and silently drops the
    # rest of the document (a 10-deep list lost the References section); 100 levels read
    # any real draft, and what lies deeper is read as plain text and reported
    # (``Draft.flattened_lines``), never lost.
    md = MarkdownIt("commonmark", {"html": True, "maxNesting": MAX_NESTING}).enable("table").enable("strikethrough")
    md.use(front_matter_plugin).use(footnote_plugin)
    md.use(dollarmath_plugin, allow_space=False, allow_digits=False, double_inline=True)
    md.core.ruler.at("inline", _needed_inline)
    return md


def _needed_inline(state: StateCore) -> None:
    """markdown-it's core "inline" rule, run only on the inline tokens whose result matters.

    Why: inline parsing was most of markdown-it's time, yet the walk reads inline
    children in two places only -- a heading's text and the "paragraph that is only an
    image" caption test -- and the inline pass has one side effect the walk sees: a
    ``[^label]`` / ``^[...]`` reference keeps its footnote definition in the stream.
    Tokens that could matter are parsed exactly as markdown-it would (a superset: the
    substring tests ignore escapes and code spans); the rest keep empty children.
    """
    tokens = state.tokens
    md = state.md
    previous = ""
    for token in tokens:
        if token.type == "inline":
            content = token.content
            if previous == "heading_open" or "![" in content or "[^" in content or "^[" in content:
                if token.children is None:
                    token.children = []
                md.inline.parse(content, md, state.env, token.children)
        previous = token.type


MAX_NESTING = 100
MAX_FRONT_MATTER_BYTES = 256 * 1024
MAX_YAML_ALIASES = 32


MAX_YAML_INT_DIGITS = 64


class _BoundedLoader(yaml.SafeLoader):  # type: ignore[misc]  # PyYAML ships no types
    """PyYAML's safe loader made unable to explode: a "billion laughs" front matter expands
    to gigabytes wherever its values are walked (on every keystroke), so an alias may only
    repeat a scalar, and at most ``MAX_YAML_ALIASES`` times; timestamps stay strings (no
    ``date: 2024-02-30`` error) and an integer of more than 64 digits stays a string."""

    def __init__(self, stream: str) -> None:
        super().__init__(stream)
        self.aliases = 0

    def compose_node(self, parent: Any, index: Any) -> Any:  # noqa: ANN401 - PyYAML's own signature
        if self.check_event(yaml.AliasEvent):
            self.aliases += 1
            if self.aliases > MAX_YAML_ALIASES:
                raise yaml.YAMLError(f"it uses more than {MAX_YAML_ALIASES} YAML aliases")
            anchor = self.peek_event().anchor
            if anchor in self.anchors and not isinstance(self.anchors[anchor], yaml.ScalarNode):
                raise yaml.YAMLError("it repeats a list or mapping through a YAML alias (not supported)")
        return super().compose_node(parent, index)

    def construct_yaml_timestamp(self, node: Any) -> Any:  # noqa: ANN401
        return self.construct_scalar(node)

    def construct_yaml_int(self, node: Any) -> Any:  # noqa: ANN401
        text = str(self.construct_scalar(node))
        if sum(character.isdigit() for character in text) > MAX_YAML_INT_DIGITS:
            return text
        return yaml.constructor.SafeConstructor.construct_yaml_int(self, node)  # shared with the C loader


_BoundedLoader.add_constructor("tag:yaml.org,2002:timestamp", _BoundedLoader.construct_yaml_timestamp)
_BoundedLoader.add_constructor("tag:yaml.org,2002:int", _BoundedLoader.construct_yaml_int)

try:  # PyYAML built with libyaml: the same constructors on the C parser
    _CSafeLoader: Any = yaml.CSafeLoader
except AttributeError:  # pragma: no cover - a PyYAML without libyaml
    _CSafeLoader = None
_BoundedCLoader: Any = None
if _CSafeLoader is not None:

    class _BoundedCLoader(_CSafeLoader):  # type: ignore[no-redef,misc]  # PyYAML ships no types
        construct_yaml_timestamp = _BoundedLoader.construct_yaml_timestamp
        construct_yaml_int = _BoundedLoader.construct_yaml_int

    _BoundedCLoader.add_constructor("tag:yaml.org,2002:timestamp", _BoundedCLoader.construct_yaml_timestamp)
    _BoundedCLoader.add_constructor("tag:yaml.org,2002:int", _BoundedCLoader.construct_yaml_int)


def read_front_matter(text: str) -> tuple[Any, str | None]:
    """(data, problem): the YAML front matter, or None and why it was not read.

    Parsed once per distinct text (the editor parses the draft on every keystroke, and a
    thesis's inline ``references:`` of 300 items took 0.22 s each time with PyYAML's pure-Python
    loader); each caller gets its own copy, so no one can change what the next one reads."""
    data, problem = _front_matter(text)
    return copy.deepcopy(data), problem


@lru_cache(maxsize=16)
def _front_matter(text: str) -> tuple[Any, str | None]:
    if len(text.encode("utf-8", "surrogatepass")) > MAX_FRONT_MATTER_BYTES:
        return None, f"it is larger than {MAX_FRONT_MATTER_BYTES // 1024} KB"
    try:
        return _load_yaml(text), None
    except yaml.YAMLError as error:
        first = str(error).strip().splitlines()[0] if str(error).strip() else "not valid YAML"
        if first.startswith("while increasing") and first.endswith("level"):  # libyaml's depth limit
            return None, "it is nested too deeply"
        return None, first if first.startswith("it ") else f"not valid YAML ({first})"
    except RecursionError:
        return None, "it is nested too deeply"
    except (ValueError, TypeError, OverflowError) as error:  # a value PyYAML cannot build
        return None, f"not valid YAML ({error})"


def _load_yaml(text: str) -> Any:  # noqa: ANN401 - YAML is any shape
    """libyaml (C, ~6x faster) when PyYAML was built with it, the pure-Python loader otherwise;
    the same limits either way: aliases are counted on the parser's events before anything
    is built, as :class:`_BoundedLoader` counts them while composing."""
    if _BoundedCLoader is None:
        loader = _BoundedLoader(text)  # the reader checks characters here already
        try:
            return loader.get_single_data()
        finally:
            loader.dispose()
    aliases = 0
    collections: set[str] = set()
    for event in yaml.parse(text, Loader=_CSafeLoader):
        if isinstance(event, yaml.AliasEvent):
            aliases += 1
            if aliases > MAX_YAML_ALIASES:
                raise yaml.YAMLError(f"it uses more than {MAX_YAML_ALIASES} YAML aliases")
            if event.anchor in collections:
                raise yaml.YAMLError("it repeats a list or mapping through a YAML alias (not supported)")
        elif isinstance(event, (yaml.SequenceStartEvent, yaml.MappingStartEvent)) and event.anchor is not None:
            collections.add(event.anchor)
    return yaml.load(text, Loader=_BoundedCLoader)  # noqa: S506 - a safe loader


@dataclass
class _Block:
    """A prose block found by the token walk, before sentence splitting."""

    start: int
    end: int
    kind: str
    section: tuple[str, ...]
    masked: list[tuple[int, int]] = field(default_factory=list)  # absolute


def parse_draft(
    text: str,
    path: Path,
    *,
    references_headings: Sequence[str] = DEFAULT_REFERENCES_HEADINGS,
) -> Draft:
    """Parse a Markdown draft; never raises on malformed Markdown or front matter."""
    text = replace_surrogates(text)  # same length: offsets into the user's text stay valid
    source = SourceText(text)
    # markdown-it turns "\r\n" and lone "\r" into "\n" but SourceText breaks lines at
    # "\n" only; a same-length copy keeps both line counts equal, so every offset still
    # indexes the original text.
    normalised = re.sub(r"\r(?!\n)", " ", text).replace("\r\n", " \n") if "\r" in text else text
    env: dict[str, Any] = {}
    normalised, tokens, flattened = _parse_within_nesting(normalised, env)
    matching = source if normalised is text else SourceText(normalised)
    walker = _Walker(text, source, matching, tokens, {heading.strip().lower() for heading in references_headings})
    walker.walk()
    walker.add_flattened(flattened)
    link_definitions = _link_definitions(text, source, env)
    comments = _comments(text, walker.code_ranges)
    paragraphs, markers, blocks = _build_paragraphs(text, walker.blocks, _recent(path))
    _remember(path, blocks)
    if walker.non_prose_markers:
        markers = sorted([*markers, *walker.non_prose_markers], key=lambda marker: marker.span.start)
    return Draft(
        flattened_lines=(flattened[0], flattened[-1]) if flattened else None,
        path=path,
        source=source,
        paragraphs=paragraphs,
        headings=walker.headings,
        comments=comments,
        front_matter=walker.front_matter,
        front_matter_problem=walker.front_matter_problem,
        link_definitions=link_definitions,
        footnotes=walker.footnotes,
        references_section=walker.references_section(),
        markers=markers,
    )


def _markers_in_note(text: str, start: int, end: int, code: list[tuple[int, int]]) -> list[CitationMarker]:
    """Bracketed, non-narrative markers of a footnote definition's text, its own label left out."""
    body = text[start:end]
    label = re.match(r"\s*\[\^[^\]]+\]:\s*", body)
    offset = start + (label.end() if label else 0)
    return [marker for marker in _bracketed_markers(text[offset:end], offset)
            if not any(low <= marker.span.start < high for low, high in code)]


def _bracketed_markers(text: str, offset: int) -> list[CitationMarker]:
    """The bracketed, non-narrative markers of text that is not prose (a note, an HTML block):
    "[9]" and "[@key]" point somewhere wherever they stand; "Smith (2020)" there is no marker."""
    return [marker for marker in find_markers(text, offset) if not marker.narrative and marker.text.startswith("[")]


# What of an HTML block is not its text: comments, tags (attributes included) and the
# elements whose content is code or not shown.
_HTML_NOT_TEXT = re.compile(r"<!--.*?(?:-->|\Z)|<(script|style|pre|code|textarea)\b.*?(?:</\1\s*>|\Z)"
                            r"|</?[A-Za-z][A-Za-z0-9-]*(?:\s[^<>]*)?/?>", re.S | re.I)


def _markers_in_html(text: str, start: int, end: int) -> list[CitationMarker]:
    """Bracketed, non-narrative markers in the text of an HTML block (tags, comments, code
    and scripts blanked first, so offsets stay those of the draft)."""
    return _bracketed_markers(_HTML_NOT_TEXT.sub(lambda match: " " * len(match.group()), text[start:end]), start)


_CONTAINER_PREFIX = re.compile(r"[ \t]*(?:(?:>|(?:[-+*]|\d{1,9}[.)])(?=[ \t]|$))[ \t]*)*")
_MAX_FLATTEN_ROUNDS = 16
_LINK_DEFINITION_LINE = re.compile(r"^[ \t>]*\[[^\]]+\]:")


def _parse_within_nesting(text: str, env: dict[str, Any]) -> tuple[str, list[Token], list[int]]:
    """Parse ``text``; lines nested past markdown-it's limit are blanked and returned.

    markdown-it stops at ``maxNesting`` and drops everything after the line that reached
    it, the rest of the document included. Each round blanks (same length, so every
    offset stays valid) the dropped line and the lines after it that are nested at
    least as deep, and parses again: the rest of the draft is read normally and the
    blanked lines are read as plain text by the walker (:meth:`_Walker.add_flattened`)."""
    flattened: list[int] = []
    for _ in range(_MAX_FLATTEN_ROUNDS):
        env.clear()
        tokens = _parser().parse(text, env)
        if max((token.level for token in tokens), default=0) < MAX_NESTING - 2:
            break
        # The dropped lines are those no leaf token covers (link definitions have no token).
        covered: set[int] = set()
        for token in tokens:
            if token.map and token.nesting == 0:
                covered.update(range(token.map[0], token.map[1]))
        lines = text.split("\n")
        first = next((number for number, line in enumerate(lines)
                      if number not in covered and line.strip() and not _LINK_DEFINITION_LINE.match(line)), None)
        if first is None:
            break
        depth = _prefix_width(lines[first])
        run = [first]
        for number in range(first + 1, len(lines)):
            if lines[number].strip() and _prefix_width(lines[number]) < depth:
                break
            run.append(number)
        starts = [0]
        for line in lines[:-1]:
            starts.append(starts[-1] + len(line) + 1)
        text = _blank(list(text), [(starts[number], starts[number] + len(lines[number])) for number in run])
        flattened.extend(number for number in run if lines[number].strip())
    return text, tokens, sorted(flattened)


def _prefix_width(line: str) -> int:
    """Columns taken by a line's container prefix: indentation, ``>`` and list markers."""
    return len(_container_prefix(line).expandtabs(4))


def _container_prefix(line: str) -> str:
    """The line's leading indentation, ``>`` and list markers (the pattern matches any line)."""
    return _CONTAINER_PREFIX.match(line).group(0)  # type: ignore[union-attr]


class _Walker:
    """One pass over the token stream: prose blocks, headings, footnotes, references."""

    def __init__(
        self, text: str, source: SourceText, matching: SourceText, tokens: list[Token], ref_headings: set[str]
    ) -> None:
        self.text = text
        self.source = source
        self.matching = matching  # what markdown-it saw ("\r" blanked): same offsets and lines
        self.tokens = tokens
        self.ref_headings = ref_headings
        self.blocks: list[_Block] = []
        self.headings: list[Heading] = []
        self.footnotes: dict[str, FootnoteDefinition] = {}
        # Bracketed markers inside footnote definitions ("[^1]: See the study [9].") and in
        # the text of HTML blocks ("<div>... [9]</div>"): neither is prose (no sentences, no
        # claim rules) but a marker in it still points somewhere.
        self.non_prose_markers: list[CitationMarker] = []
        self.front_matter: dict[str, Any] = {}
        self.front_matter_problem: str | None = None
        self.code_ranges: list[tuple[int, int]] = []  # absolute; comments inside are not comments
        self._section: list[tuple[int, str]] = []
        self._refs_heading: Heading | None = None
        self._refs_level = 0
        self._refs_entries: list[ReferenceListEntry] = []
        self._refs_end: int | None = None
        self._cell_cursor: tuple[int, int] = (-1, 0)  # (line, column) after the last table cell

    # -- helpers -------------------------------------------------------------
    def _line_range(self, line_map: list[int]) -> tuple[int, int]:
        """Offsets of whole source lines ``[first, last)`` without the final newline."""
        first, last = line_map
        start = self.source.line_start(min(first, self.source.line_count - 1))
        last_line = min(last, self.source.line_count) - 1
        end = self.source.line_start(last_line) + len(self.source.line_text(last_line))
        return start, max(start, end)

    def _in_refs(self) -> bool:
        return self._refs_heading is not None and self._refs_end is None

    # -- the walk --------------------------------------------------------------
    def walk(self) -> None:
        containers: list[str] = []
        refs_list_depth: int | None = None
        tokens = self.tokens
        index = 0
        while index < len(tokens):
            token = tokens[index]
            kind = token.type
            if kind == "front_matter":
                self._front_matter(token)
            elif kind in ("fence", "code_block", "math_block", "math_block_label") and token.map:
                self.code_ranges.append(self._line_range(token.map))
            elif kind == "html_block" and token.map and not self._in_refs():
                start, end = self._line_range(token.map)
                self.non_prose_markers.extend(_markers_in_html(self.text, start, end))
            elif kind == "heading_open":
                self._heading(token, tokens[index + 1])
            elif kind == "footnote_open":
                index = self._footnote(index)
                continue
            elif kind in ("blockquote_open", "list_item_open"):
                if self._in_refs() and kind == "list_item_open" and token.map:
                    if refs_list_depth is None or len(containers) <= refs_list_depth:
                        refs_list_depth = len(containers)
                        self._refs_entry(token.map, token.info)
                containers.append(kind[: -len("_open")])
            elif kind in ("blockquote_close", "list_item_close"):
                containers.pop()
                if refs_list_depth is not None and len(containers) < refs_list_depth:
                    refs_list_depth = None
            elif kind == "inline" and index > 0 and tokens[index - 1].type == "paragraph_open" and token.map:
                if self._in_refs():
                    if "list_item" not in containers:
                        for line in range(token.map[0], token.map[1]):
                            self._refs_entry([line, line + 1], "")
                else:
                    self._prose(token, containers)
            elif kind == "inline" and index > 0 and tokens[index - 1].type in ("th_open", "td_open") and token.map:
                if not self._in_refs():
                    self._table_cell(token)
            index += 1

    def _front_matter(self, token: Token) -> None:
        if token.map:
            self.code_ranges.append(self._line_range(token.map))
        data, self.front_matter_problem = read_front_matter(token.content)
        self.front_matter = data if isinstance(data, dict) else {}

    def _heading(self, token: Token, inline: Token) -> None:
        if not token.map:
            return
        level = int(token.tag[1:]) if token.tag[1:].isdigit() else 1
        start, end = self._line_range(token.map)
        heading = Heading(level=level, text=_plain_inline(inline), span=Span(start, end))
        self.headings.append(heading)
        if self._refs_heading is not None and self._refs_end is None and level <= self._refs_level:
            self._refs_end = start
        if self._refs_heading is None and _heading_key(heading.text) in self.ref_headings:
            self._refs_heading = heading
            self._refs_level = level
        while self._section and self._section[-1][0] >= level:
            self._section.pop()
        self._section.append((level, heading.text))

    def _footnote(self, index: int) -> int:
        """Collect a ``[^label]: text`` definition (not prose); returns the index after it."""
        label = str(self.tokens[index].meta.get("label", ""))
        parts: list[str] = []
        lines: list[int] = []
        index += 1
        while index < len(self.tokens) and self.tokens[index].type != "footnote_close":
            token = self.tokens[index]
            if token.map:
                lines.extend(token.map)
            if token.type == "inline":
                parts.append(token.content)
            index += 1
        if lines:
            start, end = self._line_range([min(lines), max(lines)])
            start += len(self.text[start:end]) - len(self.text[start:end].lstrip())
            body = re.sub(r"\s+", " ", " ".join(parts)).strip()
            if label and label not in self.footnotes:
                self.footnotes[label] = FootnoteDefinition(label=label, text=body, span=Span(start, end))
                self.non_prose_markers.extend(_markers_in_note(self.text, start, end, self.code_ranges))
        return index + 1

    def _prose(self, inline: Token, containers: list[str]) -> None:
        assert inline.map is not None
        pieces = _content_pieces(self.matching, inline.map, inline.content)
        if not pieces:
            return
        kind = "paragraph"
        for container in reversed(containers):
            if container in ("list_item", "blockquote"):
                kind = container
                break
        children = [child for child in inline.children or [] if not (child.type == "text" and not child.content.strip())]
        if children and all(child.type in ("image", "softbreak") for child in children):
            kind = "caption"  # a paragraph that is only a figure: its alt text is the prose
        start, end = pieces[0][0], pieces[-1][1]
        # Everything between one line's content and the next (">" prefixes, list
        # indentation) is not prose.
        masked = [
            (left[1], right[0])
            for left, right in zip(pieces, pieces[1:])
            if self.text[left[1] : right[0]].strip()
        ]
        self.blocks.append(_Block(start, end, kind, self._section_path(), masked))

    def _table_cell(self, inline: Token) -> None:
        assert inline.map is not None
        content = inline.content.strip()
        if not content:
            return
        line = inline.map[0]
        line_start = self.matching.line_start(line)
        line_text = self.matching.line_text(line)
        column = self._cell_cursor[1] if self._cell_cursor[0] == line else 0
        found = line_text.find(content, column)
        if found < 0:
            return
        self._cell_cursor = (line, found + len(content))
        start = line_start + found
        self.blocks.append(_Block(start, start + len(content), "table_cell", self._section_path()))

    def _section_path(self) -> tuple[str, ...]:
        return tuple(text for _, text in self._section)

    def _refs_entry(self, line_map: list[int], markup: str) -> None:
        start, end = self._line_range(line_map)
        raw = self.text[start:end]
        stripped = raw.strip()
        if not stripped:
            return
        start += len(raw) - len(raw.lstrip())
        end = start + len(stripped)
        body = re.sub(r"^\s*(?:[-*+]|\d+[.)])\s+", "", stripped, count=1)
        number: int | None = None
        list_number = re.match(r"^\s*(\d+)[.)]\s", stripped + " ")
        if list_number:
            number = int(list_number.group(1))
        prefix = _ENTRY_NUMBER.match(body)
        if prefix and prefix.group(1):
            number = int(prefix.group(1))
            body = body[prefix.end() :]
        body = re.sub(r"\s+", " ", body).strip()
        self._refs_entries.append(
            ReferenceListEntry(text=body, span=Span(start, end), number=number, links=_entry_links(body))
        )

    def add_flattened(self, lines: Sequence[int]) -> None:
        """Each line nested past the parser's limit becomes a plain paragraph of its text
        (prefix excluded), in the section of the prose before it; none inside code or the
        references section (they are not prose)."""
        if not lines:
            return
        references = self.references_section()
        for number in lines:
            start = self.source.line_start(number)
            line = self.source.line_text(number)
            content = start + len(_container_prefix(line))
            end = start + len(line.rstrip())
            if content >= end or (references is not None and references.span.start <= content <= references.span.end):
                continue
            if any(low <= content < high for low, high in self.code_ranges):
                continue
            before = [block for block in self.blocks if block.start < content]
            section = before[-1].section if before else ()
            self.blocks.append(_Block(content, end, "paragraph", section))
        self.blocks.sort(key=lambda block: block.start)

    def references_section(self) -> ReferencesSection | None:
        if self._refs_heading is None:
            return None
        end = self._refs_end if self._refs_end is not None else len(self.text)
        start = self._refs_heading.span.start
        end = start + len(self.text[start:end].rstrip())
        return ReferencesSection(heading=self._refs_heading, span=Span(start, max(end, start)), entries=self._refs_entries)


def _heading_key(text: str) -> str:
    key = _HEADING_NUMBER.sub("", text.strip()).strip().rstrip(":").strip()
    return key.lower()


def _plain_inline(inline: Token) -> str:
    """Heading text without markup: the text, code and math of its inline children."""
    parts = [
        child.content
        for child in inline.children or []
        if child.type in ("text", "code_inline", "math_inline", "math_inline_double")
    ]
    text = "".join(parts) if parts else inline.content
    return re.sub(r"\s+", " ", text).strip()


def _content_pieces(source: SourceText, line_map: list[int], content: str) -> list[tuple[int, int]]:
    """Absolute ``(start, end)`` of each line of a paragraph's content in the source.

    markdown-it strips container prefixes (``>``, list indentation) from each line, so
    each content line is a suffix of its source line; lines are aligned from the end
    (link reference definitions may precede the paragraph inside its map).
    """
    lines = content.split("\n")
    first, last = line_map
    pieces: list[tuple[int, int]] = []
    for offset, line in enumerate(reversed(lines)):
        number = last - 1 - offset
        if number < first or number >= source.line_count:
            return []
        wanted = line.strip()
        if not wanted:
            continue
        source_line = source.line_text(number).rstrip()
        if source_line.endswith(wanted):
            column = len(source_line) - len(wanted)
        else:
            column = source_line.find(wanted)
            if column < 0:
                return []
        start = source.line_start(number) + column
        pieces.append((start, start + len(wanted)))
    pieces.reverse()
    return pieces


def _inline_masks(local: str) -> tuple[list[tuple[int, int]], list[tuple[int, int]]]:
    """Spans of a paragraph that are not prose: code, math, HTML, link destinations.

    Returns (masked spans, html-comment spans), local offsets. Scans left to right like
    an inline parser: backslash escapes, CommonMark code spans, ``$$..$$`` and ``$..$``
    (the dollarmath rules configured in :func:`_parser`), comments, tags, autolinks.
    """
    masked: list[tuple[int, int]] = []
    comments: list[tuple[int, int]] = []
    length = len(local)
    index = 0
    openings: dict[int, int] | None = None  # computed at the first link, once per paragraph
    while index < length:
        special = _SPECIAL.search(local, index)
        if special is None:
            break
        index = special.start()
        char = local[index]
        if char == "\\":
            index += 2
            continue
        if char == "`":
            run = len(local[index:]) - len(local[index:].lstrip("`"))
            closer = re.compile(r"(?<!`)`{%d}(?!`)" % run).search(local, index + run)
            if closer:
                masked.append((index, closer.end()))
                index = closer.end()
            else:
                index += run
            continue
        if char == "$":
            end = _math_end(local, index)
            if end is not None:
                masked.append((index, end))
                index = end
                continue
        if char == "<":
            if local.startswith("<!--", index):
                close = local.find("-->", index + 4)
                if close >= 0:
                    masked.append((index, close + 3))
                    comments.append((index, close + 3))
                    index = close + 3
                    continue
            match = _AUTOLINK.match(local, index) or _HTML_TAG.match(local, index)
            if match:
                masked.append((index, match.end()))
                index = match.end()
                continue
        if char == "]":
            match = _LINK_TAIL.match(local, index)
            if match:
                if openings is None:
                    openings = _bracket_openings(local)
                opening = openings.get(index)
                if opening is not None and opening > 0 and local[opening - 1] == "!":
                    masked.append((opening - 1, opening + 1))  # an image: "![alt](src)" keeps "alt"
                    masked.append((index, match.end()))
                else:
                    masked.append((index + 1, match.end()))  # a link: "[text]" stays (it may be a marker)
                index = match.end()
                continue
        index += 1
    return masked, comments


_BRACKETS = re.compile(r"\\+|\[|\]")


def _bracket_openings(local: str) -> dict[int, int]:
    """For each "]" the index of the "[" it closes (escapes and nesting respected), in one
    pass: scanning back from every "]" was quadratic (30k nested links: minutes)."""
    openings: dict[int, int] = {}
    stack: list[int] = []
    escaped_at = -1
    for match in _BRACKETS.finditer(local):
        found = match.group()
        if found[0] == "\\":
            if len(found) % 2:
                escaped_at = match.end()
            continue
        if match.start() == escaped_at:
            continue
        if found == "[":
            stack.append(match.start())
        elif stack:
            openings[match.start()] = stack.pop()
    return openings


def _emphasis_marks(local: str) -> list[tuple[int, int]]:
    """Emphasis and strikethrough delimiters ("**", "_", "~~") at word edges, except inside a
    citation key: Pandoc's keys may begin or end with "_" ([@_x], [@x_], [@{_x}]), and
    blanking it dropped the marker or changed its key."""
    if "*" not in local and "_" not in local and "~" not in local:
        return []  # the pattern's look-behind branch makes a full scan slow
    marks = [match.span() for match in _EMPHASIS.finditer(local)]
    if "@" not in local or not marks:
        return marks
    keys = [match.span() for match in _CITATION_KEY.finditer(local)]
    if not keys:
        return marks
    starts = [start for start, _ in keys]
    kept = []
    for start, end in marks:
        position = bisect.bisect_right(starts, start) - 1
        if position < 0 or keys[position][1] <= start:
            kept.append((start, end))
    return kept


def _math_end(local: str, index: int) -> int | None:
    """End of the math starting at ``index`` (a ``$``), or None when it is a literal dollar."""
    length = len(local)
    if local.startswith("$$", index):
        close = _find_unescaped(local, "$$", index + 2)
        if close is None:
            return None
        return close + 2 if close > index + 2 else None
    if index + 1 >= length or local[index + 1].isspace():
        return None
    if index > 0 and local[index - 1].isdigit():
        return None
    close = _find_unescaped(local, "$", index + 1)
    if close is None:
        return None
    if local[close - 1].isspace() or (close + 1 < length and local[close + 1].isdigit()) or close == index + 1:
        return None
    return close + 1


def _find_unescaped(text: str, delimiter: str, start: int) -> int | None:
    """The first ``delimiter`` at or after ``start`` not preceded by an odd run of backslashes."""
    close = start
    while True:
        close = text.find(delimiter, close)
        if close < 0:
            return None
        if not _escaped(text, close):
            return close
        close += 1


def _escaped(text: str, index: int) -> bool:
    slashes = 0
    while index - slashes - 1 >= 0 and text[index - slashes - 1] == "\\":
        slashes += 1
    return slashes % 2 == 1


@dataclass
class _LocalBlock:
    """One prose block analysed on its own: everything offset from the block's start.

    It depends on the block's text and container masks only, so an edit elsewhere in
    the draft leaves it valid; ``placed`` keeps the last absolute version too, since
    blocks before an edit do not even move.
    """

    markers: list[CitationMarker]
    # (start, end, indices into markers, masked spans clipped to the sentence)
    sentences: list[tuple[int, int, tuple[int, ...], tuple[tuple[int, int], ...]]]
    placed: "tuple[int, list[CitationMarker], list[tuple[Span, tuple[Span, ...]]]] | None" = None


def clear_caches() -> None:
    """Forget every analysed block (benchmarks measuring a cold parse call this)."""
    _local_block.cache_clear()


def _analyse_block(local_text: str, block_masked: tuple[tuple[int, int], ...]) -> _LocalBlock:
    """Masks, markers and sentences of one block, in block-local offsets."""
    local = list(local_text)
    masked_local = list(block_masked)
    inline, _ = _inline_masks(_blank(local, masked_local))
    masked_local.extend(inline)
    masked_local.extend(_emphasis_marks(_blank(local, masked_local)))
    masked_text = _blank(local, masked_local)
    markers = find_markers(masked_text, 0)
    marker_local = [(marker.span.start, marker.span.end) for marker in markers]
    attach = [span for marker, span in zip(markers, marker_local) if not marker.narrative]
    narrative = [span for marker, span in zip(markers, marker_local) if marker.narrative]
    # Container prefixes are blank now and hold no terminals; only inline masks
    # (code, math, HTML) and markers must stay whole.
    spans = split_sentences(masked_text, protected=inline + narrative, attach=attach)
    # Sentences ask for their markers and masks by bisection, not by a scan each: a paragraph
    # of 12,000 footnoted sentences took 21 s scanning (sentences x markers).
    by_marker_start = sorted(range(len(marker_local)), key=lambda number: marker_local[number][0])
    marker_starts = [marker_local[number][0] for number in by_marker_start]
    masks = sorted(masked_local)
    mask_starts = [m_start for m_start, _ in masks]
    furthest: list[int] = []  # furthest[i]: the largest end among masks[0..i]
    for _, m_end in masks:
        furthest.append(max(m_end, furthest[-1]) if furthest else m_end)
    sentences = []
    for start, end in spans:
        owned = tuple(sorted(by_marker_start[bisect.bisect_left(marker_starts, start):
                                             bisect.bisect_left(marker_starts, end)]))
        overlapping = []
        position = bisect.bisect_left(mask_starts, end) - 1  # masks starting before the sentence ends
        while position >= 0 and furthest[position] > start:  # none further back reaches into it
            m_start, m_end = masks[position]
            if m_end > start:
                overlapping.append((max(start, m_start), min(end, m_end)))
            position -= 1
        sentences.append((start, end, owned, tuple(sorted(overlapping))))
    return _LocalBlock(markers, sentences)


@lru_cache(maxsize=4096)  # thread-safe; a block that did not change is analysed once
def _local_block(local_text: str, block_masked: tuple[tuple[int, int], ...]) -> _LocalBlock:
    return _analyse_block(local_text, block_masked)


_BlockKey = tuple[str, tuple[tuple[int, int], ...]]
# The blocks of the last parse of each of the most recent drafts, by path. Why beside the LRU
# above: a draft of more blocks than it holds evicts its own blocks on every pass (a
# 10,000-paragraph draft re-analysed every block per keystroke, 1.1-1.4 s); the previous
# version of the same draft always has them. Bounded by drafts, not blocks: each map holds
# what that draft's parse holds anyway.
RECENT_DRAFTS = 8
_recent_blocks: "OrderedDict[Path, dict[_BlockKey, _LocalBlock]]" = OrderedDict()
_recent_lock = threading.Lock()


def _recent(path: Path) -> dict[_BlockKey, _LocalBlock]:
    with _recent_lock:
        return _recent_blocks.get(path, {})


def _remember(path: Path, blocks: dict[_BlockKey, _LocalBlock]) -> None:
    with _recent_lock:
        _recent_blocks[path] = blocks
        _recent_blocks.move_to_end(path)
        while len(_recent_blocks) > RECENT_DRAFTS:
            _recent_blocks.popitem(last=False)


def _place(analysed: _LocalBlock, offset: int) -> tuple[list[CitationMarker], list[tuple[Span, tuple[Span, ...]]]]:
    """The block's markers and sentence spans at ``offset`` (reused when it did not move)."""
    placed = analysed.placed
    if placed is not None and placed[0] == offset:
        return placed[1], placed[2]
    markers = [shift_marker(marker, offset) for marker in analysed.markers] if offset else list(analysed.markers)
    sentences = [
        (Span(offset + start, offset + end), tuple(Span(offset + low, offset + high) for low, high in clipped))
        for start, end, _, clipped in analysed.sentences
    ]
    analysed.placed = (offset, markers, sentences)
    return markers, sentences


def _build_paragraphs(
    text: str, blocks: list[_Block], previous: dict[_BlockKey, _LocalBlock] | None = None,
) -> tuple[list[Paragraph], list[CitationMarker], dict[_BlockKey, _LocalBlock]]:
    """Paragraphs and sentences of every prose block.

    Each block is analysed on its own text (cached by that text), so after an edit only
    the changed blocks are split again; the rest are moved to their new offsets.
    Markers and spans are immutable values, shared safely between successive drafts.
    """
    paragraphs: list[Paragraph] = []
    all_markers: list[CitationMarker] = []
    seen: dict[_BlockKey, _LocalBlock] = {}
    sentence_index = 0
    for block in blocks:
        block_start = block.start
        key = (text[block_start : block.end], tuple((start - block_start, end - block_start) for start, end in block.masked))
        reused = previous.get(key) if previous else None
        analysed = reused if reused is not None else _local_block(*key)
        seen[key] = analysed
        markers, placed = _place(analysed, block_start)
        paragraph = Paragraph(
            index=len(paragraphs),
            span=Span(block_start, block.end),
            section=block.section,
            kind=block.kind,
            first_sentence=sentence_index,
        )
        for (_, _, owned, _), (span, masked) in zip(analysed.sentences, placed):
            sentence_markers = [markers[number] for number in owned]
            paragraph.sentences.append(
                Sentence(
                    index=sentence_index,
                    span=span,
                    text=text[span.start : span.end],
                    paragraph_index=paragraph.index,
                    section=block.section,
                    markers=sentence_markers,
                    masked=list(masked),
                )
            )
            all_markers.extend(sentence_markers)
            sentence_index += 1
        paragraph.citing = tuple(bool(sentence.markers) for sentence in paragraph.sentences)
        if paragraph.sentences:
            paragraphs.append(paragraph)
    return paragraphs, all_markers, seen


def _blank(chars: list[str], spans: Sequence[tuple[int, int]]) -> str:
    """The text with ``spans`` replaced by spaces (newlines kept, so lengths match)."""
    out = list(chars)
    length = len(out)
    for start, end in spans:
        low, high = max(0, start), min(end, length)
        if low < high:
            out[low:high] = ["\n" if char == "\n" else " " for char in out[low:high]]
    return "".join(out)


def _comments(text: str, code_ranges: list[tuple[int, int]]) -> list[Comment]:
    """Every HTML comment outside code blocks, code spans and front matter."""
    comments: list[Comment] = []
    masks: dict[int, tuple[list[tuple[int, int]], set[int]]] = {}  # per paragraph: linear, not quadratic
    for match in _COMMENT.finditer(text):
        start = match.start()
        if any(low <= start < high for low, high in code_ranges):
            continue
        if _in_code_span(text, start, masks):
            continue
        comments.append(Comment(span=Span(start, match.end()), body=match.group(1).strip()))
    return comments


def _in_code_span(text: str, offset: int, memo: dict[int, tuple[list[tuple[int, int]], set[int]]]) -> bool:
    """Whether ``offset`` falls inside an inline code span of its paragraph.

    The paragraph's masks are computed once (``memo``, keyed by the paragraph's start):
    a paragraph of many comments used to be re-scanned for each, 38 s for 30 KB."""
    block_start = text.rfind("\n\n", 0, offset)
    block_start = 0 if block_start < 0 else block_start + 2
    if block_start not in memo:
        block_end = text.find("\n\n", offset)
        block_end = len(text) if block_end < 0 else block_end
        masked, comments = _inline_masks(text[block_start:block_end])
        merged: list[tuple[int, int]] = []  # disjoint, sorted: one bisection answers
        for start, end in sorted(masked):
            if merged and start <= merged[-1][1]:
                merged[-1] = (merged[-1][0], max(merged[-1][1], end))
            else:
                merged.append((start, end))
        memo[block_start] = (merged, {start for start, _ in comments})
    merged, comment_starts = memo[block_start]
    local = offset - block_start
    if local in comment_starts:
        return False
    position = bisect.bisect_right(merged, (local, float("inf"))) - 1
    return position >= 0 and merged[position][0] <= local < merged[position][1]


def _link_definitions(text: str, source: SourceText, env: dict[str, Any]) -> dict[str, LinkDefinition]:
    """Link reference definitions with spans (markdown-it keeps only their line ranges)."""
    result: dict[str, LinkDefinition] = {}
    for data in (env.get("references") or {}).values():
        line_map = data.get("map")
        if not line_map:
            continue
        first, last = line_map
        start = source.line_start(first)
        last_line = min(last, source.line_count) - 1
        end = source.line_start(last_line) + len(source.line_text(last_line))
        chunk = text[start:end]
        prefix = re.match(r"(?:[ \t]*>)*[ \t]*", chunk)
        offset = prefix.end() if prefix else 0
        body = re.sub(r"\n(?:[ \t]*>)*", "\n", chunk[offset:])
        match = _LINK_DEFINITION.match(body)
        if match:
            label = match.group("label")
            title = match.group("title")
            span_end = start + offset + len(chunk[offset:].rstrip())
            destination = match.group("dest")
            if destination.startswith("<") and destination.endswith(">"):
                destination = destination[1:-1]
            definition = LinkDefinition(
                label=label,
                destination=destination,
                title=(data.get("title") or title[1:-1]) if title is not None else None,
                span=Span(start + offset, span_end),
            )
        else:
            label = chunk.strip()
            definition = LinkDefinition(
                label=label, destination=str(data.get("href", "")), title=data.get("title") or None, span=Span(start, end)
            )
        key = _normalise_label(label)
        result.setdefault(key, definition)
    return result


def _normalise_label(label: str) -> str:
    return re.sub(r"\s+", " ", label.strip()).casefold()


def _entry_links(body: str) -> tuple[str, ...]:
    """Link destinations, URLs and file paths named in a reference entry, in order."""
    found: list[str] = []
    for match in re.finditer(r"\]\(\s*<?([^)\s>]+)>?(?:\s+[^)]*)?\)", body):
        found.append(match.group(1))
    for match in re.finditer(r"<((?:https?|file)://[^>\s]+)>", body):
        found.append(match.group(1))
    for match in _BARE_URL.finditer(body):
        found.append(match.group())
    for match in _BARE_PATH.finditer(body):
        found.append(match.group())
    unique: list[str] = []
    for link in found:
        if link not in unique and not any(link != other and link in other for other in found if "://" in other):
            unique.append(link)
    return tuple(unique)
