"""The editor reads a workspace's library ahead of need, one paper at a time.

A review's library is 30-60 papers; read cold, it costs a minute or more of parsing and
embedding. The language server starts a :class:`LibraryWarmup` when a workspace opens and
runs one :meth:`LibraryWarmup.step` at a time on its model thread, so an edit's check is
queued behind at most one paper, not the whole library. While papers are still waiting,
:attr:`LibraryWarmup.pending` is true and the analysis searches only the library it has
(``EvidenceIndex.load_many(parse=False)``); when the last one is read the server checks
the open drafts again, so RB006 and RB004's "cite X instead" then see every paper.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Iterable

from .citing import normal_path

if TYPE_CHECKING:  # pragma: no cover
    from .index import SourceDocument
    from .index_protocol import EvidenceIndexLike


@dataclass(frozen=True)
class WarmupStep:
    """One paper read: how far the library is ("12/40") and which paper it was."""

    done: int
    total: int
    path: Path
    name: str  # "Karpukhin et al. 2020 (13 pp.)", the title, else the file name
    error: str | None = None  # why the paper could not be read (RB003 says it to the draft)

    @property
    def message(self) -> str:
        failed = f" — {self.error}" if self.error else ""
        return f"reading {self.done}/{self.total}: {self.name}{failed}"

    @property
    def percentage(self) -> int:
        return int(100 * self.done / self.total) if self.total else 100


class LibraryWarmup:
    """A queue of library files read one by one into ``index`` (parsed, chunks embedded)."""

    def __init__(self, index: "EvidenceIndexLike", files: Iterable[Path] = (), *, embed: bool = True) -> None:
        self._index = index
        self._embed = embed
        self._lock = threading.Lock()
        self._queue: list[Path] = []
        self._seen: set[Path] = set()
        self._done = 0
        self.add(files)

    @classmethod
    def for_index(cls, index: "EvidenceIndexLike") -> "LibraryWarmup | None":
        """A warmup over ``index`` when it reads files (a search-only index has no library to read)."""
        return cls(index) if index.reads_files else None

    def add(self, files: Iterable[Path]) -> bool:
        """Queue the files not queued before; True when any was new (any thread)."""
        added = False
        with self._lock:
            for path in files:
                key = normal_path(path)
                if key not in self._seen:
                    self._seen.add(key)
                    self._queue.append(path)
                    added = True
        return added

    @property
    def pending(self) -> bool:
        """Papers are still waiting: the library a check sees is not all of it yet."""
        with self._lock:
            return bool(self._queue)

    @property
    def total(self) -> int:
        with self._lock:
            return self._done + len(self._queue)

    def abandon(self) -> str | None:
        """Stop reading ahead (a paper overran its time): the paper it was on, by name; checks
        then read what they need themselves, as on the command line."""
        with self._lock:
            stuck = self._queue[0].name if self._queue else None
            self._queue.clear()
        return stuck

    def step(self) -> WarmupStep | None:
        """Read the next paper (on the thread that owns the index); None when none is left."""
        with self._lock:
            if not self._queue:
                return None
            path = self._queue[0]
        from .index import SourceError

        found = self._index.load_many([path])[path]
        error: str | None = None
        name = path.name
        if isinstance(found, SourceError):
            error = found.reason
        elif isinstance(found, Exception):
            error = f"cannot be read ({found})"
        else:
            name = paper_name(found, path)
            if self._embed:
                self._index.vectors(found, "chunk")
        with self._lock:
            self._queue.pop(0)  # only now: a check that asks meanwhile still sees it pending
            self._done += 1
            done, total = self._done, self._done + len(self._queue)
        return WarmupStep(done, total, path, name, error)


def short_title(title: str, limit: int = 60) -> str:
    """A paper's title on one progress line: whitespace folded, cut with an ellipsis."""
    title = " ".join(title.split())
    return title[: limit - 3].rstrip() + "…" if len(title) > limit else title


def paper_name(document: "SourceDocument", path: Path) -> str:
    """How the progress names a paper read from a folder: its title, shortened, and pages."""
    title = short_title(document.title or "") or path.name
    pages = document.page_count
    return f"{title} ({pages} pp.)" if pages else title
