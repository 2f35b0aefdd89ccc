"""RB004 unsupported-claim: a cited sentence its cited sources do not support (AlignScore-style)."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Iterable

from rblint.engine.citing import marker_replacement
from rblint.engine.diagnostics import Diagnostic, Evidence, Fix, Severity
from rblint.engine.document import Span
from rblint.engine.analysis import evidence_of, parenthesised, quoted_with_place, where
from rblint.engine.rule import Phase, Rule, RuleContext, RuleOption, Scope

if TYPE_CHECKING:  # pragma: no cover - names for annotations only
    from rblint.engine.analysis import CitedSource, SentenceClaims
    from rblint.engine.scoring.document_score import ChunkScore, SentenceScore


TOP_EVIDENCE = 3

MAX_SCORE_DIGITS = 6  # a score this close to its threshold prints at most so many decimals


class UnsupportedClaim(Rule):
    code = "RB004"
    name = "unsupported-claim"
    summary = "A cited sentence scores below the support threshold against the sources it cites."
    needs = "the cited sources' files"
    default_severity = Severity.WARNING
    phase = Phase.MODEL
    uses_embeddings = True
    scope = Scope.SENTENCE
    # the key the engine's Verdicts read (engine/scoring/calibration.py: SUPPORT_OPTION)
    options = (RuleOption("support", "a cited sentence scoring below this is unsupported "
                                     "(unset: the backend's calibrated threshold)"),)
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

Quick fix: when the sentence cites one work and another paper in the library (entries
with files, and the sources in the `papers` folders) clears the threshold, beats the cited one
by a margin and the next-best library paper by a second margin, "Cite X instead"
replaces the marker in the draft's own style (and adds a numbered reference line when
the paper has no number yet). When two papers fit about equally, naming one would be a
guess, so no fix is offered. The margins are chosen per backend on labelled citations
(overlap, the default: 0.20 and 0.175); on real sentences cited to the wrong paper the
suggestion named the right paper 15 times in 17 (docs/claim-support.md).

A sentence whose source states the opposite is reported by RB005 instead, once.

Sources that cannot be read are skipped here (RB003 reports them).
"""
    bad_example = """
Dropout doubles the accuracy of every network [@srivastava2014].
"""
    good_example = """
Dropout reduces overfitting in large networks [@srivastava2014].
"""

    def check(self, context: RuleContext) -> Iterable[Diagnostic]:
        analysis = context.analysis
        skipped = analysis.skipped_sentences
        if skipped:
            limit = context.config.model.max_sentences
            yield self.diagnostic(
                context, skipped[0].span,
                f"The model rules checked the first {limit} cited sentences of this draft (model.max-sentences); "
                f"{len(skipped)} more, from here on, were not checked", severity=Severity.INFO)
        checks = analysis.scored_sentences()
        yield from self._unreadable(context)
        if not checks:
            return
        scorer = context.services.scorer
        threshold = analysis.verdicts.threshold
        for check in checks:
            result = check.result
            if result is None or not result.sentences:
                continue
            sentence = result.sentences[0]
            if not analysis.verdicts.supported(result.score) and not analysis.verdicts.contradicted(result):
                diagnostic = self._unsupported(context, check, sentence, result.score, threshold, scorer.model_id)
                fix = _replacement_fix(context, check, result.score, threshold)
                yield diagnostic if fix is None else replace(diagnostic, fixes=(fix,))
            yield from self._locator_hints(context, check, sentence, threshold)

    def _unreadable(self, context: RuleContext) -> Iterable[Diagnostic]:
        """A claim whose every cited source passed RB003's quick check but could not be read
        in full (a font without a text map, a corrupt stream): said, not skipped in silence."""
        from rblint.engine.sources import check_source

        for check in context.analysis.unreadable_sentences:
            unseen = [(label, reason) for label, reason, path in check.unread
                      if check_source(path, context.config) is None]  # RB003 reports the others
            if not unseen:
                continue
            parts = "; ".join(f"{label}: {reason}" for label, reason in unseen)
            yield self.diagnostic(context, check.sentence.span,
                                  f"This claim cannot be checked: its source could not be read ({parts})")

    def _unsupported(self, context: RuleContext, check: SentenceClaims, sentence: SentenceScore,
                     score: float, threshold: float, model_id: str) -> Diagnostic:
        labels = ", ".join(source.label for source in check.sources)
        # as many decimals as tell the two apart: "0.38 < 0.38" (or "0.381 < 0.381") reads as a contradiction
        digits = 2
        while digits < MAX_SCORE_DIGITS and f"{score:.{digits}f}" == f"{threshold:.{digits}f}":
            digits += 1
        message = f"Claim not supported by {labels}: score {score:.{digits}f} < {threshold:.{digits}f}"
        best = sentence.best
        if best is not None:
            origin = " + ".join(dict.fromkeys(check.label_for(chunk.source_key) for chunk in best.chunks))
            place, quote = quoted_with_place(check.sentence.plain, best, 140)
            message += f"; best evidence in {origin}{parenthesised(place)}: \"{quote}\""
        if len(check.sources) > 1:
            parts = ", ".join(f"{check.label_for(key)} {value:.2f}" for key, value in sentence.by_source.items())
            message += f" [per source: {parts}]"
        verdict = context.analysis.verdicts.claim_verdict(check.result) if check.result is not None else None
        return self.diagnostic(context, check.sentence.span, message, evidence=_evidence(sentence), verdict=verdict)

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
                                  evidence=[evidence_of(mine[0], digits=4)])


def _replacement_fix(context: RuleContext, check: SentenceClaims, score: float, threshold: float) -> Fix | None:
    """"Cite X instead": only for one marker citing one work, and only when another paper in
    the library clears the threshold and beats the cited one by a clear margin."""
    markers = check.sentence.markers
    if len(markers) != 1 or len(markers[0].items) != 1 or markers[0].narrative or len(check.sources) != 1:
        return None
    try:
        alternatives = context.analysis.alternatives(check.claim, [source.entry for source in check.sources])
    except Exception:  # noqa: BLE001 - a suggestion must never cost the diagnostic
        return None
    if not alternatives:
        return None
    best = alternatives[0]
    if best.entry is None:  # a papers-folder file no entry names: nothing to cite it as
        return None
    runner_up = alternatives[1].score if len(alternatives) > 1 else None
    over_cited, over_runner_up = context.analysis.verdicts.replacement_margins
    if best.score < threshold or best.score < score + over_cited:
        return None
    if runner_up is not None and best.score < runner_up + over_runner_up:
        return None  # two papers fit about equally: naming one would be a guess
    replacement = marker_replacement(context.draft, context.bibliography, markers[0], best.entry)
    if replacement is None:
        return None
    new_marker, edits = replacement
    place = where(best.best.chunk) if best.best is not None else ""
    return Fix(
        title=f"Cite {best.entry.label()} instead of {check.sources[0].label} (support {best.score:.2f} vs {score:.2f})",
        edits=edits,
        data={"key": best.entry.key, "marker": new_marker, "score": round(best.score, 4),
              "cited_score": round(score, 4), "runner_up_score": None if runner_up is None else round(runner_up, 4),
              "place": place or None,
              "passage": best.best.text if best.best is not None else None},
    )


def _item_span(check: SentenceClaims, source: CitedSource) -> Span:
    for marker in check.sentence.markers:
        for item in marker.items:
            if item.locator and source.entry.key.lower() in (item.key.lower(), source.key.lower()):
                return item.span or marker.span
    return check.sentence.markers[0].span if check.sentence.markers else check.sentence.span


def _evidence(sentence: SentenceScore) -> list[Evidence]:
    picked: list[ChunkScore] = []
    if sentence.best is not None:
        picked.append(sentence.best)
    for candidate in sentence.candidates:
        if len(picked) >= TOP_EVIDENCE:
            break
        if candidate.chunks != picked[0].chunks:
            picked.append(candidate)
    return [evidence_of(item, digits=4) for item in picked]
