"""RB005 contradicted-claim: the cited source's best-matching passage contradicts the sentence."""

from __future__ import annotations

from typing import Iterable

from rblint.engine.diagnostics import Diagnostic, Evidence, Severity
from rblint.engine.rule import Phase, Rule, RuleContext
from rblint.engine.scoring.draft_claims import scored_sentences, snippet, where



class ContradictedClaim(Rule):
    code = "RB005"
    name = "contradicted-claim"
    summary = "A passage of the cited source contradicts the sentence (3-way claim-support backends only)."
    default_severity = Severity.ERROR
    phase = Phase.MODEL
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
        checks = scored_sentences(context)
        if not checks or not context.services.scorer.three_way:
            return
        calibration = context.services.scorer.calibration
        limit = context.config.thresholds.contradiction  # None: the backend's calibrated threshold
        for check in checks:
            if check.result is None or not check.result.sentences:
                continue
            worst = calibration.contradicting(check.result.sentences[0], limit)
            if worst is None or worst.contradict is None:
                continue
            label = next((s.label for s in check.sources if s.key == worst.source_key), worst.source_key)
            place = where(worst.chunk)
            message = (f"{label} appears to contradict this claim (P(contradict) {worst.contradict:.2f}"
                       f"{f', {place}' if place else ''}): \"{snippet(worst.text, 140)}\"")
            evidence = Evidence(source_key=worst.source_key, text=worst.text, score=round(worst.contradict, 4),
                                page=worst.chunk.page, section=worst.chunk.section, path=worst.chunk.path)
            yield self.diagnostic(context, check.sentence.span, message, evidence=[evidence])
