"""Text runs with positions and font sizes, through pypdf's ``visitor_text`` callback.

pypdf reports each run with the text matrix at its start and the font dictionary, but
not its width; widths come from the font's own ``/Widths`` table so that column gaps
can be told from word gaps. Rotated runs (arXiv margin stamps, axis labels) are
counted and set aside: they must never land in a paragraph.
"""

from __future__ import annotations

import math
import re
import time
from typing import Any

from . import reasons
from .drawing import strip_page_drawing
from .model import PdfError, TextRun

_BOLD_NAME = re.compile(r"(bold|black|heavy|semibold|demi|medi\b|-medi|\bbd\b|cmbx|cmssbx|ptmb|-b$|,b$)", re.I)
_BOLD_SUFFIX = re.compile(r"(TB|TBI|TBO|BX\d*|-B|Bd)$")  # LinLibertineTB, CMBX10
_DEFAULT_WIDTH = 500.0  # 1/1000 em, when a font gives no widths


class Deadline:
    """Cooperative time limit, checked in every pypdf callback, so no page can hang us.

    It counts CPU seconds of the parsing thread (``time.thread_time``), not wall time: a
    pathological file burns CPU and is stopped, while a busy machine or other threads
    (the language server's) do not make a healthy paper fail.
    """

    def __init__(self, seconds: float) -> None:
        self.seconds = seconds
        self.end = time.thread_time() + seconds

    def check(self) -> None:
        if time.thread_time() > self.end:
            raise PdfError(reasons.too_slow(self.seconds))


class _FontInfo:
    """Name, weight and glyph widths (1/1000 em) of one font resource."""

    __slots__ = ("name", "bold", "widths", "average")

    def __init__(self, font: Any) -> None:
        font = _resolve(font)
        name = str(_get(font, "/BaseFont", "") or "")
        self.name = name.split("+", 1)[-1].lstrip("/")
        descriptor = _resolve(_get(font, "/FontDescriptor", None))
        weight = _number(_get(descriptor, "/FontWeight", 0))
        flags = int(_number(_get(descriptor, "/Flags", 0)))
        self.bold = bool(_BOLD_NAME.search(self.name) or _BOLD_SUFFIX.search(self.name)) or weight >= 600 or bool(flags & (1 << 18))
        self.widths = _character_widths(font)
        letters = [self.widths[char] for char in "etaoinshrdlu" if char in self.widths]
        default = self.widths.get("default", 0.0)
        self.average = (sum(letters) / len(letters)) if letters else (default or _DEFAULT_WIDTH)

    def width(self, text: str) -> float:
        """Advance of ``text`` in 1/1000 em (simple-font codes match the characters closely enough)."""
        widths = self.widths
        average = self.average
        return sum(widths.get(char, average) for char in text)


def _character_widths(font: Any) -> dict[str, float]:
    """Widths by character: pypdf's font model (standard 14 metrics, /Widths, CID /W), else /Widths."""
    try:
        from pypdf.generic._font import Font  # not re-exported; guarded below

        widths = Font.from_font_resource(font).character_widths
        found = {str(key): float(value) for key, value in widths.items() if _number(value) > 0}
        return _by_unicode(font, found) if str(_get(font, "/Subtype", "")) == "/Type0" else found
    except Exception:
        pass
    result: dict[str, float] = {}
    widths = _resolve(_get(font, "/Widths", None))
    first = int(_number(_get(font, "/FirstChar", 0)))
    try:
        for offset, width in enumerate(widths or []):
            value = _number(_resolve(width))
            if value > 0:
                result[chr(first + offset)] = value
    except (TypeError, ValueError):
        return {}
    return result


def _by_unicode(font: Any, widths: dict[str, float]) -> dict[str, float]:
    """A composite font's widths are keyed by glyph code; the visitor hands us Unicode.

    Translated through the font's ToUnicode map, so "e" finds the width of the glyph that
    prints "e" instead of the 1000-unit default (which made every word look an em wide,
    left no gap between words, and lost their spaces)."""
    try:
        from pypdf._cmap import _parse_to_unicode  # not public; guarded like the Font import

        mapping, _ = _parse_to_unicode(font)
    except Exception:
        return widths
    translated = {
        str(mapping[code]): width for code, width in widths.items()
        if code in mapping and len(str(mapping[code])) == 1
    }
    if "default" in widths:
        translated["default"] = widths["default"]
    return translated or widths


def _resolve(value: Any) -> Any:
    try:
        return value.get_object() if value is not None and hasattr(value, "get_object") else value
    except Exception:  # a dangling reference in a damaged file
        return None


def _get(mapping: Any, key: str, default: Any) -> Any:
    try:
        return mapping.get(key, default) if mapping is not None else default
    except Exception:
        return default


def _number(value: Any) -> float:
    try:
        return float(value)
    except (TypeError, ValueError):
        return 0.0


def _multiply(m: list[float], n: list[float]) -> list[float]:
    """PDF matrix product m x n for [a b c d e f] row-vector matrices."""
    return [
        m[0] * n[0] + m[1] * n[2],
        m[0] * n[1] + m[1] * n[3],
        m[2] * n[0] + m[3] * n[2],
        m[2] * n[1] + m[3] * n[3],
        m[4] * n[0] + m[5] * n[2] + n[4],
        m[4] * n[1] + m[5] * n[3] + n[5],
    ]


def _form_matrices(page: Any) -> dict[str, list[float]]:
    """/Matrix of each form XObject on the page (empty when the page has none: fast path)."""
    forms: dict[str, list[float]] = {}
    resources = _resolve(_get(page, "/Resources", None))
    xobjects = _resolve(_get(resources, "/XObject", None))
    if not xobjects:
        return forms
    try:
        for name in list(xobjects.keys()):
            xobject = _resolve(xobjects[name])
            if str(_get(xobject, "/Subtype", "")) == "/Form":
                matrix = _resolve(_get(xobject, "/Matrix", None))
                try:
                    forms[str(name)] = [float(_resolve(v)) for v in matrix][:6] if matrix else [1.0, 0.0, 0.0, 1.0, 0.0, 0.0]
                except (TypeError, ValueError):
                    forms[str(name)] = [1.0, 0.0, 0.0, 1.0, 0.0, 0.0]
    except Exception:
        return {}
    return forms


def extract_page_runs(
    page: Any, deadline: Deadline, shared_fonts: dict[tuple[int, int], _FontInfo] | None = None,
) -> tuple[list[TextRun], int]:
    """Upright runs of one page and the number of rotated ones set aside.

    pypdf reports text inside form XObjects (included figures, stamped pages) in the
    form's own coordinates, so the matrix in force at each ``Do`` is stacked and
    applied; pages without forms skip the operator callbacks (they cost ~10 %).
    ``shared_fonts`` keeps fonts that are indirect objects across pages (a paper reuses
    a handful of fonts on every page; reading their width tables is not free).
    """
    fonts: dict[int, _FontInfo] = {}  # per page: ids of freed font objects may be reused
    runs: list[TextRun] = []
    rotated = 0
    forms = _form_matrices(page)
    stack: list[list[float]] = []

    def visit_text(text: str, cm: Any, tm: Any, font: Any, font_size: float) -> None:
        nonlocal rotated
        deadline.check()
        if not text or not text.strip():
            return
        try:
            matrix = _multiply([float(v) for v in tm], [float(v) for v in cm])
        except (TypeError, ValueError, IndexError):
            return
        for outer in reversed(stack):
            matrix = _multiply(matrix, outer)
        a, b, c, d, e, f = matrix
        if abs(b) > 1e-3 * max(abs(a), 1e-9) or abs(c) > 1e-3 * max(abs(d), 1e-9) or a <= 0 or d <= 0:
            rotated += 1
            return
        scale = abs(float(font_size or 0))
        size = scale * d
        if size <= 0.5 or not math.isfinite(size):
            return
        info = fonts.get(id(font))
        if info is None:
            reference = getattr(font, "indirect_reference", None)
            shared_key = (int(reference.idnum), int(reference.generation)) if reference is not None and shared_fonts is not None else None
            info = shared_fonts.get(shared_key) if shared_key is not None and shared_fonts is not None else None
            if info is None:
                info = _FontInfo(font)
                if shared_key is not None and shared_fonts is not None:
                    shared_fonts[shared_key] = info
            fonts[id(font)] = info
        for number, piece in enumerate(text.split("\n")):
            if not piece.strip():
                continue
            # A run rarely carries a line break inside; later pieces sit one line lower.
            baseline = f - number * size * 1.2
            width = info.width(piece) * scale / 1000.0 * a
            runs.append(TextRun(piece, e, e + width, baseline, size, info.name, info.bold))

    def before(operator: Any, operands: Any, cm: Any, tm: Any) -> None:
        if operator == b"Do":
            name = str(operands[0]) if operands else ""
            try:
                outer = [float(v) for v in cm]
            except (TypeError, ValueError):
                outer = [1.0, 0.0, 0.0, 1.0, 0.0, 0.0]
            stack.append(_multiply(forms.get(name, [1.0, 0.0, 0.0, 1.0, 0.0, 0.0]), outer))

    def after(operator: Any, operands: Any, cm: Any, tm: Any) -> None:
        if operator == b"Do" and stack:
            stack.pop()

    strip_page_drawing(page, getattr(page, "pdf", None))
    if forms:
        page.extract_text(visitor_text=visit_text, visitor_operand_before=before, visitor_operand_after=after)
    else:
        page.extract_text(visitor_text=visit_text)
    return runs, rotated
