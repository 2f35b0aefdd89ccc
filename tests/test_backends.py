"""The claim-support backends are one table (engine/backends.py): the config, the scorer
factory, the command line and the VS Code settings all offer exactly its names."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from rblint.engine.backends import BACKEND_NAMES, PATH_BACKENDS
from rblint.engine.config import Config, ConfigError, ModelConfig, overlay
from rblint.engine.scoring import ScorerError, create_scorer

REPO = Path(__file__).resolve().parents[1]


def test_the_vscode_setting_offers_every_backend_and_no_other() -> None:
    package = json.loads((REPO / "clients" / "vscode" / "package.json").read_text(encoding="utf-8"))
    setting = package["contributes"]["configuration"]["properties"]["rblint.model.backend"]
    assert tuple(setting["enum"]) == BACKEND_NAMES, "update clients/vscode/package.json from engine/backends.py"


def test_the_config_and_the_command_line_take_the_table_s_names() -> None:
    import click

    from rblint.app import cli

    for name in BACKEND_NAMES:
        assert overlay(Config(), {"model": {"backend": name}}, root=Path.cwd(), prefix="test").model.backend == name
    with pytest.raises(ConfigError, match="unknown backend 'gpt'.*" + ", ".join(BACKEND_NAMES)):
        overlay(Config(), {"model": {"backend": "gpt"}}, root=Path.cwd(), prefix="test")
    check = cli.commands["check"] if "check" in cli.commands else cli
    option = next(param for param in check.params if param.name == "backend")
    assert isinstance(option.type, click.Choice) and tuple(option.type.choices) == BACKEND_NAMES


@pytest.mark.parametrize("name", sorted(PATH_BACKENDS))
def test_a_backend_that_reads_a_user_model_says_it_needs_one(name: str) -> None:
    with pytest.raises(ScorerError, match=f"the {name} backend needs a model"):
        create_scorer(ModelConfig(backend=name), embedder_factory=lambda: None)
