"""The rule framework: a rule is metadata plus ``check(draft, context)``.

A rule knows nothing about editors or terminals. What rules share (cited sentences,
their scores, the library) is computed once per run by ``context.analysis``; models are
reached through ``context.services``, which builds them lazily, so instant rules never
pay for a model.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from enum import Enum
from typing import TYPE_CHECKING, ClassVar, Iterable

from .analysis import Analysis
from .diagnostics import ClaimVerdict, Diagnostic, Evidence, Fix, Severity
from .document import Draft, Span

if TYPE_CHECKING:  # pragma: no cover
    from .bibliography.model import Bibliography
    from .config import Config
    from .services import Services


class Phase(str, Enum):
    """Instant rules run on every keystroke; model rules run in the background."""

    INSTANT = "instant"
    MODEL = "model"


class Scope(str, Enum):
    """What a rule's findings on a sentence depend on (the incremental re-lint reads it).

    ``SENTENCE``: the sentence and the sources it cites only, so an edit elsewhere keeps
    them; ``DRAFT``: anything in the draft, so the rule runs on the whole draft again.
    """

    SENTENCE = "sentence"
    DRAFT = "draft"


@dataclass
class RuleContext:
    draft: Draft
    bibliography: "Bibliography"
    config: "Config"
    services: "Services"
    severities: dict[str, Severity] = field(default_factory=dict)
    # A selected rule reads passage vectors: a cold run loads the model while it parses.
    embeds: bool = False
    # One lint run's shared results, so two rules never load or score the same thing twice.
    analysis: Analysis = field(init=False)

    def __post_init__(self) -> None:
        self.analysis = Analysis(self.draft, self.bibliography, self.config, self.services, embeds=self.embeds)

    def severity(self, rule: "Rule") -> Severity:
        return self.severities.get(rule.code, rule.default_severity)


@dataclass(frozen=True)
class RuleOption:
    """A setting a rule reads, declared on the rule (as ESLint's ``meta.schema``).

    The one declaration behind the ``[thresholds]`` key's check (name and range, by the rule
    set), ``rblint rule``, the rule's docs page and the editor's settings (a test holds the
    VS Code extension's settings to it)."""

    key: str  # under [thresholds]: "needs-reference"
    summary: str  # what it changes, one line
    low: float = 0.0
    high: float = 1.0

    @property
    def config_key(self) -> str:
        return f"thresholds.{self.key}"

    @property
    def editor_setting(self) -> str:
        """The editor setting that carries it: ``rblint.thresholds.needsReference``."""
        head, *rest = self.key.split("-")
        return "rblint.thresholds." + head + "".join(part.capitalize() for part in rest)

    def value(self, config: "Config") -> float | None:
        """The configured value; None: use the calibrated one."""
        return config.thresholds.get(self.key)


class Rule(ABC):
    """Subclass, fill in the metadata, implement :meth:`check`."""

    code: ClassVar[str]
    name: ClassVar[str]  # kebab-case
    summary: ClassVar[str]  # one line
    needs: ClassVar[str] = "the draft"  # what it reads to decide (shown in `rblint rules` and the docs)
    default_severity: ClassVar[Severity] = Severity.WARNING
    phase: ClassVar[Phase] = Phase.INSTANT
    scope: ClassVar[Scope] = Scope.DRAFT  # the safe default; per-sentence rules say SENTENCE
    uses_embeddings: ClassVar[bool] = False  # searches passages by their vectors (retrieval, suggestions)
    # One finding per problem: codes whose findings on the same sentence this rule's replaces
    # (applied once, by engine/precedence.py, for the CLI and the editor alike).
    supersedes: ClassVar[tuple[str, ...]] = ()
    options: ClassVar[tuple[RuleOption, ...]] = ()  # the settings it reads (under [thresholds])
    explanation: ClassVar[str]  # why it matters, what triggers it (Markdown)
    bad_example: ClassVar[str]
    good_example: ClassVar[str]

    @abstractmethod
    def check(self, context: RuleContext) -> Iterable[Diagnostic]:
        """Yield diagnostics for ``context.draft``."""

    def diagnostic(
        self,
        context: RuleContext,
        span: Span,
        message: str,
        *,
        fixes: Iterable[Fix] = (),
        evidence: Iterable[Evidence] = (),
        severity: Severity | None = None,
        verdict: ClaimVerdict | None = None,
    ) -> Diagnostic:
        return Diagnostic(
            code=self.code,
            rule=self.name,
            severity=severity if severity is not None else context.severity(self),
            message=message,
            span=span,
            path=context.draft.path,
            fixes=tuple(fixes),
            evidence=tuple(evidence),
            verdict=verdict,
        )

    @classmethod
    def docs(cls) -> str:
        """The rule's documentation page in Markdown, like ``ruff rule``."""
        return (
            f"# {cls.name} ({cls.code})\n\n"
            f"Default severity: {cls.default_severity.label}. Phase: {cls.phase.value}. On by default. "
            f"Needs: {cls.needs}.\n\n"
            f"{cls.summary}\n\n"
            + (f"On a sentence it reports, it replaces the findings of {', '.join(cls.supersedes)} "
               "(one finding per problem).\n\n" if cls.supersedes else "")
            + f"## What it does\n\n{cls.explanation.strip()}\n\n"
            + ("## Options\n\n" + "".join(
                f"- `{option.config_key}` ({option.low:g}-{option.high:g}; editor: `{option.editor_setting}`): "
                f"{option.summary}\n" for option in cls.options) + "\n" if cls.options else "")
            + f"## Example\n\n```markdown\n{cls.bad_example.strip()}\n```\n\n"
            f"Use instead:\n\n```markdown\n{cls.good_example.strip()}\n```\n"
        )
