"""A language server with tiny test-only rules, for the pytest-lsp and Neovim tests.

Run as a script (``python tests/lsp_testserver.py``). It is the real server
(:func:`rblint.server.app.create_server`) with a Linter factory that injects:

- ``RB901`` (instant): a numeric marker with no link definition; fix: cite [1].
- ``RB951`` (model): word overlap between a cited sentence and its source file below
  ``thresholds.support``; evidence = the best source line; fix: cite the source with the
  best overlap. It appends every sentence it checks to $RBLINT_TEST_LOG and sleeps
  $RBLINT_TEST_DELAY seconds per sentence, so tests can see incremental work and
  cancellation.

The bibliography is the draft's link definitions (``[1]: papers/a.txt "Title"``), and a
fake evidence index ranks source lines by overlap, so no model is loaded.
"""

from __future__ import annotations

import os
import re
import sys
import time
from pathlib import Path
from typing import Iterable, Sequence

from rblint.engine.bibliography.model import BibEntry, Bibliography
from rblint.engine.config import Config
from rblint.engine.diagnostics import Diagnostic, Evidence, Fix, Severity, TextEdit
from rblint.engine.document import Draft, Sentence
from rblint.engine.linter import Linter
from rblint.engine.registry import installed_rules
from rblint.engine.rule import Phase, Rule, RuleContext, Scope
from rblint.engine.index import SearchHit
from rblint.engine.index_protocol import SearchOnlyIndex
from rblint.engine.passages import Passage
from rblint.engine.services import Services

_WORD = re.compile(r"[a-z]{3,}")


def words(text: str) -> set[str]:
    return set(_WORD.findall(text.lower()))


def overlap(claim: str, passage: str) -> float:
    claim_words = words(claim)
    return len(claim_words & words(passage)) / len(claim_words) if claim_words else 0.0


def read_source(path: Path | None) -> list[str]:
    if path is None:
        return []
    try:
        return [line.strip() for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    except OSError:
        return []


class TestBibliographyLinter(Linter):
    """Link definitions as the bibliography (the test does not depend on the real loader)."""

    def load_bibliography(self, draft: Draft) -> Bibliography:
        if "CRASH-THE-LOADER" in draft.text:  # stands in for an engine bug
            raise RuntimeError("loader exploded")
        entries = []
        for label, definition in draft.link_definitions.items():
            if not label.isdigit():
                continue
            target = (draft.path.parent / definition.destination).resolve()
            entries.append(
                BibEntry(
                    key=label,
                    title=definition.title,
                    authors=("Tester",),
                    year="2024",
                    number=int(label),
                    file=target if target.exists() else None,
                    file_declared=definition.destination,
                    origin="link-definition",
                    origin_path=draft.path,
                    origin_span=definition.span,
                )
            )
        return Bibliography(entries)


def entry_for(bibliography: Bibliography, key: str) -> BibEntry | None:
    return bibliography.by_number(int(key)) if key.isdigit() else bibliography.by_key(key)


class UnknownNumber(Rule):
    code = "RB901"
    name = "test-unknown-number"
    summary = "A numeric marker with no definition (test rule)."
    default_severity = Severity.ERROR
    phase = Phase.INSTANT
    explanation = bad_example = good_example = "test"

    def check(self, context: RuleContext) -> Iterable[Diagnostic]:
        if "HANG-FOREVER" in context.draft.text:  # a stuck instant pass, for the isolation tests
            log = os.environ.get("RBLINT_TEST_LOG")
            if log:
                with open(log, "a", encoding="utf-8") as handle:
                    handle.write("HANG-FOREVER started\n")
            time.sleep(3600)
        for marker in context.draft.markers:
            for item in marker.items:
                if entry_for(context.bibliography, item.key) is None:
                    yield self.diagnostic(
                        context,
                        marker.span,
                        f"marker {marker.text} has no reference",
                        fixes=[Fix(title="Cite [1] instead", edits=(TextEdit(marker.span, "[1]"),))],
                    )


class LowOverlap(Rule):
    code = "RB951"
    name = "test-low-overlap"
    summary = "A cited sentence sharing few words with its source (test rule)."
    default_severity = Severity.WARNING
    phase = Phase.MODEL
    scope = Scope.SENTENCE  # per sentence: the incremental runner caches it
    explanation = bad_example = good_example = "test"

    def check(self, context: RuleContext) -> Iterable[Diagnostic]:
        if os.environ.get("RBLINT_TEST_NOISE"):  # like a library printing: must not break the protocol
            print("noise on stdout from a rule", flush=True)
        log = os.environ.get("RBLINT_TEST_LOG")
        delay = float(os.environ.get("RBLINT_TEST_DELAY", "0") or 0)
        for sentence in context.draft.sentences:
            if not sentence.markers:
                continue
            if "MODEL-HANG" in sentence.plain:  # a stuck model batch, for the isolation test
                time.sleep(3600)
            if log:
                with open(log, "a", encoding="utf-8") as handle:
                    handle.write(sentence.plain + "\n")
            if delay:
                time.sleep(delay)
            yield from self._check_sentence(context, sentence)

    def _check_sentence(self, context: RuleContext, sentence: Sentence) -> Iterable[Diagnostic]:
        marker = sentence.markers[0]
        entry = entry_for(context.bibliography, marker.items[0].key)
        if entry is None or entry.file is None:
            return
        lines = read_source(entry.file)
        scored = sorted(((overlap(sentence.plain, line), line) for line in lines), reverse=True)
        best_score, best_line = scored[0] if scored else (0.0, "")
        if best_score >= (context.config.thresholds.get("support") if context.config.thresholds.get("support") is not None else 0.5):
            return
        fixes = []
        better = max(
            (
                (max((overlap(sentence.plain, line) for line in read_source(other.file)), default=0.0), other)
                for other in context.bibliography.entries
                if other is not entry and other.file is not None
            ),
            default=None,
            key=lambda pair: pair[0],
        )
        if better is not None and better[0] > best_score + 0.3:
            other = better[1]
            fixes.append(
                Fix(
                    title=f"Cite [{other.number}] ({other.title}) instead",
                    edits=(TextEdit(marker.span, f"[{other.number}]"),),
                    data={"path": str(other.file), "page": 1},
                )
            )
        yield self.diagnostic(
            context,
            sentence.span,
            f"source [{entry.number}] does not support this sentence (score {best_score:.2f})",
            fixes=fixes,
            evidence=[Evidence(entry.key, best_line, best_score, page=2, section="Results", path=entry.file)],
        )


class DraftWide(Rule):
    code = "RB961"
    name = "test-draft-wide"
    summary = "A finding only the whole draft decides, like RB010 (test rule)."
    default_severity = Severity.WARNING
    phase = Phase.MODEL
    scope = Scope.DRAFT
    explanation = bad_example = good_example = "test"

    def check(self, context: RuleContext) -> Iterable[Diagnostic]:
        from rblint.engine.document import Span

        found = context.draft.text.find("DRAFT-WIDE")
        if found >= 0:
            yield self.diagnostic(context, Span(found, found + len("DRAFT-WIDE")), "a draft-wide finding")


class FakeIndex(SearchOnlyIndex):
    """search(query, k, documents) over source lines by word overlap, answered with the
    index's own types (each line a passage on its own page)."""

    def search(self, query: str, k: int, documents: Sequence[Path] | None = None) -> list[SearchHit]:
        results = []
        for document in documents or []:
            for number, line in enumerate(read_source(Path(document)), 1):
                passage = Passage(str(document), number, line, number, number, ("Intro",), 0, len(line), "evidence")
                results.append(SearchHit(passage, overlap(query, line), None, None, Path(document)))
        return sorted(results, key=lambda item: -item.score)[:k]


def make_linter(config: Config) -> Linter:
    # The options are checked as the real server's linters check them: against what the
    # installed rules declare (LowOverlap reads RB004's `thresholds.support`).
    installed_rules().check_options(config)
    services = Services(config, overrides={"evidence_index": FakeIndex()})
    return TestBibliographyLinter(config, rules=[UnknownNumber, LowOverlap, DraftWide], services=services)


def main() -> None:
    from rblint.server.app import create_server, serve_stdio

    serve_stdio(create_server(make_linter))


if __name__ == "__main__":
    sys.exit(main())
