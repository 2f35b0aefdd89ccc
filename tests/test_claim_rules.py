"""RB004 / RB005 / RB007 and the locator hint on drafts citing plain-text sources.

The evidence index is the real one (Markdown sources, BM25 only, no cache); the claim
scorer is a fake 3-way backend whose outputs follow simple rules stated below, so each
expected finding follows from the texts, not from a model's mood.
"""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path

import numpy as np
import pytest

from rblint.engine.bibliography.model import BibEntry, Bibliography
from rblint.engine.config import Config, Thresholds
from rblint.engine.index import EvidenceIndex
from rblint.engine.linter import Linter
from rblint.engine.scoring import ClaimScorer, PairScorer, PairScores
from rblint.engine.scoring.overlap import OverlapScorer, content_tokens
from rblint.engine.services import Services
from rblint.rules.rb004_unsupported_claim import UnsupportedClaim
from rblint.rules.rb005_contradicted_claim import ContradictedClaim
from rblint.rules.rb007_number_mismatch import NumberMismatch

SMITH = """# Dropout study

## 2 Background

Neural networks overfit small datasets. Regularisation is common in practice.

## 3 Results

Dropout reduces overfitting in small networks. The final model reaches an accuracy of 0.88
and a 3.27x speed-up over the baseline, with pcc=0.91 on 1,024 held-out examples.
"""

JONES = """# Optimisers

## 1 Introduction

Adam converges faster than plain gradient descent on language models.
"""


class FakeNLI(PairScorer):
    """aligned = share of claim content words in the chunk, times (1 - contradict);
    contradict = 0.8 when the claim says "increases" and the chunk says "reduces"."""

    model_id = "fake-nli"
    three_way = True

    def _score(self, contexts: list[str], claims: list[str]) -> PairScores:
        aligned, contradict = [], []
        for context, claim in zip(contexts, claims):
            c = 0.8 if "increases" in claim and "reduces" in context else 0.05
            words = content_tokens(claim)
            share = len(words & content_tokens(context)) / len(words) if words else 0.0
            aligned.append(share * (1 - c))
            contradict.append(c)
        a, c = np.asarray(aligned, np.float32), np.asarray(contradict, np.float32)
        return PairScores(a, 1 - a - c, c)


@pytest.fixture()
def setup(tmp_path: Path) -> tuple[Path, Bibliography]:
    (tmp_path / "smith.md").write_text(SMITH, encoding="utf-8")
    (tmp_path / "jones.md").write_text(JONES, encoding="utf-8")
    bibliography = Bibliography([
        BibEntry(key="smith", file=tmp_path / "smith.md"),
        BibEntry(key="jones", file=tmp_path / "jones.md"),
        BibEntry(key="broken", file=tmp_path / "missing.pdf"),
        BibEntry(key="nofile"),
    ])
    return tmp_path, bibliography


def lint(folder: Path, bibliography: Bibliography, text: str, *, backend: PairScorer | None = None,
         rules: tuple[type, ...] = (UnsupportedClaim, ContradictedClaim, NumberMismatch),
         thresholds: Thresholds | None = None) -> list:
    config = Config(root=folder, thresholds=thresholds or Thresholds())
    services = Services(config)
    services.provide("evidence_index", EvidenceIndex(config, embedder_factory=lambda: None, use_cache=False))
    services.provide("scorer", ClaimScorer(backend or FakeNLI(), backend_name="test", embedder_factory=None))
    linter = Linter(config, rules=list(rules), services=services)
    result = linter.lint_text(text, folder / "draft.md", bibliography=bibliography)
    assert not result.failures, result.failures
    return result.diagnostics


def test_supported_sentence_is_quiet(setup: tuple[Path, Bibliography]) -> None:
    folder, bib = setup
    assert lint(folder, bib, "Dropout reduces overfitting in small networks [@smith].\n") == []


def test_unsupported_sentence_reports_score_and_best_evidence(setup: tuple[Path, Bibliography]) -> None:
    folder, bib = setup
    text = "Dropout removes the need for any validation data in vision transformers [@smith].\n"
    found = [d for d in lint(folder, bib, text) if d.code == "RB004"]
    assert len(found) == 1
    diagnostic = found[0]
    # "dropout" is 1 of 8 content words in the results chunk: 1/8 * (1 - 0.05) = 0.12
    assert "score 0.12 < 0.50" in diagnostic.message
    assert 'section "Dropout study > 3 Results"' in diagnostic.message
    assert diagnostic.evidence and diagnostic.evidence[0].source_key == "smith"
    assert diagnostic.evidence[0].section == "Dropout study > 3 Results"
    assert text[diagnostic.span.start:diagnostic.span.end].startswith("Dropout removes")


def test_configured_threshold_wins(setup: tuple[Path, Bibliography]) -> None:
    folder, bib = setup
    text = "Dropout removes the need for any validation data in vision transformers [@smith].\n"
    assert [d for d in lint(folder, bib, text, thresholds=Thresholds({"support": 0.1})) if d.code == "RB004"] == []


def test_a_score_just_below_the_threshold_is_printed_with_the_digits_that_tell_them_apart(
        setup: tuple[Path, Bibliography]) -> None:
    folder, bib = setup
    text = "Dropout removes the need for any validation data in vision transformers [@smith].\n"
    found = [d for d in lint(folder, bib, text, thresholds=Thresholds({"support": 0.121})) if d.code == "RB004"]
    # 1/8 * 0.95 = 0.11875 against 0.121: both "0.12" at two decimals
    assert len(found) == 1 and "score 0.119 < 0.121" in found[0].message, found
    # against 0.1188 both read "0.119" at three decimals too (a fresh draft printed "0.381 < 0.381")
    found = [d for d in lint(folder, bib, text, thresholds=Thresholds({"support": 0.1188})) if d.code == "RB004"]
    assert len(found) == 1 and "score 0.1187 < 0.1188" in found[0].message, found


def test_several_sources_are_scored_as_a_union(setup: tuple[Path, Bibliography]) -> None:
    folder, bib = setup
    supported = "Adam converges faster than plain gradient descent on language models [@smith; @jones].\n"
    assert [d for d in lint(folder, bib, supported) if d.code == "RB004"] == []
    weak = "Adam doubles the memory footprint of every language model [@smith; @jones].\n"
    found = [d for d in lint(folder, bib, weak) if d.code == "RB004"]
    # smith has "model" (1 of 7 words), jones "adam" and "language" (2 of 7): x 0.95
    assert len(found) == 1 and "per source: @smith 0.14, @jones 0.27" in found[0].message
    assert "best evidence in @jones + @smith" in found[0].message  # a quote pair across both


def test_a_reversed_finding_is_reported_with_every_backend(setup: tuple[Path, Bibliography]) -> None:
    folder, bib = setup
    text = "Dropout increases overfitting in small networks [@smith].\n"
    for backend in (FakeNLI(), OverlapScorer()):
        found = lint(folder, bib, text, backend=backend)
        contradicted = [d for d in found if d.code == "RB005"]
        assert len(contradicted) == 1, backend.model_id
        message = contradicted[0].message
        assert message.startswith("@smith says the opposite") and 'section "Dropout study > 3 Results"' in message
        assert 'this sentence says "increases", the source "reduces"' in message
        assert contradicted[0].evidence[0].text == "Dropout reduces overfitting in small networks."
        assert not [d for d in found if d.code == "RB004"]  # one report, RB005's


def test_the_three_way_head_reports_what_the_words_do_not_show(setup: tuple[Path, Bibliography]) -> None:
    folder, bib = setup
    # Too few shared words for the reversal check; the fake head still says contradict 0.8.
    text = "Dropout increases errors everywhere [@smith].\n"
    contradicted = [d for d in lint(folder, bib, text) if d.code == "RB005"]
    assert len(contradicted) == 1 and "P(contradict) 0.80" in contradicted[0].message
    assert not [d for d in lint(folder, bib, text, backend=OverlapScorer()) if d.code == "RB005"]


def test_unreadable_or_missing_sources_are_skipped(setup: tuple[Path, Bibliography]) -> None:
    folder, bib = setup
    text = ("Dropout removes the need for validation data in all transformers [@broken].\n\n"
            "Dropout removes the need for validation data in all transformers [@nofile].\n")
    assert lint(folder, bib, text) == []


def test_number_mismatch(setup: tuple[Path, Bibliography]) -> None:
    folder, bib = setup
    text = ("The model reaches an accuracy of .88 and a 3.27× speed-up with pcc = 0.91 on 1024 examples "
            "[@smith].\n\nThe model reaches an accuracy of 0.86 and a 3.72x speed-up in 2019 [@smith].\n")
    found = [d for d in lint(folder, bib, text, rules=(NumberMismatch,))]
    flagged = [text[d.span.start:d.span.end] for d in found]
    assert flagged == ["0.86", "3.72x"]
    assert "does not appear in @smith" in found[0].message and "0.88" in found[0].message


def test_a_number_printed_elsewhere_is_still_changed_where_the_sentence_restates_another() -> None:
    """"a recall of 0.89" where the abstract says "high recall (0.98)": 0.89 is printed in a
    table for something else, so "does the paper contain 0.89" was yes (a real draft's miss)."""
    from rblint.engine.scoring import numbers

    abstract = ("DeepInfer detects correct and incorrect predictions of high-accuracy models with high recall "
                "(0.98) and high F-1 score (0.84).")
    table = "Table 3: the Bank model reaches 0.89 on unseen inputs."
    passages = [abstract, table]
    paper = numbers.numbers_in(" ".join(passages))
    wrong = "It detects correct and incorrect predictions of high-accuracy models with a recall of 0.89 [5]."
    assert not numbers.unstated_quantities(wrong, [paper])  # printed, so the old test was silent
    found = numbers.changed_number(wrong, [paper], passages)
    assert found is not None and found.claim.text.strip() == "0.89" and found.stated.text == "0.98"
    assert found.stated.passage == 0 and "high recall (0.98)" in found.stated.sentence
    right = wrong.replace("0.89", "0.98")
    assert numbers.changed_number(right, [paper], passages) is None
    # Another number of the restated sentence counts something else: no change.
    assert numbers.changed_number(wrong.replace("a recall of", "an accuracy of"), [paper], passages) is None
    # A sentence that shares too few words with the claim is not the one it restates.
    assert numbers.changed_number("Bank customers were predicted with a recall of 0.89 [5].", [paper], passages) is None


def test_a_clause_restates_its_own_sentence_and_a_rounding_of_another_number_is_no_match() -> None:
    """"..., and on GLUE they come within 4% of full fine-tuning while adding 3.6% parameters":
    the clause restates the adapters paper's "within 0.4%" sentence (the whole claim joins two
    of its sentences), and 3.6% rounding to 4% does not state the claim's 4%: the claim says
    3.6% itself."""
    from rblint.engine.scoring import numbers

    passages = ["Adapter modules yield a compact and extensible model; they add only a few trainable parameters "
                "per task.", "On GLUE, we attain within 0.4% of the performance of full fine-tuning, adding only 3.6% "
                "parameters per task.", "Adapters reach 4% more than the baseline on SQuAD."]
    claim = ("Adapter modules add only a few trainable parameters per task, and on GLUE they come within 4% of full "
             "fine-tuning while adding 3.6% parameters per task.")
    found = numbers.restated_differently(claim, passages)
    assert [(change.claim.text.strip(), change.stated.text) for change in found] == [("4%", "0.4%")]
    assert not numbers.restated_differently(claim, passages, by_clause=False)  # the whole claim restates no sentence
    assert not numbers.restated_differently(claim.replace("within 4%", "within 0.4%"), passages)


def test_a_number_worked_out_from_a_fraction_counts_the_word_before_it() -> None:
    """An unseen draft's planted change was missed: "the largest tree classifies 95% of the observations"
    against rpart's "... correctly classifies 170/200 = 85% of the observations": within two words of
    the 85% stood only "170" and "200", so it counted no word. "x/y = N" counts the word before "x/y"
    (only there: numbers of a table row between a number and a word do not, a drafts-test false RB007)."""
    from rblint.engine.scoring import numbers

    passages = ["The largest tree, with 35 terminal nodes, correctly classifies 170/200 = 85% of the observations, "
                "but uses several of the random predictors in doing so and seriously overfits the data."]
    claim = ("In the stochastic digit recognition problem, the largest tree classifies 95% of the observations "
             "correctly but seriously overfits by using several random predictors.")
    found = numbers.restated_differently(claim, passages)
    assert [(change.claim.text.strip(), change.stated.text) for change in found] == [("95%", "85%")]
    assert numbers.restated_differently(claim.replace("95%", "85%"), passages) == []


def test_sentences_alike_clear_a_number_any_of_them_states_and_names_pick_the_one_restated() -> None:
    """A paper of sentences alike (a table read as text): a claim restates them all equally, so
    the first of them is no authority on its number (80 correct numbers of the bench's generated
    project were flagged so); a name ("B15") tells which one the claim restates."""
    from rblint.engine.scoring import numbers

    passages = [" ".join(f"Retrieval lowers the rate of unsupported statements, with a gain of {gain} points on "
                         f"benchmark {name}." for gain, name in (("35.6", "B77"), ("17.7", "B15"), ("24.2", "B41")))]
    right = "Retrieval lowers the rate of unsupported statements, with a gain of 24.2 points on benchmark B41."
    assert numbers.restated_differently(right, passages) == []
    wrong = numbers.restated_differently(right.replace("B41", "B15"), passages)
    assert [(change.claim.text.strip(), change.stated.text) for change in wrong] == [("24.2", "17.7")]


def test_the_changed_numbers_counterpart_is_never_one_the_sentence_states_itself() -> None:
    """"made 1377 measurements of 352 unique NEOs" (the paper: "... of 235 unique NEOs"): the
    fix offered 1377, the number the sentence states correctly beside the changed one."""
    from rblint.engine.scoring import numbers

    passages = ["In year 1 we made 1377 measurements of 235 unique NEOs."]
    claim = "A survey made 1377 measurements of 352 unique NEOs in its first year [2]."
    changed = [quantity for quantity in numbers.quantities(claim) if quantity.text.strip() == "352"][0]
    stated = numbers.stated_quantity(claim, changed, passages)
    assert stated is not None and stated.text == "235"


def test_a_dash_between_two_numbers_is_a_range_not_a_minus_sign() -> None:
    """DPR's abstract: "by 9%-19% absolute"; RB007's fix offered "-19%"."""
    from rblint.engine.scoring import numbers

    assert [q.text for q in numbers.quantities("greatly by 9%-19% absolute")] == ["9%", "19%"]
    assert [q.text for q in numbers.quantities("by 2×-3× faster, a change of -4% and (-0.5)")] == ["2×", "3×", "-4%", "-0.5"]
    assert [q.value for q in numbers.quantities("from 9%–19%")] == [9, 19]
    assert [q.text for q in numbers.quantities("ResNet-50 and GPT-4 reach 12.5")] == ["12.5"]


def counterpart(claim: str, number: str, passages: list[str]) -> str | None:
    """The source number RB007 names for ``number`` of ``claim`` (``stated_quantity``), as printed."""
    from rblint.engine.scoring import numbers

    changed = next(q for q in numbers.quantities(claim) if q.text.strip() == number)
    stated = numbers.stated_quantity(claim, changed, passages)
    return None if stated is None else stated.text


def test_a_count_between_1900_and_2099_is_checked_but_a_year_is_not() -> None:
    """"Of the 7,918 genes, 1989 genes showed ..." (VESPA: "... 1998 showed ..."): a count
    read as a year was never checked; "in 2019 researchers" and "Smith et al. 2020 models"
    stay years, and the fix names the source's 1998, not a count of other genes."""
    from rblint.engine.scoring import numbers

    def checked(text: str) -> list[str]:
        return [q.text for q in numbers.quantities(text) if numbers.worth_checking(q, text)]

    assert checked("Of the 7,918 genes analysed, 1989 genes showed positive selection.") == ["7,918", "1989"]
    assert checked("A survey of 1,998 sites found 2000 households.") == ["1,998", "2000"]
    assert checked("In 2019 researchers found it, and Smith et al. 2020 models it since 1998 studies.") == []
    assert checked("BERT (2019) was released in October 2018.") == []
    source = ("Of the 7,918 genes analyzed by VESPA 1998 showed evidence of site-specific positive selection, "
              "223 genes showed evidence of mouse-specific positive selection.")
    claim = "Of the 7,918 genes analysed with VESPA, 1989 genes showed evidence of site-specific positive selection."
    assert counterpart(claim, "1989", [source]) == "1998"


def test_a_respectively_list_gives_each_number_its_noun() -> None:
    """DeepInfer: "the average precision, recall, and accuracy are 0.76, 0.98, and 0.76,
    respectively"; a draft's "recall of 0.89" was not caught (0.89 stands elsewhere in the
    paper, and 0.98 had no noun beside it). The repeated 0.76 stays stated."""
    from rblint.engine.scoring import numbers

    source = ("For the high-accuracy models, the average precision, recall, and accuracy are 0.76, 0.98, and 0.76, "
              "respectively.")
    claim = ("For the high-accuracy models, DeepInfer reached an average precision of 0.76, recall of {} and "
             "accuracy of 0.76.")
    assert [(c.claim.text, c.stated.text) for c in numbers.restated_differently(claim.format("0.89"), [source])] == [
        ("0.89", "0.98")]
    assert numbers.restated_differently(claim.format("0.98"), [source]) == []
    swapped = "For the high-accuracy models, the average precision is 0.76 and the recall 0.98."
    assert [(c.claim.text, c.stated.text) for c in numbers.restated_differently(
        "For the high-accuracy models, the average precision is 0.98 and the recall 0.98.", [swapped])] == [
        ("0.98", "0.76")]  # a value printed once is not stated twice


def test_a_change_from_a_stated_number_names_the_other_end() -> None:
    """Landmark-RxR: "SR increasing from 29.3% to 33.7%" beside model names, not the draft's words;
    the draft's "raises SR from 29.3% to 37.3%" was told "it says 34.9%" (another change whose
    words matched better). The number a change starts at, stated alike, names its end."""
    passages = ["Compared with the goal-oriented reward, SR of model#18 increases from 32.7% to 34.9%.",
                "The model#17 outperforms the model#14 with SR increasing from 29.3% to 33.7%, SSA from 52.6 to 53.3."]
    claim = "The soft focal-oriented reward raises SR from 29.3% to 37.3% compared with the nDTW reward."
    assert counterpart(claim, "37.3%", passages) == "33.7%"
    assert counterpart("SR fell from 37.3% to 33.7% with the soft reward.", "37.3%", passages) == "29.3%"


def test_a_number_the_claim_states_in_another_unit_can_still_be_the_counterpart() -> None:
    """"26 short-running programs, which take 62 ms on average" against the paper's "average
    26ms": the claim's own 26 (programs) hid the paper's 26ms from RB007's suggestion."""
    passages = ["SunSpider consists of 26 short-running JavaScript programs that take 26ms on average."]
    claim = "SunSpider consists of 26 short-running programs, which take 62 ms on average."
    assert counterpart(claim, "62 ms", passages) == "26ms"


def test_a_numbers_context_stops_at_a_bounded_window() -> None:
    """In a run of thousands of numbers with no word between (a table read as text), each
    number's context window grew over the whole run (quadratic: bench_reversal_scale.py's number
    lists). Words farther than MAX_CONTEXT_REACH say nothing of the number; nearer ones still count."""
    from rblint.engine.scoring import numbers

    run = " ".join(f"{n}.5" for n in range(3000))
    text = f"Recall rose {run} overall."
    middle = [q for q in numbers.quantities(text) if q.text == "1500.5"][0]
    assert numbers._context(text, middle.start, middle.end, 6) == set()
    near = [q for q in numbers.quantities(text) if q.text == "1.5"][0]
    assert {"recall", "rose"} <= numbers._context(text, near.start, near.end, 6)


def test_thousands_printed_with_spaces_are_read_whole_and_offered_whole() -> None:
    """TrustRank prints "31, 003, 946 sites": a correct "31,003,946 sites" got RB007 ("it says 31")."""
    from rblint.engine.scoring import numbers

    source = "We grouped the several billion pages into 31, 003, 946 sites, using a proprietary algorithm."
    assert not numbers.unstated_quantities("The pages were grouped into 31,003,946 sites.", [numbers.numbers_in(source)])
    claim = "The pages were grouped into 30,003,946 sites by a proprietary algorithm."
    (changed,) = numbers.unstated_quantities(claim, [numbers.numbers_in(source)])
    stated = numbers.stated_quantity(claim, changed, [source])
    assert stated is not None and stated.text == "31,003,946"


def test_a_tie_between_two_numbers_of_one_sentence_goes_to_the_nearer_value() -> None:
    """"the best model had about 1.4 false alarms ...; compare this to ... the 3.2 false alarms that the
    NEWS score ... had": a draft's "2.3 false alarms" for NEWS was told 1.4."""
    source = ("Our best model only had about 1.4 false alarms per true alarm; compare this to the 3.2 false alarms "
              "that the NEWS score previously implemented at our hospital had.")
    claim = "The NEWS score previously implemented at the hospital had 2.3 false alarms per true alarm."
    assert counterpart(claim, "2.3", [source]) == "3.2"


def test_numbers_a_source_sentence_states_together_are_stated() -> None:
    """Open IE: a figure caption ("raised precision from under 0.50 to over 0.90 at recall 0.20")
    shares more of the draft's words than the body sentence that states its four numbers; each
    was called changed. A changed one among them still is."""
    from rblint.engine.scoring import numbers

    passages = ["Even 20 new instances of active learning for GameWinner raised precision from under 0.50 to over "
                "0.90 at recall 0.20.",
                "Even 20 new instances caused a dramatic improvement, lifting it from precision 0.48 at recall 0.19 "
                "to precision 0.91 at recall 0.21."]
    claim = ("Just 20 new instances of active learning lifted GameWinner precision from 0.48 at recall 0.19 to {} at "
             "recall 0.21.")
    assert numbers.restated_differently(claim.format("0.91"), passages) == []
    changed = numbers.restated_differently(claim.format("0.81"), passages)
    assert [c.claim.text for c in changed] == ["0.81"]


def test_a_range_printed_bare_names_the_changed_end_in_the_claims_unit() -> None:
    """A draft's "ranged from 29.7% to 58.3%" was told "-0.58" (a correlation of another table)
    where the paper's "grain yield per spike ranged from 29.7 to 48.3" prints its percentages bare."""
    source = "Percent reduction due to high temperature stress in grain yield per spike ranged from 29.7 to 48.3."
    claim = "Heat-induced losses in grain yield per spike ranged from 29.7% to 58.3% across genotypes."
    assert counterpart(claim, "58.3%", [source, "The correlation was -0.58 (Table 8)."]) == "48.3%"


def test_a_tie_goes_to_the_value_written_with_the_claims_digits() -> None:
    """A draft's "1,780 hand-picked good seed sites" was told 1,250 (nearer in value) where the
    sentence's 178 is the seed set: a model's slip adds, drops or swaps digits."""
    source = ("Out of the remaining 7, 900 sites, we manually evaluated the top 1, 250 (seed set S) and selected 178 "
              "sites to be used as good seeds.")
    claim = "The method used only 1,780 hand-picked good seed sites to filter spam."
    assert counterpart(claim, "1,780", [source]) == "178"


def test_two_numbers_a_sentence_prints_exactly_are_stated_together() -> None:
    """"Of these 316 metabolites, 179 ..." lost the rest of its sentence to a table and a page break;
    the sentence that seemed restated ("... and 48 metabolites were unknown") changed nothing. Two
    printed exactly are enough; a rounding is not ("within 4% ... adding 3.6%"), nor one number twice."""
    from rblint.engine.scoring import numbers

    passages = ["Of these 316 metabolites, 179",
                "Figure 4 caption. were identified as known compounds, 89 as possible compounds, and 48 metabolites "
                "were unknown."]
    claim = "Of the 316 metabolites detected, 179 were known compounds, and 64 shifted by more than 1.5-fold."
    assert numbers.restated_differently(claim, passages) == []
    assert [c.claim.text for c in numbers.restated_differently(claim.replace("316", "361"), passages)] == ["361"]


def test_a_sentence_of_thousands_of_numbers_gets_the_answers_each_number_gets_alone() -> None:
    """Each number's context is read from a window around it, not the whole sentence (hostile
    input: 5,000 numbers in one cited sentence took minutes): the answers are the same."""
    from rblint.engine.scoring import numbers

    passages = ["Adapters come within 0.4% of the performance of full fine-tuning on GLUE, adding only 3.6% "
                "parameters per task.", "In year 1 we made 1377 measurements of 235 unique NEOs."]
    core = "Adapters come within 4% of full fine-tuning on GLUE, adding only 3.6% parameters per task"
    alone = numbers.restated_differently(core + ".", passages)
    filler = " ".join(f"run {n} took {n}.5 seconds;" for n in range(5_000, 7_000))
    crowded = numbers.restated_differently(filler + " " + core + "; " + filler + ".", passages)
    assert [(c.claim.text, c.stated.text) for c in alone] == [("4%", "0.4%")]
    assert [(c.claim.text, c.stated.text) for c in crowded] == [("4%", "0.4%")]
    claim = "A survey made 1377 measurements of 352 unique NEOs in its first year " + filler + "."
    changed = [quantity for quantity in numbers.quantities(claim) if quantity.text.strip() == "352"][0]
    stated = numbers.stated_quantity(claim, changed, passages)
    assert stated is not None and stated.text == "235"


def test_days_and_fractions_are_no_restated_numbers() -> None:
    from rblint.engine.scoring import numbers

    source = ["The film was shown at the London Film Festival on 18 October and released in cinemas on 12 November."]
    claim = "The film was shown at the London Film Festival on 12 October and released in cinemas on 18 November."
    assert numbers.restated_differently(claim, source) == []


def test_rb007_names_the_number_of_the_sentence_a_claim_restates(tmp_path: Path) -> None:
    paper = tmp_path / "deepinfer.md"
    paper.write_text("DeepInfer detects correct and incorrect predictions of high-accuracy models with high recall "
                     "(0.98) and high F-1 score (0.84).\n\nTable 3: the Bank model reaches 0.89 on unseen inputs.\n",
                     encoding="utf-8")
    bib = Bibliography([BibEntry(key="ahmed", file=paper)])
    text = "It detects correct and incorrect predictions of high-accuracy models with a recall of 0.89 [@ahmed].\n"
    found = lint(tmp_path, bib, text, rules=(NumberMismatch,))
    assert [text[d.span.start:d.span.end] for d in found] == ["0.89"]
    assert found[0].message.startswith("0.89 differs from @ahmed: it says 0.98")
    assert found[0].fixes[0].edits[0].new_text == "0.98"


def test_rb007_names_a_changed_small_count_and_fixes_it_in_the_claims_case(tmp_path: Path) -> None:
    paper = tmp_path / "sift.md"
    paper.write_text("Four scheduling strategies were considered for SIFT: fixed preplanned scheduling, priority "
                     "scheduling, deadline scheduling and simply periodic scheduling.\n", encoding="utf-8")
    bib = Bibliography([BibEntry(key="wensley", file=paper)])
    text = "SIFT's designers considered three scheduling strategies: fixed preplanned, priority and deadline [@wensley].\n"
    found = lint(tmp_path, bib, text, rules=(NumberMismatch,))
    assert [text[d.span.start:d.span.end] for d in found] == ["three"]
    assert found[0].message.startswith("three differs from @wensley: it says four")
    assert found[0].fixes[0].edits[0].new_text == "four"


def test_number_mismatch_needs_every_cited_source(setup: tuple[Path, Bibliography]) -> None:
    folder, bib = setup
    # 0.86 is in neither source, but one cited source could not be read: no verdict.
    text = "The model reaches an accuracy of 0.86 on held-out data [@smith; @broken].\n"
    assert lint(folder, bib, text, rules=(NumberMismatch,)) == []
    # A number found in one of two readable cited sources is fine.
    text = "Adam reaches 0.91 correlation against plain gradient descent [@smith; @jones].\n"
    assert lint(folder, bib, text, rules=(NumberMismatch,)) == []


def test_locator_hint_names_where_the_support_is(setup: tuple[Path, Bibliography]) -> None:
    folder, bib = setup
    text = "Dropout reduces overfitting in small networks [@smith, sec. 2].\n"
    found = lint(folder, bib, text)
    assert [d.code for d in found] == ["RB004"]
    hint = found[0]
    assert hint.severity.label == "info"
    assert "cites sec. 2" in hint.message and "3 Results" in hint.message
    assert text[hint.span.start:hint.span.end].startswith("@smith")
    # The right locator: no hint.
    assert lint(folder, bib, "Dropout reduces overfitting in small networks [@smith, sec. 3].\n") == []


def test_locator_parsing() -> None:
    from rblint.engine.analysis import parse_locator, section_matches
    from rblint.engine.scoring.chunking import Chunk

    assert parse_locator("p. 7").pages == (7,)  # type: ignore[union-attr]
    assert parse_locator("pp. 7-9").pages == (7, 8, 9)  # type: ignore[union-attr]
    assert parse_locator("sec. 3.2").section == "3.2"  # type: ignore[union-attr]
    assert parse_locator("chap. 2") is None
    assert section_matches("3", "Paper > 3.2 Training") and not section_matches("3", "Paper > 13 Extra")
    assert section_matches("methods", "2 Methods") and not section_matches("2", "3 Results")
    locator = parse_locator("p. 4")
    assert locator is not None and locator.matches(Chunk("x", 0, page=3, page_end=4))
    assert not locator.matches(Chunk("x", 0, page=5, page_end=6))


def test_model_rules_stop_at_max_sentences_and_say_so_once(setup: tuple[Path, Bibliography]) -> None:
    from rblint.engine.config import ModelConfig

    folder, bib = setup
    text = " ".join(f"Dropout reduces overfitting in small networks number {n} [@smith]." for n in range(5)) + "\n"
    config = Config(root=folder, model=ModelConfig(max_sentences=2))
    services = Services(config)
    services.provide("evidence_index", EvidenceIndex(config, embedder_factory=lambda: None, use_cache=False))
    recorder = FakeNLI()
    services.provide("scorer", ClaimScorer(recorder, backend_name="test", embedder_factory=None))
    result = Linter(config, rules=[UnsupportedClaim], services=services).lint_text(text, folder / "draft.md",
                                                                                   bibliography=bib)
    notes = [d for d in result.diagnostics if "model.max-sentences" in d.message]
    assert len(notes) == 1 and "3 more" in notes[0].message and notes[0].severity.label == "info"
    assert text[notes[0].span.start:].startswith("Dropout reduces overfitting in small networks number 2")


def test_number_mismatch_names_the_sources_number_about_the_same_thing(setup: tuple[Path, Bibliography]) -> None:
    folder, bib = setup
    text = "The final model reaches an accuracy of 0.86 and a 3.72x speed-up over the baseline [@smith].\n"
    found = lint(folder, bib, text, rules=(NumberMismatch,))
    by_number = {text[d.span.start:d.span.end]: d for d in found}
    accuracy, speed = by_number["0.86"], by_number["3.72x"]
    assert 'it says 0.88 (section "Dropout study > 3 Results")' in accuracy.message
    assert "it says 3.27x" in speed.message
    assert accuracy.evidence and "accuracy of 0.88" in accuracy.evidence[0].text
    assert accuracy.fixes and accuracy.fixes[0].edits[0].new_text == "0.88" and not accuracy.fixes[0].safe
    assert len(accuracy.fixes) == 1 and not accuracy.fixes[0].alternative  # a clear lead: one number, one fix


def test_rb007_names_every_number_the_words_tie_on_and_applies_none(tmp_path: Path) -> None:
    """Where the words around the claim's number tie between numbers of the source (DPR's "95
    questions per second" shared two words with each of "100 passages for each question" and
    "21-million vectors"), the order below that tie was right about half the time on
    Citation-Integrity train (16 of 33), so RB007 names each, offers each as a fix, and neither
    the editor's preferred action nor `--unsafe-fixes` picks one."""
    from rblint.engine.fixing import fixable

    paper = tmp_path / "paper.md"
    paper.write_text("The retriever answers 120 queries per second on one GPU.\n\n"
                     "The reader answers 40 queries per second on one GPU.\n", encoding="utf-8")
    bib = Bibliography([BibEntry(key="kim", file=paper)])
    text = "The system answers 75 queries per second on one GPU [@kim].\n"
    (diagnostic,) = lint(tmp_path, bib, text, rules=(NumberMismatch,))
    assert diagnostic.message.startswith("75 does not appear in @kim, which states 2 numbers about the same words")
    assert "120" in diagnostic.message and "40" in diagnostic.message
    assert sorted(fix.edits[0].new_text for fix in diagnostic.fixes) == ["120", "40"]
    assert all(fix.alternative and fix.data["choices"] for fix in diagnostic.fixes)
    assert len(diagnostic.evidence) == 2
    assert fixable(diagnostic, unsafe=True) is None

    # the verdict (report, hover, check-claims) names them all as what the source states
    from rblint.engine.analysis.run import Analysis
    from rblint.engine.scoring.calibration import CONTRADICTED, NUMBER_CHECK

    config = Config(root=tmp_path)
    services = Services(config)
    services.provide("evidence_index", EvidenceIndex(config, embedder_factory=lambda: None, use_cache=False))
    services.provide("scorer", ClaimScorer(OverlapScorer(), backend_name="overlap", embedder_factory=None))
    analysis = Analysis(Linter(config, rules=[UnsupportedClaim], services=services).parse(text, tmp_path / "d.md"),
                        bib, config, services)
    (check,) = analysis.scored_sentences()
    label, contradiction = analysis.verdicts.verdict(check.result), analysis.verdicts.first_contradiction(check.result)
    assert label.label == CONTRADICTED and label.decided_by == NUMBER_CHECK
    assert contradiction is not None and (contradiction.claim_words, contradiction.source_words) == ("75", "120 or 40")


def test_number_mismatch_says_plainly_when_no_passage_states_such_a_number(setup: tuple[Path, Bibliography]) -> None:
    folder, bib = setup
    text = "Dropout was tried on 4,096 unrelated robots in the field [@smith].\n"
    (diagnostic,) = lint(folder, bib, text, rules=(NumberMismatch,))
    assert diagnostic.message == ("4,096 does not appear in @smith, and no passage there states a number about "
                                  "the same thing")
    assert not diagnostic.fixes and not diagnostic.evidence


def test_magnitudes_match_across_forms() -> None:
    from rblint.engine.scoring.numbers import SourceNumbers, found_in, quantities

    (claim,) = quantities("a corpus of 81.1M papers")
    assert claim.unit == "M" and found_in(claim, SourceNumbers("81.1 million papers"))
    assert found_in(claim, SourceNumbers("81,100,000 papers"))
    assert not found_in(claim, SourceNumbers("91.1M papers")) and not found_in(claim, SourceNumbers("81.1 papers"))
    (latency,) = quantities("answers in 500 ms per query")
    assert latency.unit == "ms" and found_in(latency, SourceNumbers("answers in 0.5 s per query"))
    assert not found_in(latency, SourceNumbers("answers in 5 s per query"))
    assert [q.unit for q in quantities("in the 1990s")] == [""]  # a decade, not a duration
    # a table in millions ("Millions of Disparity Estimates per Second") prints a bare 215.7: four digits
    # do not meet by chance (three do: "81.1 papers" above)
    (rate,) = quantities("evaluates 215.7 million disparity estimates per second")
    assert found_in(rate, SourceNumbers("GeForce GTX 680 215.7 90 6.20")) and not found_in(rate, SourceNumbers("215.8"))
    # ... and rounded by the claim, as two fresh drafts wrote it (the table's four digits are enough)
    (rounded,) = quantities("at roughly 216 million disparity estimates per second")
    assert found_in(rounded, SourceNumbers("GeForce GTX 680 215.7 90 6.20"))
    assert not found_in(rounded, SourceNumbers("GeForce GTX 680 216.7 90 6.20"))
    # (only a whole number of a hundred or more: "about 10.6 million" met a results table's 10.55 so)
    (parameters,) = quantities("tunes only about 10.6 million parameters")
    assert not found_in(parameters, SourceNumbers("Prompt Tuning 10.55 34.23 4.85"))


def test_scientific_notation_is_one_number_even_with_its_superscript_flattened() -> None:
    """A PDF's "≈11 × 10^9 y" reads as "≈11 × 109 y": "11 billion years" states it (it had read as a
    ratio 11x and a count 109); "3 × 100 trials" stays a product."""
    from rblint.engine.scoring.numbers import SourceNumbers, found_in, quantities

    (years,) = quantities("an amplitude of roughly 11 billion years")
    for printed in ("of amplitude ≈11 × 109 y, which leads", "around 11.0 × 10^9 y", "about 1.1×10^10 years"):
        assert found_in(years, SourceNumbers(printed)), printed
    assert [(q.value, q.unit) for q in quantities("a mass of 2.5×10−3 kg")] == [(Decimal("0.0025"), "")]
    assert [q.text for q in quantities("we ran 3 × 100 trials")] == ["3 ×", "100"]
    # (a comma after the exponent ends the clause: it had split "2.5×10−3," into 2.5, 10 and 3)
    assert [q.value for q in quantities("a rate of 2.5×10−3, as expected")] == [Decimal("0.0025")]


def test_a_power_of_ten_is_no_quantity_to_compare() -> None:
    """"about 10^6.9 versus their 10^8 objects" against a PDF's "we find 106.9 NEOs ... compared to
    their 108" (superscripts lost): neither the base nor the exponent is a number the paper prints
    (a fresh draft's false RB007, "6.9 does not appear: it says 106.9"); with a mantissa it stays one."""
    from rblint.engine.scoring.numbers import quantities

    assert [q.text for q in quantities("with about 10^6.9 versus their 10^8 objects with H > 28")] == ["28"]
    assert quantities("a speed-up of 10 ** 3") == []
    assert [q.value for q in quantities("about 7.9 × 10^6 objects")] == [Decimal("7900000")]


def test_number_glyphs_of_some_fonts_are_read() -> None:
    """A BMJ font prints "=" as "¼" ("p¼0.350": the value was never read, a false RB007); The
    Lancet writes "1·3 million"; thousands set off by a space ("16 900 Kb/s") count as stated."""
    from rblint.engine.scoring.numbers import SourceNumbers, found_in, quantities

    assert [q.text for q in quantities("was 1.44 (p¼0.350) and 1.32 (p¼0.586)")] == ["1.44", "0.350", "1.32", "0.586"]
    assert [q.text for q in quantities("a 1¼ inch pipe")] == ["1"]  # a fraction stays one
    (deaths,) = quantities("1.3 million deaths")
    assert found_in(deaths, SourceNumbers("we estimated that 1·3 million deaths (95% UI 1·2 million to 1·4 million)"))
    claimed = quantities("(16,900 versus 12,000 Kb/s)")
    source = SourceNumbers("CTL has a throughput of 12 000 Kb/s, and hybrid has a throughput of 16 900 Kb/s.")
    assert all(found_in(quantity, source) for quantity in claimed)


def test_thousands_of_numbers_in_scientific_notation_are_each_read_once() -> None:
    """Each number written "m × 10^e" is one number, its pieces never read again; the pieces are
    looked up, not scanned against every span (a first version compared each of a sentence's
    numbers with every scientific span before it: 30,000 of them took 18 s)."""
    from rblint.engine.scoring.numbers import quantities

    text = " and ".join(f"{at % 9 + 1} × 10^{at % 20 + 1}" for at in range(5000))
    found = quantities(text)
    assert len(found) == 5000 and all("×" in quantity.text and not quantity.unit for quantity in found)


def test_a_model_name_is_offered_only_for_a_model_name() -> None:
    """"Quadro FX 5800" was offered for a changed "215.7 million"; "HEK 293T" is still the counterpart
    of a claim's "HEK 352T", and "VESPA 1998 showed" is a count."""
    table = "Our Method GeForce GTX 680 215.7 90 6.20 DCBGrid Quadro FX 5800 25.1 10 10.90 Millions of estimates"
    assert counterpart("The implementation evaluates 219.7 million estimates per second on a GTX 680.", "219.7 million",
                       [table]) is None  # (a bare 215.7 is no count in millions: nothing is offered)
    # a table whose rows the passage breaks (the printable sentence is shorter: the code had been read at
    # the wrong offset) and a model number before its code ("GeForce 8800 GTX"), a fresh draft's "it says
    # 5800", then "8800", for a changed "126 million disparity estimates per second"
    broken = ("Method GPU MDE/s1 FPS2 Error3 Our Method GeForce GTX 680 215.7 90 6.20 RealtimeBFV [8] GeForce\n\n"
              "8800 GTX 114.3 46 7.26 DCBGrid [19] Quadro FX\n\n5800 25.1 10 10.90 1 2 3 Millions of Disparity "
              "Estimates per second")
    assert counterpart("the method processes roughly 126 million disparity estimates per second on a GeForce GTX "
                       "680.", "126 million", [broken]) is None
    assert counterpart("SAMHD1 was identified in HEK 352T cells.", "352",
                       ["Because SAMHD1 was originally identified in HEK 293T cells, it was confirmed."]) == "293"
    assert counterpart("Of the 7,918 genes analysed with VESPA, 1989 genes showed evidence of selection.", "1989",
                       ["Of the 7,918 genes analyzed by VESPA 1998 showed evidence of selection, 223 genes "
                        "showed evidence of mouse-specific selection."]) == "1998"


def test_a_claim_whose_source_reads_as_nothing_is_said_not_skipped(setup: tuple[Path, Bibliography]) -> None:
    folder, bib = setup
    (folder / "headings.md").write_text("# Only a title\n\n## And a heading\n", encoding="utf-8")
    bib = Bibliography([*bib.entries, BibEntry(key="headings", file=folder / "headings.md")])
    text = "Dropout reduces overfitting in small networks [@headings].\n"
    found = lint(folder, bib, text, rules=(UnsupportedClaim,))
    assert len(found) == 1 and found[0].message.startswith("This claim cannot be checked: its source could not be read")
    assert "@headings" in found[0].message


def test_a_changed_number_is_contradicted_not_supported_and_stays_rb007s(setup: tuple[Path, Bibliography]) -> None:
    """Every word of the sentence is in the source but its number is not, and the source states
    another accuracy: the verdict is CONTRADICTED by the number check (it was SUPPORTED, score
    1.0, while RB007 flagged the number). RB007 reports it, with the fix; RB005 does not repeat
    it; and RB004 stays quiet on a contradicted sentence, as it does for a reversal."""
    from rblint.engine.analysis.run import Analysis
    from rblint.engine.scoring.calibration import CONTRADICTED, NUMBER_CHECK, SUPPORTED

    folder, bib = setup
    changed = "The final model reaches an accuracy of 0.93 [@smith].\n"
    found = lint(folder, bib, changed, backend=OverlapScorer())
    assert [d.code for d in found] == ["RB007"] and "it says 0.88" in found[0].message

    config = Config(root=folder)
    services = Services(config)
    services.provide("evidence_index", EvidenceIndex(config, embedder_factory=lambda: None, use_cache=False))
    services.provide("scorer", ClaimScorer(OverlapScorer(), backend_name="overlap", embedder_factory=None))
    linter = Linter(config, rules=[UnsupportedClaim], services=services)

    def verdict(text: str):  # type: ignore[no-untyped-def]
        draft = linter.parse(text, folder / "draft.md")
        analysis = Analysis(draft, bib, config, services)
        (check,) = analysis.scored_sentences()
        return analysis.verdicts.verdict(check.result), analysis.verdicts.first_contradiction(check.result)

    label, contradiction = verdict(changed)
    assert label.label == CONTRADICTED and label.decided_by == NUMBER_CHECK
    assert contradiction is not None and (contradiction.claim_words, contradiction.source_words) == ("0.93", "0.88")
    assert "accuracy of 0.88" in contradiction.quote
    assert verdict("The final model reaches an accuracy of 0.88 [@smith].\n")[0].label == SUPPORTED
    # A number the source does not state, and no number about the same thing: not a change.
    assert verdict("Dropout reduces overfitting in 12 small networks [@smith].\n")[1] is None

    unsupported = "Transformers with dropout reach a final accuracy of 0.93 in every benchmark [@smith].\n"
    assert verdict(unsupported)[0].label == CONTRADICTED  # the number decides, whatever the words
    assert [d.code for d in lint(folder, bib, unsupported, backend=OverlapScorer())] == ["RB007"]


def test_a_sources_numbers_and_passages_are_read_once_for_every_claim_that_checks_them(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Every cited sentence with a number checks every passage of its sources: the passages
    were split into sentences, and the whole paper scanned for numbers, again for each claim
    (and again for each sentence RB004 and RB006 score a library paper against)."""
    from rblint.engine.scoring import chunking, numbers

    paper = ("Our model reaches an accuracy of 0.88 on the test set. It was trained for 40 epochs. "
             "Latency drops to 12 ms per query.")
    passages = [f"{paper} Run {index} of the ablation." for index in range(5)]
    splits: list[str] = []
    scans: list[str] = []
    real_split, real_numbers = chunking.split_sentences, numbers.SourceNumbers
    monkeypatch.setattr(chunking, "split_sentences", lambda text: splits.append(text) or real_split(text))
    monkeypatch.setattr(numbers, "SourceNumbers", lambda text: scans.append(text) or real_numbers(text))
    numbers._passage_quantities.cache_clear()
    numbers.numbers_in.cache_clear()
    claims = [f"The model reaches an accuracy of 0.9{digit} on the test set." for digit in range(1, 8)]
    found = [numbers.changed_number(claim, [numbers.numbers_in(paper)], passages) for claim in claims]
    assert all(item is not None and item.stated.text == "0.88" for item in found)
    assert sorted(splits) == sorted(passages) and scans == [paper]  # once each, not once per claim


def test_a_citation_marker_s_number_is_never_offered_as_the_value() -> None:
    """"DCBGrid [19]" in a table row: 19 is a reference, not the frames per second a claim changed
    (a fresh draft's "roughly 49 frames per second" was told "it says 19")."""
    from rblint.engine.scoring import numbers

    table = ("Method GPU MDE/s1 FPS2 Error3 Our Method GeForce GTX 680 215.7 90 6.20 CostFilter [10] GeForce GTX 480 "
             "57.9 24 5.55 FastBilateral [7] Tesla C2070 50.6 21 7.31 RealtimeBFV [8]\n\nGeForce 8800 GTX 114.3 46 7.65 "
             "RealtimeBP [21]\n\nGeForce 7900 GTX 20.9 8 7.69 ESAW [6]\n\nGeForce 8800 GTX 194.8 79 8.21 RealTimeGPU "
             "[5]\n\nRadeon XL1800 52.8 21 9.82 DCBGrid [19] Quadro FX 5800 25.1 10 10.90 1 2 3\n\nMillions of "
             "Disparity Estimates per Second.\n\nAssumes 320 × 240 images with 32 disparity levels.")
    claim = ("Their CUDA implementation processes 215.7 million disparity estimates per second, roughly 49 frames per "
             "second for 320 × 240 images with 32 disparity levels, the highest throughput among the real-time methods "
             "compared [1].")
    found = numbers.changed_number(claim, [numbers.numbers_in(table)], [table])
    assert found is not None and found.claim.text.strip() == "49"
    assert found.stated.text.strip() != "19"  # (the cell it offers is of another row: it does not know the column)


def test_a_number_with_a_leading_zero_is_a_fragment_never_offered() -> None:
    """OCR's "1 00 percent" for "100 percent": a fresh draft's "roughly 90 percent" (the paper's
    70) was told "it says 00 percent", and the fix offered that; so a table piece's ".0". A decimal
    ("0.05", ".05", "0.0") is a number."""
    from rblint.engine.scoring import numbers

    passages = ["Tasks can be scheduled so long as the total load does not exceed the capacity of the "
                "processor (1 00 percent loading is permissible).",
                "With priority scheduling, up to about 70 percent loading is always safe, with p < 0.05."]
    claim = "Priority scheduling meets every deadline only while the load stays below roughly 90 percent [1]."
    assert [quantity.text for quantity in numbers.quantities(passages[0])] == ["1"]
    assert "0.05" in [quantity.text.strip() for quantity in numbers.quantities(passages[1])]
    # a table read in pieces: "ROC-AUC .0" was offered for a changed 0.839 ("it says .0")
    assert [quantity.text for quantity in numbers.quantities("ROC-AUC .0 28 .1, p < .05, 0.0")] == [
        "28", ".1", ".05", "0.0"]
    paper = numbers.numbers_in(" ".join(passages))
    assert [quantity.text for quantity in numbers.unstated_quantities(claim, [paper])] == ["90 percent"]
    found = numbers.changed_number(claim, [paper], passages)
    assert found is None or not found.stated.text.startswith("00"), found


def test_a_number_the_source_writes_in_words_is_stated() -> None:
    """"15 participants" against the paper's "Fifteen healthy German students ... conducted the
    experiment" got "15 does not appear ... it says 80" (a fresh draft's false warning)."""
    from rblint.engine.scoring import numbers

    paper = numbers.numbers_in("Fifteen healthy German students and university staff (11 male) conducted the "
                               "experiment. Forty-two percent preferred haptic feedback; twenty-one chose audio.")
    claim = "In a study in which 15 participants entered PINs, 42% preferred haptic feedback and 21 chose audio [2]."
    assert not numbers.unstated_quantities(claim, [paper])
    assert [quantity.text for quantity in numbers.unstated_quantities(
        "In a study in which 16 participants entered PINs, 43% preferred haptic feedback [2].", [paper])] == ["16", "43%"]


def test_a_hedged_round_number_states_the_value_it_rounds() -> None:
    """"the roughly 2,900-fold of RXP407" against a table's 2896 (a fresh draft's false warning):
    a hedge and two trailing zeros round to the hundred; unhedged, or with one zero, as printed."""
    from rblint.engine.scoring import numbers

    paper = numbers.numbers_in("Fold selectivity Ki (C/N): RXP407 2896, 33RE 927. About 66 percent were kept.")
    assert not numbers.unstated_quantities("the roughly 2,900-fold selectivity of RXP407 [3].", [paper])
    assert not numbers.unstated_quantities("a selectivity of about 3,000-fold for RXP407 [3].", [paper])
    for symbol in ("~", "≈", "~ ", "(~", "close to ", "just under "):
        assert not numbers.unstated_quantities(f"a selectivity of {symbol}2,900-fold for RXP407 [3].", [paper]), symbol
    for changed in ("the 2,900-fold selectivity of RXP407 [3].", "the roughly 2,800-fold selectivity of RXP407 [3].",
                    "about 70 percent were kept [3]."):
        assert numbers.unstated_quantities(changed, [paper]), changed


def test_a_hedged_number_of_thousands_rounds_to_its_last_zero() -> None:
    """"reduced the Loss Number from 5,500 to roughly 5,170" against the paper's 5173 (a fresh draft's
    false warning): a hedged number of four digits or more with one trailing zero keeps three digits;
    "about 70" for 66 and an unhedged "5,170" are still compared as printed, and "roughly 5,190" differs."""
    from rblint.engine.scoring import numbers

    paper = numbers.numbers_in("LN decreasing from 5500 to 5173. About 66 percent were kept.")
    assert not numbers.unstated_quantities("the Loss Number fell to roughly 5,170 [3].", [paper])
    for changed in ("the Loss Number fell to 5,170 [3].", "the Loss Number fell to roughly 5,190 [3].",
                    "about 70 percent were kept [3]."):
        assert numbers.unstated_quantities(changed, [paper]), changed


def test_a_range_with_the_same_other_end_names_the_changed_end() -> None:
    """"lose between 1.7% and 6.5%" against "TAPAS accuracy falls between 3.7% and 6.5%", though a
    sentence about a 4% loss shares more of its words: the range's kept end names the other, in a
    sentence about the same thing ("a slope between 1 and 20 meters" is not told "distances between
    1.0 and 1.3 au": two correct drafts' sentences had been); a change "from 2 to 24" is not told a
    range "between 2 and 6" (a Citation-Integrity TRAIN original had been)."""
    from rblint.engine.scoring import numbers

    passages = ["Under row and column perturbations, TAPAS models lose 4% in SQA ALL accuracy on average.",
                "Across the settings, TAPAS accuracy falls between 3.7% and 6.5%."]
    claim = "Under row and column perturbations, TAPAS models lose between 1.7% and 6.5% in SQA ALL accuracy [2]."
    change = numbers.changed_number(claim, [numbers.numbers_in(" ".join(passages))], passages)
    assert change is not None and (change.claim.text, change.stated.text) == ("1.7%", "3.7%")
    assert numbers.changed_number(claim.replace("1.7%", "3.7%"), [numbers.numbers_in(" ".join(passages))],
                                  passages) is None
    distances = ["Around 50% of our discovered NEOs have geocentric distances between 1.0 and 1.3 au."]
    assert list(numbers.paired_changes("their slope between 1 and 20 meters matches the bolide data [3].",
                                       distances)) == []
    infants = ["Accuracy was measured between 2 and 6 months in a first cohort of infants."]
    assert list(numbers.paired_changes("accuracy measured in infants from 2 to 24 months [1].", infants)) == []


def test_the_sentence_printing_the_claims_other_number_names_the_changed_one_first() -> None:
    """"lose between 1.7% and 6.5%" against TableFormer's section 5.2, "drops by at least 3.7% and up
    to 6.5%", and its abstract's "6% improvement ... drops by 4% - 6%", whose words are nearer the
    claim's: the sentence that prints the claim's 6.5% states what it restates (a fresh draft's "it
    says 6%")."""
    from rblint.engine.scoring import numbers

    passages = ["Our evaluations showed that TableFormer outperforms strong baselines in all settings on SQA, WTQ "
                "and TabFact table reasoning datasets, and achieves state-of-the-art performance on SQA, especially "
                "when facing answer-invariant row and column order perturbations (6% improvement over the best "
                "baseline), because previous SOTA models' performance drops by 4% - 6% when facing such "
                "perturbations while TableFormer is not affected.",
                "TAPAS models drops by at least 3.7% and up to 6.5% in all settings on SQA dataset in terms of ALL "
                "accuracy, while our TableFormer being strictly invariant to such perturbation is not affected."]
    claim = "Under row and column order perturbations, TAPAS models lose between 1.7% and 6.5% in SQA ALL accuracy [2]."
    change = numbers.changed_number(claim, [numbers.numbers_in(" ".join(passages))], passages)
    assert change is not None and (change.claim.text, change.stated.text) == ("1.7%", "3.7%")


def test_a_change_from_the_same_start_names_a_number_printed_elsewhere() -> None:
    """"cut the delay quantile from 13 to 10 rounds" against "reduces the delay quantile from 13
    to 7", though the paper prints a 10 elsewhere (a fresh draft's miss); a count is offered bare
    ("7", not "7%"); a source that also states the claim's change gives no finding."""
    from rblint.engine.scoring import numbers

    passages = ["For the pause case, allowing just one scaledown per user reduces the delay quantile from 13 to 7.",
                "Each disk has a seek time of about 10 ms, and a round lasts 10 service slots."]
    claim = "Permitting a single scaledown per paused user cut the delay quantile from 13 to 10 rounds [1]."
    paper = numbers.numbers_in(" ".join(passages))
    assert not numbers.unstated_quantities(claim, [paper])
    changes = numbers.restated_differently(claim, passages)
    assert [(change.claim.text.strip(), change.stated.text) for change in changes] == [("10", "7")]
    assert numbers.restated_differently(claim.replace("10 rounds", "7 rounds"), passages) == []
    also = passages + ["For the reverse scan, the delay quantile falls from 13 to 10."]
    assert numbers.restated_differently(claim, also) == []
    chain = ["As the threshold ranges from 1.0 to 1.5 to 2.0, fewer spatial clusters will be detected."]
    raising = "Raising the threshold from 1.0 to 2.0 leaves fewer spatial clusters detected [2]."
    assert numbers.restated_differently(raising, chain) == []  # a chain states its whole span
    changed = numbers.restated_differently(raising.replace("to 2.0", "to 3.0"), chain)
    assert [change.stated.text for change in changed] == ["2.0"]


def test_a_section_number_states_no_quantity() -> None:
    """"3.1 Data Collection", a heading standing alone, does not state a claim's "raised it by
    3.1%" (a fresh draft's changed 7.1% passed on it); a number in prose or a table still counts."""
    from rblint.engine.scoring import numbers

    text = ("We describe the data collection.\n\n3.1 Data Collection\n\nThe SR of model#6 improves 7.1% over the "
            "baseline.\n\n12 Participants 2009 2010\n\nWe list 4.5 million pairs.")
    paper = numbers.numbers_in(text)
    claim = "Using Landmark-RxR sub-pairs raised the unseen success rate by 3.1% [3]."
    assert numbers.numbers_in("3.1 Data Collection\n\n").values == []
    assert [quantity.text.strip() for quantity in numbers.unstated_quantities(claim, [paper])] == ["3.1%"]
    assert numbers.unstated_quantities(claim.replace("3.1%", "7.1%"), [paper]) == []
    assert numbers.unstated_quantities("The corpus holds 4.5 million pairs and 12 participants [3].", [paper]) == []


def test_a_magnitude_joined_by_a_hyphen_is_read() -> None:
    """"21-million vectors" is 21,000,000, what a claim's "21 million passages" states (it had been
    a bare 21, offered as a changed number's value)."""
    from rblint.engine.scoring import numbers

    found = numbers.quantities("building the FAISS index on 21-million vectors takes 8.5 hours")
    assert [(quantity.value, quantity.unit) for quantity in found][0] == (21, "M")
    paper = numbers.numbers_in("Building the FAISS index on 21-million vectors takes 8.5 hours.")
    assert numbers.unstated_quantities("Indexing 21 million passages takes 8.5 hours [1].", [paper]) == []


def test_thousands_of_citation_markers_and_long_chains_are_read_once() -> None:
    """A hostile passage of 5,000 markers and numbers (each number had been compared with every
    marker: 9 s), a chain "from 1 to 2 to 3 ..." of 20,000 steps (every pair of steps a change) and a
    claim of thousands of ranges."""
    from rblint.engine.scoring import numbers

    passage = "value [19] 21.5 " * 5000
    offered = {number.quantity.text.strip() for number in numbers._passage_quantities(passage)}
    assert offered == {"21.5"}
    chain = "The threshold ranges from 1 " + " ".join(f"to {step}" for step in range(2, 20000)) + "."
    assert numbers.restated_differently("The threshold rose from 1 to 3 [1].", [chain]) == []
    # a claim of 2,000 ranges against 2,000 in the passages: each claim number looks up its own end
    # (each had scanned every sentence of every passage, and read its words again)
    claim = " ".join(f"a slope between {low} and {low + 1} meters," for low in range(1, 2000)) + " as measured [1]."
    passages = [" ".join(f"The slope lies between {low} and {low + 2} meters here." for low in range(start, start + 100))
                for start in range(0, 2000, 100)]
    found = [(change.claim.text, change.stated.text) for change in numbers.paired_changes(claim, passages)]
    assert len(found) == 3998 and found[:4] == [("1", "0"), ("2", "3"), ("2", "1"), ("3", "4")]


def test_a_quote_from_a_joined_pair_of_passages_is_placed_where_it_stands() -> None:
    """A score over two passages ("... […] ...") quoted its Discussion sentence (p. 6) as found
    "pp. 1-2, section METHODS", the first passage's place (a fresh draft's RB004 message)."""
    from rblint.engine.analysis import quoted_with_place
    from rblint.engine.scoring.chunking import Chunk
    from rblint.engine.scoring.document_score import ChunkScore

    methods = Chunk("The Jadad score was used to screen out trials of low quality. Two investigators extracted the data.",
                    0, "hp", page=1, page_end=2, section="METHODS")
    discussion = Chunk("Eight trials met the criteria. Almost all trials were performed in areas with a high incidence "
                       "of infection, but all studies were performed in Asia.", 5, "hp", page=6, section="DISCUSSION")
    pair = ChunkScore((methods, discussion), 0.35)
    place, quote = quoted_with_place("The evidence comprises eight trials, all carried out in Asia.", pair, 80)
    assert "trials were performed" in quote and place == 'p. 6, section "DISCUSSION"', (place, quote)
    place, quote = quoted_with_place("Two investigators extracted the data independently.", pair, 80)
    assert "investigators" in quote and place == 'pp. 1-2, section "METHODS"', (place, quote)


def test_a_piece_of_thousands_set_off_by_a_space_is_never_offered() -> None:
    """"the top 1, 250" (a VLDB paper's thousands): a changed "2,500" was told "it says 250", whose
    digits are more alike, and the fix offered it; the whole number is offered."""
    from rblint.engine.scoring import numbers

    source = ("Out of the remaining 7, 900 sites, we manually evaluated the top 1, 250 (seed set S) and selected 178 "
              "sites to be used as good seeds.")
    claim = ("Using just 178 good seed sites, picked after manually reviewing 2,500 top-ranked candidates by inverse "
             "PageRank, TrustRank was applied to a graph of roughly 31 million sites [2].")
    quantity = next(found for found in numbers.quantities(claim) if found.text.startswith("2,500"))
    stated = numbers.stated_quantity(claim, quantity, [source])
    assert stated is not None and stated.text == "1,250"


def test_the_number_whose_words_stand_on_the_claims_side_is_offered() -> None:
    """"Λ̄ = 0.65 GeV for the ground-state pseudoscalar/vector doublet" against "we obtain Λ = 0.45 GeV
    for the ground state pseudoscalar/vector doublet, and λ1 = 0.67 GeV2": both numbers share the
    words, but after 0.45 as after the claim's number; 0.67 (nearer in its digits) had been offered."""
    source = ("From our model, we obtain Λ = 0.45 GeV for the ground state pseudoscalar/vector doublet, and "
              "λ1 = 0.67 GeV2.")
    claim = ("Mapping the model onto heavy quark effective theory gives Λ̄ = 0.65 GeV for the ground-state "
             "pseudoscalar/vector doublet [2].")
    assert counterpart(claim, "0.65", [source]) == "0.45"


def test_a_percentage_is_no_negative_fraction() -> None:
    """"reduced grain yield per spike by roughly 30–68%" was told "it says -0.55", a correlation in a
    table beside it: a bare fraction answers a percentage only with its sign."""
    from rblint.engine.scoring import numbers

    source = "Correlations with grain yield per spike under heat stress: L-tryptophan -0.55, pipecolate -0.41."
    claim = "Heat stress reduced grain yield per spike by roughly 30–68% under heat stress, depending on genotype [3]."
    assert counterpart(claim, "68%", [source]) is None
    share = next(found for found in numbers.quantities(claim) if found.text.strip() == "68%")
    assert numbers.same_kind(share, numbers.quantities("a share of 0.55")[0])


def test_a_share_is_no_count() -> None:
    """"about 63% (28.9M) are associated with a PDF" was told "it says 80.0M" (filtered clusters with no
    associated PDF): a percentage is never answered by a count in millions, nor a count by a share."""
    from rblint.engine.scoring import numbers

    share, count = numbers.quantities("about 63% of them, 80.0M of these")
    assert not numbers.same_kind(share, count) and not numbers.same_kind(count, share)
    assert numbers.same_kind(count, numbers.quantities("80,000,000 clusters")[0])
    assert numbers.same_kind(numbers.quantities("2,500 sites")[0], numbers.quantities("2.5K sites")[0])


def test_a_number_the_source_writes_in_e_notation_is_stated() -> None:
    """glmnet's vignette simulates its data with ``rnorm(1e4 * 200)``: a draft's "10,000
    observations" got RB007's "10,000 does not appear"."""
    from rblint.engine.scoring import numbers

    source = numbers.numbers_in("X <- matrix(rnorm(1e4 * 200), 1e4, 200); the tolerance is 1e-05 and 2.2e-16.")
    assert not numbers.unstated_quantities("With 10,000 observations and 200 predictors", [source])
    assert not numbers.unstated_quantities("stopping once the change falls below 0.00001", [source])
    (changed,) = numbers.unstated_quantities("With 20,000 observations and 200 predictors", [source])
    assert changed.value == 20000


def test_a_number_a_draft_writes_in_e_notation_is_one_number() -> None:
    """Batch 49's correct "rs6699 gave the smallest 1-df p-value (about 1.8e-04)" for snpStats' printed
    0.0001807 got RB007's "1.8 does not appear": the claim's E-notation was read as 1.8."""
    from rblint.engine.scoring import numbers

    source = numbers.numbers_in("rs6699           0.0001807    4.812e-05")
    (read,) = [quantity for quantity in numbers.quantities("a p-value of about 1.8e-04 here") if quantity.value < 1]
    assert read.text == "1.8e-04" and read.value == Decimal("0.00018")
    assert not numbers.unstated_quantities("rs6699 gave a p-value of about 1.8e-04.", [source])
    (changed,) = numbers.unstated_quantities("rs6699 gave a p-value of about 2.8e-04.", [source])
    assert changed.value == Decimal("0.00028")


def test_thousands_set_apart_by_a_dot_are_stated() -> None:
    """mvtnorm's R News article: "Edwards and Berry (1987) obtained the same result using 80.000
    simulation runs"; a draft's "80,000 simulation runs" got RB007 ("it says 10")."""
    from rblint.engine.scoring import numbers

    source = numbers.numbers_in("Edwards and Berry (1987) obtained the same result using 80.000 simulation runs.")
    assert not numbers.unstated_quantities("They obtained it with 80,000 simulation runs.", [source])
    assert numbers.unstated_quantities("They obtained it with 90,000 simulation runs.", [source])


def test_an_ordinal_percentile_is_stated_by_the_quantile_as_a_proportion() -> None:
    """quantreg's vignette tabulates the quantiles 0.05 ... 0.95: a draft's "from about 0.34 at
    the 5th percentile to about 0.71 at the 95th" got "95 does not appear"."""
    from rblint.engine.scoring import numbers

    source = numbers.numbers_in("Table 1: quantiles 0.05 0.25 0.50 0.75 0.95; slopes 0.343 0.474 0.560 0.644 0.709.")
    claim = "The slope rises from about 0.34 at the 5th percentile to about 0.71 at the 95th."
    assert not numbers.unstated_quantities(claim, [source])
    (missing,) = numbers.unstated_quantities("The slope is about 0.71 at the 90th percentile.", [source])
    assert missing.value == 90


def test_a_count_in_words_that_rb007_flags_decides_the_verdict_too() -> None:
    """RB007 compares small counts and number words in the sentence restated ("One in two ... trials" against
    "One in five ... trials", SciFact), but the verdict's number check read only sentences holding a number in
    digits: RB007 said "two differs", while check-claims, score and the hover said SUPPORTED (score 0.75)."""
    from rblint.engine.scoring.document_score import DocumentScorer
    from rblint.engine.scoring.reversal import calibrated_detector

    scorer = DocumentScorer(OverlapScorer(), exhaustive=True, reversals=calibrated_detector())
    source = ("CONCLUSIONS One in five surgical randomised controlled trials are discontinued early, one in three "
              "completed trials remain unpublished, and investigators of unpublished studies are not contactable.")
    (sentence,) = scorer.score_text(source, "One in two surgical randomized controlled trials are discontinued "
                                            "early.").sentences
    assert sentence.changed_number is not None
    assert (sentence.changed_number.claim, sentence.changed_number.source) == ("two", "five")
    (kept,) = scorer.score_text(source, "One in five surgical randomized controlled trials are discontinued "
                                        "early.").sentences
    assert kept.changed_number is None
    (strategies,) = scorer.score_text("Four scheduling strategies were compared on two clusters.",
                                      "Three scheduling strategies were compared.").sentences
    assert strategies.changed_number is not None and strategies.changed_number.source == "Four"
