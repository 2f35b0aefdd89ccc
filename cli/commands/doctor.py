"""``rblint doctor``: what this machine runs, and why — the encoder's number format, the
judge, the caches — so a slow cold run or an odd score can be explained in one look."""

from __future__ import annotations

import json
import platform
from pathlib import Path
from typing import Any

import click

from ..errors import load_command_config


def report(start: Path, config_path: Path | None) -> dict[str, Any]:
    """The facts, as the JSON shape (stable; keys are only ever added)."""
    from rblint import __version__
    from rblint.engine.align_mini.files import contrast_weights
    from rblint.engine.config import cache_directory
    from rblint.engine.embedding import encoder_precision
    from rblint.engine.precision import BF16_FLAGS, cpu_identity

    config = load_command_config(config_path, start)
    cache = cache_directory(config)
    model, flags = cpu_identity()
    choice = encoder_precision(cache)
    return {
        "rblint": __version__, "python": platform.python_version(), "machine": platform.machine(),
        "cpu": model, "bf16_units": [flag for flag in BF16_FLAGS if flag in flags],
        "encoder": {"precision": choice.precision, "reason": choice.reason, "probe_fp32_ms": choice.fp32_ms,
                    "probe_bf16_ms": choice.bf16_ms, "probe_min_cosine": choice.min_cosine,
                    "probe_runs_not_faster": choice.slow_probes},
        "judge": config.model.backend, "config": str(config.path) if config.path else None, "cache": str(cache),
        "contrast": _contrast(config.model.contrast, contrast_weights()),
    }


def _contrast(enabled: bool, weights: Path | None) -> str:
    """RB005's contrast check: on (and which weights), off by configuration, or not installed."""
    if not enabled:
        return "off ([tool.rblint.model] contrast = false)"
    return f"on: align-mini v2 at {weights}" if weights is not None else "not installed (no contrast weights)"


@click.command("doctor")
@click.option("--config", "config_path", type=click.Path(path_type=Path, dir_okay=False),
              help="Configuration file (default: found above the current folder).")
@click.option("--format", "output_format", type=click.Choice(["text", "json"]), default="text", show_default=True)
def command(config_path: Path | None, output_format: str) -> None:
    """Say what this machine runs: the encoder's precision and why, the judge, the cache."""
    facts = report(Path.cwd(), config_path)
    if output_format == "json":
        click.echo(json.dumps(facts, indent=2))
        return
    encoder = facts["encoder"]
    measured = (f" (probe: fp32 {encoder['probe_fp32_ms']} ms, bf16 {encoder['probe_bf16_ms']} ms, "
                f"lowest cosine {encoder['probe_min_cosine']})" if encoder["probe_fp32_ms"] is not None else "")
    lines = [
        f"rblint {facts['rblint']}, Python {facts['python']}, {facts['machine']}",
        f"CPU: {facts['cpu']}; bf16 units: {', '.join(facts['bf16_units']) or 'none'}",
        f"encoder: MiniLM in {encoder['precision']}: {encoder['reason']}{measured}",
        f"judge: {facts['judge']} backend; config: {facts['config'] or 'none (defaults)'}",
        f"RB005 contrast check: {facts['contrast']}",
        f"cache: {facts['cache']}",
    ]
    click.echo("\n".join(lines))
