"""Swapped subjects (engine/scoring/swaps.py): a claim that gives each of two things what its
source says of the other is a reversal; the same two findings reworded or reordered are not."""

from __future__ import annotations

import pytest

from rblint.engine.scoring.chunking import Chunk
from rblint.engine.scoring.reversal import SWAP, calibrated_detector
from rblint.engine.scoring.swaps import exchanged_terms, swapped

REALM = ("In essence, pattern-learning methods run in time linear in the number of relations whereas REALM's run "
         "time is constant in the number of relations.")
STEREO = ("As intuition would suggest, it is more beneficial to rely on the auxiliary cost when noise is high and it "
          "is more beneficial to rely on the current cost when noise is low.")


@pytest.mark.parametrize("claim, source, clause", [
    ("REALM runs in time linear in the number of relations, whereas the run time of pattern-learning methods is "
     "constant in the number of relations.", REALM, "REALM runs in time linear in the number of relations"),
    ("Relying on the current cost is more beneficial when noise is high, and relying on the auxiliary cost is more "
     "beneficial when noise is low.", STEREO, "Relying on the current cost is more beneficial when noise is high"),
])
def test_a_claim_that_swaps_the_two_subjects_is_found(claim: str, source: str, clause: str) -> None:
    found = swapped(claim, source)
    assert found is not None and found.claim_clause == clause


@pytest.mark.parametrize("claim, source", [
    # the same findings, in the source's order
    ("Pattern-learning methods run in time linear in the number of relations, whereas the run time of REALM is "
     "constant in the number of relations.", REALM),
    # ... and in the other order: each predicate moves with its subject
    ("The run time of REALM is constant in the number of relations, whereas pattern-learning methods run in time "
     "linear in the number of relations.", REALM),
    ("Relying on the auxiliary cost is more beneficial when noise is high, and relying on the current cost is more "
     "beneficial when noise is low.", STEREO),
    # an "and" without a comma joins nouns as often as clauses (a Citation-Integrity TRAIN claim)
    ("Calibration accuracy was measured for typically developing infants and infants later diagnosed with autism "
     "from 2 to 24 months.",
     "Calibration accuracy from 2 until 24 months of life in typically-developing children and in children "
     "diagnosed with an autism spectrum disorder."),
    # one clause on either side: nothing to swap
    ("REALM runs in constant time.", REALM),
])
def test_no_swap_where_each_thing_keeps_its_finding(claim: str, source: str) -> None:
    assert swapped(claim, source) is None


TRANSLATION = ("The two methods perform similarly for low frequency words while cbow-TM-5K significantly outperforms "
               "count-SP-25K for high frequency words.")


def test_conditions_exchanged_between_two_findings_are_a_swap() -> None:
    claim = ("For low frequency words cbow-TM-5K significantly outperforms count-SP-25K, while the two translation "
             "methods perform similarly for high frequency words.")
    found = swapped(claim, TRANSLATION)
    assert found is not None and found.source_clause == "The two methods perform similarly for low frequency words"
    # the same findings with their own conditions, condition first: no swap
    assert swapped(claim.replace("low", "LOW").replace("high", "low").replace("LOW", "high"), TRANSLATION) is None


def test_the_reversal_check_reports_a_swap_with_both_clauses() -> None:
    claim = ("REALM runs in time linear in the number of relations, whereas the run time of pattern-learning methods "
             "is constant in the number of relations.")
    chunks = [Chunk("Pattern learning needs processing of the corpus. " + REALM, 0, "realm")]
    found = calibrated_detector().find(claim, chunks)
    assert found is not None and found.kind == SWAP
    assert found.claim_cue == "REALM runs in time linear in the number of relations"
    assert found.source_cue == "In essence, pattern-learning methods run in time linear in the number of relations"
    correct = claim.replace("REALM runs", "Pattern-learning methods run").replace("of pattern-learning methods", "of REALM")
    assert calibrated_detector().find(correct, chunks) is None


def test_an_and_inside_one_side_of_a_contrast_is_no_joint() -> None:
    """"while no signal is expected in the ZH and WH channels, we expect ..." is built at its
    "while": its "ZH and WH" splits no two findings (a false error on a fresh draft)."""
    claim = ("Under the sgoldstino interpretation no signal is expected in the ZH and WH channels, and the only "
             "available Z-gamma search places no constraint on the model.")
    source = ("In terms of other resonance searches, while no signal is expected in the ZH and WH channels, we "
              "expect the most sensitive channel to be Z-gamma.")
    assert swapped(claim, source) is None


def test_conditions_are_exchanged_only_between_contrasted_findings() -> None:
    """Two findings an "and" lists share stray words ("edge", "necessary") too often to tell an
    exchange by them (a false error on a fresh draft)."""
    claim = ("The authors prove that their expanders, although negatively curved at every edge, can never be curved "
             "strongly enough to trigger earlier curvature-based oversquashing results, and suggest that negatively "
             "curved edges may even be necessary for sparse, bottleneck-free communication.")
    source = ("We prove, however, that our expanders can never be sufficiently negatively curved to trigger the "
              "conditions necessary for the results in [19] to be applicable, and show that the existence of "
              "negatively curved edges might in fact be required in order to have sparse communication without "
              "bottlenecks.")
    assert swapped(claim, source) is None


def test_a_frame_both_clauses_share_is_read_before_neither_clause() -> None:
    """"Under random shuffling of the rows and columns ..., TAPAS models lose ..., whereas
    TableFormer's accuracy does not drop": the opening frame's "rows" and "columns" are words only
    the source's TableFormer clause holds, and the correct sentence was called a swap (a fresh
    draft's false error). Read after its frame, the clause starts with TAPAS; a real swap is found."""
    source = ("TAPAS models drops by at least 3.7% and up to 6.5% in all settings on SQA dataset in terms of ALL "
              "accuracy, while our TABLEFORMER being strictly invariant to such row and column order perturbation "
              "leads to no drop in performance.")
    frame = "Under random shuffling of the rows and columns of the test tables, "
    assert swapped(frame + "TAPAS models lose between 3.7% and 6.5% of their SQA accuracy, whereas TableFormer's "
                   "accuracy does not drop, because it is strictly invariant to such reordering.", source) is None
    found = swapped(frame + "TableFormer models lose between 3.7% and 6.5% of their SQA accuracy, whereas TAPAS "
                    "accuracy does not drop, because it is strictly invariant to such reordering.", source)
    assert found is not None and found.claim_clause.startswith(frame.strip(" ,") + ", TableFormer models lose")


def test_a_clause_joined_after_a_claim_clause_is_not_its_predicate() -> None:
    """"... ZZ yield ... sits in slight tension with the 6.4 events inferred from ATLAS, whereas the WZ
    prediction falls well within the 1σ band, and the tension vanishes once ..." against "..., we see
    that the WZ SR is well within the statistical 1σ band, while ZZ shows a slight tension": the
    clauses only reordered, but the joined "and the tension vanishes" ended the WZ clause on the ZZ
    side's word (a fresh draft's false error). A clause's own finding ends at ", and"; the swap still tells."""
    source = ("Comparing these numbers with the corresponding values extracted from the ATLAS analysis, namely 7.0 "
              "and 6.4, respectively, we see that the WZ SR is well within the statistical 1σ band, while ZZ shows a "
              "slight tension.")
    tail = ", and the tension vanishes once the roughly 50% signal systematic uncertainties are included."
    assert swapped("Their predicted ZZ yield sits in slight tension with the 6.4 events inferred from ATLAS, whereas "
                   "the WZ prediction falls well within the 1σ band" + tail, source) is None
    found = swapped("The WZ prediction shows a slight tension, whereas the ZZ SR is well within the statistical "
                    "1σ band" + tail, source)
    assert found is not None


def test_an_and_closing_between_joins_two_things_not_two_clauses() -> None:
    """"a positive correlation of 0.88 between data precondition violations and incorrect model
    predictions" holds one finding about two things: split at its "and", a claim restating it
    ("violations ... positively correlated with incorrect predictions ..., and satisfaction ...
    with correct predictions") read as two things swapped (a fresh draft's false error). Two
    clauses joined by "and" are still read."""
    claim = ("Across 29 real-world models, the number of data precondition violations is positively correlated "
             "with incorrect predictions (Pearson coefficient 0.88), and precondition satisfaction correlates even "
             "more strongly with correct predictions (0.98).")
    source = ("Using the Pearson Correlation Coefficient (pcc) following prior work [26], we found a positive "
              "correlation of 0.88 between data precondition violations and incorrect model predictions, indicating "
              "that as the number of violations increases, the likelihood of incorrect predictions also rises.")
    assert swapped(claim, source) is None
    assert swapped("REALM is linear in the number of relations, and pattern learning is constant.",
                   "Pattern learning is linear in the number of relations, and REALM is constant.") is not None


def test_an_and_ending_a_list_joins_its_items() -> None:
    """"model#8 outperforms model#7, model#9 and even model#12" lists what model#8 beats: split at
    its "and", a claim restating it ("... beat agents trained on sub pairs or on complete pairs on
    every metric, and even beat one trained on synthesized plus complete pairs") read as two things
    swapped (a fresh draft's false error)."""
    claim = ("An agent trained only on synthesized pairs beat agents trained only on sub pairs or only on complete "
             "pairs on every unseen-environment metric, and even beat one trained on synthesized plus complete pairs.")
    source = ("As shown in Table 3, trained on synthesized pairs, model#8 outperforms model#7, model#9 and even "
              "model#12 in unseen environments on all metrics.")
    assert swapped(claim, source) is None


def test_forms_of_one_verb_tell_no_clause_apart() -> None:
    """Batch 49's correct "Including the proportion ... in the endemic component gave a marked AIC improvement,
    whereas adding it only to the autoregressive component actually raised the AIC" against hhh4's "AIC
    increases if the susceptible proportion is only added to the autoregressive component, but we see a
    remarkable improvement when adding it to the endemic component" (a false error): "adding" marked the
    second source clause, "added" the first, and the claim's second clause read as starting with the other's
    words. The two findings given each other's component are still a swap."""
    source = ("Hence, AIC increases if the susceptible proportion is only added to the autoregressive component, "
              "but we see a remarkable improvement when adding it to the endemic component.")
    claim = ("Including the proportion of unvaccinated school entrants in the endemic component gave a marked AIC "
             "improvement, whereas adding it only to the autoregressive component actually raised the AIC.")
    assert swapped(claim, source) is None
    assert swapped("The autoregressive component gains most when the proportion is added to it, while the "
                   "endemic component raises the AIC.",
                   "The endemic component gains most when the proportion is added to it, while the autoregressive "
                   "component raises the AIC.") is not None


AFFY_SPEED = ("We have found that this method allows a user to compute the RMA expression measure in a matter of "
              "minutes for datasets that may have taken hours in previous versions of affy.")


def test_two_terms_exchanged_within_one_clause_are_found() -> None:
    """Batch 51's planted "computes RMA expression measures in a matter of hours for data sets that could take
    minutes in earlier versions of affy" was missed: one clause, no cue turned, every word in the source.
    Each term stands where the source has the other: "hours" after "matter" and before "data" (the source's
    "minutes"), "minutes" after "take" (the source's "hours" after "taken")."""
    claim = ("The authors report that the rma function computes the RMA expression measure in a matter of {} for "
             "data sets that could take {} in previous versions of affy.")
    found_terms = exchanged_terms(claim.format("hours", "minutes"), AFFY_SPEED)
    assert found_terms == ("hours ... minutes", "minutes ... hours")
    assert exchanged_terms(claim.format("minutes", "hours"), AFFY_SPEED) is None
    found = calibrated_detector().find(claim.format("hours", "minutes"), [Chunk(AFFY_SPEED, 0, "affy")])
    assert found is not None and found.kind == SWAP


@pytest.mark.parametrize("claim, source", [
    # a symmetric relation, a passive, a pair: the exchange says the same thing
    ("BERT correlates strongly with ELMo on every benchmark.",
     "ELMo correlates strongly with BERT on every benchmark."),
    ("BERT outperforms ELMo on every benchmark.", "ELMo is outperformed by BERT on every benchmark."),
    ("The gap between BERT and ELMo narrows on every benchmark.",
     "The gap between ELMo and BERT narrows on every benchmark."),
    # a compound named the other way round, the one neighbour each shares too little to tell
    ("CCL19 is a ligand for CCR7.", "Soluble CCL21 functionally resembles the second CCR7 ligand, CCL19, which lacks "
     "anchoring residues and forms soluble gradients."),
    # a verb and its participle traded, the film and the cast kept in place
    ("She led an initiative called Lead Like A Woman, and featured in a short film named Leading with Intensity "
     "made by an all-female cast and crew.", "They made a short film, Leading with Intensity, featuring an "
     "all-female cast and crew, for the brand's Lead Like a Woman initiative."),
])
def test_terms_reordered_by_a_paraphrase_are_no_exchange(claim: str, source: str) -> None:
    assert exchanged_terms(claim, source) is None


def test_two_groups_exchanged_between_their_numbers_are_found() -> None:
    """Batch 48's planted "55% of the controls but only 45% of the cases were of European ancestry": each group
    stands after the other's number, though "cases" keeps its "European" after it; a number ties a group
    more firmly than a word, so it counts twice."""
    source = "The 55% of the cases were of European ancestry as compared with only 45% of the controls."
    claim = ("This inflation was a deliberate feature of the simulation, in which 55% of the {} but only 45% of the "
             "{} were of European ancestry.")
    assert exchanged_terms(claim.format("controls", "cases"), source) is not None
    assert exchanged_terms(claim.format("cases", "controls"), source) is None


def test_a_word_both_claim_clauses_hold_tells_neither_clause_apart() -> None:
    """A fresh draft's false error (batch 52): "isoforms of single-isoform genes (the Ig = 1 group) show decreased
    variability, while the Ig = 2 and Ig = 3 groups show increased variability because isoform expression is
    harder to estimate" against EBSeq's "there is decreased variability in the Ig = 1 group, but increased
    variability in the others, due to ... estimating isoform expression". The source's first clause alone says
    "Ig" and "group" (its second says "the others"), so the claim's second clause seemed to open on the first's
    thing: a swap. Words both claim clauses hold name neither clause's thing; a real swap is still found."""
    source = ("As shown in Figure 1, there is decreased variability in the Ig = 1 group, but increased variability "
              "in the others, due to the relative increase in uncertainty inherent in estimating isoform expression "
              "when multiple isoforms of a given gene are present.")
    assert swapped("In the EBSeq vignette, isoforms of single-isoform genes (the Ig = 1 group) show decreased "
                   "variability, while the Ig = 2 and Ig = 3 groups show increased variability because isoform "
                   "expression is harder to estimate when a gene has several isoforms.", source) is None
    found = swapped("Pattern-learning methods run in constant time in the number of relations, whereas the run time "
                    "of REALM is linear in the number of relations.", REALM)
    assert found is not None


def test_a_compound_names_the_thing_its_head_names() -> None:
    """A fresh draft's planted swap (batch 51, spacetime's subsetting vignette), lost when words both claim
    clauses hold stopped telling them apart: "the two-vector notation supports only numeric values, whereas the
    two-column matrix notation accepts all index formats" against "The vector notation accepts all formats
    indicated above while the matrix only supports numeric values". Both clauses say "notation"; "two-vector"
    names the vector notation by its head."""
    source = "The vector notation accepts all formats indicated above while the matrix only supports numeric values."
    found = swapped("For joint space-time selection, the two-vector notation supports only numeric values, whereas "
                    "the two-column matrix notation accepts all index formats described for spatial selection.", source)
    assert found is not None and found.source_clause == "the matrix only supports numeric values"
    assert swapped("For joint space-time selection, the two-column matrix notation supports only numeric values, "
                   "whereas the two-vector notation accepts all index formats described for spatial selection.",
                   source) is None
