"""RB004 unsupported-claim: a cited sentence its cited sources do not support (AlignScore-style)."""

from __future__ import annotations

from typing import Iterable

from rblint.engine.diagnostics import Diagnostic, Evidence, Severity
from rblint.engine.document import Span
from rblint.engine.rule import Phase, Rule, RuleContext
from rblint.engine.scoring.document_score import ChunkScore, SentenceScore
from rblint.engine.scoring.draft_claims import (
    CitedSource, SentenceClaims, scored_sentences, snippet, support_threshold, where,
)

TOP_EVIDENCE = 3


class UnsupportedClaim(Rule):
    code = "RB004"
    name = "unsupported-claim"
    summary = "A cited sentence scores below the support threshold against the sources it cites."
    default_severity = Severity.WARNING
    phase = Phase.MODEL
    explanation = """
Each sentence with a citation marker is scored against the text of every source it
cites, the AlignScore way: the sources are split into ~350-token chunks, the sentence
is scored against its best chunks (top-k of a hybrid retrieval; `model.exhaustive`
scores all), and the best P(aligned) is the sentence's score. Several cited sources
count as their union; if no single passage is enough, pairs of the top passages are
tried together. Below `thresholds.support` the sentence is reported, with the score and
where the best evidence is (page, section); the JSON output's `evidence` holds the top
passages.

The default threshold is calibrated per backend on labelled citation data (see
docs/claim-support.md); set `thresholds.support` to override it.

A second, informational finding: a marker with a locator (`[@key, p. 7]`,
`[@key, sec. 3]`) whose support is found on another page or section names where it is.

Sources that cannot be read are skipped here (RB003 reports them).
"""
    bad_example = """
Dropout doubles the accuracy of every network [@srivastava2014].
"""
    good_example = """
Dropout reduces overfitting in large networks [@srivastava2014].
"""

    def check(self, context: RuleContext) -> Iterable[Diagnostic]:
        checks = scored_sentences(context)
        if not checks:
            return
        scorer = context.services.scorer
        threshold = support_threshold(context, scorer)
        for check in checks:
            result = check.result
            if result is None or not result.sentences:
                continue
            sentence = result.sentences[0]
            if result.score < threshold:
                yield self._unsupported(context, check, sentence, result.score, threshold, scorer.model_id)
            yield from self._locator_hints(context, check, sentence, threshold)

    def _unsupported(self, context: RuleContext, check: SentenceClaims, sentence: SentenceScore,
                     score: float, threshold: float, model_id: str) -> Diagnostic:
        labels = ", ".join(source.label for source in check.sources)
        message = f"Claim not supported by {labels}: score {score:.2f} < {threshold:.2f}"
        best = sentence.best
        if best is not None:
            origin = " + ".join(dict.fromkeys(_label_for(check, chunk.source_key) for chunk in best.chunks))
            place = where(best.chunk)
            message += f"; best evidence in {origin}{f' ({place})' if place else ''}: \"{snippet(best.text, 140)}\""
        if len(check.sources) > 1:
            parts = ", ".join(f"{_label_for(check, key)} {value:.2f}" for key, value in sentence.by_source.items())
            message += f" [per source: {parts}]"
        return self.diagnostic(context, check.sentence.span, message, evidence=_evidence(sentence))

    def _locator_hints(self, context: RuleContext, check: SentenceClaims, sentence: SentenceScore,
                       threshold: float) -> Iterable[Diagnostic]:
        for source in check.sources:
            if source.locator is None:
                continue
            mine = [c for c in sentence.candidates if c.source_key == source.key]
            if not mine or mine[0].aligned < threshold or source.locator.matches(mine[0].chunk):
                continue
            on_locator = [c for c in mine if source.locator.matches(c.chunk)]
            if on_locator and on_locator[0].aligned >= threshold:
                continue
            place = where(mine[0].chunk) or "another part of the source"
            item_span = _item_span(check, source)
            message = (f"{source.label} cites {source.locator.describe()}, but the passage that supports this "
                       f"sentence is on {place} (score {mine[0].aligned:.2f})")
            yield self.diagnostic(context, item_span, message, severity=Severity.INFO,
                                  evidence=[_to_evidence(mine[0], check)])


def _label_for(check: SentenceClaims, key: str) -> str:
    return next((source.label for source in check.sources if source.key == key), key)


def _item_span(check: SentenceClaims, source: CitedSource) -> Span:
    for marker in check.sentence.markers:
        for item in marker.items:
            if item.locator and source.entry.key.lower() in (item.key.lower(), source.key.lower()):
                return item.span or marker.span
    return check.sentence.markers[0].span if check.sentence.markers else check.sentence.span


def _to_evidence(score: ChunkScore, check: SentenceClaims | None = None) -> Evidence:
    chunk = score.chunk
    return Evidence(source_key=chunk.source_key, text=score.text, score=round(score.aligned, 4),
                    page=chunk.page, section=chunk.section, path=chunk.path)


def _evidence(sentence: SentenceScore) -> list[Evidence]:
    picked: list[ChunkScore] = []
    if sentence.best is not None:
        picked.append(sentence.best)
    for candidate in sentence.candidates:
        if len(picked) >= TOP_EVIDENCE:
            break
        if candidate.chunks != picked[0].chunks:
            picked.append(candidate)
    return [_to_evidence(item) for item in picked]
