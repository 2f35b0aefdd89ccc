"""A sentence that compares two numbers it states the wrong way round (RB014).

"The baseline scores 0.672, marginally above the DD method at 0.676": no source is needed to
see that the sentence contradicts itself; either "above" or one of the numbers is wrong. A
drafting model makes this error when it flips a comparison and keeps the numbers it copied.

The reading is built for precision. A comparison word about the size of a number ("above",
"exceeds", "higher than", "falls short of"), the number it is said of and the number it is
compared with, each joined to the word by nothing but the few words a sentence puts there
("0.672, marginally above the DD method at 0.676"); or a pair after the word in the order of the
comparison ("... lower than readers using a PDF reader, with medians of 2 versus 4"); or values
in parentheses either side of "than"; or a change with its direction and both ends ("increased
... from 5,500 to roughly 5,170"). Words of performance ("outperforms", "better than") count only
where every measure the sentence names is one on which higher is better. Anything else between
the parts (a verb, "by", another clause) and the sentence is left alone, and so is a difference
written against an adjective ("5% above"). Each word is read within a bounded reach, so a
sentence of thousands of comparisons is read in one pass.
"""

from __future__ import annotations

import bisect
import re
from typing import NamedTuple

from .scoring.counts import COUNT_WORDS
from .scoring.numbers import DURATIONS, Quantity, citation_marker_offsets, quantities, same_kind, year_like


class OwnComparison(NamedTuple):
    """A comparison word (``cue_start``/``cue_end`` in the sentence) whose two numbers say the
    opposite: ``said_of`` is the number the word is said of, ``compared_with`` the other."""

    cue_start: int
    cue_end: int
    upward: bool  # "above": said_of > compared_with is what the sentence says
    said_of: Quantity
    compared_with: Quantity

    def cue(self, text: str) -> str:
        return text[self.cue_start:self.cue_end]


# Comparison words about a number's size. Adjectives and adverbs ("above", "higher than") can
# also be written after a difference ("5% above"), verbs ("exceeds") cannot. An amount ("more
# entries than", "less time than") is read only with a pair after it: "more" also makes
# comparatives of adjectives ("more efficient", "more robust") whose numbers may run the other way.
_UPWARD_ADJECTIVE = r"above|(?:higher|greater|larger|longer)\s+(?:[a-z][\w\-]*\s+){0,3}?than"
_DOWNWARD_ADJECTIVE = r"below|(?:lower|smaller|shorter)\s+(?:[a-z][\w\-]*\s+){0,3}?than"
_UPWARD_VERB = r"exceed(?:s|ed|ing)?|surpass(?:es|ed|ing)?|outnumber(?:s|ed|ing)?(?!\s+by\b)"
_DOWNWARD_VERB = (r"f(?:alls?|ell|alling)\s+(?:(?:far|well|just|slightly|somewhat|considerably|clearly)\s+)?"
                  r"(?:short\s+of|below)|outnumbered\s+by")
_AMOUNT = r"(?:\s+(?P<{}>[a-z][\w\-]*)(?:\s+[a-z][\w\-]*){{0,4}}?)?\s+than"
# ... and a comparison split by its values: "higher for children (5.93 mg/l) than for adults (15.08 mg/l)"
_SPLIT = r"(?=[^.;:()\d]{0,60}\([^()]{0,40}\)[^.;:()\d]{0,40}\bthan\b)"
_CUE = re.compile(rf"\b(?:(?P<up_adj>{_UPWARD_ADJECTIVE})|(?P<down_adj>{_DOWNWARD_ADJECTIVE})|"
                  rf"(?P<up_verb>{_UPWARD_VERB})|(?P<down_verb>{_DOWNWARD_VERB})|"
                  rf"(?P<up_amount>more{_AMOUNT.format('more_of')})|"
                  rf"(?P<down_amount>(?:less|fewer){_AMOUNT.format('less_of')})|"
                  rf"(?P<up_split>higher|greater|larger){_SPLIT}|(?P<down_split>lower|smaller){_SPLIT}|"
                  rf"(?P<up_rank>better\s+than|ahead\s+of)|(?P<down_rank>worse\s+than|behind)|"
                  rf"(?P<up_win>outperform(?:s|ed|ing)?|beat(?:s|ing)?)|(?P<down_win>underperform(?:s|ed|ing)?|"
                  rf"trail(?:s|ed|ing)?)"
                  rf")\b(?!-)", re.IGNORECASE)  # (not "below-the-knee", "above-average": a place, a kind)
# Words of performance ("outperforms", "behind", "better than") say which number is larger only
# where every measure the sentence names is one where higher is better
_HIGHER_IS_BETTER = re.compile(
    r"\b(?:accura\w*|precision|recall|F-?1|F-(?:measure|score)s?|AUC|area\s+under|AP|mAP|mIoU|IoU|i?BLEU|ROUGE\w*|"
    r"METEOR|EM|exact\s+match|scor\w*|correlat\w*|Spearman|Pearson|success\s+rates?|SR|nDTW|SDTW|SPL|"
    r"hit\s+rates?|top-\d+|throughput|speedups?)\b", re.IGNORECASE)
_LOWER_IS_BETTER = re.compile(
    r"\b(?:errors?|loss\w*|perplexit\w*|laten\w*|times?|runtimes?|durations?|seconds?|ms|WER|CER|distances?|MAE|"
    r"RMSE|MSE|bad\s+pixels|costs?|memory|FID|Hamming|coverage|ranks?|bias\w*|deviations?|violations?|missing|"
    r"risk\w*|rates?\s+of\s+\w+|mortality|failures?|miss\w*|false)\b", re.IGNORECASE)
# What "more" / "less" makes a comparative of when it is no amount: an adjective or adverb
_QUALITY = re.compile(r"[a-z\-]*(?:ive|ent|ant|able|ible|al|ous|ful|ic|ly|ary|ory|ile|ed|ing|ish|less|ate|ure|ust|ex|"
                      r"ple|ise|ect|ar|ct)|often|likely|difficult|hard|easy|similar|common|robust|stable|strict|"
                      r"precise|sparse|dense|compact|uniform|severe|frequent|slow|fast|quick|strong|weak|clear|"
                      r"than", re.IGNORECASE)
# What may stand between the number and the word said of it: punctuation, a copula, an adverb
# of degree ("0.672, marginally above", "(0.2), well below", "0.82, which is higher than")
_LINK_WORDS = ("is|was|are|were|be|being|remains?|remained|lies|lay|sits?|stays?|stayed|still|well|far|just|only|"
               "marginally|slightly|somewhat|substantially|significantly|considerably|clearly|much|many|even|also|"
               "both|all|comfortably|already|thus|a\\s+bit|which|that|i\\.e\\.|a|an|"
               # the same subject going on: "to 23.02%, and even surpassed", "0.6 but remains below"
               "and|but|yet")
# What the number is of, written right after it ("11.77 g/l", "6.20% bad pixels", "3.9x speedup")
_PLAIN_WORD = (r"\s+(?!(?:or|by|to|from|on|in|at|for|with|of|when|if|while|whereas|after|before|until|"
               r"during|within|over|under|into|via|using|per|versus|vs|against|than|because|since|as|the|this|"
               rf"its|their|{_LINK_WORDS})(?![\w\-]))[A-Za-z][\w/\-]*")
_UNIT_WORD = rf"(?:{_PLAIN_WORD}){{0,3}}(?:\s+per\s+[A-Za-z][\w\-]*(?:\s+[a-z][\w\-]*)?)?"
_UNIT_WORDS = re.compile(_UNIT_WORD)
# ... and where it was measured, a short phrase ("0.672 on this data set, marginally above")
_WHERE = (r"(?:\s+(?:on|in|for|across|at|under|with|without|during|after)(?:\s+(?:the|this|these|each|all|every))?"
          rf"(?:{_PLAIN_WORD}){{1,3}})?")
_BEFORE_CUE = re.compile(rf"(?P<unit>{_UNIT_WORD}{_WHERE})[\s,()]*(?P<link>(?:(?:{_LINK_WORDS})[\s,]+)*)",
                         re.IGNORECASE)
# What may stand between the word and the number compared with: a short name of what is
# compared ("the DD method at", "both the master-node (", "Saaty's", "that of B,"), no verb, no
# "by" (a difference: "higher than B by 2.1"), no "and" / "to" / "when" (another clause or range)
# (nor "in" / a count: "above the knee in one (3.3%)" is a place and a share of the cases; nor "with":
# "the 17/21 obtained with 3 steps" names another thing)
_AFTER_CUE = re.compile(r"(?:[\s,(]*(?!(?:by|to|from|and|or|when|if|while|whereas|but|after|before|until|per|"
                        r"times|than|because|since|as|over|under|among|between|in|one|two|three|four|five|six|"
                        r"seven|eight|nine|ten|with)(?![\w\-]))[\w'\u2019.\-/#]+){0,5}?[\s,(:=]*"
                        r"(?:(?:about|around|roughly|approximately|nearly|almost|some|only|just)\s+)?",
                        re.IGNORECASE)
# A pair stated after the comparison, first the thing compared, then the other: "rated
# difficulty significantly lower than readers using a PDF reader, with medians of 2 versus 4",
# "surpasses SciBERT, reaching 68.45 macro-F1 against 70.98"
_VERSUS = re.compile(rf"{_UNIT_WORD}[\s,]*(?:versus|vs\.?|against|compared\s+(?:with|to))\s+"
                     r"(?:(?:the|a|an|about|around|roughly|approximately|nearly|only|just)\s+)*", re.IGNORECASE)
# ... or "20.73 and 10.42 g/l, respectively"
_AND = re.compile(rf"{_UNIT_WORD}\s*,?\s+and\s+(?:(?:about|around|roughly|approximately|nearly)\s+)?", re.IGNORECASE)
_RESPECTIVELY = re.compile(rf"{_UNIT_WORD}\s*[,)]?\s*respectively\b", re.IGNORECASE)
# What may lead from the comparison to its pair: no second clause, no other comparison
_TO_PAIR = re.compile(r"(?:(?!\b(?:but|yet|while|whereas|although|though|despite|however|and|or|better|worse|"
                      r"more|less|fewer|higher|lower|greater|smaller|larger|above|below|exceed\w*|surpass\w*)\b)"
                      r"[^;:.!?])*", re.IGNORECASE)
_HEDGE = r"(?:(?:about|around|roughly|approximately|nearly|almost|only|just)\s+)?"
_LEADS_TO_START = re.compile(rf"\s+(?:an?\s+|the\s+)?{_HEDGE}")  # "from about 29%"
# "5,500 to roughly 5,170"; each end may say when or where it stood ("from 14.6 in 2008 to 15.2",
# "from 0.36 at the shortest lag to a peak of 0.96")
_AT_END = r"(?:,?\s+(?:in|at|on|during|for)\s+(?:(?:the|a|an|its|their)\s+)?[\w\-]+(?:\s+[a-z][\w\-]*){0,2}?)?"
_END_NAMED = r"(?:(?:a|an|the|its)\s+(?:peak|maximum|minimum|high|low|level|value)\s+of\s+)?"
_FROM_TO = re.compile(rf"{_UNIT_WORD}{_AT_END},?\s+to\s+{_END_NAMED}{_HEDGE}", re.IGNORECASE)
_LABEL = r"(?:[A-Za-z][\w\-]*\s+){0,2}"  # "(WMD 16.92 g/l)", "(median 8 days)"
_SPLIT_OPENING = re.compile(rf"[^.;:()\d]{{0,60}}\(\s*{_LABEL}{_HEDGE}", re.IGNORECASE)
_SPLIT_BETWEEN = re.compile(rf"{_UNIT_WORD}\s*\)[^.;:()\d]{{0,40}}\bthan\b[^.;:()\d]{{0,60}}\(\s*{_LABEL}{_HEDGE}",
                            re.IGNORECASE)
_SPLIT_CLOSING = re.compile(rf"{_UNIT_WORD}\s*\)")
# A whole number right after what it numbers names a thing, it measures nothing ("the exon 11
# mutants", "type 2 diabetes", "in the 4 week group")
_LABEL_BEFORE = re.compile(r"\b(?:exons?|chromosomes?|codons?|types?|stages?|grades?|phases?|groups?|class(?:es)?|"
                           r"levels?|days?|weeks?|months?|models?|versions?|layers?|steps?|rounds?|cohorts?|arms?|"
                           r"sites?|cases?|items?|nodes?|disks?|regions?|zones?|waves?|cycles?|sessions?|"
                           r"experiments?|trials?|studies|study|rows?|columns?|lines?|pages?|no\.?|number)\s*$",
                           re.IGNORECASE)
# A change stated with its direction and both ends ("increased the Loss Number from 5,500 to roughly
# 5,170", "a drop in recall from 0.61 to 0.72"): the end is what the word says of it, against the start.
# Never "improved" (lower may be better), nor a rank ("rose from 10th to 3rd place").
_CHANGE_UP = (r"increas(?:e|es|ed|ing)|r(?:ise|ises|ose|isen|ising)|gr(?:ow|ows|ew|own|owing|owth)|climb(?:s|ed|ing)?|"
              r"rais(?:e|es|ed|ing)|jump(?:s|ed|ing)?")
_CHANGE_DOWN = (r"decreas(?:e|es|ed|ing)|declin(?:e|es|ed|ing)|drop(?:s|ped|ping)?|f(?:all|alls|ell|allen|alling)|"
                r"reduc(?:e|es|ed|ing|tion)|lower(?:s|ed|ing)|shr(?:ink|inks|ank|unk|inking)")
_CHANGE = re.compile(rf"\b(?:(?P<up>{_CHANGE_UP})|(?P<down>{_CHANGE_DOWN}))\b(?:\s+(?!(?:from|to|by|and|or|but|than|"
                     r"when|while|rank\w*|place|position|rang\w*|var\w*|between|is|was|were|are|be|been|greater|"
                     r"higher|lower|larger|smaller)\b)[\w'\u2019\-]+){0,6}?\s+from\b", re.IGNORECASE)
# ... unless its ends are times, often a span the change is seen over ("tends to decrease from 40 to 90 years")
_TIME_WORDS = frozenset("year day week month hour minute second decade".split())
# Where a new clause starts, after which an earlier comparison's words say nothing of this one's
_CLAUSE_BREAK = re.compile(r"[;:]|,\s*(?:although|though|whereas|while|but|yet)\b", re.IGNORECASE)
_ENDS_CLAUSE = re.compile(rf"{_UNIT_WORD}\s*(?:[.;,)]|$)")
_FRACTION = re.compile(r"/\d|\d/")  # "17/21", "89/754": a fraction's parts are no values
_SUBSCRIPT = re.compile(r"\w\(\d|.#\d")  # "EtCO(2)", "Eq(3)", "model#14": a name's index, no value
_NEGATED = re.compile(r"\b(?:not|no|never|nor|n't|neither|hardly|barely)\s+(?:\w+\s+)?$", re.IGNORECASE)
_PLUS_MINUS = re.compile(r"(?:±|\+/-|\+-)\s*$")
# How far apart, in characters, the joined parts may be: a comparison plainly written is short,
# and each cue is read in bounded time (a sentence of thousands of cues and numbers stays linear)
_REACH = 160


def contradicted_comparisons(text: str) -> list[OwnComparison]:
    """Each comparison in ``text`` whose own numbers say the opposite of its word."""
    return [comparison for comparison in read_comparisons(text) if contradicted(comparison)]


def read_comparisons(text: str) -> list[OwnComparison]:
    """Each comparison in ``text`` whose two numbers are plainly joined to its word, whichever
    way they point (the evaluation counts them)."""
    markers = citation_marker_offsets(text)
    numbers = [number for number in quantities(text) if number.start not in markers and not year_like(number)
               and not _SUBSCRIPT.match(text, max(0, number.start - 2)) and not _labelled(text, number)
               and not text[number.end:number.end + 1].isalpha()  # (an ordinal, "5th", names a rank)
               and not _FRACTION.match(text, max(0, number.start - 1)) and not _FRACTION.match(text, number.end)]
    if len(numbers) < 2:
        return []
    starts = [number.start for number in numbers]
    found = [change for match in _CHANGE.finditer(text)
             if (change := _change(text, numbers, starts, match)) is not None]
    for cue in _CUE.finditer(text):
        following = bisect.bisect_left(starts, cue.end())
        preceding = numbers[following - 1] if following and numbers[following - 1].end <= cue.start() else None
        comparison = _comparison(text, preceding, numbers[following:following + 2], cue)
        if comparison is not None:
            found.append(comparison)
    return found


def _change(text: str, numbers: list[Quantity], starts: list[int], match: re.Match[str]) -> OwnComparison | None:
    """A change "from A to B" whose direction word says the other way (B is said of, A compared with)."""
    at = bisect.bisect_left(starts, match.end())
    if at + 1 >= len(numbers):
        return None
    start, end = numbers[at], numbers[at + 1]
    if start.start - match.end() > 40 or not _LEADS_TO_START.fullmatch(text, match.end(), start.start):
        return None
    if end.start - start.end > _REACH or not _FROM_TO.fullmatch(text, start.end, end.start):
        return None
    if not _alike(start, end) or start.unit in DURATIONS:
        return None
    if _TIME_WORDS & (_unit_words(text, start, end.start) | _unit_words(text, end, len(text))):
        return None
    word = match.group("up") or match.group("down")
    return OwnComparison(match.start(), match.start() + len(word), bool(match.group("up")), end, start)


def _comparison(text: str, preceding: Quantity | None, after: list[Quantity],
                cue: re.Match[str]) -> OwnComparison | None:
    """The two numbers a comparison word joins (``preceding``: the number before it, ``after``:
    the next two), or None when it joins none plainly."""
    if not after or after[0].start - cue.end() > _REACH:
        return None
    if _NEGATED.search(text[max(0, cue.start() - 40):cue.start()]):
        return None  # "does not exceed", "no higher than"
    upward, form = _kind(cue)
    if form in ("rank", "win") and not (_HIGHER_IS_BETTER.search(text) and not _LOWER_IS_BETTER.search(text)):
        return None  # "outperforms" with 12 versus 20 ms: lower is better there
    if form == "split":
        joined = _split(text, after, cue)
    elif form == "amount":
        joined = _amount(text, preceding, after, cue)
    else:
        joined = _joined(text, preceding, after[0], cue) if preceding is not None else None
        if joined is None and len(after) == 2:
            joined = _paired(text, after[0], after[1], cue)
    if joined is None or not _alike(*joined):
        return None
    if not _units_agree(text, *joined, cue.start()):
        return None
    return OwnComparison(cue.start(), cue.end(), upward, *joined)


def _kind(cue: re.Match[str]) -> tuple[bool, str]:
    """A comparison word's direction (upward) and form ("adj", "verb", "amount", "split", "rank",
    "win"), read from the name of the ``_CUE`` alternative it matched ("up_adj", "down_win")."""
    direction, _, form = (cue.lastgroup or "").partition("_")
    return direction == "up", form


def _alike(first: Quantity, second: Quantity) -> bool:
    """Two numbers of one kind, whichever is read first (``same_kind`` is asked from the claim's side)."""
    return same_kind(first, second) and same_kind(second, first)


def _joined(text: str, said_of: Quantity, compared_with: Quantity,
            cue: re.Match[str]) -> tuple[Quantity, Quantity] | None:
    """The number right before the comparison and the one right after it ("0.672, marginally
    above the DD method at 0.676")."""
    if cue.start() - said_of.end > _REACH:
        return None
    gap = text[said_of.end:cue.start()]
    clause = _CLAUSE_BREAK.split(text[max(0, said_of.start - 80):said_of.start])[-1]
    if _CUE.search(clause):
        return None  # the value of an earlier comparison's other side ("lower than A (12%) but above B (9%)")
    joined = _BEFORE_CUE.fullmatch(gap)
    spread = _PLUS_MINUS.search(text[max(0, said_of.start - 8):said_of.start])  # "0.8 ± 0.1": no value compared
    if joined is None or spread or _aside(text, said_of, gap):
        return None
    if _kind(cue)[1] in ("adj", "rank") and "," not in gap and not joined.group("link"):
        return None  # "5% above", "2 points higher than": a difference, not the thing compared
    leading = _AFTER_CUE.fullmatch(text, cue.end(), compared_with.start)
    if leading is None:
        return None
    if re.search(r"\w\s*,\s*$", leading.group(0)) and not _ENDS_CLAUSE.match(text, compared_with.end):
        return None  # set off by a comma, the value ends its clause ("that for adults, 15.11 g/l."), else it
        # opens a new one ("19 were below high school diploma, 45 had high school education")
    return said_of, compared_with


def _amount(text: str, preceding: Quantity | None, after: list[Quantity],
            cue: re.Match[str]) -> tuple[Quantity, Quantity] | None:
    """An amount compared: read with the pair after it ("gained more haemoglobin than adults,
    11.77 against 15.11 g/l"), or, with no noun, as "lower than" is ("995.0 questions per second, far
    fewer than the 23.7 of BM25"); never "more than 20" (a bound) nor "more efficient than" (a quality)."""
    noun = cue.group("more_of") or cue.group("less_of")
    if noun is not None and _QUALITY.fullmatch(noun):
        return None
    if noun is None and after[0].start - cue.end() <= 2:
        return None  # "more than 20 datasets": a bound
    joined = _joined(text, preceding, after[0], cue) if preceding is not None and noun is None else None
    return joined or (_paired(text, after[0], after[1], cue) if len(after) == 2 else None)


def _split(text: str, after: list[Quantity], cue: re.Match[str]) -> tuple[Quantity, Quantity] | None:
    """A comparison whose values stand in parentheses on either side of its "than": "higher for
    children (5.93 mg/l) than for adults (15.08 mg/l)"."""
    if len(after) < 2:
        return None
    first, second = after
    opened = _SPLIT_OPENING.fullmatch(text, cue.end(), first.start)
    between = _SPLIT_BETWEEN.fullmatch(text, first.end, second.start)
    closed = _SPLIT_CLOSING.match(text, second.end)
    return (first, second) if opened and between and closed else None


def _units_agree(text: str, first: Quantity, second: Quantity, cue_start: int) -> bool:
    """Unless two plain numbers (no %, x or time unit to tell their kind) both name what they
    count and the names differ ("30 fps on 2 GPUs, above the 24 fps of B": 2 counts GPUs, 24
    frames; a "3.9x gain" and a "3.0x speedup" are both ratios)."""
    if first.unit or second.unit:
        return True
    named = [_unit_words(text, first, cue_start if first.end <= cue_start else len(text)),
             _unit_words(text, second, len(text))]
    return not (named[0] and named[1]) or bool(named[0] & named[1])


def _unit_words(text: str, number: Quantity, end: int) -> frozenset[str]:
    """The words right after a number, before ``end`` (the comparison), that say what it is ("g/l",
    "bad pixels", "speedup"); a compound by its head ("sub-instructions" are instructions)."""
    match = _UNIT_WORDS.match(text, number.end, end)
    words = match.group(0).lower().split() if match else []
    return frozenset(word.split("-")[-1].removesuffix("s") for word in words
                     if not re.fullmatch(_LINK_WORDS, word))


# A number in words, up to ten (the count words the number check reads), or "zero", "unity", "half".
_NUMBER_WORD = re.compile(r"\s*(?:" + "|".join(["zero", "unity", "half",
                                                  *(word for word, value in COUNT_WORDS.items() if value <= 10)])
                          + r")\b", re.IGNORECASE)


def _paired(text: str, first: Quantity, second: Quantity, cue: re.Match[str]) -> tuple[Quantity, Quantity] | None:
    """A pair stated after the comparison in its order ("... lower than readers using a PDF
    reader, with medians of 2 versus 4")."""
    leading = _TO_PAIR.fullmatch(text, cue.end(), first.start)
    if leading is None or not re.search(r"[A-Za-z]", leading.group(0)):
        return None  # (no comparand named: "exceeded 11 and 6 years, respectively" are two bounds)
    if _NUMBER_WORD.match(text, cue.end()):
        return None  # compared with a number in words: "stayed well below one, at roughly 0.22 ... versus 0.10"
    if second.start - first.end > _REACH:
        return None
    if _VERSUS.fullmatch(text, first.end, second.start) is None and not (
            _AND.fullmatch(text, first.end, second.start) and _RESPECTIVELY.match(text, second.end)):
        return None
    return first, second


def _aside(text: str, said_of: Quantity, gap: str) -> bool:
    """Whether the number closes a parenthesis that holds more than it, or a p-value
    ("5.93 mg/l (95% CI 4.53 to 7.32 mg/l, p=0.91), which was lower than"): an aside about
    the number before it, not the thing compared."""
    if ")" not in gap:
        return False
    window = text[max(0, said_of.start - _REACH):said_of.start]
    opened = window.rfind("(")
    return said_of.unit == "p" or opened < 0 or len(quantities(window[opened:])) > 0


def _labelled(text: str, number: Quantity) -> bool:
    return not number.unit and not number.decimals and bool(
        _LABEL_BEFORE.search(text[max(0, number.start - 14):number.start]))


def _size(quantity: Quantity) -> float:
    return float(quantity.absolute * DURATIONS.get(quantity.unit, 1))


def contradicted(comparison: OwnComparison) -> bool:
    """Whether the comparison's own numbers say the opposite of its word."""
    said_of, compared_with = _size(comparison.said_of), _size(comparison.compared_with)
    return said_of < compared_with if comparison.upward else said_of > compared_with


_OPPOSITE_WORDS = {"above": "below", "below": "above", "higher": "lower", "lower": "higher", "greater": "smaller",
                   "larger": "smaller", "smaller": "larger", "more": "less", "less": "more", "fewer": "more",
                   "better": "worse", "worse": "better"}
_OPPOSITE_VERBS = {"exceeds": "falls below", "exceeded": "fell below", "exceeding": "falling below",
                   "exceed": "fall below", "surpasses": "falls below", "surpassed": "fell below",
                   "surpassing": "falling below", "surpass": "fall below", "falls": "exceeds", "fell": "exceeded",
                   "falling": "exceeding", "fall": "exceed", "behind": "ahead of", "ahead": "behind",
                   **{f"{word}{ending}": f"{other}{ending}" for word, other in (("outperform", "underperform"),
                                                                                 ("underperform", "outperform"))
                      for ending in ("", "s", "ed", "ing")},
                   "beat": "trail", "beats": "trails", "beating": "trailing", "trail": "beat", "trails": "beats",
                   "trailed": "beat", "trailing": "beating"}


_OPPOSITE_CHANGES = {
    **{f"{word}{ending}": f"{other}{ending}" for word, other in (("increas", "decreas"), ("decreas", "increas"))
       for ending in ("e", "es", "ed", "ing")},
    "rose": "fell", "rise": "fall", "rises": "falls", "rising": "falling", "risen": "fallen", "fell": "rose",
    "fall": "rise", "falls": "rises", "falling": "rising", "fallen": "risen", "grew": "shrank", "grow": "shrink",
    "grows": "shrinks", "growing": "shrinking", "raised": "lowered", "raise": "lower", "raises": "lowers",
    "raising": "lowering", "lowered": "raised", "lowers": "raises", "lowering": "raising", "reduced": "increased",
    "reduce": "increase", "reduces": "increases", "reducing": "increasing", "reduction": "increase",
    "dropped": "rose", "drop": "rise", "drops": "rises", "declined": "increased", "decline": "increase",
    "declines": "increases", "declining": "increasing", "climbed": "fell", "jumped": "fell"}


def opposite(cue: str) -> str | None:
    """The comparison turned the other way, in the same form ("above" -> "below", "falls short
    of" -> "exceeds", "Higher accuracy than" -> "Lower accuracy than", "increased" ->
    "decreased"); None for a word with no plain opposite ("shrank", "jumps")."""
    first, _, rest = cue.partition(" ")
    lowered = first.lower()
    if lowered in _OPPOSITE_WORDS:
        turned = _OPPOSITE_WORDS[lowered] + (" " + rest if rest else "")
    elif not rest and lowered in _OPPOSITE_CHANGES:
        turned = _OPPOSITE_CHANGES[lowered]  # a change is one word ("fell"); "fell below" is a comparison
    elif lowered in _OPPOSITE_VERBS:
        turned = _OPPOSITE_VERBS[lowered]
    else:
        return None
    return turned[:1].upper() + turned[1:] if first[:1].isupper() else turned
