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


class Services:
    def __init__(self, config: "Config", *, overrides: dict[str, Any] | None = None) -> None:
        self.config = config
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

    @property
    def embedder(self) -> Any:
        from .embedding import load_embedder

        return self._get("embedder", lambda: load_embedder(device=self.config.model.device))

    @property
    def evidence_index(self) -> Any:
        def build() -> Any:
            from .index import EvidenceIndex

            return EvidenceIndex(self.config, embedder_factory=lambda: self.embedder)

        return self._get("evidence_index", build)

    @property
    def scorer(self) -> Any:
        def build() -> Any:
            from .config import cache_directory
            from .scoring import create_scorer

            return create_scorer(
                self.config.model, embedder_factory=lambda: self.embedder, cache_dir=cache_directory(self.config)
            )

        return self._get("scorer", build)

    @property
    def citation_classifier(self) -> Any:
        def build() -> Any:
            from .pre_attribution import load_classifier

            return load_classifier(embedder_factory=lambda: self.embedder)

        return self._get("citation_classifier", build)
