"""Model rules, re-run only for sentences whose text or cited sources changed.

A sentence's key hashes its text, the entries its markers resolve to, each source
file's version (mtime and size) and its place among its paragraph's citing sentences
(a neighbour gaining a marker changes what RB006 says of it). Findings of sentence-scope rules (``Rule.scope``) are
stored per key with spans relative to the sentence, so an edit elsewhere (which only
moves the sentence) reuses them. Changed sentences are checked in small batches on a
*focused* draft: the same text and bibliography, but only those sentences in its
paragraphs. Draft-scope model rules (whose findings depend on the whole draft) run on
the whole draft once per pass, after the batches. Which rules are which is declared by
the rules; nothing here names one. Used by the language server, which only schedules.
"""

from __future__ import annotations

import hashlib
import os
import threading
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING, Iterable, Sequence

from cachetools import LRUCache

from .analysis import SentenceSupport
from .bibliography.model import Bibliography
from .diagnostics import Diagnostic
from .document import Draft, Paragraph, Sentence
from .editor import cited_entries
from .linter import LintResult, Linter
from .rule import Phase, Scope
from .suppression import collect_suppressions

if TYPE_CHECKING:  # pragma: no cover
    from .scoring.calibration import Verdicts


@dataclass
class Plan:
    """What a model pass must do for one draft version."""

    keys: dict[int, str]  # sentence index -> key
    reused: list[Diagnostic]  # cached diagnostics relocated onto the current text
    pending: list[Sentence]  # sentences to check, in document order
    support: dict[int, SentenceSupport] = field(default_factory=dict)  # cached scores
    # Sentences whose cached findings (in ``reused``) were made on part of the library, which
    # is now whole: shown meanwhile, checked again after ``pending`` (``run_batch(refresh=True)``)
    stale: list[Sentence] = field(default_factory=list)


@dataclass
class BatchResult:
    diagnostics: list[Diagnostic] = field(default_factory=list)
    failures: list[str] = field(default_factory=list)
    support: dict[int, SentenceSupport] = field(default_factory=dict)
    notices: list[str] = field(default_factory=list)  # LintResult.notices of the batch


def shift_diagnostic(diagnostic: Diagnostic, delta: int) -> Diagnostic:
    """Move a diagnostic (and its fixes' draft edits) by ``delta`` characters."""
    if delta == 0:
        return diagnostic
    fixes = tuple(
        replace(fix, edits=tuple(
            replace(edit, span=edit.span.shift(delta)) if edit.path is None else edit for edit in fix.edits
        ))
        for fix in diagnostic.fixes
    )
    return replace(diagnostic, span=diagnostic.span.shift(delta), fixes=fixes)


def changed_region(old: str, new: str) -> tuple[int, int, int]:
    """(start, old end, new end) of the one region an edit replaced: the texts agree before
    ``start`` and after the two ends. Found by halving, so the comparisons run in C."""
    limit = min(len(old), len(new))
    low, high = 0, limit  # the common prefix's length lies in [low, high]
    while low < high:
        middle = (low + high + 1) // 2
        if old[:middle] == new[:middle]:
            low = middle
        else:
            high = middle - 1
    prefix = low
    low, high = 0, limit - prefix  # the common suffix, not overlapping the prefix
    while low < high:
        middle = (low + high + 1) // 2
        if old[len(old) - middle:] == new[len(new) - middle:]:
            low = middle
        else:
            high = middle - 1
    return prefix, len(old) - low, len(new) - low


def carry_over(diagnostics: Iterable[Diagnostic], old: str, new: str) -> list[Diagnostic]:
    """The findings of ``old`` that an edit into ``new`` left alone, where their text now is.

    Draft-wide model findings (RB010's mismatched sources) are recomputed only at the end
    of a model pass; until then the editor keeps showing them instead of dropping them on
    every keystroke. A finding (or one of its fixes' edits) touching the changed region is
    dropped: its next computation decides."""
    items = list(diagnostics)
    if old == new or not items:
        return items
    start, old_end, new_end = changed_region(old, new)
    delta = new_end - old_end
    kept = []
    for item in items:
        spans = [item.span, *(edit.span for fix in item.fixes for edit in fix.edits if edit.path is None)]
        if all(span.end <= start for span in spans):
            kept.append(item)
        elif all(span.start >= old_end for span in spans):
            kept.append(shift_diagnostic(item, delta))
    return kept


class SentenceCache:
    """Bounded LRU (cachetools): key -> (diagnostics relative to the sentence start, its support)."""

    def __init__(self, capacity: int = 20_000) -> None:
        self.capacity = capacity
        self._items: LRUCache[str, tuple[tuple[Diagnostic, ...], SentenceSupport | None]] = LRUCache(capacity)
        self._lock = threading.Lock()

    def get(self, key: str) -> tuple[tuple[Diagnostic, ...], SentenceSupport | None] | None:
        with self._lock:
            return self._items.get(key)

    def put(self, key: str, diagnostics: Iterable[Diagnostic], support: SentenceSupport | None = None) -> None:
        with self._lock:
            self._items[key] = (tuple(diagnostics), support)

    def discard(self, key: str) -> None:
        with self._lock:
            self._items.pop(key, None)

    def clear(self) -> None:
        with self._lock:
            self._items.clear()

    def __len__(self) -> int:
        return len(self._items)


class IncrementalModelLinter:
    """Runs a :class:`Linter`'s model-phase rules sentence by sentence, with a cache."""

    def __init__(self, linter: Linter, cache: SentenceCache | None = None) -> None:
        self.linter = linter
        self.cache = cache or SentenceCache()
        # Keys whose findings were made while the editor's library reading was under way and
        # missed a paper of it: checked again once the library is whole (not every sentence).
        self._partial: set[str] = set()
        self.checked_sentences = 0  # how many sentences were actually run (for tests and the bench)

    @property
    def verdicts(self) -> "Verdicts | None":
        """The linter's verdicts (its scorer's calibration, its config's thresholds) once a
        rule has built the scorer; None before (the lens then grades uncalibrated)."""
        scorer = self.linter.services.loaded_scorer()
        if scorer is None:
            return None
        from .scoring.calibration import Verdicts

        return Verdicts.of(scorer.calibration, self.linter.config.thresholds)

    def has_model_rules(self, path: Path) -> bool:
        return bool(self.linter.rules_for(path, [Phase.MODEL]))

    def has_draft_rules(self, path: Path) -> bool:
        return bool(self.linter.rules_for(path, [Phase.MODEL], scopes=[Scope.DRAFT]))

    # -- keys -------------------------------------------------------------

    def sentence_key(
        self,
        sentence: Sentence,
        bibliography: Bibliography,
        stats: dict[Path, str],
        sources: dict[tuple[str, ...], bytes] | None = None,
        paragraph: Paragraph | None = None,
        layouts: dict[int, str] | None = None,
    ) -> str:
        digest = hashlib.blake2b(digest_size=16)
        digest.update(sentence.text.encode("utf-8"))
        digest.update(b"\x00" + "/".join(sentence.section).encode("utf-8"))
        if paragraph is not None:
            layout = layouts.get(paragraph.index) if layouts is not None else None
            if layout is None:  # once per paragraph in a plan: a 20,000-sentence paragraph made it quadratic
                citing = "".join("1" if cites else "0" for cites in paragraph.citing)
                layout = hashlib.blake2b(citing.encode("ascii"), digest_size=8).hexdigest()
                if layouts is not None:
                    layouts[paragraph.index] = layout
            digest.update(f"\x04{paragraph.position_of(sentence)}/{layout}".encode("ascii"))
        markers = tuple(marker.text for marker in sentence.markers)
        cited = sources.get(markers) if sources is not None else None
        if cited is None:  # what the markers resolve to, and each file's version
            parts = []
            for entry in cited_entries(sentence, bibliography):
                parts.append(b"\x01" + entry.key.encode("utf-8"))
                if entry.file is not None:
                    parts.append(b"\x02" + str(entry.file).encode("utf-8") + _version(entry.file, stats).encode())
            for text in markers:  # unresolved keys count too: a new entry changes them
                parts.append(b"\x03" + text.encode("utf-8"))
            if not markers:  # RB006 searches the whole library for an uncited sentence's paper
                parts.append(b"\x05" + self._library_version(bibliography, stats))
            cited = b"".join(parts)
            if sources is not None:  # once per plan for each set of markers, the empty one included
                sources[markers] = cited
        digest.update(cited)
        return digest.hexdigest()

    def _library_version(self, bibliography: Bibliography, stats: dict[Path, str]) -> bytes:
        """Every file of the library and its version (entries' files, the papers folders'
        sources): a paper added, changed or removed re-checks uncited sentences."""
        from .citing import library_files

        files = sorted(str(path) + "@" + _version(path, stats)
                       for path in library_files(bibliography, self.linter.config.papers))
        return hashlib.blake2b("\n".join(files).encode("utf-8"), digest_size=8).digest()

    def plan(self, draft: Draft, bibliography: Bibliography) -> Plan:
        stats: dict[Path, str] = {}
        sources: dict[tuple[str, ...], bytes] = {}  # same markers, same bibliography: same sources
        layouts: dict[int, str] = {}  # each paragraph's citing layout, digested once
        keys: dict[int, str] = {}
        reused: list[Diagnostic] = []
        support: dict[int, SentenceSupport] = {}
        pending: list[Sentence] = []
        stale: list[Sentence] = []
        library_whole = not self._library_pending()
        for sentence in draft.sentences:
            key = self.sentence_key(sentence, bibliography, stats, sources, draft.paragraphs[sentence.paragraph_index], layouts)
            keys[sentence.index] = key
            cached = self.cache.get(key)
            if cached is None:
                pending.append(sentence)
            else:
                if key in self._partial and library_whole:
                    stale.append(sentence)  # made on part of the library, which is now whole
                reused.extend(shift_diagnostic(item, sentence.span.start) for item in cached[0])
                if cached[1] is not None:
                    support[sentence.index] = cached[1]
        return Plan(keys, self._unsuppressed(reused, draft), pending, support, stale)

    # -- running ----------------------------------------------------------

    def run_batch(
        self, text: str, path: Path, draft: Draft, bibliography: Bibliography, sentences: Sequence[Sentence],
        keys: dict[int, str], *, refresh: bool = False,
    ) -> BatchResult:
        """Check ``sentences`` with the model rules and cache what they report.

        Sentences cached since the plan was made (a cancelled pass's in-flight batch
        finished meanwhile) are taken from the cache, not checked twice; with ``refresh``
        (a plan's ``stale`` sentences) only those no longer marked as made on part of the
        library are."""
        reused: list[Diagnostic] = []
        reused_support: dict[int, SentenceSupport] = {}
        remaining: list[Sentence] = []
        for sentence in sentences:
            cached = self.cache.get(keys[sentence.index])
            if cached is None or (refresh and keys[sentence.index] in self._partial):
                remaining.append(sentence)
                continue
            reused.extend(shift_diagnostic(item, sentence.span.start) for item in cached[0])
            if cached[1] is not None:
                reused_support[sentence.index] = cached[1]
        reused = self._unsuppressed(reused, draft)
        if not remaining:
            return BatchResult(reused, [], reused_support)
        fresh = self._check(text, path, draft, bibliography, remaining, keys)
        fresh.diagnostics = reused + fresh.diagnostics
        fresh.support.update(reused_support)
        return fresh

    def _check(
        self, text: str, path: Path, draft: Draft, bibliography: Bibliography, sentences: Sequence[Sentence], keys: dict[int, str]
    ) -> BatchResult:
        wanted = {sentence.index for sentence in sentences}
        focused = focus(draft, wanted)
        result = self.linter.lint_text(text, path, phases=[Phase.MODEL], scopes=[Scope.SENTENCE],
                                       draft=focused, bibliography=bibliography)
        self.checked_sentences += len(sentences)
        by_sentence: dict[int, list[Diagnostic]] = {index: [] for index in wanted}
        ordered = sorted(sentences, key=lambda item: item.span.start)
        for diagnostic in result.diagnostics:
            owner = _owner(ordered, diagnostic.span.start)
            if owner is not None:
                by_sentence[owner.index].append(shift_diagnostic(diagnostic, -owner.span.start))
        support = self._support(result)
        # The focused draft has no comments, so the cache holds unsuppressed findings and
        # suppressions are applied to the current text at every publish. A rule that could
        # not run (a missing model) is cached as silent too: it would fail the same way
        # each pass, and its message is shown once; re-index or a config change clears it.
        partial = result.analysis.searched_partial_library if result.analysis is not None else set()
        for sentence in sentences:
            self.cache.put(keys[sentence.index], by_sentence[sentence.index], support.get(sentence.index))
            if sentence.plain in partial:
                self._partial.add(keys[sentence.index])
            else:
                self._partial.discard(keys[sentence.index])
        return BatchResult(self._unsuppressed(list(result.diagnostics), draft), list(result.failures), support,
                           list(result.notices))

    def run_draft_rules(self, text: str, path: Path, draft: Draft, bibliography: Bibliography) -> BatchResult:
        """The draft-scope model rules over the whole draft (once per pass, not cached per sentence)."""
        if not self.has_draft_rules(path):
            return BatchResult()
        result = self.linter.lint_text(text, path, phases=[Phase.MODEL], scopes=[Scope.DRAFT],
                                       draft=draft, bibliography=bibliography)
        return BatchResult(list(result.diagnostics), list(result.failures), {}, list(result.notices))

    def _support(self, result: LintResult) -> dict[int, SentenceSupport]:
        """Scores for hovers and the code lens, when a rule of this run scored claims."""
        analysis = result.analysis
        if analysis is None or not analysis.has_scores:
            return {}
        try:
            support = analysis.sentence_support
        except Exception:  # the rules already reported why scoring cannot run
            return {}
        return support

    @property
    def has_partial_results(self) -> bool:
        """Some cached findings were made on part of the library (to check again once whole)."""
        return bool(self._partial)

    def _library_pending(self) -> bool:
        warmup = self.linter.services.library_warmup
        return warmup is not None and warmup.pending

    def _unsuppressed(self, diagnostics: list[Diagnostic], draft: Draft) -> list[Diagnostic]:
        if not diagnostics:
            return diagnostics
        suppressions = collect_suppressions(draft)
        return [item for item in diagnostics if not suppressions.suppresses(item, draft)]


def focus(draft: Draft, wanted: set[int]) -> Draft:
    """The same draft with only the ``wanted`` sentences (and their markers) left in."""
    paragraphs = [
        replace(paragraph, sentences=[sentence for sentence in paragraph.sentences if sentence.index in wanted])
        for paragraph in draft.paragraphs
    ]
    kept = {(marker.span.start, marker.span.end) for paragraph in paragraphs for sentence in paragraph.sentences for marker in sentence.markers}
    markers = [marker for marker in draft.markers if (marker.span.start, marker.span.end) in kept]
    # No comments: suppression is applied later against the live text (see run_batch).
    return replace(draft, paragraphs=paragraphs, markers=markers, comments=[])


def _owner(sentences: Sequence[Sentence], offset: int) -> Sentence | None:
    for sentence in sentences:
        if sentence.owns(offset):
            return sentence
    return None


def _version(path: Path, stats: dict[Path, str]) -> str:
    if path not in stats:
        try:
            info = os.stat(path)
            stats[path] = f"{info.st_mtime_ns}:{info.st_size}"
        except OSError:
            stats[path] = "missing"
    return stats[path]

