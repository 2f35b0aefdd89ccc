"""Claim support: does the cited source say what the sentence says? (AlignScore-style.)

``create_scorer(model_config, embedder_factory=...)`` builds the :class:`ClaimScorer`
the rules and commands use: a backend (``default`` = align-mini when its weights ship,
else whichever model-free baseline measured best on the dev split; ``alignscore``;
``nli``; ``embedding``; ``overlap``)
behind a pair-score cache, plus the AlignScore document formula with pruning.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Sequence

from ..backends import BACKEND_NAMES, PATH_BACKENDS
from .base import PairScore, PairScorer, PairScores, ScorerError
from .cache import CachedPairScorer, PairCache
from .calibration import Calibration, calibration_for, embedding_map
from .chunking import Chunk, chunk_text, chunks_from_passages, split_sentences
from .contrast import ContrastCheck
from .document_score import ChunkScore, ClaimScore, DocumentScorer, SentenceScore, Source
from .retrieval import IndexRetriever, LocalHybridRetriever

if TYPE_CHECKING:  # pragma: no cover
    from ..config import ModelConfig

BACKENDS = BACKEND_NAMES  # the one table of backends: engine/backends.py


class ClaimScorer:
    """A backend + cache + the document formula: the ``scorer`` service."""

    def __init__(
        self, backend: PairScorer, *, backend_name: str, top_k: int = 3, exhaustive: bool = False,
        cache: PairCache | None = None, embedder_factory: Callable[[], Any] | None = None,
        note: str = "", context_unit: str = "auto", contrast_judge: PairScorer | None = None,
    ) -> None:
        self.backend_name = backend_name
        self.raw_backend = backend
        self.cache = cache if cache is not None else PairCache()
        self.pairs = CachedPairScorer(backend, self.cache)
        self.retriever = LocalHybridRetriever(embedder_factory)
        self.context_unit = context_unit if context_unit != "auto" else backend.context_unit
        # RB005's model path: the judge's pairs share the cache (keyed by its own model id).
        self.contrast = ContrastCheck(CachedPairScorer(contrast_judge, self.cache)) if contrast_judge is not None else None
        self.document = DocumentScorer(self.pairs, top_k=top_k, exhaustive=exhaustive, retriever=self.retriever,
                                       context_unit=self.context_unit, contrast=self.contrast)
        self.calibration: Calibration = calibration_for(backend_name)
        self.note = note  # e.g. why the default fell back to the embedding baseline

    @property
    def model_id(self) -> str:
        return self.raw_backend.model_id

    @property
    def three_way(self) -> bool:
        return self.raw_backend.three_way

    @property
    def results_version(self) -> str:
        """What a score and its checks depend on besides the texts, the thresholds and rblint's
        code: the judge, how many passages it reads, and RB005's contrast judge (off after a
        failure: results computed without it are keyed apart)."""
        document = self.document
        contrast = document.contrast.judge.model_id if document.contrast is not None else "off"
        return (f"{self.backend_name}|{self.model_id}|top{document.top_k}|exhaustive={document.exhaustive}"
                f"|{document.context_unit}|contrast={contrast}")

    def score(self, contexts: Sequence[str], claims: Sequence[str]) -> PairScores:
        """AlignScore-style pair scores (cached)."""
        return self.pairs.score(contexts, claims)

    def score_text(self, source: str, claim: str, **options: Any) -> ClaimScore:
        return self.document.score_text(source, claim, **options)

    def score_claim(self, claim: str | Sequence[str], sources: Sequence[Source], **options: Any) -> ClaimScore:
        return self.document.score_claim(claim, sources, **options)

    def score_claims(self, requests: Sequence[tuple[str | Sequence[str], Sequence[Source]]], **options: Any) -> list[ClaimScore]:
        """Several claims in one batched model call (see :meth:`DocumentScorer.score_claims`)."""
        return self.document.score_claims(requests, **options)

    def index_retriever(self, index: Any, document: Any) -> IndexRetriever:
        return IndexRetriever(index, document, self.retriever)


def create_scorer(
    model_config: "ModelConfig", *, embedder_factory: Callable[[], Any], cache_dir: Path | None = None,
    score_embedder_factory: Callable[[], Any] | None = None,
) -> ClaimScorer:
    """Build the configured backend; a missing or broken model path raises ScorerError.
    ``embedder_factory`` serves retrieval; ``score_embedder_factory`` (default: the same) the
    embedding backend, whose score is the cosine itself (fp32: engine/services.py)."""
    backend, name, note = _backend(model_config, score_embedder_factory or embedder_factory)
    return ClaimScorer(
        backend, backend_name=name, top_k=model_config.top_k, exhaustive=model_config.exhaustive,
        cache=PairCache(cache_dir), embedder_factory=embedder_factory, note=note,
        context_unit=model_config.context, contrast_judge=_contrast_judge(model_config),
    )


def _contrast_weights(config: "ModelConfig") -> Path | None:
    """The weights RB005's contrast check asks, or None when ``contrast = false`` or this
    install has none."""
    from ..align_mini.files import contrast_weights

    return contrast_weights() if config.contrast else None


def _contrast_judge(config: "ModelConfig") -> PairScorer | None:
    """The sentence model RB005's contrast check asks (loaded on its first uncached pair), or None."""
    weights = _contrast_weights(config)
    if weights is None:
        return None
    from .alignmini import LazyAlignMiniScorer

    return LazyAlignMiniScorer(weights, device=config.device, batch_size=config.batch_size)


def _backend(config: "ModelConfig", embedder_factory: Callable[[], Any]) -> tuple[PairScorer, str, str]:
    """(backend, calibration name, note)."""
    kind = config.backend
    if kind not in BACKENDS:
        raise ScorerError(f"unknown claim-support backend {kind!r} (use one of: {', '.join(BACKENDS)})")
    if kind == "overlap":
        from .overlap import OverlapScorer

        return OverlapScorer(), "overlap", ""
    if kind == "embedding":
        return _embedding(embedder_factory), "embedding", ""
    if kind in PATH_BACKENDS:
        if config.path is None:
            raise ScorerError(
                f"the {kind} backend needs a model: set [tool.rblint.model] path (or pass --model-path)"
            )
        if not config.path.exists():
            raise ScorerError(f"{config.path}: model path not found (backend {kind})")
        from ..safe_read import refusal

        if not config.path.is_dir() and (reason := refusal(config.path)) is not None:  # a FIFO would block the load
            raise ScorerError(f"{config.path}: model path {reason} (backend {kind})")
        from ..torch_import import import_torch

        import_torch()  # (both model modules import torch: never beside another thread's import, torch_import)
        if kind == "alignscore":
            from .alignscore import load_alignscore

            return load_alignscore(config.path, config.tokenizer, batch_size=config.batch_size, device=config.device,
                                   precision=config.precision), "alignscore", ""
        from .nli import load_nli

        return load_nli(config.path, batch_size=config.batch_size, device=config.device,
                        precision=config.precision), "nli", ""
    # default: align-mini when its weights are there, else the calibrated embedding baseline.
    from .alignmini import align_mini_available, load_align_mini_scorer

    if config.path is not None:
        if not config.path.exists():
            raise ScorerError(f"{config.path}: align-mini weights not found")
        return load_align_mini_scorer(config.path, device=config.device, batch_size=config.batch_size), "align-mini", ""
    if align_mini_available():
        return load_align_mini_scorer(None, device=config.device, batch_size=config.batch_size), "align-mini", ""
    fallback = best_fallback()
    note = (f"no align-mini support weights are installed; using the {fallback} baseline (best measured dev ROC-AUC)"
            + ("; align-mini v2 serves RB005's contrast check only" if _contrast_weights(config) is not None else ""))
    if fallback == "overlap":
        from .overlap import OverlapScorer

        return OverlapScorer(), "overlap", note
    return _embedding(embedder_factory), "embedding", note


def best_fallback() -> str:
    """The model-free backend with the best calibrated dev ROC-AUC (embedding if unmeasured)."""
    from .calibration_file import calibration_data

    measured = calibration_data().get("backends", {})
    scores = {name: float(measured[name].get("dev_auc", 0.0)) for name in ("embedding", "overlap")
              if isinstance(measured.get(name), dict)}
    return max(scores, key=lambda name: (scores[name], name == "embedding")) if scores else "embedding"


def _embedding(embedder_factory: Callable[[], Any]) -> PairScorer:
    from .embedding import EmbeddingScorer

    slope, intercept = embedding_map()
    return EmbeddingScorer(embedder_factory, slope=slope, intercept=intercept)


__all__ = [
    "BACKENDS", "Calibration", "Chunk", "ChunkScore", "ClaimScore", "ClaimScorer", "DocumentScorer",
    "PairCache", "PairScore", "PairScorer", "PairScores", "ScorerError", "SentenceScore", "Source",
    "chunk_text", "chunks_from_passages", "create_scorer", "split_sentences",
]
