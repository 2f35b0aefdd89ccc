"""Loaders for ``align_train_more`` (ship and caution tiers) and windowed in-domain pairs.

Each loader applies the filter MANIFEST.tsv names for its tier, so what comes out may
train shipped weights: SummEdits without its samsum domain (CC BY-NC-ND documents),
TaxiNLI without its MNLI-dev rows. DNC is not loaded: none of its rows carries the
``corpus-license`` field its filter needs, so no row can be shown to be permissive.
Long documents (SummEdits, Citation-Integrity abstracts) are cut to short evidence windows.
"""

from __future__ import annotations

import csv
import json
from pathlib import Path

from align_training.sets import ALIGNED, CONTRADICT, NEUTRAL, NLI3, Pair

from .windows import best_window, split_sentences

csv.field_size_limit(1 << 30)


def _tri(context: str, claim: str, label: int, source: str, group: str = "") -> Pair:
    return Pair(context.strip(), claim.strip(), tri=label, bin=int(label == ALIGNED), source=source, group=group)


def _tsv(path: Path) -> list[dict[str, str]]:
    with path.open(encoding="utf-8-sig", newline="") as handle:
        return list(csv.DictReader(handle, delimiter="\t", quoting=csv.QUOTE_NONE))


def load_cad_snli(root: Path) -> list[Pair]:
    """Counterfactually revised SNLI (ship): minimal edits that flip the label."""
    pairs = []
    for name in ("train.tsv", "dev.tsv", "test.tsv"):
        for row in _tsv(root / "cad_snli" / name):
            label = NLI3.get((row.get("gold_label") or "").strip())
            if label is not None:
                pairs.append(_tri(row["sentence1"], row["sentence2"], label, "cad_snli", f"cad:{row['sentence1'][:80]}"))
    return pairs


def load_conjnli(root: Path) -> list[Pair]:
    """ConjNLI (ship): inference over conjunctions, adversarial train + dev + test."""
    pairs = []
    for name in ("adversarial_train_15k.tsv", "conj_dev.tsv", "conj_test.tsv"):
        for row in _tsv(root / "conjnli" / name):
            label = NLI3.get((row.get("Label") or "").strip())
            if label is not None:
                pairs.append(_tri(row["Premise"], row["Hypothesis"], label, "conjnli"))
    return pairs


_BEGIN = {"entailment": ALIGNED, "hallucination": NEUTRAL, "partial hallucination": NEUTRAL}


def load_faithdial(root: Path) -> list[Pair]:
    """FaithDial / BEGIN audit (ship): knowledge -> response; generic and uncooperative dropped."""
    pairs = []
    for path in sorted((root / "faithdial_audit").glob("*.csv")):
        with path.open(encoding="utf-8", newline="") as handle:
            reader = csv.DictReader(handle)
            fields = reader.fieldnames or []
            response = next((f for f in fields if f not in {"knowledge", "evidence", "history", "begin_label",
                                                             "vrm_label", "BEGIN", "VRM"}), "")
            for row in reader:
                label = _BEGIN.get((row.get("begin_label") or row.get("BEGIN") or "").strip().lower())
                context = row.get("knowledge") or row.get("evidence") or ""
                if label is not None and context and row.get(response):
                    pairs.append(_tri(context, row[response], label, "faithdial"))
    return pairs


def load_summedits(root: Path) -> list[Pair]:
    """SummEdits (caution): samsum dropped; each summary against its best 3-sentence window."""
    pairs = []
    for path in sorted((root / "summedits").glob("summedits_*.json")):
        if path.stem.endswith("samsum"):
            continue
        for item in json.loads(path.read_text(encoding="utf-8")):
            window = best_window(split_sentences(item["doc"]), item["summary"])
            if window and str(item.get("label")) in ("0", "1"):
                pairs.append(Pair(window, item["summary"], bin=int(str(item["label"]) == "1"),
                                  source="summedits", group=f"summedits:{str(item['id']).rsplit('_', 1)[0]}"))
    return pairs


def load_fm2(root: Path) -> list[Pair]:
    """Fool-Me-Twice (caution, Apache-2.0 + Wikipedia): claim vs its gold evidence sentences."""
    mapping = {"SUPPORTS": ALIGNED, "REFUTES": CONTRADICT}
    pairs = []
    for name in ("dev.jsonl", "test.jsonl"):
        for line in (root / "fm2" / name).read_text(encoding="utf-8").splitlines():
            item = json.loads(line)
            evidence = " ".join(e["text"] for e in item.get("gold_evidence", [])[:3])
            if evidence and item.get("label") in mapping:
                pairs.append(_tri(evidence, item["text"], mapping[item["label"]], "fm2", f"fm2:{item['id']}"))
    return pairs


def load_taxinli(root: Path, align_train: Path) -> list[Pair]:
    """TaxiNLI (caution): rows that are MNLI dev pairs dropped (7,728 of 10,071)."""
    with (align_train / "mnli/dev.csv").open(encoding="utf-8", newline="") as handle:
        mnli_dev = {(p.strip(), h.strip()) for p, h, *_ in list(csv.reader(handle))[1:]}
    pairs = []
    for row in _tsv(root / "taxinli/taxinli10k.tsv"):
        label = NLI3.get((row.get("label") or "").strip())
        key = (row["prem"].strip(), row["hyp"].strip())
        if label is not None and key not in mnli_dev:
            pairs.append(_tri(row["prem"], row["hyp"], label, "taxinli"))
    return pairs


def load_citation_integrity_windows(claim_support: Path) -> list[Pair]:
    """Citation-Integrity *train* claims vs the evidence sentences annotators marked.

    SUPPORT / REFUTE claims get their rationale sentences (at most 3) as the context;
    claims without evidence (NEI) get the best-matching window of the cited abstract.
    The dev split is never read here.
    """
    from align_training.citation_integrity import clean_claim

    folder = claim_support / "citation_integrity"
    corpus: dict[int, list[str]] = {}
    with (folder / "corpus.jsonl").open(encoding="utf-8") as handle:
        for line in handle:
            record = json.loads(line)
            corpus[int(record["doc_id"])] = [s.strip() for s in record["abstract"]]
    mapping = {"SUPPORT": ALIGNED, "REFUTE": CONTRADICT}
    pairs = []
    with (folder / "claims_train.jsonl").open(encoding="utf-8") as handle:
        for line in handle:
            record = json.loads(line)
            claim = clean_claim(record["claim"])
            group = f"citint:{record['id']}"
            found = False
            for doc, items in record["evidence"].items():
                sentences = corpus.get(int(doc), [])
                for item in items:
                    chosen = [sentences[i] for i in item.get("sentences", []) if 0 <= i < len(sentences)][:3]
                    if chosen and item.get("label") in mapping:
                        pairs.append(_tri(" ".join(chosen), claim, mapping[item["label"]], "citint_windows", group))
                        found = True
            if not found:
                sentences = [s for doc in record["cited_doc_ids"] for s in corpus.get(int(doc), [])]
                window = best_window(sentences, claim)
                if window:
                    pairs.append(_tri(window, claim, NEUTRAL, "citint_windows", group))
    return pairs

