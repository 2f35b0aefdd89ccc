"""Progress bars on a terminal: the engine's stages (reading sources, scoring) drawn by rich.

Only on standard error, only when it is a terminal, only for the text format: JSON,
SARIF and GitHub output, pipes and CI logs never see a bar. Each stage's bar is removed
when the stage ends, so the findings print on a clean screen.
"""

from __future__ import annotations

import sys
from typing import Any


class TerminalProgress:
    """A :class:`rblint.engine.progress.ProgressSink` that draws one rich bar per stage."""

    def __init__(self, label: str = "") -> None:
        from rich.console import Console

        self.label = label  # the draft being linted
        self._console = Console(stderr=True)
        self._bar: Any = None
        self._task: Any = None
        self._stage = ""

    def begin(self, stage: str, total: int) -> None:
        from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn

        self.end()
        if total <= 0:
            return
        self._bar = Progress(TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(),
                             _rate_column(), TimeRemainingColumn(), console=self._console, transient=True)
        self._bar.start()
        where = f"{self.label}: " if self.label else ""
        self._stage = f"{where}{stage}"
        self._task = self._bar.add_task(self._stage, total=total)

    def advance(self, count: int = 1) -> None:
        if self._bar is not None:
            self._bar.advance(self._task, count)

    def note(self, text: str) -> None:
        if self._bar is not None:
            self._bar.update(self._task, description=f"{self._stage} ({text})")

    def end(self) -> None:
        if self._bar is not None:
            self._bar.stop()
            self._bar = None


def _rate_column() -> Any:
    """A rich column with items per second (sentences, sources, audited inputs)."""
    from rich.progress import ProgressColumn
    from rich.text import Text

    class RateColumn(ProgressColumn):
        def render(self, task: Any) -> Text:
            speed = task.finished_speed or task.speed
            return Text(f"{speed:.1f}/s" if speed else "", style="progress.data.speed")

    return RateColumn()


def terminal_progress_wanted(output_format: str) -> bool:
    """Bars only for the text format on an interactive standard error."""
    return output_format == "text" and sys.stderr.isatty()
