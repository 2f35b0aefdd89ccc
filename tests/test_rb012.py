"""RB012 needs-several-references: info, one cited work where several are usual."""

from __future__ import annotations

from pathlib import Path

import pytest

from rblint.app import run
from rblint.engine.bibliography.model import Bibliography
from rblint.engine.config import Config
from rblint.engine.diagnostics import Severity
from rblint.engine.linter import Linter
from rblint.engine.services import Services
from rblint.rules import ALL_RULES
from rblint.rules.rb012_needs_several_references import NeedsSeveralReferences
from test_rb006 import CLAIM, FakeClassifier, HIGH, ONE_ONLY


def lint(text: str, classifier: FakeClassifier, config: Config) -> list:
    services = Services(config, overrides={"citation_classifier": classifier})
    linter = Linter(config, rules=ALL_RULES, services=services)
    return [d for d in linter.lint_text(text, Path("draft.md"), bibliography=Bibliography()).diagnostics if d.code == "RB012"]


def test_metadata() -> None:
    assert NeedsSeveralReferences in ALL_RULES
    assert NeedsSeveralReferences.default_severity is Severity.INFO
    assert "## What it does" in NeedsSeveralReferences.docs()


def test_only_for_one_cited_work_and_says_why() -> None:
    text = f"{CLAIM} [@smith2020].\n\n{CLAIM} as well [@jones2021].\n\n{CLAIM} twice [@a; @b].\n\n{CLAIM}.\n"
    classifier = FakeClassifier({"as well": ONE_ONLY, CLAIM: HIGH}, several_reasons=("it points to other work (\u201cmany studies\u201d)",))
    (diagnostic,) = lint(text, classifier, Config())
    assert diagnostic.severity is Severity.INFO
    assert diagnostic.message == (
        "Cites one work for a claim that usually rests on several: it points to other work (\u201cmany studies\u201d) (score 0.53)"
    )
    assert text[diagnostic.span.start:diagnostic.span.end].endswith("[@smith2020].")
    assert lint(text, classifier, Config(ignore=("RB012",))) == []


def test_extend_select_on_the_command_line_and_in_the_config(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    draft = tmp_path / "draft.md"
    draft.write_text("Plain text without claims.\n", encoding="utf-8")
    assert run(["check", "--fast", "--select", "RB001", "--extend-select", "RB002", str(draft)]) == 0
    assert run(["check", "--fast", "--extend-select", "RB002,NOPE", str(draft)]) == 2
    assert "NOPE" in capsys.readouterr().err
    (tmp_path / "rblint.toml").write_text('select = ["RB001"]\nextend-select = ["RB012"]\n', encoding="utf-8")
    from rblint.engine.config import load_config

    config = load_config(tmp_path / "rblint.toml")
    assert config.extend_select == ("RB012",)
    assert config.is_selected("RB012") and config.is_selected("RB001") and not config.is_selected("RB006")
