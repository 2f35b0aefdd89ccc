"""Does MiniLM's 256-token cut cost retrieval? Whole-text vectors against windowed ones.

    python scripts/attribution_windows.py

On the sets of ``scripts/attribution_ceiling.py`` (Citation-Integrity citing sentences and
the abstracts they cite), each abstract is embedded three ways: whole (the encoder keeps
its first 256 tokens, as rblint's chunks are embedded today), as the mean of the vectors of
its windows of about 150 words (sentences packed greedily), and as the best window. Printed:
how many abstracts are longer than the cut (word count x 1.3), and top-1 by cosine alone
and fused with BM25 (RRF), per split. Nothing is fitted; fp32 vectors.
"""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))

from attribution_ceiling import fused, split_data, words  # noqa: E402
from claim_support_data import shared_missing  # noqa: E402

from rblint.engine.embedding import load_embedder  # noqa: E402
from rblint.engine.passages import split_sentences  # noqa: E402

WINDOW_WORDS = 150  # about 200 tokens: inside the encoder's 256
TOKENS_PER_WORD = 1.3


def windows(sources: list[str]) -> tuple[list[str], np.ndarray]:
    """Each source cut into windows of whole sentences, and the source of each window."""
    texts, owner = [], []
    for number, source in enumerate(sources):
        current: list[str] = []
        count = 0
        for start, end in split_sentences(source):
            sentence = source[start:end]
            if current and count + len(sentence.split()) > WINDOW_WORDS:
                texts.append(" ".join(current))
                owner.append(number)
                current, count = [], 0
            current.append(sentence)
            count += len(sentence.split())
        if current:
            texts.append(" ".join(current))
            owner.append(number)
    return texts, np.array(owner)


def main() -> int:
    if shared_missing():
        return 2
    from rank_bm25 import BM25Okapi

    embedder = load_embedder(precision="fp32")
    for split in ("train", "dev"):
        sources, claims, right, _ = split_data(split)
        lengths = np.array([len(source.split()) * TOKENS_PER_WORD for source in sources])
        texts, owner = windows(sources)
        window_vectors = embedder.encode(texts)
        queries = embedder.encode(claims)
        by_window = queries @ window_vectors.T
        mean = np.zeros((len(sources), window_vectors.shape[1]), dtype=np.float32)
        best = np.full((len(claims), len(sources)), -1.0)
        for number in range(len(sources)):
            vector = window_vectors[owner == number].mean(axis=0)
            mean[number] = vector / np.linalg.norm(vector)
            best[:, number] = by_window[:, owner == number].max(axis=1)
        bm25 = BM25Okapi([words(source) for source in sources])
        sparse = np.array([bm25.get_scores(words(claim)) for claim in claims])
        print(f"{split}: {len(sources)} abstracts, {float((lengths > 256).mean()):.1%} longer than 256 tokens, "
              f"{len(texts)} windows")
        for name, matrix in (("whole (cut at 256 tokens)", queries @ embedder.encode(sources).T),
                             ("mean of windows", queries @ mean.T), ("best window", best)):
            alone = float(np.mean(np.argmax(matrix, axis=1) == right))
            with_bm25 = float(np.mean(np.argmax(fused(sparse, matrix), axis=1) == right))
            print(f"  {name}: top-1 by cosine {alone:.3f}, fused with BM25 {with_bm25:.3f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
