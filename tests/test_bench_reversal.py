"""bench/bench_reversal.py runs: its stand-in detector had fallen behind ``ReversalDetector.find``'s
signature and the bench crashed unnoticed. A smoke run on four sentences (no timing is asserted:
speed is the bench's to report, on an idle machine)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

BENCH = Path(__file__).resolve().parents[1] / "bench" / "bench_reversal.py"


def test_the_reversal_bench_runs_and_reports_both_sides() -> None:
    done = subprocess.run([sys.executable, str(BENCH), "--sentences", "4", "--repeats", "1"],
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-2000:]
    assert "without the check:" in done.stdout and "with it:" in done.stdout and "ratio" in done.stdout
