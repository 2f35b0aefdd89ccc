"""RB006 needs-reference: the classifier says a sentence needs a citation it does not have."""

from __future__ import annotations

from pathlib import Path
from typing import Any, Iterable

from rblint.engine.bibliography.model import BibEntry
from rblint.engine.citing import bracketed_author_year, draft_style, insertion_offset, marker_for, next_number, normal_path as _normal
from rblint.engine.diagnostics import Diagnostic, Evidence, Fix, Severity, TextEdit
from rblint.engine.document import MarkerStyle, Sentence, Span
from rblint.engine.pre_attribution.exemptions import exemption
from rblint.engine.analysis.evidence import evidence_from_hits, hit_page, hit_path, hit_score
from rblint.engine.rule import Phase, Rule, RuleContext, Scope

SUGGESTIONS = 3  # passages shown per flagged sentence
class NeedsReference(Rule):
    code = "RB006"
    name = "needs-reference"
    summary = "A sentence reads like a claim that needs a citation, and has none (or one where several are usual)."
    default_severity = Severity.WARNING
    phase = Phase.MODEL
    scope = Scope.SENTENCE
    explanation = """
A SAFE-style classifier (readability and linguistic features, cue words and MiniLM
sentence embeddings, trained on real biomedical papers with their citations) scores each
sentence for needing zero, one or several references.

* A sentence **without a marker** whose score for needing one is at or above the
  threshold (calibrated on held-out data and shipped with the model; set
  `thresholds.needs-reference` to override) is reported at the rule's severity.
* A sentence **with exactly one cited work** that the classifier says usually comes with
  several is reported as *info*.

Never reported: the draft's own contributions ("We propose...", "In this paper...",
"Our results show..."), references to its own figures, tables and sections, transitions,
questions, list introductions, sentences under six words, captions and table cells.

When an evidence index is available, the fix offers the passage from the library (every
bibliography entry with a file, and the PDFs in the `papers` folders) that best matches
the sentence, and inserts a marker for its entry in the draft's own style (`[@key]`,
`[N]` or `(Author, Year)`) before the final punctuation. The passages are attached as
evidence. See docs/pre-attribution.md for the measured precision and false alarms.
"""
    bad_example = """
Large language models are known to memorise rare facts from their pre-training data.
"""
    good_example = """
Large language models are known to memorise rare facts from their pre-training data [@carlini2021].
"""

    def check(self, context: RuleContext) -> Iterable[Diagnostic]:
        draft = context.draft
        candidates: list[tuple[Sentence, int]] = []
        for sentence in draft.sentences:
            works = _cited_works(sentence)
            if works > 1:
                continue
            kind = draft.paragraphs[sentence.paragraph_index].kind
            if exemption(sentence.plain, kind) is not None:
                continue
            candidates.append((sentence, works))
        if not candidates:
            return
        classifier = context.services.citation_classifier
        predictions = classifier.predict([sentence.plain for sentence, _ in candidates])
        threshold = resolve_threshold(context.config.thresholds.needs_reference, classifier.threshold)
        suggester = _Suggester(context)
        for (sentence, works), prediction in zip(candidates, predictions):
            if works == 0 and prediction.needs_reference >= threshold:
                message = f"Reads like a claim that needs a citation (score {prediction.needs_reference:.2f})"
                fixes, evidence = suggester.suggest(sentence)
                yield self.diagnostic(context, sentence.span, message, fixes=fixes, evidence=evidence)
            elif works == 1 and prediction.needs_several >= classifier.several_threshold:
                message = (
                    "Cites one work for a claim that usually rests on several "
                    f"(score {prediction.needs_several:.2f})"
                )
                yield self.diagnostic(context, sentence.span, message, severity=Severity.INFO)


def resolve_threshold(configured: float | None, calibrated: float) -> float:
    """The configured threshold, or the calibrated one when the setting is left unset."""
    if configured is None:
        return calibrated
    return float(configured)


def _cited_works(sentence: Sentence) -> int:
    """Distinct works cited in the sentence (numeric ranges are already expanded to items)."""
    return len({(marker.style, key) for marker in sentence.markers for key in marker.keys})


# ---------------------------------------------------------------------------
# Suggestions from the evidence index


class _Suggester:
    """Searches the whole library once per flagged sentence; maps hits back to entries."""

    def __init__(self, context: RuleContext) -> None:
        self.context = context
        self.draft = context.draft
        self.style = draft_style(context.draft, context.bibliography) or MarkerStyle.PANDOC
        self.brackets = bracketed_author_year(context.draft)
        self.by_path: dict[Path, BibEntry] = {}
        for entry in context.bibliography.entries:
            if entry.file is not None:
                self.by_path.setdefault(_normal(entry.file), entry)
        self._index: Any = None
        self._documents: list[Any] | None = None  # the library, loaded at the first suggestion

    def _get_index(self) -> Any:
        if self._documents is None:
            try:
                self._documents = list(self.context.analysis.library_documents.values())
                self._index = self.context.services.evidence_index if self._documents else None
            except Exception:  # noqa: BLE001 - suggestions are optional; the diagnostic stands without them
                self._documents = []
        return self._index

    def suggest(self, sentence: Sentence) -> tuple[list[Fix], list[Evidence]]:
        index = self._get_index()
        if index is None:
            return [], []
        try:
            hits = list(index.search(sentence.plain, SUGGESTIONS, documents=self._documents, granularity="evidence"))
        except Exception:  # noqa: BLE001 - a bad source file must not hide the diagnostic
            return [], []
        fixes: list[Fix] = []
        evidence: list[Evidence] = []
        seen: set[str] = set()
        for hit in hits:
            path = hit_path(hit)
            entry = self.by_path.get(_normal(path)) if path is not None else None
            passage = getattr(hit, "passage", hit)
            text = str(getattr(passage, "text", passage))
            found = evidence_from_hits([hit], lambda where: entry.key if entry else (where.name if where else "?"))
            evidence.extend(found)
            if entry is None or entry.key in seen:
                continue
            seen.add(entry.key)
            marker = marker_for(
                entry, self.style, number=next_number(self.context.bibliography, self.draft), brackets=self.brackets
            )
            if marker is None:
                continue
            insert = insertion_offset(sentence)
            fixes.append(
                Fix(
                    title=f"Cite {entry.label()} as {marker}",
                    edits=(TextEdit(Span(insert, insert), f" {marker}"),),
                    data={
                        "key": entry.key,
                        "marker": marker,
                        "passage": text,
                        "page": hit_page(passage),
                        "score": hit_score(hit),
                        "path": str(path) if path else None,
                    },
                )
            )
        return fixes, evidence
