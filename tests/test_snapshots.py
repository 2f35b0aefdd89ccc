"""Every rule on a small draft of its own, output compared with a reviewed snapshot.

tests/snapshots/<CODE>/draft.md is linted with only that rule (and the overlap backend, so
no model decides); the text output must equal expected.txt. Set RBLINT_UPDATE_SNAPSHOTS=1
to rewrite the snapshots, then review `git diff tests/snapshots`.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from rblint.app import run
from rblint.engine.registry import all_rules

SNAPSHOTS = Path(__file__).resolve().parent / "snapshots"


def test_every_rule_has_a_snapshot() -> None:
    assert sorted(path.name for path in SNAPSHOTS.iterdir() if path.is_dir()) == sorted(rule.code for rule in all_rules())


@pytest.mark.parametrize("code", sorted(path.name for path in SNAPSHOTS.iterdir() if path.is_dir()))
def test_rule_output_matches_its_snapshot(code: str, monkeypatch: pytest.MonkeyPatch,
                                          capsys: pytest.CaptureFixture[str]) -> None:
    folder = SNAPSHOTS / code
    monkeypatch.chdir(folder)
    run(["draft.md", "--select", code, "--backend", "overlap"])
    captured = capsys.readouterr()
    output = captured.out + captured.err
    expected = folder / "expected.txt"
    if os.environ.get("RBLINT_UPDATE_SNAPSHOTS") == "1":
        expected.write_text(output, encoding="utf-8")
    assert output == expected.read_text(encoding="utf-8")
    assert f" {code} [" in output  # the snapshot shows the rule firing
