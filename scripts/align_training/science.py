"""Synthetic claim/evidence pairs from permissively licensed scientific text.

For a target sentence of a document, the context is a window of 1-3 sentences around it
(what retrieval hands the model at run time) and the claims are: the sentence as a
citing sentence would state it (ALIGNED); its finding reversed, its negation toggled or
a number changed (CONTRADICT); a hedge dropped or the finding over-generalised, a
sentence of the same document outside the window, or one of another document (NEUTRAL);
an entity swapped for another of the same document (binary NOT-ALIGNED). All pairs of
one document share a group, so none straddles the train/validation split.

Text sources (all may train shipped weights): Citation-Integrity abstracts (MIT; the
abstracts cited by *dev* claims are excluded), PubMedQA abstracts (MIT), FaithDial
knowledge sentences (MIT).
"""

from __future__ import annotations

import csv
import json
import random
from dataclasses import dataclass
from pathlib import Path

from align_training.sets import ALIGNED, CONTRADICT, NEUTRAL, Pair

from . import edits
from .windows import neighbour_window, split_sentences


@dataclass(frozen=True)
class Document:
    key: str
    sentences: tuple[str, ...]


def citation_integrity_documents(claim_support: Path) -> list[Document]:
    """Abstracts of the Citation-Integrity corpus, minus every abstract a dev claim cites."""
    folder = claim_support / "citation_integrity"
    dev_docs: set[int] = set()
    with (folder / "claims_dev.jsonl").open(encoding="utf-8") as handle:
        for line in handle:
            dev_docs.update(int(doc) for doc in json.loads(line)["cited_doc_ids"])
    documents = []
    with (folder / "corpus.jsonl").open(encoding="utf-8") as handle:
        for line in handle:
            record = json.loads(line)
            if int(record["doc_id"]) in dev_docs:
                continue
            sentences = tuple(s.strip() for s in record["abstract"] if len(s.split()) >= 5)
            if len(sentences) >= 2:
                documents.append(Document(f"citint-doc:{record['doc_id']}", sentences))
    return documents


def pubmedqa_documents(align_train: Path) -> list[Document]:
    data = json.loads((align_train / "pubmedqa/ori_pqal.json").read_text(encoding="utf-8"))
    documents = []
    for key, item in data.items():
        sentences = [s for paragraph in item["CONTEXTS"] for s in split_sentences(paragraph, 5)]
        sentences += split_sentences(item["LONG_ANSWER"], 5)
        if len(sentences) >= 2:
            documents.append(Document(f"pubmedqa:{key}", tuple(sentences)))
    return documents


def faithdial_documents(align_train_more: Path) -> list[Document]:
    """FaithDial knowledge snippets (one or two Wikipedia-style sentences each)."""
    seen: set[str] = set()
    documents = []
    for path in sorted((align_train_more / "faithdial_audit").glob("*.csv")):
        with path.open(encoding="utf-8", newline="") as handle:
            for row in csv.DictReader(handle):
                text = (row.get("knowledge") or row.get("evidence") or "").strip()
                if text and text not in seen:
                    seen.add(text)
                    sentences = split_sentences(text, 5) or [text]
                    documents.append(Document(f"faithdial:{len(documents)}", tuple(sentences)))
    return documents


def _pair(context: str, claim: str, label: int, source: str, group: str) -> Pair:
    return Pair(context, claim, tri=label, bin=int(label == ALIGNED), source=source, group=group)


def synthetic_pairs(documents: list[Document], source: str, seed: int = 0,
                    targets_per_document: float = 0.5) -> list[Pair]:
    """Pairs from ``targets_per_document`` x sentences targets per document (at least one)."""
    rng = random.Random(seed)
    pairs: list[Pair] = []
    for doc_index, document in enumerate(documents):
        sentences = list(document.sentences)
        pool = edits.entities(sentences)
        count = max(1, round(len(sentences) * targets_per_document))
        for target in rng.sample(range(len(sentences)), min(count, len(sentences))):
            context, left, right = neighbour_window(sentences, target, rng)
            claim = sentences[target]
            group = document.key

            pairs.append(_pair(context, edits.as_citing_sentence(claim, rng), ALIGNED, source, group))

            contradictions = [edit for edit in (
                edits.reverse_finding(claim, rng), edits.toggle_negation(claim, rng),
                edits.change_number(claim, rng)) if edit and edit != claim]
            rng.shuffle(contradictions)
            for edited in dict.fromkeys(contradictions[:1 + int(rng.random() < 0.3)]):
                pairs.append(_pair(context, edits.as_citing_sentence(edited, rng), CONTRADICT, source, group))

            stronger = [edit for edit in (edits.drop_hedge(claim, rng), edits.overgeneralise(claim, rng))
                        if edit and edit != claim]
            if stronger:
                pairs.append(_pair(context, edits.as_citing_sentence(rng.choice(stronger), rng),
                                   NEUTRAL, source, group))
            outside = [s for i, s in enumerate(sentences) if i < left or i > right]
            if outside and rng.random() < 0.5:  # same topic, not stated in the window
                pairs.append(_pair(context, edits.as_citing_sentence(rng.choice(outside), rng),
                                   NEUTRAL, source, group))
            else:
                other = documents[(doc_index + rng.randrange(1, len(documents))) % len(documents)]
                pairs.append(_pair(context, rng.choice(other.sentences), NEUTRAL, source, group))
            swapped = edits.swap_entity(claim, pool, rng)
            if swapped and rng.random() < 0.5:
                pairs.append(Pair(context, swapped, bin=0, source=source, group=group))
    return pairs
