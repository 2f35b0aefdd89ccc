"""``rblint inspect`` and ``rblint index``."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from rblint.commands.index import command as index_command
from rblint.commands.inspect import command as inspect_command

try:
    from tests import pdf_factory
except ImportError:  # tests/ is not a package
    import pdf_factory  # type: ignore[no-redef]


@pytest.fixture()
def project(tmp_path: Path) -> Path:
    (tmp_path / "rblint.toml").write_text('cache-dir = ".cache/rblint"\n')
    papers = tmp_path / "papers"
    papers.mkdir()
    (papers / "paper.pdf").write_bytes(pdf_factory.paper_pdf())
    (papers / "notes.md").write_text("# Notes\n\nZebras migrate in the dry season.\n")
    return tmp_path


def test_inspect_text(project: Path) -> None:
    result = CliRunner().invoke(inspect_command, [str(project / "papers" / "paper.pdf")])
    assert result.exit_code == 0, result.output
    assert f"Title:    {pdf_factory.TITLE}" in result.output
    assert "p2    2.1 Training details" in result.output
    assert "p3  References  [references]" in result.output
    assert "3 pages" in result.output and "2 references" in result.output
    assert (project / ".cache" / "rblint").is_dir()  # cache-dir from the project's rblint.toml


def test_inspect_json(project: Path) -> None:
    result = CliRunner().invoke(inspect_command, [str(project / "papers" / "paper.pdf"), "--format", "json", "--passages", "2"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert data["title"] == pdf_factory.TITLE and data["page_count"] == 3
    assert [s["title"] for s in data["sections"]][:3] == ["Abstract", "1 Introduction", "2 Method"]
    assert data["sections"][3] == {"title": "2.1 Training details", "level": 2, "page": 2, "parent": 2, "role": "body"}
    assert len(data["passages"]) == 2 and data["passages"][0]["section"] == ["Abstract"]
    assert data["counts"]["references"] == 2


def test_inspect_bad_source_is_a_clear_error(project: Path) -> None:
    locked = project / "locked.pdf"
    locked.write_bytes(pdf_factory.encrypted_pdf())
    result = CliRunner().invoke(inspect_command, [str(locked)])
    assert result.exit_code == 2
    assert "error:" in result.output and "encrypted PDF" in result.output
    assert "Traceback" not in result.output


def test_index_builds_the_cache_quietly(project: Path) -> None:
    (project / "papers" / "broken.pdf").write_bytes(b"%PDF-1.4 not really")
    result = CliRunner().invoke(index_command, [str(project / "papers"), "--no-embed"])
    assert result.exit_code == 1  # one source failed
    assert "broken.pdf: truncated PDF" in result.output
    assert "indexed 2 of 3 source(s)" in result.output
    assert "\r" not in result.output  # no progress bar when not on a terminal
    database = project / ".cache" / "rblint" / "index-v1.sqlite3"
    assert database.is_file()
    import sqlite3

    assert sqlite3.connect(database).execute("SELECT COUNT(*) FROM documents").fetchone()[0] == 3  # errors cached too


def test_index_with_embeddings_and_progress(project: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from rblint.engine import index as index_module

    embedder = pdf_factory.HashEmbedder()
    original = index_module.EvidenceIndex.__init__

    def init(self, config, *, embedder_factory=None, cache=None, use_cache=True):  # type: ignore[no-untyped-def]
        original(self, config, embedder_factory=lambda: embedder, cache=cache, use_cache=use_cache)

    monkeypatch.setattr(index_module.EvidenceIndex, "__init__", init)
    result = CliRunner().invoke(index_command, [str(project / "papers"), "--progress"])
    assert result.exit_code == 0, result.output
    assert "indexed 2 of 2 source(s)" in result.output
    assert embedder.texts > 0  # the chunks embedded ahead of time
    import sqlite3

    database = project / ".cache" / "rblint" / "index-v1.sqlite3"
    granularities = {row[0] for row in sqlite3.connect(database).execute("SELECT granularity FROM vectors")}
    assert granularities == {"chunk"}  # what the check searches; the finer passages would be embedded for nothing


def test_index_missing_path(tmp_path: Path) -> None:
    result = CliRunner().invoke(index_command, [str(tmp_path / "nope")])
    assert result.exit_code == 2 and "no such file or directory" in result.output


def test_commands_are_registered() -> None:
    from rblint.commands import COMMAND_MODULES

    assert "inspect" in COMMAND_MODULES and "index" in COMMAND_MODULES


def test_index_that_cannot_write_its_cache_fails_with_one_line(project: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from rblint.app import run

    (project / "blocker").write_text("a file where the cache folder should be\n")
    (project / "rblint.toml").write_text('cache-dir = "blocker/cache"\n')
    code = run(["index", "--no-embed", str(project / "papers")])
    err = capsys.readouterr().err
    assert code == 2 and err.startswith("error: nothing was written") and len(err.strip().splitlines()) == 1


def test_links_that_lead_nowhere_are_listed_with_their_reason(project: Path) -> None:
    """A papers folder's link loop and broken link were skipped without a word (and a loop
    given by name raised RuntimeError inside Path.resolve)."""
    papers = project / "papers"
    (papers / "loop-a.pdf").symlink_to("loop-b.pdf")
    (papers / "loop-b.pdf").symlink_to("loop-a.pdf")
    (papers / "moved.pdf").symlink_to(project / "gone.pdf")
    result = CliRunner().invoke(index_command, [str(papers), "--no-embed"])
    assert result.exit_code == 1  # three sources failed, each named
    assert "loop-a.pdf: cannot read (Too many levels of symbolic links)" in result.output
    assert "loop-b.pdf: cannot read (Too many levels of symbolic links)" in result.output
    assert "moved.pdf: file not found" in result.output
    assert "indexed 2 of 5 source(s)" in result.output
