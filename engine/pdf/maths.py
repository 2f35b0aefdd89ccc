"""Display mathematics: the lines of an equation are a block of their own.

Why: a display equation's rows (numerator, fraction bar, denominator, the limits of a
sum) and its number "(3)" sit in the paragraph's column between two pieces of one
sentence. Read as paragraph lines they were glued to the text after them ("(1) Σ j
exp(sim(q, p j)) where the sum runs over ..."), so the passage began with symbols and
its sentence split. An equation read as its own block keeps the prose around it whole;
its rows stay in reading order inside it.

A display line is set apart from both edges of its column (centred, never a justified
line) and is mostly not words: it holds mathematical symbols, Greek letters or
operators, and less than half of its characters are in words of three or more letters
other than function names (exp, log, max ...). An equation number is a lone "(3)" or
"(A.2)" at the column's right edge.
"""

from __future__ import annotations

import re

from .model import PdfLine

# Relations, operators, big operators, arrows, set and logic signs (ASCII "=" "<" ">" "+"
# "|" "^" "_" too: a PDF's maths font often maps them to plain characters).
_SIGNS = frozenset("=<>+−±∓×÷·∗⋅∘≤≥≪≫≈≃≅≡≠∝∼∑∏∐∫∮√∂∇∞∈∉∋⊂⊃⊆⊇∪∩∧∨¬∀∃∅→←↔⇒⇐⇔↦|‖^_")
_FUNCTION_NAMES = frozenset({
    "exp", "log", "max", "min", "sin", "cos", "tan", "tanh", "sup", "inf", "lim", "det", "arg",
    "argmax", "argmin", "softmax", "sigmoid", "relu", "diag", "var", "cov", "mod", "sgn", "sign",
})
_WORD = re.compile(r"[^\W\d_]{3,}")
EQUATION_NUMBER = re.compile(r"\(\s*(?:[A-Z]\.)?\d{1,3}(?:\.\d{1,3})?[a-z]?\s*\)")
MARGIN_EMS = 2.0  # a display line stands at least this far from both edges of its column
MAX_WORD_SHARE = 0.5


def _is_mathematical(char: str) -> bool:
    code = ord(char)
    return char in _SIGNS or 0x0391 <= code <= 0x03C9 or 0x1D400 <= code <= 0x1D7FF or 0x2200 <= code <= 0x22FF


def is_display_maths(line: PdfLine, left: float, right: float) -> bool:
    """Whether ``line`` is a row of a display equation, or its number, in the column
    spanning ``left``..``right``."""
    text = line.text.strip()
    em = max(line.size, 6.0)
    if EQUATION_NUMBER.fullmatch(text):
        return line.x1 >= right - em and line.x0 > (left + right) / 2
    if line.x0 < left + MARGIN_EMS * em or line.x1 > right - MARGIN_EMS * em:
        return False
    characters = [char for char in text if not char.isspace()]
    if not characters or not any(_is_mathematical(char) for char in characters):
        return False
    in_words = sum(len(word) for word in _WORD.findall(text) if word.lower() not in _FUNCTION_NAMES)
    return in_words < MAX_WORD_SHARE * len(characters)


def continues_equation(previous: PdfLine, line: PdfLine) -> bool:
    """The next row of the same equation: same page and column, at most three of its
    sizes away in height, above or below (its number shares a row's baseline and is read
    after the row)."""
    return (
        previous.page == line.page
        and previous.column == line.column
        and abs(previous.baseline - line.baseline) <= 3.0 * max(previous.size, line.size)
    )
