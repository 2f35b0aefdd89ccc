"""The second-domain RB006 set builder: what counts as needing a reference, and what as the authors' own."""

from __future__ import annotations

from build_cs_needs_reference import rows_of, strip_markers

PAPER = """Some Title
Abstract
We study retrieval.
1 Introduction
Retrieval matters for question answering (Chen et al., 2017). In this paper, we propose a dense retriever
that learns from question-passage pairs.
2 Related Work
Sparse models such as BM25 were the standard for years [3, 5-7]. Dense encoders were trained
discriminatively by Yih et al. (2011) and later refined. They are fast. Our approach differs
from these in using in-batch negatives for training.
3 Method
We encode questions with BERT and compare them to passages.
"""


def test_markers_are_removed_and_counted() -> None:
    assert strip_markers("Shown before [3, 5-7] and (Lee, 2019; Kim et al., 2020).") == ("Shown before and.", 2)
    # A narrative marker loses its year; the names stay, as in a draft that dropped the reference.
    assert strip_markers("Trained by Yih et al. (2011) first.") == ("Trained by Yih et al. first.", 1)


def test_rows_keep_cited_related_work_and_own_sentences_only() -> None:
    rows = rows_of("paper", PAPER.splitlines())
    labelled = {(row["label"], row["section"], row["sentence"]) for row in rows}
    assert ("needs", "related", "Sparse models such as BM25 were the standard for years.") in labelled
    assert ("none", "related", "Our approach differs from these in using in-batch negatives for training.") in labelled
    assert ("none", "introduction", "In this paper, we propose a dense retriever that learns from question-passage pairs.") in labelled
    sentences = {row["sentence"] for row in rows}
    assert not any(s.startswith("They are fast") for s in sentences)  # unmarked third person: no label
    assert not any("Retrieval matters" in s for s in sentences)  # cited, but not in related work
    assert not any("encode questions" in s for s in sentences)  # the method section is not read
