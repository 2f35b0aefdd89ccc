"""One guarded way to read a file a user names: drafts, configs, bibliographies, sources,
claims files, retraction lists.

Why one way: every reader that called ``Path.read_bytes`` on its own could be handed a
FIFO (it blocks forever), ``/dev/zero`` through a symlink (it fills memory) or a folder.
Here the path is stat-ed first and only a regular file is opened; it is opened
non-blocking (a FIFO swapped in after the check cannot block), checked again on the open
descriptor, and read with a size cap per kind of file. Every refusal is a
:class:`FileRefused` whose message is one line naming the path and the reason.
"""

from __future__ import annotations

import os
import stat
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator

MB = 1024 * 1024
# Size caps per kind of file (MB): far above any real file of that kind, far below what hurts.
LIMITS_MB: dict[str, float] = {
    "draft": 20, "config": 2, "bibliography": 50, "claims": 200, "source": 200, "retractions": 500,
    "text": 50,
}


class FileRefused(Exception):
    """A path that is not a readable regular file of acceptable size."""

    def __init__(self, path: Path | str, reason: str) -> None:
        super().__init__(f"{path}: {reason}")
        self.path = Path(path)
        self.reason = reason


def resolve_safely(path: Path | str) -> Path:
    """``path`` with ``~`` expanded and links followed; a link that loops (where Python 3.11's
    ``Path.resolve`` raises RuntimeError) or cannot be followed stays absolute as written, and
    then fails where it is read, with one line."""
    try:
        return expand_home(path).resolve()
    except (OSError, RuntimeError):
        return expand_home(path).absolute()


def expand_home(path: Path | str) -> Path:
    """``~`` and ``~user`` expanded; a path whose user or home cannot be found stays as written
    (it then fails as "no such file", with one line, like any other missing file)."""
    try:
        return Path(path).expanduser()
    except RuntimeError:  # "Could not determine home directory."
        return Path(path)


def kind_of(mode: int) -> str:
    """What a non-regular file is, in words."""
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a named pipe (FIFO)"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "not a regular file"


def mode_refusal(mode: int) -> str | None:
    """None for a regular file's ``st_mode``; else what it is instead (for a stat already taken)."""
    return None if stat.S_ISREG(mode) else f"is {kind_of(mode)}, not a regular file"


def refusal(path: Path | str) -> str | None:
    """None when ``path`` (symlinks followed) is a regular file; else why it is not."""
    try:
        mode = os.stat(path).st_mode
    except FileNotFoundError:
        return "no such file"
    except NotADirectoryError:
        return "no such file (a part of the path is not a folder)"
    except PermissionError:
        return "permission denied"
    except (OSError, ValueError) as error:
        return f"cannot read ({getattr(error, 'strerror', None) or error})"
    return mode_refusal(mode)


def limit_bytes(kind: str, limit_mb: float | None = None) -> int:
    return round((limit_mb if limit_mb is not None else LIMITS_MB.get(kind, LIMITS_MB["text"])) * MB)


def read_bytes(path: Path | str, kind: str, *, limit_mb: float | None = None) -> bytes:
    """The bytes of a regular file of at most the kind's size cap, or :class:`FileRefused`."""
    cap = limit_bytes(kind, limit_mb)
    with _regular(path) as (descriptor, status):
        if status.st_size > cap:
            raise FileRefused(path, _too_big(status.st_size, cap, kind))
        chunks: list[bytes] = []
        total = 0
        while chunk := os.read(descriptor, min(1 << 20, cap + 1 - total)):
            chunks.append(chunk)
            total += len(chunk)
            if total > cap:  # it grew while being read
                raise FileRefused(path, _too_big(total, cap, kind))
        return b"".join(chunks)


_WIDE_BOMS = ((b"\xff\xfe\x00\x00", "UTF-32"), (b"\x00\x00\xfe\xff", "UTF-32"), (b"\xff\xfe", "UTF-16"),
              (b"\xfe\xff", "UTF-16"))


def wide_encoding(sample: bytes) -> str | None:
    """"UTF-16" or "UTF-32" when ``sample`` starts with that byte-order mark (Windows editors
    save text so; its NUL bytes would otherwise read as "a binary file"), else None."""
    return next((name for bom, name in _WIDE_BOMS if sample.startswith(bom)), None)


def read_text(path: Path | str, kind: str, *, limit_mb: float | None = None, errors: str = "strict") -> str:
    """UTF-8 text (a BOM is fine) of a regular file, or :class:`FileRefused` with the reason."""
    data = read_bytes(path, kind, limit_mb=limit_mb)
    if (wide := wide_encoding(data)) is not None:
        raise FileRefused(path, f"saved as {wide}; save it as UTF-8")
    try:
        return data.decode("utf-8-sig", errors=errors)
    except UnicodeDecodeError as error:
        raise FileRefused(path, f"not valid UTF-8 (byte 0x{data[error.start]:02x} at offset {error.start}); "
                                "save it as UTF-8") from None


def read_head(path: Path | str, size: int) -> bytes:
    """The first ``size`` bytes of a regular file (a sniff), or :class:`FileRefused`."""
    with _regular(path) as (descriptor, _):
        return os.read(descriptor, size)


def sha256_of(path: Path | str, *, block: int = 1 << 20) -> str:
    """SHA-256 of a regular file of any size, read in blocks (a key, not a read of the
    content: no cap); :class:`FileRefused` for a FIFO, a device or a folder."""
    import hashlib

    hasher = hashlib.sha256()
    with _regular(path) as (descriptor, _):
        while chunk := os.read(descriptor, block):
            hasher.update(chunk)
    return hasher.hexdigest()


def read_ends(path: Path | str, head: int, tail: int) -> tuple[bytes, bytes, int]:
    """(first ``head`` bytes, last ``tail`` bytes, size) of a regular file: a format check
    ("%PDF-" at the start, "%%EOF" at the end) without reading what lies between."""
    with _regular(path) as (descriptor, status):
        first = os.read(descriptor, head)
        os.lseek(descriptor, max(0, status.st_size - tail), os.SEEK_SET)
        return first, os.read(descriptor, tail), status.st_size


@contextmanager
def _regular(path: Path | str) -> Iterator[tuple[int, os.stat_result]]:
    """The one way a file is read: opened only when regular (:func:`_open_regular`), every
    system error while reading it a :class:`FileRefused` with the reason, always closed."""
    descriptor, status = _open_regular(path)
    try:
        yield descriptor, status
    except BlockingIOError:
        raise FileRefused(path, "would block (not a regular file)") from None
    except OSError as error:
        raise FileRefused(path, f"cannot read ({error.strerror or error})") from None
    finally:
        os.close(descriptor)


def _open_regular(path: Path | str) -> tuple[int, os.stat_result]:
    """A descriptor of ``path`` and its status, opened only when it is a regular file, and
    non-blocking; the status is taken again on the descriptor (a FIFO swapped in between the
    check and the open is refused too). The caller closes the descriptor."""
    reason = refusal(path)
    if reason is not None:
        raise FileRefused(path, reason)
    try:
        descriptor = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0))
    except PermissionError:
        raise FileRefused(path, "permission denied") from None
    except OSError as error:
        raise FileRefused(path, f"cannot read ({error.strerror or error})") from None
    try:
        status = os.fstat(descriptor)
    except OSError as error:
        os.close(descriptor)
        raise FileRefused(path, f"cannot read ({error.strerror or error})") from None
    swapped = mode_refusal(status.st_mode)
    if swapped is not None:
        os.close(descriptor)
        raise FileRefused(path, swapped)
    return descriptor, status


def _too_big(size: int, cap: int, kind: str) -> str:
    return f"is {size / MB:.3g} MB, over the {round(cap / MB, 6):g} MB limit for {kind} files"
