"""torch, imported once under one lock.

Why: torch's first import is not safe from two threads at once: the second can meet a
module still being initialised ("partially initialized module 'torch' has no attribute
'library'") or crash while the first loads torch's native library (pytorch/pytorch#182560).
rblint loads its encoder in a thread of its own while the main thread parses and checks
(``EvidenceIndex.start_loading_embedder``); on a CPU with bf16 units that encoder runs on
torch, and RB005's contrast check loads its model on torch in the main thread. Every lazy
``import torch`` of the engine goes through :func:`import_torch`, and code that only uses
torch when it is there asks :func:`torch_if_imported`, which never hands out a module that
another thread is still importing.
"""

from __future__ import annotations

import sys
import threading
from types import ModuleType

_LOCK = threading.Lock()


def import_torch() -> ModuleType:
    """torch, imported by one thread at a time (the others wait until it is whole)."""
    with _LOCK:
        import torch
    return torch


def torch_if_imported() -> ModuleType | None:
    """torch when its import has finished, else None (not imported, or still being imported)."""
    module = sys.modules.get("torch")
    if module is None or getattr(getattr(module, "__spec__", None), "_initializing", False):
        return None
    return module
