"""RB013 named-author-not-cited: a cited sentence names one entry's authors but cites another."""

from __future__ import annotations

import re
from typing import Iterable

from rblint.engine.bibliography.model import BibEntry
from rblint.engine.bibliography.names import fold, surname, surname_forms
from rblint.engine.citing import draft_style, marker_for, marker_replacement, new_reference_edits, next_number
from rblint.engine.diagnostics import Diagnostic, Fix, Severity, TextEdit
from rblint.engine.document import MarkerStyle, Sentence, Span
from rblint.engine.rule import Phase, Rule, RuleContext

# "Houlsby et al.", "Stowell and Plumbley", "Stowell & Plumbley", "Houlsby (2019)", "Houlsby's":
# a capitalised word written as an author, not a word that happens to be a surname ("Long
# sequences"). One scan per sentence, looked up in the bibliography's surnames.
_AUTHOR_MENTION = re.compile(r"(?<![\w-])([A-Z][\w\u2019-]*?)(?:['\u2019]s\b|(?=\s+et\s+al\b|\s+(?:and|&)\s+[A-Z]"
                             r"|\s*\(\s*\d{4}|(?:\s*,\s*[A-Z][\w\u2019-]*)+,?\s+(?:and|&)\s+[A-Z]))")
_WORD = re.compile(r"[\w'\u2019-]+")


class NamedAuthorNotCited(Rule):
    code = "RB013"
    name = "named-author-not-cited"
    summary = "A cited sentence names the authors of one bibliography entry but cites another."
    needs = "the draft and its bibliography"
    default_severity = Severity.WARNING
    phase = Phase.INSTANT
    explanation = """
A drafting model often keeps the sentence and loses the marker: "Houlsby et al. insert
small adapter layers [5]" where [5] is LeCun et al. The rule reads, in every sentence
with a marker, the first-author surnames of the bibliography written as authors
("Houlsby et al.", "Stowell and Plumbley", "Houlsby (2019)", "Houlsby's"). When the
sentence names an entry it does not cite, and names no author of the works it does
cite, it reports both: `Names Houlsby et al. 2019 ([3]) but cites only [5] (LeCun et al.
2015)`. Markers that point nowhere are RB002's; uncited sentences RB001's.

A sentence that names the cited work's authors as well ("Unlike Houlsby et al., LeCun
et al. [5] ...") is left alone, and so is a surname that is also an author of a cited
work. A secondary citation ("Shinyama and Sekine's method reached good precision [7]",
[7] being a survey) is reported when Shinyama and Sekine's paper is in the bibliography:
the writer has the original at hand.

Quick fixes, in the draft's own marker style (a numbered reference line is added when the
entry has no number yet): first, cite the named entry after its name ("Houlsby et al. [3]
insert ...", "Houlsby et al. (2019)" in an author-year draft), keeping what the sentence
cites, since a sentence may rightly credit one work by name and cite another for its claim;
then, for one marker citing one work, cite the named entry in place of that marker.

Measured (2026-12-04; `tests/test_rb013.py`): on the five numbered real drafts of
`tests/test_real_drafts.py` (55 cited sentences over 23 papers) no finding; their 6
sentences that name the cited work's first author, with the marker swapped to another entry,
each reported. No finding on any Markdown file of this repository. Written after a twelfth
draft's "Houlsby et al. insert small adapter layers ... [5]" ([5]: LeCun et al.) passed every
rule: the cited paper shares enough common words ("layers", "train", "task") for the support
score. It reads each sentence once (one scan for author-shaped words, looked up among the
bibliography's surnames): 3,000 sentences each naming one of 2,000 entries take 0.6 s with
parsing (a first version, one pattern per surname per sentence, took 12 s).
"""
    bad_example = """
Houlsby et al. insert small adapter layers and train only those [2].

## References

1. Houlsby, N., et al. (2019). Parameter-Efficient Transfer Learning for NLP. ICML.
2. LeCun, Y., Bengio, Y., & Hinton, G. (2015). Deep learning. Nature.
"""
    good_example = """
Houlsby et al. insert small adapter layers and train only those [1].

## References

1. Houlsby, N., et al. (2019). Parameter-Efficient Transfer Learning for NLP. ICML.
2. LeCun, Y., Bengio, Y., & Hinton, G. (2015). Deep learning. Nature.
"""

    def check(self, context: RuleContext) -> Iterable[Diagnostic]:
        bibliography = context.bibliography
        by_form: dict[str, list[BibEntry]] = {}  # a first author's surname forms -> the entries
        for entry in bibliography.entries:
            first = surname(entry.authors[0]) if entry.authors else ""
            if len(first) >= 2 and first[:1].isupper():
                for form in surname_forms(first):
                    by_form.setdefault(form, []).append(entry)
        if not by_form:
            return
        style = draft_style(context.draft, bibliography)  # once: each scans every marker of the draft
        number = next_number(bibliography, context.draft)
        for sentence in context.draft.sentences:
            if not sentence.markers:
                continue  # RB001's
            cited = bibliography.cited_by(sentence.markers)
            if not cited:
                continue  # RB002's
            prose = sentence.prose
            mentions: dict[str, re.Match[str]] = {}  # first mention of each surname form, in order
            for match in _AUTHOR_MENTION.finditer(prose):
                mentions.setdefault(fold(match.group(1)), match)
            named = list({id(entry): entry for form in mentions for entry in by_form.get(form, ())
                          if entry not in cited}.values())
            if not named:
                continue
            cited_forms = {form for entry in cited for author in entry.authors for form in surname_forms(surname(author))}
            if cited_forms & {fold(word) for word in _WORD.findall(prose)}:
                continue  # the sentence names an author of what it cites: the other name is context
            named = [entry for entry in named if not surname_forms(surname(entry.authors[0])) & cited_forms]
            if not named:
                continue
            shown = ", ".join(_named(entry, style) for entry in named)
            cites = ", ".join(dict.fromkeys(marker.text for marker in sentence.markers))
            works = "; ".join(dict.fromkeys(entry.short_name() for entry in cited))
            author_year = all(marker.style is MarkerStyle.AUTHOR_YEAR for marker in sentence.markers)
            message = f"Names {shown} but cites only {cites}" + ("" if author_year else f" ({works})")
            named_at = _name_end(next(match for form, match in mentions.items() if named[0] in by_form.get(form, ())))
            fixes = _fixes(context, sentence, named, style, number,
                           None if named_at is None else sentence.span.start + named_at)
            yield self.diagnostic(context, sentence.span, message, fixes=fixes)


def _named(entry: BibEntry, style: MarkerStyle | None) -> str:
    """"Houlsby et al. 2019 ([1])": the entry, and its marker where the draft's style gives one."""
    marker = marker_for(entry, style)
    return f"{entry.short_name()} ({marker})" if marker and entry.number is not None else entry.short_name()


def _name_end(match: re.Match[str]) -> int | None:
    """Where a mention's authors end ("Houlsby et al.", "Stowell and Plumbley", "LeCun, Bengio
    and Hinton"): where its own marker goes; None for a possessive ("Dean and Ghemawat's
    MapReduce"), where no marker reads well."""
    tail = re.match(r"(?:\s+et\s+al\.?|(?:\s*,\s*[A-Z][\w\u2019-]*)*,?\s+(?:and|&)\s+[A-Z][\w\u2019-]*)?",
                    match.string[match.end(1):])
    end = match.end(1) + (tail.end() if tail else 0)
    return None if re.match(r"['\u2019]s\b", match.string[end:]) else end


def _fixes(context: RuleContext, sentence: Sentence, named: list[BibEntry], style: MarkerStyle | None,
           number: int, name_end: int | None) -> list[Fix]:
    """Two ways to cite the named entry, first the one that keeps what the sentence cites: its
    marker after its name ("Houlsby et al. [1] insert ...", or "Houlsby et al. (2019)" in an
    author-year draft), then, for one marker citing one work, in place of that marker."""
    entry, markers = named[0], sentence.markers
    fixes: list[Fix] = []
    if style is MarkerStyle.AUTHOR_YEAR and name_end is not None:
        # "Houlsby et al. (2019)" reads as a citation; after a list ("LeCun, Bengio and Hinton")
        # a year alone would cite its last name, so the whole marker goes there
        listed = "," in context.draft.text[sentence.span.start:name_end]
        inserted = f" {marker_for(entry, style)}" if listed else (f" ({entry.year})" if entry.year else None)
    elif style is MarkerStyle.AUTHOR_YEAR:
        inserted = None
    else:
        inserted = marker_for(entry, style, number=number)
        inserted = f" {inserted}" if inserted else None
    reference = new_reference_edits(entry, style, number, context.draft) if inserted else None
    if inserted and reference is not None and name_end is not None:
        fixes.append(Fix(f"Cite {entry.short_name()} after its name:{inserted}",
                         (TextEdit(Span(name_end, name_end), inserted), *reference), data={"key": entry.key}))
    if len(named) != 1 or len(markers) != 1 or len(markers[0].items) != 1 or markers[0].narrative:
        return fixes
    replacement = marker_replacement(context.draft, context.bibliography, markers[0], entry, number)
    if replacement is not None:
        new_marker, edits = replacement
        fixes.append(Fix(f"Cite {entry.short_name()} instead of {markers[0].text}: {new_marker}", edits,
                         data={"key": entry.key, "marker": new_marker}))
    return fixes
