"""Runs -> lines -> reading order, from geometry alone.

Lines are grouped by *baseline* with a tolerance of about half the line's font size,
seeded by the largest runs first, so a superscript citation, a subscript or a small-caps
run joins the line it sits on instead of starting a new one. A run joins a line only
when it is horizontally near it and does not start the right column's margin after a
gap wider than a word space, so two columns at the same height stay apart even when
justified text fills the left one up to a narrow gutter. On a
page with two columns, spanning lines (titles, wide captions) cut the page into bands;
each band is read left column first, then right column.
"""

from __future__ import annotations

from dataclasses import replace

import bisect
import re
from collections import Counter
from typing import Callable

from .direction import mostly_right_to_left
from .model import PdfLine, TextRun

_SPACES = re.compile(r"\s+")


LOWERED_LETTER = 0.3  # ems: how far from its line a letter set inside the line's words may stand
SAME_SIZE = 0.3  # pt: font sizes closer than this are one size


def _same_size(first: float, second: float) -> bool:
    return abs(first - second) < SAME_SIZE


class _LineBuilder:
    __slots__ = ("runs", "baseline", "size", "x0", "x1", "column_starts")

    def __init__(self, run: TextRun, column_starts: "ColumnStarts | None" = None) -> None:
        self.runs = [run]
        self.baseline = run.baseline
        self.size = run.size
        self.x0 = run.x0
        self.x1 = run.x1
        self.column_starts = column_starts

    def _crosses_gutter(self, run: TextRun) -> bool:
        """The run starts the right column's margin, which this line did not start in.

        Justified text fills the left column to the gutter, a gutter (12-18 pt) is about
        one em, and a line's end is only estimated from font widths: a gap rule alone
        joins the two columns into one line. A run starting at a right-column margin
        (:class:`ColumnStarts`) where the lines just above or below also start there is
        the first run of a right-column line."""
        return self.column_starts is not None and self.column_starts.separates(
            self.x0, run.x0, run.baseline, run.size, reach=2 * self.size)

    def accepts(self, run: TextRun) -> bool:
        if run.size > 1.5 * self.size:
            return False  # a drop cap beside smaller lines is not part of them
        # Same-size text shares its baseline exactly; smaller runs may be raised or lowered.
        tolerance = 0.12 if _same_size(run.size, self.size) else 0.45
        if abs(run.baseline - self.baseline) > tolerance * self.size and not self._lowered_inside(run):
            return False
        # Judge by the run's start (exact) rather than its end (estimated from font widths),
        # so a left-column run never joins a right-column line at the same height.
        gap = (1.3 if tolerance < 0.2 else 0.4) * max(self.size, run.size)
        if self.x0 - gap <= run.x0 <= self.x1 + gap:
            return not self._crosses_gutter(run)
        # A short run just left of the line (a section number, a bullet): its width is reliable.
        # Not across the gutter: a left-column line's last word is not a right-column line's bullet.
        if len(run.text.strip()) <= 3 and run.x0 < self.x0 and run.x1 >= self.x0 - gap:
            return self.column_starts is None or not self.column_starts.separates(
                run.x0, self.x0, self.baseline, self.size, reach=0.5 * run.size)
        return False

    def _lowered_inside(self, run: TextRun) -> bool:
        """A letter or two of the line's size set a little lower or higher within its words: the
        E of the LaTeX and TeX logos, lowered half an ex ("LAT X" with an "E" line of its own). Letters
        only: an accent or a bar over a symbol ("Λ̄") is placed by an estimate and would land inside a
        number further on ("0 ̄ .45")."""
        letters = run.text.strip()
        return (len(letters) <= 2 and letters.isascii() and letters.isalpha() and _same_size(run.size, self.size)
                and abs(run.baseline - self.baseline) <= LOWERED_LETTER * self.size
                and self.x0 < run.x0 < self.x1)

    def add(self, run: TextRun) -> None:
        self.runs.append(run)
        self.x0 = min(self.x0, run.x0)
        self.x1 = max(self.x1, run.x1)


class ColumnStarts:
    """x positions in the middle of a page where many lines start (right-column margins),
    each with the baselines of the runs that start there."""

    def __init__(self, margins: dict[float, list[float]]) -> None:
        self.margins = {x: sorted(baselines) for x, baselines in margins.items()}

    def main(self) -> float:
        """The right column's margin: the leftmost of the margins found. Others are to its
        right (indented first lines, equations, lists) and may hold more lines: taking the
        one most lines start at put an IEEE page's margin at its paragraph indent, and the
        right column's unindented lines were read as the left column's."""
        return min(self.margins)

    def separates(self, left: float, right: float, baseline: float, size: float, *, reach: float) -> bool:
        """Text starting at ``right`` begins a right-column line that text starting at
        ``left``, more than ``reach`` to its left, is not part of: ``right`` is a margin here."""
        return left < right - reach and self.is_margin(right, baseline, size)

    def is_margin(self, x: float, baseline: float, size: float) -> bool:
        """``x`` is a margin, and another line within 3.5 lines of ``baseline`` starts there too
        (a full-width line's word that happens to start at that x is not a column start)."""
        for margin, baselines in self.margins.items():
            if abs(x - margin) <= 2.0:
                low = bisect.bisect_left(baselines, baseline - 3.5 * size)
                high = bisect.bisect_right(baselines, baseline + 3.5 * size)
                if any(abs(other - baseline) > 0.5 * size for other in baselines[low:high]):
                    return True
        return False


def column_starts(runs: list[TextRun], left: float, width: float,
                  known: frozenset[int] = frozenset()) -> ColumnStarts | None:
    """The page's right-column margins: x positions in the middle band of the page where
    at least 6 lines and a quarter of the lines starting in that band start (counted per
    baseline, so a line whose words are separate runs counts once), and where a column
    stands beside: at 3 or more of those lines, other text starts well to the left within
    half a line's height (starts, not ends: run widths are estimates; and within half a
    line, since the two columns' baselines drift apart between paragraphs).

    Why the last condition: a figure or listing set in the middle of the page (AI
    Magazine's boxed examples) also starts many lines at one x; taken for the right
    column's margin, it put the split left of both real columns, and their lines were
    read across, woven together. A real right column may stand beside a figure for most
    of its height (an IEEE page), so a few lines with text beside are enough.

    ``known``: margins other pages of the same paper have (``recurring_margins``); where only a
    few lines start at one on this page (the rest of the column a figure or a table), two with
    text beside are enough: three right-column lines under a Wiley figure, 1.6 em from the left
    column's, had been joined to them as full-width lines and read after both columns."""
    starts: dict[int, set[int]] = {}
    baselines: set[int] = set()
    texts = [run for run in runs if run.text.strip()]
    for run in texts:
        if left + 0.3 * width <= run.x0 <= left + 0.7 * width:
            starts.setdefault(round(run.x0), set()).add(round(run.baseline))
            baselines.add(round(run.baseline))
    by_height = sorted((run.baseline, run.x0) for run in texts)
    heights = [baseline for baseline, _ in by_height]
    reach = 0.5 * (sorted(run.size for run in texts)[len(texts) // 2] if texts else 10.0)

    def beside(x: float, baseline: int) -> bool:
        low = bisect.bisect_left(heights, baseline - reach - 0.5)
        high = bisect.bisect_right(heights, baseline + reach + 0.5)
        return any(start < x - 0.1 * width for _, start in by_height[low:high])

    def lines_at(x: int) -> set[int]:
        return set().union(*(starts.get(x + shift, set()) for shift in (-1, 0, 1)))

    margins: dict[float, list[float]] = {}

    def add(x: int) -> None:  # a margin more than 3 pt from those found, with the baselines starting there
        if all(abs(x - other) > 3 for other in margins):
            margins[float(x)] = [run.baseline for run in texts if abs(run.x0 - x) <= 2.0]

    for x in sorted(starts, key=lambda key: -len(starts[key])):
        lines = lines_at(x)
        if len(lines) < max(6, 0.25 * len(baselines)):
            break
        if sum(beside(x, baseline) for baseline in lines) >= 3:
            add(x)
    for x in sorted(known):
        lines = lines_at(x)
        if len(lines) >= 2 and sum(beside(x, baseline) for baseline in lines) >= 2:
            add(x)
    return ColumnStarts(margins) if margins else None


def recurring_margins(found: list[ColumnStarts | None]) -> frozenset[int]:
    """Right-column margins (rounded) that at least a third of the pages ``found`` have, and
    two at least: a paper's columns recur. A page with more than two margins is a table's
    columns, not the paper's: MIMIL's two pages of tables (4 and 15 "margins") had put column
    splits into its display equations."""
    by_page = [{round(margin) for margin in starts.margins} for starts in found
               if starts is not None and len(starts.margins) <= 2]
    # a margin within 4 pt of another page's counts as that page's too: odd and even pages, a
    # page range read by one worker (four pages at least) may hold each only once
    return frozenset(x for x in set().union(*by_page)
                     if sum(any(abs(x - other) <= 4 for other in xs) for xs in by_page) >= max(2.0, len(found) / 3))


def build_lines(runs: list[TextRun], page: int, starts: ColumnStarts | None = None) -> list[PdfLine]:
    """Group a page's runs into lines (any order; see :func:`reading_order`).

    ``starts`` are the page's right-column margins (:func:`column_starts`): a line never
    runs across the gutter into them."""
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
            builders.insert(position, _LineBuilder(run, starts))
    lines = []
    for builder in _merge_neighbours(builders):
        line = _finish(builder, page)
        if line.text:
            lines.append(line)
    return lines


def _merge_neighbours(builders: list[_LineBuilder]) -> list[_LineBuilder]:
    """Join pieces of one line that the run order left apart.

    Short runs (``in``, ``an``) are placed last so they cannot seed lines; when two of
    them sit between the rest of a line's words, the words after them started a line of
    their own; small caps beside their capitals split the same way. Pieces on the same
    baseline, of sizes within 1.5x, whose gap is now at most a word gap (or a small
    overlap: ends are estimated), and which do not meet at the gutter, are one line. On a
    page without right-column margins, pieces of one size at the very same baseline join
    across up to 1.8 em: justified text around inline mathematics, whose run ends are
    estimated from widths that are often wrong (nothing but a table cell sits there, and
    a row reads left to right too; at 3 em two caption blocks side by side were joined)."""
    merged: list[_LineBuilder] = []
    for builder in sorted(builders, key=lambda item: (round(item.baseline, 1), item.x0)):
        previous = merged[-1] if merged else None
        if previous is not None:
            large, small = max(builder.size, previous.size), min(builder.size, previous.size)
            gap = builder.x0 - previous.x1  # ends are estimates: a small overlap is a touch
            if gap < -0.5 * min(builder.size, previous.size) and (
                    _overlap_is_scripts(previous, builder) or _overlap_is_a_guessed_end(previous, builder)):
                gap = 0.0  # stacked scripts, or one glyph's guessed width, between two pieces of one line
            same_line = (_same_column(previous, builder) and _same_size(builder.size, previous.size)
                         and abs(builder.baseline - previous.baseline) < 0.01)
            widest = (SAME_LINE_REACH if same_line else 0.75) * large
            last = max(previous.runs, key=lambda run: run.x0)
            first = min(builder.runs, key=lambda run: run.x0)
            if continues_small_caps(last, first):
                widest = SMALL_CAPS_REACH * large
            if (
                abs(builder.baseline - previous.baseline) <= 0.12 * large
                and large <= 1.5 * small  # small caps beside their capitals, not a drop cap
                and -0.5 * small <= gap <= widest  # a (justified) word space; a gutter or an indent is wider
                and not previous._crosses_gutter(min(builder.runs, key=lambda run: run.x0))
            ):
                for run in builder.runs:
                    previous.add(run)
                continue
        merged.append(builder)
    return merged


def _same_column(previous: _LineBuilder, builder: _LineBuilder) -> bool:
    """No right-column margin lies between where the two pieces start (a page without margins
    is one column): a line that TJ kerns justified ("affinity for 33RE upon", its words set apart by
    kerns its estimated end leaves out) ends farther right than estimated, never across the gutter."""
    starts = previous.column_starts
    return starts is None or not any(previous.x0 + 2.0 < margin <= builder.x0 + 2.0 for margin in starts.margins)


SAME_LINE_REACH = 2.0  # ems: pieces of one size at the very same baseline in one column, one line
SMALL_CAPS_REACH = 1.3  # ems of the capital: how far its smaller capitals may seem to start
SCRIPT_SIZE = 0.85  # of the line's size: a run this much smaller is a superscript or subscript


def _overlap_is_scripts(previous: _LineBuilder, builder: _LineBuilder) -> bool:
    """Where two pieces of a line overlap, only smaller raised or lowered runs stand: scripts
    stacked at one x (an asymmetric error) were split between the pieces, which then seemed to
    overlap like two different lines."""
    large = max(previous.size, builder.size)
    touch = 0.1 * large  # ends are estimates: a run ending where the other piece starts does not overlap it
    zone = ([run for run in previous.runs if run.x1 > builder.x0 + touch]
            + [run for run in builder.runs if run.x0 < previous.x1 - touch])
    return bool(zone) and all(run.size <= SCRIPT_SIZE * large and abs(run.baseline - previous.baseline) > 0.05 * large
                              for run in zone)


def _overlap_is_a_guessed_end(previous: _LineBuilder, builder: _LineBuilder) -> bool:
    """Where two pieces of a line overlap, only a glyph or two of ``previous`` reach into the
    next piece, starting before it: their end is an estimate (a symbol font's "μ" in "10.05 μg/l",
    set 1.15x larger, seemed an em wide), not a second line drawn over the first. The pieces had
    been read as two lines, and "5.48 to 14.63 μ" landed in the next paragraph."""
    touch = 0.1 * max(previous.size, builder.size)
    reaching = [run for run in previous.runs if run.x1 > builder.x0 + touch]
    return bool(reaching) and all(len(run.text.strip()) <= 2 and run.x0 < builder.x0 for run in reaching)


def continues_small_caps(capital: TextRun, rest: TextRun) -> bool:
    """``rest`` is the rest of a word whose first letter ends ``capital``: a capital at
    full size, then smaller capitals ("1 I" + "NTRODUCTION", "A M" + "ULTIHEAD"), as TeX
    sets small-caps headings.

    Why it needs a rule of its own: the capital's run often holds a skip that the text
    layer reads as one space ("1 I" is the number, a quad and the capital), so its end is
    estimated up to an em short and the smaller capitals seemed a word or more away: ViT's
    headings were read as "1 I" and "NTRODUCTION", two lines, and no section was found."""
    word = capital.text.rstrip().rsplit(" ", 1)[-1]
    return (len(word) == 1 and word.isupper() and rest.text[:1].isupper()
            and 0.6 * capital.size <= rest.size <= 0.9 * capital.size)


STACKED_SHIFT = 0.15  # of the line's size: a run this far above or below its baseline is a script


def _stacked(stretch: list[TextRun], level: Callable[[TextRun], int]) -> bool:
    """Whether overlapping runs hold both a raised and a lowered one (scripts stacked at one x)."""
    levels = {level(run) for run in stretch}
    return 1 in levels and 2 in levels


def _unstacked(runs: list[TextRun], baseline: float, size: float) -> list[TextRun]:
    """``runs`` (in x order) with scripts stacked over one another read one after the other,
    the upper first: an asymmetric error, 7.0 with +3.8 set above -2.6 at the same x, was read
    glyph by glyph across both ("7 .0+3 -2..86"), losing every number in it. Only a stretch
    that holds both a raised and a lowered run overlapping in x is reordered: the line's text
    before the scripts, the raised script, the lowered one, the text after (stacked pairs drawn
    glyph by glyph, each pair touching the next, are one stretch); a glyph that
    follows its own script's previous glyph without a gap loses the space the text layer put
    before it ("+ 3 . 8" is "+3.8"). A lone superscript (a footnote mark) keeps its place."""
    def level(run: TextRun) -> int:
        if _same_size(run.size, size):
            return 0  # a letter of the line's own size set lower is in its word (the logos' E), no script
        shift = run.baseline - baseline
        return 1 if shift > STACKED_SHIFT * size else (2 if shift < -STACKED_SHIFT * size else 0)

    stretches: list[list[TextRun]] = []
    index = 0
    while index < len(runs):
        stretch = [runs[index]]
        reach = runs[index].x1
        index += 1
        while index < len(runs) and runs[index].x0 < reach - 0.05 * size:  # overlaps what came before
            stretch.append(runs[index])
            reach = max(reach, runs[index].x1)
            index += 1
        if (stretches and _stacked(stretches[-1], level) and _stacked(stretch, level)
                and stretch[0].x0 <= max(run.x1 for run in stretches[-1]) + 0.15 * size):
            stretches[-1].extend(stretch)  # the next stacked pair of glyphs, right after: one script pair
        else:
            stretches.append(stretch)
    out: list[TextRun] = []
    for stretch in stretches:
        levels = [level(run) for run in stretch]
        if not (1 in levels and 2 in levels):
            out.extend(stretch)
            continue
        start = min(run.x0 for run, at in zip(stretch, levels) if at)
        before = [run for run, at in zip(stretch, levels) if not at and run.x0 < start]
        after = [run for run, at in zip(stretch, levels) if not at and run.x0 >= start]
        out.extend(before)
        for wanted in (1, 2):
            previous: TextRun | None = None
            for run in (run for run, at in zip(stretch, levels) if at == wanted):
                if previous is not None and run.x0 - previous.x1 <= 0.15 * run.size:
                    run = replace(run, text=run.text.lstrip())
                out.append(run)
                previous = run
        out.extend(after)
    return out


def _finish(builder: _LineBuilder, page: int) -> PdfLine:
    runs = _unstacked(sorted(builder.runs, key=lambda r: r.x0), builder.baseline, builder.size)
    for run, following in zip(runs, runs[1:]):
        if following.x0 > run.x0:
            run.x1 = min(run.x1, following.x0)  # the next start is exact; widths are estimates
    # (after unstacking, a lowered script starts left of the raised one's end: no change there)
    builder.x1 = runs[-1].x1 if len(runs) == 1 else max(run.x1 for run in runs)
    parts: list[str] = []
    previous: TextRun | None = None
    capitals_size = 0.0  # the size of capitals whose smaller capitals follow: the line's nominal size
    for position, run in enumerate(runs):
        text = run.text
        if previous is not None and parts:
            gap = run.x0 - previous.x1
            joined = parts[-1].endswith((" ", "-", "/")) or text.startswith(" ")
            # Small caps: a capital beside smaller capitals ("T" "ABLE" "F" "ORMER") is
            # kerned, not spaced; the estimated widths leave a gap of ~0.25 em there.
            small_caps = abs(run.size - previous.size) > 0.5 and parts[-1][-1:].isupper() and text[:1].isupper()
            # Closing punctuation hugs the word before it ("REALM's", "N-GRAMS,").
            closing = text[:1] in ",.;:!?)]}\u2019'\u201d"
            kerned = continues_small_caps(previous, run) and gap <= SMALL_CAPS_REACH * previous.size
            if kerned:
                capitals_size = max(capitals_size, previous.size)
            # A decimal point drawn alone between digits: the end of a long run before it is
            # estimated short ("namely 7" "." "0" read "7 .0"), the point's place is exact.
            after: TextRun | None = runs[position + 1] if position + 1 < len(runs) else None
            decimal_point = (text in (".", ",") and parts[-1][-1:].isdigit() and after is not None
                             and after.text[:1].isdigit() and after.x0 - run.x1 <= 0.15 * run.size
                             and gap <= 0.6 * run.size)
            if (not joined and not kerned and not decimal_point
                    and gap > (0.4 if small_caps or closing else 0.2) * min(run.size, previous.size)):
                parts.append(" ")
        parts.append(text)
        previous = run
    # (a line of right-to-left script reads its runs from the right: each run is in reading order already;
    # a glyph mapped to U+0000, xdvipdfmx's zero-width non-joiner in Persian, carries no text)
    written = "".join(parts)
    if mostly_right_to_left(written):
        written = "".join(reversed(parts))
    text = _SPACES.sub(" ", written.replace("\x00", "")).strip()
    sizes: Counter[float] = Counter()
    letters_bold = letters_total = 0
    for run in runs:
        count = sum(1 for char in run.text if not char.isspace())
        sizes[round(run.size, 1)] += count
        letters = sum(1 for char in run.text if char.isalpha())
        letters_total += letters
        letters_bold += letters if run.bold else 0
    size = sizes.most_common(1)[0][0] if sizes else builder.size
    if capitals_size > size:
        size = round(capitals_size, 1)  # "1 INTRODUCTION" is a 12 pt heading, whatever its small capitals
    bold = letters_total > 0 and letters_bold == letters_total
    return PdfLine(page=page, text=text, x0=builder.x0, x1=builder.x1, baseline=builder.baseline, size=size, bold=bold)


def reading_order(lines: list[PdfLine], left: float, width: float, starts: ColumnStarts | None = None) -> list[PdfLine]:
    """Order a page's lines for reading; sets ``column`` and ``gap_before``.

    The columns split just left of the page's main right-column margin when one was
    found (:func:`column_starts`), else at the middle of the text."""
    if not lines:
        return []
    top_down = sorted(lines, key=lambda line: (-line.baseline, line.x0))
    left, width = _text_extent(lines, left, width)
    middle = left + width / 2
    if starts is not None:
        middle = starts.main() - 0.01 * width
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

    def right_part(band: list[PdfLine]) -> list[PdfLine]:
        """The right column's lines in reading order: itself split again where another
        margin stands a fifth of the page further right (a three-column page: AI
        Magazine), its columns numbered on from 2."""
        further = {x: b for x, b in starts.margins.items() if x > middle + 0.2 * width} if starts is not None else {}
        if not further or len(band) < 6:
            return band_order(band)
        inner = reading_order(band, left, width, ColumnStarts(further))
        for line in inner:
            line.column = 3 if line.column == 2 else 2
        return inner

    if not two_columns:
        for line in top_down:
            line.column = 0
        ordered = band_order(top_down)
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
                ordered.extend(band_order(head) + right_part(band_right) + tail)
                band_left, band_right = [], []
                line.column = 0
                ordered.append(line)
            elif line.x0 >= middle - slack:
                line.column = 2
                band_right.append(line)
            else:
                line.column = 1
                band_left.append(line)
        ordered.extend(band_order(band_left) + right_part(band_right))
    previous: PdfLine | None = None
    for line in ordered:
        if previous is None or previous.column != line.column or previous.baseline <= line.baseline:
            line.gap_before = 1000.0
        else:
            line.gap_before = previous.baseline - line.baseline
        previous = line
    return ordered


def _text_extent(lines: list[PdfLine], left: float, width: float) -> tuple[float, float]:
    """(left, width) of the text itself, when it is narrower than the page box.

    Columns are split at the middle of the *text*: a page whose text block is off
    centre (a landscape 2-up page, a wide binding margin) has its gutter far from the
    middle of the page box, and both columns' lines would cross that middle."""
    if len(lines) < 6:
        return left, width
    text_left = _percentile([line.x0 for line in lines], 0.02)
    text_right = _percentile([line.x1 for line in lines], 0.98)
    if text_right - text_left < 0.3 * width or text_right - text_left >= 0.9 * width:
        return left, width
    return text_left, text_right - text_left


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


def band_order(lines: list[PdfLine]) -> list[PdfLine]:
    """The reading order of one column band's lines (top-down): a sidebar read as a block,
    then each wrapped table cell kept whole."""
    return cells_together(sidebar_first(lines))


CELL_LEADING = 1.3  # a wrapped cell's lines are at most this many sizes apart


def cells_together(lines: list[PdfLine]) -> list[PdfLine]:
    """Lines of one column band in reading order, with every wrapped text kept whole: a
    line set to its left at a height between two of its lines (a table's name cell
    centred against a multi-line description) is read just before it.

    Why: read by height alone, an IEEE table put each bin's name inside its description
    ("Retrieve data loss refers to the Recovery unforeseen loss of data"). A wrapped text
    is two or more lines starting at one x, each at most :data:`CELL_LEADING` sizes below
    the last, and a line with text to its left on its own baseline starts a new one (a
    row's first line, beside the row's number); only lines of about its size move (a
    drop cap is glued on elsewhere)."""
    if len(lines) < 3:
        return lines
    result = list(lines)
    by_height = sorted(lines, key=lambda line: line.baseline)
    heights = [line.baseline for line in by_height]

    def starts_a_row(line: PdfLine) -> bool:
        """Text to its left on its own baseline: the first line of a table row (the row's
        number or name beside it), so it starts a cell of its own."""
        low = bisect.bisect_left(heights, line.baseline - 0.3 * line.size)
        high = bisect.bisect_right(heights, line.baseline + 0.3 * line.size)
        return any(other is not line and other.x1 <= line.x0 - 2.0 for other in by_height[low:high])

    flows: dict[int, list[list[PdfLine]]] = {}  # x -> the wrapped texts starting there
    for line in lines:
        chains = flows.setdefault(round(line.x0), [])
        last = chains[-1][-1] if chains else None
        if last is not None and 0 < last.baseline - line.baseline <= CELL_LEADING * last.size and not starts_a_row(line):
            chains[-1].append(line)
        else:
            chains.append([line])
    position = {id(line): index for index, line in enumerate(result)}
    for x0, chains in flows.items():
        for flow in (chain for chain in chains if len(chain) >= 2):
            first_at, last_at = position[id(flow[0])], position[id(flow[-1])]
            inside = {id(line) for line in flow}
            high, low = flow[0].baseline, flow[-1].baseline
            movers = [
                line for line in result[first_at + 1 : last_at]
                if id(line) not in inside and line.x1 <= x0 - 2.0 and low < line.baseline < high
                and line.size <= 1.25 * flow[0].size
            ]
            if movers:
                moved = {id(line) for line in movers}
                kept = [line for line in result if id(line) not in moved]
                at = next(index for index, line in enumerate(kept) if line is flow[0])
                result = kept[:at] + movers + kept[at:]
                position = {id(line): index for index, line in enumerate(result)}
    return result


SIDEBAR_MIN_LINES = 5  # lines on each side of a sidebar's gutter
# points a sidebar line's end may pass the text's margin: ends are estimates (a PLOS ONE sidebar's
# 8 pt lines, 36 to about 190 pt, are estimated to end up to 209 pt beside text starting at 200 pt)
SIDEBAR_OVERSHOOT = 12.0
SIDEBAR_BESIDE = 3  # text lines beside the sidebar, over its height (a sidebar's last lines at a page's top)
SIDEBAR_WIDTH = 0.7  # a sidebar is at most this share of the text's width
SIDEBAR_TEXT = 12  # characters in a sidebar's median line: text, not step numbers or labels


def _left_of(line: PdfLine, margin: float) -> bool:
    """A line of the narrow column left of ``margin``: it starts well left of it and its
    estimated end passes it by at most ``SIDEBAR_OVERSHOOT``."""
    return line.x1 <= margin + SIDEBAR_OVERSHOOT and line.x0 < margin - 3 * SIDEBAR_OVERSHOOT


def sidebar_first(lines: list[PdfLine]) -> list[PdfLine]:
    """Lines of one column band (top-down), with a narrow column beside the text — a
    journal's affiliations and correspondence sidebar beside its abstract — read as a
    block before the text rather than interleaved with it line by line.

    The gutter is a margin where at least :data:`SIDEBAR_MIN_LINES` lines start, with as
    many lines left of it (`_left_of`: estimated ends may pass it a little), none crossing it over the
    heights where both sides have text (:data:`SIDEBAR_BESIDE` of the text's lines at least: a
    sidebar's last lines at the top of a PLOS ONE page), the left side narrower than the text and
    made of text (not step numbers or labels). Lines just above or below that stretch that sit on
    one side join that side's block; the rest keep their places."""
    if len(lines) < 2 * SIDEBAR_MIN_LINES:
        return lines
    margins = Counter(round(line.x0) for line in lines)
    for margin, count in margins.most_common():
        if count < SIDEBAR_MIN_LINES:
            break
        left = [line for line in lines if _left_of(line, margin)]
        right = [line for line in lines if line.x0 >= margin - 1]
        if len(left) < SIDEBAR_MIN_LINES or len(right) < SIDEBAR_MIN_LINES:
            continue
        top = min(max(line.baseline for line in left), max(line.baseline for line in right))
        bottom = max(min(line.baseline for line in left), min(line.baseline for line in right))
        if top <= bottom:
            continue  # one above the other: nothing is interleaved
        inside = [line for line in lines if bottom <= line.baseline <= top]
        sides = {id(line) for line in left} | {id(line) for line in right}
        if any(id(line) not in sides for line in inside):
            continue  # a line crosses the gutter where both sides have text
        side_left = [line for line in inside if _left_of(line, margin)]
        side_right = [line for line in inside if line.x0 >= margin - 1]
        if len(side_left) < SIDEBAR_MIN_LINES or len(side_right) < SIDEBAR_BESIDE:
            continue
        widths = sorted(line.x1 - line.x0 for line in side_right)
        if max(line.x1 - line.x0 for line in side_left) > SIDEBAR_WIDTH * widths[len(widths) // 2]:
            continue
        lengths = sorted(len(line.text) for line in side_left)
        if lengths[len(lengths) // 2] < SIDEBAR_TEXT:
            continue  # an algorithm's step numbers, a figure's labels
        above = [line for line in lines if line.baseline > top]
        below = [line for line in lines if line.baseline < bottom]

        def side_of(line: PdfLine) -> list[PdfLine] | None:
            return side_left if _left_of(line, margin) else side_right if line.x0 >= margin - 1 else None

        # Lines just above or below the stretch that sit on one side (an abstract's first
        # line above the sidebar's) belong to that side's block.
        while above and (side := side_of(above[-1])) is not None:
            side.insert(0, above.pop())
        while below and (side := side_of(below[0])) is not None:
            side.append(below.pop(0))
        return above + side_left + side_right + below
    return lines
