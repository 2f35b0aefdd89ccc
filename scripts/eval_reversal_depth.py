"""How far the reversal check reads past the scored passages, measured on long sources.

Citation-Integrity's sources are single abstracts, one chunk each, so the scorer's top-3
pruning never hides a sentence there. A paper is longer: the sentence that states a finding
(often the abstract's) can rank below the three passages the scorer reads. Here each claim's
cited abstract is put among 15 other abstracts of the split (seeded, shuffled), one long
source; the scorer prunes to three chunks (BM25 ranking, no vectors) as the linter does. The
reversal check reads those three; then, when they hold no reversal, the next ones up to
``REVERSAL_DEPTH``, where a reversal counts only at an alignment of at least the bar. Positives
and negatives as in ``eval_contradiction.py`` (synthetic reversals of supported claims, and the
originals). The bar is chosen on TRAIN: the lowest adding no false flag; DEV is reported.

    python scripts/eval_reversal_depth.py
    python scripts/eval_reversal_depth.py --depth 16 --bars 0.3 1.01   # read every passage of the 16
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claim_support_data import SHARED, citation_integrity_cases, shared_missing  # noqa: E402
from eval_contradiction import Reversed, with_reversals  # noqa: E402

from rblint.engine.scoring.document_score import REVERSAL_DEPTH, DocumentScorer  # noqa: E402
from rblint.engine.scoring.overlap import OverlapScorer  # noqa: E402
from rblint.engine.scoring.retrieval import LocalHybridRetriever  # noqa: E402
from rblint.engine.scoring.reversal import ReversalDetector, calibrated_detector  # noqa: E402

BARS = [0.15, 0.2, 0.25, 0.3, 0.35, 0.4, 1.01]  # 1.01: the scored passages alone
DISTRACTORS = 15


def long_sources(rows: list[Reversed], seed: int = 11) -> list[str]:
    """Each row's cited abstract among DISTRACTORS others of the same split."""
    abstracts = sorted({row.case.source for row in rows})
    rng = random.Random(seed)
    sources = []
    for row in rows:
        documents = rng.sample([text for text in abstracts if text != row.case.source], DISTRACTORS)
        documents.append(row.case.source)
        rng.shuffle(documents)
        sources.append("\n\n".join(documents))
    return sources


def flags(rows: list[Reversed], sources: list[str], bar: float, depth: int = REVERSAL_DEPTH) -> tuple[int, int]:
    """(reversals found, originals flagged) with the further passages, up to ``depth``, counted
    from ``bar``."""
    base = calibrated_detector()
    detector = ReversalDetector(base.min_alignment, base.min_negation_alignment, bar)
    scorer = DocumentScorer(OverlapScorer(), top_k=3, retriever=LocalHybridRetriever(None), reversals=detector,
                            reversal_depth=depth)
    found = flagged = 0
    for row, source in zip(rows, sources):
        hit = any(sentence.reversal is not None for sentence in scorer.score_text(source, row.claim).sentences)
        found += hit and row.reversed
        flagged += hit and not row.reversed
    return found, flagged


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--depth", type=int, default=REVERSAL_DEPTH, help="passages per source the check reads")
    parser.add_argument("--bars", type=float, nargs="+", default=BARS, help="further-alignment bars to measure")
    args = parser.parse_args()
    bars = sorted(set(args.bars) | {1.01})
    if shared_missing():
        return 2
    results: dict[str, dict[float, tuple[int, int]]] = {}
    sizes: dict[str, tuple[int, int]] = {}
    for split in ("train", "dev"):
        rows = with_reversals(citation_integrity_cases(SHARED, split))
        sources = long_sources(rows)
        sizes[split] = (sum(row.reversed for row in rows), sum(not row.reversed for row in rows))
        results[split] = {bar: flags(rows, sources, bar, args.depth) for bar in bars}
        print(f"{split}: done", file=sys.stderr, flush=True)
    alone = results["train"][1.01]
    chosen = min(bar for bar in bars if results["train"][bar][1] <= alone[1])
    print(f"passages read: the 3 scored, then up to {args.depth}; chosen on TRAIN (no added false flag): "
          f"further alignment >= {chosen}\n")
    print("| set | further passages counted from alignment | reversals found | recall | originals flagged | rate |"
          "\n|---|---|---|---|---|---|")
    for split, by_bar in results.items():
        positives, negatives = sizes[split]
        for bar in bars:
            found, flagged = by_bar[bar]
            label = "not read (scored passages only)" if bar > 1 else f"{bar}"
            print(f"| {split.upper()} | {label} | {found} | {found / positives:.3f} | {flagged} | "
                  f"{flagged / negatives:.2%} |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
