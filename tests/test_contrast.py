"""RB005's contrast check: the turn of a sentence, the margin rule, one batched model call,
the verdict and message it leads to, the switch that turns it off, and - with the shipped
contrast weights - a reversed finding the word-level check cannot line up."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from rblint.engine.align_mini.files import contrast_weights
from rblint.engine.config import ModelConfig, load_config
from rblint.engine.scoring import create_scorer
from rblint.engine.scoring.alignmini import LazyAlignMiniScorer
from rblint.engine.scoring.base import PairScore, PairScorer, PairScores
from rblint.engine.scoring.cache import CachedPairScorer, PairCache, text_hash
from rblint.engine.scoring.calibration import CONTRADICTED, CONTRAST_CHECK, SUPPORTED, calibration_for
from rblint.engine.scoring.chunking import chunk_text
from rblint.engine.scoring.contrast import ContrastCheck, ContrastThresholds
from rblint.engine.scoring.document_score import DocumentScorer
from rblint.engine.scoring.overlap import OverlapScorer
from rblint.engine.scoring.polarity import turned
from rblint.engine.scoring.reversal import CONTRAST, ReversalDetector
from rblint.rules.rb005_contradicted_claim import contradiction_message


@pytest.mark.parametrize(("sentence", "text", "said", "new"), [
    ("Pre-training does not improve recall.", "Pre-training does improve recall.", "does not", "does"),
    ("It doesn't help.", "It does help.", "doesn't", "does"),
    ("We cannot reproduce it.", "We can reproduce it.", "cannot", "can"),
    ("The drug failed to reduce mortality.", "The drug did reduce mortality.", "failed to", "did"),
    ("Patients were unable to walk unaided.", "Patients were able to walk unaided.", "unable to", "able to"),
    ("There was no significant difference.", "There was a significant difference.", "no significant",
     "a significant"),
    ("Retrieval increases recall.", "Retrieval decreases recall.", "increases", "decreases"),
    ("Higher doses were safer.", "Lower doses were safer.", "Higher", "Lower"),
    ("Fine-tuning was associated with gains.", "Fine-tuning was not associated with gains.", "was", "was not"),
])
def test_a_sentence_turns_the_other_way(sentence: str, text: str, said: str, new: str) -> None:
    turn = turned(sentence)
    assert turn is not None
    assert (turn.text, turn.said, turn.turned) == (text, said, new)


def test_a_sentence_without_a_finding_to_turn_is_left_alone() -> None:
    assert turned("Dogs bark at night.") is None
    assert turned("   ") is None


class NegationJudge(PairScorer):
    """P(contradict) is high when exactly one of the two sentences is negated: a stand-in for
    a model, with a count of calls to show the batching."""

    model_id = "negation-judge"
    three_way = True

    def __init__(self) -> None:
        self.calls = 0
        self.pairs = 0

    def _score(self, contexts: list[str], claims: list[str]) -> PairScores:
        self.calls += 1
        self.pairs += len(contexts)
        contradict = np.array([0.95 if (" not " in f" {c} ") != (" not " in f" {k} ") else 0.05
                               for c, k in zip(contexts, claims)], dtype=np.float32)
        return PairScores(1.0 - contradict, np.zeros_like(contradict), contradict)


SOURCE = ("We trained the retriever with in-batch negatives on every benchmark. "
          "In-batch negative training improves retrieval accuracy on every benchmark we tried. "
          "The index holds twenty-one million passages.")


def test_the_margin_rule_finds_a_reversal_and_spares_the_finding_as_stated() -> None:
    judge = NegationJudge()
    check = ContrastCheck(judge, ContrastThresholds(min_margin=0.8, min_alignment=0.2))
    reversed_claim = "In-batch negative training does not improve retrieval accuracy."
    stated = "In-batch negative training does improve retrieval accuracy."
    unrelated = "Dogs bark at night."  # no turn: never asked
    found = check.find_many([(reversed_claim, chunk_text(SOURCE)), (stated, chunk_text(SOURCE)),
                             (unrelated, chunk_text(SOURCE))])
    assert judge.calls == 1  # every request in one model call
    assert judge.pairs == 2 * 2 * 2  # two claims with a turn x two sentences asked x (sentence, turn)
    reversal = found[0]
    assert reversal is not None and reversal.kind == CONTRAST
    assert "improves retrieval accuracy" in reversal.sentence
    assert (reversal.claim_cue, reversal.source_cue) == ("does not", "does")
    assert found[1] is None and found[2] is None


def test_the_alignment_floor_keeps_the_model_off_unrelated_sentences() -> None:
    check = ContrastCheck(NegationJudge(), ContrastThresholds(min_margin=0.8, min_alignment=0.95))
    claim = "In-batch negative training does not improve latency for mobile question answering systems."
    assert check.find_many([(claim, chunk_text(SOURCE))]) == [None]
    loose = ContrastCheck(NegationJudge(), ContrastThresholds(min_margin=0.8, min_alignment=0.2))
    assert loose.find_many([(claim, chunk_text(SOURCE))])[0] is not None


def test_a_contrast_reversal_makes_the_verdict_and_the_message() -> None:
    word_level = ReversalDetector(min_alignment=1.01, min_negation_alignment=1.01)  # the first path finds nothing
    scorer = DocumentScorer(OverlapScorer(), exhaustive=True, reversals=word_level,
                            contrast=ContrastCheck(NegationJudge(), ContrastThresholds(0.8, 0.2)))
    result = scorer.score_text(SOURCE, "In-batch negative training does not improve retrieval accuracy.")
    sentence = result.sentences[0]
    assert sentence.reversal is not None and sentence.model_score is not None
    assert sentence.score < sentence.model_score  # the support is lowered, as for any reversal
    calibration = calibration_for("overlap")
    assert calibration.label(result) == CONTRADICTED
    found = calibration.contradicting(sentence)
    assert found is not None and found.decided_by == CONTRAST_CHECK
    message = contradiction_message("[1]", found, sentence.text)
    assert message.startswith('[1] says the opposite: "')
    assert '"does" for "does not"' in message and "contrast check" in message
    stated = scorer.score_text(SOURCE, "In-batch negative training improves retrieval accuracy on every benchmark.")
    assert calibration.label(stated) == SUPPORTED


def test_contrast_false_turns_the_check_off(tmp_path) -> None:  # type: ignore[no-untyped-def]
    (tmp_path / "pyproject.toml").write_text("[tool.rblint.model]\ncontrast = false\n")
    config = load_config(tmp_path / "pyproject.toml")
    assert config.model.contrast is False
    scorer = create_scorer(config.model, embedder_factory=lambda: None)
    assert scorer.contrast is None and scorer.document.contrast is None
    (tmp_path / "pyproject.toml").write_text("[tool.rblint.model]\ncontrast = 1\n")
    with pytest.raises(Exception, match="contrast"):
        load_config(tmp_path / "pyproject.toml")


@pytest.mark.skipif(contrast_weights() is None, reason="no contrast weights in this install")
def test_the_shipped_judge_loads_only_for_an_uncached_pair() -> None:
    weights = contrast_weights()
    assert weights is not None
    lazy = LazyAlignMiniScorer(weights)
    cache = PairCache()
    cache.put_many([((text_hash("a claim"), text_hash("a context"), lazy.model_id),
                     PairScore(0.9, 0.05, 0.05))])
    scores = CachedPairScorer(lazy, cache).score(["a context"], ["a claim"])
    assert float(scores.aligned[0]) == pytest.approx(0.9)
    assert lazy._model is None  # a warm run never loads the model
    assert create_scorer(ModelConfig(backend="overlap"), embedder_factory=lambda: None).contrast is not None


@pytest.mark.skipif(contrast_weights() is None, reason="no contrast weights in this install")
def test_the_shipped_judge_at_its_calibrated_thresholds() -> None:
    """The packaged delta, at the thresholds tuned on training-side data: RB005's own bad
    example is reversed, its good example is not."""
    weights = contrast_weights()
    assert weights is not None
    check = ContrastCheck(LazyAlignMiniScorer(weights))
    source = chunk_text("Dropout reduces overfitting in small networks. Training took two days on one GPU.")
    found = check.find_many([("Dropout does not reduce overfitting in small networks.", source),
                             ("Dropout reduces overfitting in small networks.", source)])
    assert found[0] is not None and found[0].kind == CONTRAST
    assert found[0].sentence == "Dropout reduces overfitting in small networks."
    assert found[1] is None


class BrokenJudge(NegationJudge):
    def _score(self, contexts: list[str], claims: list[str]) -> PairScores:
        from rblint.engine.scoring.base import ScorerError

        raise ScorerError("cannot read align-mini weights: header too small")


def test_a_broken_judge_leaves_rb005_to_the_word_level_check_and_says_so() -> None:
    scorer = DocumentScorer(OverlapScorer(), exhaustive=True, contrast=ContrastCheck(BrokenJudge()))
    result = scorer.score_text(SOURCE, "In-batch negative training does not improve retrieval accuracy. "
                                       "The index was built from twenty-one million passages.")
    assert result.sentences[0].reversal is not None  # the word-level check still decides
    assert result.sentences[1].reversal is None
    assert scorer.contrast is None
    assert scorer.problems == ["RB005's contrast check is off until rblint restarts: cannot read align-mini weights: "
                               "header too small"]


def test_a_damaged_contrast_file_is_a_warning_not_a_failed_run(tmp_path, monkeypatch, capsys) -> None:  # type: ignore[no-untyped-def]
    from rblint.app import run
    from rblint.engine.align_mini import files

    damaged = tmp_path / "align_mini_delta.safetensors"
    damaged.write_bytes(b"\x10\x00")
    monkeypatch.setattr(files, "contrast_weights", lambda: damaged)
    (tmp_path / "source.md").write_text(SOURCE + "\n", encoding="utf-8")
    (tmp_path / "draft.md").write_text(
        "In-batch negative training does not improve retrieval accuracy [1].\n\n"
        "The index was built from twenty-one million passages [1].\n\n"
        "## References\n\n1. Smith, J. (2020). Retrieval. [Source](source.md)\n", encoding="utf-8")
    code = run([str(tmp_path / "draft.md"), "--select", "RB004,RB005", "--backend", "overlap"])
    captured = capsys.readouterr()
    assert code == 1 and "RB005" in captured.out  # the word-level finding stands; no "could not run"
    assert "warning: RB005's contrast check is off until rblint restarts: cannot read align-mini weights" in captured.err
    assert "error:" not in captured.err


def test_score_words_a_contrast_finding_as_the_turn_not_as_source_words() -> None:
    """`rblint score` printed the turned words as if the source said them ("the source: "does"")."""
    from rblint.commands.score import format_text

    report = {"align_score": 0.1, "confidence": "Low", "num_claim_sentences": 1, "num_context_chunks": 1,
              "per_sentence": [{"sentence_index": 0, "best_chunk_score": 0.1, "sentence": "X does not help.",
                                "top_k_chunks": [],
                                "contradicted_by": {"decided_by": CONTRAST_CHECK, "score": 0.9, "quote": "X helps.",
                                                    "claim_words": "does not", "source_words": "does", "page": 2,
                                                    "section": None}}]}
    text = format_text(report, Path("paper.pdf"), "")
    assert 'read with "does" for "does not", this sentence fits the source (contrast check' in text
    assert 'the source: "does"' not in text


def test_a_better_aligned_sentence_that_fits_the_claim_stops_the_search() -> None:
    """TableFormer's own "prior work has not thoroughly modeled the table structures" (aligned
    1.0, margin -0.38) is not outweighed by a sentence at 0.33 the model reads the other way (0.90).
    (A claim about prior work is no longer turned at all, below; the rule holds for any claim.)"""
    from rblint.engine.scoring.chunking import Chunk
    from rblint.engine.scoring.contrast import ContrastMargin
    from rblint.engine.scoring.reversal import Aligned

    claim = "TableFormer has not thoroughly modeled table structures or table-text alignments."
    turn = turned(claim)
    assert turn is not None
    own = Aligned(1.0, 0, Chunk("Prior work has not thoroughly modeled the table structures.", 0, "4"),
                  "Prior work has not thoroughly modeled the table structures.")
    related = Aligned(0.33, 1, Chunk("Most prior systems modeled the table structures in detail.", 1, "4"),
                      "Most prior systems modeled the table structures in detail.")
    check = ContrastCheck(OverlapScorer(), ContrastThresholds(min_margin=0.8, min_alignment=0.2, sentences=2))
    assert check.decide([ContrastMargin(own, turn, -0.38), ContrastMargin(related, turn, 0.90)]) is None
    found = check.decide([ContrastMargin(own, turn, 0.10), ContrastMargin(related, turn, 0.90)])
    assert found is not None and found.sentence == related.text  # the better-aligned one leaned neither way


def test_a_turn_that_takes_a_negation_away_is_not_asked_of_a_source_that_negates_in_its_own_words() -> None:
    """A paraphrase's "is not enough" against the paper's "which is insufficient because ...": the
    model preferred "is enough" (margin >= 0.9), a false RB005 error on a correct sentence."""
    from rblint.engine.scoring.chunking import Chunk
    from rblint.engine.scoring.contrast import ContrastMargin
    from rblint.engine.scoring.reversal import Aligned

    claim = "Learning a single global metric for a multi-instance data set is not enough."
    turn = turned(claim)
    assert turn is not None and turn.said == "is not"
    check = ContrastCheck(OverlapScorer(), ContrastThresholds(min_margin=0.8, min_alignment=0.2, sentences=2))
    for source, expected in (("Existing methods learned one global metric for a data set, which is insufficient.", None),
                             ("Existing methods learned one global metric for a data set, which is sufficient.", True)):
        aligned = Aligned(0.67, 0, Chunk(source, 0, "mimil"), source)
        found = check.decide([ContrastMargin(aligned, turn, 0.95)])
        assert (found is not None) == bool(expected), source


@pytest.mark.parametrize("sentence", [
    "The semantic information had not been used for event detection before SemEAGAT.",
    "Prior work has not modeled table structures.",
    "To our knowledge, no prior system has been evaluated on generated drafts.",
    "Until now, this question has not been studied."])
def test_a_denial_of_what_came_before_is_not_turned(sentence: str) -> None:
    """A paper's own "we propose X, which uses Y" reads to a sentence model as the opposite."""
    assert turned(sentence) is None


def test_a_date_or_a_previously_described_method_is_no_prior_state() -> None:
    assert turned("The group has not said it will declare dividends before 2018.") is not None
    assert turned("Antibodies were not quantified as previously described.") is not None


def test_a_sentence_that_says_what_the_claim_says_vetoes_the_models_reversal() -> None:
    """The word-level check's veto holds for the contrast check too: "The genotypes showed a
    significant effect for ... grain yield per spike" was read as the opposite of "no significant
    effect on ... grains per spike" (a fresh draft's false RB005 error), where the next sentence says
    "genotypic effect was not significant for grains per spike"."""
    claim = "Genotype did not have a significant effect on the heat-induced loss of grains per spike."
    best = ("The genotypes showed a significant effect on the heat-induced loss of grain yield per spike and of "
            "grain weight.")
    agreeing = "However, the genotypic effect was not significant for the heat-induced loss of grains per spike."
    other = "Plants were grown in a greenhouse at two temperatures."
    check = ContrastCheck(NegationJudge(), ContrastThresholds(min_margin=0.8, min_alignment=0.2, sentences=2))
    alone, answered = check.find_many([(claim, chunk_text(f"{best} {other}")),
                                       (claim, chunk_text(f"{best} {agreeing} {other}"))])
    assert alone is not None and alone.kind == CONTRAST and alone.sentence == best
    assert answered is None


def test_a_comparison_the_source_makes_of_the_other_operand_is_no_reversal() -> None:
    """A fresh draft's "used the Section Gists and Term Definitions much less often" against Paper
    Plain's "used the Key Question Index and Answer Gists more often than the Section Gists and Term
    Definitions": the claim's turn shares "more often", so the model preferred it (a false RB005
    error), but the source names the operand the claim speaks of after its "than". Where the claim
    names an operand too, the model still decides."""
    from rblint.engine.scoring.chunking import Chunk
    from rblint.engine.scoring.contrast import ContrastMargin
    from rblint.engine.scoring.reversal import Aligned

    source = ("When participants had access to all features, they used the Key Question Index and Answer Gists "
              "more often than the Section Gists and Term Definitions.")
    aligned = Aligned(0.6, 0, Chunk(source, 0, "paperplain"), source)
    check = ContrastCheck(OverlapScorer(), ContrastThresholds(min_margin=0.8, min_alignment=0.2, sentences=2))
    one_sided = "With all features, participants used the Section Gists and Term Definitions much less often."
    two_sided = ("With all features, participants used the Key Question Index and Answer Gists less often than the "
                 "Section Gists and Term Definitions.")
    for claim, expected in ((one_sided, False), (two_sided, True)):
        turn = turned(claim)
        assert turn is not None and (turn.said, turn.turned) == ("less", "more")
        assert (check.decide([ContrastMargin(aligned, turn, 0.95)]) is not None) == expected, claim


def test_a_source_restricting_the_denied_verb_to_another_object_vetoes_the_models_reversal() -> None:
    """Batch 50's correct "MM probe intensities are not adjusted by this routine" against affy's "the rma
    backgrounds adjust only PM probe intensities": once the word-level check read the restriction, the
    model (which reads "only" poorly) still called it the opposite, a false RB005 error. The same source
    against a claim that denies it of PM probe intensities stays the model's to decide."""
    source = ("In particular the rma backgrounds adjust only PM probe intensities and so they should only be used in "
              "conjunction with the pmonly PM correction.")
    check = ContrastCheck(NegationJudge(), ContrastThresholds(min_margin=0.8, min_alignment=0.1, sentences=1))
    other_object = "The rma background routine leaves the MM probe intensities alone: they are not adjusted."
    same_object = "The rma backgrounds do not adjust the PM probe intensities."
    found = check.find_many([(other_object, chunk_text(source)), (same_object, chunk_text(source))])
    assert found[0] is None
    assert found[1] is not None and found[1].kind == CONTRAST
    # a condition after "only" restricts no object (a Citation-Integrity TRAIN contradiction the model finds)
    from rblint.engine.scoring.reversal import restricts_another

    assert not restricts_another("hACE2 expression was not observed in the gut of the mice.",
                                 "Productive infection was observed only upon intragastric inoculation.")
