"""Training pairs for align-mini: the shared ``align_train`` sets mapped onto the three heads.

Why: AlignScore learns "does the context support the claim" from many tasks at once; each
dataset feeds the head its labels fit (README of ``align_train``). Loaders respect the
MANIFEST pitfalls (SciTail's dev.csv is the test split, QNLI's premise is the question,
tokenised SNLI test is skipped, SICK's re-annotated relatedness column is not used).
Only permissively licensed sets are used unless ``allow_restricted`` is set, so the
shipped weights keep a clean provenance. Synthetic negatives on scientific sentences
(numbers, entities, directions, negation, replaced spans) target what research drafts
get wrong.
"""

from __future__ import annotations

import ast
import csv
import json
import math
import random
import re
import zipfile
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Iterable

ALIGNED, NEUTRAL, CONTRADICT = 0, 1, 2
IGNORE = -100
NLI3 = {"entailment": ALIGNED, "neutral": NEUTRAL, "contradiction": CONTRADICT}

# Licences per the shared README: only these may train shipped weights.
PERMISSIVE = (
    "snli", "mnli", "breaking_nli", "scinli", "scitail", "fever_nli", "pubmedqa", "qnli",
    "factcc_pubmed", "factcc_cnndm", "entailment_bank", "stsb", "synthetic",
    "citation_integrity", "citation_integrity_synthetic",
)
RESTRICTED = ("anli", "sick", "mrpc", "healthver", "climate_fever", "rte")

csv.field_size_limit(1 << 30)

from .edits import swap_entity  # noqa: E402 - one entity swap for the v1 and v2 synthetic pairs


@dataclass
class Pair:
    """One training pair; a head label of IGNORE / NaN means that head is not trained on it."""

    context: str
    claim: str
    tri: int = IGNORE
    bin: int = IGNORE
    reg: float = math.nan
    source: str = ""
    group: str = ""  # the item a pair derives from: pairs sharing a group never straddle train/validation


def _tri(context: str, claim: str, label: int, source: str, group: str = "") -> Pair:
    """3-way examples also train the binary head (ALIGNED vs rest)."""
    return Pair(context, claim, tri=label, bin=int(label == ALIGNED), source=source, group=group)


def _bin(context: str, claim: str, label: int, source: str) -> Pair:
    return Pair(context, claim, bin=int(label), source=source)


def _rows(path: Path, delimiter: str = ",", header: bool = True) -> list[list[str]]:
    with path.open(encoding="utf-8", newline="") as handle:
        rows = list(csv.reader(handle, delimiter=delimiter))
    return rows[1:] if header else rows


def load_snli(root: Path) -> list[Pair]:
    # Only the raw-text dev file; the e-SNLI test files are tokenised (pitfall).
    return [_tri(p, h, NLI3[l], "snli") for p, h, l in _rows(root / "snli/snli_dev.csv") if l in NLI3]


def load_mnli(root: Path) -> list[Pair]:
    return [_tri(p, h, NLI3[l], "mnli") for p, h, l in _rows(root / "mnli/dev.csv") if l in NLI3]


def load_breaking_nli(root: Path, max_contradictions: int = 1000, seed: int = 0) -> list[Pair]:
    with zipfile.ZipFile(root / "breaking_nli/breaking_nli_dataset.zip") as archive:
        lines = archive.read("data/dataset.jsonl").decode("utf-8").splitlines()
    pairs = []
    for line in lines:
        item = json.loads(line)
        if item.get("gold_label") in NLI3:
            pairs.append(_tri(item["sentence1"], item["sentence2"], NLI3[item["gold_label"]], "breaking_nli"))
    contradictions = [p for p in pairs if p.tri == CONTRADICT]
    random.Random(seed).shuffle(contradictions)
    return [p for p in pairs if p.tri != CONTRADICT] + contradictions[:max_contradictions]


def load_scinli(root: Path, restricted: bool = False) -> list[Pair]:
    """CC BY-SA train_1/2; dev/test (unclear licence) only when ``restricted``. Drops 'reasoning'."""
    mapping = {"entailment": ALIGNED, "neutral": NEUTRAL, "contrasting": CONTRADICT}
    pairs = []
    for name in ("train_1.tsv", "train_2.tsv"):
        for row in _rows(root / "scinli" / name, delimiter="\t"):
            if len(row) >= 4 and row[3] in mapping:
                pairs.append(_tri(row[1], row[2], mapping[row[3]], "scinli"))
    if restricted:
        for name in ("dev.csv", "test.csv"):
            with (root / "scinli" / name).open(encoding="utf-8", newline="") as handle:
                for row in csv.DictReader(handle):
                    label = row.get("label", "")
                    if label in mapping:
                        pairs.append(_tri(row["sentence1"], row["sentence2"], mapping[label], "scinli_devtest"))
    return pairs


def load_scitail(root: Path) -> list[Pair]:
    # dev.csv is the SciTail TEST split (pitfall); it is all we have, fine for training here.
    return [_bin(re.sub(r"\s+", " ", p), h, l == "entailment", "scitail")
            for p, h, l in _rows(root / "scitail/dev.csv")]


def load_fever_nli(root: Path) -> list[Pair]:
    pairs = []
    for name in ("dev.txt", "test.txt"):
        for row in _rows(root / "fever_nli_binary" / name, delimiter="\t", header=False):
            if len(row) == 3:
                pairs.append(_bin(row[1], row[2], row[0] == "entailment", "fever_nli"))
    return pairs


def load_qnli(root: Path) -> list[Pair]:
    # 'premise' is the question (pitfall): the sentence is the context, the question the claim.
    return [_bin(sentence, question, l == "entailment", "qnli")
            for question, sentence, l in _rows(root / "qnli/dev.csv")]


def load_stsb(root: Path) -> list[Pair]:
    pairs = []
    for name in ("stsb-en-train.csv", "stsb-en-dev.csv", "stsb-en-test.csv"):
        for row in _rows(root / "stsb" / name, header=False):
            if len(row) == 3:
                pairs.append(Pair(row[0], row[1], reg=float(row[2]) / 5.0, source="stsb"))
    return pairs


def _window(text: str, span: tuple[int, int], chars: int = 700) -> str:
    """A context window around the claim's source span (long articles; short sequences)."""
    start = max(0, (span[0] + span[1]) // 2 - chars // 2)
    start = text.rfind(" ", 0, start) + 1 if start > 0 else 0
    return text[start:start + chars]


def _span(value: str) -> tuple[int, int] | None:
    try:
        start, end = ast.literal_eval(value)
        return int(start), int(end)
    except (ValueError, SyntaxError, TypeError):
        return None


def load_factcc_pubmed(root: Path) -> list[Pair]:
    pairs = []
    for name in ("data-dev-positive.jsonl", "data-dev-negative.jsonl",
                 "data-dev-positive-noise.jsonl", "data-dev-negative-noise.jsonl"):
        for line in (root / "factcc_pubmed" / name).read_text(encoding="utf-8").splitlines():
            item = json.loads(line)
            span = _span(str(item.get("extraction_span")))
            if span is None:
                continue
            pairs.append(_bin(_window(item["text"], span), item["claim"],
                              item["label"] == "CORRECT", "factcc_pubmed"))
    return pairs


def load_factcc_cnndm(root: Path) -> list[Pair]:
    pairs = []
    with (root / "factcc_cnndm_sample/sample_1k.csv").open(encoding="utf-8", newline="") as handle:
        for row in csv.DictReader(handle):
            span = _span(row.get("extraction_span", ""))
            if span is None or row.get("label") not in ("SUPPORTS", "REFUTES"):
                continue
            pairs.append(_bin(_window(row["text"], span), row["claim"],
                              row["label"] == "SUPPORTS", "factcc_cnndm"))
    return pairs


def _eb_fields(line: str) -> dict[str, str]:
    fields = {}
    for part in re.split(r" ; (?=\$\w+\$ = )", line.split("\t")[0]):
        match = re.match(r"\s*\$(\w+)\$ = (.*)", part, re.S)
        if match:
            fields[match.group(1)] = match.group(2).strip()
    return fields


def _eb_sentences(context: str) -> list[str]:
    return [s.strip() for s in re.split(r"sent\d+: ", context) if s.strip()]


def load_entailment_bank(root: Path, seed: int = 0) -> list[Pair]:
    """Gold facts -> hypothesis (aligned); distractor facts alone -> hypothesis (not aligned)."""
    rng = random.Random(seed)
    gold: dict[str, list[str]] = {}
    pairs = []
    for line in (root / "entailment_bank/task_1_train.tsv").read_text(encoding="utf-8").splitlines():
        fields = _eb_fields(line)
        if "hypothesis" in fields and "context" in fields:
            facts = _eb_sentences(fields["context"])
            gold[fields["hypothesis"]] = facts
            pairs.append(_bin(". ".join(facts) + ".", fields["hypothesis"], 1, "entailment_bank"))
    for line in (root / "entailment_bank/task_2_train.tsv").read_text(encoding="utf-8").splitlines():
        fields = _eb_fields(line)
        hypothesis = fields.get("hypothesis")
        if hypothesis in gold and "context" in fields:
            distractors = [s for s in _eb_sentences(fields["context"]) if s not in set(gold[hypothesis])]
            rng.shuffle(distractors)
            if distractors:
                pairs.append(_bin(". ".join(distractors[:6]) + ".", hypothesis, 0, "entailment_bank"))
    return pairs


def load_pubmedqa_abstracts(root: Path) -> list[dict]:
    """PubMedQA items: question, context paragraphs, long answer, decision (MIT)."""
    data = json.loads((root / "pubmedqa/ori_pqal.json").read_text(encoding="utf-8"))
    return list(data.values())


def load_pubmedqa(root: Path, seed: int = 0) -> list[Pair]:
    """Abstract -> its conclusion (aligned); -> flipped conclusion / another's (not aligned)."""
    rng = random.Random(seed)
    items = load_pubmedqa_abstracts(root)
    pairs = []
    for index, item in enumerate(items):
        context = " ".join(item["CONTEXTS"])
        answer = item["LONG_ANSWER"]
        pairs.append(_bin(context, answer, 1, "pubmedqa"))
        flipped = negate(answer, rng) or swap_direction(answer)
        if flipped:
            pairs.append(_bin(context, flipped, 0, "pubmedqa"))
        other = items[(index + rng.randrange(1, len(items))) % len(items)]["LONG_ANSWER"]
        pairs.append(_bin(context, other, 0, "pubmedqa"))
    return pairs


# ---------------------------------------------------------------- synthetic negatives

DIRECTIONS = [
    ("increases", "decreases"), ("increased", "decreased"), ("increase", "decrease"),
    ("increasing", "decreasing"), ("higher", "lower"), ("more", "less"), ("greater", "smaller"),
    ("improved", "worsened"), ("improves", "worsens"), ("enhanced", "reduced"),
    ("enhances", "reduces"), ("promotes", "inhibits"), ("promoted", "inhibited"),
    ("upregulated", "downregulated"), ("up-regulated", "down-regulated"),
    ("positive", "negative"), ("positively", "negatively"), ("elevated", "reduced"),
    ("larger", "smaller"), ("longer", "shorter"), ("faster", "slower"), ("better", "worse"),
    ("above", "below"), ("rise", "fall"), ("gain", "loss"), ("outperforms", "underperforms"),
    ("significant", "non-significant"), ("risk factor", "protective factor"),
]
_DIRECTION_MAP = {a: b for a, b in DIRECTIONS} | {b: a for a, b in DIRECTIONS}
_DIRECTION_RE = re.compile(r"\b(" + "|".join(re.escape(w) for w in sorted(_DIRECTION_MAP, key=len, reverse=True)) + r")\b", re.I)
_NUMBER_RE = re.compile(r"(?<![\w.])(\d+(?:\.\d+)?)(\s?%|\s?-?fold|x\b)?")
_AUX_RE = re.compile(r"\b(is|are|was|were|can|could|may|might|did|does|do|has|have|had|will|should)\b(?! not)")
_NOT_RE = re.compile(r"\b(is|are|was|were|can|could|did|does|do|has|have|had|will|should) not\b|\bno\b")
_ENTITY_RE = re.compile(r"\b(?:[A-Z][A-Za-z0-9-]*[A-Z0-9][A-Za-z0-9-]*|[A-Z][a-z]{3,})\b")
_SENT_RE = re.compile(r"(?<=[.!?])\s+(?=[A-Z(])")


def split_sentences(text: str) -> list[str]:
    return [s.strip() for s in _SENT_RE.split(text) if len(s.split()) >= 5]


def swap_direction(sentence: str) -> str | None:
    """'X increases Y' -> 'X decreases Y' (first direction word)."""
    match = _DIRECTION_RE.search(sentence)
    if not match:
        return None
    word = match.group(0)
    new = _DIRECTION_MAP[word.lower()]
    new = new.capitalize() if word[0].isupper() else new
    return sentence[:match.start()] + new + sentence[match.end():]


def swap_number(sentence: str, rng: random.Random) -> str | None:
    """Change one number to a plausible different value, same format."""
    matches = [m for m in _NUMBER_RE.finditer(sentence) if not (1900 <= float(m.group(1)) <= 2030 and "." not in m.group(1))]
    if not matches:
        return None
    match = rng.choice(matches)
    text = match.group(1)
    value = float(text)
    for _ in range(10):
        factor = rng.choice([0.5, 0.7, 1.3, 1.5, 2.0, 3.0])
        new_value = value * factor + rng.choice([-1, 1]) * (rng.random() if value < 1 else 0)
        decimals = len(text.split(".")[1]) if "." in text else 0
        new_text = f"{max(new_value, 0):.{decimals}f}"
        if new_text != text:
            return sentence[:match.start(1)] + new_text + sentence[match.end(1):]
    return None


def negate(sentence: str, rng: random.Random | None = None) -> str | None:
    """Remove an existing 'not', else insert one after the first auxiliary verb."""
    removed = _NOT_RE.search(sentence)
    if removed:
        if removed.group(0) == "no":
            return None
        return sentence[:removed.start()] + removed.group(1) + sentence[removed.end():]
    match = _AUX_RE.search(sentence)
    if not match:
        return None
    return sentence[:match.end()] + " not" + sentence[match.end():]


def replace_span(sentence: str, donor: str, rng: random.Random) -> str | None:
    """Masked-span replacement: a 2-4 word span filled with words from another sentence."""
    words, donor_words = sentence.split(), donor.split()
    if len(words) < 8 or len(donor_words) < 4:
        return None
    size = rng.randint(2, 4)
    start = rng.randrange(1, len(words) - size)
    donor_start = rng.randrange(0, len(donor_words) - size + 1)
    new = words[:start] + donor_words[donor_start:donor_start + size] + words[start + size:]
    return " ".join(new)


def light_paraphrase(sentence: str, rng: random.Random) -> str:
    """A supported variant: drop a leading connective or a parenthetical, or keep as is."""
    out = re.sub(r"^(However|Moreover|In addition|Furthermore|Thus|Therefore|In conclusion|Overall),\s*", "", sentence)
    if rng.random() < 0.5:
        out = re.sub(r"\s*\([^()]{1,60}\)", "", out)
    return out[:1].upper() + out[1:]


def synthetic_pairs(documents: list[list[str]], seed: int = 0, max_words: int = 110) -> list[Pair]:
    """Per document: a window of sentences as context; one supported and several corrupted claims."""
    rng = random.Random(seed)
    pairs: list[Pair] = []
    for doc_index, sentences in enumerate(documents):
        if len(sentences) < 2:
            continue
        entities = sorted({m.group(0) for s in sentences for m in _ENTITY_RE.finditer(s)})
        for _ in range(max(1, len(sentences) // 3)):
            target = rng.randrange(len(sentences))
            window = [sentences[target]]
            left, right = target - 1, target + 1
            while rng.random() < 0.8:
                options = [i for i in (left, right) if 0 <= i < len(sentences)]
                if not options:
                    break
                pick = rng.choice(options)
                if sum(len(s.split()) for s in window) + len(sentences[pick].split()) > max_words:
                    break
                if pick == left:
                    window.insert(0, sentences[pick]); left -= 1
                else:
                    window.append(sentences[pick]); right += 1
            context = " ".join(window)
            claim = sentences[target]
            pairs.append(_tri(context, light_paraphrase(claim, rng), ALIGNED, "synthetic"))
            contradictions = [f for f in (swap_number(claim, rng), swap_direction(claim), negate(claim, rng)) if f]
            for corrupted in contradictions[:2]:
                pairs.append(_tri(context, light_paraphrase(corrupted, rng), CONTRADICT, "synthetic"))
            entity = swap_entity(claim, entities, rng)
            if entity:
                pairs.append(_bin(context, entity, 0, "synthetic"))
            other_doc = documents[(doc_index + rng.randrange(1, len(documents))) % len(documents)]
            donor = rng.choice(other_doc) if other_doc else ""
            replaced = replace_span(claim, donor, rng)
            if replaced:
                pairs.append(_bin(context, replaced, 0, "synthetic"))
            outside = [s for i, s in enumerate(sentences) if i < left or i > right]
            if outside and rng.random() < 0.5:  # same topic, not stated in the window
                pairs.append(_tri(context, rng.choice(outside), NEUTRAL, "synthetic"))
            elif donor:
                pairs.append(_tri(context, donor, NEUTRAL, "synthetic"))
    return pairs


def scientific_documents(root: Path) -> list[list[str]]:
    """Sentence-split PubMedQA abstracts (MIT): the scientific text for synthetic negatives."""
    documents = []
    for item in load_pubmedqa_abstracts(root):
        sentences = [s for paragraph in item["CONTEXTS"] for s in split_sentences(paragraph)]
        documents.append(sentences + split_sentences(item["LONG_ANSWER"]))
    return documents


# ---------------------------------------------------------------- restricted sets (experiments)

def load_anli(root: Path) -> list[Pair]:
    mapping = {"e": ALIGNED, "n": NEUTRAL, "c": CONTRADICT}
    pairs = []
    for index in (1, 2, 3):
        with (root / f"anli/ANLI_analysis_r{index}_dev.csv").open(encoding="utf-8", newline="") as handle:
            for row in csv.DictReader(handle):
                if row.get("gold") in mapping:
                    pairs.append(_tri(row["context"], row["statement"], mapping[row["gold"]], "anli"))
    return pairs


def load_healthver(root: Path) -> list[Pair]:
    mapping = {"Supports": ALIGNED, "Neutral": NEUTRAL, "Refutes": CONTRADICT}
    pairs = []
    for name in ("healthver_dev.csv", "healthver_test.csv"):
        with (root / "healthver" / name).open(encoding="utf-8", newline="") as handle:
            for row in csv.DictReader(handle):
                if row.get("label") in mapping:
                    pairs.append(_tri(row["evidence"], row["claim"], mapping[row["label"]], "healthver"))
    return pairs


def citation_integrity_folder(root: Path) -> Path:
    """The shared layout keeps claim_support/ next to align_train/."""
    return root.parent / "claim_support" / "citation_integrity"


def load_citation_integrity(root: Path) -> list[Pair]:
    """Citation-Integrity *train* split (MIT): real citing sentences vs the cited abstract.

    Why: it is the only in-domain supervision for "does the cited source back this
    citing sentence". Only the train split is read; dev stays the held-out eval set.
    """
    from .citation_integrity import load_examples

    mapping = {"SUPPORT": ALIGNED, "NEI": NEUTRAL, "REFUTE": CONTRADICT}
    return [_tri(example.source, example.claim, mapping[example.fine], "citation_integrity", f"citint:{example.id}")
            for example in load_examples(citation_integrity_folder(root), "train")]


def citation_integrity_synthetic(root: Path, seed: int = 0) -> list[Pair]:
    """Corrupted copies of Citation-Integrity train claims: what drafts get wrong, in-domain.

    A SUPPORT claim with a changed number, flipped direction or negation becomes a
    CONTRADICT pair with the same source; every claim paired with another claim's
    source is a NEUTRAL (unrelated) pair. Train split only.
    """
    from .citation_integrity import load_examples

    rng = random.Random(seed)
    examples = load_examples(citation_integrity_folder(root), "train")
    pairs: list[Pair] = []
    for index, example in enumerate(examples):
        group = f"citint:{example.id}"
        if example.fine == "SUPPORT":
            for corrupt in (swap_number(example.claim, rng), swap_direction(example.claim), negate(example.claim, rng)):
                if corrupt:
                    pairs.append(_tri(example.source, corrupt, CONTRADICT, "citation_integrity_synthetic", group))
                    break
        other = examples[(index + rng.randrange(1, len(examples))) % len(examples)]
        if other.source != example.source:
            pairs.append(_tri(other.source, example.claim, NEUTRAL, "citation_integrity_synthetic", group))
    return pairs


LOADERS: dict[str, Callable[[Path], list[Pair]]] = {
    "snli": load_snli, "mnli": load_mnli, "breaking_nli": load_breaking_nli, "scinli": load_scinli,
    "scitail": load_scitail, "fever_nli": load_fever_nli, "qnli": load_qnli, "stsb": load_stsb,
    "factcc_pubmed": load_factcc_pubmed, "factcc_cnndm": load_factcc_cnndm,
    "entailment_bank": load_entailment_bank, "pubmedqa": load_pubmedqa,
    "synthetic": lambda root: synthetic_pairs(scientific_documents(root)),
    "anli": load_anli, "healthver": load_healthver, "citation_integrity": load_citation_integrity,
    "citation_integrity_synthetic": citation_integrity_synthetic,
}

# Pairs per source in the default mix: science sets repeated, large general sets capped.
DEFAULT_MIX: dict[str, float] = {
    "snli": 5000, "mnli": 7000, "breaking_nli": 1000, "scinli": 3.0, "scitail": 2.0,
    "fever_nli": 3500, "qnli": 800, "stsb": 3000, "factcc_pubmed": 2.0, "factcc_cnndm": 1.0,
    "entailment_bank": 1.0, "pubmedqa": 2.0, "synthetic": 1.0,
}

# The mix the shipped weights were trained on: ~8.7k pairs, sized to a ~1 h run at the
# ~1.6 pairs/s a shared 2-core CPU gave at nice 19; science and synthetic pairs dominate.
CPU_SMALL_MIX: dict[str, float] = {  # key order matters: it fixes the seeded split/shuffle
    "snli": 500, "mnli": 1000, "breaking_nli": 200, "scinli": 1000, "scitail": 1000,
    "fever_nli": 400, "qnli": 100, "stsb": 300, "factcc_pubmed": 300, "factcc_cnndm": 200,
    "entailment_bank": 400, "pubmedqa": 800, "synthetic": 2500,
}
MIXES: dict[str, dict[str, float]] = {"default": DEFAULT_MIX, "cpu-small": CPU_SMALL_MIX}


def build_mix(
    root: Path, mix: dict[str, float] | None = None, *, seed: int = 0, scale: float = 1.0,
    allow_restricted: bool = False, holdout: float = 0.04,
) -> tuple[list[Pair], list[Pair]]:
    """(train, validation) pairs. A mix value > 10 is a cap in pairs; <= 10 a repeat factor.

    ``scale`` multiplies every size (to fit a compute budget). Pairs derived from one item
    (same ``group``, e.g. a claim and its corrupted copies) never straddle the split. The validation split is held
    out per source *before* repetition, so repeated sets do not leak into it.
    """
    rng = random.Random(seed)
    train: list[Pair] = []
    valid: list[Pair] = []
    for name, size in (mix or DEFAULT_MIX).items():
        if name in RESTRICTED and not allow_restricted:
            raise ValueError(f"{name} is not permissively licensed; pass allow_restricted for experiments")
        pairs = LOADERS[name](root)
        rng.shuffle(pairs)
        cut = int(len(pairs) * holdout)
        valid.extend(pairs[:cut])
        pool = pairs[cut:]
        count = int((size if size > 10 else size * len(pool)) * scale)
        train.extend(pool[i % len(pool)] for i in range(count)) if pool else None
    held_out = {pair.group for pair in valid if pair.group}
    train = [pair for pair in train if not pair.group or pair.group not in held_out]
    rng.shuffle(train)
    return train, valid


def describe(pairs: Iterable[Pair]) -> dict[str, int]:
    counts: dict[str, int] = {}
    for pair in pairs:
        counts[pair.source] = counts.get(pair.source, 0) + 1
    return dict(sorted(counts.items()))
