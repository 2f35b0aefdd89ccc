"""RB009 misquote: quotations checked literally against the cited sources (text and PDF)."""

from __future__ import annotations

from pathlib import Path

import pytest

from rblint.engine.bibliography.model import BibEntry, Bibliography
from rblint.engine.config import Config
from rblint.engine.index import EvidenceIndex
from rblint.engine.linter import Linter
from rblint.engine.quotes import Quote, appears_in, find_quotes, nearest, normalise
from rblint.engine.services import Services
from rblint.rules.rb009_misquote import Misquote

SOURCE = """# Retrieval study

## 4 Discussion

Retrieval reduces hallucination in most settings, but it does not remove it. The ef\ufb01cient
reader is con- trol-free and runs on one GPU. We find that larger models benefit less from
retrieval than smaller ones.
"""

SHARED_PDF = Path(__file__).resolve().parents[2] / "shared" / "data" / "pdfs" / "deepinfer_icse2024_arxiv2401.14628.pdf"


def lint(folder: Path, text: str, source: Path) -> list:  # type: ignore[type-arg]
    config = Config(root=folder)
    services = Services(config)
    services.provide("evidence_index", EvidenceIndex(config, embedder_factory=lambda: None, use_cache=False))
    bibliography = Bibliography([BibEntry(key="gao", file=source)])
    result = Linter(config, rules=[Misquote], services=services).lint_text(text, folder / "draft.md",
                                                                          bibliography=bibliography)
    assert not result.failures, result.failures
    return result.diagnostics


@pytest.fixture()
def source(tmp_path: Path) -> Path:
    path = tmp_path / "gao.md"
    path.write_text(SOURCE, encoding="utf-8")
    return path


def test_quotes_are_found_in_every_style() -> None:
    text = 'They say \u201cretrieval reduces hallucination a lot\u201d and "it does not remove it" and \u00abshort\u00bb.'
    assert [q.text for q in find_quotes(text)] == ["retrieval reduces hallucination a lot", "it does not remove it"]


def test_a_faithful_quote_passes_with_ligatures_hyphenation_dashes_and_case(source: Path, tmp_path: Path) -> None:
    text = ('Gao et al. write that "retrieval reduces hallucination in most settings" [@gao]. '
            'They add that \u201cThe efficient reader is control-free and runs on one GPU\u201d [@gao].\n')
    assert lint(tmp_path, text, source) == []


def test_an_elided_quote_must_keep_its_parts_in_order(source: Path, tmp_path: Path) -> None:
    ordered = 'They find that "retrieval reduces hallucination [...] it does not remove it" [@gao].\n'
    assert lint(tmp_path, ordered, source) == []
    reversed_parts = 'They find that "it does not remove it \u2026 retrieval reduces hallucination" [@gao].\n'
    (diagnostic,) = lint(tmp_path, reversed_parts, source)
    assert diagnostic.code == "RB009" and not diagnostic.fixes  # no automatic rewrite of an elided quote


def test_a_changed_word_is_reported_with_the_difference_and_a_fix(source: Path, tmp_path: Path) -> None:
    text = 'Gao et al. conclude that "retrieval eliminates hallucination in most settings" [@gao].\n'
    (diagnostic,) = lint(tmp_path, text, source)
    assert '"eliminates" where the source has "reduces"' in diagnostic.message
    assert "Retrieval reduces hallucination in most settings" in diagnostic.message
    (fix,) = diagnostic.fixes
    fixed = text[:fix.edits[0].span.start] + fix.edits[0].new_text + text[fix.edits[0].span.end:]
    assert '"Retrieval reduces hallucination in most settings" [@gao]' in fixed or \
        '"retrieval reduces hallucination in most settings' in fixed.lower()
    assert diagnostic.evidence[0].source_key == "gao"


def test_an_invented_quote_gets_no_fix(source: Path, tmp_path: Path) -> None:
    text = 'The paper states that "quantum annealing solves protein folding instantly" [@gao].\n'
    (diagnostic,) = lint(tmp_path, text, source)
    assert not diagnostic.fixes and "does not appear" in diagnostic.message


def test_short_quoted_terms_and_uncited_sentences_are_not_checked(source: Path, tmp_path: Path) -> None:
    assert lint(tmp_path, 'We call this "late fusion" [@gao]. "An uncited quotation of many words here".\n',
                source) == []


def test_a_cited_block_quote_is_a_quotation(source: Path, tmp_path: Path) -> None:
    text = "> Larger models benefit more from retrieval than smaller ones [@gao].\n"
    (diagnostic,) = lint(tmp_path, text, source)
    assert '"more" where the source has "less"' in diagnostic.message


def test_matching_helpers() -> None:
    assert normalise("a \u2013 b\u2019s  ef\ufb01cient") == "a - b's efficient"
    assert appears_in(Quote("Larger models benefit less", 0, 0), "We find that larger models benefit less.")
    match = nearest("models benefit more from retrieval", ["We find that larger models benefit less from retrieval."])
    assert match is not None and match.changes == (("more", "less"),)


@pytest.mark.shared
@pytest.mark.skipif(not SHARED_PDF.is_file(), reason="../shared/data is absent")
def test_on_a_real_paper(tmp_path: Path) -> None:
    config = Config(root=tmp_path)
    document = EvidenceIndex(config, embedder_factory=lambda: None, use_cache=False).load(SHARED_PDF)
    sentence = next(p.text for p in document.passages if len(p.text.split()) > 20)
    words = sentence.split()[3:13]
    faithful = " ".join(words)
    changed = " ".join(words[:4] + ["never"] + words[5:])
    text = f'The paper says "{faithful}" [@gao]. It also says "{changed}" [@gao].\n'
    diagnostics = lint(tmp_path, text, SHARED_PDF)
    assert len(diagnostics) == 1 and text[diagnostics[0].span.start:diagnostics[0].span.end] == changed
    assert '"never" where the source has' in diagnostics[0].message
