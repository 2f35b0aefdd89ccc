"""The AlignScore formula, with pruning, several sources and SAFE-style quote pairs.

``score(source, claim)``: the source is split into ~350-token chunks at sentence
boundaries, the claim into sentences; each claim sentence takes the max P(aligned) over
chunks; the document score is the mean over claim sentences (AlignScore ``nli_sp``).

Context unit: AlignScore's unit is the chunk. A backend trained on short contexts
(align-mini v2) declares ``context_unit = "window"``: each claim sentence is then
scored against the best evidence windows (2 consecutive sentences) inside its top-k
chunks, ranked by the same hybrid retrieval - train and infer at the same lengths.
Quote pairs are a chunk-unit device and are not tried on windows.

Differences, all optional: (1) pruning -- a sentence is scored only against the top-k
chunks of a hybrid retrieval, not all of them (``exhaustive=True`` restores the
reference); (2) several cited sources are scored as their union, and the breakdown keeps
each source's own score; (3) quote pairs -- when no single chunk supports a sentence,
pairs of the top candidate chunks (concatenated) are tried, O(m^2) for m <= 3; (4) the
reversal check (``reversal.py``) -- a scored passage's sentence that states the opposite
of the claim sentence scales its score by ``1 - alignment`` and is kept on the
``SentenceScore`` for RB005 and the verdicts; (5) the number check (``numbers.py``, RB007's
own test) -- a claim number that no source states, where a source states another number
about the same thing, is kept on the ``SentenceScore``: the verdict is CONTRADICTED, not
SUPPORTED, however well the words match.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Callable, Sequence

from .base import PairScorer, ScorerError
from .chunking import CONTEXT_UNITS, Chunk, chunk_text, split_sentences, windows_of
from .abbreviations import defined_abbreviations
from .counts import counts
from .numbers import SourceNumbers, changed_number, numbers_in, quantities, worth_checking
from .overlap import content_tokens
from .retrieval import LocalHybridRetriever, Retriever
from .contrast import ContrastCheck
from .reversal import Reversal, ReversalDetector, calibrated_detector

QUOTE_PAIR_CANDIDATES = 3
WINDOW_TOP_K = 6  # evidence windows per claim sentence and source (context unit "window")
# Passages per source the reversal check reads when the scorer is pruned to top_k: a finding is
# often stated where the claim's other words are not (an abstract's summary of a result), and
# reading sentences costs no model pair. See docs/claim-support.md.
REVERSAL_DEPTH = 8


_FINDINGS_SECTIONS = re.compile(r"^\W*(?:[0-9ivxIVX]+\.?\s+)?(abstract|summary|conclusions?|concluding|discussion)\b",
                                re.IGNORECASE)


def _states_findings(chunk: Chunk) -> bool:
    """A passage of the abstract or the conclusions: where a paper states its findings in
    words a claim's other words may not share ("The calculated spectra are in quite good
    agreement with the experimental data", ranked 41st of 52 passages by the claim's words)."""
    return bool(chunk.section) and _FINDINGS_SECTIONS.match(chunk.section or "") is not None


@dataclass(frozen=True)
class Source:
    """One cited source's chunks and, optionally, how to retrieve among them."""

    key: str
    chunks: Sequence[Chunk]
    retriever: Retriever | None = None
    # The numbers the source prints (RB007's index of the whole document); None: read from the chunks.
    numbers: SourceNumbers | None = None


@dataclass(frozen=True)
class NumberChange:
    """A claim sentence's number that its sources state differently, and where they state it."""

    chunk: Chunk
    claim: str  # as the claim writes it ("12.4")
    source: str  # as the source prints it ("9.4")
    sentence: str  # the source sentence that states it


@dataclass(frozen=True)
class ChunkScore:
    """Scores of one claim sentence against one chunk (or a quote pair of two chunks)."""

    chunks: tuple[Chunk, ...]
    aligned: float
    neutral: float | None = None
    contradict: float | None = None

    @property
    def chunk(self) -> Chunk:
        return self.chunks[0]

    @property
    def source_key(self) -> str:
        return self.chunks[0].source_key

    @property
    def text(self) -> str:
        return " […] ".join(chunk.text for chunk in self.chunks)

    @property
    def is_pair(self) -> bool:
        return len(self.chunks) > 1


@dataclass
class SentenceScore:
    index: int
    text: str
    score: float  # max P(aligned) over the chunks it was scored against
    best: ChunkScore | None
    candidates: list[ChunkScore] = field(default_factory=list)  # single chunks, best first
    most_contradicting: ChunkScore | None = None
    by_source: dict[str, float] = field(default_factory=dict)  # the same max, per source
    reversal: Reversal | None = None  # a source sentence that states the opposite (any backend)
    model_score: float | None = None  # the backend's score before a reversal lowered it
    changed_number: NumberChange | None = None  # a number the sources state differently

    @property
    def supporting_source(self) -> str | None:
        return self.best.source_key if self.best is not None else None


@dataclass
class ClaimScore:
    """A claim's score against its sources, with everything needed to explain it."""

    score: float
    sentences: list[SentenceScore]
    num_chunks: int
    source_scores: dict[str, float]
    model_id: str
    pruned: bool

    @property
    def contradiction(self) -> float | None:
        """Max P(contradict) over sentences (None for backends without a 3-way head)."""
        values = [s.most_contradicting.contradict for s in self.sentences
                  if s.most_contradicting is not None and s.most_contradicting.contradict is not None]
        return max(values) if values else None

    @property
    def best_source(self) -> str | None:
        return max(self.source_scores, key=lambda key: self.source_scores[key]) if self.source_scores else None


@dataclass
class _Plan:
    sentences: list[str]
    chosen: list[list[Chunk]] = field(default_factory=list)
    searched: list[list[Chunk]] = field(default_factory=list)  # what the reversal check reads, per sentence
    spelled_out: dict[str, str] = field(default_factory=dict)  # abbreviations the claim's sources define
    pruned: bool = False


COPIED_SHARE = 0.8  # of a claim sentence's content words, in one source sentence: a near-verbatim copy
MIN_COPIED_WORDS = 5


def _copied_from(sentence: str, chunks: Sequence[Chunk]) -> list[Chunk]:
    """The first of ``chunks`` (read for the reversal check, not scored) holding a sentence with
    most of ``sentence``'s content words: a passage the search ranked low though the claim copies
    it ("Tagging 80 instances took one of the authors about 25 minutes", ranked seventh among
    passages about tagging instances, and the claim was called unsupported). It is scored too."""
    wanted = content_tokens(sentence)
    if len(wanted) < MIN_COPIED_WORDS:
        return []
    for chunk in chunks:
        passage, sentences = _passage_tokens(chunk.text)
        if len(wanted & passage) < COPIED_SHARE * len(wanted):
            continue  # the whole passage lacks them: no sentence of it can hold them
        if any(len(wanted & tokens) >= COPIED_SHARE * len(wanted) for tokens in sentences):
            return [chunk]
    return []


@lru_cache(maxsize=4096)
def _passage_tokens(text: str) -> tuple[frozenset[str], tuple[frozenset[str], ...]]:
    """A passage's content words, whole and by sentence: read once, not once per claim sentence."""
    return frozenset(content_tokens(text)), tuple(frozenset(content_tokens(part)) for part in split_sentences(text))


class DocumentScorer:
    """Applies the formula over any :class:`PairScorer` (normally the cached one)."""

    def __init__(
        self, pair_scorer: PairScorer, *, top_k: int = 3, exhaustive: bool = False,
        retriever: Retriever | None = None, embedder_factory: Callable[[], object] | None = None,
        context_unit: str = "chunk", window_top_k: int = WINDOW_TOP_K,
        reversals: ReversalDetector | None = None, contrast: ContrastCheck | None = None,
        reversal_depth: int = REVERSAL_DEPTH,
    ) -> None:
        if context_unit not in CONTEXT_UNITS:
            raise ValueError(f"context_unit must be one of {CONTEXT_UNITS}, not {context_unit!r}")
        self.pair_scorer = pair_scorer
        self.top_k = top_k
        self.exhaustive = exhaustive
        self.retriever: Retriever = retriever or LocalHybridRetriever(embedder_factory)
        self.context_unit = context_unit
        self.window_top_k = window_top_k
        self.reversals = reversals if reversals is not None else calibrated_detector()
        self.contrast = contrast  # RB005's model path (contrast.py); None: the word-level check alone
        self.reversal_depth = reversal_depth  # passages per source the reversal check reads when pruned
        self.problems: list[str] = []  # what went wrong on an optional path (said once, never fatal)
        self._windows: dict[tuple[str, int, str], list[Chunk]] = {}

    def score_text(self, source: str, claim: str, **options: object) -> ClaimScore:
        """AlignScore's ``score(context, claim)`` for plain text."""
        return self.score_claim(claim, [Source("", chunk_text(source))], **options)  # type: ignore[arg-type]

    def score_claim(
        self, claim: str | Sequence[str], sources: Sequence[Source], *, top_k: int | None = None,
        exhaustive: bool | None = None, quote_pairs: bool = False, pair_below: float = 0.5,
    ) -> ClaimScore:
        """Score ``claim`` (text, or its sentences) against the union of ``sources``."""
        return self.score_claims([(claim, sources)], top_k=top_k, exhaustive=exhaustive,
                                 quote_pairs=quote_pairs, pair_below=pair_below)[0]

    def score_claims(
        self, requests: Sequence[tuple[str | Sequence[str], Sequence[Source]]], *, top_k: int | None = None,
        exhaustive: bool | None = None, quote_pairs: bool = False, pair_below: float = 0.5,
    ) -> list[ClaimScore]:
        """Many claims at once: every pair of every claim goes to the model in one call,
        so a draft's sentences share length-sorted batches instead of many small ones."""
        k = self.top_k if top_k is None else top_k
        full = self.exhaustive if exhaustive is None else exhaustive
        plans = [self._plan(claim, sources, k, full) for claim, sources in requests]
        contexts = [chunk.text for plan in plans for chosen in plan.chosen for chunk in chosen]
        claims = [sentence for plan in plans for sentence, chosen in zip(plan.sentences, plan.chosen) for _ in chosen]
        scores = self.pair_scorer.score(contexts, claims)
        cursor = 0
        scored_plans: list[list[SentenceScore]] = []
        for plan, (_, sources) in zip(plans, requests):
            results: list[SentenceScore] = []
            for index, (sentence, chosen) in enumerate(zip(plan.sentences, plan.chosen)):
                candidates = []
                for chunk in chosen:
                    row = scores[cursor]
                    cursor += 1
                    candidates.append(ChunkScore((chunk,), row.aligned, row.neutral, row.contradict))
                scored = self._sentence(index, sentence, candidates, [s.key for s in sources])
                self._check_reversal(scored, plan.searched[index], plan.spelled_out)
                results.append(scored)
            scored_plans.append(results)
        self._check_contrast([sentence for results in scored_plans for sentence in results])
        out: list[ClaimScore] = []
        numbers: dict[int, SourceNumbers] = {}  # each source's numbers, read once per call
        for results, plan, (_, sources) in zip(scored_plans, plans, requests):
            for scored in results:
                self._check_numbers(scored, sources, numbers)
            if quote_pairs and self.context_unit == "chunk":
                self._try_quote_pairs(results, pair_below)
            source_scores = {
                source.key: (sum(s.by_source.get(source.key, 0.0) for s in results) / len(results) if results else 0.0)
                for source in sources
            }
            total = sum(s.score for s in results) / len(results) if results else 0.0
            out.append(ClaimScore(total, results, sum(len(s.chunks) for s in sources), source_scores,
                                  self.pair_scorer.model_id, plan.pruned))
        return out

    def _plan(self, claim: str | Sequence[str], sources: Sequence[Source], k: int, full: bool) -> "_Plan":
        """Claim sentences and, per sentence, the chunks to score (pruning happens here)."""
        sentences = split_sentences(claim) if isinstance(claim, str) else [s for s in claim if s.strip()]
        # the abbreviations each source defines (each passage is read once: ``abbreviations.py``)
        plan = _Plan(sentences, spelled_out={
            abbreviation: long_form for source in sources
            for abbreviation, long_form in defined_abbreviations(chunk.text for chunk in source.chunks).items()})
        findings = [[chunk for chunk in source.chunks if _states_findings(chunk)] for source in sources]
        for sentence in sentences:
            chosen: list[Chunk] = []
            searched: list[Chunk] = []
            for source, stated in zip(sources, findings):
                chunks = list(source.chunks)
                if full or len(chunks) <= k:
                    picked = read = chunks
                else:
                    plan.pruned = True
                    retriever = source.retriever or self.retriever
                    # the scored passages are what a search for k returns (a locator's passages
                    # included); the reversal check also reads the next ones, up to the depth
                    picked = [chunks[position] for position in retriever(sentence, chunks, k)]
                    if len(chunks) <= self.reversal_depth:
                        read = chunks
                    else:
                        further = [chunks[position] for position in retriever(sentence, chunks, self.reversal_depth)]
                        read = picked + [chunk for chunk in dict.fromkeys(further + stated) if chunk not in picked]
                    picked = picked + _copied_from(sentence, [chunk for chunk in read if chunk not in picked])
                chosen.extend(self._best_windows(sentence, picked) if self.context_unit == "window" else picked)
                searched.extend(read)
            plan.chosen.append(chosen)
            plan.searched.append(searched)
        return plan

    def _best_windows(self, sentence: str, chunks: Sequence[Chunk]) -> list[Chunk]:
        """The ``window_top_k`` evidence windows of ``chunks`` that retrieval ranks best for ``sentence``."""
        windows: list[Chunk] = []
        for chunk in chunks:
            key = (chunk.source_key, chunk.index, chunk.text)
            if key not in self._windows:
                if len(self._windows) > 20_000:
                    self._windows.clear()
                self._windows[key] = windows_of(chunk)
            windows.extend(self._windows[key])
        if len(windows) <= self.window_top_k:
            return windows
        return [windows[position] for position in self.retriever(sentence, windows, self.window_top_k)]

    @staticmethod
    def _sentence(index: int, text: str, candidates: list[ChunkScore], keys: list[str]) -> SentenceScore:
        ordered = sorted(candidates, key=lambda c: (-c.aligned, c.chunk.source_key, c.chunk.index))
        best = ordered[0] if ordered else None
        with_contra = [c for c in candidates if c.contradict is not None]
        contra = max(with_contra, key=lambda c: c.contradict or 0.0) if with_contra else None
        by_source = {key: max((c.aligned for c in candidates if c.source_key == key), default=0.0) for key in keys}
        return SentenceScore(index, text, best.aligned if best else 0.0, best, ordered, contra, by_source)

    def _check_reversal(self, sentence: SentenceScore, searched: Sequence[Chunk], spelled_out: dict[str, str]) -> None:
        """Look for a source sentence that states the opposite among the scored passages, then
        among those retrieval ranked next (``searched``, when pruned); when one is found the
        support score is scaled by ``1 - alignment``: a close paraphrase with the finding
        reversed is evidence against the claim, not for it. ``spelled_out``: the abbreviations
        the sources define anywhere (a methods section the search did not rank)."""
        reversal = self.reversals.find(sentence.text, [candidate.chunk for candidate in sentence.candidates], searched,
                                       spelled_out)
        if reversal is not None:
            self._apply_reversal(sentence, reversal)

    def _check_contrast(self, sentences: Sequence[SentenceScore]) -> None:
        """The contrast check for every sentence the word-level check found nothing for, in
        one model call (``contrast.py``)."""
        if self.contrast is None:
            return
        pending = [sentence for sentence in sentences if sentence.reversal is None and sentence.candidates]
        try:
            found = self.contrast.find_many([(sentence.text, [c.chunk for c in sentence.candidates])
                                             for sentence in pending])
        except ScorerError as error:  # a broken judge leaves RB005 to the word-level check, said once
            self.contrast = None
            self.problems.append(f"RB005's contrast check is off until rblint restarts: {error}")
            return
        for sentence, reversal in zip(pending, found):
            if reversal is not None:
                self._apply_reversal(sentence, reversal)

    @staticmethod
    def _apply_reversal(sentence: SentenceScore, reversal: Reversal) -> None:
        """Keep the reversal and scale the support by ``1 - alignment``."""
        factor = 1.0 - reversal.alignment
        sentence.reversal = reversal
        sentence.model_score = sentence.score
        sentence.score *= factor
        if reversal.source_key in sentence.by_source:
            sentence.by_source[reversal.source_key] *= factor

    @staticmethod
    def _check_numbers(sentence: SentenceScore, sources: Sequence[Source], numbers: dict[int, SourceNumbers]) -> None:
        """RB007's test on the claim sentence: a number none of the sources states, where one
        of them states another number about the same thing, is a change, kept for the verdict.
        A sentence a reversal already contradicts is left to it."""
        if sentence.reversal is not None or not sources or not (any(
                worth_checking(quantity, sentence.text) for quantity in quantities(sentence.text))
                or counts(sentence.text)):  # (RB007 compares small counts and number words too: "One in two")
            return  # no number worth checking: the sources' numbers are not read
        for source in sources:
            if id(source) not in numbers:
                numbers[id(source)] = source.numbers or numbers_in("\n".join(chunk.text for chunk in source.chunks))
        chunks = [chunk for source in sources for chunk in source.chunks]
        found = changed_number(sentence.text, [numbers[id(source)] for source in sources], [chunk.text for chunk in chunks])
        if found is not None:
            said = " or ".join(choice.text for choice in found.stated.choices)  # a tie: every number it names
            sentence.changed_number = NumberChange(chunks[found.stated.passage], found.claim.text.strip(), said,
                                                   found.stated.sentence)

    def _try_quote_pairs(self, results: list[SentenceScore], below: float) -> None:
        """SAFE's quote pairs: two top chunks together may support what neither does alone."""
        jobs: list[tuple[SentenceScore, tuple[Chunk, Chunk]]] = []
        for sentence in results:
            if sentence.score >= below or len(sentence.candidates) < 2 or sentence.reversal is not None:
                continue
            top = [c.chunk for c in sentence.candidates[:QUOTE_PAIR_CANDIDATES]]
            for i in range(len(top)):
                for j in range(i + 1, len(top)):
                    first, second = sorted((top[i], top[j]), key=lambda c: (c.source_key, c.index))
                    jobs.append((sentence, (first, second)))
        if not jobs:
            return
        scores = self.pair_scorer.score([f"{a.text} {b.text}" for _, (a, b) in jobs], [s.text for s, _ in jobs])
        for position, (sentence, pair) in enumerate(jobs):
            row = scores[position]
            if row.aligned > sentence.score:
                sentence.best = ChunkScore(pair, row.aligned, row.neutral, row.contradict)
                sentence.score = row.aligned
                for chunk in pair:
                    sentence.by_source[chunk.source_key] = max(sentence.by_source.get(chunk.source_key, 0.0),
                                                               row.aligned if pair[0].source_key == pair[1].source_key else 0.0)
