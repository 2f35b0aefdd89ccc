"""Every per-sentence and per-draft report, built in one place from the engine's verdicts.

``rblint score``, ``rblint check-claims``, ``rblint audit``'s claim rows and the editor's
breakdown view print the same facts about a scored sentence (its score, its label, the
check that decided it, the passage that contradicts it, the best passages). Each shape is
built here, from :class:`~rblint.engine.scoring.calibration.Verdicts` and the scored
claim, so no front end works out a verdict or names a key of its own
(docs/output-formats.md describes the shapes).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Sequence

if TYPE_CHECKING:  # pragma: no cover
    from .analysis import Analysis
    from .analysis.support import SentenceSupport
    from .diagnostics import Diagnostic
    from .document import Draft
    from .editor import DraftSummary
    from .scoring.calibration import Contradiction, Verdicts
    from .scoring.document_score import ClaimScore, SentenceScore


def _rounded(value: float | None) -> float | None:
    return None if value is None else round(float(value), 4)


def contradiction_report(found: "Contradiction | None") -> dict[str, Any] | None:
    """Why a sentence is CONTRADICTED: the quoted sentence, where, which check, its words."""
    if found is None:
        return None
    chunk = found.chunk
    return {"decided_by": found.decided_by, "score": round(float(found.score), 4), "quote": found.quote,
            "claim_words": found.claim_words, "source_words": found.source_words, "source": chunk.source_key,
            "chunk_index": chunk.index, "page": chunk.page, "section": chunk.section}


def sentence_report(sentence: "SentenceScore", verdicts: "Verdicts", top_k: int = 3) -> dict[str, Any]:
    """One scored sentence of :func:`score_report`."""
    return {
        "sentence_index": sentence.index,
        "sentence": sentence.text,
        "best_chunk_score": round(float(sentence.score), 4),
        "top_k_chunks": [
            {"chunk_index": c.chunk.index, "score": round(float(c.aligned), 4), "page": c.chunk.page,
             "section": c.chunk.section, "appendix": c.chunk.appendix, "text": c.text, "source": c.source_key}
            for c in sentence.candidates[:top_k]
        ],
        "model_score": _rounded(sentence.model_score),
        "contradicted_by": contradiction_report(verdicts.contradicting(sentence)),
    }


def score_report(result: "ClaimScore", verdicts: "Verdicts", top_k: int = 3) -> dict[str, Any]:
    """``rblint score``'s report of a summary against one source."""
    confidence, reliable = verdicts.grade_of(result)
    verdict = verdicts.verdict(result)
    return {
        "align_score": round(float(result.score), 4),
        "confidence": confidence,
        "is_reliable": bool(reliable),
        "label": verdict.label,
        "num_context_chunks": result.num_chunks,
        "num_claim_sentences": len(result.sentences),
        "per_sentence": [sentence_report(sentence, verdicts, top_k) for sentence in result.sentences],
        "verdict": verdict.as_json(),
    }


def claim_report(claim_id: Any, result: "ClaimScore", verdicts: "Verdicts") -> dict[str, Any]:
    """One line of ``rblint check-claims`` (and of ``rblint audit``'s claims files)."""
    sentences = []
    for sentence in result.sentences:
        worst = sentence.most_contradicting
        sentences.append({
            "index": sentence.index, "sentence": sentence.text, "score": round(sentence.score, 4),
            "contradiction": _rounded(worst.contradict) if worst is not None else None,
            "best_chunk": sentence.best.chunk.index if sentence.best is not None else None,
            "contradicted_by": contradiction_report(verdicts.contradicting(sentence)),
        })
    verdict = verdicts.verdict(result)
    return {"id": claim_id, "score": round(result.score, 4), "contradiction": _rounded(result.contradiction),
            "label": verdict.label, "sentences": sentences, "verdict": verdict.as_json()}


def claim_error_report(claim_id: Any, message: str) -> dict[str, Any]:
    """A ``check-claims`` line that could not be scored: the same keys, labelled ERROR."""
    return {"id": claim_id, "score": None, "contradiction": None, "label": "ERROR", "sentences": [],
            "verdict": None, "error": message}


def cited_sentence_rows(analysis: "Analysis", draft: "Draft", shown_path: str) -> list[dict[str, Any]]:
    """``rblint audit``'s row per cited sentence the model rules scored (none when nothing was scored)."""
    if not analysis.has_scores:
        return []
    verdicts = analysis.verdicts
    rows = []
    for check in analysis.cited_sentences:
        if check.result is None:
            continue
        line, column = draft.source.column_1based(check.sentence.span.start)
        rows.append({
            "path": shown_path, "line": line, "column": column, "sentence": check.claim,
            "sources": [source.key for source in check.sources],
            "score": round(float(check.result.score), 4),
            "contradiction": _rounded(check.result.contradiction),
            "label": verdicts.label(check.result),
        })
    return rows


def draft_report(draft: "Draft", model_diagnostics: Sequence["Diagnostic"], support: dict[int, "SentenceSupport"],
                 summary: "DraftSummary | None") -> dict[str, Any]:
    """The editor's breakdown view of a draft: the keys of :func:`score_report` plus each
    cited sentence's model findings."""
    per_sentence = []
    for sentence in draft.sentences:
        if not sentence.markers:
            continue
        findings = [item for item in model_diagnostics if sentence.owns(item.span.start)]
        scored = support.get(sentence.index)
        per_sentence.append({
            "sentence_index": sentence.index,
            "sentence": sentence.text,
            "best_chunk_score": scored.score if scored is not None else None,
            "top_k_chunks": [
                {"score": item.score, "page": item.page, "section": item.section, "appendix": item.appendix,
                 "text": item.text, "source": item.source_key}
                for item in (scored.passages if scored is not None else ())
            ],
            "findings": [{"code": item.code, "message": item.message,
                          "verdict": item.verdict.as_json() if item.verdict is not None else None}
                         for item in findings],
        })
    return {
        "align_score": summary.score if summary else None,
        "confidence": summary.confidence if summary else None,
        "is_reliable": summary.is_reliable if summary else None,
        "num_claim_sentences": summary.checked if summary else 0,
        "per_sentence": per_sentence,
    }
