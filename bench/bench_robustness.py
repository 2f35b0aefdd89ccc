#!/usr/bin/env python
"""Hostile input, measured: fuzzed drafts, hostile bibliographies and PDFs, through the linter.

Usage: python bench/bench_robustness.py [--drafts 10000] [--full 40] [--seed 0]

Each draft is random Markdown (nested lists and quotes, comments, code, math, markers of
every style) plus hostile references: ``..`` paths, absolute paths, a symlink out of the
project, a FIFO, ``/dev/zero``, a YAML alias bomb, deeply nested CSL-JSON, fake and
truncated PDFs. Every draft runs the instant rules; ``--full`` of them also run the model
rules with the overlap backend (sources parsed and indexed, no torch needed for scoring).

A Python audit hook watches the whole run and counts every file opened outside the
project folder, the interpreter and the cache (``reads outside``) and every socket
connect (``network``). Printed: inputs tried, exceptions (a rule that failed or a
traceback), hangs (an input over 10 s), peak RSS, reads outside the project, network
attempts - all should be zero but the inputs.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import resource
import sys
import sysconfig
import tempfile
import time
from pathlib import Path

os.environ.setdefault("HF_HUB_OFFLINE", "1")

HANG_SECONDS = 10.0
MARKERS = ["[1]", "[2, 3]", "[1-3]", "[@a]", "[@b; @c, p. 4]", "(Smith, 2020)", "[^1]", "[999999999999]", "@a"]
DECORATIONS = ["", " <!-- note -->", " `code`", " $x^2$", " **b**", " <!--$$-->]", " \ud835", " \x00"]
HOSTILE_PATHS = ["../secret.txt", "{outside}", "papers/leak.txt", "fifo.bib", "/dev/zero", "fake.pdf",
                 "trunc.pdf", "../../../../etc/passwd", "papers/../../secret.txt"]
BOMB = "a: &a [x,x,x,x,x,x,x,x,x]\n" + "".join(
    f"{c}: &{c} [{', '.join(['*' + p] * 9)}]\n" for p, c in zip("abcdefgh", "bcdefghi"))


def sentence(rng: random.Random) -> str:
    words = " ".join(rng.choice(["retrieval", "improves", "recall", "the", "model", "0.93", "not", "data"])
                     for _ in range(rng.randint(3, 12)))
    return f"{words} {rng.choice(MARKERS)}{rng.choice(DECORATIONS)}."


def draft_text(rng: random.Random, outside: Path) -> str:
    blocks = []
    if rng.random() < 0.3:
        matter = BOMB if rng.random() < 0.3 else ""
        bib = rng.choice(["refs.bib", "refs.json", "fifo.bib", "/dev/zero", "../outside.bib", "deep.json"])
        blocks.append(f"---\n{matter}bibliography: {bib}\n---")
    for _ in range(rng.randint(1, 10)):
        kind = rng.random()
        if kind < 0.5:
            blocks.append(" ".join(sentence(rng) for _ in range(rng.randint(1, 5))))
        elif kind < 0.7:
            blocks.append("\n".join("  " * i + "- " + sentence(rng) for i in range(rng.randint(1, 120))))
        elif kind < 0.85:
            blocks.append("\n".join(">" * i + " " + sentence(rng) for i in range(1, rng.randint(2, 150))))
        else:
            blocks.append("<!-- c -->" * rng.randint(1, 2000) + " tail.")
    refs = "\n".join(f"{n}. Doe, J. (2020). T. {rng.choice(HOSTILE_PATHS).format(outside=outside)}"
                     for n in range(1, 4))
    links = "\n".join(f"[{key}]: {rng.choice(HOSTILE_PATHS).format(outside=outside)}" for key in ("a", "b", "c"))
    return "\n\n".join(blocks) + f"\n\n## References\n\n{refs}\n\n{links}\n"


def make_project(root: Path, outside: Path) -> Path:
    project = root / "project"
    (project / "papers").mkdir(parents=True)
    (project / "fake.pdf").write_text("not a pdf")
    (project / "trunc.pdf").write_bytes(b"%PDF-1.4\n1 0 obj<<>>")
    (project / "refs.bib").write_text(f"@article{{a, title={{A}}, year={{2020}}, file={{{outside}}}}}\n")
    (project / "refs.json").write_text(json.dumps([{"id": "b", "title": "B", "file": "../secret.txt"}]))
    (project / "deep.json").write_text("[" * 100_000 + "]" * 100_000)
    (root / "outside.bib").write_text("@article{c, title={C}, year={2021}}\n")
    os.symlink(outside, project / "papers" / "leak.txt")
    if hasattr(os, "mkfifo"):
        os.mkfifo(project / "fifo.bib")
    return project


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--drafts", type=int, default=10_000)
    parser.add_argument("--full", type=int, default=40, help="drafts that also run the model rules")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()

    from rblint.engine.config import Config, ModelConfig
    from rblint.engine.linter import Linter
    from rblint.engine.rule import Phase

    rng = random.Random(args.seed)
    root = Path(tempfile.mkdtemp(prefix="rblint-robust-")).resolve()
    outside = root / "secret.txt"
    outside.write_text("PRIVATE KEY material that must never be read\n")
    project = make_project(root, outside)
    cache = root / "cache"
    allowed = [project, cache, Path(sys.prefix).resolve(), Path(sys.base_prefix).resolve(),
               Path(sysconfig.get_paths()["purelib"]).resolve(), Path(tempfile.gettempdir()).resolve() / "torch",
               Path(__file__).resolve().parents[1]]
    outside_reads: list[str] = []
    network: list[str] = []

    def audit(event: str, hook_args: tuple) -> None:
        if event == "open" and hook_args and isinstance(hook_args[0], (str, bytes, os.PathLike)):
            try:
                path = Path(os.fsdecode(hook_args[0])).resolve()
            except (OSError, ValueError):
                return
            if path == outside or (str(path).startswith(str(root)) and not str(path).startswith(str(project))
                                   and not str(path).startswith(str(cache))):
                outside_reads.append(str(path))
        elif event == "socket.connect":
            network.append(repr(hook_args[1:]))

    sys.addaudithook(audit)
    config = Config(root=project, cache_dir=cache, model=ModelConfig(backend="overlap"))
    linter = Linter(config)
    if args.full:  # load the models once, outside the timings (a cold start is not a hang)
        warmup = random.Random(args.seed + 1)
        for _ in range(3):
            linter.lint_text(draft_text(warmup, outside), project / "warmup.md")
    exceptions: list[str] = []
    hangs: list[tuple[int, float]] = []
    started = time.perf_counter()
    slowest = 0.0
    for number in range(args.drafts):
        text = draft_text(rng, outside)
        path = project / f"draft{number % 50}.md"
        phases = None if number < args.full else (Phase.INSTANT,)
        begin = time.perf_counter()
        try:
            result = linter.lint_text(text, path, phases)
            exceptions += [f for f in result.failures if "bug in rblint" in f]
            leaked = [d for d in result.diagnostics if "PRIVATE KEY" in d.message
                      or any("PRIVATE KEY" in (e.text or "") for e in d.evidence)]
            if leaked:
                outside_reads.append(f"draft {number}: quoted the secret")
        except Exception as error:  # noqa: BLE001 - counting them is the point
            exceptions.append(f"draft {number}: {type(error).__name__}: {error}")
        seconds = time.perf_counter() - begin
        slowest = max(slowest, seconds)
        if seconds > HANG_SECONDS:
            hangs.append((number, seconds))
    total = time.perf_counter() - started
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"inputs tried: {args.drafts} drafts ({args.full} with the model rules, overlap backend), "
          f"{total:.0f} s, slowest {slowest:.2f} s")
    print(f"exceptions: {len(exceptions)}")
    print(f"hangs (> {HANG_SECONDS:g} s): {len(hangs)}")
    print(f"peak RSS: {peak:.0f} MB")
    print(f"reads outside the project: {len(outside_reads)}")
    print(f"network attempts: {len(network)}")
    for line in (exceptions[:5] + [str(h) for h in hangs[:5]] + outside_reads[:5] + network[:5]):
        print("  " + line)
    return 1 if exceptions or hangs or outside_reads or network else 0


if __name__ == "__main__":
    sys.exit(main())
