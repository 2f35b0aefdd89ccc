"""RB013 named-author-not-cited: a cited sentence names one entry's authors but cites another."""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Iterable

from rblint.engine.bibliography.model import BibEntry
from rblint.engine.bibliography.names import surname, surname_forms
from rblint.engine.citing import bracketed_author_year, draft_style, marker_for, new_reference_edits, next_number
from rblint.engine.diagnostics import Diagnostic, Fix, Severity, TextEdit
from rblint.engine.document import MarkerStyle, Sentence
from rblint.engine.rule import Phase, Rule, RuleContext

# "Houlsby et al.", "Stowell and Plumbley", "Stowell & Plumbley", "Houlsby (2019)", "Houlsby's":
# a surname written as an author, not a word that happens to be one ("Long sequences").
_AS_AUTHOR = r"(?=\s+et\s+al\b|\s+(?:and|&)\s+[A-Z]|\s*\(\s*\d{4}|['\u2019]s\b)"


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
cite, it reports both: `Names Houlsby et al. 2019 ([3]) but cites [5] (LeCun et al.
2015)`. Markers that point nowhere are RB002's; uncited sentences RB001's.

A sentence that names the cited work's authors as well ("Unlike Houlsby et al., LeCun
et al. [5] ...") is left alone, and so is a surname that is also an author of a cited
work. A secondary citation ("Shinyama and Sekine's method reached good precision [7]",
[7] being a survey) is reported when Shinyama and Sekine's paper is in the bibliography:
the writer has the original at hand.

Quick fix, for one marker citing one work: cite the named entry instead, in the
draft's own marker style (a numbered reference line is added when the entry has no
number yet).

Measured (2026-12-04; `tests/test_rb013.py`): on the five numbered real drafts of
`tests/test_real_drafts.py` (55 cited sentences over 23 papers) no finding; their 6
sentences that name the cited work's first author, with the marker swapped to another entry,
each reported. No finding on any Markdown file of this repository. Written after a twelfth
draft's "Houlsby et al. insert small adapter layers ... [5]" ([5]: LeCun et al.) passed every
rule: the cited paper shares enough common words ("layers", "train", "task") for the support
score.
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
        first_authors = [(entry, surname(entry.authors[0])) for entry in bibliography.entries if entry.authors]
        first_authors = [(entry, name) for entry, name in first_authors if len(name) >= 2 and name[:1].isupper()]
        if not first_authors:
            return
        words = frozenset(re.findall(r"\w+", context.draft.text))
        candidates = [(entry, name) for entry, name in first_authors if set(re.findall(r"\w+", name)) <= words]
        for sentence in context.draft.sentences:
            if not sentence.markers:
                continue  # RB001's
            cited = [entry for marker in sentence.markers for item in marker.items
                     if (entry := bibliography.resolve(item, marker.style)) is not None]
            if not cited:
                continue  # RB002's
            prose = sentence.prose
            named = [entry for entry, name in candidates
                     if entry not in cited and _as_author(name).search(prose)]
            if not named or _names_a_cited_author(prose, cited):
                continue
            cited_surnames = {form for entry in cited for author in entry.authors for form in surname_forms(surname(author))}
            named = [entry for entry in named if not surname_forms(surname(entry.authors[0])) & cited_surnames]
            if not named:
                continue
            shown = ", ".join(_named(context, entry) for entry in named)
            cites = ", ".join(dict.fromkeys(marker.text for marker in sentence.markers))
            works = "; ".join(dict.fromkeys(entry.short_name() for entry in cited))
            message = f"Names {shown} but cites {cites} ({works})"
            yield self.diagnostic(context, sentence.span, message, fixes=_fixes(context, sentence, named))


@lru_cache(maxsize=4096)
def _as_author(name: str) -> re.Pattern[str]:
    return re.compile(r"(?<![\w-])" + re.escape(name) + _AS_AUTHOR)


def _names_a_cited_author(prose: str, cited: list[BibEntry]) -> bool:
    """Whether the sentence names any author of a work it cites (then the other name is context)."""
    return any(_as_author(name).search(prose) or re.search(r"(?<![\w-])" + re.escape(name) + r"(?![\w-])", prose)
               for entry in cited for author in entry.authors
               if len(name := surname(author)) >= 2 and name[:1].isupper())


def _named(context: RuleContext, entry: BibEntry) -> str:
    """"Houlsby et al. 2019 ([1])": the entry, and its marker where the draft's style gives one."""
    marker = marker_for(entry, draft_style(context.draft, context.bibliography))
    return f"{entry.short_name()} ({marker})" if marker and entry.number is not None else entry.short_name()


def _fixes(context: RuleContext, sentence: Sentence, named: list[BibEntry]) -> list[Fix]:
    """Cite the named entry instead: one marker citing one work, one entry named."""
    markers = sentence.markers
    if len(named) != 1 or len(markers) != 1 or len(markers[0].items) != 1 or markers[0].narrative:
        return []
    entry, marker = named[0], markers[0]
    style = marker.style if marker.style is not MarkerStyle.FOOTNOTE else draft_style(context.draft, context.bibliography)
    own_shape = marker.style is MarkerStyle.AUTHOR_YEAR
    brackets = marker.text.startswith("[") if own_shape else bracketed_author_year(context.draft)
    number = next_number(context.bibliography, context.draft)
    new_marker = marker_for(entry, style, number=number, brackets=brackets)
    reference = new_reference_edits(entry, style, number, context.draft) if new_marker is not None else None
    if new_marker is None or reference is None:
        return []
    return [Fix(f"Cite {entry.short_name()} instead: {new_marker}", (TextEdit(marker.span, new_marker), *reference),
                data={"key": entry.key, "marker": new_marker})]
