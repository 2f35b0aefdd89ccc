"""Scores with the chosen encoder precision against fp32, on the claim-support dev sets.

    python bench/bench_precision_scores.py [--limit N] [--json OUT]

Issue 33's bar: where bf16 is chosen, scores stay within 1e-3 of fp32's. Every case of the
three dev sets (Citation-Integrity dev, WiCE dev, QAGS-XSum) is scored twice, by the same
engine code with MiniLM in fp32 (ONNX Runtime) and in bf16 (torch), for the two backends
whose scores can move with the vectors:

* ``embedding``: the cosine judge itself (the score *is* a function of the vectors);
* ``overlap`` (the default): its score needs no vectors, but the hybrid retrieval that
  picks the top-3 chunks of a long source ranks with them.

Each against fp32 in two setups: every vector in bf16 ("bf16"), and as rblint runs where
the probe chose bf16 ("as run": retrieval in bf16, the embedding backend's cosine on fp32
vectors, engine/services.py ``score_embedder``).

Printed per set and backend: cases, the largest |score difference|, how many differ by
more than 1e-3, and ROC-AUC in each precision. Without bf16 units (``avx512_bf16`` or
``amx_bf16``) bf16 is emulated and many times slower: the script says so and stops,
unless ``--force``.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import Any, Callable

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "scripts"))

from claim_support_data import SHARED, Case, citation_integrity_cases, qags_cases, wice_cases  # noqa: E402

from rblint.engine.embedding import Embedder, _load_packaged, minilm_path  # noqa: E402
from rblint.engine.precision import BF16_FLAGS, cpu_identity  # noqa: E402
from rblint.engine.scoring import ClaimScorer, _embedding  # noqa: E402
from rblint.engine.scoring.overlap import OverlapScorer  # noqa: E402

TOLERANCE = 1e-3


def scorers(retrieval: Embedder, scoring: Embedder) -> dict[str, ClaimScorer]:
    """The two backends whose scores can move with the vectors: retrieval ranks chunks with
    ``retrieval``'s vectors; the embedding backend's score is the cosine of ``scoring``'s."""
    ranks: Callable[[], Any] = lambda: retrieval  # noqa: E731
    return {"embedding": ClaimScorer(_embedding(lambda: scoring), backend_name="embedding", embedder_factory=ranks),
            "overlap": ClaimScorer(OverlapScorer(), backend_name="overlap", embedder_factory=ranks)}


# fp32 is the reference; "bf16" puts every vector in bf16; "as run" is what rblint does where
# the probe chose bf16: retrieval in bf16, the embedding backend's cosine on fp32 vectors.
VARIANTS = {"fp32": ("fp32", "fp32"), "bf16": ("bf16", "bf16"), "as run": ("bf16", "fp32")}


def auc(labels: list[int], scores: list[float]) -> float:
    from sklearn.metrics import roc_auc_score

    return float(roc_auc_score(labels, scores)) if len(set(labels)) == 2 else float("nan")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--limit", type=int, default=0, help="cases per set (0: all)")
    parser.add_argument("--json", type=Path)
    parser.add_argument("--force", action="store_true", help="run even where bf16 is emulated")
    args = parser.parse_args()
    if not SHARED.exists():
        print(f"{SHARED}: shared data not found", file=sys.stderr)
        return 2
    model, flags = cpu_identity()
    units = sorted(flags & set(BF16_FLAGS))
    print(f"cpu: {model}; bf16 units: {', '.join(units) or 'none'}")
    if not units and not args.force:
        print("no bf16 units: fp32 is the only precision rblint uses here (--force to compare anyway)")
        return 0
    path = str(minilm_path())
    precisions = {name: Embedder(_load_packaged(path, "cpu", name)) for name in ("fp32", "bf16")}
    sets: dict[str, list[Case]] = {"citation_integrity": citation_integrity_cases(SHARED, "dev"),
                                   "wice": wice_cases(SHARED), "qags_xsum": qags_cases(SHARED)}
    rows = []
    print("\n| set | backend | vectors | cases | max abs diff | over 1e-3 | ROC-AUC fp32 | ROC-AUC | s fp32 | s |")
    print("|---|---|---|---|---|---|---|---|---|---|")
    for name, cases in sets.items():
        cases = [case for case in cases if case.label is not None][: args.limit or None]
        labels = [int(case.label) for case in cases]  # type: ignore[arg-type]
        scored: dict[str, dict[str, list[float]]] = {}
        seconds: dict[str, dict[str, float]] = {}
        for variant, (retrieval, scoring) in VARIANTS.items():
            for backend, scorer in scorers(precisions[retrieval], precisions[scoring]).items():
                started = time.perf_counter()
                scored.setdefault(backend, {})[variant] = [scorer.score_text(case.source, case.claim).score
                                                          for case in cases]
                seconds.setdefault(backend, {})[variant] = time.perf_counter() - started
        for backend, by_variant in scored.items():
            for variant in ("bf16", "as run"):
                diffs = [abs(a - b) for a, b in zip(by_variant["fp32"], by_variant[variant])]
                row = {"set": name, "backend": backend, "vectors": variant, "cases": len(cases),
                       "max_abs_diff": max(diffs), "over_tolerance": sum(1 for d in diffs if d > TOLERANCE),
                       "auc_fp32": auc(labels, by_variant["fp32"]), "auc": auc(labels, by_variant[variant]),
                       "seconds_fp32": seconds[backend]["fp32"], "seconds": seconds[backend][variant]}
                rows.append(row)
                print(f"| {name} | {backend} | {variant} | {row['cases']} | {row['max_abs_diff']:.2e} | "
                      f"{row['over_tolerance']} | {row['auc_fp32']:.4f} | {row['auc']:.4f} | "
                      f"{row['seconds_fp32']:.1f} | {row['seconds']:.1f} |")
    for variant in ("bf16", "as run"):
        chosen = [row for row in rows if row["vectors"] == variant]
        worst = max(row["max_abs_diff"] for row in chosen)
        over = sum(row["over_tolerance"] for row in chosen)
        print(f"{variant}: largest difference {worst:.2e}; {over} scores differ by more than {TOLERANCE:g} "
              f"({'within' if over == 0 else 'NOT within'} issue 33's bar)")
    if args.json:
        args.json.write_text(json.dumps({"cpu": model, "bf16_units": units, "rows": rows}, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
