"""Bibliography loading (every form) and marker -> entry -> file resolution."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from rblint.engine.bibliography import load_bibliography
from rblint.engine.bibliography.files import parse_file_field
from rblint.engine.bibliography.model import BibEntry, Bibliography
from rblint.engine.bibliography.refparse import parse_reference
from rblint.engine.bibliography.model import resolve_item
from rblint.engine.config import Config
from rblint.engine.document import CitationItem, Draft, MarkerStyle
from rblint.engine.markdown import parse_draft


def write(path: Path, text: str | bytes) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(text, bytes):
        path.write_bytes(text)
    else:
        path.write_text(text, encoding="utf-8")
    return path


def make_draft(tmp_path: Path, text: str, name: str = "draft.md") -> Draft:
    path = write(tmp_path / name, text)
    return parse_draft(text, path)


def load(tmp_path: Path, text: str, **config: object) -> tuple[Draft, Bibliography]:
    draft = make_draft(tmp_path, text)
    return draft, load_bibliography(draft, Config(root=tmp_path, **config))  # type: ignore[arg-type]


def resolved(draft: Draft, bibliography: Bibliography) -> dict[str, str | None]:
    """marker item text -> key of the entry it resolves to (None: invented)."""
    result: dict[str, str | None] = {}
    for marker in draft.markers:
        for item in marker.items:
            entry = bibliography.resolve(item, marker.style)
            label = draft.text[item.span.start : item.span.end] if item.span else marker.text
            result[f"{marker.style.value}:{item.key}:{label}"] = entry.key if entry else None
    return result


def keys_of(bibliography: Bibliography) -> list[str]:
    return [entry.key for entry in bibliography.entries]


# --------------------------------------------------------------------------- 1. link definitions


def test_numeric_link_definitions_resolve_to_files(tmp_path: Path) -> None:
    write(tmp_path / "papers/x.pdf", b"%PDF-1.4 stub")
    draft, bib = load(
        tmp_path,
        'Claim [1] and [3].\n\n[1]: papers/x.pdf "The X paper"\n[3]: https://arxiv.org/abs/1234\n',
    )
    first = bib.by_number(1)
    assert first is not None and first.title == "The X paper"
    assert first.file == (tmp_path / "papers/x.pdf").resolve()
    assert first.origin == "link-definition" and first.origin_span is not None
    third = bib.by_number(3)
    assert third is not None and third.file is None and third.url == "https://arxiv.org/abs/1234"
    assert bib.problems == []


def test_keyed_link_definition_and_ordinary_links(tmp_path: Path) -> None:
    write(tmp_path / "papers/smith.pdf", b"%PDF-1.4 stub")
    draft, bib = load(
        tmp_path,
        "As [@smith2023] says, see [the docs][docs].\n\n"
        "[smith2023]: papers/smith.pdf\n[docs]: https://example.com/docs\n",
    )
    assert keys_of(bib) == ["smith2023"]  # [docs] is an ordinary link, not a reference
    entry = resolve_item(bib, draft.markers[0].items[0], MarkerStyle.PANDOC)
    assert entry is not None and entry.file == (tmp_path / "papers/smith.pdf").resolve()


def test_missing_declared_file_is_kept_as_declared(tmp_path: Path) -> None:
    _, bib = load(tmp_path, "Claim [1].\n\n[1]: papers/gone.pdf\n")
    entry = bib.by_number(1)
    assert entry is not None and entry.file is None and entry.file_declared == "papers/gone.pdf"


# --------------------------------------------------------------------------- 2. references section

REFERENCES = """\
# Draft

Claims [1] and [2], (Lee & Smith, 2021), Doe (2019) and (Roe, 2018).

## References

1. Smith, J., & Lee, K. (2023). A study of things. [PDF](papers/smith.pdf)
2. J. Doe and A. Roe, "Deep things," in Proc. ICML, 2019. papers/doe.pdf
3. Lee K, Smith J. Vancouver style title here. J Med. 2021;12:3-4. https://doi.org/10.1/abc
"""


def test_numbered_references_section(tmp_path: Path) -> None:
    write(tmp_path / "papers/smith.pdf", b"%PDF-1.4 stub")
    draft, bib = load(tmp_path, REFERENCES)
    one, two, three = (bib.by_number(n) for n in (1, 2, 3))
    assert one is not None and one.authors == ("Smith", "Lee") and one.year == "2023"
    assert one.title == "A study of things"
    assert one.file == (tmp_path / "papers/smith.pdf").resolve()
    assert two is not None and two.authors == ("Doe", "Roe") and two.title == "Deep things"
    assert two.file is None and two.file_declared == "papers/doe.pdf"
    assert three is not None and three.authors == ("Lee", "Smith") and three.url == "https://doi.org/10.1/abc"
    assert all(entry.origin == "references-section" for entry in bib.entries)
    result = resolved(draft, bib)
    assert result["numeric:1:1"] == "1"
    assert result["numeric:2:2"] == "2"
    assert result["author-year:lee|2021:Lee & Smith, 2021"] == "3"
    assert result["author-year:doe|2019:Doe (2019)"] == "2"
    assert result["author-year:roe|2018:Roe, 2018"] is None  # Roe is a co-author of 2019, not 2018


def test_bulleted_references_with_labels_and_derived_keys(tmp_path: Path) -> None:
    draft, bib = load(
        tmp_path,
        "See [@smith2023] and (van der Berg, 2020a) and [@muller2019].\n\n## Bibliography\n\n"
        "- [smith2023] Smith, J. et al. 2023. Labelled entry. papers/s.pdf\n"
        "- van der Berg, J. (2020a). Particles matter. <https://example.com/x>\n"
        "- Müller, H., & Wu, X. (2019). Derived key.\n",
    )
    assert keys_of(bib) == ["smith2023", "vanderberg2020a", "muller2019"]
    result = resolved(draft, bib)
    assert result["pandoc:smith2023:@smith2023"] == "smith2023"
    assert result["author-year:van der berg|2020a:van der Berg, 2020a"] == "vanderberg2020a"
    assert result["pandoc:muller2019:@muller2019"] == "muller2019"


# --------------------------------------------------------------------------- 3. BibTeX

BIB = r"""
@article{wu2020,
  author = {Wu, Xi and {van der Berg}, Jan},
  title = {Wu {Things}},
  year = {2020},
  file = {Full Text:pdfs/wu.pdf:application/pdf;Snapshot:snap.html:text/html},
}
@article{muller2019, author = {M{\"u}ller, Hans}, title = {Umlauts}, year = 2019,
  file = {pdfs/muller.txt}}
@book{berg2020, author = {van der Berg, Jan}, title = {Particles}, date = {2020-05-01}}
@misc{escaped, author = {Roe, B}, year = {2018}, file = {:C\:\\nowhere\\x.pdf:PDF}}
"""


def test_bibtex_from_front_matter_with_file_fields(tmp_path: Path) -> None:
    write(tmp_path / "bib/refs.bib", BIB)
    write(tmp_path / "bib/pdfs/wu.pdf", b"%PDF-1.4 stub")
    write(tmp_path / "bib/pdfs/muller.txt", "text")
    draft, bib = load(
        tmp_path,
        "---\nbibliography: bib/refs.bib\n---\n\n"
        "See [@wu2020], (Muller, 2019), (van der Berg, 2020), [@escaped] and [@nope].\n",
    )
    assert bib.problems == []
    wu = bib.by_key("wu2020")
    assert wu is not None and wu.origin == "bibtex" and wu.title == "Wu Things"
    assert wu.file == (tmp_path / "bib/pdfs/wu.pdf").resolve()  # relative to the .bib, first attachment
    assert wu.authors == ("Wu", "van der Berg")
    muller = bib.by_key("muller2019")
    assert muller is not None and muller.authors == ("Müller",)
    assert muller.file == (tmp_path / "bib/pdfs/muller.txt").resolve()
    berg = bib.by_key("berg2020")
    assert berg is not None and berg.year == "2020" and berg.authors == ("van der Berg",)
    escaped = bib.by_key("escaped")
    assert escaped is not None and escaped.file is None and escaped.file_declared == "C:\\nowhere\\x.pdf"
    result = resolved(draft, bib)
    assert result["author-year:muller|2019:Muller, 2019"] == "muller2019"  # diacritic-insensitive
    # two entries by (van der) Berg in 2020: wu2020 has him second, so only berg2020 matches
    assert result["author-year:van der berg|2020:van der Berg, 2020"] == "berg2020"
    assert result["pandoc:escaped:@escaped"] == "escaped"
    assert result["pandoc:nope:@nope"] is None


def test_bibtex_list_in_front_matter_and_config(tmp_path: Path) -> None:
    write(tmp_path / "a.bib", "@article{a1, author={A, B}, title={T}, year={2001}}")
    write(tmp_path / "b.bib", "@article{b1, author={B, C}, title={T}, year={2002}}")
    write(tmp_path / "c.bib", "@article{c1, author={C, D}, title={T}, year={2003}}")
    _, bib = load(
        tmp_path,
        "---\nbibliography:\n  - a.bib\n  - b.bib\n---\nText [@a1].\n",
        bibliography=(tmp_path / "c.bib", tmp_path / "a.bib"),
    )
    assert keys_of(bib) == ["a1", "b1", "c1"]  # front matter first, config after, no duplicates


def test_malformed_bibtex_reports_blocks_and_keeps_good_entries(tmp_path: Path) -> None:
    write(
        tmp_path / "refs.bib",
        "@article{good, author={A, B}, year={2001}}\n\n@article{broken,\n  title = {never closed\n\n"
        "@article{good, author={Dup, Licate}, year={1999}}\n",
    )
    _, bib = load(tmp_path, "---\nbibliography: refs.bib\n---\nText.\n")
    assert keys_of(bib) == ["good"]
    messages = [message for _, message in bib.problems]
    assert any("line 3" in message and "malformed" in message for message in messages), messages
    assert all(path == (tmp_path / "refs.bib").resolve() for path, _ in bib.problems)


def test_duplicate_bibtex_key_is_a_problem(tmp_path: Path) -> None:
    write(tmp_path / "refs.bib", "@article{k, year={2001}}\n@article{k, year={1999}}\n")
    _, bib = load(tmp_path, "---\nbibliography: refs.bib\n---\nText.\n")
    assert [entry.year for entry in bib.entries] == ["2001"]
    assert any("duplicate entry key 'k'" in message for _, message in bib.problems)


def test_missing_and_non_bibtex_files_are_problems_not_exceptions(tmp_path: Path) -> None:
    write(tmp_path / "notes.bib", "just some words, no entries\n")
    write(tmp_path / "binary.bib", b"\x00\x01\x02")
    _, bib = load(
        tmp_path,
        "---\nbibliography: [missing.bib, notes.bib, binary.bib, 3]\n---\nText.\n",
    )
    assert bib.entries == []
    messages = " | ".join(message for _, message in bib.problems)
    assert "bibliography file not found" in messages and "missing.bib" in messages
    assert "no BibTeX entries found" in messages
    assert "binary" in messages
    assert "must be a path" in messages


# --------------------------------------------------------------------------- 4. CSL JSON


def test_csl_json(tmp_path: Path) -> None:
    items = [
        {
            "id": "berg2020",
            "type": "article-journal",
            "title": "Particles",
            "author": [{"family": "Berg", "given": "Jan", "non-dropping-particle": "van der"}],
            "issued": {"date-parts": [[2020, 5]]},
            "DOI": "10.1/x",
        },
        {"id": "who2021", "author": [{"literal": "World Health Organization"}], "issued": {"raw": "2021"}},
        {"title": "no id"},
    ]
    write(tmp_path / "refs.json", json.dumps(items))
    draft, bib = load(tmp_path, "---\nbibliography: refs.json\n---\nAs (van der Berg, 2020) and [@who2021].\n")
    berg = bib.by_key("berg2020")
    assert berg is not None and berg.origin == "csl-json" and berg.authors == ("van der Berg",)
    assert berg.year == "2020" and berg.url == "https://doi.org/10.1/x"
    assert set(resolved(draft, bib).values()) == {"berg2020", "who2021"}
    assert any("without an 'id'" in message for _, message in bib.problems)


def test_unreadable_csl_json_is_a_problem(tmp_path: Path) -> None:
    write(tmp_path / "refs.json", '[{"id": "a",}')
    _, bib = load(tmp_path, "---\nbibliography: refs.json\n---\nText.\n")
    assert bib.entries == []
    assert len(bib.problems) == 1 and "not valid CSL JSON" in bib.problems[0][1]


def test_front_matter_references(tmp_path: Path) -> None:
    draft, bib = load(
        tmp_path,
        "---\nreferences:\n  - id: inline1\n    author:\n      - family: Smith\n"
        "    issued:\n      date-parts: [[2022]]\n---\nAs Smith (2022) and [@inline1].\n",
    )
    assert keys_of(bib) == ["inline1"]
    assert set(resolved(draft, bib).values()) == {"inline1"}


# --------------------------------------------------------------------------- 5. papers folder and 6. config sources


def test_papers_folder_supplies_files_and_entries(tmp_path: Path) -> None:
    write(tmp_path / "refs.bib", "@article{wu2020, author={Wu, Xi}, year={2020}}\n@article{lee2019, year={2019}}")
    write(tmp_path / "papers/wu2020.pdf", b"%PDF-1.4 stub")
    write(tmp_path / "papers/Lee2019.txt", "text")
    write(tmp_path / "papers/extra2018.md", "text")
    write(tmp_path / "papers/figure.png", b"png")
    draft, bib = load(
        tmp_path,
        "---\nbibliography: refs.bib\n---\nSee [@wu2020], [@lee2019] and [@extra2018].\n",
        papers=(tmp_path / "papers",),
    )
    assert bib.by_key("wu2020").file == (tmp_path / "papers/wu2020.pdf").resolve()  # type: ignore[union-attr]
    assert bib.by_key("lee2019").file == (tmp_path / "papers/Lee2019.txt").resolve()  # type: ignore[union-attr]
    extra = bib.by_key("extra2018")
    assert extra is not None and extra.origin == "papers-folder" and extra.year == "2018"
    assert bib.by_key("figure") is None
    assert None not in resolved(draft, bib).values()


def test_papers_folder_finds_a_missing_declared_file_by_name(tmp_path: Path) -> None:
    write(tmp_path / "library/old-name.pdf", b"%PDF-1.4 stub")
    _, bib = load(tmp_path, "Claim [1].\n\n[1]: /elsewhere/old-name.pdf\n", papers=(tmp_path / "library",))
    assert bib.by_number(1).file == (tmp_path / "library/old-name.pdf").resolve()  # type: ignore[union-attr]


def test_missing_papers_folder_is_a_problem(tmp_path: Path) -> None:
    _, bib = load(tmp_path, "Text.\n", papers=(tmp_path / "nowhere",))
    assert any("papers folder not found" in message for _, message in bib.problems)


def test_config_sources_mapping(tmp_path: Path) -> None:
    write(tmp_path / "files/a.pdf", b"%PDF-1.4 stub")
    write(tmp_path / "refs.bib", "@article{a, year={2001}}")
    draft, bib = load(
        tmp_path,
        "---\nbibliography: refs.bib\n---\nSee [@a] and [@b].\n",
        sources={"a": tmp_path / "files/a.pdf", "b": tmp_path / "files/b.pdf"},
    )
    assert bib.by_key("a").file == (tmp_path / "files/a.pdf").resolve()  # type: ignore[union-attr]
    b = bib.by_key("b")
    assert b is not None and b.origin == "config" and b.file is None and b.file_declared.endswith("b.pdf")  # type: ignore[union-attr]


# --------------------------------------------------------------------------- precedence and resolution


def test_precedence_earlier_definition_wins_later_fills(tmp_path: Path) -> None:
    write(tmp_path / "mine.pdf", b"%PDF-1.4 stub")
    write(tmp_path / "bibfile.pdf", b"%PDF-1.4 stub")
    write(tmp_path / "refs.bib", "@article{smith2023, author={Smith, J}, title={From bib}, year={2023}, file={bibfile.pdf}}")
    draft, bib = load(tmp_path, "---\nbibliography: refs.bib\n---\nSee [@smith2023].\n\n[smith2023]: mine.pdf\n")
    assert len(bib.entries) == 1
    entry = bib.entries[0]
    assert entry.origin == "link-definition" and entry.file == (tmp_path / "mine.pdf").resolve()
    assert entry.authors == ("Smith",) and entry.title == "From bib" and entry.year == "2023"


def test_year_suffix_decides_between_same_author_same_year(tmp_path: Path) -> None:
    write(
        tmp_path / "refs.bib",
        "@article{s1, author={Smith, J}, title={Zebra paper}, year={2020}}\n"
        "@article{s2, author={Smith, J}, title={Apple paper}, year={2020}}\n",
    )
    draft, bib = load(tmp_path, "---\nbibliography: refs.bib\n---\nSee (Smith, 2020a; Smith, 2020b; Smith, 2020c).\n")
    result = list(resolved(draft, bib).values())
    assert result == ["s2", "s1", None]  # APA: same author and year are lettered by title


def test_explicit_suffix_in_reference_list(tmp_path: Path) -> None:
    draft, bib = load(
        tmp_path,
        "See (Smith, 2020b) and (Smith, 2020a).\n\n## References\n\n"
        "- Smith, J. (2020a). Zebra. a.pdf\n- Smith, J. (2020b). Apple. b.pdf\n",
    )
    assert list(resolved(draft, bib).values()) == ["smith2020b", "smith2020a"]


def test_footnote_references(tmp_path: Path) -> None:
    draft, bib = load(
        tmp_path,
        "A claim.[^1] A remark.[^2] Missing.[^3]\n\n"
        "[^1]: Smith, J. (2020). Footnoted paper. papers/s.pdf\n[^2]: Just a note about wording.\n",
    )
    assert keys_of(bib) == ["^1"]
    assert list(resolved(draft, bib).values()) == ["^1", None, None]


def test_resolve_item_handcrafted_bibliography() -> None:
    bib = Bibliography(
        [
            BibEntry(key="1", number=1),
            BibEntry(key="Key", authors=("Öztürk",), year="2021"),
            BibEntry(key="guess2020", authors=("guess",), year="2020", origin="papers-folder"),
        ]
    )
    assert resolve_item(bib, CitationItem("1"), MarkerStyle.NUMERIC) is bib.entries[0]
    assert resolve_item(bib, CitationItem("2"), MarkerStyle.NUMERIC) is None
    assert resolve_item(bib, CitationItem("key"), MarkerStyle.PANDOC) is bib.entries[1]  # case-insensitive fallback
    item = CitationItem("ozturk|2021", authors=("Ozturk",), year="2021")
    assert resolve_item(bib, item, MarkerStyle.AUTHOR_YEAR) is bib.entries[1]
    assert resolve_item(bib, CitationItem("ozturk|2022"), MarkerStyle.AUTHOR_YEAR) is None
    assert resolve_item(bib, CitationItem("guess|2020"), MarkerStyle.AUTHOR_YEAR) is bib.entries[2]
    bib.entries.append(BibEntry(key="2", number=2))  # the lookup index notices new entries
    assert resolve_item(bib, CitationItem("2"), MarkerStyle.NUMERIC) is bib.entries[3]


# --------------------------------------------------------------------------- parsers


@pytest.mark.parametrize(
    ("value", "paths"),
    [
        ("Full Text:papers/x.pdf:application/pdf", ["papers/x.pdf"]),
        ("Full Text:a.pdf:application/pdf;Snapshot:snap.html:text/html", ["a.pdf", "snap.html"]),
        (":path/x.pdf:pdf", ["path/x.pdf"]),
        ("/home/u/Zotero/storage/AB12/x.pdf", ["/home/u/Zotero/storage/AB12/x.pdf"]),
        ("a.pdf;b.pdf", ["a.pdf", "b.pdf"]),
        (r"Full Text:C\:\\Users\\x.pdf:PDF", ["C:\\Users\\x.pdf"]),
        ("C:\\Users\\x.pdf", ["C:\\Users\\x.pdf"]),
    ],
)
def test_parse_file_field(value: str, paths: list[str]) -> None:
    assert parse_file_field(value) == paths


@pytest.mark.parametrize(
    ("text", "authors", "year"),
    [
        ("Smith, J., & Lee, K. (2021). A study. Journal.", ("Smith", "Lee"), "2021"),
        ('J. Smith and K. Lee, "Deep things," in Proc. ICML, 2021.', ("Smith", "Lee"), "2021"),
        ("Smith J, Lee K. Title of the paper. J Med. 2021;12:3-4.", ("Smith", "Lee"), "2021"),
        ("Jan van der Berg and Kate Lee. 2018. Something.", ("van der Berg", "Lee"), "2018"),
        ("[Attention is all you need](papers/v.pdf) — Vaswani et al., 2017", ("Vaswani",), "2017"),
        ("Müller, H., O'Neil, K., & Wu, X. (2019b). Umlauts.", ("Müller", "O'Neil", "Wu"), "2019b"),
    ],
)
def test_reference_text_formats(text: str, authors: tuple[str, ...], year: str) -> None:
    parsed = parse_reference(text)
    assert parsed.authors[: len(authors)] == authors
    assert parsed.year == year


def test_reference_title_from_a_link() -> None:
    parsed = parse_reference("[Attention is all you need](papers/v.pdf) — Vaswani et al., 2017")
    assert parsed.title == "Attention is all you need" and parsed.paths == ["papers/v.pdf"]


def test_cached_bib_file_notices_attachments_added_later(tmp_path: Path) -> None:
    write(tmp_path / "refs.bib", "@article{a, year={2001}, file={pdfs/a.pdf}}")
    text = "---\nbibliography: refs.bib\n---\nSee [@a].\n"
    _, first = load(tmp_path, text)
    assert first.by_key("a").file is None  # type: ignore[union-attr]
    write(tmp_path / "pdfs/a.pdf", b"%PDF-1.4 stub")
    _, second = load(tmp_path, text)  # same .bib version: parsed once, file re-checked
    assert second.by_key("a").file == (tmp_path / "pdfs/a.pdf").resolve()  # type: ignore[union-attr]
    (tmp_path / "pdfs/a.pdf").unlink()
    _, third = load(tmp_path, text)
    assert third.by_key("a").file is None  # type: ignore[union-attr]


@pytest.mark.parametrize(
    ("author", "marker"),
    [
        (r"\"{O}zt\"urk, Ay", "(Öztürk, 2020)"),
        (r"Ko\c{c}, Ali", "(Koc, 2020)"),
        (r"Garc{\'\i}a, Ana", "(García, 2020)"),
        (r"Erd\H{o}s, Paul", "(Erdős, 2020)"),
        (r"{\O}rsted, Hans", "(Ørsted, 2020)"),
        (r"Berg, Jan van der", "(Berg, 2020)"),
    ],
)
def test_latex_encoded_surnames_resolve(tmp_path: Path, author: str, marker: str) -> None:
    write(tmp_path / "refs.bib", f"@article{{k, author = {{{author}}}, year = {{2020}}}}\n")
    draft, bib = load(tmp_path, f"---\nbibliography: refs.bib\n---\nShown {marker}.\n")
    assert list(resolved(draft, bib).values()) == ["k"], (bib.entries, draft.markers)


@pytest.mark.parametrize("link", ["[PDF](<papers/smith et al (2020).pdf>)", "[PDF](papers/smith%20et%20al%20(2020).pdf)",
                                  '[PDF](<papers/smith et al (2020).pdf> "Smith 2020")'])
def test_a_references_entry_links_a_file_with_spaces_and_parentheses(tmp_path: Path, link: str) -> None:
    """Reference managers name files "Smith et al (2020).pdf": CommonMark writes them in angle
    brackets or percent-encoded with balanced parentheses; both were cut at the space."""
    write(tmp_path / "papers" / "smith et al (2020).pdf", b"%PDF-1.4 stub")
    _, bib = load(tmp_path, f"Claim [1].\n\n## References\n\n1. Smith, J. (2020). A study. {link}\n")
    entry = bib.by_number(1)
    assert entry is not None and entry.file == (tmp_path / "papers" / "smith et al (2020).pdf").resolve()


def test_a_bibliography_named_many_times_is_read_once(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Hostile input: a front matter naming one file 5,000 times (and one missing file twice).
    Each name is resolved on disk once and each problem said once."""
    import rblint.engine.bibliography.loaders as loaders

    resolved_paths: list[Path] = []
    real = loaders._safe_resolve
    monkeypatch.setattr(loaders, "_safe_resolve", lambda path: resolved_paths.append(path) or real(path))
    write(tmp_path / "refs.bib", "@article{smith2020, title={A}, author={Smith, J.}, year={2020}}\n")
    names = ", ".join(["refs.bib"] * 5000 + ["gone.bib", "gone.bib"])
    draft, bibliography = load(tmp_path, f"---\nbibliography: [{names}]\n---\n\nText [@smith2020].\n")
    assert keys_of(bibliography) == ["smith2020"]
    assert len([path for path in resolved_paths if path.name in ("refs.bib", "gone.bib")]) == 2
    assert len([problem for problem in bibliography.problems if "gone.bib" in str(problem)]) == 1


def test_an_entry_without_authors_is_named_by_its_title_not_a_bare_year() -> None:
    """A references line such as "Getis-Ord pooling paper (2019). Incorporating Spatial Context ..." has
    no authors: RB006's "restates 2019 ... Cite 2019 as [5]" named nothing a writer could find."""
    entry = BibEntry(key="5", title="Incorporating Spatial Context into Deep Learning: Getis-Ord Pooling", year="2019")
    assert entry.short_name() == "“Incorporating Spatial Context into…” 2019"
    assert BibEntry(key="5", title="Getis-Ord Pooling", year="2019").short_name() == "“Getis-Ord Pooling” 2019"
    assert BibEntry(key="smith", authors=("Smith, J.",), year="2020", title="T").short_name() == "Smith 2020"
    assert BibEntry(key="smith").short_name() == "smith"
