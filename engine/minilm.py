"""The packaged MiniLM sentence encoder run in plain torch, without sentence-transformers.

Why: a cold ``rblint draft.md`` spent most of its time importing, not computing.
``import sentence_transformers`` pulls in transformers' modelling stack, scikit-learn,
SciPy, SymPy and torch's compiler and distributed packages — about 10 s and 200 MB on
the 2-core machine under load, against 3.7 s for torch, ``tokenizers`` and
``safetensors`` (docs/performance.md). The model is a fixed, small BERT (6 layers, 384
wide, mean pooling, L2 normalisation), so its forward pass is a few dozen lines of torch
over the packaged weights, read with safetensors and tokenised with the model's own
``tokenizer.json`` (Hugging Face ``tokenizers``). Vectors equal sentence-transformers' to
within 1e-5 (tests/test_embedding.py). A folder whose config describes anything else
raises :class:`UnsupportedModel`, and the caller uses sentence-transformers instead.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Sequence

import numpy as np


class UnsupportedModel(ValueError):
    """The folder is not a BERT encoder with mean pooling and normalisation (says why)."""


def _read_json(path: Path) -> dict[str, Any]:
    try:
        value = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as error:
        raise UnsupportedModel(f"{path.name}: {error}") from None
    if not isinstance(value, dict):
        raise UnsupportedModel(f"{path.name}: not a JSON object")
    return value


def _check_pipeline(folder: Path) -> int:
    """The max sequence length, after checking the folder is Transformer -> mean Pooling -> Normalize."""
    try:
        modules = json.loads((folder / "modules.json").read_text(encoding="utf-8"))
        kinds = [str(module.get("type", "")).rsplit(".", 1)[-1] for module in modules]
    except (OSError, ValueError, TypeError, AttributeError):
        modules, kinds = [], []
    if kinds != ["Transformer", "Pooling", "Normalize"]:
        raise UnsupportedModel(f"pipeline {kinds or 'missing'} is not Transformer -> Pooling -> Normalize")
    try:
        pooling = _read_json(folder / str(modules[1]["path"]) / "config.json")
    except (KeyError, IndexError, TypeError):
        raise UnsupportedModel("modules.json names no folder for the pooling module") from None
    modes = {key for key, value in pooling.items() if key.startswith("pooling_mode") and value is True}
    if pooling.get("pooling_mode", "mean" if modes == {"pooling_mode_mean_tokens"} else None) != "mean":
        raise UnsupportedModel(f"pooling {sorted(modes) or pooling.get('pooling_mode')} is not mean pooling")
    settings = _read_json(folder / "sentence_bert_config.json") if (folder / "sentence_bert_config.json").is_file() else {}
    return int(settings.get("max_seq_length", 256))


class MiniLM:
    """A BERT encoder (absolute positions, GELU) with mean pooling and L2 normalisation."""

    def __init__(self, folder: Path, device: str = "cpu") -> None:
        import torch
        from safetensors.torch import load_file
        from tokenizers import Tokenizer

        config = _read_json(folder / "config.json")
        expected = {"model_type": "bert", "hidden_act": "gelu", "position_embedding_type": "absolute"}
        wrong = {key: config.get(key) for key, value in expected.items() if config.get(key, value) != value}
        if wrong:
            raise UnsupportedModel(f"config {wrong} is not a plain BERT encoder")
        self.max_length = min(_check_pipeline(folder), int(config.get("max_position_embeddings", 512)))
        self.hidden = int(config["hidden_size"])
        self.heads = int(config["num_attention_heads"])
        self.layers = int(config["num_hidden_layers"])
        self.eps = float(config.get("layer_norm_eps", 1e-12))
        self.device = torch.device(device)
        try:
            weights = load_file(str(folder / "model.safetensors"), device=str(self.device))
        except (OSError, RuntimeError) as error:
            raise UnsupportedModel(f"model.safetensors: {error}") from None
        prefix = "bert." if "bert.embeddings.word_embeddings.weight" in weights else ""
        self.weights = {key[len(prefix):]: value.float() for key, value in weights.items() if key.startswith(prefix)}
        missing = [name for name in ("embeddings.word_embeddings.weight", f"encoder.layer.{self.layers - 1}.output.dense.weight")
                   if name not in self.weights]
        if missing:
            raise UnsupportedModel(f"model.safetensors lacks {missing}")
        self.tokenizer = Tokenizer.from_file(str(folder / "tokenizer.json"))
        self.tokenizer.no_padding()
        self.tokenizer.enable_truncation(self.max_length)

    @property
    def dimension(self) -> int:
        return self.hidden

    def encode(self, texts: Sequence[str], batch_size: int = 32) -> np.ndarray:
        """Unit vectors, one row per text, in the caller's order (batched by token count)."""
        import torch

        result = np.empty((len(texts), self.hidden), dtype=np.float32)
        if not texts:
            return result
        encodings = self.tokenizer.encode_batch(list(texts))
        order = sorted(range(len(texts)), key=lambda index: len(encodings[index].ids))
        step = max(1, batch_size)
        with torch.inference_mode():
            for start in range(0, len(order), step):
                indices = order[start:start + step]
                longest = max(len(encodings[index].ids) for index in indices)
                ids = torch.zeros((len(indices), longest), dtype=torch.long)
                mask = torch.zeros((len(indices), longest), dtype=torch.float32)
                for row, index in enumerate(indices):
                    tokens = encodings[index].ids
                    ids[row, : len(tokens)] = torch.tensor(tokens, dtype=torch.long)
                    mask[row, : len(tokens)] = 1.0
                hidden = self._forward(ids.to(self.device), mask.to(self.device))
                weights = mask.to(self.device).unsqueeze(-1)
                pooled = (hidden * weights).sum(1) / weights.sum(1).clamp(min=1e-9)
                result[indices] = torch.nn.functional.normalize(pooled, p=2, dim=1).cpu().numpy()
        return result

    def _forward(self, ids: Any, mask: Any) -> Any:
        """BERT's encoder: embeddings, then per layer self-attention and a GELU feed-forward,
        each followed by a residual connection and layer norm (post-norm)."""
        import torch
        from torch.nn import functional as F

        w = self.weights
        batch, length = ids.shape
        width, heads = self.hidden, self.heads

        def norm(x: Any, name: str) -> Any:
            return F.layer_norm(x, (width,), w[f"{name}.weight"], w[f"{name}.bias"], self.eps)

        def linear(x: Any, name: str) -> Any:
            return F.linear(x, w[f"{name}.weight"], w[f"{name}.bias"])

        positions = torch.arange(length, device=ids.device)
        x = w["embeddings.word_embeddings.weight"][ids] + w["embeddings.position_embeddings.weight"][positions]
        x = norm(x + w["embeddings.token_type_embeddings.weight"][0], "embeddings.LayerNorm")
        # Padding gets the most negative score, as in transformers' extended attention mask.
        blocked = (1.0 - mask)[:, None, None, :] * torch.finfo(torch.float32).min
        for layer in range(self.layers):
            name = f"encoder.layer.{layer}"

            def split(t: Any) -> Any:
                return t.view(batch, length, heads, width // heads).transpose(1, 2)

            query = split(linear(x, f"{name}.attention.self.query"))
            key = split(linear(x, f"{name}.attention.self.key"))
            value = split(linear(x, f"{name}.attention.self.value"))
            context = F.scaled_dot_product_attention(query, key, value, attn_mask=blocked)
            context = context.transpose(1, 2).reshape(batch, length, width)
            x = norm(linear(context, f"{name}.attention.output.dense") + x, f"{name}.attention.output.LayerNorm")
            inner = F.gelu(linear(x, f"{name}.intermediate.dense"))
            x = norm(linear(inner, f"{name}.output.dense") + x, f"{name}.output.LayerNorm")
        return x
