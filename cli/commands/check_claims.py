"""``rblint check-claims INPUT.jsonl --output OUT.jsonl``: batch claim support, for eval and calibration.

Input lines: ``{"id", "claim", "source"}`` (source text) or ``{"id", "claim",
"source_path"}`` (PDF / .txt / .md, relative to the input file). Output lines, in input
order: ``{"id", "score", "contradiction", "label", "sentences", "verdict"}`` where ``score`` is
P(supported) in [0, 1] (the AlignScore document score), ``contradiction`` the highest
P(contradict) (null without a 3-way head), ``label`` SUPPORTED / CONTRADICTED /
UNSUPPORTED (the calibrated thresholds; CONTRADICTED also when a source sentence states
the opposite, with any backend), ``verdict`` ``{"label", "backend", "decided_by",
"measured_precision"}`` (which check decided, and its precision on dev data), and
``sentences`` the per-sentence breakdown ``{"index", "sentence", "score",
"contradiction", "best_chunk", "contradicted_by"}`` (``contradicted_by``: null, or the
quoted source sentence, where it is and the words that disagree). Every input id appears
exactly once: a line whose source cannot be read gets ``"label": "ERROR"``, ``"score":
null`` and an ``"error"``. Malformed input (bad JSON, a missing or duplicate id) stops
before anything is written. This interface is stable; see docs/claim-support.md.
"""

from __future__ import annotations

import json
import math
import sys
from pathlib import Path
from typing import Any

import click

from rblint.engine.bounded_parsing import parse_json
from rblint.engine.safe_read import expand_home
from rblint.engine.textclean import replace_surrogates

from ..errors import FatalError
from ..files import refuse_overwriting_inputs, write_atomically
from ._scoring import load_settings, make_scorer, model_options


def read_requests(path: Path) -> list[dict[str, Any]]:
    from rblint.engine.safe_read import FileRefused, read_text

    try:
        lines = read_text(path, "claims").splitlines()
    except FileRefused as error:
        raise FatalError(str(error)) from None
    requests: list[dict[str, Any]] = []
    seen: dict[str, int] = {}
    for number, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        try:
            record = parse_json(line)
        except ValueError as error:
            raise FatalError(f"{path}:{number}: not valid JSON ({error})") from None
        if not isinstance(record, dict):
            raise FatalError(f"{path}:{number}: expected a JSON object")
        claim_id = record.get("id")
        if isinstance(claim_id, bool) or not isinstance(claim_id, (str, int, float)) or (
                isinstance(claim_id, float) and not math.isfinite(claim_id)):  # 1e400 would be written as Infinity
            if claim_id is None:
                raise FatalError(f"{path}:{number}: missing \"id\" (a string or a finite number)")
            raise FatalError(f"{path}:{number}: \"id\" must be a string or a finite number, not {json.dumps(claim_id)}")
        for field in ("id", "claim", "source", "source_path"):  # a lone "\ud800" cannot be written back out
            if isinstance(record.get(field), str):
                record[field] = replace_surrogates(record[field])
        key = json.dumps(record["id"])
        if key in seen:
            raise FatalError(f"{path}:{number}: duplicate id {record['id']!r} (first on line {seen[key]})")
        seen[key] = number
        if not isinstance(record.get("claim"), str):
            raise FatalError(f"{path}:{number}: missing \"claim\" (a string)")
        has_text, has_path = isinstance(record.get("source"), str), isinstance(record.get("source_path"), str)
        if has_text == has_path:
            raise FatalError(f"{path}:{number}: give exactly one of \"source\" (text) or \"source_path\"")
        record["_line"] = number
        requests.append(record)
    if not requests:
        raise FatalError(f"{path}: no claims (the file is empty)")
    return requests


def check_one(record: dict[str, Any], base: Path, checker: Any, sandbox: Any = None) -> dict[str, Any]:
    """One input line scored by the engine's :class:`ClaimChecker` (the lint's own policy);
    the line's report is the engine's (``engine/reports.py``)."""
    from rblint.engine.analysis.claim_check import SourceUnreadable
    from rblint.engine.reports import claim_error_report, claim_report

    claim_id = record["id"]
    if "source_path" in record:
        path = expand_home(record["source_path"])
        path = path if path.is_absolute() else base / path
        refused = sandbox.refuse_source(path) if sandbox is not None else None
        if refused is not None:  # the claims file is input like a draft: it may not name files outside
            return claim_error_report(claim_id, f"{record['source_path']}: not read: {refused}")
        try:
            _document, source = checker.source_from_file(path)
        except SourceUnreadable as error:
            return claim_error_report(claim_id, f"{record['source_path']}: {error}")
    else:
        source = checker.source_from_text(record["source"])
    if not source.chunks or not record["claim"].strip():
        return claim_error_report(claim_id, "source has no text" if not source.chunks else "claim is empty")
    result = checker.score(record["claim"], [source])
    if not result.sentences:
        return claim_error_report(claim_id, "claim is empty")
    return claim_report(claim_id, result, checker.verdicts)


@click.command("check-claims")
@click.argument("input_path", metavar="INPUT.jsonl", type=click.Path(path_type=Path, dir_okay=False))
@click.option("--output", "-o", "output", type=click.Path(path_type=Path, dir_okay=False),
              help="Write results here (JSON Lines); default: standard output.")
@click.option("--top-k", type=click.IntRange(1, 10), help="Chunks scored per claim sentence (default: config, 3).")
@model_options
def command(input_path: Path, output: Path | None, top_k: int | None, backend: str | None, model_path: Path | None,
            tokenizer: Path | None, exhaustive: bool, config_path: Path | None) -> None:
    """Score claims against their sources, one JSON line in, one JSON line out."""
    refuse_overwriting_inputs(output, [input_path])
    requests = read_requests(input_path)
    config = load_settings(input_path, config_path, backend, model_path, tokenizer, exhaustive, top_k)
    from rblint.engine.analysis.claim_check import ClaimChecker

    checker = ClaimChecker(make_scorer(config), config)
    base = input_path.resolve().parent
    from rblint.engine.sandbox import Sandbox

    sandbox = Sandbox.for_draft(input_path, config)
    show_progress = output is not None and sys.stderr.isatty()
    results = []
    for number, record in enumerate(requests, start=1):
        results.append(check_one(record, base, checker, sandbox))
        if show_progress:
            click.echo(f"\r{number}/{len(requests)} claims", err=True, nl=False)
    if show_progress:
        click.echo("", err=True)
    text = "".join(json.dumps(result, ensure_ascii=False) + "\n" for result in results)
    if output is None:
        click.echo(text, nl=False)
        return
    write_atomically(output, text)

