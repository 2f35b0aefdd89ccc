"""The sentence splitter on scientific prose: one test per hard case."""

from __future__ import annotations

from rblint.engine.sentences import split_sentences


def sentences(text: str, **kwargs: object) -> list[str]:
    return [text[start:end] for start, end in split_sentences(text, **kwargs)]  # type: ignore[arg-type]


def test_plain_sentences_split() -> None:
    assert sentences("It works. It is fast! Is it new?") == ["It works.", "It is fast!", "Is it new?"]


def test_spans_are_trimmed_local_offsets() -> None:
    text = "  First one.   Second one.  "
    assert split_sentences(text) == [(2, 12), (15, 26)]


def test_et_al_mid_sentence() -> None:
    assert sentences("Smith et al. showed this. We agree.") == ["Smith et al. showed this.", "We agree."]


def test_et_al_before_year() -> None:
    assert sentences("Smith et al. (2023) found it. It holds.") == ["Smith et al. (2023) found it.", "It holds."]


def test_et_al_can_end_a_sentence() -> None:
    assert sentences("It was proposed by Smith et al. We extend it.") == [
        "It was proposed by Smith et al.",
        "We extend it.",
    ]


def test_eg() -> None:
    assert sentences("Many models exist, e.g. BERT and GPT. They work.") == [
        "Many models exist, e.g. BERT and GPT.",
        "They work.",
    ]


def test_ie() -> None:
    assert sentences("The baseline, i.e. Dense Retrieval, is slow. Ours is not.") == [
        "The baseline, i.e. Dense Retrieval, is slow.",
        "Ours is not.",
    ]


def test_fig() -> None:
    assert sentences("As shown in Fig. 3, it works. Done.") == ["As shown in Fig. 3, it works.", "Done."]


def test_figs() -> None:
    assert sentences("Figs. 4 and 5 agree. Done.") == ["Figs. 4 and 5 agree.", "Done."]


def test_eq_with_parenthesis() -> None:
    assert sentences("Eq. (2) holds for all x. Done.") == ["Eq. (2) holds for all x.", "Done."]


def test_sec_with_dotted_number() -> None:
    assert sentences("Sec. 4.1 explains the setup. Done.") == ["Sec. 4.1 explains the setup.", "Done."]


def test_vs() -> None:
    assert sentences("BM25 vs. Dense Retrieval is close. Done.") == ["BM25 vs. Dense Retrieval is close.", "Done."]


def test_cf() -> None:
    assert sentences("This differs (cf. Table 2) a lot. Done.") == ["This differs (cf. Table 2) a lot.", "Done."]


def test_approx() -> None:
    assert sentences("It takes approx. 5 minutes. Done.") == ["It takes approx. 5 minutes.", "Done."]


def test_initials_in_a_name() -> None:
    assert sentences("J. R. R. Tolkien wrote it. It sold.") == ["J. R. R. Tolkien wrote it.", "It sold."]


def test_single_initial_before_surname() -> None:
    assert sentences("As A. Smith noted, it fails. Done.") == ["As A. Smith noted, it fails.", "Done."]


def test_initial_then_article_starts_new_sentence() -> None:
    assert sentences("See Appendix A. A second run agrees.") == ["See Appendix A.", "A second run agrees."]


def test_decimal_in_assignment() -> None:
    assert sentences("We measured pcc=0.88 on the test set. Done.") == [
        "We measured pcc=0.88 on the test set.",
        "Done.",
    ]


def test_decimal_at_sentence_end() -> None:
    assert sentences("The rate is 0.5. The cost is 2.") == ["The rate is 0.5.", "The cost is 2."]


def test_speedup_factor() -> None:
    assert sentences("It is 3.27x faster than BM25. Done.") == ["It is 3.27x faster than BM25.", "Done."]


def test_us_initialism_mid_sentence() -> None:
    assert sentences("Data from the U.S. Census were used. Done.") == ["Data from the U.S. Census were used.", "Done."]


def test_us_initialism_at_sentence_end() -> None:
    assert sentences("It was run in the U.S. The results follow.") == ["It was run in the U.S.", "The results follow."]


def test_numbered_items_in_running_text() -> None:
    assert sentences("1. The first step runs. 2. The second step ends.") == [
        "1. The first step runs.",
        "2. The second step ends.",
    ]


def test_number_at_sentence_end_still_splits() -> None:
    assert sentences("We used step 2. Then we stopped.") == ["We used step 2.", "Then we stopped."]


def test_ellipsis_then_capital_splits() -> None:
    assert sentences("We waited... Then it came.") == ["We waited...", "Then it came."]


def test_ellipsis_then_lowercase_continues() -> None:
    assert sentences("The results were... surprising. Done.") == ["The results were... surprising.", "Done."]


def test_unicode_ellipsis() -> None:
    assert sentences("We waited… Then it came.") == ["We waited…", "Then it came."]


def test_closing_quote_stays_with_sentence() -> None:
    assert sentences('He wrote "it works." Then he left.') == ['He wrote "it works."', "Then he left."]


def test_closing_bracket_stays_with_sentence() -> None:
    assert sentences("(This is true.) Next one.") == ["(This is true.)", "Next one."]


def test_emphasis_closer_stays_with_sentence() -> None:
    assert sentences("**It is bold.** Next one.") == ["**It is bold.**", "Next one."]


def test_lowercase_after_period_continues() -> None:
    assert sentences("Tools etc. are used here. Done.") == ["Tools etc. are used here.", "Done."]


def test_marker_before_period() -> None:
    text = "It was shown [3]. Next one."
    assert sentences(text, attach=[(13, 16)]) == ["It was shown [3].", "Next one."]


def test_a_period_after_a_marker_ends_the_sentence_before_a_lower_case_name() -> None:
    """Batch 51's "... should run with little change [3]. snpStats removes ..." was read as one
    sentence, and a finding on the second was shown on the first."""
    text = "Scripts should run with little change [3]. snpStats removes two classes [3]."
    assert sentences(text, attach=[(38, 41), (71, 74)]) == [
        "Scripts should run with little change [3].", "snpStats removes two classes [3]."]
    assert sentences("Tools etc. are used in [3] and more.", attach=[(23, 26)]) == [
        "Tools etc. are used in [3] and more."]


def test_marker_after_period_belongs_to_previous_sentence() -> None:
    text = "It was shown. [3] Next one."
    assert sentences(text, attach=[(14, 17)]) == ["It was shown. [3]", "Next one."]


def test_marker_after_period_without_space() -> None:
    text = "It was shown.[3] Next one."
    assert sentences(text, attach=[(13, 16)]) == ["It was shown.[3]", "Next one."]


def test_several_markers_after_period() -> None:
    text = "It was shown. [3] [4] Next one."
    assert sentences(text, attach=[(14, 17), (18, 21)]) == ["It was shown. [3] [4]", "Next one."]


def test_no_split_inside_protected_span() -> None:
    text = "See (Smith et al., 2023. Vol. 2) now. Next."
    protected = [(4, 32)]
    assert sentences(text, protected=protected) == ["See (Smith et al., 2023. Vol. 2) now.", "Next."]


def test_et_al_followed_by_marker_does_not_split() -> None:
    text = "As Smith et al. [3] showed, it works. Next."
    assert sentences(text, attach=[(16, 19)]) == ["As Smith et al. [3] showed, it works.", "Next."]


def test_sentence_starting_with_protected_span() -> None:
    # Inline code blanked to spaces still starts a new sentence.
    text = "We use it.        is fast."
    assert sentences(text, protected=[(11, 17)]) == ["We use it.", "is fast."]


def test_empty_and_blank_text() -> None:
    assert split_sentences("") == []
    assert split_sentences("   \n ") == []


def test_text_without_terminal_punctuation() -> None:
    assert sentences("A title-like line without a period") == ["A title-like line without a period"]


def test_pdf_passages_use_the_same_splitter_and_keep_superscript_citations() -> None:
    from rblint.engine.passages import split_sentences as split_pdf

    text = "We test many scenarios. 37 Other work uses e.g. graphs. Fig. 3 shows it. Recall is 0.88. 12, 14 We rerun."
    pieces = [text[a:b] for a, b in split_pdf(text)]
    assert pieces == ["We test many scenarios. 37", "Other work uses e.g. graphs.", "Fig. 3 shows it.",
                      "Recall is 0.88. 12, 14", "We rerun."]
    # Away from superscripts the two agree exactly (one abbreviation list, one set of rules).
    plain = "Dropout (Srivastava et al.) helps. It reduces overfitting, cf. Sec. 4.1 of the paper. The end."
    assert split_pdf(plain) == split_sentences(plain)
    assert split_pdf("xx " + plain, 3) == [(a + 3, b + 3) for a, b in split_sentences(plain)]


def test_a_superscript_citation_after_a_period_ends_its_sentence() -> None:
    """Vancouver and Nature style as a PDF's text gives it ("in Asia.1–3 The WHO"): two
    sentences were read as one, and RB005 quoted a merged pair as "the opposite"."""
    assert sentences("IDA is common, especially in Asia.1–3 The WHO estimates it.") == [
        "IDA is common, especially in Asia.1–3", "The WHO estimates it."]
    assert sentences("It was shown earlier.12 We then test it.") == ["It was shown earlier.12", "We then test it."]
    assert sentences("It grows (see below).4 The next one.") == ["It grows (see below).4", "The next one."]
    for whole in ("The value was 3.12 The next one.", "As shown in Fig.3 The results hold.",
                  "See Appendix A.1 The results hold.", "Smith et al.3 The results hold.", "We used version.2 of it."):
        assert sentences(whole) == [whole]  # a decimal, an abbreviation, an initial, "et al.", a lower-case word
