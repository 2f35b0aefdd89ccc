"""ROC-AUC of align-mini and the offline baselines on held-out claim-support data, in one run.

Why: the issue's bar is stated against the best embedding baseline on the shared
Citation-Integrity dev split (never trained on). Label: SUPPORT = 1, REFUTE / no
evidence = 0. Each claim is scored against the abstract of its cited article(s):
  * align-mini (chunk): AlignScore formula - source cut into ~350-token chunks at
    sentence boundaries, each claim sentence takes its best chunk, mean over sentences;
    the abstracts here fit one chunk.
  * align-mini (sentence): the same with single source sentences as chunks (max).
  * MiniLM cosine, chunk-level and sentence-level (max over source sentences).
  * token overlap: share of the claim's content words found in the source.

    python scripts/eval_align_mini.py --data ../shared/data/claim_support/citation_integrity
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import time
from pathlib import Path

import numpy as np

WORD_RE = re.compile(r"[a-z0-9]+(?:[.-][a-z0-9]+)*")
STOP = set("""a an the of in on at to for from by with and or but not no is are was were be been being
this that these those it its as than then there their they we our us he she his her which who whom
whose what when where why how all any both each few more most other some such only own same so too
very can will just do does did has have had into over under also may might could would should""".split())
SENTENCE_RE = re.compile(r"(?<=[.!?])\s+(?=[A-Z(\[])")


def chunk_sentences(sentences: list[str], tokenizer, max_tokens: int = 350) -> list[str]:
    """Greedy ~350-token chunks at sentence boundaries (AlignScore's chunking)."""
    chunks, current, size = [], [], 0
    for sentence in sentences:
        length = len(tokenizer.tokenize(sentence))
        if current and size + length > max_tokens:
            chunks.append(" ".join(current))
            current, size = [], 0
        current.append(sentence)
        size += length
    if current:
        chunks.append(" ".join(current))
    return chunks


def content_words(text: str) -> set[str]:
    return {w for w in WORD_RE.findall(text.lower()) if w not in STOP and len(w) > 1}


def token_overlap(claim: str, source: str) -> float:
    words = content_words(claim)
    return len(words & content_words(source)) / max(1, len(words))


def auc(labels: list[int], scores: list[float]) -> float:
    from sklearn.metrics import roc_auc_score

    return float(roc_auc_score(labels, scores))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--data", type=Path,
                        default=Path(__file__).resolve().parents[2] / "shared/data/claim_support/citation_integrity")
    parser.add_argument("--split", default="dev")
    parser.add_argument("--weights-dir", type=Path, default=None, help="align-mini delta (default: shipped)")
    parser.add_argument("--batch-size", type=int, default=16)
    parser.add_argument("--max-length", type=int, default=512)
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--limit", type=int, default=0, help="first N claims only (smoke runs)")
    parser.add_argument("--json", type=Path, default=None, help="also write the results here")
    args = parser.parse_args(argv)
    if not (args.data / f"claims_{args.split}.jsonl").is_file():
        print(f"error: no claims_{args.split}.jsonl in {args.data}", file=sys.stderr)
        return 2

    import torch

    torch.set_num_threads(args.threads)
    from rblint.engine.align_mini import load_align_mini
    from rblint.engine.embedding import load_embedder

    from rblint.engine.align_mini.citation_integrity import load_examples

    examples = load_examples(args.data, args.split)
    if args.limit:
        examples = examples[: args.limit]
    labels = [example.label for example in examples]
    texts = [example.claim for example in examples]
    claim_sentences = [[s for s in SENTENCE_RE.split(t) if s.strip()] or [t] for t in texts]
    docs = [[list(example.sentences)] for example in examples]

    import resource

    rss_before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    model = load_align_mini(args.weights_dir, max_length=args.max_length)
    rss_loaded = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    results: dict[str, dict[str, float]] = {}

    def align_score(chunk_lists: list[list[str]], name: str, other_heads: bool = False) -> None:
        contexts, hyps, owners = [], [], []
        for index, (sentences, chunks) in enumerate(zip(claim_sentences, chunk_lists)):
            for s_index, sentence in enumerate(sentences):
                for chunk in chunks:
                    contexts.append(chunk)
                    hyps.append(sentence)
                    owners.append((index, s_index))
        start = time.time()
        heads = model.score_heads(contexts, hyps, batch_size=args.batch_size)
        seconds = time.time() - start
        # The shipped score is the 3-way head's P(aligned); the other heads are reported apart.
        outputs = {name: heads["tri"][:, 0]}
        if other_heads:
            outputs[f"{name} - binary head, for reference"] = heads["bin"]
            outputs[f"{name} - regression head, for reference"] = heads["reg"]
        for label, values in outputs.items():
            best: dict[tuple[int, int], float] = {}
            for owner, value in zip(owners, values):
                best[owner] = max(best.get(owner, -1.0), float(value))
            scores = [float(np.mean([best.get((i, s), 0.0) for s in range(len(sents))]))
                      for i, sents in enumerate(claim_sentences)]
            results[label] = {"auc": auc(labels, scores)}
        results[name].update({"pairs": len(contexts), "pairs_per_s": len(contexts) / max(seconds, 1e-9)})

    chunks = [[c for doc in ds for c in chunk_sentences(doc, model.tokenizer)] for ds in docs]
    align_score(chunks, "align-mini (chunk, AlignScore formula)", other_heads=True)
    align_score([[s for doc in ds for s in doc] for ds in docs], "align-mini (sentence-level max)")
    rss_scored = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    embedder = load_embedder()

    claim_vectors = embedder.encode(texts)
    chunk_texts = [c for cs in chunks for c in cs]
    chunk_vectors = embedder.encode(chunk_texts)
    sentence_texts = [s for ds in docs for doc in ds for s in doc]
    sentence_vectors = embedder.encode(sentence_texts)
    chunk_scores, sentence_scores, overlap_scores = [], [], []
    c_pos = s_pos = 0
    for index, ds in enumerate(docs):
        n_chunks = len(chunks[index])
        n_sents = sum(len(doc) for doc in ds)
        chunk_scores.append(float((chunk_vectors[c_pos:c_pos + n_chunks] @ claim_vectors[index]).max(initial=-1.0)))
        sentence_scores.append(float((sentence_vectors[s_pos:s_pos + n_sents] @ claim_vectors[index]).max(initial=-1.0)))
        overlap_scores.append(token_overlap(texts[index], " ".join(s for doc in ds for s in doc)))
        c_pos += n_chunks
        s_pos += n_sents
    results["MiniLM cosine (chunk-level)"] = {"auc": auc(labels, chunk_scores)}
    results["MiniLM cosine (sentence-level max)"] = {"auc": auc(labels, sentence_scores)}
    results["token overlap (claim content words in source)"] = {"auc": auc(labels, overlap_scores)}

    baseline = max(v["auc"] for k, v in results.items() if not k.startswith("align-mini"))
    print(f"Citation-Integrity {args.split}: {len(examples)} claims, {sum(labels)} SUPPORT, "
          f"{len(labels) - sum(labels)} not (REFUTE / no evidence)")
    print(f"align-mini weights: {model.metadata.get('steps_done', '?')} steps, "
          f"valid_auc {model.metadata.get('valid_auc', '?')}, max_length {model.max_length}")
    print(f"memory (peak RSS): +{(rss_loaded - rss_before) / 1024:.0f} MB to load align-mini, "
          f"+{(rss_scored - rss_before) / 1024:.0f} MB after scoring (batch {args.batch_size}, "
          f"max_length {model.max_length})")
    print("| method | ROC-AUC | vs best baseline |")
    print("|---|---|---|")
    for name, value in results.items():
        extra = f" ({value['pairs']} pairs, {value['pairs_per_s']:.1f} pairs/s)" if "pairs" in value else ""
        print(f"| {name}{extra} | {value['auc']:.3f} | {value['auc'] - baseline:+.3f} |")
    if args.json:
        args.json.write_text(json.dumps({"split": args.split, "claims": len(examples), "results": results}, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
