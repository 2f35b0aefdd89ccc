"""Numbers in claims and sources, normalised so "0.88" = ".88", "3.27x" = "3.27×", "88 %" = "88%".

RB007 must be precise, so a claim number counts as found when the source has the same
value at the claim's precision (88% matches 87.9%), with or without its unit, and
percent / fraction forms match each other (88% ~ 0.88). Numbers that are names or
references, not quantities, are skipped: "GPT-4", "COVID-19", "Table 2", "Section 3",
years (1900-2099), and bare integers below 10 (often spelled out in sources).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal, InvalidOperation

_NUMBER = re.compile(
    r"(?P<key>\b[A-Za-z][A-Za-z0-9_\-]{0,12}\s*(?:=|≈|<|>|≤|≥)\s*)?"
    r"(?<![\w.\-])(?P<sign>[-−–]?)(?P<num>(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?|\.\d+)"
    r"(?P<unit>\s?%|\s?percent\b|\s?(?:x|×)(?![A-Za-z])|-fold\b|\s?times\b)?"
)
_REFERENCE_WORDS = re.compile(
    r"(?:table|tab|fig|figure|section|sec|chapter|ch|eq|equation|appendix|step|stage|phase|line|lines|page|pp|p|"
    r"no|version|v|layer|row|column|item|part|algorithm|alg|theorem|lemma|definition|example|round|week|day)"
    r"\.?\s*\(?$", re.IGNORECASE,
)


@dataclass(frozen=True)
class Quantity:
    """A number as written (``text``, ``start``/``end`` in the scanned text) and its value."""

    text: str
    start: int
    end: int
    value: Decimal
    decimals: int
    unit: str  # "%", "x", "" (plain), "p" (a p-value / key=value)


def _unit(raw: str | None) -> str:
    if not raw:
        return ""
    raw = raw.strip().lower()
    if raw in ("%", "percent"):
        return "%"
    return "x"


def quantities(text: str) -> list[Quantity]:
    """Every number in ``text`` that looks like a quantity (see module doc for the skips)."""
    found: list[Quantity] = []
    for match in _NUMBER.finditer(text):
        raw = match.group("num")
        start = match.start("sign") if match.group("sign") else match.start("num")
        before = text[max(0, start - 14):start]
        if re.search(r"[A-Za-z][\-_/]?$", before) and not match.group("key"):
            continue  # GPT-4, COVID-19, L2, F1, ResNet-50
        if _REFERENCE_WORDS.search(before.rstrip()) and not match.group("unit") and not match.group("key"):
            if re.search(r"\s$", before) or before.endswith("("):
                continue
        try:
            value = Decimal(raw.replace(",", ""))
        except InvalidOperation:
            continue
        if match.group("sign") and match.group("sign") != "–":
            value = -value
        decimals = len(raw.split(".")[1]) if "." in raw else 0
        unit = _unit(match.group("unit")) or ("p" if match.group("key") else "")
        end = match.end("unit") if match.group("unit") else match.end("num")
        found.append(Quantity(text[start:end], start, end, value, decimals, unit))
    return found


def worth_checking(quantity: Quantity) -> bool:
    """High precision: only numbers a claim would copy from its source."""
    if quantity.unit or quantity.decimals:
        return True
    integer = abs(quantity.value)
    if 1900 <= integer <= 2099:
        return False  # a year
    return integer >= 10


def _matches(claim: Quantity, candidate: Decimal) -> bool:
    exponent = Decimal(1).scaleb(-claim.decimals)
    try:
        return abs(candidate).quantize(exponent, rounding=ROUND_HALF_UP) == abs(claim.value).quantize(exponent)
    except InvalidOperation:
        return False


def found_in(claim: Quantity, source_values: "SourceNumbers") -> bool:
    """Does the source contain ``claim``'s value (any unit; % <-> fraction; rounding)?"""
    for value, unit in source_values.values:
        if _matches(claim, value):
            return True
        if claim.unit == "%" and unit != "%" and abs(value) <= 1 and _matches(claim, value * 100):
            return True
        if claim.unit != "%" and unit == "%" and abs(claim.value) <= 1 and _matches(claim, value / 100):
            return True
    return False


class SourceNumbers:
    """All numbers of a source text (every one, no skipping), for membership tests."""

    def __init__(self, text: str) -> None:
        self.values: list[tuple[Decimal, str]] = []
        for match in _NUMBER.finditer(text):
            try:
                value = Decimal(match.group("num").replace(",", ""))
            except InvalidOperation:
                continue
            self.values.append((value, _unit(match.group("unit"))))
        # Numbers glued to letters ("ResNet-50") are also quantities a source may state.
        for match in re.finditer(r"(?<=[A-Za-z\-])(\d+(?:\.\d+)?)", text):
            try:
                self.values.append((Decimal(match.group(1)), ""))
            except InvalidOperation:
                continue

    def nearest(self, claim: Quantity, count: int = 3) -> list[str]:
        """Up to ``count`` source numbers of the same kind, closest in value (for the message)."""
        kind = [(v, u) for v, u in self.values if u == claim.unit or (claim.unit in ("", "p") and u in ("", "p"))]
        if claim.decimals:  # a decimal claim: decimals in the source are the likely originals
            kind = [(v, u) for v, u in kind if int(v.as_tuple().exponent) < 0] or kind
        same = sorted({(abs(v - claim.value), v, u) for v, u in kind}, key=lambda t: t[0])
        return [f"{v}{'%' if u == '%' else ('×' if u == 'x' else '')}" for _, v, u in same[:count]]
