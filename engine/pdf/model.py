"""Plain data passed between the PDF stages (runs -> lines -> blocks -> parsed document)."""

from __future__ import annotations

from dataclasses import dataclass, field


class PdfError(Exception):
    """A PDF that cannot be used; ``reason`` is short and shown to the user (RB003)."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


@dataclass
class TextRun:
    """One visitor callback's text, placed on the page (PDF user space, y grows upwards)."""

    text: str
    x0: float
    x1: float
    baseline: float
    size: float  # rendered font size (Tf size times the matrix's vertical scale)
    font: str
    bold: bool


@dataclass
class PdfLine:
    """Runs sharing a baseline (superscripts and subscripts included), left to right."""

    page: int  # 1-based
    text: str
    x0: float
    x1: float
    baseline: float
    size: float  # the dominant (most characters) font size
    bold: bool  # every letter is in a bold face
    column: int = 0  # 0 single/spanning, 1 left, 2 right
    gap_before: float = 0.0  # vertical distance from the previous line in reading order
    front: bool = False  # page-one front matter (authors, affiliations) before the first section


@dataclass
class PdfBlock:
    """A heading or a paragraph in reading order; lines keep their pages."""

    kind: str  # "heading" | "paragraph" | "front" (authors, affiliations)
    lines: list[PdfLine]
    level: int = 0  # headings only
    number: str | None = None  # "3.2" when the heading is numbered

    @property
    def text(self) -> str:
        return " ".join(line.text for line in self.lines)

    @property
    def page(self) -> int:
        return self.lines[0].page


@dataclass
class ParsedPdf:
    """What the parser understood; ``index`` turns it into a SourceDocument."""

    page_count: int
    title: str
    blocks: list[PdfBlock] = field(default_factory=list)
    body_size: float = 10.0
    dropped_lines: int = 0  # running heads, page numbers, rotated text
    words: set[str] = field(default_factory=set)  # the document's vocabulary (hyphen repair)
