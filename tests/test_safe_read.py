"""Every path a user names goes through one guarded reader (engine/safe_read.py).

A FIFO must not block, ``/dev/zero`` must not fill memory, a folder is a folder: each
command that takes a path answers one line and exit 2 (or a per-file finding), quickly.
The walk feeds each path-taking argument of each command a FIFO, a symlink to
``/dev/zero``, a directory and a symlink to a FIFO, under an alarm that turns a hang
into a failure.
"""

from __future__ import annotations

import os
import signal
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator

import pytest

from rblint.app import run
from rblint.engine.safe_read import FileRefused, read_bytes, read_text, refusal

pytestmark = pytest.mark.skipif(not hasattr(os, "mkfifo") or not Path("/dev/zero").exists(),
                                reason="needs FIFOs and /dev/zero (POSIX)")

DRAFT = "A claim that is long enough to be checked here [1].\n\n## References\n\n1. X. (2020). Y. [PDF](paper.pdf)\n"


@contextmanager
def deadline(seconds: int) -> Iterator[None]:
    def expired(signum: int, frame: object) -> None:
        raise TimeoutError(f"still running after {seconds} s (a blocking read?)")

    previous = signal.signal(signal.SIGALRM, expired)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


@pytest.fixture()
def hostile(tmp_path: Path) -> dict[str, Path]:
    os.mkfifo(tmp_path / "fifo")
    (tmp_path / "zero").symlink_to("/dev/zero")
    (tmp_path / "folder").mkdir()
    (tmp_path / "fifo-link").symlink_to(tmp_path / "fifo")
    return {name: tmp_path / name for name in ("fifo", "zero", "folder", "fifo-link")}


def test_the_reader_refuses_what_is_not_a_regular_file(hostile: dict[str, Path], tmp_path: Path) -> None:
    with deadline(10):
        for name, path in hostile.items():
            with pytest.raises(FileRefused) as caught:
                read_bytes(path, "draft")
            assert "not a regular file" in str(caught.value) and str(path) in str(caught.value), name
    assert refusal(tmp_path / "missing") == "no such file"
    big = tmp_path / "big.md"
    big.write_bytes(b"x" * 3000)
    with pytest.raises(FileRefused, match="over the 0.001 MB limit for draft files"):
        read_bytes(big, "draft", limit_mb=0.001)
    assert read_bytes(big, "draft", limit_mb=1) == b"x" * 3000
    latin = tmp_path / "latin.md"
    latin.write_bytes("caf\u00e9".encode("latin-1"))
    with pytest.raises(FileRefused, match="not valid UTF-8"):
        read_text(latin, "draft")


def commands(paths: dict[str, Path], bad: Path) -> list[list[str]]:
    """Every command with each path-taking argument given ``bad`` (the others valid)."""
    return [
        [str(bad)],
        ["--fast", str(bad)],
        ["inspect", str(bad)],
        ["score", "--source", str(bad), "--summary", str(paths["draft"]), "--backend", "overlap"],
        ["score", "--source", str(paths["paper"]), "--summary", str(bad), "--backend", "overlap"],
        ["check-claims", str(bad), "--backend", "overlap"],
        ["index", "--no-embed", str(bad)],
        ["--config", str(bad), str(paths["draft"])],
        ["--fast", str(paths["draft"]), "-o", str(bad)],  # an output path: opening a FIFO to write blocks
        ["report", "--fast", str(paths["draft"]), "-o", str(bad)],
        ["report", "--fast", str(bad)],
        ["audit", "--fast", str(bad), "-o", str(paths["draft"].parent / "audit-out")],  # hashed for its key
        ["--backend", "nli", "--model-path", str(bad), str(paths["draft"])],
        ["score", "--source", str(paths["paper"]), "--summary", str(paths["draft"]), "--backend", "alignscore",
         "--model-path", str(bad)],
    ]


@pytest.mark.parametrize("kind", ["fifo", "zero", "folder", "fifo-link"])
def test_every_command_answers_one_line_for_a_hostile_path(kind: str, hostile: dict[str, Path], tmp_path: Path,
                                                          capsys: pytest.CaptureFixture[str]) -> None:
    paper = tmp_path / "paper.md"
    paper.write_text("# Paper\n\nSome text about claims that are long enough.\n", encoding="utf-8")
    draft = tmp_path / "draft.md"
    draft.write_text(DRAFT.replace("paper.pdf", "paper.md"), encoding="utf-8")
    for args in commands({"draft": draft, "paper": paper}, hostile[kind]):
        with deadline(60):
            code = run(args)
        out, err = capsys.readouterr()
        assert "Traceback" not in out + err, (args, err)
        if kind == "folder" and (args[0] in (str(hostile[kind]), "--fast", "index") or "-o" in args):
            assert code == 2 and err.strip(), (args, err)  # "no Markdown files / no sources in this folder"
            continue
        assert code in (1, 2), (args, code, out, err)
        assert "not a regular file" in err or "directory" in err or "folder" in err, (args, err)


def test_a_folder_with_a_fifo_lints_the_rest_and_names_the_fifo(hostile: dict[str, Path], tmp_path: Path,
                                                               capsys: pytest.CaptureFixture[str]) -> None:
    project = tmp_path / "project"
    project.mkdir()
    (project / "good.md").write_text("Fine text with an invented marker [4].\n", encoding="utf-8")
    os.mkfifo(project / "pipe.md")
    (project / "zero.md").symlink_to("/dev/zero")
    with deadline(60):
        code = run(["--fast", str(project)])
    out, err = capsys.readouterr()
    assert code == 2 and "RB002" in out
    assert f"{project / 'pipe.md'}: is a named pipe (FIFO), not a regular file" in err
    # a link out of the folder is not even opened (it would be "a device, not a regular file")
    assert f"{project / 'zero.md'}: not read: a link to a file outside the folder (/dev/zero)" in err


def test_a_cited_path_that_is_a_fifo_or_folder_is_named_as_such(hostile: dict[str, Path], tmp_path: Path,
                                                                capsys: pytest.CaptureFixture[str]) -> None:
    for name, what in (("fifo", "is a named pipe (FIFO)"), ("folder", "is a folder"), ("zero", "is a device")):
        draft = tmp_path / f"cites-{name}.md"
        draft.write_text(DRAFT.replace("paper.pdf", name), encoding="utf-8")
        with deadline(60):
            run(["--fast", "--select", "RB003", str(draft)])
        out, _ = capsys.readouterr()
        assert f"names {name}, but it {what}" in out, out


def test_without_a_config_the_project_is_the_drafts_folder_not_the_current_one(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "outside").mkdir()
    (tmp_path / "outside" / "secret.txt").write_text("The launch code is 1234.\n", encoding="utf-8")
    (tmp_path / "proj").mkdir()
    (tmp_path / "proj" / "draft.md").write_text(
        "The launch code is 1234 according to the file [1].\n\n## References\n\n"
        "1. X. (2020). Secret. [TXT](../outside/secret.txt)\n", encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    run(["--backend", "overlap", "--format", "json", "proj/draft.md"])
    out, _ = capsys.readouterr()
    assert "outside the project" in out and "launch code is 1234." not in out


def test_a_path_under_an_unknown_user_is_a_missing_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from rblint.engine.safe_read import expand_home

    assert expand_home("~no-such-user-rblint/x.pdf") == Path("~no-such-user-rblint/x.pdf")
    draft = tmp_path / "d.md"
    draft.write_text("Text [1].\n\n## References\n\n1. X. (2020). Y. [PDF](~no-such-user-rblint/x.pdf)\n",
                     encoding="utf-8")
    code = run(["--fast", str(draft)])
    out, err = capsys.readouterr()
    assert code == 1 and "Traceback" not in out + err and "~no-such-user-rblint/x.pdf" in out


def test_a_papers_folder_that_links_elsewhere_is_followed_but_dotdot_through_it_is_not(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    library = tmp_path / "zotero" / "storage"
    library.mkdir(parents=True)
    (library / "smith.md").write_text("# Smith\n\nDropout reduces overfitting in small networks.\n", encoding="utf-8")
    (tmp_path / "zotero" / "secret.txt").write_text("The launch code is 1234.\n", encoding="utf-8")
    project = tmp_path / "proj"
    project.mkdir()
    (project / "papers").symlink_to(library)  # how many keep a Zotero or Dropbox library
    (project / "draft.md").write_text(
        "Dropout reduces overfitting in small networks [1].\n\nThe launch code is 1234 in this file [2].\n\n"
        "## References\n\n1. Smith. (2020). Dropout. [MD](papers/smith.md)\n"
        "2. S. (2020). Secret. [TXT](papers/../secret.txt)\n", encoding="utf-8")
    run(["--backend", "overlap", "--format", "json", str(project / "draft.md")])
    findings = __import__("json").loads(capsys.readouterr().out)
    assert not [f for f in findings if f["line"] == 1]  # read through the link, and supported
    (refused,) = [f for f in findings if f["line"] == 3]
    assert refused["code"] == "RB003" and "outside the project" in refused["message"]


def test_a_path_the_system_refuses_is_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A name over the system's limit (ENAMETOOLONG from every stat) is named, shortened."""
    too_long = tmp_path / ("a" * 5000 + ".md")
    assert run(["--fast", str(too_long)]) == 2
    out, err = capsys.readouterr()
    lines = err.strip().splitlines()
    assert len(lines) == 1 and "file name too long" in lines[0] and "(5" in lines[0], err
    assert len(lines[0]) < 300 and "Traceback" not in out + err


def test_a_link_to_a_single_file_out_of_the_project_is_not_followed(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A repository can carry links: a pull request adding ``papers/notes.txt`` linked to a
    secret (or to /proc/self/environ) must not get it quoted. A folder link brings a library
    and is followed; a file link out of the project is refused, by RB003 as a cited source
    and from the library RB004 and RB006 search and the editor reads ahead."""
    from rblint.engine.bibliography import load_bibliography
    from rblint.engine.citing import draft_library
    from rblint.engine.config import Config
    from rblint.engine.markdown import parse_draft

    secret = tmp_path / "secret.txt"
    secret.write_text("The launch code is 1234 and it opens the vault.\n", encoding="utf-8")
    project = tmp_path / "proj"
    (project / "papers" / "deeper").mkdir(parents=True)
    (project / "papers" / "own.md").write_text("# Own\n\nA paper kept in the project.\n", encoding="utf-8")
    (project / "papers" / "notes.txt").symlink_to(secret)
    (project / "papers" / "deeper" / "more.txt").symlink_to(secret)
    text = ("The launch code is 1234 and it opens the vault [1].\n\nThe launch code is 1234 and it opens the vault.\n\n"
            "## References\n\n1. S. (2020). Notes. [TXT](papers/notes.txt)\n")
    (project / "draft.md").write_text(text, encoding="utf-8")

    config = Config(root=project, papers=[project / "papers"])
    draft = parse_draft(text, project / "draft.md")
    names = sorted(path.name for path in draft_library(draft.path, load_bibliography(draft, config), config))
    assert names == ["own.md"]  # neither file link (the folder link: the test above)

    run(["--backend", "overlap", "--format", "json", str(project / "draft.md")])
    out = capsys.readouterr().out
    assert "vault" not in out.replace("opens the vault", "")  # nothing of the secret quoted ...
    findings = __import__("json").loads(out)
    (refused,) = [f for f in findings if f["line"] == 1 and f["code"] == "RB003"]
    assert "a link to a file outside the project" in refused["message"]
    assert not [f for f in findings if "secret.txt" in f["message"] and f["code"] in ("RB004", "RB006")]


def test_a_folders_links_out_and_link_loops_are_named_never_read_or_a_traceback(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """`rblint docs/` in CI on a pull request: ``leak.md -> /outside/secret.md`` was linted as a
    draft (its text quoted in findings), and a link loop (``a.md -> b.md -> a.md``) stopped the
    whole run with a RuntimeError traceback, in `rblint`, `rblint audit` and `rblint report`."""
    outside = tmp_path / "outside"
    outside.mkdir()
    secret = outside / "secret.md"
    secret.write_text('The token is "hunter2" [9].\n', encoding="utf-8")
    project = tmp_path / "project"
    (project / "docs").mkdir(parents=True)
    (project / "docs" / "good.md").write_text("Fine text with an invented marker [4].\n", encoding="utf-8")
    (project / "docs" / "leak.md").symlink_to(secret)
    (project / "docs" / "loop1.md").symlink_to("loop2.md")
    (project / "docs" / "loop2.md").symlink_to("loop1.md")
    (project / "README.md").write_text("The project's own notes [5].\n", encoding="utf-8")
    (project / "docs" / "readme.md").symlink_to(project / "README.md")  # inside the project: read
    monkeypatch.chdir(project)
    code = run(["--fast", "docs"])
    out, err = capsys.readouterr()
    assert code == 2 and "hunter2" not in out + err and "[9]" not in out
    assert "good.md" in out and "[5]" in out  # the folder's own drafts, and a link within the project
    assert f"docs/leak.md: not read: a link to a file outside the folder ({secret})" in err
    assert "docs/loop1.md: cannot read (Too many levels of symbolic links)" in err and "Traceback" not in err
    assert run(["--fast", "docs/loop1.md"]) == 2
    assert "a link that leads nowhere (its target is missing, or it loops)" in capsys.readouterr().err
    assert run(["--fast", "docs/leak.md"]) == 1  # named by the user: read, wherever it leads
    assert "[9]" in capsys.readouterr().out
    assert run(["report", "docs/loop1.md"]) == 2 and "Traceback" not in capsys.readouterr().err
    (project / "rblint.toml").write_text('exclude = ["docs/leak.md"]\n', encoding="utf-8")
    assert run(["--fast", "docs"]) == 2 and "leak.md" not in capsys.readouterr().err  # excluded: not named
    (project / "rblint.toml").unlink()
    code = run(["audit", "docs", "-o", str(tmp_path / "out"), "--fast"])
    err = capsys.readouterr().err
    assert code == 1 and "hunter2" not in err and "not read: a link to a file outside the folder" in err  # an error row
