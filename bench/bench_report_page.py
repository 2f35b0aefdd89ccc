#!/usr/bin/env python
"""The HTML review page of a 100-cited-sentence draft: its size and how fast it opens.

Usage: python bench/bench_report_page.py [--sentences 100] [--repeats 5] [--screenshot PATH] [--json OUT]

Case: the bundled example's cited sentences (examples/draft.md), cycled in a shuffled order
per round until there are ``--sentences`` of them, five to a paragraph, over the example's
own papers and references, in a temporary folder. ``rblint report draft.md -o review.html``
runs there in a fresh process with an empty cache (timed too, for the record). Then
headless Chromium (Debian's /usr/bin/chromium through Playwright, the test extra; never a
downloaded browser) opens the page from disk ``--repeats`` times, each in a fresh browser
context: navigation start to DOMContentLoaded and to the end of the load event
(PerformanceNavigationTiming), medians, beside issue 30's bars (page <= 2 MB, opens in
<= 1 s). Exits 1 when a bar is missed. The CPU's flags are printed because machines differ.

``--screenshot PATH`` also writes the README's picture: the bundled example's own page,
1000 px wide, from the top to the contradicted sentence with its evidence open
(docs/images/report.png).
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import random
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
EXAMPLES = REPO / "examples"
sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_reversal import cpu_flags  # noqa: E402 - the same flags line every bench prints

CHROMIUM_FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                  "--disable-background-networking", "--disable-component-update", "--disable-sync"]
SIZE_BAR = 2 * 1024 * 1024  # bytes
OPEN_BAR = 1000.0  # ms
NAVIGATION = """() => { const n = performance.getEntriesByType('navigation')[0];
  return {dcl: n.domContentLoadedEventEnd - n.startTime, load: n.loadEventEnd - n.startTime}; }"""


def cpu_model() -> str:
    from rblint.engine.precision import cpu_identity

    model = cpu_identity()[0]
    return model if model != "unknown" else platform.machine()


def make_draft(folder: Path, sentences: int, seed: int = 30) -> Path:
    """``sentences`` cited sentences of the example, cycled in a shuffled order, over its papers."""
    shutil.copytree(EXAMPLES / "papers", folder / "papers")
    lines = (EXAMPLES / "draft.md").read_text(encoding="utf-8").splitlines()
    cited = [line for line in lines if re.search(r"\[\d+\]\.$", line) and not re.match(r"\d+\. ", line)]
    references = lines[lines.index("## References"):]
    rng = random.Random(seed)
    body: list[str] = []
    while len(body) < sentences:
        round_ = cited[:]
        rng.shuffle(round_)
        body.extend(round_)
    body = body[:sentences]
    paragraphs = [" ".join(body[start:start + 5]) for start in range(0, len(body), 5)]
    draft = folder / "draft.md"
    draft.write_text("# Related work\n\n" + "\n\n".join(paragraphs) + "\n\n" + "\n".join(references) + "\n",
                     encoding="utf-8")
    return draft


def report(draft: Path, cache: Path) -> float:
    """Seconds of one ``rblint report draft.md -o review.html`` process (writes review.html beside it)."""
    env = {**os.environ, "RBLINT_CACHE_DIR": str(cache)}
    started = time.perf_counter()
    done = subprocess.run([sys.executable, "-m", "rblint", "report", draft.name, "-o", "review.html"],
                          cwd=draft.parent, env=env, capture_output=True, text=True)
    seconds = time.perf_counter() - started
    if done.returncode != 0:
        raise SystemExit(f"rblint report exited with {done.returncode}: {done.stderr.strip()}")
    return seconds


def launch(playwright: Any) -> Any:
    chromium = shutil.which("chromium")
    if chromium is None:
        raise SystemExit("chromium is not installed (Debian: apt-get install chromium)")
    return playwright.chromium.launch(executable_path=chromium, args=CHROMIUM_FLAGS)


def open_times(browser: Any, page_file: Path, repeats: int) -> dict[str, Any]:
    """Medians (ms) of navigation start to DOMContentLoaded and to the load event's end, and of
    Playwright's own goto round trip; each load in a fresh context."""
    runs: dict[str, list[float]] = {"dcl": [], "load": [], "goto": []}
    errors: list[str] = []
    for _ in range(repeats):
        context = browser.new_context(viewport={"width": 1000, "height": 800})
        page = context.new_page()
        page.on("console", lambda message: message.type == "error" and errors.append(message.text))
        page.on("pageerror", lambda error: errors.append(str(error)))
        started = time.perf_counter()
        page.goto(page_file.as_uri(), wait_until="load")
        runs["goto"].append((time.perf_counter() - started) * 1000)
        page.wait_for_function("() => performance.getEntriesByType('navigation')[0].loadEventEnd > 0")
        timing = page.evaluate(NAVIGATION)
        runs["dcl"].append(timing["dcl"])
        runs["load"].append(timing["load"])
        articles = page.locator("article").count()
        context.close()
    return {**{name: round(statistics.median(values), 1) for name, values in runs.items()},
            "all_load": [round(value, 1) for value in runs["load"]], "articles": articles, "errors": errors}


def screenshot(browser: Any, scratch: Path, cache: Path, target: Path) -> int:
    """The example's page from the top to the contradicted sentence, its evidence open."""
    folder = scratch / "example"
    shutil.copytree(EXAMPLES, folder)
    report(folder / "draft.md", cache)
    context = browser.new_context(viewport={"width": 1000, "height": 1400})
    page = context.new_page()
    page.goto((folder / "review.html").as_uri())
    contradicted = page.locator('article[data-verdict="CONTRADICTED"]').first
    contradicted.locator("summary").click()
    page.evaluate("() => document.activeElement.blur()")  # no focus ring in the picture
    box = contradicted.bounding_box()
    target.parent.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(target), clip={"x": 0, "y": 0, "width": 1000, "height": box["y"] + box["height"] + 12})
    context.close()
    return target.stat().st_size


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sentences", type=int, default=100)
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--screenshot", type=Path, default=None, help="also write the README's picture here")
    parser.add_argument("--json", type=Path, default=None)
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory(prefix="rblint-bench-report-") as scratch_name:
        scratch = Path(scratch_name)
        draft = make_draft(scratch / "draft", args.sentences)
        report_s = report(draft, scratch / "cache")
        page_file = draft.parent / "review.html"
        size = page_file.stat().st_size
        with sync_playwright() as playwright:
            browser = launch(playwright)
            try:
                times = open_times(browser, page_file, args.repeats)
                shot = None
                if args.screenshot is not None:
                    shot = screenshot(browser, scratch, scratch / "cache-example", args.screenshot)
                version = browser.version
            finally:
                browser.close()
    print(f"cpu: {cpu_model()}; {platform.machine()} {cpu_flags()}; {os.cpu_count()} cores, load "
          f"{os.getloadavg()[0]:.1f}; python {platform.python_version()}; chromium {version}")
    print(f"{args.sentences} cited sentences (the example's, cycled) over examples/papers; `rblint report -o "
          f"review.html` (cold cache) {report_s:.2f} s; {times['articles']} sentences on the page")
    rows = [("page size", f"{size:,} B ({size / 1024 / 1024:.2f} MB)", "<= 2 MB", size <= SIZE_BAR),
            (f"DOMContentLoaded, median of {args.repeats}", f"{times['dcl']:.1f} ms", "", True),
            (f"load event end, median of {args.repeats}", f"{times['load']:.1f} ms", "<= 1000 ms",
             times["load"] <= OPEN_BAR),
            ("playwright goto round trip, median", f"{times['goto']:.1f} ms", "", True)]
    print(f"{'measure':<38} {'value':>24} {'bar':>11}  ")
    for name, value, bar, ok in rows:
        print(f"{name:<38} {value:>24} {bar:>11}  {'' if not bar else 'ok' if ok else 'OVER'}")
    print(f"each load (ms): {', '.join(f'{value:.1f}' for value in times['all_load'])}")
    if times["errors"]:
        print(f"console errors: {times['errors']}")
    if shot is not None:
        print(f"screenshot: {args.screenshot} ({shot:,} B)")
    if args.json is not None:
        args.json.write_text(json.dumps({"sentences": args.sentences, "size_bytes": size,
                                         "report_s": round(report_s, 2), **times, "cpu": cpu_model(),
                                         "flags": cpu_flags(), "chromium": version}, indent=2))
    return 0 if size <= SIZE_BAR and times["load"] <= OPEN_BAR and not times["errors"] else 1


if __name__ == "__main__":
    sys.exit(main())
