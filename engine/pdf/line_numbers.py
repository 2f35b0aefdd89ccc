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
line of words. A table's row
numbers (uneven rows), a figure's axis (numbers beside numbers) and affiliation marks are
not line numbers and are kept.
"""

from __future__ import annotations

from collections import defaultdict
from typing import Callable

from .model import TextRun

MIN_NUMBERS = 8
MARGIN_SHARE = 0.2  # the outer fifth of the page width on either side
ALIGN_TOLERANCE = 2.0  # points
MIN_STEP_SHARE = 0.8
MAX_STEP = 3  # "12, 13, 15": a blank line may skip a number
MAX_MODULUS = 10  # "5, 10, 15": every fifth line numbered
MIN_LEADING_SHARE = 0.9  # a counted line is at least about as tall as the numbers printed in it
MAX_VALUE = 99999
SPACING_TOLERANCE = 0.15  # the baseline step per number may vary this much around its median
MIN_BESIDE_WORDS = 0.6  # share of the numbers with a run of words on their baseline


def margin_line_numbers(runs: list[TextRun], left: float, width: float) -> set[int]:
    """Indices into ``runs`` of the page's margin line numbers (empty when there is no such column)."""
    candidates = [index for index, run in enumerate(runs) if _is_number(run.text)
                  and (run.x1 <= left + width * MARGIN_SHARE or run.x0 >= left + width * (1 - MARGIN_SHARE))]
    if len(candidates) < MIN_NUMBERS:
        return set()
    dropped: set[int] = set()
    edges: tuple[Callable[[TextRun], float], ...] = (lambda run: run.x0, lambda run: run.x1)
    for edge in edges:  # a column aligned on its left or on its right
        groups: dict[int, list[int]] = defaultdict(list)
        for index in candidates:
            groups[round(edge(runs[index]) / ALIGN_TOLERANCE)].append(index)
        for key in sorted(groups):
            # neighbouring bins: a column straddling a bin boundary is still one column
            members = sorted(set(groups[key]) | set(groups.get(key + 1, ())), key=lambda i: -runs[i].baseline)
            if (len(members) >= MIN_NUMBERS and _counts_down_the_page(runs, members) and _evenly_spaced(runs, members)
                    and _beside_words(runs, members)):
                dropped.update(members)
    return dropped


def _evenly_spaced(runs: list[TextRun], members: list[int]) -> bool:
    """One printed line's leading per number counted: a table's rows of uneven height are not a
    count, nor is a column of values in tens on ordinary lines ("10, 20, 30" one line apart
    would make each counted line a tenth of a line tall)."""
    gaps = []
    for before, after in zip(members, members[1:]):
        count = int(runs[after].text.strip()) - int(runs[before].text.strip())
        if count > 0:
            gaps.append((runs[before].baseline - runs[after].baseline) / count)
    if len(gaps) < MIN_NUMBERS - 1:
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


def _is_number(text: str) -> bool:
    """An integer a line may carry; zero too (ACL's review copies count 000, 001, ...)."""
    stripped = text.strip()
    return stripped.isascii() and stripped.isdigit() and int(stripped) <= MAX_VALUE


def _counts_down_the_page(runs: list[TextRun], members: list[int]) -> bool:
    """The values increase down the page by one line at a time, or by a fixed modulus (the
    most common step, up to ``MAX_MODULUS``), a blank line or two skipping a number."""
    values = [int(runs[index].text.strip()) for index in members]
    steps = [after - before for before, after in zip(values, values[1:])]
    positive = [step for step in steps if step > 0]
    if not steps or not positive:
        return False
    modulus = max(set(positive), key=lambda step: (positive.count(step), -step))
    if modulus > MAX_MODULUS:
        return False
    good = sum(1 for step in steps if step > 0 and step % modulus == 0 and step // modulus <= MAX_STEP)
    return good / len(steps) >= MIN_STEP_SHARE
