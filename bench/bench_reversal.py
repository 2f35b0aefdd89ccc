#!/usr/bin/env python
"""What the reversal check costs: the document formula with it and without it, side by side.

Usage: python bench/bench_reversal.py [--sentences 100] [--repeats 5]

Case: the bundled example's papers (or the three shared PDFs when present) parsed by the
evidence index into chunks; ``--sentences`` cited sentences drawn from those chunks (half
kept, half with a direction word flipped), each scored against its paper with the
overlap backend at the default top-3 pruning (BM25 only, so no model load blurs the
timing). Both runs score the same pairs in one process, alternating, and the median of
``--repeats`` is reported with the ratio; the CPU's flags are printed because machines
differ. The check's caches are cleared before every timed run, so this is the cold cost
of a first lint (a warm LSP edit re-reads only the edited sentence).
"""

from __future__ import annotations

import argparse
import platform
import random
import statistics
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
SHARED = REPO.parent / "shared" / "data" / "pdfs"
FLIPS = {"improves": "worsens", "increases": "decreases", "higher": "lower", "reduces": "increases",
         "outperforms": "underperforms", "more": "less", "better": "worse"}


def cpu_flags() -> str:
    """The CPU flags that decide the encoder's speed, read as rblint reads them (engine/precision.py)."""
    from rblint.engine.precision import cpu_identity

    flags = cpu_identity()[1]
    if not flags:
        return platform.processor() or "unknown"
    wanted = ["avx2", "avx512f", "avx512_bf16", "amx_bf16", "fma"]
    return " ".join(flag for flag in wanted if flag in flags) or "(none of avx2/avx512/bf16)"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sentences", type=int, default=100)
    parser.add_argument("--repeats", type=int, default=5)
    args = parser.parse_args()

    from rblint.engine.config import Config
    from rblint.engine.index import EvidenceIndex
    from rblint.engine.scoring import reading, reversal
    from rblint.engine.scoring.chunking import chunks_from_passages, split_sentences
    from rblint.engine.scoring.document_score import DocumentScorer, Source
    from rblint.engine.scoring.overlap import OverlapScorer
    from rblint.engine.scoring.retrieval import LocalHybridRetriever

    pdfs = sorted(SHARED.glob("*.pdf"))[:3] if SHARED.exists() else []
    pdfs = pdfs or sorted((REPO / "examples" / "papers").glob("*.pdf"))
    index = EvidenceIndex(Config(root=REPO), embedder_factory=lambda: None, use_cache=False)
    sources = []
    for path in pdfs:
        document = index.load(path)
        sources.append(Source(path.stem, chunks_from_passages(document.chunks, source_key=path.stem, path=path)))
    rng = random.Random(0)
    requests = []
    pool = [(source, sentence) for source in sources for chunk in source.chunks
            for sentence in split_sentences(chunk.text) if len(sentence.split()) >= 8]
    for number in range(args.sentences):
        source, sentence = rng.choice(pool)
        if number % 2:
            for word, flipped in FLIPS.items():
                if f" {word} " in sentence:
                    sentence = sentence.replace(f" {word} ", f" {flipped} ", 1)
                    break
        requests.append((sentence, [source]))

    class NoReversals:
        def find(self, claim: str, chunks: object, *further: object, **options: object) -> None:
            return None

    retriever = LocalHybridRetriever(None)
    with_check = DocumentScorer(OverlapScorer(), retriever=retriever)
    without = DocumentScorer(OverlapScorer(), retriever=retriever, reversals=NoReversals())  # type: ignore[arg-type]
    timings: dict[str, list[float]] = {"with": [], "without": []}
    found = 0
    for _ in range(args.repeats):
        for name, scorer in (("without", without), ("with", with_check)):
            for cache in (reading.read_cached, reversal._sentences_of, reading.alignment_words, reading.stem_of,
                          reading._base_polarity):
                cache.cache_clear()
            start = time.perf_counter()
            results = scorer.score_claims(requests)
            timings[name].append(time.perf_counter() - start)
            if name == "with":
                found = sum(1 for result in results for s in result.sentences if s.reversal is not None)
    base, checked = statistics.median(timings["without"]), statistics.median(timings["with"])
    print(f"cpu: {platform.machine()} {cpu_flags()}; python {platform.python_version()}")
    print(f"{len(requests)} sentences against {len(pdfs)} papers ({sum(len(s.chunks) for s in sources)} chunks), "
          f"overlap backend, top-3 pruning; {found} reversals found")
    print(f"without the check: {base * 1000:.1f} ms   with it: {checked * 1000:.1f} ms   "
          f"ratio {checked / base:.2f}x   (+{(checked - base) * 1000 / len(requests):.2f} ms per sentence)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
