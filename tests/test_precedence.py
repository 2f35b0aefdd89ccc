"""One finding per problem (engine/precedence.py): the declared precedence, applied once."""

from __future__ import annotations

from pathlib import Path

import pytest

from rblint.app import run
from rblint.engine.config import Config
from rblint.engine.diagnostics import Diagnostic, Severity
from rblint.engine.document import Span
from rblint.engine.linter import Linter
from rblint.engine.precedence import one_per_problem, rule_precedence
from rblint.engine.registry import all_rules

EXAMPLES = Path(__file__).resolve().parents[1] / "examples"


def finding(code: str, start: int, end: int) -> Diagnostic:
    return Diagnostic(code=code, rule=code.lower(), message=code, severity=Severity.WARNING, span=Span(start, end),
                      path=Path("draft.md"))


def test_a_superseding_finding_replaces_the_other_on_its_sentence_only() -> None:
    text = "Prior work has shown that retrieval helps. Our method is new.\n"
    draft = Linter(Config(root=Path(".")), rules=[]).parse(text, Path("draft.md"))
    first, second = draft.sentences[0].span, draft.sentences[1].span
    diagnostics = [finding("RB001", first.start, first.end), finding("RB006", first.start, first.end),
                   finding("RB006", second.start, second.end)]
    kept = one_per_problem(diagnostics, draft, {"RB001": frozenset({"RB006"})})
    assert [(d.code, d.span.start) for d in kept] == [("RB001", first.start), ("RB006", second.start)]


def test_the_declared_precedence_is_the_documented_one() -> None:
    precedence = rule_precedence()
    assert precedence == {"RB001": frozenset({"RB006"}), "RB005": frozenset({"RB004", "RB014"})}
    codes = {rule.code for rule in all_rules()}
    assert all(code in codes for replaced in precedence.values() for code in replaced)
    rb001 = next(rule for rule in all_rules() if rule.code == "RB001")
    assert "replaces the findings of RB006" in rb001.docs()
    rb005 = next(rule for rule in all_rules() if rule.code == "RB005")
    assert "replaces the findings of RB004, RB014" in rb005.docs()


@pytest.mark.slow
def test_the_example_has_one_finding_per_sentence_for_the_attribution(capsys: pytest.CaptureFixture[str]) -> None:
    import json

    run([str(EXAMPLES / "draft.md"), "--format", "json"])
    records = json.loads(capsys.readouterr().out)
    line = next(number for number, text in enumerate((EXAMPLES / "draft.md").read_text().splitlines(), 1)
                if "Prior work has shown" in text)
    assert [record["code"] for record in records if record["line"] == line] == ["RB001"]
