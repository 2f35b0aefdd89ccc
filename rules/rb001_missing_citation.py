"""RB001 missing-citation: a sentence credits other work but carries no marker."""

from __future__ import annotations

import bisect
import re
from dataclasses import dataclass
from functools import cached_property
from typing import Iterable, Iterator

from rblint.engine.bibliography.model import BibEntry
from rblint.engine.citing import bracketed_author_year, draft_style, insertion_offset, marker_for, surname
from rblint.engine.cues import find_cues
from rblint.engine.diagnostics import Diagnostic, Fix, Severity, TextEdit
from rblint.engine.document import Draft, MarkerStyle, Sentence, Span
from rblint.engine.rule import Phase, Rule, RuleContext

_TITLE_WORDS = 5  # a title is "named" when its first words (up to this many) appear
_MIN_TITLE_WORDS = 3


@dataclass(frozen=True)
class _Name:
    """A name that points at one bibliography entry: a surname, method or title.

    ``pattern`` finds it in a sentence; ``fast`` is the same match starting with a
    literal (so the regex engine can skip ahead), run over the whole draft at once --
    lower-cased first when ``folded``. Both are compiled on first use: a bibliography
    of 60,000 entries names 120,000 things and the draft mentions a handful of them.
    """

    words: tuple[str, ...]
    separator: str
    folded: bool
    entry: BibEntry

    @property
    def text(self) -> str:
        return " ".join(self.words)

    @cached_property
    def pattern(self) -> re.Pattern[str]:
        return _compiled(self.words, self.separator, re.IGNORECASE if self.folded else 0)

    @cached_property
    def fast(self) -> re.Pattern[str]:
        if not self.folded:
            return self.pattern
        return _compiled(tuple(word.lower() for word in self.words), self.separator, 0)

    @cached_property
    def pieces(self) -> frozenset[str]:
        """The word-character runs every match of ``fast`` holds as whole words of the draft.

        A match starts and ends at a word boundary and its words are separated by
        non-word characters, so each run of word characters in it is a whole ``\\w+``
        token of the draft: a draft whose tokens lack one cannot match, and is skipped
        without compiling or running the regex.
        """
        return frozenset(_WORD_RUN.findall(" ".join(self.words).lower() if self.folded else " ".join(self.words)))


_WORD_RUN = re.compile(r"\w+")


def _compiled(words: tuple[str, ...], separator: str, flags: int) -> re.Pattern[str]:
    first = re.escape(words[0])
    tail = "".join(separator + re.escape(word) for word in words[1:])
    return re.compile(first + r"(?<![\w-]" + first + ")" + tail + r"(?![\w-])", flags)


def _name(words: list[str], separator: str, entry: BibEntry, *, ignore_case: bool = False) -> _Name:
    return _Name(tuple(words), separator, ignore_case, entry)


class MissingCitation(Rule):
    code = "RB001"
    name = "missing-citation"
    summary = "A sentence attributes content to other work but cites nothing."
    needs = "the draft"
    default_severity = Severity.WARNING
    phase = Phase.INSTANT
    supersedes = ("RB006",)  # the attribution already says a citation is missing; "needs one" again adds nothing
    explanation = """
Flags a sentence that credits someone else's work yet carries no citation marker. Two
kinds of evidence count:

* **Attribution phrases**: "Smith et al. showed", "prior work has", "studies have
  found", "researchers found", "it has been shown", "has been widely reported",
  "according to", "a recent survey", "was introduced by".
* **Names from the bibliography**: the first sentence that mentions an entry's
  first-author surname, the method named before the colon of its title
  ("BERT: Pre-training ..." names *BERT*), or the first words of its title. Later
  mentions are not flagged: a work is cited where it is first named.

The rule is tuned for precision. Sentences about the draft itself ("We propose",
"our results show", "as shown in Section 3", "in this paper") are not flagged, nor
headings, code, math, or sentences that already carry any marker. The diagnostic covers
the whole sentence and its message quotes the cue. When the cue names exactly one
bibliography entry and the draft already uses a marker style, a fix inserts a marker
for that entry before the sentence's final punctuation.
"""
    bad_example = """
Prior work has shown that retrieval reduces hallucination.
"""
    good_example = """
Prior work has shown that retrieval reduces hallucination [3].
"""

    def check(self, context: RuleContext) -> Iterable[Diagnostic]:
        draft = context.draft
        sentences = draft.sentences
        proses = [_prose(sentence) for sentence in sentences]
        names = _names(context.bibliography.entries)
        first_mentions = _first_mentions(draft, sentences, proses, names)
        style = draft_style(draft)
        brackets = bracketed_author_year(draft)
        for sentence, prose in zip(sentences, proses):
            if sentence.markers:
                continue
            cues = find_cues(prose, sentence.span.start)
            named = first_mentions.get(sentence.index, [])
            if not cues and not named:
                continue
            fixes = _fixes(sentence, named, style, brackets)
            if cues:
                cue = cues[0]
                message = f"Attributes content to other work ('{cue.phrase}') but cites nothing"
            else:
                name = named[0]
                message = f"Names '{name.text}' ({name.entry.label()}) from the bibliography but cites nothing"
            yield self.diagnostic(context, sentence.span, message, fixes=fixes)


def _prose(sentence: Sentence) -> str:
    """``sentence.prose``, without its character-by-character copy when nothing is blanked."""
    if not sentence.markers and not sentence.masked:
        return sentence.text
    return sentence.prose


def _names(entries: Iterable[BibEntry]) -> list[_Name]:
    """Surnames, method names and title openings that identify each entry."""
    names: list[_Name] = []
    for entry in entries:
        if entry.authors:
            first_author = surname(entry.authors[0])
            if len(first_author) >= 2 and first_author[0].isupper():
                names.append(_name([first_author], "", entry))
        title = (entry.title or "").strip().strip("{}")
        if not title:
            continue
        head, colon, _ = title.partition(":")
        head_words = head.split()
        if colon and 1 <= len(head_words) <= 3 and head[:1].isupper():
            names.append(_name(head_words, r"\s+", entry))
        words = re.findall(r"[\w'’-]+", title)
        if len(words) >= _MIN_TITLE_WORDS:
            names.append(_name(words[:_TITLE_WORDS], r"\W+", entry, ignore_case=True))
    return names


def _first_mentions(
    draft: Draft, sentences: list[Sentence], proses: list[str], names: list[_Name]
) -> dict[int, list[_Name]]:
    """Sentence index -> names whose first mention in the draft is that uncited sentence.

    A mention inside a marker ("Smith et al., 2023") counts as the first mention, and
    it is cited, so later bare mentions are not flagged either.
    """
    result: dict[int, list[_Name]] = {}
    if not names or not sentences:
        return result
    # One search per name over all sentences joined (fast), then confirm in the sentence.
    starts: list[int] = []
    position = 0
    for sentence in sentences:
        starts.append(position)
        position += len(sentence.text) + 1
    joined = "\x00".join(sentence.text for sentence in sentences)
    lowered = joined.lower()
    if len(lowered) != len(joined):  # rare characters whose lower case is longer
        lowered = ""
    tokens = frozenset(_WORD_RUN.findall(joined))
    folded_tokens = frozenset(_WORD_RUN.findall(lowered))
    for name in names:
        if name.folded and not lowered:
            haystack, finder = joined, name.pattern
        else:
            if not name.pieces <= (folded_tokens if name.folded else tokens):
                continue  # cannot match: no regex compiled, no scan of the whole draft
            haystack, finder = (lowered, name.fast) if name.folded else (joined, name.pattern)
        cursor = 0
        while (match := finder.search(haystack, cursor)) is not None:
            index = bisect.bisect_right(starts, match.start()) - 1
            sentence = sentences[index]
            if not name.pattern.search(sentence.text):
                cursor = match.start() + 1  # the match straddled two sentences
                continue
            paragraph = draft.paragraphs[sentence.paragraph_index]
            if _mentions(name, proses[index]) and not sentence.markers and paragraph.kind != "table_cell":
                result.setdefault(sentence.index, []).append(name)
            break
    return result


def _mentions(name: _Name, prose: str) -> bool:
    """A case-sensitive name must not be the sentence's first word ("Long sequences...")."""
    for match in name.pattern.finditer(prose):
        if name.pattern.flags & re.IGNORECASE:
            return True
        if prose[: match.start()].strip():
            return True
    return False


def _fixes(sentence: Sentence, named: list[_Name], style: MarkerStyle | None, brackets: bool) -> Iterator[Fix]:
    """One fix when the sentence names exactly one entry and the draft has a marker style."""
    entries = {id(name.entry): name.entry for name in named}
    if len(entries) != 1:
        return
    entry = next(iter(entries.values()))
    marker = marker_for(entry, style, brackets=brackets)
    if marker is None:
        return
    insert = insertion_offset(sentence)
    yield Fix(
        title=f"Cite {entry.label()} as {marker}",
        edits=(TextEdit(Span(insert, insert), f" {marker}"),),
        data={"key": entry.key},
    )
