"""align-mini scored by rblint's own BERT code (``engine/minilm.py``), without transformers.

Why: RB005's contrast check loads align-mini in every editor session and cold run. The
transformers path (``model.py``, kept for training and for the ``default`` backend) costs an
import of transformers' modelling stack, 150 MB of resident memory on this machine before a
single weight is read. align-mini is the packaged MiniLM with a delta on top, so the same
encoder that embeds passages can run it: pair tokenisation with the model's own
``tokenizer.json`` (segment ids 0 / 1), the encoder with segment embeddings, the pooler
(dense + tanh on [CLS]) and the three heads. Scores equal the transformers path to 1e-5
(tests/test_align_mini_native.py).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Sequence

import numpy as np

from .files import DELTA_FORMAT, fingerprint_of, head_arrays

HEADS = ("tri_layer", "bin_layer", "reg_layer")


class NativeAlignMiniError(RuntimeError):
    """The weights cannot be read or do not fit this base (says why)."""


def _softmax(logits: np.ndarray) -> np.ndarray:
    shifted = np.exp(logits - logits.max(axis=1, keepdims=True))
    return np.asarray(shifted / shifted.sum(axis=1, keepdims=True), dtype=np.float32)


class NativeAlignMini:
    """The packaged MiniLM + an align-mini delta, scoring (context, claim) pairs."""

    model_id = "align-mini"

    def __init__(self, base: Path, delta: Path, *, device: str = "cpu", max_length: int = 128) -> None:
        from safetensors import SafetensorError, safe_open
        from safetensors.numpy import load_file
        from tokenizers import Tokenizer

        from ..minilm import _TorchForward, bert_weights

        try:
            config = json.loads((base / "config.json").read_text(encoding="utf-8"))
            stored = load_file(str(base / "model.safetensors"))
            with safe_open(str(delta), framework="numpy") as handle:
                metadata = dict(handle.metadata() or {})
                trained = {name: handle.get_tensor(name) for name in handle.keys()}
        except (OSError, ValueError, RuntimeError, SafetensorError) as error:  # missing, truncated, foreign
            raise NativeAlignMiniError(f"cannot read align-mini weights: {error}") from None
        if metadata.get("format") != DELTA_FORMAT:
            raise NativeAlignMiniError(f"{delta} is not an align-mini delta (format {metadata.get('format')!r})")
        weights = bert_weights(stored)
        expected = metadata.get("base_fingerprint")
        if expected and expected != fingerprint_of(weights["embeddings.LayerNorm.weight"],
                                                   weights["embeddings.word_embeddings.weight"]):
            raise NativeAlignMiniError(f"{delta} was trained on a different base model (fingerprint {expected})")
        for name, value in trained.items():
            weights[name.removeprefix("base_model.")] = np.ascontiguousarray(value, dtype=np.float32)
        missing = [f"{head}.weight" for head in HEADS if f"{head}.weight" not in weights] + [
            name for name in ("pooler.dense.weight", "pooler.dense.bias") if name not in weights]
        if missing:
            raise NativeAlignMiniError(f"{delta} lacks {missing[:3]}")
        self.max_length = min(max_length, int(config.get("max_position_embeddings", 512)))
        self.tokenizer = Tokenizer.from_file(str(base / "tokenizer.json"))
        self.tokenizer.no_padding()
        self.tokenizer.enable_truncation(self.max_length, strategy="longest_first")
        self._forward = _TorchForward(config, weights, device)
        self._pooler = (weights["pooler.dense.weight"], weights["pooler.dense.bias"])
        self._heads = {head: (weights[f"{head}.weight"], weights[f"{head}.bias"]) for head in HEADS}
        self.metadata = metadata

    def score_heads(self, contexts: Sequence[str], claims: Sequence[str], batch_size: int = 16) -> dict[str, np.ndarray]:
        """``tri`` (n, 3) probabilities, ``bin`` (n,) P(aligned), ``reg`` (n,): as ``AlignMini``."""
        heads = head_arrays(contexts, claims)
        tri, binary, reg = heads["tri"], heads["bin"], heads["reg"]
        count = len(contexts)
        if count == 0:
            return heads
        encodings = self.tokenizer.encode_batch(list(zip(contexts, claims)))
        order = sorted(range(count), key=lambda index: len(encodings[index].ids))
        for start in range(0, count, max(1, batch_size)):
            indices = order[start:start + max(1, batch_size)]
            longest = max(len(encodings[index].ids) for index in indices)
            ids = np.zeros((len(indices), longest), dtype=np.int64)
            types = np.zeros((len(indices), longest), dtype=np.int64)
            mask = np.zeros((len(indices), longest), dtype=np.float32)
            for row, index in enumerate(indices):
                encoding = encodings[index]
                ids[row, : len(encoding.ids)] = encoding.ids
                types[row, : len(encoding.ids)] = encoding.type_ids
                mask[row, : len(encoding.ids)] = 1.0
            cls = self._forward(ids, mask, types)[:, 0, :]
            pooled = np.tanh(cls @ self._pooler[0].T + self._pooler[1])
            tri[indices] = _softmax(self._linear(pooled, "tri_layer"))
            binary[indices] = _softmax(self._linear(pooled, "bin_layer"))[:, 1]
            reg[indices] = 1.0 / (1.0 + np.exp(-self._linear(pooled, "reg_layer")[:, 0]))
        return heads

    def _linear(self, pooled: np.ndarray, head: str) -> Any:
        weight, bias = self._heads[head]
        return pooled @ weight.T + bias
