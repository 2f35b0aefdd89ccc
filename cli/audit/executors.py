"""Where audit units run: in this process, or on Ray (a local cluster or an existing one).

Both executors take the same calls -- index these sources, then run these units -- and
yield results as they finish, so the driver stores each one at once. On Ray every
worker is an actor holding its own loaded linter and judge; a unit whose worker dies is
retried by Ray on the restarted actor, and a unit that kills its worker every time
becomes an error row while a fresh actor takes the worker's place.
"""

from __future__ import annotations

import logging
import os
from collections import deque
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path
from typing import Any, Callable, Iterator, Sequence

from .units import AuditUnit
from .worker import AuditSettings, AuditWorker, UnitResult

RAY_MISSING = 'Ray is not installed: pip install "rblint[ray]" (or run without --ray)'


class RayNotInstalled(Exception):
    pass


def stop_local_autoscaler_monitor(ray: Any) -> bool:
    """Stop the autoscaler monitor of a Ray this process started, before ``ray.shutdown``.

    Why: ``ray.shutdown`` stops the GCS first and then sends the monitor SIGTERM; the monitor
    answers by reporting its "failure" to that GCS, which is gone, so Ray waits its full second
    before SIGKILL -- a second of every ``--ray`` run (measured: monitor 1.02 s of a 1.38 s
    shutdown). A local Ray for one audit has no autoscaler work to lose, so it is killed at
    once. Ray has no public call for this: the private node is reached defensively, and if its
    shape changes the ordinary shutdown simply takes its second. Returns whether one was stopped.
    """
    node = getattr(getattr(getattr(ray, "_private", None), "worker", None), "_global_node", None)
    kill_monitor = getattr(node, "kill_monitor", None)
    if node is None or kill_monitor is None or not getattr(node, "head", False):
        return False
    try:
        kill_monitor(check_alive=False)
    except Exception:  # noqa: BLE001 - an optimisation only: shutdown still stops everything
        return False
    return True


@dataclass(frozen=True)
class SourceJob:
    draft: Path  # whose configuration indexes it
    source: Path


class LocalExecutor:
    """The same pipeline in one process: one worker, units one after another."""

    name = "local"
    workers = 1

    def __init__(self, settings: AuditSettings, worker_class: type[AuditWorker] = AuditWorker) -> None:
        self.worker = worker_class(settings)

    def __enter__(self) -> "LocalExecutor":
        return self

    def __exit__(self, *_exc: Any) -> None:
        return None

    def index_sources(self, jobs: Sequence[SourceJob]) -> Iterator[tuple[SourceJob, str | None]]:
        for job in jobs:
            yield job, self.worker.index_source(job.draft, job.source)

    def run(self, units: Sequence[AuditUnit]) -> Iterator[UnitResult]:
        for unit in units:
            yield self.worker.run(unit)


class RayExecutor:
    """Units on a Ray actor pool: ``workers`` actors, ``cpus``/``gpus`` each."""

    name = "ray"

    def __init__(self, settings: AuditSettings, *, address: str | None, workers: int, cpus: float = 1.0,
                 gpus: float = 0.0, retries: int = 3, worker_class: type[AuditWorker] = AuditWorker) -> None:
        # Offline, always: Ray's usage report is off before Ray is imported (its notice goes too).
        os.environ.setdefault("RAY_USAGE_STATS_ENABLED", "0")
        if not _ray_installed():  # said at once; the import itself (~0.7 s) waits for work to do
            raise RayNotInstalled(RAY_MISSING)
        self.settings = settings
        self.address = address
        self.workers = workers
        self.cpus, self.gpus, self.retries = cpus, gpus, retries
        self.worker_class = worker_class
        self._started_here = False
        self._actors: list[Any] = []

    @cached_property
    def ray(self) -> Any:
        try:
            import ray
        except ImportError:
            raise RayNotInstalled(RAY_MISSING) from None
        return ray

    def __enter__(self) -> "RayExecutor":
        ray = self.ray
        if not ray.is_initialized():
            # Ray's start-up notices (token authentication, usage stats) are for cluster operators,
            # not for a user auditing drafts: its warnings are kept out of the terminal while it starts.
            ray_logger = logging.getLogger("ray")
            level = ray_logger.level
            ray_logger.setLevel(logging.ERROR)
            try:
                if self.address is None:  # a local Ray for this run, sized to the workers asked for
                    ray.init(num_cpus=max(1, int(self.workers * max(self.cpus, 1))), num_gpus=None if self.gpus else 0,
                             include_dashboard=False, log_to_driver=False, configure_logging=False)
                else:
                    ray.init(address=self.address, log_to_driver=False, configure_logging=False)
            finally:
                ray_logger.setLevel(level)
            self._started_here = True
        remote = ray.remote(self.worker_class)
        self._remote = remote.options(num_cpus=self.cpus, num_gpus=self.gpus,
                                      max_restarts=self.retries, max_task_retries=self.retries)
        self._actors = [self._new_actor() for _ in range(self.workers)]
        ray.get([actor.ready.remote() for actor in self._actors])
        return self

    def __exit__(self, *_exc: Any) -> None:
        for actor in self._actors:
            try:
                self.ray.kill(actor)
            except Exception:  # noqa: BLE001 - already gone
                pass
        self._actors = []
        if self._started_here:
            stop_local_autoscaler_monitor(self.ray)
            self.ray.shutdown()

    def _new_actor(self) -> Any:
        return self._remote.remote(self.settings)

    def index_sources(self, jobs: Sequence[SourceJob]) -> Iterator[tuple[SourceJob, str | None]]:
        def call(actor: Any, job: SourceJob) -> Any:
            return actor.index_source.remote(job.draft, job.source)

        def failed(job: SourceJob, error: BaseException) -> str:
            return f"the worker indexing it was lost ({type(error).__name__})"

        yield from self._dispatch(jobs, call, failed)

    def run(self, units: Sequence[AuditUnit]) -> Iterator[UnitResult]:
        def call(actor: Any, unit: AuditUnit) -> Any:
            return actor.run.remote(unit)

        def failed(unit: AuditUnit, error: BaseException) -> UnitResult:
            from rblint.formatters import display_path

            reason = str(error).strip().splitlines()[0] if str(error).strip() else type(error).__name__
            return UnitResult(unit.key, unit.kind, display_path(unit.path),
                              errors=[f"{unit.label}: the worker was lost {self.retries + 1} times on this input "
                                      f"({type(error).__name__}: {reason})"])

        for _job, result in self._dispatch(units, call, failed):
            yield result

    def _dispatch(self, jobs: Sequence[Any], call: Callable[[Any, Any], Any],
                  failed: Callable[[Any, BaseException], Any]) -> Iterator[Any]:
        """Each actor holds one job at a time; results come back as they finish."""
        ray = self.ray
        waiting = deque(jobs)
        in_flight: dict[Any, tuple[Any, int]] = {}

        def submit(slot: int) -> None:
            if waiting:
                job = waiting.popleft()
                in_flight[call(self._actors[slot], job)] = (job, slot)

        for slot in range(len(self._actors)):
            submit(slot)
        while in_flight:
            ready, _ = ray.wait(list(in_flight), num_returns=1)
            reference = ready[0]
            job, slot = in_flight.pop(reference)
            try:
                value = ray.get(reference)
            except ray.exceptions.RayError as error:  # the actor died past its restarts, or the call failed
                value = failed(job, error)
                if isinstance(error, ray.exceptions.RayActorError):
                    self._actors[slot] = self._new_actor()
            yield job, value
            submit(slot)


def _ray_installed() -> bool:
    import importlib.util
    import sys

    if sys.modules.get("ray") is not None:  # imported already (or a stand-in put there)
        return True
    try:
        return importlib.util.find_spec("ray") is not None
    except (ImportError, ValueError):
        return False
