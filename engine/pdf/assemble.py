"""A parsed PDF's blocks into one text with pages, sections and paragraphs (an Assembly).

Line-break hyphens are repaired here, against the document's own vocabulary, and the
references section is set apart: its entries are kept as raw strings for matching
bibliographies but never become evidence.
"""

from __future__ import annotations

import re

from ..passages import Assembly
from .cleanup import join_lines, unmapped_decimal_points
from .model import ParsedPdf, PdfBlock, PdfLine
from .structure import heading_key

_ENTRY_START = re.compile(r"^\s*(\[\d+\]|\(\d+\)|\d{1,3}\.\s|\d{1,3}\s+[A-Z])")


#: A heading that names itself an appendix wherever it stands.
APPENDIX_HEADING = re.compile(r"^\s*(appendix|appendices|supplementary|supplemental)\b", re.IGNORECASE)
#: Back matter that may follow the references without being an appendix.
BACK_MATTER = re.compile(
    r"^\s*(acknowledge?ments?|funding|author(?:s'?)? contributions?|conflicts? of interests?|competing interests?"
    r"|declarations?|data availability)\b", re.IGNORECASE)


def assemble_pdf(parsed: ParsedPdf, references_headings: tuple[str, ...]) -> tuple[Assembly, list[str]]:
    """(assembly, raw reference entries)."""
    assembly = Assembly()
    references: list[str] = []
    names = _bibliography_names(parsed, {name.lower() for name in references_headings})
    if parsed.title:
        assembly.paragraph([(parsed.title, 1)], evidence=False)
    in_references = False
    after_references = False  # a top-level heading after the references starts the appendices
    references_level = 0
    pending: list[PdfLine] = []  # reference lines: entries cross block breaks (hanging indents)

    def flush() -> None:
        for entry, page in _reference_entries(pending, parsed.words):
            references.append(entry)
            assembly.paragraph([(entry, page)], evidence=False)
        pending.clear()

    fragments: list[PdfBlock] = []  # table cells, figure labels: merged into one paragraph

    def flush_fragments() -> None:
        if fragments:
            merged = PdfBlock("paragraph", [line for block in fragments for line in block.lines])
            assembly.paragraph(_joined(merged, parsed.words, separator=" "), evidence=True)
            fragments.clear()

    for block in parsed.blocks:
        if block.kind == "heading":
            flush_fragments()
            flush()
            key = heading_key(block.text)
            if key in names:
                in_references, references_level = True, block.level
                role = "references"
            else:
                if in_references and block.level <= references_level:
                    in_references, after_references = False, True
                if (after_references or APPENDIX_HEADING.match(block.text)) and not BACK_MATTER.match(block.text):
                    role = "appendix"
                else:
                    role = "abstract" if key == "abstract" else "body"
            title = " ".join(line.text for line in block.lines)
            assembly.heading(title, max(block.level, 1), block.page, role=role)
            continue
        if in_references:
            pending.extend(block.lines)
            continue
        if block.kind == "paragraph" and _is_fragment(block):
            fragments.append(block)
            continue
        flush_fragments()
        pieces = _joined(block, parsed.words)
        assembly.paragraph(pieces, evidence=block.kind == "paragraph")
    flush_fragments()
    flush()
    assembly.finish()
    return assembly, references


def _bibliography_names(parsed: ParsedPdf, names: set[str]) -> set[str]:
    """The references heading names that head this paper's bibliography: the last one named, so
    that a section called "Sources" early in a vignette (the text sources a package reads), before
    its "References", is read as text; a name repeated (a thesis's per-chapter "References") still
    heads every list."""
    named = [key for block in parsed.blocks if block.kind == "heading" and (key := heading_key(block.text)) in names]
    return {named[-1]} if named else names


def _is_fragment(block: PdfBlock) -> bool:
    """A short piece without a sentence end: a table cell, a figure label, a lone number."""
    text = block.text
    return len(text.split()) < 8 and not text.rstrip().endswith((".", "?", "!", ":"))


def _joined(block: PdfBlock, words: set[str], separator: str | None = None) -> list[tuple[str, int | None]]:
    """Lines joined into one paragraph, split where the page changes."""
    combined = ""
    breaks: list[tuple[int, int]] = []  # (offset, page)
    for line in block.lines:
        if separator is not None and combined:
            combined = combined + separator + line.text
        else:
            combined = join_lines(combined, line.text, words)
        start = len(combined) - len(line.text)
        if not breaks or breaks[-1][1] != line.page:
            breaks.append((start if breaks else 0, line.page))
    pieces: list[tuple[str, int | None]] = []
    for index, (offset, page) in enumerate(breaks):
        end = breaks[index + 1][0] if index + 1 < len(breaks) else len(combined)
        pieces.append((unmapped_decimal_points(combined[offset:end]), page))
    return pieces


def _reference_entries(lines: list[PdfLine], words: set[str]) -> list[tuple[str, int]]:
    """Split a references list at numbered starts ([12], (12), 12.), else at hanging indents."""
    if not lines:
        return []
    numbered = sum(1 for line in lines if _ENTRY_START.match(line.text)) >= max(2, len(lines) // 8)
    lefts: dict[tuple[int, int], float] = {}
    for line in lines:
        key = (line.page, line.column)
        lefts[key] = min(lefts.get(key, line.x0), line.x0)
    entries: list[tuple[str, int]] = []
    current, page = "", lines[0].page
    for line in lines:
        starts = _ENTRY_START.match(line.text) if numbered else line.x0 <= lefts[(line.page, line.column)] + 2.0
        if starts and current:
            entries.append((current, page))
            current, page = "", line.page
        current = join_lines(current, line.text, words)
    if current:
        entries.append((current, page))
    return entries
