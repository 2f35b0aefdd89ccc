"""Engine types -> lsprotocol types, and LSP positions <-> engine offsets.

The engine counts in Python ``str`` offsets; LSP counts lines and code units in the
encoding negotiated at ``initialize`` (UTF-16 by default, UTF-8 for Neovim). All the
arithmetic lives here so handlers never do column maths.
"""

from __future__ import annotations

import bisect
import re
from enum import Enum
from functools import cached_property
from pathlib import Path
from typing import Callable, Iterable, Sequence

from lsprotocol import types

from rblint.engine.diagnostics import Diagnostic, Severity, TextEdit
from rblint.engine.document import SourceText, Span
from rblint.engine.safe_read import resolve_safely
from rblint.engine.editor import EditorAction

SOURCE = "rblint"

_SEVERITY = {
    Severity.ERROR: types.DiagnosticSeverity.Error,
    Severity.WARNING: types.DiagnosticSeverity.Warning,
    Severity.INFO: types.DiagnosticSeverity.Information,
}


def normalise_encoding(encoding: object) -> str:
    """'utf-8' / 'utf-16' / 'utf-32' from an enum member or a string (str() of an enum is its name)."""
    value = encoding.value if isinstance(encoding, Enum) else encoding
    return str(value) if value else types.PositionEncodingKind.Utf16.value


_ASTRAL = re.compile("[\U00010000-\U0010FFFF]")  # two UTF-16 code units
_NON_ASCII = re.compile("[^\x00-\x7f]")  # two to four UTF-8 bytes


def _units(char: str, encoding: str) -> int:
    if encoding == types.PositionEncodingKind.Utf8:
        return len(char.encode("utf-8", "surrogatepass"))
    if encoding == types.PositionEncodingKind.Utf32:
        return 1
    return 2 if ord(char) > 0xFFFF else 1


class PositionMapper:
    """Offsets <-> LSP positions for one text in one negotiated position encoding."""

    def __init__(self, source: SourceText | str, encoding: str = types.PositionEncodingKind.Utf16) -> None:
        self.source = source if isinstance(source, SourceText) else SourceText(source)
        self.encoding = normalise_encoding(encoding)

    def position(self, offset: int) -> types.Position:
        """Without copying the line: a paragraph on one 1 MB line with 20,000 findings made
        that 20 GB of slices, and the editor never got its diagnostics."""
        offset = max(0, min(offset, len(self.source.text)))
        line = self.source.line_of(offset)
        start = self.source.line_start(line)
        return types.Position(line=line, character=(offset - start) + self._extra_units(start, offset))

    @cached_property
    def _wide(self) -> tuple[list[int], list[int]]:
        """The offsets of the characters that take more than one code unit in this encoding,
        and the running total of their extra units (``totals[i]``: before the ``i``-th)."""
        text = self.source.text
        offsets: list[int] = []
        totals = [0]
        if self.encoding == types.PositionEncodingKind.Utf32 or text.isascii():
            return offsets, totals
        wide = _ASTRAL if self.encoding == types.PositionEncodingKind.Utf16 else _NON_ASCII
        for match in wide.finditer(text):
            offsets.append(match.start())
            totals.append(totals[-1] + _units(match.group(), self.encoding) - 1)
        return offsets, totals

    def _extra_units(self, start: int, end: int) -> int:
        offsets, totals = self._wide
        if not offsets:
            return 0
        return totals[bisect.bisect_left(offsets, end)] - totals[bisect.bisect_left(offsets, start)]

    def offset(self, position: types.Position) -> int:
        """Clamped: negative or past-the-end positions are legal in LSP and map to the ends."""
        line, character = position.line, position.character
        if line < 0:
            return 0
        if line >= self.source.line_count:
            return len(self.source.text)
        start = self.source.line_start(line)
        units = 0
        line_text = self.source.line_text(line)
        for index, char in enumerate(line_text):
            if units >= character:
                return start + index
            units += _units(char, self.encoding)
        return start + len(line_text)

    def range(self, span: Span) -> types.Range:
        return types.Range(start=self.position(span.start), end=self.position(span.end))

    def span(self, range_: types.Range) -> Span:
        start, end = self.offset(range_.start), self.offset(range_.end)
        return Span(min(start, end), max(start, end))


def diagnostic_to_lsp(diagnostic: Diagnostic, mapper: PositionMapper, *, phase: str) -> types.Diagnostic:
    """One engine diagnostic as LSP sees it; ``data`` keeps what code actions need."""
    related: list[types.DiagnosticRelatedInformation] = []
    for evidence in diagnostic.evidence[:3]:
        if evidence.path is None:
            continue
        where = f"p. {evidence.page}" if evidence.page else evidence.source_key
        score = f" (score {evidence.score:.2f})" if evidence.score is not None else ""
        related.append(
            types.DiagnosticRelatedInformation(
                location=types.Location(uri=page_uri(evidence.path, None), range=_ZERO_RANGE),
                message=f"{where}{score}: {_clip(evidence.text, 160)}",
            )
        )
    return types.Diagnostic(
        range=mapper.range(diagnostic.span),
        message=diagnostic.message,
        severity=_SEVERITY.get(diagnostic.severity, types.DiagnosticSeverity.Warning),
        code=diagnostic.code,
        source=SOURCE,
        code_description=None,
        related_information=related or None,
        data={"phase": phase, "rule": diagnostic.rule, "start": diagnostic.span.start, "end": diagnostic.span.end,
              **({"verdict": diagnostic.verdict.as_json()} if diagnostic.verdict is not None else {})},
    )


_ZERO_RANGE = types.Range(start=types.Position(line=0, character=0), end=types.Position(line=0, character=0))


def _clip(text: str, limit: int) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1] + "…"


def page_uri(path: Path, page: int | None) -> str:
    """``file:///abs/paper.pdf#page=N``: the fragment PDF viewers understand."""
    uri = resolve_safely(path).as_uri()
    return f"{uri}#page={page}" if page else uri


def workspace_edit(
    edits: Sequence[TextEdit],
    draft_uri: str,
    draft_mapper: PositionMapper,
    *,
    document_version: int | None,
    text_of: Callable[[Path], str | None],
    uri_of: Callable[[Path], str],
    supports_document_changes: bool,
) -> types.WorkspaceEdit | None:
    """Group engine edits by file. Edits in other files (a .bib entry) need that file's
    text to turn offsets into positions: ``text_of`` reads an open buffer or the disk."""
    by_uri: dict[str, list[types.TextEdit]] = {}
    versions: dict[str, int | None] = {}
    for edit in edits:
        if edit.path is None:
            uri, mapper, version = draft_uri, draft_mapper, document_version
        else:
            text = text_of(edit.path)
            if text is None:
                text = ""  # a new file: only an insertion at 0 is meaningful
            uri, mapper, version = uri_of(edit.path), PositionMapper(text, draft_mapper.encoding), None
        by_uri.setdefault(uri, []).append(types.TextEdit(range=mapper.range(edit.span), new_text=edit.new_text))
        versions.setdefault(uri, version)
    if not by_uri:
        return None
    if supports_document_changes:
        return types.WorkspaceEdit(
            document_changes=[
                types.TextDocumentEdit(
                    text_document=types.OptionalVersionedTextDocumentIdentifier(uri=uri, version=versions[uri]),
                    edits=list(items),
                )
                for uri, items in by_uri.items()
            ]
        )
    return types.WorkspaceEdit(changes=by_uri)


def action_to_lsp(
    action: EditorAction,
    diagnostics: Iterable[types.Diagnostic],
    edit: types.WorkspaceEdit | None,
) -> types.CodeAction:
    command = None
    if action.command is not None:
        name, arguments = action.command
        command = types.Command(title=action.title, command=name, arguments=list(arguments))
    kind = {
        "quickfix": types.CodeActionKind.QuickFix,
        "source": types.CodeActionKind.Source,
    }.get(action.kind, types.CodeActionKind.QuickFix)
    return types.CodeAction(
        title=action.title,
        kind=kind,
        diagnostics=list(diagnostics) or None,
        edit=edit,
        command=command,
        is_preferred=action.preferred or None,
    )
