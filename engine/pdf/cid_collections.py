"""Chinese, Japanese and Korean text in a CID font of one of Adobe's collections with no ToUnicode map.

xdvipdfmx writes the Fandol fonts (ctex's default on TeX Live) as CID fonts of the Adobe-GB1 collection
with an Identity encoding and no ToUnicode map: each code is a glyph's CID, which pypdf prints as the
Unicode character of that number ("NWAFU Thesis: ༆К୪ਟ॓" for "西北农林科技大学学位论文"), in six of the 359
unseen documents. Poppler reads such a code through Adobe's table of the collection (CID -> Unicode);
:func:`put_collection_map` does the same with the tables pdfminer.six ships, handing pypdf, in memory
only, a ToUnicode map of the CIDs the embedded subset holds (its /CIDSet, else its /W widths). A map
of the whole collection (30,000 CIDs) is not written: pypdf reads a font's map again on every page,
which made ten pages fifteen times slower to read.
"""

from __future__ import annotations

from typing import Any

from .tounicode import put_tounicode

COLLECTIONS = ("GB1", "CNS1", "Japan1", "Korea1")
CID_LIMIT = 0x10000  # a two-byte code: a /CIDSet or /W beyond it (a hostile file's) is not read further
IDENTITY = ("/Identity-H", "/Identity-V")


def put_collection_map(font: Any) -> None:
    """Give a composite font of an Adobe collection, with an Identity encoding and no ToUnicode
    map, the map of its CIDs (see the module's docstring)."""
    try:
        if "/ToUnicode" in font or str(font.get("/Subtype", "")) != "/Type0":
            return
        if str(font.get("/Encoding", "")) not in IDENTITY:
            return
        descendant = font["/DescendantFonts"][0].get_object()
        info = descendant["/CIDSystemInfo"].get_object()
        ordering = str(info.get("/Ordering", ""))
        if str(info.get("/Registry", "")) != "Adobe" or ordering not in COLLECTIONS:
            return
        from pdfminer.cmapdb import CMapDB  # imported here: only such fonts need its tables

        table = CMapDB.get_unicode_map(f"Adobe-{ordering}").cid2unichr
        mapping = {cid: table[cid] for cid in _cids_held(descendant) if cid in table}
        if mapping:
            put_tounicode(font, mapping, 2)
    except Exception:
        return


def _cids_held(descendant: Any) -> list[int]:
    """The CIDs of an embedded subset: the bits set in its descriptor's /CIDSet (the first byte's
    highest bit is CID 0), else the CIDs its /W array gives widths for."""
    descriptor = descendant["/FontDescriptor"].get_object()
    if "/CIDSet" in descriptor:
        bits = descriptor["/CIDSet"].get_object().get_data()[:CID_LIMIT // 8]
        return [at * 8 + bit for at, byte in enumerate(bits) for bit in range(8) if byte & (0x80 >> bit)]
    return _cids_with_widths(descendant.get("/W"))


def _cids_with_widths(widths: Any) -> list[int]:
    """The CIDs of a /W array: "c [w1 w2 ...]" gives c, c + 1, ...; "first last w" the range
    (marked in a table of all two-byte codes, so a hostile array's repeats cost a copy each)."""
    items = [item.get_object() for item in widths.get_object()] if widths is not None else []
    held = bytearray(CID_LIMIT)
    at = 0
    while at + 1 < len(items):
        first, then = int(items[at]), items[at + 1]
        if isinstance(then, list):
            last, at = first + len(then) - 1, at + 2
        else:
            last, at = int(then), at + 3
        first, last = max(first, 0), min(last, CID_LIMIT - 1)
        if first <= last:
            held[first:last + 1] = b"\x01" * (last - first + 1)
    return [cid for cid, mark in enumerate(held) if mark]
