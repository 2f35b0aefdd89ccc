"""An embedded Type 1 font's built-in encoding read under the font dictionary's /Differences.

A simple Type 1 font without a ToUnicode map is read through its /Encoding: a base encoding (the
/BaseEncoding named, else the encoding built into the embedded font program) with /Differences
over it (PDF 1.7, 9.6.6.1; poppler's reading). pypdf 7 reads the program's built-in encoding as if it
were a ToUnicode map, which overrides the /Differences: a pdfTeX subset of TeX Gyre Termes X whose
program lists "dup 33 /A put" read "Sample MLA Document" as "sample mla document" and every "." as
"N" (the MLA class sample: all ten prose passages woven; the EMISA guide: 38 of 80, its title).
:func:`put_differences_first` hands pypdf, in memory only and before it reads the page, the map
the specification gives: a ToUnicode map holding each code of the program's encoding read by the
/Differences where they name a glyph pypdf knows, by the /BaseEncoding where one is named, else by
the program. A font where the two readings agree is left as it is.
"""

from __future__ import annotations

from typing import Any

from .glyph_names import names_by_code
from .tounicode import put_tounicode

SIMPLE_TYPE1 = ("/Type1", "/MMType1")
ONE_BYTE = 256  # a simple font's codes; a program's "dup 70000 /A put" (a hostile file's) is no code


def put_differences_first(font: Any) -> None:
    """Give a Type 1 font whose embedded program's encoding disagrees with its /Differences a
    ToUnicode map in which the /Differences win (see the module's docstring)."""
    try:
        if "/ToUnicode" in font or str(font.get("/Subtype", "")) not in SIMPLE_TYPE1:
            return
        encoding = font["/Encoding"].get_object()
        if not isinstance(encoding, dict) or "/Differences" not in encoding:
            return
        from pypdf._cmap import _parse_encoding, _parse_to_unicode  # not public; guarded, as in ``type3``

        from_program, _ = _parse_to_unicode(font)  # the program's encoding, pypdf's reading
        if not from_program:
            return
        declared = _parse_encoding(font)
        if not isinstance(declared, dict):
            return
        named = set(names_by_code(encoding["/Differences"]))
        based = "/BaseEncoding" in encoding
        from_program = {char: text for char, text in from_program.items() if ord(char) < ONE_BYTE}
        corrected = {ord(char): _reading(ord(char), text, declared, named, based)
                     for char, text in from_program.items()}
        if all(corrected[ord(char)] == text for char, text in from_program.items()):
            return
        put_tounicode(font, corrected, 1)
    except Exception:
        return


def _reading(code: int, from_program: str, declared: dict[int, str], named: set[int], based: bool) -> str:
    """The text of one code: the /Differences' glyph or the named base encoding's where pypdf
    knows it (its reading is then no glyph name), else the program's."""
    text = declared.get(code)
    if (code in named or based) and isinstance(text, str) and text and not text.startswith("/"):
        return text
    return from_program
