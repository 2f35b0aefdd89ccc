"""Passages: the units retrieval returns and the claim scorer reads.

A source's text is assembled once (headings and paragraphs, with page and section
bookkeeping) and passages are character ranges of it, so a hover can show the exact
place. Two granularities, both never crossing a section:

* ``evidence`` - a few sentences of one paragraph (up to 3 sentences / 90 words):
  short enough to show on hover, long enough to carry a claim.
* ``chunk`` - about 350 tokens of consecutive sentences of one section, the unit
  AlignScore reads. Tokens are counted with the packaged MiniLM tokenizer (WordPiece);
  when it cannot be loaded, 1.3 tokens per word approximates it.

Source text is split into sentences by a small internal splitter (abbreviations,
initials, decimals, "et al."): helper A's draft splitter protects Markdown citation
markers, which source text does not have, and PDFs need the abbreviation rules more.
"""

from __future__ import annotations

import bisect
import re
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Callable, Iterable, Sequence

EVIDENCE_MAX_SENTENCES = 3
EVIDENCE_MAX_WORDS = 90
EVIDENCE_MIN_TAIL_WORDS = 12
CHUNK_TOKENS = 350


@dataclass(frozen=True)
class Passage:
    doc_id: str  # the source's content hash
    index: int  # position within its granularity
    text: str
    page_start: int | None  # 1-based; None for .txt/.md
    page_end: int | None
    section: tuple[str, ...]  # heading path, outermost first
    char_start: int
    char_end: int  # offsets into SourceDocument.text
    kind: str  # "evidence" or "chunk"
    appendix: bool = False  # in an appendix (a section after the references, or named so)


def section_path(sections: "list[Section]", index: int | None) -> tuple[str, ...]:
    """Titles from the outermost section down to ``sections[index]``."""
    path: list[str] = []
    while index is not None:
        path.append(sections[index].title)
        index = sections[index].parent
    return tuple(reversed(path))


@dataclass(frozen=True)
class Section:
    """A heading and the text range it governs (up to the next heading of any level)."""

    title: str
    level: int
    page: int | None
    parent: int | None  # index into SourceDocument.sections
    char_start: int  # where the heading text starts
    char_end: int  # where the section's own text ends (next heading)
    role: str = "body"  # body | abstract | references | appendix


@dataclass
class Paragraph:
    start: int
    end: int
    section: int | None  # index into sections
    evidence: bool = True  # False for front matter and references


@dataclass
class Assembly:
    """Text under construction, with pages, sections and paragraphs as offsets."""

    text: str = ""
    sections: list[Section] = field(default_factory=list)
    paragraphs: list[Paragraph] = field(default_factory=list)
    page_starts: list[int] = field(default_factory=list)  # offsets where a new page begins
    page_numbers: list[int] = field(default_factory=list)
    _stack: list[int] = field(default_factory=list)
    _current: int | None = None
    _in_references_level: int | None = None

    def _append(self, piece: str) -> int:
        if self.text:
            self.text += "\n\n"
        start = len(self.text)
        self.text += piece
        return start

    def mark_page(self, offset: int, page: int | None) -> None:
        if page is None:
            return
        if not self.page_numbers or self.page_numbers[-1] != page:
            self.page_starts.append(offset)
            self.page_numbers.append(page)

    def heading(self, title: str, level: int, page: int | None, role: str = "body", start: int | None = None) -> None:
        self._close_section()
        if start is None:
            start = self._append(title)
        self.mark_page(start, page)
        while self._stack and self.sections[self._stack[-1]].level >= level:
            self._stack.pop()
        parent = self._stack[-1] if self._stack else None
        if role == "body" and parent is not None and self.sections[parent].role != "body":
            role = self.sections[parent].role  # subsections of References stay references
        self.sections.append(Section(title, level, page, parent, start, start + len(title), role))
        self._current = len(self.sections) - 1
        self._stack.append(self._current)

    def paragraph(self, pieces: Sequence[tuple[str, int | None]] | str, evidence: bool = True, start: int | None = None) -> None:
        """Add a paragraph from (text, page) pieces already joined, or from a plain string."""
        if isinstance(pieces, str):
            pieces = [(pieces, None)]
        if start is None:
            start = len(self.text) + (2 if self.text else 0)
            offset = start
            for text, page in pieces:
                self.mark_page(offset, page)
                offset += len(text)
            self._append("".join(text for text, _ in pieces))
        end = start + sum(len(text) for text, _ in pieces)
        role = self.sections[self._current].role if self._current is not None else "body"
        self.paragraphs.append(Paragraph(start, end, self._current, evidence and role != "references"))

    def _close_section(self) -> None:
        if self._current is not None:
            section = self.sections[self._current]
            end = max(section.char_end, self.paragraphs[-1].end if self.paragraphs else section.char_end)
            self.sections[self._current] = Section(
                section.title, section.level, section.page, section.parent, section.char_start, end, section.role
            )

    def in_appendix(self, index: int | None) -> bool:
        return index is not None and self.sections[index].role == "appendix"

    def finish(self) -> None:
        self._close_section()
        self._current = None

    def page_at(self, offset: int) -> int | None:
        if not self.page_starts:
            return None
        index = bisect.bisect_right(self.page_starts, offset) - 1
        return self.page_numbers[max(index, 0)]

    def section_path(self, index: int | None) -> tuple[str, ...]:
        return section_path(self.sections, index)


# ---------------------------------------------------------------------------
# Sentences

_CITATION_TAIL = re.compile(r"(\d{1,3}(?:\s?[,–-]\s?\d{1,3})*)\s+(?=[A-Z])")


def split_sentences(text: str, start: int = 0, end: int | None = None) -> list[tuple[int, int]]:
    """Sentence (start, end) offsets inside ``text[start:end]``, whitespace trimmed.

    The engine's one splitter (:mod:`rblint.engine.sentences`, the same rules and
    abbreviation list as for drafts), plus what only PDF text has: a superscript citation
    printed after the full stop ("... scenarios. 37 Other work") ends the sentence before
    it instead of starting the next one."""
    from .sentences import split_sentences as split

    end = len(text) if end is None else end
    segment = text[start:end]
    spans: list[tuple[int, int]] = []
    for a, b in split(segment):
        tail = _CITATION_TAIL.match(segment, a, b)
        if spans and tail:
            spans[-1] = (spans[-1][0], tail.end(1))
            a = tail.end()
        if a < b:
            spans.append((a, b))
    return [(start + a, start + b) for a, b in spans]


# ---------------------------------------------------------------------------
# Token counting


@lru_cache(maxsize=1)
def _tokenizer() -> object | None:
    """The MiniLM WordPiece tokenizer via the light ``tokenizers`` package (no torch import)."""
    try:
        from tokenizers import Tokenizer

        from .embedding import minilm_path

        tokenizer = Tokenizer.from_file(str(minilm_path() / "tokenizer.json"))
        tokenizer.no_truncation()
        tokenizer.no_padding()
        return tokenizer
    except Exception:  # no model package, or a broken install: approximate
        return None


def token_counter() -> tuple[str, Callable[[list[str]], list[int]]]:
    """(identifier, counter) - the identifier goes into the cache key."""
    tokenizer = _tokenizer()
    if tokenizer is None:
        return "words*1.3", lambda texts: [int(len(text.split()) * 1.3) + 1 for text in texts]

    def count(texts: list[str]) -> list[int]:
        if not texts:
            return []
        encoded = tokenizer.encode_batch(texts, add_special_tokens=False)  # type: ignore[attr-defined]
        return [len(item.ids) for item in encoded]

    return "minilm-wordpiece", count


# ---------------------------------------------------------------------------
# Passages


def build_passages(
    doc_id: str, assembly: Assembly, counter: Callable[[list[str]], list[int]] | None = None
) -> tuple[list[Passage], list[Passage]]:
    """(evidence passages, AlignScore chunks) for an assembled text."""
    if counter is None:
        counter = token_counter()[1]
    text = assembly.text
    evidence: list[Passage] = []
    by_section: dict[int | None, list[tuple[int, int]]] = {}
    order: list[int | None] = []
    for paragraph in assembly.paragraphs:
        if not paragraph.evidence:
            continue
        sentences = _cap_sentences(text, split_sentences(text, paragraph.start, paragraph.end))
        if not sentences:
            continue
        if paragraph.section not in by_section:
            by_section[paragraph.section] = []
            order.append(paragraph.section)
        by_section[paragraph.section].extend(sentences)
        path = assembly.section_path(paragraph.section)
        appendix = assembly.in_appendix(paragraph.section)
        for group in _group_evidence(text, sentences):
            start, end = group[0][0], group[-1][1]
            evidence.append(_passage(doc_id, len(evidence), text, start, end, path, assembly, "evidence", appendix))
    chunks: list[Passage] = []
    for section in order:
        sentences = by_section[section]
        counts = counter([text[a:b] for a, b in sentences])
        path = assembly.section_path(section)
        appendix = assembly.in_appendix(section)
        for group in _group_tokens(sentences, counts, CHUNK_TOKENS):
            chunks.append(_passage(doc_id, len(chunks), text, group[0][0], group[-1][1], path, assembly, "chunk", appendix))
    return evidence, chunks


def _passage(doc_id: str, index: int, text: str, start: int, end: int, path: tuple[str, ...], assembly: Assembly,
             kind: str, appendix: bool = False) -> Passage:
    return Passage(
        doc_id=doc_id, index=index, text=text[start:end], page_start=assembly.page_at(start),
        page_end=assembly.page_at(max(start, end - 1)), section=path, char_start=start, char_end=end, kind=kind,
        appendix=appendix,
    )


def _cap_sentences(text: str, sentences: list[tuple[int, int]], max_words: int = 120) -> list[tuple[int, int]]:
    """Split run-on 'sentences' (tables, lists without punctuation) into word windows."""
    result: list[tuple[int, int]] = []
    for start, end in sentences:
        words = list(re.finditer(r"\S+", text[start:end]))
        if len(words) <= max_words:
            result.append((start, end))
            continue
        for index in range(0, len(words), max_words):
            window = words[index : index + max_words]
            result.append((start + window[0].start(), start + window[-1].end()))
    return result


def _group_evidence(text: str, sentences: list[tuple[int, int]]) -> Iterable[list[tuple[int, int]]]:
    groups: list[list[tuple[int, int]]] = []
    current: list[tuple[int, int]] = []
    words = 0
    for sentence in sentences:
        count = len(text[sentence[0] : sentence[1]].split())
        if current and (len(current) >= EVIDENCE_MAX_SENTENCES or words + count > EVIDENCE_MAX_WORDS):
            groups.append(current)
            current, words = [], 0
        current.append(sentence)
        words += count
    if current:
        tail_words = sum(len(text[a:b].split()) for a, b in current)
        if groups and tail_words < EVIDENCE_MIN_TAIL_WORDS and len(groups[-1]) < EVIDENCE_MAX_SENTENCES + 1:
            groups[-1].extend(current)
        else:
            groups.append(current)
    return groups


def _group_tokens(sentences: list[tuple[int, int]], counts: list[int], limit: int) -> Iterable[list[tuple[int, int]]]:
    current: list[tuple[int, int]] = []
    total = 0
    for sentence, count in zip(sentences, counts):
        if current and total + count > limit:
            yield current
            current, total = [], 0
        current.append(sentence)
        total += count
    if current:
        yield current


# ---------------------------------------------------------------------------
# Plain text and Markdown sources

_ATX = re.compile(r"^ {0,3}(#{1,6})[ \t]+(.*?)[ \t]*#*[ \t]*$")
_FENCE = re.compile(r"^ {0,3}(```|~~~)")


def assemble_plain(text: str, *, markdown: bool, references_headings: tuple[str, ...] = ()) -> tuple[Assembly, str, list[str]]:
    """(assembly, title, reference entries) for a .txt/.md source; offsets index ``text`` itself.

    Markdown ATX headings (``#`` .. ``######``) become sections; a plain-text file has
    none. Paragraphs are runs of non-blank lines; fenced code is kept out of evidence.
    """
    assembly = Assembly(text=text)
    names = {name.lower() for name in references_headings}
    title = ""
    references: list[str] = []
    offset = 0
    block_start: int | None = None
    block_end = 0
    in_fence = False
    fence_start = 0

    def flush() -> None:
        nonlocal block_start
        if block_start is None:
            return
        piece = text[block_start:block_end]
        role = assembly.sections[assembly._current].role if assembly._current is not None else "body"
        if role == "references":
            references.append(" ".join(piece.split()))
        assembly.paragraph([(piece, None)], start=block_start)
        block_start = None

    lines = text.split("\n")
    start_index = 0
    if markdown and lines and lines[0].strip() == "---":  # YAML front matter
        for index in range(1, len(lines)):
            if lines[index].strip() in ("---", "..."):
                start_index = index + 1
                break
        offset = sum(len(line) + 1 for line in lines[:start_index])
    for line in lines[start_index:]:
        line_end = offset + len(line)
        if markdown and _FENCE.match(line):
            if not in_fence:
                flush()
                in_fence, fence_start = True, offset
            else:
                in_fence = False
                assembly.paragraphs.append(Paragraph(fence_start, line_end, assembly._current, evidence=False))
            offset = line_end + 1
            continue
        if in_fence:
            offset = line_end + 1
            continue
        heading = _ATX.match(line) if markdown else None
        if heading:
            flush()
            title_text = heading.group(2).strip()
            level = len(heading.group(1))
            key = re.sub(r"[^a-z ]+", "", title_text.lower()).strip()
            role = "references" if key in names else ("abstract" if key == "abstract" else "body")
            if not title and level == 1:
                title = title_text
            start = offset + line.index(title_text) if title_text else offset
            assembly.heading(title_text, level, None, role=role, start=start)
        elif line.strip():
            if block_start is None:
                block_start = offset + (len(line) - len(line.lstrip()))
            block_end = line_end
        else:
            flush()
        offset = line_end + 1
    flush()
    if in_fence:
        assembly.paragraphs.append(Paragraph(fence_start, len(text), assembly._current, evidence=False))
    assembly.finish()
    if not title:
        first = next((p for p in assembly.paragraphs if p.evidence), None)
        if first is not None:
            candidate = text[first.start : first.end].strip().split("\n")[0]
            title = candidate if len(candidate) <= 200 else ""
    return assembly, title, references
