"""RB011 retracted-source: a cited work is in the local Retraction Watch file."""

from __future__ import annotations

from typing import TYPE_CHECKING, Iterable

from rblint.engine.bibliography.usage import citation_usage, item_label
from rblint.engine.config import cache_directory
from rblint.engine.diagnostics import Diagnostic, Severity
from rblint.engine.linter import RuleUnavailable
from rblint.engine.retractions import RetractionsError, load_retractions
from rblint.engine.rule import Phase, Rule, RuleContext

if TYPE_CHECKING:  # pragma: no cover - names for annotations only
    from rblint.engine.bibliography.model import BibEntry


def entry_doi(entry: BibEntry) -> str | None:
    """The entry's DOI: its own field, else a doi.org link it carries."""
    if entry.doi:
        return entry.doi
    url = entry.url or ""
    return url.split("doi.org/", 1)[1] if "doi.org/" in url else None


class RetractedSource(Rule):
    code = "RB011"
    name = "retracted-source"
    summary = "A cited work was retracted or has an expression of concern (local Retraction Watch file)."
    needs = "a local Retraction Watch CSV (`retractions` in the config); silent without one"
    default_severity = Severity.ERROR
    phase = Phase.INSTANT
    explanation = """
With `retractions = "path/to/retraction_watch.csv"` in the config (a local copy of the
Retraction Watch database, which Crossref publishes openly), every cited entry is looked
up by DOI (the BibTeX `doi` / CSL `DOI` field or a doi.org link), else by its normalised
title and year. A retraction or an expression of concern is an error; a correction is
reported as information. The message gives the date and the nature of the notice, and
the notice's DOI. Nothing is downloaded: the file is indexed once per content (cached
in the cache directory). Without the setting the rule does nothing; a missing or
malformed file is reported once as a rule that could not run.
"""
    bad_example = """
Hydroxychloroquine cut mortality in half [@mehra2020].
"""
    good_example = """
Hydroxychloroquine did not reduce mortality in hospitalised patients [@recovery2020].
"""

    def check(self, context: RuleContext) -> Iterable[Diagnostic]:
        path = context.config.retractions
        if path is None:
            return
        try:
            index = load_retractions(path, cache_directory(context.config))
        except RetractionsError as error:
            raise RuleUnavailable(str(error)) from None
        usage = citation_usage(context.draft, context.bibliography)
        for key, uses in usage.cited.items():
            entry = usage.entries[key]
            found = index.find(entry_doi(entry), entry.title, entry.year)
            if found is None:
                continue
            first = uses[0]
            label = item_label(context.draft, first.marker, first.item)
            notice = f", notice doi:{found.notice_doi}" if found.notice_doi else ""
            message = (f"{label} ({found.title or entry.title}) has a Retraction Watch record: "
                       f"{found.nature or 'notice'} on {found.date or 'an unknown date'}{notice}")
            severity = None if found.is_serious else Severity.INFO
            if severity is not None and context.severities.get(self.code) is not None:
                severity = None  # a configured severity wins
            yield self.diagnostic(context, first.span, message, severity=severity)
