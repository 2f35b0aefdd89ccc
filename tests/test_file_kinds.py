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


def test_a_library_paper_that_cannot_be_searched_is_said_once_and_fails_nothing(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Nothing is dropped unsaid: a corrupt PDF, a link loop or a link out of the project in a
    papers folder would otherwise be left out of RB004's and RB006's library search quietly."""
    papers = tmp_path / "project" / "papers"
    papers.mkdir(parents=True)
    (papers / "smith.md").write_text("# Dropout\n\nDropout reduces overfitting in small networks.\n", encoding="utf-8")
    (papers / "corrupt.pdf").write_bytes(b"not a pdf at all")
    (papers / "loop.pdf").symlink_to("loop.pdf")
    outside = tmp_path / "elsewhere.md"
    outside.write_text("Private notes that must not be read.\n", encoding="utf-8")
    (papers / "notes.md").symlink_to(outside)
    project = tmp_path / "project"
    (project / "pyproject.toml").write_text('[tool.rblint]\npapers = ["papers"]\n', encoding="utf-8")
    (project / "draft.md").write_text("Dropout reduces overfitting in small networks, as shown before.\n\n"
                                      "Another uncited sentence restates the paper's finding again.\n", encoding="utf-8")
    code = run([str(project / "draft.md"), "--select", "RB006", "--backend", "overlap"])
    captured = capsys.readouterr()
    assert code in (0, 1)  # warnings about the library never make the run an error
    warnings = [line for line in captured.err.splitlines() if line.startswith("warning: ")]
    assert len(warnings) == 3, captured.err
    assert any("corrupt.pdf: not searched" in line and "not a PDF" in line for line in warnings)
    assert any("loop.pdf: not searched" in line for line in warnings)
    assert any("notes.md: not searched" in line and "outside the project" in line for line in warnings)
    assert "Private notes" not in captured.out + captured.err
    assert "smith.md" not in captured.err  # the readable paper is searched, not mentioned
