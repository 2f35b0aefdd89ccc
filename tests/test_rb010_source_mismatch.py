"""RB010 source-mismatch: a key bound to the file of another paper (generated PDFs and text)."""

from __future__ import annotations

from pathlib import Path

import pytest

from rblint.engine.bibliography.model import BibEntry, Bibliography
from rblint.engine.config import Config
from rblint.engine.index import EvidenceIndex
from rblint.engine.linter import Linter
from rblint.engine.services import Services
from rblint.rules.rb010_source_mismatch import SourceMismatch

ALCE = "# Enabling Large Language Models to Generate Text with Citations\n\nWe build ALCE, a benchmark.\n"
PASA = "# PaSa: An LLM Agent for Comprehensive Academic Paper Search\n\nWe train an agent with RL.\n"


def lint(folder: Path, entries: list[BibEntry], text: str) -> list:  # type: ignore[type-arg]
    config = Config(root=folder)
    services = Services(config)
    services.provide("evidence_index", EvidenceIndex(config, embedder_factory=lambda: None, use_cache=False))
    result = Linter(config, rules=[SourceMismatch], services=services).lint_text(
        text, folder / "draft.md", bibliography=Bibliography(entries))
    assert not result.failures, result.failures
    return result.diagnostics


def test_a_wrong_file_behind_a_key_is_reported_with_both_titles(tmp_path: Path) -> None:
    (tmp_path / "alce.md").write_text(ALCE)
    (tmp_path / "pasa.md").write_text(PASA)
    entries = [BibEntry(key="gao", title="Enabling Large Language Models to Generate Text with Citations",
                        file=tmp_path / "pasa.md", file_declared="papers/pasa.md"),
               BibEntry(key="he", title="PaSa: An LLM Agent for Comprehensive Academic Paper Search",
                        file=tmp_path / "pasa.md")]
    (diagnostic,) = lint(tmp_path, entries, "Citations help [@gao]. Agents search [@he].\n")
    assert diagnostic.code == "RB010" and "@gao" in diagnostic.message
    assert "Enabling Large Language Models" in diagnostic.message and "PaSa: An LLM Agent" in diagnostic.message


def test_the_same_paper_written_differently_passes(tmp_path: Path) -> None:
    (tmp_path / "alce.md").write_text(ALCE)
    entries = [BibEntry(key="gao", title="Enabling large language models to generate text with citations.",
                        file=tmp_path / "alce.md"),
               BibEntry(key="short", title="ALCE", file=tmp_path / "alce.md")]  # too short to judge
    assert lint(tmp_path, entries, "Citations help [@gao] [@short].\n") == []


def test_a_generated_pdf_under_its_own_title_passes_and_a_foreign_one_fails(tmp_path: Path) -> None:
    from fpdf import FPDF

    pdf = FPDF()
    pdf.add_page()
    pdf.set_font("Helvetica", size=18)
    pdf.multi_cell(0, 10, text="Dense Retrieval for Scientific Claim Verification", new_x="LMARGIN", new_y="NEXT")
    pdf.set_font("Helvetica", size=10)
    pdf.multi_cell(0, 5, text="We study dense retrieval for verifying scientific claims. " * 20)
    path = tmp_path / "paper.pdf"
    pdf.output(str(path))
    good = BibEntry(key="a", title="Dense retrieval for scientific claim verification", file=path)
    bad = BibEntry(key="b", title="A survey of protein folding with deep learning", file=path)
    (diagnostic,) = lint(tmp_path, [good, bad], "Good [@a]. Bad [@b].\n")
    assert "@b" in diagnostic.message and "protein folding" in diagnostic.message


SHARED_PDF = Path(__file__).resolve().parents[2] / "shared" / "data" / "pdfs" / "deepinfer_icse2024_arxiv2401.14628.pdf"


@pytest.mark.shared
@pytest.mark.skipif(not SHARED_PDF.is_file(), reason="../shared/data is absent")
def test_on_a_real_paper(tmp_path: Path) -> None:
    right = BibEntry(key="deepinfer", file=SHARED_PDF, title="Inferring Data Preconditions from Deep Learning "
                     "Models for Trustworthy Prediction in Deployment")
    wrong = BibEntry(key="alce", file=SHARED_PDF, title="Enabling Large Language Models to Generate Text "
                     "with Citations")
    (diagnostic,) = lint(tmp_path, [right, wrong], "One [@deepinfer]. Two [@alce].\n")
    assert "@alce" in diagnostic.message
