"""Configuration: ``[tool.rblint]`` in pyproject.toml, or rblint.toml / .rblint.toml.

Found by walking up from the draft. Every key is documented in docs/configuration.md;
an unknown key or a bad value raises :class:`ConfigError` naming the file and the key,
so a typo never silently disables a rule.
"""

from __future__ import annotations

import math
import os
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, Iterable

from .bounded_parsing import parse_toml
from .diagnostics import Severity
from .safe_read import FileRefused, expand_home, read_text

CONFIG_FILE_NAMES = ("rblint.toml", ".rblint.toml", "pyproject.toml")


class ConfigError(Exception):
    """A configuration problem, with the file and key it concerns."""

    def __init__(self, message: str, path: Path | None = None, key: str | None = None) -> None:
        self.path = path
        self.key = key
        where = str(path) if path else "configuration"
        if key:
            where += f": key '{_printable(key)}'"
        super().__init__(f"{where}: {_printable(message)}")
        self.detail = message


def _printable(text: str) -> str:
    """One line whatever a key or value holds: control characters written as escapes."""
    return "".join(character if character.isprintable() else character.encode("unicode_escape").decode("ascii")
                   for character in text)


@dataclass(frozen=True)
class ModelConfig:
    backend: str = "default"  # default | alignscore | nli | embedding
    path: Path | None = None  # checkpoint file or model directory for alignscore / nli
    tokenizer: Path | None = None  # tokenizer/config directory (alignscore)
    device: str = "cpu"
    top_k: int = 3  # chunks per claim sentence after retrieval pruning
    exhaustive: bool = False  # score every chunk, as the AlignScore reference does
    context: str = "auto"  # auto (the backend's own unit) | chunk | window
    max_sentences: int = 1000  # cited sentences the model rules check per draft; the rest are reported once
    batch_size: int = 16
    precision: str = "fp32"  # fp32 | bf16 | int8
    contrast: bool = True  # RB005's contrast check (a sentence model; docs/claim-support.md)


@dataclass(frozen=True)
class Thresholds:
    """The ``[thresholds]`` table: rule options by key (``support``, ``needs-reference``...).

    Which keys exist, and their ranges, is declared by the rules that read them
    (:class:`rblint.engine.rule.RuleOption`) and checked by the rule set; a key left unset
    means "use the value calibrated on labelled data" (shipped with each model)."""

    values: dict[str, float] = field(default_factory=dict)

    def get(self, key: str) -> float | None:
        return self.values.get(key)


@dataclass(frozen=True)
class IndexConfig:
    max_pages: int = 300
    max_file_mb: float = 100.0
    timeout: float = 120.0  # seconds per source file
    processes: int = 0  # processes reading a long PDF's pages; 0 = auto (cores, at most 4)

    def parse_processes(self) -> int:
        """How many processes read one PDF's pages (``processes``, or the core count up to 4)."""
        if self.processes > 0:
            return self.processes
        return max(1, min(4, os.cpu_count() or 1))


@dataclass(frozen=True)
class RuleCodeReference:
    """A rule code the configuration names, and where: checked against the installed rules
    by :meth:`rblint.engine.registry.RuleSet.check_config` (the config knows no rules)."""

    key: str
    code: str
    exact: bool = False  # a full code (severity tables), not a prefix (select, ignore)


@dataclass(frozen=True)
class OptionReference:
    """A rule option the configuration sets, and where: checked against the options the
    installed rules declare by :meth:`rblint.engine.registry.RuleSet.check_config`."""

    key: str  # the full key, for the error ("tool.rblint.thresholds.support")
    name: str  # the option ("support")
    value: float
    path: Path | None = None  # the file that set it (None: a front end's settings)


@dataclass(frozen=True)
class Config:
    """Resolved configuration. Paths are absolute (relative ones resolve against the config file)."""

    root: Path = field(default_factory=Path.cwd)
    path: Path | None = None  # the file it came from, if any
    papers: tuple[Path, ...] = ()
    library: tuple[Path, ...] = ()  # more folders a bibliography's attachments may live in (e.g. ~/Zotero/storage)
    bibliography: tuple[Path, ...] = ()
    sources: dict[str, Path] = field(default_factory=dict)
    retractions: Path | None = None  # a local copy of the Retraction Watch CSV (RB011)
    select: tuple[str, ...] = ("RB",)
    extend_select: tuple[str, ...] = ()  # added to select (ruff's extend-select)
    ignore: tuple[str, ...] = ()
    severity: dict[str, Severity] = field(default_factory=dict)
    per_file_ignores: dict[str, tuple[str, ...]] = field(default_factory=dict)
    fail_on: Severity = Severity.WARNING
    exclude: tuple[str, ...] = ()
    cache_dir: Path | None = None
    references_headings: tuple[str, ...] = ("references", "bibliography", "works cited", "literature cited", "sources")
    thresholds: Thresholds = field(default_factory=Thresholds)
    model: ModelConfig = field(default_factory=ModelConfig)
    index: IndexConfig = field(default_factory=IndexConfig)
    rule_codes: tuple[RuleCodeReference, ...] = ()  # every code named above, for RuleSet.check_config
    rule_options: tuple[OptionReference, ...] = ()  # every rule option set above, likewise

    def is_selected(self, code: str, path: Path | None = None) -> bool:
        """ruff-style selection: the longest matching prefix wins; ignore beats select on ties."""
        selected = _longest_prefix(code, self.select + self.extend_select)
        ignored = _longest_prefix(code, self.ignore)
        if path is not None:
            for pattern, codes in self.per_file_ignores.items():
                if _path_matches(path, pattern, self.root):
                    ignored = max(ignored, _longest_prefix(code, codes))
        return selected > 0 and selected > ignored

    def with_overrides(self, **changes: Any) -> "Config":
        return replace(self, **changes)


def _longest_prefix(code: str, prefixes: tuple[str, ...]) -> int:
    best = 0
    for prefix in prefixes:
        if prefix == "ALL" or code.upper().startswith(prefix.upper()):
            best = max(best, len(prefix) if prefix != "ALL" else 1)
    return best


def _path_matches(path: Path, pattern: str, root: Path) -> bool:
    try:
        relative = path.resolve().relative_to(root.resolve())
    except ValueError:
        relative = path
    return relative.match(pattern) or Path(path.name).match(pattern) or relative.as_posix() == pattern


# ---------------------------------------------------------------------------
# Loading and validation


def find_config_file(start: Path) -> Path | None:
    """Walk up from ``start`` (a draft or folder) to the first file that configures rblint."""
    directory = start if start.is_dir() else start.parent
    for folder in [directory.resolve(), *directory.resolve().parents]:
        for name in CONFIG_FILE_NAMES:
            candidate = folder / name
            if not candidate.is_file():
                continue
            if name != "pyproject.toml":
                return candidate
            try:
                text = read_text(candidate, "config")
            except FileRefused:
                continue
            try:
                data = parse_toml(text)
            except ValueError:
                if "tool.rblint" in text:  # meant for rblint but broken: say so (load_config will)
                    return candidate
                continue
            tool = data.get("tool", {})
            if isinstance(tool, dict) and "rblint" in tool:
                return candidate
    return None


def load_config(path: Path | None = None, *, start: Path | None = None) -> Config:
    """Load ``path``, or the file found above ``start``, or the defaults (root = cwd)."""
    if path is None and start is not None:
        path = find_config_file(start)
    if path is None:
        root = (start if start is not None and start.is_dir() else (start.parent if start else Path.cwd())).resolve()
        return Config(root=root)
    path = path.resolve()
    try:
        text = read_text(path, "config")
    except FileRefused as error:
        raise ConfigError(error.reason, path) from None
    try:
        data = parse_toml(text)
    except ValueError as error:
        raise ConfigError(f"invalid TOML: {error}", path) from None
    if path.name == "pyproject.toml":
        tool = data.get("tool", {})
        if not isinstance(tool, dict):
            raise ConfigError("[tool] must be a table", path)
        table = tool.get("rblint", {})
        prefix = "tool.rblint"
    else:
        table = data
        prefix = ""
    return config_from_mapping(table, root=path.parent, path=path, prefix=prefix)


def config_from_mapping(
    table: dict[str, Any], *, root: Path, path: Path | None = None, prefix: str = ""
) -> Config:
    """Validate a mapping (a TOML table, or LSP initializationOptions) into a Config."""
    return _read_over(Config(root=root, path=path), table, root=root, path=path, prefix=prefix)


def _read_over(base: Config, table: Any, *, root: Path, path: Path | None, prefix: str) -> Config:
    if not isinstance(table, dict):
        raise ConfigError("expected a table of settings", path, prefix or None)
    return _Reader(root=root, path=path, prefix=prefix).read(table, base)


class _Reader:
    def __init__(self, root: Path, path: Path | None, prefix: str) -> None:
        self.root = root
        self.path = path
        self.prefix = prefix
        self.rule_codes: list[RuleCodeReference] = []
        self.rule_options: list[OptionReference] = []

    def key(self, *parts: str) -> str:
        return ".".join(part for part in (self.prefix, *parts) if part)

    def fail(self, key: str, message: str) -> ConfigError:
        return ConfigError(message, self.path, key)

    def check_keys(self, table: dict[str, Any], allowed: set[str], *parents: str) -> None:
        for name in table:
            if name not in allowed:
                hint = did_you_mean(name, allowed)
                raise self.fail(self.key(*parents, name), "unknown key" + (f" (did you mean '{hint}'?)" if hint else ""))

    def typed(self, value: Any, kind: type | tuple[type, ...], key: str, what: str) -> Any:
        if isinstance(value, bool) and kind in (int, float, (int, float)):
            raise self.fail(key, f"expected {what}, got {value!r}")
        if not isinstance(value, kind):
            raise self.fail(key, f"expected {what}, got {type(value).__name__} {value!r}")
        return value

    def string_list(self, value: Any, key: str) -> tuple[str, ...]:
        if isinstance(value, str):
            value = [value]
        self.typed(value, list, key, "a list of strings")
        for item in value:
            self.typed(item, str, key, "a list of strings")
        return tuple(value)

    def path_list(self, value: Any, key: str) -> tuple[Path, ...]:
        return tuple(self.resolve(item, key) for item in self.string_list(value, key))

    def resolve(self, value: str, key: str = "") -> Path:
        if "\x00" in value:
            raise self.fail(key, "a path may not contain a NUL character")
        candidate = expand_home(value)
        try:
            return candidate if candidate.is_absolute() else (self.root / candidate).resolve()
        except (OSError, RuntimeError, ValueError) as error:  # a symlink loop, a name too long
            raise self.fail(key, f"cannot use this path ({error})") from None

    def codes(self, value: Any, key: str) -> tuple[str, ...]:
        codes = tuple(code.upper() if code != "ALL" else code for code in self.string_list(value, key))
        self.rule_codes.extend(RuleCodeReference(key, code) for code in codes)
        return codes

    def number(self, value: Any, key: str, low: float, high: float, integer: bool = False) -> Any:
        kind: Any = int if integer else (int, float)
        self.typed(value, kind, key, "an integer" if integer else "a number")
        if not low <= value <= high:
            raise self.fail(key, f"must be between {low:g} and {high:g}, got {value}")
        return value

    def read(self, table: dict[str, Any], base: Config) -> Config:
        """``base`` with the keys of ``table`` read over it: top-level keys replace, the
        tables ``thresholds``, ``model``, ``index`` and the maps ``severity``, ``sources``
        merge key by key (for a file, ``base`` is the defaults)."""
        allowed = {
            "papers", "library", "bibliography", "sources", "retractions", "select", "extend-select", "ignore", "severity",
            "per-file-ignores",
            "fail-on", "exclude", "cache-dir", "references-headings", "thresholds", "model", "index",
        }
        self.check_keys(table, allowed)
        values: dict[str, Any] = {}
        for name, value in table.items():
            key = self.key(name)
            if name == "papers":
                values["papers"] = self.path_list(value, key)
            elif name == "library":
                values["library"] = self.path_list(value, key)
            elif name == "retractions":
                values["retractions"] = self.resolve(self.typed(value, str, key, "a path string"), key)
            elif name == "bibliography":
                values["bibliography"] = self.path_list(value, key)
            elif name == "sources":
                self.typed(value, dict, key, "a table of key = path")
                values["sources"] = {**base.sources, **{
                    entry: self.resolve(self.typed(target, str, self.key(name, entry), "a path string"), self.key(name, entry))
                    for entry, target in value.items()
                }}
            elif name in ("select", "ignore"):
                values[name] = self.codes(value, key)
            elif name == "extend-select":
                values["extend_select"] = self.codes(value, key)
            elif name == "severity":
                self.typed(value, dict, key, "a table of CODE = severity")
                severities = {}
                for code, level in value.items():
                    subkey = self.key(name, code)
                    self.rule_codes.append(RuleCodeReference(subkey, code.upper(), exact=True))
                    try:
                        severities[code.upper()] = Severity.parse(self.typed(level, str, subkey, "info, warning or error"))
                    except ValueError as error:
                        raise self.fail(subkey, str(error)) from None
                values["severity"] = {**base.severity, **severities}
            elif name == "per-file-ignores":
                self.typed(value, dict, key, "a table of glob = [codes]")
                for pattern in value:
                    if not pattern.strip():
                        raise self.fail(key, "a glob pattern may not be empty")
                values["per_file_ignores"] = {
                    pattern: self.codes(codes, self.key(name, pattern)) for pattern, codes in value.items()
                }
            elif name == "fail-on":
                try:
                    values["fail_on"] = Severity.parse(self.typed(value, str, key, "info, warning or error"))
                except ValueError as error:
                    raise self.fail(key, str(error)) from None
            elif name == "exclude":
                values["exclude"] = self.string_list(value, key)
                if any(not pattern.strip() for pattern in values["exclude"]):
                    raise self.fail(key, "a glob pattern may not be empty")
            elif name == "cache-dir":
                values["cache_dir"] = self.resolve(self.typed(value, str, key, "a path string"), key)
            elif name == "references-headings":
                values["references_headings"] = tuple(item.lower() for item in self.string_list(value, key))
            elif name == "thresholds":
                values["thresholds"] = self.read_thresholds(value, base.thresholds)
            elif name == "model":
                values["model"] = self.read_model(value, base.model)
            elif name == "index":
                values["index"] = self.read_index(value, base.index)
        return replace(base, **values, rule_codes=base.rule_codes + tuple(self.rule_codes),
                       rule_options=base.rule_options + tuple(self.rule_options))

    def read_thresholds(self, table: Any, base: Thresholds) -> Thresholds:
        """Numbers by option key; which keys the rules know is checked by the rule set."""
        self.typed(table, dict, self.key("thresholds"), "a table")
        values = dict(base.values)
        for name, value in table.items():
            key = self.key("thresholds", name)
            number = float(self.typed(value, (int, float), key, "a number"))
            if not math.isfinite(number):
                raise self.fail(key, f"must be a finite number, got {value}")
            values[name] = number
            self.rule_options.append(OptionReference(key, name, number, self.path))
        return Thresholds(values)

    def read_model(self, table: Any, base: ModelConfig) -> ModelConfig:
        self.typed(table, dict, self.key("model"), "a table")
        allowed = {"backend", "path", "tokenizer", "device", "top-k", "exhaustive", "context", "batch-size",
                   "precision", "max-sentences", "contrast"}
        self.check_keys(table, allowed, "model")
        values: dict[str, Any] = {}
        for name, value in table.items():
            key = self.key("model", name)
            if name == "backend":
                from .backends import BACKEND_NAMES

                if value not in BACKEND_NAMES:
                    raise self.fail(key, f"unknown backend {value!r} (use one of: {', '.join(BACKEND_NAMES)})")
                values["backend"] = value
            elif name in ("path", "tokenizer"):
                values[name] = self.resolve(self.typed(value, str, key, "a path string"), key)
            elif name == "device":
                values["device"] = self.typed(value, str, key, "a device name such as 'cpu' or 'cuda'")
            elif name == "top-k":
                values["top_k"] = self.number(value, key, 1, 10, integer=True)
            elif name == "exhaustive":
                values["exhaustive"] = self.typed(value, bool, key, "true or false")
            elif name == "contrast":
                values["contrast"] = self.typed(value, bool, key, "true or false")
            elif name == "context":
                if value not in ("auto", "chunk", "window"):
                    raise self.fail(key, f"unknown context unit {value!r} (use auto, chunk or window)")
                values["context"] = value
            elif name == "max-sentences":
                values["max_sentences"] = self.number(value, key, 1, 1_000_000, integer=True)
            elif name == "batch-size":
                values["batch_size"] = self.number(value, key, 1, 1024, integer=True)
            elif name == "precision":
                if value not in ("fp32", "bf16", "int8"):
                    raise self.fail(key, f"unknown precision {value!r} (use fp32, bf16 or int8)")
                values["precision"] = value
        return replace(base, **values)

    def read_index(self, table: Any, base: IndexConfig) -> IndexConfig:
        self.typed(table, dict, self.key("index"), "a table")
        self.check_keys(table, {"max-pages", "max-file-mb", "timeout", "processes"}, "index")
        values: dict[str, Any] = {}
        for name, value in table.items():
            key = self.key("index", name)
            if name == "max-pages":
                values["max_pages"] = self.number(value, key, 1, 100_000, integer=True)
            elif name == "max-file-mb":
                values["max_file_mb"] = float(self.number(value, key, 0.001, 10_000))
            elif name == "timeout":
                values["timeout"] = float(self.number(value, key, 0.1, 86_400))
            elif name == "processes":
                values["processes"] = self.number(value, key, 0, 64, integer=True)
        return replace(base, **values)


def overlay(base: Config, table: dict[str, Any], *, root: Path, prefix: str = "") -> Config:
    """``base`` with the settings in ``table`` laid over it: the one config overlay (the
    editor's client settings, the command line's options).

    ``table`` has the config file's keys, read by the same reader (errors name
    ``prefix.key``); relative paths resolve against ``root``. Top-level keys replace; the
    tables ``thresholds``, ``model``, ``index`` and the maps ``severity``, ``sources``
    merge key by key. The rule codes both name are checked later, by the rule set."""
    if not table:
        return base
    return _read_over(base, table, root=root, path=None, prefix=prefix)


def did_you_mean(name: str, allowed: Iterable[str]) -> str | None:
    """The closest allowed key to a misspelt one (config keys and rule options alike)."""
    import difflib

    matches = difflib.get_close_matches(name, sorted(allowed), n=1, cutoff=0.6)
    return matches[0] if matches else None


def cache_directory(config: Config) -> Path:
    """Where persistent caches live: config ``cache-dir``, else $RBLINT_CACHE_DIR, else the user cache dir."""
    import os

    if config.cache_dir is not None:
        return config.cache_dir
    override = os.environ.get("RBLINT_CACHE_DIR")
    if override:
        return Path(override)
    from .cache import default_cache_dir

    return default_cache_dir()
