"""Turn engine diagnostics into text, JSON, SARIF 2.1.0 or GitHub annotations.

The JSON shape is a public interface (docs/output-formats.md): keep it stable.
"""

from __future__ import annotations

import functools
import json
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Sequence

from rblint import __version__
from rblint.engine.diagnostics import Diagnostic, Evidence, Fix, Severity
from rblint.engine.document import SourceText, Span
from rblint.engine.registry import all_rules

FORMATS = ("text", "json", "sarif", "github")


@dataclass(frozen=True)
class Located:
    """A diagnostic with the text it points into, so ranges can be made 1-based."""

    diagnostic: Diagnostic
    source: SourceText

    def region(self, span: Span | None = None) -> dict[str, int]:
        span = span or self.diagnostic.span
        line, column = self.source.column_1based(span.start)
        end_line, end_column = self.source.column_1based(span.end)
        return {"line": line, "column": column, "end_line": end_line, "end_column": end_column}


def display_path(path: Path) -> str:
    """Relative to the working directory when below it, like ruff prints paths."""
    return _relative(os.fspath(path), os.getcwd())


@functools.lru_cache(maxsize=4096)
def _relative(path: str, cwd: str) -> str:
    """Once per file and working directory: a report of 200,000 findings in one file made
    as many ``relpath`` calls (1.5 s)."""
    try:
        return os.path.relpath(path, cwd)
    except ValueError:  # another drive on Windows
        return path


def _fix_json(fix: Fix | None, item: Located) -> dict[str, Any] | None:
    if fix is None:
        return None
    edits = []
    for edit in fix.edits:
        region = item.region(edit.span) if edit.path is None else {
            "offset": edit.span.start, "end_offset": edit.span.end,
        }
        edits.append({
            "path": display_path(edit.path or item.diagnostic.path),
            **region,
            "new_text": edit.new_text,
        })
    return {"title": fix.title, "edits": edits, "data": fix.data or None, "safe": fix.safe,
            "alternative": fix.alternative}


def _evidence_json(evidence: Sequence[Evidence]) -> list[dict[str, Any]] | None:
    if not evidence:
        return None
    return [
        {
            "source": item.source_key,
            "text": item.text,
            "score": None if item.score is None else round(float(item.score), 4),
            "page": item.page,
            "section": item.section,
            "appendix": item.appendix,
            "path": display_path(item.path) if item.path else None,
        }
        for item in evidence
    ]


def to_json_records(items: Sequence[Located]) -> list[dict[str, Any]]:
    records = []
    for item in items:
        diagnostic = item.diagnostic
        records.append({
            "path": display_path(diagnostic.path),
            **item.region(),
            "code": diagnostic.code,
            "rule": diagnostic.rule,
            "severity": diagnostic.severity.label,
            "message": diagnostic.message,
            "fix": _fix_json(diagnostic.fix, item),
            "evidence": _evidence_json(diagnostic.evidence),
            "verdict": diagnostic.verdict.as_json() if diagnostic.verdict is not None else None,
        })
    return records


def format_text(items: Sequence[Located], *, quiet: bool = False, files: int = 0, color: bool = False,
                summary_of: Sequence[Located] | None = None) -> str:
    """Findings, then the summary line. ``summary_of``: only the summary, of findings already printed."""
    lines = []
    for item in items:
        diagnostic = item.diagnostic
        region = item.region()
        head = f"{display_path(diagnostic.path)}:{region['line']}:{region['column']}:"
        code = diagnostic.code
        level = f"[{diagnostic.severity.label}]"
        if color:
            head = f"\x1b[1m{head}\x1b[0m"
            code = f"\x1b[1;31m{code}\x1b[0m" if diagnostic.severity >= Severity.ERROR else f"\x1b[1;33m{code}\x1b[0m"
        lines.append(f"{head} {code} {level} {diagnostic.message}")
        choices = [fix.title for fix in diagnostic.fixes if fix.alternative and fix.title]
        if choices:  # several readings: the writer picks one (none is applied by --unsafe-fixes)
            lines.append(f"  = fixes, choose one: {'; '.join(choices)}")
        elif diagnostic.fix is not None and diagnostic.fix.title:  # the quick fix, as ruff's "help:" line
            lines.append(f"  = fix: {diagnostic.fix.title}")
    counted = items if summary_of is None else summary_of
    if not quiet:
        if counted:
            counts = {severity: 0 for severity in Severity}
            for item in counted:
                counts[item.diagnostic.severity] += 1
            parts = [f"{counts[s]} {s.label}{'s' if counts[s] != 1 and s is not Severity.INFO else ''}" for s in sorted(Severity, reverse=True) if counts[s]]
            noun = "problem" if len(counted) == 1 else "problems"
            lines.append(f"Found {len(counted)} {noun} ({', '.join(parts)}) in {files} file{'s' if files != 1 else ''}.")
        else:
            lines.append(f"All checks passed ({files} file{'s' if files != 1 else ''}).")
    return "\n".join(lines) + ("\n" if lines else "")


def format_json(items: Sequence[Located], **_: Any) -> str:
    return json.dumps(to_json_records(items), indent=2, ensure_ascii=False) + "\n"


_SARIF_LEVEL = {Severity.INFO: "note", Severity.WARNING: "warning", Severity.ERROR: "error"}


def sarif_rules() -> list[dict[str, Any]]:
    rules = []
    for rule in all_rules():
        rules.append({
            "id": rule.code,
            "name": rule.name,
            "shortDescription": {"text": rule.summary},
            "fullDescription": {"text": rule.explanation.strip()},
            "help": {"text": rule.docs(), "markdown": rule.docs()},
            "defaultConfiguration": {"level": _SARIF_LEVEL[rule.default_severity]},
            "properties": {"phase": rule.phase.value},
        })
    return rules


def format_sarif(items: Sequence[Located], **_: Any) -> str:
    rules = sarif_rules()
    index = {rule["id"]: position for position, rule in enumerate(rules)}
    results = []
    for item in items:
        diagnostic = item.diagnostic
        region = item.region()
        result: dict[str, Any] = {
            "ruleId": diagnostic.code,
            "level": _SARIF_LEVEL[diagnostic.severity],
            "message": {"text": diagnostic.message},
            "locations": [{
                "physicalLocation": {
                    "artifactLocation": {"uri": Path(display_path(diagnostic.path)).as_posix()},
                    "region": {
                        "startLine": region["line"], "startColumn": region["column"],
                        "endLine": region["end_line"], "endColumn": region["end_column"],
                    },
                }
            }],
        }
        if diagnostic.code in index:
            result["ruleIndex"] = index[diagnostic.code]
        if diagnostic.verdict is not None:  # a result's property bag: the verdict it rests on
            result["properties"] = {"verdict": diagnostic.verdict.as_json()}
        fix = diagnostic.fix
        if fix is not None and fix.edits and all(edit.path is None for edit in fix.edits):
            result["fixes"] = [{
                "description": {"text": fix.title},
                "artifactChanges": [{
                    "artifactLocation": {"uri": Path(display_path(diagnostic.path)).as_posix()},
                    "replacements": [{
                        "deletedRegion": {
                            "startLine": item.region(edit.span)["line"],
                            "startColumn": item.region(edit.span)["column"],
                            "endLine": item.region(edit.span)["end_line"],
                            "endColumn": item.region(edit.span)["end_column"],
                        },
                        "insertedContent": {"text": edit.new_text},
                    } for edit in fix.edits],
                }],
            }]
        results.append(result)
    log = {
        "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
        "version": "2.1.0",
        "runs": [{
            "tool": {"driver": {
                "name": "rblint",
                "version": __version__,
                "informationUri": "https://example.invalid/rblint",
                "rules": rules,
            }},
            "results": results,
        }],
    }
    return json.dumps(log, indent=2, ensure_ascii=False) + "\n"


def _github_escape(value: str, *, property_value: bool = False) -> str:
    value = value.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")
    if property_value:
        value = value.replace(":", "%3A").replace(",", "%2C")
    return value


def format_github(items: Sequence[Located], **_: Any) -> str:
    lines = []
    for item in items:
        diagnostic = item.diagnostic
        region = item.region()
        command = {Severity.ERROR: "error", Severity.WARNING: "warning", Severity.INFO: "notice"}[diagnostic.severity]
        properties = ",".join([
            f"file={_github_escape(display_path(diagnostic.path), property_value=True)}",
            f"line={region['line']}", f"col={region['column']}",
            f"endLine={region['end_line']}", f"endColumn={region['end_column']}",
            f"title={_github_escape(diagnostic.code, property_value=True)}",
        ])
        lines.append(f"::{command} {properties}::{_github_escape(diagnostic.message)}")
    return "\n".join(lines) + ("\n" if lines else "")


FORMATTERS: dict[str, Callable[..., str]] = {
    "text": format_text,
    "json": format_json,
    "sarif": format_sarif,
    "github": format_github,
}
