"""``rblint lsp``: run the language server on stdio (editors) or TCP (debugging)."""

from __future__ import annotations

import logging
import sys

import click


def _address(value: str) -> tuple[str, int]:
    host, _, port = value.rpartition(":")
    if not host or not port.isdecimal() or not 0 < int(port) < 65536:  # isdigit: "²" breaks int()
        raise click.UsageError(f"--tcp expects HOST:PORT (e.g. 127.0.0.1:2087), got {value!r}")
    return host, int(port)


@click.command("lsp")
@click.option("--tcp", "tcp", metavar="HOST:PORT", help="Listen on TCP instead of stdio (for debugging).")
@click.option("--stdio", is_flag=True, help="Use stdin/stdout (the default; accepted for clients that pass it).")
@click.option("--log-level", type=click.Choice(["error", "warning", "info", "debug"]), default="warning", show_default=True, help="Server log level (to stderr).")
def command(tcp: str | None, stdio: bool, log_level: str) -> None:
    """Start the rblint language server (diagnostics, evidence hovers, quick fixes)."""
    address = _address(tcp) if tcp else None
    logging.basicConfig(level=log_level.upper(), stream=sys.stderr, format="rblint-lsp %(levelname)s %(name)s: %(message)s")
    from rblint.server.app import create_server, serve_stdio

    server = create_server()
    if address is not None:
        server.start_tcp(*address)
    else:
        serve_stdio(server)
