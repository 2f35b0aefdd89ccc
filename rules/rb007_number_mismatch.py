"""RB007 number-mismatch: a number in a cited sentence that none of its cited sources contains."""

from __future__ import annotations

from typing import Iterable

from rblint.engine.diagnostics import Diagnostic, Severity
from rblint.engine.document import Span
from rblint.engine.rule import Phase, Rule, RuleContext, Scope
from rblint.engine.scoring.numbers import found_in, quantities, worth_checking


class NumberMismatch(Rule):
    code = "RB007"
    name = "number-mismatch"
    summary = "A number in a cited sentence appears in none of the cited sources."
    default_severity = Severity.WARNING
    # No model, but it reads the cited sources' full text (PDF parsing), which is too
    # slow for every keystroke: it runs with the model rules.
    phase = Phase.MODEL
    scope = Scope.SENTENCE
    explanation = """
Generated text often gets numbers slightly wrong: 0.88 becomes 0.86, a 3.27x speed-up
becomes 3.72x. For each number in a cited sentence (percentages, multipliers such as
`3.27x`/`3.27×`/`3-fold`, p-values, `pcc=0.88`, decimals, counts of 10 or more) the
cited sources' full text is searched. Forms are normalised (`.88` = `0.88`,
`88 %` = `88%`, `3.27x` = `3.27×`), a rounded claim matches the precise source value
(`88%` matches `87.9%`) and percentages match fractions (`88%` matches `0.88`). Names
and references are not quantities and are skipped (`GPT-4`, `COVID-19`, `Table 2`,
`Section 3`, years), and so are bare integers below 10. The sentence is judged only when
every source it cites could be read.
"""
    bad_example = """
The method is 3.72x faster than the baseline [@li2023].
"""
    good_example = """
The method is 3.27x faster than the baseline [@li2023].
"""

    def check(self, context: RuleContext) -> Iterable[Diagnostic]:
        analysis = context.analysis
        for check in analysis.cited_sentences:
            if not check.complete:
                continue
            sources = [analysis.source_numbers(source.document, source.key) for source in check.sources]
            start = check.sentence.span.start
            for quantity in quantities(check.sentence.prose):
                if not worth_checking(quantity) or any(found_in(quantity, s) for s in sources):
                    continue
                labels = ", ".join(source.label for source in check.sources)
                nearest = list(dict.fromkeys(n for s in sources for n in s.nearest(quantity)))[:3]
                hint = f"; nearest there: {', '.join(nearest)}" if nearest else ""
                message = f"{quantity.text.strip()} does not appear in {labels}{hint}"
                yield self.diagnostic(context, Span(start + quantity.start, start + quantity.end), message)
