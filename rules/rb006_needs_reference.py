"""RB006 needs-reference: an uncited sentence restates a paper of the library (named, with the
fix that cites it); failing that, the wording alone says it may need a reference (an info)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Iterable, Sequence

from rblint.engine.analysis import evidence_of, parenthesised, quoted_with_place
from rblint.engine.citing import (bracketed_author_year, draft_style, insertion_offset, marker_for,
                                  new_reference_edits, next_number)
from rblint.engine.diagnostics import Diagnostic, Fix, Severity, TextEdit
from rblint.engine.document import MarkerStyle, Span
from rblint.engine.pre_attribution.candidates import predicted
from rblint.engine.rule import Phase, Rule, RuleContext, RuleOption, Scope

if TYPE_CHECKING:  # pragma: no cover - names for annotations only
    from rblint.engine.analysis.alternatives import Alternative
    from rblint.engine.document import Sentence
    from rblint.engine.pre_attribution.model import Prediction
    from rblint.engine.scoring.calibration import Verdicts


NEEDS_REFERENCE = RuleOption("needs-reference", "wording score above which an uncited sentence that restates no "
                                                "library paper gets the info \"may need a reference\" "
                                                "(unset: the classifier's calibrated threshold)")


class NeedsReference(Rule):
    code = "RB006"
    name = "needs-reference"
    summary = "A sentence cites nothing, but restates a paper of the library (or reads like a claim that needs one)."
    needs = "the library's files (bibliography entries with a file, the papers folders); the bundled classifier"
    default_severity = Severity.WARNING
    options = (NEEDS_REFERENCE,)
    phase = Phase.MODEL
    uses_embeddings = True
    scope = Scope.SENTENCE
    explanation = """
The typical omission of an AI draft is a sentence that restates a paper the writer has
without citing it. Each sentence with no marker is searched in the draft's library —
every bibliography entry's file and the sources (PDF, Markdown, text) of the `papers` folders — through the same
index, chunks and vectors RB004 uses (a warm run embeds only the new sentences), and the
few papers retrieval ranks highest are scored with the claim scorer. When the best paper's
support clears the bar and leads the next paper by a margin — and, where the search has
vectors, the paper is also the one the hybrid search ranked first and the sentence's vector
is close to one of its chunks and closer than to any other paper's (all calibrated per
backend: docs/pre-attribution.md gives what they were chosen on and what they measure on
data they were not chosen on) — RB006 names it, quotes the passage (page, section) and offers a
fix that inserts its marker in the draft's own style (`[@key]`, `[N]` or `(Author,
Year)`) before the final punctuation. Two papers that fit about equally are not named (a
guess), and a paper that says the opposite of the sentence is never the one to cite. A
file of the papers folder that no entry names is named too, with the advice to add it to
the bibliography.

Without such a paper, the wording alone is a weaker signal: a SAFE-style classifier
(cue words such as "has been shown" or "et al.", hedges, comparisons, figures; a wording
score learned from cited sentences; the sentence's place among its paragraph's citations)
gives an info, "may need a reference", at the threshold shipped with it
(`thresholds.needs-reference` overrides it). On its own dev set it is right 84% of the
time it fires, but on other papers' related-work text it hardly separates, so it is never
more than an info.

Never asked about: the draft's own contributions ("We propose...", "In this paper...",
"Our results show...", "For the navigation part, we intend to..."), references to its own
figures, tables and sections, transitions, questions, list introductions, sentences under six
words, captions and table cells; and a sentence RB001 reports (attribution words without a marker) is RB001's. Sentences that
cite one work where several are usual are RB012's (off by default).
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
        threshold = resolve_threshold(NEEDS_REFERENCE.value(context.config), classifier.threshold)
        verdicts = context.analysis.verdicts
        try:
            attributions = context.analysis.attributions([item.sentence for item, _ in found])
            searched = NO_PAPER if context.analysis.library_documents else NO_LIBRARY
        except Exception:  # noqa: BLE001 - an unreadable library must not hide the wording signal
            attributions, searched = {}, NOT_SEARCHED
        citer = _Citer(context)
        for item, prediction in found:
            attribution = attributions.get(item.sentence.index)
            if attribution is not None and restated(verdicts, attribution.ranked):
                paper = attribution.ranked[0]
                fix = citer.fix(item.sentence, paper)
                marker = str(fix.data["marker"]) if fix is not None else None
                yield self.diagnostic(context, item.sentence.span, restates_message(paper, item.sentence.plain, marker),
                                      fixes=[fix] if fix is not None else [],
                                      evidence=[evidence_of(paper.best, digits=4)] if paper.best else [])
            elif prediction.needs_reference >= threshold:
                yield self.diagnostic(context, item.sentence.span, needs_message(prediction, searched),
                                      severity=Severity.INFO)


def short_name(paper: Alternative) -> str:
    """"Karpukhin et al. 2020", else the file's name (a papers-folder file no entry names)."""
    if paper.entry is None:
        return paper.path.name if paper.path is not None else "?"
    return paper.entry.short_name()


def restated(verdicts: Verdicts, ranked: Sequence[Alternative]) -> bool:
    """The one question RB006 asks :meth:`Verdicts.restates`, about the best-supported paper."""
    best = ranked[0]
    return verdicts.restates([paper.score for paper in ranked], searched_first=best.retrieval_rank == 0,
                             cosine=best.cosine, cosine_lead=best.cosine_lead, sentence_cosine=best.sentence_cosine,
                             sentence_lead=best.sentence_cosine_lead)


def restates_message(paper: Alternative, sentence: str, marker: str | None) -> str:
    """"Cites nothing, but restates Karpukhin et al. 2020 (p. 3, section "2"): '...' (support
    0.81, cosine 0.74) — cite it: [@karpukhin2020]"; the cosine (the sentence's vector against
    the paper's closest chunk) where the search had vectors."""
    place, quote = quoted_with_place(sentence, paper.best) if paper.best is not None else ("", "")
    quote = f': "{quote}"' if quote else ""
    if marker is not None:
        advice = f" — cite it: {marker}"
    elif paper.entry is None:
        advice = " — add it to the bibliography and cite it"  # a papers-folder file no entry names
    else:
        advice = ""
    closeness = f", cosine {paper.cosine:.2f}" if paper.cosine is not None else ""  # what decided, with the words
    if paper.sentence_cosine is not None:
        closeness += f", closest sentence {paper.sentence_cosine:.2f}"
    return (f"Cites nothing, but restates {short_name(paper)}{parenthesised(place)}{quote} "
            f"(support {paper.score:.2f}{closeness}){advice}")


NO_PAPER = "no paper in the library restates it"
NO_LIBRARY = "no library to look in: name the papers in the bibliography or a papers folder"
NOT_SEARCHED = "the library could not be searched"


def needs_message(prediction: Prediction, searched: str = NO_PAPER) -> str:
    """"May need a reference: <why> (wording score 0.87; <what the library search found>)":
    the wording alone, with no paper of the library that the sentence restates."""
    why = f": {'; '.join(prediction.reasons)}" if prediction.reasons else ""
    return f"May need a reference{why} (wording score {prediction.needs_reference:.2f}; {searched})"


def resolve_threshold(configured: float | None, calibrated: float) -> float:
    """The configured threshold, or the calibrated one when the setting is left unset."""
    if configured is None:
        return calibrated
    return float(configured)


class _Citer:
    """The quick fix: the restated paper's marker, in the draft's own style, before the
    sentence's final punctuation."""

    def __init__(self, context: RuleContext) -> None:
        self.context = context
        self.style = draft_style(context.draft, context.bibliography) or MarkerStyle.PANDOC
        self.brackets = bracketed_author_year(context.draft)

    def fix(self, sentence: Sentence, paper: Alternative) -> Fix | None:
        if paper.entry is None:
            return None  # a paper with no entry cannot be cited yet (the message says to add it)
        number = next_number(self.context.bibliography, self.context.draft)
        marker = marker_for(paper.entry, self.style, number=number, brackets=self.brackets)
        reference = new_reference_edits(paper.entry, self.style, number, self.context.draft)
        if marker is None or reference is None:
            return None
        insert = insertion_offset(sentence)
        return Fix(title=f"Cite {short_name(paper)} as {marker}",
                   edits=(TextEdit(Span(insert, insert), f" {marker}"), *reference),
                   data={"key": paper.entry.key, "marker": marker, "support": round(paper.score, 4)}, safe=False)
