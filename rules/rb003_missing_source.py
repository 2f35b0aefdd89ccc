"""RB003 missing-source: a cited entry whose source file cannot be read, so nothing can be verified."""

from __future__ import annotations

import os
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Iterable

from rblint.engine.bibliography.usage import citation_usage, front_matter_span, item_label
from rblint.engine.diagnostics import Diagnostic, Severity
from rblint.engine.rule import Phase, Rule, RuleContext
from rblint.engine.safe_read import expand_home
from rblint.engine.sources import check_source

if TYPE_CHECKING:  # pragma: no cover - names for annotations only
    from rblint.engine.bibliography.model import BibEntry
    from rblint.engine.document import Draft


class MissingSource(Rule):
    code = "RB003"
    name = "missing-source"
    summary = "A cited entry's source file is missing, unreadable or has no text, so its claims cannot be verified."
    needs = "the draft and its bibliography"
    default_severity = Severity.WARNING
    phase = Phase.INSTANT
    explanation = """
rblint checks claims against the cited paper's text. This rule reports, once per cited
entry and on the first marker that cites it, why that is impossible:

* **warning**: the entry names a file outside the project or not a regular file (the
  source sandbox: rblint reads only files under the draft's folder, the config's folder
  or a folder listed in `papers` / `library`, so a draft cannot make it quote
  `~/.ssh/...`), a file that does not exist, cannot be read, is empty,
  is not a .pdf/.txt/.md, is an encrypted, corrupt or truncated PDF, has no text layer
  (a scan: run OCR first), or is over the `index.max-pages` / `index.max-file-mb`
  limits;
* **info**: the entry has no file at all (metadata or a URL only). Give it one with a
  BibTeX `file` field, a link in the references entry, `KEY.pdf` in a papers folder, or
  `[sources]` in the config.

Problems loading the bibliography itself (a malformed BibTeX entry, a bibliography file
that does not exist, CSL JSON that does not parse, a papers folder that is missing) are
reported here too, as warnings: on the front-matter line that names the file when there
is one, otherwise at the start of the draft. The check is cheap: it opens PDFs and reads
the first three pages only, and caches the answer per file version.
"""
    bad_example = """
Retrieval reduces hallucination [1].

## References

1. Smith, J. (2023). Retrieval helps. papers/scanned-smith.pdf
"""
    good_example = """
Retrieval reduces hallucination [1].

## References

1. Smith, J. (2023). Retrieval helps. papers/smith-ocr.pdf
"""

    def check(self, context: RuleContext) -> Iterable[Diagnostic]:
        draft, bibliography, config = context.draft, context.bibliography, context.config
        for path, message in bibliography.problems:
            text = message if path is None or str(path) in message or path.name in message else f"{path.name}: {message}"
            diagnostic = self.diagnostic(context, front_matter_span(draft, path), text)
            yield replace(diagnostic, related_path=path)
        usage = citation_usage(draft, bibliography)
        override = context.severities.get(self.code)
        for key, uses in usage.cited.items():
            entry = usage.entries[key]
            first = uses[0]
            label = item_label(draft, first.marker, first.item)
            if entry.file is not None:
                reason = check_source(entry.file, config)
                if reason is None:
                    continue
                shown = entry.file_declared or _relative(entry.file, draft)
                message = f"{label} cites {shown}, which cannot be used: {reason}. The claim cannot be verified"
                diagnostic = self.diagnostic(context, first.span, message)
                yield replace(diagnostic, related_path=entry.file)
            elif entry.file_refused:
                message = (f"{label} names {entry.file_declared}, which rblint does not read: {entry.file_refused}. "
                           "The claim cannot be verified")
                yield self.diagnostic(context, first.span, message)
            elif entry.file_declared:
                where = _search_dirs(entry, draft)
                unusable = _not_a_file(entry, draft)
                found = f"but it {unusable}" if unusable else "but that file does not exist"
                message = (
                    f"{label} names {entry.file_declared}, {found}"
                    f"{f' (looked in {where})' if where and not unusable else ''}. The claim cannot be verified"
                )
                yield self.diagnostic(context, first.span, message)
            else:
                only = f" (only a URL: {entry.url})" if entry.url else " (metadata only)"
                message = (
                    f"{label} has no source file{only}, so the claim cannot be verified; add a file "
                    f"(BibTeX 'file' field, a path in the references entry, {entry.key.lstrip('^')}.pdf in "
                    "the papers folder, or [sources] in the config)"
                )
                yield self.diagnostic(context, first.span, message, severity=override or Severity.INFO)


def _relative(path: Path, draft: Draft) -> str:
    try:
        return path.relative_to(draft.path.resolve().parent).as_posix()
    except ValueError:
        return str(path)


def _declaring_folder(entry: BibEntry, draft: Draft) -> Path:
    """The folder a relative declared path is read from: the file that declares the entry's
    (a .bib, the draft), or the papers folder itself."""
    origin = entry.origin_path if entry.origin_path is not None else draft.path
    return origin if origin.suffix == "" and entry.from_papers_folder else origin.parent


def _not_a_file(entry: BibEntry, draft: Draft) -> str | None:
    """Why the declared path that exists is no source ("is a folder, not a regular file"),
    or None when nothing is there."""
    from rblint.engine.safe_read import refusal

    declared = expand_home(entry.file_declared or "")
    candidate = declared if declared.is_absolute() else _declaring_folder(entry, draft) / declared
    if not os.path.lexists(candidate):
        return None
    reason = refusal(candidate)
    return reason if reason is not None and reason.startswith("is ") else None


def _search_dirs(entry: BibEntry, draft: Draft) -> str:
    if Path(entry.file_declared or "").is_absolute():
        return ""
    folder = _declaring_folder(entry, draft)
    try:
        folder = folder.resolve()
    except OSError:
        return str(folder)
    try:  # relative to the working directory when below it, as paths are printed elsewhere
        return str(folder.relative_to(Path.cwd().resolve())) or "."
    except ValueError:
        return str(folder)
