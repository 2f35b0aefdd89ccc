"""Writing the command line's output files: whole or not at all, and one line when it fails."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path
from typing import Callable, Iterable

from .errors import FatalError


def replace_atomically(path: Path, write: Callable[[Path], None]) -> None:
    """``write`` a temporary file beside ``path``, then rename it over ``path``: readers
    never see half a file, and a failed write leaves no temporary behind. An error is a
    :class:`FatalError` naming the file. A FIFO, device or folder at ``path`` is refused,
    never opened (opening a FIFO to write blocks until someone reads it)."""
    from rblint.engine.safe_read import refusal

    reason = refusal(path)
    if reason is not None and not reason.startswith("no such file"):
        raise FatalError(f"{path}: not written: {reason}")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handle, name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=str(path.parent))
        os.close(handle)
        temporary = Path(name)
        try:
            write(temporary)
            os.replace(temporary, path)
        except BaseException:
            temporary.unlink(missing_ok=True)
            raise
    except OSError as error:
        raise FatalError(f"{path}: cannot write ({error.strerror or error})") from None


def write_atomically(path: Path, text: str) -> None:
    replace_atomically(path, lambda temporary: temporary.write_text(text, encoding="utf-8"))


def refuse_overwriting_inputs(output: Path | None, inputs: Iterable[Path], option: str = "--output") -> None:
    """Stop before any work when ``output`` is one of the files this run reads: `rblint
    draft.md -o draft.md` replaced the draft with its own findings, and rblint changes a
    user's file only through a fix they ask for. Links and hard links count as the same file."""
    if output is None:
        return
    from rblint.engine.safe_read import resolve_safely

    target = resolve_safely(output)
    for given in inputs:
        same = resolve_safely(given) == target
        if not same and target.exists():
            try:
                same = os.path.samefile(given, target)
            except OSError:
                same = False
        if same:
            which = "" if Path(given) == Path(output) else f" (the same file as {given})"
            raise FatalError(f"{option} {output} is a file this run checks{which}: rblint does not overwrite its "
                             "input; choose another file")
