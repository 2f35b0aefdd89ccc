"""The packaged MiniLM embedder: the plain-torch encoder must equal sentence-transformers'."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from rblint.engine.embedding import Embedder, _load_packaged, _load_sentence_transformer, load_embedder, minilm_path
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


@pytest.fixture(scope="module")
def embedder() -> Embedder:
    return load_embedder()


def test_plain_torch_encoder_matches_sentence_transformers(embedder: Embedder) -> None:
    assert isinstance(embedder._model, MiniLM)
    reference_model = Embedder(_load_sentence_transformer(str(minilm_path()), "cpu"), batch_size=3)
    embedder.batch_size = 4  # batches of different make-up must not matter
    direct = embedder.encode(TEXTS)
    reference = reference_model.encode(TEXTS)
    assert direct.shape == (len(TEXTS), embedder.dimension) == (len(TEXTS), 384)
    assert np.abs(direct - reference).max() < 1e-5
    np.testing.assert_allclose(np.linalg.norm(direct, axis=1), 1.0, atol=1e-5)
    # order is the caller's, not the length-sorted batch order
    assert float(direct[2] @ reference[2]) > float(direct[2] @ reference[0])


def test_empty_input(embedder: Embedder) -> None:
    assert embedder.encode([]).shape == (0, embedder.dimension)


def test_a_cold_embedding_imports_neither_sentence_transformers_nor_transformers() -> None:
    """What the plain-torch encoder is for: those imports were most of a cold run."""
    code = (
        "import sys; from rblint.engine.embedding import load_embedder; "
        "v = load_embedder().encode(['Dense retrieval helps.']); "
        "print(v.shape, 'sentence_transformers' in sys.modules, 'transformers' in sys.modules)"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.split() == ["(1,", "384)", "False", "False"]


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
