"""The encoder's number format, measured per machine (engine/precision.py)."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Sequence

import numpy as np
import pytest

from rblint.engine.precision import PROBE, PrecisionChoice, cpu_identity, probe, remembered_choice

RNG = np.random.default_rng(0)
BASE = RNG.normal(size=(len(PROBE), 16)).astype(np.float32)
AMX = frozenset({"avx2", "amx_bf16"})


def encoder(vectors: np.ndarray, seconds: float):  # type: ignore[no-untyped-def]
    def encode(texts: Sequence[str]) -> np.ndarray:
        time.sleep(seconds)
        return vectors[: len(texts)]
    return encode


def never(texts: Sequence[str]) -> np.ndarray:
    raise AssertionError("the probe ran an encoder on a CPU without bf16 units")


def test_without_bf16_units_fp32_is_kept_and_nothing_runs() -> None:
    choice = probe(never, never, frozenset({"avx2", "fma"}))
    assert choice.precision == "fp32" and "no bf16 units" in choice.reason and choice.fp32_ms is None


def test_bf16_is_kept_only_when_it_agrees_and_is_clearly_faster() -> None:
    faster = probe(encoder(BASE, 0.03), encoder(BASE * 1.0001, 0.005), AMX, runs=2)
    assert faster.precision == "bf16" and faster.bf16_ms < faster.fp32_ms and "amx_bf16" in faster.reason
    slower = probe(encoder(BASE, 0.005), encoder(BASE, 0.03), AMX, runs=2)  # emulated bf16
    assert slower.precision == "fp32" and "not clearly faster" in slower.reason
    noisy = BASE + RNG.normal(scale=0.3, size=BASE.shape).astype(np.float32)
    differs = probe(encoder(BASE, 0.03), encoder(noisy, 0.005), AMX, runs=1)
    assert differs.precision == "fp32" and "differ" in differs.reason and differs.min_cosine < 0.999


def test_nearest_neighbours_must_not_change() -> None:
    """Vectors a hair apart (every cosine above 0.999) whose neighbour order still changes."""
    angles = 0.001 * np.arange(len(PROBE))
    vectors = np.stack([np.cos(angles), np.sin(angles)], axis=1).astype(np.float32)
    swapped = vectors.copy()
    swapped[[5, 6]] = swapped[[6, 5]]  # rows 5 and 6 trade places: cosine 0.9999995, ranks differ
    choice = probe(encoder(vectors, 0.03), encoder(swapped, 0.005), AMX, runs=1)
    assert choice.min_cosine is not None and choice.min_cosine >= 0.999
    assert choice.precision == "fp32" and "nearest neighbours" in choice.reason


def test_the_choice_is_remembered_per_machine_and_can_be_forced(tmp_path: Path,
                                                                monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("RBLINT_ENCODER_PRECISION", raising=False)
    calls: list[int] = []

    def measure() -> PrecisionChoice:
        calls.append(1)
        return PrecisionChoice("bf16", "measured", 10.0, 3.0, 0.9999)

    first = remembered_choice(tmp_path, "cpu A|torch 2.13.0|abc", measure)
    again = remembered_choice(tmp_path, "cpu A|torch 2.13.0|abc", measure)
    assert first == again and calls == [1]  # the probe ran once
    remembered_choice(tmp_path, "cpu B|torch 2.13.0|abc", measure)
    assert calls == [1, 1]  # another CPU (or torch, or model) is measured again
    monkeypatch.setenv("RBLINT_ENCODER_PRECISION", "fp32")
    assert remembered_choice(tmp_path, "cpu A|torch 2.13.0|abc", measure).precision == "fp32"
    assert remembered_choice(None, "any", lambda: PrecisionChoice("fp32", "x")).reason == "set by RBLINT_ENCODER_PRECISION"


def test_cpu_identity_reads_the_model_and_flags(tmp_path: Path) -> None:
    info = tmp_path / "cpuinfo"
    info.write_text("processor\t: 0\nmodel name\t: Intel(R) Xeon(R) Platinum 8480+\nflags\t\t: fpu avx2 amx_bf16\n"
                    "processor\t: 1\nmodel name\t: Intel(R) Xeon(R) Platinum 8480+\nflags\t\t: fpu avx2 amx_bf16\n")
    model, flags = cpu_identity(info)
    assert model == "Intel(R) Xeon(R) Platinum 8480+" and "amx_bf16" in flags
    assert cpu_identity(tmp_path / "missing") == ("unknown", frozenset())


def test_the_packaged_minilm_in_bf16_agrees_with_fp32() -> None:
    """The real bf16 path (torch) against the fp32 one (ONNX Runtime) on the packaged model."""
    from rblint.engine.embedding import _load_packaged, minilm_path

    path = str(minilm_path())
    texts = list(PROBE[:6])
    fp32 = _load_packaged(path, "cpu").encode(texts)
    bf16_model = _load_packaged(path, "cpu", "bf16")
    assert bf16_model.backend == "torch bf16"
    bf16 = bf16_model.encode(texts)
    assert float(np.min(np.sum(fp32 * bf16, axis=1))) >= 0.999


@pytest.mark.parametrize("chosen", ["bf16", "fp32"])
def test_the_embedding_backend_scores_in_fp32_and_bf16_vectors_are_keyed_apart(
        chosen: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Retrieval takes the chosen format; a score that *is* a cosine stays on fp32 vectors
    (its calibration's), and the caches never serve a bf16 vector as an fp32 one."""
    from rblint.engine.config import Config, ModelConfig
    from rblint.engine.embedding import encoder_precision
    from rblint.engine.services import Services

    monkeypatch.setenv("RBLINT_ENCODER_PRECISION", chosen)
    encoder_precision.cache_clear()
    try:
        services = Services(Config(root=tmp_path, model=ModelConfig(backend="embedding")))
        retrieval, scoring = services.embedder, services.score_embedder
        assert services.scorer.raw_backend._factory() is scoring  # the embedding backend's vectors
        assert scoring.model_id == "all-MiniLM-L6-v2"
        if chosen == "bf16":
            assert retrieval is not scoring and retrieval.model_id == "all-MiniLM-L6-v2@bf16"
        else:
            assert retrieval is scoring
        assert not retrieval.loaded and not scoring.loaded  # nothing was loaded to decide
    finally:
        encoder_precision.cache_clear()


def test_load_embedder_in_fp32_whatever_the_machine_chose(monkeypatch: pytest.MonkeyPatch) -> None:
    from rblint.engine.embedding import encoder_precision, load_embedder

    monkeypatch.setenv("RBLINT_ENCODER_PRECISION", "bf16")
    encoder_precision.cache_clear()
    try:
        assert load_embedder().model_id == "all-MiniLM-L6-v2@bf16"
        exact = load_embedder(precision="fp32")
        assert exact.model_id == "all-MiniLM-L6-v2" and exact._model.precision == "fp32"
    finally:
        encoder_precision.cache_clear()



@pytest.mark.parametrize("chosen", ["fp32", "bf16"])
def test_a_settled_choice_loads_only_the_format_in_use(chosen: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """With bf16 chosen, the fp32 encoder was loaded too (to see whether the folder is the
    packaged model) and kept: a cold run's peak RSS 605 MB, 396 MB with one encoder."""
    import rblint.engine.embedding as embedding

    loads: list[str] = []
    real = embedding._load_packaged

    def counted(path: str, device: str, precision: str = "fp32"):  # type: ignore[no-untyped-def]
        loads.append(precision)
        return real(path, device, precision)

    monkeypatch.setattr(embedding, "_load_packaged", counted)
    monkeypatch.setenv("RBLINT_ENCODER_PRECISION", chosen)
    loaded = embedding.load_embedder()
    assert loads == [chosen] and loaded._model.precision == chosen

def test_a_probe_still_to_run_waits_for_the_first_encode(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A cold run loads the encoder while the page workers parse; a probe timed then measures
    them too. Loading never probes: the first encode (after the parse) does, once."""
    import rblint.engine.embedding as embedding

    monkeypatch.delenv("RBLINT_ENCODER_PRECISION", raising=False)
    path, _, key = embedding._precision_key()
    monkeypatch.setattr(embedding, "_precision_key", lambda: (path, frozenset({"avx512_bf16"}), key))
    asked: list[Path | None] = []

    def choose(cache_dir: Path | None = None) -> PrecisionChoice:
        asked.append(cache_dir)
        return PrecisionChoice("fp32", "measured in the test")

    monkeypatch.setattr(embedding, "encoder_precision", choose)
    assert embedding.settled_precision(tmp_path) is None  # bf16 units, nothing remembered
    loaded = embedding.load_embedder(cache_dir=tmp_path)
    assert asked == []  # loading did not probe
    vectors = loaded.encode(["Dense retrieval helps.", "BM25 is a strong baseline."])
    loaded.encode(["Again."])
    assert asked == [tmp_path] and vectors.shape == (2, 384)  # the first encode probed, once
    assert loaded.model_id == "all-MiniLM-L6-v2"
    monkeypatch.setenv("RBLINT_ENCODER_PRECISION", "bf16")
    assert embedding.settled_precision(tmp_path) == "bf16"


def test_the_probe_times_the_two_formats_turn_about() -> None:
    """A load that starts halfway through the probe slows both formats, not only the second."""
    calls: list[str] = []

    def recording(name: str, vectors: np.ndarray, seconds: float):  # type: ignore[no-untyped-def]
        def encode(texts: Sequence[str]) -> np.ndarray:
            calls.append(name)
            time.sleep(seconds)
            return vectors[: len(texts)]
        return encode

    choice = probe(recording("fp32", BASE, 0.02), recording("bf16", BASE, 0.005), AMX, runs=3)
    assert calls[2:] == ["fp32", "bf16"] * 3 and choice.precision == "bf16"


def test_a_probe_that_chooses_bf16_lets_the_fp32_encoder_go(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The first run on a machine loads both formats for the probe; the fp32 one stayed in
    memory for the process's life (an editor: ~250 MB for nothing)."""
    import gc
    import weakref

    import rblint.engine.embedding as embedding

    monkeypatch.delenv("RBLINT_ENCODER_PRECISION", raising=False)
    path, _, key = embedding._precision_key()
    monkeypatch.setattr(embedding, "_precision_key", lambda: (path, frozenset({"avx512_bf16"}), key))
    monkeypatch.setattr(embedding, "encoder_precision", lambda cache_dir=None: PrecisionChoice("bf16", "test"))
    embedding._load_packaged.cache_clear()
    loaded = embedding.load_embedder(cache_dir=tmp_path)
    fp32 = weakref.ref(loaded._model._fp32)
    vectors = loaded.encode(["Dense retrieval helps."])
    gc.collect()
    assert fp32() is None and loaded.model_id == "all-MiniLM-L6-v2@bf16" and vectors.shape == (1, 384)



def test_a_not_clearly_faster_verdict_is_probed_again_until_runs_agree(tmp_path: Path,
                                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    """A busy machine times bf16 no faster (209 ms against 232, where its idle cores measure 45 against
    139), and a remembered fp32 kept every later run on the slower format and its findings apart from
    a fresh cache's: such a verdict is settled only once TIMING_PROBES runs agree. Until then a run
    uses it as stored (one format per run) and may measure again for the runs after it; any other
    verdict is settled at once."""
    from rblint.engine.precision import TIMING_PROBES, remeasured_choice

    monkeypatch.delenv("RBLINT_ENCODER_PRECISION", raising=False)
    busy = probe(encoder(BASE, 0.005), encoder(BASE, 0.006), AMX, runs=1)
    idle = probe(encoder(BASE, 0.03), encoder(BASE * 1.0001, 0.005), AMX, runs=1)
    assert busy.precision == "fp32" and not busy.settled and idle.precision == "bf16" and idle.settled
    verdicts = iter([busy, idle])
    calls: list[str] = []

    def measure() -> PrecisionChoice:
        calls.append("probe")
        return next(verdicts)

    first = remembered_choice(tmp_path, "cpu A", measure)
    assert first.precision == "fp32" and first.reason.endswith(f"until {TIMING_PROBES} agree (1 so far)")
    assert remembered_choice(tmp_path, "cpu A", measure) == first and len(calls) == 1  # used as stored
    again = remeasured_choice(tmp_path, "cpu A", measure)  # a later run that encodes: on a quiet machine
    assert again is not None and again.precision == "bf16" and len(calls) == 2
    assert remembered_choice(tmp_path, "cpu A", measure).precision == "bf16"
    assert remeasured_choice(tmp_path, "cpu A", measure) is None and len(calls) == 2  # settled: kept
    always_busy: list[PrecisionChoice] = []

    def measure_busy() -> PrecisionChoice:
        always_busy.append(busy)
        return busy

    remembered_choice(tmp_path, "cpu B", measure_busy)
    for _ in range(TIMING_PROBES + 2):
        remeasured_choice(tmp_path, "cpu B", measure_busy)
    settled = remembered_choice(tmp_path, "cpu B", measure_busy)
    assert len(always_busy) == TIMING_PROBES and settled.settled and settled.precision == "fp32"


def test_an_unsettled_choice_is_used_as_stored_and_probed_again_at_the_first_encode(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A warm run encodes nothing: with an unsettled choice it loads the stored format only and
    probes nothing (no torch); the first encode of a run probes again, once, for later runs."""
    import rblint.engine.embedding as embedding
    from rblint.engine.precision import remembered_choice as remember

    monkeypatch.delenv("RBLINT_ENCODER_PRECISION", raising=False)
    path, _, key = embedding._precision_key()
    monkeypatch.setattr(embedding, "_precision_key", lambda: (path, frozenset({"avx512_bf16"}), key))
    remember(tmp_path, key, lambda: PrecisionChoice("fp32", "bf16 is not clearly faster", 10.0, 9.0, 0.9999, 1))
    again: list[Path | None] = []
    monkeypatch.setattr(embedding, "measure_precision_again", lambda cache_dir=None: again.append(cache_dir))
    assert embedding.settled_precision(tmp_path) is None and embedding.unsettled_precision(tmp_path) == "fp32"
    loaded = embedding.load_embedder(cache_dir=tmp_path)
    assert loaded.model_id == "all-MiniLM-L6-v2" and again == []  # its format known without a probe
    vectors = loaded.encode(["Dense retrieval helps.", "BM25 is a strong baseline."])
    loaded.encode(["Again."])
    assert again == [tmp_path] and vectors.shape == (2, 384)
