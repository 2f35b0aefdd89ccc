"""Sentence vectors are cached by text: a warm run embeds nothing and never imports torch."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from pdf_factory import HashEmbedder
from rblint.engine.cache import Cache
from rblint.engine.config import Config
from rblint.engine.embedding import CachedEmbedder, ModelNotAvailableError
from rblint.engine.index import EvidenceIndex

EXAMPLE = Path(__file__).resolve().parents[1] / "examples"


def test_vectors_come_from_memory_then_disk_and_match_the_model(tmp_path: Path) -> None:
    inner = HashEmbedder()
    cache = Cache(tmp_path)
    embedder = CachedEmbedder(lambda: inner, inner.model_id, cache=lambda: cache)
    texts = ["Dropout reduces overfitting.", "Attention helps translation.", "Dropout reduces overfitting."]
    first = embedder.encode(texts)
    assert inner.calls == 1 and inner.texts == 2  # one batch, each distinct text once
    np.testing.assert_array_equal(first, HashEmbedder().encode(texts))  # exactly the model's vectors
    again = embedder.encode(texts[:2])
    assert inner.calls == 1 and np.array_equal(again, first[:2])
    # A new process (a new embedder over the same cache folder) reads them from disk.
    fresh_inner = HashEmbedder()
    later = CachedEmbedder(lambda: fresh_inner, fresh_inner.model_id, cache=lambda: Cache(tmp_path))
    np.testing.assert_array_equal(later.encode(["Attention helps translation."]), first[1:2])
    assert fresh_inner.calls == 0 and not later.loaded
    # Another model never gets these vectors.
    other = HashEmbedder()
    CachedEmbedder(lambda: other, "another-model", cache=lambda: Cache(tmp_path)).encode(texts[:1])
    assert other.calls == 1


def test_passages_are_not_remembered_as_sentences(tmp_path: Path) -> None:
    inner = HashEmbedder()
    embedder = CachedEmbedder(lambda: inner, inner.model_id, cache=lambda: Cache(tmp_path))
    embedder.encode_passages(["A passage of a paper."])
    assert Cache(tmp_path).get_sentence_vectors(inner.model_id, ["x"]) == {}
    embedder.encode(["A passage of a paper."])
    assert inner.calls == 2  # encode_passages did not fill the sentence cache


def test_a_model_that_cannot_load_leaves_bm25(tmp_path: Path) -> None:
    def broken() -> None:
        raise ModelNotAvailableError("the embedding model package is missing")

    paper = tmp_path / "paper.txt"
    paper.write_text("Lithium anodes degrade in batteries.\n\nGraphite anodes last longer than silicon.\n")
    lazy = CachedEmbedder(broken, "all-MiniLM-L6-v2")
    index = EvidenceIndex(Config(cache_dir=tmp_path / "cache"), embedder_factory=lambda: lazy)
    hits = index.search("graphite anode", k=2, documents=[paper])
    assert hits and all(hit.dense_rank is None for hit in hits)
    assert index.embedder_error and "missing" in index.embedder_error


@pytest.mark.slow
def test_a_warm_run_of_the_example_loads_no_model(tmp_path: Path) -> None:
    project = tmp_path / "example"
    shutil.copytree(EXAMPLE, project)
    env = {**os.environ, "RBLINT_CACHE_DIR": str(tmp_path / "cache")}
    probe = ("import sys, runpy; sys.argv = ['rblint', 'draft.md']\n"
             "try:\n    runpy.run_module('rblint', run_name='__main__')\n"
             "except SystemExit:\n    pass\n"
             "print('TORCH' if 'torch' in sys.modules else 'NO-TORCH', file=sys.stderr)\n")
    runs = [subprocess.run([sys.executable, "-c", probe], cwd=project, env=env, capture_output=True, text=True)
            for _ in range(2)]
    cold, warm = runs
    assert "TORCH" in cold.stderr.splitlines()[-1]  # the cold run did embed
    assert warm.stderr.splitlines()[-1] == "NO-TORCH", warm.stderr[-2000:]
    assert warm.stdout == cold.stdout and "Found 9 problems" in warm.stdout
