"""What the rules of one lint run share, computed lazily and once.

RB004, RB005, RB007, RB009 and RB010 read the same cited sentences and sources; RB004's
"cite X instead" and RB006 read the same library; the hover and the code lens read the
same scores as RB004. Each is a typed, lazily computed attribute of :class:`Analysis`
(no string-keyed scratch dict), so whichever rule asks first pays, and a rule that
never asks costs nothing: instant rules never touch the index or a model.
"""

from __future__ import annotations

from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING, Any, Sequence

from ..bibliography.model import BibEntry, Bibliography
from ..citing import draft_library, entry_for_file, normal_path
from ..config import Config
from ..document import Draft, Sentence
from .claim_check import ClaimChecker
from .claims import SentenceClaims, cited_files, claim_candidates, load_claims
from .support import SentenceSupport, support_of

if TYPE_CHECKING:  # pragma: no cover
    from ..scoring.calibration import Verdicts
    from .alternatives import Attribution
    from ..scoring.chunking import Chunk
    from ..scoring.numbers import SourceNumbers
    from ..index import SourceDocument
    from ..services import Services
    from .alternatives import Alternative

SCORE_BATCH = 64  # cited sentences per scoring call: large batches, and progress between them


class Analysis:
    """One lint run's shared results over ``draft``; built by the linter, read by rules."""

    def __init__(self, draft: Draft, bibliography: Bibliography, config: Config, services: "Services",
                 *, embeds: bool = False) -> None:
        self.draft = draft
        self.embeds = embeds  # a rule of this run searches by vectors: worth loading the model early
        self.bibliography = bibliography
        self.config = config
        self.services = services
        self._attributions: dict[int, "Attribution | None"] = {}
        self.has_scores = False  # a rule asked for claim scores in this run
        # The library searched was missing papers the editor had not read yet (engine/library_warmup.py),
        # and the sentences (their plain text) whose findings rest on that search
        self.library_incomplete = False
        self.searched_partial_library: set[str] = set()
        # Library files (not a bibliography entry's: RB003 reports those) that could not be read,
        # with why: the searches for RB004's "cite X instead" and RB006's "restates" miss them
        self.library_unread: dict[Path, str] = {}
        # Cited sentences none of whose sources could be read at full parse (set by cited_sentences)
        self.unreadable_sentences: list[SentenceClaims] = []

    # -- cited sentences ------------------------------------------------------

    @cached_property
    def _candidates(self) -> list[Sentence]:
        return claim_candidates(self.draft)

    @property
    def skipped_sentences(self) -> list[Sentence]:
        """Cited sentences beyond ``model.max-sentences``: reported once (RB004), never checked."""
        return self._candidates[self.config.model.max_sentences:]

    @cached_property
    def cited_sentences(self) -> list[SentenceClaims]:
        """Cited sentences with their sources loaded (not scored)."""
        wanted = self._candidates[: self.config.model.max_sentences]
        if not wanted:
            return []
        index = self.services.evidence_index
        files = cited_files(self.bibliography, wanted)
        progress = self.services.progress
        progress.begin("reading cited sources", len(files))
        try:  # each source once; on a cold run parsed together while the model loads
            loaded = index.load_many(files, before_parsing=self._start_model if self.embeds else None,
                                     loaded=lambda path, found: _read_one(progress, self.bibliography, path, found))
        finally:
            progress.end()

        def load(path: Path) -> Any:  # every file the claims cite was read above
            found = loaded[path]
            if isinstance(found, Exception):
                raise found
            return found

        return load_claims(self.draft, self.bibliography, load, wanted, self.unreadable_sentences)

    def _start_model(self) -> None:
        """Sources must be parsed, so their vectors must be made: load the model meanwhile."""
        self.services.evidence_index.start_loading_embedder()

    # -- claim support --------------------------------------------------------

    @cached_property
    def claims(self) -> ClaimChecker:
        """The one scoring policy (retrieval, quote pairs, verdicts) shared with check-claims."""
        return ClaimChecker(self.services, self.config)

    @property
    def verdicts(self) -> "Verdicts":
        """The scorer's calibration with this config's thresholds: every verdict of the run."""
        return self.claims.verdicts

    def scored_sentences(self) -> list[SentenceClaims]:
        """:attr:`cited_sentences`, each scored against the union of its sources (one batched call)."""
        checks = self.cited_sentences
        self.has_scores = True
        pending = [check for check in checks if check.result is None]
        if pending:
            from ..scoring.document_score import Source

            scorer = self.services.scorer
            index = self.services.evidence_index
            self._prepare_retrieval(pending)
            requests = [([check.claim], [Source(s.key, s.chunks, _retriever(scorer, index, s), self.source_numbers(s.document))
                                         for s in check.sources])
                        for check in pending]
            progress = self.services.progress
            progress.begin("scoring cited sentences", len(pending))
            try:  # batched calls (the pair cache skips what an edit left alone); progress between
                for start in range(0, len(pending), SCORE_BATCH):
                    results = self.claims.score_many(requests[start : start + SCORE_BATCH])
                    for check, result in zip(pending[start : start + SCORE_BATCH], results):
                        check.result = result
                    progress.advance(len(results))
            finally:
                progress.end()
        return checks

    def _prepare_retrieval(self, pending: list[SentenceClaims]) -> None:
        """Embed the searched sources' passages and every claim that retrieval will rank,
        in one batch for the whole draft (the progress bar's "embedding" stage)."""
        index = self.services.evidence_index
        top_k = self.config.model.top_k
        searched = [check for check in pending if any(len(s.chunks) > top_k for s in check.sources)]
        if not searched or not index.reads_files:
            return
        documents = list({id(s.document): s.document for check in searched for s in check.sources
                          if len(s.chunks) > top_k}.values())
        progress = self.services.progress
        progress.begin("embedding sources and claims", 1)
        try:
            index.prepare_search([check.claim for check in searched], documents, granularity="chunk")
            progress.advance()
        finally:
            progress.end()

    @cached_property
    def sentence_support(self) -> dict[int, SentenceSupport]:
        """Per-sentence scores and passages by sentence index (the hover and the code lens)."""
        return support_of(self.scored_sentences(), self.verdicts)

    # -- the library ----------------------------------------------------------

    @cached_property
    def library_documents(self) -> dict[Path, Any]:
        """Every source the draft could cite, loaded: normalised path -> document. A file the
        index cannot read is left out (RB003 says why); a search-only index
        (``reads_files`` false) gets the paths themselves."""
        refused: dict[Path, str] = {}
        files = draft_library(self.draft.path, self.bibliography, self.config, refused)
        self._note_unread(refused)
        if not files:
            return {}
        index = self.services.evidence_index
        if not index.reads_files:  # a search-only index is searched by path
            return {normal_path(path): path for path in files}
        from ..index import NotReadYet

        # While the editor reads the library in the background, the papers it has read so far.
        warmup = self.services.library_warmup
        parse = warmup is None or not warmup.pending
        found = index.load_many(files, parse=parse)
        self.library_incomplete = any(isinstance(item, NotReadYet) for item in found.values())
        # One bad file (SourceError, OSError...) must not hide the rest, nor be dropped unsaid.
        self._note_unread({path: str(item).removeprefix(f"{path}: ") for path, item in found.items()
                           if isinstance(item, Exception) and not isinstance(item, NotReadYet)})
        return {normal_path(path): item for path, item in found.items() if not isinstance(item, Exception)}

    def _note_unread(self, unread: dict[Path, str]) -> None:
        """Library files the searches miss, with why; a bibliography entry's file is RB003's to say."""
        self.library_unread.update({path: why for path, why in unread.items()
                                    if entry_for_file(self.bibliography, path) is None})

    def alternatives(self, claim: str, cited: Sequence[BibEntry]) -> list["Alternative"]:
        """Library papers not cited here, scored against ``claim``; best first (RB004's fix)."""
        from .alternatives import better_sources

        found = better_sources(claim, list(cited), self.library_documents, self.bibliography, self.claims)
        if self.library_incomplete:
            self.searched_partial_library.add(claim)
        return found

    def attributions(self, sentences: Sequence[Sentence]) -> dict[int, "Attribution | None"]:
        """Which library papers each uncited sentence restates, by sentence index (RB006);
        computed once per sentence and run, all the sentences embedded in one batch."""
        from .attribution import attribute

        missing = [sentence for sentence in sentences if sentence.index not in self._attributions]
        if missing:
            found = attribute([sentence.plain for sentence in missing], self.library_documents, self.bibliography,
                              self.claims)
            self._attributions.update({sentence.index: item for sentence, item in zip(missing, found)})
            if self.library_incomplete:
                self.searched_partial_library.update(sentence.plain for sentence in missing)
        return {sentence.index: self._attributions[sentence.index] for sentence in sentences}

    def source_numbers(self, document: "SourceDocument") -> "SourceNumbers":
        """The numbers printed in a source's text (RB007), read once per distinct text."""
        from ..scoring.numbers import numbers_in

        return numbers_in(document.text)


def _retriever(scorer: Any, index: Any, source: Any) -> Any:
    """The index's retriever for a cited source, plus the chunks its locator names."""
    base = scorer.index_retriever(index, source.document)
    if source.locator is None:
        return base

    def with_locator(query: str, chunks: Sequence["Chunk"], k: int) -> list[int]:
        picked = list(base(query, chunks, k))
        picked += [i for i, chunk in enumerate(chunks) if source.locator.matches(chunk) and i not in picked]
        return picked

    return with_locator


def _read_one(progress: Any, bibliography: Bibliography, path: Path, found: Any) -> None:
    """One cited source done: the bar moves and says which ("Karpukhin et al. 2020, 13 pp.")."""
    progress.advance()
    from ..index import SourceDocument
    from ..library_warmup import short_title

    entry = entry_for_file(bibliography, path)
    document = found if isinstance(found, SourceDocument) else None
    if entry is not None and (entry.authors or entry.year):
        name = entry.short_name()
    elif document is not None and document.title.strip():  # "[4] stem. [PDF](...)": the number says nothing
        name = short_title(document.title)
    else:
        name = Path(path).name
    pages = document.page_count if document is not None else None
    progress.note(f"{name}, {pages} pp." if pages else name)

