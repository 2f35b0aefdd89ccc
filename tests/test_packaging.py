"""Both install modes give the same ``rblint.engine`` / ``rblint.rules`` / ``rblint.server``.

Each test builds a throwaway venv whose dependencies come from the running environment
(a .pth file points at its site-packages), installs this checkout with --no-deps, and
imports from a folder outside the repository so the checkout cannot shadow anything.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import sysconfig
import venv
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]

PROBE = """
import json, rblint, rblint.engine.linter, rblint.rules, rblint.server, rblint.commands
from rblint.engine.registry import all_rules
print(json.dumps({
    "root": rblint.__file__,
    "engine": rblint.engine.linter.__file__,
    "rules": rblint.rules.__file__,
    "server": rblint.server.__file__,
    "codes": [rule.code for rule in all_rules()],
}))
"""


def _venv_with_current_deps(target: Path) -> Path:
    venv.EnvBuilder(with_pip=False).create(target)
    python = target / "bin" / "python"
    purelib = subprocess.run(
        [str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
        check=True, capture_output=True, text=True,
    ).stdout.strip()
    Path(purelib, "_rblint_test_deps.pth").write_text(sysconfig.get_paths()["purelib"] + "\n")
    return python


def _install(python: Path, *args: str) -> None:
    env = {**os.environ, "PIP_DISABLE_PIP_VERSION_CHECK": "1"}
    done = subprocess.run(
        [sys.executable, "-m", "pip", "--python", str(python), "install", "--no-deps",
         "--no-build-isolation", "-q", *args],
        cwd=REPO, capture_output=True, text=True, env=env,
    )
    assert done.returncode == 0, done.stderr[-2000:]


def _probe(python: Path, cwd: Path) -> dict:
    done = subprocess.run([str(python), "-c", PROBE], cwd=cwd, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr[-2000:]
    return json.loads(done.stdout)


@pytest.mark.slow
def test_normal_install_ships_every_package(tmp_path: Path) -> None:
    python = _venv_with_current_deps(tmp_path / "env")
    _install(python, str(REPO))
    found = _probe(python, tmp_path)
    site = str(tmp_path / "env")
    for key in ("root", "engine", "rules", "server"):
        assert found[key].startswith(site), (key, found[key])
    assert found["engine"].endswith(os.path.join("rblint", "engine", "linter.py"))
    assert found["codes"], "no rules registered in the installed package"
    installed_root = Path(found["root"]).parent
    for folder, prefix in (("cli", ""), ("engine", "engine"), ("rules", "rules"), ("server", "server")):
        for data_file in (REPO / folder).rglob("*"):
            if data_file.is_file() and data_file.suffix not in (".py", ".pyc") and "__pycache__" not in data_file.parts:
                relative = data_file.relative_to(REPO / folder)
                assert (installed_root / prefix / relative).is_file(), f"package data not installed: {folder}/{relative}"
    script = tmp_path / "env" / "bin" / "rblint"
    version = subprocess.run([str(script), "--version"], capture_output=True, text=True, cwd=tmp_path)
    assert version.returncode == 0 and "rblint" in version.stdout


@pytest.mark.slow
def test_editable_install_maps_top_level_folders(tmp_path: Path) -> None:
    python = _venv_with_current_deps(tmp_path / "env")
    _install(python, "-e", str(REPO))
    found = _probe(python, tmp_path)
    assert Path(found["root"]) == REPO / "cli" / "__init__.py"
    assert Path(found["engine"]) == REPO / "engine" / "linter.py"
    assert Path(found["rules"]) == REPO / "rules" / "__init__.py"
    assert Path(found["server"]) == REPO / "server" / "__init__.py"
