"""BibTeX / BibLaTeX files -> entries, with the maintained ``bibtexparser`` (v2 API).

Blocks the parser could not read (malformed entries, duplicate keys) become problems
with their line numbers; the entries that did parse are still used. Names and titles are
LaTeX-decoded (``M{\\"u}ller`` -> Müller, ``{van der Berg}, Jan`` -> van der Berg); the
``file`` field is read raw, before any decoding, because its backslashes are escapes.
"""

from __future__ import annotations

import logging
import re
import unicodedata
from functools import lru_cache
from pathlib import Path

from .files import parse_file_field, pick_attachment
from .model import BibEntry

Problem = tuple[Path | None, str]

_FILE_FIELDS = ("file", "pdf", "local-url")


def read_text_file(path: Path) -> tuple[str | None, str | None]:
    """(text, None) or (None, reason): UTF-8 first, then Latin-1 as old .bib files use.

    Reads at most the sandbox's cap (plus one byte), so a file that grows while read is
    still bounded."""
    from ..sandbox import MAX_BIBLIOGRAPHY_MB

    from ..safe_read import FileRefused, read_bytes, wide_encoding

    try:
        data = read_bytes(path, "bibliography", limit_mb=MAX_BIBLIOGRAPHY_MB)
    except FileRefused as error:
        return None, error.reason
    if (wide := wide_encoding(data)) is not None:
        return None, f"saved as {wide}; save it as UTF-8"
    if b"\x00" in data[:8192]:
        return None, "looks like a binary file"
    try:
        return data.decode("utf-8-sig"), None
    except UnicodeDecodeError:
        return data.decode("latin-1"), None


def load_bibtex(path: Path, extra_bases: list[Path] | None = None) -> tuple[list[BibEntry], list[Problem]]:
    """Entries of one .bib file and the problems met while reading it."""
    text, reason = read_text_file(path)
    if text is None:
        return [], [(path, f"bibliography {reason}")]
    return parse_bibtex(text, path, extra_bases=extra_bases)


def parse_bibtex(
    text: str, path: Path, extra_bases: list[Path] | None = None
) -> tuple[list[BibEntry], list[Problem]]:
    import bibtexparser

    problems: list[Problem] = []
    if not text.strip():
        return [], [(path, "bibliography file is empty")]
    logger = logging.getLogger("bibtexparser")
    previous = logger.level
    logger.setLevel(logging.CRITICAL + 10)
    try:
        library = bibtexparser.parse_string(text)  # type: ignore[attr-defined]  # its public API, not re-exported
    except Exception as error:  # noqa: BLE001 - a parser crash must not stop linting
        return [], [(path, f"cannot parse BibTeX: {error}")]
    finally:
        logger.setLevel(previous)
    for block in library.failed_blocks:
        line = (block.start_line or 0) + 1
        failure = getattr(block, "error", None)  # failed blocks of several kinds: not all carry one
        detail = getattr(failure, "abort_reason", None) or (str(failure) if failure else "")
        head = (block.raw or "").strip().splitlines()[0][:60] if (block.raw or "").strip() else ""
        if "Duplicate" in type(block).__name__:
            key = getattr(block, "key", "?")
            problems.append((path, f"line {line}: duplicate entry key '{key}' (the first definition is used)"))
        else:
            message = f"line {line}: malformed BibTeX entry '{head}'"
            if detail:
                message += f" ({detail.strip().splitlines()[0]})"
            problems.append((path, message + "; it was skipped"))
    entries: list[BibEntry] = []
    bases = [path.parent.resolve(), *(extra_bases or [])]
    for raw_entry in library.entries:
        fields = {key.lower(): value for key, value in raw_entry.fields_dict.items()}
        values = {key: str(field.value) for key, field in fields.items()}
        declared: list[str] = []
        for name in _FILE_FIELDS:
            if values.get(name):
                declared.extend(parse_file_field(values[name]))
        file_declared, file_path = pick_attachment(declared, bases)
        url = _decode(values["url"]) if values.get("url") else None
        if url is None and values.get("doi"):
            url = "https://doi.org/" + _decode(values["doi"]).strip()
        entries.append(
            BibEntry(
                key=raw_entry.key,
                title=_clean(_decode(values["title"])) if values.get("title") else None,
                authors=_people(values.get("author") or values.get("editor") or ""),
                year=_year(values),
                file=file_path,
                file_declared=file_declared,
                url=url,
                doi=_decode(values["doi"]).strip() if values.get("doi") else None,
                origin="bibtex",
                origin_path=path,
            )
        )
    if not entries and not problems:
        problems.append((path, "no BibTeX entries found (is this a .bib file?)"))
    return entries, problems


_converter = None
_SYMBOL_ACCENT = re.compile(r"""\\(["'`^~=.])\s*(?:\{\s*(\\?[A-Za-z])\s*\}|(\\?[A-Za-z]))""")
_LETTER_ACCENT = re.compile(r"\\([uvHckrd])(?:\s*\{\s*(\\?[A-Za-z])\s*\}|\s+([A-Za-z]))")
_COMBINING = {
    '"': "\u0308", "'": "\u0301", "`": "\u0300", "^": "\u0302", "~": "\u0303", "=": "\u0304", ".": "\u0307",
    "u": "\u0306", "v": "\u030c", "H": "\u030b", "c": "\u0327", "k": "\u0328", "r": "\u030a", "d": "\u0323",
}
_SPECIAL = {
    "ss": "ß", "o": "ø", "O": "Ø", "aa": "å", "AA": "Å", "ae": "æ", "AE": "Æ", "oe": "œ", "OE": "Œ",
    "l": "ł", "L": "Ł", "i": "ı", "j": "ȷ",
}
_SPECIAL_MACRO = re.compile(r"\\(ss|aa|AA|ae|AE|oe|OE|o|O|l|L|i|j)(?![A-Za-z])\s?")
_ESCAPED = re.compile(r"\\([&%_$#{}~])")
_PLACEHOLDERS = {"{": "\ue001", "}": "\ue002", "$": "\ue003", "~": "\ue004"}


@lru_cache(maxsize=8192)
def _decode(value: str) -> str:
    """LaTeX -> text. Accents and escapes are decoded here; pylatexenc (slow) only for the rest."""
    if not any(char in value for char in "\\$~%"):
        return value.replace("{", "").replace("}", "")
    text = _SYMBOL_ACCENT.sub(lambda match: _accent(match.group(1), match.group(2) or match.group(3)), value)
    text = _LETTER_ACCENT.sub(lambda match: _accent(match.group(1), match.group(2) or match.group(3)), text)
    text = _SPECIAL_MACRO.sub(lambda match: _SPECIAL[match.group(1)], text)
    text = _ESCAPED.sub(lambda match: _PLACEHOLDERS.get(match.group(1), match.group(1)), text)
    if "\\" not in text and "$" not in text:
        text = text.replace("~", " ").replace("{", "").replace("}", "")
        for char, placeholder in _PLACEHOLDERS.items():
            text = text.replace(placeholder, char)
        return unicodedata.normalize("NFC", text)
    global _converter
    try:
        if _converter is None:
            from pylatexenc.latex2text import LatexNodes2Text

            _converter = LatexNodes2Text(strict_latex_spaces=True)
        return str(_converter.latex_to_text(value))
    except Exception:  # noqa: BLE001 - undecodable LaTeX: keep it, minus braces
        return value.replace("{", "").replace("}", "")


def _accent(mark: str, base: str) -> str:
    letter = "i" if base == "\\i" else "j" if base == "\\j" else base.lstrip("\\")
    return unicodedata.normalize("NFC", letter + _COMBINING[mark])


def _clean(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip()


def _people(value: str) -> tuple[str, ...]:
    """Surnames ("von" part kept) of a BibTeX name list."""
    if not value.strip():
        return ()
    from bibtexparser.middlewares.names import parse_single_name_into_parts, split_multiple_persons_names

    surnames: list[str] = []
    try:
        names = split_multiple_persons_names(value)
    except Exception:  # noqa: BLE001
        names = re.split(r"\s+and\s+", value)
    for name in names:
        if name.strip().lower() == "others":
            continue
        try:
            parts = parse_single_name_into_parts(name, strict=False)
            surname = " ".join([*parts.von, *parts.last])
        except Exception:  # noqa: BLE001 - an odd name still has a last word
            surname = name.split(",")[0] if "," in name else name.split()[-1]
        decoded = _clean(_decode(surname))
        if decoded:
            surnames.append(decoded)
    return tuple(surnames)


def _year(values: dict[str, str]) -> str | None:
    for name in ("year", "date", "issued", "eventdate"):
        if values.get(name):
            match = re.search(r"(1[5-9]\d\d|20\d\d)([a-z]?)", values[name])
            if match:
                return match.group(1) + (match.group(2) if name == "year" else "")
    return None
