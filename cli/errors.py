"""The command line's one error type (``error: ...`` on stderr, exit code 2, no traceback)
and the one way its commands load a configuration file into it."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

import click

if TYPE_CHECKING:  # pragma: no cover
    from rblint.engine.config import Config

COMMAND_LINE = "command line"  # how an option laid over the config is named in an error


class FatalError(click.ClickException):
    """A usage or fatal error with a message that says what is wrong and how to fix it."""

    exit_code = 2

    def show(self, file: Any = None) -> None:
        click.echo(f"error: {self.format_message()}", err=True)


MAX_SHOWN_PATH = 80


def describe_os_error(error: OSError) -> str:
    """One line for an error the system raised about a file: the path (shortened when
    absurdly long, as a name over the system's limit is) and the system's reason."""
    reason = error.strerror or str(error)
    if error.filename is None:
        if isinstance(error, FileNotFoundError) and _cwd_is_gone():
            return "the current folder no longer exists (it was deleted or moved): cd to a folder that does"
        return reason
    shown = str(error.filename)
    if len(shown) > MAX_SHOWN_PATH:
        shown = f"{shown[:MAX_SHOWN_PATH // 2]}…{shown[-MAX_SHOWN_PATH // 2:]} ({len(shown)} characters)"
    return f"{shown}: {reason[:1].lower()}{reason[1:]}"


def require_config_file(config_path: Path | None) -> None:
    """``--config FILE`` must name a regular file: one line saying what it is otherwise."""
    if config_path is None:
        return
    from rblint.engine.safe_read import refusal

    reason = refusal(config_path)
    if reason == "no such file":
        raise FatalError(f"{config_path}: configuration file not found")
    if reason is not None:
        raise FatalError(f"{config_path}: {reason}")


def load_command_config(config_path: Path | None, start: Path) -> "Config":
    """``--config FILE``, else the file found above ``start``; a bad one is a FatalError."""
    from rblint.engine.config import ConfigError, load_config

    from rblint.engine.registry import installed_rules

    require_config_file(config_path)
    try:
        config = load_config(config_path, start=start if start.exists() else Path.cwd())
        installed_rules().check_config(config)  # a typo in a rule code or option is an error here too
        return config
    except ConfigError as error:
        raise FatalError(str(error)) from None


def _cwd_is_gone() -> bool:
    """Whether the process's working folder was removed under it (``os.getcwd`` fails then)."""
    import os

    try:
        os.getcwd()
    except FileNotFoundError:
        return True
    return False
