"""``rblint inspect PAPER``: what the evidence index understood of one source.

Title, sections with their pages, counts and a few passages, as text or JSON, so a
user can see why a citation check found (or missed) something in a PDF.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import click

from ..errors import FatalError, load_command_config
from .index import build_index


def document_summary(document: Any, passages: int) -> dict[str, Any]:
    """The JSON shape (stable): see docs/evidence-index.md."""
    return {
        "path": str(document.path),
        "doc_id": document.doc_id,
        "kind": document.kind,
        "title": document.title,
        "page_count": document.page_count,
        "abstract": document.abstract,
        "sections": [
            {"title": s.title, "level": s.level, "page": s.page, "parent": s.parent, "role": s.role}
            for s in document.sections
        ],
        "counts": {
            "sections": len(document.sections),
            "evidence_passages": len(document.passages),
            "chunks": len(document.chunks),
            "references": len(document.references),
            "characters": len(document.text),
        },
        "passages": [
            {"index": p.index, "page_start": p.page_start, "page_end": p.page_end, "section": list(p.section), "text": p.text}
            for p in document.passages[:passages]
        ],
    }


def _format_text(summary: dict[str, Any]) -> str:
    lines = [f"Title:    {summary['title'] or '(none found)'}"]
    pages = f", {summary['page_count']} pages" if summary["page_count"] else ""
    lines.append(f"File:     {summary['path']} ({summary['kind']}{pages}, sha256 {summary['doc_id'][:12]})")
    counts = summary["counts"]
    lines.append(
        f"Counts:   {counts['sections']} sections, {counts['evidence_passages']} evidence passages, "
        f"{counts['chunks']} chunks, {counts['references']} references"
    )
    if summary["abstract"]:
        abstract = " ".join(summary["abstract"].split())
        lines.append(f"Abstract: {abstract[:300]}{'...' if len(abstract) > 300 else ''}")
    lines.append("Sections:")
    if not summary["sections"]:
        lines.append("  (none)")
    for section in summary["sections"]:
        page = f"p{section['page']}" if section["page"] else "  "
        role = f"  [{section['role']}]" if section["role"] != "body" else ""
        lines.append(f"  {page:>4}  {'  ' * (section['level'] - 1)}{section['title']}{role}")
    if summary["passages"]:
        lines.append("Passages:")
    for passage in summary["passages"]:
        where = f"p{passage['page_start']}" if passage["page_start"] else ""
        if passage["page_end"] and passage["page_end"] != passage["page_start"]:
            where += f"-{passage['page_end']}"
        section = " > ".join(passage["section"]) or "(no section)"
        text = " ".join(passage["text"].split())
        lines.append(f"  #{passage['index']} {where} {section}".rstrip())
        lines.append(f"     {text[:240]}{'...' if len(text) > 240 else ''}")
    return "\n".join(lines)


@click.command("inspect")
@click.argument("paper", type=click.Path(path_type=Path, dir_okay=False))
@click.option("--format", "output_format", type=click.Choice(["text", "json"]), default="text", show_default=True)
@click.option("--passages", "passage_count", type=click.IntRange(0, 10_000), default=3, show_default=True, help="How many evidence passages to show.")
@click.option("--config", "config_path", type=click.Path(path_type=Path, dir_okay=False), help="Configuration file (default: found above PAPER).")
def command(paper: Path, output_format: str, passage_count: int, config_path: Path | None) -> None:
    """Show what the evidence index understood of PAPER (PDF, .txt or .md)."""
    from rblint.engine.index import SourceError

    config = load_command_config(config_path, paper)
    index = build_index(config, embed=False)
    try:
        document = index.load(paper)
    except SourceError as error:
        raise FatalError(f"{paper}: {error.reason}") from None
    summary = document_summary(document, passage_count)
    if output_format == "json":
        click.echo(json.dumps(summary, indent=2, ensure_ascii=False))
    else:
        click.echo(_format_text(summary))
