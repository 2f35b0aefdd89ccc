#!/usr/bin/env bash
# Continue align-mini on a lent GPU (one prepared run; see docs/align-mini.md, "v3").
# Needs, carried in .carry/ (git-ignored; 64 MiB with the working tree):
#   .carry/base/      python scripts/align_training/gpu_base.py pack .carry/base
#   .carry/mix.jsonl.xz   python scripts/train_align_mini.py ... --save-mix .carry/mix.jsonl.xz
# Usage there: bash scripts/align_training/gpu_train.sh STEPS MINUTES   (writes to $OUT)
set -euo pipefail
steps=${1:-6000}
minutes=${2:-6}
out=${OUT:-/tmp/out}
mkdir -p "$out" /tmp/pkg
export PYTHONUNBUFFERED=1
# The repository's folders as the import package rblint, without installing it.
ln -sfn "$PWD/cli" /tmp/pkg/rblint
[ -e cli/engine ] || ln -s ../engine cli/engine
export PYTHONPATH="/tmp/pkg:$PWD/scripts"
nvidia-smi --query-gpu=name,memory.total --format=csv,noheader || true
python3 -c "import torch, transformers; print('torch', torch.__version__, 'transformers', transformers.__version__, 'cuda', torch.cuda.is_available())"
start=engine/align_mini/contrast/align_mini_delta.safetensors
python3 scripts/align_training/gpu_base.py unpack .carry/base "$start" /tmp/minilm
stop_at=$(date -u -d "+${minutes} min" +%H:%M)
cd scripts
python3 train_align_mini.py --data /nonexistent --load-mix ../.carry/mix.jsonl.xz --base-dir /tmp/minilm \
    --init-from "../$start" --top-layers 6 \
    --batch-size 64 --max-length 192 --lr 5e-5 --head-lr 5e-4 --warmup 300 --steps "$steps" \
    --eval-every 500 --select-on citint_windows,science --run-dir /tmp/run --export-dir "$out" \
    --log "$out/log.jsonl" --device cuda --amp bf16 --threads 8 --save-every-min 100 --stop-at "$stop_at" \
    2>&1 | tee "$out/train.log"
# A file over 16 MB does not come back from the machine: the 21.6 MB delta comes back in parts
# (here: cat delta.part.* > align_mini_delta.safetensors).
cd "$out" && split -b 15000000 align_mini_delta.safetensors delta.part. && rm align_mini_delta.safetensors
sha256sum delta.part.*
