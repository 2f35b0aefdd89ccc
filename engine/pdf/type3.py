"""Type 3 fonts: TeX's bitmap fonts as dvips and old pdfTeX write them.

Two things set them apart from the fonts the rest of the extractor reads:

* **units**: a glyph is drawn in its own space (``/FontMatrix``, often ``[1 0 0 -1 0 0]``:
  one unit a pixel at 300 dpi, y pointing down), not in thousandths of an em; a 10 pt
  line shown at ``0.24 Tf`` has glyphs ~42 units tall. :func:`em_space` gives the matrix
  from em space (1000 units an em, as every other font) to text space, so that sizes,
  widths and the upright test mean what they mean for other fonts;
* **glyph names**: dvips names each glyph by the character of its code (``/.`` for 46,
  ``/#0B`` for 11), names no glyph list knows, so pypdf prints them ("J/. Zeng/,",
  "e/\\x0bective"). :func:`name_glyphs` renames them, in memory, before pypdf reads the
  page: a printable character is itself, and the codes below 32 and the few printable
  ones TeX's text encodings redefine mean what that encoding puts there (OT1: 11 "ff",
  12 "fi", 123 an en dash; T1: 27 "ff", 21 an en dash; OML: 11 "α", 61 "/"), when the
  font's codes say which encoding it is; any other control code becomes an invisible character (poppler drops
  them too), never "/" and a control character in a word. Other writers (pdfTeX with PK
  fonts, Ghostscript from dvips output) name each glyph "a" and its code (``/a97`` for
  97): their control codes get the encoding's meaning and their printable codes stand for
  themselves, as pypdf read them (a title's ":" is no math italic "."), though those names are
  also ZapfDingbats' ones. Unrenamed, a T1 "ffi" was a control character ("Coe\\x1ecient")
  and, where Ghostscript built the font's ToUnicode from the names, every letter a dingbat
  ("●❡tt✐♥❣ st❛rt❡❞", poppler too). Such a map, one that sends most of the font's letter
  codes to something other than their letter, is dropped in memory: the codes say more.
"""

from __future__ import annotations

from typing import Any

# OT1 (Computer Modern text): codes 0-31 and the printable codes it redefines.
_OT1 = dict(enumerate("ΓΔΘΛΞΠΣΥΦΨΩ")) | {
    0x0B: "ff", 0x0C: "fi", 0x0D: "fl", 0x0E: "ffi", 0x0F: "ffl", 0x10: "ı", 0x11: "ȷ", 0x12: "`", 0x13: "´",
    0x14: "ˇ", 0x15: "˘", 0x16: "¯", 0x17: "˚", 0x18: "¸", 0x19: "ß", 0x1A: "æ", 0x1B: "œ", 0x1C: "ø", 0x1D: "Æ",
    0x1E: "Œ", 0x1F: "Ø", 0x22: "”", 0x3C: "¡", 0x3E: "¿", 0x5C: "“", 0x7B: "–", 0x7C: "—", 0x7D: "˝", 0x7E: "˜",
    0x7F: "¨"}
# T1 (Cork: EC fonts): codes 0-31 and the printable codes it redefines.
_T1 = dict(enumerate("`´ˆ˜¨˝˚ˇ˘¯˙¸˛‚‹›“”„«»–—")) | {
    0x17: "", 0x18: "", 0x19: "ı", 0x1A: "ȷ", 0x1B: "ff", 0x1C: "fi", 0x1D: "fl", 0x1E: "ffi", 0x1F: "ffl",
    0x7F: "-"}
# OML (Computer Modern math italic): Greek and the few printable codes it redefines.
_OML = dict(enumerate("ΓΔΘΛΞΠΣΥΦΨΩαβγδϵζηθικλμνξπρστυϕχψωεϑϖϱςφ")) | {
    0x3A: ".", 0x3B: ",", 0x3C: "<", 0x3D: "/", 0x3E: ">", 0x3F: "⋆", 0x60: "ℓ", 0x7B: "ı", 0x7C: "ȷ", 0x7D: "℘"}
_LIGATURE_NAMES = {"ff": "/ff", "fi": "/fi", "fl": "/fl", "ffi": "/ffi", "ffl": "/ffl"}
_INVISIBLE = "/uni200B"  # dropped by ``cleanup.normalize``
_LETTERS = "etaoinshrdlu"
_MEDIAN_LETTER_EM = 0.46  # median advance of those letters, in em (Computer Modern 0.47, Times 0.44)


def is_type3(font: Any) -> bool:
    try:
        return str(font.get("/Subtype", "")) == "/Type3"
    except Exception:
        return False


def em_units(widths: dict[str, float]) -> float | None:
    """The font's em in its own glyph units, from the advances of common letters (a Type 3
    font declares no em: its bounding box is often [0 0 1000 1000] whatever its glyphs)."""
    letters = sorted(widths[char] for char in _LETTERS if widths.get(char, 0) > 0)
    if len(letters) < 3:
        return None
    return letters[len(letters) // 2] / _MEDIAN_LETTER_EM


def em_space(font: Any, widths: dict[str, float]) -> tuple[tuple[float, float, float, float], float] | None:
    """(matrix from em space to text space per unit of font size, glyph units in an em), or
    None when the font's units are already thousandths of an em (every font but a Type 3 one
    with units of its own). A matrix of thousandths (0.001, as other fonts) keeps its em of 1000
    units, its flip if it has one; otherwise the letters tell, else 1 / |FontMatrix a| units."""
    try:
        a, b, c, d = (float(value) for value in list(font["/FontMatrix"])[:4])
    except Exception:
        return None
    standard = abs(abs(a) - 0.001) < 1e-9 and abs(abs(d) - 0.001) < 1e-9 and b == c == 0
    per_em = 1000.0 if standard else (em_units(widths) or 1.0 / max(abs(a), 1e-9))  # thousandths: an em is 1000
    matrix = (a * per_em, b * per_em, c * per_em, d * per_em)
    if per_em == 1000.0 and all(abs(value - identity) < 1e-6 for value, identity in zip(matrix, (1.0, 0.0, 0.0, 1.0))):
        return None  # thousandths of an em already; any other unit has its widths rescaled
    return matrix, per_em


def _encoding_table(names: dict[int, str]) -> dict[int, str]:
    """OT1's, T1's or OML's meaning of the codes, when the codes the font uses tell which: a
    font of letters without "." and "," is math italic; a text font has its ligatures at 11-15
    (OT1) or at 27-31 (T1); otherwise no table, the printable names stand."""
    letters = sum(code in names for code in range(ord("a"), ord("z") + 1))
    ot1 = sum(code in names for code in range(0x0B, 0x10))
    t1 = sum(code in names for code in range(0x1B, 0x20))
    only_t1_ligatures = t1 and not any(code in names for code in range(0x1B))  # a title's "Coefficient"
    if letters >= 3 and 0x2C not in names and 0x2E not in names and not only_t1_ligatures:
        return _OML
    if ot1 and not t1:
        return _OT1
    if t1 and not ot1:
        return _T1
    return {}


def _names_its_code(code: int, name: str) -> bool:
    """Whether ``name`` is only its code written out: dvips' ``/.`` or pdfTeX's ``/a46``."""
    return name[1:] == chr(code) or name == f"/a{code}"


def _new_name(code: int, name: str, table: dict[int, str]) -> str | None:
    from pypdf._cmap import _glyph_name_to_unicode  # not public; guarded by the caller

    numbered = name == f"/a{code}"  # pdfTeX's and Ghostscript's name, not ZapfDingbats' "a97"
    if code in table and (name[1:] == chr(code) or numbered and code < 32):  # the table's meaning
        meaning = table[code]
        if not meaning:
            return _INVISIBLE
        return _LIGATURE_NAMES.get(meaning) or f"/uni{ord(meaning):04X}"
    if numbered:  # the code's own character (pypdf's reading too)
        return f"/uni{code:04X}" if chr(code).isprintable() else _INVISIBLE
    if _glyph_name_to_unicode(name) is not None:
        return None  # a name pypdf knows
    bare = name[1:]
    if len(bare) == 1:
        return f"/uni{ord(bare):04X}" if bare.isprintable() else _INVISIBLE
    return _INVISIBLE  # "/BnZr": no character pypdf could print


def _maps_letters_elsewhere(font: Any, names: dict[int, str]) -> bool:
    """Whether the font's ToUnicode sends most of the letter codes it maps to characters other
    than their letters: a map built from ``/a97``-style names by a glyph list. Only asked of a
    font named by its codes, where every TeX encoding puts the letters at their own codes."""
    letters = [chr(code) for code in names if chr(code).isascii() and chr(code).isalpha()]
    try:
        if not letters or "/ToUnicode" not in font:
            return False
        from pypdf._cmap import _parse_to_unicode  # not public; guarded, as in ``extract._two_byte_codes``

        parsed, _ = _parse_to_unicode(font)
    except Exception:
        return False
    mapped = {str(code): str(text) for code, text in parsed.items()}
    known = [letter for letter in letters if letter in mapped]
    return sum(mapped[letter] != letter for letter in known) * 2 > len(known)


def name_glyphs(font: Any) -> None:
    """Rename a dvips font's glyphs in memory (module doc); a font already renamed is left
    as it is (its names are then ones pypdf knows)."""
    try:
        encoding = font["/Encoding"].get_object()
        differences = encoding["/Differences"]
        from pypdf.generic import NameObject
    except Exception:
        return
    names: dict[int, str] = {}
    places: dict[int, int] = {}
    code = 0
    for place, item in enumerate(differences):
        if isinstance(item, (int, float)):
            code = int(item)
        elif isinstance(item, str):
            names[code], places[code] = str(item), place
            code += 1
    own = sum(1 for code, name in names.items() if 32 < code < 127 and _names_its_code(code, name))
    if own * 2 < sum(1 for code in names if 32 < code < 127):
        return  # not named by code: the names are real glyph names
    if _maps_letters_elsewhere(font, names):
        del font["/ToUnicode"]
    table = _encoding_table(names)
    try:
        for code, name in names.items():
            new = _new_name(code, name, table)
            if new is not None:
                differences[places[code]] = NameObject(new)
    except Exception:
        return
