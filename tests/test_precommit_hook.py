"""The pre-commit hook as users install it: `.pre-commit-hooks.yaml` from this checkout.

pre-commit builds the hook's own virtualenv with `pip install .`; installing torch and
friends again would take minutes, so the test installs rblint with PIP_NO_DEPS and
points the hook env at this environment's site-packages with a .pth file. Everything
else — the manifest, `types: [markdown]`, the entry point, exit codes — is real.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import sysconfig
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
HOOK_FILES = ["pyproject.toml", "setup.py", "README.md", ".pre-commit-hooks.yaml", "cli", "engine", "rules", "server"]


def git(cwd: Path, *args: str) -> str:
    env = {**os.environ, "GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@t", "GIT_COMMITTER_NAME": "t", "GIT_COMMITTER_EMAIL": "t@t"}
    return subprocess.run(["git", *args], cwd=cwd, check=True, capture_output=True, text=True, env=env).stdout.strip()


@pytest.fixture
def hook_repo(tmp_path: Path) -> tuple[Path, str]:
    """A git repo holding the current working tree's package (committed, as pre-commit needs)."""
    source = tmp_path / "rblint-hooks"
    source.mkdir()
    for name in HOOK_FILES:
        origin = REPO / name
        if origin.is_dir():
            # model weights are not needed by the instant rules; keep the copy small
            shutil.copytree(origin, source / name, ignore=shutil.ignore_patterns("__pycache__", "*.egg-info", "*.safetensors", "*.npz"))
        else:
            shutil.copy2(origin, source / name)
    git(source, "init", "-q")
    git(source, "add", "-A")
    git(source, "commit", "-qm", "hooks")
    return source, git(source, "rev-parse", "HEAD")


@pytest.mark.slow
def test_precommit_runs_rblint_on_markdown_only(tmp_path: Path, hook_repo: tuple[Path, str]) -> None:
    pre_commit = shutil.which("pre-commit") or str(Path(sys.executable).parent / "pre-commit")
    if not Path(pre_commit).exists():
        pytest.skip("pre-commit is not installed (pip install -e '.[test]')")
    hooks_path, rev = hook_repo
    work = tmp_path / "paper"
    work.mkdir()
    git(work, "init", "-q")
    (work / ".pre-commit-config.yaml").write_text(
        f"repos:\n  - repo: {hooks_path}\n    rev: {rev}\n    hooks:\n      - id: rblint-fast\n", encoding="utf-8"
    )
    (work / "draft.md").write_text("# Intro\n\nShown before [4].\n\n## References\n\n1. A. (2020). Paper.\n", encoding="utf-8")
    (work / "notes.txt").write_text("Not markdown [9].\n", encoding="utf-8")
    git(work, "add", "-A")
    home = tmp_path / "pre-commit-home"
    env = {**os.environ, "PRE_COMMIT_HOME": str(home), "PIP_NO_DEPS": "1", "PIP_DISABLE_PIP_VERSION_CHECK": "1"}
    env.pop("VIRTUAL_ENV", None)
    installed = subprocess.run([pre_commit, "install-hooks"], cwd=work, capture_output=True, text=True, env=env)
    assert installed.returncode == 0, installed.stdout + installed.stderr
    site_packages = list(home.glob("repo*/py_env-*/lib/python*/site-packages"))
    assert site_packages, "pre-commit did not create the hook environment"
    (site_packages[0] / "_rblint_test_deps.pth").write_text(sysconfig.get_paths()["purelib"] + "\n")

    failing = subprocess.run([pre_commit, "run", "--all-files"], cwd=work, capture_output=True, text=True, env=env)
    assert failing.returncode == 1, failing.stdout + failing.stderr
    assert "RB002" in failing.stdout and "draft.md" in failing.stdout
    assert "notes.txt" not in failing.stdout  # types: [markdown]

    (work / "draft.md").write_text("# Intro\n\nShown before [1].\n\n## References\n\n1. A. (2020). Paper.\n", encoding="utf-8")
    git(work, "add", "-A")
    passing = subprocess.run([pre_commit, "run", "--all-files"], cwd=work, capture_output=True, text=True, env=env)
    assert passing.returncode == 0, passing.stdout + passing.stderr


@pytest.mark.slow
def test_the_readmes_local_hook_works_as_written(tmp_path: Path) -> None:
    """The first YAML block under README's "## pre-commit", verbatim, with rblint on PATH."""
    import re

    pre_commit = shutil.which("pre-commit") or str(Path(sys.executable).parent / "pre-commit")
    if not Path(pre_commit).exists():
        pytest.skip("pre-commit is not installed (pip install -e '.[test]')")
    readme = (REPO / "README.md").read_text(encoding="utf-8")
    section = readme[readme.index("## pre-commit"):]
    config = re.search(r"```yaml\n(.*?)```", section, re.S).group(1)
    assert "repo: local" in config and "language: system" in config
    work = tmp_path / "paper"
    work.mkdir()
    git(work, "init", "-q")
    (work / ".pre-commit-config.yaml").write_text(config, encoding="utf-8")
    (work / "draft.md").write_text("# Intro\n\nShown before [4].\n\n## References\n\n1. A. (2020). Paper.\n",
                                   encoding="utf-8")
    git(work, "add", "-A")
    env = {**os.environ, "PRE_COMMIT_HOME": str(tmp_path / "home"),
           "PATH": f"{Path(sys.executable).parent}{os.pathsep}{os.environ.get('PATH', '')}"}
    failing = subprocess.run([pre_commit, "run", "--all-files"], cwd=work, capture_output=True, text=True, env=env)
    assert failing.returncode == 1 and "RB002" in failing.stdout, failing.stdout + failing.stderr
