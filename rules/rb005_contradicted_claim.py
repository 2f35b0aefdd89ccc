"""RB005 contradicted-claim: the cited source's best-matching passage contradicts the sentence."""

from __future__ import annotations

from typing import Iterable

from rblint.engine.diagnostics import Diagnostic, Evidence, Severity
from rblint.engine.rule import Phase, Rule, RuleContext
from rblint.engine.scoring.draft_claims import scored_sentences, snippet, where


DEFAULT_CONTRADICTION_THRESHOLD = 0.5


class ContradictedClaim(Rule):
    code = "RB005"
    name = "contradicted-claim"
    summary = "A passage of the cited source contradicts the sentence (3-way claim-support backends only)."
    default_severity = Severity.ERROR
    phase = Phase.MODEL
    explanation = """
For backends with a 3-way head (align-mini, AlignScore checkpoints, NLI models), each
cited sentence's candidate passages also get P(contradict). The sentence is reported
when the most contradicting passage has P(contradict) at or above
`thresholds.contradiction`, above its own P(aligned), and above the sentence's best
support score: the source says otherwise and no passage supports it more. The message
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
        limit = context.config.thresholds.contradiction
        if limit is None:  # no backend calibrates contradiction yet: the documented default
            limit = DEFAULT_CONTRADICTION_THRESHOLD
        for check in checks:
            if check.result is None or not check.result.sentences:
                continue
            sentence = check.result.sentences[0]
            worst = sentence.most_contradicting
            if worst is None or worst.contradict is None:
                continue
            if worst.contradict < limit or worst.contradict <= worst.aligned or worst.contradict <= sentence.score:
                continue
            label = next((s.label for s in check.sources if s.key == worst.source_key), worst.source_key)
            place = where(worst.chunk)
            message = (f"{label} appears to contradict this claim (P(contradict) {worst.contradict:.2f}"
                       f"{f', {place}' if place else ''}): \"{snippet(worst.text, 140)}\"")
            evidence = Evidence(source_key=worst.source_key, text=worst.text, score=round(worst.contradict, 4),
                                page=worst.chunk.page, section=worst.chunk.section, path=worst.chunk.path)
            yield self.diagnostic(context, check.sentence.span, message, evidence=[evidence])
