"""The analysis layer between rules and models: one lint run's shared, typed results."""

from .claims import (CitedSource, Locator, SentenceClaims, parenthesised, parse_locator, quoted_with_place,
                     section_matches, snippet, where)
from .evidence import evidence_from_hits, evidence_of, evidence_of_contradiction
from .run import Analysis
from ..quoting import quote_for  # the sentence of a passage a message quotes: rules take it from here
from .support import SentenceSupport

__all__ = [
    "Analysis", "CitedSource", "Locator", "SentenceClaims", "SentenceSupport",
    "evidence_from_hits", "evidence_of", "evidence_of_contradiction", "parenthesised", "parse_locator", "quote_for",
    "quoted_with_place",
    "section_matches", "snippet", "where",
]
