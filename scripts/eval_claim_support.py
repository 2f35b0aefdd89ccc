#!/usr/bin/env python
"""ROC-AUC of each claim-support backend on the shared claim_support dev split.

Usage: python scripts/eval_claim_support.py [--backends embedding,overlap,default]
       [--model-path PATH --tokenizer DIR] [--split dev] [--limit N] [--json OUT]

Settings per backend (one run, same claims):
  full-350  AlignScore chunks (~350 words), every chunk (exhaustive)
  top3-350  the same with pruning to top-3 chunks (the default; most abstracts are one chunk)
  full-60   finer ~60-word chunks, every chunk
  top1-60   finer chunks, pruned to the top-1 chunk (what pruning costs when it bites)
Labels: SUPPORT = 1, REFUTE / NEI = 0. Seconds are wall time on this machine.
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

from claim_support_data import DEFAULT_DATA, load_examples  # noqa: E402

SETTINGS = {"full-350": (350, True, 3), "top3-350": (350, False, 3), "full-60": (60, True, 3), "top1-60": (60, False, 1)}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--data", type=Path, default=DEFAULT_DATA)
    parser.add_argument("--split", default="dev")
    parser.add_argument("--backends", default="overlap,embedding,default")
    parser.add_argument("--settings", default=",".join(SETTINGS))
    parser.add_argument("--model-path", type=Path)
    parser.add_argument("--tokenizer", type=Path)
    parser.add_argument("--limit", type=int)
    parser.add_argument("--json", type=Path, help="write the table as JSON here")
    args = parser.parse_args()

    import torch
    from sklearn.metrics import roc_auc_score

    from rblint.engine.config import ModelConfig
    from rblint.engine.embedding import load_embedder
    from rblint.engine.scoring import ScorerError, chunk_text, create_scorer, Source

    torch.set_num_threads(1)
    if not args.data.exists():
        print(f"error: {args.data} not found (the shared data sits beside the repo)", file=sys.stderr)
        return 2
    examples = load_examples(args.data, args.split)[: args.limit]
    labels = [example.label for example in examples]
    print(f"{len(examples)} claims ({sum(labels)} SUPPORT, {len(labels) - sum(labels)} REFUTE/NEI) from {args.data.name}/{args.split}")
    embedder = None

    def embedder_factory() -> object:
        nonlocal embedder
        if embedder is None:
            embedder = load_embedder(precision="fp32")  # the format rblint scores in
        return embedder

    rows = []
    for backend in [name.strip() for name in args.backends.split(",") if name.strip()]:
        config = ModelConfig(backend=backend, path=args.model_path if backend in ("alignscore", "nli") else None,
                             tokenizer=args.tokenizer)
        try:
            scorer = create_scorer(config, embedder_factory=embedder_factory)
        except ScorerError as error:
            print(f"{backend}: skipped ({error})")
            continue
        name = scorer.backend_name if backend == "default" else backend
        for setting in [s.strip() for s in args.settings.split(",") if s.strip()]:
            words, exhaustive, top_k = SETTINGS[setting]
            started = time.perf_counter()
            scores, chunks, pairs = [], 0, 0
            for example in examples:
                source = Source("src", chunk_text(example.source, words=words))
                result = scorer.score_claim(example.claim, [source], exhaustive=exhaustive, top_k=top_k)
                scores.append(result.score)
                chunks += result.num_chunks
                pairs += sum(len(sentence.candidates) for sentence in result.sentences)
            seconds = time.perf_counter() - started
            auc = float(roc_auc_score(labels, scores))
            row = {"backend": name, "setting": setting, "auc": round(auc, 4), "claims": len(examples),
                   "chunks_per_claim": round(chunks / len(examples), 2), "pairs_scored": pairs,
                   "seconds": round(seconds, 1)}
            rows.append(row)
            print(f"{name:<11} {setting:<9} AUC {auc:.4f}  chunks/claim {row['chunks_per_claim']:<5} "
                  f"pairs {pairs:<6} {seconds:.1f}s", flush=True)
    if args.json:
        args.json.write_text(json.dumps(rows, indent=2) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
