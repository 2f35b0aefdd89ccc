"""Applying the fixes of a lint result to a draft's text (``rblint --fix`` / ``--diff``).

Only the draft's own text is edited (a fix that touches another file, e.g. a .bib, is
left to the editor); a fix is applied whole or not at all; a fix whose edits overlap an
already accepted one is skipped for this pass (ruff's rule: run again to get it). Which
fixes are applied: the *safe* ones (they keep the draft's meaning: removing a marker that
points to nothing, removing a reference nothing cites), and the unsafe ones only when
asked (they change what a sentence claims or cites).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Sequence

from .diagnostics import Diagnostic, Fix, TextEdit


@dataclass
class FixedText:
    text: str
    applied: list[Diagnostic] = field(default_factory=list)
    skipped: list[Diagnostic] = field(default_factory=list)  # overlapping an applied fix: next pass

    @property
    def changed(self) -> bool:
        return bool(self.applied)


def fixable(diagnostic: Diagnostic, *, unsafe: bool = False) -> Fix | None:
    """The fix ``--fix`` would apply for ``diagnostic`` (its first), or None."""
    for fix in diagnostic.fixes:
        applicable = fix.edits and all(edit.path is None for edit in fix.edits) and not fix.alternative
        if applicable and (fix.safe or unsafe):
            return fix
    return None


def apply_fixes(text: str, diagnostics: Sequence[Diagnostic], *, unsafe: bool = False) -> FixedText:
    """``text`` with the fixes of ``diagnostics`` applied (see the module doc)."""
    result = FixedText(text)
    accepted: list[TextEdit] = []
    for diagnostic in sorted(diagnostics, key=lambda item: (item.span.start, item.code)):
        fix = fixable(diagnostic, unsafe=unsafe)
        if fix is None:
            continue
        if any(_overlap(edit, other) for edit in fix.edits for other in accepted):
            result.skipped.append(diagnostic)
            continue
        accepted.extend(fix.edits)
        result.applied.append(diagnostic)
    for edit in sorted(accepted, key=lambda item: (item.span.start, item.span.end), reverse=True):
        text = text[: edit.span.start] + edit.new_text + text[edit.span.end:]
    result.text = text
    return result


def _overlap(first: TextEdit, second: TextEdit) -> bool:
    if first.span.start == first.span.end == second.span.start == second.span.end:
        return True  # two insertions at one place: their order would be a guess
    return first.span.start < second.span.end and second.span.start < first.span.end
