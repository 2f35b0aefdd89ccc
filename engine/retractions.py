"""A local copy of the Retraction Watch database, indexed by DOI and by title + year (RB011).

Why local: reference checkers look retractions up online; rblint never sends a draft's
references anywhere. Crossref publishes the Retraction Watch data openly as one CSV
(columns ``Title``, ``OriginalPaperDOI``, ``RetractionDOI``, ``RetractionDate``,
``RetractionNature``, ``Reason``, ``OriginalPaperDate``, ...). The file is read once per
content hash: the index is kept as JSON in the cache directory, so the next run loads a
few megabytes instead of parsing the CSV again.
"""

from __future__ import annotations

import csv
import hashlib
import io
import json
import re
import unicodedata
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

REQUIRED = ("Title", "OriginalPaperDOI", "RetractionDate", "RetractionNature")
INDEX_VERSION = 1
MAX_CSV_MB = 500.0


class RetractionsError(Exception):
    """The retractions file cannot be used; the message says why (one line)."""


@dataclass(frozen=True)
class Retraction:
    title: str
    doi: str
    date: str
    nature: str  # Retraction | Expression of concern | Correction | Reinstatement ...
    reason: str = ""
    notice_doi: str = ""

    @property
    def is_serious(self) -> bool:
        """Retractions and expressions of concern are errors; corrections are information."""
        nature = self.nature.lower()
        return "retraction" in nature or "concern" in nature


def normalise_doi(value: str) -> str:
    value = value.strip().lower()
    value = re.sub(r"^(https?://(dx\.)?doi\.org/|doi:\s*)", "", value)
    return value.rstrip(".")


def normalise_title(value: str) -> str:
    value = unicodedata.normalize("NFKD", value).encode("ascii", "ignore").decode().lower()
    return " ".join(re.findall(r"[a-z0-9]+", value))


def _year(value: str) -> str:
    match = re.search(r"(19|20)\d\d", value or "")
    return match.group(0) if match else ""


@dataclass
class RetractionIndex:
    by_doi: dict[str, Retraction]
    by_title: dict[str, Retraction]  # "normalised title|year"
    rows: int

    def find(self, doi: str | None, title: str | None, year: str | None) -> Retraction | None:
        if doi and normalise_doi(doi) in self.by_doi:
            return self.by_doi[normalise_doi(doi)]
        if title and year:
            return self.by_title.get(f"{normalise_title(title)}|{_year(year)}")
        return None


def parse_csv(data: bytes, name: str = "retractions") -> RetractionIndex:
    text = data.decode("utf-8-sig", errors="replace")
    reader = csv.DictReader(io.StringIO(text))
    missing = [column for column in REQUIRED if column not in (reader.fieldnames or [])]
    if missing:
        raise RetractionsError(f"{name}: not a Retraction Watch CSV (missing columns: {', '.join(missing)})")
    by_doi: dict[str, Retraction] = {}
    by_title: dict[str, Retraction] = {}
    rows = 0
    for row in reader:
        rows += 1
        record = Retraction(
            title=(row.get("Title") or "").strip(), doi=normalise_doi(row.get("OriginalPaperDOI") or ""),
            date=(row.get("RetractionDate") or "").strip(), nature=(row.get("RetractionNature") or "").strip(),
            reason=(row.get("Reason") or "").strip(), notice_doi=normalise_doi(row.get("RetractionDOI") or ""))
        if record.doi and record.doi not in ("unavailable", "na"):
            by_doi.setdefault(record.doi, record)
        year = _year(row.get("OriginalPaperDate") or "")
        if record.title and year:
            by_title.setdefault(f"{normalise_title(record.title)}|{year}", record)
    return RetractionIndex(by_doi, by_title, rows)


def load_retractions(path: Path, cache_dir: Path | None) -> RetractionIndex:
    """The index of ``path`` (from the JSON cache when the file's content is unchanged)."""
    from .sandbox import regular_file_reason

    reason = regular_file_reason(path)
    if reason:
        raise RetractionsError(f"retractions file {path}: {reason}")
    if path.stat().st_size > MAX_CSV_MB * 1e6:
        raise RetractionsError(f"retractions file {path}: over {MAX_CSV_MB:g} MB")
    from .safe_read import FileRefused

    try:
        return _load(str(path), path.stat().st_mtime_ns, path.stat().st_size, str(cache_dir) if cache_dir else "")
    except FileRefused as error:
        raise RetractionsError(f"retractions file {error}") from None


@lru_cache(maxsize=4)
def _load(path: str, _mtime: int, _size: int, cache_dir: str) -> RetractionIndex:
    from .safe_read import read_bytes

    data = read_bytes(path, "retractions", limit_mb=MAX_CSV_MB)
    digest = hashlib.sha256(data).hexdigest()[:24]
    cached = Path(cache_dir) / f"retractions-v{INDEX_VERSION}-{digest}.json" if cache_dir else None
    if cached is not None and cached.is_file():
        try:
            raw = json.loads(cached.read_text(encoding="utf-8"))
            return RetractionIndex({k: Retraction(**v) for k, v in raw["by_doi"].items()},
                                   {k: Retraction(**v) for k, v in raw["by_title"].items()}, int(raw["rows"]))
        except (OSError, ValueError, KeyError, TypeError):
            pass  # a damaged cache entry: parse again
    index = parse_csv(data, Path(path).name)
    if cached is not None:
        try:
            cached.parent.mkdir(parents=True, exist_ok=True)
            temporary = cached.with_suffix(".tmp")
            temporary.write_text(json.dumps({
                "rows": index.rows, "by_doi": {k: v.__dict__ for k, v in index.by_doi.items()},
                "by_title": {k: v.__dict__ for k, v in index.by_title.items()}}), encoding="utf-8")
            temporary.replace(cached)
        except OSError:
            pass  # the cache is an optimisation
    return index
