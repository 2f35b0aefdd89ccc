"""One answer to "is this file a source?" everywhere: sandbox, index, RB003, library, `rblint index`."""

from __future__ import annotations

from pathlib import Path

import pytest

from rblint.app import run
from rblint.engine.bibliography import load_bibliography
from rblint.engine.citing import library_files
from rblint.engine.config import Config
from rblint.engine.file_kinds import TEXT_SOURCE_SUFFIXES
from rblint.engine.markdown import parse_draft


@pytest.mark.parametrize("suffix", sorted(TEXT_SOURCE_SUFFIXES))
def test_every_text_source_kind_is_cited_indexed_and_in_the_library(tmp_path: Path, suffix: str,
                                                                     capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "papers").mkdir()
    paper = tmp_path / "papers" / f"smith{suffix}"
    paper.write_text("# Dropout\n\nDropout reduces overfitting in small networks by a wide margin.\n", encoding="utf-8")
    text = f"Dropout reduces overfitting in small networks [1].\n\n## References\n\n1. Smith, J. (2020). Dropout. papers/smith{suffix}\n"
    (tmp_path / "draft.md").write_text(text, encoding="utf-8")
    draft = parse_draft(text, tmp_path / "draft.md")
    bibliography = load_bibliography(draft, Config(root=tmp_path))
    assert bibliography.entries[0].file == paper  # the references entry's path is a source
    assert library_files(bibliography, [tmp_path / "papers"]) == [paper]
    code = run([str(tmp_path / "draft.md"), "--select", "RB003,RB004", "--backend", "overlap"])
    out = capsys.readouterr().out
    assert code == 0 and "All checks passed" in out, out  # read, not refused: no RB003
    assert run(["index", "--no-embed", str(tmp_path / "papers")]) == 0
    assert "indexed 1 of 1" in capsys.readouterr().out


def test_the_editor_watches_every_source_and_bibliography_kind() -> None:
    """A changed .markdown paper or .bibtex file re-checks the drafts, like a .pdf or .bib."""
    from fnmatch import fnmatch

    from rblint.engine.file_kinds import BIBLIOGRAPHY_SUFFIXES, SOURCE_SUFFIXES
    from rblint.server.app import WATCHED_GLOBS

    for suffix in (*SOURCE_SUFFIXES, *BIBLIOGRAPHY_SUFFIXES):
        assert any(fnmatch(f"paper{suffix}", glob.removeprefix("**/")) for glob in WATCHED_GLOBS), suffix
    assert any(glob.endswith("rblint.toml") for glob in WATCHED_GLOBS)
