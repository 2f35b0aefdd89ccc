"""How often RB014 (contradicts-own-numbers) reads a comparison, and how often it flags one.

Published text rarely contradicts its own numbers, so a flag on a paper's or an abstract's
sentence is, almost always, a misreading: the flags printed here are the false-flag
evidence, read by hand. The drafts of tests/test_real_drafts.py give the other side:
correct sentences that must not be flagged, and planted errors, some of which contradict
their own numbers.

Four sets of comparison sentences written for this rule by helper sessions that never saw its
code (tests/data/own_comparisons_*.jsonl: each correct sentence states two numbers from a shared
paper and compares them, most with a variant whose comparison is turned the other way, five
papers per set): the reading was tuned on the first two (the "tune" file) and measured on two
more written after (the "check" file).

The corpora fall in two groups, reported apart. SEEN: what the rule's reading was written
against (the drafts, the shared papers' text, the needs-citation sentences). HELD OUT: read
once the reading was frozen (PubMedQA abstracts, the SciFact training corpus, the
Citation-Integrity abstracts and citing sentences, FactCC's PubMed articles).

    python scripts/eval_own_numbers.py [--shared ../shared/data] [--show 20]
"""

from __future__ import annotations

import argparse
import ast
import csv
import importlib.util
import json
import re
import sys
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests"))

from rblint.engine.own_numbers import contradicted, contradicted_comparisons, read_comparisons  # noqa: E402
from rblint.engine.sentences import split_sentences  # noqa: E402

csv.field_size_limit(10**8)


def _sentences(text: str) -> Iterator[str]:
    for paragraph in re.split(r"\n\s*\n", re.sub(r"-\n(?=[a-z])", "", text)):
        paragraph = " ".join(paragraph.split())
        for start, end in split_sentences(paragraph):
            yield paragraph[start:end]


def _papers(shared: Path) -> Iterator[str]:
    for path in sorted((shared / "pdfs_more" / "poppler").glob("*.txt")):
        yield from _sentences(path.read_text(errors="replace"))


def _needs_citation(shared: Path) -> Iterator[str]:
    for split in ("train", "dev"):
        for line in (shared / "needs_citation" / f"{split}.jsonl").open():
            for sentence in json.loads(line)["sentences"]:
                yield re.sub(r"</?CITATION_MARKER>", "", sentence)


def _pubmedqa(shared: Path) -> Iterator[str]:
    for item in json.loads((shared / "align_train" / "pubmedqa" / "ori_pqal.json").read_text()).values():
        for context in item["CONTEXTS"]:
            yield from _sentences(context)
        yield from _sentences(item.get("LONG_ANSWER", ""))


def _scifact(shared: Path) -> Iterator[str]:
    with (shared / "align_train_more" / "scifact_train" / "corpus_train.csv").open(newline="") as handle:
        for row in csv.DictReader(handle):
            yield from ast.literal_eval(row["abstract"])  # a list of sentences, written as Python


def _citation_integrity(shared: Path) -> Iterator[str]:
    folder = shared / "claim_support" / "citation_integrity"
    for line in (folder / "corpus.jsonl").open():
        yield from json.loads(line)["abstract"]
    for split in ("train", "dev"):
        for line in (folder / f"claims_{split}.jsonl").open():
            yield re.sub(r"\[<\|\w+\|>\]", "", json.loads(line)["claim"])


def _factcc_pubmed(shared: Path) -> Iterator[str]:
    for path in sorted((shared / "align_train" / "factcc_pubmed").glob("data-*-positive.jsonl")):
        for line in path.open():
            yield from _sentences(json.loads(line)["text"])


SEEN = {"shared papers (poppler text)": _papers, "needs-citation sentences": _needs_citation}
HELD_OUT = {"PubMedQA abstracts": _pubmedqa, "SciFact training corpus": _scifact,
            "Citation-Integrity abstracts and citing sentences": _citation_integrity,
            "FactCC PubMed articles": _factcc_pubmed}


def _scan(sentences: Iterator[str], show: int) -> tuple[int, int, list[str]]:
    """(comparisons read, flagged, the flagged sentences)."""
    read = flagged = 0
    shown: list[str] = []
    for sentence in sentences:
        comparisons = read_comparisons(sentence)  # read once; the flagged are the contradicted among them
        read += len(comparisons)
        bad = [comparison for comparison in comparisons if contradicted(comparison)]
        flagged += len(bad)
        if bad and len(shown) < show:
            shown.append(f"{bad[0].said_of.text} {bad[0].cue(sentence)!r} {bad[0].compared_with.text}: {sentence}")
    return read, flagged, shown


def _drafts() -> tuple[int, int, int, int]:
    """(correct sentences, flagged among them, planted variants, flagged among them)."""
    spec = importlib.util.spec_from_file_location("real_drafts", ROOT / "tests" / "test_real_drafts.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    right = right_flagged = planted = planted_flagged = 0
    for _name, entries, _references in module.ALL_DRAFTS:
        for correct, wrong in entries:
            right += 1
            right_flagged += bool(contradicted_comparisons(correct))
            if wrong:
                planted += 1
                planted_flagged += bool(contradicted_comparisons(wrong))
    return right, right_flagged, planted, planted_flagged


def _written(half: str) -> tuple[int, int, int, int]:
    """(correct sentences, flagged among them, turned variants, flagged among them) of one half."""
    rows = [json.loads(line) for line in (ROOT / "tests" / "data" / f"own_comparisons_{half}.jsonl").open()]
    turned = [row["flipped"] for row in rows if row["flipped"]]
    return (len(rows), sum(bool(contradicted_comparisons(row["correct"])) for row in rows),
            len(turned), sum(bool(contradicted_comparisons(sentence)) for sentence in turned))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--shared", type=Path, default=ROOT.parent / "shared" / "data")
    parser.add_argument("--show", type=int, default=20, help="flagged sentences to print per corpus")
    args = parser.parse_args()
    right, right_flagged, planted, planted_flagged = _drafts()
    print(f"drafts (seen): {right_flagged} of {right} correct sentences flagged; "
          f"{planted_flagged} of {planted} planted variants flagged")
    for half in ("tune", "check"):
        right, right_flagged, turned, turned_flagged = _written(half)
        print(f"written comparisons, {half} sets: {right_flagged} of {right} correct sentences flagged; "
              f"{turned_flagged} of {turned} turned comparisons flagged")
    if not args.shared.is_dir():
        print(f"{args.shared} not found: the shared corpora are skipped")
        return 0
    for group, corpora in (("SEEN", SEEN), ("HELD OUT", HELD_OUT)):
        for name, reader in corpora.items():
            sentences = list(reader(args.shared))
            read, flagged, shown = _scan(iter(sentences), args.show)
            print(f"{group} {name}: {len(sentences):,} sentences, {read} comparisons read, {flagged} flagged")
            for line in shown:
                print("   ", line)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
