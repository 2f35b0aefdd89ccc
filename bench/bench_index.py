"""Evidence-index bench: cold parse+embed, warm load, query latency (medians over repeats).

    OMP_NUM_THREADS=1 python bench/bench_index.py --threads 1 --repeats 3

* cold: a fresh cache, ``EvidenceIndex.load(pdf, embed=("evidence",))`` = parse + embed
  the evidence passages (the model is loaded once beforehand and reported apart);
* warm: a new index over the filled cache: load + fetch the vectors;
* side by side (interleaved runs, ratios printed): reading DeepInfer's pages in one
  process vs ``index.processes`` auto, and embedding its passages through
  sentence-transformers' ``encode`` vs the direct encoder path rblint uses;
* query: ``search(query, k=5)`` over a generated library of 50 four-page PDFs (sentences
  drawn from the real papers, so passages look like real ones), after one warm-up query
  that builds the BM25 index and stacks the vectors (reported apart).

Needs ../shared/data/pdfs (the real papers) and fpdf2 (a test dependency). Targets from
issue 3: cold <= 10 s for 13 pages, warm <= 0.3 s, query <= 50 ms at 50 papers.
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

ROOT = Path(__file__).resolve().parents[1]
PDFS = ROOT.parent / "shared" / "data" / "pdfs"
PAPERS = {
    "deepinfer (13 pp)": PDFS / "deepinfer_icse2024_arxiv2401.14628.pdf",
    "paperqa (41 pp)": PDFS / "paperqa_molecular_xai_perspective.pdf",
}


CPU: list[float] = []  # CPU seconds of the last median_time call's runs


def median_time(action, repeats: int) -> tuple[float, list[float]]:  # type: ignore[no-untyped-def]
    """Median wall time; the CPU seconds (all threads) go to CPU, a load-independent proxy
    for the wall time on an idle machine when the shared machine is busy."""
    times = []
    CPU.clear()
    for _ in range(repeats):
        start, cpu = time.perf_counter(), time.process_time()
        action()
        times.append(time.perf_counter() - start)
        CPU.append(time.process_time() - cpu)
    return statistics.median(times), times


def _latin1(text: str) -> str:
    """fpdf2's core fonts are Latin-1 only."""
    text = text.replace("’", "'").replace("‘", "'").replace("“", '"').replace("”", '"')
    return text.replace("–", "-").replace("—", "-").encode("latin-1", "replace").decode("latin-1")


def make_library(folder: Path, sentences: list[str], count: int, seed: int = 7) -> list[Path]:
    from fpdf import FPDF

    rng = random.Random(seed)
    paths = []
    for number in range(count):
        pdf = FPDF(format="A4", unit="mm")
        pdf.set_margins(20, 20, 20)
        pdf.add_page()
        pdf.set_font("Helvetica", "B", 16)
        pdf.multi_cell(0, 8, new_x="LMARGIN", new_y="NEXT", text=_latin1(f"Generated study {number}: {' '.join(rng.sample(sentences, 1)[0].split()[:8])}"))
        for section in range(1, 7):
            pdf.ln(4)
            pdf.set_font("Helvetica", "B", 13)
            pdf.multi_cell(0, 7, new_x="LMARGIN", new_y="NEXT", text=f"{section} Section {section} of study {number}")
            pdf.set_font("Helvetica", "", 10)
            for _ in range(3):
                paragraph = " ".join(rng.sample(sentences, 5))
                pdf.multi_cell(0, 5, new_x="LMARGIN", new_y="NEXT", text=_latin1(paragraph))
                pdf.ln(2)
        path = folder / f"study{number:02d}.pdf"
        path.write_bytes(bytes(pdf.output()))
        paths.append(path)
    return paths


def side_by_side(embedder, repeats: int) -> dict[str, object]:  # type: ignore[no-untyped-def]
    """Medians of interleaved runs of the old and the new way, and their ratio."""
    from rblint.engine.config import IndexConfig
    from rblint.engine.embedding import Embedder, _load_sentence_transformer, minilm_path
    from rblint.engine.index import EvidenceIndex
    from rblint.engine.config import Config
    from rblint.engine.pdf.parser import parse_pdf

    path = PAPERS["deepinfer (13 pp)"]
    data = path.read_bytes()
    auto = IndexConfig().parse_processes()
    generic = Embedder(_load_sentence_transformer(str(minilm_path()), "cpu"), batch_size=embedder.batch_size)
    with tempfile.TemporaryDirectory() as scratch:
        document = EvidenceIndex(Config(cache_dir=Path(scratch)), embedder_factory=lambda: None).load(path)
    texts = [passage.text for passage in document.passages]
    timings: dict[str, list[float]] = {"parse, 1 process": [], f"parse, {auto} processes": [],
                                       "embed, sentence-transformers encode": [], "embed, rblint's encoder (ONNX Runtime)": []}
    for _ in range(repeats):
        for name, action in (
            ("parse, 1 process", lambda: parse_pdf(data, processes=1)),
            (f"parse, {auto} processes", lambda: parse_pdf(data, processes=auto)),
            ("embed, sentence-transformers encode", lambda: generic.encode(texts)),
            ("embed, rblint's encoder (ONNX Runtime)", lambda: embedder.encode(texts)),
        ):
            start = time.perf_counter()
            action()
            timings[name].append(time.perf_counter() - start)
    medians = {name: statistics.median(values) for name, values in timings.items()}
    names = list(medians)
    result = {name: round(value, 2) for name, value in medians.items()}
    result["parse speed-up"] = round(medians[names[0]] / medians[names[1]], 2)
    result["embed speed-up"] = round(medians[names[2]] / medians[names[3]], 2)
    print(f"side by side on DeepInfer ({len(texts)} passages), medians of {repeats} interleaved runs:")
    for name in names:
        print(f"  {name}: {medians[name]:.2f} s")
    print(f"  parse: {result['parse speed-up']:.2f}x faster with {auto} processes; "
          f"embedding: {result['embed speed-up']:.2f}x faster on rblint's encoder")
    return result


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--threads", type=int, default=1, help="torch threads (1 on a shared 2-core machine: see docs)")
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--library", type=int, default=50)
    parser.add_argument("--queries", type=int, default=20)
    parser.add_argument("--only-side-by-side", action="store_true", help="skip cold/warm/query figures")
    args = parser.parse_args()
    os.environ.setdefault("OMP_NUM_THREADS", str(args.threads))
    missing = [str(path) for path in PAPERS.values() if not path.is_file()]
    if missing:
        print(f"skipped: the real papers are missing ({', '.join(missing)})")
        return 0
    import torch

    torch.set_num_threads(args.threads)
    from rblint.engine.config import Config
    from rblint.engine.embedding import load_embedder
    from rblint.engine.index import EvidenceIndex

    results: dict[str, object] = {"threads": args.threads, "repeats": args.repeats, "load_average": os.getloadavg()}
    start = time.perf_counter()
    embedder = load_embedder()
    embedder.encode(["warm-up"])
    os.environ["HF_HUB_DISABLE_PROGRESS_BARS"] = "1"
    results["model_load_s"] = round(time.perf_counter() - start, 2)
    print(f"model load (once per process): {results['model_load_s']:.2f} s; load average {os.getloadavg()[0]:.1f}")

    results["side_by_side"] = side_by_side(embedder, args.repeats)
    if args.only_side_by_side:
        print(json.dumps(results))
        return 0
    pool: list[str] = []
    with tempfile.TemporaryDirectory() as scratch:
        scratch_path = Path(scratch)
        for name, path in PAPERS.items():
            counter = iter(range(10**6))

            def parse_only() -> None:
                cache = scratch_path / f"parse-{next(counter)}"
                EvidenceIndex(Config(cache_dir=cache), embedder_factory=lambda: None).load(path)

            def cold() -> None:
                cache = scratch_path / f"cold-{next(counter)}"
                EvidenceIndex(Config(cache_dir=cache), embedder_factory=lambda: embedder).load(path, embed=("evidence",))

            parse_median, _ = median_time(parse_only, args.repeats)
            parse_cpu = statistics.median(CPU)
            cold_median, cold_times = median_time(cold, args.repeats)
            cold_cpu = statistics.median(CPU)
            warm_cache = scratch_path / f"warm-{name[:4]}"
            EvidenceIndex(Config(cache_dir=warm_cache), embedder_factory=lambda: embedder).load(path, embed=("evidence",))

            def warm() -> None:
                index = EvidenceIndex(Config(cache_dir=warm_cache), embedder_factory=lambda: embedder)
                index.vectors(index.load(path))

            warm_median, _ = median_time(warm, max(args.repeats, 5))
            warm_cpu = statistics.median(CPU)
            document = EvidenceIndex(Config(cache_dir=warm_cache), embedder_factory=lambda: embedder).load(path)
            pool.extend(p.text for p in document.passages if len(p.text.split()) >= 8)
            results[name] = {
                "passages": len(document.passages), "chunks": len(document.chunks),
                "parse_s": round(parse_median, 2), "cold_parse_embed_s": round(cold_median, 2),
                "cold_runs_s": [round(t, 2) for t in cold_times], "warm_load_s": round(warm_median, 4),
                "parse_cpu_s": round(parse_cpu, 2), "cold_cpu_s": round(cold_cpu, 2), "warm_cpu_s": round(warm_cpu, 4),
            }
            print(f"{name}: {len(document.passages)} passages; parse {parse_median:.2f} s (cpu {parse_cpu:.2f}), "
                  f"cold parse+embed {cold_median:.2f} s (cpu {cold_cpu:.2f}), "
                  f"warm load {warm_median * 1000:.0f} ms (cpu {warm_cpu * 1000:.0f}); load {os.getloadavg()[0]:.1f}")

        from rblint.engine.passages import split_sentences

        sentences = [p[a:b] for p in pool for a, b in split_sentences(p) if 6 <= len(p[a:b].split()) <= 40]
        library_dir = scratch_path / "library"
        library_dir.mkdir()
        start = time.perf_counter()
        papers = make_library(library_dir, sentences, args.library)
        config = Config(cache_dir=scratch_path / "library-cache", papers=(library_dir,))
        index = EvidenceIndex(config, embedder_factory=lambda: embedder)
        for paper in papers:
            index.load(paper, embed=("evidence",))
        build = time.perf_counter() - start
        passages = sum(len(d.passages) for d in index.documents)
        rng = random.Random(11)
        queries = rng.sample(sentences, args.queries)
        start = time.perf_counter()
        index.search(queries[0], k=5)
        first = time.perf_counter() - start
        times, cpu_times = [], []
        for query in queries[1:]:
            start, cpu = time.perf_counter(), time.process_time()
            index.search(query, k=5)
            times.append(time.perf_counter() - start)
            cpu_times.append(time.process_time() - cpu)
        results["library"] = {
            "papers": len(papers), "passages": passages, "build_s": round(build, 1),
            "first_query_s": round(first, 3), "query_median_ms": round(statistics.median(times) * 1000, 1),
            "query_p90_ms": round(sorted(times)[int(0.9 * (len(times) - 1))] * 1000, 1),
            "query_cpu_median_ms": round(statistics.median(cpu_times) * 1000, 1),
        }
        print(f"library: {len(papers)} papers, {passages} passages, built in {build:.1f} s; "
              f"first query {first * 1000:.0f} ms (builds BM25 + matrix); "
              f"query median {statistics.median(times) * 1000:.1f} ms (cpu {statistics.median(cpu_times) * 1000:.1f})")
    print(json.dumps(results))
    return 0


if __name__ == "__main__":
    sys.exit(main())
