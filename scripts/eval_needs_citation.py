"""Evaluate the citation-need classifier on the dev split and print Markdown tables.

    python scripts/eval_needs_citation.py [--data ../shared/data/needs_citation] \
        [--cache runs/needs_citation] [--model engine/pre_attribution/data] [--json out.json]

Reports macro-F1 and per-class precision / recall for SAFE's 24 features alone (logistic
regression and SAFE's class-balanced random forest), embeddings alone, both, and the
shipped model; then RB006's rule-level behaviour on dev: false alarms on sentences the
authors left uncited, recall on cited sentences with their markers removed, and what
the exemptions (own contributions, transitions, ...) remove. One thread; features are
cached by scripts/train_needs_citation.py under --cache.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
DEFAULT_DATA = ROOT.parent / "shared" / "data" / "needs_citation"


def _row(name: str, result: dict[str, Any]) -> str:
    cells = [f"{result['macro_f1']:.3f}", f"{result['accuracy']:.3f}"]
    for klass in ("none", "one", "several"):
        per = result["per_class"][klass]
        cells.append(f"{per['precision']:.3f} / {per['recall']:.3f}")
    return f"| {name} | " + " | ".join(cells) + " |"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--data", type=Path, default=DEFAULT_DATA)
    parser.add_argument("--cache", type=Path, default=ROOT / "runs" / "needs_citation")
    parser.add_argument("--model", type=Path, default=None, help="model folder (default: the shipped one)")
    parser.add_argument("--grid", default="0.01,0.03,0.1,0.3,1.0,3.0")
    parser.add_argument("--json", type=Path, default=None, help="also write the numbers as JSON here")
    args = parser.parse_args(argv)

    from needs_citation_training import training as tr

    tr.single_thread()
    import numpy as np

    from rblint.engine.embedding import load_embedder
    from needs_citation_training.dataset import DatasetError, deduplicate, load_split
    from rblint.engine.pre_attribution.exemptions import exemption
    from rblint.engine.pre_attribution.model import ModelFormatError, load_classifier

    try:
        train = deduplicate(load_split(args.data / "train.jsonl"))
        dev = deduplicate(load_split(args.data / "dev.jsonl"))
        classifier = load_classifier(embedder_factory=load_embedder, directory=args.model)
    except (DatasetError, ModelFormatError) as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    shipped_table, full_table = tr.ngram_tables(train)
    train_texts = [example.text for example in train]
    dev_texts = [example.text for example in dev]
    blocks_train = tr.split_blocks(
        tr.handcrafted(train_texts, full_table, args.cache, "train", leave_out=True),
        tr.embeddings(train_texts, args.cache, load_embedder),
    )
    blocks_dev = tr.split_blocks(
        tr.handcrafted(dev_texts, shipped_table, args.cache, "dev", leave_out=False),
        tr.embeddings(dev_texts, args.cache, load_embedder),
    )
    y_train = np.array([example.label for example in train])
    y_dev = np.array([example.label for example in dev])
    grid = [float(value) for value in args.grid.split(",")]
    results: dict[str, Any] = {}

    def best_linear(inputs: tuple[str, ...]) -> dict[str, Any]:
        best: dict[str, Any] | None = None
        for c in grid:
            head = tr.fit_linear("tmp", inputs, blocks_train.stack(inputs), y_train, c)
            result = tr.report(y_dev, head.probabilities(blocks_dev.stack(inputs)))
            if best is None or result["macro_f1"] > best["macro_f1"]:
                best = {**result, "C": c}
        assert best is not None
        return best

    results["SAFE-24, logistic regression"] = best_linear(("safe",))
    forest = tr.fit_forest(blocks_train.safe, y_train)
    results["SAFE-24, balanced random forest (SAFE)"] = tr.report(y_dev, forest.predict_proba(blocks_dev.safe))
    results["SAFE-24 + cues, logistic regression"] = best_linear(("safe", "cue"))
    results["MiniLM embedding alone, logistic regression"] = best_linear(("embedding",))
    results["SAFE-24 + embedding, logistic regression"] = best_linear(("safe", "embedding"))
    shipped: dict[str, np.ndarray] = {}
    for name, head in classifier.heads.items():
        shipped[name] = head.probabilities(blocks_dev.stack(head.inputs))
        results[f"shipped head '{name}' ({' + '.join(head.inputs)})"] = tr.report(y_dev, shipped[name])

    print(f"dev split: {len(dev)} sentences "
          f"(none {int((y_dev == 0).sum())}, one {int((y_dev == 1).sum())}, several {int((y_dev == 2).sum())})\n")
    print("| features, model | macro-F1 | accuracy | none P / R | one P / R | several P / R |")
    print("|---|---|---|---|---|---|")
    for name, result in results.items():
        print(_row(name, result))

    # Rule-level behaviour with the shipped full head and thresholds.
    probabilities = shipped.get("full", shipped["handcrafted"])
    need, several = tr.need_scores(probabilities)
    exempt = np.array([exemption(text) is not None for text in dev_texts])
    uncited = y_dev == 0
    cited = y_dev >= 1
    flagged = (need >= classifier.threshold) & ~exempt
    false_alarms = int((flagged & uncited).sum())
    hits = int((flagged & cited).sum())
    rule = {
        "threshold": classifier.threshold,
        "uncited_sentences": int(uncited.sum()),
        "false_alarms": false_alarms,
        "false_alarm_rate": false_alarms / max(1, int(uncited.sum())),
        "cited_sentences": int(cited.sum()),
        "recall_on_cited": hits / max(1, int(cited.sum())),
        "precision": hits / max(1, int(flagged.sum())),
        "exempted_uncited": int((exempt & uncited).sum()),
        "exempted_cited": int((exempt & cited).sum()),
    }
    one = y_dev == 1
    several_ref = y_dev == 2
    info = several >= classifier.several_threshold
    rule["several_threshold"] = classifier.several_threshold
    rule["several_info_on_one"] = int((info & one & ~exempt).sum())
    rule["several_info_rate_on_one"] = rule["several_info_on_one"] / max(1, int(one.sum()))
    rule["several_recall"] = int((info & several_ref & ~exempt).sum()) / max(1, int(several_ref.sum()))
    results["rule"] = rule
    print("\nRB006 on dev (markers of cited sentences removed, exemptions applied):\n")
    print("| measure | value |\n|---|---|")
    print(f"| needs-reference threshold | {rule['threshold']:.2f} |")
    print(f"| false alarms on uncited sentences | {false_alarms} / {rule['uncited_sentences']} ({rule['false_alarm_rate']:.1%}) |")
    print(f"| recall on cited sentences | {rule['recall_on_cited']:.1%} of {rule['cited_sentences']} |")
    print(f"| precision of warnings | {rule['precision']:.1%} |")
    print(f"| exempted (uncited / cited) | {rule['exempted_uncited']} / {rule['exempted_cited']} |")
    print(f"| needs-several threshold | {rule['several_threshold']:.2f} |")
    print(f"| info on one-reference sentences | {rule['several_info_on_one']} / {int(one.sum())} ({rule['several_info_rate_on_one']:.1%}) |")
    print(f"| several-reference sentences caught | {rule['several_recall']:.1%} of {int(several_ref.sum())} |")
    from sklearn.metrics import roc_auc_score

    rule["need_roc_auc"] = float(roc_auc_score(cited, need))
    print(f"| ROC-AUC of the needs-reference score (cited vs uncited) | {rule['need_roc_auc']:.3f} |")
    print("\nThreshold choices (`thresholds.needs-reference`), exemptions applied:\n")
    print("| threshold | false alarms on uncited | recall on cited | precision |\n|---|---|---|---|")
    curve = []
    for threshold in (0.5, 0.6, 0.7, 0.75, 0.8, 0.85, 0.9):
        flags = (need >= threshold) & ~exempt
        point = {
            "threshold": threshold,
            "false_alarm_rate": int((flags & uncited).sum()) / max(1, int(uncited.sum())),
            "recall": int((flags & cited).sum()) / max(1, int(cited.sum())),
            "precision": int((flags & cited).sum()) / max(1, int(flags.sum())),
        }
        curve.append(point)
        print(f"| {threshold:.2f} | {point['false_alarm_rate']:.1%} | {point['recall']:.1%} | {point['precision']:.1%} |")
    rule["curve"] = curve
    print("\nBoth shipped heads at their own calibrated thresholds (exemptions applied):\n")
    print("| head | threshold | false alarms on uncited | recall on cited | precision | ROC-AUC |\n|---|---|---|---|---|---|")
    heads_summary = {}
    for name, head_probabilities in shipped.items():
        head_need, _ = tr.need_scores(head_probabilities)
        head_threshold = float(classifier.meta["heads"][name]["threshold"])
        flags = (head_need >= head_threshold) & ~exempt
        summary = {
            "threshold": head_threshold,
            "false_alarm_rate": int((flags & uncited).sum()) / max(1, int(uncited.sum())),
            "recall": int((flags & cited).sum()) / max(1, int(cited.sum())),
            "precision": int((flags & cited).sum()) / max(1, int(flags.sum())),
            "roc_auc": float(roc_auc_score(cited, head_need)),
        }
        heads_summary[name] = summary
        print(
            f"| {name} | {head_threshold:.2f} | {summary['false_alarm_rate']:.1%} | {summary['recall']:.1%} | "
            f"{summary['precision']:.1%} | {summary['roc_auc']:.3f} |"
        )
    rule["heads"] = heads_summary
    if args.json:
        args.json.write_text(json.dumps(results, indent=2) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
