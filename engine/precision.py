"""The encoder's number format on this machine, measured once, not assumed.

MiniLM in bf16 is 2.6-3.4x faster than fp32 on CPUs with bf16 units (AVX512-BF16, AMX) and
about 17x slower on CPUs without them, where bf16 is emulated (docs/performance.md). So:
without those units the answer is fp32 and nothing is run; with them both are run on a
fixed probe batch, bf16 is kept only when its vectors agree with fp32's (every cosine at
least ``MIN_COSINE``, and the same nearest neighbours for every probe text) and it is
clearly faster; fp32 otherwise. The choice is remembered in the cache folder, keyed by
the CPU model, the torch version and the model's hash, so the probe runs once per machine;
except a verdict that bf16 is not clearly faster, which a busy machine gives (209 ms against
232 ms, where the same cores measure 45 against 139 idle) and which is settled only once
``TIMING_PROBES`` runs found it: until then each run uses fp32 as stored, and a run that has
to encode anyway probes again for the runs after it (a warm run encodes nothing and probes nothing).
``RBLINT_ENCODER_PRECISION=fp32|bf16`` forces a format (no probe).
"""

from __future__ import annotations

import json
import os
import time
from dataclasses import asdict, dataclass, replace
from pathlib import Path
from typing import Callable, Sequence

import numpy as np

BF16_FLAGS = ("avx512_bf16", "amx_bf16")
MIN_COSINE = 0.999
MIN_SPEEDUP = 1.2  # bf16 must beat fp32 by this much to be worth a second code path
NEIGHBOURS = 5
# v2: probes timed turn about with ONNX Runtime not spinning (v1 choices could be wrong); v3: "not clearly
# faster" remembered only once TIMING_PROBES runs agree (a v2 one could be a busy machine's, kept for good)
CHOICE_FILE = "encoder-precision-v3.json"
TIMING_PROBES = 3
# A fixed probe batch: sentences of the kind rblint embeds (claims and passages).
PROBE = tuple(f"{subject} {verb} {object_} on {where}." for subject, verb, object_, where in [
    ("Dense passage retrieval", "outperforms", "BM25 by nine points", "open-domain question answering"),
    ("Contrastive pretraining", "raises", "citation recall from 0.71 to 0.88", "the CiteBench corpus"),
    ("In-batch negative training", "improves", "top-20 retrieval accuracy", "Natural Questions"),
    ("Vision transformers", "match", "convolutional networks", "ImageNet after large-scale pre-training"),
    ("Dropout", "reduces", "overfitting in small networks", "every benchmark we tried"),
    ("The annotators", "agreed", "with a kappa of 0.81", "five hundred generated reviews"),
    ("Reciprocal rank fusion", "combines", "sparse and dense rankings", "three retrieval benchmarks"),
    ("Remdesivir", "shortened", "the time to recovery", "adults hospitalised with COVID-19"),
    ("Weight loss of five percent", "improves", "cardiovascular risk factors", "adults with type 2 diabetes"),
    ("A hybrid retriever", "closes", "the remaining gap", "long documents"),
    ("Quantised encoders", "lose", "little accuracy", "semantic search"),
    ("Large language models", "memorise", "rare facts from their training data", "extraction attacks"),
] for _ in range(4))  # 48 texts: long enough to time, short enough to run at first use


@dataclass(frozen=True)
class PrecisionChoice:
    precision: str  # "fp32" or "bf16"
    reason: str
    fp32_ms: float | None = None  # the probe batch, the fastest of the timed runs
    bf16_ms: float | None = None
    min_cosine: float | None = None
    slow_probes: int = 0  # runs whose probe found bf16 not clearly faster (0: the choice never rested on timing)

    @property
    def settled(self) -> bool:
        """Whether the choice can be kept without probing again: any but a timing verdict that
        fewer than ``TIMING_PROBES`` runs have agreed on."""
        return not 0 < self.slow_probes < TIMING_PROBES


def cpu_identity(cpuinfo: Path = Path("/proc/cpuinfo")) -> tuple[str, frozenset[str]]:
    """(model name, flags) of this CPU; ("unknown", {}) where /proc/cpuinfo is not there."""
    model, flags = "unknown", frozenset[str]()
    try:
        for line in cpuinfo.read_text(encoding="utf-8", errors="replace").splitlines():
            if line.startswith("model name") and model == "unknown":
                model = " ".join(line.split(":", 1)[1].split())
            elif line.startswith("flags") and not flags:
                flags = frozenset(line.split(":", 1)[1].split())
    except OSError:
        pass
    return model, flags


def _interleaved(fp32: Callable[[Sequence[str]], np.ndarray], bf16: Callable[[Sequence[str]], np.ndarray],
                 texts: Sequence[str], runs: int) -> tuple[np.ndarray, np.ndarray, float, float]:
    """Both encoders' vectors and their fastest run, timed turn about: a load that comes and
    goes (page workers, another program) then slows both alike, and the fastest run is the
    one least disturbed. Timed one after the other, a busy machine once made bf16 look
    slower than fp32 (486 ms against 414 ms, 99 against 138 idle) and that choice stuck."""
    reference, candidate = fp32(texts), bf16(texts)  # the first calls warm caches and allocators
    fp32_times: list[float] = []
    bf16_times: list[float] = []
    for _ in range(runs):
        for encode, times in ((fp32, fp32_times), (bf16, bf16_times)):
            started = time.perf_counter()
            encode(texts)
            times.append(1000 * (time.perf_counter() - started))
    return reference, candidate, min(fp32_times), min(bf16_times)


def _neighbours(vectors: np.ndarray) -> list[tuple[int, ...]]:
    similarity = vectors @ vectors.T
    np.fill_diagonal(similarity, -np.inf)
    return [tuple(np.argsort(-row, kind="stable")[:NEIGHBOURS]) for row in similarity]


def probe(fp32: Callable[[Sequence[str]], np.ndarray], bf16: Callable[[Sequence[str]], np.ndarray],
          flags: frozenset[str], *, runs: int = 3, texts: Sequence[str] = PROBE) -> PrecisionChoice:
    """Which format to encode in, by the CPU's flags and, where bf16 units exist, by a run of both."""
    present = [flag for flag in BF16_FLAGS if flag in flags]
    if not present:
        return PrecisionChoice("fp32", f"no bf16 units on this CPU ({' / '.join(BF16_FLAGS)} absent): "
                                       "bf16 would be emulated, many times slower")
    reference, candidate, fp32_ms, bf16_ms = _interleaved(fp32, bf16, texts, runs)
    cosines = np.sum(reference * candidate, axis=1) / np.maximum(
        np.linalg.norm(reference, axis=1) * np.linalg.norm(candidate, axis=1), 1e-12)
    lowest = float(cosines.min())

    def measured(precision: str, reason: str, slow_probes: int = 0) -> PrecisionChoice:
        return PrecisionChoice(precision, reason, round(fp32_ms, 1), round(bf16_ms, 1), round(lowest, 6), slow_probes)

    if lowest < MIN_COSINE:
        return measured("fp32", f"bf16 vectors differ (lowest cosine {lowest:.4f} < {MIN_COSINE})")
    if _neighbours(reference) != _neighbours(candidate):
        return measured("fp32", "bf16 changes the nearest neighbours of the probe texts")
    if fp32_ms < MIN_SPEEDUP * bf16_ms:
        return measured("fp32", f"bf16 is not clearly faster ({bf16_ms:.0f} ms vs {fp32_ms:.0f} ms)", slow_probes=1)
    return measured("bf16", f"{' / '.join(present)}: bf16 {fp32_ms / bf16_ms:.1f}x faster, "
                            f"vectors agree (lowest cosine {lowest:.4f})")


def _stored(cache_dir: Path | None) -> dict[str, dict[str, object]]:
    try:
        loaded = json.loads((cache_dir / CHOICE_FILE).read_text(encoding="utf-8")) if cache_dir is not None else {}
    except (OSError, ValueError):
        return {}
    return loaded if isinstance(loaded, dict) else {}


def settled_choice(cache_dir: Path | None, key: str) -> PrecisionChoice | None:
    """The choice that needs no probe: forced by ``RBLINT_ENCODER_PRECISION``, or stored for
    ``key`` and settled; None when the probe has yet to run (again)."""
    forced = os.environ.get("RBLINT_ENCODER_PRECISION", "").strip().lower()
    if forced in ("fp32", "bf16"):
        return PrecisionChoice(forced, "set by RBLINT_ENCODER_PRECISION")
    stored = stored_choice(cache_dir, key)
    return stored if stored is not None and stored.settled else None


def stored_choice(cache_dir: Path | None, key: str) -> PrecisionChoice | None:
    """The choice stored for ``key``, settled or not; None when none is."""
    entry = _stored(cache_dir).get(key)
    if not isinstance(entry, dict) or entry.get("precision") not in ("fp32", "bf16"):
        return None
    fields = {name: entry[name] for name in PrecisionChoice.__dataclass_fields__ if name in entry}
    try:
        return PrecisionChoice(**fields)  # type: ignore[arg-type]
    except TypeError:
        return None


def remembered_choice(cache_dir: Path | None, key: str,
                      measure: Callable[[], PrecisionChoice]) -> PrecisionChoice:
    """The choice stored for ``key`` in the cache folder (an unsettled one too: this run uses it as
    it is, so its vectors and their cache keys stay one format), else ``measure()``, stored."""
    settled = settled_choice(cache_dir, key)
    if settled is not None:
        return settled
    stored = stored_choice(cache_dir, key)
    return stored if stored is not None else _store(cache_dir, key, measure())


def unsettled_choice(cache_dir: Path | None, key: str) -> PrecisionChoice | None:
    """The choice stored for ``key`` while it is unsettled and no format is forced; else None."""
    stored = stored_choice(cache_dir, key)
    if stored is None or stored.settled or settled_choice(cache_dir, key) is not None:
        return None
    return stored


def remeasured_choice(cache_dir: Path | None, key: str,
                      measure: Callable[[], PrecisionChoice]) -> PrecisionChoice | None:
    """An unsettled choice measured again for later runs, with the count of runs that found bf16
    not clearly faster carried on, and stored; None when there is nothing to measure again."""
    earlier = unsettled_choice(cache_dir, key)
    if earlier is None:
        return None
    choice = measure()
    if choice.slow_probes:
        choice = replace(choice, slow_probes=earlier.slow_probes + 1)
    return _store(cache_dir, key, choice)


def _store(cache_dir: Path | None, key: str, choice: PrecisionChoice) -> PrecisionChoice:
    if not choice.settled:
        choice = replace(choice, reason=f"{choice.reason}; measured again on later runs until {TIMING_PROBES} agree "
                                        f"({choice.slow_probes} so far)")
    path = cache_dir / CHOICE_FILE if cache_dir is not None else None
    stored = _stored(cache_dir)
    if path is not None:
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            temporary = path.with_suffix(f".{os.getpid()}.tmp")
            temporary.write_text(json.dumps({**stored, key: asdict(choice)}, indent=1, sort_keys=True), encoding="utf-8")
            os.replace(temporary, path)
        except OSError:
            pass  # a read-only cache: the probe runs again next time, the choice is the same
    return choice
