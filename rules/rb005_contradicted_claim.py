"""RB005 contradicted-claim: the cited source states the opposite of the sentence."""

from __future__ import annotations

from typing import Iterable

from rblint.engine.analysis import evidence_of_contradiction, parenthesised, quote_for, where
from rblint.engine.diagnostics import Diagnostic, Severity
from rblint.engine.rule import Phase, Rule, RuleContext, RuleOption, Scope
from rblint.engine.scoring.calibration import (
    CONTRADICTION_OPTION, CONTRAST_CHECK, REVERSAL_CHECK, Contradiction, contrast_words,
)


class ContradictedClaim(Rule):
    code = "RB005"
    name = "contradicted-claim"
    summary = "The cited source states the opposite of the sentence (a reversed finding)."
    needs = "the cited sources' files"
    default_severity = Severity.ERROR
    phase = Phase.MODEL
    uses_embeddings = True
    scope = Scope.SENTENCE
    # "the source says the opposite" says more than "not supported", and than "its own numbers
    # say the opposite" (RB014), since it quotes the source
    supersedes = ("RB004", "RB014")
    options = (RuleOption(CONTRADICTION_OPTION, "a 3-way backend's P(contradict) above which a sentence is "
                                                "contradicted (unset: the calibrated one)"),)
    explanation = """
A generated sentence can keep every word of a finding and reverse it: "does not improve"
where the paper says it improves, "lowers" where it says "raises". Support scores reward
the shared words, so such a sentence can look well supported. This rule looks for the
reversal directly, with every backend:

- the reversal check: among the passages scored for the sentence, the source sentence
  best aligned with it (its content words, with the polarity words set aside) states the
  opposite: the same word negated, opposite direction words about the same thing
  (improves / worsens, raises / lowers, higher / lower, outperforms / underperforms),
  a null result against an effect (no significant difference / increases), or a verb the
  sentence negates that the source states plainly; or two things swapped: a sentence of
  two clauses ("A ..., whereas B ...") that gives each thing what the source's two clauses
  say of the other; or a number bounded the other way ("fewer than 5%" where the source
  says "more than 5%", "p > 0.05" for "p < 0.05"). The thresholds are tuned on training data and the check's precision
  measured on dev (docs/claim-support.md);
- the contrast check, for what the first cannot line up word by word: a small sentence
  model (align-mini, shipped for this job) is asked about the best-aligned source
  sentences twice, once with the sentence as written and once turned the other way
  ("does not improve" -> "does improve"); when the source makes it far surer that the
  sentence is contradicted than that its opposite is, the sentence is reversed. Off with
  `[tool.rblint.model] contrast = false`;
- with a 3-way backend (align-mini, AlignScore checkpoints, NLI models) also its
  contradiction head: P(contradict) at or above the calibrated threshold
  (`thresholds.contradiction`), above the passage's own P(aligned) and the sentence's
  best support.

The message quotes the source sentence and where it is (page, section) and names the
words that disagree. A sentence reported here is not also reported by RB004, and it is
never labelled SUPPORTED by `rblint check-claims` or `rblint score`.
"""
    bad_example = """
Dropout increases overfitting in small networks [@srivastava2014].
"""
    good_example = """
Dropout reduces overfitting in small networks [@srivastava2014].
"""

    def check(self, context: RuleContext) -> Iterable[Diagnostic]:
        analysis = context.analysis
        for check in analysis.scored_sentences():
            result = check.result
            found = analysis.verdicts.says_the_opposite(result) if result is not None else None
            if result is None or found is None:
                continue
            message = contradiction_message(check.label_for(found.source_key), found, check.sentence.plain)
            yield self.diagnostic(context, check.sentence.span, message, evidence=[evidence_of_contradiction(found)],
                                  verdict=analysis.verdicts.claim_verdict(result))


def contradiction_message(label: str, found: Contradiction, sentence: str) -> str:
    """'[1] says the opposite (p. 3, section "4 Results"): "…raises recall…" — this sentence
    says "lowers", the source "raises"'."""
    place = where(found.chunk)
    quote = quote_for(sentence, found.quote, 160)
    if found.decided_by == REVERSAL_CHECK:
        message = f"{label} says the opposite{parenthesised(place)}: \"{quote}\""
        if found.claim_words and found.source_words:
            message += f" — this sentence says \"{found.claim_words}\", the source \"{found.source_words}\""
        elif found.claim_words:
            message += f" — this sentence says \"{found.claim_words}\", the source states it without a negation"
        return message
    if found.decided_by == CONTRAST_CHECK:
        return (f"{label} says the opposite{parenthesised(place)}: \"{quote}\" — "
                f"{contrast_words(found.claim_words or '', found.source_words or '')}")
    return (f"{label} appears to contradict this claim (P(contradict) {found.score:.2f}"
            f"{f', {place}' if place else ''}): \"{quote}\"")
