"""Small counts (engine/scoring/counts.py): "Three scheduling strategies" against the sentence it
restates, "Four scheduling strategies were considered", is a changed number (RB007); a small
count anywhere else in the paper is not."""

from __future__ import annotations

import pytest

from rblint.engine.scoring.counts import counts, fold
from rblint.engine.scoring.numbers import restated_differently

SIFT = ("Four scheduling strategies were considered for SIFT: fixed preplanned scheduling, priority scheduling, "
        "deadline scheduling, and simply periodic scheduling. The traditional clock resynchronization algorithm for "
        "reliable systems is the median clock algorithm, requiring at least three clocks.")


@pytest.mark.parametrize("text, read", [
    ("Four scheduling strategies were considered", [(4, "scheduling")]),
    ("requiring at least three clocks", [(3, "clock")]),
    ("we use 4 datasets and two approaches", [(4, "dataset"), (2, "approach")]),
    ("one of the 3 runs in Table 2 and one can see", [(3, "run")]),  # "one of", "Table 2", "one can": no counts
    ("0.5 points, 3.2 times, 2,5 splits", []),  # parts of other numbers are no counts
    ("a fourfold increase in bandwidth", [(4, "fold increase")]),  # a factor, compared only with factors
    ("the optimal number of EAGAT layers is set to 2.", [(2, "layer")]),  # a count stated after its noun
    ("the number of layers is 2.5 on average", []),
])
def test_counts_are_read_with_the_noun_they_count(text: str, read: list[tuple[int, str]]) -> None:
    assert [(count.value, count.noun) for count in counts(text)] == read


def test_plurals_fold_to_one_form() -> None:
    assert fold("strategies") == fold("strategy") == "strategy"
    assert fold("approaches") == fold("approach") and fold("clocks") == "clock" and fold("class") == "class"


@pytest.mark.parametrize("claim, written, said", [
    ("Three scheduling strategies were considered for SIFT.", "Three", "Four"),
    ("The median clock algorithm, used for clock resynchronization in reliable systems, requires at least two "
     "clocks.", "two", "three"),  # in the claim's case: the fix puts the word in its place
])
def test_a_changed_count_in_the_restated_sentence_is_found(claim: str, written: str, said: str) -> None:
    changed = restated_differently(claim, [SIFT])
    assert [(found.claim.text, found.stated.text) for found in changed] == [(written, said)]


@pytest.mark.parametrize("claim", [
    "Four scheduling strategies were considered for SIFT.",  # the same count
    "4 scheduling strategies were considered for SIFT.",  # in digits
    "Three clocks are needed by the traditional algorithm.",  # another sentence's noun: not restated here
    "Two scheduling strategies, priority and deadline scheduling, were considered for SIFT besides the four "
    "scheduling strategies in total.",  # the claim states the other count too
])
def test_no_change_where_the_count_agrees_or_the_sentence_is_not_restated(claim: str) -> None:
    assert restated_differently(claim, [SIFT]) == []


def test_a_part_or_one_of_several_is_no_whole_count() -> None:
    # a Citation-Integrity TRAIN claim: "the top 3 categories" is not the source's "two categories"
    source = ("Patients in the remdesivir group had a shorter time to improvement of one or of two categories on the "
              "ordinal scale from baseline than patients in the placebo group.")
    claim = ("Patients receiving remdesivir had a shorter time to improvement of the top 3 categories on the ordinal "
             "scale than patients in the placebo group.")
    assert [count.partial for count in counts(claim)] == [True]
    assert restated_differently(claim, [source]) == []
    assert restated_differently(claim.replace("the top 3", "three"), [source.replace("one or of ", "")]) != []


def test_an_error_margin_is_never_the_number_a_claim_restates() -> None:
    """"77.8% ± 0.1%": RB007 had named 0.1% for a claim that swapped the paper's two accuracies."""
    source = ("For instance, fine-tuning just the top layer yields approximately 9M trainable parameters and 77.8% ± 0.1% "
              "validation accuracy on MNLI.")
    claim = "Fine-tuning only the top layer reaches 83.7% validation accuracy on MNLI with 9M trainable parameters."
    assert [found.stated.text for found in restated_differently(claim, [source])] == ["77.8%"]


def test_a_bound_of_an_interval_is_not_the_number_a_changed_estimate_came_from() -> None:
    """A BMJ abstract's "12.88 g/l (95% CI 6.03 to 19.74 g/l": for a claim's changed 21.88, RB007
    named the interval's upper bound, the nearer value, instead of the estimate."""
    from rblint.engine.scoring.numbers import quantities, stated_quantity
    claim = "The weighted mean difference was 21.88 g/l for haemoglobin in the eight trials."
    source = ("The weighted mean difference (WMD) of Hb was 12.88 g/l (95% CI 6.03 to 19.74 g/l, p<0.00001) in the "
              "eight trials.")
    changed = next(quantity for quantity in quantities(claim) if quantity.text.startswith("21.88"))
    stated = stated_quantity(claim, changed, [source])
    assert stated is not None and stated.text == "12.88"


def test_a_count_narrowed_by_a_relative_clause_may_be_a_part() -> None:
    """"We find three methods which can robustly represent ..." counts the robust ones of the four
    compared: a claim's "Of the four methods compared" is no changed count."""
    source = ("We find three methods which can robustly represent species-correlated FM attributes, and that the "
              "simplest method tested also appears to perform the best.")
    assert [count.partial for count in counts(source)] == [True]
    assert restated_differently("Of the four methods tested, the simplest method appears to perform the best.",
                                [source]) == []
    assert restated_differently("Of the four methods tested, the simplest method appears to perform the best.",
                                [source.replace(" which can robustly represent species-correlated FM attributes",
                                                "")]) != []


def test_a_changed_fraction_is_named_with_its_noun() -> None:
    """"one third or more of the cost" against Hoare's "two thirds (or more) of the cost": told "one
    differs ...: it says two", whose fix wrote "two third or more" (a fresh draft's report); the
    fraction is named and fixed whole."""
    hoare = ("The time spent in program testing is often more than half the time spent on the entire programming "
             "project; and with a realistic costing of machine time, two thirds (or more) of the cost of the project "
             "is involved in removing errors during this phase.")
    claim = ("With a realistic costing of machine time, one third or more of the cost of the programming project is "
             "involved in removing errors during the testing phase.")
    changed = restated_differently(claim, [hoare])
    assert [(found.claim.text, found.stated.text) for found in changed] == [("one third", "two thirds")]
    assert claim[changed[0].claim.start:changed[0].claim.end] == "one third"
