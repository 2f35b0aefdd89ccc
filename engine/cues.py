"""Attribution cues: phrases by which a sentence credits other work.

"Smith et al. showed", "prior work has", "studies have found", "it has been shown",
"according to", "was introduced by"... A sentence with such a cue and no citation
marker is what RB001 reports. Every pattern is written for precision: it must name or
describe *someone else's* work, and the draft's own contributions ("we propose", "our
results show", "as shown in Section 3") never match.

Cues are matched on :attr:`Sentence.prose` (markers, code and math blanked), so a
marker's own text ("Smith et al., 2023") is never mistaken for a cue.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from .document import Span


@dataclass(frozen=True)
class Cue:
    """One attribution cue: the phrase as written and where it is (absolute offsets)."""

    phrase: str
    span: Span
    kind: str  # "et-al", "prior-work", "studies", "passive-report", "according-to", "survey", "introduced-by"


_VERBS = (
    r"(?:show(?:s|ed|n)?|f(?:ou|i)nds?|found|demonstrat(?:e|es|ed)|report(?:s|ed)?|suggest(?:s|ed)?|"
    r"propos(?:e|es|ed)|argu(?:e|es|ed)|indicat(?:e|es|ed)|establish(?:es|ed)?|observ(?:e|es|ed)|"
    r"not(?:e|es|ed)|introduc(?:e|es|ed)|explor(?:e|es|ed)|investigat(?:e|es|ed)|stud(?:y|ies|ied)|"
    r"examin(?:e|es|ed)|focus(?:es|ed)?|reli(?:es|ed)|rel(?:y)|us(?:e|es|ed)|develop(?:s|ed)?|"
    r"presents?|presented|claim(?:s|ed)?|conclud(?:e|es|ed)|highlight(?:s|ed)?|reveal(?:s|ed)?|"
    r"address(?:es|ed)?|consider(?:s|ed)?|achiev(?:e|es|ed)|attempt(?:s|ed)?|tri(?:es|ed)|"
    r"appl(?:y|ies|ied)|treat(?:s|ed)?|model(?:s|ed|led)?|measur(?:e|es|ed)|confirm(?:s|ed)?)"
)
_AUX = r"(?:(?:has|have|had|was|were|is|are)\s+)?(?:(?:also|largely|mostly|mainly|often|typically|repeatedly|consistently|widely|long|already|extensively|primarily|generally|recently|previously)\s+)?(?:been\s+)?"
_CROSS_REFERENCE = re.compile(
    r"\b(?:in|see|from|by)\s+(?:Section|Sec\.|Sections|Appendix|Table|Tab\.|Fig\.|Figure|Figs\.|Theorem|Lemma|"
    r"Eq\.|Equation|Eqs\.|Chapter|Algorithm|Corollary|Proposition|Definition)\b"
    r"|\b(?:above|below|in this (?:paper|work|article|study|section|chapter|thesis|report))\b",
    re.IGNORECASE,
)
_FIRST_PERSON = re.compile(r"\b(?:we|our|us|ours)\b", re.IGNORECASE)

# Which cues give way to what: "cross" = an internal cross-reference ("in Section 3",
# "above", "in this paper") says the sentence is about the draft itself; "self" = first
# person ("we", "our") makes an impersonal cue ("it has been shown", "a recent study")
# likely to be the authors' own.
_PATTERNS: list[tuple[str, re.Pattern[str], frozenset[str]]] = [
    (
        "et-al",
        re.compile(r"\b[A-Z][\w'’-]+(?:\s+(?:and|&)\s+[A-Z][\w'’-]+)?\s+et\s+al\b\.?"),
        frozenset(),
    ),
    (
        "prior-work",
        re.compile(
            r"\b(?:(?:prior|previous|earlier|recent|existing|past)\s+"
            r"(?:work|works|studies|research|literature|papers|approaches|methods|techniques|systems|models|efforts|authors|researchers|investigations|reports)"
            r"|(?:much|several|many|numerous|other|some)\s+(?:(?:prior|previous|earlier|recent|existing|past)\s+)?"
            r"(?:work|works|studies|research|papers|efforts|authors|researchers|investigations))\s+"
            + _AUX
            + _VERBS
            + r"\b",
            re.IGNORECASE,
        ),
        frozenset({"cross"}),
    ),
    (
        "studies",
        re.compile(
            r"(?<!\bour\s)(?<!\bthese\s)(?<!\bthose\s)(?<!\bthis\s)(?<!\bboth\s)(?<!\bsuch\s)(?<!\bthe\s)"
            r"\b(?:studies|researchers|scholars|scientists|surveys|investigators|experts|the literature)\s+"
            r"(?:(?:have|has|had)\s+)?(?:(?:also|long|repeatedly|consistently|previously|recently|widely)\s+)?"
            r"(?:shown|showed|show|found|find|demonstrated|demonstrate|reported|report|suggested|suggest|indicated|indicate|"
            r"argued|argue|established|observed|noted|proposed|concluded|documented)\b",
            re.IGNORECASE,
        ),
        frozenset({"cross"}),
    ),
    (
        "passive-report",
        re.compile(
            r"\b(?:it\s+(?:has|had)\s+been\s+(?:(?:widely|previously|repeatedly|recently|long|consistently|often|frequently|extensively)\s+)?"
            r"(?:shown|reported|demonstrated|argued|suggested|observed|established|noted|proposed|found|claimed|documented)"
            r"|(?:has|have)\s+been\s+(?:widely|extensively|previously|repeatedly|frequently|commonly|consistently|well)\s+"
            r"(?:reported|documented|studied|shown|observed|established|discussed|demonstrated|investigated|examined|explored))\b",
            re.IGNORECASE,
        ),
        frozenset({"cross", "self"}),
    ),
    (
        "according-to",
        re.compile(
            r"\b[Aa]ccording\s+to\s+(?:(?:a|an|the|one|several|many|recent|prior|previous|earlier)\s+)*"
            r"(?:(?:recent|prior|previous|earlier|large|systematic|comprehensive|independent|national|international)\s+)*"
            r"(?:survey|surveys|study|studies|report|reports|literature|research|researchers|authors|experts|analysis|analyses|"
            r"meta-analysis|review|reviews|estimates?|work|census|data\s+from)\b"
            r"|\b[Aa]ccording\s+to\s+(?!(?:Section|Sec|Table|Tab|Fig|Figure|Figs|Eq|Equation|Eqs|Algorithm|Appendix|Theorem|Lemma|"
            r"Definition|Step|Chapter|Corollary|Proposition|Rule|Proposition|Def|Alg|Thm)\b)[A-Z][\w'’-]+",
        ),
        frozenset({"cross"}),
    ),
    (
        "survey",
        re.compile(
            r"\b(?:a|one|another)\s+(?:recent|prior|previous|earlier|seminal|landmark|large-scale|systematic)\s+"
            r"(?:survey|study|paper|review|meta-analysis|report|work|analysis|investigation|benchmark\s+study)\b",
            re.IGNORECASE,
        ),
        frozenset({"cross", "self"}),
    ),
    (
        "introduced-by",
        re.compile(
            r"\b(?:was|were|is|are|has\s+been|have\s+been)\s+(?:(?:first|originally|initially|later|recently)\s+)?"
            r"(?:introduced|proposed|developed|pioneered|coined|popularized|popularised|invented|formulated|described|presented)\s+"
            r"by\s+(?:(?!(?:Section|Sec|Table|Tab|Fig|Figure|Figs|Eq|Equation|Eqs|Algorithm|Appendix|Theorem|Lemma|"
            r"Definition|Chapter|Step|Corollary|Proposition)\b)[A-Z][\w'’-]+"
            r"|(?:a|an|the|other)\s+(?:team|group|researchers|authors\s+of|creators\s+of|developers\s+of|inventors\s+of)\b)",
        ),
        frozenset({"cross"}),
    ),
]


def clear_caches() -> None:
    """Forget memoised cue scans (benchmarks measuring a cold pass call this)."""
    _scan.cache_clear()


def find_cues(prose: str, offset: int = 0) -> list[Cue]:
    """Attribution cues in a sentence's prose (markers blanked), in order of position.

    Memoised by the prose text: the language server re-checks every sentence after each
    edit, and almost all of them are unchanged.
    """
    found = _scan(prose)
    return [Cue(phrase=phrase, span=Span(offset + start, offset + end), kind=kind) for phrase, start, end, kind in found]


# Words every match of a pattern must contain (lower-case; checked on the lower-cased
# prose for case-insensitive patterns, on the prose itself otherwise). A sentence with
# none of them cannot match, which is most sentences: skipping those scans is what
# makes a cold pass cheap. Exact for case-insensitive patterns only when the prose has
# none of the characters Python's re folds onto ASCII letters (İ ı ſ K): then every
# pattern runs, as before.
_GATES: dict[str, tuple[bool, tuple[str, ...]]] = {
    "et-al": (False, ("et",)),
    "prior-work": (
        True,
        ("prior", "previous", "earlier", "recent", "existing", "past", "much", "several", "many", "numerous", "other", "some"),
    ),
    "studies": (True, ("studies", "researchers", "scholars", "scientists", "surveys", "investigators", "experts", "literature")),
    "passive-report": (True, ("been",)),
    "according-to": (False, ("ccording",)),
    "survey": (True, ("recent", "prior", "previous", "earlier", "seminal", "landmark", "large-scale", "systematic")),
    "introduced-by": (False, ("by",)),
}
_PATTERN_GATES = [_GATES[kind] for kind, _, _ in _PATTERNS]
_UNSAFE_FOLDS = re.compile("[\u0130\u0131\u017f\u212a]")


@lru_cache(maxsize=8192)  # thread-safe; the value is an immutable tuple, shifted per call
def _scan(prose: str) -> tuple[tuple[str, int, int, str], ...]:
    """The cues of one prose string: (phrase, start, end, kind), local offsets."""
    lowered = prose.lower() if prose.isascii() or not _UNSAFE_FOLDS.search(prose) else None
    candidates = [
        entry
        for entry, (folded, words) in zip(_PATTERNS, _PATTERN_GATES)
        if (folded and lowered is None) or any(word in (prose if not folded or lowered is None else lowered) for word in words)
    ]
    if not candidates:
        return ()
    present: set[str] = set()
    if _CROSS_REFERENCE.search(prose):
        present.add("cross")
    if _FIRST_PERSON.search(prose):
        present.add("self")
    cues: list[tuple[str, int, int, str]] = []
    for kind, pattern, yields_to in candidates:
        if yields_to & present:
            continue
        for match in pattern.finditer(prose):
            phrase = re.sub(r"\s+", " ", match.group()).strip()
            cues.append((phrase, match.start(), match.end(), kind))
    cues.sort(key=lambda cue: (cue[1], -cue[2]))
    # Sorted by start, a cue lies inside a kept one exactly when some kept cue reaches its end:
    # one running maximum keeps this linear (50,000 "et al." cues in one parenthesis).
    kept: list[tuple[str, int, int, str]] = []
    reach = -1
    for cue in cues:
        if cue[2] > reach:
            kept.append(cue)
            reach = cue[2]
    return tuple(kept)
