"""The audit pipeline: inputs -> units (keyed) -> distinct sources indexed once -> units -> rows.

The driver does the cheap parts itself (finding drafts, reading bibliographies to key
the units, skipping stored results) and hands the expensive ones -- parsing and
embedding sources, running the model rules -- to an executor's workers.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any, Sequence

from .executors import SourceJob
from .store import ResultStore
from .units import (CLAIMS, CLAIMS_SUFFIXES, DRAFT, AuditUnit, FileDigests, KeyContext, claims_units, config_fingerprint,
                    draft_unit, head_bytes, key_context, unit_key)
from .worker import AuditSettings, UnitResult


class Audit:
    def __init__(self, settings: AuditSettings, output: Path) -> None:
        from rblint.linters import LinterPool

        self.settings = settings
        self.store = ResultStore(output)
        self.digests = FileDigests()
        # The driver's linters only parse drafts and read bibliographies (no model is loaded).
        self.linters = LinterPool(settings.config_path, dict(settings.overrides))
        self.problems: dict[str, str] = {}  # unit key -> why it cannot be run at all
        self.config_fingerprints: dict[str, str] = {}  # config file (or "defaults") -> hash
        self.model_specs: set[str] = set()
        self._contexts: dict[tuple[str, bool], KeyContext] = {}

    # -- discovery --------------------------------------------------------------

    def discover(self, inputs: Sequence[Path]) -> list[AuditUnit]:
        """Every input as units, in the order given; folders are searched like `rblint DIR`."""
        from rblint.app import collect_drafts, excluded
        from rblint.engine.config import ConfigError

        explicit_exclude: tuple[str, ...] = ()
        if self.settings.config_path is not None:
            try:
                explicit_exclude = self.linters.linter_for(self.settings.config_path).config.exclude
            except ConfigError as error:
                from ..errors import FatalError

                raise FatalError(str(error)) from None
        units: list[AuditUnit] = []
        for given in inputs:
            if given.is_file() and given.suffix.lower() in CLAIMS_SUFFIXES:
                units.extend(self._claims(given))
                continue
            for draft in collect_drafts([given], explicit_exclude):
                try:
                    linter = self.linters.linter_for(draft)
                except ConfigError as error:
                    units.append(self._problem(DRAFT, draft, str(error)))
                    continue
                if self.settings.config_path is None and excluded(draft, linter.config.exclude) and draft != given:
                    continue
                units.append(draft_unit(draft, linter, self.digests, self._context(linter.config, library=True)))
        return units

    def _claims(self, path: Path) -> list[AuditUnit]:
        from rblint.commands._scoring import load_settings
        from rblint.commands.check_claims import read_requests

        from ..errors import FatalError

        try:
            records = read_requests(path)
            config = load_settings(path, self.settings.config_path, self.settings.backend, self.settings.model_path,
                                   None, False, None)
        except FatalError as error:  # malformed: an error row, the rest of the run goes on
            return [self._problem(CLAIMS, path, error.format_message())]
        return claims_units(path, records, config, self.digests, self._context(config, library=False))

    def _problem(self, kind: str, path: Path, message: str) -> AuditUnit:
        key = unit_key(kind, path.resolve(), head_bytes(path) + message.encode("utf-8"), KeyContext())
        self.problems[key] = message
        return AuditUnit(kind, path.resolve(), key)

    def _context(self, config: Any, *, library: bool) -> KeyContext:
        """The key context of ``config``, once per configuration (a corpus has thousands of
        drafts and a handful of configurations); noted for ``run.json``."""
        memo = (config_fingerprint(config), library)
        context = self._contexts.get(memo)
        if context is None:
            context = self._contexts[memo] = key_context(config, self.digests, library=library)
            self.config_fingerprints[str(config.path) if config.path else "defaults"] = context.config
            self.model_specs.add(context.model)
        return context

    # -- running ------------------------------------------------------------------

    def pending(self, units: Sequence[AuditUnit], *, force: bool = False) -> list[AuditUnit]:
        """The units without a stored result (all of them with ``force``), each once."""
        self.store.prepare()
        done = set() if force else self.store.done(units)
        seen: set[str] = set()
        todo = []
        for unit in units:
            if unit.key not in done and unit.key not in seen:
                seen.add(unit.key)
                todo.append(unit)
        return todo

    def run(self, executor: Any, todo: Sequence[AuditUnit], progress: Any = None) -> None:
        from rblint.formatters import display_path

        runnable = []
        for unit in todo:
            if unit.key in self.problems:
                self.store.write(UnitResult(unit.key, unit.kind, display_path(unit.path), errors=[self.problems[unit.key]],
                                            worker=os.getpid()))  # found by the driver itself
            else:
                runnable.append(unit)
        jobs = [] if self.settings.fast else self.source_jobs(runnable)
        if jobs:
            _stage(progress, "indexing sources", len(jobs))
            for _job, _reason in executor.index_sources(jobs):  # reasons: the drafts' RB003 says them in full
                _advance(progress)
        _stage(progress, "auditing", len(runnable))
        try:
            for result in executor.run(runnable):
                self.store.write(result)
                _advance(progress)
        finally:
            if progress is not None:
                progress.end()

    def source_jobs(self, units: Sequence[AuditUnit]) -> list[SourceJob]:
        """Each distinct cited source (by content) once, with a draft whose config indexes it."""
        jobs: list[SourceJob] = []
        seen: set[str] = set()
        for unit in units:
            for source in unit.sources:
                digest = self.digests.of(source)
                if digest not in seen:
                    seen.add(digest)
                    jobs.append(SourceJob(unit.path, source))
        return jobs


def _stage(progress: Any, stage: str, total: int) -> None:
    if progress is not None:
        progress.begin(stage, total)


def _advance(progress: Any) -> None:
    if progress is not None:
        progress.advance()
