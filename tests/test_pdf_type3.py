"""TeX's bitmap (Type 3) fonts: units and glyph names (``engine/pdf/type3.py``)."""

from __future__ import annotations

from pypdf.generic import ArrayObject, DictionaryObject, FloatObject, NameObject, NumberObject

from rblint.engine.pdf.type3 import em_space, em_units, name_glyphs


def _font(differences: list[object]) -> DictionaryObject:
    encoding = DictionaryObject({NameObject("/Differences"): ArrayObject(differences)})
    return DictionaryObject({NameObject("/Subtype"): NameObject("/Type3"), NameObject("/Encoding"): encoding})


def _named(codes: list[int]) -> list[object]:
    items: list[object] = []
    for code in codes:
        items += [NumberObject(code), NameObject("/" + chr(code))]
    return items


def test_a_text_font_named_by_code_gets_ot1_ligatures_and_its_punctuation() -> None:
    font = _font(_named([0x0B, 0x0C, 44, 46, 97, 98, 99, 123]))
    name_glyphs(font)
    names = [str(item) for item in font["/Encoding"]["/Differences"] if isinstance(item, str)]
    assert names == ["/ff", "/fi", "/uni002C", "/uni002E", "/a", "/b", "/c", "/uni2013"]


def test_a_math_italic_font_gets_greek_and_its_slash() -> None:
    font = _font(_named([0x0B, 0x16, 0x3D, 109, 110, 112]))  # alpha, mu, "/" and letters, no "." or ","
    name_glyphs(font)
    names = [str(item) for item in font["/Encoding"]["/Differences"] if isinstance(item, str)]
    assert names[:3] == ["/uni03B1", "/uni03BC", "/uni002F"]


def test_real_glyph_names_are_left_alone() -> None:
    font = _font([NumberObject(97), NameObject("/a"), NameObject("/b"), NameObject("/c"), NumberObject(46),
                  NameObject("/period"), NameObject("/comma")])
    name_glyphs(font)
    names = [str(item) for item in font["/Encoding"]["/Differences"] if isinstance(item, str)]
    assert names == ["/a", "/b", "/c", "/period", "/comma"]


def test_the_em_comes_from_the_letters_and_the_matrix_keeps_the_flip() -> None:
    widths = {char: 20.0 for char in "etaoinshrdlu"}
    assert abs((em_units(widths) or 0) - 20 / 0.46) < 1e-9
    font = DictionaryObject({NameObject("/FontMatrix"): ArrayObject([NumberObject(v) for v in (1, 0, 0, -1, 0, 0)])})
    space = em_space(font, widths)
    assert space is not None
    matrix, per_em = space
    assert matrix[0] > 40 and matrix[3] < -40 and abs(per_em - 20 / 0.46) < 1e-9
    thousandths = DictionaryObject({NameObject("/FontMatrix"): ArrayObject(
        [FloatObject(0.001), NumberObject(0), NumberObject(0), FloatObject(0.001), NumberObject(0), NumberObject(0)])})
    assert em_space(thousandths, {}) is None  # already thousandths of an em: nothing to change


def test_a_type3_font_with_real_names_keeps_them_even_where_a_tex_encoding_would_differ() -> None:
    """A plotting library's Type 3 font: letters named as themselves ("/a" is a real name too),
    ":" as "/colon". Read as math italic (letters, no "." or ","), code 58 would have become ".";
    the table applies only to names that are their code's own character."""
    font = _font([NumberObject(58), NameObject("/colon"), NumberObject(97), NameObject("/a"), NameObject("/b"),
                  NameObject("/c"), NameObject("/d")])
    name_glyphs(font)
    names = [str(item) for item in font["/Encoding"]["/Differences"] if isinstance(item, str)]
    assert names == ["/colon", "/a", "/b", "/c", "/d"]


def test_a_type3_font_in_thousandths_keeps_its_em_and_only_its_flip_is_applied() -> None:
    widths = {char: 400.0 for char in "etaoinshrdlu"}  # narrow letters must not rescale a standard matrix
    flipped = DictionaryObject({NameObject("/FontMatrix"): ArrayObject(
        [FloatObject(0.001), NumberObject(0), NumberObject(0), FloatObject(-0.001), NumberObject(0), NumberObject(0)])})
    space = em_space(flipped, widths)
    assert space is not None and space[0] == (1.0, 0.0, 0.0, -1.0) and space[1] == 1000.0


def _numbered(codes: list[int]) -> list[object]:
    """pdfTeX's and Ghostscript's names for a bitmap font's glyphs: "a" and the code."""
    items: list[object] = []
    for code in codes:
        items += [NumberObject(code), NameObject(f"/a{code}")]
    return items


def _with_map(font: DictionaryObject, pairs: dict[int, int]) -> DictionaryObject:
    from pypdf.generic import DecodedStreamObject

    lines = "".join(f"<{code:02x}><{code:02x}><{target:04x}>\n" for code, target in pairs.items())
    stream = DecodedStreamObject()
    stream.set_data(f"begincmap\n{len(pairs)} beginbfrange\n{lines}endbfrange\nendcmap\n".encode())
    font[NameObject("/ToUnicode")] = stream
    return font


def test_glyphs_named_a_and_their_code_are_their_code_not_zapf_dingbats() -> None:
    """"/a97" is also ZapfDingbats' name for a dingbat; in a TeX bitmap font it is code 97,
    "a", and a T1 title font's code 30 is "ffi" ("Coefficient", not "Coe\\x1ecient")."""
    font = _font(_numbered([30, 39, 65, 97, 98, 99]))  # no "." or ",": still text, by its T1 ligature
    name_glyphs(font)
    names = [str(item) for item in font["/Encoding"]["/Differences"] if isinstance(item, str)]
    assert names == ["/ffi", "/uni0027", "/uni0041", "/uni0061", "/uni0062", "/uni0063"]


def test_a_tounicode_map_that_turns_letters_into_dingbats_is_dropped() -> None:
    font = _with_map(_font(_numbered([97, 112, 115, 116])), {97: 0x275B, 112: 0x2663})  # "s❛t": a, p as dingbats
    name_glyphs(font)
    assert "/ToUnicode" not in font


def test_a_tounicode_map_that_keeps_letters_is_kept() -> None:
    font = _with_map(_font(_numbered([97, 98, 99, 0x1C])), {97: 97, 98: 98, 99: 99, 0x1C: 0xFB01})
    name_glyphs(font)
    assert "/ToUnicode" in font
    greek = _with_map(_font([NumberObject(97), NameObject("/alpha"), NameObject("/beta"), NameObject("/gamma")]),
                      {97: 0x3B1, 98: 0x3B2, 99: 0x3B3})
    name_glyphs(greek)  # real glyph names, not codes: letters' codes may well be Greek
    assert "/ToUnicode" in greek


def test_printable_codes_named_a_and_their_code_stand_for_themselves() -> None:
    """A title font of letters and ":" with no "." or ",": read as math italic, the dvips rule
    would make its ":" (code 58) a "."; named "/a58", the code is its own character."""
    font = _font(_numbered([58, 65, 80, 97, 99, 107]))
    name_glyphs(font)
    names = [str(item) for item in font["/Encoding"]["/Differences"] if isinstance(item, str)]
    assert names == ["/uni003A", "/uni0041", "/uni0050", "/uni0061", "/uni0063", "/uni006B"]


def test_a_font_too_few_letters_to_size_keeps_its_widths_in_its_own_units() -> None:
    """A Type 3 font holding only "R", its matrix 0.00697: no em from the letters, so the
    matrix's unit is the em; its widths (87 units) must be rescaled (10.4 pt at 17.2 pt, not
    the 1.5 pt that read 87 as thousandths and split a title line in two)."""
    matrix = ArrayObject([FloatObject(0.00697), NumberObject(0), NumberObject(0), FloatObject(0.00697),
                          NumberObject(0), NumberObject(0)])
    space = em_space(DictionaryObject({NameObject("/FontMatrix"): matrix}), {"R": 87.0})
    assert space is not None
    _, per_em = space
    assert abs(87.0 * 1000.0 / per_em * 17.2154 / 1000.0 - 87.0 * 0.00697 * 17.2154) < 1e-6
