"""CSL-JSON (Zotero's "Export as CSL JSON", Pandoc's ``references:``) -> entries.

CSL has no standard attachment field; a ``file`` (string, JabRef-style, or list) is read
when present, otherwise the papers folder or ``[sources]`` supply the file.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from ..bounded_parsing import parse_json
from .bibtex import read_text_file
from .files import parse_file_field, pick_attachment
from .model import BibEntry

Problem = tuple[Path | None, str]


def load_csl_json(path: Path, extra_bases: list[Path] | None = None) -> tuple[list[BibEntry], list[Problem]]:
    text, reason = read_text_file(path)
    if text is None:
        return [], [(path, f"bibliography {reason}")]
    if not text.strip():
        return [], [(path, "bibliography file is empty")]
    try:
        data = parse_json(text)
    except ValueError as error:
        return [], [(path, f"not valid CSL JSON: {error}")]
    if isinstance(data, dict) and isinstance(data.get("items"), list):
        data = data["items"]
    elif isinstance(data, dict) and "id" in data:
        data = [data]
    if not isinstance(data, list):
        return [], [(path, "not valid CSL JSON: expected a list of items")]
    return csl_items(data, path, origin="csl-json", bases=[path.parent.resolve(), *(extra_bases or [])])


def csl_items(
    items: list[Any], path: Path | None, *, origin: str, bases: list[Path]
) -> tuple[list[BibEntry], list[Problem]]:
    """Entries from already-decoded CSL items; items without an id become problems."""
    entries: list[BibEntry] = []
    problems: list[Problem] = []
    skipped = 0
    for item in items:
        if not isinstance(item, dict) or not str(item.get("id", "")).strip():
            skipped += 1
            continue
        declared: list[str] = []
        raw_file = item.get("file")
        if isinstance(raw_file, str):
            declared = parse_file_field(raw_file)
        elif isinstance(raw_file, list):
            declared = [str(value) for value in raw_file if isinstance(value, str)]
        file_declared, file_path = pick_attachment(declared, bases)
        url = item.get("URL") if isinstance(item.get("URL"), str) else None
        if url is None and isinstance(item.get("DOI"), str):
            url = "https://doi.org/" + item["DOI"]
        title = item.get("title")
        entries.append(
            BibEntry(
                key=str(item["id"]).strip(),
                title=re.sub(r"\s+", " ", title).strip() if isinstance(title, str) else None,
                authors=_people(item.get("author") or item.get("editor") or []),
                year=_year(item),
                file=file_path,
                file_declared=file_declared,
                url=url,
                doi=item["DOI"].strip() if isinstance(item.get("DOI"), str) else None,
                origin=origin,
                origin_path=path,
            )
        )
    if skipped:
        problems.append((path, f"{skipped} CSL item{'s' if skipped > 1 else ''} without an 'id' skipped"))
    return entries, problems


def _people(value: Any) -> tuple[str, ...]:
    if not isinstance(value, list):
        return ()
    surnames: list[str] = []
    for person in value:
        if not isinstance(person, dict):
            continue
        family = person.get("family")
        if isinstance(family, str) and family.strip():
            particle = person.get("non-dropping-particle")
            name = f"{particle} {family}" if isinstance(particle, str) and particle.strip() else family
            surnames.append(name.strip())
        elif isinstance(person.get("literal"), str) and person["literal"].strip():
            surnames.append(person["literal"].strip())
    return tuple(surnames)


def _year(item: dict[str, Any]) -> str | None:
    issued = item.get("issued")
    year: str | None = None
    if isinstance(issued, dict):
        parts = issued.get("date-parts")
        if isinstance(parts, list) and parts and isinstance(parts[0], list) and parts[0]:
            year = str(parts[0][0])
        for name in ("raw", "literal"):
            if year is None and isinstance(issued.get(name), str):
                year = issued[name]
    elif isinstance(issued, (str, int)):
        year = str(issued)
    if year is None:
        return None
    match = re.search(r"(1[5-9]\d\d|20\d\d)", year)
    if not match:
        return None
    suffix = item.get("year-suffix")
    return match.group(1) + (suffix if isinstance(suffix, str) and re.fullmatch(r"[a-z]", suffix) else "")
