"""Inline suppression comments, ESLint style.

``<!-- rblint-disable RB001 RB004 -->`` ... ``<!-- rblint-enable -->`` silences a region
(no codes: every rule); ``<!-- rblint-disable-next-line RB004 -->`` silences the next
non-blank line; ``<!-- rblint-disable-file RB008 -->`` the whole draft.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from .diagnostics import Diagnostic
from .document import Draft

_DIRECTIVE = re.compile(
    r"^\s*rblint-(disable-next-line|disable-line|disable-file|disable|enable)\b(?P<codes>[^\n]*?)\s*$",
    re.IGNORECASE,
)
_CODE = re.compile(r"[A-Za-z]+\d*")


@dataclass
class Suppressions:
    # (start offset, end offset, codes or None for all)
    regions: list[tuple[int, int, frozenset[str] | None]] = field(default_factory=list)
    # line number (0-based) -> codes or None
    lines: dict[int, frozenset[str] | None] = field(default_factory=dict)
    file_codes: set[str] = field(default_factory=set)
    file_all: bool = False

    def suppresses(self, diagnostic: Diagnostic, draft: Draft) -> bool:
        code = diagnostic.code.upper()
        if self.file_all or _matches(code, frozenset(self.file_codes)):
            return True
        start = diagnostic.span.start
        for region_start, region_end, codes in self.regions:
            if region_start <= start < region_end and (codes is None or _matches(code, codes)):
                return True
        line = draft.source.line_of(start)
        if line in self.lines:
            codes = self.lines[line]
            return codes is None or _matches(code, codes)
        return False


def _matches(code: str, codes: frozenset[str]) -> bool:
    return any(code.startswith(prefix) for prefix in codes)


def _parse_codes(text: str) -> frozenset[str] | None:
    text = text.split("--")[0]  # "-- reason" after the codes is a comment
    codes = frozenset(match.upper() for match in _CODE.findall(text))
    return codes or None


def collect_suppressions(draft: Draft) -> Suppressions:
    result = Suppressions()
    open_regions: list[tuple[int, frozenset[str] | None]] = []
    text_length = len(draft.text)
    for comment in sorted(draft.comments, key=lambda item: item.span.start):
        match = _DIRECTIVE.match(comment.body)
        if not match:
            continue
        kind = match.group(1).lower()
        codes = _parse_codes(match.group("codes"))
        if kind == "disable-file":
            if codes is None:
                result.file_all = True
            else:
                result.file_codes.update(codes)
        elif kind == "disable":
            open_regions.append((comment.span.end, codes))
        elif kind == "enable":
            still_open: list[tuple[int, frozenset[str] | None]] = []
            for start, region_codes in open_regions:
                if codes is None or region_codes is None or region_codes <= codes:
                    result.regions.append((start, comment.span.start, region_codes))
                else:
                    result.regions.append((start, comment.span.start, region_codes & codes))
                    still_open.append((comment.span.start, region_codes - codes))
            open_regions = still_open
        elif kind == "disable-line":
            result.lines[draft.source.line_of(comment.span.start)] = codes
        else:  # disable-next-line: the next line with any content after the comment
            line = draft.source.line_of(comment.span.end) + 1
            while line < draft.source.line_count and not draft.source.line_text(line).strip():
                line += 1
            result.lines[line] = codes
    for start, codes in open_regions:
        result.regions.append((start, text_length + 1, codes))
    return result
