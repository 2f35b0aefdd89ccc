"""The parser's per-block cache and RB001's cue memo must never go stale.

After each edit, parsing with warm caches must give exactly what a cold parse gives:
same sentences, spans, markers, masks and sections, and the same instant diagnostics.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from rblint.engine import cues, markdown
from rblint.engine.config import Config
from rblint.engine.document import Draft
from rblint.engine.linter import Linter
from rblint.engine.markdown import parse_draft
from rblint.engine.rule import Phase

DRAFT = """---
title: Cache test
---

# Introduction

Prior work has shown that retrieval helps [1]. Smith et al. found the same (Smith & Lee, 2021).
We build on it, e.g. in Sec. 4.1 with `code [2]` and $x [3]$ inline. Studies have found that caches go stale.

> Studies have found that quoting works [@smith2021; @lee2020, p. 4].
> A second quoted line goes on [2].

- A list item according to Wu et al. (2020) is prose.
- Another item cites [1-3] and **bold** text.

It has been shown that footnotes count[^1]. The same paragraph repeats below.

It has been shown that footnotes count[^1]. The same paragraph repeats below.

![A figure of the model](fig.png)

## References

1. Smith, J. (2021). Retrieval helps. papers/a.pdf
2. Lee, K. (2020). Lee's study. papers/b.pdf
3. Wu, Q. (2020). A third paper. papers/c.pdf

[^1]: Smith, J. (2021). Retrieval helps.
"""

EDITS: list[tuple[str, str]] = [
    ("retrieval helps [1]", "retrieval really helps [1]"),  # a word inside a paragraph
    ("[1]. Smith", "[1].\n\nSmith"),  # a paragraph split in two
    ("\n\nSmith", " Smith"),  # and joined again
    ("We build on it", "Earlier studies have shown it"),  # a new cue
    ("- Another item", "- Researchers found another item"),  # inside a list
    ("> A second quoted line goes on [2].\n", ""),  # a line deleted
    ("# Introduction\n", "# Introduction\n\nA new opening paragraph was introduced by Vaswani.\n"),  # everything moves
    ("It has been shown that footnotes count[^1]. The same", "It has been shown that footnotes count. The same"),
]


def structure(draft: Draft) -> list[Any]:
    return [
        (
            s.index, s.span, s.text, s.paragraph_index, s.section, s.masked,
            [(m.span, m.text, m.style, m.narrative, m.items) for m in s.markers],
        )
        for s in draft.sentences
    ] + [(p.index, p.span, p.kind) for p in draft.paragraphs] + [draft.markers, sorted(draft.footnotes)]


def diagnostics(linter: Linter, text: str, path: Path) -> list[Any]:
    result = linter.lint_text(text, path, phases=[Phase.INSTANT])
    return [(d.code, d.span, d.message, d.fixes) for d in result.diagnostics]


def cold(function: Any, *args: Any) -> Any:
    markdown.clear_caches()
    cues.clear_caches()
    return function(*args)


def test_warm_parse_matches_cold_parse_after_each_edit(tmp_path: Path) -> None:
    path = tmp_path / "draft.md"
    text = DRAFT
    markdown.clear_caches()
    parse_draft(text, path)
    for old, new in EDITS:
        assert old in text, old
        text = text.replace(old, new, 1)
        warm = structure(parse_draft(text, path))
        assert warm == structure(cold(parse_draft, text, path)), (old, new)


def test_warm_diagnostics_match_cold_after_each_edit(tmp_path: Path) -> None:
    path = tmp_path / "draft.md"
    linter = Linter(Config(root=tmp_path))
    text = DRAFT
    markdown.clear_caches()
    cues.clear_caches()
    first = diagnostics(linter, text, path)
    assert any(item[0] == "RB001" for item in first)  # the draft exercises the cue memo
    for old, new in EDITS:
        text = text.replace(old, new, 1)
        warm = diagnostics(linter, text, path)
        assert warm == cold(diagnostics, linter, text, path), (old, new)


def test_repeated_paragraphs_get_their_own_offsets(tmp_path: Path) -> None:
    """Two identical paragraphs share one cache entry but not their positions."""
    paragraph = "Prior work has shown this [1]. It holds."
    draft = parse_draft(f"{paragraph}\n\n{paragraph}\n\n{paragraph}\n", tmp_path / "d.md")
    starts = [sentence.span.start for sentence in draft.sentences]
    assert starts == [0, 31, 42, 73, 84, 115]
    assert [marker.span.start for marker in draft.markers] == [26, 68, 110]
    for sentence in draft.sentences:
        assert draft.text[sentence.span.start : sentence.span.end] == sentence.text


@pytest.mark.parametrize("prose", ["Prior work has shown it.", "ſtudies have shown it.", "According to Smith, it holds."])
def test_cue_memo_shifts_offsets(prose: str) -> None:
    cues.clear_caches()
    first = cues.find_cues(prose, 0)
    moved = cues.find_cues(prose, 100)
    assert first, prose
    assert [(cue.phrase, cue.kind) for cue in moved] == [(cue.phrase, cue.kind) for cue in first]
    assert [cue.span.start - 100 for cue in moved] == [cue.span.start for cue in first]
