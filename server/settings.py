"""Client settings (initializationOptions, didChangeConfiguration) over the config file.

The client sends the config file's keys (``papers``, ``select``, ``thresholds``...),
flat or under ``"rblint"``. They are validated with the engine's own reader, then laid
over the config file found above the draft: top-level keys replace, the tables
``thresholds``, ``model``, ``index``, ``severity`` and ``sources`` merge key by key.
Paths in client settings resolve against the workspace root; the file's against the file.
The merge is the engine's one overlay (``engine/config.py:overlay``), as for the CLI.
A ``server`` table holds editor-only knobs (debounce delays) and is not a config key.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from rblint.engine.config import Config, ConfigError

OPTIONS_PREFIX = "settings"

@dataclass(frozen=True)
class ServerOptions:
    """Editor-only timing knobs (seconds)."""

    instant_debounce: float = 0.03
    model_delay: float = 0.3
    # A document whose instant pass takes longer is given up (reported once) and the next
    # documents get a fresh worker: one hostile draft never blocks the others.
    instant_timeout: float = 10.0
    # A model batch (or the draft-wide model rules) running longer gives up that document's
    # source checks (reported once); the other documents get a fresh model worker.
    model_timeout: float = 300.0
    model_batch: int = 8  # sentences per model batch: the cancellation granularity
    # auto: pull (textDocument/diagnostic + refresh) when the client supports both, else
    # push (publishDiagnostics). Never both: editors would show every finding twice.
    diagnostics: str = "auto"


def split_settings(raw: Any) -> tuple[dict[str, Any], ServerOptions]:
    """(config keys, server options) from whatever the client sent (None, flat, or nested)."""
    if raw is None:
        return {}, ServerOptions()
    if not isinstance(raw, dict):
        raise ConfigError("expected an object of rblint settings", None, OPTIONS_PREFIX)
    if "rblint" in raw and isinstance(raw["rblint"], dict):
        raw = raw["rblint"]
    table = {key: value for key, value in raw.items() if key != "server" and value is not None}
    server = raw.get("server") or {}
    if not isinstance(server, dict):
        raise ConfigError("expected a table", None, f"{OPTIONS_PREFIX}.server")
    options = ServerOptions()
    for name, attribute, low, high in (("instant-debounce", "instant_debounce", 0, 10),
                                       ("model-delay", "model_delay", 0, 10),
                                       ("instant-timeout", "instant_timeout", 0.1, 600),
                                       ("model-timeout", "model_timeout", 0.1, 86_400)):
        if name in server:
            value = server[name]
            if isinstance(value, bool) or not isinstance(value, (int, float)) or not low <= value <= high:
                raise ConfigError(f"expected seconds between {low:g} and {high:g}", None,
                                  f"{OPTIONS_PREFIX}.server.{name}")
            options = replace(options, **{attribute: float(value)})
    if "model-batch" in server:
        value = server["model-batch"]
        if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= 1000:
            raise ConfigError("expected an integer between 1 and 1000", None, f"{OPTIONS_PREFIX}.server.model-batch")
        options = replace(options, model_batch=value)
    if "diagnostics" in server:
        if server["diagnostics"] not in ("auto", "push", "pull"):
            raise ConfigError("expected 'auto', 'push' or 'pull'", None, f"{OPTIONS_PREFIX}.server.diagnostics")
        options = replace(options, diagnostics=server["diagnostics"])
    return table, options
