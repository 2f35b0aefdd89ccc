"""Every rule has complete metadata, and docs/rules/ matches the code."""

from __future__ import annotations

import importlib.util
import re
from pathlib import Path

import pytest

from rblint.engine.registry import all_rules
from rblint.engine.rule import Phase

REPO = Path(__file__).resolve().parents[1]


@pytest.mark.parametrize("rule", all_rules(), ids=lambda rule: rule.code)
def test_rule_metadata_complete(rule: type) -> None:
    assert re.fullmatch(r"RB\d{3}", rule.code)
    assert re.fullmatch(r"[a-z]+(-[a-z]+)*", rule.name)
    assert rule.summary and "\n" not in rule.summary
    assert rule.explanation.strip() and rule.bad_example.strip() and rule.good_example.strip()
    assert rule.bad_example.strip() != rule.good_example.strip()
    assert isinstance(rule.phase, Phase)


def test_codes_and_names_unique() -> None:
    rules = all_rules()
    assert len({rule.code for rule in rules}) == len(rules)
    assert len({rule.name for rule in rules}) == len(rules)


def test_rule_modules_one_per_rule() -> None:
    for rule in all_rules():
        module = rule.__module__
        assert module.startswith("rblint.rules.rb"), module
        assert module.split(".")[-1].startswith(rule.code.lower()), module


def test_generated_docs_are_current() -> None:
    spec = importlib.util.spec_from_file_location("gen_rule_docs", REPO / "scripts" / "gen_rule_docs.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    for name, text in module.pages().items():
        page = REPO / "docs" / "rules" / name
        assert page.is_file(), f"missing {page}: run python scripts/gen_rule_docs.py"
        assert page.read_text(encoding="utf-8") == text, f"{page} is stale: run python scripts/gen_rule_docs.py"


def test_the_readmes_rules_table_is_the_registry() -> None:
    """README's table says for each rule its severity, phase, what it needs and its summary."""
    from rblint.engine.registry import all_rules

    readme = (Path(__file__).resolve().parents[1] / "README.md").read_text(encoding="utf-8")
    for rule in all_rules():
        row = (f"| [{rule.code}](docs/rules/{rule.code}-{rule.name}.md) | {rule.name} | {rule.default_severity.label} | "
               f"{rule.phase.value} | {rule.needs} | {rule.summary} |")
        assert row in readme, rule.code
