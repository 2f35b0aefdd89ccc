"""Calibrated thresholds per backend, read from ``calibration.json`` beside this file.

Written by ``scripts/calibrate_claim_support.py`` from the claim_support data (the
cosine map from the TRAIN split, thresholds from the DEV split); see
docs/claim-support.md. ``support`` is RB004's threshold and ``is_reliable``'s cut;
``high`` is where the confidence level becomes High. A backend that has not been
calibrated gets 0.5 / 0.75 and ``calibrated = False`` (shown by ``rblint score``).

``replacement_margin`` / ``replacement_distinct`` gate RB004's "cite X instead": the
suggested paper must beat the cited one and the next-best library paper by them. They
depend on the backend's score scale, so ``scripts/eval_replacement_margin.py --write``
chooses them per backend on the TRAIN split; 0.15 / 0.20 otherwise.

``restates_support`` / ``restates_margin`` gate RB006's "restates paper X": the best
library paper's support and its lead over the next paper, chosen per backend on
Citation-Integrity TRAIN by ``scripts/eval_attribution.py --write`` (unset: the support
threshold and ``replacement_distinct``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Sequence

from ..diagnostics import ClaimVerdict, describe_verdict
from .calibration_file import calibration_data
from .reversal import CONTRAST

if TYPE_CHECKING:  # pragma: no cover
    from ..config import Thresholds
    from .document_score import ClaimScore, SentenceScore

DEFAULT_CONTRADICTION = 0.5  # an uncalibrated 3-way backend: P(contradict) must pass one half
HIGH_PRECISION_BAR = 0.85  # "High" confidence only where dev precision above the cut reaches this

SUPPORTED, CONTRADICTED, UNSUPPORTED = "SUPPORTED", "CONTRADICTED", "UNSUPPORTED"
REVERSAL_CHECK, THREE_WAY_HEAD, SUPPORT_THRESHOLD = "reversal check", "3-way head", "support threshold"
NUMBER_CHECK = "number check"  # a number the source states differently (RB007 reports it)
CONTRAST_CHECK = "contrast check"  # a sentence model prefers the sentence turned the other way (contrast.py)


def contradiction_words(decided_by: str) -> str:
    """How every output heads a contradicting quote: a changed number is not "the opposite"."""
    return "states another number" if decided_by == NUMBER_CHECK else "says the opposite"


def contrast_words(claim_words: str, turned_words: str) -> str:
    """What the contrast check found, in words every output uses: its "source words" are the
    sentence turned the other way, not words of the source."""
    return f"read with \"{turned_words}\" for \"{claim_words}\", this sentence fits the source (contrast check, a sentence model)"


@dataclass(frozen=True)
class Contradiction:
    """Why a claim sentence is CONTRADICTED: the passage, what it says, and which check decided."""

    chunk: Any  # the scoring Chunk the quote comes from (page, section, path)
    quote: str  # the source sentence that states the opposite, or the contradicting passage
    score: float  # the reversal's alignment, or the 3-way head's P(contradict)
    decided_by: str  # REVERSAL_CHECK, CONTRAST_CHECK, NUMBER_CHECK or THREE_WAY_HEAD
    claim_words: str | None = None  # "lowers"
    source_words: str | None = None  # "raises"

    @property
    def source_key(self) -> str:
        return str(self.chunk.source_key)


@dataclass(frozen=True)
class Verdict:
    """A claim's label, which check decided it, and how often that verdict was right on dev."""

    label: str
    backend: str
    decided_by: str
    precision: float | None  # measured on dev data for this backend and label; None: not measured

    def describe(self) -> str:
        """"SUPPORTED: support threshold, overlap backend (dev precision 0.74)"."""
        return describe_verdict(self.label, self.decided_by, self.backend, self.precision)

    def as_json(self) -> dict[str, Any]:
        return {"label": self.label, "backend": self.backend, "decided_by": self.decided_by,
                "measured_precision": None if self.precision is None else round(self.precision, 3)}


@dataclass(frozen=True)
class Calibration:
    backend: str
    support: float = 0.5
    high: float = 0.75
    calibrated: bool = False
    replacement_margin: float = 0.15
    replacement_distinct: float = 0.20
    contradiction: float = DEFAULT_CONTRADICTION
    high_precision: float | None = None  # dev precision above ``high``
    supported_precision: float | None = None  # dev precision of SUPPORTED (score >= support)
    unsupported_precision: float | None = None  # dev precision of UNSUPPORTED
    reversal_precision: float | None = None  # dev precision of the reversal check
    number_precision: float | None = None  # dev precision of the number check
    contrast_precision: float | None = None  # dev precision of the contrast check's own findings
    contradiction_precision: float | None = None  # dev precision of the 3-way head's CONTRADICTED
    restates_support: float | None = None  # RB006: a library paper restated; None: the support threshold
    restates_margin: float | None = None  # RB006: its lead over the next paper; None: replacement_distinct
    # RB006 where the search has vectors: support bar and lead, the paper's chunk cosine to the
    # sentence and that cosine's lead over any other paper's. None: words alone decide.
    restates_vector_support: float | None = None
    restates_vector_margin: float | None = None
    restates_cosine: float | None = None
    restates_cosine_lead: float | None = None
    # ... or from one sentence: the best-supported paper (the search's first) clears a support
    # bar and one sentence of its best passage is close to the sentence's vector and closer than
    # any sentence of the other papers' (a chunk's vector dilutes one sentence in 350 words:
    # a sentence copied from a PDF scores 0.6 against its chunk). None: not used.
    restates_sentence_support: float | None = None
    restates_sentence_cosine: float | None = None
    restates_sentence_lead: float | None = None
    # ... or as the one paper of the library that fits: the search's first paper clears a support
    # bar, leads the next paper's support by a wide margin, and its chunk cosine clears a lower bar
    # than the close-topic rule above needs (a small library of unrelated papers: the words and the
    # search agree, while a paraphrase's vector is diluted in its 350-word chunk). None: not used.
    restates_alone_support: float | None = None
    restates_alone_margin: float | None = None
    restates_alone_cosine: float | None = None

    def contradicts(self, contradict: float, aligned_there: float, best_support: float,
                    limit: float | None = None) -> bool:
        """RB005's verdict: the passage's P(contradict) reaches the threshold (``limit`` when the
        user configured one) and beats both its own P(aligned) and the sentence's best support."""
        threshold = self.contradiction if limit is None else limit
        return contradict >= threshold and contradict > aligned_there and contradict > best_support

    def threshold(self, configured: float | None = None) -> float:
        """The support threshold in force: the user's ``thresholds.support``, else the calibrated one."""
        return float(configured) if configured is not None else float(self.support)

    @property
    def offers_high(self) -> bool:
        """"High" is offered only where dev precision above the cut was measured at the bar:
        the overlap baseline (0.84) never says it."""
        return self.high_precision is not None and self.high_precision >= HIGH_PRECISION_BAR

    def confidence(self, score: float, support: float | None = None) -> str:
        """High / Medium / Low for a score on this backend's scale (``support``: a configured threshold)."""
        cut = self.threshold(support)
        if score >= max(self.high, cut) and self.offers_high:
            return "High"
        if score >= cut:
            return "Medium"
        return "Low"

    def is_reliable(self, score: float, support: float | None = None) -> bool:
        return score >= self.threshold(support)

    def grade(self, score: float, support: float | None = None) -> tuple[str, bool]:
        """(confidence, reliable): the one grade of ``rblint score``, the code lens and the hover."""
        return self.confidence(score, support), self.is_reliable(score, support)

    def contradicting(self, sentence: "SentenceScore", limit: float | None = None) -> Contradiction | None:
        """Why a scored claim sentence (a ``SentenceScore``) is contradicted, or None.

        One verdict for RB005, ``check-claims``, ``score`` and the hover: a source sentence
        that states the opposite (the reversal check, any backend) decides first; then a number
        the source states differently (the number check, RB007's test); else, for a 3-way
        backend, the most contradicting passage must pass :meth:`contradicts`.
        """
        reversal = sentence.reversal
        if reversal is not None:
            return Contradiction(reversal.chunk, reversal.sentence, float(reversal.alignment),
                                 CONTRAST_CHECK if reversal.kind == CONTRAST else REVERSAL_CHECK,
                                 reversal.claim_cue, reversal.source_cue)
        changed = sentence.changed_number
        if changed is not None:
            return Contradiction(changed.chunk, changed.sentence, 1.0, NUMBER_CHECK, changed.claim, changed.source)
        worst = sentence.most_contradicting
        if worst is None or worst.contradict is None:
            return None
        if not self.contradicts(worst.contradict, worst.aligned, sentence.score, limit):
            return None
        return Contradiction(worst.chunk, worst.text, float(worst.contradict), THREE_WAY_HEAD)

    def first_contradiction(self, result: "ClaimScore", limit: float | None = None) -> Contradiction | None:
        """The first sentence's contradiction of a scored claim (a ``ClaimScore``), or None."""
        return next((found for found in (self.contradicting(sentence, limit) for sentence in result.sentences)
                     if found is not None), None)

    def label(self, result: "ClaimScore", support: float | None = None, limit: float | None = None) -> str:
        """SUPPORTED / CONTRADICTED / UNSUPPORTED for a scored claim (a ``ClaimScore``)."""
        return self.verdict(result, support, limit).label

    def verdict(self, result: "ClaimScore", support: float | None = None, limit: float | None = None) -> Verdict:
        """The label with the check that decided it and that check's measured dev precision.
        SUPPORTED needs both: no contradiction found and the support threshold cleared."""
        found = self.first_contradiction(result, limit)
        if found is not None:
            precision = {REVERSAL_CHECK: self.reversal_precision, NUMBER_CHECK: self.number_precision,
                         CONTRAST_CHECK: self.contrast_precision}.get(
                found.decided_by, self.contradiction_precision)
            return Verdict(CONTRADICTED, self.backend, found.decided_by, precision)
        if result.score >= self.threshold(support):
            return Verdict(SUPPORTED, self.backend, SUPPORT_THRESHOLD, self.supported_precision if support is None else None)
        return Verdict(UNSUPPORTED, self.backend, SUPPORT_THRESHOLD, self.unsupported_precision if support is None else None)


# The [thresholds] keys the verdicts read (declared, with their ranges, by RB004 and RB005).
SUPPORT_OPTION = "support"
CONTRADICTION_OPTION = "contradiction"


@dataclass(frozen=True)
class Verdicts:
    """A backend's calibration with the user's configured thresholds applied.

    The one place a score becomes a verdict: RB004's threshold, RB005's contradiction,
    ``check-claims``' label, the grade of ``rblint score``, the hover and the code lens.
    Every front end asks this object instead of combining calibration and config itself.
    """

    calibration: Calibration
    support: float | None = None  # thresholds.support; None: the calibrated one
    contradiction: float | None = None  # thresholds.contradiction; None: the calibrated one

    @classmethod
    def of(cls, calibration: "Calibration | None", thresholds: "Thresholds | None" = None) -> "Verdicts":
        """For a scorer's ``calibration`` (an uncalibrated one where it has none) and a
        config's ``thresholds``."""
        return cls(calibration if calibration is not None else Calibration("uncalibrated"),
                   thresholds.get(SUPPORT_OPTION) if thresholds is not None else None,
                   thresholds.get(CONTRADICTION_OPTION) if thresholds is not None else None)

    @property
    def threshold(self) -> float:
        """The support threshold in force."""
        return self.calibration.threshold(self.support)

    def supported(self, score: float) -> bool:
        return score >= self.threshold

    def grade(self, score: float, contradicted: bool = False) -> tuple[str, bool]:
        """(High / Medium / Low, reliable); a text with a contradicted sentence is Low and
        unreliable whatever its support score."""
        if contradicted:
            return "Low", False
        return self.calibration.grade(score, self.support)

    def contradicting(self, sentence: "SentenceScore") -> Contradiction | None:
        """Why a scored claim sentence is contradicted, or None (see Calibration.contradicting)."""
        return self.calibration.contradicting(sentence, self.contradiction)

    def label(self, result: "ClaimScore") -> str:
        """SUPPORTED / CONTRADICTED / UNSUPPORTED for a scored claim."""
        return self.verdict(result).label

    def grade_of(self, result: "ClaimScore") -> tuple[str, bool]:
        """(confidence, reliable) of a scored claim: a contradicted claim is Low and unreliable
        whatever its support score."""
        return self.grade(float(result.score), self.contradicted(result))

    def first_contradiction(self, result: "ClaimScore") -> Contradiction | None:
        """The first contradicted sentence's contradiction of a scored claim, or None."""
        return self.calibration.first_contradiction(result, self.contradiction)

    def says_the_opposite(self, result: "ClaimScore") -> Contradiction | None:
        """The contradiction RB005 reports (a reversal, or the 3-way head's), or None: a
        changed number is RB007's finding, with the source's number as its fix."""
        found = self.first_contradiction(result)
        return None if found is None or found.decided_by == NUMBER_CHECK else found

    def contradicted(self, result: "ClaimScore") -> bool:
        """Some sentence of the scored claim is contradicted (RB005 reports it, not RB004)."""
        return self.first_contradiction(result) is not None

    def verdict(self, result: "ClaimScore") -> Verdict:
        """The label, the check that decided it, and its measured dev precision."""
        return self.calibration.verdict(result, self.support, self.contradiction)

    def claim_verdict(self, result: "ClaimScore") -> ClaimVerdict:
        """The verdict of a scored claim as a finding carries it (RB004, RB005)."""
        verdict = self.verdict(result)
        grade, reliable = self.grade_of(result)
        return ClaimVerdict(float(result.score), self.threshold, verdict.label, grade, bool(reliable),
                            verdict.backend, verdict.decided_by, verdict.precision)

    def restates(self, scores: Sequence[float], *, searched_first: bool = True, cosine: float | None = None,
                 cosine_lead: float | None = None, sentence_cosine: float | None = None,
                 sentence_lead: float | None = None) -> bool:
        """An uncited sentence restates the best library paper (its support scores, best first):
        the best clears the bar and leads the next by the margin. Two papers that fit about
        equally well are a guess, not a finding: in a first run that named every paper within
        the margin, 23 of 60 Citation-Integrity dev sentences, each restating one abstract, got
        several papers, so a wrong one in every such fix.

        Where the search has vectors and the calibration a cosine bar, the words alone do not
        decide: the paper must also be the one the hybrid search put first (``searched_first``),
        and the sentence's vector must be close to one of its chunks (``cosine``) and closer
        than to any other paper's (``cosine_lead``); without vectors (BM25 only) the words
        decide, at their own bar. Word overlap misses paraphrase and the vectors miss numbers;
        on Citation-Integrity TRAIN the two together named the right paper twice as often for
        fewer wrong ones (docs/pre-attribution.md).

        Either way, the closest single sentence may decide too (``sentence_cosine``, its lead
        ``sentence_lead``): see :meth:`wants_sentence_cosine`."""
        if self._restates_by_sentence(scores, searched_first, sentence_cosine, sentence_lead):
            return True
        if self._restates_alone(scores, searched_first, cosine, cosine_lead):
            return True
        calibration = self.calibration
        if cosine is not None and calibration.restates_cosine is not None:
            bar = calibration.restates_vector_support if calibration.restates_vector_support is not None else self.threshold
            margin = calibration.restates_vector_margin or 0.0
            return (_leads(scores, bar, margin) and searched_first and cosine >= calibration.restates_cosine
                    and cosine_lead is not None and cosine_lead >= (calibration.restates_cosine_lead or 0.0))
        bar = calibration.restates_support if calibration.restates_support is not None else self.threshold
        margin = calibration.restates_margin if calibration.restates_margin is not None else calibration.replacement_distinct
        return _leads(scores, bar, margin)

    def wants_sentence_cosine(self, scores: Sequence[float], searched_first: bool) -> bool:
        """Whether the sentence-level cosines could decide :meth:`restates` for these papers
        (so they are computed only then: a few dozen sentences embedded per asked sentence)."""
        bar = self.calibration.restates_sentence_support
        return (bar is not None and self.calibration.restates_sentence_cosine is not None and searched_first
                and _leads(scores, bar, 0.0))

    def _restates_by_sentence(self, scores: Sequence[float], searched_first: bool, cosine: float | None,
                              lead: float | None) -> bool:
        calibration = self.calibration
        return (cosine is not None and lead is not None and self.wants_sentence_cosine(scores, searched_first)
                and cosine >= (calibration.restates_sentence_cosine or 0.0)
                and lead >= (calibration.restates_sentence_lead or 0.0))

    def _restates_alone(self, scores: Sequence[float], searched_first: bool, cosine: float | None,
                        cosine_lead: float | None) -> bool:
        """The one paper of the library that fits (``restates_alone_*``): first in the search,
        far ahead of the next paper in support, its vector the closest, at a lower cosine bar. A
        paper scored alone leads by its whole support (its own sentences a draft's writer adds
        about a topic often reach only one paper, at a support of 0.4)."""
        calibration = self.calibration
        if (calibration.restates_alone_support is None or calibration.restates_alone_cosine is None
                or cosine is None or cosine_lead is None or not scores):
            return False
        lead = scores[0] - (scores[1] if len(scores) > 1 else 0.0)
        return (searched_first and scores[0] >= calibration.restates_alone_support
                and lead >= (calibration.restates_alone_margin or 0.0)
                and cosine >= calibration.restates_alone_cosine and cosine_lead >= 0.0)

    @property
    def replacement_margins(self) -> tuple[float, float]:
        """How much "cite X instead" must beat the cited paper and the next-best library paper by."""
        return self.calibration.replacement_margin, self.calibration.replacement_distinct


def calibration_for(backend: str) -> Calibration:
    data = calibration_data()
    reversal = data.get("reversal") or {}
    reversal_precision = _optional(reversal.get("dev_precision"))
    number_precision = _optional((data.get("number_check") or {}).get("dev_precision"))
    contrast_precision = _measured(data.get("contrast") or {})
    entry = data.get("backends", {}).get(backend)
    if not isinstance(entry, dict):
        return Calibration(backend, reversal_precision=reversal_precision, number_precision=number_precision,
                           contrast_precision=contrast_precision)
    defaults = Calibration(backend)
    return Calibration(
        backend, float(entry["support"]), float(entry["high"]), True,
        replacement_margin=float(entry.get("replacement_margin", defaults.replacement_margin)),
        replacement_distinct=float(entry.get("replacement_distinct", defaults.replacement_distinct)),
        contradiction=float(entry.get("contradiction", defaults.contradiction)),
        high_precision=_optional(entry.get("high_precision")),
        supported_precision=_supported_precision(entry),
        unsupported_precision=_optional(entry.get("flagged_unsupported_precision")),
        reversal_precision=reversal_precision,
        number_precision=number_precision,
        contrast_precision=contrast_precision,
        contradiction_precision=_optional(entry.get("contradiction_precision")),
        restates_support=_optional(entry.get("restates_support")),
        restates_margin=_optional(entry.get("restates_margin")),
        restates_vector_support=_optional(entry.get("restates_vector_support")),
        restates_vector_margin=_optional(entry.get("restates_vector_margin")),
        restates_cosine=_optional(entry.get("restates_cosine")),
        restates_cosine_lead=_optional(entry.get("restates_cosine_lead")),
        restates_sentence_support=_optional(entry.get("restates_sentence_support")),
        restates_sentence_cosine=_optional(entry.get("restates_sentence_cosine")),
        restates_sentence_lead=_optional(entry.get("restates_sentence_lead")),
        restates_alone_support=_optional(entry.get("restates_alone_support")),
        restates_alone_margin=_optional(entry.get("restates_alone_margin")),
        restates_alone_cosine=_optional(entry.get("restates_alone_cosine")),
    )


def _leads(scores: Sequence[float], bar: float, margin: float) -> bool:
    """The best support clears ``bar`` and leads the next by ``margin``."""
    return bool(scores) and scores[0] >= bar and (len(scores) == 1 or scores[0] - scores[1] >= margin)


MIN_FINDINGS = 30  # a precision measured on fewer dev findings is not printed as one


def _measured(entry: dict[str, Any]) -> float | None:
    """A check's dev precision, or None when too few dev findings measure it (8 of 8 is
    not "precision 1.00")."""
    findings = entry.get("dev_findings")
    if isinstance(findings, int) and findings < MIN_FINDINGS:
        return None
    return _optional(entry.get("dev_precision"))


def _optional(value: Any) -> float | None:
    return float(value) if isinstance(value, (int, float)) else None


def _supported_precision(entry: dict[str, Any]) -> float | None:
    """Dev precision of SUPPORTED from the calibration's counts and rates at the threshold."""
    try:
        positives = float(entry["dev_support"])
        negatives = float(entry["dev_claims"]) - positives
        true_hits, false_hits = float(entry["support_tpr"]) * positives, float(entry["support_fpr"]) * negatives
    except (KeyError, TypeError, ValueError):
        return None
    return true_hits / (true_hits + false_hits) if true_hits + false_hits > 0 else None


def embedding_map() -> tuple[float, float]:
    """(slope, intercept) of the cosine -> P(supported) logistic; identity-like when absent."""
    entry = calibration_data().get("embedding_map") or {}
    return float(entry.get("slope", 10.0)), float(entry.get("intercept", -5.0))
