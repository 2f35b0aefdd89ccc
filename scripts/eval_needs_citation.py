"""Evaluate citation-need models on the dev split and the computer-science set, in one run.

    python scripts/eval_needs_citation.py [--data ../shared/data/needs_citation] \
        [--cs runs/cs_needs_reference.jsonl] [--model engine/pre_attribution/data] \
        [--compare today=/path/to/older/model] [--json out.json]

For every model (the shipped one and each ``--compare``) and each of its heads: RB006's
behaviour at the head's own threshold on dev (cited sentences scored with their markers
removed, exemptions applied; precision, recall, false alarms on uncited sentences,
ROC-AUC) and on the computer-science set built by scripts/build_cs_needs_reference.py;
RB012's (one cited work vs several) on dev; per-class precision / recall of the argmax.
Then threshold-free feature ablations (ROC-AUC), fitted on train with the shipped full
head's C: nothing here is chosen on dev. One thread; features are cached under --cache.
"""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
DEFAULT_DATA = ROOT.parent / "shared" / "data" / "needs_citation"
ABLATIONS = {
    "SAFE-24": ("safe",),
    "SAFE-24 + cues": ("safe", "cue"),
    "cues + paragraph context": ("cue", "context"),
    "SAFE-24 + cues + embedding (no context)": ("safe", "cue", "embedding"),
    "SAFE-24 + cues + context": ("safe", "cue", "context"),
    "SAFE-24 + cues + context + embedding": ("safe", "cue", "context", "embedding"),
    "wording alone": ("wording",),
    "SAFE-24 + cues + context + wording": ("safe", "cue", "context", "wording"),
    "SAFE-24 + cues + context + wording + embedding": ("safe", "cue", "context", "wording", "embedding"),
}


def _rate(numerator: int, denominator: int) -> float:
    return numerator / max(1, denominator)


def rule_metrics(need: Any, threshold: float, needs: Any, exempt: Any) -> dict[str, float]:
    """RB006 at ``threshold``: flags are non-exempt sentences scoring at or above it."""
    import numpy as np

    flagged = (need >= threshold) & ~exempt
    hits = int((flagged & needs).sum())
    from sklearn.metrics import roc_auc_score

    return {
        "threshold": float(threshold),
        "flagged": int(flagged.sum()),
        "precision": _rate(hits, int(flagged.sum())),
        "recall": _rate(hits, int(needs.sum())),
        "false_alarm_rate": _rate(int((flagged & ~needs).sum()), int((~needs).sum())),
        "roc_auc": float(roc_auc_score(needs, need)) if 0 < needs.sum() < len(needs) else float(np.nan),
    }


@dataclass
class HeadUnderTest:
    """One head of a model to evaluate, and how to pick its input columns from today's features.

    ``columns`` maps a block to the positions of the model's features among today's, so a
    model saved before features were added (its lists are a subset) is evaluated as it was."""

    name: str
    head: Any
    blocks: tuple[str, ...]
    meta: dict[str, Any]
    columns: dict[str, list[int]] = field(default_factory=dict)

    def inputs_of(self, blocks: Any) -> Any:
        import numpy as np

        parts = []
        for block in self.blocks:
            matrix = getattr(blocks, block)
            parts.append(matrix[:, self.columns[block]] if block in self.columns else matrix)
        return np.hstack(parts)


def older_heads(folder: Path) -> list[HeadUnderTest]:
    """The heads of a model saved by an earlier version (JSON + npz, read without pickle)."""
    import numpy as np

    from rblint.engine.pre_attribution.context import CONTEXT_FEATURES
    from rblint.engine.pre_attribution.features import CUE_FEATURES, SAFE_FEATURES
    from rblint.engine.pre_attribution.model import LinearHead

    meta = json.loads((folder / "needs_citation.json").read_text(encoding="utf-8"))
    today = {"safe": SAFE_FEATURES, "cue": CUE_FEATURES, "context": CONTEXT_FEATURES}
    columns = {}
    for block, names in today.items():
        saved = meta.get(f"{block}_features", [])
        missing = [name for name in saved if name not in names]
        if missing:
            raise ValueError(f"{folder}: features {missing} no longer exist")
        columns[block] = [names.index(name) for name in saved]
    heads = []
    with np.load(folder / "needs_citation.npz", allow_pickle=False) as arrays:
        for name, spec in meta["heads"].items():
            head = LinearHead(name, tuple(spec["inputs"]), *(arrays[f"{name}_{part}"].astype(np.float64)
                                                             for part in ("mean", "scale", "coef", "intercept")))
            heads.append(HeadUnderTest(name, head, tuple(spec["inputs"]), dict(spec), columns))
    return heads


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--data", type=Path, default=DEFAULT_DATA)
    parser.add_argument("--cs", type=Path, default=ROOT / "runs" / "cs_needs_reference.jsonl",
                        help="computer-science set (scripts/build_cs_needs_reference.py)")
    parser.add_argument("--cache", type=Path, default=ROOT / "runs" / "needs_citation")
    parser.add_argument("--model", type=Path, default=None, help="model folder (default: the shipped one)")
    parser.add_argument("--compare", action="append", default=[], metavar="NAME=DIR", help="another model to report beside it")
    parser.add_argument("--json", type=Path, default=None, help="also write the numbers as JSON here")
    args = parser.parse_args(argv)

    from needs_citation_training import training as tr

    tr.single_thread()
    import numpy as np

    from needs_citation_training.dataset import DatasetError, deduplicate, load_split
    from rblint.engine.embedding import load_embedder
    from rblint.engine.pre_attribution.context import ParagraphContext
    from rblint.engine.pre_attribution.exemptions import exemption
    from rblint.engine.pre_attribution.model import ModelFormatError, load_classifier

    models: dict[str, list[HeadUnderTest]] = {}
    try:
        train = deduplicate(load_split(args.data / "train.jsonl"))
        dev = deduplicate(load_split(args.data / "dev.jsonl"))
        shipped = load_classifier(embedder_factory=load_embedder, directory=args.model)
        models["new"] = [
            HeadUnderTest(name, head, tuple(head.inputs), dict(shipped.meta["heads"][name])) for name, head in shipped.heads.items()
        ]
        for item in args.compare:
            name, _, folder = item.partition("=")
            models[name] = older_heads(Path(folder))
    except (DatasetError, ModelFormatError, OSError, KeyError, ValueError) as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    cs_rows = []
    if args.cs.is_file():
        cs_rows = [json.loads(line) for line in args.cs.read_text(encoding="utf-8").splitlines() if line.strip()]
    else:
        print(f"note: {args.cs} not found (scripts/build_cs_needs_reference.py builds it); dev only", file=sys.stderr)

    shipped_table, full_table = tr.ngram_tables(train)
    dev_texts = [example.text for example in dev]
    cs_texts = [row["sentence"] for row in cs_rows]
    cs_contexts = [ParagraphContext(row["position"], tuple(row["citing"])) for row in cs_rows]
    y_dev = np.array([example.label for example in dev])
    dev_exempt = np.array([exemption(text) is not None for text in dev_texts])
    cs_needs = np.array([row["label"] == "needs" for row in cs_rows], dtype=bool)
    cs_exempt = np.array([exemption(text) is not None for text in cs_texts], dtype=bool)

    def blocks_for(texts: list[str], contexts: list[ParagraphContext], table: Any, split: str) -> Any:
        hand = tr.handcrafted(texts, table, args.cache, split, leave_out=False)
        blocks = tr.split_blocks(hand, tr.embeddings(texts, args.cache, load_embedder), contexts)
        if shipped.wording is not None:  # the shipped scorer, fitted on all of train
            blocks.wording = shipped.wording.scores(texts)[:, None]
        return blocks

    dev_blocks = blocks_for(dev_texts, [example.context for example in dev], shipped_table, "dev")
    cs_blocks = blocks_for(cs_texts, cs_contexts, shipped_table, "cs") if cs_rows else None

    results: dict[str, Any] = {"dev_sentences": len(dev), "cs_sentences": len(cs_rows), "models": {}, "ablations": {}}
    print(f"dev: {len(dev)} sentences (none {int((y_dev == 0).sum())}, one {int((y_dev == 1).sum())}, "
          f"several {int((y_dev == 2).sum())}); CS set: {len(cs_rows)} ({int(cs_needs.sum())} need a reference)\n")
    table_rows = []
    # Every model here was trained on the train split, so its n-gram table is the one
    # rebuilt above and the cached handcrafted features are its own.
    for model_name, heads in models.items():
        for under_test in heads:
            head_name, head, meta = under_test.name, under_test.head, under_test.meta
            probabilities = head.probabilities(under_test.inputs_of(dev_blocks))
            need, several = tr.need_scores(probabilities)
            entry: dict[str, Any] = {"inputs": list(head.inputs), "per_class": tr.report(y_dev, probabilities)}
            entry["dev"] = rule_metrics(need, float(meta["threshold"]), y_dev >= 1, dev_exempt)
            cited = (y_dev >= 1) & ~dev_exempt
            entry["dev_several"] = rule_metrics(several[cited], float(meta["several_threshold"]), y_dev[cited] == 2,
                                                np.zeros(int(cited.sum()), dtype=bool))
            if cs_blocks is not None:
                cs_need, _ = tr.need_scores(head.probabilities(under_test.inputs_of(cs_blocks)))
                entry["cs"] = rule_metrics(cs_need, float(meta["threshold"]), cs_needs, cs_exempt)
                entry["cs_curve"] = [rule_metrics(cs_need, t, cs_needs, cs_exempt) for t in (0.5, 0.6, 0.7, 0.8, 0.9)]
            entry["dev_curve"] = [rule_metrics(need, t, y_dev >= 1, dev_exempt) for t in (0.5, 0.6, 0.7, 0.8, 0.9)]
            results["models"].setdefault(model_name, {})[head_name] = entry
            table_rows.append((f"{model_name} / {head_name} ({' + '.join(head.inputs)})", entry))

    print("RB006 at each head's own threshold (cited sentences without their markers; exemptions applied):\n")
    print("| model / head | threshold | dev precision | dev recall | dev false alarms | dev ROC-AUC | "
          "CS precision | CS recall | CS ROC-AUC |")
    print("|---|---|---|---|---|---|---|---|---|")
    for label, entry in table_rows:
        d = entry["dev"]
        c = entry.get("cs", {})
        cs_cells = (f"{c['precision']:.3f} | {c['recall']:.3f} | {c['roc_auc']:.3f}" if c else "- | - | -")
        print(f"| {label} | {d['threshold']:.2f} | {d['precision']:.3f} | {d['recall']:.3f} | "
              f"{d['false_alarm_rate']:.3f} | {d['roc_auc']:.3f} | {cs_cells} |")
    print("\nPer class on dev (argmax) and RB012 (one cited work, several usual) at its threshold:\n")
    print("| model / head | macro-F1 | none P / R | one P / R | several P / R | RB012 threshold | RB012 precision | RB012 recall |")
    print("|---|---|---|---|---|---|---|---|")
    for label, entry in table_rows:
        per = entry["per_class"]
        cells = " | ".join(f"{per['per_class'][k]['precision']:.3f} / {per['per_class'][k]['recall']:.3f}" for k in ("none", "one", "several"))
        s = entry["dev_several"]
        print(f"| {label} | {per['macro_f1']:.3f} | {cells} | {s['threshold']:.2f} | {s['precision']:.3f} | {s['recall']:.3f} |")
    new_full = results["models"]["new"].get("full") or results["models"]["new"]["handcrafted"]
    print("\nOperating points of the new model's full head (threshold: precision / recall):\n")
    print("| threshold | dev precision | dev recall | CS precision | CS recall |\n|---|---|---|---|---|")
    for index, point in enumerate(new_full["dev_curve"]):
        cs_point = new_full.get("cs_curve", [None] * 5)[index]
        cs_cells = f"{cs_point['precision']:.3f} | {cs_point['recall']:.3f}" if cs_point else "- | -"
        print(f"| {point['threshold']:.2f} | {point['precision']:.3f} | {point['recall']:.3f} | {cs_cells} |")

    c_value = float(shipped.meta.get("training", {}).get("C", {}).get("full", 0.03))
    y_train = np.array([example.label for example in train])
    train_texts = [example.text for example in train]
    train_blocks = tr.split_blocks(
        tr.handcrafted(train_texts, full_table, args.cache, "train", leave_out=True),
        tr.embeddings(train_texts, args.cache, load_embedder),
        [example.context for example in train],
    )
    # The heads learn from out-of-fold wording scores, as in training; dev and CS get the
    # scorer fitted on all of train (the same as the shipped one).
    train_blocks.wording, train_wording = tr.wording_out_of_fold(
        train_texts, y_train >= 1, np.array([example.paragraph for example in train]), 5)
    dev_blocks.wording = train_wording.scores(dev_texts)[:, None]
    if cs_blocks is not None:
        cs_blocks.wording = train_wording.scores(cs_texts)[:, None]
    print(f"\nAblations (fitted on train, C={c_value:g}; ROC-AUC of the need score, exemptions not applied):\n")
    print("| features | dev ROC-AUC | CS ROC-AUC |\n|---|---|---|")
    for name, inputs in ABLATIONS.items():
        head = tr.fit_linear("ablation", inputs, train_blocks.stack(inputs), y_train, c_value)
        dev_need, _ = tr.need_scores(head.probabilities(dev_blocks.stack(inputs)))
        row = {"dev_roc_auc": tr.auc(dev_need, y_dev >= 1)}
        if cs_blocks is not None:
            cs_need, _ = tr.need_scores(head.probabilities(cs_blocks.stack(inputs)))
            row["cs_roc_auc"] = tr.auc(cs_need, cs_needs)
        results["ablations"][name] = row
        print(f"| {name} | {row['dev_roc_auc']:.3f} | {row.get('cs_roc_auc', float('nan')):.3f} |")
    if args.json:
        args.json.write_text(json.dumps(results, indent=2) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
