"""One module per rule. ``ALL_RULES`` is the registry the engine reads."""

from __future__ import annotations

from rblint.engine.rule import Rule

from .rb001_missing_citation import MissingCitation
from .rb002_invented_marker import InventedMarker
from .rb003_missing_source import MissingSource
from .rb008_unused_reference import UnusedReference
from .rb004_unsupported_claim import UnsupportedClaim
from .rb005_contradicted_claim import ContradictedClaim
from .rb007_number_mismatch import NumberMismatch
from .rb006_needs_reference import NeedsReference
from .rb009_misquote import Misquote
from .rb010_source_mismatch import SourceMismatch
from .rb011_retracted_source import RetractedSource
from .rb012_needs_several_references import NeedsSeveralReferences
from .rb013_named_author_not_cited import NamedAuthorNotCited
from .rb014_contradicts_own_numbers import ContradictsOwnNumbers

ALL_RULES: list[type[Rule]] = [
    MissingCitation,
    InventedMarker,
    MissingSource,
    UnusedReference,
    UnsupportedClaim,
    ContradictedClaim,
    NumberMismatch,
    NeedsReference,
    Misquote,
    SourceMismatch,
    RetractedSource,
    NeedsSeveralReferences,
    NamedAuthorNotCited,
    ContradictsOwnNumbers,
]

__all__ = ["ALL_RULES"]
