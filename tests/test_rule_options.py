"""Rule options are declared on the rule (engine/rule.py: RuleOption): the config's check,
`rblint rule`, the docs page and the VS Code settings all follow that one declaration."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Iterable

import pytest
from click.testing import CliRunner

from rblint.engine.config import ConfigError, config_from_mapping
from rblint.engine.diagnostics import Diagnostic
from rblint.engine.document import Span
from rblint.engine.linter import Linter
from rblint.engine.registry import RuleSet, installed_rules
from rblint.engine.rule import Rule, RuleContext, RuleOption
from rblint.engine.scoring.calibration import CONTRADICTION_OPTION, SUPPORT_OPTION

REPO = Path(__file__).resolve().parents[1]


def declared() -> dict[str, tuple[str, RuleOption]]:
    return {option.key: (rule.code, option) for rule in installed_rules().rules for option in rule.options}


def test_the_keys_the_verdicts_read_are_declared_by_rules() -> None:
    options = declared()
    assert options[SUPPORT_OPTION][0] == "RB004" and options[CONTRADICTION_OPTION][0] == "RB005"
    assert options["needs-reference"][0] == "RB006"


def test_every_declared_option_has_its_vscode_setting_and_no_setting_is_left_over() -> None:
    package = json.loads((REPO / "clients" / "vscode" / "package.json").read_text(encoding="utf-8"))
    properties = package["contributes"]["configuration"]["properties"]
    mapping = (REPO / "clients" / "vscode" / "src" / "settings.ts").read_text(encoding="utf-8")
    for key, (code, option) in declared().items():
        setting = properties[option.editor_setting]
        assert (setting["type"], setting["minimum"], setting["maximum"]) == ("number", option.low, option.high)
        assert setting["markdownDescription"].startswith(f"{code}:") and f"`{option.config_key}`" in setting["markdownDescription"]
        short = option.editor_setting.removeprefix("rblint.")
        assert f'{{ setting: "{short}", key: ["thresholds", "{key}"], kind: "number" }}' in mapping
    offered = {name for name in properties if name.startswith("rblint.thresholds.")}
    assert offered == {option.editor_setting for _, option in declared().values()}


@pytest.mark.parametrize(("table", "fragment"), [
    ({"suport": 0.5}, "unknown key (did you mean 'support'?)"),
    ({"support": 1.5}, "must be between 0 and 1, got 1.5"),
    ({"needs-reference": -0.1}, "must be between 0 and 1"),
    ({"support": float("nan")}, "must be a finite number"),
    ({"support": "high"}, "expected a number"),
])
def test_a_bad_option_names_file_and_key(tmp_path: Path, table: dict[str, object], fragment: str) -> None:
    config_path = tmp_path / "rblint.toml"
    with pytest.raises(ConfigError) as caught:
        Linter(config_from_mapping({"thresholds": table}, root=tmp_path, path=config_path))
    assert str(config_path) in str(caught.value) and f"key 'thresholds.{next(iter(table))}'" in str(caught.value)
    assert fragment in str(caught.value)


class KnobRule(Rule):
    """A plugin rule with an option of its own: declaring it is the whole change."""

    code = "XY001"
    name = "knob"
    summary = "Reports the configured knob."
    explanation = "A test rule."
    bad_example = "a"
    good_example = "b"
    options = (RuleOption("knob-level", "how loud the knob is", low=0, high=10),)

    def check(self, context: RuleContext) -> Iterable[Diagnostic]:
        value = self.options[0].value(context.config)
        yield self.diagnostic(context, Span(0, 1), f"knob {value}")


def test_a_new_rule_s_option_is_read_checked_and_documented_from_its_declaration(tmp_path: Path) -> None:
    rules = RuleSet.of([KnobRule])
    config = config_from_mapping({"select": ["XY"], "thresholds": {"knob-level": 7}}, root=tmp_path)
    rules.check_config(config)
    draft = tmp_path / "d.md"
    draft.write_text("Some text.\n")
    assert [d.message for d in Linter(config, rules=[KnobRule]).lint_file(draft).diagnostics] == ["knob 7.0"]
    with pytest.raises(ConfigError, match="between 0 and 10, got 11"):
        rules.check_config(config_from_mapping({"thresholds": {"knob-level": 11}}, root=tmp_path))
    with pytest.raises(ConfigError, match="unknown key"):  # the installed rules do not read it
        installed_rules().check_config(config_from_mapping({"thresholds": {"knob-level": 7}}, root=tmp_path))
    assert "`thresholds.knob-level` (0-10; editor: `rblint.thresholds.knobLevel`): how loud" in KnobRule.docs()


def test_rblint_rule_and_rules_list_the_options() -> None:
    from rblint.app import cli

    done = CliRunner().invoke(cli, ["rule", "RB006"])
    assert done.exit_code == 0, done.output
    assert re.search(r"thresholds\.needs-reference.*rblint\.thresholds\.needsReference", done.output)
    listed = json.loads(CliRunner().invoke(cli, ["rules", "--format", "json"]).output)
    by_code = {rule["code"]: rule["options"] for rule in listed}
    assert by_code["RB004"] == [{"key": "thresholds.support", "low": 0.0, "high": 1.0,
                                 "editor_setting": "rblint.thresholds.support",
                                 "summary": declared()["support"][1].summary}]
    assert by_code["RB001"] == []


def test_the_command_line_s_scoring_commands_check_options_too(tmp_path: Path) -> None:
    from rblint.app import cli

    (tmp_path / "rblint.toml").write_text("[thresholds]\nsuport = 0.5\n")
    (tmp_path / "claims.jsonl").write_text(json.dumps({"id": 1, "claim": "x", "source": "y"}) + "\n")
    done = CliRunner().invoke(cli, ["check-claims", str(tmp_path / "claims.jsonl")])
    assert done.exit_code == 2 and "did you mean 'support'" in done.output, done.output
    assert "Traceback" not in done.output
