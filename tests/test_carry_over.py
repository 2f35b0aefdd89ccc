"""Draft-wide findings follow an edit: kept before it, shifted after it, dropped where it touched."""

from __future__ import annotations

from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from rblint.engine.diagnostics import Diagnostic, Fix, Severity, TextEdit
from rblint.engine.document import Span
from rblint.engine.incremental import carry_over, changed_region

TEXT = st.text(alphabet="ab \n", max_size=40)


@settings(max_examples=400, deadline=None)
@given(TEXT, TEXT)
def test_changed_region_is_the_one_region_that_differs(old: str, new: str) -> None:
    start, old_end, new_end = changed_region(old, new)
    assert old[:start] == new[:start] and old[old_end:] == new[new_end:]
    assert start <= old_end and start <= new_end
    assert old[:start] + new[start:new_end] + old[old_end:] == new
    limit = min(len(old), len(new))
    assert start == limit or old[start] != new[start]  # the prefix is maximal...
    suffix = len(old) - old_end
    assert suffix == limit - start or old[old_end - 1] != new[new_end - 1]  # ...and so is the suffix


def finding(start: int, end: int, fix: tuple[int, int] | None = None) -> Diagnostic:
    fixes = () if fix is None else (Fix(title="fix", edits=(TextEdit(Span(*fix), "x"),)),)
    return Diagnostic(code="RB010", rule="source-mismatch", message="m", severity=Severity.WARNING,
                      span=Span(start, end), path=Path("d.md"), fixes=fixes)


@settings(max_examples=400, deadline=None)
@given(st.text(alphabet="abc \n", min_size=1, max_size=40), st.data())
def test_a_kept_finding_points_at_the_same_text(old: str, data: st.DataObject) -> None:
    start = data.draw(st.integers(0, len(old) - 1))
    end = data.draw(st.integers(start + 1, len(old)))
    cut = data.draw(st.integers(0, len(old)))
    cut_end = data.draw(st.integers(cut, len(old)))
    new = old[:cut] + data.draw(st.text(alphabet="xyz", max_size=5)) + old[cut_end:]
    kept = carry_over([finding(start, end)], old, new)
    for item in kept:
        assert new[item.span.start:item.span.end] == old[start:end]


def test_before_after_and_touching_an_edit() -> None:
    old = "alpha beta gamma delta"
    new = old.replace("beta", "BETA BETA")  # +5 characters at offset 6
    before, inside, after = finding(0, 5), finding(6, 10), finding(17, 22, fix=(17, 22))
    kept = carry_over([before, inside, after], old, new)
    assert [new[item.span.start:item.span.end] for item in kept] == ["alpha", "delta"]
    assert kept[1].fixes[0].edits[0].span == Span(22, 27)  # the fix moved with it
    straddling = finding(0, 22, fix=(0, 5))  # its own span covers the edit: recomputed, not guessed
    assert carry_over([straddling], old, new) == []
    assert carry_over([before, after], old, old) == [before, after]
