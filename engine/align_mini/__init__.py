"""align-mini: the embedded claim-support cross-encoder (MiniLM-L6 + AlignScore heads)."""

from .model import (
    AlignMini, AlignMiniError, AlignMiniModel, apply_delta, load_align_mini, load_base,
    save_delta, score_pairs,
)

__all__ = [
    "AlignMini", "AlignMiniError", "AlignMiniModel", "apply_delta", "load_align_mini",
    "load_base", "save_delta", "score_pairs",
]
