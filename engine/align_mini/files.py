"""Where align-mini's weights live: names only, so asking needs no torch import."""

from __future__ import annotations

import hashlib
from pathlib import Path
from typing import Sequence

import numpy as np

DELTA_FILE = "align_mini_delta.safetensors"
DELTA_FORMAT = "align-mini-delta/1"  # the metadata tag every delta carries
DEFAULT_WEIGHTS_DIR = Path(__file__).resolve().parent / "weights"


def weights_installed(weights: Path | None = None) -> bool:
    """A delta in ``weights`` (a folder or the .safetensors file), or in the packaged folder."""
    folder = weights if weights is not None else DEFAULT_WEIGHTS_DIR
    return (folder / DELTA_FILE).is_file() or (folder.is_file() and folder.suffix == ".safetensors")

# The delta RB005's contrast check asks (engine/scoring/contrast.py): align-mini v2, which ships
# for that one job while the support score stays with the measured-better baseline.
CONTRAST_WEIGHTS_DIR = Path(__file__).resolve().parent / "contrast"


def contrast_weights() -> Path | None:
    """The packaged contrast delta, or None when this install has none."""
    path = CONTRAST_WEIGHTS_DIR / DELTA_FILE
    return path if path.is_file() else None


FINGERPRINTED = 65536  # word-embedding values the fingerprint hashes


def fingerprint_of(layer_norm_weight: np.ndarray, word_embeddings: np.ndarray) -> str:
    """A short hash of base tensors that training never changes, so a delta refuses a different
    base. Why the embeddings: every recipe trains the encoder layers but leaves them frozen."""
    digest = hashlib.sha256()
    for values in (layer_norm_weight, word_embeddings):
        digest.update(np.ascontiguousarray(values, dtype=np.float32).reshape(-1)[:FINGERPRINTED].tobytes())
    return digest.hexdigest()[:16]


def head_arrays(contexts: Sequence[str], claims: Sequence[str]) -> dict[str, np.ndarray]:
    """Zeroed outputs of every head for ``len(contexts)`` pairs, filled by either forward path:
    ``tri`` (n, 3), ``bin`` (n,), ``reg`` (n,). One context per claim, or ValueError."""
    if len(contexts) != len(claims):
        raise ValueError(f"{len(contexts)} contexts but {len(claims)} claims")
    count = len(contexts)
    return {"tri": np.zeros((count, 3), dtype=np.float32), "bin": np.zeros(count, dtype=np.float32),
            "reg": np.zeros(count, dtype=np.float32)}
