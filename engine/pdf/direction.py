"""Writing direction of extracted text: Hebrew, Arabic and Persian read right to left.

Why: a PDF shows right-to-left text in visual order (XeTeX's bidi writes a Persian line's
glyphs left to right, its word gaps as kerns). pypdf turns such a run into reading order
itself, so what rblint reads beside pypdf (the tracker's pieces in ``extract``) must be
turned the same way to match it, and a line of several runs (a Latin word inside a Persian
sentence) must join its runs from the right. The letters counted as right-to-left are the
blocks pypdf turns (Hebrew to Arabic Extended-A, and their presentation forms), so that the
two readings agree.
"""

from __future__ import annotations

import re

# Hebrew, Arabic, Syriac, Thaana, N'Ko ... and the Hebrew and Arabic presentation forms
_RIGHT_TO_LEFT = re.compile("[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]")
# Digits and number signs inside a right-to-left run keep its direction: Arabic-Indic and
# Persian digits ("۱۳۹۳") and the separators between them
_NUMBERS_WITHIN = re.compile("[\u0660-\u066d\u06f0-\u06f9]")


def _letters(text: str) -> tuple[int, int]:
    """(right-to-left letters, other letters and Latin digits) of ``text``; (0, 0) at once for text
    with no right-to-left letter, which is nearly all text and is read for every run."""
    if _RIGHT_TO_LEFT.search(text) is None:
        return 0, 0
    backward = forward = 0
    for char in text:
        if _RIGHT_TO_LEFT.match(char) and not _NUMBERS_WITHIN.match(char):
            backward += 1
        elif char.isalnum() and not _NUMBERS_WITHIN.match(char):
            forward += 1
    return backward, forward


def reads_right_to_left(text: str) -> bool:
    """Whether ``text`` holds right-to-left letters and no other letter or Latin digit: one run
    of one direction, which pypdf reports reversed."""
    backward, forward = _letters(text)
    return backward > 0 and forward == 0


def reading_order(text: str) -> str:
    """``text`` as shown (visual order) put in reading order, as pypdf reads it: a right-to-left
    run reversed whole (its word gaps with it), any other left as it is."""
    return text[::-1] if reads_right_to_left(text) else text


def mostly_right_to_left(text: str) -> bool:
    """Whether most letters of a line are right-to-left ones: its runs are then read from the
    right ("ﺑﺎﻧﺎم yazd-thesis ..." where the Latin name stands left of the Persian word before it)."""
    backward, forward = _letters(text)
    return backward > forward
