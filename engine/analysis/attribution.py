"""Which paper of the library an uncited sentence restates (RB006's evidence).

An AI draft's typical omission is a sentence that restates a paper the writer has (in the
bibliography or the papers folder) without citing it. Each such sentence is searched in
the whole library through the index RB004 uses (the same chunks and vectors: a warm run
embeds only the sentences) and the few papers retrieval ranks highest are scored with the
claim scorer; :meth:`Verdicts.restates` decides from the best paper's support and its lead
over the next one.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any, Sequence

from ..bibliography.model import Bibliography
from .alternatives import Alternative, better_sources
from .claim_check import ClaimChecker


@dataclass(frozen=True)
class Attribution:
    """The library papers scored against one sentence, best first (at most a few)."""

    ranked: tuple[Alternative, ...]


def attribute(sentences: Sequence[str], library: dict[Path, Any], bibliography: Bibliography,
              checker: ClaimChecker) -> list[Attribution | None]:
    """For each sentence, the library papers that fit it best (None: the library is empty or
    nothing in it was found)."""
    if not library or not sentences:
        return [None for _ in sentences]
    index = checker.services.evidence_index
    if index.reads_files:  # every sentence embedded in one batch
        index.prepare_search(list(sentences), list(library.values()), granularity="chunk")
    found: list[Attribution | None] = []
    for sentence in sentences:
        ranked = better_sources(sentence, [], library, bibliography, checker, unlisted=True)
        found.append(Attribution(tuple(ranked)) if ranked else None)
    return found
