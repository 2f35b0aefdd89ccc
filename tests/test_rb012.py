"""RB012 needs-several-references: info, one cited work where several are usual."""

from __future__ import annotations

from pathlib import Path

import pytest

from rblint.app import run
from rblint.engine.bibliography.model import Bibliography
from rblint.engine.config import Config
from rblint.engine.diagnostics import Severity
from rblint.engine.linter import Linter
from rblint.engine.services import Services
from rblint.rules import ALL_RULES
from rblint.rules.rb012_needs_several_references import NeedsSeveralReferences
from test_rb006 import CLAIM, FakeClassifier, HIGH, ONE_ONLY


def lint(text: str, classifier: FakeClassifier, config: Config) -> list:
    services = Services(config, overrides={"citation_classifier": classifier})
    linter = Linter(config, rules=ALL_RULES, services=services)
    return [d for d in linter.lint_text(text, Path("draft.md"), bibliography=Bibliography()).diagnostics if d.code == "RB012"]


def test_metadata() -> None:
    assert NeedsSeveralReferences in ALL_RULES
    assert NeedsSeveralReferences.default_severity is Severity.INFO
    assert "## What it does" in NeedsSeveralReferences.docs()


def test_only_for_one_cited_work_and_says_why() -> None:
    text = f"{CLAIM} [@smith2020].\n\n{CLAIM} as well [@jones2021].\n\n{CLAIM} twice [@a; @b].\n\n{CLAIM}.\n"
    classifier = FakeClassifier({"as well": ONE_ONLY, CLAIM: HIGH}, several_reasons=("it points to other work (\u201cmany studies\u201d)",))
    (diagnostic,) = lint(text, classifier, Config())
    assert diagnostic.severity is Severity.INFO
    assert diagnostic.message == (
        "Cites one work for a claim that usually rests on several: it points to other work (\u201cmany studies\u201d) (score 0.53)"
    )
    assert text[diagnostic.span.start:diagnostic.span.end].endswith("[@smith2020].")
    assert lint(text, classifier, Config(ignore=("RB012",))) == []


def test_extend_select_on_the_command_line_and_in_the_config(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    draft = tmp_path / "draft.md"
    draft.write_text("Plain text without claims.\n", encoding="utf-8")
    assert run(["check", "--fast", "--select", "RB001", "--extend-select", "RB002", str(draft)]) == 0
    assert run(["check", "--fast", "--extend-select", "RB002,NOPE", str(draft)]) == 2
    assert "NOPE" in capsys.readouterr().err
    (tmp_path / "rblint.toml").write_text('select = ["RB001"]\nextend-select = ["RB012"]\n', encoding="utf-8")
    from rblint.engine.config import load_config

    config = load_config(tmp_path / "rblint.toml")
    assert config.extend_select == ("RB012",)
    assert config.is_selected("RB012") and config.is_selected("RB001") and not config.is_selected("RB006")


def test_the_cited_works_own_authors_named_point_to_no_other_work() -> None:
    """Written after a fresh draft's "Zeng, Van Orden and Roberts construct a relativistic
    constituent quark model ... [2]" ([2]: Zeng, Van Orden & Roberts) got "it names authors":
    the classifier reads the cited work's authors as "they"; other authors stay named."""
    text = ("Zeng, Van Orden and Roberts construct a relativistic quark model of heavy mesons [1].\n\n"
            "Godfrey and Isgur fixed the vector potential's parameters [1].\n\n"
            "## References\n\n"
            "1. Zeng, J., Van Orden, J. W., & Roberts, W. (1994). Heavy mesons in a relativistic model. CEBAF.\n")
    classifier = FakeClassifier({"Roberts construct": HIGH, "Godfrey and Isgur": HIGH, "they construct": ONE_ONLY},
                                several_reasons=("it names authors",))
    config = Config()
    services = Services(config, overrides={"citation_classifier": classifier})
    found = [d for d in Linter(config, rules=ALL_RULES, services=services).lint_text(text, Path("draft.md")).diagnostics
             if d.code == "RB012"]
    assert classifier.seen == ["they construct a relativistic quark model of heavy mesons.",
                               "Godfrey and Isgur fixed the vector potential's parameters."]
    assert [text[d.span.start:d.span.end] for d in found] == ["Godfrey and Isgur fixed the vector potential's parameters [1]."]


@pytest.mark.parametrize("sentence, authors, read", [
    ("Zeng, Van Orden and Roberts construct a model.", ("Zeng", "Van Orden", "Roberts"), "they construct a model."),
    ("Zeng, Van Orden and Roberts construct a model.", ("Zeng", "Orden", "Roberts"), "they construct a model."),
    ("Karpukhin et al. show that it works.", ("Karpukhin", "Oguz"), "they show that it works."),
    ("Dinu & Baroni's vectors, as Smith and Jones note.", ("Dinu", "Baroni"), "their vectors, as Smith and Jones note."),
    ("Long sequences are hard; Chaum proposes a protocol.", ("Long", "Chaum"),
     "Long sequences are hard; Chaum proposes a protocol."),  # a lone surname is not written as an author
])
def test_without_named_authors(sentence: str, authors: tuple[str, ...], read: str) -> None:
    from rblint.engine.bibliography.names import without_named_authors

    assert without_named_authors(sentence, authors) == read


def test_a_run_of_name_particles_is_left_as_it_is() -> None:
    """A hostile sentence of 20,000 "van"s: the particles before a surname are bounded (three), so
    the sentence is read once (an unbounded run made every position retry the whole run: 22 s)."""
    from rblint.engine.bibliography.names import without_named_authors

    text = "van " * 20000 + "Orden and Roberts"
    assert without_named_authors(text, ("Van Orden", "Roberts")) == "van " * 19997 + "they"


def test_the_many_ways_authors_do_something_is_no_prior_work() -> None:
    """"the many ways authors define metadata in LaTeX" speaks of how people write, not of other
    work (a false info on two fresh drafts, three sentences); "many recent studies" still is."""
    from rblint.engine.pre_attribution.features import _PRIOR_WORK

    assert _PRIOR_WORK.search("owing to the many ways authors define metadata in LaTeX") is None
    assert _PRIOR_WORK.search("as many times authors have noted") is None
    assert _PRIOR_WORK.search("many recent studies have shown") is not None
    assert _PRIOR_WORK.search("several other authors report") is not None
