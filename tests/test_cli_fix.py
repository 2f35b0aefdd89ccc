"""``rblint --fix`` / ``--diff`` / ``--statistics``: safe fixes only, files changed only with --fix."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from rblint.app import run
from rblint.engine.diagnostics import Diagnostic, Fix, Severity, TextEdit
from rblint.engine.document import Span
from rblint.engine.fixing import apply_fixes

DRAFT = ("Retrieval helps [1]. It also hurts [7]. Both [1, 9].\n\n## References\n\n"
         "1. Smith, J. (2023). Retrieval helps. smith.md\n")
FIXED = ("Retrieval helps [1]. It also hurts. Both [1].\n\n## References\n\n"
         "1. Smith, J. (2023). Retrieval helps. smith.md\n")


@pytest.fixture()
def draft(tmp_path: Path) -> Path:
    (tmp_path / "smith.md").write_text("# Smith\n\nRetrieval helps a lot in our tests.\n", encoding="utf-8")
    path = tmp_path / "draft.md"
    path.write_text(DRAFT, encoding="utf-8")
    return path


def test_diff_shows_the_safe_fixes_and_changes_nothing(draft: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code = run(["--fast", "--diff", str(draft)])
    out, _ = capsys.readouterr()
    assert code == 1 and draft.read_text(encoding="utf-8") == DRAFT
    assert f"--- a/{draft}" in out and "-Retrieval helps [1]. It also hurts [7]. Both [1, 9]." in out
    assert "+Retrieval helps [1]. It also hurts. Both [1]." in out
    draft.write_text(FIXED, encoding="utf-8")
    assert run(["--fast", "--diff", str(draft)]) == 0 and capsys.readouterr().out == ""


def test_fix_writes_the_draft_keeps_its_mode_and_bom_and_reports_what_is_left(
        draft: Path, capsys: pytest.CaptureFixture[str]) -> None:
    draft.write_bytes(b"\xef\xbb\xbf" + DRAFT.encode("utf-8"))
    os.chmod(draft, 0o640)
    code = run(["--fast", "--fix", str(draft)])
    out, err = capsys.readouterr()
    assert draft.read_bytes() == b"\xef\xbb\xbf" + FIXED.encode("utf-8")
    assert (os.stat(draft).st_mode & 0o777) == 0o640
    assert "Fixed 2 problems." in err and "RB002" not in out and code == 0


def test_a_crlf_draft_is_left_alone_with_a_note(draft: Path, capsys: pytest.CaptureFixture[str]) -> None:
    draft.write_bytes(DRAFT.replace("\n", "\r\n").encode("utf-8"))
    run(["--fast", "--fix", str(draft)])
    _, err = capsys.readouterr()
    assert "CRLF" in err and draft.read_bytes() == DRAFT.replace("\n", "\r\n").encode("utf-8")


def test_statistics_counts_findings_per_rule_and_marks_the_fixable(draft: Path,
                                                                  capsys: pytest.CaptureFixture[str]) -> None:
    code = run(["--fast", "--statistics", str(draft)])
    out, _ = capsys.readouterr()
    assert code == 1 and out == "2\tRB002\t[*] invented-marker\n"


def test_unsafe_fixes_need_fix_or_diff(draft: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert run(["--fast", "--unsafe-fixes", str(draft)]) == 2
    assert "--unsafe-fixes needs --fix or --diff" in capsys.readouterr().err


def finding(start: int, end: int, new: str, *, safe: bool) -> Diagnostic:
    return Diagnostic("RB999", "test", Severity.WARNING, "m", Span(start, end), Path("d.md"),
                      fixes=(Fix("t", (TextEdit(Span(start, end), new),), safe=safe),))


def test_overlapping_and_unsafe_fixes_are_not_applied() -> None:
    text = "abcdef"
    fixed = apply_fixes(text, [finding(0, 2, "X", safe=True), finding(1, 3, "Y", safe=True),
                               finding(4, 5, "Z", safe=False)])
    assert fixed.text == "Xcdef" and len(fixed.applied) == 1 and len(fixed.skipped) == 1
    assert apply_fixes(text, [finding(4, 5, "Z", safe=False)], unsafe=True).text == "abcdZf"
