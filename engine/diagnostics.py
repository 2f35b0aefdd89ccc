"""What a rule reports: a diagnostic with severity, optional fix and optional evidence.

These are engine types; the CLI and the language server translate them at the edge.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import IntEnum
from pathlib import Path
from typing import Any

from .document import Span


class Severity(IntEnum):
    """Ordered so that ``severity >= fail_on`` decides the exit code."""

    INFO = 1
    WARNING = 2
    ERROR = 3

    @classmethod
    def parse(cls, value: str) -> "Severity":
        try:
            return cls[value.strip().upper()]
        except KeyError:
            raise ValueError(f"unknown severity {value!r} (use info, warning or error)") from None

    @property
    def label(self) -> str:
        return self.name.lower()


@dataclass(frozen=True)
class TextEdit:
    """Replace ``span`` of the file at ``path`` (the draft itself when None) with ``new_text``."""

    span: Span
    new_text: str
    path: Path | None = None


@dataclass(frozen=True)
class Fix:
    """A suggested change; applied only when a user accepts it (code action / --fix)."""

    title: str
    edits: tuple[TextEdit, ...] = ()
    # Free data a front end may show or use (e.g. a suggested entry key, a page link).
    data: dict[str, Any] = field(default_factory=dict)
    # Safe: keeps what the draft says (removing a marker that points to nothing). `--fix`
    # applies only these; a fix that changes what a sentence claims or cites needs
    # `--unsafe-fixes` (or the user's click in the editor).
    safe: bool = False
    # One of several readings offered side by side (RB007's tied numbers): the editor shows each,
    # none preferred, and `--unsafe-fixes` applies none: the choice is the writer's.
    alternative: bool = False


@dataclass(frozen=True)
class Evidence:
    """A passage that does (or best fails to) support a sentence."""

    source_key: str
    text: str
    score: float | None = None
    page: int | None = None
    section: str | None = None
    path: Path | None = None
    appendix: bool = False  # the passage is in one of the source's appendices
    # How the passage contradicts the sentence, as every output heads it ("says the opposite",
    # "states another number"); None: it is evidence for or about the sentence.
    contradicts: str | None = None


def describe_verdict(label: str, decided_by: str, backend: str, precision: float | None) -> str:
    """A verdict in words, as every front end prints it:
    "SUPPORTED: support threshold, overlap backend (dev precision 0.74)"."""
    measured = f"dev precision {precision:.2f}" if precision is not None else "precision not measured"
    return f"{label}: {decided_by}, {backend} backend ({measured})"


@dataclass(frozen=True)
class ClaimVerdict:
    """The verdict a claim rule (RB004, RB005) reported a cited sentence on, carried by the
    finding: every front end shows it as decided, none works it out again."""

    score: float  # the sentence's support score (after a reversal's penalty)
    threshold: float  # the support threshold it was held to
    label: str  # SUPPORTED / UNSUPPORTED / CONTRADICTED
    grade: str  # High / Medium / Low
    reliable: bool
    backend: str
    decided_by: str  # the check that decided the label ("support threshold", "reversal check", ...)
    measured_precision: float | None  # that verdict's precision on dev data; None: not measured

    def describe(self) -> str:
        return describe_verdict(self.label, self.decided_by, self.backend, self.measured_precision)

    def as_json(self) -> dict[str, Any]:
        return {"label": self.label, "score": round(self.score, 4), "threshold": round(self.threshold, 4),
                "grade": self.grade, "reliable": self.reliable, "backend": self.backend,
                "decided_by": self.decided_by,
                "measured_precision": None if self.measured_precision is None else round(self.measured_precision, 3)}


@dataclass(frozen=True)
class Diagnostic:
    code: str
    rule: str
    severity: Severity
    message: str
    span: Span
    path: Path
    fixes: tuple[Fix, ...] = ()
    evidence: tuple[Evidence, ...] = ()
    # Where the span points into another file (e.g. RB003/RB008 on a .bib entry), the
    # draft span is where the entry is cited or defined; this names the other file.
    related_path: Path | None = None
    verdict: ClaimVerdict | None = None  # set by the claim rules: the score and label the finding rests on

    @property
    def fix(self) -> Fix | None:
        return self.fixes[0] if self.fixes else None
