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
from dataclasses import dataclass
from typing import Any, Callable

from . import reasons
from .builtin_encoding import put_differences_first
from .cid_collections import put_collection_map
from .direction import reading_order, reads_right_to_left
from .drawing import strip_page_drawing
from .glyph_names import names_by_code, strip_variant_suffixes
from .model import PdfError, TextRun
from .type3 import em_space, is_type3, name_glyphs

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

    __slots__ = ("name", "bold", "widths", "average", "codes", "byte_codes", "em", "em_scale")

    def __init__(self, font: Any) -> None:
        font = _resolve(font)
        self.codes = _two_byte_codes(font)
        self.byte_codes: dict[str, str] | None  # a Type 3 font's code -> text (``decode``)
        name = str(_get(font, "/BaseFont", "") or "")
        self.name = name.split("+", 1)[-1].lstrip("/")
        descriptor = _resolve(_get(font, "/FontDescriptor", None))
        weight = _number(_get(descriptor, "/FontWeight", 0))
        flags = int(_number(_get(descriptor, "/Flags", 0)))
        self.bold = bool(_BOLD_NAME.search(self.name) or _BOLD_SUFFIX.search(self.name)) or weight >= 600 or bool(flags & (1 << 18))
        # em space -> text space (a Type 3 font's own units; None for every other font), and
        # the text-space width of an em per unit of font size
        self.em: tuple[float, float, float, float] | None = None
        self.em_scale = 1.0
        type3 = is_type3(font)
        self.byte_codes = _character_map(font) if type3 else None
        # a Type 3 font's widths keyed as the visitor hands its text ("ﬀ" for code 11)
        self.widths = (_widths_by_text(font, self.byte_codes) if type3 else {}) or _character_widths(font)
        if type3:
            space = em_space(font, self.widths)
            if space is not None:
                self.em, per_em = space
                self.em_scale = abs(self.em[0]) or 1.0
                self.widths = {char: width * 1000.0 / per_em for char, width in self.widths.items()}
        letters = [self.widths[char] for char in "etaoinshrdlu" if char in self.widths]
        default = self.widths.get("default", 0.0)
        self.average = (sum(letters) / len(letters)) if letters else (default or _DEFAULT_WIDTH)

    def width(self, text: str) -> float:
        """Advance of ``text`` in 1/1000 em (simple-font codes match the characters closely enough)."""
        widths = self.widths
        average = self.average
        return sum(widths.get(char, average) for char in text)

    def decode(self, raw: bytes) -> str | None:
        """The text of a string shown in this font, when its codes are two bytes with a
        ToUnicode entry each (a composite font with an Identity encoding), or one byte of a
        Type 3 font (decoded as pypdf does); else None."""
        if self.byte_codes is not None:
            return "".join(self.byte_codes.get(chr(byte), chr(byte)) for byte in raw)
        codes = self.codes
        if codes is None or len(raw) % 2:
            return None
        parts = [codes.get(chr(raw[at] << 8 | raw[at + 1])) for at in range(0, len(raw), 2)]
        return None if any(part is None for part in parts) else "".join(parts)  # type: ignore[arg-type]


def _two_byte_codes(font: Any) -> dict[str, str] | None:
    """Code -> text of a composite font whose codes are two bytes (Identity-H/V), from its
    ToUnicode map; None for any other font."""
    if str(_get(font, "/Subtype", "")) != "/Type0" or str(_get(font, "/Encoding", "")) not in (
            "/Identity-H", "/Identity-V"):
        return None
    try:
        from pypdf._cmap import _parse_to_unicode  # not public; guarded like the Font import

        mapping, _ = _parse_to_unicode(font)
    except Exception:
        return None
    return {str(code): str(text) for code, text in mapping.items()} or None


def _character_map(font: Any) -> dict[str, str] | None:
    """The text pypdf prints for each code of a simple font: its encoding's character, read
    through the ToUnicode map (as ``pypdf._text_extraction`` does, so pieces match its runs)."""
    try:
        from pypdf.generic._font import Font  # not re-exported; guarded

        model = Font.from_font_resource(font)
        encoding, characters = model.encoding, model.character_map
        if not isinstance(encoding, dict):
            return None
        return {chr(code): "".join(str(characters.get(char, char)) for char in str(encoding.get(code, chr(code))))
                for code in range(256)}
    except Exception:
        return None


def _widths_by_text(font: Any, text_of: dict[str, str] | None) -> dict[str, float]:
    """A simple font's /Widths keyed by the text each code prints (``text_of``: a Type 3
    font's ligature code 11 prints "ﬀ", and widths are looked up by what the visitor hands
    us), else by the code's character."""
    result: dict[str, float] = {}
    first = int(_number(_get(font, "/FirstChar", 0)))
    try:
        for offset, width in enumerate(_resolve(_get(font, "/Widths", None)) or []):
            value = _number(_resolve(width))
            code = chr(first + offset) if 0 <= first + offset < 256 else ""
            text = (text_of or {}).get(code, code)
            if value > 0 and text:
                result.setdefault(text, value)
    except (TypeError, ValueError):
        return {}
    return result


def _character_widths(font: Any) -> dict[str, float]:
    """Widths by character: pypdf's font model (standard 14 metrics, /Widths, CID /W), else /Widths."""
    try:
        from pypdf.generic._font import Font  # not re-exported; guarded below

        widths = Font.from_font_resource(font).character_widths
        # (a composite font's /W gives a zero-width glyph its 0 on purpose: xdvipdfmx's Persian non-joiner,
        # a combining mark; the default em it fell back to split its line at the glyph)
        composite = str(_get(font, "/Subtype", "")) == "/Type0"
        found = {str(key): float(value) for key, value in widths.items()
                 if _number(value) > 0 or (composite and key != "default" and _number(value) == 0)}
        return _by_unicode(font, found) if composite else found
    except Exception:
        pass
    return _widths_by_text(font, None)


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


@dataclass
class _Piece:
    """One string-showing operator of a composite font, placed exactly: its text (decoded
    with the font's ToUnicode map), where it starts and (estimated) ends, its baseline."""

    text: str
    x0: float
    x1: float
    baseline: float


# Char spacing (``Tc``) of at least this much of the font size is letter-spacing, which TeX and
# Word compensate with kerning inside a TJ array: a word gap is then a small kern plus the spacing.
LETTER_SPACING = 0.1


class _PieceTracker:
    """Follows the text state through pypdf's operator callbacks, for two lines pypdf reads
    without their word gaps ("incorporatesthesemantic dependencygraph" on an IOP paper, "The
    STFTisappliedtoeachwindowed" on a Wiley one):

    * composite fonts: pypdf puts a space only where a gap reaches half the font's declared
      space width, 0.28 em in a subset font that declares 563, where a tight justified line
      leaves 0.26 em. Each string-showing operator is a *piece* with its exact start; a run
      pypdf reports is handed on as its pieces when their texts make it up (touching pieces
      joined: Word places many a glyph on its own), so the layout's own gap test (a fifth
      of an em, widths read by code) puts the spaces;
    * letter-spacing: the char spacing is folded into a TJ array's kerns, so that a word gap
      (the spacing alone) reads as one (``_fold_letter_spacing``)."""

    def __init__(self, page: Any, fonts: dict[int, "_FontInfo"],
                 shared_fonts: dict[tuple[int, int], "_FontInfo"] | None) -> None:
        self.font_resources = _page_fonts(page)
        self.fonts, self.shared_fonts = fonts, shared_fonts  # the page's font cache (``_font_info``)
        self.font: _FontInfo | None = None
        self.font_size = 0.0
        self.char_spacing = 0.0
        self.pending: list[_Piece | None] = []

    def operator(self, operator: bytes, operands: Any, matrix: list[float] | None) -> None:
        if operator == b"Tf" and len(operands) >= 2:
            font = _get(self.font_resources, str(operands[0]), None)
            self.font = _font_info(_resolve(font), self.fonts, self.shared_fonts) if font is not None else None
            self.font_size = _number(operands[1])
        elif operator == b"Tc" and operands:
            self.char_spacing = _number(operands[0])
        elif operator == b"TJ" and operands and isinstance(operands[0], list):
            self._fold_letter_spacing(operands[0])
            self.pending.extend(self._pieces(operands[0], matrix))
        elif operator == b"Tj" and operands and isinstance(operands[0], (bytes, str)):
            self.pending.extend(self._pieces([operands[0]], matrix))
        elif operator in (b"TJ", b"Tj"):
            self.pending.append(None)  # malformed: pypdf decides what it shows
        elif operator in (b"'", b'"'):
            self.pending.append(None)  # shown after a line move: its start is not the matrix here

    def _fold_letter_spacing(self, items: Any) -> None:
        """Letter-spaced lines whose kerns take the spacing back between the letters of a word
        (a TJ array of single letters and ~+235 offsets): the char spacing is folded into the
        offsets and written between the glyphs of each string, so that what is left is a kern
        inside a word and a word gap (the spacing alone) between words, which pypdf reads as a
        space. A line set wide (tracking, no kerns taking it back) is left as it is."""
        if self.font_size <= 0 or self.char_spacing < LETTER_SPACING * self.font_size:
            return
        spacing = self.char_spacing * 1000.0 / self.font_size  # in the offsets' unit, 1/1000 em
        offsets = [float(item) for item in items if isinstance(item, (int, float))]
        if len(offsets) < 2 or sum(offset >= 0.5 * spacing for offset in offsets) * 2 < len(offsets):
            return
        from pypdf.generic import ByteStringObject, FloatObject, TextStringObject

        step = 2 if self.font is not None and self.font.codes is not None else 1
        folded: list[Any] = []
        for item in items:
            if isinstance(item, (int, float)):
                folded.append(FloatObject(float(item) - spacing))
            elif isinstance(item, bytes):
                glyphs = [ByteStringObject(item[at: at + step]) for at in range(0, len(item), step)]
                folded.extend(_between(glyphs, FloatObject(-spacing)))
            elif isinstance(item, str) and step == 1:
                folded.extend(_between([TextStringObject(char) for char in item], FloatObject(-spacing)))
            else:
                folded.append(item)
        items[:] = folded

    def _pieces(self, items: Any, matrix: list[float] | None) -> list[_Piece | None]:
        """The operator's pieces: one for a composite font's operator, a space where a kern
        inside it leaves a word gap (LuaTeX sets a line as one TJ array; handed on without
        them, a class guide read "capitalised.Inlisting0.3"); one per string for a Type 3
        font (TeX puts a line's word gaps and its kerns inside one TJ array, and pypdf,
        measuring the gaps against a space it cannot size, reads "Mo del"); [None] when the
        operator cannot be placed or decoded here (pypdf then decides)."""
        font = self.font
        if font is None or (font.codes is None and font.byte_codes is None) or matrix is None:
            return [None]
        step = 1 if font.byte_codes is not None else 2
        size, scale = self.font_size, matrix[0]
        pieces: list[_Piece | None] = []
        text, start, pen, end = "", 0.0, 0.0, 0.0  # text-space advances from the operator's start
        for item in items:
            if isinstance(item, (bytes, str)):
                raw = item if isinstance(item, bytes) else _original_bytes(item)
                decoded = font.decode(raw)
                if decoded is None:
                    return [None]
                if step == 1 and text:  # a Type 3 font: each string its own piece
                    pieces.append(_Piece(reading_order(text), matrix[4] + start * scale, matrix[4] + end * scale,
                                         matrix[5]))
                    text = ""
                if not text:
                    start = pen
                text += decoded
                pen += font.width(decoded) * size * font.em_scale / 1000.0 + self.char_spacing * (len(raw) // step)
                end = pen
            else:
                advance = -_number(item) * size / 1000.0  # thousandths of text space, whatever the font
                pen += advance
                if step == 2 and text and not text.endswith(" ") and advance >= TOUCHING * size:
                    text += " "  # LuaTeX's word gap inside one array (0.25 em at natural width)
        if text:  # (a right-to-left run is shown in visual order: put in pypdf's, its word gaps kept)
            pieces.append(_Piece(reading_order(text), matrix[4] + start * scale, matrix[4] + pen * scale, matrix[5]))
        return pieces or [None]

    def split(self, text: str) -> list[_Piece] | None:
        """The pending pieces that make up ``text`` (spaces aside), taken off the queue; None
        when they do not (the run is then kept whole, as pypdf read it)."""
        wanted = _NO_SPACE.sub("", text)
        taken: list[_Piece] = []
        joined = ""
        for at, piece in enumerate(self.pending):
            if piece is None:
                break
            taken.append(piece)
            bare = _NO_SPACE.sub("", piece.text)
            # (pypdf puts a right-to-left run's next operator before what it read so far)
            joined = bare + joined if reads_right_to_left(bare) else joined + bare
            if joined == wanted:
                del self.pending[: at + 1]
                # (one piece too, where it keeps a word gap pypdf's run lost: LuaTeX's "Marei"-242"Peischl"
                # in a font whose declared space pypdf measures the kern against)
                # (pypdf may put a right-to-left run's word gap at its end: "שלוםעולם ")
                return taken if len(taken) > 1 or taken[0].text.strip().count(" ") > text.strip().count(" ") else None
            if joined not in wanted:
                break
        self.pending.clear()
        return None


_NO_SPACE = re.compile(r"\s+")


def _between(glyphs: list[Any], offset: Any) -> list[Any]:
    """``glyphs`` with ``offset`` between each two."""
    spaced: list[Any] = []
    for glyph in glyphs:
        if spaced:
            spaced.append(offset)
        spaced.append(glyph)
    return spaced


TOUCHING = 0.15  # of the font size: pieces closer than this are one word (a word gap is wider)
# A Type 3 font's pieces are TeX's: a kern or dvips' pixel rounding moves a glyph by under a
# tenth of an em, a justified line's word gap (0.33 em, shrinking to 0.22) by more; a gap of
# an em or more is no word gap (a tab, a column) and is left to the layout.
TEX_WORD_GAP = 0.1
TEX_RUN_GAP = 1.0


def _words(pieces: list[_Piece], size: float, tex: bool = False) -> list[_Piece]:
    """Touching pieces joined: Word places many a glyph on its own ("s" "e" "q" ...), and runs
    of one letter would each look like a short word to the line builder. ``tex``: a Type 3
    font's pieces, joined into one run with a space at each word gap (``TEX_WORD_GAP``)."""
    joined = [pieces[0]]
    for piece in pieces[1:]:
        last = joined[-1]
        gap = piece.x0 - last.x1
        if abs(piece.baseline - last.baseline) >= 0.01 * size or gap < -0.5 * size:
            joined.append(piece)
        elif tex and gap < TEX_RUN_GAP * size:
            space = " " if gap >= TEX_WORD_GAP * size else ""
            joined[-1] = _Piece(last.text + space + piece.text, last.x0, max(last.x1, piece.x1), last.baseline)
        elif not tex and gap <= TOUCHING * size:
            joined[-1] = _Piece(last.text + piece.text, last.x0, max(last.x1, piece.x1), last.baseline)
        else:
            joined.append(piece)
    return joined


def _original_bytes(string: str) -> bytes:
    """The bytes a PDF string was read from (pypdf decodes some strings to text)."""
    from pypdf.generic import TextStringObject

    if isinstance(string, TextStringObject):
        return string.original_bytes
    return string.encode("latin-1", "replace")


def _page_fonts(page: Any) -> Any:
    """The page's /Font resources (a dictionary of font objects, or None)."""
    return _resolve(_get(_resolve(_get(page, "/Resources", None)), "/Font", None))


def _needs_pieces(page: Any, content: bytes | None) -> bool:
    """Whether a page uses a composite or Type 3 font or char spacing (the tracker's cases):
    the operator callbacks cost ~10 % of a page's parse, so only such pages pay it."""
    if content is not None and re.search(rb"\sTc\b", content):
        return True
    fonts = _page_fonts(page)
    try:
        return any(str(_get(_resolve(fonts[name]), "/Subtype", "")) in ("/Type0", "/Type3") for name in fonts)
    except Exception:
        return False


def _prepare_fonts(page: Any) -> None:
    """The page's fonts made readable before pypdf reads the page: dvips' glyph names ones
    pypdf can print (``type3``), a CID font of an Adobe collection given its CIDs' text
    (``cid_collections``), a space declared too wide narrowed (``_narrow_space``), variant glyph
    names (``glyph_names``) and an embedded program's encoding put under the /Differences
    (``builtin_encoding``)."""
    fonts = _page_fonts(page)
    try:
        for name in fonts:
            font = _resolve(fonts[name])
            if is_type3(font):
                name_glyphs(font)
            elif str(_get(font, "/Subtype", "")) == "/Type0":
                put_collection_map(font)
            else:
                _narrow_space(font)
                strip_variant_suffixes(font)
                put_differences_first(font)
    except Exception:
        return


# 1/1000 em. pypdf reads a gap in a TJ array as a word gap from 95% of half the font's declared
# space width. A pdfTeX font in TeX's T1 encoding declares at code 32 the visible-space glyph it
# never shows (0.5 em), so a gap counted only from 0.24 em, while a justified line in a Times-like
# face shrinks its word gaps to 0.15 em: "If a reference has several authors" read
# "Ifareferencehasseveralauthors" in an MNRAS guide set in TeX Gyre Termes. Text faces' spaces are
# 0.22-0.35 em, so a declared space over SPACE_TOO_WIDE is no text space; it counts as Times' own
# (WIDEST_SPACE: gaps from 0.119 em on, as in any Times font). A real space is left as it is: Word
# writes justification into gaps inside words too, up to 0.13 em in Arial ("info rmation" at 0.119).
SPACE_TOO_WIDE = 400.0
WIDEST_SPACE = 250.0


def _narrow_space(font: Any) -> None:
    """A proportional simple font's declared width of code 32, when its encoding says that
    code is a space and it is wider than any text space, set to ``WIDEST_SPACE``; in memory
    only, like ``type3.name_glyphs``."""
    if str(_get(font, "/Subtype", "")) not in ("/Type1", "/TrueType", "/MMType1"):
        return
    if int(_number(_get(_resolve(_get(font, "/FontDescriptor", None)), "/Flags", 0))) & 1:
        return  # fixed pitch: its space is a glyph as wide as any
    encoding = _resolve(_get(font, "/Encoding", None))
    if encoding is None or not _code_32_is_space(encoding):
        return
    widths = _resolve(_get(font, "/Widths", None))
    at = 32 - int(_number(_get(font, "/FirstChar", 0)))
    if isinstance(widths, list) and 0 <= at < len(widths) and _number(_resolve(widths[at])) > SPACE_TOO_WIDE:
        from pypdf.generic import FloatObject

        widths[at] = FloatObject(WIDEST_SPACE)


def _code_32_is_space(encoding: Any) -> bool:
    """Whether a named encoding, or a dictionary whose /Differences leave code 32 alone or
    name it /space, puts the space at code 32 (the standard encodings all do)."""
    if not isinstance(encoding, dict):  # a name (pypdf's dictionaries are dicts)
        return str(encoding) in ("/WinAnsiEncoding", "/MacRomanEncoding", "/StandardEncoding", "/PDFDocEncoding")
    return names_by_code(_resolve(encoding.get("/Differences", None)) or []).get(32) in (None, "/space")


def _font_info(font: Any, fonts: dict[int, _FontInfo], shared_fonts: dict[tuple[int, int], _FontInfo] | None) -> _FontInfo:
    """The font's widths and name, read once per page, and once per paper for a font that is
    an indirect object (``shared_fonts``)."""
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
    return info


def page_turn(rotation: int, box: tuple[float, float, float, float]
              ) -> tuple[list[float], tuple[float, float, float, float]] | None:
    """The matrix from user space to the page as shown (``/Rotate`` turns it clockwise), origin
    at the shown box's lower left, and that box; None when the page is not turned.

    Why: a landscape page, or a scan's text layer, is drawn turned in user space and shown
    upright; read in user space, all its text looked rotated and was set aside (a 1994
    preprint read as "no text layer")."""
    left, bottom, width, height = box
    if rotation == 90:
        return [0.0, -1.0, 1.0, 0.0, -bottom, left + width], (0.0, 0.0, height, width)
    if rotation == 180:
        return [-1.0, 0.0, 0.0, -1.0, left + width, bottom + height], (0.0, 0.0, width, height)
    if rotation == 270:
        return [0.0, 1.0, -1.0, 0.0, bottom + height, -left], (0.0, 0.0, height, width)
    return None


@dataclass
class _Chain:
    """Where the last run from one reported text-matrix origin ended (``extract_page_runs``).

    pypdf reports the text matrix as it stood at the last positioning operator, not advanced
    by the strings shown since: after a font switch inside one line ("ranges of ±20, and ±40"
    in a TeX paper: text, maths, text) every run would start where the first did, and the
    layout read them out of order. Each one starts where the one before it ended."""

    origin: tuple[float, float] | None = None
    end: float = 0.0
    last: tuple[str, str] = ("", "")

    def place(self, text: str, x: float, y: float, size: float, width: Callable[[str], float], font: str,
              bold: bool) -> list[TextRun]:
        """The runs of ``text`` reported at (``x``, ``y``): from where the last one ended when it
        follows on from it (the same origin, another string or font: an overprinted word stays
        put); a line break inside puts later pieces one line lower."""
        chaining = (x, y) == self.origin and (text, font) != self.last
        if not chaining:
            self.origin = (x, y)
        self.last = (text, font)
        start = self.end if chaining else x
        placed: list[TextRun] = []
        for number, piece in enumerate(text.split("\n")):
            if not piece.strip():
                continue
            # the origin stands at the first glyph: a space pypdf put before it takes no room (counted,
            # it ran a word over the next one's start: " spatstat" + "package" read "spatstatpackage")
            advance = width(piece) if chaining else width(piece.lstrip())
            placed.append(TextRun(piece, start, start + advance, y - number * size * 1.2, size, font, bold))
            self.end = start + advance
        return placed


def extract_page_runs(
    page: Any, deadline: Deadline, shared_fonts: dict[tuple[int, int], _FontInfo] | None = None,
    display: list[float] | None = None,
) -> tuple[list[TextRun], int]:
    """Upright runs of one page and the number of rotated ones set aside (``display``: the
    page's turn, ``page_turn``). Text inside form XObjects (figures, stamped pages) is
    in the form's coordinates: the matrix at each ``Do`` is stacked and applied; pages
    without forms skip the operator callbacks (~10 %) unless they need ``_PieceTracker``.
    ``shared_fonts``: fonts that are indirect objects, read once per paper, not per page."""
    fonts: dict[int, _FontInfo] = {}  # per page: ids of freed font objects may be reused
    chained = _Chain()
    runs: list[TextRun] = []
    rotated = 0
    forms = _form_matrices(page)
    stack: list[list[float]] = []

    def placed(tm: Any, cm: Any) -> list[float] | None:
        try:
            matrix = _multiply([float(v) for v in tm], [float(v) for v in cm])
        except (TypeError, ValueError, IndexError):
            return None
        for outer in reversed(stack):
            matrix = _multiply(matrix, outer)
        return _multiply(matrix, display) if display is not None else matrix

    def visit_text(text: str, cm: Any, tm: Any, font: Any, font_size: float) -> None:
        nonlocal rotated
        deadline.check()
        if not text or not text.strip():
            return
        pieces = tracker.split(text) if tracker is not None else None  # taken off the queue whatever follows
        matrix = placed(tm, cm)
        if matrix is None:
            return
        info = _font_info(font, fonts, shared_fonts)
        if info.em is not None:  # a Type 3 font's own units (``type3.em_space``)
            matrix = _multiply([*info.em, 0.0, 0.0], matrix)
        a, b, c, d, e, f = matrix
        if abs(b) > 1e-3 * max(abs(a), 1e-9) or abs(c) > 1e-3 * max(abs(d), 1e-9) or a <= 0 or d <= 0:
            rotated += 1
            return
        scale = abs(float(font_size or 0))
        size = scale * d
        if size <= 0.5 or not math.isfinite(size):
            return
        if pieces is not None:
            runs.extend(TextRun(piece.text, piece.x0, piece.x1, piece.baseline, size, info.name, info.bold)
                        for piece in _words(pieces, size, tex=info.byte_codes is not None))
            return
        runs.extend(chained.place(text, e, f, size, lambda piece: info.width(piece) * scale / 1000.0 * a,
                                  info.name, info.bold))

    def before(operator: Any, operands: Any, cm: Any, tm: Any) -> None:
        if operator == b"Do":
            name = str(operands[0]) if operands else ""
            try:
                outer = [float(v) for v in cm]
            except (TypeError, ValueError):
                outer = [1.0, 0.0, 0.0, 1.0, 0.0, 0.0]
            stack.append(_multiply(forms.get(name, [1.0, 0.0, 0.0, 1.0, 0.0, 0.0]), outer))
        elif tracker is not None and not stack:  # a form's fonts are its own resources: not followed
            tracker.operator(operator, operands, placed(tm, cm) if operator in (b"TJ", b"Tj") else None)

    def after(operator: Any, operands: Any, cm: Any, tm: Any) -> None:
        if operator == b"Do" and stack:
            stack.pop()

    content = strip_page_drawing(page, getattr(page, "pdf", None))
    _prepare_fonts(page)
    tracker = _PieceTracker(page, fonts, shared_fonts) if _needs_pieces(page, content) else None
    if forms or tracker is not None:
        page.extract_text(visitor_text=visit_text, visitor_operand_before=before, visitor_operand_after=after)
    else:
        page.extract_text(visitor_text=visit_text)
    return runs, rotated
