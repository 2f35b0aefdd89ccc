"""Which paper of the library an uncited sentence restates (RB006's evidence).

An AI draft's typical omission is a sentence that restates a paper the writer has (in the
bibliography or the papers folder) without citing it. Each such sentence is searched in
the whole library through the index RB004 uses (the same chunks and vectors: a warm run
embeds only the sentences) and the few papers retrieval ranks highest are scored with the
claim scorer; :meth:`Verdicts.restates` decides from the best paper's support and its lead
over the next one.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any, Sequence

from ..bibliography.model import Bibliography
from ..scoring.chunking import split_sentences
from .alternatives import Alternative, Attribution, better_sources
from .attribution_store import AttributionStore
from .claim_check import ClaimChecker


def attribute(sentences: Sequence[str], library: dict[Path, Any], bibliography: Bibliography,
              checker: ClaimChecker) -> list[Attribution | None]:
    """For each sentence, the library papers that fit it best (None: the library is empty or
    nothing in it was found). What an earlier run found for the same sentence over the same
    library and settings is read back, not computed again (``attribution_store.py``)."""
    if not library or not sentences:
        return [None for _ in sentences]
    store = AttributionStore.open(library, bibliography, checker)
    known = store.get_many(sentences) if store is not None else {}
    missing = [sentence for sentence in dict.fromkeys(sentences) if sentence not in known]
    if missing:
        found = dict(zip(missing, _attribute(missing, library, bibliography, checker)))
        if store is not None:
            store.put_many(found, checker)
        known.update(found)
    return [known[sentence] for sentence in sentences]


def _attribute(sentences: Sequence[str], library: dict[Path, Any], bibliography: Bibliography,
               checker: ClaimChecker) -> list[Attribution | None]:
    index = checker.services.evidence_index
    if index.reads_files:  # every sentence embedded in one batch
        index.prepare_search(list(sentences), list(library.values()), granularity="chunk")
    found: list[Attribution | None] = []
    for sentence in sentences:
        ranked = better_sources(sentence, [], library, bibliography, checker, unlisted=True)
        if ranked and checker.verdicts.wants_sentence_cosine([paper.score for paper in ranked],
                                                             ranked[0].retrieval_rank == 0):
            ranked = _with_sentence_cosines(sentence, ranked, index)
        found.append(Attribution(tuple(ranked)) if ranked else None)
    return found


def _with_sentence_cosines(sentence: str, ranked: list[Alternative], index: Any) -> list[Alternative]:
    """Each paper's best cosine between ``sentence`` and one sentence of its best passage, and
    its lead over the other papers' (the embedder caches every sentence's vector; no vectors:
    unchanged)."""
    embedder = index.embedder()
    if embedder is None:
        return ranked
    texts = [[part for chunk in paper.best.chunks for part in split_sentences(chunk.text)] if paper.best else []
             for paper in ranked]
    vectors = embedder.encode([sentence] + [text for group in texts for text in group])
    claim, cursor, best = vectors[0], 1, []
    for group in texts:
        cosines = vectors[cursor: cursor + len(group)] @ claim
        cursor += len(group)
        best.append(float(cosines.max()) if len(group) else None)
    out = []
    for position, (paper, cosine) in enumerate(zip(ranked, best)):
        others = [value for other, value in enumerate(best) if other != position and value is not None]
        lead = None if cosine is None else cosine - max(others, default=-1.0)
        out.append(replace(paper, sentence_cosine=cosine, sentence_cosine_lead=lead))
    return out
