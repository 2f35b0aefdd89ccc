"""The source sandbox: which files a draft may make rblint read.

Why: a draft is untrusted input (a pull request, a co-author, an LLM) and rblint quotes
what it reads as evidence, in terminals, JSON and public CI annotations. A bibliography
entry ``file = {../../../etc/passwd}`` or a symlink in the papers folder must not turn
rblint into a file printer. So every path a draft or a bibliography names is resolved
(symlinks included) and must stay inside the project (or reach a library through a
folder link the user made inside it, never through a link to a single file): the draft's folder, the config
file's folder, or a folder the user's config lists (``papers``, ``library``). Files the
config itself names (``bibliography``, ``[sources]``) are the user's own choice and may
live anywhere. Every file must also be a regular file (no FIFO, device or directory) of
a known kind within a size cap. A refused file is never opened; RB003 says why.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Iterable

from .file_kinds import TEXT_SOURCE_SUFFIXES as TEXT_SUFFIXES
from .safe_read import FileRefused, expand_home, read_head, resolve_safely

if TYPE_CHECKING:  # pragma: no cover
    from .config import Config

PDF_MAGIC = b"%PDF-"
MAX_TEXT_MB = 20.0
MAX_BIBLIOGRAPHY_MB = 50.0


@dataclass(frozen=True)
class Sandbox:
    """The folders a draft's paths may point into, and the limits on what is read."""

    roots: tuple[Path, ...]
    max_pdf_mb: float = 100.0
    literal_roots: tuple[Path, ...] = ()  # the same folders as written (absolute, links not followed)

    @classmethod
    def for_draft(cls, draft_path: Path, config: "Config") -> "Sandbox":
        given = [expand_home(draft_path).absolute().parent, expand_home(config.root).absolute(),
                 *(expand_home(folder).absolute() for folder in (*config.papers, *config.library))]
        return cls(_unique(resolve_safely(folder) for folder in given), config.index.max_file_mb, _unique(given))

    def inside(self, path: Path) -> bool:
        """Under a root once links are followed; or, as written, under a root through a folder
        link the user made inside it (a papers/ folder that links to a Zotero or Dropbox
        library), with no ".." on the way (that could climb out through a link).

        A link to a single file out of the project is not followed: a folder link brings a
        library, a file link brings one file from anywhere -- and a repository can carry
        links, so a pull request adding ``papers/notes.txt -> /proc/self/environ`` would
        otherwise put the CI runner's secrets into its annotations."""
        resolved = resolve_safely(path)
        if any(resolved == root or resolved.is_relative_to(root) for root in self.roots):
            return True
        literal = expand_home(path).absolute()
        if ".." in literal.parts or _is_link(literal):
            return False
        return any(literal == root or literal.is_relative_to(root) for root in self.literal_roots)

    @staticmethod
    def _outside(path: Path) -> str:
        if _is_link(expand_home(path).absolute()):
            return (f"it is a link to a file outside the project (it leads to {resolve_safely(path)}): rblint "
                    "follows a link out of the project only to a folder (a papers/ folder linking to a library); copy "
                    "the file in, or list its folder in `library`")
        return (f"it is outside the project (it resolves to {resolve_safely(path)}): rblint reads only files under "
                "the draft's folder, the config's folder, or a folder listed in `papers` or `library`")

    def refuse_source(self, path: Path, *, explicit: bool = False) -> str | None:
        """Why ``path`` may not be read as a cited source, or None when it may.

        ``explicit``: the user's config names this very file, so it may be outside the project.
        """
        if not explicit and not self.inside(path):
            return self._outside(path)
        reason = regular_file_reason(path)
        if reason:
            return reason
        suffix = path.suffix.lower()
        size_mb = _size_mb(path)
        if suffix == ".pdf":
            if not _starts_with_pdf_magic(path):
                return "it is not a PDF (no %PDF- header in its first kilobyte)"
            if size_mb > self.max_pdf_mb:
                return f"it is {size_mb:.0f} MB, over the index.max-file-mb limit of {self.max_pdf_mb:g} MB"
            return None
        if suffix in TEXT_SUFFIXES:
            if size_mb > MAX_TEXT_MB:
                return f"it is {size_mb:.0f} MB, over the {MAX_TEXT_MB:g} MB limit for text sources"
            return None
        return f"its type ({suffix or 'no extension'}) is not a source rblint reads (PDF, Markdown or text)"

    def refuse_bibliography(self, path: Path, *, explicit: bool = False) -> str | None:
        """Why ``path`` may not be read as a bibliography file, or None when it may."""
        if not explicit and not self.inside(path):
            return self._outside(path)
        reason = regular_file_reason(path)
        if reason:
            return reason
        size_mb = _size_mb(path)
        if size_mb > MAX_BIBLIOGRAPHY_MB:
            return f"it is {size_mb:.0f} MB, over the {MAX_BIBLIOGRAPHY_MB:g} MB limit for bibliography files"
        return None


def _is_link(path: Path) -> bool:
    try:
        return path.is_symlink()
    except OSError:
        return True  # cannot tell: not followed


def _unique(folders: Iterable[Path]) -> tuple[Path, ...]:
    found: list[Path] = []
    for folder in folders:
        if folder not in found:
            found.append(folder)
    return tuple(found)


def regular_file_reason(path: Path) -> str | None:
    """None for a regular file; else why not, as "it ..." (missing, a FIFO, a device, a folder...)."""
    from .safe_read import refusal

    reason = refusal(path)
    if reason is None:
        return None
    if reason.startswith("no such file"):
        return "it does not exist"
    return f"it {reason}" if reason.startswith("is ") else f"it cannot be read ({reason})"


def _size_mb(path: Path) -> float:
    try:
        return path.stat().st_size / 1e6
    except OSError:
        return 0.0


def _starts_with_pdf_magic(path: Path) -> bool:
    try:
        return PDF_MAGIC in read_head(path, 1024)
    except FileRefused:  # a FIFO would block the sniff; a folder or a device is no PDF
        return False
