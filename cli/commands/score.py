"""``rblint score --source paper.pdf --summary summary.md``: the adherence report.

How well a summary sticks to its source, the AlignScore way (mean over summary sentences
of the best chunk's P(aligned)), with each sentence's top-k chunks (page, section, text)
so a reader can check the evidence. The JSON shape is a stable interface:
``{"align_score", "confidence", "is_reliable", "num_context_chunks",
"num_claim_sentences", "per_sentence": [{"sentence_index", "sentence",
"best_chunk_score", "top_k_chunks": [{"chunk_index", "score", "page", "section", "text"}]}]}``.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import click

from ._scoring import CommandError, load_settings, load_source_chunks, make_scorer, model_options, support_threshold


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


def build_report(result: Any, calibration: Any, support: float, top_k: int) -> dict[str, Any]:
    per_sentence = []
    for sentence in result.sentences:
        per_sentence.append({
            "sentence_index": sentence.index,
            "sentence": sentence.text,
            "best_chunk_score": round(sentence.score, 4),
            "top_k_chunks": [
                {"chunk_index": c.chunk.index, "score": round(c.aligned, 4), "page": c.chunk.page,
                 "section": c.chunk.section, "text": c.chunk.text}
                for c in sentence.candidates[:top_k]
            ],
        })
    score = round(result.score, 4)
    confidence, reliable = calibration.grade(score, support)
    return {
        "align_score": score,
        "confidence": confidence,
        "is_reliable": bool(reliable),
        "num_context_chunks": result.num_chunks,
        "num_claim_sentences": len(result.sentences),
        "per_sentence": per_sentence,
    }


def format_text(report: dict[str, Any], source: Path, note: str) -> str:
    lines = [
        f"align score {report['align_score']:.3f}  confidence {report['confidence']}  "
        f"reliable {'yes' if report['is_reliable'] else 'no'}",
        f"{report['num_claim_sentences']} summary sentences against {report['num_context_chunks']} chunks of {source}",
    ]
    if note:
        lines.append(f"note: {note}")
    for item in report["per_sentence"]:
        lines.append("")
        lines.append(f"[{item['sentence_index'] + 1}] {item['best_chunk_score']:.3f}  {item['sentence']}")
        for chunk in item["top_k_chunks"]:
            where = ", ".join(part for part in (f"p. {chunk['page']}" if chunk["page"] else "",
                                                chunk["section"] or "") if part)
            text = " ".join(chunk["text"].split())
            text = text if len(text) <= 110 else text[:109] + "…"
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
    from rblint.engine.linter import DraftReadError, read_draft
    from rblint.engine.scoring import Source

    if not source.exists():
        raise CommandError(f"{source}: no such file")
    try:
        text = read_draft(summary)
    except DraftReadError as error:
        raise CommandError(str(error)) from None
    config = load_settings(summary, config_path, backend, model_path, tokenizer, exhaustive, top_k)
    sentences = summary_sentences(config, summary, text)
    if not sentences:
        raise CommandError(f"{summary}: the summary is empty (no sentences to score)")
    services = make_scorer(config)
    document, chunks = load_source_chunks(services, source)
    if not chunks:
        raise CommandError(f"{source}: the source has no text to score against")
    scorer = services.scorer
    retriever = scorer.index_retriever(services.evidence_index, document)
    try:
        result = scorer.score_claim(sentences, [Source("source", chunks, retriever)], top_k=top_k)
    except RuntimeError as error:
        raise CommandError(f"scoring failed: {error}") from None
    report = build_report(result, scorer.calibration, support_threshold(config, scorer), top_k)
    if output_format == "json":
        click.echo(json.dumps(report, indent=2, ensure_ascii=False))
    else:
        notes = [scorer.note] if scorer.note else []
        if not scorer.calibration.calibrated:
            notes.append(f"no calibration for the {scorer.backend_name} backend: confidence uses 0.5 / 0.75")
        click.echo(format_text(report, source, "; ".join(notes)), nl=False)
