"""RB005 on a related-work paragraph over two real papers (DPR, ViT; skipped without ../shared).

Nine sentences restate what the papers say and three reverse a finding; the reversed three
get RB005 quoting the sentence that says the opposite, the nine get nothing (no RB004 either).
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from rblint.app import run

PDFS = Path(__file__).resolve().parents[2] / "shared" / "data" / "pdfs_more" / "pdfs"
DPR, VIT = PDFS / "04_dpr-emnlp2020.pdf", PDFS / "20_vit-iclr2021.pdf"

TRUE = [
    "A dense passage retriever trained on question and passage pairs outperforms a strong BM25 system by 9 to 19 "
    "points in top-20 retrieval accuracy [1].",
    "A dense retriever trained with only 1,000 examples already outperforms BM25 [1].",
    "Retrieval accuracy consistently improves as the batch size grows during in-batch negative training [1].",
    "Adding a single BM25 negative passage improves the results substantially [1].",
    "DPR-based models outperform the previous state-of-the-art results on four of the five datasets [1].",
    "Vision Transformers generally outperform ResNets with the same computational budget [2].",
    "Hybrids slightly outperform ViT at small computational budgets, but the difference vanishes for larger models [2].",
    "Increasing the resolution during fine-tuning improves the performance [2].",
    "The BiT CNNs outperform ViT on ImageNet when pre-trained on smaller datasets [2].",
]
REVERSED = {
    "In-batch negative training does not improve retrieval accuracy [1].": "in-batch negative training improves",
    "Vision Transformers underperform ResNets with the same computational budget [2].": "generally outperform ResNets",
    "Increasing the resolution during fine-tuning hurts the performance [2].": "fine-tuning improves the performance",
}


@pytest.mark.slow
@pytest.mark.skipif(not (DPR.is_file() and VIT.is_file()), reason="../shared/data/pdfs_more is not here")
def test_reversed_findings_on_real_papers_are_caught_and_true_ones_are_left_alone(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    shutil.copy(DPR, tmp_path / "dpr.pdf")
    shutil.copy(VIT, tmp_path / "vit.pdf")
    sentences = TRUE + list(REVERSED)
    (tmp_path / "draft.md").write_text(
        "# Related work\n\n" + "\n".join(sentences) + "\n\n## References\n\n"
        "1. Karpukhin, V. et al. (2020). Dense Passage Retrieval for Open-Domain Question Answering. [PDF](dpr.pdf)\n"
        "2. Dosovitskiy, A. et al. (2021). An Image is Worth 16x16 Words. [PDF](vit.pdf)\n", encoding="utf-8")
    run([str(tmp_path / "draft.md"), "--select", "RB004,RB005", "--backend", "overlap", "--format", "json"])
    findings = json.loads(capsys.readouterr().out)
    lines = {number: text for number, text in enumerate(sentences, start=3)}
    flagged = {lines[finding["line"]]: finding for finding in findings}
    assert set(flagged) == set(REVERSED), [finding["message"] for finding in findings]
    for sentence, quoted in REVERSED.items():
        finding = flagged[sentence]
        assert finding["code"] == "RB005" and quoted in finding["evidence"][0]["text"]
        assert finding["evidence"][0]["page"] is not None
