#!/usr/bin/env python
"""Calibrate RB004's "cite X instead" margins on real citing sentences.

Usage: python scripts/eval_replacement_margin.py [--split train|dev] [--limit N]
       [--backend default] [--json OUT] [--write [--min-precision 0.8]]

Setup (Citation-Integrity dev, SUPPORT claims only, whose cited abstract does support
them): every distinct cited abstract becomes a paper in a generated library
(`papers/*.txt`, numbered references). Each claim appears twice in one draft:
  right  citing its own abstract  -> RB004 should not fire; any suggestion is wrong;
  wrong  citing another claim's abstract (a fixed random pick) -> RB004 should fire,
         and the suggestion, if any, should be the claim's own abstract.
The linter runs end to end (index, retrieval, scorer, RB004) with both margins at 0, so
each flagged sentence reports its best alternative with the cited paper's score and the
runner-up's; the margins are then swept exactly: a suggestion stands when
best >= cited + margin and best >= runner-up + distinct.

Reported per (margin, distinct): suggestions, correct ones (the claim's own abstract),
suggestions on right citations, suggestions of a third paper, precision, and recall over
the wrong citations that RB004 flagged. "Correct" is strict: in a library of abstracts
on one topic a third paper may support the claim too, so precision is a lower bound.
Choose on --split train, report on --split dev. `--write` (train only) stores the
pair with the highest recall at precision >= --min-precision in
engine/scoring/calibration.json for the backend that ran (`replacement_margin`,
`replacement_distinct`), where RB004 reads them.
"""

from __future__ import annotations

import argparse
import bisect
import json
import os
import random
import re
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("HF_HUB_OFFLINE", "1")
sys.path.insert(0, str(Path(__file__).resolve().parent))

from claim_support_data import DEFAULT_DATA, load_examples  # noqa: E402

_NUMERIC = re.compile(r"\s*\[\d[\d,;\s\-\u2013]*\]")  # the claims' own reference numbers
MARGINS = (0.0, 0.1, 0.15, 0.2, 0.3)
DISTINCTS = (0.0, 0.01, 0.02, 0.03, 0.05, 0.075, 0.1, 0.15, 0.175, 0.2, 0.3)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--data", type=Path, default=DEFAULT_DATA)
    parser.add_argument("--split", default="dev")
    parser.add_argument("--backend", default="default")
    parser.add_argument("--limit", type=int, help="at most this many claims")
    parser.add_argument("--seed", type=int, default=13)
    parser.add_argument("--json", type=Path, help="write the table as JSON here")
    parser.add_argument("--write", action="store_true", help="store the chosen margins in calibration.json (train only)")
    parser.add_argument("--min-precision", type=float, default=0.8)
    args = parser.parse_args()
    if args.write and args.split != "train":
        print("error: --write chooses the margins, so it needs --split train (report on dev)", file=sys.stderr)
        return 2
    if not args.data.exists():
        print(f"error: {args.data} not found (the shared data sits beside the repo)", file=sys.stderr)
        return 2

    from rblint.engine.scoring.calibration import Verdicts
    from rblint.engine.config import Config, ModelConfig
    from rblint.engine.linter import Linter

    examples = [example for example in load_examples(args.data, args.split) if example.label == 1][: args.limit]
    sources = sorted({example.source for example in examples})
    number_of = {source: number for number, source in enumerate(sources, start=1)}
    rng = random.Random(args.seed)
    rows: list[tuple[str, int, int]] = []  # (kind, claim's own paper, cited paper)
    for example in examples:
        own = number_of[example.source]
        other = rng.choice([number for number in number_of.values() if number != own])
        rows += [("right", own, own), ("wrong", own, other)]

    with tempfile.TemporaryDirectory(prefix="rblint-margin-") as folder:
        root = Path(folder)
        (root / "papers").mkdir()
        references = []
        for source, number in number_of.items():
            (root / "papers" / f"p{number}.txt").write_text(f"Paper {number}\n\n{source}\n", encoding="utf-8")
            references.append(f"{number}. Author{number}, A. (2020). Paper {number}. papers/p{number}.txt")
        claims = [_NUMERIC.sub("", example.claim).rstrip(". ") for example in examples for _ in range(2)]
        paragraphs = [f"{claim} [{cited}]." for claim, (_, _, cited) in zip(claims, rows)]
        header = "# Claims\n\n"
        starts = [len(header)]  # where each cited sentence's paragraph starts (row i)
        for paragraph in paragraphs[:-1]:
            starts.append(starts[-1] + len(paragraph) + 2)
        end_of_claims = starts[-1] + len(paragraphs[-1])
        draft = root / "draft.md"
        draft.write_text(header + "\n\n".join(paragraphs) + "\n\n## References\n\n" + "\n".join(references) + "\n",
                         encoding="utf-8")
        os.environ["RBLINT_CACHE_DIR"] = str(root / "cache")
        # Report every alternative; the sweep applies the margins.
        Verdicts.replacement_margins = property(lambda self: (0.0, 0.0))  # type: ignore[assignment]
        config = Config(root=root, select=("RB004",), model=ModelConfig(backend=args.backend))
        print(f"{len(examples)} SUPPORT claims, {len(sources)} papers, {len(rows)} cited sentences; linting...", flush=True)
        linter = Linter(config)
        result = linter.lint_file(draft)
        backend = linter.services.scorer.backend_name

    # row -> (cited score, suggested paper, its score, runner-up score); None: flagged, no suggestion
    flagged: dict[int, tuple[float, int, float, float] | None] = {}
    for diagnostic in result.diagnostics:
        if diagnostic.code != "RB004" or diagnostic.span.start >= end_of_claims:
            continue
        row = bisect.bisect_right(starts, diagnostic.span.start) - 1
        fix = diagnostic.fixes[0] if diagnostic.fixes else None
        if fix is None:
            flagged[row] = None
            continue
        runner_up = fix.data["runner_up_score"]
        flagged[row] = (float(fix.data["cited_score"]), int(fix.data["marker"].strip("[]")), float(fix.data["score"]),
                        float(runner_up) if runner_up is not None else float("-inf"))

    right_flagged = sum(1 for row in flagged if rows[row][0] == "right")
    wrong_rows = [index for index, row in enumerate(rows) if row[0] == "wrong"]
    wrong_flagged = [row for row in wrong_rows if row in flagged]
    print(f"RB004 fired on {right_flagged}/{len(rows) // 2} right citations and "
          f"{len(wrong_flagged)}/{len(wrong_rows)} wrong ones")
    table = []
    print(f"{'margin':>6} {'distinct':>8} {'suggested':>9} {'correct':>7} {'on right':>8} {'other':>5} "
          f"{'precision':>9} {'recall':>6}")
    for margin in MARGINS:
        for distinct in DISTINCTS:
            suggested = correct = on_right = 0
            for row, found in flagged.items():
                if found is None:
                    continue
                cited, suggestion, score, runner_up = found
                if score < cited + margin or score < runner_up + distinct:
                    continue
                suggested += 1
                kind, own, _ = rows[row]
                correct += int(kind == "wrong" and suggestion == own)
                on_right += int(kind == "right")
            other = suggested - correct - on_right  # a wrong citation "fixed" with a third paper
            precision = correct / suggested if suggested else float("nan")
            recall = correct / len(wrong_flagged) if wrong_flagged else float("nan")
            table.append({"margin": margin, "distinct": distinct, "suggested": suggested, "correct": correct,
                          "on_right_citations": on_right, "other_paper": other, "precision": precision,
                          "recall": recall})
            print(f"{margin:>6.2f} {distinct:>8.3f} {suggested:>9} {correct:>7} {on_right:>8} {other:>5} "
                  f"{precision:>9.3f} {recall:>6.3f}")
    if args.write:
        _write(backend, table, args.min_precision, len(examples))
    if args.json:
        args.json.write_text(json.dumps({"backend": backend, "split": args.split, "claims": len(examples), "papers": len(sources),
                                         "right_flagged": right_flagged, "wrong_flagged": len(wrong_flagged),
                                         "table": table}, indent=2))
    return 0


def _write(backend: str, table: list[dict], min_precision: float, claims: int) -> None:  # type: ignore[type-arg]
    """The highest recall at precision >= min_precision (ties: the higher precision) into calibration.json."""
    eligible = [row for row in table if row["suggested"] and row["precision"] >= min_precision]
    if not eligible:
        print(f"no margins reach precision {min_precision}; calibration.json is unchanged")
        return
    best = max(eligible, key=lambda row: (row["recall"], row["precision"], -row["margin"], -row["distinct"]))
    output = Path(__file__).resolve().parents[1] / "engine" / "scoring" / "calibration.json"
    data = json.loads(output.read_text(encoding="utf-8"))
    entry = data.get("backends", {}).get(backend)
    if not isinstance(entry, dict) or "support" not in entry:
        print(f"{backend} has no calibrated threshold yet: run scripts/calibrate_claim_support.py first; nothing written")
        return
    entry["replacement_margin"], entry["replacement_distinct"] = best["margin"], best["distinct"]
    entry["replacement_note"] = (
        f"train, {claims} SUPPORT claims: precision {best['precision']:.3f}, recall {best['recall']:.3f} "
        f"(highest recall at precision >= {min_precision})"
    )
    output.write_text(json.dumps(data, indent=2, sort_keys=True) + "\n", encoding="utf-8")
    print(f"wrote {backend}: replacement_margin {best['margin']}, replacement_distinct {best['distinct']} to {output}")


if __name__ == "__main__":
    raise SystemExit(main())
