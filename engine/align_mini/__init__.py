"""align-mini: the embedded claim-support cross-encoder (MiniLM-L6 + AlignScore heads).

The model code imports torch; its names load on first use (PEP 562), so asking whether
weights are installed (``files.weights_installed``) costs no torch import.
"""

from __future__ import annotations

from typing import Any

__all__ = [
    "AlignMini", "AlignMiniError", "AlignMiniModel", "apply_delta", "load_align_mini",
    "load_base", "save_delta", "score_pairs",
]


def __getattr__(name: str) -> Any:
    if name in __all__:
        from . import model

        return getattr(model, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
