"""engine/ and rules/ type-check under `mypy --strict` (issue 34): the seams between the
parser, the index, the analysis and the rules are types a checker can follow, not
attribute probes. The test lays out the import package as setup.py maps it (cli/ ->
rblint, engine/ -> rblint.engine, ...) with links, then runs mypy with pyproject's
settings."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]


@pytest.mark.slow
def test_engine_and_rules_are_clean_under_mypy_strict(tmp_path: Path) -> None:
    pytest.importorskip("mypy", reason="mypy comes with the test extra")
    package = tmp_path / "rblint"
    package.mkdir()
    for name in ("engine", "rules", "server"):
        (package / name).symlink_to(REPO / name, target_is_directory=True)
    for item in (REPO / "cli").iterdir():
        if item.name != "__pycache__":
            (package / item.name).symlink_to(item, target_is_directory=item.is_dir())
    command = [sys.executable, "-m", "mypy", "--config-file", str(REPO / "pyproject.toml"),
               "--cache-dir", str(tmp_path / ".mypy_cache"), "-p", "rblint.engine", "-p", "rblint.rules"]
    done = subprocess.run(command, cwd=tmp_path, capture_output=True, text=True,
                          env={**os.environ, "MYPYPATH": str(tmp_path)})
    assert done.returncode == 0, done.stdout[-6000:] + done.stderr[-2000:]
    assert "Success: no issues found" in done.stdout
