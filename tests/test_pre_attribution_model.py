"""Loading the shipped classifier, exporting/reloading, and refusing unsafe or broken files."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import numpy as np
import pytest

from rblint.engine.pre_attribution import load_classifier
from needs_citation_training.dataset import deduplicate, load_split
from rblint.engine.pre_attribution.context import CONTEXT_FEATURES, ParagraphContext, context_matrix
from rblint.engine.pre_attribution.features import CUE_FEATURES, SAFE_FEATURES
from rblint.engine.pre_attribution.model import DATA_DIR, LinearHead, ModelFormatError, load_model_files
from rblint.engine.pre_attribution.ngram import NgramTable
from needs_citation_training.training import export

DATA = Path(__file__).resolve().parents[2] / "shared" / "data" / "needs_citation"
HAND = len(SAFE_FEATURES) + len(CUE_FEATURES) + len(CONTEXT_FEATURES)


class FakeEmbedder:
    """Deterministic unit vectors from the text's characters (no model)."""

    dimension = 384

    def __init__(self) -> None:
        self.calls = 0

    def encode(self, texts: list[str]) -> np.ndarray:
        self.calls += 1
        rows = []
        for text in texts:
            rng = np.random.default_rng(sum(map(ord, text)))
            vector = rng.normal(size=self.dimension)
            rows.append(vector / np.linalg.norm(vector))
        return np.asarray(rows, dtype=np.float32)


def tiny_model(directory: Path, seed: int = 0) -> tuple[LinearHead, LinearHead]:
    rng = np.random.default_rng(seed)

    def head(name: str, inputs: tuple[str, ...], width: int) -> LinearHead:
        # small weights: probabilities stay away from 0 and 1, so a changed input shows
        return LinearHead(name, inputs, rng.normal(size=width), rng.uniform(0.5, 2, size=width), 0.05 * rng.normal(size=(3, width)), rng.normal(size=3))

    hand = head("handcrafted", ("safe", "cue", "context"), HAND)
    full = head("full", ("safe", "cue", "context", "embedding"), HAND + FakeEmbedder.dimension)
    table, _ = NgramTable.build([["a", "b", "c"], ["a", "b", "c"]])
    export(directory, [hand, full], table, thresholds={"handcrafted": (0.7, 0.5), "full": (0.6, 0.4)}, extra={"note": "test"})
    return hand, full


def test_shipped_model_loads_and_is_small() -> None:
    json_path, npz_path = DATA_DIR / "needs_citation.json", DATA_DIR / "needs_citation.npz"
    assert json_path.is_file() and npz_path.is_file()
    assert npz_path.stat().st_size + json_path.stat().st_size < 3 * 1024 * 1024
    classifier = load_classifier(embedder_factory=FakeEmbedder)
    assert set(classifier.heads) == {"handcrafted", "full"}
    assert 0.0 < classifier.threshold < 1.0 and 0.0 < classifier.several_threshold < 1.0
    probabilities = classifier.probabilities(["Smoking causes lung cancer.", "We thank the reviewers."])
    assert probabilities.shape == (2, 3)
    assert np.allclose(probabilities.sum(axis=1), 1.0)


def test_the_shipped_full_head_needs_no_embedder() -> None:
    """Its inputs are the handcrafted features and the wording score (issue #19)."""
    classifier = load_classifier(embedder_factory=None)
    assert classifier.head_name == "full" and "embedding" not in classifier.heads["full"].inputs
    (prediction,) = classifier.predict(["Obesity is a major risk factor for type 2 diabetes worldwide."])
    assert 0.0 <= prediction.needs_reference <= 1.0
    assert prediction.label in ("none", "one", "several")


def test_export_roundtrip_reproduces_the_heads(tmp_path: Path) -> None:
    hand, full = tiny_model(tmp_path)
    embedder = FakeEmbedder()
    classifier = load_classifier(embedder_factory=lambda: embedder, directory=tmp_path)
    texts = ["Vaccines prevent severe disease in older adults.", "Cells were counted twice."]
    from rblint.engine.pre_attribution.features import handcrafted_matrix

    contexts = [ParagraphContext(1, (True, False, True)), ParagraphContext.alone()]
    features = np.hstack([
        handcrafted_matrix(texts, classifier.table), np.array(context_matrix(contexts)), embedder.encode(texts).astype(np.float64),
    ])
    expected = full.probabilities(features)
    assert np.allclose(classifier.probabilities(texts, contexts), expected, atol=1e-4)  # float32 storage
    assert not np.allclose(classifier.probabilities(texts), expected, atol=1e-4)  # the context is read
    assert classifier.meta["note"] == "test"
    assert (classifier.threshold, classifier.several_threshold) == (0.6, 0.4)


def test_falls_back_to_the_handcrafted_head_without_an_embedding_model(tmp_path: Path) -> None:
    from rblint.engine.embedding import ModelNotAvailableError

    hand, _ = tiny_model(tmp_path)

    def missing() -> FakeEmbedder:
        raise ModelNotAvailableError("the embedding model package is missing")

    classifier = load_classifier(embedder_factory=missing, directory=tmp_path)
    texts = ["Vaccines prevent severe disease in older adults."]
    from rblint.engine.pre_attribution.features import handcrafted_matrix

    probabilities = classifier.probabilities(texts)
    assert classifier.head_name == "handcrafted" and "missing" in (classifier.fallback_reason or "")
    alone = np.array(context_matrix([ParagraphContext.alone()]))
    assert np.allclose(probabilities, hand.probabilities(np.hstack([handcrafted_matrix(texts, classifier.table), alone])), atol=1e-4)
    assert (classifier.threshold, classifier.several_threshold) == (0.7, 0.5)


def test_empty_input(tmp_path: Path) -> None:
    tiny_model(tmp_path)
    embedder = FakeEmbedder()
    classifier = load_classifier(embedder_factory=lambda: embedder, directory=tmp_path)
    assert classifier.probabilities([]).shape == (0, 3)
    assert embedder.calls == 0


class _Payload:
    """Unpickling this would create a file: proof that loading ran code."""

    def __init__(self, marker: Path) -> None:
        self.marker = marker

    def __reduce__(self):  # type: ignore[no-untyped-def]
        return (Path.touch, (self.marker,))


def test_pickled_arrays_are_refused_and_never_executed(tmp_path: Path) -> None:
    tiny_model(tmp_path)
    marker = tmp_path / "pwned"
    with np.load(tmp_path / "needs_citation.npz", allow_pickle=False) as data:
        arrays = {name: data[name] for name in data.files}
    arrays["full_coef"] = np.array([_Payload(marker)], dtype=object)
    np.savez(tmp_path / "needs_citation.npz", **arrays)  # object arrays are pickled inside
    with pytest.raises(ModelFormatError, match="full_coef"):
        load_classifier(embedder_factory=FakeEmbedder, directory=tmp_path)
    assert not marker.exists()


def test_a_pickle_file_named_like_the_model_is_refused(tmp_path: Path) -> None:
    import pickle

    tiny_model(tmp_path)
    marker = tmp_path / "pwned"
    (tmp_path / "needs_citation.npz").write_bytes(pickle.dumps(_Payload(marker)))
    with pytest.raises(ModelFormatError):
        load_classifier(embedder_factory=FakeEmbedder, directory=tmp_path)
    assert not marker.exists()


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda meta: meta.update(format="something-else/1"), "not a rblint-needs-citation"),
        (lambda meta: meta["heads"]["full"].update(threshold=1.5), "threshold"),
        (lambda meta: meta.update(safe_features=["words"]), "feature list"),
        (lambda meta: meta["heads"].pop("handcrafted"), "handcrafted"),
        (lambda meta: meta["heads"]["full"].update(inputs=["safe", "os.system"]), "bad inputs"),
        (lambda meta: meta["heads"]["full"].update(inputs=["safe", "safe"]), "bad inputs"),
        (lambda meta: meta.update(context_features=["first_in_paragraph"]), "feature list"),
        (lambda meta: meta.update(format="rblint-needs-citation/1"), "not a rblint-needs-citation/3"),
    ],
)
def test_bad_metadata_is_refused(tmp_path: Path, change, message: str) -> None:  # type: ignore[no-untyped-def]
    tiny_model(tmp_path)
    path = tmp_path / "needs_citation.json"
    meta = json.loads(path.read_text())
    change(meta)
    path.write_text(json.dumps(meta))
    with pytest.raises(ModelFormatError, match=message):
        load_classifier(embedder_factory=FakeEmbedder, directory=tmp_path)


def test_broken_files_are_refused(tmp_path: Path) -> None:
    tiny_model(tmp_path)
    (tmp_path / "needs_citation.json").write_text("{not json")
    with pytest.raises(ModelFormatError, match="not valid JSON"):
        load_classifier(embedder_factory=FakeEmbedder, directory=tmp_path)
    tiny_model(tmp_path)
    (tmp_path / "needs_citation.npz").write_bytes(b"PK\x03\x04 truncated")
    with pytest.raises(ModelFormatError, match="npz"):
        load_classifier(embedder_factory=FakeEmbedder, directory=tmp_path)
    with pytest.raises(ModelFormatError, match="not found"):
        load_model_files(tmp_path / "absent.json", tmp_path / "absent.npz", None)


def test_inconsistent_shapes_are_refused(tmp_path: Path) -> None:
    tiny_model(tmp_path)
    with np.load(tmp_path / "needs_citation.npz", allow_pickle=False) as data:
        arrays = {name: data[name] for name in data.files}
    arrays["handcrafted_coef"] = arrays["handcrafted_coef"][:, :5]
    np.savez(tmp_path / "needs_citation.npz", **arrays)
    with pytest.raises(ModelFormatError, match="inconsistent shapes"):
        load_classifier(embedder_factory=FakeEmbedder, directory=tmp_path)


def test_services_build_the_classifier_lazily() -> None:
    from rblint.engine.config import Config
    from rblint.engine.services import Services

    embedder = FakeEmbedder()
    services = Services(Config(), overrides={"embedder": embedder})
    classifier = services.citation_classifier
    assert classifier is services.citation_classifier
    assert embedder.calls == 0  # nothing embedded until asked
    classifier.predict(["Antibiotic resistance is rising in hospitals across Europe."])
    assert embedder.calls == 0  # and the shipped head reads no embedding at all


@pytest.mark.shared
@pytest.mark.skipif(not DATA.exists(), reason="shared data not available")
def test_shipped_model_beats_chance_on_dev() -> None:
    from sklearn.metrics import f1_score

    examples = deduplicate(load_split(DATA / "dev.jsonl"))[:300]
    classifier = load_classifier(embedder_factory=None)
    from sklearn.metrics import roc_auc_score

    probabilities = classifier.probabilities([example.text for example in examples], [example.context for example in examples])
    truth = [example.label for example in examples]
    assert f1_score(truth, probabilities.argmax(axis=1), average="macro") > 0.40  # chance is ~0.33; the full dev score is in the docs
    # the rule's question, needs one or more vs none: chance is 0.5
    assert roc_auc_score([label >= 1 for label in truth], 1.0 - probabilities[:, 0]) > 0.65


def test_model_copy_in_another_folder_loads(tmp_path: Path) -> None:
    for name in ("needs_citation.json", "needs_citation.npz"):
        shutil.copy(DATA_DIR / name, tmp_path / name)
    classifier = load_classifier(embedder_factory=None, directory=tmp_path)
    assert classifier.predict(["A sentence to score here today."])


def test_predictions_explain_themselves_and_check_their_inputs(tmp_path: Path) -> None:
    tiny_model(tmp_path)
    classifier = load_classifier(embedder_factory=FakeEmbedder, directory=tmp_path)
    texts = ["Previous studies have shown that vaccines prevent severe disease.", "Cells were counted twice."]
    predictions = classifier.predict(texts, [ParagraphContext(1, (True, False, True)), ParagraphContext.alone()])
    assert len(predictions) == 2 and all(len(p.reasons) <= 2 for p in predictions)
    assert [p.probabilities for p in predictions] == [tuple(row) for row in classifier.probabilities(
        texts, [ParagraphContext(1, (True, False, True)), ParagraphContext.alone()]).tolist()]
    with pytest.raises(ValueError, match="paragraph contexts"):
        classifier.predict(texts, [ParagraphContext.alone()])


def test_a_long_paragraphs_citing_sentences_are_counted_once() -> None:
    """Hostile input: one paragraph of 12,000 sentences. Each sentence's context counted the
    paragraph's citing sentences again (quadratic: 15.6 s for the draft); now the matrix
    counts them once per paragraph, with the same values."""

    class CountingTuple(tuple):  # type: ignore[type-arg]
        walks = 0

        def __iter__(self):  # type: ignore[no-untyped-def]
            CountingTuple.walks += 1
            return super().__iter__()

    citing = CountingTuple(index % 3 == 0 for index in range(1000))
    contexts = [ParagraphContext(position, citing) for position in range(1000)]
    rows = context_matrix(contexts)
    assert CountingTuple.walks == 1
    plain = tuple(citing)
    assert rows == [ParagraphContext(position, plain).features() for position in range(1000)]
    assert rows[3][-1] == (334 - 1) / 999 and rows[4][-1] == 334 / 999  # its own marker is not counted
