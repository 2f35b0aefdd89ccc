"""The wording score (engine/pre_attribution/wording.py): scikit-learn's TF-IDF and
logistic regression reproduced in numpy, exported without strings or pickle."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from needs_citation_training.training import export, fit_linear, fit_wording
from rblint.engine.pre_attribution import load_classifier
from rblint.engine.pre_attribution.context import CONTEXT_FEATURES, ParagraphContext, context_matrix
from rblint.engine.pre_attribution.features import CUE_FEATURES, SAFE_FEATURES, handcrafted_matrix
from rblint.engine.pre_attribution.model import LinearHead, ModelFormatError
from rblint.engine.pre_attribution.ngram import NgramTable
from rblint.engine.pre_attribution.wording import WordingScorer, terms

CITED = [
    "Previous studies have reported that smoking is associated with lung cancer.",
    "It has been shown that exercise lowers blood pressure in older adults.",
    "Several reports have described an association between obesity and diabetes.",
    "Earlier work reported that statins reduce cardiovascular events.",
    "This association has been reported in several cohorts.",
    "Vitamin D deficiency has been associated with depression in previous studies.",
]
OWN = [
    "We collected blood samples from all participants at baseline.",
    "Our results are shown in the table below.",
    "We thank the nurses for their help with the samples.",
    "In this study we measured blood pressure twice a day.",
    "The samples were stored at minus eighty degrees.",
    "We then compared the two groups of participants.",
]


def _sklearn_decisions(texts: list[str], needs: np.ndarray, queries: list[str]) -> np.ndarray:
    from sklearn.feature_extraction.text import TfidfVectorizer
    from sklearn.linear_model import LogisticRegression

    from needs_citation_training.training import WORDING_C, WORDING_MIN_DF, WORDING_NGRAMS

    vectorizer = TfidfVectorizer(ngram_range=WORDING_NGRAMS, min_df=WORDING_MIN_DF, sublinear_tf=True)
    model = LogisticRegression(C=WORDING_C, class_weight="balanced", max_iter=3000).fit(vectorizer.fit_transform(texts), needs)
    return model.decision_function(vectorizer.transform(queries))


def test_terms_are_words_then_word_pairs() -> None:
    assert terms("It has been shown, a b!") == ["it", "has", "been", "shown", "it has", "has been", "been shown"]


def test_scores_equal_scikit_learns_pipeline() -> None:
    texts, needs = CITED + OWN, np.array([True] * len(CITED) + [False] * len(OWN))
    scorer = fit_wording(texts, needs)
    queries = [
        "It has been reported that smoking has been associated with cancer, as reported before.",  # repeated terms
        "We measured the samples.",
        "Completely unseen vocabulary here.",
        "",
    ]
    assert np.allclose(scorer.scores(queries), _sklearn_decisions(texts, needs, queries), atol=1e-9)
    assert scorer.scores(["Completely unseen vocabulary here."])[0] == pytest.approx(scorer.intercept)
    high, low = scorer.scores(["Previous studies have reported an association.", "We thank the participants."])
    assert high > 0 > low
    assert scorer.strongest_terms("Previous studies have reported an association.")[0] in {
        "reported", "previous", "previous studies", "studies", "have reported", "association"}
    assert scorer.strongest_terms("Completely unseen vocabulary here.") == []
    named = scorer.strongest_terms("It has been reported that smoking has been associated with cancer.", limit=5)
    assert not any(word in pair.split() for pair in named for word in named if word != pair)  # no word beside its pair


def _export_with_wording(directory: Path) -> tuple[LinearHead, WordingScorer]:
    texts, needs = CITED + OWN, np.array([True] * len(CITED) + [False] * len(OWN))
    scorer = fit_wording(texts, needs)
    table, _ = NgramTable.build([["a", "b", "c"], ["a", "b", "c"]])
    contexts = [ParagraphContext.alone()] * len(texts)
    hand_features = np.hstack([handcrafted_matrix(texts, table), np.array(context_matrix(contexts))])
    labels = np.array([1, 2, 1, 1, 2, 1] + [0] * len(OWN))
    hand = fit_linear("handcrafted", ("safe", "cue", "context"), hand_features, labels, 1.0)
    full = fit_linear("full", ("safe", "cue", "context", "wording"),
                      np.hstack([hand_features, scorer.scores(texts)[:, None]]), labels, 1.0)
    export(directory, [hand, full], table, thresholds={"handcrafted": (0.7, 0.5), "full": (0.6, 0.4)},
           extra={}, wording=scorer)
    return full, scorer


def test_a_head_with_the_wording_score_round_trips_and_explains_itself(tmp_path: Path) -> None:
    full, scorer = _export_with_wording(tmp_path)
    classifier = load_classifier(embedder_factory=None, directory=tmp_path)
    assert classifier.head_name == "full"
    texts = ["It has been reported that smoking is associated with stroke in several cohorts.", "We stored the samples."]
    contexts = [ParagraphContext.alone()] * 2
    features = np.hstack([handcrafted_matrix(texts, classifier.table), np.array(context_matrix(contexts)),
                          scorer.scores(texts)[:, None]])
    assert np.allclose(classifier.probabilities(texts, contexts), full.probabilities(features), atol=1e-4)  # float32
    (cited, own) = classifier.predict(texts, contexts)
    assert cited.needs_reference > own.needs_reference
    wording_reasons = [reason for reason in cited.reasons if reason.startswith("its wording")]
    assert wording_reasons and "\u201c" in wording_reasons[0]


@pytest.mark.parametrize(
    ("name", "value", "message"),
    [
        ("wording_keys", lambda keys: keys[::-1].copy(), "sorted and unique"),
        ("wording_keys", lambda keys: keys.astype(np.int64), "uint32"),
        ("wording_idf", lambda idf: idf[:-1], "inconsistent shapes"),
        ("wording_coef", lambda coef: np.where(np.arange(len(coef)) == 0, np.inf, coef), "non-finite"),
    ],
)
def test_broken_wording_arrays_are_refused(tmp_path: Path, name: str, value, message: str) -> None:  # type: ignore[no-untyped-def]
    _export_with_wording(tmp_path)
    with np.load(tmp_path / "needs_citation.npz", allow_pickle=False) as data:
        arrays = {key: data[key] for key in data.files}
    arrays[name] = value(arrays[name])
    np.savez(tmp_path / "needs_citation.npz", **arrays)
    with pytest.raises(ModelFormatError, match=message):
        load_classifier(embedder_factory=None, directory=tmp_path)


def test_the_shipped_wording_score_orders_research_sentences() -> None:
    classifier = load_classifier(embedder_factory=None)
    assert classifier.wording is not None and len(classifier.wording.keys) > 10_000
    attribution, own = classifier.wording.scores([
        "Previous studies have reported that dense retrievers outperform sparse ones on most benchmarks.",
        "We thank the anonymous reviewers for their comments on this paper.",
    ])
    assert attribution > own
    assert len(SAFE_FEATURES) + len(CUE_FEATURES) + len(CONTEXT_FEATURES) + 1 == classifier.heads["full"].mean.shape[0]
