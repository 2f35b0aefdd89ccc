"""What the analysis asks of an evidence index, as a type: the seam test stand-ins implement.

The analysis layer used to probe the index it was given (``hasattr(index, "load")``) so
that a search-only stand-in could take the real index's place; a type checker could not
follow that. Now every index is an :class:`EvidenceIndexLike`: the real
:class:`~rblint.engine.index.EvidenceIndex` reads files (``reads_files`` is true), and a
stand-in subclasses :class:`SearchOnlyIndex`, which answers searches over the paths it is
given and says, by ``reads_files = False``, that it has no documents to load or embed.
"""

from __future__ import annotations

import threading
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Protocol, Sequence

if TYPE_CHECKING:  # pragma: no cover
    import numpy as np

    from .cache import Cache
    from .index import SearchHit, SourceDocument


class EvidenceIndexLike(Protocol):
    """Searches passages; when ``reads_files``, also loads sources and embeds ahead."""

    reads_files: bool
    cache: "Cache | None"  # the on-disk cache sentence vectors are kept beside (None: none)

    def search(self, query: str, k: int = 5, documents: Sequence[Any] | None = None,
               granularity: str = "evidence") -> "list[SearchHit]": ...

    def load(self, path: Path | str, *, embed: Sequence[str] = ()) -> "SourceDocument": ...

    def load_many(self, paths: Sequence[Path], *, before_parsing: Callable[[], None] | None = None,
                  loaded: "Callable[[Path, SourceDocument | Exception], None] | None" = None,
                  parse: bool = True) -> "dict[Path, SourceDocument | Exception]": ...

    def vectors(self, document: "SourceDocument", granularity: str = "evidence") -> "np.ndarray | None": ...

    def prepare_search(self, queries: Sequence[str], documents: "Sequence[SourceDocument]",
                       granularity: str = "chunk") -> None: ...

    def start_loading_embedder(self) -> threading.Thread | None: ...

    def results_version(self) -> str | None:
        """What a search's results depend on besides the documents' contents (the parser and
        the embedding model, at its precision); None: nothing found here may be kept across runs."""
        ...


SEARCH_ONLY = "this index only searches; it reads no file"


class SearchOnlyIndex:
    """An index that only searches (tests, and callers with their own retrieval): it reads no
    file, so the analysis hands it paths, never documents, and embeds nothing ahead."""

    reads_files = False
    cache: "Cache | None" = None

    def search(self, query: str, k: int = 5, documents: Sequence[Any] | None = None,
               granularity: str = "evidence") -> "list[SearchHit]":
        return []

    def load(self, path: Path | str, *, embed: Sequence[str] = ()) -> "SourceDocument":
        from .index import SourceError

        raise SourceError(SEARCH_ONLY, Path(path))

    def vectors(self, document: "SourceDocument", granularity: str = "evidence") -> "np.ndarray | None":
        return None

    def load_many(self, paths: Sequence[Path], *, before_parsing: Callable[[], None] | None = None,
                  loaded: "Callable[[Path, SourceDocument | Exception], None] | None" = None,
                  parse: bool = True) -> "dict[Path, SourceDocument | Exception]":
        from .index import SourceError

        found: dict[Path, SourceDocument | Exception] = {}
        for path in paths:
            found[path] = SourceError(SEARCH_ONLY, path)
            if loaded is not None:
                loaded(path, found[path])
        return found

    def prepare_search(self, queries: Sequence[str], documents: "Sequence[SourceDocument]",
                       granularity: str = "chunk") -> None:
        return None

    def start_loading_embedder(self) -> threading.Thread | None:
        return None

    def results_version(self) -> str | None:
        return None  # its searches are the caller's own: nothing to key them by
