"""parse_draft: what is prose, exact spans, and the non-prose parts a draft keeps."""

from __future__ import annotations

from pathlib import Path

import pytest

from lsprotocol.types import Position

from rblint.engine.document import Draft, MarkerStyle
from rblint.engine.markdown import parse_draft
from rblint.server.convert import PositionMapper


def parse(text: str, **kwargs: object) -> Draft:
    return parse_draft(text, Path("draft.md"), **kwargs)  # type: ignore[arg-type]


def sentence_texts(draft: Draft) -> list[str]:
    return [sentence.text for sentence in draft.sentences]


def test_sentence_spans_index_the_original_text() -> None:
    text = "# Title\n\nFirst claim here. Second claim.\n\nThird one.\n"
    draft = parse(text)
    assert sentence_texts(draft) == ["First claim here.", "Second claim.", "Third one."]
    for sentence in draft.sentences:
        assert text[sentence.span.start : sentence.span.end] == sentence.text
    assert [s.index for s in draft.sentences] == [0, 1, 2]
    assert [p.index for p in draft.paragraphs] == [0, 1]


def test_paragraph_span_and_sentence_paragraph_index() -> None:
    text = "One. Two.\n\nThree.\n"
    draft = parse(text)
    second = draft.paragraphs[1]
    assert text[second.span.start : second.span.end] == "Three."
    assert draft.sentences[2].paragraph_index == 1


def test_lsp_position_uses_utf16_columns() -> None:
    text = "Emoji 😀 first. Then second.\n"
    draft = parse(text)
    second = draft.sentences[1]
    assert second.text == "Then second."
    # "Emoji 😀 first. " is 15 code points but 16 UTF-16 units (the emoji counts twice).
    assert second.span.start == 15
    assert PositionMapper(draft.source).position(second.span.start) == Position(line=0, character=16)


def test_crlf_text_keeps_offsets() -> None:
    text = "# H\r\n\r\nOne claim\r\nstill one. Two.\r\n\r\nThree.\r\n"
    draft = parse(text)
    assert sentence_texts(draft) == ["One claim\r\nstill one.", "Two.", "Three."]
    assert PositionMapper(draft.source).position(draft.sentences[2].span.start).line == 5
    for sentence in draft.sentences:
        assert text[sentence.span.start : sentence.span.end] == sentence.text


def test_headings_are_not_prose_and_give_sections() -> None:
    text = "# Intro\n\nA. B.\n\n## Method [3]\n\nWe train.\n\n# Results\n\nIt works.\n"
    draft = parse(text)
    assert [(h.level, h.text) for h in draft.headings] == [(1, "Intro"), (2, "Method [3]"), (1, "Results")]
    assert text[draft.headings[1].span.start : draft.headings[1].span.end] == "## Method [3]"
    by_text = {s.text: s for s in draft.sentences}
    assert by_text["We train."].section == ("Intro", "Method [3]")
    assert by_text["It works."].section == ("Results",)
    assert not any("Method" in s.text for s in draft.sentences)
    assert draft.markers == []  # the marker in the heading is not linted


def test_setext_heading() -> None:
    draft = parse("Title\n=====\n\nBody text.\n")
    assert [h.text for h in draft.headings] == ["Title"]
    assert sentence_texts(draft) == ["Body text."]


def test_fenced_and_indented_code_are_not_prose() -> None:
    text = "Intro text.\n\n```python\nx = 1. Not prose.\n```\n\n    indented code. Also not.\n\nOutro.\n"
    draft = parse(text)
    assert sentence_texts(draft) == ["Intro text.", "Outro."]


def test_inline_code_is_masked() -> None:
    text = "We call `f(x). Done` here. Next.\n"
    draft = parse(text)
    assert sentence_texts(draft) == ["We call `f(x). Done` here.", "Next."]
    first = draft.sentences[0]
    assert [text[m.start : m.end] for m in first.masked] == ["`f(x). Done`"]
    assert "f(x)" not in first.prose
    assert first.plain == "We call here."


def test_double_backtick_code_span() -> None:
    text = "Use ``a ` b. C`` now. Next.\n"
    draft = parse(text)
    assert [text[m.start : m.end] for m in draft.sentences[0].masked] == ["``a ` b. C``"]


def test_inline_math_is_masked() -> None:
    text = "The loss $L = a. B$ drops. Then $$x.Y$$ too. End.\n"
    draft = parse(text)
    assert sentence_texts(draft) == ["The loss $L = a. B$ drops.", "Then $$x.Y$$ too.", "End."]
    masked = [text[m.start : m.end] for s in draft.sentences for m in s.masked]
    assert masked == ["$L = a. B$", "$$x.Y$$"]


def test_currency_is_not_math() -> None:
    text = "It costs $5 and $10 per run. Next.\n"
    draft = parse(text)
    assert draft.sentences[0].masked == []
    assert draft.sentences[0].plain == "It costs $5 and $10 per run."


def test_math_block_is_not_prose() -> None:
    text = "Before.\n\n$$\nE = mc^2. Not prose.\n$$\n\nAfter.\n"
    assert sentence_texts(parse(text)) == ["Before.", "After."]


def test_front_matter_parsed_and_not_prose() -> None:
    text = "---\ntitle: My draft\nbibliography: refs.bib\n---\n\nBody.\n"
    draft = parse(text)
    assert draft.front_matter == {"title": "My draft", "bibliography": "refs.bib"}
    assert sentence_texts(draft) == ["Body."]


def test_bad_front_matter_gives_empty_dict() -> None:
    text = "---\ntitle: [unclosed\n  : : :\n---\n\nBody.\n"
    draft = parse(text)
    assert draft.front_matter == {}
    assert sentence_texts(draft) == ["Body."]


def test_non_mapping_front_matter_gives_empty_dict() -> None:
    draft = parse("---\n- a\n- b\n---\n\nBody.\n")
    assert draft.front_matter == {}


def test_html_comments_block_and_inline() -> None:
    text = "<!-- rblint-disable RB001 -->\n\nA claim <!-- rblint-disable-line RB004 --> here. Next.\n"
    draft = parse(text)
    assert [c.body for c in draft.comments] == ["rblint-disable RB001", "rblint-disable-line RB004"]
    for comment in draft.comments:
        assert text[comment.span.start : comment.span.end].startswith("<!--")
        assert text[comment.span.start : comment.span.end].endswith("-->")
    assert sentence_texts(draft) == ["A claim <!-- rblint-disable-line RB004 --> here.", "Next."]
    assert "rblint" not in draft.sentences[0].prose


def test_multiline_comment_and_comment_in_code_is_not_a_comment() -> None:
    text = "<!--\nrblint-disable\n-->\n\n```\n<!-- rblint-disable RB002 -->\n```\n\nText with `<!-- no -->` code.\n"
    draft = parse(text)
    assert [c.body for c in draft.comments] == ["rblint-disable"]


def test_html_block_is_not_prose() -> None:
    text = "<div>\nHidden text. More.\n</div>\n\nVisible.\n"
    assert sentence_texts(parse(text)) == ["Visible."]


def test_link_reference_definitions_collected_with_spans() -> None:
    text = 'A claim [1].\n\n[1]: papers/x.pdf "The Title"\n[Smith 2020]: <papers/s b.pdf>\n'
    draft = parse(text)
    one = draft.link_definitions["1"]
    assert one.destination == "papers/x.pdf"
    assert one.title == "The Title"
    assert text[one.span.start : one.span.end] == '[1]: papers/x.pdf "The Title"'
    smith = draft.link_definitions["smith 2020"]
    assert smith.label == "Smith 2020"
    assert smith.destination == "papers/s b.pdf"
    assert smith.title is None
    assert sentence_texts(draft) == ["A claim [1]."]


def test_link_definition_with_title_on_next_line() -> None:
    text = "[k]: https://example.org/a.pdf\n  'Long title'\n\nBody.\n"
    draft = parse(text)
    definition = draft.link_definitions["k"]
    assert definition.title == "Long title"
    assert text[definition.span.start : definition.span.end] == "[k]: https://example.org/a.pdf\n  'Long title'"


def test_link_destination_does_not_split_sentences() -> None:
    text = 'See [the docs](https://x.org/a.pdf "Part. Two") for more. Next.\n'
    draft = parse(text)
    assert sentence_texts(draft) == ['See [the docs](https://x.org/a.pdf "Part. Two") for more.', "Next."]
    assert draft.sentences[0].plain == "See [the docs] for more."


def test_footnote_definitions_are_not_prose() -> None:
    text = "A claim.[^1] More.\n\n[^1]: Smith, J. 2020. A Title. papers/s.pdf\n    continued.\n"
    draft = parse(text)
    note = draft.footnotes["1"]
    assert note.text == "Smith, J. 2020. A Title. papers/s.pdf continued."
    assert text[note.span.start : note.span.end] == "[^1]: Smith, J. 2020. A Title. papers/s.pdf\n    continued."
    assert sentence_texts(draft) == ["A claim.[^1]", "More."]
    assert [m.style for m in draft.markers] == [MarkerStyle.FOOTNOTE]


def test_blockquote_and_list_items_are_prose_with_kind() -> None:
    text = "> Quoted claim.\n> Second line.\n\n- Item one.\n- Item two\n  continues.\n"
    draft = parse(text)
    kinds = [(p.kind, [s.text for s in p.sentences]) for p in draft.paragraphs]
    assert kinds == [
        ("blockquote", ["Quoted claim.", "Second line."]),
        ("list_item", ["Item one."]),
        ("list_item", ["Item two\n  continues."]),
    ]


def test_blockquote_prefix_inside_sentence_is_masked() -> None:
    text = "> A claim that\n> spans lines.\n"
    draft = parse(text)
    sentence = draft.sentences[0]
    assert sentence.text == "A claim that\n> spans lines."
    assert sentence.plain == "A claim that spans lines."


def test_table_cells_are_prose() -> None:
    text = "| Method | Score |\n|---|---|\n| BM25 [2] | 0.5 |\n"
    draft = parse(text)
    assert [(p.kind, p.sentences[0].text) for p in draft.paragraphs] == [
        ("table_cell", "Method"),
        ("table_cell", "Score"),
        ("table_cell", "BM25 [2]"),
        ("table_cell", "0.5"),
    ]
    assert [m.text for m in draft.markers] == ["[2]"]
    cell = draft.paragraphs[2]
    assert text[cell.span.start : cell.span.end] == "BM25 [2]"


def test_markers_attach_to_their_sentences() -> None:
    text = "First claim [1]. Second claim [2, 3]. Third.\n"
    draft = parse(text)
    assert [[m.text for m in s.markers] for s in draft.sentences] == [["[1]"], ["[2, 3]"], []]
    assert [m.text for m in draft.markers] == ["[1]", "[2, 3]"]
    assert all(text[m.span.start : m.span.end] == m.text for m in draft.markers)


def test_marker_after_final_period_belongs_to_previous_sentence() -> None:
    text = "It was shown before. [3] We go on.\n"
    draft = parse(text)
    assert sentence_texts(draft) == ["It was shown before. [3]", "We go on."]
    assert [m.text for m in draft.sentences[0].markers] == ["[3]"]
    assert draft.sentences[1].markers == []


def test_marker_with_internal_periods_is_atomic() -> None:
    text = "It holds [@smith, p. 4]. Next.\n"
    draft = parse(text)
    assert sentence_texts(draft) == ["It holds [@smith, p. 4].", "Next."]
    assert draft.markers[0].style is MarkerStyle.PANDOC


def test_narrative_marker_starts_next_sentence() -> None:
    text = "Retrieval helps. Smith et al. (2023) showed it. Done.\n"
    draft = parse(text)
    assert sentence_texts(draft) == ["Retrieval helps.", "Smith et al. (2023) showed it.", "Done."]
    assert draft.sentences[1].markers[0].narrative


def test_markers_in_code_are_not_markers() -> None:
    text = "Write `[1]` to cite. Done.\n"
    draft = parse(text)
    assert draft.markers == []


def test_references_section_numbered_list() -> None:
    text = (
        "# Intro\n\nA claim [1].\n\n"
        "## References\n\n"
        "1. Smith, J. (2023). A title. [pdf](papers/smith.pdf)\n"
        "2. Lee, K. (2021). Other. https://example.org/lee.pdf\n\n"
        "## Appendix\n\nAfter.\n"
    )
    draft = parse(text)
    section = draft.references_section
    assert section is not None
    assert section.heading.text == "References"
    assert text[section.span.start : section.span.end].startswith("## References")
    assert text[section.span.start : section.span.end].endswith("Other. https://example.org/lee.pdf")
    assert [(e.number, e.links) for e in section.entries] == [
        (1, ("papers/smith.pdf",)),
        (2, ("https://example.org/lee.pdf",)),
    ]
    assert section.entries[0].text == "Smith, J. (2023). A title. [pdf](papers/smith.pdf)"
    assert text[section.entries[0].span.start : section.entries[0].span.end].startswith("1. Smith")
    assert sentence_texts(draft) == ["A claim [1].", "After."]


def test_references_section_bracket_numbers_and_bullets() -> None:
    text = "Text.\n\n# Bibliography\n\n[1] Wu. Paper one. papers/wu.pdf\n[2] Li. Paper two.\n\n- Unnumbered entry.\n"
    draft = parse(text)
    section = draft.references_section
    assert section is not None
    assert [(e.number, e.text, e.links) for e in section.entries] == [
        (1, "Wu. Paper one. papers/wu.pdf", ("papers/wu.pdf",)),
        (2, "Li. Paper two.", ()),
        (None, "Unnumbered entry.", ()),
    ]
    assert sentence_texts(draft) == ["Text."]


def test_references_heading_matching_is_case_insensitive_and_configurable() -> None:
    text = "Text.\n\n## 7. WORKS CITED\n\n1. A.\n"
    assert parse(text).references_section is not None
    custom = parse("Text.\n\n## Quellen\n\n1. A.\n", references_headings=("quellen",))
    assert custom.references_section is not None
    assert parse("Text.\n\n## Quellen\n\n1. A.\n").references_section is None


def test_deeper_heading_stays_inside_references_section() -> None:
    text = "# References\n\n## Primary\n\n1. One.\n\n## Secondary\n\n1. Two.\n\n# Next\n\nBody.\n"
    draft = parse(text)
    section = draft.references_section
    assert section is not None
    assert [e.text for e in section.entries] == ["One.", "Two."]
    assert sentence_texts(draft) == ["Body."]


def test_no_references_section() -> None:
    assert parse("Just text.\n").references_section is None


def test_empty_draft() -> None:
    draft = parse("")
    assert draft.paragraphs == [] and draft.headings == [] and draft.markers == []
    assert draft.front_matter == {} and draft.references_section is None


def test_emphasis_delimiters_are_masked_but_identifiers_kept() -> None:
    text = "**It is bold.** Next _one_ here. A ~~struck~~ snake_case_name stays.\n"
    draft = parse(text)
    assert [s.plain for s in draft.sentences] == ["It is bold.", "Next one here.", "A struck snake_case_name stays."]



def test_underscores_of_a_citation_key_are_not_emphasis() -> None:
    """Pandoc keys may begin or end with "_": blanked as emphasis, [@_x] was dropped (nothing
    reported) and [@x_] was read as @x."""
    text = "One [@_x]. Two [@b; @x_]. Three [@{_y_}]. Four @_z says. A _claim [@a]_ here.\n"
    draft = parse(text)
    assert [marker.keys for marker in draft.markers] == [("_x",), ("b", "x_"), ("_y_",), ("_z",), ("a",)]
    assert draft.sentences[-1].plain == "A claim here."  # emphasis around a marker is still emphasis

def test_figure_only_paragraph_is_a_caption() -> None:
    text = "![Figure 1: the retrieval setup.](fig.png)\n\nBody.\n"
    draft = parse(text)
    assert [p.kind for p in draft.paragraphs] == ["caption", "paragraph"]
    assert draft.sentences[0].plain == "Figure 1: the retrieval setup."


def test_lone_carriage_return_keeps_offsets() -> None:
    text = "One claim.\rTwo claims.\n\nThree.\n"
    draft = parse(text)
    assert sentence_texts(draft) == ["One claim.", "Two claims.", "Three."]
    for sentence in draft.sentences:
        assert text[sentence.span.start : sentence.span.end] == sentence.text


def test_escaped_dollar_and_backtick_are_prose() -> None:
    text = "It costs \\$5 and \\`x\\` here. Next.\n"
    draft = parse(text)
    assert draft.sentences[0].masked == []


def test_a_huge_paragraph_is_read_without_a_scan_per_sentence(monkeypatch: pytest.MonkeyPatch) -> None:
    """Hostile input: one paragraph of thousands of footnoted sentences. Each sentence finds
    its markers and masks by bisection and ``sentence_at`` by bisection over an index built
    once (both were a scan per sentence: quadratic). Counted, not timed: the sentences'
    span list is built once however many offsets are asked."""
    count = 2000
    text = "# T\n\n" + " ".join(f"Claim number {i} holds[^{i}]." for i in range(count)) + "\n\n" + "\n".join(
        f"[^{i}]: Note {i}." for i in range(0, count, 2)) + "\n"
    draft = parse_draft(text, Path("draft.md"))
    sentences = draft.sentences
    assert len(sentences) >= count
    assert all(len(sentence.markers) == 1 for sentence in sentences[:count])  # each owns its marker
    built: list[int] = []
    real = Draft.sentences.fget
    monkeypatch.setattr(Draft, "sentences", property(lambda self: built.append(1) or real(self)))
    for sentence in sentences[:count]:
        found = draft.sentence_at(sentence.span.start)
        assert found is not None and found.span == sentence.span
    assert len(built) == 1


def test_a_draft_larger_than_the_block_cache_is_not_reanalysed_after_an_edit(monkeypatch: pytest.MonkeyPatch) -> None:
    """The previous parse of the same draft lends its blocks: a draft of more blocks than the
    shared cache holds used to re-analyse every block on every keystroke."""
    import functools

    from rblint.engine import markdown as M

    analysed: list[str] = []

    def counting(local_text: str, masked: tuple[tuple[int, int], ...]) -> object:
        analysed.append(local_text)
        return M._analyse_block(local_text, masked)

    monkeypatch.setattr(M, "_local_block", functools.lru_cache(maxsize=4)(counting))  # far fewer than the draft's blocks
    paragraphs = [f"Paragraph {i} says that retrieval improves recall [{i % 5 + 1}]. A second sentence." for i in range(40)]
    text = "\n\n".join(paragraphs) + "\n"
    path = Path("big-draft.md")
    first = M.parse_draft(text, path)
    assert len(analysed) == 40
    analysed.clear()
    edited = text.replace("Paragraph 20 says", "Paragraph 20 claims")
    second = M.parse_draft(edited, path)
    assert analysed == [paragraphs[20].replace("says", "claims")]  # only the edited block
    assert [s.text for s in second.sentences][40:] == [s.text.replace("20 says", "20 claims") for s in first.sentences][40:]
    assert second.sentences[-1].span.start == first.sentences[-1].span.start + 2  # later blocks moved
    analysed.clear()
    M.parse_draft(edited, Path("another-draft.md"))  # another draft does not borrow this one's blocks
    assert len(analysed) == 40
