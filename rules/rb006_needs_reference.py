"""RB006 needs-reference: the classifier says a sentence needs a citation it does not have."""

from __future__ import annotations

from pathlib import Path
from typing import Any, Iterable

from rblint.engine.bibliography.model import BibEntry
from rblint.engine.citing import bracketed_author_year, draft_style, insertion_offset, marker_for, next_number, normal_path as _normal
from rblint.engine.diagnostics import Diagnostic, Evidence, Fix, Severity, TextEdit
from rblint.engine.document import MarkerStyle, Sentence, Span
from rblint.engine.pre_attribution.candidates import predicted
from rblint.engine.pre_attribution.model import Prediction
from rblint.engine.analysis.evidence import evidence_from_hits, hit_page, hit_path, hit_score
from rblint.engine.rule import Phase, Rule, RuleContext, Scope

SUGGESTIONS = 3  # passages shown per flagged sentence
class NeedsReference(Rule):
    code = "RB006"
    name = "needs-reference"
    summary = "A sentence reads like a claim that needs a citation, and has none."
    needs = "the bundled classifier; the library's files for its suggestion"
    default_severity = Severity.WARNING
    phase = Phase.MODEL
    uses_embeddings = True
    scope = Scope.SENTENCE
    explanation = """
A SAFE-style classifier scores each sentence without a marker for needing a reference.
It reads the sentence (cue words such as "has been shown" or "et al.", hedges,
comparisons, figures, named methods; readability features; a wording score learned from
the words and word pairs of cited sentences) and its place in the paragraph: a sentence whose neighbours cite is far more likely to need
a citation than the same words among the authors' own reasoning. It was trained on real
biomedical papers with their citations; its threshold (chosen on held-out training data
for a precision of 0.8, shipped with the model; `thresholds.needs-reference` overrides
it) keeps warnings to sentences a reviewer would mark.

The message says why: the cue words, the words behind the wording score, or the
neighbouring citations.

Never reported: the draft's own contributions ("We propose...", "In this paper...",
"Our results show..."), references to its own figures, tables and sections, transitions,
questions, list introductions, sentences under six words, captions and table cells.

When an evidence index is available, the fix offers the passage from the library (every
bibliography entry with a file, and the PDFs in the `papers` folders) that best matches
the sentence, and inserts a marker for its entry in the draft's own style (`[@key]`,
`[N]` or `(Author, Year)`) before the final punctuation — only when the claim scorer says
that passage supports the sentence (at or above the support threshold RB004 uses; the
score is in the fix's title): a search hit alone is no reason to cite a paper. The passages are attached as
evidence. Sentences that cite one work where several are usual are RB012's (off by
default). See docs/pre-attribution.md for the measured precision and recall.
"""
    bad_example = """
Large language models are known to memorise rare facts from their pre-training data.
"""
    good_example = """
Large language models are known to memorise rare facts from their pre-training data [@carlini2021].
"""

    def check(self, context: RuleContext) -> Iterable[Diagnostic]:
        found = predicted(context.draft, 0, context.services)
        if not found:
            return
        classifier = context.services.citation_classifier
        threshold = resolve_threshold(context.config.thresholds.needs_reference, classifier.threshold)
        suggester = _Suggester(context)
        for item, prediction in found:
            if prediction.needs_reference >= threshold:
                fixes, evidence = suggester.suggest(item.sentence)
                yield self.diagnostic(context, item.sentence.span, needs_message(prediction), fixes=fixes, evidence=evidence)


def needs_message(prediction: Prediction) -> str:
    """"Reads like a claim that needs a citation: <why> (score 0.87)"."""
    why = f": {'; '.join(prediction.reasons)}" if prediction.reasons else ""
    return f"Reads like a claim that needs a citation{why} (score {prediction.needs_reference:.2f})"


def resolve_threshold(configured: float | None, calibrated: float) -> float:
    """The configured threshold, or the calibrated one when the setting is left unset."""
    if configured is None:
        return calibrated
    return float(configured)


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
            # Chunks, as RB004's retrieval and "cite X instead" search them: one set of vectors
            # per source (a cold run embeds them once), not a second, finer one for this rule.
            hits = list(index.search(sentence.plain, SUGGESTIONS, documents=self._documents, granularity="chunk"))
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
        return self._supported(sentence, fixes), evidence

    def _supported(self, sentence: Sentence, fixes: list[Fix]) -> list[Fix]:
        """Only the suggestions whose passage supports the sentence (the claim scorer's score at
        or above the support threshold, as RB004 judges): a search hit alone proves nothing."""
        if not fixes:
            return fixes
        try:
            scores = self.context.services.scorer.score([str(fix.data["passage"]) for fix in fixes],
                                                        [sentence.plain] * len(fixes))
            threshold = self.context.analysis.verdicts.threshold
        except Exception:  # noqa: BLE001 - no scorer: no suggestion rather than an unfounded one
            return []
        kept = []
        for fix, support in zip(fixes, scores.aligned.tolist()):
            if support >= threshold:
                kept.append(Fix(f"{fix.title} (support {support:.2f})", fix.edits, {**fix.data, "support": round(support, 4)}))
        return sorted(kept, key=lambda fix: -float(fix.data["support"]))
