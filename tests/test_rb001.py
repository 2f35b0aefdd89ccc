"""RB001 missing-citation through the public Linter API: hits, and the traps it must skip."""

from __future__ import annotations

from pathlib import Path

import pytest

from rblint.engine.bibliography.model import BibEntry, Bibliography
from rblint.engine.diagnostics import Diagnostic, Severity
from rblint.engine.linter import Linter
from rblint.engine.registry import rule_by_code
from rblint.engine.rule import Phase
from rblint.rules.rb001_missing_citation import MissingCitation

PATH = Path("draft.md")


def lint(text: str, entries: list[BibEntry] | None = None) -> list[Diagnostic]:
    linter = Linter(rules=[MissingCitation])
    result = linter.lint_text(text, PATH, bibliography=Bibliography(entries=list(entries or [])))
    return result.diagnostics


def flagged(text: str, entries: list[BibEntry] | None = None) -> list[str]:
    return [text[d.span.start : d.span.end] for d in lint(text, entries)]


@pytest.mark.parametrize(
    ("sentence", "cue"),
    [
        ("Smith et al. showed that retrieval reduces errors.", "Smith et al."),
        ("Smith and Lee et al. proposed a fix.", "Smith and Lee et al."),
        ("Prior work has shown that retrieval helps.", "Prior work has shown"),
        ("Previous studies focused on English only.", "Previous studies focused"),
        ("Recent work demonstrates large gains.", "Recent work demonstrates"),
        ("Studies have found that sleep improves recall.", "Studies have found"),
        ("Many studies have shown the same effect.", "Many studies have shown"),
        ("Researchers found that the effect is small.", "Researchers found"),
        ("It has been shown that dropout regularises.", "It has been shown"),
        ("It has been widely reported that models hallucinate.", "It has been widely reported"),
        ("This effect has been widely reported.", "has been widely reported"),
        ("According to a recent survey, most labs use GPUs.", "According to a recent survey"),
        ("According to Hinton, depth matters.", "According to Hinton"),
        ("A recent survey lists forty such systems.", "A recent survey"),
        ("The transformer was introduced by Vaswani and colleagues.", "was introduced by Vaswani"),
        ("Dropout was first proposed by Hinton.", "was first proposed by Hinton"),
    ],
)
def test_attribution_cue_without_marker_is_flagged(sentence: str, cue: str) -> None:
    text = f"# Intro\n\nWe study retrieval. {sentence} We go on.\n"
    diagnostics = lint(text)
    assert len(diagnostics) == 1
    diagnostic = diagnostics[0]
    assert text[diagnostic.span.start : diagnostic.span.end] == sentence
    assert f"('{cue}')" in diagnostic.message
    assert diagnostic.code == "RB001" and diagnostic.rule == "missing-citation"
    assert diagnostic.severity is Severity.WARNING
    assert diagnostic.fixes == ()


@pytest.mark.parametrize(
    "sentence",
    [
        "Prior work has shown that retrieval helps [3].",
        "Prior work has shown that retrieval helps. [3]",
        "Studies have found that sleep improves recall [@walker2017].",
        "Smith et al. (2023) showed that retrieval reduces errors.",
        "It has been shown that dropout regularises (Hinton et al., 2012).",
        "According to a recent survey, most labs use GPUs.[^1]",
    ],
)
def test_sentence_with_a_marker_is_not_flagged(sentence: str) -> None:
    text = f"{sentence}\n\n[^1]: A survey. 2024.\n"
    assert lint(text) == []


@pytest.mark.parametrize(
    "sentence",
    [
        "We propose a new retrieval method.",
        "In this paper we show that retrieval helps.",
        "Our results show a clear gain.",
        "Our experiments show that the effect is small.",
        "As shown in Section 3, it has been shown that the bound is tight.",
        "It has been shown above that the bound is tight.",
        "In a recent study we found that the effect vanishes.",
        "These studies have found similar effects.",
        "The items are sorted according to their score.",
        "The update is computed according to Eq. 3.",
        "The layout follows according to Table 2.",
        "The variable is described by the equation below.",
        "The method was introduced in Section 2.",
        "Researchers can use our tool for free.",
        "The study population was small.",
        "Future work will extend this to images.",
        "The models were trained for three epochs.",
    ],
)
def test_own_work_and_traps_are_not_flagged(sentence: str) -> None:
    assert lint(f"{sentence}\n") == []


def test_heading_code_and_math_are_not_flagged() -> None:
    text = (
        "# Smith et al. showed this\n\n"
        "```\nPrior work has shown X.\n```\n\n"
        "We call `studies_have_found()` here.\n\n"
        "$$\n\\text{it has been shown}\n$$\n"
    )
    assert lint(text) == []


def test_references_section_is_not_flagged() -> None:
    text = "Our method is new.\n\n# References\n\n1. Smith et al. showed it. 2020.\n"
    assert lint(text) == []


def test_one_diagnostic_per_sentence() -> None:
    text = "Smith et al. showed that prior work has found it has been shown.\n"
    diagnostics = lint(text)
    assert len(diagnostics) == 1
    assert "('Smith et al.')" in diagnostics[0].message


BIB = [
    BibEntry(key="devlin2019", title="BERT: Pre-training of Deep Bidirectional Transformers", authors=("Devlin", "Chang", "Lee"), year="2019", number=1),
    BibEntry(key="vaswani2017", title="Attention Is All You Need", authors=("Vaswani, Ashish", "Shazeer, Noam"), year="2017", number=2),
    BibEntry(key="long2015", title="Fully Convolutional Networks", authors=("Long",), year="2015", number=3),
]


def test_named_method_from_bibliography_is_flagged_at_first_mention() -> None:
    text = "We fine-tune BERT on the task. Then BERT is frozen.\n"
    diagnostics = lint(text, BIB)
    assert [text[d.span.start : d.span.end] for d in diagnostics] == ["We fine-tune BERT on the task."]
    assert "'BERT'" in diagnostics[0].message
    assert "Devlin et al. 2019" in diagnostics[0].message


def test_surname_from_bibliography_is_flagged() -> None:
    text = "The encoder follows Vaswani closely.\n"
    diagnostics = lint(text, BIB)
    assert len(diagnostics) == 1
    assert "'Vaswani'" in diagnostics[0].message


def test_title_opening_from_bibliography_is_flagged() -> None:
    text = "The paper attention is all you need changed the field.\n"
    assert flagged(text, BIB) == [text.strip()]


def test_named_entry_cited_at_first_mention_is_not_flagged_later() -> None:
    text = "We fine-tune BERT [1]. Later, BERT is frozen.\n"
    assert lint(text, BIB) == []


def test_surname_at_sentence_start_is_not_a_name() -> None:
    # "Long" is a bibliography surname but here an ordinary word starting the sentence.
    assert lint("Long sequences are truncated.\n", BIB) == []


def test_name_inside_another_word_is_not_a_mention() -> None:
    assert lint("We also evaluate RoBERTa-large.\n", BIB) == []


def test_without_bibliography_names_are_not_flagged() -> None:
    assert lint("We fine-tune BERT on the task.\n") == []


def test_table_cells_naming_a_method_are_not_flagged() -> None:
    text = "| Model | F1 |\n|---|---|\n| BERT | 0.9 |\n"
    assert lint(text, BIB) == []


def test_fix_inserts_marker_in_numeric_style() -> None:
    text = "Attention helps [2]. We fine-tune BERT on the task.\n"
    diagnostics = lint(text, BIB)
    assert len(diagnostics) == 1
    fix = diagnostics[0].fix
    assert fix is not None
    edit = fix.edits[0]
    fixed = text[: edit.span.start] + edit.new_text + text[edit.span.end :]
    assert fixed == "Attention helps [2]. We fine-tune BERT on the task [1].\n"
    assert fix.data["key"] == "devlin2019"


def test_fix_inserts_marker_in_pandoc_style() -> None:
    text = "Attention helps [@vaswani2017]. We fine-tune BERT on the task.\n"
    fix = lint(text, BIB)[0].fix
    assert fix is not None
    edit = fix.edits[0]
    assert text[: edit.span.start] + edit.new_text + text[edit.span.end :] == (
        "Attention helps [@vaswani2017]. We fine-tune BERT on the task [@devlin2019].\n"
    )


def test_fix_inserts_marker_in_author_year_style() -> None:
    text = "Attention helps (Vaswani & Shazeer, 2017). We fine-tune BERT on the task.\n"
    fix = lint(text, BIB)[0].fix
    assert fix is not None
    assert fix.edits[0].new_text == " (Devlin et al., 2019)"


def test_fix_follows_acm_bracketed_author_year() -> None:
    text = "Attention helps [Vaswani and Shazeer 2017]. We fine-tune BERT on the task.\n"
    fix = lint(text, BIB)[0].fix
    assert fix is not None
    assert fix.edits[0].new_text == " [Devlin et al. 2019]"


def test_no_fix_without_a_marker_style() -> None:
    assert lint("We fine-tune BERT on the task.\n", BIB)[0].fixes == ()


def test_severity_override_and_suppression() -> None:
    from rblint.engine.config import Config

    text = "Prior work has shown it.\n\n<!-- rblint-disable-next-line RB001 -->\nStudies have found it.\n"
    config = Config(severity={"RB001": Severity.ERROR})
    result = Linter(config, rules=[MissingCitation]).lint_text(text, PATH, bibliography=Bibliography())
    assert [d.severity for d in result.diagnostics] == [Severity.ERROR]
    assert result.suppressed == 1


def test_rule_metadata_and_registration() -> None:
    assert MissingCitation.code == "RB001"
    assert MissingCitation.name == "missing-citation"
    assert MissingCitation.phase is Phase.INSTANT
    assert MissingCitation.default_severity is Severity.WARNING
    assert rule_by_code("RB001") is MissingCitation
    docs = MissingCitation.docs()
    assert "Prior work has shown that retrieval reduces hallucination." in docs
    assert "[3]" in MissingCitation.good_example
    # The documented bad example is flagged and the good one is not.
    assert len(lint(MissingCitation.bad_example)) == 1
    assert lint(MissingCitation.good_example) == []


def test_a_huge_bibliography_compiles_only_the_names_the_draft_could_mention(monkeypatch: pytest.MonkeyPatch) -> None:
    """Hostile input: 5,000 entries name 15,000 things. A name is compiled and searched only
    when every word of it is a word of the draft (it was 2 regexes per name: 60,000
    references took 45 s), and the mention is still found, as is a name straddling words
    the draft does have."""
    import rblint.rules.rb001_missing_citation as rb001

    compiled: list[tuple[str, ...]] = []
    real = rb001._compiled
    monkeypatch.setattr(rb001, "_compiled", lambda words, *args: compiled.append(words) or real(words, *args))
    entries = [
        BibEntry(key=f"k{n}", authors=[f"Author{n}, A."], year=str(1990 + n % 30), title=f"Study number {n}: of many things")
        for n in range(5000)
    ]
    text = "# Intro\n\nAs Author4321 noted, many things matter. In Study number 7 the effect grows. Authors disagree.\n"
    found = flagged(text, entries)
    assert found == ["As Author4321 noted, many things matter.", "In Study number 7 the effect grows."]
    assert len(compiled) <= 6, compiled


def _nested_in_another(cues: list[tuple[int, int]]) -> list[tuple[int, int]]:
    return [c for c in cues if any(o != c and o[0] <= c[0] and c[1] <= o[1] for o in cues)]


@pytest.mark.parametrize("prose", [
    "Prior work by Smith and Jones et al. has been shown to work, according to Lee et al. (2020).",
    "It has been widely shown in previous studies by Lee et al. that recent surveys agree.",
    "(" + "; ".join(f"Smith et al., {1900 + n % 100}" for n in range(2_000)) + ")",
])
def test_a_cue_inside_another_is_dropped_and_every_other_kept(prose: str) -> None:
    from rblint.engine.cues import _PATTERNS, find_cues

    kept = [(cue.span.start, cue.span.end) for cue in find_cues(prose)]
    assert kept and not _nested_in_another(kept)
    raw = {(m.start(), m.end()) for _, pattern, _ in _PATTERNS for m in pattern.finditer(prose)}
    assert set(kept) <= raw
    # every raw match is kept or lies inside a kept one
    assert all(any(k[0] <= r[0] and r[1] <= k[1] for k in kept) for r in raw)
    if prose.startswith("("):
        assert len(kept) == 2_000
