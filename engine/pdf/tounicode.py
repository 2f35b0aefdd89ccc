"""A ToUnicode CMap written for a font that lacks a right one, in memory only.

pypdf reads a font's text through its ToUnicode map when it has one; where the map pypdf would
otherwise build is wrong (an embedded program's encoding read over the /Differences, a CID read as the
Unicode character of its number), the modules beside this one work out the right text of each code
and hand it to pypdf as such a map before it reads the page (as ``type3`` renames glyphs).
"""

from __future__ import annotations

from typing import Any

BFCHAR_BLOCK = 100  # a CMap's bfchar block holds at most 100 mappings


def cmap_text(mapping: dict[int, str], code_bytes: int) -> bytes:
    """A ToUnicode CMap of ``mapping`` (code -> text), its codes ``code_bytes`` long."""
    digits = 2 * code_bytes
    pairs = [f"<{code:0{digits}X}> <{text.encode('utf-16-be').hex().upper()}>"
             for code, text in sorted(mapping.items())]
    blocks = []
    for start in range(0, len(pairs), BFCHAR_BLOCK):
        chunk = pairs[start:start + BFCHAR_BLOCK]
        blocks.append(f"{len(chunk)} beginbfchar\n" + "\n".join(chunk) + "\nendbfchar")
    lines = ["/CIDInit /ProcSet findresource begin", "12 dict begin", "begincmap", "/CMapName /rblint-ToUnicode def",
             "/CMapType 2 def", "1 begincodespacerange", f"<{0:0{digits}X}> <{'FF' * code_bytes}>",
             "endcodespacerange", *blocks, "endcmap", "CMapName currentdict /CMap defineresource pop", "end", "end"]
    return "\n".join(lines).encode("ascii")


def put_tounicode(font: Any, mapping: dict[int, str], code_bytes: int) -> None:
    """Give ``font`` a ToUnicode map of ``mapping``, in memory only."""
    from pypdf.generic import DecodedStreamObject, NameObject

    stream = DecodedStreamObject()
    stream.set_data(cmap_text(mapping, code_bytes))
    font[NameObject("/ToUnicode")] = stream
