"""One sentence, one source: one score and one verdict, wherever it is asked.

For every cited sentence of a draft, ``rblint draft.md`` (RB004/RB005 findings),
``rblint check-claims`` on the same sentence and source, the hover (the incremental
runner's per-sentence support) and the code lens (the draft summary) must agree. Checked
on the bundled example and on claims generated from a real paper (skipped without
../shared): verbatim sentences, changed numbers, negated findings, unrelated sentences.
"""

from __future__ import annotations

import json
import random
import re
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from rblint.app import cli
from rblint.engine.analysis.claims import claim_candidates
from rblint.engine.config import Config, load_config
from rblint.engine.editor import summarize
from rblint.engine.incremental import IncrementalModelLinter
from rblint.engine.linter import Linter
from rblint.engine.reports import cited_sentence_rows, draft_report
from rblint.engine.rule import Phase

EXAMPLE = Path(__file__).resolve().parents[1] / "examples"
VERDICT_OF_FINDING = {"RB004": "UNSUPPORTED", "RB005": "CONTRADICTED"}


def _single_source_sentences(result) -> dict[int, Path]:
    """Cited sentences that cite exactly one entry with a readable file: sentence index -> file."""
    chosen: dict[int, Path] = {}
    for sentence in claim_candidates(result.draft):
        entries = [result.bibliography.resolve(item, marker.style) for marker in sentence.markers for item in marker.items]
        if len(entries) == 1 and entries[0] is not None:
            entry = entries[0]
            if entry.file is not None and entry.file.suffix.lower() == ".pdf":
                chosen[sentence.index] = entry.file
    return chosen


def assert_consistent(draft_path: Path, config: Config) -> int:
    linter = Linter(config)
    result = linter.lint_file(draft_path, phases=[Phase.MODEL])
    analysis = result.analysis
    assert analysis is not None
    support = analysis.sentence_support  # what RB004 judged
    verdicts = analysis.verdicts
    lint_verdicts: dict[int, str] = {}
    carried: dict[int, dict[str, object]] = {}  # the verdict each RB004/RB005 finding carries
    for diagnostic in result.diagnostics:
        sentence = result.draft.sentence_at(diagnostic.span.start)
        if sentence is not None and diagnostic.verdict is not None:
            assert diagnostic.code in VERDICT_OF_FINDING and diagnostic.verdict.label == VERDICT_OF_FINDING[diagnostic.code]
            carried[sentence.index] = diagnostic.verdict.as_json()
        if sentence is not None and diagnostic.code in VERDICT_OF_FINDING and diagnostic.span == sentence.span:
            lint_verdicts[sentence.index] = max(lint_verdicts.get(sentence.index, "SUPPORTED"),
                                                VERDICT_OF_FINDING[diagnostic.code], key=("SUPPORTED", "UNSUPPORTED", "CONTRADICTED").index)
        if sentence is not None and diagnostic.code == "RB007" and diagnostic.fixes:
            lint_verdicts[sentence.index] = "CONTRADICTED"  # the source states another number: the number check
    single = _single_source_sentences(result)
    assert single, "no single-source cited sentence to compare"

    # check-claims, through the command line, on the same sentences and files
    by_sentence = {s.index: s for s in result.draft.sentences}
    claims = draft_path.parent / "claims.jsonl"
    claims.write_text("".join(json.dumps({"id": index, "claim": by_sentence[index].plain,
                                          "source_path": str(path)}) + "\n" for index, path in single.items()))
    done = CliRunner().invoke(cli, ["check-claims", str(claims)], catch_exceptions=False)
    assert done.exit_code == 0, done.output
    checked = {row["id"]: row for row in map(json.loads, done.output.splitlines())}

    # the hover's scores: the language server's incremental runner over the same draft
    runner = IncrementalModelLinter(linter)
    instant = linter.lint_text(result.draft.text, draft_path, phases=[Phase.INSTANT])
    plan = runner.plan(instant.draft, instant.bibliography)
    batch = runner.run_batch(result.draft.text, draft_path, instant.draft, instant.bibliography, plan.pending, plan.keys)
    lens = summarize(instant.draft, batch.diagnostics, batch.support, runner.verdicts)
    # the editor's breakdown view and `rblint audit`'s claim rows: the engine's reports
    breakdown = {item["sentence_index"]: item
                 for item in draft_report(instant.draft, batch.diagnostics, batch.support, lens)["per_sentence"]}
    audit_rows = {(row["line"], row["column"]): row for row in cited_sentence_rows(analysis, result.draft, "draft.md")}

    for index in single:
        lint_score = round(support[index].score, 4)
        row = checked[index]
        assert row["score"] == lint_score, (by_sentence[index].text, row, lint_score)
        assert row["label"] == lint_verdicts.get(index, "SUPPORTED"), (by_sentence[index].text, row, lint_verdicts.get(index))
        if index in carried:  # the finding's own verdict is check-claims' verdict, score and all
            assert carried[index]["label"] == row["label"] and carried[index]["score"] == row["score"], (carried[index], row)
            assert row["verdict"]["decided_by"] == carried[index]["decided_by"]
        assert round(batch.support[index].score, 4) == lint_score
        assert round(lens.per_sentence[index], 4) == lint_score
        assert round(breakdown[index]["best_chunk_score"], 4) == lint_score
        shown = [finding["verdict"] for finding in breakdown[index]["findings"] if finding["verdict"] is not None]
        assert shown == ([carried[index]] if index in carried else []), (shown, carried.get(index))
        audit_row = audit_rows[result.draft.source.column_1based(by_sentence[index].span.start)]
        assert (audit_row["score"], audit_row["label"]) == (lint_score, row["label"]), (audit_row, row)
        expected = "SUPPORTED" if verdicts.supported(support[index].score) else "UNSUPPORTED"
        assert row["label"] in (expected, "CONTRADICTED")
    assert runner.verdicts == verdicts
    return len(single)


@pytest.mark.slow
def test_example_draft_agrees_everywhere(tmp_path: Path) -> None:
    project = tmp_path / "example"
    shutil.copytree(EXAMPLE, project)
    draft = project / "draft.md"
    assert assert_consistent(draft, load_config(start=draft)) >= 4


def _claims_from(text: str, rng: random.Random) -> list[str]:
    sentences = [s.strip() for s in re.split(r"(?<=[.!?])\s+(?=[A-Z])", " ".join(text.split()))]
    prose = [s for s in sentences if 10 <= len(s.split()) <= 35 and s.endswith(".") and "[" not in s and "@" not in s]
    picked = rng.sample(prose, min(6, len(prose)))
    claims = []
    for number, sentence in enumerate(picked):
        body = sentence.rstrip(".")
        if number % 3 == 1:
            body = re.sub(r"\b(is|are|can|does|do|improves?|outperforms?)\b", lambda m: f"{m.group(1)} not", body, count=1)
        elif number % 3 == 2:
            body = re.sub(r"\d+(\.\d+)?", lambda m: str(round(float(m.group(0)) * 1.7 + 3, 1)), body, count=1)
        claims.append(body)
    claims.append("Bananas ripen faster when stored next to apples in a paper bag")
    return claims


@pytest.mark.slow
@pytest.mark.shared
def test_generated_claims_on_a_real_paper_agree_everywhere(tmp_path: Path, shared_data: Path) -> None:
    paper = shared_data / "pdfs" / "deepinfer_icse2024_arxiv2401.14628.pdf"
    if not paper.is_file():
        pytest.skip("the DeepInfer paper is not in ../shared/data/pdfs")
    (tmp_path / "papers").mkdir()
    shutil.copy(paper, tmp_path / "papers" / "deepinfer.pdf")
    config = Config(root=tmp_path, select=("RB004", "RB005"))
    document = Linter(config, rules=[]).services.evidence_index.load(tmp_path / "papers" / "deepinfer.pdf")
    claims = _claims_from(document.text, random.Random(7))
    assert len(claims) >= 5
    body = "\n\n".join(f"{claim} [1]." for claim in claims)
    draft = tmp_path / "draft.md"
    draft.write_text(f"# Related work\n\n{body}\n\n## References\n\n1. DeepInfer. [PDF](papers/deepinfer.pdf)\n")
    (tmp_path / "rblint.toml").write_text('select = ["RB004", "RB005"]\n')
    assert assert_consistent(draft, load_config(start=draft)) == len(claims)
