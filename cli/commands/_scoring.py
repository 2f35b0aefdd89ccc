"""Shared by ``rblint score`` and ``rblint check-claims``: model options and loading.

Model choice on the command line overrides the configuration (``[tool.rblint.model]``
found above the input file, or ``--config``). Every expected failure -- a bad config, a
missing model, an unreadable source -- becomes a one-line error with exit code 2.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any, Callable

import click

from rblint.engine.scoring import BACKENDS


class CommandError(click.ClickException):
    """``error: ...`` on stderr, exit code 2, no traceback."""

    exit_code = 2

    def show(self, file: Any = None) -> None:
        click.echo(f"error: {self.format_message()}", err=True)


def model_options(function: Callable[..., Any]) -> Callable[..., Any]:
    options = [
        click.option("--backend", type=click.Choice(BACKENDS), help="Claim-support backend (default: the config's, else 'default')."),
        click.option("--model-path", type=click.Path(path_type=Path), help="AlignScore .ckpt (or its folder), NLI model folder, or align-mini weights."),
        click.option("--tokenizer", type=click.Path(path_type=Path, file_okay=False), help="Tokenizer/config folder for an AlignScore checkpoint."),
        click.option("--exhaustive", is_flag=True, help="Score every chunk (the AlignScore reference), no retrieval pruning."),
        click.option("--config", "config_path", type=click.Path(path_type=Path, dir_okay=False), help="Configuration file (default: found above the input)."),
    ]
    for option in reversed(options):
        function = option(function)
    return function


def load_settings(start: Path, config_path: Path | None, backend: str | None, model_path: Path | None,
                  tokenizer: Path | None, exhaustive: bool, top_k: int | None = None) -> Any:
    """The Config for this run, with command-line model choices applied."""
    from rblint.engine.config import ConfigError, load_config

    if config_path is not None and not config_path.is_file():
        raise CommandError(f"{config_path}: configuration file not found")
    try:
        config = load_config(config_path, start=start)
    except ConfigError as error:
        raise CommandError(str(error)) from None
    model = config.model
    changes: dict[str, Any] = {}
    if backend:
        changes["backend"] = backend
    if model_path is not None:
        changes["path"] = model_path.expanduser().resolve()
    if tokenizer is not None:
        changes["tokenizer"] = tokenizer.expanduser().resolve()
    if exhaustive:
        changes["exhaustive"] = True
    if top_k is not None:
        changes["top_k"] = top_k
    return config.with_overrides(model=replace(model, **changes)) if changes else config


def make_scorer(config: Any) -> Any:
    from rblint.engine.embedding import ModelNotAvailableError
    from rblint.engine.services import Services

    services = Services(config)
    try:
        services.scorer  # noqa: B018 - build it now, so a bad model path is reported before any work
    except ModelNotAvailableError as error:
        raise CommandError(str(error)) from None
    return services


def load_source_chunks(services: Any, path: Path, key: str = "source") -> tuple[Any, list[Any]]:
    """(SourceDocument, chunks) of a PDF / .txt / .md through the evidence index."""
    from rblint.engine.index import SourceError
    from rblint.engine.scoring import chunks_from_passages

    try:
        document = services.evidence_index.load(path)
    except SourceError as error:
        raise CommandError(f"{path}: {error.reason}") from None
    return document, chunks_from_passages(document.chunks, source_key=key, path=path)


def support_threshold(config: Any, scorer: Any) -> float:
    return float(scorer.calibration.threshold(config.thresholds.support))
