"""Shared by ``rblint score`` and ``rblint check-claims``: model options and loading.

Model choice on the command line overrides the configuration (``[tool.rblint.model]``
found above the input file, or ``--config``). Every expected failure -- a bad config, a
missing model, an unreadable source -- becomes a one-line error with exit code 2.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Callable

import click

from rblint.engine.config import ConfigError, overlay
from rblint.engine.safe_read import expand_home
from rblint.engine.scoring import BACKENDS

from ..errors import COMMAND_LINE, FatalError, load_command_config


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
    config = load_command_config(config_path, start)
    model: dict[str, Any] = {}
    if backend:
        model["backend"] = backend
    if model_path is not None:
        model["path"] = str(expand_home(model_path).resolve())
    if tokenizer is not None:
        model["tokenizer"] = str(expand_home(tokenizer).resolve())
    if exhaustive:
        model["exhaustive"] = True
    if top_k is not None:
        model["top-k"] = top_k
    try:
        return overlay(config, {"model": model} if model else {}, root=Path.cwd(), prefix=COMMAND_LINE)
    except ConfigError as error:
        raise FatalError(str(error)) from None


def make_scorer(config: Any) -> Any:
    from rblint.engine.embedding import ModelNotAvailableError
    from rblint.engine.services import Services

    services = Services(config)
    try:
        services.scorer  # noqa: B018 - build it now, so a bad model path is reported before any work
    except ModelNotAvailableError as error:
        raise FatalError(str(error)) from None
    return services
