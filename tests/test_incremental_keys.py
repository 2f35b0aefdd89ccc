"""The editor's per-sentence cache keys: what a model rule's finding on a sentence depends on."""

from __future__ import annotations

from pathlib import Path

from rblint.engine.bibliography.model import Bibliography
from rblint.engine.config import Config
from rblint.engine.incremental import IncrementalModelLinter
from rblint.engine.linter import Linter


def keys(tmp_path: Path, text: str) -> list[str]:
    linter = Linter(Config(root=tmp_path, papers=(tmp_path / "papers",)), rules=[])
    draft = linter.parse(text, tmp_path / "draft.md")
    incremental = IncrementalModelLinter(linter)
    return [incremental.sentence_key(sentence, Bibliography(), {}) for sentence in draft.sentences]


def test_an_uncited_sentence_is_checked_again_when_the_library_changes(tmp_path: Path) -> None:
    """RB006 searches the whole library for the paper an uncited sentence restates: a paper
    added to the papers folder (or changed) must not leave an old answer in the cache."""
    (tmp_path / "papers").mkdir()
    text = "Fusing two retrievers improves recall by four points.\n\nA cited sentence about retrieval [@a].\n"
    before = keys(tmp_path, text)
    (tmp_path / "papers" / "berg.pdf").write_bytes(b"%PDF-1.4 placeholder")
    after = keys(tmp_path, text)
    assert before[0] != after[0]  # uncited: depends on the library
    assert before[1] == after[1]  # cited: depends on what it cites
    assert keys(tmp_path, text) == after  # stable while nothing changes
