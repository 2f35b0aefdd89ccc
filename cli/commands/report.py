"""``rblint report draft.md``: every cited sentence beside its verdict and its evidence.

The review is gathered by the engine (``engine/review.py``) from the same run as ``rblint
draft.md``; this module only renders it: text for the terminal (colours on a TTY),
``--format json`` (docs/report.md), or one self-contained HTML page (``-o review.html``).
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path
from typing import Any

import click

from rblint.engine.backends import BACKEND_NAMES

from ..errors import FatalError, require_config_file
from ..files import refuse_overwriting_inputs, write_atomically

COLOURS = {"CONTRADICTED": "red", "UNSUPPORTED": "yellow", "SUPPORTED": "green", "NOT CHECKED": "bright_black"}


def render_text(review: dict[str, Any], *, color: bool) -> str:
    def style(text: str, **options: Any) -> str:
        return click.style(text, **options) if color else text

    summary = review["summary"]
    verdicts = summary["verdicts"]
    lines = [
        style(f"Review of {review['draft']}", bold=True),
        f"{summary['sentences']} sentences, {summary['cited']} cited, {summary['checked']} checked "
        f"({review['backend'] or 'no'} backend"
        + (f", support threshold {review['threshold']:.2f}" if review["threshold"] is not None else "") + ")",
        "verdicts: " + ", ".join(f"{count} {verdict.lower()}" for verdict, count in verdicts.items() if count),
    ]
    if summary["findings_per_rule"]:
        lines.append("findings: " + ", ".join(f"{code} {count}" for code, count in summary["findings_per_rule"].items()))
    if summary["unreadable_sources"]:
        lines.append(f"unreadable or missing sources: {summary['unreadable_sources']} (RB003)")
    for item in review["sentences"]:
        lines.append("")
        verdict = item["verdict"] or "NOT CITED"
        head = style(f"{verdict:<12}", fg=COLOURS.get(verdict, "cyan"), bold=True)
        score = f"  score {item['score']:.2f} ({item['confidence']})" if item["score"] is not None else ""
        cited = f"  cites {', '.join(item['cited'])}" if item["cited"] else ""
        lines.append(f"{head} line {item['line']}{score}{cited}")
        lines.append(f"  {item['sentence']}")
        if item["why"]:
            lines.append(style(f"  why: {item['why']}", dim=True))
        evidence = item["evidence"]
        if evidence:
            where = ", ".join(part for part in (evidence["source"], f"p. {evidence['page']}" if evidence["page"] else "",
                                                evidence["section"] or "") if part)
            label = evidence["contradicts"] or "best evidence"
            lines.append(f"  {label} ({where}): \"{evidence['quote']}\"")
        for finding in item["findings"]:
            lines.append(f"  {style(finding['code'], bold=True)} {finding['message']}")
            lines.extend(f"    fix: {title}" for title in finding["fixes"])
    for finding in review["other_findings"]:
        lines.append("")
        lines.append(f"{style(finding['code'], bold=True)} {finding['message']}")
    return "\n".join(lines) + "\n"


def _relinker(draft: Path, output_file: Path | None) -> Any:
    """Paths relative to the draft made relative to the page's folder (the page may be written elsewhere)."""
    if output_file is None:
        return lambda path: path
    draft_folder = draft.resolve().parent
    page_folder = output_file.resolve().parent

    def relink(path: str) -> str:
        target = Path(path) if Path(path).is_absolute() else draft_folder / path
        try:
            return Path(os.path.relpath(target, page_folder)).as_posix()
        except ValueError:  # another drive
            return target.as_posix()

    return relink


@click.command("report")
@click.argument("draft", type=click.Path(path_type=Path, dir_okay=False))
@click.option("--format", "output_format", type=click.Choice(["text", "json", "html"]),
              help="text (default), json, or html (the default when --output ends in .html).")
@click.option("--output", "-o", "output_file", type=click.Path(path_type=Path, dir_okay=False),
              help="Write the report here instead of standard output.")
@click.option("--fast", is_flag=True, help="Instant rules only: no source is read, no sentence is scored.")
@click.option("--backend", type=click.Choice(BACKEND_NAMES),
              help="Claim-support scorer (overrides model.backend).")
@click.option("--config", "config_path", type=click.Path(path_type=Path, dir_okay=False),
              help="Use this configuration file instead of searching upwards from the draft.")
def command(draft: Path, output_format: str | None, output_file: Path | None, fast: bool, backend: str | None,
            config_path: Path | None) -> None:
    """Review DRAFT sentence by sentence: each cited sentence, its verdict and its evidence."""
    from rblint.engine.config import ConfigError
    from rblint.engine.linter import DraftReadError
    from rblint.engine.review import review_of
    from rblint.engine.rule import Phase

    from rblint.engine.workspace import LinterPool
    from ..progress import TerminalProgress, terminal_progress_wanted

    require_config_file(config_path)
    refuse_overwriting_inputs(output_file, [draft])
    if output_format is None:
        output_format = "html" if output_file is not None and output_file.suffix.lower() in (".html", ".htm") else "text"
    progress = TerminalProgress() if terminal_progress_wanted("text") and not fast else None
    pool = LinterPool(config_path, {"model": {"backend": backend}} if backend else {}, progress)
    try:
        linter = pool.linter_for(draft)
        result = linter.lint_file(draft, phases=[Phase.INSTANT] if fast else None)
        review = review_of(result, scored=not fast).as_json()
    except ConfigError as error:
        raise FatalError(str(error)) from None
    except DraftReadError as error:
        raise FatalError(str(error)) from None
    if output_format == "json":
        text = json.dumps(review, indent=2, ensure_ascii=False) + "\n"
    elif output_format == "html":
        from ..report_html import render_html

        text = render_html(review, _relinker(draft, output_file))
    else:
        color = output_file is None and sys.stdout.isatty() and "NO_COLOR" not in os.environ
        text = render_text(review, color=color)
    if output_file is not None:
        write_atomically(output_file, text)
        click.echo(f"wrote {output_file}", err=True)
    else:
        click.echo(text, nl=False)
    for failure in result.failures:
        click.echo(f"error: {failure}", err=True)
    if result.failures:
        sys.exit(2)
