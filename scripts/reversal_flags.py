"""RB005's word-level reversal check at the shipped thresholds, flag by flag, over every labelled pool.

Why: a change to the cue lexicon or the alignment rules is kept only when it adds no false flag
on any training-side pool; rates alone hide a change that gains one reversal and loses another.
This dumps which rows each pool flags (reversed claims and originals) so two versions of the
detector can be compared row by row; ``eval_contradiction.py`` re-chooses thresholds, this does not.

    python scripts/reversal_flags.py before.json          # rates per pool, flags written to before.json
    python scripts/reversal_flags.py after.json
    python scripts/reversal_flags.py --diff before.json after.json

Pools: TRAIN (Citation-Integrity train: synthetic reversals of supported claims and the real
CONTRADICT claims), the synthetic reversals of SciFact train, FEVER-Symmetric and HealthVer, and
SciFact's real refutations and COVID-Fact's tune half (training side); DEV (Citation-Integrity dev, WiCE dev and QAGS-XSum
synthetic reversals, Citation-Integrity dev real contradictions) and COVID-Fact's check half are
reported after, never tuned on.
The word-level check only: the contrast check's model (on by default in RB005) is not run, so
its reversals are not counted (``eval_contradiction.py`` measures both). About 4 s on 2 cores.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Sequence

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claim_support_data import SHARED, citation_integrity_cases, qags_cases, shared_missing, wice_cases  # noqa: E402
from eval_contradiction import (COVIDFACT_HALVES, Reversed, covidfact_cases, fever_symmetric_cases,  # noqa: E402
                                healthver_cases, real_contradictions, scifact_cases, with_reversals)

from rblint.engine.scoring.chunking import chunk_text  # noqa: E402
from rblint.engine.scoring.reversal import ReversalDetector, calibrated_detector  # noqa: E402

TRAINING_SIDE = ("TRAIN", "scifact synthetic", "fever synthetic", "healthver synthetic", "scifact real",
                 "covidfact tune")


def pools() -> dict[str, list[Reversed]]:
    """Every labelled pool, training side first (module doc)."""
    scifact = scifact_cases()
    return {
        "TRAIN": with_reversals(citation_integrity_cases(SHARED, "train"))
        + [row for row in real_contradictions("train") if row.reversed],
        "scifact synthetic": with_reversals(scifact),
        "fever synthetic": with_reversals(fever_symmetric_cases()),
        "healthver synthetic": with_reversals(healthver_cases()),
        "scifact real": [Reversed(case, case.claim, case.label == 0, "real") for case in scifact],
        "DEV synthetic": with_reversals(citation_integrity_cases(SHARED, "dev")) + with_reversals(wice_cases(SHARED))
        + with_reversals(qags_cases(SHARED)),
        "DEV real": real_contradictions("dev"),
        **{f"covidfact {half}": [Reversed(case, case.claim, case.label == 0, "real") for case in covidfact_cases(half)]
           for half in COVIDFACT_HALVES},
    }


def row_key(row: Reversed) -> str:
    return f"{row.case.dataset}:{row.case.id}:{row.method}"


def flagged(rows: Sequence[Reversed], detector: ReversalDetector) -> dict[str, dict[str, object]]:
    """The rows the detector flags, by key, with what a reader needs to judge the flag."""
    found: dict[str, dict[str, object]] = {}
    for row in rows:
        reversal = detector.find(row.claim, chunk_text(row.case.source))
        if reversal is not None:
            found[row_key(row)] = {"reversed": row.reversed, "claim": row.claim, "source": reversal.sentence,
                                   "alignment": round(reversal.alignment, 3)}
    return found


def rates(rows: Sequence[Reversed], found: dict[str, dict[str, object]]) -> str:
    positives = sum(row.reversed for row in rows)
    negatives = len(rows) - positives
    caught = sum(1 for item in found.values() if item["reversed"])
    false = len(found) - caught
    precision = caught / len(found) if found else 1.0
    return (f"precision {precision:.3f}  recall {caught / positives if positives else 0:.3f} ({caught}/{positives})  "
            f"false {false / negatives if negatives else 0:.2%} ({false}/{negatives})")


def diff(before_path: Path, after_path: Path) -> int:
    before = json.loads(before_path.read_text(encoding="utf-8"))
    after = json.loads(after_path.read_text(encoding="utf-8"))
    for pool in after:
        old, new = before.get(pool, {}), after[pool]
        for change, keys in (("+", sorted(set(new) - set(old))), ("-", sorted(set(old) - set(new)))):
            for key in keys:
                item = (new if change == "+" else old)[key]
                kind = "reversal" if item["reversed"] else "FALSE FLAG"
                print(f"{change} {pool} {kind} {key} ({item['alignment']})\n    claim:  {item['claim']}\n"
                      f"    source: {item['source']}")
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("output", nargs="?", type=Path, help="write the flags of every pool here (JSON)")
    parser.add_argument("--diff", nargs=2, type=Path, metavar=("BEFORE", "AFTER"), help="compare two dumps")
    args = parser.parse_args()
    if args.diff:
        return diff(*args.diff)
    if shared_missing():
        return 2
    detector = calibrated_detector()  # the thresholds RB005 ships with
    dumped: dict[str, dict[str, dict[str, object]]] = {}
    for name, rows in pools().items():
        dumped[name] = flagged(rows, detector)
        side = "training side" if name in TRAINING_SIDE else "reported only"
        print(f"{name:22} {rates(rows, dumped[name])}   [{side}]")
    if args.output:
        args.output.write_text(json.dumps(dumped, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
