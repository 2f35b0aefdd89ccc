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
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # pragma: no cover
    from .reversal import ReversalDetector

CALIBRATION_FILE = "calibration.json"


DEFAULT_CONTRADICTION = 0.5  # an uncalibrated 3-way backend: P(contradict) must pass one half


@dataclass(frozen=True)
class Calibration:
    backend: str
    support: float = 0.5
    high: float = 0.75
    calibrated: bool = False
    replacement_margin: float = 0.15
    replacement_distinct: float = 0.20
    contradiction: float = DEFAULT_CONTRADICTION

    def contradicts(self, contradict: float, aligned_there: float, best_support: float,
                    limit: float | None = None) -> bool:
        """RB005's verdict: the passage's P(contradict) reaches the threshold (``limit`` when the
        user configured one) and beats both its own P(aligned) and the sentence's best support."""
        threshold = self.contradiction if limit is None else limit
        return contradict >= threshold and contradict > aligned_there and contradict > best_support

    def threshold(self, configured: float | None = None) -> float:
        """The support threshold in force: the user's ``thresholds.support``, else the calibrated one."""
        return float(configured) if configured is not None else float(self.support)

    def confidence(self, score: float, support: float | None = None) -> str:
        """High / Medium / Low for a score on this backend's scale (``support``: a configured threshold)."""
        cut = self.threshold(support)
        if score >= max(self.high, cut):
            return "High"
        if score >= cut:
            return "Medium"
        return "Low"

    def is_reliable(self, score: float, support: float | None = None) -> bool:
        return score >= self.threshold(support)

    def grade(self, score: float, support: float | None = None) -> tuple[str, bool]:
        """(confidence, reliable): the one grade of ``rblint score``, the code lens and the hover."""
        return self.confidence(score, support), self.is_reliable(score, support)

    def contradicting(self, sentence: Any, limit: float | None = None) -> Any | None:
        """The passage that contradicts a scored claim sentence (a ``SentenceScore``), or None.

        One verdict for RB005 and ``rblint check-claims``: the sentence's most contradicting
        passage must pass :meth:`contradicts` against its own support and the sentence's best.
        """
        worst = getattr(sentence, "most_contradicting", None)
        if worst is None or worst.contradict is None:
            return None
        return worst if self.contradicts(worst.contradict, worst.aligned, sentence.score, limit) else None

    def label(self, result: Any, support: float | None = None, limit: float | None = None) -> str:
        """SUPPORTED / CONTRADICTED / UNSUPPORTED for a scored claim (a ``ClaimScore``)."""
        if any(self.contradicting(sentence, limit) is not None for sentence in result.sentences):
            return "CONTRADICTED"
        return "SUPPORTED" if result.score >= self.threshold(support) else "UNSUPPORTED"


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
    def of(cls, scorer: Any, thresholds: Any = None) -> "Verdicts":
        """For ``scorer`` (its ``calibration``; an uncalibrated one for a scorer without) and
        a config's ``thresholds``."""
        calibration = getattr(scorer, "calibration", None)
        if not isinstance(calibration, Calibration):
            calibration = Calibration("uncalibrated")
        return cls(calibration, getattr(thresholds, "support", None), getattr(thresholds, "contradiction", None))

    @property
    def threshold(self) -> float:
        """The support threshold in force."""
        return self.calibration.threshold(self.support)

    def supported(self, score: float) -> bool:
        return score >= self.threshold

    def grade(self, score: float) -> tuple[str, bool]:
        """(High / Medium / Low, reliable)."""
        return self.calibration.grade(score, self.support)

    def contradicting(self, sentence: Any) -> Any | None:
        """The passage that contradicts a scored claim sentence, or None (see Calibration.contradicting)."""
        return self.calibration.contradicting(sentence, self.contradiction)

    def label(self, result: Any) -> str:
        """SUPPORTED / CONTRADICTED / UNSUPPORTED for a scored claim."""
        return self.calibration.label(result, self.support, self.contradiction)

    @property
    def replacement_margins(self) -> tuple[float, float]:
        """How much "cite X instead" must beat the cited paper and the next-best library paper by."""
        return self.calibration.replacement_margin, self.calibration.replacement_distinct


@lru_cache(maxsize=1)
def calibration_data() -> dict[str, Any]:
    try:
        text = resources.files("rblint.engine.scoring").joinpath(CALIBRATION_FILE).read_text(encoding="utf-8")
        data = json.loads(text)
    except (FileNotFoundError, OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def calibration_for(backend: str) -> Calibration:
    entry = calibration_data().get("backends", {}).get(backend)
    if not isinstance(entry, dict):
        return Calibration(backend)
    defaults = Calibration(backend)
    return Calibration(
        backend, float(entry["support"]), float(entry["high"]), True,
        replacement_margin=float(entry.get("replacement_margin", defaults.replacement_margin)),
        replacement_distinct=float(entry.get("replacement_distinct", defaults.replacement_distinct)),
        contradiction=float(entry.get("contradiction", defaults.contradiction)),
    )


def reversal_detector() -> "ReversalDetector":
    """The reversal check with its calibrated alignment threshold (``reversal.min_alignment``,
    tuned on training-side data by ``scripts/eval_contradiction.py``)."""
    from .reversal import DEFAULT_MIN_ALIGNMENT, DEFAULT_MIN_NEGATION_ALIGNMENT, ReversalDetector

    entry = calibration_data().get("reversal") or {}
    return ReversalDetector(float(entry.get("min_alignment", DEFAULT_MIN_ALIGNMENT)),
                            float(entry.get("min_negation_alignment", DEFAULT_MIN_NEGATION_ALIGNMENT)))


def embedding_map() -> tuple[float, float]:
    """(slope, intercept) of the cosine -> P(supported) logistic; identity-like when absent."""
    entry = calibration_data().get("embedding_map") or {}
    return float(entry.get("slope", 10.0)), float(entry.get("intercept", -5.0))
