"""One Linter per configuration file, with a front end's settings laid over: the one policy.

`rblint` on many drafts, `rblint audit`, `rblint report` and the language server all lint
drafts from several projects at once, each under its own config file. Which config a
draft gets, how the front end's options (command-line flags, editor settings) are laid
over it, which drafts share a linter and what happens when a config file is broken were
written three times; they are decided here. A front end says only what differs: the name
its options go by in an error, where a draft without a config file belongs, and whether a
broken config file is fatal (the command line) or replaced by a fallback (the editor,
which must keep linting while the user fixes the file).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Iterable

from .config import CONFIG_FILE_NAMES, Config, ConfigError, find_config_file, load_config, overlay
from .linter import Linter
from .safe_read import resolve_safely

if TYPE_CHECKING:  # pragma: no cover
    from .bibliography.model import Bibliography

LinterFactory = Callable[[Config], Linter]
# A broken config: (the draft, its config file or None, the error) -> the config to use instead.
Fallback = Callable[[Path, "Path | None", ConfigError], Config]


class LinterPool:
    """The linter of each draft, one per configuration file (drafts without one: one per
    folder, or one per ``project_root`` when the front end has a workspace)."""

    def __init__(self, explicit: Path | None, overrides: dict[str, Any], progress: Any = None, *,
                 prefix: str = "command line", overlay_root: Path | None = None,
                 project_root: Path | None = None, factory: LinterFactory | None = None,
                 fallback: Fallback | None = None) -> None:
        self.explicit = explicit
        self.overrides = overrides
        self.progress = progress  # a TerminalProgress on an interactive terminal, else None
        self.prefix = prefix
        self.overlay_root = overlay_root
        self.project_root = project_root
        self.factory: LinterFactory = factory or (lambda config: Linter(config, progress=self.progress))
        self.fallback = fallback
        self._by_key: dict[Path, Linter] = {}
        self._config_files: dict[Path, Path | None] = {}  # a folder's config file, looked up once

    def _config_file(self, draft: Path) -> Path | None:
        """The draft's config file: the explicit one, else found walking up from its folder
        (once per folder: a corpus has thousands of drafts in a few folders)."""
        if self.explicit is not None:
            return self.explicit
        folder = draft if draft.is_dir() else draft.parent
        if folder not in self._config_files:
            self._config_files[folder] = find_config_file(draft)
        return self._config_files[folder]

    def key_for(self, draft: Path) -> Path:
        """Which linter ``draft`` shares: its config file's, else its project's."""
        config_path = self._config_file(draft)
        if config_path is not None:
            return config_path
        # Without a config file the project is the draft's folder, never the current folder:
        # run from a parent folder, `../outside/` must stay outside.
        return self.project_root if self.project_root is not None else resolve_safely(draft).parent

    def linter_for(self, draft: Path) -> Linter:
        """The draft's linter; a broken config raises ConfigError unless a fallback is given."""
        key = self.key_for(draft)
        if key not in self._by_key:
            config_path = self._config_file(draft)
            try:
                config = self.config_for(draft, config_path)
                linter = self.factory(config)  # checks the config's rule codes
            except ConfigError as error:
                if self.fallback is None:
                    raise
                linter = self.factory(self.fallback(draft, config_path, error))
            self._by_key[key] = linter
        return self._by_key[key]

    def config_for(self, draft: Path, config_path: Path | None) -> Config:
        """The config file's settings (or the defaults) with the front end's laid over."""
        config = load_config(config_path, start=draft)
        table = dict(self.overrides)
        if "extend-ignore" in table:  # --ignore adds to the configured codes
            table["ignore"] = [*config.ignore, *table.pop("extend-ignore")]
        if "extend-select" in table:  # so does --extend-select
            table["extend-select"] = [*config.extend_select, *table["extend-select"]]
        root = self.overlay_root if self.overlay_root is not None else Path.cwd()
        return overlay(config, table, root=root, prefix=self.prefix)


def depends_on(path: Path, configs: Iterable[Config], bibliographies: Iterable["Bibliography"]) -> bool:
    """Whether a file changed on disk can change the findings of drafts linted under
    ``configs`` with ``bibliographies``: a config file, a bibliography, a configured source,
    anything in a papers folder, or a file an entry points to (or was read from). The editor
    asks on every file event, so everything else (a build folder, another draft) costs no check."""
    if path.name in CONFIG_FILE_NAMES:
        return True
    resolved = resolve_safely(path)
    for config in configs:
        if resolved in {resolve_safely(item) for item in config.bibliography} or resolved in set(config.sources.values()):
            return True
        if any(resolve_safely(folder) in resolved.parents for folder in config.papers):
            return True
    for bibliography in bibliographies:
        for entry in bibliography.entries:
            for known in (entry.file, entry.origin_path):
                if known is not None and resolve_safely(known) == resolved:
                    return True
    return False
