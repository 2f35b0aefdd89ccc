"""RB010 source-mismatch: the file behind a key is a different paper than the entry names."""

from __future__ import annotations

import re
from typing import Iterable

from rblint.engine.bibliography.usage import citation_usage, item_label
from rblint.engine.diagnostics import Diagnostic, Severity
from rblint.engine.rule import Phase, Rule, RuleContext

# Share of the entry title's content words that must appear in the parsed title, or in
# the file's first page, for the file to count as that paper. Titles of the same paper
# written differently (subtitle dropped, "and" for "&", case) keep >= 0.8; another
# paper on the same topic rarely passes 0.5 on both.
TITLE_SHARE = 0.6
MIN_TITLE_WORDS = 3
_WORD = re.compile(r"[a-z0-9]+")
_STOP = frozenset("a an and the of for in on to with from by via at as or is are its their into using".split())


def title_words(text: str) -> set[str]:
    return {word for word in _WORD.findall(text.lower()) if word not in _STOP and len(word) > 1}


def share(wanted: set[str], text: str) -> float:
    return len(wanted & title_words(text)) / len(wanted) if wanted else 1.0


class SourceMismatch(Rule):
    code = "RB010"
    name = "source-mismatch"
    summary = "A cited entry's title matches neither the title nor the first page of the file it points to."
    needs = "the cited sources' files"
    default_severity = Severity.WARNING
    # It reads the parsed file (title and first page): it runs with the model rules.
    phase = Phase.MODEL
    explanation = f"""
A bibliography can bind a key to the wrong PDF (a generated bibliography, a Zotero item
with a mis-attached file); every check against that file is then meaningless, and RB004
would blame the claim. For each cited entry with a title of at least {MIN_TITLE_WORDS}
content words and a readable file, the share of the title's content words found in the
title rblint parsed from the file, and in the file's first page, is computed (stop
words, case and punctuation aside). Below {TITLE_SHARE:.0%} on both, the entry is reported
on its first citation, naming both titles.
"""
    bad_example = """
Retrieval reduces hallucination [@gao2023].

<!-- refs.bib: @article{gao2023, title = {Enabling Large Language Models to Generate Text with Citations},
     file = {papers/pasa.pdf}} -- pasa.pdf is "PaSa: An LLM Agent for Comprehensive Academic Paper Search" -->
"""
    good_example = """
Retrieval reduces hallucination [@gao2023].

<!-- refs.bib: @article{gao2023, title = {Enabling Large Language Models to Generate Text with Citations},
     file = {papers/alce.pdf}} -->
"""

    def check(self, context: RuleContext) -> Iterable[Diagnostic]:
        from rblint.engine.index import SourceError

        usage = citation_usage(context.draft, context.bibliography)
        index = None
        for key, uses in usage.cited.items():
            entry = usage.entries[key]
            wanted = title_words(entry.title or "")
            if entry.file is None or len(wanted) < MIN_TITLE_WORDS:
                continue
            index = index or context.services.evidence_index
            try:
                document = index.load(entry.file)
            except SourceError:
                continue  # RB003 reports it
            parsed = document.title or ""
            pages = document.pages
            text = document.text
            first_page = text[pages[0].char_start:pages[0].char_end] if pages else text[:4000]
            if share(wanted, parsed) >= TITLE_SHARE or share(wanted, first_page) >= TITLE_SHARE:
                continue
            first = uses[0]
            label = item_label(context.draft, first.marker, first.item)
            shown = entry.file_declared or entry.file.name
            message = (f"{label} is \"{entry.title}\" in the bibliography, but {shown} looks like another paper: "
                       f"\"{parsed or 'no title found'}\" (title words found: {share(wanted, parsed):.0%} in its title, "
                       f"{share(wanted, first_page):.0%} on its first page)")
            yield self.diagnostic(context, first.span, message)
