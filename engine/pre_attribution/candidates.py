"""The sentences the pre-attribution rules ask the classifier about.

RB006 asks of sentences citing nothing, RB012 of sentences citing exactly one work;
both skip the same exempt sentences (own contributions, transitions, captions...) and
both hand the classifier each sentence's place among its paragraph's citations.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

from ..document import Draft, Sentence
from .context import ParagraphContext, context_in
from .exemptions import exemption
from .model import Prediction


@dataclass(frozen=True)
class Candidate:
    sentence: Sentence
    context: ParagraphContext


def cited_works(sentence: Sentence) -> int:
    """Distinct works cited in the sentence (numeric ranges are already expanded to items)."""
    return len({(marker.style, key) for marker in sentence.markers for key in marker.keys})


def candidates(draft: Draft, works: int) -> list[Candidate]:
    """Non-exempt sentences of ``draft`` that cite exactly ``works`` distinct works."""
    found: list[Candidate] = []
    for sentence in draft.sentences:
        if cited_works(sentence) != works:
            continue
        paragraph = draft.paragraphs[sentence.paragraph_index]
        if exemption(sentence.plain, paragraph.kind) is not None:
            continue
        found.append(Candidate(sentence, context_in(paragraph, sentence)))
    return found


def predicted(draft: Draft, works: int, services: Any,
              text_of: Callable[[Candidate], str] | None = None) -> list[tuple[Candidate, Prediction]]:
    """The candidates citing ``works`` works, each with the classifier's prediction (one
    batch; the classifier is loaded only when there is a candidate). ``text_of``: what the
    classifier reads of a candidate, where not its plain text."""
    found = candidates(draft, works)
    if not found:
        return []
    texts = [item.sentence.plain if text_of is None else text_of(item) for item in found]
    predictions = services.citation_classifier.predict(texts, [item.context for item in found])
    return list(zip(found, predictions))
