"""``rblint score`` and ``rblint check-claims``: output shapes, model choice and error cases."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from rblint.app import run

PAPER = """# A study of dropout

## 1 Introduction

Neural networks overfit small datasets. Regularisation is common in practice.

## 3 Results

Dropout reduces overfitting in small networks. The final model reaches an accuracy of 0.88.
Training took three days on four GPUs. The learning rate was 0.001 throughout.
"""

SUMMARY = """# Summary

Dropout reduces overfitting in small networks. Training took three days on four GPUs.
The model runs on quantum hardware.
"""


@pytest.fixture()
def files(tmp_path: Path) -> Path:
    (tmp_path / "paper.md").write_text(PAPER, encoding="utf-8")
    (tmp_path / "summary.md").write_text(SUMMARY, encoding="utf-8")
    return tmp_path


def rblint(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = run(list(args))
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def test_score_json_shape(files: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = rblint(capsys, "score", "--source", str(files / "paper.md"), "--summary", str(files / "summary.md"),
                            "--top-k", "2", "--format", "json", "--backend", "overlap")
    assert code == 0, err
    report = json.loads(out)
    assert list(report) == ["align_score", "confidence", "is_reliable", "label", "num_context_chunks",
                            "num_claim_sentences", "per_sentence", "verdict"]
    assert report["label"] in ("SUPPORTED", "UNSUPPORTED")  # nothing in the summary is reversed
    assert report["verdict"]["backend"] == "overlap" and report["verdict"]["decided_by"] == "support threshold"
    assert report["verdict"]["label"] == report["label"]
    assert report["num_claim_sentences"] == 3 and report["num_context_chunks"] == 2
    assert report["confidence"] in ("High", "Medium", "Low") and isinstance(report["is_reliable"], bool)
    sentences = report["per_sentence"]
    assert [s["sentence_index"] for s in sentences] == [0, 1, 2]
    assert sentences[0]["sentence"] == "Dropout reduces overfitting in small networks."
    for sentence in sentences:
        assert list(sentence) == ["sentence_index", "sentence", "best_chunk_score", "top_k_chunks", "model_score",
                                  "contradicted_by"]
        assert sentence["contradicted_by"] is None and sentence["model_score"] is None
        chunks = sentence["top_k_chunks"]
        assert 1 <= len(chunks) <= 2
        assert [c["score"] for c in chunks] == sorted((c["score"] for c in chunks), reverse=True)
        assert sentence["best_chunk_score"] == chunks[0]["score"]
        assert all(list(c) == ["chunk_index", "score", "page", "section", "appendix", "text", "source"] for c in chunks)
    assert sentences[0]["best_chunk_score"] == 1.0 and "3 Results" in sentences[0]["top_k_chunks"][0]["section"]
    assert sentences[2]["best_chunk_score"] < 0.5
    mean = sum(s["best_chunk_score"] for s in sentences) / 3
    assert report["align_score"] == pytest.approx(mean, abs=1e-3)


def test_score_text_format(files: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = rblint(capsys, "score", "--source", str(files / "paper.md"), "--summary", str(files / "summary.md"),
                          "--backend", "overlap")
    assert code == 0 and out.startswith("align score ") and "3 summary sentences against 2 chunks" in out


def test_a_reversed_summary_is_contradicted_with_the_overlap_backend(files: Path,
                                                                    capsys: pytest.CaptureFixture[str]) -> None:
    (files / "reversed.md").write_text("Dropout increases overfitting in small networks. "
                                       "Training took three days on four GPUs.\n", encoding="utf-8")
    code, out, err = rblint(capsys, "score", "--source", str(files / "paper.md"), "--summary",
                            str(files / "reversed.md"), "--format", "json", "--backend", "overlap")
    assert code == 0, err
    report = json.loads(out)
    assert report["label"] == "CONTRADICTED" and report["is_reliable"] is False
    assert report["verdict"]["decided_by"] == "reversal check" and report["verdict"]["backend"] == "overlap"
    assert report["confidence"] == "Low"  # contradicted, whatever the support score
    first = report["per_sentence"][0]
    assert first["contradicted_by"]["quote"] == "Dropout reduces overfitting in small networks."
    assert first["contradicted_by"]["claim_words"] == "increases" and first["contradicted_by"]["source_words"] == "reduces"
    assert first["model_score"] == 0.8 and first["best_chunk_score"] < report["per_sentence"][1]["best_chunk_score"]
    code, out, _ = rblint(capsys, "score", "--source", str(files / "paper.md"), "--summary",
                          str(files / "reversed.md"), "--backend", "overlap")
    assert "CONTRADICTED: reversal check, overlap backend (dev precision 0.9" in out
    assert 'CONTRADICTED (A study of dropout > 3 Results) (this sentence: "increases", the source: "reduces")' in out


@pytest.mark.parametrize("args, message", [
    (["--top-k", "0"], "--top-k"),
    (["--top-k", "11"], "--top-k"),
    (["--backend", "magic"], "--backend"),
    (["--backend", "alignscore"], "needs a model"),
    (["--backend", "nli", "--model-path", "/no/such/model"], "not found"),
])
def test_score_bad_options(files: Path, capsys: pytest.CaptureFixture[str], args: list[str], message: str) -> None:
    code, out, err = rblint(capsys, "score", "--source", str(files / "paper.md"), "--summary", str(files / "summary.md"), *args)
    assert code == 2 and message in err and "Traceback" not in err


def test_score_empty_inputs(files: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (files / "empty.md").write_text("# Only a heading\n\n", encoding="utf-8")
    (files / "empty.txt").write_text("", encoding="utf-8")
    code, _, err = rblint(capsys, "score", "--source", str(files / "paper.md"), "--summary", str(files / "empty.md"),
                          "--backend", "overlap")
    assert code == 2 and "summary is empty" in err
    code, _, err = rblint(capsys, "score", "--source", str(files / "empty.txt"), "--summary", str(files / "summary.md"),
                          "--backend", "overlap")
    assert code == 2 and "empty.txt" in err and "Traceback" not in err
    code, _, err = rblint(capsys, "score", "--source", str(files / "nope.pdf"), "--summary", str(files / "summary.md"))
    assert code == 2 and "no such file" in err
    code, _, err = rblint(capsys, "score", "--source", str(files / "paper.md"), "--summary", str(files / "nope.md"))
    assert code == 2 and "no such file" in err


def write_jsonl(path: Path, records: list[dict]) -> Path:
    path.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
    return path


def test_check_claims_output(files: Path, capsys: pytest.CaptureFixture[str]) -> None:
    requests = write_jsonl(files / "in.jsonl", [
        {"id": "a", "claim": "Dropout reduces overfitting in small networks.", "source": PAPER},
        {"id": 2, "claim": "The model runs on quantum hardware. It was trained on Mars.", "source_path": "paper.md"},
        {"id": "c", "claim": "Anything at all here.", "source_path": "missing.pdf"},
    ])
    out = files / "out" / "result.jsonl"
    code, _, err = rblint(capsys, "check-claims", str(requests), "--output", str(out), "--backend", "overlap")
    assert code == 0, err
    rows = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
    assert [row["id"] for row in rows] == ["a", 2, "c"]
    assert all(list(row)[:6] == ["id", "score", "contradiction", "label", "sentences", "verdict"] for row in rows)
    assert rows[0]["score"] == 1.0 and rows[0]["label"] == "SUPPORTED" and rows[0]["contradiction"] is None
    assert rows[1]["label"] == "UNSUPPORTED" and 0.0 <= rows[1]["score"] < 0.5 and len(rows[1]["sentences"]) == 2
    assert rows[1]["sentences"][0]["sentence"] == "The model runs on quantum hardware."
    assert rows[2]["label"] == "ERROR" and rows[2]["score"] is None and "missing.pdf" in rows[2]["error"]
    assert rows[0]["verdict"]["label"] == "SUPPORTED" and rows[0]["verdict"]["decided_by"] == "support threshold"
    assert rows[0]["sentences"][0]["contradicted_by"] is None and rows[2]["verdict"] is None


def test_check_claims_labels_a_reversed_claim_contradicted(files: Path, capsys: pytest.CaptureFixture[str]) -> None:
    requests = write_jsonl(files / "in.jsonl", [
        {"id": "r", "claim": "Dropout increases overfitting in small networks.", "source": PAPER}])
    code, out, err = rblint(capsys, "check-claims", str(requests), "--backend", "overlap")
    assert code == 0, err
    row = json.loads(out)
    assert row["label"] == "CONTRADICTED" and row["verdict"]["decided_by"] == "reversal check"
    found = row["sentences"][0]["contradicted_by"]
    assert found["quote"] == "Dropout reduces overfitting in small networks." and found["decided_by"] == "reversal check"


@pytest.mark.parametrize("lines, message", [
    (['{"id": 1, "claim": "x", "source": "y"}', '{"id": 1, "claim": "z", "source": "y"}'], "duplicate id"),
    (['{"id": 1, "claim": "x", "source": "y"', ], ":1: not valid JSON"),
    (['{"claim": "x", "source": "y"}'], "missing \"id\""),
    (['{"id": true, "claim": "x", "source": "y"}'], "\"id\" must be a string or a finite number, not true"),
    (['{"id": 1e400, "claim": "x", "source": "y"}'], "not Infinity"),  # it would be written back as Infinity: not JSON
    (['{"id": {"a": 1}, "claim": "x", "source": "y"}'], "\"id\" must be a string or a finite number"),
    (['{"id": 1, "claim": "x", "source": "y", "source_path": "p.md"}'], "exactly one of"),
    (['{"id": 1, "source": "y"}'], "missing \"claim\""),
    ([""], "empty"),
])
def test_check_claims_rejects_bad_input(files: Path, capsys: pytest.CaptureFixture[str], lines: list[str], message: str) -> None:
    requests = files / "bad.jsonl"
    requests.write_text("\n".join(lines) + "\n", encoding="utf-8")
    out = files / "out.jsonl"
    code, _, err = rblint(capsys, "check-claims", str(requests), "--output", str(out), "--backend", "overlap")
    assert code == 2 and message in err and "Traceback" not in err
    assert not out.exists()


def test_check_claims_missing_input_and_same_output(files: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = rblint(capsys, "check-claims", str(files / "none.jsonl"), "--backend", "overlap")
    assert code == 2 and "no such file" in err
    requests = write_jsonl(files / "in.jsonl", [{"id": 1, "claim": "x y z", "source": "x y z."}])
    before = requests.read_text(encoding="utf-8")
    code, _, err = rblint(capsys, "check-claims", str(requests), "--output", str(requests), "--backend", "overlap")
    assert code == 2 and "does not overwrite its input" in err and requests.read_text(encoding="utf-8") == before


def test_check_claims_with_an_alignscore_checkpoint(files: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from test_scoring_models import write_alignscore_ckpt, write_roberta_dir

    folder = files / "tiny-alignscore"
    write_alignscore_ckpt(folder / "AlignScore-tiny.ckpt", write_roberta_dir(folder))
    requests = write_jsonl(files / "in.jsonl", [{"id": "x", "claim": "Dropout reduces overfitting.", "source": PAPER}])
    code, out, err = rblint(capsys, "check-claims", str(requests), "--backend", "alignscore",
                            "--model-path", str(folder), "--exhaustive")
    assert code == 0, err
    row = json.loads(out)
    assert 0.0 <= row["score"] <= 1.0 and 0.0 <= row["contradiction"] <= 1.0
    assert row["label"] in ("SUPPORTED", "UNSUPPORTED", "CONTRADICTED")


SHARED_PDF = Path(__file__).resolve().parents[2] / "shared" / "data" / "pdfs" / "deepinfer_icse2024_arxiv2401.14628.pdf"


@pytest.mark.shared
@pytest.mark.slow
@pytest.mark.skipif(not SHARED_PDF.exists(), reason="../shared/data is absent")
def test_score_a_real_paper(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """The DeepInfer PDF through the evidence index: pages and sections reach the report."""
    summary = tmp_path / "summary.md"
    summary.write_text("DeepInfer infers data preconditions from a trained deep neural network model.\n"
                       "The weather in Lisbon was sunny during the conference banquet.\n", encoding="utf-8")
    code, out, err = rblint(capsys, "score", "--source", str(SHARED_PDF), "--summary", str(summary),
                            "--backend", "overlap", "--format", "json", "--top-k", "2")
    assert code == 0, err
    report = json.loads(out)
    assert report["num_context_chunks"] > 10 and report["num_claim_sentences"] == 2
    first, second = report["per_sentence"]
    assert first["best_chunk_score"] > second["best_chunk_score"]
    assert all(chunk["page"] is not None for chunk in first["top_k_chunks"])
    assert any("precondition" in chunk["text"].lower() for chunk in first["top_k_chunks"])


def test_score_text_says_appendix_for_chunks_from_one() -> None:
    from rblint.commands.score import format_text

    chunk = {"chunk_index": 4, "score": 0.9, "page": 12, "text": "The bound holds by the triangle inequality.", "source": "s"}
    report = {"align_score": 0.9, "confidence": "High", "is_reliable": True, "num_claim_sentences": 1,
              "num_context_chunks": 2, "per_sentence": [{"sentence_index": 0, "sentence": "The bound holds.",
                                                         "best_chunk_score": 0.9, "top_k_chunks": [
                  {**chunk, "section": "A Proofs", "appendix": True},
                  {**chunk, "chunk_index": 5, "section": None, "appendix": True},
                  {**chunk, "chunk_index": 6, "section": "3 Results", "appendix": False}]}]}
    text = format_text(report, Path("paper.pdf"), "")
    assert "chunk 4 (p. 12, appendix A Proofs)" in text
    assert "chunk 5 (p. 12, appendix)" in text
    assert "chunk 6 (p. 12, 3 Results)" in text


def test_a_lone_surrogate_in_a_claim_is_replaced_not_a_traceback(files: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """JSON may spell a lone surrogate ("\\ud800"); writing the result line back out raised
    UnicodeEncodeError with a traceback."""
    requests = files / "odd.jsonl"
    requests.write_text('{"id": 1, "claim": "\\ud800 dense retrieval helps", "source": "Dense retrieval helps."}\n',
                        encoding="utf-8")
    code, out, err = rblint(capsys, "check-claims", str(requests), "--backend", "overlap")
    assert code == 0 and "Traceback" not in err
    assert json.loads(out)["sentences"][0]["sentence"].startswith("\ufffd")
