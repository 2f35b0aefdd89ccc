"""Progress bars appear on an interactive terminal, for the text format only."""

from __future__ import annotations

import os
import pty
import shutil
import subprocess
import sys
import threading
from pathlib import Path

import pytest

EXAMPLE = Path(__file__).resolve().parents[1] / "examples"


def _run(project: Path, env: dict[str, str], *args: str, tty: bool, command: str = "draft.md") -> tuple[str, str]:
    """(stdout, what reached standard error), standard error a pseudo-terminal when ``tty``."""
    command = [sys.executable, "-m", "rblint", command, *args]
    if not tty:
        done = subprocess.run(command, cwd=project, env=env, capture_output=True, text=True)
        return done.stdout, done.stderr
    leader, follower = pty.openpty()
    process = subprocess.Popen(command, cwd=project, env=env, stdout=subprocess.PIPE, stderr=follower)
    os.close(follower)
    # Standard output is drained in a thread: a report over a pipe's 64 KiB would block the
    # child while this side still waits on the terminal.
    collected: list[bytes] = []
    reader = threading.Thread(target=lambda: collected.append(process.stdout.read()), daemon=True)
    reader.start()
    seen = b""
    while True:
        try:
            chunk = os.read(leader, 65536)
        except OSError:  # the child closed its end
            break
        if not chunk:
            break
        seen += chunk
    process.wait()
    reader.join()
    os.close(leader)
    return b"".join(collected).decode(), seen.decode(errors="replace")


@pytest.mark.slow
def test_bars_on_a_terminal_never_in_machine_formats_or_pipes(tmp_path: Path) -> None:
    project = tmp_path / "example"
    shutil.copytree(EXAMPLE, project)
    env = {**os.environ, "RBLINT_CACHE_DIR": str(tmp_path / "cache"), "COLUMNS": "120"}
    out, err = _run(project, env, tty=True)
    assert "reading cited sources" in err and "scoring cited sentences" in err
    assert "Found 9 problems" in out and "reading cited" not in out
    for fmt in ("json", "sarif", "github"):
        out, err = _run(project, env, "--format", fmt, tty=True)
        assert "reading cited" not in err and "scoring cited" not in err, fmt
        assert "reading cited" not in out
    out, err = _run(project, env, tty=False)
    assert "reading cited" not in err and "Found 9 problems" in out


def test_audit_shows_done_total_and_rate_on_a_terminal_only(tmp_path: Path) -> None:
    project = tmp_path / "example"
    shutil.copytree(EXAMPLE, project)
    for number in range(3):
        shutil.copy(project / "draft.md", project / f"copy{number}.md")
    env = {**os.environ, "RBLINT_CACHE_DIR": str(tmp_path / "cache"), "COLUMNS": "120"}
    inputs = len(list(project.rglob("*.md")))  # the drafts and the example's notes file
    _out, err = _run(project, env, ".", "-o", str(tmp_path / "out"), "--fast", tty=True, command="audit")
    assert "auditing" in err and f"/{inputs}" in err  # done / total (the rate and ETA follow once it moves)
    assert f"Audited {inputs} inputs" in err
    _out, err = _run(project, env, ".", "-o", str(tmp_path / "out2"), "--fast", tty=False, command="audit")
    assert "auditing" not in err and f"Audited {inputs} inputs" in err


@pytest.mark.slow
def test_report_shows_the_same_bars_while_sources_are_read(tmp_path: Path) -> None:
    project = tmp_path / "example"
    shutil.copytree(EXAMPLE, project)
    env = {**os.environ, "RBLINT_CACHE_DIR": str(tmp_path / "cache"), "COLUMNS": "120"}
    _out, err = _run(project, env, "draft.md", "-o", str(tmp_path / "review.html"), tty=True, command="report")
    assert "reading cited sources" in err and "scoring cited sentences" in err
    assert (tmp_path / "review.html").read_text(encoding="utf-8").startswith("<!DOCTYPE html>")
    _out, err = _run(project, env, "draft.md", "-o", str(tmp_path / "again.html"), tty=False, command="report")
    assert "reading cited" not in err and "scoring cited" not in err


def test_each_source_read_is_named_on_the_bar(tmp_path: Path) -> None:
    """A cold run over a large library says which paper it is on, not only how many."""
    from rblint.engine.analysis.run import _read_one
    from rblint.engine.bibliography.model import BibEntry, Bibliography

    class Recording:
        def __init__(self) -> None:
            self.events: list[tuple[str, object]] = []

        def advance(self, count: int = 1) -> None:
            self.events.append(("advance", count))

        def note(self, text: str) -> None:
            self.events.append(("note", text))

    paper = tmp_path / "dpr.pdf"
    paper.write_bytes(b"%PDF-1.4")
    entry = BibEntry(key="karpukhin2020", authors=("Karpukhin, V.", "Oguz, B.", "Min, S."), year="2020", file=paper)
    sink = Recording()
    from rblint.engine.index import SourceDocument

    document = SourceDocument("id", paper, "Dense Passage Retrieval", "", [], "", [], [], [], [], page_count=13)
    _read_one(sink, Bibliography(entries=[entry]), paper, document)
    _read_one(sink, Bibliography(entries=[entry]), tmp_path / "loose.pdf", OSError("unreadable"))
    numbered = BibEntry(key="4", number=4, file=paper)  # "4. dpr. [PDF](dpr.pdf)": no authors, no year
    _read_one(sink, Bibliography(entries=[numbered]), paper, document)
    assert sink.events == [("advance", 1), ("note", "Karpukhin et al. 2020, 13 pp."),
                           ("advance", 1), ("note", "loose.pdf"),
                           ("advance", 1), ("note", "Dense Passage Retrieval, 13 pp.")]  # not "4, 13 pp."
