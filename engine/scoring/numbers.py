"""Numbers in claims and sources, normalised so "0.88" = ".88", "3.27x" = "3.27×", "88 %" = "88%".

RB007 must be precise, so a claim number counts as found when the source has the same
value at the claim's precision (88% matches 87.9%), with or without its unit, and
percent / fraction forms match each other (88% ~ 0.88). Numbers that are names or
references, not quantities, are skipped: "GPT-4", "COVID-19", "Table 2", "Section 3",
years (1900-2099), and bare integers below 10 (often spelled out in sources).
"""

from __future__ import annotations

import bisect
import math
import re
from collections import Counter
from dataclasses import dataclass, replace
from decimal import ROUND_HALF_UP, Decimal, InvalidOperation
from difflib import SequenceMatcher
from functools import lru_cache
from typing import Iterable, Iterator, Mapping, NamedTuple, Sequence

from ..months import MONTH_ABBREVIATIONS, MONTHS
from .counts import COUNT_WORDS, Count, counts

_NUMBER = re.compile(
    r"(?P<key>\b[A-Za-z][A-Za-z0-9_\-]{0,12}\s*(?:=|≈|<|>|≤|≥)\s*)?"
    r"(?<![\w.])(?<![^%×]-)(?P<sign>(?<![%×])[-−–])?(?P<num>(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?|\.\d+)"
    r"(?P<unit>\s?%|\s?percent\b|\s?(?:x|×)(?![A-Za-z])|-fold\b|\s?times\b"
    r"|[kKMB](?![A-Za-z0-9])|[\s-](?:thousand|million|billion)\b"  # ("21-million vectors")
    r"|\s?ms\b|\s?milliseconds?\b|\s(?:s|secs?|seconds?)\b|\s?min(?:utes?)?\b|\s(?:h|hours?)\b)?"
)
_FRAGMENT = re.compile(r"0\d.*|\.0+")
# Durations, in seconds: "500 ms" is "0.5 s". A bare "s" or "h" needs a space ("1990s" is a decade).
DURATIONS = {"ms": Decimal("0.001"), "s": Decimal(1), "min": Decimal(60), "h": Decimal(3600)}
MAGNITUDES = {"k": Decimal(1000), "M": Decimal(10) ** 6, "B": Decimal(10) ** 9}
_REFERENCE_WORDS = re.compile(
    r"\b(?:table|tab|fig|figure|section|sec|chapter|ch|eq|equation|appendix|step|stage|phase|line|lines|page|pp|p|"
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
    unit: str  # "%", "x", "k" / "M" / "B" (magnitudes), "ms" / "s" / "min" / "h" (durations), "" (plain), "p" (key=value)

    @property
    def absolute(self) -> Decimal:
        """The value with its magnitude applied (91.1M -> 91,100,000)."""
        return self.value * MAGNITUDES.get(self.unit, Decimal(1))


def _unit(raw: str | None) -> str:
    if not raw:
        return ""
    raw = raw.strip().lstrip("-")
    if raw.lower() in ("%", "percent"):
        return "%"
    if raw in ("k", "K") or raw.lower() == "thousand":
        return "k"
    if raw == "M" or raw.lower() == "million":
        return "M"
    if raw == "B" or raw.lower() == "billion":
        return "B"
    lowered = raw.lower()
    if lowered in ("ms", "millisecond", "milliseconds"):
        return "ms"
    if lowered in ("s", "sec", "secs", "second", "seconds"):
        return "s"
    if lowered in ("min", "minute", "minutes"):
        return "min"
    if lowered in ("h", "hour", "hours"):
        return "h"
    return "x"


def quantities(text: str) -> list[Quantity]:
    """Every number in ``text`` that looks like a quantity (see module doc for the skips)."""
    return list(_quantities(text))


# "11.44 × 10^9", "2.5×10−3", and "≈11 × 109 y", where a PDF's text lost the superscript: one number
_SCIENTIFIC = re.compile(r"(?<![\w.])(?P<mantissa>\d+(?:\.\d+)?)\s*[×x]\s*10(?:\s*\^\s*|\*\*)?"
                         r"(?P<exponent>[-−–]?[1-9]\d?)(?!\d|[.,]\d)")  # (a comma or stop after it: punctuation)


_POWER_OF_TEN = re.compile(r"10\s*(?:\^|\*\*)\s*$")  # before an exponent: "10^6.9", "10**8"
_POWER_SIGN = re.compile(r"\s*(?:\^|\*\*)")  # after a power's base


def _scientific(text: str) -> list[Quantity]:
    """Numbers a power of ten scales: "2.5×10−3", and E-notation as a draft copies it from R output
    ("about 1.8e-04" for the paper's 0.0001807; batch 49 of the fresh drafts)."""
    found = []
    matches = sorted([*_SCIENTIFIC.finditer(text), *_E_NOTATION.finditer(text)], key=lambda match: match.start())
    for match in matches:
        value = _power_of_ten(match)
        places = value.as_tuple().exponent
        found.append(Quantity(match.group(0), match.start(), match.end(), value,
                              max(0, -places) if isinstance(places, int) else 0, ""))
    return found


def _power_of_ten(match: re.Match[str]) -> Decimal:
    """The value of a ``_SCIENTIFIC`` or ``_E_NOTATION`` match: its mantissa scaled by its exponent."""
    exponent = int(match.group("exponent").replace("−", "-").replace("–", "-"))
    return Decimal(match.group("mantissa")).scaleb(exponent)


@lru_cache(maxsize=1024)  # a claim's numbers are asked for once per number it holds (stated_quantity)
def _quantities(text: str) -> tuple[Quantity, ...]:
    text = _number_glyphs_read(text)
    found: list[Quantity] = _scientific(text)
    taken = {at for quantity in found for at in range(quantity.start, quantity.end)}  # a set: one lookup per number
    for match in _NUMBER.finditer(text):
        if match.start("num") in taken:
            continue  # a part of "11.44 × 10^9"
        raw = match.group("num")
        if _FRAGMENT.fullmatch(raw):
            continue  # "1 00 percent" read by OCR, "007", a table's ".0": a fragment or a code, no quantity to offer
        start = match.start("sign") if match.group("sign") else match.start("num")
        if _POWER_OF_TEN.search(text[max(0, start - 8):start]) or _POWER_SIGN.match(text, match.end("num")):
            continue  # "10^6.9": a power of ten, its exponent lost as a superscript in a PDF's text ("106.9")
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
    found.extend(Quantity(text[start:end].replace(", ", ","), start, end, value, 0, "")  # offered as "31,003,946"
                 for start, end, value in _spaced_thousands(text))
    return tuple(sorted(found, key=lambda quantity: quantity.start)) if taken else tuple(found)


def worth_checking(quantity: Quantity, text: str = "") -> bool:
    """High precision: only numbers a claim would copy from its source (``text``: the
    sentence ``quantity`` was read from, to tell a count such as "1998 genes" from a year)."""
    if quantity.unit or quantity.decimals:
        return True
    if year_like(quantity):
        return not _a_year(quantity, text)
    return abs(quantity.value) >= 10


_MODEL_PREFIX = re.compile(r"(?<![\w-])([A-Z]{2,3})\s*$")  # "GeForce GTX 680", "Quadro FX 5800", "HEK 293T"
_MODEL_SUFFIX = re.compile(r"\s*([A-Z]{2,3})(?![\w-])")  # "GeForce 8800 GTX"


def _model_code(quantity: Quantity, text: str) -> str:
    """The capitalised code a whole number follows or is followed by, which makes it a name
    ("Quadro FX 5800", "HEK 293T", "GeForce 8800 GTX"), or "": a source's name is offered only
    for a claim's name of the same code ("HEK 352T" for "HEK 293T"), never for a count ("215.7
    million ... per second")."""
    if quantity.unit or quantity.decimals:
        return ""
    match = _MODEL_PREFIX.search(text, 0, quantity.start) or _MODEL_SUFFIX.match(text, quantity.end)
    return match.group(1) if match else ""


def year_like(quantity: Quantity) -> bool:
    """A bare whole number from 1900 to 2099: perhaps a year (``_a_year`` decides in context)."""
    return not quantity.unit and not quantity.decimals and 1900 <= abs(quantity.value) <= 2099


_COUNTED = re.compile(r"\s+(?!(?:was|has|is|does|as|this|its|years|days|months|weeks)\b)[a-z]{3,}s\b")
_BEFORE_A_YEAR = frozenset("in since from until till by during before after circa al to and or between".split())


def _a_year(quantity: Quantity, text: str) -> bool:
    """Whether a number from 1900 to 2099 is a year: unless written "1,998", or it counts a
    plural noun right after it ("1998 genes", "2000 sites") with no "in", "since", "et al." or
    month before it ("in 2019 researchers", "Smith et al. 2020 models")."""
    if "," in quantity.text:
        return False
    if not text or _COUNTED.match(text, quantity.end) is None:
        return True
    before = re.findall(r"[A-Za-z]+", text[max(0, quantity.start - 12):quantity.start])[-1:]
    return bool(before) and (before[0].lower() in _BEFORE_A_YEAR or before[0].lower() in _MONTHS)


def _matches(claim: Quantity, candidate: Decimal) -> bool:
    exponent = Decimal(1).scaleb(-claim.decimals)
    try:
        return abs(candidate).quantize(exponent, rounding=ROUND_HALF_UP) == abs(claim.value).quantize(exponent)
    except InvalidOperation:
        return False


TABLE_DIGITS = 4  # significant digits from which a bare number is a claim's "215.7 million" in a table's unit
ROUNDED_TABLE_VALUE = 100  # ... and from which a claim's whole number may round it ("216 million"; not "10.6")


def _same_magnitude(claim: Quantity, value: Decimal, unit: str) -> bool:
    """91.1M against 91,100,000 or 91.1 million: compared at the claim's precision; and "215.7
    million" (or "roughly 216 million", a whole number of a hundred or more) against a table's bare
    215.7 (its column "Millions of disparity estimates per second"), where its four digits are enough
    not to meet by chance ("about 10.6 million" met a table's 10.55 so)."""
    if claim.unit not in MAGNITUDES and unit not in MAGNITUDES:
        return False
    scale = MAGNITUDES.get(claim.unit, Decimal(1))
    if not unit and claim.unit in MAGNITUDES and len(value.as_tuple().digits) >= TABLE_DIGITS and (
            value == claim.value or (claim.decimals == 0 and claim.value >= ROUNDED_TABLE_VALUE
                                     and _matches(claim, value))):
        return True  # (a claim may round the table's value to a whole: "roughly 216 million" for its 215.7)
    return _matches(claim, value * MAGNITUDES.get(unit, Decimal(1)) / scale)


def found_in(claim: Quantity, source_values: "SourceNumbers") -> bool:
    """Does the source contain ``claim``'s value (any unit; % <-> fraction; rounding; magnitude)?"""
    return any(_states_value(claim, value, unit) for value, unit in source_values.values)


def _states_value(claim: Quantity, value: Decimal, unit: str) -> bool:
    """Is ``value`` (in ``unit``) ``claim``'s value, by the rules of ``found_in``?"""
    if claim.unit in DURATIONS and unit in DURATIONS:
        return _matches(claim, value * DURATIONS[unit] / DURATIONS[claim.unit])
    if unit in MAGNITUDES or claim.unit in MAGNITUDES:
        return _same_magnitude(claim, value, unit)
    if _matches(claim, value):
        return True
    if claim.unit == "%" and unit != "%" and abs(value) <= 1 and _matches(claim, value * 100):
        return True
    return claim.unit != "%" and unit == "%" and abs(claim.value) <= 1 and _matches(claim, value / 100)


_GLUED_NUMBER = re.compile(r"(?<=[A-Za-z\-])(\d+(?:\.\d+)?)")


def _number_spans(text: str) -> Iterator[tuple[int, int, Decimal, str]]:
    """(start, end, value, unit) of every number in ``text``, none skipped; numbers glued to
    letters ("ResNet-50") after the others, as quantities a text may also state."""
    for match in _NUMBER.finditer(text):
        try:
            value = Decimal(match.group("num").replace(",", ""))
        except InvalidOperation:
            continue
        yield match.start("num"), match.end("num"), value, _unit(match.group("unit"))
    for match in _GLUED_NUMBER.finditer(text):
        try:
            value = Decimal(match.group(1))
        except InvalidOperation:
            continue
        yield match.start(1), match.end(1), value, ""


def _distance(first: Decimal, second: Decimal) -> float:
    """How far apart two values are, as a ratio (1.4 is as far from 3.2 as 3.2 from 7.3)."""
    low, high = sorted((abs(float(first)), abs(float(second))))
    return math.inf if low == 0.0 or not math.isfinite(high) else math.log(high / low)


_SPACED_THOUSANDS = re.compile(r"(?<![\d.,])\d{1,3}(?:, \d{3})+(?![\d.])")
# "a throughput of 16 900 Kb/s": thousands set off by a space alone; a table's "23 200" may be two
# columns, so such a number only ever counts as stated, never as one to offer
_SPACE_THOUSANDS = re.compile(r"(?<![\d.,])\d{1,3}(?: \d{3})+(?![\d.,])")
# Some PDFs' fonts print "=" as "¼" ("p¼0.350", "n¼12"): between a letter and a number it is "="
_EQUALS_AS_QUARTER = re.compile(r"(?<=[A-Za-z)\]])(\s?)¼(?=\s?[-−.\d])")
_MIDDLE_DOT_DECIMAL = re.compile(r"(?<=\d)·(?=\d)")  # The Lancet's "1·3 million" is 1.3 million


def _number_glyphs_read(text: str) -> str:
    """``text`` with a font's "¼" for "=" put back and a middle-dot decimal point read as "." (one
    character for one: offsets stay valid)."""
    if "¼" in text:
        text = _EQUALS_AS_QUARTER.sub(lambda match: match.group(1) + "=", text)
    return _MIDDLE_DOT_DECIMAL.sub(".", text) if "·" in text else text


def _spaced_thousands(text: str) -> Iterator[tuple[int, int, Decimal]]:
    """(start, end, value) of "31, 003, 946": thousands with a space after each comma (a VLDB
    paper; poppler prints them so too), read whole beside the pieces, by ``_quantities`` and
    ``SourceNumbers`` alike ("1, 250" may also be a list: both readings are kept)."""
    for match in _SPACED_THOUSANDS.finditer(text):
        yield match.start(), match.end(), Decimal(match.group(0).replace(", ", ""))


# A heading standing alone between blank lines, "3.1 Data Collection": its number names a section,
# it states no quantity ("raised it by 3.1%" is not stated by it)
_SECTION_HEADING = re.compile(r"(?:(?<=\n\n)|^)\d{1,2}(?:\.\d{1,2}){0,3}\.?(?=[ \t]+[A-Z][^\n\d]{0,80}(?:\n\n|$))")


class SourceNumbers:
    """All numbers of a source text (every one, no skipping), for membership tests."""

    @classmethod
    def of(cls, found: Iterable[Quantity]) -> "SourceNumbers":
        """The numbers of quantities already read (no text scanned again)."""
        numbers = cls("")
        numbers.values = [(abs(quantity.value), "" if quantity.unit == "p" else quantity.unit) for quantity in found]
        return numbers

    def __init__(self, text: str) -> None:
        text = _SECTION_HEADING.sub(" ", _number_glyphs_read(text))
        self.values: list[tuple[Decimal, str]] = [(value, unit) for _, _, value, unit in _number_spans(text)]
        self.values.extend((value, "") for _, _, value in _spaced_thousands(text))
        self.values.extend((abs(quantity.value), "") for quantity in _scientific(text))
        self.values.extend((value, "") for value in _e_notation(text))
        self.values.extend((Decimal(match.group(0).replace(".", "")), "") for match in _DOT_THOUSANDS.finditer(text))
        self.values.extend((Decimal(match.group(0).replace(" ", "")), "") for match in _SPACE_THOUSANDS.finditer(text))
        self.values.extend(_number_words(text))


# Computer output and code write numbers in E-notation: "rnorm(1e4 * 200)", "1e-05", "2.2e-16".
_E_NOTATION = re.compile(r"(?<![\w.])(?P<mantissa>\d+(?:\.\d+)?)[eE](?P<exponent>[-+−]?\d{1,3})(?!\w|\.\d)")


def _e_notation(text: str) -> Iterator[Decimal]:
    """Values a source writes in E-notation: stated, so a draft's "10,000 observations" for the
    paper's ``1e4`` is no unstated number (a glmnet vignette; batch 45 of the fresh drafts)."""
    for match in _E_NOTATION.finditer(text):
        yield _power_of_ten(match)


# Thousands set apart by a dot, as German and other styles print them: "80.000 simulation runs" (mvtnorm's
# R News article; batch 46) states 80,000 as well as 80.0.
_DOT_THOUSANDS = re.compile(r"(?<![\d.,])[1-9]\d{0,2}(?:\.\d{3})+(?![\d.,])")


_UNITS = ("one", "two", "three", "four", "five", "six", "seven", "eight", "nine")
_TENS = {"twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90}
_WORD_VALUES = {**{word: value for word, value in COUNT_WORDS.items() if value >= 10}, **_TENS}
_NUMBER_WORD = re.compile(r"\b(?P<word>" + "|".join(sorted(_WORD_VALUES, key=len, reverse=True)) + r")"
                          r"(?:-(?P<unit>" + "|".join(_UNITS) + r"))?\b(?P<percent>\s+per\s?cent\b)?", re.IGNORECASE)


def _number_words(text: str) -> Iterator[tuple[Decimal, str]]:
    """Numbers of ten and more a source writes in words ("Fifteen healthy students", "forty-two
    percent"): stated, so a claim's "15 participants" is no unstated number; never offered."""
    for match in _NUMBER_WORD.finditer(text):
        value = _WORD_VALUES[match.group("word").lower()]
        if match.group("unit") and value >= 20:
            value += _UNITS.index(match.group("unit").lower()) + 1
        yield Decimal(value), "%" if match.group("percent") else ""


@lru_cache(maxsize=64)  # a 40-60-paper library; each entry pins its paper's text (~100 KB)
def numbers_in(text: str) -> SourceNumbers:
    """``SourceNumbers(text)``, read once per distinct text: the same source is checked for
    every cited sentence, and for every sentence that might cite it instead (RB004's and
    RB006's search score the library's papers again and again); reading its numbers was a
    regex scan of the whole paper each time."""
    return SourceNumbers(text)


_CONTEXT_WORD = re.compile(r"[A-Za-z][A-Za-z\-]+")
_CONTEXT_STOP = frozenset(
    "the a an of in on for to and or with by from at as is are was were be been this that these those our we "
    "it its than more less about over under per each all both which who".split())
CLAIM_CONTEXT_WORDS = 6  # words either side of a claim's number that say what it counts
SOURCE_CONTEXT_WORDS = 10
MIN_SHARED_CONTEXT = 2


MAX_CONTEXT_REACH = 4096  # characters: words farther from a number than this say nothing of it


def _words_before(pattern: re.Pattern[str], text: str, start: int, count: int) -> list[str]:
    """The last ``count`` matches of ``pattern`` in ``text[:start]``, read from a window that
    grows until it holds more than ``count`` (its first match may be a cut word): the same as
    scanning the whole prefix, without a scan per number of a sentence holding thousands. The
    window stops at ``MAX_CONTEXT_REACH``: in a run of thousands of numbers with no word between
    (a table read as text) each number's search would otherwise cover the whole run."""
    reach = 64 * (count + 1)
    while True:
        begin = max(0, start - reach)
        found = pattern.findall(text, begin, start)
        if begin == 0 or len(found) > count or reach >= MAX_CONTEXT_REACH:
            return found[-count:] if count else []
        reach *= 4


def _words_after(pattern: re.Pattern[str], text: str, end: int, count: int) -> list[str]:
    """The first ``count`` matches of ``pattern`` in ``text[end:]`` (a growing window, as above)."""
    reach = 64 * (count + 1)
    while True:
        stop = min(len(text), end + reach)
        found = pattern.findall(text, end, stop)
        if stop == len(text) or len(found) > count or reach >= MAX_CONTEXT_REACH:
            return found[:count]
        reach *= 4


class Around(NamedTuple):
    """The context words before and after a number."""

    before: frozenset[str]
    after: frozenset[str]

    @property
    def words(self) -> frozenset[str]:
        return self.before | self.after


def _around(text: str, start: int, end: int, width: int) -> Around:
    before = (w.lower() for w in _words_before(_CONTEXT_WORD, text, start, width))
    after = (w.lower() for w in _words_after(_CONTEXT_WORD, text, end, width))
    return Around(*(frozenset(word.rstrip("s") for word in side if word not in _CONTEXT_STOP and len(word) > 2)
                    for side in (before, after)))


def _context(text: str, start: int, end: int, width: int) -> frozenset[str]:
    return _around(text, start, end, width).words


_NAME_OR_WORD = re.compile(r"[A-Za-z][A-Za-z0-9\-]+")  # "B15", "ResNet-50": names tell like sentences apart


@lru_cache(maxsize=8192)  # a source sentence is compared with each claim number of every claim scored against it
def _content_words(text: str) -> frozenset[str]:
    return frozenset(word.lower().rstrip("s") for word in _NAME_OR_WORD.findall(text)
                     if word.lower() not in _CONTEXT_STOP and len(word) > 2)


def same_kind(claim: Quantity, other: Quantity) -> bool:
    if claim.unit in DURATIONS or other.unit in DURATIONS:
        return claim.unit in DURATIONS and other.unit in DURATIONS
    if claim.unit in MAGNITUDES or other.unit in MAGNITUDES:  # (a share is no count: "63%" is not "80.0M")
        return claim.unit in (*MAGNITUDES, "") and (
            other.unit in MAGNITUDES or (other.unit == "" and other.absolute >= 1000))
    if claim.unit == "%":  # (a fraction of the other sign is a coefficient: "30–68%" is not a correlation's -0.55)
        return other.unit == "%" or (other.unit == "" and other.decimals > 0 and abs(other.value) <= 1
                                     and (other.value < 0) == (claim.value < 0))
    if claim.unit == "x":
        return other.unit == "x"
    return other.unit in ("", "p") and (other.decimals > 0) == (claim.decimals > 0)


@dataclass(frozen=True)
class StatedQuantity:
    """The source's number about the same thing as a claim's number, and where it is said."""

    text: str  # as printed in the source ("81.1M")
    passage: int  # index into the passages searched
    sentence: str  # the source sentence that states it
    shared: int  # context words in common with the claim's number
    # Other values the source states about as many of the claim's words (``stated_quantity``): the
    # words cannot tell which the claim restates, so every output names them all and no fix is
    # applied without a person's choice.
    rivals: tuple["StatedQuantity", ...] = ()

    @property
    def choices(self) -> tuple["StatedQuantity", ...]:
        """This number and its rivals, best first."""
        return (self, *self.rivals)


_Rank = tuple[int, int, int, int, bool, float, float]  # ``stated_quantity``'s tie-break, best highest
MAX_RIVALS = 2  # a tie names at most three numbers: more is a list of the paper's numbers, not a choice


def stated_quantity(claim_text: str, quantity: Quantity, passages: list[str]) -> StatedQuantity | None:
    """The number of the same kind in ``passages`` whose surrounding words best match the
    words around ``quantity`` in the claim (at least two in common), or None."""
    paired = _paired_change(claim_text, quantity, passages)
    if paired is not None:
        return paired
    around = _around(claim_text, quantity.start, quantity.end, CLAIM_CONTEXT_WORDS)
    wanted = around.words
    if len(wanted) < MIN_SHARED_CONTEXT:
        return None
    # a number the sentence states itself is not the one it changed: "1377 measurements of 352
    # NEOs" against "1377 measurements of 235 NEOs" changed 235, not 1377 (in its unit: "26
    # programs" does not state "26ms")
    stated = _stated_with_units(claim_text)
    claim_words = _content_words(claim_text)

    others = {key for key in stated if key != (quantity.absolute, quantity.unit)}

    def _tie_break(sentence: str, value: Quantity, context: Around,
                   bound: bool, shared: int) -> _Rank:
        sided = len(around.before & context.before) + len(around.after & context.after)
        sided = sided if sided >= MIN_SHARED_CONTEXT else 0  # (one word is chance in a table read as a run)
        also = len(others & _stated_with_units(sentence).keys())
        return (shared + also, also, sided, len(_content_words(sentence) & claim_words),
                not bound, _digits_alike(value, quantity), -_distance(value.absolute, quantity.absolute))

    # each value's best statement and its tie-break, kept rather than recomputed
    ranked: dict[tuple[Decimal, str], tuple[_Rank, StatedQuantity]] = {}
    code = _model_code(quantity, claim_text)
    for index, passage in enumerate(passages):
        for sentence, other, context, bound, other_code, checked in _passage_quantities(passage):
            key = (other.absolute, other.unit)
            if not same_kind(quantity, other) or stated.get(key, 0) > (key == (quantity.absolute, quantity.unit)):
                continue
            if other_code != code:
                continue  # a model's name is no count ("Quadro FX 5800" for "126 million")
            if year_like(other) and not year_like(quantity) and not checked:
                continue  # a year answers only a claim's count that could be read as one ("1989 genes")
            shared = len(wanted & context.words)
            if shared < MIN_SHARED_CONTEXT:
                continue
            # the most words in common, each of the claim's other numbers the sentence also states
            # counted as one ("lose between 1.7% and 6.5%" against "drops by at least 3.7% and up to
            # 6.5%", not the abstract's "4% - 6%" with one word more in common; "only 1,780 hand-picked
            # good seed sites" is still told the seed set's 178, not the "2, 000 sites" beside the
            # claim's "31 million sites"); on a tie, the sentence with more of the claim's other
            # numbers ("302 tables, of which 110 ..." against "Metaclusters 302 Metaclusters (rows >=
            # 3) 101", not a results table's nearer "118"), then the number with two words or more on
            # the same side of it as the claim's ("Λ = 0.45 GeV for the ground state
            # pseudoscalar/vector doublet, and λ1 = 0.67 GeV2" for a changed "0.65 GeV for the
            # ground-state pseudoscalar/vector doublet": 0.45, not the 0.67 after those words), then
            # the sentence holding more of the claim's words, then an estimate over an interval's
            # bound ("12.88 g/l (95% CI 6.03 to 19.74 g/l)" for a changed 21.88), then the value
            # written with the claim's digits (a draft's "1,780 seed sites" is the paper's "178", not
            # the "1,250" evaluated beside it), then the value nearer the claim's ("30,003,946"
            # against the paper's "31, 003, 946": not its piece "31")
            rank = _tie_break(sentence, other, context, bound, shared)
            if key not in ranked or rank > ranked[key][0]:
                ranked[key] = rank, StatedQuantity(other.text.strip(), index, sentence, shared)
    return _with_rivals(list(ranked.values()))


def _with_rivals(ranked: list[tuple[_Rank, StatedQuantity]]) -> StatedQuantity | None:
    """The best-ranked value, with the other values whose words in common tie with it (the
    rank's first term). Where they tie, the order below it was right about half the time
    (Citation-Integrity train, numbers changed by a fifth: 16 of 33; with a clear lead, 36 of
    42), so the choice is not rblint's to make (``scripts/eval_number_check.py``)."""
    if not ranked:
        return None
    ranked.sort(key=lambda item: item[0], reverse=True)
    (lead, best), rest = ranked[0], ranked[1:]
    rivals = tuple(stated for rank, stated in rest if rank[0] == lead[0])[:MAX_RIVALS]
    return replace(best, rivals=rivals) if rivals else best


_CHAINED = re.compile(r"\s+to\s+(\S+)")
CHAIN_STEPS = 6  # a chain's steps read ("from 1.0 to 1.5 to 2.0"); every pair of them is stated
# A change "from X to Y", or a range "between X and Y" (the "to" only after "from", the "and" only
# after "between": "from 5 and 6" is no pair)
_CHANGE = re.compile(r"\b(?:(from)|between)\s+(?P<start>\S+)\s+(?(1)to|and)\s+(?P<end>\S+)", re.IGNORECASE)
# a change's ends answer only a change's, a range's a range's: "from 2 to 24 months" is not told a
# "between 2 and 6 months" elsewhere in the paper (a Citation-Integrity TRAIN original had been)
_ENDS = (("start", "end"), ("low", "high"))


def _digits_alike(first: Quantity, second: Quantity) -> float:
    """How alike two numbers' digits are (0 to 1): a model's slip adds, drops or swaps digits."""
    return SequenceMatcher(None, re.sub(r"\D", "", first.text), re.sub(r"\D", "", second.text)).ratio()


def _paired_change(claim_text: str, quantity: Quantity, passages: Sequence[str]) -> StatedQuantity | None:
    """"raises SR from 29.3% to 37.3%" against the paper's "SR increasing from 29.3% to 33.7%":
    the number a change starts (or ends) at, stated alike, names the other end (the words
    around the two sentences' numbers may share nothing: "model#17" for "the soft reward")."""
    starts, changes = _changes(claim_text)
    at = bisect.bisect_right(starts, quantity.start) - 1
    if at < 0 or not changes[at][0] <= quantity.start < changes[at][1]:
        return None
    _, _, mine, kept_text = changes[at]
    kept = quantities(kept_text)
    if len(kept) != 1:
        return None
    # (a table's or a sentence's range may print its percentages bare: "grain yield per spike ranged
    # from 29.7 to 48.3" for a claim's "from 29.7% to 58.3%")
    keys = [(mine, kept[0].value, kept[0].unit)] + ([(mine, kept[0].value, "")] if kept[0].unit == "%" else [])
    # a range, unlike a change, must be about the same thing: "a slope between 1 and 20 meters" is
    # not told "distances between 1.0 and 1.3 au" (two words around the claim's number in the sentence)
    wanted = (_context(claim_text, quantity.start, quantity.end, CLAIM_CONTEXT_WORDS) - {"between"}
              if mine in _ENDS[1] else None)
    offered: tuple[tuple[int, int, int, int], StatedQuantity] | None = None
    by_end = _changes_by_end(tuple(passages))
    for order, key in enumerate(keys):
        for (index, sentence, their_order), stating, theirs in by_end.get(key, ()):
            if wanted is not None and len(wanted & stating.words) < MIN_SHARED_CONTEXT:
                continue
            bare = not key[2] and not theirs.unit
            if not (same_kind(quantity, theirs) or bare):
                continue
            if theirs.value == quantity.value:
                return None  # the source states this change too ("from 13 to 10" of another case)
            # (the first in the passages' order; offered in the claim's unit: the fix writes
            # "48.3%", not a bare "48.3"; a count stays bare: "from 13 to 7 rounds", not "7%")
            position = (index, sentence, order, their_order)
            if offered is None or position < offered[0]:
                suffix = "%" if bare and quantity.unit == "%" else ""
                offered = position, StatedQuantity(theirs.text.strip() + suffix, index, stating.printed, 0)
    return offered[1] if offered is not None else None


@lru_cache(maxsize=64)
def _changes_by_end(passages: tuple[str, ...]) -> Mapping[tuple[str, Decimal, str], list[
        tuple[tuple[int, int, int], _SentenceChanges, Quantity]]]:
    """The passages' changes and ranges by the end a claim's number would be: each claim number
    looks up its own, not every sentence of every passage (a claim of thousands of ranges)."""
    by_end: dict[tuple[str, Decimal, str], list[tuple[tuple[int, int, int], _SentenceChanges, Quantity]]] = {}
    for index, passage in enumerate(passages):
        for sentence, changes in enumerate(_passage_changes(passage)):
            for key, others in changes.ends.items():
                for their_order, theirs in enumerate(others):
                    by_end.setdefault(key, []).append(((index, sentence, their_order), changes, theirs))
    return by_end


def paired_changes(claim_text: str, passages: Sequence[str]) -> Iterator["ChangedNumber"]:
    """Each number of a claim's change "from X to Y" whose other end the source states with
    another value: "cut the delay quantile from 13 to 10 rounds" against "reduces the delay
    quantile from 13 to 7", even where the paper prints a 10 somewhere else."""
    for quantity in quantities(claim_text):
        paired = _paired_change(claim_text, quantity, passages)
        if paired is not None:
            yield ChangedNumber(quantity, paired)


class _SentenceChanges(NamedTuple):
    printed: str  # the sentence, printable
    ends: dict[tuple[str, Decimal, str], list[Quantity]]  # (which end, value, unit) -> the other ends
    words: frozenset[str]  # its content words: a range answers only a range about the same thing


@lru_cache(maxsize=8192)
def _passage_changes(passage: str) -> tuple[_SentenceChanges, ...]:
    """Each sentence of ``passage`` (printable) with its changes "from X to Y" and ranges
    "between X and Y", by the end a
    claim's number would be, and the other end's value and unit: looked up, not rescanned, for
    every number of every claim."""
    found: list[_SentenceChanges] = []
    for sentence in _passage_sentences(passage):
        ends: dict[tuple[str, Decimal, str], list[Quantity]] = {}
        for change in _CHANGE.finditer(sentence.text):
            # (a chain, "ranges from 1.0 to 1.5 to 2.0", states each step and the whole span, which
            # is offered first)
            steps = [change.group("start"), change.group("end")]
            position = change.end()
            while len(steps) < CHAIN_STEPS and (more := _CHAINED.match(sentence.text, position)) is not None:
                steps.append(more.group(1))
                position = more.end()
            read = [quantities(step) for step in steps]
            low, high = _ENDS[change.group(1) is None]
            for first, later in ((first, later) for at, first in enumerate(read) for later in reversed(read[at + 1:])):
                if len(first) == 1 and len(later) == 1:
                    ends.setdefault((high, first[0].value, first[0].unit), []).append(later[0])
                    ends.setdefault((low, later[0].value, later[0].unit), []).append(first[0])
        if ends:
            found.append(_SentenceChanges(_printable(sentence.text), ends, sentence.words))
    return tuple(found)


@lru_cache(maxsize=256)
def _changes(claim_text: str) -> tuple[list[int], list[tuple[int, int, str, str]]]:
    """The starts, and (start, end, which end, the other end's text), of each "from X to Y"
    or "between X and Y" number in the claim, in order: read once per claim, not once per number (a sentence may
    hold thousands)."""
    found: list[tuple[int, int, str, str]] = []
    for match in _CHANGE.finditer(claim_text):
        low, high = _ENDS[match.group(1) is None]
        found.append((*match.span("start"), low, match.group("end")))
        found.append((*match.span("end"), high, match.group("start")))
    found.sort()
    return [start for start, *_ in found], found


@lru_cache(maxsize=8192)  # the passages' sentences too (each candidate's tie-break): 256 thrashed over a library
def _stated_with_units(text: str) -> Mapping[tuple[Decimal, str], int]:
    """How many of ``text``'s numbers have each value in each unit."""
    return Counter((quantity.absolute, quantity.unit) for quantity in _quantities(text))


@lru_cache(maxsize=256)  # asked once per number of the claim: a sentence of thousands was quadratic
def _absolutes(text: str) -> Mapping[Decimal, int]:
    """How many of ``text``'s numbers have each value (magnitude applied)."""
    return Counter(quantity.absolute for quantity in _quantities(text))


class _PassageNumber(NamedTuple):
    sentence: str  # printable
    quantity: Quantity  # its offsets are in the sentence as the passage prints it, not the printable one
    around: Around
    bound: bool  # an interval's or a margin's bound (``_is_bound``)
    code: str  # the model code it follows (``_model_code``), read where its offsets are
    checked: bool  # worth checking (else a year, kept for a claim's count that reads as one)


@lru_cache(maxsize=8192)
def _passage_quantities(passage: str) -> tuple[_PassageNumber, ...]:
    """A passage's numbers worth checking, each with its sentence, the words around it and
    whether it bounds an interval or a margin (``_is_bound``).

    Why a memo: every cited sentence with a number scans every passage of its sources, so
    the same passages were split into sentences again for each claim (a pure function of
    the text: the cache holds no state that could disagree with it). What reads a number's
    offsets reads them here, in the sentence they index: the printable sentence is shorter
    where the passage broke a line (a "Quadro FX 5800" in a table had been read at the wrong
    place, so it was offered for a claim's "126 million")."""
    return tuple(_PassageNumber(printed, other, _around(sentence, other.start, other.end, SOURCE_CONTEXT_WORDS),
                                _is_bound(sentence, other), _model_code(other, sentence), checked)
                 for sentence, _, found in _passage_sentences(passage)
                 for printed in (_printable(sentence),)  # once per sentence, not once per number
                 for markers in (citation_marker_offsets(sentence),)  # read once per sentence too
                 for wholes in (tuple((start, end) for start, end, _ in _spaced_thousands(sentence)),)
                 for other in found
                 for checked in (worth_checking(other, sentence),)
                 if (checked or year_like(other)) and other.start not in markers and not _piece_of(other, wholes))


def _piece_of(quantity: Quantity, wholes: Sequence[tuple[int, int]]) -> bool:
    """Whether ``quantity`` is a piece of one of ``wholes`` (thousands set off by ", ",
    ``_spaced_thousands``): "250" of "1, 250" is never offered for a changed "2,500" (it was: its
    digits are alike); the whole 1,250 is."""
    return any(start <= quantity.start and quantity.end <= end and (start, end) != (quantity.start, quantity.end)
               for start, end in wholes)


_CITATION_MARKER = re.compile(r"\[\s*\d+(?:\s*[,–-]\s*\d+)*\s*\]")  # "[19]", "[3, 7]", "[10-12]"


def citation_marker_offsets(text: str) -> frozenset[int]:
    """The offsets inside citation markers: a reference number ("DCBGrid [19]") is no value a
    claim restates, never offered as one (a set, so a sentence of thousands of markers and
    numbers is not compared pair by pair)."""
    return frozenset(at for match in _CITATION_MARKER.finditer(text) for at in range(match.start() + 1, match.end()))


class _Sentence(NamedTuple):
    text: str
    words: frozenset[str]  # content words, names included
    numbers: tuple[Quantity, ...]  # every quantity, worth checking or not


@lru_cache(maxsize=8192)
def _passage_sentences(passage: str) -> tuple[_Sentence, ...]:
    """A passage's sentences with their content words and numbers, read once per passage (as above)."""
    from .chunking import split_sentences

    return tuple(_Sentence(sentence, _content_words(sentence), tuple(quantities(sentence)))
                 for sentence in split_sentences(passage))


@lru_cache(maxsize=1024)  # one sentence may be quoted for each of many changed numbers
def _printable(sentence: str) -> str:
    """One line, without a page's stray footnote number before a paragraph break."""
    return re.sub(r"\s+", " ", re.sub(r"^\s*\d{1,3}\s*\n\s*\n", "", sentence)).strip()


def unstated_quantities(claim_text: str, sources: Sequence[SourceNumbers]) -> list[Quantity]:
    """The claim's numbers worth checking that no source states: RB007's findings, and the
    candidates of the number check."""
    return [quantity for quantity in quantities(claim_text)
            if worth_checking(quantity, claim_text)
            and not any(found_in(_as_percentile(_as_hedged(quantity, claim_text), claim_text), numbers)
                        for numbers in sources)]


_ORDINAL_AFTER = re.compile(r"(?:st|nd|rd|th)\b")


def _as_percentile(quantity: Quantity, text: str) -> Quantity:
    """An ordinal up to 100, "the 95th" (percentile), as the percent it is: stated by a table's
    0.95 quantile as by a "95%" (quantreg's vignette: "from about 0.34 at the 5th percentile to
    about 0.71 at the 95th" got "95 does not appear"; batch 46 of the fresh drafts)."""
    if (quantity.unit or quantity.decimals or not 0 < quantity.value <= 100
            or not _ORDINAL_AFTER.match(text, quantity.end)):
        return quantity
    return replace(quantity, unit="%")


# The symbols stand outside the word boundary: "~2,900" follows a space, and a \b before "~" needed a
# letter in front of it (the symbols had never matched).
_HEDGE_BEFORE = re.compile(r"(?:\b(?:about|around|roughly|approximately|nearly|almost|some|circa|close\s+to|"
                           r"just\s+(?:under|over|below|above))|~|≈)\s*$", re.IGNORECASE)
HEDGED_ZEROS = 2  # trailing zeros from which a hedged number is a rounding ("roughly 2,900" for 2,896)
HEDGED_THOUSANDS = 1000  # ... or one, from a number this large ("roughly 5,170" for 5,173: three digits kept)


def _as_hedged(quantity: Quantity, text: str) -> Quantity:
    """``quantity`` at the precision a hedge gives it: "roughly 2,900-fold" states the table's
    2896 (to the hundred), "roughly 5,170" its 5173 (to the ten); an unhedged "2,900", or "about
    70" (one zero, two digits), is compared as printed."""
    whole = int(abs(quantity.value)) if quantity.decimals == 0 else 0
    zeros = len(str(whole)) - len(str(whole).rstrip("0")) if whole else 0
    rounded = zeros >= HEDGED_ZEROS or (zeros and whole >= HEDGED_THOUSANDS)
    if not rounded or not _HEDGE_BEFORE.search(text[max(0, quantity.start - 16):quantity.start]):
        return quantity
    return replace(quantity, decimals=-zeros)


@dataclass(frozen=True)
class ChangedNumber:
    """A claim's number that no source states, where a source states another number about
    the same thing: a number changed on the way ("12.4 points" where the paper says 9.4)."""

    claim: Quantity
    stated: StatedQuantity


def changed_number(claim_text: str, sources: Sequence[SourceNumbers], passages: list[str]) -> ChangedNumber | None:
    """The first number of ``claim_text`` that the sources state differently, or None.

    A number no source states, with no number about the same thing in the passages, is not
    a change: the source may simply not report it (RB007 still says so). A number the
    source prints somewhere is a change only where the sentence the claim restates puts
    another number in its place (``restated_differently``)."""
    for quantity in unstated_quantities(claim_text, sources):
        stated = stated_quantity(claim_text, quantity, passages)
        if stated is not None:
            return ChangedNumber(quantity, stated)
    return next(iter(restated_differently(claim_text, passages)), None)


# A number the source prints elsewhere can still be changed: "a recall of 0.89" where the
# abstract's sentence says "high recall (0.98)" and a table prints 0.89 for something else.
# Chosen on Citation-Integrity TRAIN with synthetic swaps (scripts/eval_number_check.py):
# the loosest setting that flags no original there.
RESTATED_SHARE = 0.6  # of the claim's context words, in the one source sentence it restates
SLOT_REACH = 2  # words each side of a number in which the word it counts is looked for
_MONTHS = MONTHS | MONTH_ABBREVIATIONS
_TOKEN = re.compile(r"[A-Za-z][A-Za-z\-]*|\d[\d.,]*")


def _first_content_word(tokens: Iterable[str]) -> set[str]:
    for token in tokens:
        if token[0].isalpha() and token.lower() not in _CONTEXT_STOP and len(token) > 2:
            return {token.lower().rstrip("s")}
    return set()


def _slot(text: str, quantity: Quantity, reach: int = SLOT_REACH) -> set[str]:
    """The word a number counts: the nearest content word before it and after it, within
    ``reach`` words ("a recall of 0.89" and "high recall (0.98)" share "recall"), and the
    noun a "respectively" list gives it."""
    worked_out = _WORKED_OUT.search(text, max(0, quantity.start - WORKED_OUT_REACH), quantity.start)
    before = _words_before(_TOKEN, text, worked_out.start() if worked_out else quantity.start, reach)
    after = _words_after(_TOKEN, text, quantity.end, reach)
    return _first_content_word(reversed(before)) | _first_content_word(after) | _respective_word(text, quantity)


# A number worked out from a fraction ("classifies 170/200 = 85%") counts the word before the fraction
_WORKED_OUT = re.compile(r"\d[\d.,]*\s*/\s*\d[\d.,]*\s*=\s*$")
WORKED_OUT_REACH = 40  # characters before the number in which "x/y =" is looked for


_RESPECTIVE_LIST = re.compile(r"(?P<nouns>[^.;:]*?)\s+(?:are|were|is|was|of|reach|reached|reaches)\s+"
                              r"(?P<numbers>[^.;:]*?(?:\.\d[^.;:]*?)*),?\s+respectively\b", re.IGNORECASE)
_LIST_SEPARATOR = re.compile(r",\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+")
RESPECTIVE_REACH = 400  # characters: a "respectively" list longer than this is no list a claim restates


def _respective_word(text: str, quantity: Quantity) -> set[str]:
    """"the average precision, recall, and accuracy are 0.76, 0.98, and 0.76, respectively":
    the i-th number of the list counts the i-th noun ("recall" for 0.98), where both lists
    are as long."""
    if "respectively" not in text[quantity.end:quantity.end + RESPECTIVE_REACH].lower():
        return set()
    window_start = max(0, quantity.start - RESPECTIVE_REACH)
    for match in _RESPECTIVE_LIST.finditer(text, window_start, quantity.end + RESPECTIVE_REACH):
        if not match.start("numbers") <= quantity.start < match.end("numbers"):
            continue
        numbers = list(_quantities(match.group("numbers")))
        nouns = [part for part in _LIST_SEPARATOR.split(match.group("nouns")) if part.strip()][-len(numbers):]
        offset = quantity.start - match.start("numbers")
        position = next((at for at, other in enumerate(numbers) if other.start == offset), None)
        if position is None or len(nouns) != len(numbers) or len(numbers) < 2:
            return set()
        return _first_content_word(reversed(_TOKEN.findall(nouns[position])))
    return set()


def _is_margin(text: str, quantity: Quantity) -> bool:
    """"77.8% ± 0.1%": the number after a plus-minus sign is an error margin, never the value a
    claim restates (RB007 had offered 0.1% for a changed 77.8%)."""
    return text[max(0, quantity.start - 4):quantity.start].rstrip().endswith(("±", "+/-", "+-", "+−"))


# "(95% CI 6.03 to 19.74", "(95% confidence interval: 1.02-1.26": inside an interval's parentheses
_INTERVAL_OPEN = re.compile(r"[(\[]\s*(?:\d+(?:\.\d+)?\s*%\s*)?(?:CI|CrI|confidence interval|credible interval)\b[^()\[\]]*$",
                            re.IGNORECASE)


def _is_bound(text: str, quantity: Quantity) -> bool:
    """A bound of an interval or a margin: the estimate beside it is what a claim restates."""
    return _is_margin(text, quantity) or _INTERVAL_OPEN.search(text, max(0, quantity.start - 80), quantity.start) is not None


def _is_date(text: str, quantity: Quantity) -> bool:
    """"18 October", "November 9", "24/7": a day or a fraction, not a measured number."""
    near = re.findall(r"[A-Za-z]+", text[max(0, quantity.start - 12):quantity.start])[-1:]
    near += re.findall(r"[A-Za-z]+", text[quantity.end:quantity.end + 12])[:1]
    return any(word.lower() in _MONTHS for word in near) or "/" in (
        text[quantity.end:quantity.end + 1] + text[max(0, quantity.start - 1):quantity.start])


def restated_differently(claim_text: str, passages: Sequence[str], share: float = RESTATED_SHARE,
                         reach: int = SLOT_REACH, by_clause: bool = True) -> list[ChangedNumber]:
    """The claim's numbers that the source sentence it restates replaces with another
    (``_restated``; RB007 and the verdict ask the same question of the same sentence), and those
    of a change "from X to Y" the source states from the same X to another Y (``paired_changes``)."""
    restated = list(_restated(claim_text, tuple(passages), share, reach, by_clause))
    seen = {change.claim for change in restated}
    paired = [change for change in paired_changes(claim_text, passages) if change.claim not in seen]
    return sorted(restated + paired, key=lambda change: change.claim.start) if paired else restated


@lru_cache(maxsize=2048)  # a pure function of its arguments; the passages are held by their documents anyway
def _restated(claim_text: str, passages: tuple[str, ...], share: float, reach: int,
              by_clause: bool) -> tuple[ChangedNumber, ...]:
    """The claim's numbers that the source sentence it restates replaces with another.

    That sentence is the one holding the largest share of the content words of the claim's
    clause around the number (at least ``share``; ``by_clause=False``: of the whole claim): a
    drafted sentence often joins two of the paper's ("..., and on GLUE they come within 4% of
    full fine-tuning"). A claim number that sentence does not state is changed when one of its
    numbers of the same kind, not in the claim, counts the same word (``_slot``); where several
    sentences tie (a table read as text, one sentence per setting), one of them stating the
    number is enough, and the first is quoted. Days and fractions
    ("18 October", "24/7") are left out: a date's neighbour is no measured thing."""
    claimed = [quantity for quantity in quantities(claim_text) if worth_checking(quantity, claim_text)]
    in_claim = _ClaimNumbers(claim_text)
    breaks = [(match.start(), match.end()) for match in _CLAUSE_BREAK.finditer(claim_text)] if by_clause else []
    restating_by_clause: dict[tuple[int, int], list[tuple[int, _Sentence]]] = {}
    together = _stated_together(tuple(claimed), passages)
    changed = []
    for position, quantity in enumerate(claimed):
        slot = _slot(claim_text, quantity, reach)
        if not slot or _is_date(claim_text, quantity) or position in together:
            continue
        clause = _clause_span(breaks, quantity, len(claim_text))
        if clause not in restating_by_clause:  # a long clause holding many numbers is read once
            restating_by_clause[clause] = _restating_sentences(
                _content_words(claim_text[clause[0]:clause[1]]), passages, share)
        restating = restating_by_clause[clause]
        # the sentence's numbers that the claim's other numbers do not state: "within 4% ...
        # adding 3.6%" does not restate "within 0.4% ... adding 3.6%", though 3.6% rounds to 4%
        # ... but a value the sentence prints more often than the claim's other numbers do is
        # left for this one ("0.76, 0.98, and 0.76" against "0.76, 0.89 and 0.76")
        if not restating or any(found_in(quantity, SourceNumbers.of(
                other for other in sentence.numbers if not in_claim.states(other, besides=quantity)
                or _printed_more_often(other, sentence, claim_text, quantity)))
                for _, sentence in restating):
            continue  # a sentence the claim restates (one of several alike, as in a table) states it
        index, sentence = restating[0]
        for other in sentence.numbers:
            if (worth_checking(other, sentence.text) and not _is_date(sentence.text, other) and same_kind(quantity, other)
                    and not _is_margin(sentence.text, other)
                    and not in_claim.states(other) and slot & _slot(sentence.text, other, reach)):
                shared = len(_context(claim_text, quantity.start, quantity.end, CLAIM_CONTEXT_WORDS)
                             & _context(sentence.text, other.start, other.end, SOURCE_CONTEXT_WORDS))
                changed.append(ChangedNumber(quantity, StatedQuantity(other.text.strip(), index,
                                                                      _printable(sentence.text), shared)))
                break
    return tuple(changed) + _changed_counts(claim_text, passages, share, breaks, restating_by_clause)


_FRACTIONS = frozenset("half halve third quarter fifth sixth eighth tenth".split())  # as counts.fold leaves them


def _changed_counts(claim_text: str, passages: tuple[str, ...], share: float, breaks: list[tuple[int, int]],
                    restating_by_clause: dict[tuple[int, int], list[tuple[int, _Sentence]]]) -> tuple[ChangedNumber, ...]:
    """The claim's small counts ("Three scheduling strategies", counts.py) that the sentence it
    restates gives another count of the same noun ("Four scheduling strategies ...") and never
    the claim's. Only there: a small count elsewhere in a paper says nothing of the claim's.
    Each clause's restating sentences are indexed by noun once (a claim of many counts against
    many sentences alike stays linear)."""
    claimed = counts(claim_text)
    values = Counter(count.value for count in claimed)
    # per clause, per noun: the first restated sentence counting it, and how often each value does (-1: a
    # part or one of several): read once, a hostile source counting one noun thousands of times was quadratic
    by_noun_of: dict[tuple[int, int], dict[str, tuple[tuple[int, _Sentence, Count], Counter[int]]]] = {}
    changed = []
    for count in claimed:
        if count.partial:
            continue
        # a fraction is named with its noun: "one third" differs from "two thirds", not "one" from "two"
        written = count.text if count.noun in _FRACTIONS else count.word
        quantity = Quantity(written, count.start, count.start + len(written), Decimal(count.value), 0, "")
        clause = (0, 0)
        for clause in (_clause_span(breaks, quantity, len(claim_text)), (0, len(claim_text))):
            if clause not in restating_by_clause:  # a clause too short to restate anything: the whole claim
                restating_by_clause[clause] = _restating_sentences(
                    _content_words(claim_text[clause[0]:clause[1]]), passages, share)
            if restating_by_clause[clause]:
                break
        if clause not in by_noun_of:
            by_noun_of[clause] = {}
            for index, sentence in restating_by_clause[clause]:
                for other in counts(sentence.text):
                    _, seen = by_noun_of[clause].setdefault(other.noun, ((index, sentence, other), Counter()))
                    seen[-1 if other.partial else other.value] += 1
        if count.noun not in by_noun_of[clause]:
            continue
        (index, sentence, other), seen = by_noun_of[clause][count.noun]
        if seen[count.value] or seen[-1]:
            continue  # stated as the claim counts it, or a part or one of several ("one or two")
        if any(values[value] for value in seen if value >= 0):
            continue  # the claim states the other count too ("two ... instead of three ...")
        said = other.text if count.noun in _FRACTIONS else other.word  # in the claim's case: the fix puts it in its place
        said = said.lower() if written.islower() else said.capitalize() if written[:1].isupper() else said
        changed.append(ChangedNumber(quantity, StatedQuantity(said, index, _printable(sentence.text), 1)))
    return tuple(changed)


def _printed_more_often(other: Quantity, sentence: _Sentence, claim_text: str, quantity: Quantity) -> bool:
    """Whether ``sentence`` prints ``other``'s value more often than the claim's numbers
    besides ``quantity`` do: one copy is then left to state ``quantity``."""
    besides = _absolutes(claim_text)[other.absolute] - (quantity.absolute == other.absolute)
    return _absolutes(sentence.text)[other.absolute] > besides  # counted once per sentence, not per pair


MAX_TOGETHER = 20  # claim numbers looked for together; more (a table pasted as a sentence) are not
# A source sentence of more numbers is a table read as text, no sentence a claim restates: each claim
# number is looked for among the restated sentence's numbers, so thousands against thousands was quadratic.
MAX_RESTATED = 50


def _stated_together(claimed: tuple[Quantity, ...], passages: tuple[str, ...]) -> frozenset[int]:
    """The claim numbers some source sentence states along with at least one more of them: the
    claim restates that sentence's numbers, whatever sentence shares most of its words (Open IE's
    figure caption "raised precision from under 0.50 to over 0.90" outranked the body's "from
    precision 0.48 at recall 0.19 to precision 0.91 at recall 0.21", and each was called changed;
    "Of these 316 metabolites, 179 ..." lost the rest of its sentence to a table and a page break,
    and the restating sentence found, "... and 48 metabolites were unknown", changed nothing)."""
    if not 2 <= len(claimed) <= MAX_TOGETHER:
        return frozenset()
    together: set[int] = set()
    for passage in passages:
        for sentence in _passage_sentences(passage):
            values = SourceNumbers.of(sentence.numbers)
            stated = [position for position, quantity in enumerate(claimed) if found_in(quantity, values)]
            # three, or two printed exactly ("within 4% ... adding 3.6%" meets "within 0.4% ... adding
            # 3.6%" only by rounding 3.6% to 4%; "(19%) and 19%" is one number twice)
            exact = {(claimed[position].value, claimed[position].unit) for position in stated
                     if any(other.value == claimed[position].value and other.unit == claimed[position].unit
                            for other in sentence.numbers)}
            if len(stated) >= 3 or len(exact) >= 2:
                together.update(stated)
    return frozenset(together)


_CLAUSE_BREAK = re.compile(r"[;:]|,\s+(?:and|but|while|whereas|which|although)\b")


def _clause_span(breaks: list[tuple[int, int]], quantity: Quantity, length: int) -> tuple[int, int]:
    """Where the clause around ``quantity`` lies: between the clause breaks (``(start, end)``
    of each, in order) before and after it; the whole text when there are none."""
    position = bisect.bisect_left(breaks, (quantity.start, -1))
    start = max((end for _, end in breaks[:position] if end <= quantity.start), default=0)
    following = next((begin for begin, _ in breaks[position:] if begin >= quantity.end), length)
    return start, following


class _ClaimNumbers:
    """The numbers a claim states, where, for "does the claim state this number (besides the
    one being checked)": asked for each number of each sentence the claim restates, so each
    answer is kept (a sentence of thousands of numbers was quadratic)."""

    def __init__(self, text: str) -> None:
        self._numbers = list(_number_spans(text))
        self._stating: dict[Quantity, list[tuple[int, int]]] = {}

    def states(self, other: Quantity, besides: Quantity | None = None) -> bool:
        if other not in self._stating:
            self._stating[other] = [(start, end) for start, end, value, unit in self._numbers
                                    if _states_value(other, value, unit)]
        return any(besides is None or end <= besides.start or start >= besides.end
                   for start, end in self._stating[other])


def _restating_sentences(wanted: frozenset[str], passages: Sequence[str], share: float) -> list[tuple[int, _Sentence]]:
    """(passage index, sentence) of the sentences holding the largest share of ``wanted``, in
    passage order (several when they tie: sentences alike), none below ``share`` or for fewer
    than four words, none of more than ``MAX_RESTATED`` numbers (a table read as text)."""
    if len(wanted) < 4:
        return []
    found = [(len(wanted & sentence.words), index, sentence) for index, passage in enumerate(passages)
             for sentence in _passage_sentences(passage) if len(sentence.numbers) <= MAX_RESTATED]
    best = max((held for held, _, _ in found), default=0)
    if best < share * len(wanted):
        return []
    return [(index, sentence) for held, index, sentence in found if held == best]
