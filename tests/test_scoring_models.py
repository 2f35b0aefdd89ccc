"""Model backends on tiny random models the tests build: AlignScore .ckpt loader, NLI, precision."""

from __future__ import annotations

import json
import sys
import types
from pathlib import Path

import numpy as np
import pytest
import torch

from rblint.engine.config import ModelConfig
from rblint.engine.scoring import ScorerError, create_scorer
from rblint.engine.scoring.alignscore import AlignScoreModel, load_alignscore, load_checkpoint
from rblint.engine.scoring.nli import label_indices, load_nli
from rblint.engine.scoring import transformer as transformer_module

torch.set_num_threads(1)

CONTEXTS = ["The model reaches 88% accuracy on the test set.", "Dropout reduces overfitting in small networks."]
CLAIMS = ["The model is 88% accurate.", "Dropout increases overfitting."]


def _bytes_to_unicode() -> dict[int, str]:
    """GPT-2's byte -> printable character table (byte-level BPE alphabet)."""
    keep = list(range(ord("!"), ord("~") + 1)) + list(range(ord("¡"), ord("¬") + 1)) + list(range(ord("®"), ord("ÿ") + 1))
    chars = keep[:]
    extra = 0
    for byte in range(256):
        if byte not in keep:
            keep.append(byte)
            chars.append(256 + extra)
            extra += 1
    return dict(zip(keep, (chr(c) for c in chars)))


def write_roberta_dir(folder: Path, *, hidden: int = 32) -> "object":
    """A tiny random RoBERTa config + byte-level tokenizer in ``folder`` (no download)."""
    from transformers import RobertaConfig, RobertaTokenizerFast

    folder.mkdir(parents=True, exist_ok=True)
    vocab = {"<s>": 0, "<pad>": 1, "</s>": 2, "<unk>": 3, "<mask>": 4}
    for char in _bytes_to_unicode().values():
        vocab.setdefault(char, len(vocab))
    (folder / "vocab.json").write_text(json.dumps(vocab), encoding="utf-8")
    (folder / "merges.txt").write_text("#version: 0.2\n", encoding="utf-8")
    tokenizer = RobertaTokenizerFast(vocab_file=str(folder / "vocab.json"), merges_file=str(folder / "merges.txt"))
    tokenizer.save_pretrained(str(folder))
    config = RobertaConfig(
        vocab_size=len(vocab), hidden_size=hidden, num_hidden_layers=2, num_attention_heads=2,
        intermediate_size=64, max_position_embeddings=600, type_vocab_size=1, pad_token_id=1,
    )
    config.save_pretrained(str(folder))
    return config


def write_alignscore_ckpt(path: Path, config: object, *, seed: int = 0, backbone: str = "roberta-base") -> AlignScoreModel:
    """A checkpoint with exactly the AlignScore Lightning layout (mlm_head included)."""
    torch.manual_seed(seed)
    model = AlignScoreModel(config).eval()
    state = dict(model.state_dict())  # base_model.* (RobertaModel), tri_layer, bin_layer, reg_layer
    state["mlm_head.dense.weight"] = torch.zeros(4, 4)  # AlignScore keeps its MLM head; we ignore it
    torch.save({
        "epoch": 0, "global_step": 10, "pytorch-lightning_version": "1.7.7",
        "state_dict": state, "hyper_parameters": {"model": backbone, "using_pretrained": True},
    }, str(path))
    return model


@pytest.fixture(scope="module")
def tiny_alignscore(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path, AlignScoreModel]:
    folder = tmp_path_factory.mktemp("roberta")
    config = write_roberta_dir(folder)
    checkpoint = folder / "AlignScore-tiny.ckpt"
    model = write_alignscore_ckpt(checkpoint, config)
    return checkpoint, folder, model


def test_alignscore_loader_reproduces_the_model_outputs(tiny_alignscore: tuple[Path, Path, AlignScoreModel]) -> None:
    checkpoint, folder, original = tiny_alignscore
    scorer = load_alignscore(checkpoint, folder, batch_size=2)
    scores = scorer.score(CONTEXTS, CLAIMS)
    # Same computation by hand: the original module, one pair at a time, no batching.
    for index, (context, claim) in enumerate(zip(CONTEXTS, CLAIMS)):
        batch = scorer.tokenizer(context, claim, return_tensors="pt")
        with torch.no_grad():
            heads = original(**batch)
        assert scores.aligned[index] == pytest.approx(float(heads["tri"][0, 0]), abs=1e-5)
        assert scores.contradict[index] == pytest.approx(float(heads["tri"][0, 2]), abs=1e-5)
        assert scores.binary[index] == pytest.approx(float(heads["bin"][0]), abs=1e-5)
        assert scores.regression[index] == pytest.approx(float(heads["reg"][0]), abs=1e-5)
    total = scores.aligned + scores.neutral + scores.contradict
    assert np.allclose(total, 1.0, atol=1e-5)
    assert scorer.three_way


def test_alignscore_padding_does_not_change_scores(tiny_alignscore: tuple[Path, Path, AlignScoreModel]) -> None:
    checkpoint, folder, _ = tiny_alignscore
    scorer = load_alignscore(checkpoint, folder, batch_size=1)
    alone = scorer.score(CONTEXTS, CLAIMS).aligned
    scorer.batch_size = 8
    together = scorer.score(CONTEXTS + ["x " * 100], CLAIMS + ["short"]).aligned[:2]
    assert np.allclose(alone, together, atol=1e-5)


def test_alignscore_checkpoint_folder_and_create_scorer(tiny_alignscore: tuple[Path, Path, AlignScoreModel]) -> None:
    checkpoint, folder, _ = tiny_alignscore
    scorer = create_scorer(ModelConfig(backend="alignscore", path=folder), embedder_factory=lambda: None)
    result = scorer.score_text(" ".join(CONTEXTS), "The model is 88% accurate. Dropout increases overfitting.")
    assert len(result.sentences) == 2
    assert 0.0 <= result.score <= 1.0
    assert result.contradiction is not None


def test_alignscore_refuses_code_in_checkpoint(tmp_path: Path, tiny_alignscore: tuple[Path, Path, AlignScoreModel]) -> None:
    _, folder, _ = tiny_alignscore
    marker = tmp_path / "pwned"

    class Evil:
        def __reduce__(self) -> tuple[object, tuple[str]]:
            return (Path.touch, (str(marker),))  # would create a file if unpickled unsafely

    bad = tmp_path / "evil.ckpt"
    torch.save({"state_dict": {}, "hyper_parameters": Evil()}, str(bad))
    with pytest.raises(ScorerError, match="refused"):
        load_alignscore(bad, folder)
    assert not marker.exists()


def test_alignscore_accepts_lightning_attribute_dict(tmp_path: Path, tiny_alignscore: tuple[Path, Path, AlignScoreModel]) -> None:
    """Real checkpoints pickle Lightning's AttributeDict (a dict subclass): mapped to a plain dict."""
    checkpoint, folder, _ = tiny_alignscore
    module = types.ModuleType("pytorch_lightning.utilities.parsing")

    class AttributeDict(dict):  # noqa: D401 - stands for Lightning's class
        pass

    AttributeDict.__module__ = module.__name__
    AttributeDict.__qualname__ = "AttributeDict"
    module.AttributeDict = AttributeDict  # type: ignore[attr-defined]
    names = ["pytorch_lightning", "pytorch_lightning.utilities", "pytorch_lightning.utilities.parsing"]
    saved = {name: sys.modules.get(name) for name in names}
    for name in names[:-1]:
        sys.modules[name] = types.ModuleType(name)
    sys.modules[names[-1]] = module
    try:
        data = torch.load(str(checkpoint), weights_only=True)
        data["hyper_parameters"] = AttributeDict(model="roberta-base")
        lightning = tmp_path / "lightning.ckpt"
        torch.save(data, str(lightning))
    finally:
        for name, value in saved.items():
            if value is None:
                sys.modules.pop(name, None)
            else:
                sys.modules[name] = value
    loaded = load_checkpoint(lightning)
    assert loaded["hyper_parameters"]["model"] == "roberta-base"
    assert load_alignscore(lightning, folder).score(CONTEXTS[:1], CLAIMS[:1]).aligned.shape == (1,)


def test_alignscore_clear_errors(tmp_path: Path, tiny_alignscore: tuple[Path, Path, AlignScoreModel]) -> None:
    checkpoint, folder, _ = tiny_alignscore
    with pytest.raises(ScorerError, match="not found"):
        load_alignscore(tmp_path / "missing.ckpt", folder)
    garbage = tmp_path / "garbage.ckpt"
    garbage.write_bytes(b"not a checkpoint at all")
    with pytest.raises(ScorerError):
        load_alignscore(garbage, folder)
    with pytest.raises(ScorerError, match="config.json"):
        load_alignscore(checkpoint, tmp_path)
    other = tmp_path / "wide"
    wide_config = write_roberta_dir(other, hidden=48)
    wrong = other / "x.ckpt"
    write_alignscore_ckpt(wrong, wide_config)
    with pytest.raises(ScorerError, match="does not fit"):
        load_alignscore(wrong, folder)
    bert = tmp_path / "bert.ckpt"
    write_alignscore_ckpt(bert, wide_config, backbone="bert-base-uncased")
    with pytest.raises(ScorerError, match="trained on"):
        load_alignscore(bert, other)
    with pytest.raises(ScorerError, match="needs a model"):
        create_scorer(ModelConfig(backend="alignscore"), embedder_factory=lambda: None)
    with pytest.raises(ScorerError, match="not found"):
        create_scorer(ModelConfig(backend="nli", path=tmp_path / "nope"), embedder_factory=lambda: None)


def write_nli_dir(folder: Path, id2label: dict[int, str], seed: int = 0) -> object:
    from transformers import RobertaConfig, RobertaForSequenceClassification

    write_roberta_dir(folder)
    config = RobertaConfig.from_pretrained(str(folder))
    config.num_labels = len(id2label)
    config.id2label = id2label
    config.label2id = {v: k for k, v in id2label.items()}
    torch.manual_seed(seed)
    model = RobertaForSequenceClassification(config).eval()
    model.save_pretrained(str(folder))
    return model


def test_nli_reads_labels_from_id2label(tmp_path: Path) -> None:
    id2label = {0: "CONTRADICTION", 1: "ENTAILMENT", 2: "NEUTRAL"}  # not the usual order
    model = write_nli_dir(tmp_path / "nli", id2label)
    scorer = load_nli(tmp_path / "nli")
    scores = scorer.score(CONTEXTS, CLAIMS)
    batch = scorer.tokenizer(CONTEXTS, CLAIMS, padding=True, return_tensors="pt")
    with torch.no_grad():
        probs = torch.softmax(model(**batch).logits, dim=-1).numpy()  # type: ignore[operator]
    assert np.allclose(scores.aligned, probs[:, 1], atol=1e-5)
    assert np.allclose(scores.contradict, probs[:, 0], atol=1e-5)
    assert np.allclose(scores.neutral, probs[:, 2], atol=1e-5)
    assert scorer.three_way


def test_nli_label_names() -> None:
    assert label_indices({0: "entailment", 1: "not_entailment"}) == {"entailment": 0, "not_entailment": 1}
    assert label_indices({"0": "Refuted", "1": "NEI", "2": "supported"}) == {"contradiction": 0, "neutral": 1, "entailment": 2}
    with pytest.raises(ScorerError, match="id2label"):
        label_indices({0: "LABEL_0", 1: "LABEL_1"})


def test_nli_two_way_model_has_no_contradiction_head(tmp_path: Path) -> None:
    write_nli_dir(tmp_path / "two", {0: "entailment", 1: "not_entailment"})
    scorer = load_nli(tmp_path / "two")
    scores = scorer.score(CONTEXTS, CLAIMS)
    assert not scorer.three_way and scores.contradict is None and scores.aligned.shape == (2,)


def test_reduced_precision_only_within_tolerance(tiny_alignscore: tuple[Path, Path, AlignScoreModel],
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    checkpoint, folder, _ = tiny_alignscore
    reference = load_alignscore(checkpoint, folder).score(CONTEXTS, CLAIMS).aligned
    for precision in ("bf16", "int8"):
        scorer = load_alignscore(checkpoint, folder, precision=precision)
        scores = scorer.score(CONTEXTS, CLAIMS).aligned
        # Whatever was chosen, the scores are within 0.01 of fp32 ...
        assert np.max(np.abs(scores - reference)) <= 0.01 + 1e-6, scorer.precision_note
        assert scorer.precision in (precision, "fp32")
    # ... and a reduced precision that moves scores beyond the tolerance is refused.
    monkeypatch.setattr(transformer_module, "PRECISION_TOLERANCE", 0.0)
    strict = load_alignscore(checkpoint, folder, precision="bf16")
    assert strict.precision == "fp32" and "using fp32" in strict.precision_note


def test_nli_folder_with_pickled_code_is_refused_in_one_line(tmp_path: Path) -> None:
    """transformers refuses a pytorch_model.bin that needs code to unpickle; rblint says so in one line."""
    folder = tmp_path / "nli"
    write_nli_dir(folder, {0: "entailment", 1: "neutral", 2: "contradiction"})
    for weights in folder.glob("*.safetensors"):
        weights.unlink()
    marker = tmp_path / "pwned"

    class Evil:
        def __reduce__(self) -> tuple[object, tuple[str]]:
            return (Path.touch, (str(marker),))

    torch.save({"weight": Evil()}, str(folder / "pytorch_model.bin"))
    with pytest.raises(ScorerError) as raised:
        load_nli(folder)
    assert "\n" not in str(raised.value) and "cannot load the NLI model" in str(raised.value)
    assert not marker.exists()
