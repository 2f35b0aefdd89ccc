"""Citation navigation in the engine: key completion, definitions in .bib / CSL files, references."""

from __future__ import annotations

from pathlib import Path

from rblint.engine.bibliography import load_bibliography
from rblint.engine.config import Config
from rblint.engine.document import MarkerStyle
from rblint.engine.markdown import parse_draft
from rblint.engine.navigation import complete, completion_prefix, definition, references

BIB = """@article{smith2020,
  title = {Retrieval helps}, author = {Smith, Jane}, year = {2020}}

@article{smalls2021, title = {Small models}, author = {Smalls, Bo and Lee, K}, year = {2021}}
@article{lee2019, title = {Other}, author = {Lee, K}, year = {2019}}
"""


def setup(tmp_path: Path, text: str):  # type: ignore[no-untyped-def]
    (tmp_path / "refs.bib").write_text(BIB)
    path = tmp_path / "draft.md"
    path.write_text(text)
    draft = parse_draft(text, path)
    return draft, load_bibliography(draft, Config(root=tmp_path))


def test_prefixes_of_markers_being_typed() -> None:
    assert completion_prefix("See [@sm", 8) == (MarkerStyle.PANDOC, "sm", 6)
    assert completion_prefix("See [@a; @le", 12) == (MarkerStyle.PANDOC, "le", 10)
    assert completion_prefix("As @", 4) == (MarkerStyle.PANDOC, "", 4)
    assert completion_prefix("Shown [1, 2", 11) == (MarkerStyle.NUMERIC, "2", 10)
    assert completion_prefix("an email me@x", 13) is None and completion_prefix("Done [1]", 8) is None


def test_completion_filters_by_prefix_and_puts_recent_use_first(tmp_path: Path) -> None:
    text = "---\nbibliography: refs.bib\n---\n\nA [@smalls2021]. B [@sm\n"
    draft, bibliography = setup(tmp_path, text)
    found = complete(draft, bibliography, text, len(text) - 1)
    assert [item.key for item in found] == ["smalls2021", "smith2020"]
    assert found[0].detail == "Smalls et al., 2021" and "no file" in found[0].documentation
    assert found[0].start == text.rindex("sm")


def test_definition_is_the_entry_line_in_the_bib_and_references_are_its_markers(tmp_path: Path) -> None:
    text = "---\nbibliography: refs.bib\n---\n\nA [@lee2019]. B [@smith2020; @lee2019].\n"
    draft, bibliography = setup(tmp_path, text)
    target = definition(draft, bibliography, text.index("@lee2019") + 2)
    assert target is not None and target.path == (tmp_path / "refs.bib").resolve() and target.line == 4
    spans = references(draft, bibliography, text.index("@lee2019") + 2)
    assert [text[s.start:s.end] for s in spans] == ["@lee2019", "@lee2019"]
