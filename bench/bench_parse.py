"""Reading a PDF's text runs with and without the drawing filter, side by side.

    python bench/bench_parse.py [--only NAME] [--repeats 1] [--json OUT]

For every real paper in ../shared/data/pdfs and ../shared/data/pdfs_more/pdfs, each
page's runs are read through pypdf twice in this process, alternating: once as pypdf
gets the streams, once with the drawing operators stripped first
(``engine/pdf/drawing.py``). Prints CPU seconds of each way per paper, the ratio, and
whether the runs are identical (they must be: the filter may only save time). Exits 1
when any paper's runs differ. Run it on an idle machine.
"""

from __future__ import annotations

import argparse
import io
import json
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
SHARED = ROOT.parent / "shared" / "data"


def read_runs(data: bytes, strip: bool) -> tuple[Any, float]:
    """(every page's runs, or the error text; CPU seconds) with or without the filter."""
    from pypdf import PdfReader

    from rblint.engine.pdf import extract
    from rblint.engine.pdf.drawing import strip_page_drawing

    extract.strip_page_drawing = strip_page_drawing if strip else (lambda page, reader: None)
    try:
        started = time.process_time()
        try:
            reader = PdfReader(io.BytesIO(data), strict=False)
            runs: Any = [extract.extract_page_runs(page, extract.Deadline(600), {}) for page in reader.pages]
        except Exception as error:  # noqa: BLE001 - a broken file: both ways must fail alike
            runs = f"{type(error).__name__}: {error}"
        return runs, time.process_time() - started
    finally:
        extract.strip_page_drawing = strip_page_drawing


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", default="", help="papers whose name contains this")
    parser.add_argument("--repeats", type=int, default=1)
    parser.add_argument("--json", type=Path, default=None)
    args = parser.parse_args(argv)
    papers = sorted([*SHARED.joinpath("pdfs").glob("*.pdf"), *SHARED.joinpath("pdfs_more", "pdfs").glob("*.pdf")])
    papers = [paper for paper in papers if args.only in paper.name]
    if not papers:
        print(f"no PDFs under {SHARED}", file=sys.stderr)
        return 2
    rows, differing = [], 0
    print(f"{'paper':<58} {'pypdf as is':>11} {'stripped':>9} {'ratio':>6}  runs")
    for paper in papers:
        data = paper.read_bytes()
        plain = stripped = 0.0
        same = True
        for _ in range(max(1, args.repeats)):
            plain_runs, plain_s = read_runs(data, strip=False)
            stripped_runs, stripped_s = read_runs(data, strip=True)
            plain += plain_s
            stripped += stripped_s
            same = same and plain_runs == stripped_runs
        differing += not same
        rows.append({"paper": paper.name, "plain_s": plain, "stripped_s": stripped, "identical": same})
        print(f"{paper.name[:58]:<58} {plain:>10.2f}s {stripped:>8.2f}s {stripped / max(plain, 1e-9):>6.2f}  "
              f"{'identical' if same else 'DIFFERENT'}", flush=True)
    plain_total = sum(row["plain_s"] for row in rows)
    stripped_total = sum(row["stripped_s"] for row in rows)
    print(f"{len(rows)} papers: {plain_total:.1f} s as is, {stripped_total:.1f} s stripped, "
          f"ratio {stripped_total / max(plain_total, 1e-9):.3f}; runs differ on {differing}")
    if args.json:
        args.json.write_text(json.dumps({"papers": rows, "plain_s": plain_total, "stripped_s": stripped_total}, indent=1))
    return 1 if differing else 0


if __name__ == "__main__":
    raise SystemExit(main())
