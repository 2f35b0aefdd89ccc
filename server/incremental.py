"""Model rules, re-run only for sentences whose text or cited sources changed.

A sentence's key hashes its text, the entries its markers resolve to and each source
file's version (mtime and size). Model-rule diagnostics are stored per key with spans
relative to the sentence, so an edit elsewhere (which only moves the sentence) reuses
them. Changed sentences are checked in small batches on a *focused* draft: the same
text and bibliography, but only those sentences in its paragraphs, so the unchanged
model rules do not re-read the rest. No LSP here; the worker drives it.
"""

from __future__ import annotations

import hashlib
import os
import threading
from collections import OrderedDict
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Iterable, Sequence

from rblint.engine.bibliography.model import Bibliography
from rblint.engine.diagnostics import Diagnostic
from rblint.engine.document import Draft, Sentence
from rblint.engine.editor import SentenceSupport, calibrated_grade, cited_entries, claim_support
from rblint.engine.linter import Linter
from rblint.engine.rule import Phase, RuleContext

# Model rules that score claims: when one runs, per-sentence scores are kept for hovers
# and the code lens (the scorer's pair cache makes asking again cheap).
SCORING_RULES = frozenset({"RB004", "RB005"})
from rblint.engine.suppression import collect_suppressions


@dataclass
class Plan:
    """What a model pass must do for one draft version."""

    keys: dict[int, str]  # sentence index -> key
    reused: list[Diagnostic]  # cached diagnostics relocated onto the current text
    pending: list[Sentence]  # sentences to check, in document order
    support: dict[int, SentenceSupport] = field(default_factory=dict)  # cached scores


@dataclass
class BatchResult:
    diagnostics: list[Diagnostic] = field(default_factory=list)
    failures: list[str] = field(default_factory=list)
    support: dict[int, SentenceSupport] = field(default_factory=dict)


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


class SentenceCache:
    """Bounded LRU: key -> (diagnostics relative to the sentence start, its support)."""

    def __init__(self, capacity: int = 20_000) -> None:
        self.capacity = capacity
        self._items: OrderedDict[str, tuple[tuple[Diagnostic, ...], SentenceSupport | None]] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, key: str) -> tuple[tuple[Diagnostic, ...], SentenceSupport | None] | None:
        with self._lock:
            if key not in self._items:
                return None
            self._items.move_to_end(key)
            return self._items[key]

    def put(self, key: str, diagnostics: Iterable[Diagnostic], support: SentenceSupport | None = None) -> None:
        with self._lock:
            self._items[key] = (tuple(diagnostics), support)
            self._items.move_to_end(key)
            while len(self._items) > self.capacity:
                self._items.popitem(last=False)

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
        self.checked_sentences = 0  # how many sentences were actually run (for tests and the bench)
        self.grade = None  # the scorer's calibrated (confidence, reliable), once it has run

    def has_model_rules(self, path: Path) -> bool:
        return bool(self.linter.rules_for(path, [Phase.MODEL]))

    # -- keys -------------------------------------------------------------

    def sentence_key(
        self, sentence: Sentence, bibliography: Bibliography, stats: dict[Path, str], sources: dict[tuple[str, ...], bytes] | None = None
    ) -> str:
        digest = hashlib.blake2b(digest_size=16)
        digest.update(sentence.text.encode("utf-8"))
        digest.update(b"\x00" + "/".join(sentence.section).encode("utf-8"))
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
            cited = b"".join(parts)
            if sources is not None:
                sources[markers] = cited
        digest.update(cited)
        return digest.hexdigest()

    def plan(self, draft: Draft, bibliography: Bibliography) -> Plan:
        stats: dict[Path, str] = {}
        sources: dict[tuple[str, ...], bytes] = {}  # same markers, same bibliography: same sources
        keys: dict[int, str] = {}
        reused: list[Diagnostic] = []
        support: dict[int, SentenceSupport] = {}
        pending: list[Sentence] = []
        for sentence in draft.sentences:
            key = self.sentence_key(sentence, bibliography, stats, sources)
            keys[sentence.index] = key
            cached = self.cache.get(key)
            if cached is None:
                pending.append(sentence)
            else:
                reused.extend(shift_diagnostic(item, sentence.span.start) for item in cached[0])
                if cached[1] is not None:
                    support[sentence.index] = cached[1]
        return Plan(keys, self._unsuppressed(reused, draft), pending, support)

    # -- running ----------------------------------------------------------

    def run_batch(
        self, text: str, path: Path, draft: Draft, bibliography: Bibliography, sentences: Sequence[Sentence], keys: dict[int, str]
    ) -> BatchResult:
        """Check ``sentences`` with the model rules and cache what they report.

        Sentences cached since the plan was made (a cancelled pass's in-flight batch
        finished meanwhile) are taken from the cache, not checked twice."""
        reused: list[Diagnostic] = []
        reused_support: dict[int, SentenceSupport] = {}
        remaining: list[Sentence] = []
        for sentence in sentences:
            cached = self.cache.get(keys[sentence.index])
            if cached is None:
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
        result = self.linter.lint_text(text, path, phases=[Phase.MODEL], draft=focused, bibliography=bibliography)
        self.checked_sentences += len(sentences)
        by_sentence: dict[int, list[Diagnostic]] = {index: [] for index in wanted}
        ordered = sorted(sentences, key=lambda item: item.span.start)
        for diagnostic in result.diagnostics:
            owner = _owner(ordered, diagnostic.span.start)
            if owner is not None:
                by_sentence[owner.index].append(shift_diagnostic(diagnostic, -owner.span.start))
        support = self._support(focused, bibliography, path)
        # The focused draft has no comments, so the cache holds unsuppressed findings and
        # suppressions are applied to the current text at every publish. A rule that could
        # not run (a missing model) is cached as silent too: it would fail the same way
        # each pass, and its message is shown once; re-index or a config change clears it.
        for sentence in sentences:
            self.cache.put(keys[sentence.index], by_sentence[sentence.index], support.get(sentence.index))
        return BatchResult(self._unsuppressed(list(result.diagnostics), draft), list(result.failures), support)

    def _support(self, focused: Draft, bibliography: Bibliography, path: Path) -> dict[int, SentenceSupport]:
        if not any(rule.code in SCORING_RULES for rule in self.linter.rules_for(path, [Phase.MODEL])):
            return {}
        context = RuleContext(
            draft=focused,
            bibliography=bibliography,
            config=self.linter.config,
            services=self.linter.services,
            severities=dict(self.linter.config.severity),
        )
        try:
            support = claim_support(context)
            self.grade = calibrated_grade(self.linter.services.scorer)
        except Exception:  # the rules already reported why scoring cannot run
            return {}
        return support

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
        if sentence.span.start <= offset < max(sentence.span.end, sentence.span.start + 1):
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

