"""RB007 number-mismatch: a number in a cited sentence that none of its cited sources contains."""

from __future__ import annotations

from typing import Iterable

from rblint.engine.analysis import CitedSource, parenthesised, where
from rblint.engine.diagnostics import Diagnostic, Evidence, Fix, Severity, TextEdit
from rblint.engine.document import Span
from rblint.engine.rule import Phase, Rule, RuleContext, Scope
from rblint.engine.scoring.chunking import Chunk
from rblint.engine.scoring.numbers import StatedQuantity, restated_differently, stated_quantity, unstated_quantities


class NumberMismatch(Rule):
    code = "RB007"
    name = "number-mismatch"
    summary = "A number in a cited sentence appears in none of the cited sources."
    needs = "the cited sources' files"
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
`88 %` = `88%`, `3.27x` = `3.27×`, a source's `31, 003, 946` = `31,003,946`), a rounded claim matches the precise source value
(`88%` matches `87.9%`) and percentages match fractions (`88%` matches `0.88`). Names
and references are not quantities and are skipped (`GPT-4`, `COVID-19`, `Table 2`,
`Section 3`, a heading's `3.1 Data Collection` in the source, years; a number from 1900 to 2099 is a count, not a year, when written `1,998` or
when a plural noun follows it with no "in", "since" or month before it: `1998 genes`), and so are bare integers below 10. Magnitudes count: `91.1M` is
`91,100,000` and `91.1 million`; so do durations: `500 ms` is `0.5 s`. A table in millions prints a
bare `215.7` for a sentence's `215.7 million` (four significant digits or more: three meet by
chance), which a whole number of a hundred or more may round (`roughly 216 million`). Scientific
notation is one number, `11.44 × 10^9`, `2.5×10−3`, and so is a PDF's `11 × 109` whose superscript
the text layer flattened; a power of ten alone (`10^6.9`, which a PDF prints `106.9`) is no quantity. Some fonts' glyphs are read for what they
mean: a BMJ font's `p¼0.350` is `p=0.350`, The Lancet's `1·3 million` is `1.3 million`, and a
source's `16 900` (thousands set off by a space) states `16,900` (a table's `23 200` may be two
columns, so such a number is never offered as the fix). A source's number words of ten and more state
their number (`Fifteen healthy students` for a sentence's `15 participants`), and a hedged round
number is a rounding (`roughly 2,900-fold` for a table's `2896`: two trailing zeros or more after
"about", "roughly", "approximately", "~", "≈" ...). A number printed with a leading zero (OCR's `1 00 percent`,
a table piece's `.0`) is a fragment, never offered. The sentence is judged only when every source it cites
could be read.

When the number is not there, the rule looks for the source's number about the same thing:
a number of the same kind (a percentage, a multiplier, a count in millions ...) whose
surrounding words share at least two with the words around the claim's number. It names
it, with the page, section and the sentence that states it as evidence, and offers a fix
that puts the source's number in (unsafe: `--unsafe-fixes` or the editor). The number with the most
words in common wins, each of the claim's other numbers its sentence also prints counted as a word
("between 1.7% and 6.5%" is told 3.7%, from "drops by at least 3.7% and up to 6.5%", not the abstract's
"4% - 6%", one word nearer the claim's); on a tie, the sentence with more of the claim's other numbers
("302 tables, of which 110 ..." is told 101, from "Metaclusters 302 ... 101", not a results table's
nearer 118), then the number with two words or more
on the same side of it as the claim's (`Λ̄ = 0.65 GeV for the ground-state ... doublet` is told 0.45,
from `Λ = 0.45 GeV for the ground state ... doublet, and λ1 = 0.67 GeV2`). A percentage is never told a
count (`80.0M`) or a fraction of the other sign (a correlation's `-0.55`). A model's name ("Quadro FX 5800",
"HEK 293T") is offered only for a name of the same code. A change "from 29.7% to 58.3%" is named by the
source's change from the same start, also where the source prints the range bare ("ranged from 29.7
to 48.3": offered as 48.3%); a range "between 1.7% and 6.5%" by the source's range with the same
other end, in a sentence about the same thing (two words around the number: "a slope between 1 and
20 meters" is not told "distances between 1.0 and 1.3 au"), and never by a change. A reference number is never offered ("DCBGrid [19]" in a table row). When no
passage states such a number, it says so plainly, without listing unrelated values.

Where the words around the number tie between values of the source (as many words in common
with each), the rule does not choose: `95 does not appear in [1], which states 3 numbers about
the same words (which one the sentence means, its words do not tell): 100 (p. 8): "..."; 288
(p. 8): "..."; 21-million (p. 7): "..."`, at most three, best first. Each is a fix of its own
(`fix.alternative` in JSON, `fix.data.choices` lists them); the editor prefers none and
`--unsafe-fixes` applies none. On Citation-Integrity train (numbers changed by a fifth,
`scripts/eval_number_check.py`) the number named with a clear lead was the original in 36 of 42,
the first of a tie in 16 of 33, and a tie's named numbers held the original in 20 of 33.

A number the paper prints somewhere can still be wrong: "a recall of 0.89" where the abstract
says "high recall (0.98)" and a table prints 0.89 for another model. When one source sentence
holds most of the words of the clause around the number (the sentence it restates) and puts
another number of the same kind where the claim has its own (the same word next to both:
"recall"; a number worked out from a fraction counts the word before it: "classifies 170/200 = 85%"
counts "classifies"), the rule says so: `0.89 differs from [5]: it says 0.98 (p. 1, section "ABSTRACT"): "..."`, with the same fix.
So too a change "from 13 to 10 rounds" where the source's change from the same start ends
elsewhere ("reduces the delay quantile from 13 to 7"), though a 10 is printed somewhere in the
paper; not where the source also states the claim's change.
Not where some source sentence prints the claim's numbers together (three of them, or two printed
exactly): the claim restates that sentence, whichever shares more words ("Of these 316
metabolites, 179" lost the rest of its sentence to a table and a page break).
Days and fractions ("18 October", "24/7") are left out of this test, and so is a number after
"±" (an error margin). The same sentence is where small counts are compared: a count of one to
twenty, in digits or words, with the noun it counts ("Three scheduling strategies", "a twofold
increase", "the number of layers is set to 2") differs when that sentence counts the same noun
otherwise and never as the claim does (`Three differs from [2]: it says Four`); a fraction is named
with its noun (`one third differs from [1]: it says two thirds`, and the fix puts `two thirds` in its
place); a part or one of several ("the top 3", "one or two", "three methods which can ...") is not compared.

A number the source states differently also decides the sentence's verdict: CONTRADICTED
by the "number check" (dev precision in `docs/claim-support.md`), never SUPPORTED however
well its words match, in `check-claims`, `score`, `report` and the hover. RB005 does not
repeat it and RB004 stays quiet on it, as on any contradicted sentence.
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
            sources = [analysis.source_numbers(source.document) for source in check.sources]
            start = check.sentence.span.start
            chunks = [(source, chunk) for source in check.sources for chunk in source.chunks]
            prose = check.sentence.prose
            passages = [chunk.text for _, chunk in chunks]
            labels = ", ".join(source.label for source in check.sources)
            restated = {change.claim: change.stated for change in restated_differently(prose, passages)}
            for quantity in unstated_quantities(prose, sources):
                span = Span(start + quantity.start, start + quantity.end)
                shown = quantity.text.strip()
                elsewhere = restated.pop(quantity, None)
                stated = stated_quantity(prose, quantity, passages) or elsewhere
                if stated is None:
                    message = (f"{shown} does not appear in {labels}, and no passage there states a number "
                               "about the same thing")
                    yield self.diagnostic(context, span, message)
                    continue
                yield self._changed(context, span, f"{shown} does not appear in", chunks, stated)
            for quantity, stated in restated.items():  # printed somewhere, but not where the sentence restates
                span = Span(start + quantity.start, start + quantity.end)
                yield self._changed(context, span, f"{quantity.text.strip()} differs from", chunks, stated)

    def _changed(self, context: RuleContext, span: Span, opening: str, chunks: list[tuple[CitedSource, Chunk]],
                 stated: StatedQuantity) -> Diagnostic:
        """A number the source states differently: its number, where, and a fix that puts it in;
        where the words around it tie between numbers, each of them, and the choice left open."""
        if not stated.rivals:
            source, chunk = chunks[stated.passage]
            place = parenthesised(where(chunk))
            message = f"{opening} {source.label}: it says {stated.text}{place}: \"{stated.sentence}\""
        else:
            said = "; ".join(f"{choice.text}{parenthesised(where(chunks[choice.passage][1]))}: \"{choice.sentence}\""
                             for choice in stated.choices)
            labels = ", ".join(dict.fromkeys(chunks[choice.passage][0].label for choice in stated.choices))
            message = (f"{opening} {labels}, which states {len(stated.choices)} numbers about the same words "
                       f"(which one the sentence means, its words do not tell): {said}")
        evidence, fixes = [], []
        tied = {"choices": [choice.text for choice in stated.choices]} if stated.rivals else {}
        for choice in stated.choices:
            source, chunk = chunks[choice.passage]
            evidence.append(Evidence(source.key, choice.sentence, None, chunk.page, chunk.section, chunk.path,
                                     chunk.appendix))
            fixes.append(Fix(f"Use {source.label}'s number: {choice.text}", (TextEdit(span, choice.text),),
                             data={"value": choice.text, "page": chunk.page, "section": chunk.section, **tied},
                             alternative=bool(stated.rivals)))
        return self.diagnostic(context, span, message, fixes=fixes, evidence=evidence)

