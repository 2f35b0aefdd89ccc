"""Backend ``nli``: any Hugging Face sequence-classification NLI model in a local folder.

The premise is the source chunk, the hypothesis the claim sentence. Which output is
entailment / neutral / contradiction is read from ``config.id2label`` (models disagree
on the order), so a model whose labels say nothing ("LABEL_0") is refused with a hint.
A 2-way model (entailment / not-entailment) gives P(aligned) only.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import numpy as np
import torch

from .base import PairScores, ScorerError
from .transformer import TransformerPairScorer


def label_indices(id2label: dict[Any, str]) -> dict[str, int]:
    """{'entailment': i, 'neutral': j, 'contradiction': k} found in ``id2label`` (names vary)."""
    found: dict[str, int] = {}
    for raw_index, raw_label in id2label.items():
        label = str(raw_label).lower().replace("-", "_").replace(" ", "_")
        index = int(raw_index)
        if label.startswith(("not_", "non_", "no_")) or label in ("not_entailment", "non_entailment"):
            found.setdefault("not_entailment", index)
        elif "entail" in label or label in ("support", "supports", "supported", "aligned"):
            found.setdefault("entailment", index)
        elif "contradict" in label or label in ("refute", "refutes", "refuted"):
            found.setdefault("contradiction", index)
        elif "neutral" in label or label in ("nei", "not_enough_info"):
            found.setdefault("neutral", index)
    if "entailment" not in found:
        raise ScorerError(
            f"cannot tell which output is entailment from id2label {dict(id2label)}; "
            "set config.json id2label to names such as entailment / neutral / contradiction"
        )
    return found


class NLIScorer(TransformerPairScorer):
    def __init__(self, model: torch.nn.Module, tokenizer: Any, labels: dict[str, int], **kwargs: Any) -> None:
        self.labels = labels
        self.three_way = "contradiction" in labels and "neutral" in labels
        super().__init__(model, tokenizer, **kwargs)

    def forward_heads(self, batch: dict[str, torch.Tensor]) -> dict[str, torch.Tensor]:
        logits = self.model(**batch).logits.float()
        return {"probs": torch.softmax(logits, dim=-1)}

    def to_pair_scores(self, heads: dict[str, np.ndarray]) -> PairScores:
        probs = heads["probs"]
        aligned = probs[:, self.labels["entailment"]]
        if not self.three_way:
            return PairScores(aligned, binary=aligned)
        return PairScores(aligned, probs[:, self.labels["neutral"]], probs[:, self.labels["contradiction"]])


def load_nli(
    path: Path, *, batch_size: int = 16, device: str = "cpu", precision: str = "fp32", max_length: int = 512,
) -> NLIScorer:
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    from transformers import AutoModelForSequenceClassification, AutoTokenizer

    folder = Path(path)
    if not (folder / "config.json").is_file():
        raise ScorerError(f"{folder}: not a Hugging Face model folder (no config.json)")
    try:
        tokenizer = AutoTokenizer.from_pretrained(str(folder), local_files_only=True)
        model = AutoModelForSequenceClassification.from_pretrained(str(folder), local_files_only=True)
    except Exception as error:  # noqa: BLE001 - transformers refuses pickled code, bad configs...: one line
        first = str(error).strip().splitlines()[0] if str(error).strip() else type(error).__name__
        raise ScorerError(f"{folder}: cannot load the NLI model ({type(error).__name__}: {first})") from None
    labels = label_indices(model.config.id2label)
    weights = [f for f in folder.iterdir() if f.suffix in (".safetensors", ".bin")]
    stamp = max((f.stat().st_mtime_ns for f in weights), default=0)
    return NLIScorer(model, tokenizer, labels, model_id=f"nli:{folder.resolve()}:{stamp}", batch_size=batch_size,
                     device=device, precision=precision, max_length=max_length)
