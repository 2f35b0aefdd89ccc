"""Loads the shared claim_support data (Citation-Integrity, SciFact schema).

Why here: evaluation and calibration read the dev split, and align-mini trains on the
(MIT-licensed) train split, so all of them must read claims and sources the same way.

A claim is SUPPORT (label 1) when its evidence says SUPPORT; REFUTE and NEI (no
evidence) are 0. The source text is the cited document's sentences joined; the claim's
citation markers (``[<|cit|>]``, ``(<|multi_cit|>)``...) are removed before scoring.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import Path

_MARKER = re.compile(r"\s*[\[(]?(?:Table\s*)?<\|[a-z_]+\|>[\])]?")


@dataclass(frozen=True)
class Example:
    """One citing sentence (markers removed) and the text of the work it cites."""

    id: str
    claim: str
    source: str
    label: int  # 1 SUPPORT, 0 REFUTE / NEI
    fine: str  # SUPPORT / REFUTE / NEI
    sentences: tuple[str, ...] = ()  # the source's sentences (``source`` is them joined)


def clean_claim(text: str) -> str:
    text = _MARKER.sub("", text)
    text = re.sub(r"\s+([.,;:])", r"\1", text)
    return re.sub(r"\s+", " ", text).strip()


def load_examples(data: Path, split: str) -> list[Example]:
    corpus: dict[int, list[str]] = {}
    with (data / "corpus.jsonl").open(encoding="utf-8") as handle:
        for line in handle:
            record = json.loads(line)
            corpus[int(record["doc_id"])] = list(record["abstract"])
    examples: list[Example] = []
    with (data / f"claims_{split}.jsonl").open(encoding="utf-8") as handle:
        for line in handle:
            record = json.loads(line)
            labels = {item["label"] for items in record["evidence"].values() for item in items}
            fine = "SUPPORT" if labels == {"SUPPORT"} else ("REFUTE" if "REFUTE" in labels else "NEI")
            sentences = tuple(sentence.strip() for doc in record["cited_doc_ids"]
                              for sentence in corpus.get(int(doc), []) if sentence.strip())
            if not sentences:
                continue
            examples.append(Example(str(record["id"]), clean_claim(record["claim"]), " ".join(sentences),
                                    1 if fine == "SUPPORT" else 0, fine, sentences))
    return examples
