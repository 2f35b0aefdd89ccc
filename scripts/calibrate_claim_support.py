#!/usr/bin/env python
"""Calibrate claim-support scores: the cosine map (TRAIN) and thresholds (DEV).

Usage: python scripts/calibrate_claim_support.py [--backends overlap,embedding,default]
       [--data DIR] [--dry-run]

1. Embedding backend: fit p = sigmoid(a * x + b) by logistic regression on the TRAIN split,
   x = mean over claim sentences of the max cosine over source chunks (SUPPORT = 1,
   REFUTE/NEI = 0). Monotone, so it changes no ranking, only the scale.
2. Per backend, on the DEV split, with the default settings (350-word chunks, top-3):
   - support (RB004 threshold, is_reliable, Medium/Low cut): the ROC point with the best
     Youden J (TPR - FPR): the balanced operating point, not a guess;
   - high (High confidence): the lowest score above which at least 85% of claims are
     SUPPORT, with at least 20 claims above it; if no cut reaches 85%, the cut with the
     best precision among those keeping 20 claims (recorded as such).
3. align-mini (``--backends default`` with its weights installed) is calibrated on
   training-side data only: the Citation-Integrity *train* claims that its training run
   held out for validation (the same seeded split), each against its whole cited
   abstract through the engine's window unit. ``support`` and ``high`` follow the rules
   above on those claims; ``contradiction`` (RB005) is the lowest P(contradict) cut at
   which at least 90% of RB005's flags, over those claims' SUPPORT sentences and their
   reversed copies (``reverse_finding``), are reversals; dev is only reported
   (scripts/eval_align_mini.py).
Writes engine/scoring/calibration.json (other backends' entries are kept).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path

os.environ.setdefault("OMP_NUM_THREADS", "1")
os.environ.setdefault("HF_HUB_OFFLINE", "1")
sys.path.insert(0, str(Path(__file__).resolve().parent))

from claim_support_data import DEFAULT_DATA, Example, load_examples  # noqa: E402

HIGH_PRECISION = 0.85
MIN_ABOVE = 20
OUTPUT = Path(__file__).resolve().parents[1] / "engine" / "scoring" / "calibration.json"


def cosine_feature(scorer: object, examples: list[Example]) -> list[float]:
    """Per claim: mean over claim sentences of the max cosine over the source's chunks.

    All pairs go to the embedder in one call (length-sorted batches), not claim by claim.
    """
    import numpy as np

    from rblint.engine.scoring import chunk_text, split_sentences

    shapes, contexts, claims = [], [], []
    for example in examples:
        chunks = [chunk.text for chunk in chunk_text(example.source)]
        sentences = split_sentences(example.claim) or [example.claim]
        contexts += [c for _ in sentences for c in chunks]
        claims += [s for s in sentences for _ in chunks]
        shapes.append((len(sentences), len(chunks)))
    cosine = np.asarray(scorer.cosine(contexts, claims))  # type: ignore[attr-defined]
    values, cursor = [], 0
    for rows, cols in shapes:
        block = cosine[cursor:cursor + rows * cols].reshape(rows, cols)
        cursor += rows * cols
        values.append(float(block.max(axis=1).mean()))
    return values


def thresholds(labels: list[int], scores: list[float]) -> dict[str, object]:
    import numpy as np
    from sklearn.metrics import roc_auc_score, roc_curve

    y = np.asarray(labels)
    s = np.asarray(scores)
    fpr, tpr, cuts = roc_curve(y, s)
    best = int(np.argmax(tpr - fpr))
    support = float(min(cuts[best], 1.0))
    candidates = []
    for cut in sorted(set(s.tolist())):
        above = s >= cut
        if above.sum() < MIN_ABOVE:
            break
        candidates.append((cut, float(y[above].mean()), int(above.sum())))
    reaching = [c for c in candidates if c[1] >= HIGH_PRECISION and c[0] >= support]
    if reaching:
        high, precision, count = reaching[0]
        rule = f"lowest cut with precision >= {HIGH_PRECISION}"
    else:
        usable = [c for c in candidates if c[0] >= support] or candidates
        high, precision, count = max(usable, key=lambda c: (c[1], -c[0]))
        rule = f"no cut reaches precision {HIGH_PRECISION}: best precision with >= {MIN_ABOVE} claims above"
    below = s < support
    return {
        "support": round(support, 4), "high": round(float(high), 4),
        "dev_auc": round(float(roc_auc_score(y, s)), 4),
        "support_tpr": round(float(tpr[best]), 3), "support_fpr": round(float(fpr[best]), 3),
        "flagged_share": round(float(below.mean()), 3),
        "flagged_unsupported_precision": round(float((1 - y[below]).mean()) if below.any() else 0.0, 3),
        "high_precision": round(precision, 3), "high_count": count, "high_rule": rule,
        "dev_claims": int(len(y)), "dev_support": int(y.sum()),
    }


CONTRADICTION_PRECISION = 0.9


def held_out_train_claims(shared: Path, seed: int = 13) -> list[Example]:
    """Citation-Integrity train claims that align-mini's v2 training held out (never trained on)."""
    from align_training.mix import build_v2_mix

    _, valid, _ = build_v2_mix(shared, seed=seed, select_on=("citint_windows", "science"))
    held = {pair.group.split(":", 1)[1] for pair in valid if pair.source == "citint_windows"}
    return [example for example in load_examples(shared / "claim_support" / "citation_integrity", "train")
            if example.id in held]


def contradiction_threshold(scorer: object, supported: list[Example]) -> dict[str, object]:
    """The lowest P(contradict) cut whose RB005 flags are >= 90% reversals (originals in the pool)."""
    import random

    from align_training.edits import reverse_finding

    from rblint.engine.scoring import Source, chunk_text

    rng = random.Random(0)
    pairs = [(e, reverse_finding(e.claim, rng)) for e in supported]
    pairs = [(e, flipped) for e, flipped in pairs if flipped and flipped != e.claim]
    calibration = scorer.calibration  # type: ignore[attr-defined]

    def worst(claim: str, source: str) -> tuple[float, float, float]:
        result = scorer.score_claim(claim, [Source("src", chunk_text(source))])  # type: ignore[attr-defined]
        best = (0.0, 1.0, 1.0)
        for sentence in result.sentences:
            w = sentence.most_contradicting
            if w is not None and w.contradict is not None and w.contradict > best[0]:
                best = (w.contradict, w.aligned, sentence.score)
        return best

    originals = [worst(e.claim, e.source) for e, _ in pairs]
    reversed_ = [worst(flipped, e.source) for e, flipped in pairs]
    chosen = None
    for cut in sorted({round(v[0], 4) for v in originals + reversed_ if v[0] >= 0.3}):
        hits = sum(calibration.contradicts(*v, limit=cut) for v in reversed_)
        false = sum(calibration.contradicts(*v, limit=cut) for v in originals)
        if hits and hits / (hits + false) >= CONTRADICTION_PRECISION:
            chosen = (cut, hits, false)
            break
    if chosen is None:
        return {"contradiction": 0.99, "contradiction_rule": "no cut reached the precision: RB005 nearly off"}
    cut, hits, false = chosen
    return {"contradiction": cut, "contradiction_pairs": len(pairs),
            "contradiction_train_recall": round(hits / len(pairs), 3),
            "contradiction_train_precision": round(hits / (hits + false), 3),
            "contradiction_rule": f"lowest cut with precision >= {CONTRADICTION_PRECISION} on held-out train "
                                  "SUPPORT claims and their reversals"}


def calibrate_align_mini(scorer: object, shared: Path) -> dict[str, object]:
    from rblint.engine.scoring import Source, chunk_text

    held = held_out_train_claims(shared)
    print(f"align-mini: {len(held)} held-out TRAIN claims ({sum(e.label for e in held)} SUPPORT)", flush=True)
    scores = [scorer.score_claim(e.claim, [Source("src", chunk_text(e.source))]).score  # type: ignore[attr-defined]
              for e in held]
    entry = thresholds([e.label for e in held], scores)
    entry = {("train_holdout_" + k[4:] if k.startswith("dev_") else k): v for k, v in entry.items()}
    entry.update(contradiction_threshold(scorer, [e for e in held if e.label == 1]))
    entry["settings"] = "evidence windows (2 sentences of the top-3 chunks, best 6), no quote pairs"
    entry["fitted_on"] = "Citation-Integrity train claims held out by align-mini's training (not dev)"
    return entry


OTHER_SCRIPTS_KEYS = ("replacement_", "restates_")  # eval_replacement_margin.py's and eval_attribution.py's


def _kept(previous: dict[str, object]) -> dict[str, object]:
    """A backend entry's keys that other scripts write (RB004's margins, RB006's bars): a
    recalibration must not drop them."""
    return {key: value for key, value in previous.items() if key.startswith(OTHER_SCRIPTS_KEYS)}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--data", type=Path, default=DEFAULT_DATA)
    parser.add_argument("--backends", default="overlap,embedding,default")
    parser.add_argument("--train-limit", type=int)
    parser.add_argument("--dry-run", action="store_true", help="print, do not write calibration.json")
    args = parser.parse_args()

    import torch
    from sklearn.linear_model import LogisticRegression

    from rblint.engine.config import ModelConfig
    from rblint.engine.embedding import load_embedder
    from rblint.engine.scoring import ClaimScorer, ScorerError, Source, chunk_text, create_scorer
    from rblint.engine.scoring.embedding import EmbeddingScorer

    torch.set_num_threads(1)
    if not args.data.exists():
        print(f"error: {args.data} not found", file=sys.stderr)
        return 2
    data = json.loads(OUTPUT.read_text(encoding="utf-8")) if OUTPUT.exists() else {}
    data.setdefault("backends", {})
    embedder = load_embedder(precision="fp32")  # the format the embedding backend scores in
    dev = load_examples(args.data, "dev")
    dev_labels = [example.label for example in dev]
    started = time.perf_counter()
    for backend in [b.strip() for b in args.backends.split(",") if b.strip()]:
        if backend == "embedding":
            train = load_examples(args.data, "train")[: args.train_limit]
            raw = EmbeddingScorer(lambda: embedder, slope=1.0, intercept=0.0)
            print(f"fitting the cosine map on {len(train)} TRAIN claims ...", flush=True)
            features = cosine_feature(raw, train)
            model = LogisticRegression(C=1e6, max_iter=1000).fit([[x] for x in features], [e.label for e in train])
            slope, intercept = float(model.coef_[0][0]), float(model.intercept_[0])
            data["embedding_map"] = {"slope": round(slope, 4), "intercept": round(intercept, 4),
                                     "fitted_on": f"claim_support/citation_integrity train ({len(train)} claims)",
                                     "feature": "mean over claim sentences of max cosine over 350-word chunks"}
            print(f"  p = sigmoid({slope:.3f} * cosine + {intercept:.3f})", flush=True)
            scorer = ClaimScorer(EmbeddingScorer(lambda: embedder, slope=slope, intercept=intercept),
                                 backend_name="embedding", embedder_factory=lambda: embedder)
            name = "embedding"
        else:
            try:
                scorer = create_scorer(ModelConfig(backend=backend), embedder_factory=lambda: embedder)
            except ScorerError as error:
                print(f"{backend}: skipped ({error})")
                continue
            name = scorer.backend_name
            if backend == "default" and name != "align-mini":
                print(f"default: align-mini weights absent, it is the {name} backend (calibrated on its own)")
                continue
            if name == "align-mini":
                entry = calibrate_align_mini(scorer, args.data.parents[1])
                previous = data["backends"].get(name, {})
                entry.update(_kept(previous))
                data["backends"][name] = entry
                print(f"{name}: {json.dumps(entry)}", flush=True)
                continue
        scores = [scorer.score_claim(e.claim, [Source("src", chunk_text(e.source))]).score for e in dev]
        entry = thresholds(dev_labels, scores)
        entry["settings"] = "350-word chunks, top-3 pruning (defaults)"
        previous = data["backends"].get(name, {})
        entry.update(_kept(previous))
        data["backends"][name] = entry
        print(f"{name}: {json.dumps(entry)}", flush=True)
    data["version"] = 1
    data["data"] = "../shared/data/claim_support/citation_integrity (cosine map: train; thresholds: dev)"
    data["written_by"] = "scripts/calibrate_claim_support.py"
    print(f"done in {time.perf_counter() - started:.0f}s")
    if args.dry_run:
        print(json.dumps(data, indent=2))
    else:
        OUTPUT.write_text(json.dumps(data, indent=2, sort_keys=True) + "\n", encoding="utf-8")
        print(f"wrote {OUTPUT}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
