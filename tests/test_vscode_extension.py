"""The VS Code extension: build, unit tests, .vsix, and the code-server end-to-end test.

Runs clients/vscode/ci.sh (see its header). Needs Node 20, Debian's chromium, ripgrep
and libkrb5-dev, which .ci/run installs; on a machine without them the test is skipped
with the reason. Screenshots land in test-artifacts/vscode/.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
CI_SCRIPT = REPO / "clients" / "vscode" / "ci.sh"


def _missing_prerequisites() -> list[str]:
    missing = [tool for tool in ("node", "npm", "chromium", "rg", "g++", "make") if shutil.which(tool) is None]
    if shutil.which("node"):
        major = subprocess.run(["node", "-p", "process.versions.node.split('.')[0]"], capture_output=True, text=True).stdout.strip()
        if major != "20":
            missing.append(f"Node 20 (found {major})")
    if subprocess.run(["dpkg", "-s", "libkrb5-dev"], capture_output=True).returncode != 0:
        missing.append("libkrb5-dev")
    return missing


@pytest.mark.slow
def test_vscode_extension_builds_and_works_in_code_server() -> None:
    missing = _missing_prerequisites()
    if missing:
        pytest.skip("VS Code e2e prerequisites missing: " + ", ".join(missing) + " (.ci/run installs them)")
    env = {**os.environ, "PATH": f"{Path(sys.executable).parent}{os.pathsep}{os.environ.get('PATH', '')}"}
    done = subprocess.run(["bash", str(CI_SCRIPT)], cwd=REPO, env=env, capture_output=True, text=True, timeout=2400)
    output = done.stdout + done.stderr
    assert done.returncode == 0, output[-6000:]
    assert (REPO / "clients" / "vscode" / "rblint.vsix").is_file()
