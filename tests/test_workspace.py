"""engine/workspace.py: which file changes matter to the drafts being linted (the editor
re-checks its drafts on exactly these, and on nothing else)."""

from __future__ import annotations

from pathlib import Path

from rblint.engine.bibliography.model import BibEntry, Bibliography
from rblint.engine.config import config_from_mapping
from rblint.engine.workspace import depends_on


def test_a_change_matters_only_when_a_draft_reads_the_file(tmp_path: Path) -> None:
    (tmp_path / "papers").mkdir()
    config = config_from_mapping({"papers": ["papers"], "bibliography": ["refs.bib"],
                                  "sources": {"vaswani2017": "elsewhere/attention.pdf"}}, root=tmp_path)
    cited = tmp_path / "downloads" / "dpr.pdf"
    bibliography = Bibliography([BibEntry("karpukhin2020", file=cited),
                                 BibEntry("lewis2020", origin_path=tmp_path / "notes" / "refs.json")])

    def matters(relative: str) -> bool:
        return depends_on(tmp_path / relative, [config], [bibliography])

    assert matters("rblint.toml") and matters("sub/pyproject.toml")  # any config file
    assert matters("refs.bib")  # the configured bibliography
    assert matters("elsewhere/attention.pdf")  # a configured source
    assert matters("papers/new-paper.pdf") and matters("papers/deep/inside.txt")  # the papers folder
    assert matters("downloads/dpr.pdf")  # an entry's file
    assert matters("notes/refs.json")  # the file an entry was read from
    assert not matters("downloads/other.pdf")
    assert not matters("draft-2.md")
    assert not matters("papers.pdf")  # beside the folder, not in it
    assert not depends_on(tmp_path / "refs.bib", [], [])  # nothing is linted: nothing matters


def test_a_file_event_on_a_link_loop_is_answered_not_raised(tmp_path: Path) -> None:
    """The editor asks about every file event: a link loop made Path.resolve raise RuntimeError."""
    (tmp_path / "papers").mkdir()
    (tmp_path / "papers" / "a.pdf").symlink_to("b.pdf")
    (tmp_path / "papers" / "b.pdf").symlink_to("a.pdf")
    config = config_from_mapping({"papers": ["papers"]}, root=tmp_path)
    assert depends_on(tmp_path / "papers" / "a.pdf", [config], [])
    (tmp_path / "x.md").symlink_to("y.md")
    (tmp_path / "y.md").symlink_to("x.md")
    assert depends_on(tmp_path / "x.md", [config], [Bibliography([BibEntry("k", file=tmp_path / "x.md")])])  # an entry's file
