#!/usr/bin/env python
"""align-mini at default settings: pairs/s, ms per cited sentence end to end, memory added.

Usage: python bench/bench_align_mini.py [--pdf PAPER.pdf] [--threads 2] [--sentences 8]

Case: a real paper (the DeepInfer PDF from ../shared/data/pdfs when present, else a
generated text) and cited sentences about it. Measured in one run, side by side:
  * pairs/s of the cross-encoder on evidence-window pairs (batch 16, the default), and on
    AlignScore's ~350-token chunk pairs for comparison;
  * ms per cited sentence through the engine's scorer (window unit: top-3 chunks by the
    index's hybrid retrieval, their 2-sentence windows ranked, best 6 scored), cold (no
    pair cache) and after one sentence is edited (the cache answers the others);
  * peak RSS before loading, after loading align-mini, and after scoring.
"""

from __future__ import annotations

import argparse
import os
import resource
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")

REPO = Path(__file__).resolve().parents[1]
SHARED_PDF = REPO.parent / "shared" / "data" / "pdfs" / "deepinfer_icse2024_arxiv2401.14628.pdf"
SENTENCES = [
    "DeepInfer infers data preconditions from a trained deep neural network model.",
    "It uses weakest-precondition calculus over the network's layers and activation functions.",
    "The inferred preconditions decide whether a prediction on unseen data can be trusted.",
    "DeepInfer was evaluated on models for diabetes, house price, credit and bank customer prediction.",
    "DeepInfer does not outperform the prior approaches in detecting correct predictions.",
    "The approach needs the training data to infer its preconditions.",
    "Its runtime overhead is negligible compared with model inference.",
    "The evaluation covers twenty-nine real-world models.",
]


def rss_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--pdf", type=Path, default=SHARED_PDF if SHARED_PDF.is_file() else None)
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--sentences", type=int, default=len(SENTENCES))
    args = parser.parse_args()

    import torch

    torch.set_num_threads(args.threads)
    from rblint.engine.config import Config, ModelConfig
    from rblint.engine.index import EvidenceIndex
    from rblint.engine.scoring import Source, chunks_from_passages, create_scorer
    from rblint.engine.scoring.alignmini import align_mini_available
    from rblint.engine.scoring.chunking import windows_of

    if not align_mini_available():
        print("error: align-mini weights are not installed", file=sys.stderr)
        return 2
    cache = Path(tempfile.mkdtemp(prefix="rblint-bench-"))
    config = Config(root=cache, cache_dir=cache)
    index = EvidenceIndex(config)
    if args.pdf is not None:
        document = index.load(args.pdf)
    else:
        text_path = cache / "paper.txt"
        text_path.write_text(" ".join(SENTENCES * 40))
        document = index.load(text_path)
    embedder = index.embedder()
    embedder.encode(["warm up"])
    before = rss_mb()
    scorer = create_scorer(ModelConfig(), embedder_factory=lambda: embedder, cache_dir=None)
    loaded = rss_mb()
    chunks = chunks_from_passages(document.chunks, source_key="paper", path=args.pdf)
    source = Source("paper", chunks, scorer.index_retriever(index, document))
    sentences = SENTENCES[: args.sentences]

    windows = [w.text for c in chunks[:20] for w in windows_of(c)][:96]
    claims = [sentences[i % len(sentences)] for i in range(len(windows))]
    started = time.perf_counter()
    scorer.raw_backend.score(windows, claims)
    window_rate = len(windows) / (time.perf_counter() - started)
    chunk_texts = [c.text for c in chunks[:32]]
    started = time.perf_counter()
    scorer.raw_backend.score(chunk_texts, claims[: len(chunk_texts)])
    chunk_rate = len(chunk_texts) / (time.perf_counter() - started)

    started = time.perf_counter()
    scorer.score_claims([([s], [source]) for s in sentences])
    cold = (time.perf_counter() - started) / len(sentences) * 1000
    edited = list(sentences)
    edited[0] = edited[0].replace("trained", "fully trained")
    started = time.perf_counter()
    scorer.score_claims([([s], [source]) for s in edited])
    after_edit = (time.perf_counter() - started) * 1000
    scored = rss_mb()

    print(f"model {scorer.model_id}, context unit {scorer.context_unit}, {args.threads} threads, "
          f"source {args.pdf.name if args.pdf else 'generated text'} ({len(chunks)} chunks)")
    print(f"pairs/s: evidence windows {window_rate:.1f}, 350-token chunks {chunk_rate:.1f} "
          f"(windows {window_rate / chunk_rate:.1f}x the chunk rate)")
    print(f"per cited sentence, cold: {cold:.0f} ms; whole draft after editing one sentence: {after_edit:.0f} ms")
    print(f"peak RSS: {before:.0f} MB before loading, +{loaded - before:.0f} MB to load, "
          f"+{scored - before:.0f} MB after scoring")
    return 0


if __name__ == "__main__":
    sys.exit(main())
