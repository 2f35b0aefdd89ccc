"""Property tests over generated drafts: parsing and the instant rules never raise, and no
prose is dropped - every word written as prose appears in a parsed sentence.

Drafts are built from the Markdown that real drafts mix: paragraphs, nested lists and
block quotes, HTML comments, code spans, inline math, markers of every style, headings,
a References section. Prose words are unique tokens (``w17``) so "dropped" is exact.
"""

from __future__ import annotations

from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rblint.engine.config import Config
from rblint.engine.linter import Linter
from rblint.engine.markdown import parse_draft
from rblint.engine.rule import Phase

MARKERS = ["[1]", "[2, 3]", "[1-3]", "[@smith2020]", "[@a; @b, p. 4]", "(Smith, 2020)", "[^1]", "[99999]", ""]
DECORATIONS = ["", " <!-- note -->", " `code x`", " $x^2$", " **bold**", " <!--$$-->]"]


@st.composite
def drafts(draw: st.DrawFn) -> tuple[str, list[str]]:
    counter = iter(range(10**6))
    words: list[str] = []

    def sentence() -> str:
        tokens = [f"w{next(counter)}" for _ in range(draw(st.integers(3, 8)))]
        words.extend(tokens)
        marker = draw(st.sampled_from(MARKERS))
        decoration = draw(st.sampled_from(DECORATIONS))
        return " ".join(tokens) + (" " + marker if marker else "") + decoration + "."

    blocks: list[str] = []
    for _ in range(draw(st.integers(1, 8))):
        kind = draw(st.sampled_from(["paragraph", "list", "quote", "heading", "comment"]))
        if kind == "paragraph":
            blocks.append(" ".join(sentence() for _ in range(draw(st.integers(1, 4)))))
        elif kind == "list":
            depth = draw(st.one_of(st.integers(1, 12), st.integers(45, 60)))  # past the parser's limit too
            blocks.append("\n".join("  " * level + "- " + sentence() for level in range(depth)))
        elif kind == "quote":
            depth = draw(st.one_of(st.integers(1, 25), st.integers(95, 120)))
            blocks.append("\n".join(">" * level + " " + sentence() for level in range(1, depth + 1)))
        elif kind == "heading":
            blocks.append("## Heading " + draw(st.text("abc ", min_size=1, max_size=10)).strip())
        else:
            blocks.append("<!-- " + draw(st.text("abc -", max_size=20)).replace("--", "") + " -->")
    blocks.append("## References\n\n1. Smith, J. (2020). Title.\n2. Lee, K. (2021). Other.\n3. Wu, L. (2019). Third.")
    return "\n\n".join(blocks) + "\n", words


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(drafts())
def test_no_prose_word_is_dropped(case: tuple[str, list[str]]) -> None:
    text, words = case
    draft = parse_draft(text, Path("draft.md"))
    parsed = {token for sentence in draft.sentences for token in sentence.text.replace(".", " ").split()}
    missing = [word for word in words if word not in parsed]
    assert not missing, (missing[:5], text[:400])


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.text(max_size=400))
def test_instant_rules_never_raise_on_arbitrary_text(text: str) -> None:
    result = Linter(Config(root=Path.cwd())).lint_text(text, Path("fuzz.md"), (Phase.INSTANT,))
    assert not result.failures, result.failures
