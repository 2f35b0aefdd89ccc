"""Shared test fixtures. Tests never download anything; shared data is optional."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")

REPO_ROOT = Path(__file__).resolve().parents[1]
# Training and evaluation code lives in scripts/ (the runtime engine never imports it);
# its tests import it from there.
sys.path.insert(0, str(REPO_ROOT / "scripts"))
SHARED_DATA = REPO_ROOT.parent / "shared" / "data"


@pytest.fixture(autouse=True)
def _isolated_cache(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    """Keep every test's rblint cache out of the user's cache directory."""
    monkeypatch.setenv("RBLINT_CACHE_DIR", str(tmp_path_factory.getbasetemp() / "rblint-cache"))


@pytest.fixture
def shared_data() -> Path:
    if not SHARED_DATA.exists():
        pytest.skip("../shared/data is absent")
    return SHARED_DATA
