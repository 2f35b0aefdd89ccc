"""The one API every front end uses: ``Linter(config).lint_text(text, path)``.

Parsing, bibliography loading, running selected rules, severities, suppression and
ordering all happen here, so the CLI and the language server only translate results.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Iterable, Sequence

from .bibliography.model import Bibliography
from .config import Config
from .diagnostics import Diagnostic, Severity
from .document import Draft
from .embedding import ModelNotAvailableError
from .registry import RuleSet, installed_rules
from .analysis import Analysis
from .precedence import one_per_problem, superseding
from .rule import Phase, Rule, RuleContext, Scope
from .services import Services
from .suppression import collect_suppressions

if TYPE_CHECKING:  # pragma: no cover
    from .progress import ProgressSink


class DraftReadError(Exception):
    """A draft that cannot be read as text (missing, binary, not UTF-8); message says why."""


class RuleUnavailable(Exception):
    """Raised by a rule whose service cannot start (a missing model path, a broken checkpoint).

    The message must say what is wrong and how to fix it; it is shown without a traceback.
    """


@dataclass
class LintResult:
    draft: Draft
    bibliography: Bibliography
    diagnostics: list[Diagnostic]
    suppressed: int = 0
    timings: dict[str, float] = field(default_factory=dict)  # rule code -> seconds
    # Rules that could not run (a model that cannot load, an internal error): one clear
    # message each. Front ends report them; the other rules' findings still count.
    failures: list[str] = field(default_factory=list)
    # What the rules shared (scores, loaded sources): the hover and code lens read it.
    analysis: Analysis | None = None
    # Warnings about the run, not the draft (a library paper that could not be searched):
    # front ends say each once; they do not fail the run.
    notices: list[str] = field(default_factory=list)

    def count(self, minimum: Severity) -> int:
        return sum(1 for diagnostic in self.diagnostics if diagnostic.severity >= minimum)


def run_notices(analysis: Analysis | None) -> list[str]:
    """One line per library file the run's searches could not read, with why, and per optional
    scoring path that could not run (the contrast check's judge)."""
    if analysis is None:
        return []
    notices = [f"{path}: not searched for RB004's \"cite X instead\" or RB006's \"restates\": {reason}"
               for path, reason in sorted(analysis.library_unread.items())]
    scorer = analysis.services.loaded_scorer()
    return notices + (list(scorer.document.problems) if scorer is not None else [])


def read_draft(path: Path) -> str:
    """Read a Markdown draft as UTF-8 (a BOM is fine), or raise DraftReadError with a reason."""
    from .safe_read import FileRefused, read_bytes, wide_encoding

    try:
        data = read_bytes(path, "draft")
    except FileRefused as error:
        raise DraftReadError(str(error)) from None
    if (wide := wide_encoding(data)) is not None:
        raise DraftReadError(f"{path}: saved as {wide}; save the draft as UTF-8")
    if b"\x00" in data[:8192]:
        raise DraftReadError(f"{path}: looks like a binary file, not a Markdown draft")
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise DraftReadError(
            f"{path}: not valid UTF-8 (byte 0x{data[error.start]:02x} at offset {error.start}); "
            "save the draft as UTF-8"
        ) from None
    return text.replace("\r\n", "\n").replace("\r", "\n") if "\r" in text else text


class Linter:
    """Lints Markdown drafts with the selected rules. Safe to reuse across many drafts."""

    def __init__(
        self,
        config: Config | None = None,
        *,
        rules: Sequence[type[Rule]] | None = None,
        services: Services | None = None,
        progress: "ProgressSink | None" = None,
    ) -> None:
        """``rules``: the installed rules by default; the config's rule codes are checked
        against them (ConfigError names the key). Explicit ``rules`` (tests, ``rules=[]``
        for parsing only) are taken as given."""
        self.config = config or Config()
        if rules is None:
            rule_set = installed_rules()
            rule_set.check_config(self.config)
        else:
            rule_set = RuleSet.of(rules)
        self.services = services or Services(self.config, progress=progress)
        self._rule_classes = rule_set.rules

    def rules_for(
        self, path: Path | None, phases: Iterable[Phase] | None = None, scopes: Iterable[Scope] | None = None
    ) -> list[Rule]:
        wanted = set(phases) if phases is not None else set(Phase)
        scoped = set(scopes) if scopes is not None else set(Scope)
        return [
            rule_class()
            for rule_class in self._rule_classes
            if rule_class.phase in wanted and rule_class.scope in scoped and self.config.is_selected(rule_class.code, path)
        ]

    def parse(self, text: str, path: Path) -> Draft:
        from .markdown import parse_draft

        return parse_draft(text, path, references_headings=self.config.references_headings)

    def load_bibliography(self, draft: Draft) -> Bibliography:
        from .bibliography import load_bibliography

        return load_bibliography(draft, self.config)

    def lint_file(self, path: Path, phases: Iterable[Phase] | None = None) -> LintResult:
        return self.lint_text(read_draft(path), path, phases=phases)

    def lint_text(
        self,
        text: str,
        path: Path,
        phases: Iterable[Phase] | None = None,
        *,
        scopes: Iterable[Scope] | None = None,
        draft: Draft | None = None,
        bibliography: Bibliography | None = None,
    ) -> LintResult:
        """Lint ``text`` as if it were the file at ``path`` (unsaved editor buffers too)."""
        draft = draft or self.parse(text, path)
        bibliography = bibliography or self.load_bibliography(draft)
        rules = list(self.rules_for(path, phases, scopes))
        context = RuleContext(
            draft=draft,
            bibliography=bibliography,
            config=self.config,
            services=self.services,
            severities=dict(self.config.severity),
            embeds=any(rule.uses_embeddings for rule in rules),
        )
        suppressions = collect_suppressions(draft)
        diagnostics: list[Diagnostic] = []
        suppressed = 0
        timings: dict[str, float] = {}
        failures: list[str] = []
        for rule in rules:
            started = time.perf_counter()
            produced: list[Diagnostic] = []
            try:
                produced = list(rule.check(context))
            except (RuleUnavailable, ModelNotAvailableError) as error:
                failures.append(f"{path}: {rule.code} {rule.name} could not run: {error}")
            except Exception as error:  # a rule bug must not take the other rules down
                failures.append(
                    f"{path}: {rule.code} {rule.name} failed with {type(error).__name__}: {error} "
                    "(this is a bug in rblint; please report it)"
                )
            for diagnostic in produced:
                if suppressions.suppresses(diagnostic, draft):
                    suppressed += 1
                else:
                    diagnostics.append(diagnostic)
            timings[rule.code] = time.perf_counter() - started
        diagnostics = one_per_problem(diagnostics, draft, superseding(rules))
        diagnostics.sort(key=lambda item: (item.span.start, item.code, item.span.end))
        return LintResult(draft, bibliography, diagnostics, suppressed, timings, failures, context.analysis,
                          run_notices(context.analysis))
