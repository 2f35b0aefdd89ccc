"""Suppression comments silence exactly what they name, where they say."""

from __future__ import annotations

from pathlib import Path
from typing import ClassVar, Iterable

from rblint.engine.config import Config
from rblint.engine.diagnostics import Diagnostic, Severity
from rblint.engine.linter import Linter
from rblint.engine.rule import Rule, RuleContext


class FlagWordA(Rule):
    """Test rule: flags every occurrence of the word FLAG."""

    code: ClassVar[str] = "RB001"
    name: ClassVar[str] = "test-flag"
    summary = "flags FLAG"
    explanation = bad_example = good_example = "x"
    default_severity = Severity.WARNING

    def check(self, context: RuleContext) -> Iterable[Diagnostic]:
        text = context.draft.text
        start = text.find("FLAG")
        while start != -1:
            yield self.diagnostic(context, _span(start, start + 4), "flag")
            start = text.find("FLAG", start + 1)


class FlagWordB(FlagWordA):
    code: ClassVar[str] = "RB002"
    name: ClassVar[str] = "test-flag-b"


def _span(start: int, end: int):  # noqa: ANN202 - tiny helper
    from rblint.engine.document import Span

    return Span(start, end)


def lint(text: str) -> list[tuple[int, str]]:
    linter = Linter(Config(root=Path("/tmp")), rules=[FlagWordA, FlagWordB])
    result = linter.lint_text(text, Path("/tmp/draft.md"))
    return [(result.draft.source.line_of(d.span.start) + 1, d.code) for d in result.diagnostics]


def test_disable_enable_region_for_one_code() -> None:
    text = "One FLAG here.\n\n<!-- rblint-disable RB001 -->\n\nTwo FLAG here.\n\n<!-- rblint-enable -->\n\nThree FLAG here.\n"
    found = lint(text)
    assert (1, "RB001") in found and (9, "RB001") in found
    assert (5, "RB001") not in found
    assert (5, "RB002") in found  # other codes still reported inside the region


def test_disable_without_codes_silences_everything_until_enable() -> None:
    text = "<!-- rblint-disable -->\nA FLAG.\n<!-- rblint-enable -->\nB FLAG.\n"
    assert lint(text) == [(4, "RB001"), (4, "RB002")]


def test_disable_next_line_skips_blank_lines_and_only_that_line() -> None:
    text = "<!-- rblint-disable-next-line RB002 -- reviewed by hand -->\n\nA FLAG.\nB FLAG.\n"
    assert lint(text) == [(3, "RB001"), (4, "RB001"), (4, "RB002")]


def test_disable_file() -> None:
    assert lint("<!-- rblint-disable-file RB001 -->\nA FLAG.\n") == [(2, "RB002")]


def test_prefix_codes_match() -> None:
    text = "<!-- rblint-disable-next-line RB00 -->\nA FLAG.\n"
    assert lint(text) == []


def test_unrelated_comment_does_nothing() -> None:
    assert len(lint("<!-- a note to self -->\nA FLAG.\n")) == 2
