"""Runs -> lines -> reading order, from geometry alone.

Lines are grouped by *baseline* with a tolerance of about half the line's font size,
seeded by the largest runs first, so a superscript citation, a subscript or a small-caps
run joins the line it sits on instead of starting a new one. A run joins a line only
when it is horizontally near it, so two columns at the same height stay apart. On a
page with two columns, spanning lines (titles, wide captions) cut the page into bands;
each band is read left column first, then right column.
"""

from __future__ import annotations

import bisect
import re
from collections import Counter

from .model import PdfLine, TextRun

_SPACES = re.compile(r"\s+")


class _LineBuilder:
    __slots__ = ("runs", "baseline", "size", "x0", "x1")

    def __init__(self, run: TextRun) -> None:
        self.runs = [run]
        self.baseline = run.baseline
        self.size = run.size
        self.x0 = run.x0
        self.x1 = run.x1

    def accepts(self, run: TextRun) -> bool:
        if run.size > 1.5 * self.size:
            return False  # a drop cap beside smaller lines is not part of them
        # Same-size text shares its baseline exactly; smaller runs may be raised or lowered.
        tolerance = 0.12 if abs(run.size - self.size) < 0.3 else 0.45
        if abs(run.baseline - self.baseline) > tolerance * self.size:
            return False
        # Judge by the run's start (exact) rather than its end (estimated from font widths),
        # so a left-column run never joins a right-column line at the same height.
        gap = (1.3 if tolerance < 0.2 else 0.4) * max(self.size, run.size)
        if self.x0 - gap <= run.x0 <= self.x1 + gap:
            return True
        # A short run just left of the line (a section number, a bullet): its width is reliable.
        return len(run.text.strip()) <= 3 and run.x0 < self.x0 and run.x1 >= self.x0 - gap

    def add(self, run: TextRun) -> None:
        self.runs.append(run)
        self.x0 = min(self.x0, run.x0)
        self.x1 = max(self.x1, run.x1)


def build_lines(runs: list[TextRun], page: int) -> list[PdfLine]:
    """Group a page's runs into lines (any order; see :func:`reading_order`)."""
    builders: list[_LineBuilder] = []  # kept sorted by baseline for a windowed search
    baselines: list[float] = []
    largest = max((run.size for run in runs), default=0.0)
    # Largest text first, so a line's own size sets the tolerance; one- or two-character
    # runs (superscripts, bullets, drop caps) last, so they cannot seed a line others join.
    for run in sorted(runs, key=lambda r: (len(r.text.strip()) <= 2, -round(r.size, 1), -r.baseline, r.x0)):
        window = 0.45 * largest
        low = bisect.bisect_left(baselines, run.baseline - window)
        high = bisect.bisect_right(baselines, run.baseline + window)
        for builder in builders[low:high]:
            if builder.accepts(run):
                builder.add(run)
                break
        else:
            position = bisect.bisect_left(baselines, run.baseline)
            baselines.insert(position, run.baseline)
            builders.insert(position, _LineBuilder(run))
    lines = []
    for builder in builders:
        line = _finish(builder, page)
        if line.text:
            lines.append(line)
    return lines


def _finish(builder: _LineBuilder, page: int) -> PdfLine:
    runs = sorted(builder.runs, key=lambda r: r.x0)
    for run, following in zip(runs, runs[1:]):
        if following.x0 > run.x0:
            run.x1 = min(run.x1, following.x0)  # the next start is exact; widths are estimates
    builder.x1 = runs[-1].x1 if len(runs) == 1 else max(run.x1 for run in runs)
    parts: list[str] = []
    previous: TextRun | None = None
    for run in runs:
        text = run.text
        if previous is not None and parts:
            gap = run.x0 - previous.x1
            joined = parts[-1].endswith((" ", "-", "/")) or text.startswith(" ")
            if not joined and gap > 0.2 * min(run.size, previous.size):
                parts.append(" ")
        parts.append(text)
        previous = run
    text = _SPACES.sub(" ", "".join(parts)).strip()
    sizes: Counter[float] = Counter()
    letters_bold = letters_total = 0
    for run in runs:
        count = sum(1 for char in run.text if not char.isspace())
        sizes[round(run.size, 1)] += count
        letters = sum(1 for char in run.text if char.isalpha())
        letters_total += letters
        letters_bold += letters if run.bold else 0
    size = sizes.most_common(1)[0][0] if sizes else builder.size
    bold = letters_total > 0 and letters_bold == letters_total
    return PdfLine(page=page, text=text, x0=builder.x0, x1=builder.x1, baseline=builder.baseline, size=size, bold=bold)


def reading_order(lines: list[PdfLine], left: float, width: float) -> list[PdfLine]:
    """Order a page's lines for reading; sets ``column`` and ``gap_before``."""
    if not lines:
        return []
    top_down = sorted(lines, key=lambda line: (-line.baseline, line.x0))
    middle = left + width / 2
    slack = 0.02 * width
    left_lines = [line for line in lines if line.x1 <= middle + slack]
    right_lines = [line for line in lines if line.x0 >= middle - slack]
    share = 0.2 * len(lines)
    two_columns = min(len(left_lines), len(right_lines)) >= max(3, share)
    if two_columns:
        gutter_left = _percentile([line.x1 for line in left_lines], 0.9)
        gutter_right = _percentile([line.x0 for line in right_lines], 0.1)
        if gutter_right <= gutter_left:
            gutter_left = gutter_right = middle
    ordered: list[PdfLine] = []
    if not two_columns:
        for line in top_down:
            line.column = 0
        ordered = top_down
    else:
        band_left: list[PdfLine] = []
        band_right: list[PdfLine] = []
        for line in top_down:
            # Spanning = reaching well into both columns (line ends are estimates).
            if line.x0 < min(gutter_left - 1, middle - 0.15 * width) and line.x1 > max(gutter_right + 1, middle + 0.15 * width):
                # Left-side lines below the end of the right column lead into this spanning
                # line (a heading over full-width text), so they are read after the right column.
                lowest_right = min((r.baseline for r in band_right), default=None)
                tail = [l for l in band_left if lowest_right is not None and l.baseline < lowest_right - l.size]
                head = [l for l in band_left if l not in tail]
                for item in tail:
                    item.column = 0
                ordered.extend(head + band_right + tail)
                band_left, band_right = [], []
                line.column = 0
                ordered.append(line)
            elif line.x0 >= middle - slack:
                line.column = 2
                band_right.append(line)
            else:
                line.column = 1
                band_left.append(line)
        ordered.extend(band_left + band_right)
    previous: PdfLine | None = None
    for line in ordered:
        if previous is None or previous.column != line.column or previous.baseline <= line.baseline:
            line.gap_before = 1000.0
        else:
            line.gap_before = previous.baseline - line.baseline
        previous = line
    return ordered


def _percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, int(q * (len(ordered) - 1))))]


def attach_drop_caps(lines: list[PdfLine], body: float) -> list[PdfLine]:
    """A one-letter line set far larger than the body is a drop cap: glue it to the start
    of the paragraph line beside its top, and drop it from the flow."""
    result = list(lines)
    for cap in [line for line in lines if len(line.text) == 1 and line.text.isalpha() and line.size >= 1.8 * body]:
        cap_top = cap.baseline + 0.7 * cap.size
        beside = [
            line for line in lines
            if line is not cap and line.page == cap.page and cap.x0 < line.x0 <= cap.x1 + 2 * line.size
            and cap.baseline - line.size <= line.baseline <= cap_top
        ]
        if not beside:
            continue
        first = max(beside, key=lambda line: line.baseline)
        first.text = cap.text + first.text
        first.x0 = cap.x0
        result.remove(cap)
    return result
