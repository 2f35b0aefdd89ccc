"""RB012 needs-several-references: one cited work where the classifier expects several."""

from __future__ import annotations

from typing import Iterable

from rblint.engine.diagnostics import Diagnostic, Severity
from rblint.engine.bibliography.names import without_named_authors
from rblint.engine.pre_attribution.candidates import Candidate, predicted
from rblint.engine.rule import Phase, Rule, RuleContext, Scope


class NeedsSeveralReferences(Rule):
    code = "RB012"
    name = "needs-several-references"
    summary = "A sentence cites one work for a claim that usually rests on several."
    needs = "the bundled classifier"
    default_severity = Severity.INFO
    phase = Phase.MODEL
    scope = Scope.SENTENCE
    explanation = """
The needs-reference classifier of RB006 also estimates, for a sentence that needs a
reference, whether such sentences usually cite one work or several ("Many studies
have shown...", a claim summarising a field). A sentence citing exactly one work that
scores high for "several" is reported as *info*, with what raised the score (the cue
words, or the citations around it).

A sentence that names the cited work's own authors ("Zeng, Van Orden and Roberts construct
... [2]", [2] being their paper) speaks of that work: the classifier reads those names as
"they", so naming the authors one cites never counts as pointing to other work (a fresh
draft's false info, 2026-12-05; other authors named still count).

The threshold ships with the model, chosen on held-out training data for a precision
of 0.7; on the dev split of real papers 79% of its findings are sentences whose authors
cited several works (recall 21%, docs/pre-attribution.md). It is *info* because one
source is sometimes enough; `ignore = ["RB012"]` turns it off.
"""
    bad_example = """
Many studies have shown that retrieval reduces hallucination in question answering [@lewis2020].
"""
    good_example = """
Many studies have shown that retrieval reduces hallucination in question answering [@lewis2020; @izacard2021; @shuster2021].
"""

    def check(self, context: RuleContext) -> Iterable[Diagnostic]:
        bibliography = context.bibliography

        def without_its_authors(item: Candidate) -> str:
            """The sentence as the classifier reads it: the cited work's own authors named
            ("Zeng, Van Orden and Roberts construct ... [2]") point to no other work."""
            authors = [author for entry in bibliography.cited_by(item.sentence.markers) for author in entry.authors]
            return without_named_authors(item.sentence.plain, authors)

        for item, prediction in predicted(context.draft, 1, context.services, without_its_authors):
            if prediction.needs_several >= context.services.citation_classifier.several_threshold:
                why = f": {'; '.join(prediction.several_reasons)}" if prediction.several_reasons else ""
                message = f"Cites one work for a claim that usually rests on several{why} (score {prediction.needs_several:.2f})"
                yield self.diagnostic(context, item.sentence.span, message)
