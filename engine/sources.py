"""Cheap checks that a cited source file can be read at all (RB003 missing-source).

Instant rules run on every keystroke, so this never extracts a whole PDF: it reads the
header and trailer, opens the PDF with pypdf, reads the page count from the page tree,
and looks for fonts in the first few pages' resources (a page with a font has a text
layer); only when no font is found does it try to extract text from those pages, to
tell a scan from an odd PDF. Results are cached per (path, size, mtime, limits) in
memory and in ``source-checks-v1.json`` in the cache directory, so a CLI run does not
reopen unchanged PDFs. The full parser in ``engine/pdf`` does the real extraction
later; this module stays independent of it.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import tempfile
import threading
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator

from .config import Config, cache_directory
from .pdf import reasons
from .file_kinds import SOURCE_SUFFIXES
from .safe_read import FileRefused, read_ends

TEXT_PAGES_CHECKED = 3
_TEXT_SAMPLE_BYTES = 64 * 1024

CHECK_VERSION = 3  # 2: reasons worded by engine/pdf/reasons; 3: a lying page count is re-counted
_CACHE_FILE = "source-checks-v1.json"
_cache: dict[str, str | None] = {}
_cache_lock = threading.Lock()
_CACHE_LIMIT = 4096
_loaded_from: set[Path] = set()


def check_source(path: Path, config: Config) -> str | None:
    """None when ``path`` looks usable as evidence, else a short reason why not."""
    try:
        stat = path.stat()
    except FileNotFoundError:
        return f"file not found: {path}"
    except PermissionError:
        return f"cannot read {path}: permission denied"
    except OSError as error:
        return f"cannot read {path}: {error.strerror or error}"
    from .safe_read import mode_refusal

    refused = mode_refusal(stat.st_mode)
    if refused is not None:
        return f"{path} {refused}"
    suffix = path.suffix.lower()
    if suffix not in SOURCE_SUFFIXES:
        shown = suffix or "no extension"
        return f"unsupported file type ({shown}): rblint reads {' '.join(SOURCE_SUFFIXES)} sources"
    if stat.st_size == 0:
        return "the file is empty"
    limit_mb = config.index.max_file_mb
    if stat.st_size > limit_mb * 1024 * 1024:
        return f"the file is {stat.st_size / 1024 / 1024:.3g} MB, over the index.max-file-mb limit of {limit_mb:g} MB"
    key = f"{CHECK_VERSION}|{path.resolve()}|{stat.st_size}|{stat.st_mtime_ns}|{config.index.max_pages}|{limit_mb}"
    persistent = suffix == ".pdf"  # text files are cheaper to check than to look up
    with _cache_lock:
        if persistent:
            _load_persistent(config)
        if key in _cache:
            return _cache[key]
    reason = _check_pdf(path, config) if suffix == ".pdf" else _check_text(path)
    with _cache_lock:
        if len(_cache) >= _CACHE_LIMIT:
            _cache.clear()
        _cache[key] = reason
        if persistent:
            _save_persistent(config, key, reason)
    return reason


def _cache_file(config: Config) -> Path | None:
    try:
        return cache_directory(config) / _CACHE_FILE
    except Exception:  # noqa: BLE001 - no cache directory: just do not persist
        return None


def _load_persistent(config: Config) -> None:
    path = _cache_file(config)
    if path is None or path in _loaded_from:
        return
    _loaded_from.add(path)
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return
    if isinstance(data, dict):
        for key, value in data.items():
            if isinstance(key, str) and (value is None or isinstance(value, str)):
                _cache.setdefault(key, value)


def _save_persistent(config: Config, key: str, reason: str | None) -> None:
    """Merge one result into the JSON file (atomic replace; failures are ignored).

    Read, merge and replace happen under a file lock, so two runs checking different
    papers at once keep each other's entries; a temporary that cannot replace the file
    is removed rather than left behind."""
    from .cache import _file_lock

    path = _cache_file(config)
    if path is None:
        return
    temporary: str | None = None
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        with _file_lock(path.with_name(path.name + ".lock")):
            try:
                data = json.loads(path.read_text(encoding="utf-8"))
                if not isinstance(data, dict):
                    data = {}
            except (OSError, ValueError):
                data = {}
            data[key] = reason
            if len(data) > _CACHE_LIMIT:
                data = dict(list(data.items())[-_CACHE_LIMIT:])
            handle, temporary = tempfile.mkstemp(dir=path.parent, prefix=".source-checks-", suffix=".tmp")
            with os.fdopen(handle, "w", encoding="utf-8") as stream:
                json.dump(data, stream)
            os.replace(temporary, path)
            temporary = None
    except OSError:
        return
    finally:
        if temporary is not None:
            with contextlib.suppress(OSError):
                os.unlink(temporary)


def _check_text(path: Path) -> str | None:
    from .safe_read import read_head, wide_encoding

    try:
        sample = read_head(path, _TEXT_SAMPLE_BYTES)
    except FileRefused as error:
        return f"cannot read {path}: {error.reason}"
    if (wide := wide_encoding(sample)) is not None:
        return f"saved as {wide}; save it as UTF-8"
    if b"\x00" in sample:
        return "looks like a binary file, not text"
    try:
        text = sample.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        if error.start < len(sample) - 4:  # a cut multi-byte character at the end is fine
            return f"not valid UTF-8 text (byte 0x{sample[error.start]:02x} at offset {error.start})"
        text = sample[: error.start].decode("utf-8-sig", errors="ignore")
    if not text.strip():
        return "the file has no text (only whitespace)"
    return None


def _check_pdf(path: Path, config: Config) -> str | None:
    try:
        head, tail, size = read_ends(path, 1024, 2048)
    except FileRefused as error:
        return f"cannot read {path}: {error.reason}"
    if b"%PDF-" not in head:
        return reasons.NOT_A_PDF
    if b"%%EOF" not in tail:
        return reasons.TRUNCATED
    from pypdf import PdfReader
    from pypdf.errors import FileNotDecryptedError, PdfReadError

    with _quiet_pypdf():
        try:
            reader = PdfReader(str(path), strict=False)
            locked = reasons.decrypt_or_reason(reader)
            if locked:
                return locked
            pages = _page_count(reader)
        except FileNotDecryptedError:
            return reasons.ENCRYPTED
        except (PdfReadError, ValueError, KeyError, TypeError, AttributeError, IndexError, OSError, RecursionError) as error:
            return reasons.corrupt(error)
        except Exception as error:  # noqa: BLE001 - pypdf raises many error types on bad files
            return reasons.corrupt(error)
        if pages == 0:
            return reasons.NO_PAGES
        if pages > config.index.max_pages:
            pages = len(reader.pages)  # a page tree may claim 999,999,999 pages: count the real ones
            if pages > config.index.max_pages:
                return reasons.too_many_pages(pages, config.index.max_pages)
        checked_pages = []
        for number in range(min(pages, TEXT_PAGES_CHECKED)):
            try:
                page = reader.pages[number]
            except Exception as error:  # noqa: BLE001
                return reasons.corrupt_page(number + 1, error)
            if _has_fonts(page):
                return None
            checked_pages.append(page)
        for number, page in enumerate(checked_pages):
            try:
                text = page.extract_text() or ""
            except Exception as error:  # noqa: BLE001
                return reasons.corrupt_page(number + 1, error)
            if any(char.isalnum() for char in text):
                return None
    return reasons.NO_TEXT_LAYER


def _page_count(reader: object) -> int:
    """/Count of the page tree (cheap); the flattened page list when that is missing or wrong."""
    try:
        count = reader.trailer["/Root"]["/Pages"]["/Count"]  # type: ignore[attr-defined]
        if isinstance(count, int) and count >= 0:
            return int(count)
    except Exception:  # noqa: BLE001 - fall back to walking the tree
        pass
    return len(reader.pages)  # type: ignore[attr-defined]


def _has_fonts(page: object) -> bool:
    """Whether a page (or a form XObject it draws) declares a font: it has a text layer."""
    try:
        resources = page.get("/Resources")  # type: ignore[attr-defined]
        resources = resources.get_object() if resources is not None else None
        if not resources:
            return False
        fonts = resources.get("/Font")
        if fonts is not None and len(fonts.get_object()) > 0:
            return True
        xobjects = resources.get("/XObject")
        for reference in (xobjects.get_object().values() if xobjects is not None else []):
            xobject = reference.get_object()
            if xobject.get("/Subtype") != "/Form":
                continue
            inner = xobject.get("/Resources")
            inner = inner.get_object() if inner is not None else None
            if inner and inner.get("/Font") is not None and len(inner["/Font"].get_object()) > 0:
                return True
    except Exception:  # noqa: BLE001 - unusual structure: let text extraction decide
        return False
    return False



@contextmanager
def _quiet_pypdf() -> Iterator[None]:
    """pypdf logs warnings for every damaged object; the reason we return says enough."""
    logger = logging.getLogger("pypdf")
    previous = logger.level
    logger.setLevel(logging.ERROR + 10)
    try:
        yield
    finally:
        logger.setLevel(previous)
