"""One module per rule. ``ALL_RULES`` is the registry the engine reads."""

from __future__ import annotations

from rblint.engine.rule import Rule

ALL_RULES: list[type[Rule]] = []

__all__ = ["ALL_RULES"]
