"""Where a sentence stands in its paragraph, and whether the sentences around it cite.

Citations cluster: a sentence in a paragraph whose other sentences carry markers is far
more likely to need one than the same words in a paragraph of the authors' own
reasoning. The classifier reads these few numbers beside the sentence's own features;
the training scripts compute them from the data's paragraphs and the rule from the
draft's, through the same :class:`ParagraphContext`, so both see the same thing.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING, Sequence

if TYPE_CHECKING:  # pragma: no cover
    from ..document import Paragraph, Sentence

CONTEXT_FEATURES: tuple[str, ...] = (
    "first_in_paragraph",
    "last_in_paragraph",
    "relative_position",
    "paragraph_length",
    "previous_cites",
    "next_cites",
    "others_cite_share",
)


@dataclass(frozen=True)
class ParagraphContext:
    """Sentence ``position`` of a paragraph whose sentences cite (True) or not, in order.

    The sentence's own entry is ignored: the question is asked of a sentence as if it
    had no marker (a draft that forgot one), so only its neighbours' markers count."""

    position: int
    citing: tuple[bool, ...]

    @classmethod
    def alone(cls) -> "ParagraphContext":
        """No paragraph known (a sentence scored on its own): one sentence, nothing around it."""
        return cls(0, (False,))

    def __post_init__(self) -> None:
        if not 0 <= self.position < max(1, len(self.citing)):
            raise ValueError(f"position {self.position} outside a paragraph of {len(self.citing)} sentences")

    @property
    def length(self) -> int:
        return max(1, len(self.citing))

    @property
    def previous_cites(self) -> bool:
        return self.position > 0 and self.citing[self.position - 1]

    @property
    def next_cites(self) -> bool:
        return self.position + 1 < len(self.citing) and self.citing[self.position + 1]

    @property
    def others_citing(self) -> int:
        return self._others_citing(sum(self.citing))

    def _others_citing(self, citing_total: int) -> int:
        return citing_total - (1 if self.position < len(self.citing) and self.citing[self.position] else 0)

    def features(self, citing_total: int | None = None) -> list[float]:
        """The values of :data:`CONTEXT_FEATURES`, in order. ``citing_total``: how many of
        the paragraph's sentences cite, when the caller has counted them already."""
        others = self.length - 1
        others_citing = self._others_citing(sum(self.citing) if citing_total is None else citing_total)
        return [
            1.0 if self.position == 0 else 0.0,
            1.0 if self.position == self.length - 1 else 0.0,
            self.position / others if others else 0.0,
            math.log1p(self.length),
            1.0 if self.previous_cites else 0.0,
            1.0 if self.next_cites else 0.0,
            others_citing / others if others else 0.0,
        ]


def context_in(paragraph: "Paragraph", sentence: "Sentence") -> ParagraphContext:
    """The context of a draft's sentence (the paragraph's layout as parsed, even in a focused draft)."""
    if not paragraph.citing:
        return ParagraphContext.alone()
    return ParagraphContext(paragraph.position_of(sentence), paragraph.citing)


def context_matrix(contexts: Sequence[ParagraphContext]) -> list[list[float]]:
    """Every context's features; a paragraph's citing sentences are counted once, not once
    per sentence (a paragraph of 12,000 sentences made that 144 million steps)."""
    totals: dict[int, int] = {}  # by the identity of the citing tuple, alive in ``contexts``
    rows = []
    for context in contexts:
        total = totals.get(id(context.citing))
        if total is None:
            total = totals[id(context.citing)] = sum(context.citing)
        rows.append(context.features(total))
    return rows
