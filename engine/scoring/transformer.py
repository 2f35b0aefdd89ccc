"""Shared inference loop for cross-encoder backends (AlignScore checkpoints, HF NLI models).

Why it is fast where AlignScore's reference is slow: the reference pads every pair to
512 tokens; here pairs are tokenized once, sorted by length and padded per batch to the
batch's longest member, under ``torch.inference_mode``. Reduced precision (bf16
autocast, int8 dynamic quantization) is used only after a probe shows its scores stay
within ``PRECISION_TOLERANCE`` of fp32 on this model; otherwise fp32 is kept and
``precision_note`` says why.
"""

from __future__ import annotations

import contextlib
import warnings
from abc import abstractmethod
from typing import Any, Iterator

import numpy as np
import torch

from .base import PairScorer, PairScores, ScorerError

PRECISION_TOLERANCE = 0.01

# Probe pairs for the precision check: short, varied, research-flavoured.
_PROBE = [
    ("The model reaches 88% accuracy on the held-out test set.", "The model is 88% accurate."),
    ("Training used 4 GPUs for 3 days with a learning rate of 0.001.", "Training took a week on one CPU."),
    ("We observe that dropout reduces overfitting in small networks.", "Dropout increases overfitting."),
    ("The survey covers 120 papers published between 2015 and 2020.", "Protein folding is solved."),
]


class TransformerPairScorer(PairScorer):
    """Length-sorted, dynamically padded batches over a (context, claim) cross-encoder."""

    def __init__(
        self, model: torch.nn.Module, tokenizer: Any, *, model_id: str, batch_size: int = 16,
        max_length: int = 512, device: str = "cpu", precision: str = "fp32",
    ) -> None:
        self.model = model.eval().to(device)
        self.tokenizer = tokenizer
        self.model_id = model_id
        self.batch_size = max(1, batch_size)
        limit = getattr(getattr(model, "config", None), "max_position_embeddings", max_length)
        # RoBERTa reserves two positions for the padding offset.
        offset = 2 if getattr(getattr(model, "config", None), "model_type", "") in ("roberta", "xlm-roberta") else 0
        self.max_length = max(8, min(max_length, int(limit) - offset))
        self.device = device
        self.precision = "fp32"
        self.precision_note = ""
        if precision != "fp32":
            self.set_precision(precision)

    # -- precision -----------------------------------------------------------------
    def set_precision(self, precision: str) -> bool:
        """Switch to bf16 / int8 if the probe stays within tolerance of fp32; say why not."""
        if precision not in ("fp32", "bf16", "int8"):
            raise ScorerError(f"unknown precision {precision!r} (use fp32, bf16 or int8)")
        if precision == "fp32":
            self.precision = "fp32"
            return True
        contexts, claims = [p[0] for p in _PROBE], [p[1] for p in _PROBE]
        self.precision = "fp32"
        reference = self.score(contexts, claims).aligned
        fp32_model = self.model
        try:
            if precision == "int8":
                with warnings.catch_warnings():  # torch.ao is deprecated but still the CPU int8 path
                    warnings.simplefilter("ignore")
                    self.model = torch.ao.quantization.quantize_dynamic(  # type: ignore[no-untyped-call]
                        fp32_model, {torch.nn.Linear}, dtype=torch.qint8)
            self.precision = precision
            candidate = self.score(contexts, claims).aligned
        except (RuntimeError, NotImplementedError) as error:
            self.model, self.precision = fp32_model, "fp32"
            self.precision_note = f"{precision} unavailable here ({error}); using fp32"
            return False
        difference = float(np.max(np.abs(candidate - reference)))
        if difference > PRECISION_TOLERANCE:
            self.model, self.precision = fp32_model, "fp32"
            self.precision_note = (
                f"{precision} moved scores by {difference:.3f} (> {PRECISION_TOLERANCE}) on this model; using fp32"
            )
            return False
        self.precision_note = f"{precision} within {difference:.4f} of fp32 on the probe"
        return True

    def _autocast(self) -> contextlib.AbstractContextManager[Any]:
        if self.precision == "bf16":
            return torch.autocast(device_type=self.device.split(":")[0], dtype=torch.bfloat16)
        return contextlib.nullcontext()

    # -- scoring ---------------------------------------------------------------------
    def encode(self, contexts: list[str], claims: list[str]) -> list[dict[str, list[int]]]:
        """Tokenize pairs without padding; truncate the context first, as AlignScore does."""
        features: list[dict[str, list[int]]] = []
        encoded = self.tokenizer(contexts, claims, truncation="only_first", max_length=self.max_length)
        for index in range(len(contexts)):
            item = {key: list(encoded[key][index]) for key in encoded.keys()}
            if len(item["input_ids"]) > self.max_length:  # the claim alone is too long
                single = self.tokenizer(contexts[index], claims[index], truncation="longest_first",
                                        max_length=self.max_length)
                item = {key: list(single[key]) for key in single.keys()}
            features.append(item)
        return features

    def batches(self, features: list[dict[str, list[int]]]) -> Iterator[tuple[list[int], dict[str, torch.Tensor]]]:
        order = sorted(range(len(features)), key=lambda index: len(features[index]["input_ids"]))
        for start in range(0, len(order), self.batch_size):
            indices = order[start:start + self.batch_size]
            batch = self.tokenizer.pad([features[i] for i in indices], return_tensors="pt")
            yield indices, {key: value.to(self.device) for key, value in batch.items()}

    def _score(self, contexts: list[str], claims: list[str]) -> PairScores:
        features = self.encode(contexts, claims)
        heads: dict[str, np.ndarray] = {}
        with torch.inference_mode(), self._autocast():
            for indices, batch in self.batches(features):
                for name, values in self.forward_heads(batch).items():
                    array = values.float().cpu().numpy()
                    if name not in heads:
                        heads[name] = np.zeros((len(features), *array.shape[1:]), dtype=np.float32)
                    heads[name][indices] = array
        return self.to_pair_scores(heads)

    @abstractmethod
    def forward_heads(self, batch: dict[str, torch.Tensor]) -> dict[str, torch.Tensor]:
        """Run the model on one padded batch; return named head outputs (probabilities)."""

    @abstractmethod
    def to_pair_scores(self, heads: dict[str, np.ndarray]) -> PairScores:
        """Map head outputs to :class:`PairScores`."""
