"""Ship a trained align-mini delta: stamp what the runtime needs to know, check it, copy it.

    python scripts/ship_align_mini.py /work/runs/align_v2/best/align_mini_delta.safetensors

Why a step of its own: the runtime reads the delta's metadata to choose its context unit
(``context_unit = window`` for v2 deltas, trained on 1-3 sentence evidence windows), and
the package must stay small (<= 25 MB) and refuse a different base. Runs that predate the
``context_unit`` setting get it stamped here from their mix (``--context-unit``).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

MAX_MB = 25.0


def main(argv: list[str] | None = None) -> int:
    from safetensors import safe_open
    from safetensors.torch import save_file

    from rblint.engine.align_mini.model import DEFAULT_WEIGHTS_DIR, DELTA_FILE, apply_delta, load_base

    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("delta", type=Path)
    parser.add_argument("--context-unit", choices=("window", "chunk"), default=None,
                        help="stamp this unit when the delta does not record one")
    parser.add_argument("--to", type=Path, default=DEFAULT_WEIGHTS_DIR)
    args = parser.parse_args(argv)
    if not args.delta.is_file():
        print(f"error: {args.delta} not found", file=sys.stderr)
        return 2
    with safe_open(str(args.delta), framework="pt") as handle:
        metadata = dict(handle.metadata() or {})
        tensors = {name: handle.get_tensor(name) for name in handle.keys()}
    if "context_unit" not in metadata:
        if args.context_unit is None:
            print("error: the delta records no context_unit; pass --context-unit", file=sys.stderr)
            return 2
        metadata["context_unit"] = args.context_unit
    args.to.mkdir(parents=True, exist_ok=True)
    target = args.to / DELTA_FILE
    save_file(tensors, str(target), metadata=metadata)
    size = target.stat().st_size / 1e6
    if size > MAX_MB:
        target.unlink()
        print(f"error: {size:.1f} MB is over the {MAX_MB:g} MB budget", file=sys.stderr)
        return 1
    model, _ = load_base()
    apply_delta(model, target)  # the same checks the runtime makes: format, base fingerprint, shapes
    print(f"shipped {target} ({size:.1f} MB; {metadata.get('pairs_seen', '?')} pairs seen, "
          f"context {metadata['context_unit']}, valid select {metadata.get('valid_select', '?')})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
