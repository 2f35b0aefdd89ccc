"""Abbreviations a paper defines (engine/scoring/abbreviations.py): a draft that spells out what
the paper abbreviates still lines up with the paper's sentence in the reversal check."""

from __future__ import annotations

from rblint.engine.scoring.abbreviations import defined_abbreviations
from rblint.engine.scoring.chunking import Chunk
from rblint.engine.scoring.reversal import calibrated_detector

METHODS = ("Pooled estimates of the weighted mean difference (WMD) of haemoglobin (Hb) and serum ferritin (SF) "
           "were computed for patients with iron deficiency anaemia (IDA).")
CAPTION = "Forest plots of changes in the weighted mean difference of haemoglobin concentrations in children and adults."
RESULTS = ("The WMD of Hb for children was 11.77 g/l, which was lower than the pooled estimates for adult individuals "
           "of 15.11 g/l.")
CLAIM = ("The weighted mean difference of haemoglobin for children was 11.77 g/l, higher than the pooled estimate of "
         "15.11 g/l for adults.")


def test_definitions_are_read_by_initials_or_by_letters_in_one_word() -> None:
    found = defined_abbreviations([METHODS, "Dense Passage Retrieval (DPR) is a retriever; see the test (This) here."])
    assert found == {"wmd": "weighted mean difference", "hb": "haemoglobin", "sf": "serum ferritin",
                     "ida": "iron deficiency anaemia", "dpr": "dense passage retrieval"}


def test_a_spelled_out_claim_lines_up_with_the_abbreviated_results_sentence() -> None:
    """The Postgraduate Medical Journal meta-analysis: the results sentence writes "The WMD of Hb",
    a caption spells the words out and stated nothing; the reversal went unseen."""
    detector = calibrated_detector()
    passages = [Chunk(CAPTION, 0, "p"), Chunk(RESULTS, 1, "p")]
    assert detector.find(CLAIM, passages) is None  # no definition at hand: the caption wins the alignment
    found = detector.find(CLAIM, passages, spelled_out=defined_abbreviations([METHODS]))
    assert found is not None and (found.claim_cue, found.source_cue) == ("higher", "lower")
    assert found.sentence == RESULTS
    # the definitions the passages at hand hold count too
    assert detector.find(CLAIM, [Chunk(METHODS, 0, "p"), *passages]) is not None
    correct = CLAIM.replace("higher", "lower")
    assert detector.find(correct, passages, spelled_out=defined_abbreviations([METHODS])) is None
