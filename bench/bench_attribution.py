#!/usr/bin/env python
"""What RB006's library search costs on a warm run: `rblint draft.md` with and without RB006.

Usage: python bench/bench_attribution.py [--papers 40] [--sentences 100] [--repeats 5]

Case (generated in a temporary folder, the same every run): ``--papers`` Markdown papers,
each a few paragraphs of its own topic's sentences, all named by a numbered references
list; a draft of ``--sentences`` sentences, half citing a paper and half uncited, a
quarter of all restating a paper's sentence without a marker. One cold run fills the
cache; then the warm runs alternate with RB006 and without it (``--ignore RB006``), each a
fresh process as a user or a hook runs it, and the medians and their ratio are printed
with the CPU's flags (machines differ). Issue 32's bar: RB006 adds at most 20% to a warm
run of a 100-sentence draft over a 40-paper library.

A third column runs with RB006 after emptying the stored attributions (the cache's
``attributions`` table, engine/analysis/attribution_store.py) before each run: what RB006
costs when every uncited sentence is new to it while the library and the sentences'
vectors are cached -- the cost the warm column paid before attributions were kept.

Each process runs as an installed rblint does, its bytecode compiled once (``process_env.py``;
before 2026-12-06 every run here compiled rblint's modules again, the same 0.36 s in each column).
"""

from __future__ import annotations

import argparse
import os
import platform
import random
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_reversal import cpu_flags  # noqa: E402
from process_env import installed_like  # noqa: E402

from rblint.engine.cache import FILE_NAME  # noqa: E402

WORDS = ("retrieval dense sparse encoder transformer citation recall precision corpus passage query benchmark "
         "annotator agreement kappa summary abstract claim evidence support contradiction negation polarity "
         "fusion rank reciprocal index vector embedding latency memory graph parser layout column font").split()
VERBS = ("improves", "reduces", "raises", "lowers", "matches", "predicts", "explains", "halves", "doubles")


def sentence(rng: random.Random, topic: list[str]) -> str:
    subject = " ".join(rng.sample(topic, 2))
    obj = " ".join(rng.sample(topic, 2))
    return f"The {subject} method {rng.choice(VERBS)} {obj} on the {rng.choice(topic)} benchmark by {rng.randint(2, 40)} points."


def build(folder: Path, papers: int, sentences: int) -> Path:
    rng = random.Random(7)
    topics = [rng.sample(WORDS, 8) for _ in range(papers)]
    paper_sentences: list[list[str]] = []
    (folder / "papers").mkdir(parents=True)
    for number, topic in enumerate(topics, start=1):
        body = [sentence(rng, topic) for _ in range(30)]
        paper_sentences.append(body)
        paragraphs = "\n\n".join(" ".join(body[start:start + 6]) for start in range(0, 30, 6))
        (folder / "papers" / f"p{number}.md").write_text(f"# Paper {number}\n\n## Results\n\n{paragraphs}\n",
                                                         encoding="utf-8")
    lines = []
    for position in range(sentences):
        number = rng.randrange(papers)
        if position % 4 == 0:
            lines.append(rng.choice(paper_sentences[number]))  # restates a paper, cites nothing
        elif position % 2 == 0:
            lines.append(sentence(rng, topics[number]))  # uncited, restates nothing
        else:
            lines.append(sentence(rng, topics[number])[:-1] + f" [{number + 1}].")
    references = "\n".join(f"{n}. Author{n}, A. (2020). Paper {n}. papers/p{n}.md" for n in range(1, papers + 1))
    draft = folder / "draft.md"
    draft.write_text("# Related work\n\n" + "\n".join(lines) + "\n\n## References\n\n" + references + "\n",
                     encoding="utf-8")
    return draft


def timed(draft: Path, extra: list[str], env: dict[str, str]) -> float:
    started = time.perf_counter()
    subprocess.run([sys.executable, "-m", "rblint", str(draft), "--exit-zero", "-q", *extra], env=env,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
    return time.perf_counter() - started


def forget_attributions(cache: Path) -> None:
    """Empty the stored attributions (the library's documents and vectors stay)."""
    with sqlite3.connect(cache / FILE_NAME) as connection:
        connection.execute("DELETE FROM attributions")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--papers", type=int, default=40)
    parser.add_argument("--sentences", type=int, default=100)
    parser.add_argument("--repeats", type=int, default=5)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as temporary:
        folder = Path(temporary)
        draft = build(folder, args.papers, args.sentences)
        env = installed_like(folder / "cache", folder / "bytecode")  # the cold run writes the bytecode
        cold = timed(draft, [], env)
        with_rule, without, recomputed = [], [], []
        for _ in range(args.repeats):
            with_rule.append(timed(draft, [], env))
            without.append(timed(draft, ["--ignore", "RB006"], env))
            forget_attributions(folder / "cache")
            recomputed.append(timed(draft, [], env))
        found = subprocess.run([sys.executable, "-m", "rblint", str(draft), "--exit-zero", "--statistics"], env=env,
                               capture_output=True, text=True).stdout
    print(f"cpu: {platform.processor() or platform.machine()}; {cpu_flags()}; {os.cpu_count()} cores; "
          f"load {os.getloadavg()[0]:.1f}; python {platform.python_version()}")
    print(f"{args.sentences} sentences over {args.papers} papers; cold run {cold:.2f} s")
    a, b = statistics.median(with_rule), statistics.median(without)
    print(f"warm run with RB006     {a:.3f} s (median of {args.repeats})")
    print(f"warm run without RB006  {b:.3f} s")
    print(f"ratio                   {a / b:.2f}x  (bar: <= 1.20x)")
    c = statistics.median(recomputed)
    print(f"with RB006, attributions not kept  {c:.3f} s  ({c / b:.2f}x: every uncited sentence new to RB006)")
    print("findings per rule:\n" + found.strip())
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
