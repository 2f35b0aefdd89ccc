"""RB004 "cite X instead": searching the library minus the cited paper vs the whole library.

    python bench/bench_alternatives.py [--papers 300] [--queries 15] [--threads 1]

For each flagged sentence, RB004's quick fix looks for the library papers that fit the
sentence best, leaving out the paper it cites. The index keeps one BM25 + vector matrix
per *set* of documents, so asking for "the library minus paper i" builds a new one for
every cited paper; searching the whole library reuses one and skips the cited paper's
hits. Both are timed here side by side (interleaved, medians), over a generated library
of text papers, each query citing a different paper; the ratio is printed. The ranking
of the remaining papers is compared too (same top 3 in what share of queries).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

SEARCH_DEPTH = 12


def make_library(folder: Path, papers: int, seed: int = 5) -> list[Path]:
    """Text papers of 12 sentences over a shared vocabulary with a few topic words each."""
    rng = random.Random(seed)
    common = [f"w{number}" for number in range(3000)]
    paths = []
    for number in range(papers):
        topic = rng.sample(common, 30)
        sentences = []
        for _ in range(12):
            words = rng.sample(topic, 5) + rng.sample(common, 10)
            rng.shuffle(words)
            sentences.append(" ".join(words).capitalize() + ".")
        path = folder / f"paper{number:04d}.txt"
        path.write_text(f"Paper {number}\n\n" + " ".join(sentences) + "\n", encoding="utf-8")
        paths.append(path)
    return paths


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--papers", type=int, default=300)
    parser.add_argument("--queries", type=int, default=15)
    parser.add_argument("--threads", type=int, default=1)
    args = parser.parse_args()
    os.environ.setdefault("OMP_NUM_THREADS", str(args.threads))
    import torch

    torch.set_num_threads(args.threads)
    from rblint.engine.config import Config
    from rblint.engine.embedding import load_embedder
    from rblint.engine.index import EvidenceIndex

    embedder = load_embedder()
    with tempfile.TemporaryDirectory() as scratch:
        folder = Path(scratch) / "papers"
        folder.mkdir()
        paths = make_library(folder, args.papers)
        index = EvidenceIndex(Config(cache_dir=Path(scratch) / "cache", papers=(folder,)), embedder_factory=lambda: embedder)
        start = time.perf_counter()
        documents = [index.load(path, embed=("chunk",)) for path in paths]
        build = time.perf_counter() - start
        rng = random.Random(3)
        cited = rng.sample(range(len(documents)), args.queries)
        queries = []
        for number in cited:
            words = documents[number].chunks[0].text.split()
            queries.append((number, " ".join(words[:15])))
        index.search(queries[0][1], SEARCH_DEPTH, documents=documents, granularity="chunk")  # the one shared build

        def without_cited(number: int, query: str) -> list[str]:
            rest = documents[:number] + documents[number + 1 :]
            hits = index.search(query, SEARCH_DEPTH, documents=rest, granularity="chunk")
            return _top_papers(hits)

        def whole_library(number: int, query: str) -> list[str]:
            depth = SEARCH_DEPTH + len(documents[number].chunks)
            hits = index.search(query, depth, documents=documents, granularity="chunk")
            return _top_papers([hit for hit in hits if hit.path != documents[number].path])

        old_times, new_times, same = [], [], 0
        for number, query in queries:  # interleaved, so machine load hits both alike
            start = time.perf_counter()
            old = without_cited(number, query)
            old_times.append(time.perf_counter() - start)
            start = time.perf_counter()
            new = whole_library(number, query)
            new_times.append(time.perf_counter() - start)
            same += int(old == new)
        chunks = sum(len(document.chunks) for document in documents)
    old_ms, new_ms = statistics.median(old_times) * 1000, statistics.median(new_times) * 1000
    print(f"library: {args.papers} papers, {chunks} chunks, indexed in {build:.1f} s; {args.queries} queries, "
          f"{args.threads} thread(s), load average {os.getloadavg()[0]:.1f}")
    print(f"library minus the cited paper: median {old_ms:.1f} ms per flagged sentence")
    print(f"whole library, cited hits skipped: median {new_ms:.1f} ms per flagged sentence")
    print(f"ratio: {old_ms / new_ms:.1f}x faster; same top-3 papers in {same}/{len(queries)} queries")
    print(json.dumps({"papers": args.papers, "chunks": chunks, "old_ms": round(old_ms, 1), "new_ms": round(new_ms, 1),
                      "ratio": round(old_ms / new_ms, 1), "same_top3": same, "queries": len(queries)}))
    return 0


def _top_papers(hits: list, count: int = 3) -> list[str]:  # type: ignore[type-arg]
    papers: list[str] = []
    for hit in hits:
        name = Path(hit.path).name
        if name not in papers:
            papers.append(name)
        if len(papers) == count:
            break
    return papers


if __name__ == "__main__":
    sys.exit(main())
