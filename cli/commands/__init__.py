"""Subcommands, one module each; every module exposes a ``click.Command`` named ``command``."""

COMMAND_MODULES: list[str] = [
    "lsp",
    "score",
    "check_claims",
    "inspect",
    "index",
    "audit",
    "report",
    "doctor",
]
