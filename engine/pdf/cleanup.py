"""Text repairs: ligatures and Unicode forms, line-break hyphens, running heads.

A hyphen at a line end is removed only when the joined word occurs elsewhere in the
same document ("con- trol" -> "control" because "control" appears), kept when the
hyphenated form or both halves are words there ("single- cell" -> "single-cell"),
and removed when the halves are not words at all ("ef- ficiently"): the document's
own vocabulary decides, so no dictionary is shipped and no language is assumed.
"""

from __future__ import annotations

import re
import unicodedata
from collections import Counter

from ..textclean import replace_surrogates
from .model import PdfLine

LIGATURES = {
    "\ufb00": "ff", "\ufb01": "fi", "\ufb02": "fl", "\ufb03": "ffi", "\ufb04": "ffl",
    "\ufb05": "st", "\ufb06": "st", "\u0132": "IJ", "\u0133": "ij", "\u0152": "OE", "\u0153": "oe",
}
_INVISIBLE = dict.fromkeys(map(ord, "\u00ad\u200b\u200c\u200d\u2060\ufeff"), None)
_KEEP_DECOMPOSITIONS = ("<super>", "<sub>", "<fraction>")
#: Spacing accents as TeX's OT1 fonts draw them: a glyph of its own, shown just before
#: the letter it sits on ("Schunov´a", "Z¨urich"). Folded alone they became a space and a
#: combining mark ("Schunov ́a"), which split the word.
_SPACING_ACCENTS = {
    "\u00b4": "\u0301", "\u02c6": "\u0302", "\u02dc": "\u0303", "\u00af": "\u0304", "\u02d8": "\u0306",
    "\u02d9": "\u0307", "\u00a8": "\u0308", "\u02da": "\u030a", "\u02dd": "\u030b", "\u02c7": "\u030c",
}
_DOTLESS = {"\u0131": "i", "\u0237": "j"}
_ACCENT_BEFORE_LETTER = re.compile("([" + "".join(_SPACING_ACCENTS) + r"])([^\W\d_])|(?<=[^\W\d_])`([^\W\d_])")
_WORD = re.compile(r"[^\W\d_]+(?:[-'’][^\W\d_]+)*", re.UNICODE)
_HYPHEN_END = re.compile(r"([^\W\d_]+)-$")
# Small capitals set apart from their hyphen ("our proposed TABLE -" / "FORMER predicts"): the
# width estimate of a small-caps run leaves a gap before the hyphen.
_SPACED_HYPHEN_END = re.compile(r"([^\W\d_]+) -$")
_WORD_START = re.compile(r"^([^\W\d_]+)")
_DIGITS = re.compile(r"\d+")
_PAGE_NUMBER = re.compile(r"^(page\s*)?[#ivxlc]+(\s*(of|/)\s*#)?$", re.I)


# A font with no Unicode map for its decimal point (Wiley's table fonts): poppler prints the glyph as
# the control character U+0001, pypdf as its name "/C1" ("67/C16", "0/C102" for 67·6 and 0·02)
_UNMAPPED_DECIMAL_POINT = re.compile(r"(?<=\d) ?(?:/C1|\x01)(?=\d)")


def unmapped_decimal_points(text: str) -> str:
    """A decimal point printed as an unmapped glyph, read as a middle dot: also where it stood on
    a line of its own, joined to its integer by a space ("FM 59 /C11", a table cell read in pieces)."""
    return _UNMAPPED_DECIMAL_POINT.sub("\u00b7", text) if "/C1" in text or "\x01" in text else text


def normalize(text: str) -> str:
    """Ligatures expanded, compatibility forms folded (NFKC) except super/subscripts, fractions.

    A lone surrogate (a glyph whose ToUnicode map points into U+D800-DFFF) becomes U+FFFD:
    it cannot be encoded as UTF-8, so tokenizers, the cache and JSON output would fail on it.
    """
    text = unmapped_decimal_points(text)
    text = replace_surrogates(text.translate(_INVISIBLE))
    if "`" in text or not text.isascii():
        text = _ACCENT_BEFORE_LETTER.sub(_accented, text)
    if text.isascii():
        return text
    out = []
    for char in text:
        if char.isascii():
            out.append(char)
        elif char in LIGATURES:
            out.append(LIGATURES[char])
        elif unicodedata.decomposition(char).startswith(_KEEP_DECOMPOSITIONS):
            out.append(char)
        else:
            out.append(unicodedata.normalize("NFKC", char))
    return unicodedata.normalize("NFC", "".join(out))


def _accented(match: re.Match[str]) -> str:
    """A spacing accent and the letter after it as one accented letter, when Unicode has
    that letter ("´a" -> "á"); otherwise left as it was (an apostrophe typed as "´")."""
    if match.group(1):
        mark, letter = _SPACING_ACCENTS[match.group(1)], match.group(2)
    else:  # a grave typed as "`" between two letters
        mark, letter = "\u0300", match.group(3)
    # TeX sets "í" as an accent over a dotless i ("\\'{\\i}"): the letter is an i ("art´ıculo")
    letter = _DOTLESS.get(letter, letter)
    combined = unicodedata.normalize("NFC", letter + mark)
    return combined if len(combined) == 1 else match.group(0)


def vocabulary(lines: list[str]) -> set[str]:
    """Lower-cased words of the document, leaving out the halves at hyphenated line ends."""
    words: set[str] = set()
    for index, line in enumerate(lines):
        tokens = _WORD.findall(line)
        if line.endswith("-") and tokens:
            tokens = tokens[:-1]
        if index > 0 and lines[index - 1].endswith("-") and tokens:
            tokens = tokens[1:]
        words.update(token.lower() for token in tokens)
        for token in tokens:
            if "-" in token:
                words.update(part.lower() for part in token.split("-"))
    return words


def join_lines(previous: str, following: str, words: set[str]) -> str:
    """Join two consecutive lines of one paragraph, repairing a line-break hyphen."""
    if not previous:
        return following
    if not following:
        return previous
    end = _HYPHEN_END.search(previous)
    start = _WORD_START.match(following)
    if end and start and not previous.endswith("--"):
        head, tail = end.group(1), start.group(1)
        joined = (head + tail).lower()
        if joined in words:
            return previous[:-1] + following
        hyphenated = f"{head}-{tail}".lower()
        if hyphenated in words or (head.lower() in words and tail.lower() in words and len(head) > 1):
            return previous + following
        return previous[:-1] + following
    spaced = _SPACED_HYPHEN_END.search(previous)
    if spaced and start and (spaced.group(1) + start.group(1)).lower() in words:
        return previous[:-2] + following  # only a word the document spells whole elsewhere ("TABLEFORMER")
    if previous.endswith(("-", "/")) and not previous.endswith(" -"):
        return previous + following
    return previous + " " + following


_PAGE_NUMBER_END = "#/|–—- "  # what a page number ("3 / 21", "| 3", "3 - 21") leaves at a running line's end
EDGE_LINES = 2  # a page's top and bottom lines: running heads and page numbers stand there


def running_lines(pages: list[list[PdfLine]], heights: list[tuple[float, float]]) -> set[int]:
    """ids of lines that are running heads/feet or page numbers (repeat in the margins).

    A margin is the outer 9% of the page, or the page's first and last EDGE_LINES lines: a
    journal set on a large page with a small text block (ACM's acmsmall on letter paper)
    prints its running heads 9.5% from the top edge, outside a fixed band. Page one's edge
    lines are its title and masthead: only its fixed band counts."""
    candidates: list[tuple[int, str]] = []
    page_keys: Counter[str] = Counter()
    for number, (lines, (bottom, top)) in enumerate(zip(pages, heights)):
        height = max(top - bottom, 1.0)
        seen: set[str] = set()
        heights_in_order = sorted({round(line.baseline, 1) for line in lines})
        # not on page one, whose top lines are the title (which running heads repeat)
        edge = set(heights_in_order[:EDGE_LINES] + heights_in_order[-EDGE_LINES:]) if number else set()
        for line in lines:
            in_margin = (line.baseline > top - 0.09 * height or line.baseline < bottom + 0.09 * height
                         or round(line.baseline, 1) in edge)
            if not in_margin:
                continue
            key = _DIGITS.sub("#", line.text.lower()).strip()
            # a page number at a running line's end may be read in part ("2018 2 / 21" on one page,
            # "2018 3 /" on the next, its last run a line of its own): the line without it is the key
            key = key.rstrip(_PAGE_NUMBER_END) or key
            candidates.append((id(line), key))
            if key not in seen:
                seen.add(key)
                page_keys[key] += 1
    threshold = max(2, int(0.25 * len(pages) + 0.999))
    drop = set()
    for line_id, key in candidates:
        if _PAGE_NUMBER.match(key) or page_keys[key] >= threshold:
            drop.add(line_id)
    return drop
