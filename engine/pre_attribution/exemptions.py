"""Sentences RB006 never flags, whatever the classifier says.

A draft's own contributions ("We propose...", "In this paper...", "Our results show"),
cross-references to its own figures and sections, transitions and list introductions
are not claims about other work; captions and table cells are not prose claims either.
The eval script applies the same function to the dev split to count false alarms.
"""

from __future__ import annotations

import re

_OWN_WORK = re.compile(
    r"^\s*(?:here|herein|in\s+this\s+\w+|to\s+this\s+end|overall|together|taken\s+together|finally|first|second|third|next|then|thus|therefore|hence|in\s+summary|in\s+conclusion|"
    r"instead|however|moreover|furthermore|additionally|also|similarly|likewise|specifically|in\s+particular|"
    r"in\s+addition|in\s+contrast|by\s+contrast|conversely|in\s+practice|empirically|experimentally|accordingly|"
    r"consequently|as\s+a\s+result|for\s+this\s+(?:reason|purpose)|to\s+do\s+so|to\s+that\s+end|below|again|now)?,?\s*(?:we|our)\b"
    # any opening phrase before "we"/"our" as the subject ("For the navigation side of the project, we
    # intend to annotate ..."): 126 of the 137 such sentences of needs_citation TRAIN need no reference
    r"|^[^,.;:\[\]()]{1,80},\s*(?:we|our)\b"
    r"|\bwe\s+(?:propose|present|introduce|show|find|found|demonstrate|describe|develop|report|evaluate|observe|"
    r"observed|argue|train|trained|compare|study|investigate|conclude|design|build|release|obtain|measure|"
    r"measured|focus|provide|extend|formulate|derive|prove|analy[sz]e|analy[sz]ed|use|used|performed|perform|"
    r"hypothesi[sz]e|hypothesi[sz]ed|identified|identify|examined|examine|tested|test|call|refer|define|consider|"
    r"give|gave|offer|adopt|adopted|apply|applied|employ|employed|implement|implemented|explore|explored|discuss|"
    r"follow|followed|collect|collected|annotate|annotated|assume|list|outline|sketch|illustrate|choose|chose|"
    r"select|selected|conduct|conducted)\b"
    r"|\b(?:in|with|throughout)\s+this\s+(?:paper|work|study|article|section|chapter|thesis|report|manuscript|review)\b"
    r"|^\s*(?:this|the\s+present|the\s+current|the\s+proposed)\s+(?:paper|work|study|article|section|chapter|thesis|report|manuscript|method|approach|framework|model|system)\b"
    r"|\bour\s+(?:results?|findings?|method|approach|model|work|experiments?|analys[ie]s|data|framework|system|"
    r"contributions?|study|evaluation|implementation|code|proposal|algorithm|design|observations?)\b",
    re.IGNORECASE,
)
_CROSS_REFERENCE = re.compile(
    r"\b(?:Section|Sec\.|Table|Tab\.|Figure|Fig\.|Figs\.|Appendix|Algorithm|Equation|Eq\.|Theorem|Lemma)\s*~?\s*[A-Z]?\d",
)
_TRANSITION = re.compile(
    r"^\s*(?:in\s+the\s+(?:next|following|previous|remaining)\b|the\s+(?:rest|remainder)\s+of\b|next,|"
    r"to\s+summari[sz]e\b|in\s+summary\b|in\s+conclusion\b|to\s+conclude\b|as\s+(?:mentioned|discussed|noted|described|shown)\s+(?:above|earlier|before|previously)\b|"
    r"for\s+example,?\s*$|this\s+is\s+(?:illustrated|shown|summari[sz]ed)\b)",
    re.IGNORECASE,
)
NON_PROSE_KINDS = frozenset({"caption", "table_cell"})
MIN_WORDS = 6


def exemption(text: str, paragraph_kind: str = "paragraph") -> str | None:
    """Why ``text`` is out of scope for RB006 (a short reason), or None when it is checked."""
    if paragraph_kind in NON_PROSE_KINDS:
        return "caption or table cell"
    stripped = text.strip()
    if len(re.findall(r"[A-Za-z]+", stripped)) < MIN_WORDS:
        return "too short to be a claim (heading, label or transition)"
    if stripped.endswith((":", "?")):
        return "question or list introduction"
    if _OWN_WORK.search(stripped):
        return "the draft's own contribution"
    if _CROSS_REFERENCE.search(stripped):
        return "refers to the draft's own figures, tables or sections"
    if _TRANSITION.search(stripped):
        return "transition"
    return None
