"""Cost per sentence of RB006 / RB012 (the citation-need classifier), side by side.

On the generated 1,000-sentence draft of bench_instant_rules.py, in one process:
the rules' candidate selection (exemptions, paragraph context), the classifier's
handcrafted features, the wording score, and both rules end to end through the linter
(model phase). The shipped head reads no embedding, so no model is loaded. Prints the
median of repeated runs in ms per candidate sentence, and each part's share of the total.

    python bench/bench_needs_reference.py [--repeats 3] [--sentences 300]

Run it on an idle machine. The instant phase is unaffected: both rules are model-phase.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_instant_rules import generate_draft  # noqa: E402

from rblint.engine.bibliography.model import Bibliography  # noqa: E402
from rblint.engine.config import Config  # noqa: E402
from rblint.engine.linter import Linter  # noqa: E402
from rblint.engine.markdown import parse_draft  # noqa: E402
from rblint.engine.pre_attribution.candidates import candidates  # noqa: E402
from rblint.engine.pre_attribution.features import handcrafted_matrix  # noqa: E402
from rblint.engine.rule import Phase  # noqa: E402
from rblint.engine.services import Services  # noqa: E402


def timed(function, repeats: int) -> float:  # type: ignore[no-untyped-def]
    times = []
    for _ in range(repeats):
        started = time.perf_counter()
        function()
        times.append(time.perf_counter() - started)
    return statistics.median(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--sentences", type=int, default=300)
    args = parser.parse_args()
    text = generate_draft(sentences=args.sentences, markers=args.sentences // 5)
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "draft.md"
        path.write_text(text, encoding="utf-8")
        draft = parse_draft(text, path)
        config = Config(root=Path(folder), cache_dir=None, select=("RB006", "RB012"))
        services = Services(config)
        classifier = services.citation_classifier
        found = candidates(draft, 0) + candidates(draft, 1)
        texts = [item.sentence.plain for item in found]
        contexts = [item.context for item in found]
        classifier.predict(texts[:4], contexts[:4])  # load the model files once: warm numbers
        wording = classifier.wording
        parts = {
            "candidates (exemptions, context)": timed(lambda: candidates(draft, 0) + candidates(draft, 1), args.repeats),
            "handcrafted features": timed(lambda: handcrafted_matrix(texts, classifier.table), args.repeats),
        }
        if wording is not None:
            parts["wording score"] = timed(lambda: wording.scores(texts), args.repeats)
        linter = Linter(config, services=services)
        end_to_end = timed(lambda: linter.lint_text(text, path, phases=[Phase.MODEL], bibliography=Bibliography()), args.repeats)
        n = max(1, len(found))
        print(f"{len(draft.sentences)} sentences, {n} candidates for RB006/RB012; head {classifier.head_name}; median of {args.repeats}\n")
        print("| part | ms per candidate | share of end to end |\n|---|---|---|")
        for name, seconds in parts.items():
            print(f"| {name} | {1000 * seconds / n:.2f} | {seconds / end_to_end:.0%} |")
        print(f"| RB006 + RB012 end to end (linter, model phase) | {1000 * end_to_end / n:.2f} | 100% |")
        embedder = services.loaded("embedder")
        print(f"\nembedding model loaded: {bool(embedder is not None and embedder.loaded)}")


if __name__ == "__main__":
    main()
