"""Throughput of `rblint audit`: one process against Ray with 1 and 2 workers, in one run.

    python bench/bench_audit.py [--drafts 10] [--sentences 100] [--json OUT]

A generated corpus (bench_cli's generator: 10 PDF papers, 100 cited sentences, some with
a changed number) is cut into ``--drafts`` drafts that share the papers. Each mode is a
fresh `rblint audit` process with an empty cache (cold: parse, embed, score) and then the
same command with `--force` over the now-warm cache (warm: scoring only). Throughput is
cited sentences per second of the whole command, Ray's start included; Ray's own start
(`ray.init` to a ready actor) is measured alone. The findings of every mode are compared:
they must be identical. Run it on an idle machine; the ratios are the point.
"""

from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "bench"))

MODES = {"one process": [], "ray, 1 worker": ["--ray", "--workers", "1"], "ray, 2 workers": ["--ray", "--workers", "2"]}


def make_corpus(folder: Path, drafts: int, sentences: int) -> Path:
    from bench_cli import make_generated

    whole = make_generated(folder, sentences=sentences)
    text = whole.read_text()
    head, _, rest = text.partition("\n\n")
    body, _, references = rest.partition("## References")
    paragraphs = [item for item in body.split("\n\n") if item.strip()]
    per = max(1, len(paragraphs) // drafts)
    for number in range(drafts):  # beside papers/: a draft may cite only files under its own folder
        chunk = paragraphs[number * per : (number + 1) * per]
        if chunk:
            (folder / f"draft{number:02d}.md").write_text(
                f"# Draft {number}\n\n" + "\n\n".join(chunk) + "\n\n## References\n" + references)
    whole.unlink()
    return folder


def audit(drafts: Path, output: Path, cache: Path, extra: list[str]) -> tuple[float, dict[str, Any]]:
    command = [sys.executable, "-m", "rblint", "audit", str(drafts), "-o", str(output), "--cache-dir", str(cache), *extra]
    started = time.perf_counter()
    done = subprocess.run(command, capture_output=True, text=True)
    seconds = time.perf_counter() - started
    if done.returncode not in (0, 1):
        raise SystemExit(f"{' '.join(command)} failed:\n{done.stderr[-2000:]}")
    return seconds, json.loads((output / "run.json").read_text())


def findings(output: Path) -> list[str]:
    return sorted((output / "findings.jsonl").read_text().splitlines())


def ray_start() -> float:
    code = ("import time, ray; t = time.perf_counter(); ray.init(num_cpus=2, include_dashboard=False, "
            "log_to_driver=False); a = ray.remote(lambda: 1); ray.get(a.remote()); print(time.perf_counter() - t); ray.shutdown()")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    return float(done.stdout.strip().splitlines()[-1]) if done.returncode == 0 else float("nan")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--drafts", type=int, default=10)
    parser.add_argument("--sentences", type=int, default=100, help="cited sentences in all (5 per paragraph)")
    parser.add_argument("--json", type=Path)
    arguments = parser.parse_args()
    work = Path(tempfile.mkdtemp(prefix="rblint-bench-audit-"))
    try:
        drafts = make_corpus(work / "corpus", arguments.drafts, arguments.sentences)
        rows: dict[str, dict[str, float]] = {}
        reference: list[str] | None = None
        for name, extra in MODES.items():
            cache, output = work / f"cache-{len(rows)}", work / f"out-{len(rows)}"
            cold, info = audit(drafts, output, cache, extra)
            warm, _ = audit(drafts, output, cache, [*extra, "--force"])
            sentences = info["rows"]["claims"]
            if not sentences:
                raise SystemExit(f"{name}: no cited sentence was scored (see {output / 'findings.jsonl'})")
            rows[name] = {"cold_s": cold, "warm_s": warm, "sentences": sentences,
                          "cold_per_s": sentences / cold, "warm_per_s": sentences / warm}
            got = findings(output)
            if reference is None:
                reference = got
            elif got != reference:
                raise SystemExit(f"{name}: findings differ from the one-process run")
            print(f"{name:>15}: cold {cold:6.1f} s ({sentences / cold:5.2f} sentences/s), "
                  f"warm {warm:6.1f} s ({sentences / warm:5.2f} sentences/s)", flush=True)
        start = ray_start()
        base = rows["one process"]
        print(f"\n{sentences} cited sentences in {arguments.drafts} drafts over 10 papers; findings identical in every mode")
        print(f"Ray start alone (init to a first task): {start:.1f} s")
        for name, row in rows.items():
            print(f"{name:>15}: cold x{row['cold_per_s'] / base['cold_per_s']:.2f}, warm x{row['warm_per_s'] / base['warm_per_s']:.2f} "
                  "the one-process throughput")
        if arguments.json:
            arguments.json.write_text(json.dumps({"modes": rows, "ray_start_s": start, "drafts": arguments.drafts,
                                                  "sentences": sentences}, indent=2))
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
