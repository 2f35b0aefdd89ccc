"""Which rules exist: discovered as plugins, so the engine never imports a rule module.

Rules register under the ``rblint.rules`` entry-point group (the built-in ones in
pyproject.toml, a third-party package in its own), the way flake8 finds its plugins.
An entry point names one :class:`~rblint.engine.rule.Rule` subclass or a list of them.
The :class:`RuleSet` also checks the rule codes a configuration names: that needs the
rules, so it happens here and not in ``engine/config.py``.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from importlib.metadata import entry_points
from typing import TYPE_CHECKING, Any, Iterable, Iterator

from .config import Config, ConfigError, did_you_mean

if TYPE_CHECKING:  # pragma: no cover
    from .rule import Rule

ENTRY_POINT_GROUP = "rblint.rules"


class RuleDiscoveryError(Exception):
    """No rules, two rules with one code, or an entry point that is not a rule; says which."""


@dataclass(frozen=True)
class RuleSet:
    """The rules of one run, sorted by code; answers code and prefix questions."""

    rules: tuple[type["Rule"], ...]

    @classmethod
    def of(cls, rules: Iterable[type["Rule"]]) -> "RuleSet":
        ordered = tuple(sorted(rules, key=lambda rule: rule.code))
        codes = [rule.code.upper() for rule in ordered]
        doubled = sorted({code for code in codes if codes.count(code) > 1})
        if doubled:
            raise RuleDiscoveryError(f"two rules share the code {', '.join(doubled)}")
        return cls(ordered)

    def __iter__(self) -> Iterator[type["Rule"]]:
        return iter(self.rules)

    def __len__(self) -> int:
        return len(self.rules)

    def by_code(self, code_or_name: str) -> type["Rule"] | None:
        """A rule by its code (``RB004``) or kebab-case name (``unsupported-claim``)."""
        wanted = code_or_name.strip()
        for rule in self.rules:
            if rule.code.upper() == wanted.upper() or rule.name == wanted.lower():
                return rule
        return None

    def selects_any(self, prefix: str) -> bool:
        """True when ``prefix`` selects at least one rule (``RB``, ``RB00``, ``RB004``, ``ALL``)."""
        if prefix == "ALL":
            return True
        return any(rule.code.upper().startswith(prefix.upper()) for rule in self.rules)

    def check_config(self, config: Config) -> None:
        """Raise :class:`ConfigError` (file and key) for a code that names no rule, and for a
        rule option no rule declares or set out of its declared range."""
        for reference in config.rule_codes:
            if reference.exact:
                if self.by_code(reference.code) is None or len(reference.code) < 5:
                    raise ConfigError(f"unknown rule code {reference.code!r}", config.path, reference.key)
            elif not self.selects_any(reference.code):
                raise ConfigError(f"unknown rule code or prefix {reference.code!r}", config.path, reference.key)
        self.check_options(config)

    def check_options(self, config: Config) -> None:
        """Raise :class:`ConfigError` (file and key) for a rule option that no rule declares or
        that is out of its declared range."""
        declared = {option.key: option for rule in self.rules for option in rule.options}
        for setting in config.rule_options:  # the options the rules declare: names and ranges
            option = declared.get(setting.name)
            if option is None:
                close = did_you_mean(setting.name, declared)
                hint = f" (did you mean '{close}'?)" if close else ""
                known = ", ".join(sorted(declared)) or "none"
                raise ConfigError(f"unknown key{hint}; the installed rules read: {known}", setting.path, setting.key)
            if not option.low <= setting.value <= option.high:
                raise ConfigError(f"must be between {option.low:g} and {option.high:g}, got {setting.value:g}",
                                  setting.path, setting.key)


def _rules_of(value: Any, name: str) -> list[type["Rule"]]:
    from .rule import Rule

    candidates = list(value) if isinstance(value, (list, tuple)) else [value]
    for candidate in candidates:
        if not (isinstance(candidate, type) and issubclass(candidate, Rule)):
            raise RuleDiscoveryError(f"entry point {name!r} of {ENTRY_POINT_GROUP!r} is not a Rule subclass: {candidate!r}")
    return candidates


@lru_cache(maxsize=1)
def installed_rules() -> RuleSet:
    """Every rule registered under ``rblint.rules`` (loaded once per process)."""
    found: list[type["Rule"]] = []
    for point in entry_points(group=ENTRY_POINT_GROUP):
        try:
            value = point.load()
        except Exception as error:  # a broken plugin is named, not hidden
            raise RuleDiscoveryError(f"cannot load rule plugin {point.name!r} ({point.value}): {error}") from None
        found.extend(_rules_of(value, point.name))
    if not found:
        raise RuleDiscoveryError(
            f"no rules are registered under the {ENTRY_POINT_GROUP!r} entry points: is rblint installed "
            "(`pip install -e .` in a checkout)?"
        )
    return RuleSet.of(dict.fromkeys(found))


def all_rules() -> tuple[type["Rule"], ...]:
    """The installed rules, sorted by code."""
    return installed_rules().rules


def rule_by_code(code_or_name: str) -> type["Rule"] | None:
    return installed_rules().by_code(code_or_name)


def known_code_prefix(prefix: str) -> bool:
    return installed_rules().selects_any(prefix)
