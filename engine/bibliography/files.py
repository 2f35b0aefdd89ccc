"""Where an entry's declared file really is: BibTeX ``file`` fields and relative paths.

JabRef and Zotero Better BibTeX write ``file = {Description:path:mime}``, several
attachments separated by ``;``, with ``\\:`` and ``\\;`` escaped; Mendeley writes
``{:path:pdf}``; many tools write a plain path. Relative paths resolve against the file
that declared them (the .bib, or the draft), then the draft's folder.
"""

from __future__ import annotations

import re
from pathlib import Path

from ..file_kinds import SOURCE_SUFFIXES  # noqa: F401 - re-exported for the loaders
from ..safe_read import expand_home



def split_unescaped(text: str, separator: str) -> list[str]:
    """Split on ``separator`` not preceded by a backslash escape; keeps escapes."""
    parts: list[str] = []
    current: list[str] = []
    index = 0
    while index < len(text):
        char = text[index]
        if char == "\\" and index + 1 < len(text):
            current.append(text[index : index + 2])
            index += 2
            continue
        if char == separator:
            parts.append("".join(current))
            current = []
        else:
            current.append(char)
        index += 1
    parts.append("".join(current))
    return parts


def _unescape(text: str) -> str:
    return re.sub(r"\\([\\:;{}])", r"\1", text)


def parse_file_field(value: str) -> list[str]:
    """Attachment paths from a BibTeX ``file`` field, in order, as written (unescaped)."""
    paths: list[str] = []
    for attachment in split_unescaped(value.strip(), ";"):
        attachment = attachment.strip()
        if not attachment:
            continue
        parts = split_unescaped(attachment, ":")
        if len(parts) == 1:
            candidate = parts[0]
        else:
            parts = _rejoin_drive_letters(parts)
            if len(parts) >= 3:
                candidate = ":".join(parts[1:-1]) if len(parts) > 3 else parts[1]
            elif len(parts) == 2:
                # "desc:path" or "path:type"; a path has a separator or a known suffix
                first, second = parts
                candidate = second if _looks_like_path(second) or not _looks_like_path(first) else first
            else:
                candidate = parts[0]
        candidate = _unescape(candidate.strip())
        if candidate:
            paths.append(candidate)
    return paths


def _rejoin_drive_letters(parts: list[str]) -> list[str]:
    """Windows paths written unescaped ("C:\\Users\\x.pdf") split on their drive colon."""
    joined: list[str] = []
    index = 0
    while index < len(parts):
        part = parts[index]
        if (
            re.fullmatch(r"[A-Za-z]", part.strip())
            and index + 1 < len(parts)
            and parts[index + 1].startswith(("\\", "/"))
        ):
            joined.append(part.strip() + ":" + parts[index + 1])
            index += 2
            continue
        joined.append(part)
        index += 1
    return joined


def _looks_like_path(text: str) -> bool:
    text = text.strip()
    return "/" in text or "\\" in text or text.lower().endswith(SOURCE_SUFFIXES)


def resolve_declared(declared: str, bases: list[Path]) -> Path | None:
    """The existing file a declared path points to, trying each base folder in order."""
    if not declared:
        return None
    path = expand_home(declared.replace("\\", "/") if re.match(r"^[A-Za-z]:\\", declared) is None else declared)
    candidates = [path] if path.is_absolute() else [base / path for base in bases]
    for candidate in candidates:
        try:
            if candidate.is_file():
                # As written (absolute, links not followed): the sandbox follows a link the
                # user made inside the project, and judges ".." by where it really leads.
                return candidate.absolute()
        except OSError:
            continue
    return None


def pick_attachment(declared: list[str], bases: list[Path]) -> tuple[str | None, Path | None]:
    """Choose one attachment: an existing supported file, else any existing, else the first declared."""
    resolved = [(item, resolve_declared(item, bases)) for item in declared]
    for item, path in resolved:
        if path is not None and path.suffix.lower() in SOURCE_SUFFIXES:
            return item, path
    for item, path in resolved:
        if item.lower().endswith(SOURCE_SUFFIXES):
            return item, path
    for item, path in resolved:
        if path is not None:
            return item, path
    return (declared[0], None) if declared else (None, None)
