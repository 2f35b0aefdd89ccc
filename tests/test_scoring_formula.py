"""The AlignScore formula, chunking, pruning, caching, union of sources and quote pairs.

A fake backend whose outputs the tests control stands in for a model, so every expected
number below is computed by hand from the table, not copied from a run.
"""

from __future__ import annotations

import math
from pathlib import Path
from typing import Sequence

import numpy as np
import pytest

from rblint.engine.config import ModelConfig
from rblint.engine.scoring import (
    Chunk, ClaimScorer, PairCache, PairScorer, PairScores, Source, chunk_text, create_scorer,
)
from rblint.engine.scoring.cache import CACHE_FILE
from rblint.engine.scoring.embedding import EmbeddingScorer
from rblint.engine.scoring.overlap import OverlapScorer
from rblint.engine.scoring.retrieval import LocalHybridRetriever


class TableScorer(PairScorer):
    """P(aligned) / P(contradict) looked up by (fact word in the context, claim)."""

    three_way = True

    def __init__(self, table: dict[tuple[str, str], tuple[float, float]], model_id: str = "table") -> None:
        self.table = table
        self.model_id = model_id
        self.pairs_seen: list[tuple[str, str]] = []

    def _score(self, contexts: list[str], claims: list[str]) -> PairScores:
        aligned, contradict = [], []
        for context, claim in zip(contexts, claims):
            self.pairs_seen.append((context, claim))
            best = (0.05, 0.05)
            for (word, wanted_claim), value in self.table.items():
                if wanted_claim == claim and all(part in context for part in word.split("+")):
                    best = max(best, value)
            aligned.append(best[0])
            contradict.append(best[1])
        a, c = np.asarray(aligned, dtype=np.float32), np.asarray(contradict, dtype=np.float32)
        return PairScores(a, 1.0 - a - c, c)


def chunks(key: str, *texts: str) -> list[Chunk]:
    return [Chunk(text=text, index=i, source_key=key, page=i + 1, section=f"S{i}") for i, text in enumerate(texts)]


S1 = "Accuracy is 88 percent."
S2 = "Training took three days."
TABLE = {("alpha", S1): (0.9, 0.02), ("beta", S1): (0.4, 0.1), ("gamma", S1): (0.2, 0.7),
         ("alpha", S2): (0.1, 0.1), ("beta", S2): (0.3, 0.2), ("gamma", S2): (0.6, 0.1)}


def scorer_for(backend: PairScorer, **kwargs: object) -> ClaimScorer:
    return ClaimScorer(backend, backend_name="table", embedder_factory=None, **kwargs)  # type: ignore[arg-type]


def test_document_score_is_mean_over_sentences_of_max_over_chunks() -> None:
    backend = TableScorer(TABLE)
    scorer = scorer_for(backend, exhaustive=True)
    source = Source("paper", chunks("paper", "alpha text", "beta text", "gamma text"))
    result = scorer.score_claim(f"{S1} {S2}", [source])
    assert [s.text for s in result.sentences] == [S1, S2]
    assert result.sentences[0].score == pytest.approx(0.9)
    assert result.sentences[0].best is not None and result.sentences[0].best.chunk.text == "alpha text"
    assert result.sentences[1].score == pytest.approx(0.6)
    assert result.score == pytest.approx((0.9 + 0.6) / 2)
    assert len(backend.pairs_seen) == 6 and not result.pruned
    # The most contradicting chunk of sentence 1 is gamma (0.7): the document's contradiction.
    assert result.sentences[0].most_contradicting.chunk.text == "gamma text"  # type: ignore[union-attr]
    assert result.contradiction == pytest.approx(0.7)
    assert [c.chunk.text for c in result.sentences[0].candidates] == ["alpha text", "beta text", "gamma text"]


def test_empty_claim_or_source_scores_zero() -> None:
    scorer = scorer_for(TableScorer(TABLE))
    assert scorer.score_claim("", [Source("p", chunks("p", "alpha"))]).score == 0.0
    assert scorer.score_claim(S1, [Source("p", [])]).sentences[0].score == 0.0


def test_chunk_text_follows_alignscore_rule() -> None:
    sentences = [f"Sentence number {i} has " + "word " * 75 + "end." for i in range(10)]
    text = " ".join(sentences)
    words = len(text.split())  # 10 * 80 = 800 -> 800 // 350 + 1 = 3 chunks wanted -> 10 // 3 = 3 per chunk
    assert words // 350 + 1 == 3
    pieces = chunk_text(text, source_key="k")
    assert [len(p.text.split()) for p in pieces] == [240, 240, 240, 80]
    assert pieces[0].text.startswith("Sentence number 0") and pieces[1].text.startswith("Sentence number 3")
    assert all(p.source_key == "k" for p in pieces)
    short = chunk_text("One sentence. Another one here.")
    assert len(short) == 1 and short[0].text == "One sentence. Another one here."
    assert chunk_text("   ") == []


def test_pruning_scores_only_the_retrieved_chunks() -> None:
    backend = TableScorer(TABLE)
    scorer = scorer_for(backend, top_k=1)
    picked: list[str] = []

    def retriever(query: str, candidates: Sequence[Chunk], k: int) -> list[int]:
        picked.append(query)
        return [2][:k]  # always "gamma"

    source = Source("paper", chunks("paper", "alpha text", "beta text", "gamma text"), retriever)
    result = scorer.score_claim(f"{S1} {S2}", [source])
    assert result.pruned and picked == [S1, S2]
    assert len(backend.pairs_seen) == 2 and all(ctx == "gamma text" for ctx, _ in backend.pairs_seen)
    assert result.sentences[0].score == pytest.approx(0.2)  # alpha (0.9) was pruned away
    exhaustive = scorer.score_claim(f"{S1} {S2}", [source], exhaustive=True)
    assert exhaustive.sentences[0].score == pytest.approx(0.9) and not exhaustive.pruned


def test_local_hybrid_retriever_ranks_lexical_match_first() -> None:
    retriever = LocalHybridRetriever(None)  # BM25 only
    candidates = chunks("p", "Cats sleep a lot during the day.", "The transformer reached 88% accuracy on GLUE.",
                        "Bananas are yellow fruit.", "Rain fell in Spain.")
    assert retriever("What accuracy did the transformer reach on GLUE?", candidates, 1) == [1]
    assert retriever("anything", candidates[:2], 3) == [0, 1]


def test_pair_cache_rescores_only_changed_sentences(tmp_path: Path) -> None:
    backend = TableScorer(TABLE)
    scorer = scorer_for(backend, exhaustive=True, cache=PairCache(tmp_path))
    source = [Source("p", chunks("p", "alpha text", "beta text", "gamma text"))]
    first = scorer.score_claim(f"{S1} {S2}", source)
    assert len(backend.pairs_seen) == 6
    again = scorer.score_claim(f"{S1} {S2}", source)
    assert len(backend.pairs_seen) == 6 and again.score == pytest.approx(first.score)
    scorer.score_claim(f"{S1} Training took four days.", source)  # one sentence edited
    assert len(backend.pairs_seen) == 9
    assert all(claim == "Training took four days." for _, claim in backend.pairs_seen[6:])
    # A fresh process with the same cache directory re-scores nothing ...
    cold = TableScorer(TABLE)
    restarted = scorer_for(cold, exhaustive=True, cache=PairCache(tmp_path))
    assert restarted.score_claim(f"{S1} {S2}", source).score == pytest.approx(first.score)
    assert cold.pairs_seen == []
    # ... unless the model changed: the model id is part of the key.
    other = TableScorer(TABLE, model_id="table-v2")
    scorer_for(other, exhaustive=True, cache=PairCache(tmp_path)).score_claim(S1, source)
    assert len(other.pairs_seen) == 3


def test_corrupt_cache_file_is_rebuilt(tmp_path: Path) -> None:
    (tmp_path / CACHE_FILE).write_bytes(b"this is not sqlite" * 100)
    backend = TableScorer(TABLE)
    scorer = scorer_for(backend, exhaustive=True, cache=PairCache(tmp_path))
    assert scorer.score_claim(S1, [Source("p", chunks("p", "alpha"))]).score == pytest.approx(0.9)
    fresh = TableScorer(TABLE)
    assert scorer_for(fresh, cache=PairCache(tmp_path)).score_claim(S1, [Source("p", chunks("p", "alpha"))]).score == pytest.approx(0.9)
    assert fresh.pairs_seen == []


def test_union_of_sources_names_the_supporting_source() -> None:
    backend = TableScorer(TABLE)
    scorer = scorer_for(backend, exhaustive=True)
    smith = Source("smith2020", chunks("smith2020", "beta text"))
    jones = Source("jones2021", chunks("jones2021", "alpha text", "gamma text"))
    result = scorer.score_claim(f"{S1} {S2}", [smith, jones])
    assert result.sentences[0].supporting_source == "jones2021"
    assert result.sentences[0].by_source == pytest.approx({"smith2020": 0.4, "jones2021": 0.9})
    assert result.source_scores["smith2020"] == pytest.approx((0.4 + 0.3) / 2)
    assert result.source_scores["jones2021"] == pytest.approx((0.9 + 0.6) / 2)
    assert result.best_source == "jones2021"
    assert result.score == pytest.approx((0.9 + 0.6) / 2)
    assert result.num_chunks == 3


def test_quote_pairs_support_what_no_single_chunk_does() -> None:
    claim = "The drug lowered blood pressure in elderly patients."
    table = {("delta+epsilon", claim): (0.85, 0.05), ("delta", claim): (0.3, 0.1), ("epsilon", claim): (0.35, 0.1)}
    backend = TableScorer(table)
    scorer = scorer_for(backend, exhaustive=True)
    source = [Source("p", chunks("p", "delta part", "zeta part", "epsilon part"))]
    single = scorer.score_claim(claim, source)
    assert single.score == pytest.approx(0.35)
    paired = scorer.score_claim(claim, source, quote_pairs=True, pair_below=0.5)
    best = paired.sentences[0].best
    assert paired.score == pytest.approx(0.85) and best is not None and best.is_pair
    assert {c.text for c in best.chunks} == {"delta part", "epsilon part"}
    # O(m^2) pairs among the top m = 3 candidates: 3 extra pairs, not 2^N subsets
    # (the 3 single chunks come from the cache the second time).
    assert len(backend.pairs_seen) == 3 + 3
    assert all(" " in context and context.count("part") == 2 for context, _ in backend.pairs_seen[3:])


def test_pruning_and_union_of_the_default_retriever_through_create_scorer() -> None:
    scorer = create_scorer(ModelConfig(backend="overlap", top_k=1), embedder_factory=lambda: None)
    source = ("Cats sleep a lot during the day. " * 30 + "The transformer reached 88% accuracy on GLUE. " +
              "Bananas are yellow fruit and grow in warm places. " * 60)
    result = scorer.score_text(source, "The transformer reached 88% accuracy on GLUE.")
    assert result.num_chunks > 1 and result.pruned
    assert result.score == pytest.approx(1.0)
    assert "88% accuracy" in result.sentences[0].best.chunk.text  # type: ignore[union-attr]


def test_overlap_backend() -> None:
    scores = OverlapScorer().score(["The model reaches 0.88 accuracy on ImageNet."] * 2,
                                   ["The model reaches 0.88 accuracy.", "It reaches 0.91 on CIFAR."])
    assert scores.aligned[0] == pytest.approx(1.0)
    assert scores.aligned[1] == pytest.approx(1 / 3)  # reaches / 0.91 / cifar ("it" is a stop word): only "reaches"
    assert scores.contradict is None


class FakeEmbedder:
    """Unit vectors chosen per text so cosines are known."""

    def __init__(self, vectors: dict[str, list[float]]) -> None:
        self.vectors = vectors
        self.calls = 0

    def encode(self, texts: Sequence[str]) -> np.ndarray:
        self.calls += 1
        out = np.asarray([self.vectors[t] for t in texts], dtype=np.float32)
        return out / np.linalg.norm(out, axis=1, keepdims=True)


def test_embedding_backend_maps_cosine_through_the_calibration() -> None:
    embedder = FakeEmbedder({"a": [1, 0], "b": [0.6, 0.8], "c": [0, 1]})
    scorer = EmbeddingScorer(lambda: embedder, slope=4.0, intercept=-2.0)
    scores = scorer.score(["a", "a"], ["b", "c"])
    expected = [1 / (1 + math.exp(-(4.0 * 0.6 - 2.0))), 1 / (1 + math.exp(2.0))]
    assert np.allclose(scores.aligned, expected, atol=1e-5)
    assert np.allclose(scores.regression, [0.6, 0.0], atol=1e-5)
    scorer.score(["a"], ["b"])
    assert embedder.calls == 1  # vectors are cached by text hash


def test_unknown_backend_is_an_error() -> None:
    from rblint.engine.scoring import ScorerError

    with pytest.raises(ScorerError, match="unknown"):
        create_scorer(ModelConfig(backend="magic"), embedder_factory=lambda: None)


def test_default_backend_falls_back_to_the_best_measured_baseline(monkeypatch: pytest.MonkeyPatch) -> None:
    from rblint.engine.scoring import alignmini, calibration, calibration_file

    monkeypatch.setattr(alignmini, "align_mini_available", lambda weights=None: False)
    for better, expected in ((0.7, "overlap"), (0.6, "embedding")):
        data = {"backends": {"embedding": {"dev_auc": 0.65, "support": 0.6, "high": 0.7},
                             "overlap": {"dev_auc": better, "support": 0.4, "high": 0.6}}}
        for module in (calibration, calibration_file):  # the verdicts' reader and the fallback's
            monkeypatch.setattr(module, "calibration_data", lambda data=data: data)
        scorer = create_scorer(ModelConfig(), embedder_factory=lambda: None)
        assert scorer.backend_name == expected and "no align-mini support weights are installed" in scorer.note
        assert scorer.calibration.calibrated and scorer.calibration.support == (0.4 if expected == "overlap" else 0.6)


def test_align_mini_adapter_maps_the_three_heads() -> None:
    from rblint.engine.scoring.alignmini import AlignMiniScorer

    class FakeAlignMini:
        def score_heads(self, contexts: list[str], claims: list[str], batch_size: int = 16) -> dict[str, np.ndarray]:
            tri = np.asarray([[0.7, 0.2, 0.1], [0.1, 0.3, 0.6]], dtype=np.float32)[: len(contexts)]
            return {"tri": tri, "bin": tri[:, 0], "reg": tri[:, 1]}

    scores = AlignMiniScorer(FakeAlignMini(), model_id="align-mini:test").score(["a", "b"], ["c", "d"])
    assert np.allclose(scores.aligned, [0.7, 0.1]) and np.allclose(scores.contradict, [0.1, 0.6])
    assert np.allclose(scores.neutral, [0.2, 0.3])


def test_calibration_levels() -> None:
    from rblint.engine.scoring import Calibration
    from rblint.engine.scoring.calibration import calibration_for

    calibration = Calibration("x", support=0.4, high=0.7, calibrated=True, high_precision=0.9)
    assert [calibration.confidence(v) for v in (0.39, 0.4, 0.69, 0.7)] == ["Low", "Medium", "Medium", "High"]
    # "High" is a measured claim: not offered when dev precision above the cut missed the bar (or was not measured)
    for precision in (0.84, None):
        below = Calibration("x", support=0.4, high=0.7, calibrated=True, high_precision=precision)
        assert below.confidence(0.99) == "Medium"
    overlap = calibration_for("overlap")
    assert overlap.high_precision is not None and overlap.high_precision < 0.85 and overlap.confidence(1.0) == "Medium"
    assert overlap.supported_precision is not None and 0.5 < overlap.supported_precision < 1.0
    assert not calibration.is_reliable(0.39) and calibration.is_reliable(0.4)
    unknown = calibration_for("no-such-backend")
    assert not unknown.calibrated and (unknown.support, unknown.high) == (0.5, 0.75)


def test_replacement_margins_per_backend(monkeypatch: pytest.MonkeyPatch) -> None:
    from rblint.engine.scoring import calibration

    data = {"backends": {"embedding": {"support": 0.6, "high": 0.7, "replacement_margin": 0.02, "replacement_distinct": 0.05},
                         "overlap": {"support": 0.4, "high": 0.6}}}
    monkeypatch.setattr(calibration, "calibration_data", lambda: data)
    tuned = calibration.calibration_for("embedding")
    assert (tuned.replacement_margin, tuned.replacement_distinct) == (0.02, 0.05)
    for name in ("overlap", "no-such-backend"):  # not chosen for it: the defaults
        untuned = calibration.calibration_for(name)
        assert (untuned.replacement_margin, untuned.replacement_distinct) == (0.15, 0.20)


def test_score_claims_batches_a_whole_draft_in_one_model_call() -> None:
    class CountingScorer(TableScorer):
        calls = 0

        def _score(self, contexts: list[str], claims: list[str]) -> PairScores:
            CountingScorer.calls += 1
            return super()._score(contexts, claims)

    backend = CountingScorer(TABLE)
    scorer = scorer_for(backend, exhaustive=True)
    source = [Source("p", chunks("p", "alpha text", "beta text", "gamma text"))]
    results = scorer.score_claims([(S1, source), (S2, source), (f"{S1} {S2}", source)])
    assert CountingScorer.calls == 1 and len(backend.pairs_seen) == 6  # duplicates scored once
    assert [round(r.score, 3) for r in results] == [0.9, 0.6, 0.75]


def test_pruning_scores_what_a_search_for_top_k_returns_and_the_reversal_check_reads_further() -> None:
    """A retriever may add passages to its top k (a locator's "p. 12"): they are scored, even
    on a source longer than the reversal check's depth, which reads the next passages too."""
    from rblint.engine.scoring.document_score import REVERSAL_DEPTH, DocumentScorer
    from rblint.engine.scoring.reversal import ReversalDetector

    texts = [f"Passage {number} is about topic {number}." for number in range(REVERSAL_DEPTH + 4)]
    texts[-1] = "Dropout reduces overfitting in small networks."  # the located page, ranked last

    def with_locator(query: str, chunks_: Sequence[Chunk], k: int) -> list[int]:
        ranked = list(range(k))  # the search's first k, then the locator's passage
        return ranked + ([len(chunks_) - 1] if len(chunks_) - 1 not in ranked else [])

    read: list[list[Chunk]] = []

    class Recording(ReversalDetector):
        def find(self, claim, chunks_, further=(), spelled_out=None):  # type: ignore[no-untyped-def]
            read.append(list(further))
            return super().find(claim, chunks_, further, spelled_out)

    scorer = DocumentScorer(OverlapScorer(), top_k=3, reversals=Recording())
    result = scorer.score_claim("Dropout reduces overfitting in small networks.",
                                [Source("p", chunks("p", *texts), with_locator)])
    sentence = result.sentences[0]
    assert texts[-1] in {candidate.chunk.text for candidate in sentence.candidates}  # scored
    assert sentence.score == pytest.approx(1.0)
    assert len(read[0]) == REVERSAL_DEPTH + 1  # the further ranking, and the located passage scored


def test_a_passage_the_search_ranked_low_but_the_claim_copies_is_scored_too() -> None:
    """Open IE's "Tagging 80 instances took one of the authors about 25 minutes." stood in the
    seventh passage the search returned; the claim copying it was called unsupported (RB004). A
    passage read for the reversal check holding a sentence with most of the claim's words is scored."""
    from rblint.engine.scoring.document_score import REVERSAL_DEPTH, DocumentScorer

    texts = [f"Tagging instances for rule {number} updates the confidence of its specializations." for number in range(6)]
    texts += ["Precision rose with each iteration. Tagging 80 instances took one of the authors about 25 minutes."]
    texts += [f"Passage {number} is about topic {number}." for number in range(REVERSAL_DEPTH)]

    def in_order(query: str, chunks_: Sequence[Chunk], k: int) -> list[int]:
        return list(range(k))  # the copied passage is seventh: read for the reversal check, not scored

    scorer = DocumentScorer(OverlapScorer(), top_k=3)
    claim = "Tagging 80 instances took one of the authors about 25 minutes."
    sentence = scorer.score_claim(claim, [Source("p", chunks("p", *texts), in_order)]).sentences[0]
    assert texts[6] in {candidate.chunk.text for candidate in sentence.candidates}
    other = scorer.score_claim("Dropout reduces overfitting in small networks.",
                               [Source("p", chunks("p", *texts), in_order)]).sentences[0]
    assert len(other.candidates) == 3  # nothing copied: the search's three alone
