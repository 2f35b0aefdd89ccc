"""RB008 unused-reference: a reference the draft defines or brings in but never cites."""

from __future__ import annotations

from dataclasses import replace
from typing import Iterable

from rblint.engine.bibliography.model import BibEntry
from rblint.engine.bibliography.usage import citation_usage, entry_label, front_matter_span
from rblint.engine.diagnostics import Diagnostic, Fix, Severity, TextEdit
from rblint.engine.document import Draft, Span
from rblint.engine.rule import Phase, Rule, RuleContext

# Entries the draft itself brings. Papers-folder files and [sources] mappings are a
# library to cite from, not a claim that every file is used, so they never count.
_IN_DRAFT = ("link-definition", "references-section", "footnote")
_IN_FILES = ("bibtex", "csl-json", "front-matter")
MAX_PER_FILE = 20


class UnusedReference(Rule):
    code = "RB008"
    name = "unused-reference"
    summary = "A reference is defined but never cited."
    needs = "the draft and its bibliography"
    default_severity = Severity.INFO
    phase = Phase.INSTANT
    explanation = """
Reports an entry the draft brings that no marker cites: a link reference definition
(`[4]: papers/x.pdf`), an entry of the References section, a footnote whose text is a
reference, or an entry of a BibTeX / CSL JSON file named by the draft or the config.
Files that merely sit in a papers folder, and `[sources]` mappings, are never reported.

Entries defined in the draft are reported on their definition (with a fix that deletes
a link definition or an unnumbered references entry; numbered entries are left alone,
since removing one would renumber the rest). Entries from a bibliography file are
reported on the front-matter line naming the file (or the start of the draft), at most
20 per file plus one summary line. Keys listed in the front matter's `nocite:` (Pandoc)
count as cited; `nocite: '@*'` silences file entries altogether.
"""
    bad_example = """
Retrieval reduces hallucination [1].

## References

1. Smith, J. (2023). Retrieval helps. papers/smith.pdf
2. Lee, K. (2021). Never cited. papers/lee.pdf
"""
    good_example = """
Retrieval reduces hallucination [1], as does reranking [2].

## References

1. Smith, J. (2023). Retrieval helps. papers/smith.pdf
2. Lee, K. (2021). Reranking helps too. papers/lee.pdf
"""

    def check(self, context: RuleContext) -> Iterable[Diagnostic]:
        draft, bibliography = context.draft, context.bibliography
        usage = citation_usage(draft, bibliography)
        nocite_all, nocite = _nocite(draft)
        per_file: dict[str, list[BibEntry]] = {}
        for entry in bibliography.entries:
            if usage.is_cited(entry) or entry.key.casefold() in nocite:
                continue
            if entry.origin in _IN_DRAFT and entry.origin_span is not None:
                yield self._in_draft(context, entry)
            elif entry.origin in _IN_FILES and not nocite_all:
                per_file.setdefault(str(entry.origin_path), []).append(entry)
        for entries in per_file.values():
            path = entries[0].origin_path
            span = front_matter_span(draft, path) if path is not None and entries[0].origin != "front-matter" else Span(0, 0)
            where = path.name if path is not None and entries[0].origin != "front-matter" else "the front matter references"
            for entry in entries[:MAX_PER_FILE]:
                who = f" ({entry.label()})" if entry.authors or entry.title else ""
                message = f"@{entry.key}{who} in {where} is never cited"
                yield replace(self.diagnostic(context, span, message), related_path=entry.origin_path)
            if len(entries) > MAX_PER_FILE:
                rest = len(entries) - MAX_PER_FILE
                message = f"... and {rest} more entr{'y' if rest == 1 else 'ies'} in {where} are never cited"
                yield replace(self.diagnostic(context, span, message), related_path=path)

    def _in_draft(self, context: RuleContext, entry: BibEntry) -> Diagnostic:
        draft = context.draft
        assert entry.origin_span is not None
        kind = {"link-definition": "Link definition", "footnote": "Footnote reference"}.get(entry.origin, "Reference")
        label = entry_label(entry)
        message = f"{kind} {label} is never cited"
        if entry.origin == "references-section" and entry.number is not None and (entry.authors or entry.title):
            message = f"Reference {label} ({entry.label()}) is never cited"
        fixes: list[Fix] = []
        if entry.origin == "link-definition" or (entry.origin == "references-section" and entry.number is None):
            fixes.append(Fix(f"Remove the unused reference {label}", (TextEdit(_whole_lines(draft, entry.origin_span), ""),),
                             safe=True))
        return self.diagnostic(context, entry.origin_span, message, fixes=fixes)


def _whole_lines(draft: Draft, span: Span) -> Span:
    """The span widened to whole lines, with its line break, for a clean deletion."""
    text = draft.text
    start = text.rfind("\n", 0, span.start) + 1
    end = text.find("\n", span.end)
    end = len(text) if end < 0 else end + 1
    return Span(start, end)


def _nocite(draft: Draft) -> tuple[bool, set[str]]:
    matter = draft.front_matter if isinstance(draft.front_matter, dict) else {}
    value = matter.get("nocite")
    values = value if isinstance(value, list) else [value] if value is not None else []
    keys: set[str] = set()
    everything = False
    for item in values:
        if not isinstance(item, str):
            continue
        for token in item.replace(",", " ").replace(";", " ").split():
            token = token.strip("[]")
            if token == "@*":
                everything = True
            elif token.startswith("@"):
                keys.add(token[1:].casefold())
    return everything, keys
