"""RB006's "restates paper X" decision (Verdicts.restates) and the vectors it reads."""

from __future__ import annotations

import os
from dataclasses import replace

import numpy as np
import pytest

from rblint.engine.retrieval import HybridRetriever
from rblint.engine.scoring.calibration import Calibration, Verdicts

WORDS_ONLY = Verdicts(Calibration("overlap", support=0.4, high=0.65, calibrated=True,
                                  restates_support=0.5, restates_margin=0.05))
WITH_VECTORS = Verdicts(Calibration("overlap", support=0.4, high=0.65, calibrated=True, restates_support=0.5,
                                    restates_margin=0.05, restates_vector_support=0.4, restates_vector_margin=0.0,
                                    restates_cosine=0.65, restates_cosine_lead=0.01))


def test_support_alone_needs_the_bar_and_a_lead_over_the_next_paper() -> None:
    assert WORDS_ONLY.restates([0.7, 0.6])
    assert not WORDS_ONLY.restates([0.7, 0.68])  # two papers fit about equally: a guess
    assert not WORDS_ONLY.restates([0.45])
    assert WORDS_ONLY.restates([0.55], searched_first=False, cosine=None)  # no cosine bar: vectors not asked


@pytest.mark.parametrize("searched_first, cosine, lead, named", [
    (True, 0.72, 0.03, True),
    (False, 0.72, 0.03, False),  # the search put another paper first
    (True, 0.60, 0.03, False),  # the sentence's vector is not close to the paper's
    (True, 0.72, 0.005, False),  # another paper is about as close
])
def test_with_a_cosine_bar_the_search_and_the_vectors_must_agree(searched_first: bool, cosine: float | None,
                                                                lead: float | None, named: bool) -> None:
    assert WITH_VECTORS.restates([0.45, 0.30], searched_first=searched_first, cosine=cosine, cosine_lead=lead) is named
    assert not WITH_VECTORS.restates([0.35], searched_first=True, cosine=0.9, cosine_lead=0.2)  # support still counts
    assert not WITH_VECTORS.restates([0.45, 0.50], searched_first=True, cosine=0.9, cosine_lead=0.2)  # not the best supported


def test_without_vectors_the_words_decide_at_their_own_bar() -> None:
    """BM25 only (no embedding model): the support rule, with its own bar and margin."""
    assert not WITH_VECTORS.restates([0.45, 0.30], searched_first=True, cosine=None)  # under the words' 0.5
    assert WITH_VECTORS.restates([0.55, 0.30], searched_first=False, cosine=None)


def test_search_hits_carry_the_query_cosine() -> None:
    rng = np.random.default_rng(3)
    vectors = rng.normal(size=(6, 8)).astype(np.float32)
    vectors /= np.linalg.norm(vectors, axis=1, keepdims=True)
    retriever = HybridRetriever([f"passage {number} about retrieval" for number in range(6)], vectors)
    query = vectors[2] + 0.1 * vectors[4]
    ranked = retriever.search("retrieval", 6, query)
    assert max(ranked, key=lambda item: item.cosine or -1.0).position == 2 and ranked[0].dense_rank is not None
    for item in ranked:
        assert item.cosine == pytest.approx(float(vectors[item.position] @ query), abs=1e-5)
    assert all(item.cosine is None for item in retriever.search("retrieval", 6, None))


WITH_SENTENCES = Verdicts(Calibration("overlap", support=0.4, high=0.65, calibrated=True, restates_support=0.5,
                                      restates_margin=0.05, restates_vector_support=0.4, restates_vector_margin=0.0,
                                      restates_cosine=0.65, restates_cosine_lead=0.01, restates_sentence_support=0.6,
                                      restates_sentence_cosine=0.8, restates_sentence_lead=0.02))


@pytest.mark.parametrize("scores, searched_first, sentence, lead, named", [
    ([0.9, 0.3], True, 0.97, 0.2, True),  # a sentence copied from a PDF: its chunk's vector says 0.6
    ([0.9, 0.3], False, 0.97, 0.2, False),  # the search put another paper first
    ([0.55, 0.3], True, 0.97, 0.2, False),  # under the sentence rule's support bar
    ([0.9, 0.3], True, 0.75, 0.2, False),  # no sentence close enough
    ([0.9, 0.3], True, 0.97, 0.01, False),  # another paper has a sentence about as close
    ([0.9, 0.3], True, None, None, False),  # not computed (no vectors)
])
def test_the_closest_sentence_can_decide_where_the_chunk_vector_is_diluted(
        scores: list[float], searched_first: bool, sentence: float | None, lead: float | None, named: bool) -> None:
    assert WITH_SENTENCES.restates(scores, searched_first=searched_first, cosine=0.6, cosine_lead=0.05,
                                   sentence_cosine=sentence, sentence_lead=lead) is named
    assert WITH_SENTENCES.wants_sentence_cosine(scores, searched_first) is (searched_first and scores[0] >= 0.6)
    assert not WITH_VECTORS.wants_sentence_cosine(scores, searched_first)  # not calibrated: never computed


def test_recalibrating_keeps_the_keys_other_scripts_write(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("OMP_NUM_THREADS", "HF_HUB_OFFLINE"):  # the script sets them for its own run on import
        monkeypatch.setenv(name, os.environ.get(name, ""))
    from calibrate_claim_support import _kept

    previous = {"support": 0.4, "replacement_margin": 0.2, "restates_cosine": 0.65, "high": 0.6}
    assert _kept(previous) == {"replacement_margin": 0.2, "restates_cosine": 0.65}


def test_the_message_says_which_cosines_decided() -> None:
    """RB006's message shows the chunk cosine and, when it was computed, the closest sentence's."""
    from rblint.engine.analysis.alternatives import Alternative
    from rblint.engine.bibliography.model import BibEntry
    from rblint.engine.scoring.chunking import Chunk
    from rblint.engine.scoring.document_score import ChunkScore
    from rblint.rules.rb006_needs_reference import restated, restates_message

    sentence = "Programs written in this functional style are automatically parallelized."
    chunk = Chunk("MapReduce is a programming model. " + sentence, 0, "dean2004", page=1, section="Abstract")
    paper = Alternative(BibEntry("dean2004", authors=("Dean", "Ghemawat"), year="2004"), 0.95,
                        ChunkScore((chunk,), 0.95), retrieval_rank=0, cosine=0.63, cosine_lead=0.2,
                        sentence_cosine=0.99, sentence_cosine_lead=0.3)
    other = Alternative(BibEntry("other2020", authors=("Other",), year="2020"), 0.3, None, retrieval_rank=1)
    assert restated(WITH_SENTENCES, [paper, other])  # the chunk's 0.63 alone would not name it
    message = restates_message(paper, sentence, "[@dean2004]")
    assert "(support 0.95, cosine 0.63, closest sentence 0.99) — cite it: [@dean2004]" in message
    assert "closest sentence" not in restates_message(replace(paper, sentence_cosine=None), sentence, None)


ALONE = Verdicts(replace(WITH_VECTORS.calibration, restates_alone_support=0.6, restates_alone_margin=0.3,
                         restates_alone_cosine=0.5))


@pytest.mark.parametrize("scores, searched_first, cosine, lead, named", [
    ([0.875], True, 0.626, 1.626, True),  # the one paper of a small library that fits: "Using VBR video can reduce ..."
    ([0.714, 0.143], True, 0.571, 0.326, True),
    ([0.75, 0.5], True, 0.62, 0.07, False),  # a second paper fits nearly as well: the close-topic rule decides
    ([0.875], False, 0.626, 1.626, False),  # the search put another paper first
    ([0.875], True, 0.45, 1.45, False),  # the vector is not close enough even so
    ([0.55], True, 0.62, 1.62, False),  # the words do not fit well enough
    ([0.875, 0.2], True, 0.6, -0.02, False),  # another paper's vector is closer
])
def test_the_one_paper_that_fits_may_be_named_at_a_lower_cosine(scores: list[float], searched_first: bool,
                                                                 cosine: float, lead: float, named: bool) -> None:
    assert ALONE.restates(scores, searched_first=searched_first, cosine=cosine, cosine_lead=lead) is named
    assert not WITH_VECTORS.restates([0.875], searched_first=True, cosine=0.626, cosine_lead=1.626)  # rule off: unset


def test_a_paper_scored_alone_leads_by_its_whole_support() -> None:
    """A writer's own topical sentence ("Transformers for images are outside the scope of this
    draft") often reaches one library paper only, at a support of 0.4: that is no lead of 0.5."""
    alone = Verdicts(replace(WITH_VECTORS.calibration, restates_alone_support=0.3, restates_alone_margin=0.5,
                             restates_alone_cosine=0.4))
    assert not alone.restates([0.4], searched_first=True, cosine=0.47, cosine_lead=1.47)
    assert alone.restates([0.667], searched_first=True, cosine=0.63, cosine_lead=1.63)
    assert not alone.restates([0.75, 0.3], searched_first=True, cosine=0.63, cosine_lead=0.1)  # a lead of 0.45
