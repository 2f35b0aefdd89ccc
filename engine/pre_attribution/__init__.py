"""Pre-attribution: does a sentence need zero, one or several references? (SAFE-style).

``load_classifier`` is what :class:`rblint.engine.services.Services` calls; the model
ships as JSON + npz in ``data/`` and loads without pickle.
"""

from __future__ import annotations

from .labels import CLASS_NAMES, label_of, reference_count, strip_markers
from .model import CitationNeedClassifier, ModelFormatError, Prediction, load_classifier

__all__ = [
    "CLASS_NAMES",
    "CitationNeedClassifier",
    "ModelFormatError",
    "Prediction",
    "label_of",
    "load_classifier",
    "reference_count",
    "strip_markers",
]
