"""Nothing dropped: an invented marker planted in any Markdown construct the parser reads as
text (paragraphs, list items, nested quotes, table cells, footnote definitions) is reported
by RB002, and one in code or a comment is not (hypothesis places them)."""

from __future__ import annotations

from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rblint.engine.config import Config
from rblint.engine.linter import Linter
from rblint.rules.rb002_invented_marker import InventedMarker

CHECKED = [
    "Plain words cite it {m}.",
    "- a list item cites it {m}",
    "1. an ordered item cites it {m}",
    "> a quote cites it {m}",
    "> > a nested quote cites it {m}",
    "- outer\n  - an inner item cites it {m}",
    "| col | other |\n|---|---|\n| a cell cites it {m} | plain |",
    "A note follows.[^n{k}]\n\n[^n{k}]: The note cites it {m}.",
]
IGNORED = [
    "Inline `code {m}` is not prose.",
    "<!-- a comment {m} -->",
    "```\nfenced code {m}\n```",
]
REFERENCES = "\n\n## References\n\n1. Doe, J. (2020). A real paper.\n"


@settings(max_examples=150, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(blocks=st.lists(st.tuples(st.booleans(), st.integers(min_value=0, max_value=100)), min_size=1, max_size=5))
def test_every_planted_invented_marker_is_reported_and_code_is_not(tmp_path: Path, blocks: list) -> None:
    parts, wanted, unwanted = [], set(), set()
    for position, (checked, choice) in enumerate(blocks):
        number = 50 + position
        templates = CHECKED if checked else IGNORED
        parts.append(templates[choice % len(templates)].format(m=f"[{number}]", k=position))
        (wanted if checked else unwanted).add(f"[{number}]")
    text = "\n\n".join(parts) + REFERENCES
    result = Linter(Config(root=tmp_path), rules=[InventedMarker]).lint_text(text, tmp_path / "draft.md")
    reported = {text[d.span.start:d.span.end] for d in result.diagnostics}
    reported = {label if label.startswith("[") else f"[{label}]" for label in reported}
    assert wanted <= reported, (text, reported)
    assert not (unwanted & reported), (text, reported)
