"""Configuration discovery and validation: every bad value names its file and key."""

from __future__ import annotations

from pathlib import Path

import pytest

from rblint.engine.config import ConfigError, find_config_file, load_config
from rblint.engine.diagnostics import Severity
from rblint.engine.linter import Linter


def write(path: Path, text: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def test_pyproject_table_found_by_walking_up(tmp_path: Path) -> None:
    write(tmp_path / "pyproject.toml", '[tool.rblint]\npapers = ["papers"]\nselect = ["RB00"]\n')
    draft = write(tmp_path / "drafts" / "deep" / "draft.md", "# x\n")
    found = find_config_file(draft)
    assert found == (tmp_path / "pyproject.toml").resolve()
    config = load_config(found)
    assert config.papers == ((tmp_path / "papers").resolve(),)
    assert config.select == ("RB00",)


def test_pyproject_without_rblint_table_is_skipped(tmp_path: Path) -> None:
    write(tmp_path / "pyproject.toml", '[tool.rblint]\nfail-on = "error"\n')
    write(tmp_path / "sub" / "pyproject.toml", "[project]\nname = 'x'\n")
    draft = write(tmp_path / "sub" / "draft.md", "text\n")
    assert find_config_file(draft) == (tmp_path / "pyproject.toml").resolve()


def test_rblint_toml_wins_over_pyproject_in_same_folder(tmp_path: Path) -> None:
    write(tmp_path / "pyproject.toml", '[tool.rblint]\nfail-on = "error"\n')
    write(tmp_path / ".rblint.toml", 'fail-on = "info"\n')
    config = load_config(None, start=write(tmp_path / "d.md", ""))
    assert config.fail_on is Severity.INFO


def test_all_documented_keys_parse(tmp_path: Path) -> None:
    path = write(tmp_path / "rblint.toml", """
papers = ["papers", "/abs/papers"]
bibliography = "refs.bib"
exclude = ["drafts/old/*"]
cache-dir = ".cache"
fail-on = "error"
select = ["RB"]
ignore = ["RB008"]
references-headings = ["Literatur"]
[sources]
smith2023 = "papers/smith.pdf"
[severity]
RB008 = "warning"
[per-file-ignores]
"notes/*.md" = ["RB001"]
[thresholds]
support = 0.4
contradiction = 0.6
needs-reference = 0.7
[model]
backend = "nli"
path = "models/nli"
top-k = 5
exhaustive = true
batch-size = 8
precision = "bf16"
[index]
max-pages = 50
max-file-mb = 20
timeout = 30
processes = 1
""")
    config = load_config(path)
    assert config.bibliography == ((tmp_path / "refs.bib").resolve(),)
    assert config.papers[1] == Path("/abs/papers")
    assert config.sources["smith2023"] == (tmp_path / "papers" / "smith.pdf").resolve()
    assert config.severity == {"RB008": Severity.WARNING}
    assert config.thresholds.get("needs-reference") == 0.7
    assert config.model.backend == "nli" and config.model.top_k == 5 and config.model.exhaustive
    assert config.model.path == (tmp_path / "models" / "nli").resolve()
    assert config.index.max_pages == 50
    assert config.index.processes == 1 and config.index.parse_processes() == 1
    assert config.references_headings == ("literatur",)
    assert config.per_file_ignores == {"notes/*.md": ("RB001",)}


@pytest.mark.parametrize(
    ("body", "key", "fragment"),
    [
        ("papres = ['x']\n", "papres", "did you mean 'papers'"),
        ("fail-on = 'fatal'\n", "fail-on", "unknown severity"),
        ("select = ['XX9']\n", "select", "unknown rule code"),
        ("select = 3\n", "select", "expected a list of strings"),
        ("[thresholds]\nsupport = 1.5\n", "thresholds.support", "between 0 and 1"),
        ("[thresholds]\nsupport = true\n", "thresholds.support", "expected a number"),
        ("[model]\nbackend = 'gpt'\n", "model.backend", "unknown backend"),
        ("[model]\ntop-k = 0\n", "model.top-k", "between 1 and 10"),
        ("[model]\nweights = 'x'\n", "model.weights", "unknown key"),
        ("[severity]\nRB999 = 'error'\n", "severity.RB999", "unknown rule code"),
        ("[severity]\nRB001 = 'loud'\n", "severity.RB001", "unknown severity"),
        ("[index]\nmax-pages = 2.5\n", "index.max-pages", "expected an integer"),
        ("[index]\nprocesses = -1\n", "index.processes", "between 0 and 64"),
    ],
)
def test_bad_values_name_file_and_key(tmp_path: Path, body: str, key: str, fragment: str) -> None:
    path = write(tmp_path / "rblint.toml", body)
    with pytest.raises(ConfigError) as caught:
        Linter(load_config(path))  # rule codes are checked where the rules are known
    message = str(caught.value)
    assert str(path) in message
    assert f"key '{key}'" in message
    assert fragment in message


def test_pyproject_keys_are_prefixed(tmp_path: Path) -> None:
    path = write(tmp_path / "pyproject.toml", "[tool.rblint]\nbogus = 1\n")
    with pytest.raises(ConfigError, match=r"key 'tool.rblint.bogus'"):
        load_config(path)


def test_invalid_toml_is_a_config_error(tmp_path: Path) -> None:
    path = write(tmp_path / "rblint.toml", "papers = [\n")
    with pytest.raises(ConfigError, match="invalid TOML"):
        load_config(path)


def test_selection_longest_prefix_and_per_file_ignores(tmp_path: Path) -> None:
    path = write(tmp_path / "rblint.toml", 'select = ["RB"]\nignore = ["RB00"]\n[per-file-ignores]\n"notes/*.md" = ["RB001"]\n')
    config = load_config(path)
    assert not config.is_selected("RB002")
    config = load_config(write(tmp_path / "rblint.toml", 'select = ["RB002"]\nignore = ["RB00"]\n'))
    assert config.is_selected("RB002") and not config.is_selected("RB001")
    config = load_config(write(tmp_path / "rblint.toml", '[per-file-ignores]\n"notes/*.md" = ["RB001"]\n'))
    assert not config.is_selected("RB001", tmp_path / "notes" / "a.md")
    assert config.is_selected("RB001", tmp_path / "drafts" / "a.md")
    assert config.is_selected("RB002", tmp_path / "notes" / "a.md")


def test_every_cache_uses_one_directory_rule(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from rblint.engine.config import Config, cache_directory
    from rblint.engine.index import EvidenceIndex

    monkeypatch.setenv("RBLINT_CACHE_DIR", str(tmp_path / "env"))
    assert EvidenceIndex(Config(root=tmp_path), embedder_factory=lambda: None).cache.directory == tmp_path / "env"
    configured = Config(root=tmp_path, cache_dir=tmp_path / "configured")
    assert cache_directory(configured) == tmp_path / "configured"
    assert EvidenceIndex(configured, embedder_factory=lambda: None).cache.directory == tmp_path / "configured"
