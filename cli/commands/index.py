"""``rblint index PATHS...``: parse and embed sources ahead of time into the cache.

The editor and the pre-commit hook then pay nothing for a paper they cite. Folders are
searched for PDF, .txt and .md sources. A progress bar is drawn when stderr is a
terminal; otherwise only failures and a one-line summary are printed. Exit code 1 when
some source could not be indexed (each is listed with its reason), 2 on usage errors.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any, Iterable

import click

from rblint.engine.file_kinds import SOURCE_SUFFIXES
from rblint.engine.safe_read import resolve_safely

from ..errors import FatalError, load_command_config


def build_index(config: Any, *, embed: bool) -> Any:
    """An EvidenceIndex; without ``embed`` no model is loaded (inspect needs none)."""
    from rblint.engine.index import EvidenceIndex

    if embed:
        return EvidenceIndex(config)
    return EvidenceIndex(config, embedder_factory=lambda: None)


def collect_sources(paths: Iterable[Path]) -> list[Path]:
    """Files as given; folders searched (sorted) for sources, hidden folders skipped."""
    found: list[Path] = []
    for path in paths:
        if not path.exists():
            raise FatalError(f"{path}: no such file or directory")
        if not path.is_dir():  # as given: a FIFO or device is reported when it is read
            found.append(path)
            continue
        for candidate in sorted(path.rglob("*")):
            relative = candidate.relative_to(path)
            if any(part.startswith(".") for part in relative.parts):
                continue
            # a link that leads nowhere (missing target, a loop) is listed with its reason, not skipped
            if candidate.suffix.lower() in SOURCE_SUFFIXES and (candidate.is_file() or candidate.is_symlink()):
                found.append(candidate)
    unique: dict[Path, Path] = {}
    for item in found:
        unique.setdefault(resolve_safely(item), item)
    return list(unique.values())


@click.command("index")
@click.argument("paths", nargs=-1, required=True, type=click.Path(path_type=Path))
@click.option("--config", "config_path", type=click.Path(path_type=Path, dir_okay=False), help="Configuration file (default: found above the first path).")
@click.option("--no-embed", is_flag=True, help="Parse only; do not compute embeddings (no model is loaded).")
@click.option("--progress/--no-progress", default=None, help="Force the progress bar on or off (default: on for a terminal).")
def command(paths: tuple[Path, ...], config_path: Path | None, no_embed: bool, progress: bool | None) -> None:
    """Build the evidence cache for PATHS (PDFs, .txt/.md sources, or folders of them)."""
    from rblint.engine.index import SourceError

    import logging

    # A cache that cannot be written is this command's own error (one line, below), not a warning.
    logging.getLogger("rblint.engine.cache").setLevel(logging.ERROR)
    sources = collect_sources(paths)
    config = load_command_config(config_path, paths[0])
    index = build_index(config, embed=not no_embed)
    if not sources:
        raise FatalError("no PDF, .txt or .md sources found")
    show = sys.stderr.isatty() if progress is None else progress
    if not show:
        import os

        os.environ.setdefault("HF_HUB_DISABLE_PROGRESS_BARS", "1")  # no model-loading bars either
    failures: list[tuple[Path, str]] = []
    from rblint.engine.progress import NoProgress

    from ..progress import TerminalProgress

    bar: Any = TerminalProgress() if show else NoProgress()
    # The check's pipeline: sources parsed together (page workers), then the chunks embedded —
    # the passages the check searches; one file at a time, with the finer passages embedded
    # too, this command took twice as long as a cold check of the same papers.
    bar.begin("reading sources", len(sources))
    try:
        def done(path: Path, found: Any) -> None:
            bar.advance()
            bar.note(path.name[:40])

        loaded = index.load_many(sources, loaded=done)
    finally:
        bar.end()
    documents = []
    for path, found in loaded.items():
        if isinstance(found, SourceError):
            failures.append((path, found.reason))
        elif isinstance(found, Exception):
            failures.append((path, f"cannot be read ({found})"))
        else:
            documents.append((path, found))
    if not no_embed and documents:
        bar.begin("embedding passages", len(documents))
        try:
            for path, document in documents:
                index.vectors(document, "chunk")
                bar.advance()
                bar.note(path.name[:40])
        finally:
            bar.end()
    for path, reason in failures:
        click.echo(f"{path}: {reason}", err=True)
    cache = index.cache
    unwritable = ("no cache is configured" if cache is None else
                  cache.disabled_reason or ("the cache is read-only" if cache.read_only else None))
    if unwritable:  # building the cache is this command's whole point
        raise FatalError(f"nothing was written: {unwritable}")
    done = len(sources) - len(failures)
    where = cache.path
    note = f" (dense retrieval off: {index.embedder_error})" if index.embedder_error else ""
    click.echo(f"indexed {done} of {len(sources)} source(s) into {where}{note}")
    if failures:
        sys.exit(1)
