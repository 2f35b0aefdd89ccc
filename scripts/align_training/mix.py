"""The align-mini v2 training mix: every ship-tier set, windowed, deduplicated, dev-clean.

Why one module: which sets may train shipped weights (MANIFEST tiers), how large each
is in the mix, and the two cleanliness rules - no pair twice, no pair whose context is
dev text - are decided here once, for training and for the tests that check them.
"""

from __future__ import annotations

import json
import random
import re
from pathlib import Path
from typing import Callable

from align_training import sets as D
from align_training.sets import Pair

from . import more_sets, science
from .windows import best_window, split_sentences


def _pubmedqa_windowed(align_train: Path) -> list[Pair]:
    """PubMedQA conclusions against their best 3-sentence window (not the whole abstract)."""
    pairs = []
    for pair in D.load_pubmedqa(align_train):
        window = best_window(split_sentences(pair.context), pair.claim)
        pairs.append(Pair(window or pair.context, pair.claim, bin=pair.bin, source="pubmedqa",
                          group=f"pubmedqa:{pair.context[:60]}"))
    return pairs


def loaders(shared: Path) -> dict[str, Callable[[], list[Pair]]]:
    """Every set that may train shipped weights, by name (``shared`` = ``../shared/data``)."""
    train, more, claims = shared / "align_train", shared / "align_train_more", shared / "claim_support"
    return {
        "snli": lambda: D.load_snli(train), "mnli": lambda: D.load_mnli(train),
        "breaking_nli": lambda: D.load_breaking_nli(train), "scinli": lambda: D.load_scinli(train),
        "scitail": lambda: D.load_scitail(train), "fever_nli": lambda: D.load_fever_nli(train),
        "qnli": lambda: D.load_qnli(train), "stsb": lambda: D.load_stsb(train),
        "factcc_pubmed": lambda: D.load_factcc_pubmed(train), "factcc_cnndm": lambda: D.load_factcc_cnndm(train),
        "entailment_bank": lambda: D.load_entailment_bank(train), "pubmedqa": lambda: _pubmedqa_windowed(train),
        "cad_snli": lambda: more_sets.load_cad_snli(more), "conjnli": lambda: more_sets.load_conjnli(more),
        "faithdial": lambda: more_sets.load_faithdial(more), "summedits": lambda: more_sets.load_summedits(more),
        "fm2": lambda: more_sets.load_fm2(more), "taxinli": lambda: more_sets.load_taxinli(more, train),
        "citint_windows": lambda: more_sets.load_citation_integrity_windows(claims),
        "science": lambda: (
            science.synthetic_pairs(science.citation_integrity_documents(claims), "science", seed=1)
            + science.synthetic_pairs(science.pubmedqa_documents(train), "science", seed=2)
            + science.synthetic_pairs(science.faithdial_documents(more), "science", seed=3)),
    }


# A value > 10 caps the set at that many pairs; <= 10 repeats it that many times.
V2_MIX: dict[str, float] = {  # key order fixes the seeded split and shuffle
    "snli": 6000, "mnli": 8000, "breaking_nli": 2000, "scinli": 2.0, "scitail": 1.0,
    "fever_nli": 6000, "qnli": 1500, "stsb": 3000, "factcc_pubmed": 1.0, "factcc_cnndm": 1.0,
    "entailment_bank": 1.0, "pubmedqa": 1.0, "cad_snli": 8000, "conjnli": 8000, "faithdial": 2.0,
    "summedits": 1.0, "fm2": 2.0, "taxinli": 1.0, "citint_windows": 3.0, "science": 0.7,
}


def _key(pair: Pair) -> tuple[str, str]:
    return (re.sub(r"\W+", " ", pair.context.lower()).strip(), re.sub(r"\W+", " ", pair.claim.lower()).strip())


def _shingles(text: str, n: int = 8) -> set[int]:
    words = re.findall(r"\w+", text.lower())
    return {hash(" ".join(words[i:i + n])) for i in range(max(0, len(words) - n + 1))}


def dev_shingles(shared: Path) -> set[int]:
    """8-word shingles of every dev source text (WiCE evidence, QAGS articles, Cit.-Int. dev abstracts)."""
    dev = shared / "claim_support_dev"
    texts: list[str] = []
    wice = dev / "wice" / "oracle_chunks_claim_dev.jsonl"
    if wice.is_file():
        for line in wice.read_text(encoding="utf-8").splitlines():
            item = json.loads(line)
            evidence = item.get("evidence")
            texts.append(" ".join(evidence) if isinstance(evidence, list) else str(evidence))
            texts.append(str(item.get("claim", "")))
    qags = dev / "qags_xsum" / "mturk_xsum.jsonl"
    if qags.is_file():
        for line in qags.read_text(encoding="utf-8").splitlines():
            texts.append(str(json.loads(line).get("article", "")))
    citint = shared / "claim_support" / "citation_integrity"
    dev_docs: set[int] = set()
    for line in (citint / "claims_dev.jsonl").read_text(encoding="utf-8").splitlines():
        record = json.loads(line)
        dev_docs.update(int(d) for d in record["cited_doc_ids"])
        texts.append(record["claim"])
    for line in (citint / "corpus.jsonl").read_text(encoding="utf-8").splitlines():
        record = json.loads(line)
        if int(record["doc_id"]) in dev_docs:
            texts.append(" ".join(record["abstract"]))
    found: set[int] = set()
    for text in texts:
        found |= _shingles(text)
    return found


def touches_dev(pair: Pair, dev: set[int], share: float = 0.3) -> bool:
    shingles = _shingles(pair.context) | _shingles(pair.claim)
    return bool(shingles) and len(shingles & dev) / len(shingles) >= share


def build_v2_mix(
    shared: Path, mix: dict[str, float] | None = None, *, seed: int = 13, scale: float = 1.0,
    select_on: tuple[str, ...] = ("citint_windows", "science"), valid_per_source: int = 100,
    valid_per_selected: int = 400,
) -> tuple[list[Pair], list[Pair], dict[str, int]]:
    """(train, validation, report). Validation is held out per source, by group, before repetition.

    ``report`` counts what the cleanliness rules removed (duplicates, dev overlap).
    """
    rng = random.Random(seed)
    dev = dev_shingles(shared)
    seen: set[tuple[str, str]] = set()
    report = {"duplicates": 0, "dev_overlap": 0}
    train: list[Pair] = []
    valid: list[Pair] = []
    available = loaders(shared)
    for name, size in (mix or V2_MIX).items():
        pairs = []
        for pair in available[name]():
            if not pair.context or not pair.claim:
                continue
            key = _key(pair)
            if key in seen:
                report["duplicates"] += 1
                continue
            if touches_dev(pair, dev):
                report["dev_overlap"] += 1
                continue
            seen.add(key)
            # "#": a namespace of its own ("faithdial:7" is a FaithDial knowledge document in
            # the science set); same order within a set as before, so the seeded split is unchanged.
            pairs.append(pair if pair.group else Pair(pair.context, pair.claim, pair.tri, pair.bin, pair.reg,
                                                      pair.source, f"{name}#{len(pairs)}"))
        groups = sorted({p.group for p in pairs})
        rng.shuffle(groups)
        wanted = valid_per_selected if name in select_on else valid_per_source
        held: set[str] = set()
        count = 0
        by_group: dict[str, int] = {}
        for p in pairs:
            by_group[p.group] = by_group.get(p.group, 0) + 1
        for group in groups:
            if count >= wanted or count >= len(pairs) * 0.15:
                break
            held.add(group)
            count += by_group[group]
        valid.extend(p for p in pairs if p.group in held)
        pool = [p for p in pairs if p.group not in held]
        rng.shuffle(pool)
        total = int((size if size > 10 else size * len(pool)) * scale)
        if pool:
            train.extend(pool[i % len(pool)] for i in range(total))
        report[name] = len(pairs)
    rng.shuffle(train)
    return train, valid, report


def write_mix(path: Path, name: str, train: list[Pair], valid: list[Pair]) -> None:
    """A built mix as xz-compressed JSON lines (a header, then one pair per line), so a machine
    without ../shared (a lent GPU) trains on exactly the pairs built here."""
    import dataclasses
    import lzma

    with lzma.open(path, "wt", encoding="utf-8", preset=9) as handle:
        handle.write(json.dumps({"mix": name, "train": len(train), "valid": len(valid)}) + "\n")
        for split, pairs in (("train", train), ("valid", valid)):
            for pair in pairs:
                row = dataclasses.asdict(pair)
                row["reg"] = None if row["reg"] != row["reg"] else row["reg"]  # NaN is not JSON
                handle.write(json.dumps({"split": split, **row}, ensure_ascii=False) + "\n")


def read_mix(path: Path) -> tuple[str, list[Pair], list[Pair]]:
    """(mix name, train, validation) as :func:`write_mix` wrote them."""
    import lzma
    import math

    with lzma.open(path, "rt", encoding="utf-8") as handle:
        header = json.loads(handle.readline())
        splits: dict[str, list[Pair]] = {"train": [], "valid": []}
        for line in handle:
            row = json.loads(line)
            split = row.pop("split")
            row["reg"] = math.nan if row["reg"] is None else row["reg"]
            splits[split].append(Pair(**row))
    if len(splits["train"]) != header["train"] or len(splits["valid"]) != header["valid"]:
        raise ValueError(f"{path} is truncated: {header} announced")
    return str(header["mix"]), splits["train"], splits["valid"]
