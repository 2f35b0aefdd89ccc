"""Which support score should be the default? Cheap signals compared on every set, unfitted.

Signals (none is fitted to any of these sets):
- ``overlap``: the overlap backend's document score (share of the claim's content words
  in the best 350-word chunk);
- ``sentence_cosine``: MiniLM cosine of the claim to its best single source sentence;
- ``rank_mean``: the mean of the two, each rank-normalised within the set;
- each ``+ reversal``: the same, scaled by ``1 - alignment`` where the reversal check
  (thresholds from calibration.json, tuned on Citation-Integrity train) finds a source
  sentence that states the opposite.

Sets: training side (Citation-Integrity train, SciFact train) and dev (Citation-Integrity
dev, WiCE dev, QAGS-XSum). WiCE's oracle chunks hold the annotated evidence sentences, so
word overlap is favoured by construction there: its column checks "evidence present",
not the judge, and the macro mean is given with and without it.

    python scripts/compare_support_scores.py [--cache /tmp/rblint-eval/vectors.npz]
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Callable, Sequence

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claim_support_data import SHARED, Case, citation_integrity_cases, qags_cases, shared_missing, wice_cases  # noqa: E402
from eval_contradiction import auc, scifact_cases  # noqa: E402

from rblint.engine.scoring.reversal import calibrated_detector  # noqa: E402
from rblint.engine.scoring.chunking import chunk_text, split_sentences  # noqa: E402
from rblint.engine.scoring.document_score import DocumentScorer  # noqa: E402
from rblint.engine.scoring.overlap import OverlapScorer  # noqa: E402


class Vectors:
    """MiniLM vectors of texts, kept in a file outside the work tree between runs."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.known: dict[str, np.ndarray] = {}
        if path.exists():
            data = np.load(path, allow_pickle=False)
            self.known = dict(zip(data["texts"].tolist(), data["vectors"]))
        self._embedder = None

    def encode(self, texts: Sequence[str]) -> None:
        missing = sorted({text for text in texts if text not in self.known})
        if not missing:
            return
        if self._embedder is None:
            from rblint.engine.embedding import load_embedder

            self._embedder = load_embedder(precision="fp32")  # the format rblint scores in
        for start in range(0, len(missing), 2048):
            batch = missing[start:start + 2048]
            for text, vector in zip(batch, self._embedder.encode(batch)):
                self.known[text] = np.asarray(vector, dtype=np.float32)
            print(f"  embedded {min(start + 2048, len(missing))}/{len(missing)}", file=sys.stderr)
            self.save()

    def save(self) -> None:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        texts = list(self.known)
        np.savez(self.path, texts=np.asarray(texts), vectors=np.stack([self.known[t] for t in texts]))

    def __getitem__(self, text: str) -> np.ndarray:
        return self.known[text]


def sentences_of(case: Case) -> list[str]:
    return [s for text in case.sentences for s in split_sentences(text)] or list(case.sentences)


def ranks(values: Sequence[float]) -> np.ndarray:
    """Rank-normalised to [0, 1] (ties share their mean rank)."""
    from scipy.stats import rankdata

    array = np.asarray(values, dtype=np.float64)
    return (rankdata(array) - 1) / max(len(array) - 1, 1)


def signals(cases: Sequence[Case], vectors: Vectors) -> dict[str, list[float]]:
    scorer = DocumentScorer(OverlapScorer(), exhaustive=True, reversals=calibrated_detector())
    overlap, cosine, factor = [], [], []
    for case in cases:
        result = scorer.score_text(case.source, case.claim)
        raw = [s.model_score if s.model_score is not None else s.score for s in result.sentences]
        overlap.append(sum(raw) / len(raw) if raw else 0.0)
        penalties = [1.0 - s.reversal.alignment if s.reversal is not None else 1.0 for s in result.sentences]
        factor.append(sum(penalties) / len(penalties) if penalties else 1.0)
        claim = vectors[case.claim]
        cosine.append(max(float(np.dot(claim, vectors[s])) for s in sentences_of(case)))
    rank_mean = (ranks(overlap) + ranks(cosine)) / 2
    out: dict[str, list[float]] = {"overlap": overlap, "sentence_cosine": cosine, "rank_mean": rank_mean.tolist()}
    for name in list(out):
        base = ranks(out[name])  # a [0, 1] scale the penalty can act on
        out[f"{name} + reversal"] = (base * np.asarray(factor)).tolist()
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--cache", type=Path, default=Path("/tmp/rblint-eval/vectors.npz"),
                        help="MiniLM vectors kept here between runs (outside the work tree)")
    args = parser.parse_args()
    if shared_missing():
        return 2
    loaders: dict[str, tuple[str, Callable[[], list[Case]]]] = {
        "citint train": ("train", lambda: citation_integrity_cases(SHARED, "train")),
        "scifact train": ("train", scifact_cases),
        "citint dev": ("dev", lambda: citation_integrity_cases(SHARED, "dev")),
        "wice dev*": ("dev", lambda: wice_cases(SHARED)),
        "qags dev": ("dev", lambda: qags_cases(SHARED)),
    }
    vectors = Vectors(args.cache)
    table: dict[str, dict[str, float]] = {}
    for name, (_, load) in loaders.items():
        cases = [case for case in load() if case.label is not None]
        vectors.encode([case.claim for case in cases] + [s for case in cases for s in sentences_of(case)])
        labels = [int(case.label) for case in cases]  # type: ignore[arg-type]
        table[name] = {signal: auc(labels, values) for signal, values in signals(cases, vectors).items()}
        print(f"  {name}: {len(cases)} claims", file=sys.stderr)
    names = list(loaders)
    signal_names = list(next(iter(table.values())))
    print("| signal | " + " | ".join(names) + " | macro train | macro dev | macro dev w/o WiCE |")
    print("|---" * (len(names) + 4) + "|")
    for signal in signal_names:
        values = [table[name][signal] for name in names]
        train = [table[n][signal] for n in names if loaders[n][0] == "train"]
        dev = [table[n][signal] for n in names if loaders[n][0] == "dev"]
        dev_plain = [table[n][signal] for n in names if loaders[n][0] == "dev" and "*" not in n]
        print(f"| {signal} | " + " | ".join(f"{value:.3f}" for value in values)
              + f" | {np.mean(train):.3f} | {np.mean(dev):.3f} | {np.mean(dev_plain):.3f} |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
