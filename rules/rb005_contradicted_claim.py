"""RB005 contradicted-claim: the cited source's best-matching passage contradicts the sentence."""

from __future__ import annotations

from typing import Iterable

from rblint.engine.diagnostics import Diagnostic, Severity
from rblint.engine.quoting import quote_for
from rblint.engine.rule import Phase, Rule, RuleContext, Scope
from rblint.engine.analysis import evidence_of, where


class ContradictedClaim(Rule):
    code = "RB005"
    name = "contradicted-claim"
    summary = "A passage of the cited source contradicts the sentence (3-way claim-support backends only)."
    default_severity = Severity.ERROR
    phase = Phase.MODEL
    uses_embeddings = True
    scope = Scope.SENTENCE
    explanation = """
For backends with a 3-way head (align-mini, AlignScore checkpoints, NLI models), each
cited sentence's candidate passages also get P(contradict). The sentence is reported
when the most contradicting passage has P(contradict) at or above the threshold
(calibrated per backend on training data; `thresholds.contradiction` overrides it),
above its own P(aligned), and above the sentence's best support score: the source says otherwise and no passage supports it more. The message
quotes the passage and where it is. Embedding and overlap backends cannot tell
contradiction from support, so this rule is silent with them.
"""
    bad_example = """
Dropout increases overfitting in small networks [@srivastava2014].
"""
    good_example = """
Dropout reduces overfitting in small networks [@srivastava2014].
"""

    def check(self, context: RuleContext) -> Iterable[Diagnostic]:
        analysis = context.analysis
        checks = analysis.scored_sentences()
        if not checks or not context.services.scorer.three_way:
            return
        for check in checks:
            if check.result is None or not check.result.sentences:
                continue
            worst = analysis.verdicts.contradicting(check.result.sentences[0])
            if worst is None or worst.contradict is None:
                continue
            label = check.label_for(worst.source_key)
            place = where(worst.chunk)
            message = (f"{label} appears to contradict this claim (P(contradict) {worst.contradict:.2f}"
                       f"{f', {place}' if place else ''}): \"{quote_for(check.sentence.plain, worst.text, 140)}\"")
            evidence = evidence_of(worst, digits=4, contradiction=True)
            yield self.diagnostic(context, check.sentence.span, message, evidence=[evidence])
