"""Score claims against sources with the one policy every front end shares.

RB004/RB005 (through :class:`~rblint.engine.analysis.Analysis`), ``rblint check-claims``,
``rblint score``, the hover and the code lens all score through :class:`ClaimChecker`:
the same retrieval, the same quote-pair rule (two weak passages of one source scored
together when each alone is below the support threshold), the same verdicts. So one
sentence against one source gets one score and one label wherever it is asked.
"""

from __future__ import annotations

from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING, Any, Sequence

if TYPE_CHECKING:  # pragma: no cover
    from ..config import Config
    from ..scoring.calibration import Verdicts
    from ..scoring.document_score import ClaimScore, Source
    from ..services import Services


class SourceUnreadable(Exception):
    """A source the evidence index cannot read; the message is its reason."""


class ClaimChecker:
    """Claims in, scores and verdicts out; no draft, no rules, no front end."""

    def __init__(self, services: "Services", config: "Config") -> None:
        self.services = services
        self.config = config

    @cached_property
    def verdicts(self) -> "Verdicts":
        from ..scoring.calibration import Verdicts

        return Verdicts.of(self.services.scorer.calibration, self.config.thresholds)

    def score_many(
        self, requests: Sequence[tuple[str | Sequence[str], Sequence["Source"]]], *, top_k: int | None = None
    ) -> list["ClaimScore"]:
        """Many claims in one batched model call (the pair cache skips what was scored before)."""
        if not requests:
            return []
        scores: list[ClaimScore] = self.services.scorer.score_claims(
            requests, top_k=top_k, quote_pairs=True, pair_below=self.verdicts.threshold
        )
        return scores

    def score(self, claim: str | Sequence[str], sources: Sequence["Source"], *, top_k: int | None = None) -> "ClaimScore":
        return self.score_many([(claim, sources)], top_k=top_k)[0]

    def source_from_file(self, path: Path, key: str = "source") -> tuple[Any, "Source"]:
        """(document, Source) of a PDF / .txt / .md through the evidence index; SourceUnreadable."""
        from ..index import SourceError
        from ..scoring.chunking import chunks_from_passages
        from ..scoring.document_score import Source

        index = self.services.evidence_index
        try:
            document = index.load(path)
        except SourceError as error:
            raise SourceUnreadable(error.reason) from None
        chunks = chunks_from_passages(document.chunks, source_key=key, path=path)
        return document, Source(key, chunks, self.services.scorer.index_retriever(index, document))

    def source_from_text(self, text: str, key: str = "source") -> "Source":
        """Plain source text, chunked the AlignScore way (no index)."""
        from ..scoring.chunking import chunk_text
        from ..scoring.document_score import Source

        return Source(key, chunk_text(text, source_key=key))
