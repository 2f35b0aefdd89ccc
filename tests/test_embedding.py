"""The packaged MiniLM embedder: the plain-torch encoder must equal sentence-transformers'.

These tests are about the fp32 encoder (ONNX Runtime), so they force fp32: on a CPU with bf16
units the precision probe picks torch bf16 instead (tests/test_precision.py tests that path)."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from rblint.engine.embedding import (Embedder, _load_packaged, _load_sentence_transformer, encoder_precision,
                                     load_embedder, minilm_path)
from rblint.engine import minilm
from rblint.engine.minilm import MiniLM, UnsupportedModel

TEXTS = [
    "Calibration error fell from 4.1% to 2.3% after temperature scaling.",
    "",
    "DeepInfer infers data preconditions for deep neural networks.",
    "word " * 400,  # longer than the model's 256-token window: truncated the same way
    "Results.",
    "We compare BM25 with dense retrieval and fuse the rankings by reciprocal rank.",
    "Ünïcödé, emoji 🙂 and CJK 中文 are tokenised the same way.",
]


FP32 = {"RBLINT_ENCODER_PRECISION": "fp32"}


@pytest.fixture(scope="module")
def embedder() -> Embedder:
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv(*next(iter(FP32.items())))
        encoder_precision.cache_clear()  # the choice is remembered per process
        try:
            return load_embedder()
        finally:
            encoder_precision.cache_clear()


def test_plain_torch_encoder_matches_sentence_transformers(embedder: Embedder) -> None:
    assert isinstance(embedder._model, MiniLM) and embedder._model.backend == "onnxruntime"
    reference_model = Embedder(_load_sentence_transformer(str(minilm_path()), "cpu"), batch_size=3)
    embedder.batch_size = 4  # batches of different make-up must not matter
    direct = embedder.encode(TEXTS)
    reference = reference_model.encode(TEXTS)
    assert direct.shape == (len(TEXTS), embedder.dimension) == (len(TEXTS), 384)
    assert np.abs(direct - reference).max() < 1e-5
    np.testing.assert_allclose(np.linalg.norm(direct, axis=1), 1.0, atol=1e-5)
    # order is the caller's, not the length-sorted batch order
    assert float(direct[2] @ reference[2]) > float(direct[2] @ reference[0])


def test_onnx_runtime_threads_sleep_between_batches(embedder: Embedder) -> None:
    """A spinning pool keeps the cores busy after each batch and slows whatever runs next
    (the page workers, torch: the precision probe once chose wrong because of it)."""
    session = embedder._model._forward._session
    assert session.get_session_options().get_session_config_entry("session.intra_op.allow_spinning") == "0"


def test_batches_keep_to_a_token_budget() -> None:
    """Long passages go a few at a time (their activations must fit a cache), short
    sentences up to the row limit; every text once, in the sorted order."""
    lengths = [12] * 40 + [256] * 9 + [2000]
    order = list(range(len(lengths)))
    batches = minilm._batches(order, lengths, rows=32)
    assert [index for batch in batches for index in batch] == order
    for batch in batches:
        assert len(batch) <= 32
        assert len(batch) == 1 or len(batch) * max(lengths[i] for i in batch) <= minilm.MAX_BATCH_TOKENS
    assert [len(batch) for batch in batches] == [32, 8, 4, 4, 1, 1]


def test_a_batch_alone_or_with_others_gives_the_same_vector(embedder: Embedder) -> None:
    together = embedder.encode(TEXTS)
    alone = np.stack([embedder.encode([text])[0] for text in TEXTS])
    assert np.abs(together - alone).max() < 1e-5


def test_empty_input(embedder: Embedder) -> None:
    assert embedder.encode([]).shape == (0, embedder.dimension)


def test_a_cold_embedding_imports_neither_sentence_transformers_nor_transformers_nor_torch() -> None:
    """What the plain encoder is for: those imports were most of a cold run."""
    code = (
        "import sys; from rblint.engine.embedding import load_embedder; "
        "v = load_embedder().encode(['Dense retrieval helps.']); "
        "print(v.shape, *(name in sys.modules for name in ('sentence_transformers', 'transformers', 'torch', 'onnx')))"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300,
                          env={**os.environ, **FP32})
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.split() == ["(1,", "384)", "False", "False", "False", "False"]


def test_the_torch_forward_equals_the_onnx_graph(embedder: Embedder, monkeypatch: pytest.MonkeyPatch) -> None:
    """Where the shipped graph cannot be used (no onnxruntime, another configuration, a
    GPU), torch computes the same encoder."""
    monkeypatch.setattr(minilm._OnnxForward, "load", classmethod(lambda cls, config, weights: None))
    on_torch = MiniLM(minilm_path())
    assert on_torch.backend == "torch"
    assert np.abs(on_torch.encode(TEXTS, 4) - embedder.encode(TEXTS)).max() < 1e-5


def test_a_graph_that_does_not_fit_falls_back_to_torch(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    folder = _copy_model(tmp_path)
    config = json.loads((folder / "config.json").read_text())
    config["num_hidden_layers"] = 5  # the weights still hold six: a five-layer encoder of them
    (folder / "config.json").write_text(json.dumps(config))
    assert MiniLM(folder).backend == "torch"
    monkeypatch.setattr(minilm, "GRAPH", tmp_path / "missing.onnx")
    assert MiniLM(minilm_path()).backend == "torch"


def test_the_shipped_graph_is_what_the_script_builds() -> None:
    pytest.importorskip("onnx")
    script = Path(__file__).resolve().parents[1] / "scripts" / "build_minilm_graph.py"
    done = subprocess.run([sys.executable, str(script), "--check"], capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stdout + done.stderr[-2000:]


def _copy_model(tmp_path: Path) -> Path:
    folder = tmp_path / "model"
    shutil.copytree(minilm_path(), folder, ignore=shutil.ignore_patterns("*.safetensors", "*.bin", "onnx", "openvino"))
    (folder / "model.safetensors").symlink_to(minilm_path() / "model.safetensors")
    return folder


def test_another_pipeline_is_refused_and_goes_through_sentence_transformers(tmp_path: Path) -> None:
    folder = _copy_model(tmp_path)
    pooling = folder / "1_Pooling" / "config.json"
    settings = json.loads(pooling.read_text())
    settings.update(pooling_mode_mean_tokens=False, pooling_mode_cls_token=True)
    pooling.write_text(json.dumps(settings))
    with pytest.raises(UnsupportedModel, match="mean pooling"):
        MiniLM(folder)
    model = _load_packaged(str(folder), "cpu")
    assert type(model).__name__ == "SentenceTransformer"


@pytest.mark.parametrize(
    ("change", "message"),
    [({"hidden_act": "relu"}, "plain BERT"), ({"model_type": "roberta"}, "plain BERT"),
     ({"position_embedding_type": "relative_key"}, "plain BERT")],
)
def test_a_different_architecture_is_refused(tmp_path: Path, change: dict[str, str], message: str) -> None:
    folder = _copy_model(tmp_path)
    config = json.loads((folder / "config.json").read_text())
    config.update(change)
    (folder / "config.json").write_text(json.dumps(config))
    with pytest.raises(UnsupportedModel, match=message):
        MiniLM(folder)
