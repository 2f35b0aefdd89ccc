"""Per-document lint pipeline: debounce, two phases, cancellation, off the event loop.

Every edit bumps the document's generation. The instant phase waits a short debounce,
lints in the instant thread and publishes if nothing newer arrived. The model phase then
waits a little longer and checks the changed sentences batch by batch in the model
thread; between batches it looks at the generation and a cancel flag, so a newer edit
stops stale work within one batch. The asyncio loop only schedules and publishes.
"""

from __future__ import annotations

import asyncio
import logging
import threading
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Protocol

from rblint.engine.analysis import SentenceSupport
from rblint.engine.precedence import one_per_problem, rule_precedence
from rblint.engine.diagnostics import Diagnostic
from rblint.engine.editor import DraftSummary
from rblint.engine.citing import draft_library
from rblint.engine.incremental import BatchResult, IncrementalModelLinter, carry_over
from rblint.engine.library_warmup import LibraryWarmup
from rblint.engine.linter import LintResult, Linter
from rblint.engine.rule import Phase

logger = logging.getLogger(__name__)


@dataclass
class DocumentState:
    """What the server knows about one open draft."""

    uri: str
    path: Path
    text: str
    version: int | None = None
    generation: int = 0
    instant: LintResult | None = None  # for ``instant_generation``
    instant_generation: int = -1
    model: list[Diagnostic] = field(default_factory=list)  # current best model findings
    draft_model: list[Diagnostic] = field(default_factory=list)  # the draft-wide ones of the last pass...
    draft_model_text: str = ""  # ...and the text they were computed on
    model_generation: int = -1  # generation whose model pass completed
    model_running: bool = False
    support: dict[int, SentenceSupport] = field(default_factory=dict)  # sentence index -> score
    summary: DraftSummary | None = None
    instant_task: asyncio.Task[Any] | None = None
    model_task: asyncio.Task[Any] | None = None
    cancel: threading.Event = field(default_factory=threading.Event)
    instant_ready: asyncio.Event = field(default_factory=asyncio.Event)
    overran_at: int | None = None  # the length of a text whose instant checks overran their budget

    def diagnostics(self) -> list[Diagnostic]:
        """Instant and model findings merged, one per problem (engine/precedence.py)."""
        instant = self.instant.diagnostics if self.instant is not None else []
        merged = sorted([*instant, *self.model], key=lambda item: (item.span.start, item.code, item.span.end))
        if self.instant is None:
            return merged
        return one_per_problem(merged, self.instant.draft, rule_precedence())


def _in_order(findings: list[Diagnostic]) -> list[Diagnostic]:
    """Model findings in document order (what the views read them in)."""
    return sorted(findings, key=lambda item: (item.span.start, item.code))


class WorkspaceView(Protocol):
    """What the pipeline reads of a workspace: its linter, incremental runner and timings."""

    linter: Linter
    runner: IncrementalModelLinter
    options: Any  # ServerOptions: debounce, delays, timeouts, model_batch
    warmup: LibraryWarmup | None  # the library read ahead, once a draft of this workspace opens
    warming: bool


class PipelineHost(Protocol):
    """What the pipeline needs of the server that owns it (the language server; a test double).

    This protocol replaces an import of the server: the pipeline schedules engine work and
    hands results back through these calls only."""

    documents: dict[str, DocumentState]  # the open drafts (reading ahead waits while any is being checked)

    def workspace_for(self, state: DocumentState) -> WorkspaceView: ...
    def publish(self, state: DocumentState) -> None: ...
    def refresh_views(self) -> None: ...
    def relint_workspace(self, workspace: WorkspaceView) -> None: ...
    def report_once(self, message: str) -> None: ...
    def warn_once(self, message: str) -> None: ...
    def summarize(self, state: DocumentState, result: LintResult, workspace: Any) -> DraftSummary: ...
    async def progress_begin(self, message: str) -> str | None: ...
    def progress_report(self, token: str, message: str, percentage: int) -> None: ...
    def progress_end(self, token: str) -> None: ...


OVERRUN_SHRINK = 0.9  # a text that overran is checked live again once it is this much of its length


class Overran(Exception):
    """Work on a worker thread ran past its deadline (not merely queued behind other work)."""


class Pipeline:
    """Schedules the two phases for every document of one server."""

    def __init__(self, server: PipelineHost) -> None:
        self.server = server
        self.pools = {kind: self._new_pool(kind) for kind in ("instant", "model", "aux")}

    @staticmethod
    def _new_pool(kind: str) -> ThreadPoolExecutor:
        return ThreadPoolExecutor(max_workers=1, thread_name_prefix=f"rblint-{kind}")

    def shutdown(self) -> None:
        for pool in self.pools.values():
            pool.shutdown(wait=False, cancel_futures=True)

    def _replace_pool(self, kind: str, stuck: ThreadPoolExecutor) -> None:
        if self.pools[kind] is stuck:
            stuck.shutdown(wait=False, cancel_futures=True)
            self.pools[kind] = self._new_pool(kind)

    async def _isolated(self, kind: str, function: Callable[[], Any], timeout: float) -> Any:
        """``function()`` on the ``kind`` worker, within ``timeout`` seconds.

        Python cannot stop a thread, so work that overruns is left where it is and the
        worker replaced: the next documents run on a fresh thread. Work that timed out only
        because it was queued behind such a call moves to the fresh worker once; work that
        itself overran raises ``Overran``."""
        loop = asyncio.get_running_loop()
        started = threading.Event()

        def run() -> Any:
            started.set()
            return function()

        for _attempt in range(2):
            pool = self.pools[kind]
            try:
                return await asyncio.wait_for(loop.run_in_executor(pool, run), timeout)
            except (asyncio.TimeoutError, asyncio.CancelledError) as error:
                if isinstance(error, asyncio.CancelledError) and self.pools[kind] is pool:
                    raise  # this task was cancelled (a newer edit), not its worker replaced
                self._replace_pool(kind, pool)
                if started.is_set():
                    raise Overran from None
        raise Overran

    # -- scheduling ---------------------------------------------------------

    def changed(self, state: DocumentState) -> None:
        """A new text (open, edit, config or source change): restart both phases."""
        state.generation += 1
        state.cancel.set()
        state.cancel = threading.Event()
        state.instant_ready = asyncio.Event()
        for task in (state.instant_task, state.model_task):
            if task is not None and not task.done():
                task.cancel()
        state.model_task = None
        state.instant_task = asyncio.get_running_loop().create_task(self._instant(state, state.generation))

    def closed(self, state: DocumentState) -> None:
        state.cancel.set()
        for task in (state.instant_task, state.model_task):
            if task is not None and not task.done():
                task.cancel()

    async def _instant(self, state: DocumentState, generation: int) -> None:
        ready = state.instant_ready
        try:
            await self._instant_pass(state, generation)
        except asyncio.CancelledError:
            raise
        except Exception as error:  # a parser, loader or factory bug must not kill the server
            logger.exception("instant lint failed")
            self.server.report_once(f"rblint could not lint {state.path.name}: {type(error).__name__}: {error}")
        finally:
            if generation == state.generation:
                ready.set()  # requests waiting for this version answer with what there is

    async def _instant_pass(self, state: DocumentState, generation: int) -> None:
        workspace = self.server.workspace_for(state)
        await asyncio.sleep(workspace.options.instant_debounce)
        if generation != state.generation:
            return
        loop = asyncio.get_running_loop()
        text, path = state.text, state.path
        runner = workspace.runner
        if state.overran_at is not None and len(text) >= OVERRUN_SHRINK * state.overran_at:
            return  # it overran (said once) and its thread may still run: a keystroke must not start another

        def instant_pass() -> tuple[LintResult, Any]:
            result = workspace.linter.lint_text(text, path, phases=[Phase.INSTANT])
            plan = runner.plan(result.draft, result.bibliography) if runner.has_model_rules(path) else None
            return result, plan

        timeout = workspace.options.instant_timeout
        try:
            result, plan = await self._isolated("instant", instant_pass, timeout)
        except Overran:
            state.overran_at = len(text)
            self.server.report_once(f"rblint gave up on {state.path.name}: its instant checks took more "
                                    f"than {timeout:g} s; live checks stay off for it until it is a tenth shorter "
                                    f"(other documents are not affected; `rblint {state.path.name}` in a terminal "
                                    "checks it)")
            return
        state.overran_at = None
        if generation != state.generation:
            return
        state.instant = result
        state.instant_generation = generation
        # Model findings of unchanged sentences follow the text at once (relocated from
        # the cache); changed sentences lose theirs until the model pass reaches them.
        if plan is not None:
            carried = carry_over(state.draft_model, state.draft_model_text, result.draft.text)
            state.model = _in_order([*plan.reused, *carried])
            state.support = dict(plan.support)
        else:
            state.model = []
            state.support = {}
        for message in result.failures:
            self.server.report_once(message)
        state.instant_ready.set()
        self.server.publish(state)
        if plan is not None:
            self._read_library_ahead(workspace, result)
        if plan is not None and generation == state.generation:
            state.model_task = loop.create_task(self._model(state, generation, result, plan, workspace))
        else:
            state.model_generation = generation

    # -- the library, read ahead ---------------------------------------------

    def _read_library_ahead(self, workspace: WorkspaceView, result: LintResult) -> None:
        """Queue the draft's library (its entries' files, the papers folders) for reading in
        the background, and start the reading loop if it is not running."""
        files = draft_library(result.draft.path, result.bibliography, workspace.linter.config)
        if not files:
            return
        if workspace.warmup is None:
            workspace.warmup = LibraryWarmup.for_index(workspace.linter.services.evidence_index)
            if workspace.warmup is None:
                return
            workspace.linter.services.provide("library_warmup", workspace.warmup)
        workspace.warmup.add(files)
        if workspace.warmup.pending and not workspace.warming:
            workspace.warming = True
            asyncio.get_running_loop().create_task(self._read_library(workspace, workspace.warmup))

    def _checking(self) -> bool:
        """A document's instant or model pass is scheduled or running."""
        return any(state.model_running or any(task is not None and not task.done()
                                              for task in (state.instant_task, state.model_task))
                   for state in self.server.documents.values())

    async def _idle(self, poll: float = 0.1) -> None:
        while self._checking():
            await asyncio.sleep(poll)

    async def _read_library(self, workspace: WorkspaceView, warmup: LibraryWarmup) -> None:
        """One paper per job on the model thread, each when no check is scheduled or running
        (the first pass reads its cited papers together, on every core, as on the command
        line), so an edit's check waits for one paper at most; the progress names each. When
        the library is whole, the workspace's drafts are checked again if some findings were
        made on part of it (only those sentences are)."""
        progress: str | None = None
        try:
            while warmup.pending:
                await self._idle()  # checks first: the library is read in the time between them
                if progress is None:
                    progress = await self.server.progress_begin(f"reading the library ({warmup.total} papers)")
                step = await self._isolated("model", warmup.step, workspace.options.model_timeout)
                if step is None:
                    break
                if progress is not None:
                    self.server.progress_report(progress, step.message, step.percentage)
        except Overran:
            stuck = warmup.abandon()
            self.server.report_once(f"rblint stopped reading the library ahead: {stuck} took more than "
                                    f"{workspace.options.model_timeout:g} s (server.model-timeout); papers are "
                                    "read when a check needs them")
        except asyncio.CancelledError:
            warmup.abandon()
            raise
        except Exception as error:  # a bug must not leave the library partial for good
            logger.exception("reading the library ahead failed")
            warmup.abandon()
            self.server.report_once(f"rblint stopped reading the library ahead: {type(error).__name__}: {error}")
        finally:
            workspace.warming = False
            if progress is not None:
                self.server.progress_end(progress)
        if workspace.runner.has_partial_results:  # only what was checked against part of it
            self.server.relint_workspace(workspace)

    async def _model(self, state: DocumentState, generation: int, result: LintResult, plan: Any, workspace: WorkspaceView) -> None:
        await asyncio.sleep(workspace.options.model_delay)
        cancel = state.cancel
        if generation != state.generation or cancel.is_set():
            return
        runner = workspace.runner
        timeout = workspace.options.model_timeout
        pending = list(plan.pending)
        fresh: list[Diagnostic] = []
        draft_wide: list[Diagnostic] = []
        support = dict(plan.support)
        progress = await self.server.progress_begin(f"checking {len(pending)} sentences against their sources") if pending else None
        state.model_running = True
        try:
            checked = await self._check_batches(state, generation, result, plan, workspace, pending, progress=progress)
            if checked is None:
                return
            fresh.extend(checked.diagnostics)
            support.update(checked.support)
            if generation != state.generation or cancel.is_set():
                return
            if runner.has_draft_rules(state.path):  # findings that depend on the whole draft
                whole = await self._isolated("model", lambda: runner.run_draft_rules(
                    result.draft.text, state.path, result.draft, result.bibliography), timeout)
                draft_wide = list(whole.diagnostics)
                for message in whole.failures:
                    self.server.report_once(message)
                for message in whole.notices:
                    self.server.warn_once(message)
            if generation != state.generation:
                return
            state.model = _in_order([*plan.reused, *fresh, *draft_wide])
            state.draft_model, state.draft_model_text = draft_wide, result.draft.text
            state.support = support
            state.model_generation = generation
            state.summary = await asyncio.get_running_loop().run_in_executor(
                self.pools["aux"], lambda: self.server.summarize(state, result, workspace)
            )
            if generation != state.generation:
                return
            if progress is not None:  # end the progress before the results it announced
                self.server.progress_end(progress)
                progress = None
            self.server.publish(state)
            self.server.refresh_views()
            if plan.stale:  # the library is whole now: after the edit's own findings, the rest
                await self._refresh_stale(state, generation, result, plan, workspace)
        except asyncio.CancelledError:
            raise
        except Overran:
            cancel.set()  # nothing more of this pass runs; the left-behind batch's result is dropped
            self.server.report_once(f"rblint gave up checking {state.path.name} against its sources: one batch "
                                    f"took more than {timeout:g} s (server.model-timeout); other documents "
                                    "are not affected")
        except Exception as error:
            logger.exception("model lint failed")
            self.server.report_once(f"rblint model rules failed on {state.path.name}: {type(error).__name__}: {error}")
        finally:
            state.model_running = False
            if progress is not None:
                self.server.progress_end(progress)

    async def _refresh_stale(self, state: DocumentState, generation: int, result: LintResult, plan: Any,
                             workspace: WorkspaceView) -> None:
        """Check again the sentences whose shown findings were made on part of the library
        (a newer edit stops it), and publish what changed once at the end."""
        stale = list(plan.stale)
        checked = await self._check_batches(state, generation, result, plan, workspace, stale, refresh=True)
        if checked is None or generation != state.generation:
            return
        spans = [sentence.span for sentence in stale]
        kept = [item for item in state.model
                if not any(span.start <= item.span.start < span.end for span in spans) or item in state.draft_model]
        state.model = _in_order([*kept, *checked.diagnostics])
        state.support = {**state.support, **checked.support}
        self.server.publish(state)
        self.server.refresh_views()

    async def _check_batches(self, state: DocumentState, generation: int, result: LintResult, plan: Any,
                             workspace: WorkspaceView, sentences: list[Any], *, progress: str | None = None,
                             refresh: bool = False) -> BatchResult | None:
        """``sentences`` checked batch by batch on the model thread (the cancellation
        granularity), their rule failures reported once; None when a newer edit stopped it."""
        runner, cancel = workspace.runner, state.cancel
        batch_size = max(1, workspace.options.model_batch)
        done = BatchResult()
        for start in range(0, len(sentences), batch_size):
            if generation != state.generation or cancel.is_set():
                return None
            batch = sentences[start : start + batch_size]
            if progress is not None:
                self.server.progress_report(progress, f"{start}/{len(sentences)} sentences",
                                            int(100 * start / len(sentences)))
            outcome = await self._isolated("model", lambda batch=batch: None if cancel.is_set() else runner.run_batch(
                result.draft.text, state.path, result.draft, result.bibliography, batch, plan.keys, refresh=refresh
            ), workspace.options.model_timeout)
            if outcome is None:
                return None
            done.diagnostics.extend(outcome.diagnostics)
            done.support.update(outcome.support)
            for message in outcome.failures:
                self.server.report_once(message)
            for message in outcome.notices:
                self.server.warn_once(message)
        return done

    async def run_lookup(self, function: Callable[[], Any], timeout: float) -> Any:
        """Run a blocking engine lookup (index search for a hover) with a deadline.

        It runs on the model thread: the evidence index and the scorer are only ever
        used from that one thread, so they need not be thread-safe."""
        loop = asyncio.get_running_loop()
        return await asyncio.wait_for(loop.run_in_executor(self.pools["model"], function), timeout)
