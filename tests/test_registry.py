"""Rules are plugins found through the ``rblint.rules`` entry points; the config's codes
are checked against what was found."""

from __future__ import annotations

from importlib.metadata import EntryPoint
from pathlib import Path
from typing import Iterable

import pytest

from rblint.engine import registry
from rblint.engine.config import ConfigError, config_from_mapping
from rblint.engine.diagnostics import Diagnostic
from rblint.engine.linter import Linter
from rblint.engine.registry import ENTRY_POINT_GROUP, RuleDiscoveryError, RuleSet, installed_rules
from rblint.engine.rule import Rule, RuleContext
from rblint.rules import ALL_RULES


class ShoutingRule(Rule):
    """A third-party rule: flags sentences written in capitals."""

    code = "XY001"
    name = "shouting"
    summary = "A sentence in capitals."
    explanation = "Capitals read as shouting."
    bad_example = "THIS IS LOUD."
    good_example = "This is calm."

    def check(self, context: RuleContext) -> Iterable[Diagnostic]:
        for sentence in context.draft.sentences:
            if sentence.plain.isupper():
                yield self.diagnostic(context, sentence.span, "Sentence in capitals")


NOT_A_RULE = object()


def _points(*values: tuple[str, str]) -> list[EntryPoint]:
    return [EntryPoint(name, value, ENTRY_POINT_GROUP) for name, value in values]


@pytest.fixture
def discovered(monkeypatch: pytest.MonkeyPatch):
    """Replace the installed entry points for one test."""
    def use(*values: tuple[str, str]) -> None:
        monkeypatch.setattr(registry, "entry_points", lambda group: _points(*values) if group == ENTRY_POINT_GROUP else [])
        installed_rules.cache_clear()

    yield use
    installed_rules.cache_clear()


def test_the_built_in_rules_are_registered_through_the_entry_point() -> None:
    installed_rules.cache_clear()
    assert set(installed_rules().rules) == set(ALL_RULES)
    assert [rule.code for rule in installed_rules()] == sorted(rule.code for rule in ALL_RULES)


def test_a_plugin_rule_is_found_and_runs(discovered, tmp_path: Path) -> None:
    discovered(("builtin", "rblint.rules:ALL_RULES"), ("shouting", f"{__name__}:ShoutingRule"))
    assert installed_rules().by_code("XY001") is ShoutingRule and installed_rules().by_code("shouting") is ShoutingRule
    config = config_from_mapping({"select": ["XY"]}, root=tmp_path)
    result = Linter(config).lint_text("# T\n\nTHIS IS LOUD.\n\nThis is calm.\n", tmp_path / "d.md")
    assert [item.code for item in result.diagnostics] == ["XY001"]


@pytest.mark.parametrize(
    ("values", "fragment"),
    [
        ((), "no rules are registered"),
        ((("odd", f"{__name__}:NOT_A_RULE"),), "'odd' of 'rblint.rules' is not a Rule subclass"),
        ((("gone", "no_such_module_for_rblint:Rule"),), "cannot load rule plugin 'gone'"),
        ((("a", f"{__name__}:ShoutingRule"), ("b", "rblint.rules:ALL_RULES"), ("c", "rblint.rules.rb001_missing_citation:MissingCitation")), None),
    ],
)
def test_discovery_problems_are_named(discovered, values, fragment) -> None:
    discovered(*values)
    if fragment is None:  # the same class twice (a list and on its own) is one rule, not a clash
        assert installed_rules().by_code("RB001") is not None
        return
    with pytest.raises(RuleDiscoveryError, match=fragment):
        installed_rules()


def test_two_rules_with_one_code_are_refused() -> None:
    class Clone(ShoutingRule):
        name = "clone"

    with pytest.raises(RuleDiscoveryError, match="XY001"):
        RuleSet.of([ShoutingRule, Clone])


def test_config_codes_are_checked_against_the_rules_found(discovered, tmp_path: Path) -> None:
    config = config_from_mapping({"select": ["XY"], "severity": {"XY001": "error"}}, root=tmp_path, prefix="tool.rblint")
    with pytest.raises(ConfigError, match=r"key 'tool.rblint.select': unknown rule code or prefix 'XY'"):
        installed_rules().check_config(config)
    discovered(("shouting", f"{__name__}:ShoutingRule"))
    installed_rules().check_config(config)  # the plugin makes the same config valid
    with pytest.raises(ConfigError, match=r"key 'severity.XY00': unknown rule code 'XY00'"):
        installed_rules().check_config(config_from_mapping({"severity": {"XY00": "info"}}, root=tmp_path))


def test_codes_laid_over_a_config_are_checked_too(tmp_path: Path) -> None:
    from rblint.engine.config import overlay

    base = config_from_mapping({"select": ["RB"]}, root=tmp_path)
    laid = overlay(base, {"select": ["XX9"]}, root=tmp_path, prefix="settings")
    assert laid.select == ("XX9",)
    with pytest.raises(ConfigError, match=r"key 'settings.select': unknown rule code or prefix 'XX9'"):
        Linter(laid)
    merged = overlay(base, {"severity": {"RB004": "error"}, "model": {"top-k": 5}}, root=tmp_path)
    assert merged.select == ("RB",) and merged.model.top_k == 5 and merged.model.backend == base.model.backend
    Linter(merged)  # valid codes: no error


def test_a_broken_plugin_is_one_line_on_the_command_line(discovered, tmp_path: Path, capsys) -> None:
    from rblint.app import run

    discovered(("gone", "no_such_module_for_rblint:Rule"))
    draft = tmp_path / "d.md"
    draft.write_text("# T\n\nText.\n")
    assert run([str(draft)]) == 2
    err = capsys.readouterr().err
    assert err.startswith("error: cannot load rule plugin 'gone'") and "Traceback" not in err
