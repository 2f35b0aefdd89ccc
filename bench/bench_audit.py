"""Throughput of `rblint audit`: one process against Ray with 1 and 2 workers, in one run.

    python bench/bench_audit.py [--drafts 200] [--sentences 2000] [--papers 20] [--json OUT]

A generated corpus (bench_cli's generator: ``--papers`` PDF papers, ``--sentences`` cited
sentences, some with a changed number) is cut into ``--drafts`` drafts that share the
papers. Each mode is a fresh `rblint audit` process with an empty cache (cold: parse,
embed, score), then the same command with `--force` over the now-warm cache (warm: scoring
only), then once more without it (nothing to do). Throughput is cited sentences per second
of the whole command, Ray's start included, and of its auditing stage alone (run.json's
``stage_seconds``: the workers' steady rate, their model loads included); Ray's own start
(`ray.init` to a ready actor) is measured alone. The findings of every mode are compared:
they must be identical. Run it on an idle machine; the ratios are the point.
Issue 33's bar: >= 50 cited sentences/s warm on 2 workers, 2 workers >= 1.6x one, a re-run
with nothing to do <= 2 s.
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


def make_corpus(folder: Path, drafts: int, sentences: int, papers: int) -> Path:
    from bench_cli import make_generated

    whole = make_generated(folder, sentences=sentences, papers=papers)
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
    parser.add_argument("--drafts", type=int, default=200)
    parser.add_argument("--sentences", type=int, default=2000, help="cited sentences in all (5 per paragraph)")
    parser.add_argument("--papers", type=int, default=20, help="PDF papers the drafts share")
    parser.add_argument("--ray-only", action="store_true", help="only the two Ray modes (a large corpus)")
    parser.add_argument("--json", type=Path)
    arguments = parser.parse_args()
    work = Path(tempfile.mkdtemp(prefix="rblint-bench-audit-"))
    try:
        drafts = make_corpus(work / "corpus", arguments.drafts, arguments.sentences, arguments.papers)
        rows: dict[str, dict[str, float]] = {}
        reference: list[str] | None = None
        modes = {name: extra for name, extra in MODES.items() if not (arguments.ray_only and not extra)}
        for name, extra in modes.items():
            cache, output = work / f"cache-{len(rows)}", work / f"out-{len(rows)}"
            cold, info = audit(drafts, output, cache, extra)
            warm, warm_info = audit(drafts, output, cache, [*extra, "--force"])
            sentences = info["rows"]["claims"]
            if not sentences:
                raise SystemExit(f"{name}: no cited sentence was scored (see {output / 'findings.jsonl'})")
            got = findings(output)
            idle, idle_info = audit(drafts, output, cache, extra)
            if idle_info["checked"]:
                raise SystemExit(f"{name}: a re-run checked {idle_info['checked']} units again")
            stage = warm_info.get("stage_seconds", {}).get("auditing") or float("nan")
            rows[name] = {"cold_s": cold, "warm_s": warm, "nothing_to_do_s": idle, "sentences": sentences,
                          "cold_per_s": sentences / cold, "warm_per_s": sentences / warm,
                          "warm_auditing_s": stage, "warm_auditing_per_s": sentences / stage}
            if reference is None:
                reference = got
            elif got != reference:
                raise SystemExit(f"{name}: findings differ from the one-process run")
            print(f"{name:>15}: cold {cold:6.1f} s ({sentences / cold:6.1f} sentences/s), "
                  f"warm {warm:6.1f} s ({sentences / warm:6.1f} sentences/s; auditing stage {stage:5.1f} s, "
                  f"{sentences / stage:6.1f}/s), nothing to do {idle:4.1f} s", flush=True)
        start = ray_start()
        base = rows.get("one process") or next(iter(rows.values()))
        print(f"\n{sentences} cited sentences in {arguments.drafts} drafts over {arguments.papers} papers; "
              "findings identical in every mode")
        print(f"Ray start alone (init to a first task): {start:.1f} s")
        for name, row in rows.items():
            print(f"{name:>15}: cold x{row['cold_per_s'] / base['cold_per_s']:.2f}, warm x{row['warm_per_s'] / base['warm_per_s']:.2f} "
                  f"the {'one-process' if 'one process' in rows else 'first mode'}'s throughput")
        if "ray, 1 worker" in rows and "ray, 2 workers" in rows:
            one, two = rows["ray, 1 worker"], rows["ray, 2 workers"]
            print(f"2 workers against 1, warm: whole command x{two['warm_per_s'] / one['warm_per_s']:.2f}, "
                  f"auditing stage x{two['warm_auditing_per_s'] / one['warm_auditing_per_s']:.2f}")
        if arguments.json:
            arguments.json.write_text(json.dumps({"modes": rows, "ray_start_s": start, "drafts": arguments.drafts,
                                                  "papers": arguments.papers, "sentences": sentences}, indent=2))
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
