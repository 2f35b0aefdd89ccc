"""`rblint doctor`: the encoder's precision and why, the judge, the cache."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from rblint.app import run


def test_doctor_says_which_precision_and_why(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("RBLINT_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.delenv("RBLINT_ENCODER_PRECISION", raising=False)
    assert run(["doctor", "--format", "json"]) == 0
    facts = json.loads(capsys.readouterr().out)
    assert facts["encoder"]["precision"] in ("fp32", "bf16") and facts["encoder"]["reason"]
    assert isinstance(facts["encoder"]["probe_runs_not_faster"], int)  # how many runs found bf16 not faster
    assert facts["cache"] == str(tmp_path / "cache") and facts["judge"] == "default"
    if not facts["bf16_units"]:  # this machine: fp32 without running anything, and the file says so
        assert facts["encoder"]["precision"] == "fp32" and "no bf16 units" in facts["encoder"]["reason"]
    from rblint.engine.precision import CHOICE_FILE

    assert (tmp_path / "cache" / CHOICE_FILE).is_file()  # remembered for the next run (a timing verdict: counted)
    monkeypatch.setenv("RBLINT_CACHE_DIR", str(tmp_path / "other"))
    monkeypatch.setenv("RBLINT_ENCODER_PRECISION", "fp32")
    assert run(["doctor"]) == 0
    text = capsys.readouterr().out
    assert "encoder: MiniLM in fp32: set by RBLINT_ENCODER_PRECISION" in text and "cache: " in text
    assert "RB005 contrast check: on: align-mini v2 at " in text  # the packaged weights
    (tmp_path / "pyproject.toml").write_text("[tool.rblint.model]\ncontrast = false\n")
    assert run(["doctor", "--format", "json"]) == 0
    assert json.loads(capsys.readouterr().out)["contrast"].startswith("off")
