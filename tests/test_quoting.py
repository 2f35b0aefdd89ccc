"""Messages and hovers quote the passage's sentence that matches the claim, not its head."""

from __future__ import annotations

from pathlib import Path

import pytest

from rblint.engine.diagnostics import Evidence
from rblint.engine.editor import sentence_hover
from rblint.engine.markdown import parse_draft
from rblint.engine.quoting import quote_for

PASSAGE = (
    "We pretrain a dual encoder with a contrastive loss on citation contexts. "
    "Each context is paired with the abstract of the paper it cites. "
    "Training runs for three epochs on eight GPUs. "
    "On CiteBench the pretrained encoder raises citation recall from 0.71 to 0.88. "
    "We release the code and the data."
)


def test_the_matching_sentence_is_quoted_with_ellipses() -> None:
    quote = quote_for("Contrastive pretraining raises citation recall from 0.71 to 0.88 [1].", PASSAGE, 120)
    assert quote == "… On CiteBench the pretrained encoder raises citation recall from 0.71 to 0.88. …"


def test_a_short_passage_is_quoted_whole_and_a_long_sentence_is_cut_where_it_speaks_of_the_claim() -> None:
    assert quote_for("anything", "A short passage.", 120) == "A short passage."
    long = "word " * 80 + "target claim words here, and " + "more " * 40 + ". Another sentence follows here."
    quote = quote_for("target claim words", long, 60)
    assert len(quote) <= 64 and quote.startswith("… ") and quote.endswith(" …")
    assert "target claim words here" in quote
    # a word longer than the limit is left out when the claim's words are elsewhere, cut when not
    assert quote_for("target", "x" * 500 + " target.", 60) == "… target."
    assert quote_for("target", "x" * 500 + " other.", 60) == "x" * 58 + " …"


def test_numbers_weigh_more_than_common_words() -> None:
    passage = ("Citation recall improves with pretraining on large corpora of papers. "
               "Recall rose from 0.71 to 0.88 on the held-out set of the benchmark.")
    assert "0.71" in quote_for("Recall rose from 0.71 to 0.88 with pretraining", passage + " " + "Filler text. " * 10, 90)


DEEPINFER = Path(__file__).resolve().parents[2] / "shared" / "data" / "pdfs" / "deepinfer_icse2024_arxiv2401.14628.pdf"


@pytest.mark.shared
@pytest.mark.skipif(not DEEPINFER.exists(), reason="../shared/data/pdfs not present")
def test_the_hover_quotes_the_supporting_sentence_of_a_real_paper(tmp_path: Path) -> None:
    """On DeepInfer's ~350-token chunks (what the default scorer scores a claim against):
    a claim made of one sentence from the middle of a chunk gets that sentence in the
    hover, not the chunk's first 400 characters."""
    from rblint.engine.config import Config
    from rblint.engine.index import EvidenceIndex
    from rblint.engine.sentences import split_sentences

    document = EvidenceIndex(Config(cache_dir=tmp_path), embedder_factory=lambda: None).load(DEEPINFER)
    checked = 0
    for passage in document.chunks:
        text = " ".join(passage.text.split())
        spans = split_sentences(text)
        if len(text) < 900 or len(spans) < 5:
            continue
        start, end = spans[len(spans) // 2]
        claim = text[start:end]
        if len(claim.split()) < 8:
            continue
        draft = parse_draft(claim + " [1]\n", tmp_path / "draft.md")
        hover = sentence_hover(draft.sentences[0], 0.5, [Evidence("deepinfer", passage.text, 0.5, passage.page_start)])
        quoted = hover.split("> ", 1)[1].replace("\\", "")
        assert claim.split()[2] in quoted and claim.split()[-2] in quoted, (claim, quoted)
        assert not quoted.startswith(text[:60]), "the passage's head, not the matching sentence"
        checked += 1
        if checked == 5:
            break
    assert checked == 5
