"""``rblint score --source paper.pdf --summary summary.md``: the adherence report.

How well a summary sticks to its source, the AlignScore way (mean over summary sentences
of the best chunk's P(aligned)), with each sentence's top-k chunks (page, section, text)
so a reader can check the evidence. The JSON shape is a stable interface:
``{"align_score", "confidence", "is_reliable", "label", "verdict": {"label", "backend",
"decided_by", "measured_precision"}, "num_context_chunks", "num_claim_sentences",
"per_sentence": [{"sentence_index", "sentence", "best_chunk_score", "model_score",
"contradicted_by", "top_k_chunks": [{"chunk_index", "score", "page", "section",
"appendix", "text", "source"}]}]}``, built by the engine (``engine/reports.py:score_report``), which
the editor's breakdown view shares.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import click

from ..errors import FatalError
from ._scoring import load_settings, make_scorer, model_options
from rblint.engine.quoting import quote_for


def summary_sentences(config: Any, path: Path, text: str) -> list[str]:
    """Prose sentences of a Markdown summary (markers, code and math blanked)."""
    from rblint.engine.linter import Linter

    try:
        draft = Linter(config, rules=[]).parse(text, path)
        sentences = [sentence.plain for sentence in draft.sentences]
    except Exception:  # noqa: BLE001 - the draft parser failing must not lose the summary
        from rblint.engine.scoring import split_sentences

        sentences = split_sentences(text)
    return [sentence for sentence in sentences if any(char.isalnum() for char in sentence)]


def verdict_line(verdict: dict[str, Any]) -> str:
    """The report's verdict in words (the engine's :meth:`Verdict.describe`)."""
    from rblint.engine.scoring.calibration import Verdict

    return Verdict(verdict["label"], verdict["backend"], verdict["decided_by"], verdict["measured_precision"]).describe()


def format_text(report: dict[str, Any], source: Path, note: str) -> str:
    from rblint.engine.scoring.calibration import CONTRAST_CHECK, contrast_words

    lines = [f"align score {report['align_score']:.3f}  confidence {report['confidence']}"]
    if report.get("verdict"):
        lines.append(verdict_line(report["verdict"]))
    lines.append(f"{report['num_claim_sentences']} summary sentences against {report['num_context_chunks']} chunks "
                 f"of {source}")
    if note:
        lines.append(f"note: {note}")
    for item in report["per_sentence"]:
        lines.append("")
        lines.append(f"[{item['sentence_index'] + 1}] {item['best_chunk_score']:.3f}  {item['sentence']}")
        found = item.get("contradicted_by")
        if found:
            where = ", ".join(part for part in (f"p. {found['page']}" if found["page"] else "", found["section"] or "")
                              if part)
            words = (f" ({contrast_words(found['claim_words'], found['source_words'])})"
                     if found["decided_by"] == CONTRAST_CHECK and found.get("claim_words") else
                     f" (this sentence: \"{found['claim_words']}\", the source: \"{found['source_words']}\")"
                     if found.get("claim_words") and found.get("source_words") else "")
            lines.append(f"    CONTRADICTED{f' ({where})' if where else ''}{words}: "
                         f"{quote_for(item['sentence'], found['quote'], 140)}")
        for chunk in item["top_k_chunks"]:
            section = f"appendix {chunk['section'] or ''}".strip() if chunk["appendix"] else chunk["section"]
            where = ", ".join(part for part in (f"p. {chunk['page']}" if chunk["page"] else "", section or "") if part)
            text = quote_for(item["sentence"], chunk["text"], 110)
            lines.append(f"    {chunk['score']:.3f}  chunk {chunk['chunk_index']}{f' ({where})' if where else ''}: {text}")
    return "\n".join(lines) + "\n"


@click.command("score")
@click.option("--source", "source", required=True, type=click.Path(path_type=Path, dir_okay=False),
              help="The source paper (PDF, .txt or .md).")
@click.option("--summary", "summary", required=True, type=click.Path(path_type=Path, dir_okay=False),
              help="The summary to check (Markdown or plain text).")
@click.option("--top-k", type=click.IntRange(1, 10), default=3, show_default=True,
              help="Chunks scored (and shown) per summary sentence, 1-10.")
@click.option("--format", "output_format", type=click.Choice(["text", "json"]), default="text", show_default=True)
@model_options
def command(source: Path, summary: Path, top_k: int, output_format: str, backend: str | None,
            model_path: Path | None, tokenizer: Path | None, exhaustive: bool, config_path: Path | None) -> None:
    """Score how well SUMMARY is supported by SOURCE (AlignScore formula, with evidence)."""
    from rblint.engine.analysis.claim_check import ClaimChecker, SourceUnreadable
    from rblint.engine.reports import score_report
    from rblint.engine.linter import DraftReadError, read_draft

    if not source.exists():
        raise FatalError(f"{source}: no such file")
    try:
        text = read_draft(summary)
    except DraftReadError as error:
        raise FatalError(str(error)) from None
    config = load_settings(summary, config_path, backend, model_path, tokenizer, exhaustive, top_k)
    sentences = summary_sentences(config, summary, text)
    if not sentences:
        raise FatalError(f"{summary}: the summary is empty (no sentences to score)")
    checker = ClaimChecker(make_scorer(config), config)
    try:
        _document, scored_source = checker.source_from_file(source)
    except SourceUnreadable as error:
        raise FatalError(f"{source}: {error}") from None
    if not scored_source.chunks:
        raise FatalError(f"{source}: the source has no text to score against")
    scorer = checker.services.scorer
    try:
        result = checker.score(sentences, [scored_source], top_k=top_k)
    except RuntimeError as error:
        raise FatalError(f"scoring failed: {error}") from None
    report = score_report(result, checker.verdicts, top_k)
    if output_format == "json":
        click.echo(json.dumps(report, indent=2, ensure_ascii=False))
    else:
        notes = [scorer.note] if scorer.note else []
        if not scorer.calibration.calibrated:
            notes.append(f"no calibration for the {scorer.backend_name} backend: confidence uses 0.5 / 0.75")
        click.echo(format_text(report, source, "; ".join(notes)), nl=False)
