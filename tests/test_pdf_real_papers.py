"""The parser and index on real papers from ../shared/data/pdfs (skipped when absent)."""

from __future__ import annotations

from pathlib import Path

import pytest

from rblint.engine.config import Config
from rblint.engine.index import EvidenceIndex, SourceDocument

DATA = Path(__file__).resolve().parents[2] / "shared" / "data"
PDFS = DATA / "pdfs"
DEEPINFER = PDFS / "deepinfer_icse2024_arxiv2401.14628.pdf"
PAPERQA = PDFS / "paperqa_molecular_xai_perspective.pdf"

pytestmark = [
    pytest.mark.shared,
    pytest.mark.slow,
    pytest.mark.skipif(not PDFS.exists(), reason="../shared/data/pdfs not present"),
]


@pytest.fixture(scope="module")
def index(tmp_path_factory: pytest.TempPathFactory) -> EvidenceIndex:
    from rblint.engine.embedding import load_embedder

    config = Config(cache_dir=tmp_path_factory.mktemp("cache"))
    embedder = load_embedder()  # the packaged MiniLM, loaded once for the module
    return EvidenceIndex(config, embedder_factory=lambda: embedder)


@pytest.fixture(scope="module")
def deepinfer(index: EvidenceIndex) -> SourceDocument:
    return index.load(DEEPINFER)


def test_deepinfer_title_exact(deepinfer: SourceDocument) -> None:
    assert deepinfer.title == (
        "Inferring Data Preconditions from Deep Learning Models for Trustworthy Prediction in Deployment"
    )
    assert deepinfer.page_count == 13


def test_deepinfer_sections_and_pages(deepinfer: SourceDocument) -> None:
    pages = {s.title: s.page for s in deepinfer.sections}
    assert pages["ABSTRACT"] == 1
    assert pages["1 INTRODUCTION"] == 1
    assert pages["4 EVALUATION"] == 6
    assert pages["4.1 Experiment"] == 6
    assert pages["4.2 Results"] == 7
    assert pages["REFERENCES"] == 12
    results = deepinfer.find_section("Results")
    assert results is not None and deepinfer.sections[results.parent].title == "4 EVALUATION"
    numbered = [s.title.split()[0] for s in deepinfer.sections if s.title[0].isdigit() and s.level == 1]
    assert numbered == ["1", "2", "3", "4", "5", "6", "7", "8"]


def test_deepinfer_abstract(deepinfer: SourceDocument) -> None:
    assert deepinfer.abstract.startswith("Deep learning models are trained with certain assumptions about the data")
    assert "DeepInfer efficiently detects correct and incorrect predictions" in deepinfer.abstract
    assert deepinfer.abstract.endswith("the state-of-the-art in this area.")


def test_deepinfer_no_passage_from_references(deepinfer: SourceDocument) -> None:
    references = next(s for s in deepinfer.sections if s.role == "references")
    assert len(deepinfer.references) >= 70 and deepinfer.references[0].startswith("[1]")
    for passage in deepinfer.passages + deepinfer.chunks:
        assert passage.char_end <= references.char_start
        assert "REFERENCES" not in passage.section
        assert "Floyd–hoare logic for quantum programs" not in passage.text
        assert "accessed Mar-2023" not in passage.text


def test_deepinfer_search_for_an_abstract_sentence_returns_the_abstract(index: EvidenceIndex, deepinfer: SourceDocument) -> None:
    query = (
        "We utilize the weakest precondition computation using rules of each kind of activation function "
        "to compute layer-wise precondition from the given postcondition on the final output of a deep neural network."
    )
    hits = index.search(query, k=5, documents=[DEEPINFER])
    assert hits[0].passage.section == ("ABSTRACT",)
    assert query in hits[0].passage.text
    assert hits[0].bm25_rank == 1 and hits[0].dense_rank == 1
    assert hits[0].path == DEEPINFER


def test_paperqa_structure(index: EvidenceIndex) -> None:
    doc = index.load(PAPERQA)
    assert doc.title == "A Perspective on Explanations of Molecular Prediction Models"
    pages = {s.title: s.page for s in doc.sections}
    assert pages["Abstract"] == 1 and pages["Introduction"] == 2 and pages["Theory"] == 4
    assert pages["References"] == 24
    assert doc.abstract
    references = next(s for s in doc.sections if s.role == "references")
    assert all(p.char_end <= references.char_start for p in doc.passages)


PREPRINT = DATA / "pdfs_more" / "pdfs" / "34_heavy-mesons-cebaf1994.pdf"


@pytest.mark.skipif(not PREPRINT.exists(), reason="../shared/data/pdfs_more not present")
def test_a_turned_preprint_in_bitmap_fonts_reads_as_prose() -> None:
    """A 1994 preprint: pages shown turned (/Rotate 270), dvips' Type 3 fonts. It was
    refused as "no text layer"; then read "Mo del", "e/\\x0bective th eory/,"."""
    from rblint.engine.index import build_document

    document = build_document(PREPRINT.read_bytes(), PREPRINT, Config())
    assert document.title == "Heavy Mesons In A Relativistic Model"
    text = " ".join(document.text.split())
    assert ("Motivated by the present interest in the heavy quark effective theory, we use the spectator "
            "equation to treat the mesonic bound states of heavy quarks.") in text
    assert "The calculated spectra are in quite good agreement with the experimental data." in text
    assert "/." not in text and "/," not in text
