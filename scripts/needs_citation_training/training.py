"""Training and evaluation helpers shared by scripts/train_needs_citation.py and the eval script.

Imported only by those scripts (it needs scikit-learn); the linter itself reads the
exported arrays through :mod:`.model`.
"""

from __future__ import annotations

import hashlib
import json
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Sequence

import numpy as np

from .dataset import Example
from rblint.engine.pre_attribution.context import CONTEXT_FEATURES, ParagraphContext, context_matrix
from rblint.engine.pre_attribution.features import CUE_FEATURES, SAFE_FEATURES, handcrafted_matrix, tokens_of
from rblint.engine.pre_attribution.labels import CLASS_NAMES
from rblint.engine.pre_attribution.model import FORMAT, MODEL_NAME, LinearHead
from rblint.engine.pre_attribution.ngram import NgramTable
from rblint.engine.pre_attribution.wording import WordingScorer, term_key

#: The wording model's settings (issue #19 experiments: word pairs and C = 0.3 were best
#: out of fold; triples, character n-grams and min_df = 1 were no better).
WORDING_NGRAMS = (1, 2)
WORDING_MIN_DF = 2
WORDING_C = 0.3

def single_thread() -> None:
    """The machine is shared: keep BLAS and torch to one thread."""
    for name in ("OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS"):
        os.environ.setdefault(name, "1")
    try:
        import torch

        torch.set_num_threads(1)
    except ImportError:  # pragma: no cover
        pass


def _digest(texts: Sequence[str], salt: str) -> str:
    return hashlib.sha256((salt + "\n" + "\n".join(texts)).encode("utf-8")).hexdigest()[:16]


def cached(path: Path, build: Callable[[], np.ndarray]) -> np.ndarray:
    if path.is_file():
        return np.load(path, allow_pickle=False)
    value = build()
    path.parent.mkdir(parents=True, exist_ok=True)
    temporary = path.with_suffix(".tmp.npy")
    np.save(temporary, value)
    temporary.replace(path)
    return value


def embeddings(texts: Sequence[str], cache_dir: Path, embedder_factory: Callable[[], Any]) -> np.ndarray:
    """MiniLM vectors for ``texts``; a per-sentence store (float16) means edits re-embed only what changed."""
    store = cache_dir / "embeddings.npz"
    known: dict[str, np.ndarray] = {}
    if store.is_file():
        with np.load(store, allow_pickle=False) as data:
            known = dict(zip(data["texts"].tolist(), data["vectors"]))
    missing = sorted({text for text in texts if text not in known})
    if missing:
        vectors = embedder_factory().encode(missing).astype(np.float16)
        known.update(zip(missing, vectors))
        cache_dir.mkdir(parents=True, exist_ok=True)
        names = list(known)
        temporary = cache_dir / "embeddings.tmp.npz"
        np.savez_compressed(temporary, texts=np.array(names), vectors=np.stack([known[name] for name in names]))
        temporary.replace(store)
    return np.stack([known[text] for text in texts]).astype(np.float64)


def handcrafted(texts: Sequence[str], table: NgramTable, cache_dir: Path, split: str, *, leave_out: bool) -> np.ndarray:
    key = _digest(texts, f"{split}|{leave_out}|{len(table.counts[2])}|{','.join(SAFE_FEATURES + CUE_FEATURES)}")
    return cached(cache_dir / f"hand_{split}_{key}.npy", lambda: handcrafted_matrix(texts, table, leave_out=leave_out))


def ngram_tables(examples: Sequence[Example]) -> tuple[NgramTable, NgramTable]:
    return NgramTable.build(tokens_of(example.text) for example in examples)


@dataclass
class Blocks:
    """Feature blocks of one split, by name."""

    safe: np.ndarray
    cue: np.ndarray
    context: np.ndarray
    embedding: np.ndarray | None
    wording: np.ndarray | None = None  # (n, 1) wording scores: out of fold on train

    def stack(self, inputs: Sequence[str]) -> np.ndarray:
        parts = []
        for name in inputs:
            block = getattr(self, name)
            if block is None:
                raise ValueError(f"feature block {name!r} was not computed")
            parts.append(block)
        return np.hstack(parts)


def split_blocks(hand: np.ndarray, embedding: np.ndarray | None, contexts: Sequence[ParagraphContext]) -> Blocks:
    """The feature blocks of sentences whose handcrafted rows are ``hand``, placed in
    their paragraphs by ``contexts``."""
    context = np.asarray(context_matrix(contexts), dtype=np.float64).reshape(len(contexts), len(CONTEXT_FEATURES))
    return Blocks(hand[:, : len(SAFE_FEATURES)], hand[:, len(SAFE_FEATURES):], context, embedding)


def fit_wording(texts: Sequence[str], needs: np.ndarray) -> WordingScorer:
    """TF-IDF of words and word pairs, then a class-balanced logistic regression of
    "carries a citation", exported as a :class:`WordingScorer` (CRC-32 term keys)."""
    from sklearn.feature_extraction.text import TfidfVectorizer
    from sklearn.linear_model import LogisticRegression

    vectorizer = TfidfVectorizer(ngram_range=WORDING_NGRAMS, min_df=WORDING_MIN_DF, sublinear_tf=True)
    model = LogisticRegression(C=WORDING_C, class_weight="balanced", max_iter=3000)
    model.fit(vectorizer.fit_transform(list(texts)), needs)
    columns = np.array(list(vectorizer.vocabulary_.values()), dtype=np.int64)
    keys = np.array([term_key(term) for term in vectorizer.vocabulary_], dtype=np.uint32)
    coef = model.coef_[0][columns]
    # Two terms with one CRC-32 key (about one in 10^5 pairs): keep the weightier.
    order = np.lexsort((-np.abs(coef), keys))
    keys, columns, coef = keys[order], columns[order], coef[order]
    first = np.ones(len(keys), dtype=bool)
    first[1:] = keys[1:] != keys[:-1]
    return WordingScorer(keys[first], vectorizer.idf_[columns[first]].astype(np.float64), coef[first].astype(np.float64),
                         float(model.intercept_[0]))


def wording_out_of_fold(texts: Sequence[str], needs: np.ndarray, groups: np.ndarray, folds: int) -> tuple[np.ndarray, WordingScorer]:
    """Wording scores of every training sentence from a scorer fitted without its
    paragraph's fold (the heads' folds), and the scorer fitted on all of train: the heads
    learn how far to trust the score from sentences the scorer did not see."""
    from sklearn.model_selection import GroupKFold

    scores = np.zeros(len(texts))
    for fit_rows, held_rows in GroupKFold(n_splits=folds).split(np.zeros(len(texts)), needs, groups):
        scorer = fit_wording([texts[i] for i in fit_rows], needs[fit_rows])
        scores[held_rows] = scorer.scores([texts[i] for i in held_rows])
    return scores[:, None], fit_wording(texts, needs)


def fit_linear(name: str, inputs: Sequence[str], features: np.ndarray, labels: np.ndarray, c: float) -> LinearHead:
    """Standardise, then class-balanced multinomial logistic regression."""
    from sklearn.linear_model import LogisticRegression

    mean = features.mean(axis=0)
    scale = features.std(axis=0)
    scale[scale < 1e-9] = 1.0
    model = LogisticRegression(C=c, class_weight="balanced", max_iter=3000)
    model.fit((features - mean) / scale, labels)
    return LinearHead(name, tuple(inputs), mean, scale, model.coef_.astype(np.float64), model.intercept_.astype(np.float64))


def out_of_fold(
    name: str, inputs: Sequence[str], features: np.ndarray, labels: np.ndarray, groups: np.ndarray, c: float, folds: int
) -> np.ndarray:
    """Probabilities for every row from a head fitted without its paragraph's fold (GroupKFold)."""
    from sklearn.model_selection import GroupKFold

    probabilities = np.zeros((len(labels), len(CLASS_NAMES)))
    for fit_rows, held_rows in GroupKFold(n_splits=folds).split(features, labels, groups):
        head = fit_linear(name, inputs, features[fit_rows], labels[fit_rows], c)
        probabilities[held_rows] = head.probabilities(features[held_rows])
    return probabilities


def auc(scores: np.ndarray, truth: np.ndarray) -> float:
    from sklearn.metrics import roc_auc_score

    return float(roc_auc_score(truth, scores)) if 0 < truth.sum() < len(truth) else float("nan")


def report(labels: np.ndarray, probabilities: np.ndarray) -> dict[str, Any]:
    """Macro-F1, accuracy and per-class precision / recall / F1 of the argmax prediction."""
    from sklearn.metrics import accuracy_score, f1_score, precision_recall_fscore_support

    predicted = probabilities.argmax(axis=1)
    precision, recall, f1, support = precision_recall_fscore_support(
        labels, predicted, labels=list(range(len(CLASS_NAMES))), zero_division=0
    )
    return {
        "macro_f1": float(f1_score(labels, predicted, average="macro")),
        "accuracy": float(accuracy_score(labels, predicted)),
        "per_class": {
            name: {"precision": float(p), "recall": float(r), "f1": float(f), "support": int(s)}
            for name, p, r, f, s in zip(CLASS_NAMES, precision, recall, f1, support)
        },
    }


def pick_threshold_by_precision(scores: np.ndarray, truth: np.ndarray, precision: float = 0.8) -> dict[str, float]:
    """The lowest threshold (most recall) whose flags are at least ``precision`` right.

    A linter's warnings must be worth reading, so precision is the constraint and recall
    what is maximised. Thresholds flagging fewer than 20 sentences are not trusted; when
    none reaches ``precision``, the most precise threshold is returned (its precision
    says so)."""
    positives = max(1, int(truth.sum()))
    negatives = max(1, int((~truth).sum()))
    best: dict[str, float] | None = None
    for threshold in np.round(np.arange(0.05, 0.99, 0.01), 2):
        flagged = scores >= threshold
        if int(flagged.sum()) < 20:
            break
        tp = int((flagged & truth).sum())
        pick = {
            "threshold": float(threshold),
            "precision": tp / int(flagged.sum()),
            "recall": tp / positives,
            "false_alarm_rate": int((flagged & ~truth).sum()) / negatives,
        }
        if pick["precision"] >= precision:
            return pick
        if best is None or pick["precision"] > best["precision"]:
            best = pick
    return best or {"threshold": 0.99, "precision": 0.0, "recall": 0.0, "false_alarm_rate": 0.0}


def need_scores(probabilities: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """(P(needs >= 1), P(several | needs >= 1)) for each row."""
    need = 1.0 - probabilities[:, 0]
    several = probabilities[:, 2] / np.maximum(probabilities[:, 1] + probabilities[:, 2], 1e-12)
    return need, several


def export(
    directory: Path,
    heads: Sequence[LinearHead],
    table: NgramTable,
    *,
    thresholds: dict[str, tuple[float, float]],
    extra: dict[str, Any],
    wording: WordingScorer | None = None,
) -> tuple[Path, Path]:
    """Write ``needs_citation.json`` and ``.npz``: numbers only, loadable without pickle."""
    directory.mkdir(parents=True, exist_ok=True)
    arrays: dict[str, np.ndarray] = {}
    if wording is not None:
        arrays["wording_keys"] = wording.keys.astype(np.uint32)
        arrays["wording_idf"] = wording.idf.astype(np.float32)
        arrays["wording_coef"] = wording.coef.astype(np.float32)
        arrays["wording_intercept"] = np.array([wording.intercept], dtype=np.float32)
    for head in heads:
        arrays[f"{head.name}_mean"] = head.mean.astype(np.float32)
        arrays[f"{head.name}_scale"] = head.scale.astype(np.float32)
        arrays[f"{head.name}_coef"] = head.coef.astype(np.float32)
        arrays[f"{head.name}_intercept"] = head.intercept.astype(np.float32)
    for key, value in table.to_arrays().items():
        arrays[f"ngram_{key}"] = value
    meta = {
        "format": FORMAT,
        "classes": list(CLASS_NAMES),
        "safe_features": list(SAFE_FEATURES),
        "cue_features": list(CUE_FEATURES),
        "context_features": list(CONTEXT_FEATURES),
        "heads": {
            head.name: {
                "inputs": list(head.inputs),
                "width": int(head.mean.shape[0]),
                "threshold": round(thresholds[head.name][0], 4),
                "several_threshold": round(thresholds[head.name][1], 4),
            }
            for head in heads
        },
        **extra,
    }
    json_path = directory / f"{MODEL_NAME}.json"
    npz_path = directory / f"{MODEL_NAME}.npz"
    np.savez_compressed(npz_path, **arrays)
    json_path.write_text(json.dumps(meta, indent=2) + "\n", encoding="utf-8")
    return json_path, npz_path
