"""The number check, measured: how often a claim whose number changed on the way is
called CONTRADICTED, and how often a correct claim is.

The number check is RB007's own test (``engine/scoring/numbers.py``): a number of the claim
that no source states, where a source states another number about the same thing (two or
more words in common around it). It decides a CONTRADICTED verdict in ``check-claims``,
``score``, the report and the hover (decided_by "number check"). Nothing in it is fitted
here: its rules were written for RB007 before this script, so every set below is held out;
the dev figures are what the verdict quotes as its measured precision.

- *originals*: the supported claims (label 1) that hold a number worth checking;
- *changed*: each of them with its first checkable number that the source states changed
  by a fixed rule (+20%, at the number's precision; a count by at least one), never to a
  value the source prints;
- *real*: the claims labelled unsupported (0) that hold a number worth checking: how often
  the check names a differing source number there (no precision: not every such claim is
  wrong about its number).

Precision is over changed + originals, one changed claim per original (prevalence 1:1).

    python scripts/eval_number_check.py           # print the table
    python scripts/eval_number_check.py --write   # also write number_check.dev_precision
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from decimal import Decimal
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claim_support_data import SHARED, Case, citation_integrity_cases, qags_cases, shared_missing, wice_cases  # noqa: E402

from rblint.engine.scoring.chunking import chunk_text  # noqa: E402
from rblint.engine.scoring.numbers import (  # noqa: E402
    Quantity,
    SourceNumbers,
    changed_number,
    found_in,
    quantities,
    worth_checking,
)

CALIBRATION = Path(__file__).resolve().parents[1] / "engine" / "scoring" / "calibration.json"


def fires(claim: str, source: str) -> bool:
    chunks = [chunk.text for chunk in chunk_text(source)]
    return changed_number(claim, [SourceNumbers(source)], chunks) is not None


def changed(case: Case) -> str | None:
    """The claim with its first number that the source states changed by +20% (None: none)."""
    numbers = SourceNumbers(case.source)
    for quantity in quantities(case.claim):
        if not worth_checking(quantity) or not found_in(quantity, numbers):
            continue
        replacement = _bumped(quantity)
        probe = quantities(replacement)
        if probe and found_in(Quantity(replacement, 0, len(replacement), probe[0].value, probe[0].decimals,
                                       quantity.unit), numbers):
            continue  # the source prints the new value too: not a change it could see
        number = quantity.text.strip()
        start = case.claim.index(number, quantity.start) if number in case.claim[quantity.start:] else -1
        if start < 0:
            continue
        return case.claim[:start] + replacement + case.claim[start + len(number):]
    return None


_CORE = re.compile(r"(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?|\.\d+")


def _bumped(quantity: Quantity) -> str:
    """The number as written, its value raised by a fifth at its own precision."""
    text = quantity.text.strip()
    match = _CORE.search(text)
    assert match is not None
    core = match.group(0)
    value = Decimal(core.replace(",", ""))
    decimals = len(core.split(".")[1]) if "." in core else 0
    step = Decimal(1).scaleb(-decimals)
    new = (value * Decimal("1.2")).quantize(step)
    if new == value:
        new = value + step
    rendered = f"{new:,.{decimals}f}" if "," in core else f"{new:.{decimals}f}"
    if core.startswith(".") and rendered.startswith("0."):
        rendered = rendered[1:]
    return text[: match.start()] + rendered + text[match.end():]


def measure(cases: list[Case]) -> dict[str, float]:
    originals = [case for case in cases if case.label == 1 and any(worth_checking(q) for q in quantities(case.claim))]
    pairs = [(case, changed(case)) for case in originals]
    pairs = [(case, claim) for case, claim in pairs if claim is not None]
    caught = sum(fires(claim, case.source) for case, claim in pairs)
    false = sum(fires(case.claim, case.source) for case, _ in pairs)
    real = [case for case in cases if case.label == 0 and any(worth_checking(q) for q in quantities(case.claim))]
    real_fired = sum(fires(case.claim, case.source) for case in real)
    return {"pairs": len(pairs), "caught": caught, "false": false,
            "precision": caught / (caught + false) if caught + false else float("nan"),
            "recall": caught / len(pairs) if pairs else float("nan"),
            "false_rate": false / len(pairs) if pairs else float("nan"),
            "real": len(real), "real_fired": real_fired}


def row(name: str, result: dict[str, float]) -> str:
    return (f"| {name} | {result['pairs']} | {result['precision']:.3f} | {result['recall']:.3f} | "
            f"{result['false_rate']:.2%} | {result['real_fired']} / {result['real']} |")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--write", action="store_true", help="write number_check.dev_precision to calibration.json")
    args = parser.parse_args()
    if shared_missing():
        return 2
    sets = {"DEV Citation-Integrity": citation_integrity_cases(SHARED, "dev"), "DEV WiCE": wice_cases(SHARED),
            "DEV QAGS-XSum": qags_cases(SHARED), "CHECK Citation-Integrity train": citation_integrity_cases(SHARED, "train")}
    print("| set | changed / original pairs | precision | recall on changed numbers | originals called contradicted |"
          " real unsupported claims with a number: fired |\n|---|---|---|---|---|---|")
    results = {name: measure(cases) for name, cases in sets.items()}
    for name, result in results.items():
        print(row(name, result))
    dev = [result for name, result in results.items() if name.startswith("DEV")]
    caught, false = sum(r["caught"] for r in dev), sum(r["false"] for r in dev)
    pairs = sum(r["pairs"] for r in dev)
    total = {"pairs": pairs, "caught": caught, "false": false, "precision": caught / max(1, caught + false),
             "recall": caught / max(1, pairs), "false_rate": false / max(1, pairs),
             "real": sum(r["real"] for r in dev), "real_fired": sum(r["real_fired"] for r in dev)}
    print(row("**DEV all**", total))
    if args.write:
        data = json.loads(CALIBRATION.read_text(encoding="utf-8"))
        data["number_check"] = {
            "dev_precision": round(total["precision"], 3),
            "note": (f"scripts/eval_number_check.py: dev claims with a number changed by a fifth vs the originals "
                     f"(1:1), {pairs} pairs; recall {total['recall']:.3f}, originals called contradicted "
                     f"{total['false_rate']:.2%}; nothing fitted"),
        }
        CALIBRATION.write_text(json.dumps(data, indent=2, sort_keys=True) + "\n", encoding="utf-8")
        print(f"\nwrote number_check.dev_precision = {total['precision']:.3f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
