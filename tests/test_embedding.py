"""The packaged MiniLM embedder: the direct encoder path must equal sentence-transformers'."""

from __future__ import annotations

import numpy as np
import pytest

from rblint.engine.embedding import Embedder, load_embedder

TEXTS = [
    "Calibration error fell from 4.1% to 2.3% after temperature scaling.",
    "",
    "DeepInfer infers data preconditions for deep neural networks.",
    "word " * 400,  # longer than the model's 256-token window: truncated the same way
    "Results.",
    "We compare BM25 with dense retrieval and fuse the rankings by reciprocal rank.",
]


@pytest.fixture(scope="module")
def embedder() -> Embedder:
    return load_embedder()


def test_direct_path_matches_sentence_transformers(embedder: Embedder) -> None:
    assert embedder.direct
    generic = Embedder(embedder._model, batch_size=3, direct=False)
    embedder.batch_size = 4  # batches of different make-up must not matter
    direct = embedder.encode(TEXTS)
    reference = generic.encode(TEXTS)
    assert direct.shape == (len(TEXTS), embedder.dimension)
    assert np.abs(direct - reference).max() < 1e-5
    np.testing.assert_allclose(np.linalg.norm(direct, axis=1), 1.0, atol=1e-5)
    # order is the caller's, not the length-sorted batch order
    assert float(direct[2] @ reference[2]) > float(direct[2] @ reference[0])


def test_empty_input(embedder: Embedder) -> None:
    assert embedder.encode([]).shape == (0, embedder.dimension)


def test_other_pooling_takes_the_generic_path(embedder: Embedder) -> None:
    from sentence_transformers import SentenceTransformer
    from sentence_transformers.models import Pooling

    model = embedder._model
    cls_model = SentenceTransformer(modules=[model[0], Pooling(embedder.dimension, pooling_mode="cls")])
    assert not Embedder(cls_model).direct
