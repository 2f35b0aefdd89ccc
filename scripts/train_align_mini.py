"""Train align-mini (MiniLM-L6 cross-encoder + AlignScore heads) on a small CPU budget.

Why this shape: on a shared 2-core CPU only a few tens of thousands of pairs fit in a few
hours, so only the top encoder layers, the pooler and the three heads are trained (the
frozen lower layers need no backward pass), sequences are short and batches are padded
dynamically. Fixed seeds; resumable from ``--run-dir/last.pt``; the best checkpoint (by
held-out AUC on the training mix's validation split, never the claim-support eval data)
is exported as the shipped delta.

    python scripts/train_align_mini.py --data ../shared/data/align_train \
        --run-dir runs/align_mini --steps 3000 --stop-at 03:55
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import random
import sys
import time
from pathlib import Path

import numpy as np
import torch
import torch.nn.functional as F

from align_training import sets as D
from rblint.engine.align_mini.model import (
    DEFAULT_WEIGHTS_DIR, AlignMiniModel, HeadOutput, apply_delta, load_base, save_delta,
)


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--data", type=Path, required=True, help="the align_train folder")
    parser.add_argument("--run-dir", type=Path, default=Path("runs/align_mini"), help="checkpoints (git-ignored)")
    parser.add_argument("--export-dir", type=Path, default=DEFAULT_WEIGHTS_DIR, help="where the best delta goes")
    parser.add_argument("--steps", type=int, default=3000)
    parser.add_argument("--batch-size", type=int, default=16)
    parser.add_argument("--max-length", type=int, default=160)
    parser.add_argument("--top-layers", type=int, default=2)
    parser.add_argument("--lr", type=float, default=8e-5, help="top encoder layers")
    parser.add_argument("--head-lr", type=float, default=1e-3, help="pooler and heads")
    parser.add_argument("--warmup", type=int, default=100)
    parser.add_argument("--mix-scale", type=float, default=1.0, help="multiplies every mix size")
    parser.add_argument("--mix", type=str, default="default",
                        help='a preset (v2, default, cpu-small) or a JSON mix, e.g. {"snli": 2000, "synthetic": 2.0}; '
                             'v2 reads --data\'s parent (../shared/data): align_train, align_train_more, claim_support')
    parser.add_argument("--allow-restricted", action="store_true", help="experiments only: non-permissive sets")
    parser.add_argument("--valid-size", type=int, default=600)
    parser.add_argument("--holdout", type=float, default=0.04, help="share of each source held out for validation")
    parser.add_argument("--select-on", type=str, default="",
                        help="pick the best checkpoint by the mean validation AUC over these comma-separated sources "
                             "and the whole mix (e.g. citint_windows,science); empty: the whole mix")
    parser.add_argument("--cache-frozen", action="store_true",
                        help="compute the frozen lower layers once per pair and train only the top ones from that cache")
    parser.add_argument("--init-from", type=Path, default=None,
                        help="start from a saved delta (e.g. a general-NLI run) instead of fresh heads")
    parser.add_argument("--eval-every", type=int, default=250)
    parser.add_argument("--save-every-min", type=float, default=8.0)
    parser.add_argument("--stop-at", type=str, default="", help="UTC HH:MM: stop, save, export by then")
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--device", type=str, default="cpu", help="cpu, or cuda where a GPU is lent")
    parser.add_argument("--amp", choices=("none", "bf16"), default="none",
                        help="bf16 autocast (fast on GPUs and CPUs with bf16 units; 17x slower on AVX2-only CPUs)")
    parser.add_argument("--valid-per-source", type=int, default=100, help="v2 mix: held-out pairs per set")
    parser.add_argument("--log", type=Path, default=None, help="append validation points as JSON lines")
    parser.add_argument("--seed", type=int, default=13)
    parser.add_argument("--save-mix", type=Path, default=None,
                        help="build the mix, write it (train and validation pairs, .jsonl.xz) and stop: "
                             "a GPU machine that cannot see ../shared trains from this file")
    parser.add_argument("--load-mix", type=Path, default=None, help="train on a mix written by --save-mix")
    parser.add_argument("--base-dir", type=Path, default=None,
                        help="the MiniLM base folder (default: the packaged one; see align_training/gpu_base.py)")
    return parser.parse_args(argv)


def seed_everything(seed: int) -> None:
    random.seed(seed)
    np.random.seed(seed)
    torch.manual_seed(seed)


def make_batches(pairs: list[D.Pair], batch_size: int, seed: int) -> list[list[int]]:
    """Length-bucketed batches (little padding) in a seeded random order."""
    rng = random.Random(seed)
    order = list(range(len(pairs)))
    rng.shuffle(order)
    batches: list[list[int]] = []
    bucket = batch_size * 50
    for start in range(0, len(order), bucket):
        chunk = sorted(order[start:start + bucket], key=lambda i: len(pairs[i].context) + len(pairs[i].claim))
        batches.extend(chunk[i:i + batch_size] for i in range(0, len(chunk), batch_size))
    rng.shuffle(batches)
    return batches


def encode(tokenizer, pairs: list[D.Pair], max_length: int) -> dict[str, torch.Tensor]:
    return dict(tokenizer(
        [p.context for p in pairs], [p.claim for p in pairs], truncation="longest_first",
        max_length=max_length, padding=True, return_tensors="pt",
    ))


def joint_loss(out: HeadOutput, pairs: list[D.Pair]) -> tuple[torch.Tensor, dict[str, float]]:
    """AlignScore's loss: the sum of 3-way CE, binary CE and regression MSE (each on its labels)."""
    device = out.tri_logits.device
    tri = torch.tensor([p.tri for p in pairs], device=device)
    binary = torch.tensor([p.bin for p in pairs], device=device)
    reg = torch.tensor([p.reg for p in pairs], dtype=torch.float32, device=device)
    total = out.tri_logits.sum() * 0.0
    parts: dict[str, float] = {}
    if (tri != D.IGNORE).any():
        loss = F.cross_entropy(out.tri_logits.float(), tri, ignore_index=D.IGNORE)
        total = total + loss
        parts["tri"] = float(loss.detach())
    if (binary != D.IGNORE).any():
        loss = F.cross_entropy(out.bin_logits.float(), binary, ignore_index=D.IGNORE)
        total = total + loss
        parts["bin"] = float(loss.detach())
    mask = ~torch.isnan(reg)
    if mask.any():
        loss = F.mse_loss(out.reg.float()[mask], reg[mask])
        total = total + loss
        parts["reg"] = float(loss.detach())
    return total, parts


class FrozenCache:
    """Hidden states after the frozen lower layers, computed once per distinct pair.

    Why: only the top layers train, so the lower layers give the same output every
    epoch; caching them (fp16, unpadded) makes each later pass run only the top
    layers - the difference between one and several epochs on this CPU. Padding is
    re-applied per batch with the attention mask, so results match a full forward
    (checked at start-up by ``verify``), except that frozen layers see no dropout.
    """

    def __init__(self, model: AlignMiniModel, tokenizer, top_layers: int, max_length: int) -> None:
        self.model = model
        self.tokenizer = tokenizer
        self.split = int(model.config.num_hidden_layers) - top_layers
        self.max_length = max_length
        self.states: dict[int, torch.Tensor] = {}

    def _mask(self, hidden: torch.Tensor, attention: torch.Tensor):  # type: ignore[no-untyped-def]
        from transformers.masking_utils import create_bidirectional_mask

        return create_bidirectional_mask(config=self.model.config, inputs_embeds=hidden, attention_mask=attention)

    def lower(self, batch: dict[str, torch.Tensor]) -> torch.Tensor:
        base = self.model.base_model
        hidden = base.embeddings(input_ids=batch["input_ids"], token_type_ids=batch.get("token_type_ids"))
        mask = self._mask(hidden, batch["attention_mask"])
        for layer in base.encoder.layer[: self.split]:
            hidden = layer(hidden, mask)
        return hidden

    def upper(self, hidden: torch.Tensor, attention: torch.Tensor) -> HeadOutput:
        base = self.model.base_model
        mask = self._mask(hidden, attention)
        for layer in base.encoder.layer[self.split:]:
            hidden = layer(hidden, mask)
        return self.model.heads(base.pooler(hidden))

    def fill(self, pairs: list[D.Pair], batch_size: int = 32) -> None:
        distinct = {id(p): p for p in pairs}
        todo = sorted((k for k in distinct if k not in self.states),
                      key=lambda k: len(distinct[k].context) + len(distinct[k].claim))
        started = time.time()
        was_training = self.model.training
        self.model.eval()
        with torch.inference_mode():
            for start in range(0, len(todo), batch_size):
                keys = todo[start:start + batch_size]
                batch = encode(self.tokenizer, [distinct[k] for k in keys], self.max_length)
                hidden = self.lower(batch).to(torch.float16)
                for row, key in enumerate(keys):
                    length = int(batch["attention_mask"][row].sum())
                    self.states[key] = hidden[row, :length].clone()
                if (start // batch_size) % 50 == 0:
                    print(f"caching frozen layers: {start + len(keys)}/{len(todo)} pairs "
                          f"({time.time() - started:.0f} s)", flush=True)
        self.model.train(was_training)

    def forward(self, pairs: list[D.Pair]) -> HeadOutput:
        states = [self.states[id(p)].to(torch.float32) for p in pairs]
        longest = max(state.shape[0] for state in states)
        hidden = torch.zeros(len(states), longest, states[0].shape[1])
        attention = torch.zeros(len(states), longest, dtype=torch.long)
        for row, state in enumerate(states):
            hidden[row, : state.shape[0]] = state
            attention[row, : state.shape[0]] = 1
        return self.upper(hidden, attention)

    def verify(self, pairs: list[D.Pair]) -> float:
        """Largest |difference| of P(aligned) between the cached path and a full forward (eval mode)."""
        was_training = self.model.training
        self.model.eval()
        with torch.inference_mode():
            full = torch.softmax(self.model(**encode(self.tokenizer, pairs, self.max_length)).tri_logits, -1)
            self.fill(pairs)
            cached = torch.softmax(self.forward(pairs).tri_logits, -1)
        self.model.train(was_training)
        return float((full - cached).abs().max())


def roc_auc(labels: np.ndarray, scores: np.ndarray) -> float:
    from sklearn.metrics import roc_auc_score

    return float(roc_auc_score(labels, scores)) if len(set(labels.tolist())) == 2 else float("nan")


def validate(model: AlignMiniModel, tokenizer, pairs: list[D.Pair], max_length: int,
             select_on: tuple[str, ...] = (), device: str = "cpu") -> dict[str, float]:
    """Held-out AUC of P(aligned) (3-way head) against the aligned label: overall, per source, selection score.

    ``select`` is the mean of the AUCs on the ``select_on`` sources and the whole mix: the
    number the best checkpoint is chosen by (training-side data only, never dev).
    """
    model.eval()
    scores: list[float] = []
    labels: list[int] = []
    sources: list[str] = []
    tri_hits, tri_total = 0, 0
    contradict_scores: list[float] = []  # P(contradict) against "is CONTRADICT" (logged, not selected on)
    contradict_labels: list[int] = []
    order = sorted(range(len(pairs)), key=lambda i: len(pairs[i].context) + len(pairs[i].claim))
    with torch.inference_mode():
        for start in range(0, len(order), 32):
            chunk = [pairs[i] for i in order[start:start + 32]]
            batch = {k: v.to(device) for k, v in encode(tokenizer, chunk, max_length).items()}
            probs = torch.softmax(model(**batch).tri_logits.float(), -1).cpu()
            for pair, row in zip(chunk, probs):
                if pair.bin != D.IGNORE:
                    scores.append(float(row[0]))
                    labels.append(pair.bin)
                    sources.append(pair.source)
                if pair.tri != D.IGNORE:
                    tri_total += 1
                    tri_hits += int(int(row.argmax()) == pair.tri)
                    contradict_scores.append(float(row[2]))
                    contradict_labels.append(int(pair.tri == D.CONTRADICT))
    model.train()
    score_array, label_array, source_array = np.array(scores), np.array(labels), np.array(sources)
    metrics = {"auc": roc_auc(label_array, score_array), "tri_acc": tri_hits / max(1, tri_total),
               "n": float(len(labels)),
               "auc_contradict": roc_auc(np.array(contradict_labels), np.array(contradict_scores))}
    for name in sorted(set(sources)):
        mask = source_array == name
        metrics[f"auc/{name}"] = roc_auc(label_array[mask], score_array[mask])
    chosen = [metrics["auc"]] + [metrics.get(f"auc/{name}", float("nan")) for name in select_on]
    metrics["select"] = float(np.nanmean(chosen))
    return metrics


def stop_deadline(stop_at: str) -> float | None:
    if not stop_at:
        return None
    hour, minute = (int(x) for x in stop_at.split(":"))
    now = dt.datetime.now(dt.timezone.utc)
    target = now.replace(hour=hour, minute=minute, second=0, microsecond=0)
    if target < now - dt.timedelta(hours=1):
        target += dt.timedelta(days=1)
    return target.timestamp()


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    torch.set_num_threads(args.threads)
    if args.load_mix is None and not args.data.is_dir():
        print(f"error: data folder {args.data} not found", file=sys.stderr)
        return 2
    seed_everything(args.seed)
    deadline = stop_deadline(args.stop_at)
    args.run_dir.mkdir(parents=True, exist_ok=True)

    select_on = tuple(name for name in args.select_on.split(",") if name)
    if args.load_mix is not None:
        from align_training.mix import read_mix

        args.mix, train, valid = read_mix(args.load_mix)
        print(f"read the {args.mix} mix from {args.load_mix}", flush=True)
    elif args.mix == "v2":
        from align_training.mix import build_v2_mix

        train, valid, report = build_v2_mix(args.data.parent, seed=args.seed, scale=args.mix_scale,
                                            select_on=select_on, valid_per_source=args.valid_per_source)
        print(f"v2 mix: removed {report['duplicates']} duplicates, {report['dev_overlap']} pairs touching dev text",
              flush=True)
    else:
        try:
            mix = dict(D.MIXES[args.mix]) if args.mix in D.MIXES else json.loads(args.mix)
        except json.JSONDecodeError:
            print(f"error: --mix must be v2, one of {sorted(D.MIXES)} or a JSON object", file=sys.stderr)
            return 2
        train, valid = D.build_mix(args.data, mix, seed=args.seed, scale=args.mix_scale,
                                   allow_restricted=args.allow_restricted, holdout=args.holdout)
        random.Random(args.seed).shuffle(valid)
        valid = valid[: args.valid_size] if not select_on else valid
    missing = [name for name in select_on if not any(p.source == name for p in valid)]
    if missing:
        print(f"error: --select-on {','.join(missing)}: no validation pairs from that source", file=sys.stderr)
        return 2
    valid = [p for p in valid if p.bin != D.IGNORE]
    if args.save_mix is not None:
        from align_training.mix import write_mix

        write_mix(args.save_mix, args.mix, train, valid)
        print(f"wrote {len(train)} training and {len(valid)} validation pairs to {args.save_mix}", flush=True)
        return 0
    print(f"train pairs {len(train)} {D.describe(train)}", flush=True)
    print(f"valid pairs {len(valid)} {D.describe(valid)}", flush=True)
    batches = make_batches(train, args.batch_size, args.seed)
    print(f"{len(batches)} batches per epoch; training {args.steps} steps", flush=True)

    model, tokenizer = load_base(args.base_dir, device=args.device)
    if args.init_from is not None:
        init = apply_delta(model, args.init_from)
        print(f"initialised from {args.init_from} (steps_done {init.get('steps_done', '?')})", flush=True)
    trainable = model.freeze_all_but(args.top_layers)
    print(f"trainable parameters: {trainable:,}", flush=True)
    heads = [p for n, p in model.named_parameters() if p.requires_grad and not n.startswith("base_model.encoder")]
    layers = [p for n, p in model.named_parameters() if p.requires_grad and n.startswith("base_model.encoder")]
    optimizer = torch.optim.AdamW([{"params": layers, "lr": args.lr}, {"params": heads, "lr": args.head_lr}],
                                  weight_decay=0.01)
    schedule = lambda step: min(1.0, (step + 1) / args.warmup) * max(0.0, 1 - step / args.steps)
    scheduler = torch.optim.lr_scheduler.LambdaLR(optimizer, schedule)

    step, best = 0, {"auc": -1.0, "step": -1}
    checkpoint = args.run_dir / "last.pt"
    if checkpoint.is_file():
        state = torch.load(checkpoint, map_location="cpu", weights_only=True)
        model.load_state_dict(state["model"], strict=False)
        optimizer.load_state_dict(state["optimizer"])
        scheduler.load_state_dict(state["scheduler"])
        step, best = int(state["step"]), dict(state["best"])
        torch.set_rng_state(state["torch_rng"])
        print(f"resumed from {checkpoint} at step {step} (best {best})", flush=True)

    def save() -> None:
        trainable_state = {n: t for n, t in model.state_dict().items()
                           if n.startswith(model.trainable_prefixes(args.top_layers))}
        torch.save({"model": trainable_state, "optimizer": optimizer.state_dict(),
                    "scheduler": scheduler.state_dict(), "step": step, "best": best,
                    "torch_rng": torch.get_rng_state()}, args.run_dir / "last.tmp")
        (args.run_dir / "last.tmp").replace(checkpoint)

    settings = {
        "steps_planned": str(args.steps), "batch_size": str(args.batch_size),
        "max_length": str(args.max_length), "lr": str(args.lr), "head_lr": str(args.head_lr),
        "seed": str(args.seed), "mix": json.dumps(D.describe(train)),
        "restricted_data": str(bool(args.allow_restricted)),
        "selected_on": args.select_on or "mix", "amp": args.amp,
        "context_unit": "window" if args.mix == "v2" else "chunk",
        "base_frozen": "embeddings" if args.top_layers >= int(model.config.num_hidden_layers) else
                       f"embeddings + lower {int(model.config.num_hidden_layers) - args.top_layers} layers",
        "init_from": str(args.init_from or "base"), "cache_frozen": str(bool(args.cache_frozen)),
    }

    def evaluate_and_keep() -> None:
        nonlocal best
        metrics = validate(model, tokenizer, valid, args.max_length, select_on, args.device)
        per_source = " ".join(f"{k[4:]} {v:.3f}" for k, v in metrics.items() if k.startswith("auc/"))
        print(f"[valid] step {step} pairs {step * args.batch_size} select {metrics['select']:.4f} "
              f"auc {metrics['auc']:.4f} contradict {metrics['auc_contradict']:.4f} tri_acc {metrics['tri_acc']:.3f} | {per_source}", flush=True)
        if args.log is not None:
            with args.log.open("a", encoding="utf-8") as handle:
                handle.write(json.dumps({"step": step, "pairs_seen": step * args.batch_size,
                                         "time": dt.datetime.now(dt.timezone.utc).isoformat(timespec="seconds"),
                                         **{k: round(v, 4) for k, v in metrics.items()}}) + "\n")
        if metrics["select"] > best["auc"]:
            best = {"auc": metrics["select"], "step": step}
            save_delta(model, args.run_dir / "best", args.top_layers, extra_metadata={
                **settings, "steps_done": str(step), "pairs_seen": str(step * args.batch_size),
                "valid_select": f"{metrics['select']:.4f}", "valid_auc": f"{metrics['auc']:.4f}"})

    cache: FrozenCache | None = None
    if args.cache_frozen:
        cache = FrozenCache(model, tokenizer, args.top_layers, args.max_length)
        difference = cache.verify([train[i] for i in batches[0]])
        print(f"frozen-layer cache: max |P(aligned) difference| vs a full forward {difference:.2e}", flush=True)
        if difference > 1e-2:
            print("error: the cached path disagrees with the model; train without --cache-frozen", file=sys.stderr)
            return 1
        cache.fill(train)

    model.train()
    started, last_save, seen = time.time(), time.time(), 0
    losses: list[float] = []
    while step < args.steps:
        if deadline is not None and time.time() > deadline:
            print("stop-at time reached", flush=True)
            break
        indices = batches[step % len(batches)]
        pairs = [train[i] for i in indices]
        with torch.autocast(args.device.split(":")[0], dtype=torch.bfloat16, enabled=args.amp == "bf16"):
            if cache is not None:
                out = cache.forward(pairs)
            else:
                batch = {k: v.to(args.device) for k, v in encode(tokenizer, pairs, args.max_length).items()}
                out = model(**batch)
            loss, _parts = joint_loss(out, pairs)
        loss.backward()
        torch.nn.utils.clip_grad_norm_([p for p in model.parameters() if p.requires_grad], 1.0)
        optimizer.step()
        scheduler.step()
        optimizer.zero_grad(set_to_none=True)
        step += 1
        seen += len(pairs)
        losses.append(float(loss.detach()))
        if step % 20 == 0:
            elapsed = time.time() - started
            rate = seen / elapsed
            eta = (args.steps - step) * args.batch_size / max(rate, 1e-9)
            print(f"step {step}/{args.steps} loss {np.mean(losses[-20:]):.4f} {rate:.1f} pairs/s "
                  f"ETA {eta / 60:.1f} min", flush=True)
        if step % args.eval_every == 0:
            evaluate_and_keep()
        if time.time() - last_save > args.save_every_min * 60:
            save()
            last_save = time.time()
    evaluate_and_keep()
    save()
    best_path = args.run_dir / "best" / "align_mini_delta.safetensors"
    if best_path.is_file():
        args.export_dir.mkdir(parents=True, exist_ok=True)
        target = args.export_dir / best_path.name
        target.write_bytes(best_path.read_bytes())
        print(f"exported best (step {best['step']}, valid auc {best['auc']:.4f}) to {target} "
              f"({target.stat().st_size / 1e6:.1f} MB)", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
