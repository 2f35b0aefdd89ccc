"""Instant rules on a generated 1,000-sentence draft with 200 markers (target: < 1 s).

Prints the median of repeated runs for parse, bibliography and each rule, measured in
one process on this machine. Run: python bench/bench_instant_rules.py [--repeats 7]
"""

from __future__ import annotations

import argparse
import random
import statistics
import tempfile
import time
from pathlib import Path

from rblint.engine.config import Config
from rblint.engine.cues import clear_caches as clear_cue_caches
from rblint.engine.markdown import clear_caches
from rblint.engine.linter import Linter
from rblint.engine.rule import Phase

WORDS = (
    "retrieval model citation corpus recall sentence paper evidence dense sparse benchmark "
    "annotators agreement language generation review claim source passage score training"
).split()


def generate_draft(sentences: int = 1000, markers: int = 200, references: int = 40, seed: int = 0) -> str:
    rng = random.Random(seed)
    marked = set(rng.sample(range(sentences), markers))
    lines = ["---", "title: Generated benchmark draft", "---", "", "# Related work", ""]
    paragraph: list[str] = []
    for index in range(sentences):
        words = [rng.choice(WORDS) for _ in range(rng.randint(10, 24))]
        sentence = " ".join(words).capitalize()
        if index % 37 == 0:
            sentence = "Prior work has shown that " + sentence.lower()
        if index % 53 == 0:
            sentence += " (e.g. Fig. 3 and Eq. (2) in Sec. 4.1, pcc=0.88)"
        if index in marked:
            sentence += f" [{rng.randint(1, references + 2)}]"
        paragraph.append(sentence + ".")
        if len(paragraph) == 8:
            lines.extend([" ".join(paragraph), ""])
            paragraph = []
    if paragraph:
        lines.extend([" ".join(paragraph), ""])
    lines.extend(["## References", ""])
    for number in range(1, references + 1):
        lines.append(f"{number}. Author{number}, A. ({2000 + number % 24}). Paper number {number}. [PDF](papers/p{number}.pdf)")
    return "\n".join(lines) + "\n"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--repeats", type=int, default=7)
    args = parser.parse_args()
    text = generate_draft()
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "draft.md"
        path.write_text(text, encoding="utf-8")
        linter = Linter(Config(root=Path(folder)))
        linter.lint_text(text, path, phases=[Phase.INSTANT])  # warm imports
        totals, parse_times, bib_times = [], [], []
        per_rule: dict[str, list[float]] = {}
        for _ in range(args.repeats):
            clear_caches()  # a cold parse, as when a draft is first opened or linted by the CLI
            clear_cue_caches()
            started = time.perf_counter()
            draft = linter.parse(text, path)
            parsed = time.perf_counter()
            bibliography = linter.load_bibliography(draft)
            loaded = time.perf_counter()
            result = linter.lint_text(text, path, phases=[Phase.INSTANT], draft=draft, bibliography=bibliography)
            totals.append(time.perf_counter() - started)
            parse_times.append(parsed - started)
            bib_times.append(loaded - parsed)
            for code, seconds in result.timings.items():
                per_rule.setdefault(code, []).append(seconds)
    sentences = len(draft.sentences)
    print(f"draft: {sentences} sentences, {len(draft.markers)} markers, {len(text.split())} words")
    print(f"diagnostics: {len(result.diagnostics)}")
    print(f"parse (markdown + sentences + markers): {statistics.median(parse_times) * 1000:.1f} ms")
    print(f"bibliography: {statistics.median(bib_times) * 1000:.1f} ms")
    for code, values in sorted(per_rule.items()):
        print(f"{code}: {statistics.median(values) * 1000:.1f} ms")
    total = statistics.median(totals)
    print(f"total (median of {args.repeats}): {total * 1000:.1f} ms  target < 1000 ms -> {'OK' if total < 1 else 'MISSED'}")


if __name__ == "__main__":
    main()
