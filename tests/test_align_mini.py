"""align-mini: architecture, heads, delta save/load round-trip (tiny random BERT), data
transforms, and - when the shipped weights exist - an ordering check on research pairs."""

from __future__ import annotations

import random
from pathlib import Path

import numpy as np
import pytest
import torch

from align_training import sets as D
from rblint.engine.align_mini.model import (
    DEFAULT_WEIGHTS_DIR, DELTA_FILE, AlignMini, AlignMiniError, AlignMiniModel, apply_delta,
    load_align_mini, save_delta,
)

SHARED = Path(__file__).resolve().parents[2] / "shared" / "data"


@pytest.fixture(scope="module")
def tiny_base(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A tiny random BertModel saved like the packaged MiniLM (config, vocab, safetensors)."""
    from safetensors.torch import save_file
    from transformers import BertConfig, BertModel, BertTokenizerFast

    folder = tmp_path_factory.mktemp("tiny_bert")
    words = "the a drug dose increases decreases reduces blood pressure in mice patients not no " \
            "tumour growth cells study shows significant effect of on was were is are and".split()
    vocab = ["[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]", *words, *"0123456789.%".replace("", " ").split()]
    (folder / "vocab.txt").write_text("\n".join(vocab) + "\n")
    BertTokenizerFast(vocab_file=str(folder / "vocab.txt"), do_lower_case=True).save_pretrained(folder)
    config = BertConfig(vocab_size=len(vocab), hidden_size=16, num_hidden_layers=3, num_attention_heads=2,
                        intermediate_size=32, max_position_embeddings=64)
    config.save_pretrained(folder)
    torch.manual_seed(0)
    state = {k: v.contiguous() for k, v in BertModel(config).state_dict().items()}
    save_file(state, str(folder / "model.safetensors"))
    return folder


def _load_tiny(folder: Path) -> tuple[AlignMiniModel, object]:
    from rblint.engine.align_mini.model import load_base

    return load_base(folder)


def test_heads_shapes_and_base_weights_loaded(tiny_base: Path) -> None:
    from safetensors.torch import load_file

    model, tokenizer = _load_tiny(tiny_base)
    saved = load_file(str(tiny_base / "model.safetensors"))
    assert torch.equal(model.base_model.encoder.layer[0].attention.self.query.weight,
                       saved["encoder.layer.0.attention.self.query.weight"])
    batch = tokenizer(["the drug reduces blood pressure"] * 2, ["blood pressure is reduced", "no"],
                      padding=True, return_tensors="pt")
    model.eval()
    out = model(**batch)
    assert out.tri_logits.shape == (2, 3) and out.bin_logits.shape == (2, 2) and out.reg.shape == (2,)
    assert bool(((out.reg >= 0) & (out.reg <= 1)).all())


def test_freeze_trains_only_top_layers_pooler_and_heads(tiny_base: Path) -> None:
    model, _ = _load_tiny(tiny_base)
    model.freeze_all_but(1)
    trainable = {n for n, p in model.named_parameters() if p.requires_grad}
    assert any(n.startswith("base_model.encoder.layer.2.") for n in trainable)
    assert not any(n.startswith(("base_model.encoder.layer.0.", "base_model.encoder.layer.1.",
                                 "base_model.embeddings.")) for n in trainable)
    assert {"tri_layer.weight", "bin_layer.weight", "reg_layer.weight", "base_model.pooler.dense.weight"} <= trainable


def test_delta_round_trip_changes_only_trained_tensors(tiny_base: Path, tmp_path: Path) -> None:
    trained, tokenizer = _load_tiny(tiny_base)
    trained.freeze_all_but(1)
    with torch.no_grad():
        for name, parameter in trained.named_parameters():
            if parameter.requires_grad:
                parameter.add_(torch.randn_like(parameter) * 0.5)
    path = save_delta(trained, tmp_path, top_layers=1, dtype=torch.float32)
    names = set(__import__("safetensors").safe_open(str(path), "pt").keys())
    assert not any(n.startswith("base_model.encoder.layer.0.") or "embeddings" in n for n in names)

    fresh, _ = _load_tiny(tiny_base)
    before = fresh.base_model.encoder.layer[0].output.dense.weight.clone()
    apply_delta(fresh, path)
    assert torch.equal(fresh.base_model.encoder.layer[0].output.dense.weight, before)
    for name, tensor in trained.state_dict().items():
        assert torch.allclose(fresh.state_dict()[name], tensor), name

    scorer = load_align_mini(tmp_path, base_dir=tiny_base)
    trained.eval()
    contexts = ["the drug reduces blood pressure in mice", "tumour growth was not significant"]
    claims = ["blood pressure is reduced", "the drug increases tumour growth in patients and mice"]
    probs = scorer.score_pairs(contexts, claims, batch_size=1)
    batch = tokenizer(contexts, claims, padding=True, return_tensors="pt")
    with torch.inference_mode():
        expected = torch.softmax(trained(**batch).tri_logits, -1).numpy()
    assert probs.shape == (2, 3)
    np.testing.assert_allclose(probs, expected, atol=1e-5)  # dynamic padding + sorting = same scores
    np.testing.assert_allclose(probs.sum(axis=1), 1.0, atol=1e-5)


def test_fp16_delta_stays_close(tiny_base: Path, tmp_path: Path) -> None:
    model, _ = _load_tiny(tiny_base)
    save_delta(model, tmp_path, top_layers=1)  # default float16: the shipped format
    scorer32 = AlignMini(model, _load_tiny(tiny_base)[1])
    scorer16 = load_align_mini(tmp_path, base_dir=tiny_base)
    contexts, claims = ["the study shows a significant effect"] * 3, ["no effect", "the effect", "mice"]
    assert np.abs(scorer32.score_pairs(contexts, claims) - scorer16.score_pairs(contexts, claims)).max() < 0.01


def test_delta_errors_are_clear(tiny_base: Path, tmp_path: Path) -> None:
    with pytest.raises(AlignMiniError, match="not found"):
        load_align_mini(tmp_path / "nowhere", base_dir=tiny_base)
    (tmp_path / DELTA_FILE).write_bytes(b"garbage")
    with pytest.raises(AlignMiniError, match="cannot read"):
        load_align_mini(tmp_path, base_dir=tiny_base)


def test_score_pairs_validates_and_handles_empty(tiny_base: Path) -> None:
    model, tokenizer = _load_tiny(tiny_base)
    scorer = AlignMini(model, tokenizer)
    assert scorer.score_pairs([], []).shape == (0, 3)
    with pytest.raises(ValueError):
        scorer.score_pairs(["a"], [])


def test_synthetic_transforms_change_the_claim_in_the_intended_way() -> None:
    rng = random.Random(0)
    sentence = "Treatment increased survival by 42.5% in 120 patients (p = 0.03)."
    assert D.swap_direction(sentence) == sentence.replace("increased", "decreased")
    swapped = D.swap_number(sentence, rng)
    assert swapped is not None and swapped != sentence
    assert len(swapped.split()) == len(sentence.split())  # one number changed in place
    assert D.negate("The drug was effective in mice.") == "The drug was not effective in mice."
    assert D.negate("The drug was not effective.") == "The drug was effective."
    assert D.swap_direction("Nothing directional here.") is None
    assert D.swap_number("No digits at all.", rng) is None
    pairs = D.synthetic_pairs([["Aspirin reduced pain in 40 patients.", "Ibuprofen increased sleep in 30 adults.",
                                "The Smith trial was larger than the Jones trial."]] * 2, seed=1)
    assert {p.tri for p in pairs} >= {D.ALIGNED, D.CONTRADICT}
    for pair in pairs:
        if pair.tri == D.CONTRADICT:
            assert pair.claim not in pair.context


@pytest.mark.shared
@pytest.mark.skipif(not (SHARED / "align_train").exists(), reason="shared data absent")
def test_loaders_map_heads_and_respect_licences() -> None:
    root = SHARED / "align_train"
    qnli = D.load_qnli(root)
    assert not qnli[0].context.endswith("?") and qnli[0].tri == D.IGNORE  # question is the claim
    stsb = D.load_stsb(root)
    assert all(0.0 <= p.reg <= 1.0 for p in stsb) and all(p.bin == D.IGNORE for p in stsb)
    scinli = D.load_scinli(root)
    assert len(scinli) == 1500 and {p.tri for p in scinli} == {0, 1, 2}  # 'reasoning' dropped
    with pytest.raises(ValueError, match="permissive"):
        D.build_mix(root, {"anli": 10})


def test_pairs_of_one_item_never_straddle_train_and_validation(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    def real(root: Path) -> list[D.Pair]:
        return [D.Pair(f"source {i}", f"claim {i}", tri=0, bin=1, source="citation_integrity", group=f"g{i}")
                for i in range(50)]

    def corrupted(root: Path) -> list[D.Pair]:
        return [D.Pair(f"source {i}", f"claim {i} not", tri=2, bin=0, source="citation_integrity_synthetic",
                       group=f"g{i}") for i in range(50)]

    monkeypatch.setitem(D.LOADERS, "citation_integrity", real)
    monkeypatch.setitem(D.LOADERS, "citation_integrity_synthetic", corrupted)
    train, valid = D.build_mix(tmp_path, {"citation_integrity": 1.0, "citation_integrity_synthetic": 1.0},
                               holdout=0.2)
    held_out = {p.group for p in valid}
    assert len(held_out) >= 10
    assert not {p.group for p in train} & held_out
    assert len({p.group for p in train}) + len(held_out) == 50  # nothing else is lost


SHIPPED = DEFAULT_WEIGHTS_DIR / DELTA_FILE
RESEARCH_PAIRS = [  # (source passage, supported, reversed, unrelated) - written for this test
    ("Metformin reduced HbA1c by 1.2% compared with placebo in 300 adults with type 2 diabetes over 24 weeks.",
     "Metformin lowered HbA1c compared with placebo in adults with type 2 diabetes.",
     "Metformin did not lower HbA1c compared with placebo in adults with type 2 diabetes.",
     "Transformer models outperform recurrent networks on machine translation benchmarks."),
    ("Our parser achieves an F1 score of 91.2 on the Penn Treebank, outperforming all previous systems.",
     "The parser reaches 91.2 F1 on the Penn Treebank, better than prior systems.",
     "The parser performs worse than previous systems on the Penn Treebank.",
     "Soil nitrogen levels declined after three years of continuous maize cropping."),
    ("Knockout mice lacking the gene showed a marked increase in tumour growth.",
     "Loss of the gene increased tumour growth in mice.",
     "Loss of the gene decreased tumour growth in mice.",
     "The survey had a response rate of 62 percent among nurses."),
    ("Interactive retrieval does not improve citation quality compared with retrieving once before generation.",
     "Retrieving once before generation gives citation quality as good as interactive retrieval.",
     "Interactive retrieval clearly improves citation quality.",
     "The dataset contains 1,200 annotated questions about chemistry."),
    ("Reinforcement learning training improves the crawler's recall by 6.24% over the supervised baseline.",
     "RL training raises recall over the supervised baseline.",
     "RL training brings no measurable gain in recall over the supervised baseline.",
     "Participants preferred the printed questionnaire to the online form."),
]


@pytest.mark.skipif(not SHIPPED.is_file(), reason="align-mini weights are not shipped (docs/align-mini.md)")
def test_shipped_weights_order_research_pairs() -> None:
    """Supported above reversed and unrelated, and reversed the most contradicted, on every pair."""
    scorer = load_align_mini()
    contexts, claims = [], []
    for source, *variants in RESEARCH_PAIRS:
        contexts += [source] * 3
        claims += variants
    probs = scorer.score_pairs(contexts, claims).reshape(len(RESEARCH_PAIRS), 3, 3)
    aligned, contradict = probs[:, :, 0], probs[:, :, 2]
    supported, reversed_, unrelated = aligned[:, 0], aligned[:, 1], aligned[:, 2]
    assert (supported > unrelated).all(), aligned
    assert (supported > reversed_).all(), aligned
    assert (contradict[:, 1] > contradict[:, 0]).all() and (contradict[:, 1] > contradict[:, 2]).all(), contradict
