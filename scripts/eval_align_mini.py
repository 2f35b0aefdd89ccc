"""ROC-AUC of align-mini and every offline baseline on the three claim-support dev sets, one run.

Dev sets (scripts/claim_support_data.py): Citation-Integrity dev, WiCE dev (whole cited
page, retrieval setting; partially_supported reported apart), QAGS-XSum. Never used for
training or checkpoint selection: this script only reports.

Methods, each claim against its whole source, through the engine's own scoring code
(``DocumentScorer``: source cut into ~350-word chunks, top-3 chunks per claim sentence
by BM25 + MiniLM RRF, max per claim sentence, mean over sentences):
  * align-mini, context unit ``window`` (2-sentence evidence windows of the top chunks,
    best 6 by the same retrieval) and ``chunk`` (AlignScore's unit);
  * the engine's baselines ``overlap`` and ``embedding`` (calibrated cosine), both units;
  * raw baselines: MiniLM cosine sentence-level max and chunk-level max, BM25 max over
    source sentences, token overlap over the whole source.
RB005 on reversed pairs: every supported dev claim whose finding ``reverse_finding``
can flip becomes a reversed claim against the same source; reported: how many reversed
claims RB005's verdict flags (recall), and the share of flags that are reversals when
the originals are in the pool too (precision), with the shipped calibration.

    python scripts/eval_align_mini.py [--weights-dir DIR] [--json out.json] [--limit N]
"""

from __future__ import annotations

import argparse
import json
import os
import random
import resource
import sys
import time
from pathlib import Path
from typing import Any

import numpy as np

os.environ.setdefault("HF_HUB_OFFLINE", "1")
sys.path.insert(0, str(Path(__file__).resolve().parent))

from claim_support_data import DEV_SETS, SHARED, Case, dev_cases  # noqa: E402


def auc(labels: list[int], scores: list[float]) -> float:
    from sklearn.metrics import roc_auc_score

    return float(roc_auc_score(labels, scores)) if len(set(labels)) == 2 else float("nan")


def engine_scores(scorer: Any, cases: list[Case], unit: str, retriever: Any) -> list[Any]:
    """ClaimScores of every case through the engine's DocumentScorer with ``unit``.

    One ``retriever`` (BM25 + MiniLM, vectors cached by text) serves every method, so each
    chunk and window is embedded once per run, not once per method."""
    from rblint.engine.scoring import DocumentScorer, Source, chunk_text

    document = DocumentScorer(scorer, top_k=3, context_unit=unit, retriever=retriever)
    requests = [(case.claim, [Source("source", chunk_text(case.source))]) for case in cases]
    return document.score_claims(requests)


def raw_baselines(cases: list[Case], embedder: Any) -> dict[str, list[float]]:
    from rank_bm25 import BM25Okapi

    from rblint.engine.scoring import chunk_text, split_sentences
    from rblint.engine.scoring.overlap import content_tokens as content_words
    from rblint.engine.scoring.retrieval import tokens

    claim_sentences = [split_sentences(case.claim) or [case.claim] for case in cases]
    flat_claims = [s for sentences in claim_sentences for s in sentences]
    source_sentences = [list(case.sentences) for case in cases]
    chunks = [[c.text for c in chunk_text(case.source)] or [case.source] for case in cases]
    claim_vectors = embedder.encode(flat_claims)
    sentence_vectors = embedder.encode([s for ss in source_sentences for s in ss])
    chunk_vectors = embedder.encode([c for cs in chunks for c in cs])
    out: dict[str, list[float]] = {"MiniLM cosine (sentence-level max)": [], "MiniLM cosine (chunk-level max)": [],
                                   "BM25 (max over source sentences)": [],
                                   "token overlap (claim content words in whole source)": []}
    c_pos = s_pos = k_pos = 0
    for case, sentences, source, chunk_list in zip(cases, claim_sentences, source_sentences, chunks):
        claims = claim_vectors[c_pos:c_pos + len(sentences)]
        c_pos += len(sentences)
        svec = sentence_vectors[s_pos:s_pos + len(source)]
        s_pos += len(source)
        kvec = chunk_vectors[k_pos:k_pos + len(chunk_list)]
        k_pos += len(chunk_list)
        out["MiniLM cosine (sentence-level max)"].append(float((claims @ svec.T).max(axis=1).mean()))
        out["MiniLM cosine (chunk-level max)"].append(float((claims @ kvec.T).max(axis=1).mean()))
        bm25 = BM25Okapi([tokens(s) or ["_"] for s in source])
        out["BM25 (max over source sentences)"].append(float(np.mean([
            float(np.max(bm25.get_scores(tokens(s) or ["_"]))) for s in sentences])))
        words = content_words(case.claim)
        out["token overlap (claim content words in whole source)"].append(
            len(words & content_words(case.source)) / max(1, len(words)))
    return out


def reversed_cases(cases: list[Case], seed: int = 0) -> list[tuple[Case, Case]]:
    """(original, reversed) for supported cases whose finding can be flipped."""
    from align_training.edits import reverse_finding

    rng = random.Random(seed)
    pairs = []
    for case in cases:
        if case.label != 1:
            continue
        flipped = reverse_finding(case.claim, rng)
        if flipped and flipped != case.claim:
            pairs.append((case, Case(case.dataset, case.id + ":reversed", flipped, case.sentences, 0)))
    return pairs


def flagged(result: Any, calibration: Any) -> bool:
    """RB005's verdict on any sentence of the claim."""
    for sentence in result.sentences:
        worst = sentence.most_contradicting
        if worst is not None and worst.contradict is not None and calibration.contradicts(
                worst.contradict, worst.aligned, sentence.score):
            return True
    return False


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--shared", type=Path, default=SHARED, help="the shared data folder")
    parser.add_argument("--weights-dir", type=Path, default=None, help="align-mini delta (default: shipped)")
    parser.add_argument("--batch-size", type=int, default=32)
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--limit", type=int, default=0, help="first N cases per set (smoke runs)")
    parser.add_argument("--skip-chunk", action="store_true", help="skip align-mini's chunk unit (slow)")
    parser.add_argument("--json", type=Path, default=None, help="also write the results here")
    args = parser.parse_args(argv)
    if not (args.shared / "claim_support_dev").is_dir():
        print(f"error: no claim_support_dev in {args.shared}", file=sys.stderr)
        return 2

    import torch

    torch.set_num_threads(args.threads)
    from rblint.engine.align_mini.model import AlignMiniError
    from rblint.engine.embedding import load_embedder
    from rblint.engine.scoring.alignmini import load_align_mini_scorer
    from rblint.engine.scoring.base import ScorerError
    from rblint.engine.scoring.calibration import calibration_for, embedding_map
    from rblint.engine.scoring.embedding import EmbeddingScorer
    from rblint.engine.scoring.overlap import OverlapScorer

    from rblint.engine.scoring.retrieval import LocalHybridRetriever

    sets = dev_cases(args.shared)
    if args.limit:
        sets = {name: cases[: args.limit] for name, cases in sets.items()}
    embedder = load_embedder()
    retriever = LocalHybridRetriever(lambda: embedder)
    slope, intercept = embedding_map()
    rss_before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    try:
        align = load_align_mini_scorer(args.weights_dir, device="cpu", batch_size=args.batch_size)
    except (ScorerError, AlignMiniError) as error:
        print(f"align-mini: not evaluated ({error})", file=sys.stderr)
        align = None
    rss_loaded = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss

    backends: list[tuple[str, Any, str]] = []
    if align is not None:
        backends.append(("align-mini (window)", align, "window"))
        if not args.skip_chunk:
            backends.append(("align-mini (chunk, AlignScore unit)", align, "chunk"))
    overlap = OverlapScorer()
    embedding = EmbeddingScorer(lambda: embedder, slope=slope, intercept=intercept)
    backends += [("engine overlap (chunk) - today's default fallback", overlap, "chunk"),
                 ("engine overlap (window)", overlap, "window"),
                 ("engine embedding (chunk)", embedding, "chunk"),
                 ("engine embedding (window)", embedding, "window")]

    table: dict[str, dict[str, float]] = {}
    timing: dict[str, float] = {}
    partial: dict[str, dict[str, float]] = {}
    align_results: dict[str, list[Any]] = {}
    for name, cases in sets.items():
        labelled = [c for c in cases if c.label is not None]
        labels = [int(c.label) for c in labelled]  # type: ignore[arg-type]
        for method, backend, unit in backends:
            started = time.perf_counter()
            results = engine_scores(backend, cases, unit, retriever)
            timing[method] = timing.get(method, 0.0) + time.perf_counter() - started
            by_id = {c.id: r for c, r in zip(cases, results)}
            table.setdefault(method, {})[name] = auc(labels, [by_id[c.id].score for c in labelled])
            if method == "align-mini (window)":
                align_results[name] = results
            parts = [r.score for c, r in zip(cases, results) if c.label is None]
            if parts:
                partial.setdefault(method, {})[name] = float(np.mean(parts))
        for method, scores in raw_baselines(labelled, embedder).items():
            table.setdefault(method, {})[name] = auc(labels, scores)
        print(f"{name}: {len(cases)} cases ({sum(labels)} supported, {len(labels) - sum(labels)} not, "
              f"{len(cases) - len(labelled)} partial) done", file=sys.stderr, flush=True)
    rss_scored = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss

    for method, row in table.items():
        row["mean"] = float(np.mean([row[name] for name in DEV_SETS if name in row]))
    baselines = {m: r for m, r in table.items() if not m.startswith("align-mini")}
    best_baseline = max(baselines, key=lambda m: baselines[m]["mean"])
    print(f"\n| method | {' | '.join(DEV_SETS)} | mean |")
    print("|---|" + "---|" * (len(DEV_SETS) + 1))
    for method, row in sorted(table.items(), key=lambda item: -item[1]["mean"]):
        cells = " | ".join(f"{row.get(name, float('nan')):.3f}" for name in DEV_SETS)
        mark = " (best baseline)" if method == best_baseline else ""
        print(f"| {method}{mark} | {cells} | {row['mean']:.3f} |")
    if align is not None:
        gains = {name: table["align-mini (window)"][name] - max(baselines[m][name] for m in baselines)
                 for name in DEV_SETS}
        mean_gain = table["align-mini (window)"]["mean"] - baselines[best_baseline]["mean"]
        print(f"\nalign-mini (window) vs best baseline: mean {mean_gain:+.3f} (bar +0.08); per set vs that set's "
              f"best baseline: " + ", ".join(f"{k} {v:+.3f}" for k, v in gains.items()) + " (bar +0.04 each)")
        print(f"weights: {align.model.metadata.get('pairs_seen', '?')} pairs seen, steps "
              f"{align.model.metadata.get('steps_done', '?')}, valid select {align.model.metadata.get('valid_select', '?')}")
        print(f"memory (peak RSS): +{(rss_loaded - rss_before) / 1024:.0f} MB to load, "
              f"+{(rss_scored - rss_before) / 1024:.0f} MB after all scoring")
    if partial:
        print("\nWiCE partially_supported, mean score (reported apart): " +
              ", ".join(f"{m} {v.get('wice', float('nan')):.3f}" for m, v in partial.items()))
    print("\nseconds per method (all sets): " + ", ".join(f"{m} {s:.0f}" for m, s in timing.items()))

    rb005: dict[str, Any] = {}
    if align is not None:
        calibration = calibration_for("align-mini")
        print(f"\nRB005 on reversed dev pairs (contradiction threshold {calibration.contradiction:.3f}, "
              f"calibrated: {calibration.calibrated}):")
        for name, cases in sets.items():
            pairs = reversed_cases(cases)
            if not pairs:
                continue
            results = engine_scores(align, [r for _, r in pairs], "window", retriever)
            originals = {c.id: r for c, r in zip(cases, align_results[name])}
            hits = sum(flagged(r, calibration) for r in results)
            false = sum(flagged(originals[o.id], calibration) for o, _ in pairs)
            all_false = sum(flagged(r, calibration) for c, r in zip(cases, align_results[name]))
            precision = hits / max(1, hits + false)
            rb005[name] = {"reversed": len(pairs), "flagged_reversed": hits, "flagged_originals": false,
                           "precision": precision, "recall": hits / len(pairs),
                           "flagged_any_original": all_false, "originals": len(cases)}
            print(f"  {name}: {len(pairs)} reversed; flagged {hits} (recall {hits / len(pairs):.2f}); "
                  f"their originals flagged {false} (precision {precision:.2f}); any original claim flagged "
                  f"{all_false} of {len(cases)}")
    if args.json:
        args.json.write_text(json.dumps({"auc": table, "partial_mean": partial, "seconds": timing, "rb005": rb005,
                                         "best_baseline": best_baseline}, indent=2), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
