"""The audit pipeline: inputs -> units (keyed) -> distinct sources indexed once -> units -> rows.

The driver does the cheap parts itself (finding drafts, reading bibliographies to key
the units, skipping stored results) and hands the expensive ones -- parsing and
embedding sources, running the model rules -- to an executor's workers.
"""

from __future__ import annotations

import os
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Sequence

from rblint.engine.safe_read import resolve_safely

from .executors import SourceJob
from .store import ResultStore
from .units import (CLAIMS, CLAIMS_SUFFIXES, DRAFT, AuditUnit, FileDigests, KeyContext, claims_units, config_fingerprint,
                    draft_unit, head_bytes, key_context, unit_key)
from .worker import AuditSettings, UnitResult


@dataclass(frozen=True)
class _DraftJob:
    """A draft still to be keyed, with the linter and key context of its configuration."""

    path: Path
    linter: Any
    context: KeyContext


PARALLEL_KEYING_FROM = 64  # drafts; fewer are keyed here (a fork costs more than they do)
_forked: tuple[Sequence[_DraftJob], FileDigests] | None = None  # what forked keying processes inherit


def draft_units(jobs: Sequence[_DraftJob], digests: FileDigests) -> list[AuditUnit]:
    """Each draft's unit and key, in order. Keying reads every draft's bibliography (a few
    milliseconds each, most of a re-run with nothing to do), so a corpus is keyed by forked
    processes, one per core; where fork is not available, here."""
    import multiprocessing

    cores = os.cpu_count() or 1
    if len(jobs) < PARALLEL_KEYING_FROM or cores < 2 or "fork" not in multiprocessing.get_all_start_methods():
        return [draft_unit(job.path, job.linter, digests, job.context) for job in jobs]
    from concurrent.futures import ProcessPoolExecutor

    # The first draft is keyed here: the parser's imports and compiled patterns are then
    # inherited by every fork instead of being paid again in each.
    global _forked
    first = draft_unit(jobs[0].path, jobs[0].linter, digests, jobs[0].context)
    _forked = (jobs, digests)
    try:
        with ProcessPoolExecutor(max_workers=min(cores, 8), mp_context=multiprocessing.get_context("fork")) as pool:
            rest = pool.map(_key_forked, range(1, len(jobs)), chunksize=max(1, len(jobs) // (4 * cores)))
            return [first, *rest]
    finally:
        _forked = None


def _key_forked(position: int) -> AuditUnit:
    assert _forked is not None, "keying runs in a process forked by draft_units"
    jobs, digests = _forked
    job = jobs[position]
    return draft_unit(job.path, job.linter, digests, job.context)


class Audit:
    def __init__(self, settings: AuditSettings, output: Path) -> None:
        from rblint.engine.workspace import LinterPool

        self.settings = settings
        self.store = ResultStore(output)
        self.digests = FileDigests()
        # The driver's linters only parse drafts and read bibliographies (no model is loaded).
        self.linters = LinterPool(settings.config_path, dict(settings.overrides))
        self.problems: dict[str, str] = {}  # unit key -> why it cannot be run at all
        self.config_fingerprints: dict[str, str] = {}  # config file (or "defaults") -> hash
        self.model_specs: set[str] = set()
        self._contexts: dict[tuple[str, bool], KeyContext] = {}
        self.stage_seconds: dict[str, float] = {}  # where a run's time went (run.json)

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
        units: list[AuditUnit | _DraftJob] = []
        for given in inputs:
            if given.is_file() and given.suffix.lower() in CLAIMS_SUFFIXES:
                units.extend(self._claims(given))
                continue
            found = collect_drafts([given], explicit_exclude)
            for path, why in found.refused:  # an error row, unless the project's config excludes it
                try:
                    skipped = self.settings.config_path is None and excluded(path, self.linters.linter_for(path).config.exclude)
                except ConfigError:
                    skipped = False  # the config's own error is reported with the drafts it governs
                if not skipped:
                    units.append(self._problem(DRAFT, path, why, read=False))
            for draft in found.paths:
                try:
                    linter = self.linters.linter_for(draft)
                except ConfigError as error:
                    units.append(self._problem(DRAFT, draft, str(error)))
                    continue
                if self.settings.config_path is None and excluded(draft, linter.config.exclude) and draft != given:
                    continue
                units.append(_DraftJob(draft, linter, self._context(linter.config, library=True)))
        keyed = iter(draft_units([item for item in units if isinstance(item, _DraftJob)], self.digests))
        return [next(keyed) if isinstance(item, _DraftJob) else item for item in units]

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

    def _problem(self, kind: str, path: Path, message: str, *, read: bool = True) -> AuditUnit:
        """An error row; ``read``: the file's head joins its key (not for a file refused unread)."""
        where = resolve_safely(path)
        key = unit_key(kind, where, (head_bytes(path) if read else b"") + message.encode("utf-8"), KeyContext())
        self.problems[key] = message
        return AuditUnit(kind, where, key)

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
        started = time.monotonic()
        if jobs:
            _stage(progress, "indexing sources", len(jobs))
            for _job, _reason in executor.index_sources(jobs):  # reasons: the drafts' RB003 says them in full
                _advance(progress)
        self.stage_seconds["indexing"] = round(time.monotonic() - started, 3)
        _stage(progress, "auditing", len(runnable))
        started = time.monotonic()
        try:
            for result in executor.run(runnable):
                self.store.write(result)
                _advance(progress)
        finally:
            self.stage_seconds["auditing"] = round(time.monotonic() - started, 3)
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
