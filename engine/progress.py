"""Progress of long engine steps, reported to whoever listens (a terminal bar, LSP $/progress).

The engine only counts: a stage starts with a total, advances, ends. How it is shown is
the front end's business (``rblint`` draws a rich bar on a terminal; the language server
sends ``$/progress``); nothing here knows a terminal.
"""

from __future__ import annotations

from typing import Protocol


class ProgressSink(Protocol):
    def begin(self, stage: str, total: int) -> None:
        """A stage of ``total`` steps starts ("reading sources", "scoring claims")."""

    def advance(self, count: int = 1) -> None: ...

    def note(self, text: str) -> None:
        """What the step just done was ("Karpukhin et al. 2020, 13 pp."): a cold run over a
        40-paper library says which paper it is on, not only how many are done."""

    def end(self) -> None:
        """The stage is over."""


class NoProgress:
    """The default: nobody is listening."""

    def begin(self, stage: str, total: int) -> None:
        pass

    def advance(self, count: int = 1) -> None:
        pass

    def note(self, text: str) -> None:
        pass

    def end(self) -> None:
        pass
