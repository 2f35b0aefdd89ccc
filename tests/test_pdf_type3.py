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
