"""Nothing dropped: an invented marker planted in any Markdown construct the parser reads as
text (paragraphs, list items, nested quotes, table cells, footnote definitions, the text of
HTML blocks) is reported by RB002, and one in code, a comment, an HTML attribute or a script
is not (hypothesis places them)."""

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
    "<div class=\"note\">\nAn HTML block cites it {m}.\n</div>",
    "<p>A paragraph <em>in HTML</em> cites it {m}</p>",
]
IGNORED = [
    "Inline `code {m}` is not prose.",
    "<!-- a comment {m} -->",
    "```\nfenced code {m}\n```",
    "<div title=\"an attribute {m}\">\n<code>code in HTML {m}</code>\n</div>",
    "<script>\nlet cited = \"{m}\";\n</script>",
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


def _opening_by_scanning_back(local: str, close: int) -> int | None:
    """The reference: the "[" matching the "]" at ``close``, scanning back (quadratic)."""
    depth, index = 0, close - 1
    while index >= 0:
        slashes = 0
        while index - slashes - 1 >= 0 and local[index - slashes - 1] == "\\":
            slashes += 1
        if local[index] in "[]" and slashes % 2 == 0:
            if local[index] == "]":
                depth += 1
            elif depth == 0:
                return index
            else:
                depth -= 1
        index -= 1
    return None


@settings(max_examples=300, deadline=None, derandomize=True)
@given(text=st.text(alphabet="[]\\x ", max_size=40))
def test_bracket_matching_in_one_pass_agrees_with_scanning_back(text: str) -> None:
    from rblint.engine.markdown import _bracket_openings

    openings = _bracket_openings(text)
    for close, char in enumerate(text):
        escaped = (len(text[:close]) - len(text[:close].rstrip("\\"))) % 2 == 1
        if char == "]" and not escaped:  # an escaped "]" closes nothing (the scanner skips it)
            assert openings.get(close) == _opening_by_scanning_back(text, close), (text, close)


def test_thirty_thousand_nested_links_parse(tmp_path: Path) -> None:
    """Matched in one pass (scanning back from each "]" took minutes at this size)."""
    text = "[" * 30000 + "x" + "](y)" * 30000 + " [77]\n" + REFERENCES
    result = Linter(Config(root=tmp_path), rules=[InventedMarker]).lint_text(text, tmp_path / "draft.md")
    assert any(text[d.span.start:d.span.end].strip("[]") == "77" for d in result.diagnostics)
