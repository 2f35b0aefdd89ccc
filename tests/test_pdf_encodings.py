"""Fonts whose own map pypdf reads wrongly, given the right one (``engine/pdf/builtin_encoding.py``,
``engine/pdf/cid_collections.py``): the MLA class sample, the EMISA guide and the Fandol-set Chinese guides."""

from __future__ import annotations

import io
import re
from pathlib import Path

import pypdf

from rblint.engine.config import Config
from rblint.engine.index import build_document
from rblint.engine.pdf.builtin_encoding import put_differences_first
from rblint.engine.pdf.cid_collections import put_collection_map

try:
    from tests import pdf_factory
except ImportError:  # tests/ is not a package
    import pdf_factory  # type: ignore[no-redef]


def _font(pdf: bytes) -> pypdf.generic.DictionaryObject:
    page = pypdf.PdfReader(io.BytesIO(pdf)).pages[0]
    return page["/Resources"]["/Font"]["/F1"].get_object()


def test_differences_win_over_the_programs_own_encoding() -> None:
    """pypdf let the program's encoding override the /Differences: "sample mla documentN"."""
    document = build_document(pdf_factory.builtin_encoding_pdf(), Path("mla.pdf"), Config())
    text = " ".join(document.text.split())
    for line in pdf_factory.BUILTIN_ENCODING_LINES:
        assert line in text


def test_the_map_written_reads_every_code_of_the_program() -> None:
    font = _font(pdf_factory.builtin_encoding_pdf())
    put_differences_first(font)
    from pypdf._cmap import _parse_to_unicode

    mapping, _ = _parse_to_unicode(font)
    assert mapping["."] == "." and mapping["A"] == "A" and mapping["3"] == "3"
    assert mapping["a"] == "a"  # a code the program and the /Differences agree on is kept


def test_codes_past_one_byte_in_a_program_are_no_codes() -> None:
    """A hostile program's "dup 70000 /A put" is left out of the map, which stays one byte a code."""
    font = _font(pdf_factory.builtin_encoding_pdf(beyond=(70000, 300)))
    put_differences_first(font)
    sources = re.findall(rb"^<([0-9A-F]+)> <", font["/ToUnicode"].get_data(), flags=re.MULTILINE)
    assert sources and all(len(source) == 2 for source in sources)
    assert b"<2E> <002E>" in font["/ToUnicode"].get_data()


def test_a_font_whose_readings_agree_is_left_as_it_is() -> None:
    font = _font(pdf_factory.builtin_encoding_pdf(agree=True))
    put_differences_first(font)
    assert "/ToUnicode" not in font


def test_a_font_with_a_tounicode_map_is_left_to_it() -> None:
    font = _font(pdf_factory.builtin_encoding_pdf())
    marker = pypdf.generic.DecodedStreamObject()
    marker.set_data(b"1 beginbfchar\n<41> <0042>\nendbfchar")
    font[pypdf.generic.NameObject("/ToUnicode")] = marker
    put_differences_first(font)
    assert font["/ToUnicode"] is marker


def test_cids_of_an_adobe_collection_read_through_its_table() -> None:
    """A Fandol font as xdvipdfmx writes it: pypdf printed "西北农林" as the characters numbered by its CIDs."""
    document = build_document(pdf_factory.cid_collection_pdf(), Path("guide.pdf"), Config())
    text = "".join(document.text.split())
    assert pdf_factory.GB1_TITLE in text and pdf_factory.GB1_SENTENCE in text


def test_cids_of_a_subset_without_a_cid_set_come_from_its_widths() -> None:
    document = build_document(pdf_factory.cid_collection_pdf(cid_set=False), Path("guide.pdf"), Config())
    assert pdf_factory.GB1_SENTENCE in "".join(document.text.split())


def test_a_font_of_no_adobe_collection_is_left_as_it_is() -> None:
    page = pypdf.PdfReader(io.BytesIO(pdf_factory.cid_collection_pdf(ordering="Identity"))).pages[0]
    font = page["/Resources"]["/Font"]["/F1"].get_object()
    put_collection_map(font)
    assert "/ToUnicode" not in font


def test_a_hostile_widths_array_is_read_within_two_byte_codes() -> None:
    """A /W of a thousand ranges "0 10^12 1000" marks at most the 65,536 two-byte codes, once each."""
    from pypdf.generic import ArrayObject, NameObject, NumberObject

    page = pypdf.PdfReader(io.BytesIO(pdf_factory.cid_collection_pdf(cid_set=False))).pages[0]
    font = page["/Resources"]["/Font"]["/F1"].get_object()
    descendant = font["/DescendantFonts"][0].get_object()
    descendant[NameObject("/W")] = ArrayObject([NumberObject(0), NumberObject(10**12), NumberObject(1000)] * 1000)
    put_collection_map(font)
    from pypdf._cmap import _parse_to_unicode

    mapping, _ = _parse_to_unicode(font)
    assert mapping[chr(pdf_factory.GB1_TITLE_CIDS[0])] == pdf_factory.GB1_TITLE[0]
