"""One finding per problem: a rule's finding on a sentence replaces those of the rules it
``supersedes`` (rule metadata) on that sentence.

Applied in one place for every front end: the linter's result (CLI, audit) and the
editor's merge of instant and model findings. Example: "Prior work has shown ..." with no
marker is RB001's (explicit attribution, no citation); RB006's "reads like a claim that
needs a citation" on the same sentence says the same thing again, less precisely.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING, Iterable, Mapping, Sequence

from .diagnostics import Diagnostic
from .document import Draft

if TYPE_CHECKING:  # pragma: no cover
    from .rule import Rule


def superseding(rules: "Iterable[Rule | type[Rule]]") -> dict[str, frozenset[str]]:
    """code -> the codes its findings replace, for the rules (or rule classes) that declare any."""
    return {rule.code: frozenset(rule.supersedes) for rule in rules if rule.supersedes}


@lru_cache(maxsize=1)
def rule_precedence() -> dict[str, frozenset[str]]:
    """The precedence of every registered rule (static metadata, whatever is selected)."""
    from .registry import all_rules

    return superseding(all_rules())


def one_per_problem(diagnostics: Sequence[Diagnostic], draft: Draft,
                    supersedes: Mapping[str, frozenset[str]]) -> list[Diagnostic]:
    """``diagnostics`` without the findings a superseding finding on the same sentence replaces."""
    if not supersedes:
        return list(diagnostics)
    replaced: set[tuple[int, str]] = set()  # (sentence index, code) taken over by another finding
    for diagnostic in diagnostics:
        codes = supersedes.get(diagnostic.code)
        sentence = draft.sentence_at(diagnostic.span.start) if codes else None
        if sentence is not None and codes:
            replaced.update((sentence.index, code) for code in codes)
    if not replaced:
        return list(diagnostics)
    kept = []
    for diagnostic in diagnostics:
        sentence = draft.sentence_at(diagnostic.span.start)
        if sentence is not None and (sentence.index, diagnostic.code) in replaced:
            continue
        kept.append(diagnostic)
    return kept
