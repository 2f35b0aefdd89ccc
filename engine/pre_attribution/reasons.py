"""Why a sentence scored as needing a reference, in words a writer can act on.

A bare score ("0.83") tells a user nothing. The classifier is linear, so each input's
share of the "needs a reference" log-odds is known exactly; the inputs that pushed the
score up most are named here — the cue words themselves, the words that raised the
wording score, or the neighbouring citations. SAFE's readability features are not named: "its Gunning fog index" is not
something to fix.
"""

from __future__ import annotations

from typing import Mapping, Sequence

import numpy as np

from .context import ParagraphContext
from .features import cue_matches

MIN_CONTRIBUTION = 0.25  # log-odds: smaller pushes are not worth naming
MAX_REASONS = 2


def group_contributions(names: Sequence[str], values: np.ndarray) -> list[dict[str, float]]:
    """Per row of ``values`` (sentences x columns), the contributions of columns that share
    a name (the embedding's) summed: one matrix product for the whole batch."""
    groups = list(dict.fromkeys(names))
    member = np.zeros((len(names), len(groups)))
    member[np.arange(len(names)), [groups.index(name) for name in names]] = 1.0
    return [dict(zip(groups, row.tolist())) for row in np.asarray(values) @ member]


def _quoted(words: Sequence[str], limit: int = 3) -> str:
    unique = list(dict.fromkeys(words))
    return ", ".join(f"\u201c{word}\u201d" for word in unique[:limit])


def _phrase(feature: str, matches: Mapping[str, list[str]], context: ParagraphContext | None) -> str | None:
    if feature in ("previous_cites", "next_cites", "others_cite_share"):
        if context is None:
            return None
        if context.previous_cites and context.next_cites:
            return "the sentences before and after it cite"
        if context.previous_cites:
            return "the sentence before it cites"
        if context.next_cites:
            return "the sentence after it cites"
        if context.others_citing:
            return "other sentences of its paragraph cite"
        return None
    if feature == "attribution_words" and matches["attribution_words"]:
        return f"attribution words ({_quoted(matches['attribution_words'])})"
    if feature in ("et_al", "author_names"):  # one phrase for both, so it is named once
        return f"it names authors ({_quoted(matches['author_names'] or ['et al.'])})"
    if feature == "hedges" and matches["hedges"]:
        return f"a hedged finding ({_quoted(matches['hedges'])})"
    if feature == "comparatives" and matches["comparatives"]:
        return f"a comparison ({_quoted(matches['comparatives'])})"
    if feature in ("numbers", "percent") and matches["numbers"]:
        return f"it reports figures ({_quoted(matches['numbers'])})"
    if feature == "named_methods" and matches["named_methods"]:
        return f"it names methods or datasets ({_quoted(matches['named_methods'])})"
    if feature == "perfect_passive" and matches["perfect_passive"]:
        return f"a reported finding ({_quoted(matches['perfect_passive'])})"
    if feature == "prior_work" and matches["prior_work"]:
        return f"it points to other work ({_quoted(matches['prior_work'])})"
    if feature == "year" and matches["year"]:
        return f"it dates a finding ({_quoted(matches['year'])})"
    if feature == "definition":
        return "it defines a term"
    if feature == "embedding":
        return "it reads like sentences that carry citations"
    if feature == "wording" and matches.get("wording"):
        return f"its wording is that of cited sentences ({_quoted(matches['wording'])})"
    return None


def explain(
    text: str, context: ParagraphContext | None, contributions: Mapping[str, float],
    matches: Mapping[str, list[str]] | None = None,
) -> tuple[str, ...]:
    """Up to :data:`MAX_REASONS` phrases for the inputs that raised the score most.

    ``matches`` are the text's :func:`cue_matches` when the caller already has them
    (one sentence is explained for two scores)."""
    reasons: list[str] = []
    for feature, value in sorted(contributions.items(), key=lambda item: -item[1]):
        if value < MIN_CONTRIBUTION or len(reasons) == MAX_REASONS:
            break
        if matches is None:
            matches = cue_matches(text)
        phrase = _phrase(feature, matches, context)
        if phrase is not None and phrase not in reasons:
            reasons.append(phrase)
    return tuple(reasons)
