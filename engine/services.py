"""Engine services that rules may use: evidence index, claim scorer, classifiers.

Built lazily on first use and shared by every rule of one :class:`Linter`, so instant
rules never load a model and the language server keeps one index for all drafts.
Rules reach them through ``context.services``; nothing here knows the CLI or LSP.
"""

from __future__ import annotations

import threading
from typing import TYPE_CHECKING, Any, Callable

if TYPE_CHECKING:  # pragma: no cover
    from .config import Config
    from .embedding import TextEncoder
    from .pre_attribution.model import CitationNeedClassifier
    from .index_protocol import EvidenceIndexLike
    from .scoring import ClaimScorer
    from .library_warmup import LibraryWarmup
    from .progress import ProgressSink


class Services:
    def __init__(self, config: "Config", *, overrides: dict[str, Any] | None = None,
                 progress: "ProgressSink | None" = None) -> None:
        from .progress import NoProgress

        self.config = config
        self.progress: "ProgressSink" = progress if progress is not None else NoProgress()
        self._instances: dict[str, Any] = dict(overrides or {})
        self._lock = threading.RLock()

    def _get(self, name: str, factory: Callable[[], Any]) -> Any:
        with self._lock:
            if name not in self._instances:
                self._instances[name] = factory()
            return self._instances[name]

    def loaded(self, name: str) -> Any | None:
        """The service if it is already built, without building it (for cheap status reads)."""
        with self._lock:
            return self._instances.get(name)

    def provide(self, name: str, instance: Any) -> None:
        """Inject a ready service (tests, the language server's shared index)."""
        with self._lock:
            self._instances[name] = instance

    def loaded_scorer(self) -> "ClaimScorer | None":
        """The claim scorer if a rule built it (a run that scored nothing has none)."""
        scorer: ClaimScorer | None = self.loaded("scorer")
        return scorer

    @property
    def library_warmup(self) -> "LibraryWarmup | None":
        """The editor's background reading of the library, when one was provided (never built
        here: a CLI run reads the whole library when a rule needs it)."""
        return self.loaded("library_warmup")

    @property
    def embedder(self) -> "TextEncoder":
        """The packaged MiniLM behind a sentence-vector cache (in memory and beside the index),
        so a warm run over unchanged sentences never loads the model."""
        def build() -> "TextEncoder":
            from .embedding import CachedEmbedder, load_embedder, packaged_precision, precision_model_id

            from .config import cache_directory

            device, cache_dir = self.config.model.device, cache_directory(self.config)
            return CachedEmbedder(lambda: load_embedder(device=device, cache_dir=cache_dir),
                                  lambda: precision_model_id(packaged_precision(device, cache_dir)),
                                  cache=lambda: self.evidence_index.cache)

        embedder: TextEncoder = self._get("embedder", build)
        return embedder

    @property
    def score_embedder(self) -> "TextEncoder":
        """fp32 vectors for a backend whose score *is* their cosine (``embedding``): it was
        calibrated on fp32 vectors, and bf16 moves such scores by up to 2.3e-3 (issue 33 holds
        them within 1e-3). Retrieval only ranks with vectors, so it keeps the faster format
        the probe accepted; where that is fp32 the two are one embedder."""
        def build() -> "TextEncoder":
            from .config import cache_directory
            from .embedding import CachedEmbedder, load_embedder, packaged_precision, precision_model_id

            device, cache_dir = self.config.model.device, cache_directory(self.config)
            if packaged_precision(device, cache_dir) == "fp32":
                return self.embedder
            return CachedEmbedder(lambda: load_embedder(device=device, cache_dir=cache_dir, precision="fp32"),
                                  precision_model_id("fp32"), cache=lambda: self.evidence_index.cache)

        embedder: TextEncoder = self._get("score_embedder", build)
        return embedder

    @property
    def evidence_index(self) -> "EvidenceIndexLike":
        def build() -> "EvidenceIndexLike":
            from .index import EvidenceIndex

            return EvidenceIndex(self.config, embedder_factory=lambda: self.embedder)

        index: EvidenceIndexLike = self._get("evidence_index", build)
        return index

    @property
    def scorer(self) -> "ClaimScorer":
        def build() -> "ClaimScorer":
            from .config import cache_directory
            from .scoring import create_scorer

            return create_scorer(
                self.config.model, embedder_factory=lambda: self.embedder, cache_dir=cache_directory(self.config),
                score_embedder_factory=lambda: self.score_embedder,
            )

        scorer: ClaimScorer = self._get("scorer", build)
        return scorer

    @property
    def citation_classifier(self) -> "CitationNeedClassifier":
        def build() -> "CitationNeedClassifier":
            from .pre_attribution import load_classifier

            return load_classifier(embedder_factory=lambda: self.embedder)

        classifier: CitationNeedClassifier = self._get("citation_classifier", build)
        return classifier
