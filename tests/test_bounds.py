"""Turned bounds (engine/scoring/bounds.py): a claim that bounds its source's number the other way
("fewer than 5%" / "more than 5%") is a reversal; the same bound reworded is not."""

from __future__ import annotations

import pytest

from rblint.engine.scoring.bounds import bounds, turned_bound
from rblint.engine.scoring.chunking import Chunk
from rblint.engine.scoring.reversal import BOUND, calibrated_detector

SHARE = "More than 5% of the generated citations pointed to papers that do not exist in any index."


@pytest.mark.parametrize("text, sides", [
    ("More than 5% of them", [(1, "5%")]),
    ("fewer than 5 percent of them", [(-1, "5%")]),
    ("no more than 1,000 samples", [(-1, "1000")]),
    ("it did not exceed 0.50 s", [(-1, "0.5")]),
    ("at least half of the users", [(1, "half")]),
    ("significant (p < 0.05) but not at ≥ 0.3", [(-1, "0.05"), (1, "0.3")]),
    ("over approximately 90% of queries", [(1, "90%")]),
    ("between 5 and 10 runs", []),
])
def test_bounds_are_read_with_their_side_and_value(text: str, sides: list[tuple[int, str]]) -> None:
    assert [(bound.side, bound.value) for bound in bounds(text)] == sides


@pytest.mark.parametrize("claim, source, words", [
    ("Fewer than 5% of the generated citations pointed to papers that do not exist.", SHARE, ("Fewer than 5%", "More than 5%")),
    ("The difference was significant (p > 0.05).", "The difference was significant (p < 0.05).", ("> 0.05", "< 0.05")),
    ("Latency does not exceed 10 ms.", "Latency is more than 10 ms.", ("not exceed 10", "more than 10")),
    ("Fewer than 50 patients received eradication therapy with iron.",
     "More than 50 patients received eradication therapy with iron.", ("Fewer than 50", "More than 50")),
])
def test_a_bound_turned_the_other_way_is_found(claim: str, source: str, words: tuple[str, str]) -> None:
    found = turned_bound(claim, source)
    assert found is not None and (found[0].words, found[1].words) == words


@pytest.mark.parametrize("claim, source", [
    ("Over 5% of the generated citations pointed to nowhere.", SHARE),  # the same side, other words
    ("Less than 4% of them did.", SHARE),  # another number: RB007's business, not a turned bound
    # the source bounds the number both ways (two groups): which one the claim means is not settled here
    ("Less than 5% of the citations were wrong.", "Less than 5% in one group and more than 5% in the other."),
    ("No fewer than 5% were wrong.", SHARE),  # "no fewer than" is a lower bound
])
def test_no_turned_bound_where_the_side_agrees_or_is_not_settled(claim: str, source: str) -> None:
    assert turned_bound(claim, source) is None


def test_the_reversal_check_reports_a_turned_bound_and_another_sentence_can_veto_it() -> None:
    claim = "Fewer than 5% of the generated citations pointed to papers that do not exist in any index."
    chunks = [Chunk("We audited the drafts by hand. " + SHARE, 0, "audit")]
    found = calibrated_detector().find(claim, chunks)
    assert found is not None and found.kind == BOUND
    assert (found.claim_cue, found.source_cue) == ("Fewer than 5%", "More than 5%")
    assert calibrated_detector().find(claim.replace("Fewer", "More"), chunks) is None
    # a sentence aligned nearly as well that bounds the number the claim's way: not a reversal
    vetoed = [Chunk(SHARE + " Fewer than 5% of the citations pointed to papers that do not exist.", 0, "audit")]
    assert calibrated_detector().find(claim, vetoed) is None


def test_a_not_before_the_verb_a_bound_measures_turns_it() -> None:
    """Batch 48's correct "stopping ... once R-squared improves by less than 0.05" against snpStats' "until
    R2 is not improved by at least 0.05" was read as a turned bound (a false error): both bound the gain
    below 0.05."""
    source = "The search stops until R2 is not improved by at least 0.05."
    assert turned_bound("The search stops once R-squared improves by less than 0.05.", source) is None
    assert turned_bound("The search stops once R-squared improves by more than 0.05.", source) is not None
