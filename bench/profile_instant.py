"""CPU cost of the language server's instant pass, stage by stage, on the 10k-word draft.

The server re-lints the whole buffer after every edit (parse, bibliography, RB001,
RB002, RB003, RB008), so this is the CPU an edit costs before any debounce or I/O.
CPU time (``time.process_time``) is measured rather than wall time: on a shared,
loaded machine wall time mostly measures the other processes.

Two figures per stage, medians of ``--repeats`` runs:

* ``cold``: a draft never seen before in this process (every per-paragraph and
  per-sentence cache cleared first) -- the cost of opening a document;
* ``edit``: after a one-word edit in a random sentence of the draft parsed just
  before -- what each keystroke burst costs in the editor.

Usage: python bench/profile_instant.py [--repeats 15] [--draft lsp|instant]
       [--dump OUT.json] [--profile cold|edit]
``--dump`` writes the parse structure and the instant diagnostics of a series of edits
(for before/after comparisons); ``--profile`` prints the top cProfile entries.
"""

from __future__ import annotations

import argparse
import cProfile
import json
import os
import pstats
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any, Callable

os.environ.setdefault("OMP_NUM_THREADS", "1")
sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_instant_rules import generate_draft  # noqa: E402
from bench_lsp import make_corpus  # noqa: E402

from rblint.engine.config import Config  # noqa: E402
from rblint.engine.document import Draft  # noqa: E402
from rblint.engine.linter import Linter  # noqa: E402
from rblint.engine.rule import Phase, RuleContext  # noqa: E402
from rblint.engine.suppression import collect_suppressions  # noqa: E402


def clear_caches() -> None:
    """Forget every memo the parser and RB001 keep, when the engine has any."""
    for module_name, names in (
        ("rblint.engine.markdown", ("clear_caches",)),
        ("rblint.engine.cues", ("clear_caches",)),
        ("rblint.rules.rb001_missing_citation", ("clear_caches",)),
    ):
        module = sys.modules.get(module_name)
        for name in names:
            function = getattr(module, name, None) if module else None
            if callable(function):
                function()


def one_pass(linter: Linter, text: str, path: Path) -> tuple[dict[str, float], Any, Any, list[Any]]:
    """Parse, load the bibliography and run each instant rule; CPU seconds per stage."""
    times: dict[str, float] = {}
    clock = time.process_time
    started = clock()
    draft = linter.parse(text, path)
    parsed = clock()
    bibliography = linter.load_bibliography(draft)
    loaded = clock()
    times["parse"] = parsed - started
    times["bibliography"] = loaded - parsed
    context = RuleContext(
        draft=draft, bibliography=bibliography, config=linter.config, services=linter.services,
        severities=dict(linter.config.severity),
    )
    before = clock()
    collect_suppressions(draft)
    times["suppressions"] = clock() - before
    diagnostics: list[Any] = []
    for rule in linter.rules_for(path, [Phase.INSTANT]):
        before = clock()
        diagnostics.extend(rule.check(context))
        times[rule.code] = clock() - before
    times["total"] = clock() - started
    return times, draft, bibliography, diagnostics


def edited(text: str, rng: random.Random, spans: list[tuple[int, int]]) -> str:
    """``text`` with " very" inserted before a random word of a random sentence."""
    start, end = spans[rng.randrange(len(spans))]
    spaces = [index for index in range(start, end) if text[index] == " "]
    at = rng.choice(spaces) if spaces else start
    return text[:at] + " very" + text[at:]


def sentence_spans(draft: Draft) -> list[tuple[int, int]]:
    return [(sentence.span.start, sentence.span.end) for sentence in draft.sentences]


def measure(linter: Linter, text: str, path: Path, repeats: int, cold: bool, seed: int = 3) -> dict[str, list[float]]:
    rng = random.Random(seed)
    results: dict[str, list[float]] = {}
    clear_caches()
    _, draft, _, _ = one_pass(linter, text, path)
    current = text
    for _ in range(repeats):
        if cold:
            clear_caches()
        else:
            current = edited(current, rng, sentence_spans(draft))
        times, draft, _, _ = one_pass(linter, current, path)
        for stage, seconds in times.items():
            results.setdefault(stage, []).append(seconds)
    return results


EDITS = (" very", "\n\n", " [3]", " Prior work has shown this.", "", " Smith et al. found", "\n\n## Aside\n\n")


def edit_series(text: str, count: int = 12, seed: int = 5) -> list[str]:
    """The draft and ``count`` successive edits of it: words, paragraph breaks, markers,
    cues, deletions, a new heading -- what must not go stale in any cache."""
    rng = random.Random(seed)
    versions = [text]
    for number in range(count):
        current = versions[-1]
        at = rng.randrange(len(current) // 10, len(current) * 8 // 10)
        insert = EDITS[number % len(EDITS)]
        if insert:
            current = current[:at] + insert + current[at:]
        else:
            current = current[:at] + current[at + rng.randint(1, 400) :]
        versions.append(current)
    return versions


def dump(linter: Linter, text: str, path: Path) -> list[dict[str, Any]]:
    """Parse structure and instant diagnostics of a series of edits, linted in order in
    one process (caches warm, as in the server), as plain data for before/after diffs."""
    clear_caches()
    return [dump_one(linter, version, path) for version in edit_series(text)]


def dump_one(linter: Linter, text: str, path: Path) -> dict[str, Any]:
    _, draft, bibliography, _ = one_pass(linter, text, path)
    result = linter.lint_text(text, path, phases=[Phase.INSTANT])

    def span(value: Any) -> list[int] | None:
        return [value.start, value.end] if value is not None else None

    return {
        "sentences": [
            {
                "index": s.index, "span": span(s.span), "paragraph": s.paragraph_index, "section": list(s.section),
                "markers": [[m.text, span(m.span)] for m in s.markers], "masked": [span(m) for m in s.masked],
            }
            for s in draft.sentences
        ],
        "paragraphs": [[p.index, span(p.span), p.kind] for p in draft.paragraphs],
        "markers": [
            [m.text, span(m.span), m.style.value, m.narrative, [[i.key, i.locator, i.prefix, span(i.span)] for i in m.items]]
            for m in draft.markers
        ],
        "entries": [[e.key, e.title, list(e.authors), e.year, str(e.file) if e.file else None] for e in bibliography.entries],
        "diagnostics": [
            {
                "code": d.code, "span": span(d.span), "severity": str(d.severity), "message": d.message,
                "fixes": [[f.title, [[span(e.span), e.new_text] for e in f.edits]] for f in (d.fixes or ())],
            }
            for d in result.diagnostics
        ],
    }


def report(label: str, results: dict[str, list[float]]) -> None:
    parts = [f"{stage} {statistics.median(values) * 1000:.1f}" for stage, values in results.items()]
    totals = sorted(results["total"])
    p95 = totals[min(len(totals) - 1, round(0.95 * (len(totals) - 1)))]
    print(f"{label} (CPU ms, median of {len(totals)}): " + ", ".join(parts) + f"; total p95 {p95 * 1000:.1f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=15)
    parser.add_argument("--draft", choices=["lsp", "instant"], default="lsp",
                        help="lsp: 10,000 words citing 20 papers (bench_lsp); instant: 1,000 sentences, 200 markers")
    parser.add_argument("--dump", type=Path, help="write parse structure + diagnostics JSON here")
    parser.add_argument("--profile", choices=["cold", "edit"], help="cProfile the cold or the edit passes")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        root = Path(folder)
        if args.draft == "lsp":
            path, text, _ = make_corpus(root)
        else:
            text = generate_draft()
            path = root / "draft.md"
            path.write_text(text, encoding="utf-8")
        linter = Linter(Config(root=root))
        linter.lint_text(text, path, phases=[Phase.INSTANT])  # warm imports and compiled patterns
        if args.dump:
            data = json.dumps(dump(linter, text, path), indent=1).replace(folder, "<root>")
            args.dump.write_text(data, encoding="utf-8")
            print(f"wrote {args.dump}")
            return
        draft = linter.parse(text, path)
        print(f"draft ({args.draft}): {len(text.split())} words, {len(draft.sentences)} sentences, {len(draft.markers)} markers")
        if args.profile:
            profiler = cProfile.Profile()
            profiler.enable()
            measure(linter, text, path, args.repeats, cold=args.profile == "cold")
            profiler.disable()
            pstats.Stats(profiler).sort_stats("tottime").print_stats(40)
            return
        run: Callable[[bool], dict[str, list[float]]] = lambda cold: measure(linter, text, path, args.repeats, cold)
        report("cold", run(True))
        report("edit", run(False))


if __name__ == "__main__":
    main()
