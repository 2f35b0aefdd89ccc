"""Glyph names with a variant suffix ("l.sc", "one.taboldstyle", "hyphen.alt", "quotesingle.ts1").

The Adobe Glyph List's rule reads a glyph name up to its first period: "one.taboldstyle" is "one", the
digit 1, "l.sc" a small-caps "l". pypdf maps only names it knows whole and prints any other as it is,
so a small-caps line read "/l.sc/o.sc/r.sc/e.sc/n.sc/z.sc/o.sc" and a number set in old-style figures
was lost, where poppler follows the rule. :func:`strip_variant_suffixes` renames such names in a
font's encoding, in memory only, before pypdf reads the page (as ``type3.name_glyphs`` renames dvips'
names); a font with a ToUnicode map is left to it. :func:`names_by_code` reads a /Differences array
as pypdf does, for the modules that ask which glyph a code names.
"""

from __future__ import annotations

from typing import Any


def names_by_code(differences: Any) -> dict[int, str]:
    """Code -> glyph name of a /Differences array: a number sets the next code, each other item names
    the glyph of one code and moves to the next (a code named twice keeps its last name)."""
    names: dict[int, str] = {}
    code = 0
    for item in differences:
        if isinstance(item, (int, float)):
            code = int(item)
        else:
            names[code] = str(item)
            code += 1
    return names


def strip_variant_suffixes(font: Any) -> None:
    """Rename the encoding's glyph names pypdf does not know to their names before the first period,
    where pypdf knows that one."""
    try:
        if "/ToUnicode" in font:
            return
        differences = font["/Encoding"].get_object()["/Differences"]
        from pypdf._cmap import _glyph_name_to_unicode  # not public; guarded, as in ``type3._new_name``
        from pypdf.generic import NameObject

        for place, item in enumerate(differences):
            name = str(item) if isinstance(item, str) else ""
            if "." in name[1:] and _glyph_name_to_unicode(name) is None:
                base = name[: name.index(".", 1)]
                if _glyph_name_to_unicode(base) is not None:
                    differences[place] = NameObject(base)
    except Exception:
        return
