"""What ``rblint audit`` works on: units (a draft, or a slice of a claims file) and their keys.

A unit's key hashes everything its result depends on -- rblint's version, the model
choice, the resolved configuration, the input's bytes and the bytes of every source a
draft cites, and a listing of the library folders it may be pointed to -- so a re-run
skips exactly the units whose results would come out the same.
"""

from __future__ import annotations

import hashlib
import json
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Iterable, Sequence

from rblint import __version__
from rblint.engine.safe_read import FileRefused, expand_home, read_head, resolve_safely, sha256_of

if TYPE_CHECKING:  # pragma: no cover
    from rblint.engine.config import Config

DRAFT = "draft"
CLAIMS = "claims"
CLAIMS_PER_UNIT = 64  # a claims file is cut into slices so many workers share it
CLAIMS_SUFFIXES = {".jsonl"}


@dataclass(frozen=True)
class AuditUnit:
    """One piece of work: a draft file, or lines ``first..last`` (1-based) of a claims file."""

    kind: str
    path: Path  # absolute
    key: str = ""
    records: tuple[dict[str, Any], ...] = ()  # a claims slice, validated by the driver
    sources: tuple[Path, ...] = field(default=(), compare=False)  # the files a draft cites (to index first)

    @property
    def label(self) -> str:
        if self.kind == DRAFT or not self.records:
            return str(self.path)
        return f"{self.path}:{self.records[0].get('_line')}-{self.records[-1].get('_line')}"


class FileDigests:
    """SHA-256 of files, computed once per (path, size, mtime) in this run."""

    def __init__(self) -> None:
        self._seen: dict[tuple[Path, int, int], str] = {}

    def of(self, path: Path) -> str:
        try:
            stat = path.stat()
        except OSError as error:
            return f"unreadable:{error.strerror or error}"
        stamp = (path, stat.st_size, stat.st_mtime_ns)
        digest = self._seen.get(stamp)
        if digest is None:
            try:  # a FIFO would block the hash and /dev/zero never end: regular files only
                digest = sha256_of(path)
            except FileRefused as error:
                digest = f"unreadable:{error.reason}"
            self._seen[stamp] = digest
        return digest


def config_fingerprint(config: Any) -> str:
    """The resolved configuration (rule selection, thresholds, model, index limits...) as a hash."""
    return hashlib.sha256(repr(config).encode("utf-8")).hexdigest()[:16]


def model_spec(config: Config, digests: FileDigests) -> str:
    """Which judge a run uses, without loading it: backend, path and the weights' bytes.

    The shipped weights are fixed by rblint's version, which every key includes."""
    model = config.model
    path = model.path
    weights = ""
    if path is not None:
        path = Path(path)
        files = sorted(item for item in path.rglob("*") if item.is_file()) if path.is_dir() else [path]
        weights = ",".join(digests.of(item) for item in files[:64])
    return f"{model.backend}:{path or 'bundled'}:{hashlib.sha256(weights.encode()).hexdigest()[:12]}"


def _library_listing(folders: Iterable[Path]) -> str:
    """Names, sizes and times of the files a draft may be told to "cite instead" (RB010)."""
    entries: list[str] = []
    for folder in folders:
        for root, _dirs, files in os.walk(folder):
            for name in sorted(files):
                try:
                    stat = (Path(root) / name).stat()
                except OSError:
                    continue
                entries.append(f"{root}/{name}:{stat.st_size}:{stat.st_mtime_ns}")
    return hashlib.sha256("\n".join(sorted(entries)).encode("utf-8")).hexdigest()


@dataclass(frozen=True)
class KeyContext:
    """What the keys of one configuration's units share: computed once per configuration,
    not per draft (the library walk and the model's hash are the costly parts)."""

    config: str = ""  # config_fingerprint
    model: str = ""  # model_spec
    library: str = ""  # _library_listing of papers and library (drafts only)


def key_context(config: Any, digests: FileDigests, *, library: bool) -> KeyContext:
    listing = _library_listing([*config.papers, *config.library]) if library else ""
    return KeyContext(config_fingerprint(config), model_spec(config, digests), listing)


def unit_key(kind: str, path: Path, content: bytes, context: KeyContext, cited: Sequence[tuple[Path, str]] = ()) -> str:
    hasher = hashlib.sha256()
    for part in (kind, str(path), __version__, context.model, context.config, context.library):
        hasher.update(part.encode("utf-8") + b"\x00")
    hasher.update(hashlib.sha256(content).digest())
    for path, digest in cited:
        hasher.update(f"{path}\x01{digest}\x00".encode("utf-8"))
    return hasher.hexdigest()[:32]


def draft_unit(path: Path, linter: Any, digests: FileDigests, context: KeyContext) -> AuditUnit:
    """A draft with its key; the bibliography is read (instant, no model) to find what it cites."""
    from rblint.engine.linter import read_draft

    path = resolve_safely(path)
    try:
        text = read_draft(path)
    except Exception:  # unreadable: the worker reports why, as `rblint` would
        return AuditUnit(DRAFT, path, unit_key(DRAFT, path, head_bytes(path), context))
    cited: list[tuple[Path, str]] = []
    try:
        bibliography = linter.load_bibliography(linter.parse(text, path))
        files = sorted({entry.file.resolve() for entry in bibliography.entries if entry.file is not None})
        cited = [(file, digests.of(file)) for file in files]
    except Exception:  # a broken bibliography is the worker's to report; key on the text alone
        files = []
    key = unit_key(DRAFT, path, text.encode("utf-8"), context, cited)
    return AuditUnit(DRAFT, path, key, sources=tuple(files))


def claims_units(path: Path, records: Sequence[dict[str, Any]], config: Any, digests: FileDigests,
                 context: KeyContext) -> list[AuditUnit]:
    """A validated claims file, cut into slices of ``CLAIMS_PER_UNIT`` lines."""
    from rblint.engine.sandbox import Sandbox

    path = resolve_safely(path)
    sandbox = Sandbox.for_draft(path, config)  # a claims file names files like a draft does: never read outside
    units = []
    for start in range(0, len(records), CLAIMS_PER_UNIT):
        chunk = tuple(records[start : start + CLAIMS_PER_UNIT])
        cited = []
        for record in chunk:
            if "source_path" in record:
                source = expand_home(record["source_path"])
                source = source if source.is_absolute() else path.parent / source
                refused = sandbox.refuse_source(source)
                cited.append((source, f"refused:{refused}" if refused is not None else digests.of(source)))
        content = json.dumps(chunk, sort_keys=True, ensure_ascii=False).encode("utf-8")
        units.append(AuditUnit(CLAIMS, path, unit_key(CLAIMS, path, content, context, cited), chunk))
    return units


def head_bytes(path: Path) -> bytes:
    """The first megabyte of a file that cannot be read as its kind (its key), or nothing."""
    try:
        return read_head(path, 1 << 20)
    except FileRefused:
        return b""
