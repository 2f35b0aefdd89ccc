"""The user-facing reason for every way a PDF can be unusable, worded once.

Why: the cheap source check behind RB003 (``engine/sources``) and the full parser
(``engine/pdf/parser``, used by ``rblint inspect`` and the index) both refuse bad
PDFs; a user must read the same words for the same fault wherever it shows.
"""

from __future__ import annotations

from typing import Any

NOT_A_PDF = "not a PDF (no %PDF- header): the file is corrupt or has the wrong extension"
TRUNCATED = "truncated PDF (no %%EOF trailer): the download or copy was cut short"
ENCRYPTED = "encrypted PDF: it needs a password, so its text cannot be read; save an unencrypted copy"
ENCRYPTED_AES = "encrypted PDF (AES): install the 'cryptography' package to open it"
NO_PAGES = "the PDF has no pages"
NO_TEXT_LAYER = "no text layer: probably a scanned PDF; run OCR on it (e.g. ocrmypdf) first"
NESTING_TOO_DEEP = "corrupt PDF (pypdf: nesting too deep)"
TOO_LARGE = "the PDF is too large to parse in memory"


def decrypt_or_reason(reader: Any) -> str | None:
    """Open an encrypted pypdf reader with the empty password (owner-only encryption) in
    place; None when it is readable, else why not. Both checkers call this, so an AES
    file without ``cryptography`` reads the same in RB003 and ``rblint inspect``."""
    if not reader.is_encrypted:
        return None
    try:
        opened = reader.decrypt("")
    except Exception as error:  # noqa: BLE001 - unsupported algorithms raise various errors
        if "cryptography" in str(error) or "AES" in str(error):
            return ENCRYPTED_AES
        opened = 0
    return None if opened else ENCRYPTED


def short(error: BaseException) -> str:
    """First line of an exception's message (its type when it has none), at most 160 chars."""
    message = str(error).strip()
    return (message.splitlines()[0] if message else type(error).__name__)[:160]


def corrupt(error: BaseException) -> str:
    return f"corrupt PDF (pypdf: {short(error)})"


def corrupt_page(number: int, error: BaseException) -> str:
    return f"corrupt PDF: page {number} cannot be read (pypdf: {short(error)})"


def too_many_pages(pages: int, limit: int) -> str:
    return f"the PDF has {pages} pages, over the index.max-pages limit of {limit}"


def too_slow(seconds: float) -> str:
    return f"parsing took longer than the {seconds:g} s limit (index.timeout)"
