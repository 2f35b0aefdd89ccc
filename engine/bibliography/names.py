"""Surname normalisation shared by loaders and the resolver.

Author-year markers are matched on the first author's surname, ignoring case, accents,
punctuation and particles, so ``(Muller, 2019)``, ``(Müller, 2019)`` and a BibTeX
``M{\\"u}ller`` all meet, and ``(van der Berg, 2020)`` finds ``Berg, Jan van der``.
"""

from __future__ import annotations

import re
import unicodedata
from typing import Sequence

PARTICLES = frozenset(
    "van von der den de del della di da du dos das le la ten ter al el bin ibn zu af av st st.".split()
)


def surname(author: str) -> str:
    """'Smith, John' -> 'Smith'; 'John Smith' -> 'Smith'; 'Smith' -> 'Smith'."""
    author = author.strip().strip("{}")
    if "," in author:
        return author.split(",", 1)[0].strip()
    parts = author.split()
    return parts[-1] if parts else author


def fold(text: str) -> str:
    """Lower-case, accents stripped (NFKD), ß -> ss: the comparison form of a name."""
    decomposed = unicodedata.normalize("NFKD", text)
    stripped = "".join(char for char in decomposed if not unicodedata.combining(char))
    return stripped.casefold()


def surname_forms(surname: str) -> frozenset[str]:
    """Comparison keys for one surname: with particles joined and the bare last word.

    "van der Berg" -> {"vanderberg", "berg"}; "O'Neil" -> {"oneil"}; "Smith's" -> {"smith"}.
    """
    text = fold(surname).strip()
    text = re.sub(r"['\u2019]s$", "", text)
    words = [re.sub(r"[^\w]", "", word) for word in re.split(r"[\s]+", text)]
    words = [word for word in words if word]
    if not words:
        return frozenset()
    forms = {"".join(words)}
    core = [word for word in words if word not in PARTICLES]
    if core:
        forms.add("".join(core))
        forms.add(core[-1])
    return frozenset(forms)


def split_year(year: str | None) -> tuple[str, str]:
    """'2020a' -> ('2020', 'a'); 'n.d.' -> ('n.d.', ''); None -> ('', '')."""
    if not year:
        return "", ""
    year = year.strip().replace(" ", "")
    match = re.fullmatch(r"(\d{4})([a-z]?)", year)
    if match:
        return match.group(1), match.group(2)
    if re.fullmatch(r"n\.?d\.?([a-z]?)", year, re.IGNORECASE):
        return "n.d.", re.sub(r"[^a-z]", "", year.lower().replace("n.d.", "").replace("nd", "", 1))
    found = re.search(r"(1[5-9]\d\d|20\d\d)([a-z]?)", year)
    return (found.group(1), found.group(2)) if found else (year, "")


def ascii_key(text: str) -> str:
    """A key-safe lower-case ASCII form ("Müller" -> "muller")."""
    return re.sub(r"[^a-z0-9]", "", fold(text).encode("ascii", "ignore").decode("ascii"))


_PARTICLE_PREFIX = r"(?:(?:[Vv]an|[Vv]on|[Dd]e|[Dd]er|[Dd]en|[Dd]el|[Dd]i|[Dd]a|[Ll]e|[Ll]a)\s+){0,3}"  # "van der": bounded, so a run of particles is read in linear time


def without_named_authors(text: str, authors: Sequence[str]) -> str:
    """``text`` with each mention of these authors as authors ("Zeng, Van Orden and Roberts",
    "Karpukhin et al.", "Chaum's") replaced by "they" / "their": a sentence that names the
    authors of the work it cites speaks of that work, it does not point to other work (RB012
    reads the sentence so). A lone capitalised surname is left: "Long sequences" names no one."""
    names = sorted({name for author in authors if len(name := surname(author)) >= 2}, key=len, reverse=True)
    if not names:
        return text
    name = _PARTICLE_PREFIX + "(?:" + "|".join(re.escape(name) for name in names) + ")"
    run = re.compile(rf"(?<![\w-]){name}(?:(?:\s*,\s*(?:and\s+|&\s*)?|\s+(?:and|&)\s+){name})*"
                     r"(?P<tail>\s+et\s+al\b\.?|['\u2019]s\b)?(?![\w-])")

    def replaced(match: re.Match[str]) -> str:
        tail = match.group("tail") or ""
        if not tail and not re.search(r",|\band\b|&", match.group(0)):
            return match.group(0)
        return "their" if tail[-1:] == "s" and "et" not in tail else "they"

    return run.sub(replaced, text)
