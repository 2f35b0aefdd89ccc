"""align-mini on rblint's own encoder code equals the transformers path, and refuses weights
that do not fit (tiny random BERT built here; the shipped delta when installed)."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
import torch

from rblint.engine.align_mini.files import contrast_weights
from rblint.engine.align_mini.model import AlignMini, load_align_mini, load_base, save_delta
from rblint.engine.align_mini.native import NativeAlignMini, NativeAlignMiniError
from rblint.engine.embedding import minilm_path
from test_align_mini import tiny_base  # noqa: F401  (the fixture: a tiny random BERT folder)

CONTEXTS = ["the drug reduces blood pressure in mice", "the study shows a significant effect of dose on tumour growth",
            "patients were not", "0.5 % of cells"]
CLAIMS = ["the drug does not reduce blood pressure", "no effect", "patients were", "the a the a the a the a the a"]


def _trained_delta(base: Path, folder: Path) -> Path:
    model, _ = load_base(base)
    torch.manual_seed(1)
    with torch.no_grad():  # heads and top layer away from their initial values, as training leaves them
        for name, parameter in model.named_parameters():
            if name.startswith(model.trainable_prefixes(1)):
                parameter.add_(torch.randn_like(parameter) * 0.5)
    return save_delta(model, folder, top_layers=1, dtype=torch.float32)


def test_native_scores_equal_the_transformers_path(tiny_base: Path, tmp_path: Path) -> None:  # noqa: F811
    delta = _trained_delta(tiny_base, tmp_path / "delta")
    reference: AlignMini = load_align_mini(delta, base_dir=tiny_base, max_length=64)
    native = NativeAlignMini(tiny_base, delta, max_length=64)
    expected = reference.score_heads(CONTEXTS, CLAIMS, batch_size=3)
    got = native.score_heads(CONTEXTS, CLAIMS, batch_size=3)
    for head in ("tri", "bin", "reg"):
        np.testing.assert_allclose(got[head], expected[head], atol=1e-5)
    assert got["tri"].shape == (4, 3) and np.allclose(got["tri"].sum(axis=1), 1.0, atol=1e-5)
    assert all(len(value) == 0 for value in native.score_heads([], []).values())
    with pytest.raises(ValueError):
        native.score_heads(["a"], [])


def test_weights_that_do_not_fit_are_refused(tiny_base: Path, tmp_path: Path) -> None:  # noqa: F811
    from safetensors.numpy import save_file

    not_a_delta = tmp_path / "plain.safetensors"
    save_file({"x": np.zeros(2, dtype=np.float32)}, str(not_a_delta), metadata={"format": "something-else"})
    with pytest.raises(NativeAlignMiniError, match="not an align-mini delta"):
        NativeAlignMini(tiny_base, not_a_delta)
    foreign = tmp_path / "foreign.safetensors"
    save_file({"tri_layer.weight": np.zeros((3, 16), dtype=np.float32)}, str(foreign),
              metadata={"format": "align-mini-delta/1", "base_fingerprint": "0000000000000000"})
    with pytest.raises(NativeAlignMiniError, match="different base"):
        NativeAlignMini(tiny_base, foreign)
    headless = tmp_path / "headless.safetensors"
    save_file({"tri_layer.weight": np.zeros((3, 16), dtype=np.float32)}, str(headless),
              metadata={"format": "align-mini-delta/1"})
    with pytest.raises(NativeAlignMiniError, match="lacks"):
        NativeAlignMini(tiny_base, headless)
    (tmp_path / "truncated.safetensors").write_bytes(b"\x10\x00")
    with pytest.raises(NativeAlignMiniError, match="cannot read"):
        NativeAlignMini(tiny_base, tmp_path / "truncated.safetensors")


@pytest.mark.skipif(contrast_weights() is None, reason="no contrast weights in this install")
def test_the_shipped_contrast_delta_scores_as_the_transformers_path() -> None:
    weights = contrast_weights()
    assert weights is not None
    native = NativeAlignMini(minilm_path(), weights).score_heads(CONTEXTS, CLAIMS)
    reference = load_align_mini(weights, max_length=128).score_heads(CONTEXTS, CLAIMS)
    np.testing.assert_allclose(native["tri"], reference["tri"], atol=1e-5)
