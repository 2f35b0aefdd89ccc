"""The review of a draft: every cited sentence beside its verdict and its evidence.

``rblint report`` renders it (terminal, JSON, a self-contained HTML page); this module
only gathers it, from the same lint result, analysis and verdicts as ``rblint`` and the
editor, so a sentence's verdict here is the one its findings imply: CONTRADICTED where
RB005 reports it, UNSUPPORTED where RB004 does, SUPPORTED where it was scored and
neither does, NOT CHECKED (with why) where it was not scored.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .analysis.claims import long_enough_for_a_claim
from .bibliography.usage import item_label
from .diagnostics import Diagnostic
from .document import Draft, Sentence
from .quoting import quote_for
from .scoring.calibration import CONTRADICTED, SUPPORTED, UNSUPPORTED, contradiction_words

NOT_CHECKED = "NOT CHECKED"
VERDICTS = (CONTRADICTED, UNSUPPORTED, SUPPORTED, NOT_CHECKED)


@dataclass(frozen=True)
class Passage:
    """The evidence a reviewer looks at: which paper, where, the sentence that matters."""

    source: str  # how the draft names the paper: [1], @key
    quote: str
    score: float | None
    page: int | None
    section: str | None
    path: str | None  # the paper's file, relative to the draft when it can be
    contradicts: str | None = None  # how it contradicts the sentence ("says the opposite", "states another number")

    @property
    def says_the_opposite(self) -> bool:
        """The passage contradicts the sentence (kept in the JSON under this name)."""
        return self.contradicts is not None

    def as_json(self) -> dict[str, Any]:
        return {"source": self.source, "quote": self.quote, "score": self.score, "page": self.page,
                "section": self.section, "path": self.path, "says_the_opposite": self.says_the_opposite,
                "contradicts": self.contradicts}


@dataclass(frozen=True)
class Finding:
    code: str
    rule: str
    severity: str
    message: str
    fixes: tuple[str, ...] = ()

    def as_json(self) -> dict[str, Any]:
        return {"code": self.code, "rule": self.rule, "severity": self.severity, "message": self.message,
                "fixes": list(self.fixes)}


@dataclass
class SentenceReview:
    index: int
    line: int  # 1-based
    text: str
    cited: tuple[str, ...]
    verdict: str  # one of VERDICTS; "" for an uncited sentence
    why: str
    score: float | None = None
    confidence: str | None = None
    evidence: Passage | None = None
    findings: list[Finding] = field(default_factory=list)

    def as_json(self) -> dict[str, Any]:
        return {"index": self.index, "line": self.line, "sentence": self.text, "cited": list(self.cited),
                "verdict": self.verdict or None, "why": self.why, "score": self.score,
                "confidence": self.confidence, "evidence": self.evidence.as_json() if self.evidence else None,
                "findings": [finding.as_json() for finding in self.findings]}


@dataclass
class Review:
    draft: str
    backend: str | None
    threshold: float | None
    sentences: list[SentenceReview]  # cited sentences, and uncited ones with findings
    findings_per_rule: dict[str, int]
    other_findings: list[Finding]  # findings on no sentence (references, front matter)
    counts: dict[str, int]

    @property
    def cited(self) -> list[SentenceReview]:
        return [item for item in self.sentences if item.cited]

    def as_json(self) -> dict[str, Any]:
        verdicts = {verdict: sum(1 for item in self.cited if item.verdict == verdict) for verdict in VERDICTS}
        return {
            "draft": self.draft, "backend": self.backend, "threshold": self.threshold,
            "summary": {**self.counts, "verdicts": verdicts, "findings_per_rule": self.findings_per_rule},
            "sentences": [item.as_json() for item in self.sentences],
            "other_findings": [finding.as_json() for finding in self.other_findings],
        }


def review_of(result: Any, *, scored: bool = True) -> Review:
    """The review of a lint result (``scored``: the model rules ran, so claims have scores)."""
    draft: Draft = result.draft
    analysis = result.analysis if scored else None
    checks = {check.sentence.index: check for check in analysis.scored_sentences()} if analysis is not None else {}
    verdicts = analysis.verdicts if analysis is not None else None
    skipped = {sentence.index for sentence in analysis.skipped_sentences} if analysis is not None else set()
    unread = {check.sentence.index: check.unread for check in analysis.unreadable_sentences} if analysis else {}
    by_sentence: dict[int, list[Diagnostic]] = {}
    loose: list[Finding] = []
    for diagnostic in result.diagnostics:
        sentence = draft.sentence_at(diagnostic.span.start)
        if sentence is None:
            loose.append(_finding(diagnostic))
        else:
            by_sentence.setdefault(sentence.index, []).append(diagnostic)
    items: list[SentenceReview] = []
    for sentence in draft.sentences:
        findings = by_sentence.get(sentence.index, [])
        if not sentence.markers and not findings:
            continue
        item = SentenceReview(sentence.index, draft.source.line_of(sentence.span.start) + 1, sentence.plain,
                              _cited(draft, sentence), "", "", findings=[_finding(d) for d in findings])
        if sentence.markers:
            _judge(item, sentence, checks.get(sentence.index), verdicts, draft,
                   scored=scored, skipped=sentence.index in skipped, unread=unread.get(sentence.index, []),
                   unresolved=_unchecked_reason(sentence, result.bibliography))
        items.append(item)
    per_rule: dict[str, int] = {}
    for diagnostic in result.diagnostics:
        per_rule[diagnostic.code] = per_rule.get(diagnostic.code, 0) + 1
    counts = {"sentences": len(draft.sentences), "cited": sum(1 for s in draft.sentences if s.markers),
              "checked": sum(1 for item in items if item.verdict in (SUPPORTED, UNSUPPORTED, CONTRADICTED)),
              "flagged": sum(1 for item in items if item.findings),
              "unreadable_sources": per_rule.get("RB003", 0)}
    return Review(str(draft.path), verdicts.calibration.backend if verdicts else None,
                  verdicts.threshold if verdicts else None, items, dict(sorted(per_rule.items())), loose, counts)


def _judge(item: SentenceReview, sentence: Sentence, check: Any, verdicts: Any, draft: Draft, *,
           scored: bool, skipped: bool, unread: list[tuple[str, str, Path]], unresolved: str) -> None:
    if not scored:
        item.verdict, item.why = NOT_CHECKED, "instant rules only (--fast): no source was read"
        return
    if check is None or check.result is None:
        item.verdict = NOT_CHECKED
        reasons = "; ".join(f"{label}: {reason}" for label, reason, _ in unread)
        item.why = ("beyond model.max-sentences" if skipped else
                    "too short to be a claim" if not long_enough_for_a_claim(sentence) else
                    f"its source could not be read ({reasons})" if reasons else
                    unresolved)
        return
    result = check.result
    verdict = verdicts.verdict(result)
    item.verdict = verdict.label
    precision = f", dev precision {verdict.precision:.2f}" if verdict.precision is not None else ""
    item.why = f"{verdict.decided_by}, {verdict.backend} backend{precision}"
    item.score = round(float(result.score), 4)
    item.confidence = verdicts.grade_of(result)[0]
    found = verdicts.first_contradiction(result)
    if found is not None:
        chunk = found.chunk
        item.evidence = Passage(check.label_for(found.source_key), quote_for(sentence.plain, found.quote, 400),
                                round(float(found.score), 4), chunk.page, chunk.section,
                                _relative(chunk.path, draft), contradiction_words(found.decided_by))
        return
    best = result.sentences[0].best if result.sentences else None
    if best is not None:
        chunk = best.chunk
        item.evidence = Passage(check.label_for(chunk.source_key), quote_for(sentence.plain, best.text, 400),
                                round(float(best.aligned), 4), chunk.page, chunk.section, _relative(chunk.path, draft))


def _unchecked_reason(sentence: Sentence, bibliography: Any) -> str:
    """Why a cited sentence has nothing to be checked against, from how its markers resolve."""
    entries = [bibliography.resolve(item, marker.style) for marker in sentence.markers for item in marker.items]
    if all(entry is None for entry in entries):
        return "its markers point to no reference (see RB002)"
    if all(entry is None or entry.file is None for entry in entries):
        return "no cited entry has a source file that could be read (see RB003)"
    return "no cited source could be read (see RB003)"


def _cited(draft: Draft, sentence: Sentence) -> tuple[str, ...]:
    return tuple(dict.fromkeys(item_label(draft, marker, item) for marker in sentence.markers for item in marker.items))


def _finding(diagnostic: Diagnostic) -> Finding:
    return Finding(diagnostic.code, diagnostic.rule, diagnostic.severity.label, diagnostic.message,
                   tuple(fix.title for fix in diagnostic.fixes))


def _relative(path: Path | None, draft: Draft) -> str | None:
    if path is None:
        return None
    import os

    try:
        return Path(os.path.relpath(Path(path).resolve(), Path(draft.path).resolve().parent)).as_posix()
    except ValueError:
        return Path(path).as_posix()

