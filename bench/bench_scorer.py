#!/usr/bin/env python
"""Claim-scorer speed: this engine vs AlignScore's reference procedure, same model, same pairs.

Usage: python bench/bench_scorer.py [--backbone tiny,minilm] [--pdf PAPER.pdf] [--repeats 1]

Case: a paper (the DeepInfer PDF from ../shared/data/pdfs when present, else a
generated text) against a 4-sentence summary, as in the Research Buddy case study. Its
chunks come from the evidence index (~350 tokens at sentence boundaries).

Reference (a faithful re-implementation of AlignScore ``Inferencer`` in ``nli_sp`` mode):
every (chunk, sentence) pair, tokenized with ``padding="max_length", max_length=512,
truncation="only_first"``, batches of 16 in input order, softmax of the 3-way head, max
over chunks, mean over sentences.

Engine: ``ClaimScorer`` with (a) exhaustive = every pair, dynamic padding, length-sorted
batches, ``inference_mode``; (b) the default configuration = top-3 pruning by hybrid
retrieval (retrieval time included, MiniLM embedder loaded beforehand); (c) (b) again
after editing one summary sentence (the pair cache re-scores only that sentence).

Backbones (weights need not be trained for a speed test; the heads are random):
  tiny     a 2-layer, 32-wide random RoBERTa (quick smoke run)
  minilm   the packaged MiniLM-L6 encoder + AlignScore heads (align-mini's shape)
  roberta  a random roberta-base (AlignScore-base's shape; slow: ~2 pairs/s at 512)
Prints seconds (median of --repeats), pairs, the speed ratios and the score differences.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("OMP_NUM_THREADS", "1")
os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")

REPO = Path(__file__).resolve().parents[1]
SHARED_PDF = REPO.parent / "shared" / "data" / "pdfs" / "deepinfer_icse2024_arxiv2401.14628.pdf"
SUMMARY = [
    "DeepInfer infers data preconditions from a trained deep neural network model.",
    "It uses weakest-precondition calculus over the network's layers and activation functions.",
    "The inferred preconditions are used to decide whether a prediction on unseen data can be trusted.",
    "DeepInfer was evaluated on models for diabetes, house price, credit and bank customer prediction.",
]


def build_model(kind: str, folder: Path) -> tuple[object, object]:
    import torch
    from transformers import AutoConfig, AutoModel, AutoTokenizer, RobertaConfig

    from rblint.engine.scoring.alignscore import AlignScoreModel

    torch.manual_seed(0)
    if kind == "minilm":
        from rblint.engine.embedding import minilm_path

        path = minilm_path()
        config = AutoConfig.from_pretrained(str(path), local_files_only=True)
        model = AlignScoreModel(config)
        model.base_model = AutoModel.from_pretrained(str(path), local_files_only=True)
        return model.eval(), AutoTokenizer.from_pretrained(str(path), local_files_only=True)
    sys.path.insert(0, str(REPO / "tests"))
    from test_scoring_models import write_roberta_dir  # the tests' offline tiny tokenizer builder

    config = write_roberta_dir(folder / kind)
    if kind == "roberta":
        config = RobertaConfig(vocab_size=config.vocab_size, max_position_embeddings=514, type_vocab_size=1,
                               pad_token_id=1)  # roberta-base sizes: 12 layers, 768 wide
    return AlignScoreModel(config).eval(), AutoTokenizer.from_pretrained(str(folder / kind))


def reference_score(model: object, tokenizer: object, chunks: list[str], sentences: list[str], batch_size: int = 16) -> tuple[float, int]:
    """AlignScore nli_sp: all pairs, padded to 512, in order."""
    import torch

    premises = [c for _ in sentences for c in chunks]
    hypotheses = [s for s in sentences for _ in chunks]
    scores = []
    with torch.no_grad():
        for start in range(0, len(premises), batch_size):
            batch = tokenizer(premises[start:start + batch_size], hypotheses[start:start + batch_size],  # type: ignore[operator]
                              padding="max_length", max_length=512, truncation="only_first", return_tensors="pt")
            scores.append(model(**batch)["tri"][:, 0])  # type: ignore[operator]
    matrix = torch.cat(scores).view(len(sentences), len(chunks))
    return float(matrix.max(dim=1).values.mean()), len(premises)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--backbone", default="tiny,minilm")
    parser.add_argument("--pdf", type=Path, default=SHARED_PDF)
    parser.add_argument("--repeats", type=int, default=1)
    parser.add_argument("--max-chunks", type=int, default=0, help="use only the first N chunks (0 = all)")
    args = parser.parse_args()

    import torch

    from rblint.engine.config import Config
    from rblint.engine.embedding import load_embedder
    from rblint.engine.index import EvidenceIndex
    from rblint.engine.scoring import ClaimScorer, Source, chunks_from_passages
    from rblint.engine.scoring.alignscore import AlignScoreScorer

    torch.set_num_threads(1)
    embedder = load_embedder()
    with tempfile.TemporaryDirectory() as scratch:
        folder = Path(scratch)
        config = Config(root=folder, cache_dir=folder / "cache")
        index = EvidenceIndex(config, embedder_factory=lambda: embedder)
        if args.pdf.exists():
            document = index.load(args.pdf)
            case = args.pdf.name
        else:
            text = folder / "paper.txt"
            text.write_text(" ".join(f"Sentence {i} says that method {i % 7} improves metric {i % 5} by {i}%."
                                     for i in range(900)), encoding="utf-8")
            document = index.load(text)
            case = "generated text (shared PDF absent)"
        chunks = chunks_from_passages(document.chunks, source_key="paper")
        if args.max_chunks:
            chunks = chunks[: args.max_chunks]
        texts = [chunk.text for chunk in chunks]
        index.vectors(document, "chunk")  # embed once, as a warm editor session would have
        print(f"case: {case}: {len(chunks)} chunks x {len(SUMMARY)} summary sentences "
              f"= {len(chunks) * len(SUMMARY)} pairs; torch threads 1")
        for kind in [k.strip() for k in args.backbone.split(",") if k.strip()]:
            model, tokenizer = build_model(kind, folder)
            params = sum(p.numel() for p in model.parameters()) / 1e6  # type: ignore[attr-defined]
            timings: dict[str, list[float]] = {"reference": [], "exhaustive": [], "pruned": [], "edit": []}
            results: dict[str, float] = {}
            pairs: dict[str, int] = {}
            for _ in range(args.repeats):
                started = time.perf_counter()
                results["reference"], pairs["reference"] = reference_score(model, tokenizer, texts, SUMMARY)
                timings["reference"].append(time.perf_counter() - started)
                for mode in ("exhaustive", "pruned"):
                    backend = AlignScoreScorer(model, tokenizer, model_id=f"bench-{kind}", batch_size=16)  # type: ignore[arg-type]
                    scorer = ClaimScorer(backend, backend_name="bench", top_k=3, exhaustive=mode == "exhaustive",
                                         embedder_factory=lambda: embedder)
                    source = Source("paper", chunks, scorer.index_retriever(index, document))
                    started = time.perf_counter()
                    result = scorer.score_claim(SUMMARY, [source])
                    timings[mode].append(time.perf_counter() - started)
                    results[mode] = result.score
                    pairs[mode] = scorer.cache.misses
                    if mode == "pruned":
                        edited = SUMMARY[:-1] + ["DeepInfer was evaluated on four real-world prediction models."]
                        before = scorer.cache.misses
                        started = time.perf_counter()
                        scorer.score_claim(edited, [source])
                        timings["edit"].append(time.perf_counter() - started)
                        pairs["edit"] = scorer.cache.misses - before
            med = {name: statistics.median(values) for name, values in timings.items()}
            print(f"\nbackbone {kind} ({params:.1f}M parameters)")
            for name in ("reference", "exhaustive", "pruned", "edit"):
                score = results.get(name, results["pruned"]) if name != "edit" else float("nan")
                shown = f"score {score:.4f}" if name != "edit" else "one sentence edited"
                print(f"  {name:<10} {med[name]:8.2f} s  pairs scored {pairs[name]:>4}  "
                      f"{pairs[name] / med[name]:7.1f} pairs/s  {shown}")
            print(f"  speed-up vs reference: exhaustive {med['reference'] / med['exhaustive']:.1f}x, "
                  f"default (top-3) {med['reference'] / med['pruned']:.1f}x, after an edit {med['reference'] / med['edit']:.1f}x")
            print(f"  |score - reference|: exhaustive {abs(results['exhaustive'] - results['reference']):.6f}, "
                  f"default (top-3) {abs(results['pruned'] - results['reference']):.4f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
