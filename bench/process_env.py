"""The environment a bench's ``rblint`` processes run in: as an installed rblint runs.

Why: a machine may set ``PYTHONDONTWRITEBYTECODE`` (this one does), and then every process
compiles rblint's ~240 modules from source again: 0.36 s of a 1.1 s warm run in a profile,
the same in every column, so a ratio between columns came out smaller than a user's. An
installed rblint has its bytecode written once (pip compiles it). Here the bytecode goes to
a folder of the bench's own (``PYTHONPYCACHEPREFIX``), never into the checkout.
"""

from __future__ import annotations

import os
from pathlib import Path


def installed_like(cache: Path, bytecode: Path) -> dict[str, str]:
    """``os.environ`` with rblint's cache at ``cache`` and bytecode kept under ``bytecode``."""
    env = {key: value for key, value in os.environ.items() if key != "PYTHONDONTWRITEBYTECODE"}
    env.update(RBLINT_CACHE_DIR=str(cache), PYTHONPYCACHEPREFIX=str(bytecode))
    return env
