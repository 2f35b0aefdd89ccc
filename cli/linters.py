"""One Linter per configuration file, shared by ``rblint check`` and ``rblint audit``."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from rblint.engine.config import find_config_file, load_config, overlay
from rblint.engine.linter import Linter

from .errors import COMMAND_LINE


class LinterPool:
    """One Linter per configuration file, so drafts in different projects get their own settings."""

    def __init__(self, explicit: Path | None, overrides: dict[str, Any], progress: Any = None) -> None:
        self.explicit = explicit
        self.overrides = overrides
        self.progress = progress  # a TerminalProgress on an interactive terminal, else None
        self._by_config: dict[Path, Linter] = {}

    def linter_for(self, draft: Path) -> Linter:
        config_path = self.explicit if self.explicit is not None else find_config_file(draft)
        # Without a config file the project is the draft's folder, never the current folder:
        # run from a parent folder, `../outside/` must stay outside.
        key = config_path if config_path is not None else draft.resolve().parent
        if key not in self._by_config:
            config = load_config(config_path, start=draft)
            table = dict(self.overrides)
            if "extend-ignore" in table:  # --ignore adds to the configured codes
                table["ignore"] = [*config.ignore, *table.pop("extend-ignore")]
            if "extend-select" in table:  # so does --extend-select
                table["extend-select"] = [*config.extend_select, *table["extend-select"]]
            config = overlay(config, table, root=Path.cwd(), prefix=COMMAND_LINE)
            self._by_config[key] = Linter(config, progress=self.progress)
        return self._by_config[key]
