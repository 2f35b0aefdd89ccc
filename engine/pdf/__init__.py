"""PDF text extraction that keeps what retrieval needs: pages, reading order, headings.

pypdf's visitor callbacks give every text run with its matrix and font; ``layout``
rebuilds lines by baseline and columns, ``structure`` finds the title, headings,
abstract and references, and ``cleanup`` repairs hyphens, ligatures and running heads.
"""

from .model import PdfLine, ParsedPdf, PdfBlock, PdfError
from .parser import parse_pdf

__all__ = ["PdfBlock", "PdfError", "PdfLine", "ParsedPdf", "parse_pdf"]
