"""The shipped citation-need classifier: JSON metadata + plain numeric arrays, own inference.

Nothing here unpickles: the metadata is JSON, the arrays come from an ``.npz`` read with
``allow_pickle=False`` (object arrays are refused), and every array's name, dtype and
shape is checked before use. Loading a model file therefore cannot run code, whoever
wrote it. Inference is a standardised multinomial logistic regression — a few matrix
products — so scikit-learn is needed only to train.
"""

from __future__ import annotations

import json
import zipfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Sequence

import numpy as np

from ..embedding import ModelNotAvailableError
from .context import CONTEXT_FEATURES, ParagraphContext, context_matrix
from .features import CUE_FEATURES, SAFE_FEATURES, cue_matches, handcrafted_matrix
from .labels import CLASS_NAMES
from .ngram import NgramTable
from .reasons import MIN_CONTRIBUTION, explain, group_contributions
from .wording import WordingScorer

FORMAT = "rblint-needs-citation/3"
#: Formats this version reads: 2 had no wording scorer.
READABLE_FORMATS = ("rblint-needs-citation/2", FORMAT)
#: Feature blocks a head may read, each a fixed list of named columns (the embedding's are
#: unnamed; the wording block is the one score of :class:`WordingScorer`).
BLOCKS = ("safe", "cue", "context", "embedding", "wording")
DATA_DIR = Path(__file__).parent / "data"
MODEL_NAME = "needs_citation"


class ModelFormatError(ValueError):
    """A model file that is missing, malformed or not of this format (message says which)."""


@dataclass(frozen=True)
class LinearHead:
    """Multinomial logistic regression on standardised inputs."""

    name: str
    inputs: tuple[str, ...]  # feature blocks, in order, from BLOCKS
    mean: np.ndarray
    scale: np.ndarray
    coef: np.ndarray  # (classes, features)
    intercept: np.ndarray  # (classes,)

    def probabilities(self, features: np.ndarray) -> np.ndarray:
        logits = ((features - self.mean) / self.scale) @ self.coef.T + self.intercept
        logits -= logits.max(axis=1, keepdims=True)
        exp = np.exp(logits)
        result: np.ndarray = exp / exp.sum(axis=1, keepdims=True)
        return result

    def need_contributions(self, features: np.ndarray, probabilities: np.ndarray) -> np.ndarray:
        """Each input's share of the log-odds of "needs a reference" (one or several vs none).

        The gradient of that log-odds with respect to the standardised inputs, times the
        inputs: exact for the linear part, and what the message's "why" is read from."""
        need = probabilities[:, 1:].sum(axis=1, keepdims=True)
        weights = probabilities[:, 1:] / np.maximum(need, 1e-12)  # one vs several, given any
        direction = weights @ self.coef[1:] - self.coef[0]
        result: np.ndarray = direction * ((features - self.mean) / self.scale)
        return result

    def several_contributions(self, features: np.ndarray) -> np.ndarray:
        """Each input's share of the log-odds of "several" against "one" (exact: both are linear)."""
        result: np.ndarray = (self.coef[2] - self.coef[1]) * ((features - self.mean) / self.scale)
        return result


@dataclass(frozen=True)
class Prediction:
    """Class probabilities for one sentence and the two scores the rule thresholds."""

    probabilities: tuple[float, float, float]  # none, one, several
    reasons: tuple[str, ...] = ()  # what raised the need score most, in words (cues, neighbours)
    several_reasons: tuple[str, ...] = ()  # what raised the several score most

    @property
    def needs_reference(self) -> float:
        """Score that the sentence needs at least one reference."""
        return 1.0 - self.probabilities[0]

    @property
    def needs_several(self) -> float:
        """Score that a sentence needing references needs several (P(several) / P(any))."""
        need = self.probabilities[1] + self.probabilities[2]
        return self.probabilities[2] / need if need > 0 else 0.0

    @property
    def label(self) -> str:
        return CLASS_NAMES[int(np.argmax(self.probabilities))]


class CitationNeedClassifier:
    """Scores sentences for needing 0 / 1 / several references.

    Uses the "full" head; when that head reads the MiniLM embedding and the embedder
    cannot load, the head on the handcrafted features alone (``head_name`` says which
    ran, ``fallback_reason`` why). Each head carries its own thresholds, chosen on
    held-out training data.
    """

    def __init__(
        self,
        meta: dict[str, Any],
        heads: dict[str, LinearHead],
        table: NgramTable,
        embedder_factory: Callable[[], Any] | None,
        wording: WordingScorer | None = None,
    ) -> None:
        self.meta = meta
        self.heads = heads
        self.table = table
        self.wording = wording
        self._embedder_factory = embedder_factory
        self._embedder: Any = None
        full = heads.get("full")
        usable = full is not None and ("embedding" not in full.inputs or embedder_factory is not None)
        self.head_name = "full" if usable else "handcrafted"
        self.fallback_reason: str | None = None

    @property
    def threshold(self) -> float:
        """Calibrated threshold on :attr:`Prediction.needs_reference` for the head in use."""
        return float(self.meta["heads"][self.head_name]["threshold"])

    @property
    def several_threshold(self) -> float:
        """Calibrated threshold on :attr:`Prediction.needs_several` for the head in use."""
        return float(self.meta["heads"][self.head_name]["several_threshold"])

    def _embed(self, texts: Sequence[str]) -> np.ndarray:
        if self._embedder is None:
            assert self._embedder_factory is not None
            self._embedder = self._embedder_factory()
        return np.asarray(self._embedder.encode(list(texts)), dtype=np.float64)

    def _features(self, texts: Sequence[str], contexts: Sequence[ParagraphContext] | None) -> tuple[LinearHead, np.ndarray]:
        """The head in use and its input matrix (falls back to the handcrafted head without an embedder)."""
        if contexts is not None and len(contexts) != len(texts):
            raise ValueError(f"{len(texts)} sentences but {len(contexts)} paragraph contexts")
        handcrafted = handcrafted_matrix(texts, self.table)
        head = self.heads[self.head_name]
        blocks = {
            "safe": handcrafted[:, : len(SAFE_FEATURES)],
            "cue": handcrafted[:, len(SAFE_FEATURES):],
            "context": np.asarray(
                context_matrix(contexts if contexts is not None else [ParagraphContext.alone()] * len(texts)),
                dtype=np.float64,
            ).reshape(len(texts), len(CONTEXT_FEATURES)),
        }
        if "wording" in head.inputs:
            if self.wording is None:
                raise ModelFormatError(f"model head '{head.name}' reads the wording score but the model has no wording arrays")
            blocks["wording"] = self.wording.scores(texts)[:, None]
        if "embedding" in head.inputs:
            try:
                blocks["embedding"] = self._embed(texts)
            except ModelNotAvailableError as error:
                # No embedding model here: score with the handcrafted head and its own thresholds.
                self.fallback_reason = str(error)
                self.head_name = "handcrafted"
                return self._features(texts, contexts)
        features = np.hstack([blocks[name] for name in head.inputs])
        if features.shape[1] != head.mean.shape[0]:
            raise ModelFormatError(
                f"model head '{head.name}' expects {head.mean.shape[0]} features, got {features.shape[1]}"
            )
        return head, features

    def probabilities(self, texts: Sequence[str], contexts: Sequence[ParagraphContext] | None = None) -> np.ndarray:
        """(n, 3) probabilities of none / one / several for clean sentences (no markers).

        ``contexts`` place each sentence in its paragraph; without them every sentence is
        scored as a paragraph of its own."""
        if not texts:
            return np.zeros((0, len(CLASS_NAMES)))
        head, features = self._features(texts, contexts)
        return head.probabilities(features)

    def predict(self, texts: Sequence[str], contexts: Sequence[ParagraphContext] | None = None) -> list[Prediction]:
        """Probabilities and, for each sentence, the reasons its need score is high."""
        if not texts:
            return []
        head, features = self._features(texts, contexts)
        probabilities = head.probabilities(features)
        need = head.need_contributions(features, probabilities)
        several = head.several_contributions(features)
        names = input_names(head.inputs, features.shape[1])
        need_by_input = group_contributions(names, need)
        several_by_input = group_contributions(names, several)
        predictions = []
        for index, (text, row) in enumerate(zip(texts, probabilities)):
            context = contexts[index] if contexts is not None else None
            matches = cue_matches(text)
            # The words behind the wording score are looked up again only where a message
            # may name them: its push is one explain() would report.
            pushed = max(need_by_input[index].get("wording", 0.0), several_by_input[index].get("wording", 0.0))
            if self.wording is not None and pushed >= MIN_CONTRIBUTION:
                matches = {**matches, "wording": self.wording.strongest_terms(text)}
            predictions.append(Prediction(
                (float(row[0]), float(row[1]), float(row[2])),
                explain(text, context, need_by_input[index], matches),
                explain(text, context, several_by_input[index], matches),
            ))
        return predictions


def input_names(inputs: Sequence[str], width: int) -> list[str]:
    """Column names of a head's input matrix; the embedding's columns are all called "embedding"."""
    named = {"safe": SAFE_FEATURES, "cue": CUE_FEATURES, "context": CONTEXT_FEATURES, "wording": ("wording",)}
    embedding_width = width - sum(len(named[block]) for block in inputs if block in named)
    names: list[str] = []
    for block in inputs:
        names.extend(named.get(block, ("embedding",) * embedding_width))
    return names


# ---------------------------------------------------------------------------
# Safe loading


def _array(arrays: Any, name: str, dims: int, kind: str = "f") -> np.ndarray:
    """One named array, refused unless it is plain numbers of the expected rank."""
    names = arrays.files if hasattr(arrays, "files") else list(arrays)
    if name not in names:
        raise ModelFormatError(f"model arrays lack '{name}'")
    try:
        value = np.asarray(arrays[name])
    except ValueError as error:  # an object array would need pickle: refused
        raise ModelFormatError(f"model array '{name}' is not a plain numeric array ({error})") from None
    allowed = ("f", "i", "u") if kind == "f" else ("i", "u")
    if value.dtype.kind not in allowed:
        raise ModelFormatError(f"model array '{name}' has dtype {value.dtype}, expected numbers")
    if value.ndim != dims:
        raise ModelFormatError(f"model array '{name}' has {value.ndim} dimensions, expected {dims}")
    return value.astype(np.float64) if kind == "f" else value


def load_model_files(json_path: Path, npz_path: Path, embedder_factory: Callable[[], Any] | None) -> CitationNeedClassifier:
    """Read and validate one model (JSON + npz); raise :class:`ModelFormatError` on anything odd."""
    try:
        meta = json.loads(json_path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise ModelFormatError(f"{json_path}: model metadata not found") from None
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as error:
        raise ModelFormatError(f"{json_path}: not valid JSON ({error})") from None
    if not isinstance(meta, dict) or meta.get("format") not in READABLE_FORMATS:
        raise ModelFormatError(f"{json_path}: not a {FORMAT} model")
    if (
        list(meta.get("safe_features", [])) != list(SAFE_FEATURES)
        or list(meta.get("cue_features", [])) != list(CUE_FEATURES)
        or list(meta.get("context_features", [])) != list(CONTEXT_FEATURES)
    ):
        raise ModelFormatError(f"{json_path}: feature list differs from this version of rblint")
    heads_meta = meta.get("heads")
    if not isinstance(heads_meta, dict) or "handcrafted" not in heads_meta:
        raise ModelFormatError(f"{json_path}: 'heads' must describe at least the 'handcrafted' head")
    try:
        arrays = np.load(npz_path, allow_pickle=False)
    except FileNotFoundError:
        raise ModelFormatError(f"{npz_path}: model arrays not found") from None
    except (OSError, ValueError, zipfile.BadZipFile) as error:
        raise ModelFormatError(f"{npz_path}: not a valid .npz file ({error})") from None
    with arrays:
        heads: dict[str, LinearHead] = {}
        for name, spec in heads_meta.items():
            inputs = tuple(spec.get("inputs", ())) if isinstance(spec, dict) else ()
            if not inputs or any(block not in BLOCKS for block in inputs) or len(set(inputs)) != len(inputs):
                raise ModelFormatError(f"{json_path}: head '{name}' has bad inputs {inputs!r}")
            for key in ("threshold", "several_threshold"):
                value = spec.get(key)
                if isinstance(value, bool) or not isinstance(value, (int, float)) or not 0.0 <= value <= 1.0:
                    raise ModelFormatError(f"{json_path}: head '{name}': '{key}' must be a number in [0, 1]")
            head = LinearHead(
                name=name,
                inputs=inputs,
                mean=_array(arrays, f"{name}_mean", 1),
                scale=_array(arrays, f"{name}_scale", 1),
                coef=_array(arrays, f"{name}_coef", 2),
                intercept=_array(arrays, f"{name}_intercept", 1),
            )
            width = head.mean.shape[0]
            if head.scale.shape != (width,) or head.coef.shape != (len(CLASS_NAMES), width) or head.intercept.shape != (len(CLASS_NAMES),):
                raise ModelFormatError(f"{npz_path}: head '{name}' has inconsistent shapes")
            if not (np.all(np.isfinite(head.coef)) and np.all(head.scale > 0)):
                raise ModelFormatError(f"{npz_path}: head '{name}' has non-finite weights or zero scales")
            heads[name] = head
        table = NgramTable.from_arrays(
            {key: _array(arrays, f"ngram_{key}", 1, kind="i") for key in ("vocabulary", "keys1", "counts1", "keys2", "counts2", "keys3", "counts3")}
        )
        wording = _wording(arrays, npz_path) if any("wording" in head.inputs for head in heads.values()) else None
    return CitationNeedClassifier(meta, heads, table, embedder_factory, wording)


def _wording(arrays: Any, npz_path: Path) -> WordingScorer:
    """The wording scorer's arrays, checked: sorted unique uint32 keys, one idf and weight each."""
    keys = _array(arrays, "wording_keys", 1, kind="i")
    if keys.dtype != np.uint32:
        raise ModelFormatError(f"{npz_path}: 'wording_keys' must be uint32, not {keys.dtype}")
    idf = _array(arrays, "wording_idf", 1)
    coef = _array(arrays, "wording_coef", 1)
    intercept = _array(arrays, "wording_intercept", 1)
    if idf.shape != keys.shape or coef.shape != keys.shape or intercept.shape != (1,):
        raise ModelFormatError(f"{npz_path}: wording arrays have inconsistent shapes")
    if len(keys) > 1 and not bool(np.all(keys[1:] > keys[:-1])):
        raise ModelFormatError(f"{npz_path}: 'wording_keys' must be sorted and unique")
    if not (np.all(np.isfinite(idf)) and np.all(np.isfinite(coef)) and np.isfinite(intercept[0])):
        raise ModelFormatError(f"{npz_path}: wording arrays hold non-finite numbers")
    return WordingScorer(keys, idf, coef, float(intercept[0]))


def load_classifier(
    *, embedder_factory: Callable[[], Any] | None, directory: Path | None = None
) -> CitationNeedClassifier:
    """The classifier shipped in the package (or one in ``directory``, e.g. a freshly trained one)."""
    folder = directory or DATA_DIR
    return load_model_files(folder / f"{MODEL_NAME}.json", folder / f"{MODEL_NAME}.npz", embedder_factory)
