"""Backend ``alignscore``: the official AlignScore-base / -large ``.ckpt`` files.

An AlignScore checkpoint is a PyTorch Lightning file: ``state_dict`` holds
``base_model.*`` (a RobertaModel, pooler included), ``tri_layer`` (3-way
ALIGNED/NEUTRAL/CONTRADICT), ``bin_layer`` (NOT-ALIGNED/ALIGNED), ``reg_layer`` and the
unused ``mlm_head.*``; ``hyper_parameters.model`` names the backbone ("roberta-large").
The tokenizer and ``config.json`` come from a local directory (no hub). The heads read
the pooled [CLS] output, as in AlignScore's ``BERTAlignModel.forward``.

Loading is safe: ``torch.load(weights_only=True)``, so a checkpoint cannot run code. The
one non-tensor type Lightning puts in real checkpoints (its ``AttributeDict``, a plain
dict subclass) is read as a plain dict; any other global is refused.
"""

from __future__ import annotations

import os
import pickle
from pathlib import Path
from typing import Any

import numpy as np
import torch
from torch import nn

from .base import PairScores, ScorerError
from .transformer import TransformerPairScorer

# Dict subclasses Lightning versions pickle into ``hyper_parameters``; loaded as a plain dict.
_DICT_GLOBALS = (
    "pytorch_lightning.utilities.parsing.AttributeDict",
    "lightning.pytorch.utilities.parsing.AttributeDict",
    "lightning_fabric.utilities.data.AttributeDict",
    "lightning.fabric.utilities.data.AttributeDict",
)


class AlignScoreModel(nn.Module):
    """RobertaModel + AlignScore's three heads (dropout is inactive at inference)."""

    def __init__(self, config: Any) -> None:
        super().__init__()
        from transformers import AutoModel

        self.config = config
        self.base_model = AutoModel.from_config(config)  # type: ignore[no-untyped-call]  # untyped in transformers
        hidden = int(config.hidden_size)
        self.bin_layer = nn.Linear(hidden, 2)
        self.tri_layer = nn.Linear(hidden, 3)
        self.reg_layer = nn.Linear(hidden, 1)

    def forward(self, input_ids: torch.Tensor, attention_mask: torch.Tensor,
                token_type_ids: torch.Tensor | None = None) -> dict[str, torch.Tensor]:
        output = self.base_model(input_ids=input_ids, attention_mask=attention_mask, token_type_ids=token_type_ids)
        pooled = output.pooler_output
        return {
            "tri": torch.softmax(self.tri_layer(pooled).float(), dim=-1),
            "bin": torch.softmax(self.bin_layer(pooled).float(), dim=-1)[:, 1],
            "reg": self.reg_layer(pooled).float().squeeze(-1),
        }


def load_checkpoint(path: Path) -> dict[str, Any]:
    """Read a Lightning checkpoint without executing code (weights_only unpickling)."""
    try:
        return _load(path, [])
    except pickle.UnpicklingError as error:  # noqa: F841 - named below when nothing more specific is known
        try:
            needed = list(torch.serialization.get_unsafe_globals_in_checkpoint(str(path)))
        except Exception:  # noqa: BLE001 - any failure here means we cannot vouch for it
            needed = []
        refused = [name for name in needed if name not in _DICT_GLOBALS]
        if needed and not refused:
            try:
                # The weights-only unpickler fills only real dicts: read them as plain dicts.
                return _load(path, [(dict, name) for name in needed])
            except (pickle.UnpicklingError, TypeError, AttributeError) as second:  # not dict-shaped after all
                error = pickle.UnpicklingError(str(second).splitlines()[0] if str(second) else type(second).__name__)
        what = ", ".join(refused or needed) or str(error).splitlines()[0]
        raise ScorerError(
            f"{path}: refused to load: the checkpoint needs code to unpickle ({what}); "
            "only tensors and plain containers are accepted"
        ) from None


def _load(path: Path, stubs: list[Any]) -> dict[str, Any]:
    try:
        with torch.serialization.safe_globals(stubs):
            data = torch.load(str(path), map_location="cpu", weights_only=True)
    except (FileNotFoundError, IsADirectoryError):
        raise ScorerError(f"{path}: checkpoint not found") from None
    except pickle.UnpicklingError:
        raise
    except (RuntimeError, EOFError, ValueError, OSError) as error:
        first = str(error).strip().splitlines()[0] if str(error).strip() else type(error).__name__
        raise ScorerError(f"{path}: not a readable PyTorch checkpoint ({first})") from None
    if not isinstance(data, dict):
        raise ScorerError(f"{path}: not a Lightning checkpoint (top level is {type(data).__name__})")
    return data


def _find_checkpoint(path: Path) -> Path:
    if path.is_dir():
        found = sorted(path.glob("*.ckpt"))
        if len(found) != 1:
            raise ScorerError(f"{path}: expected one .ckpt file in the folder, found {len(found)}")
        return found[0]
    if not path.exists():
        raise ScorerError(f"{path}: AlignScore checkpoint not found")
    return path


def _same_family(backbone: str, model_type: str) -> bool:
    """'roberta-large' / 'muppet-roberta-large' fit model_type 'roberta'; 'bert-base' does not."""
    name = "-" + backbone.rstrip("/").split("/")[-1].lower().replace("_", "-") + "-"
    return f"-{model_type.lower()}-" in name


class AlignScoreScorer(TransformerPairScorer):
    three_way = True

    def forward_heads(self, batch: dict[str, torch.Tensor]) -> dict[str, torch.Tensor]:
        heads: dict[str, torch.Tensor] = self.model(**batch)
        return heads

    def to_pair_scores(self, heads: dict[str, np.ndarray]) -> PairScores:
        tri = heads["tri"]
        return PairScores(tri[:, 0], tri[:, 1], tri[:, 2], heads["bin"], heads["reg"])


def load_alignscore(
    path: Path, tokenizer_dir: Path | None = None, *, batch_size: int = 16, device: str = "cpu",
    precision: str = "fp32", max_length: int = 512,
) -> AlignScoreScorer:
    """Checkpoint at ``path`` (file, or a folder holding one .ckpt and the tokenizer)."""
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    from transformers import AutoConfig, AutoTokenizer

    checkpoint_path = _find_checkpoint(Path(path))
    model_dir = Path(tokenizer_dir) if tokenizer_dir is not None else checkpoint_path.parent
    if not (model_dir / "config.json").is_file():
        raise ScorerError(
            f"{model_dir}: no config.json; set model.tokenizer to the folder with the backbone's "
            "config.json and tokenizer files (e.g. a local copy of roberta-large)"
        )
    checkpoint = load_checkpoint(checkpoint_path)
    state = checkpoint.get("state_dict", checkpoint)
    if not isinstance(state, dict) or not any(str(k).startswith("base_model.") for k in state):
        raise ScorerError(f"{checkpoint_path}: no base_model.* weights: not an AlignScore checkpoint")
    missing_heads = [name for name in ("tri_layer.weight", "bin_layer.weight", "reg_layer.weight") if name not in state]
    if missing_heads:
        raise ScorerError(f"{checkpoint_path}: missing AlignScore heads {missing_heads}")
    hyper = checkpoint.get("hyper_parameters") or {}
    backbone = str(hyper.get("model", "")) if isinstance(hyper, dict) else ""
    try:
        config = AutoConfig.from_pretrained(str(model_dir), local_files_only=True)
        tokenizer = AutoTokenizer.from_pretrained(str(model_dir), local_files_only=True)
    except (OSError, ValueError) as error:
        raise ScorerError(f"{model_dir}: cannot load the config/tokenizer ({error})") from None
    if backbone and not _same_family(backbone, str(config.model_type)):
        raise ScorerError(
            f"{checkpoint_path} was trained on {backbone!r} but {model_dir} holds a {config.model_type} config"
        )
    model = AlignScoreModel(config)
    wanted = {key: value for key, value in state.items() if not str(key).startswith("mlm_head.")}
    try:
        missing, unexpected = model.load_state_dict(wanted, strict=False)
    except RuntimeError as error:
        first = str(error).splitlines()[1:2] or [str(error)]
        raise ScorerError(
            f"{checkpoint_path} does not fit the config in {model_dir}: {first[0].strip()}"
        ) from None
    missing = [name for name in missing if not name.endswith("position_ids")]
    if missing or unexpected:
        raise ScorerError(
            f"{checkpoint_path}: weights do not match the backbone (missing {missing[:3]}, unexpected {unexpected[:3]})"
        )
    # Path + size + mtime: a rewritten checkpoint never reuses cached pair scores, and a
    # multi-GB file is not hashed on every start.
    stat = checkpoint_path.stat()
    model_id = f"alignscore:{backbone or config.model_type}:{checkpoint_path.resolve()}:{stat.st_size}:{stat.st_mtime_ns}"
    return AlignScoreScorer(model, tokenizer, model_id=model_id, batch_size=batch_size, max_length=max_length,
                            device=device, precision=precision)
