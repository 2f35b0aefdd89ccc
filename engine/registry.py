"""Where the engine finds rules, without importing front ends.

Rules live in the ``rblint.rules`` package (one module each); the engine imports it
lazily so ``rblint.engine`` stays importable on its own and there is no import cycle.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # pragma: no cover
    from .rule import Rule


@lru_cache(maxsize=1)
def all_rules() -> tuple[type["Rule"], ...]:
    from rblint.rules import ALL_RULES

    return tuple(sorted(ALL_RULES, key=lambda rule: rule.code))


def rule_by_code(code_or_name: str) -> type["Rule"] | None:
    wanted = code_or_name.strip()
    for rule in all_rules():
        if rule.code.upper() == wanted.upper() or rule.name == wanted.lower():
            return rule
    return None


def known_code_prefix(prefix: str) -> bool:
    """True when ``prefix`` selects at least one rule (``RB``, ``RB00``, ``RB004``, ``ALL``)."""
    if prefix == "ALL":
        return True
    return any(rule.code.upper().startswith(prefix.upper()) for rule in all_rules())
