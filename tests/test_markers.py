"""Citation marker detection: one test per form, plus the things that must not match."""

from __future__ import annotations

import pytest

from rblint.engine.document import CitationMarker, MarkerStyle
from rblint.engine.markers import find_markers


def only(text: str) -> CitationMarker:
    markers = find_markers(text)
    assert len(markers) == 1, markers
    return markers[0]


def item_texts(text: str, marker: CitationMarker) -> list[str]:
    return [text[item.span.start : item.span.end] for item in marker.items if item.span]


# --------------------------------------------------------------------------- numeric


def test_numeric_single() -> None:
    text = "Retrieval helps [1]."
    marker = only(text)
    assert marker.style is MarkerStyle.NUMERIC
    assert marker.keys == ("1",)
    assert text[marker.span.start : marker.span.end] == "[1]"


def test_numeric_list() -> None:
    text = "Shown twice [1, 3]."
    marker = only(text)
    assert marker.keys == ("1", "3")
    assert item_texts(text, marker) == ["1", "3"]


@pytest.mark.parametrize("dash", ["-", "–"])
def test_numeric_range_expands(dash: str) -> None:
    text = f"Many works [1{dash}3; 7]."
    marker = only(text)
    assert marker.keys == ("1", "2", "3", "7")
    assert item_texts(text, marker)[:3] == [f"1{dash}3"] * 3


def test_numeric_reversed_range_keeps_ends() -> None:
    assert only("Odd [9-7].").keys == ("9", "7")


def test_adjacent_numeric_markers_are_two() -> None:
    text = "Both [1][2] agree."
    markers = find_markers(text)
    assert [marker.text for marker in markers] == ["[1]", "[2]"]
    assert [marker.keys for marker in markers] == [("1",), ("2",)]


@pytest.mark.parametrize(
    "text",
    [
        "A [link](https://example.com) here.",
        "A [reference link][ref] here.",
        "A [text][1] reference link with a numeric label.",
        "A [1](https://example.com) numeric inline link.",
        "An image ![1](fig.png).",
        "- [ ] an open task",
        "- [x] a done task",
        "A bare [shortcut] link and an escaped \\[1\\] bracket.",
    ],
)
def test_links_and_boxes_are_not_markers(text: str) -> None:
    assert find_markers(text) == []


# --------------------------------------------------------------------------- Pandoc


def test_pandoc_single() -> None:
    marker = only("As argued [@smith2023].")
    assert marker.style is MarkerStyle.PANDOC
    assert marker.keys == ("smith2023",)
    assert not marker.narrative


def test_pandoc_several_with_locator() -> None:
    text = "Both [@a; @b, p. 4]."
    marker = only(text)
    assert marker.keys == ("a", "b")
    assert [item.locator for item in marker.items] == [None, "p. 4"]
    assert item_texts(text, marker) == ["@a", "@b, p. 4"]


def test_pandoc_prefix_and_locator() -> None:
    marker = only("This [see @key, sec. 2].")
    item = marker.items[0]
    assert (item.key, item.prefix, item.locator) == ("key", "see", "sec. 2")


def test_pandoc_suppress_author() -> None:
    marker = only("Smith says [-@smith2023].")
    assert marker.items[0].suppress_author
    assert marker.keys == ("smith2023",)


def test_pandoc_narrative_key_with_internal_punctuation() -> None:
    text = "As @doe:2020.v2 showed, and @smith04 [p. 33] too."
    markers = find_markers(text)
    assert [marker.keys for marker in markers] == [("doe:2020.v2",), ("smith04",)]
    assert all(marker.narrative for marker in markers)
    assert markers[1].items[0].locator == "p. 33"
    assert text[markers[0].span.start : markers[0].span.end] == "@doe:2020.v2"  # trailing ',' not in the key


@pytest.mark.parametrize(
    "text",
    [
        "Write to jane@example.org for data.",
        "Write to [jane@example.org] for data.",
        "The handle x@y is inside a word.",
        "An at sign @ alone.",
    ],
)
def test_emails_and_inner_at_signs_are_not_markers(text: str) -> None:
    assert find_markers(text) == []


def test_pandoc_braced_key() -> None:
    assert only("See [@{weird key}].").keys == ("weird key",)


# --------------------------------------------------------------------------- author-year


def test_author_year_et_al() -> None:
    text = "It works (Smith et al., 2023)."
    marker = only(text)
    assert marker.style is MarkerStyle.AUTHOR_YEAR
    item = marker.items[0]
    assert (item.key, item.authors, item.year) == ("smith|2023", ("Smith",), "2023")
    assert not marker.narrative


def test_author_year_two_groups_with_suffix() -> None:
    text = "Both (Smith & Lee, 2021; Wu, 2020a)."
    marker = only(text)
    assert marker.keys == ("smith|2021", "wu|2020a")
    assert marker.items[0].authors == ("Smith", "Lee")
    assert item_texts(text, marker) == ["Smith & Lee, 2021", "Wu, 2020a"]


def test_author_year_and_without_comma() -> None:
    marker = only("Both (Smith and Lee 2021).")
    assert marker.keys == ("smith|2021",)
    assert marker.items[0].authors == ("Smith", "Lee")


def test_author_year_prefix_and_locator() -> None:
    item = only("Known (e.g., Smith, 2020, p. 5).").items[0]
    assert (item.key, item.prefix, item.locator) == ("smith|2020", "e.g.", "p. 5")


def test_author_year_several_years() -> None:
    marker = only("Twice (Smith, 2020, 2021b).")
    assert marker.keys == ("smith|2020", "smith|2021b")


def test_author_year_three_authors() -> None:
    marker = only("Three (Smith, Lee, & Wu, 2020).")
    assert marker.items[0].authors == ("Smith", "Lee", "Wu")


def test_narrative_author_year() -> None:
    text = "Smith et al. (2023) showed it."
    marker = only(text)
    assert marker.narrative and marker.style is MarkerStyle.AUTHOR_YEAR
    assert marker.keys == ("smith|2023",)
    assert text[marker.span.start : marker.span.end] == "Smith et al. (2023)"


def test_narrative_two_authors_drops_leading_adverb() -> None:
    text = "Recently, Smith and Lee (2021) agreed."
    marker = only(text)
    assert marker.items[0].authors == ("Smith", "Lee")
    assert text[marker.span.start : marker.span.end] == "Smith and Lee (2021)"


def test_narrative_possessive() -> None:
    marker = only("Smith's (2020) study.")
    assert marker.keys == ("smith|2020",)


@pytest.mark.parametrize(
    ("text", "key"),
    [
        ("As shown (Müller, 2019).", "müller|2019"),
        ("As shown (O'Neil, 2018).", "o'neil|2018"),
        ("As shown (van der Berg, 2020).", "van der berg|2020"),
        ("As van der Berg (2020) argued.", "van der berg|2020"),
        ("As d'Alembert (1750) argued.", "d'alembert|1750"),
    ],
)
def test_unicode_and_particle_surnames(text: str, key: str) -> None:
    assert only(text).keys == (key,)


def test_author_year_wrapped_over_lines() -> None:
    text = "Shown (Smith et al.,\n2023) before."
    assert only(text).keys == ("smith|2023",)


@pytest.mark.parametrize(
    "text",
    [
        "It happened (in 2023).",
        "A sample (n = 2023).",
        "The release (March 2020) was late.",
        "See Table 2 (2020) and Figure 3 (2021).",
        "The GPT (2020) and ImageNet (2009) models.",
        "Years (2019, 2020) alone.",
        "A range (1999-2005).",
        "Code (COVID-19, 2020) is not a name.",
    ],
)
def test_years_in_ordinary_parentheses_are_not_markers(text: str) -> None:
    assert find_markers(text) == []


def test_acm_bracketed_author_year() -> None:
    text = "Scores help [Zha et al. 2023; Lee and Kim 2021]."
    marker = only(text)
    assert marker.style is MarkerStyle.AUTHOR_YEAR and not marker.narrative
    assert marker.keys == ("zha|2023", "lee|2021")
    assert item_texts(text, marker) == ["Zha et al. 2023", "Lee and Kim 2021"]


@pytest.mark.parametrize(
    ("text", "quoted", "key"),
    [
        ("Zha et al. [2023] score claims.", "Zha et al. [2023]", "zha|2023"),
        ("Recently, Smith and Lee [2021a] agreed.", "Smith and Lee [2021a]", "smith|2021a"),
        ("As Zha et al. [2023, p. 4] put it.", "Zha et al. [2023, p. 4]", "zha|2023"),
    ],
)
def test_acm_narrative_year_in_brackets_is_author_year_not_numeric(text: str, quoted: str, key: str) -> None:
    marker = only(text)
    assert marker.narrative and marker.style is MarkerStyle.AUTHOR_YEAR
    assert marker.keys == (key,)
    assert text[marker.span.start : marker.span.end] == quoted


@pytest.mark.parametrize(
    ("text", "keys"),
    [
        ("See Table [2019].", ("2019",)),  # no surname before it: numeric, as written
        ("We use ImageNet [2009].", ("2009",)),
        ("BERT [12] works.", ("12",)),
        ("Smith (2020] is unbalanced.", ()),
    ],
)
def test_bracketed_years_without_a_surname_stay_numeric(text: str, keys: tuple[str, ...]) -> None:
    assert tuple(key for marker in find_markers(text) for key in marker.keys) == keys
    assert all(marker.style is MarkerStyle.NUMERIC for marker in find_markers(text))


# --------------------------------------------------------------------------- footnotes


def test_footnote_reference() -> None:
    text = "A claim.[^1] Another.[^note]"
    markers = find_markers(text)
    assert [marker.style for marker in markers] == [MarkerStyle.FOOTNOTE] * 2
    assert [marker.keys for marker in markers] == [("1",), ("note",)]


def test_footnote_definition_is_not_a_reference() -> None:
    assert find_markers("[^1]: Smith, J. (2020). A paper.") == []


# --------------------------------------------------------------------------- offsets and order


def test_offset_makes_spans_absolute() -> None:
    text = "Claim [2] and (Smith, 2020)."
    local = find_markers(text)
    shifted = find_markers(text, offset=100)
    assert [marker.span.start + 100 for marker in local] == [marker.span.start for marker in shifted]
    assert [item.span.start + 100 for item in local[1].items] == [item.span.start for item in shifted[1].items]


def test_mixed_styles_in_document_order() -> None:
    text = "First [1], then [@k], then (Wu, 2020), then Lee (2019)[^2]."
    styles = [marker.style for marker in find_markers(text)]
    assert styles == [
        MarkerStyle.NUMERIC,
        MarkerStyle.PANDOC,
        MarkerStyle.AUTHOR_YEAR,
        MarkerStyle.AUTHOR_YEAR,
        MarkerStyle.FOOTNOTE,
    ]


def test_masked_text_hides_markers() -> None:
    # The Markdown parser blanks code and math with spaces before calling find_markers.
    assert find_markers("Code         and math      .") == []


@pytest.mark.parametrize(("text", "expected"), [
    ("Readers found papers easier to read (August et al., 2022).", ["(August et al., 2022)"]),
    ("As August et al. (2022) found, readers were more confident.", ["August et al. (2022)"]),
    ("Both were measured (August & Lo, 2022).", ["(August & Lo, 2022)"]),
    ("The study ran in (August 2022) and again later.", []),  # a date, not an author
    ("Since (May, 2021) the numbers rose.", []),
])
def test_a_month_is_a_surname_among_authors_not_in_a_date(text: str, expected: list[str]) -> None:
    """Paper Plain's first author is August: "(August et al., 2022)" was no marker at all, so a
    correctly cited sentence got RB001 and its reference RB008 (a real draft)."""
    assert [marker.text for marker in find_markers(text)] == expected
