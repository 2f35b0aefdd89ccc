"""The offline SAFE features: readability, proxies, n-gram probabilities, cues."""

from __future__ import annotations

import math

import numpy as np
import pytest

from rblint.engine.pre_attribution import features as ft
from rblint.engine.pre_attribution.ngram import NgramTable
from rblint.engine.pre_attribution.readability import readability, syllables


def feature(text: str, name: str, table: NgramTable | None = None) -> float:
    return ft.safe_features(text, table)[ft.SAFE_FEATURES.index(name)]


def cue(text: str, name: str) -> float:
    return ft.cue_features(text)[ft.CUE_FEATURES.index(name)]


def test_feature_names_match_safe() -> None:
    assert len(ft.SAFE_FEATURES) == 24
    assert len(set(ft.SAFE_FEATURES)) == 24
    values = ft.safe_features("Smoking causes most cases of lung cancer in the United States.", None)
    assert len(values) == 24
    assert all(math.isfinite(value) for value in values)


def test_empty_or_symbol_text_does_not_crash() -> None:
    for text in ("", "...", "42 %"):
        values = ft.safe_features(text, None) + ft.cue_features(text)
        assert all(math.isfinite(value) for value in values)


def test_syllables_from_bundled_hyphenation() -> None:
    assert syllables("cat") == 1
    assert syllables("antagonistic") >= 4
    assert syllables("12") == 1


def test_readability_orders_easy_before_hard() -> None:
    easy = readability("The cat sat on the mat and ate the food".split())
    hard = readability(
        "Immunohistochemical characterisation demonstrated heterogeneous mitochondrial dysregulation".split()
    )
    assert easy.flesch_reading_ease > hard.flesch_reading_ease
    for name in ("smog", "coleman_liau", "ari", "dale_chall", "gunning_fog"):
        assert getattr(easy, name) < getattr(hard, name), name


def test_features_never_touch_nltk_or_textstat(monkeypatch: pytest.MonkeyPatch) -> None:
    """textstat would call nltk.download('cmudict'); the features must import neither."""
    import sys

    assert not {"nltk", "textstat"} & set(vars(ft))
    for name in ("nltk", "textstat"):
        monkeypatch.setitem(sys.modules, name, None)  # any import of them now raises ImportError
    assert len(ft.safe_features("Vaccination reduced hospital admissions by half.", None)) == 24


def test_passive_pronoun_and_entity_proxies() -> None:
    passive = "The receptor was shown to bind the spike protein in human cells."
    active = "The receptor binds the spike protein in human cells."
    assert feature(passive, "passive_ratio") > 0
    assert feature(active, "passive_ratio") == 0
    assert feature("They think it helps them.", "pronoun_ratio") > feature("Vaccines help patients.", "pronoun_ratio")
    named = "SARS-CoV-2 binds ACE2 and TMPRSS2 in Wuhan patients."
    plain = "the virus binds a receptor in some patients today."
    assert feature(named, "named_entity_density") > feature(plain, "named_entity_density")
    assert feature(named, "is_named_entity") == 1.0
    assert feature(plain, "is_named_entity") == 0.0


def test_parse_depth_and_noun_verb_ratio() -> None:
    flat = "Cells divide quickly in culture medium."
    nested = "Cells (which divide (rapidly) when fed) grow, although growth slows because nutrients fall."
    assert feature(nested, "parse_depth") > feature(flat, "parse_depth")
    nouny = "Inflammation, fibrosis and vascularisation characterise the organisation of the tissue."
    verby = "It was shown, tested and reported, and then it was repeated and confirmed."
    assert feature(nouny, "noun_verb_ratio") > feature(verby, "noun_verb_ratio")


def test_counts_and_ratios() -> None:
    text = "The the virus spreads, and the virus mutates."
    assert feature(text, "words") == 8
    assert feature(text, "unique_words") == 5
    assert feature(text, "lexical_diversity") == pytest.approx(5 / 8)
    assert 0 < feature(text, "stopword_ratio") < 1
    assert feature(text, "punctuation_ratio") == pytest.approx(2 / len(text))
    assert feature(text, "entropy") < math.log2(8)


def test_ngram_probabilities_and_leave_one_out() -> None:
    corpus = [ft.tokens_of(s) for s in ["the virus binds the receptor"] * 3 + ["cells grow in culture"] * 2]
    shipped, full = NgramTable.build(corpus)
    familiar = shipped.log_probabilities(ft.tokens_of("the virus binds the receptor"))
    scrambled = shipped.log_probabilities(ft.tokens_of("receptor the binds virus the"))
    assert familiar[0] > scrambled[0] and familiar[1] > scrambled[1]
    # A sentence seen twice: leave-one-out keeps one copy (< MIN_COUNT), so it looks unseen.
    own = full.log_probabilities(ft.tokens_of("cells grow in culture"), leave_out=True)
    seen = full.log_probabilities(ft.tokens_of("cells grow in culture"))
    assert own[0] < seen[0]
    restored = NgramTable.from_arrays(shipped.to_arrays())
    assert restored.log_probabilities(ft.tokens_of("the virus binds")) == shipped.log_probabilities(ft.tokens_of("the virus binds"))
    assert 1 not in [count for table in shipped.counts.values() for count in table.values()]


def test_cue_features() -> None:
    assert cue("These results may suggest a possible link.", "hedges") == 3
    assert cue("We propose a method that our users like.", "first_person") == 2
    assert cue("We propose a method.", "starts_with_we") == 1
    assert cue("In this paper, a method is described.", "self_reference") == 1
    assert cue("Mortality fell by 35% in 2020.", "numbers") == 2
    assert cue("Mortality fell by 35% in 2020.", "percent") == 1
    assert cue("BERT is faster than ELMo and more accurate.", "comparatives") >= 2
    assert cue("BERT and RoBERTa use WordPiece.", "named_methods") == 3
    assert cue("Previous studies have reported this.", "attribution_words") == 3
    assert cue("Smith et al. described it.", "et_al") == 1
    assert cue("Results are shown in Figure 2.", "figure_reference") == 1


def test_names_joined_by_a_hyphen_name_a_method_not_authors() -> None:
    """Batch 47: "the Driscoll-Kraay and Beck-Katz panel estimators" drew RB012's "it names authors
    ('Kraay and Beck')" on a sentence about the paper's own simulation (a false info)."""
    assert ft.cue_matches("the Driscoll-Kraay and Beck-Katz panel estimators deteriorate.")["author_names"] == []
    assert ft.cue_matches("For the Portnoy and Peng-Huang estimators bias is small.")["author_names"] == []
    assert ft.cue_matches("Hastie and Tibshirani (1990) fitted additive models.")["author_names"] == [
        "Hastie and Tibshirani"]


def test_matrix_shape() -> None:
    matrix = ft.handcrafted_matrix(["One sentence here.", "Another one, longer than the first."], None)
    assert matrix.shape == (2, len(ft.SAFE_FEATURES) + len(ft.CUE_FEATURES))
    assert np.isfinite(matrix).all()
    assert ft.handcrafted_matrix([], None).shape == (0, len(ft.SAFE_FEATURES) + len(ft.CUE_FEATURES))
