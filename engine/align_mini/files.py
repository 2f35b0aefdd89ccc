"""Where align-mini's weights live: names only, so asking needs no torch import."""

from __future__ import annotations

from pathlib import Path

DELTA_FILE = "align_mini_delta.safetensors"
DEFAULT_WEIGHTS_DIR = Path(__file__).resolve().parent / "weights"


def weights_installed(weights: Path | None = None) -> bool:
    """A delta in ``weights`` (a folder or the .safetensors file), or in the packaged folder."""
    folder = weights if weights is not None else DEFAULT_WEIGHTS_DIR
    return (folder / DELTA_FILE).is_file() or (folder.is_file() and folder.suffix == ".safetensors")
