"""Backend ``default`` when align-mini's weights are present: the embedded cross-encoder.

A thin adapter from :class:`rblint.engine.align_mini.model.AlignMini` (built by the
align-mini work) to :class:`PairScorer`; its 3-way head gives P(aligned) as AlignScore.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import numpy as np

from .base import PairScorer, PairScores, ScorerError


class AlignMiniScorer(PairScorer):
    three_way = True

    def __init__(self, model: Any, batch_size: int = 16, model_id: str = "align-mini",
                 context_unit: str = "chunk") -> None:
        self.model = model
        self.batch_size = batch_size
        self.model_id = model_id
        self.context_unit = context_unit

    def _score(self, contexts: list[str], claims: list[str]) -> PairScores:
        return _head_scores(self.model, contexts, claims, self.batch_size)


def _head_scores(model: Any, contexts: list[str], claims: list[str], batch_size: int) -> PairScores:
    """align-mini's heads as pair scores: P(aligned), P(neutral), P(contradict), binary, regression."""
    heads = model.score_heads(contexts, claims, batch_size=batch_size)
    tri = np.asarray(heads["tri"], dtype=np.float32)
    return PairScores(tri[:, 0], tri[:, 1], tri[:, 2], np.asarray(heads["bin"]), np.asarray(heads["reg"]))


def align_mini_available(weights: Path | None = None) -> bool:
    from ..align_mini.files import weights_installed

    return weights_installed(weights)


def load_align_mini_scorer(weights: Path | None, *, device: str, batch_size: int) -> AlignMiniScorer:
    from ..torch_import import import_torch

    import_torch()  # (the model module imports torch: never beside another thread's import, torch_import)
    from ..align_mini.model import AlignMiniError, load_align_mini

    try:
        model = load_align_mini(weights, device=device)
    except AlignMiniError as error:
        raise ScorerError(str(error)) from None
    # v2 deltas record the context they were trained on; older ones read AlignScore chunks.
    context_unit = "window" if model.metadata.get("context_unit") == "window" else "chunk"
    return AlignMiniScorer(model, batch_size=batch_size, model_id=f"align-mini:{_weights_digest(weights)}",
                           context_unit=context_unit)


def _weights_digest(weights: Path | None) -> str:
    """Content hash of the delta file, so the pair cache never mixes two trainings."""
    from ..align_mini.files import DEFAULT_WEIGHTS_DIR, DELTA_FILE

    folder = weights if weights is not None else DEFAULT_WEIGHTS_DIR
    path = folder / DELTA_FILE if folder.is_dir() else folder
    from ..safe_read import FileRefused, sha256_of

    try:
        return sha256_of(path)[:16]
    except FileRefused:
        return "unknown"


class LazyAlignMiniScorer(PairScorer):
    """align-mini on rblint's own encoder code (``align_mini/native.py``, no transformers),
    loaded on its first uncached pair: behind the pair cache, a warm run whose pairs were all
    scored before never pays for the load."""

    three_way = True

    def __init__(self, weights: Path, *, device: str = "cpu", batch_size: int = 16, max_length: int = 128) -> None:
        self.weights = weights
        self.device = device
        self.batch_size = batch_size
        self.max_length = max_length
        self.model_id = f"align-mini:{_header_digest(weights)}"
        self._model: Any = None

    def _score(self, contexts: list[str], claims: list[str]) -> PairScores:
        if self._model is None:
            from ..align_mini.native import NativeAlignMini, NativeAlignMiniError
            from ..embedding import minilm_path

            try:
                self._model = NativeAlignMini(minilm_path(), self.weights, device=self.device,
                                              max_length=self.max_length)
            except NativeAlignMiniError as error:
                raise ScorerError(str(error)) from None
        return _head_scores(self._model, contexts, claims, self.batch_size)


def _header_digest(path: Path) -> str:
    """A hash of a safetensors file's header (tensor offsets and training metadata): names
    one training as well as the content hash does, without reading 20 MB on every start."""
    import hashlib

    try:
        with path.open("rb") as handle:
            size = int.from_bytes(handle.read(8), "little")
            header = handle.read(min(size, 10_000_000))
    except OSError:
        return "unknown"
    return hashlib.sha256(header).hexdigest()[:16]
