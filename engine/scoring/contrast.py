"""The contrast check: RB005's second path, for reversals the word-level check cannot see.

Why: the reversal check (``reversal.py``) needs the reversed finding's words to line up
with one source sentence. A 3-way sentence model reads paraphrase, but on its own it is a
poor judge of reversals: its P(contradict) is high for many supported sentences too (on the
training-side checks, flagging at 0.9 added 2-7% false flags). Asked about the sentence and
about the sentence turned the other way (``polarity.py``: "does not improve" -> "does
improve"), its bias cancels: when the source sentence makes the model far more sure that the
sentence is contradicted than that its opposite is, the sentence is reversed.

For each claim sentence the reversal check found nothing for, the best-aligned source
sentences (the same ranking, ``reversal.ranked_sentences``) are scored against the sentence
and its turn in one batched model call; the first whose margin P(contradict | sentence) -
P(contradict | turn) reaches ``min_margin``, from an alignment of at least ``min_alignment``,
is the reversal, unless another sentence aligned half as well says what the claim says (the
word-level check's veto, ``reversal.stated_by_another``). Both thresholds are chosen on training-side data by
``scripts/eval_contradiction.py`` and live in calibration.json (``contrast``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from .base import PairScorer
from .calibration_file import calibration_data
from .chunking import Chunk
from .polarity import Turn, turned
from .reading import COMPARATIVES, names_the_other_operand, states_a_negation
from .reversal import CONTRAST, Aligned, Reversal, ranked_sentences, restricts_another, stated_by_another

DEFAULT_MIN_MARGIN = 0.9  # uncalibrated: only a near-certain preference for the opposite
DEFAULT_MIN_ALIGNMENT = 0.2
SENTENCES_ASKED = 2  # best-aligned source sentences the model is asked about per claim sentence


@dataclass(frozen=True)
class ContrastThresholds:
    min_margin: float = DEFAULT_MIN_MARGIN
    min_alignment: float = DEFAULT_MIN_ALIGNMENT
    sentences: int = SENTENCES_ASKED


def calibrated_thresholds() -> ContrastThresholds:
    """``contrast`` in calibration.json (tuned on training-side data), else the defaults."""
    entry = calibration_data().get("contrast") or {}
    return ContrastThresholds(float(entry.get("min_margin", DEFAULT_MIN_MARGIN)),
                              float(entry.get("min_alignment", DEFAULT_MIN_ALIGNMENT)),
                              int(entry.get("sentences", SENTENCES_ASKED)))


@dataclass(frozen=True)
class ContrastMargin:
    """What the model said about one source sentence: the margin the verdict reads."""

    aligned: Aligned
    turn: Turn
    margin: float  # P(contradict | sentence) - P(contradict | turn)
    vetoed: bool = False  # another sentence aligned half as well says what the claim says, or this one
    # restricts the verb the claim denies to another object ("adjust only PM probe intensities")


class ContrastCheck:
    """Finds reversals with a 3-way pair scorer (module doc). ``judge`` is any
    :class:`PairScorer` with a contradiction column (normally align-mini behind the cache)."""

    def __init__(self, judge: PairScorer, thresholds: ContrastThresholds | None = None) -> None:
        self.judge = judge
        self.thresholds = thresholds if thresholds is not None else calibrated_thresholds()

    def margins(self, requests: Sequence[tuple[str, Sequence[Chunk]]]) -> list[list[ContrastMargin]]:
        """Per claim sentence, the margins of its best-aligned sentences (threshold-free: the
        evaluation grids over them). One model call for every request."""
        asked: list[tuple[int, Aligned, Turn, bool]] = []
        for index, (claim, chunks) in enumerate(requests):
            turn = turned(claim)
            if turn is None:
                continue
            ranked = ranked_sentences(claim, chunks)
            for aligned in ranked[: self.thresholds.sentences]:
                if aligned.score >= self.thresholds.min_alignment:  # below it the answer cannot count
                    vetoed = (stated_by_another(claim, ranked, aligned, turn.said)
                              or restricts_another(claim, aligned.text))
                    asked.append((index, aligned, turn, vetoed))
        found: list[list[ContrastMargin]] = [[] for _ in requests]
        if not asked:
            return found
        contexts = [aligned.text for _, aligned, _, _ in asked for _ in (0, 1)]
        claims = [text for index, _, turn, _ in asked for text in (requests[index][0], turn.text)]
        scores = self.judge.score(contexts, claims)
        if scores.contradict is None:
            return found
        for position, (index, aligned, turn, vetoed) in enumerate(asked):
            margin = float(scores.contradict[2 * position]) - float(scores.contradict[2 * position + 1])
            found[index].append(ContrastMargin(aligned, turn, round(margin, 6), vetoed))
        return found

    def find_many(self, requests: Sequence[tuple[str, Sequence[Chunk]]]) -> list[Reversal | None]:
        """The reversal of each claim sentence by the thresholds, or None."""
        return [self.decide(margins) for margins in self.margins(requests)]

    def decide(self, margins: Sequence[ContrastMargin]) -> Reversal | None:
        """The first asked sentence whose margin and alignment pass the thresholds, unless a
        sentence aligned better fits the claim better than its turn (a negative margin): the
        paper's "prior work has not thoroughly modeled the table structures", aligned 1.0, is
        not outweighed by a related sentence at 0.33 the model reads the other way."""
        for item in margins:
            if item.aligned.score < self.thresholds.min_alignment:
                continue
            if item.margin >= self.thresholds.min_margin and not _same_negation(item) and not item.vetoed \
                    and not _converse(item):
                return Reversal(item.aligned.chunk, item.aligned.text, round(item.aligned.score, 4),
                                item.turn.said, item.turn.turned, CONTRAST)
            if item.margin < 0.0:
                return None
        return None


_NEGATORS = frozenset({"not", "no", "never", "cannot"})


def _converse(item: ContrastMargin) -> bool:
    """The turn makes the claim's comparative the source's ("less often" -> "more often"), and the
    source names its other operand where the claim names none: "used the Key Question Index and
    Answer Gists more often than the Section Gists and Term Definitions" against "used the Section
    Gists and Term Definitions much less often" (a fresh draft's false error) says what the claim
    says, of the other operand; the model prefers the turn for the words it shares."""
    turned = item.turn.turned.lower()
    return turned in COMPARATIVES and names_the_other_operand(item.aligned.text, turned) \
        and not names_the_other_operand(item.turn.text, turned)


def _same_negation(item: ContrastMargin) -> bool:
    """The turn takes a negation away ("is not enough" -> "is enough") and the source sentence
    negates too, in words of its own ("which is insufficient because ..."): the model's
    preference for the turn is no evidence that the source says the opposite."""
    said = set(item.turn.said.lower().replace("n't", " not").split())
    return bool(said & _NEGATORS) and states_a_negation(item.aligned.text)
