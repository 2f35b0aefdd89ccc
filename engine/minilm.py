"""The packaged MiniLM sentence encoder, without sentence-transformers (and, on a CPU, without torch).

Why: a cold ``rblint draft.md`` spent most of its time importing, not computing.
``import sentence_transformers`` pulls in transformers' modelling stack, scikit-learn,
SciPy, SymPy and torch's compiler and distributed packages — about 10 s and 200 MB on
the 2-core machine under load; ``import torch`` alone is 2.4-2.7 s, ``import
onnxruntime`` 0.2 s (docs/performance.md). The model is a fixed, small BERT (6 layers,
384 wide, mean pooling, L2 normalisation): its forward pass runs on ONNX Runtime over a
shipped graph without weights (``data/minilm.onnx``, built by
``scripts/build_minilm_graph.py``), the packaged safetensors weights handed to it at
load, and in a few dozen lines of torch where that graph does not apply. Text is
tokenised with the model's own ``tokenizer.json`` (Hugging Face ``tokenizers``). Vectors
equal sentence-transformers' to within 1e-5 on both paths (tests/test_embedding.py). A
folder whose config describes anything else raises :class:`UnsupportedModel`, and the
caller uses sentence-transformers instead.
"""

from __future__ import annotations

import json
import logging
import os
from pathlib import Path
from typing import Any, Sequence

import numpy as np

from .torch_import import import_torch

logger = logging.getLogger(__name__)

# Tokens per forward pass (rows x padded length). Why a budget and not only a row count:
# 32 passages of 256 tokens make 8,192-token activations (the feed-forward's alone 50 MB)
# that no cache holds, and the same passages ran 1.4x faster in batches of 4 on the
# 2-core machine (docs/performance.md); short sentences still go 32 at a time.
MAX_BATCH_TOKENS = 1024


def _batches(order: list[int], lengths: list[int], rows: int) -> list[list[int]]:
    """Consecutive runs of ``order`` (sorted by length) of at most ``rows`` texts and
    ``MAX_BATCH_TOKENS`` padded tokens (a single longer text is a batch of its own)."""
    batches: list[list[int]] = []
    current: list[int] = []
    for index in order:
        if current and (len(current) >= max(1, rows) or (len(current) + 1) * lengths[index] > MAX_BATCH_TOKENS):
            batches.append(current)
            current = []
        current.append(index)
    if current:
        batches.append(current)
    return batches


def bert_weights(stored: dict[str, np.ndarray]) -> dict[str, np.ndarray]:
    """A BERT checkpoint's tensors as fp32 arrays named without their ``bert.`` prefix (a
    sentence-transformers folder has none, a Hugging Face BertModel save has it)."""
    prefix = "bert." if "bert.embeddings.word_embeddings.weight" in stored else ""
    return {key[len(prefix):]: np.ascontiguousarray(value, dtype=np.float32)
            for key, value in stored.items() if key.startswith(prefix)}


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


GRAPH = Path(__file__).parent / "data" / "minilm.onnx"  # built by scripts/build_minilm_graph.py


def weight_shapes(config: dict[str, Any]) -> dict[str, list[int]]:
    """Every weight the encoder reads, by its safetensors name (no ``bert.`` prefix), with
    its stored shape ([out, in] for dense layers). The shipped graph declares exactly these."""
    hidden, inner = int(config["hidden_size"]), int(config["intermediate_size"])
    shapes = {
        "embeddings.word_embeddings.weight": [int(config["vocab_size"]), hidden],
        "embeddings.position_embeddings.weight": [int(config["max_position_embeddings"]), hidden],
        "embeddings.token_type_embeddings.weight": [int(config.get("type_vocab_size", 2)), hidden],
        "embeddings.LayerNorm.weight": [hidden], "embeddings.LayerNorm.bias": [hidden],
    }
    for layer in range(int(config["num_hidden_layers"])):
        name = f"encoder.layer.{layer}"
        for dense, (rows, columns) in {
            "attention.self.query": (hidden, hidden), "attention.self.key": (hidden, hidden),
            "attention.self.value": (hidden, hidden), "attention.output.dense": (hidden, hidden),
            "intermediate.dense": (inner, hidden), "output.dense": (hidden, inner),
        }.items():
            shapes[f"{name}.{dense}.weight"] = [rows, columns]
            shapes[f"{name}.{dense}.bias"] = [rows]
        for norm in ("attention.output.LayerNorm", "output.LayerNorm"):
            shapes[f"{name}.{norm}.weight"] = [hidden]
            shapes[f"{name}.{norm}.bias"] = [hidden]
    return shapes


class MiniLM:
    """A BERT encoder (absolute positions, GELU) with mean pooling and L2 normalisation.

    The forward pass runs on ONNX Runtime over the shipped graph (``GRAPH``) when the
    model's configuration is the one the graph was built for, and on torch otherwise
    (or on a GPU): both compute the same encoder (tests/test_embedding.py).
    """

    def __init__(self, folder: Path, device: str = "cpu", precision: str = "fp32") -> None:
        from safetensors.numpy import load_file
        from tokenizers import Tokenizer

        config = _read_json(folder / "config.json")
        expected = {"model_type": "bert", "hidden_act": "gelu", "position_embedding_type": "absolute"}
        wrong = {key: config.get(key) for key, value in expected.items() if config.get(key, value) != value}
        if wrong:
            raise UnsupportedModel(f"config {wrong} is not a plain BERT encoder")
        self.max_length = min(_check_pipeline(folder), int(config.get("max_position_embeddings", 512)))
        self.hidden = int(config["hidden_size"])
        try:
            stored = load_file(str(folder / "model.safetensors"))
        except (OSError, RuntimeError, ValueError) as error:
            raise UnsupportedModel(f"model.safetensors: {error}") from None
        weights = bert_weights(stored)
        try:
            shapes = weight_shapes(config)
        except (KeyError, TypeError, ValueError) as error:
            raise UnsupportedModel(f"config.json lacks {error}") from None
        missing = [name for name in shapes if name not in weights]
        if missing:
            raise UnsupportedModel(f"model.safetensors lacks {missing[:2]}")
        self.tokenizer = Tokenizer.from_file(str(folder / "tokenizer.json"))
        self.tokenizer.no_padding()
        self.tokenizer.enable_truncation(self.max_length)
        # bf16 runs on torch (ONNX Runtime's CPU kernels are fp32); chosen per machine by
        # engine/precision.py, never assumed.
        forward = (_OnnxForward.load(config, {name: weights[name] for name in shapes})
                   if device == "cpu" and precision == "fp32" else None)
        self._forward: Any = forward or _TorchForward(config, weights, device, bf16=precision == "bf16")
        self.precision = precision
        self.backend = "onnxruntime" if forward is not None else ("torch bf16" if precision == "bf16" else "torch")

    @property
    def dimension(self) -> int:
        return self.hidden

    def encode(self, texts: Sequence[str], batch_size: int = 32) -> np.ndarray:
        """Unit vectors, one row per text, in the caller's order (batched by token count)."""
        result = np.empty((len(texts), self.hidden), dtype=np.float32)
        if not texts:
            return result
        encodings = self.tokenizer.encode_batch(list(texts))
        order = sorted(range(len(texts)), key=lambda index: len(encodings[index].ids))
        for indices in _batches(order, [len(encoding.ids) for encoding in encodings], batch_size):
            longest = max(len(encodings[index].ids) for index in indices)
            ids = np.zeros((len(indices), longest), dtype=np.int64)
            mask = np.zeros((len(indices), longest), dtype=np.float32)
            for row, index in enumerate(indices):
                tokens = encodings[index].ids
                ids[row, : len(tokens)] = tokens
                mask[row, : len(tokens)] = 1.0
            hidden = self._forward(ids, mask)
            pooled = (hidden * mask[:, :, None]).sum(axis=1) / np.maximum(mask.sum(axis=1, keepdims=True), 1e-9)
            result[indices] = pooled / np.maximum(np.linalg.norm(pooled, axis=1, keepdims=True), 1e-12)
        return result


def _threads() -> int:
    """ONNX Runtime's intra-op threads: ``OMP_NUM_THREADS`` when set (torch reads it too),
    else 0, ONNX Runtime's own default of one per physical core."""
    try:
        return max(0, int(os.environ.get("OMP_NUM_THREADS", "0")))
    except ValueError:
        return 0


class _OnnxForward:
    """The shipped graph on ONNX Runtime, its weights handed over from the safetensors file."""

    def __init__(self, session: Any, keep: list[Any]) -> None:
        self._session = session
        self._keep = keep  # the OrtValues must outlive the session that reads them

    @classmethod
    def load(cls, config: dict[str, Any], weights: dict[str, np.ndarray]) -> _OnnxForward | None:
        """None (use torch) without onnxruntime, or when the graph does not fit this model.
        ``weights``: exactly the graph's initializers (:func:`weight_shapes`), by name."""
        try:
            import onnxruntime as ort
        except ImportError:
            return None
        try:
            options = ort.SessionOptions()
            options.intra_op_num_threads = _threads()
            # Idle threads sleep instead of spinning: a spinning pool keeps the cores busy after
            # each batch, and whatever runs next (page workers, torch, the precision probe's bf16
            # turn: 137 ms instead of 89-108) runs on what is left. Costs ~1-2% per batch.
            options.add_session_config_entry("session.intra_op.allow_spinning", "0")
            options.log_severity_level = 3
            names = list(weights)
            values = [ort.OrtValue.ortvalue_from_numpy(weights[name]) for name in names]
            options.add_external_initializers(names, values)
            session = ort.InferenceSession(GRAPH.read_bytes(), options, providers=["CPUExecutionProvider"])
            built_for = json.loads(session.get_modelmeta().custom_metadata_map.get("rblint.config", "{}"))
        except Exception as error:  # noqa: BLE001 - a missing or foreign graph: torch computes the same
            logger.debug("MiniLM on torch: %s", error)
            return None
        if any(built_for.get(key) != config.get(key, built_for.get(key)) for key in built_for) or not built_for:
            logger.debug("MiniLM on torch: the graph was built for %s", built_for)
            return None
        return cls(session, values)

    def __call__(self, ids: np.ndarray, mask: np.ndarray) -> np.ndarray:
        hidden: np.ndarray = self._session.run(None, {"input_ids": ids, "attention_mask": mask})[0]
        return hidden


class _TorchForward:
    """BERT's encoder in torch: embeddings, then per layer self-attention and a GELU
    feed-forward, each followed by a residual connection and layer norm (post-norm)."""

    def __init__(self, config: dict[str, Any], weights: dict[str, np.ndarray], device: str, bf16: bool = False) -> None:
        torch = import_torch()  # (the encoder's load thread and the main thread may both get here: torch_import)

        self.device = torch.device(device)
        self.dtype = torch.bfloat16 if bf16 else torch.float32
        self.weights = {name: torch.from_numpy(value).to(self.device, self.dtype) for name, value in weights.items()}
        self.hidden = int(config["hidden_size"])
        self.heads = int(config["num_attention_heads"])
        self.layers = int(config["num_hidden_layers"])
        self.eps = float(config.get("layer_norm_eps", 1e-12))

    def __call__(self, ids_array: np.ndarray, mask_array: np.ndarray, types_array: np.ndarray | None = None) -> np.ndarray:
        """Hidden states; ``types_array`` holds BERT's segment ids for a pair (align-mini), else all 0."""
        torch = import_torch()
        F = torch.nn.functional

        w = self.weights
        with torch.inference_mode():
            ids = torch.from_numpy(ids_array).to(self.device)
            mask = torch.from_numpy(mask_array).to(self.device)
            batch, length = ids.shape
            width, heads = self.hidden, self.heads

            def norm(x: Any, name: str) -> Any:
                return F.layer_norm(x, (width,), w[f"{name}.weight"], w[f"{name}.bias"], self.eps)

            def linear(x: Any, name: str) -> Any:
                return F.linear(x, w[f"{name}.weight"], w[f"{name}.bias"])

            def split(t: Any) -> Any:
                return t.view(batch, length, heads, width // heads).transpose(1, 2)

            positions = torch.arange(length, device=ids.device)
            x = w["embeddings.word_embeddings.weight"][ids] + w["embeddings.position_embeddings.weight"][positions]
            segments = w["embeddings.token_type_embeddings.weight"]
            x = x + (segments[0] if types_array is None else segments[torch.from_numpy(types_array).to(self.device)])
            x = norm(x, "embeddings.LayerNorm")
            # Padding gets the most negative score, as in transformers' extended attention mask.
            blocked = ((1.0 - mask)[:, None, None, :] * torch.finfo(self.dtype).min).to(self.dtype)
            for layer in range(self.layers):
                name = f"encoder.layer.{layer}"
                query = split(linear(x, f"{name}.attention.self.query"))
                key = split(linear(x, f"{name}.attention.self.key"))
                value = split(linear(x, f"{name}.attention.self.value"))
                context = F.scaled_dot_product_attention(query, key, value, attn_mask=blocked)
                context = context.transpose(1, 2).reshape(batch, length, width)
                x = norm(linear(context, f"{name}.attention.output.dense") + x, f"{name}.attention.output.LayerNorm")
                inner = F.gelu(linear(x, f"{name}.intermediate.dense"))
                x = norm(linear(inner, f"{name}.output.dense") + x, f"{name}.output.LayerNorm")
            hidden: np.ndarray = x.float().cpu().numpy()
            return hidden
