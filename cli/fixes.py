"""``rblint --fix`` / ``--diff``: the engine's fixes written to a draft, or shown as a diff.

A draft is changed only with ``--fix``, in place, whole or not at all (a temporary file
renamed over it, its permissions kept, a byte-order mark kept). ``--diff`` writes nothing.
A draft whose text on disk is not exactly what was linted (CRLF line ends, or changed
meanwhile) is left alone with a one-line note.
"""

from __future__ import annotations

import difflib
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from rblint.engine.fixing import FixedText, apply_fixes
from rblint.engine.safe_read import FileRefused, read_bytes

from .files import replace_atomically

BOM = b"\xef\xbb\xbf"


@dataclass
class FileFix:
    path: Path
    fixed: FixedText | None
    diff: str = ""
    note: str | None = None  # why the file was left alone


def fix_file(path: Path, result: Any, *, unsafe: bool, write: bool) -> FileFix:
    """Apply the fixes of ``result`` (a LintResult of ``path``) to the file, or only diff them."""
    try:
        raw = read_bytes(path, "draft")
    except FileRefused as error:
        return FileFix(path, None, note=str(error))
    bom = raw.startswith(BOM)
    try:
        text = raw[len(BOM):].decode("utf-8") if bom else raw.decode("utf-8")
    except UnicodeDecodeError:
        return FileFix(path, None, note=f"{path}: not valid UTF-8; --fix left it unchanged")
    if "\r" in text:
        return FileFix(path, None, note=f"{path}: has CRLF line ends; --fix leaves such files unchanged")
    if text != result.draft.text:
        return FileFix(path, None, note=f"{path}: changed since it was linted; run again")
    fixed = apply_fixes(text, result.diagnostics, unsafe=unsafe)
    if not fixed.changed:
        return FileFix(path, fixed)
    shown = str(path)
    diff = "".join(difflib.unified_diff(text.splitlines(keepends=True), fixed.text.splitlines(keepends=True),
                                        fromfile=f"a/{shown}", tofile=f"b/{shown}"))
    if write:
        mode = os.stat(path).st_mode
        data = (BOM if bom else b"") + fixed.text.encode("utf-8")

        def put(temporary: Path) -> None:
            temporary.write_bytes(data)
            os.chmod(temporary, mode & 0o7777)

        replace_atomically(path.resolve(), put)
    return FileFix(path, fixed, diff)
