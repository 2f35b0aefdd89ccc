"""RB009 misquote: words in quotation marks that no cited source printed."""

from __future__ import annotations

from typing import Iterable

from rblint.engine.diagnostics import Diagnostic, Evidence, Fix, Severity, TextEdit
from rblint.engine.document import Span
from rblint.engine.quotes import MIN_QUOTE_WORDS, Quote, appears_in, find_quotes, nearest
from rblint.engine.rule import Phase, Rule, RuleContext, Scope
from rblint.engine.scoring.chunking import section_label
from rblint.engine.analysis import snippet

FIX_RATIO = 0.8  # a quote this close to the source's words gets "use the source's words"
FIX_MAX_CHANGES = 3


class Misquote(Rule):
    code = "RB009"
    name = "misquote"
    summary = "Text in quotation marks in a cited sentence does not appear in any cited source."
    needs = "the cited sources' files"
    default_severity = Severity.WARNING
    # It reads the cited sources' full text (PDF parsing): it runs with the model rules.
    phase = Phase.MODEL
    scope = Scope.SENTENCE
    explanation = f"""
A quotation is a promise that the source printed these words. For each quotation of at
least {MIN_QUOTE_WORDS} words ("…", “…”, «…», or a cited sentence in a block quote) in a
cited sentence, the cited sources' text is searched literally, after folding what a
faithful copy may differ by: ligatures and Unicode forms, quote and dash styles,
whitespace and line-end hyphenation, and the case of the first letter. Elisions
(`[...]`, `…`) split the quotation into parts that must appear in that order. The
message quotes the nearest passage and what differs, word by word; when the difference
is small (at most {FIX_MAX_CHANGES} changes, {FIX_RATIO:.0%} of the words the same) the quick
fix replaces the quotation with the source's words. The sentence is judged only when
every source it cites could be read.
"""
    bad_example = """
The authors conclude that "retrieval eliminates hallucination in every setting" [@gao2023].
"""
    good_example = """
The authors conclude that "retrieval reduces hallucination in most settings" [@gao2023].
"""

    def check(self, context: RuleContext) -> Iterable[Diagnostic]:
        paragraphs = context.draft.paragraphs
        for check in context.analysis.cited_sentences:
            if not check.complete:
                continue
            sentence = check.sentence
            quotes = find_quotes(sentence.prose, sentence.span.start)
            in_block_quote = paragraphs[sentence.paragraph_index].kind == "blockquote"
            if not quotes and in_block_quote and len(sentence.plain.split()) >= MIN_QUOTE_WORDS:
                quotes = [Quote(sentence.plain, sentence.span.start, sentence.span.end)]
            for quote in quotes:
                texts = [source.document.text for source in check.sources]
                if any(appears_in(quote, text) for text in texts):
                    continue
                yield self._report(context, check, quote)

    def _report(self, context: RuleContext, check, quote: Quote) -> Diagnostic:  # type: ignore[no-untyped-def]
        labels = ", ".join(source.label for source in check.sources)
        best, best_source, best_passage = None, None, None
        for source in check.sources:
            passages = source.document.passages
            match = nearest(quote.text, [p.text for p in passages])
            if match is not None and (best is None or match.ratio > best.ratio):
                best, best_source, best_passage = match, source, passages[match.passage_index]
        if best is None or best_source is None or best.ratio < 0.3:
            message = f"Quoted text does not appear in {labels}, and nothing there is close to it"
            return self.diagnostic(context, Span(quote.start, quote.end), message)
        page = best_passage.page_start if best_passage is not None else None
        section = section_label(best_passage.section) if best_passage is not None else None
        where = f" (p. {page})" if page else ""
        message = (f"Quoted text does not appear in {labels}; nearest{where}: \"{snippet(best.text, 140)}\" - "
                   f"{best.describe()}")
        evidence = Evidence(source_key=best_source.key, text=best.text, score=round(best.ratio, 3), page=page,
                            section=section, path=best_source.entry.file)
        fixes = []
        if (best.ratio >= FIX_RATIO and len(best.changes) <= FIX_MAX_CHANGES and len(quote.parts) == 1
                and best.ends_agree):
            fixes.append(Fix("Use the source's words", (TextEdit(Span(quote.start, quote.end), best.text),),
                             data={"source": best_source.key, "page": page}))
        return self.diagnostic(context, Span(quote.start, quote.end), message, fixes=fixes, evidence=[evidence])
