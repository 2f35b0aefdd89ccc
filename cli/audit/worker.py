"""One audit worker: the same linter and claim checker as ``rblint`` and ``rblint check-claims``.

A worker is built once per process (a Ray actor, or the single-process run) and keeps its
linters and scorers loaded across units, so the judge is loaded once per worker. It never
raises for a unit: whatever goes wrong becomes an error row of that unit.
"""

from __future__ import annotations

import os
import traceback
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .units import CLAIMS, DRAFT, AuditUnit


@dataclass(frozen=True)
class AuditSettings:
    """What every worker needs to lint exactly as the driver's command line asked."""

    config_path: Path | None = None
    overrides: dict[str, Any] = field(default_factory=dict)  # the check command's settings table
    backend: str | None = None  # claims files: --backend / --model-path, as check-claims takes them
    model_path: Path | None = None
    cwd: Path | None = None  # paths in rows are relative to it, as `rblint` prints them
    fast: bool = False  # instant rules only, as `rblint --fast`
    cache_dir: Path | None = None  # the shared index and score cache (--cache-dir), over the configs'


@dataclass
class UnitResult:
    key: str
    kind: str
    input: str
    findings: list[dict[str, Any]] = field(default_factory=list)
    claims: list[dict[str, Any]] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    model_id: str | None = None
    worker: int = 0  # the process that did it (a retried unit shows the second one)


class AuditWorker:
    """Lints audit units; one per process."""

    def __init__(self, settings: AuditSettings) -> None:
        if settings.cwd is not None and settings.cwd.is_dir():
            os.chdir(settings.cwd)  # a Ray worker starts elsewhere; rows show paths as `rblint` does
        self.settings = settings
        self._linters: Any = None
        self._checkers: dict[Path | None, tuple[Any, Any]] = {}

    def ready(self) -> int:
        """The worker's process id, once it is up (the driver waits on it)."""
        return os.getpid()

    # -- sources --------------------------------------------------------------

    def index_source(self, draft: Path, source: Path) -> str | None:
        """Parse and embed one cited source into the shared cache, ahead of the drafts.
        Returns why it cannot be used, or None (the drafts' RB003 reports it in full)."""
        try:
            from rblint.engine.index import GRANULARITIES, SourceError

            index = self._linter_for(draft).services.evidence_index
            try:
                index.load(source, embed=GRANULARITIES)
            except SourceError as error:
                return error.reason
            return None
        except Exception as error:  # noqa: BLE001 - a failure here only costs the drafts some speed
            return f"{type(error).__name__}: {error}"

    # -- units ----------------------------------------------------------------

    def run(self, unit: AuditUnit) -> UnitResult:
        result = UnitResult(unit.key, unit.kind, _shown(unit.path), worker=os.getpid())
        try:
            if unit.kind == DRAFT:
                self._draft(unit, result)
            elif unit.kind == CLAIMS:
                self._claims(unit, result)
            else:
                result.errors.append(f"unknown unit kind {unit.kind!r}")
        except Exception as error:  # noqa: BLE001 - one bad input never stops the run
            result.findings, result.claims = [], []
            result.errors.append(_one_line(unit, error))
        return result

    def _linter_for(self, draft: Path) -> Any:
        if self._linters is None:
            from rblint.engine.workspace import LinterPool

            overrides = dict(self.settings.overrides)
            if self.settings.cache_dir is not None:
                overrides["cache-dir"] = str(self.settings.cache_dir)
            self._linters = LinterPool(self.settings.config_path, overrides)
        return self._linters.linter_for(draft)

    def _draft(self, unit: AuditUnit, result: UnitResult) -> None:
        from rblint.engine.config import ConfigError
        from rblint.engine.linter import DraftReadError
        from rblint.engine.reports import cited_sentence_rows
        from rblint.engine.rule import Phase
        from rblint.formatters import Located, to_json_records

        try:
            linter = self._linter_for(unit.path)
            lint = linter.lint_file(unit.path, phases=[Phase.INSTANT] if self.settings.fast else None)
        except (DraftReadError, ConfigError) as error:
            result.errors.append(str(error).replace(str(unit.path), result.input, 1))  # as `rblint` names it
            return
        result.findings = to_json_records([Located(item, lint.draft.source) for item in lint.diagnostics])
        result.errors.extend(lint.failures)
        result.claims = cited_sentence_rows(lint.analysis, lint.draft, _shown(lint.draft.path)) if lint.analysis else []
        scorer = linter.services.loaded_scorer()
        result.model_id = scorer.model_id if scorer is not None else None

    def _claims(self, unit: AuditUnit, result: UnitResult) -> None:
        from rblint.commands.check_claims import check_one

        checker, sandbox = self._checker_for(unit.path)
        base = unit.path.parent
        for record in unit.records:
            row = check_one(dict(record), base, checker, sandbox)
            result.claims.append({"line": record.get("_line"), **row})
        result.model_id = checker.services.scorer.model_id

    def _checker_for(self, path: Path) -> tuple[Any, Any]:
        """check-claims' own loading: the config above the claims file, the command-line model."""
        from rblint.commands._scoring import load_settings, make_scorer
        from rblint.engine.analysis.claim_check import ClaimChecker
        from rblint.engine.config import find_config_file
        from rblint.engine.sandbox import Sandbox

        settings = self.settings
        config_key = settings.config_path if settings.config_path is not None else find_config_file(path)
        if config_key not in self._checkers:
            config = load_settings(path, settings.config_path, settings.backend, settings.model_path, None, False, None)
            if settings.cache_dir is not None:
                config = config.with_overrides(cache_dir=settings.cache_dir)
            checker = ClaimChecker(make_scorer(config), config)
            self._checkers[config_key] = (checker, config)
        checker, config = self._checkers[config_key]
        return checker, Sandbox.for_draft(path, config)


def _shown(path: Path) -> str:
    from rblint.formatters import display_path

    return display_path(path)


def _one_line(unit: AuditUnit, error: BaseException) -> str:
    """An unexpected failure, in one line that names the input and where it broke."""
    where = traceback.extract_tb(error.__traceback__)[-1] if error.__traceback__ else None
    place = f" (at {Path(where.filename).name}:{where.lineno})" if where is not None else ""
    return f"{unit.label}: {type(error).__name__}: {error}{place}"
