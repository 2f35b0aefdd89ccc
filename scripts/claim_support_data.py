"""Where scripts find the shared Citation-Integrity data; the loader lives in the engine."""

from __future__ import annotations

from pathlib import Path

from rblint.engine.align_mini.citation_integrity import Example, clean_claim, load_examples

DEFAULT_DATA = Path(__file__).resolve().parents[2] / "shared" / "data" / "claim_support" / "citation_integrity"

__all__ = ["DEFAULT_DATA", "Example", "clean_claim", "load_examples"]
