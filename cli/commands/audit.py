"""``rblint audit INPUTS... --output DIR``: a corpus of drafts or claims files, resumable, on Ray.

INPUTS are Markdown drafts, folders of them, or ``check-claims`` JSON Lines files. Each
draft gets exactly what ``rblint --format json`` reports for it alone, each claims line
what ``rblint check-claims`` writes for it; the rows land in ``DIR`` (see
:mod:`rblint.audit.store`). ``--ray`` runs the workers on Ray; without it the same
pipeline runs in this process. Exit codes: 0 every input was checked, 1 some inputs
became error rows, 2 usage or fatal error.
"""

from __future__ import annotations

import os
import time
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

import click

from rblint import __version__

from ..app import lint_options
from ..errors import FatalError, require_config_file


@click.command("audit")
@click.argument("inputs", nargs=-1, required=True, type=click.Path(path_type=Path))
@click.option("--output", "-o", "output", required=True, type=click.Path(path_type=Path, file_okay=False),
              help="Results folder (created; a re-run into it skips inputs already done).")
@click.option("--ray", "ray_address", is_flag=False, flag_value="local", default=None, metavar="[ADDRESS]",
              help="Run on Ray: alone, a local Ray started for this run; 'auto' or ray://host:port, an existing cluster.")
@click.option("--workers", type=click.IntRange(1, 4096), help="Ray workers (actors), each with its own loaded judge (default: the CPU count).")
@click.option("--cpus-per-worker", type=click.FloatRange(0.1, 256), default=1.0, show_default=True)
@click.option("--gpus-per-worker", type=click.FloatRange(0, 16), default=0.0, show_default=True)
@click.option("--retries", type=click.IntRange(0, 20), default=3, show_default=True, help="Times Ray retries a unit whose worker died.")
@click.option("--cache-dir", type=click.Path(path_type=Path, file_okay=False),
              help="Index and score cache shared by every worker (on a cluster: a shared filesystem path).")
@click.option("--force", is_flag=True, help="Check every input again, ignoring results stored in DIR.")
@lint_options
def command(inputs: tuple[Path, ...], output: Path, ray_address: str | None, workers: int | None, cpus_per_worker: float,
            gpus_per_worker: float, retries: int, cache_dir: Path | None, force: bool, select: tuple[str, ...],
            extend_select: tuple[str, ...], ignore: tuple[str, ...], config_path: Path | None, fail_on: str | None,
            fast: bool, backend: str | None, model_path: Path | None) -> None:
    """Audit many drafts or claims files into a results folder (JSON Lines and Parquet)."""
    from ..app import command_line_settings
    from rblint.audit.executors import LocalExecutor, RayExecutor, RayNotInstalled
    from rblint.audit.pipeline import Audit
    from rblint.audit.worker import AuditSettings

    require_config_file(config_path)
    if fail_on is not None:
        raise FatalError("--fail-on does not apply to audit: its exit code says whether every input was checked; "
                         "the findings' severities are in the tables")
    if ray_address is None:  # Ray's knobs mean nothing in one process: say so rather than ignore them
        context = click.get_current_context()
        given = [f"--{name.replace('_', '-')}" for name in ("workers", "cpus_per_worker", "gpus_per_worker", "retries")
                 if context.get_parameter_source(name) is click.core.ParameterSource.COMMANDLINE]
        if given:
            raise FatalError(f"{', '.join(given)} {'needs' if len(given) == 1 else 'need'} --ray (without it the audit runs in this process)")
    settings = AuditSettings(
        config_path=config_path.resolve() if config_path else None,
        overrides=command_line_settings(select, extend_select, ignore, fail_on, backend, model_path),
        backend=backend, model_path=model_path.resolve() if model_path else None, cwd=Path.cwd(), fast=fast,
        cache_dir=cache_dir.resolve() if cache_dir else None,
    )
    audit = Audit(settings, output)
    units = audit.discover(list(inputs))
    todo = audit.pending(units, force=force)
    if ray_address is None:
        executor: Any = LocalExecutor(settings)
    else:
        count = workers or os.cpu_count() or 1
        try:
            executor = RayExecutor(settings, address=None if ray_address == "local" else ray_address, workers=count,
                                   cpus=cpus_per_worker, gpus=gpus_per_worker, retries=retries)
        except RayNotInstalled as error:
            raise FatalError(str(error)) from None
    started = time.monotonic()
    progress = _progress()
    try:
        if todo:  # nothing to do: no Ray cluster is started (seconds, and its notices) to do it
            with executor:
                audit.stage_seconds["start"] = round(time.monotonic() - started, 3)  # Ray's start and its actors
                audit.run(executor, todo, progress)
    except KeyboardInterrupt:
        click.echo(f"interrupted: finished units are kept in {output}; run the same command again to go on", err=True)
        raise SystemExit(130) from None
    except Exception as error:  # noqa: BLE001 - Ray failing to start, a cluster that went away
        if type(error).__module__.startswith("ray"):
            raise FatalError(f"Ray: {str(error).strip().splitlines()[0] if str(error).strip() else type(error).__name__}") from None
        raise
    elapsed = time.monotonic() - started
    inputs = len({unit.path for unit in units})
    metadata = {
        "rblint": __version__, "finished": datetime.now(timezone.utc).isoformat(timespec="seconds"),
        "executor": executor.name, "workers": executor.workers, "seconds": round(elapsed, 2),
        "stage_seconds": audit.stage_seconds,
        "inputs": inputs, "units": len(units), "checked": len(todo),
        "reused": len(units) - len(todo),
        "configs": audit.config_fingerprints, "model": sorted(audit.model_specs), "fast": fast,
    }
    tables = audit.store.gather(units, metadata)
    click.echo(_summary(inputs, units, todo, tables, executor, elapsed, output), err=True)
    errors = tables["errors"]
    if errors:
        for row in errors[:10]:
            click.echo(f"error: {row['error']}", err=True)
        if len(errors) > 10:
            click.echo(f"... and {len(errors) - 10} more in {output / 'errors.jsonl'}", err=True)
        raise SystemExit(1)


def _progress() -> Any:
    """The shared terminal bar, as `rblint` draws it: on an interactive standard error only."""
    from rblint.progress import TerminalProgress, terminal_progress_wanted

    return TerminalProgress() if terminal_progress_wanted("text") else None


def _summary(inputs: int, units: list[Any], todo: list[Any], tables: dict[str, list[Any]], executor: Any,
             elapsed: float, output: Path) -> str:
    reused = len(units) - len(todo)
    if not todo:
        where = "with nothing to check (no worker started)"
    else:
        where = f"on Ray with {executor.workers} workers" if executor.name == "ray" else "in one process"
    parts = [f"{len(units)} units"] if len(units) != inputs else []  # a long claims file is cut into several
    if reused:
        parts.append(f"{reused} from an earlier run")
    detail = f" ({', '.join(parts)})" if parts else ""
    return (f"Audited {inputs} input{'' if inputs == 1 else 's'}{detail} {where} in {elapsed:.1f} s: "
            f"{len(tables['findings'])} findings, {len(tables['claims'])} claims, {len(tables['errors'])} errors -> {output}")
