"""Line numbers in the margin (bioRxiv and medRxiv preprints, review copies, arXiv ``lineno``).

A column of small integers beside the text, one per printed line, would otherwise become
part of every line ("subjected to a chemical" / "24" / "homogenization") and break each
paragraph into lines. Recognised by shape, not by position alone: at least
``MIN_NUMBERS`` integer-only runs in the outer fifth of the page, aligned on one edge
(left or right within ``ALIGN_TOLERANCE`` points), that increase down the page in steps
of one (``MIN_STEP_SHARE`` of the steps; a number may be missing where a line is blank) --
or in steps of a fixed modulus up to ``MAX_MODULUS`` when only every fifth or tenth line is
numbered (LaTeX's ``\\modulolinenumbers[5]``, many review copies) -- evenly spaced (one
line's leading per number counted, never less than the numbers' own size), each beside a
line of words (or, numbering a fixed grid of its own, within half a step of one). A table's row
numbers (uneven rows), a figure's axis (numbers beside numbers) and affiliation marks are
not line numbers and are kept.
"""

from __future__ import annotations

import bisect
from collections import defaultdict
from dataclasses import dataclass
from typing import Callable

from .model import TextRun

MIN_NUMBERS = 8
MIN_SPARSE_NUMBERS = 4  # a short column counts only with its like on other pages (page_line_numbers)
MARGIN_SHARE = 0.2  # the outer fifth of the page width on either side
ALIGN_TOLERANCE = 2.0  # points
MIN_STEP_SHARE = 0.8
MAX_STEP = 3  # "12, 13, 15": a blank line may skip a number
MAX_MODULUS = 10  # "5, 10, 15": every fifth line numbered
MIN_LEADING_SHARE = 0.9  # a counted line is at least about as tall as the numbers printed in it
MAX_VALUE = 99999
SPACING_TOLERANCE = 0.15  # the baseline step per number may vary this much around its median
MIN_BESIDE_WORDS = 0.6  # share of the numbers with a run of words on their baseline
GRID_MIN_NUMBERS = 20  # a column numbering a fixed grid, not the text's lines (``_a_numbered_grid``)
GRID_TOLERANCE = 0.02  # its gaps may differ this much


@dataclass(frozen=True)
class MarginColumn:
    """A column of counting integers in one page's margin: which edge it aligns on, where,
    its step, and the runs it holds."""

    edge: int  # 0: aligned on the left edge of its numbers, 1: on the right
    key: int  # the edge's position in ALIGN_TOLERANCE bins
    modulus: int
    members: tuple[int, ...]


def margin_columns(runs: list[TextRun], left: float, width: float, minimum: int = MIN_NUMBERS) -> list[MarginColumn]:
    """The page's columns of at least ``minimum`` margin integers that count down the page,
    evenly spaced, each beside a line of words."""
    candidates = [index for index, run in enumerate(runs) if _is_number(run.text)
                  and (run.x1 <= left + width * MARGIN_SHARE or run.x0 >= left + width * (1 - MARGIN_SHARE))]
    if len(candidates) < minimum:
        return []
    found: list[MarginColumn] = []
    edges: tuple[Callable[[TextRun], float], ...] = (lambda run: run.x0, lambda run: run.x1)
    for side, edge in enumerate(edges):  # a column aligned on its left or on its right
        groups: dict[int, list[int]] = defaultdict(list)
        for index in candidates:
            groups[round(edge(runs[index]) / ALIGN_TOLERANCE)].append(index)
        for key in sorted(groups):
            # neighbouring bins: a column straddling a bin boundary is still one column
            members = sorted(set(groups[key]) | set(groups.get(key + 1, ())), key=lambda i: -runs[i].baseline)
            modulus = _counts_down_the_page(runs, members) if len(members) >= minimum else None
            if modulus is not None and _evenly_spaced(runs, members, minimum) and (
                    _beside_words(runs, members) or _a_numbered_grid(runs, members, modulus)):
                found.append(MarginColumn(side, key, modulus, tuple(members)))
    return found


def margin_line_numbers(runs: list[TextRun], left: float, width: float) -> set[int]:
    """Indices into ``runs`` of the page's margin line numbers (empty when there is no such column)."""
    return {index for column in margin_columns(runs, left, width) for index in column.members}


def page_line_numbers(pages: list[tuple[list[TextRun], float, float]]) -> list[set[int]]:
    """Per page (runs, left, width), the indices of its margin line numbers: each page's own
    columns (:func:`margin_line_numbers`), plus columns too short to tell on their own page --
    every tenth line numbered leaves five a page -- that recur on other pages at the same edge
    with the same step: ``MIN_NUMBERS`` of them across at least two pages count together."""
    dense = [margin_line_numbers(runs, left, width) for runs, left, width in pages]
    short = [margin_columns(runs, left, width, MIN_SPARSE_NUMBERS) if not found else []
             for (runs, left, width), found in zip(pages, dense)]
    clusters: list[tuple[tuple[int, int], int, list[tuple[int, MarginColumn]]]] = []  # (edge, step), first key, columns
    for page, column in sorted(((page, column) for page, columns in enumerate(short) for column in columns),
                               key=lambda item: (item[1].edge, item[1].modulus, item[1].key)):
        last = clusters[-1] if clusters else None
        if last is not None and last[0] == (column.edge, column.modulus) and column.key - last[1] <= 1:
            last[2].append((page, column))  # the same column: its edge within a bin of the first's
        else:
            clusters.append(((column.edge, column.modulus), column.key, [(page, column)]))
    for _, _, members in clusters:
        if sum(len(column.members) for _, column in members) >= MIN_NUMBERS and len({page for page, _ in members}) >= 2:
            for page, column in members:
                dense[page].update(column.members)
    return dense


def _evenly_spaced(runs: list[TextRun], members: list[int], minimum: int = MIN_NUMBERS) -> bool:
    """One printed line's leading per number counted: a table's rows of uneven height are not a
    count, nor is a column of values in tens on ordinary lines ("10, 20, 30" one line apart
    would make each counted line a tenth of a line tall)."""
    gaps = []
    for before, after in zip(members, members[1:]):
        count = int(runs[after].text.strip()) - int(runs[before].text.strip())
        if count > 0:
            gaps.append((runs[before].baseline - runs[after].baseline) / count)
    if len(gaps) < minimum - 1:
        return False
    middle = sorted(gaps)[len(gaps) // 2]
    size = sorted(runs[index].size for index in members)[len(members) // 2]
    return (middle >= MIN_LEADING_SHARE * size
            and sum(1 for gap in gaps if abs(gap - middle) <= SPACING_TOLERANCE * middle) >= MIN_STEP_SHARE * len(gaps))


def _beside_words(runs: list[TextRun], members: list[int]) -> bool:
    """Most numbers share their baseline with a run of words (a figure's axis sits beside numbers)."""
    chosen = set(members)
    lines: dict[int, list[TextRun]] = defaultdict(list)
    for index, run in enumerate(runs):
        if index not in chosen:
            lines[round(run.baseline)].append(run)
    worded = 0
    for index in members:
        baseline = round(runs[index].baseline)
        beside = [run for key in (baseline - 1, baseline, baseline + 1) for run in lines.get(key, ())]
        if any(sum(character.isalpha() for character in run.text) >= 3 for run in beside):
            worded += 1
    return worded >= MIN_BESIDE_WORDS * len(members)


def _a_numbered_grid(runs: list[TextRun], members: list[int], modulus: int) -> bool:
    """A fixed grid of numbers beside lines of words on a leading of their own: ACM's manuscript
    format numbers every 10.96 pt while its text keeps 13.7 pt, so most numbers share no baseline
    with words (``_beside_words``) and the column stayed in the text. Strict, so that a table's
    row numbers or an axis stay text: ``GRID_MIN_NUMBERS`` or more, every step one, every gap
    within ``GRID_TOLERANCE`` of the others, most numbers within half a step of a line of words."""
    if modulus != 1 or len(members) < GRID_MIN_NUMBERS:
        return False
    values = [int(runs[index].text.strip()) for index in members]
    gaps = [runs[before].baseline - runs[after].baseline for before, after in zip(members, members[1:])]
    step = sorted(gaps)[len(gaps) // 2]
    if (step <= 0 or any(after - before != 1 for before, after in zip(values, values[1:]))
            or any(abs(gap - step) > GRID_TOLERANCE * step for gap in gaps)):
        return False
    chosen = set(members)
    worded = sorted(run.baseline for index, run in enumerate(runs)
                    if index not in chosen and sum(character.isalpha() for character in run.text) >= 3)
    near = 0
    for index in members:
        at = bisect.bisect_left(worded, runs[index].baseline - step / 2)
        near += at < len(worded) and worded[at] <= runs[index].baseline + step / 2
    return near >= MIN_BESIDE_WORDS * len(members)


def _is_number(text: str) -> bool:
    """An integer a line may carry; zero too (ACL's review copies count 000, 001, ...)."""
    stripped = text.strip()
    return stripped.isascii() and stripped.isdigit() and int(stripped) <= MAX_VALUE


def _counts_down_the_page(runs: list[TextRun], members: list[int]) -> int | None:
    """The step (1, or a modulus up to ``MAX_MODULUS``) when the values increase down the page by
    one line at a time or by that modulus, a blank line or two skipping a number; else None."""
    values = [int(runs[index].text.strip()) for index in members]
    steps = [after - before for before, after in zip(values, values[1:])]
    positive = [step for step in steps if step > 0]
    if not steps or not positive:
        return None
    modulus = max(set(positive), key=lambda step: (positive.count(step), -step))
    if modulus > MAX_MODULUS:
        return None
    good = sum(1 for step in steps if step > 0 and step % modulus == 0 and step // modulus <= MAX_STEP)
    return modulus if good / len(steps) >= MIN_STEP_SHARE else None
