"""Markdown tables for docs/align-mini.md and the model card, from an eval run and a training log.

    python scripts/report_align_mini.py --eval eval.json --log /work/runs/align_v2/log.jsonl

Why a script: the numbers in the docs are copied from runs, never typed; rerunning this
after a new run regenerates every table the same way.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

DEV_SETS = ("citation_integrity", "wice", "qags_xsum")
SHOWN = ("citint_windows", "science", "mnli", "fever_nli", "summedits", "fm2", "faithdial")


def auc_table(results: dict) -> str:
    table = results["auc"]
    best = results["best_baseline"]
    lines = ["| method | Citation-Integrity | WiCE | QAGS-XSum | mean |", "|---|---|---|---|---|"]
    for method, row in sorted(table.items(), key=lambda item: -item[1]["mean"]):
        name = f"**{method}**" if method.startswith("align-mini (window)") else method
        mark = " (best baseline)" if method == best else ""
        cells = " | ".join(f"{row.get(name_, float('nan')):.3f}" for name_ in DEV_SETS)
        lines.append(f"| {name}{mark} | {cells} | {row['mean']:.3f} |")
    return "\n".join(lines)


def rb005_table(results: dict) -> str:
    rows = results.get("rb005") or {}
    if not rows:
        return "(not measured)"
    lines = ["| dev set | reversed claims | flagged (recall) | originals flagged | precision | any original claim flagged |",
             "|---|---|---|---|---|---|"]
    for name, row in rows.items():
        lines.append(f"| {name} | {row['reversed']} | {row['flagged_reversed']} ({row['recall']:.2f}) | "
                     f"{row['flagged_originals']} | {row['precision']:.2f} | "
                     f"{row['flagged_any_original']} of {row['originals']} |")
    return "\n".join(lines)


def log_table(log: Path) -> str:
    lines = ["| step | pairs seen | selection score | mix AUC | " + " | ".join(SHOWN) + " |",
             "|---|---|---|---|" + "---|" * len(SHOWN)]
    for line in log.read_text(encoding="utf-8").splitlines():
        row = json.loads(line)
        cells = " | ".join(f"{row.get('auc/' + name, float('nan')):.3f}" for name in SHOWN)
        lines.append(f"| {row['step']} | {row['pairs_seen']:,} | {row['select']:.3f} | {row['auc']:.3f} | {cells} |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--eval", type=Path, required=True, help="the --json of scripts/eval_align_mini.py")
    parser.add_argument("--log", type=Path, default=None, help="the --log of scripts/train_align_mini.py")
    args = parser.parse_args(argv)
    results = json.loads(args.eval.read_text(encoding="utf-8"))
    print("### Dev ROC-AUC\n")
    print(auc_table(results))
    print("\n### RB005 on reversed dev claims\n")
    print(rb005_table(results))
    if args.log is not None and args.log.is_file():
        print("\n### Training log (validation on held-out training-side pairs)\n")
        print(log_table(args.log))
    return 0


if __name__ == "__main__":
    sys.exit(main())
