"""The bundled example (README command 1) shows what it promises."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from rblint.app import run
from rblint.engine.config import Config
from rblint.engine.index import EvidenceIndex

EXAMPLES = Path(__file__).resolve().parents[1] / "examples"


def findings(capsys: pytest.CaptureFixture[str], *args: str) -> list[dict]:
    code = run([str(EXAMPLES / "draft.md"), "--format", "json", *args])
    out, err = capsys.readouterr()
    assert code == 1, err
    return json.loads(out)


def line_of(fragment: str) -> int:
    lines = (EXAMPLES / "draft.md").read_text(encoding="utf-8").splitlines()
    return next(number for number, line in enumerate(lines, start=1) if fragment in line)


def test_instant_rules_fire_where_the_example_says(capsys: pytest.CaptureFixture[str]) -> None:
    found = {(record["code"], record["line"]) for record in findings(capsys, "--fast")}
    assert found == {
        ("RB001", line_of("Prior work has shown")),
        ("RB002", line_of("legal documents [7]")),
        ("RB003", line_of("differ widely between research fields [3]")),
        ("RB008", line_of("Berg, J. (2020)")),
    }


def test_example_papers_parse_with_title_and_abstract(tmp_path: Path) -> None:
    index = EvidenceIndex(Config(root=EXAMPLES, cache_dir=tmp_path), embedder_factory=lambda: None)
    okafor = index.load(EXAMPLES / "papers" / "okafor2023.pdf")
    # "Reviews" in a title is not a journal masthead
    assert okafor.title == "Hallucinated References in Generated Literature Reviews"
    assert "23% of the references" in (okafor.abstract or "")
    assert any("23% of the references" in passage.text for passage in okafor.passages)
    alvarez = index.load(EXAMPLES / "papers" / "alvarez2022.pdf")
    assert alvarez.title == "Contrastive Pretraining Improves Citation Recall"
    notes = index.load(EXAMPLES / "papers" / "berg2020-notes.md")
    assert any("Results" in " ".join(passage.section) for passage in notes.passages)


@pytest.mark.slow
def test_model_rules_catch_the_changed_number_and_the_invented_claim(capsys: pytest.CaptureFixture[str]) -> None:
    records = findings(capsys, "--select", "RB004,RB007,RB009")
    by_line = {(record["code"], record["line"]): record for record in records}
    misquote = by_line[("RB009", line_of("misleads every reader"))]
    assert "A reference that points to no paper misleads" in misquote["message"] and "every reader" in misquote["message"]
    number = by_line[("RB007", line_of("kappa of 0.93"))]
    assert "0.93" in number["message"] and "0.81" in number["message"]
    invented = by_line[("RB004", line_of("forty million Wikipedia"))]
    assert invented["evidence"] and invented["evidence"][0]["page"] == 1
    assert invented["evidence"][0]["path"].endswith("alvarez2022.pdf")


def test_the_reversed_finding_is_contradicted_and_the_true_one_is_not(capsys: pytest.CaptureFixture[str]) -> None:
    records = findings(capsys, "--select", "RB004,RB005")
    contradicted = [record for record in records if record["code"] == "RB005"]
    assert [record["line"] for record in contradicted] == [line_of("lowers citation recall")]
    message = contradicted[0]["message"]
    assert message.startswith("[1] says the opposite (p. 1") and '"lowers"' in message and '"increases"' in message
    assert "0.71 to 0.88" in contradicted[0]["evidence"][0]["text"]
    assert contradicted[0]["evidence"][0]["path"].endswith("alvarez2022.pdf")
    # The sentence that states the paper's finding is neither contradicted nor unsupported.
    assert not [record for record in records if record["line"] == line_of("increases citation recall from 0.71")]
