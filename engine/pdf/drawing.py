"""Strip the drawing operators from content streams before pypdf reads their text.

pypdf parses every operator of a page in Python, and on papers with vector figures two
thirds of them draw: curves, lines, fills, colours, line widths (DeepInfer: 55k of 83k
operators, their operands most of the bytes). None of them moves text. Removing them
with their operands, before pypdf tokenises the stream, leaves every text-showing and
text-positioning operator, the graphics-state stack (``q``/``Q``/``cm``), XObject calls,
marked content and everything unrecognised exactly as it was, so the text runs pypdf
reports are the same (checked run for run on the 44 shared papers by
``bench/bench_parse.py``) at 0.83x the CPU time over those papers and 0.61x over the three
that ``bench/bench_cli.py`` cites.

The scan is deliberately conservative: a stream with an unterminated string is handed
to pypdf untouched, and from its first inline image (``BI``) on a stream is kept whole.
"""

from __future__ import annotations

import re
from typing import Any

_DELIMITED = rb"(?<![^\x00\t\n\x0c\r \[\]()<>])"  # preceded by white space, a delimiter or nothing
_NUMBERS = rb"(?:[+-]?(?:\d+\.?\d*|\.\d+)[\x00\t\n\x0c\r ]+)*"
_NAME = rb"/[^\x00\t\n\x0c\r ()<>\[\]{}/%]*[\x00\t\n\x0c\r ]+"
_END = rb"(?![^\x00\t\n\x0c\r \[\]()<>/%])"  # followed by white space, a delimiter or nothing
#: One drawing statement: path construction and painting, clipping, line style, colour and
#: shading operators (m l c v y h re S s f F f* B B* b b* n W W* w J j M d ri i g G rg RG k
#: K cs CS sc SC scn SCN sh) with their operands (numbers; a dash array; a colour space,
#: pattern or shading name). ``d0``/``d1`` (Type 3 glyph metrics) and ``gs`` (which may
#: set a font) are not drawing.
_DRAWING_STATEMENT = re.compile(
    _DELIMITED + rb"(?:"
    + _NUMBERS + rb"(?:re|f\*|B\*|b\*|W\*|[mlcvyhSsfFBbnWwJjMigGkK]|rg|RG)"
    + rb"|\[[\d.+\-\x00\t\n\x0c\r ]*\][\x00\t\n\x0c\r ]*" + _NUMBERS + rb"d"
    + rb"|" + _NAME + rb"(?:cs|CS|sh|ri)"
    + rb"|" + _NUMBERS + rb"(?:" + _NAME + rb")?(?:scn|SCN|sc|SC)"
    + rb")" + _END
)
#: What the drawing statements must never be searched inside: literal and hexadecimal
#: strings and comments (copied whole), and inline images (the rest is copied whole).
_BARRIER = re.compile(rb"[(%]|(?<!<)<(?!<)|(?<![^\x00\t\n\x0c\r ])BI(?![^\x00\t\n\x0c\r ])")
_HEX_END = re.compile(rb">")
_LINE_END = re.compile(rb"[\r\n]")
_STRING_SPECIAL = re.compile(rb"[()\\]")


def without_drawing(data: bytes) -> bytes:
    """``data`` with the drawing operators and their operands removed, or ``data`` itself
    when a string never closes. From the first inline image (``BI``) on the stream is
    kept as it is: its binary data could hold anything.

    Statements are removed by one regular expression between literal and hexadecimal
    strings and comments (which are copied untouched), so the scan runs at the regex
    engine's speed.
    """
    kept: list[bytes] = []
    position, end = 0, len(data)
    while position < end:
        barrier = _BARRIER.search(data, position)
        stop = barrier.start() if barrier else end
        kept.append(_DRAWING_STATEMENT.sub(b"", data[position:stop]))
        if barrier is None:
            break
        if data[stop] == 0x28:  # "(": a literal string
            after = _string_end(data, stop)
        elif data[stop] == 0x25:  # "%": a comment, to the end of its line
            line_end = _LINE_END.search(data, stop)
            after = line_end.start() if line_end else end
        elif data[stop] == 0x3C:  # "<": a hexadecimal string
            closing = _HEX_END.search(data, stop)
            after = closing.end() if closing else -1
        else:  # an inline image: its binary data could hold anything, so the rest is left whole
            kept.append(data[stop:])
            break
        if after < 0:
            return data
        kept.append(data[stop:after])
        position = after
    return b"".join(kept)


def _string_end(data: bytes, start: int) -> int:
    """The index just past the literal string opening at ``start`` (balanced parentheses,
    backslash escapes), or -1 when it never closes."""
    depth = 0
    position = start
    while True:
        match = _STRING_SPECIAL.search(data, position)
        if match is None:
            return -1
        character = data[match.start()]
        if character == 0x5C:  # backslash: the next byte is escaped
            position = match.start() + 2
            continue
        depth += 1 if character == 0x28 else -1
        position = match.start() + 1
        if depth == 0:
            return position


def strip_page_drawing(page: Any, reader: Any) -> bytes | None:
    """Replace, in memory, the page's content and the form XObjects it uses (recursively)
    with their drawing-free versions, and return the page's own content (None when it could
    not be read). The file is never written; the reader is the parse's own. Anything
    unexpected leaves that stream as it was."""
    from pypdf.generic import ContentStream, NameObject

    content: bytes | None = None
    try:
        contents = page.get("/Contents")
        if contents is not None:
            stream = ContentStream(contents, reader, "bytes")
            content = without_drawing(stream.get_data())
            stream.set_data(content)
            page[NameObject("/Contents")] = stream
    except Exception:
        pass
    _strip_forms(page.get("/Resources"), reader, set())
    return content


def _strip_forms(resources: Any, reader: Any, seen: set[int]) -> None:
    from pypdf.generic import ContentStream, DictionaryObject

    try:
        resources = resources.get_object() if resources is not None else None
        xobjects = resources.get("/XObject") if isinstance(resources, DictionaryObject) else None
        xobjects = xobjects.get_object() if xobjects is not None else None
        if not isinstance(xobjects, DictionaryObject):
            return
        for name in list(xobjects.keys()):
            form = xobjects[name].get_object()
            if id(form) in seen or not isinstance(form, DictionaryObject) or form.get("/Subtype") != "/Form":
                continue
            seen.add(id(form))
            if not isinstance(form, ContentStream):
                stripped = ContentStream(None, reader, "bytes")
                stripped.set_data(without_drawing(form.get_data()))  # type: ignore[attr-defined]  # a stream object
                for key, value in form.items():
                    if key not in ("/Length", "/Filter", "/DecodeParms"):
                        stripped[key] = value
                xobjects[name] = stripped
                seen.add(id(stripped))
            _strip_forms(form.get("/Resources"), reader, seen)
    except Exception:
        return
