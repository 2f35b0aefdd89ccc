"""Readability formulas for one sentence, computed offline.

textstat (0.7.x) counts English syllables with NLTK's cmudict and calls
``nltk.download('cmudict')`` when it is missing — a network fetch at run time. The
formulas are short, so they are written out here with the same published constants and
syllables from pyphen's bundled hyphenation dictionary (textstat's own fallback), and
textstat's Dale–Chall familiar-word list copied into ``data/easy_words.txt``.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

from .lexicon import easy_words


@lru_cache(maxsize=1)
def _hyphenator():  # type: ignore[no-untyped-def]
    import pyphen

    return pyphen.Pyphen(lang="en_US")


@lru_cache(maxsize=65536)
def syllables(word: str) -> int:
    """Syllables of one word: hyphenation points + 1 (at least 1 for any word with a letter)."""
    lowered = word.lower().strip("'\u2019-")
    if not lowered:
        return 0
    if not any(char.isalpha() for char in lowered):
        return 1
    return len(_hyphenator().positions(lowered)) + 1


@dataclass(frozen=True)
class Readability:
    flesch_reading_ease: float
    smog: float
    coleman_liau: float
    ari: float
    dale_chall: float
    linsear_write: float
    gunning_fog: float
    syllables: int


def readability(tokens: list[str], sentences: int = 1) -> Readability:
    """All seven scores for the word tokens of ``sentences`` sentences (textstat's formulas)."""
    word_list = [token for token in tokens if any(char.isalpha() for char in token)]
    n_words = max(1, len(word_list))
    sentences = max(1, sentences)
    counts = [syllables(word) for word in word_list]
    n_syllables = sum(counts)
    letters = sum(sum(char.isalpha() for char in word) for word in word_list)
    characters = sum(len(word) for word in word_list)
    polysyllables = sum(1 for count in counts if count >= 3)
    familiar = easy_words()
    difficult = sum(1 for word, count in zip(word_list, counts) if count >= 2 and word.lower() not in familiar)
    words_per_sentence = n_words / sentences

    flesch = 206.835 - 1.015 * words_per_sentence - 84.6 * (n_syllables / n_words)
    smog = 1.043 * math.sqrt(polysyllables * (30 / sentences)) + 3.1291
    coleman = 0.0588 * (letters / n_words * 100) - 0.296 * (sentences / n_words * 100) - 15.8
    ari = 4.71 * (characters / n_words) + 0.5 * words_per_sentence - 21.43
    difficult_share = difficult / n_words * 100
    dale = 0.1579 * difficult_share + 0.0496 * words_per_sentence + (3.6365 if difficult_share > 5 else 0.0)
    first = counts[:100]
    linsear_raw = (sum(1 for count in first if count < 3) + 3 * sum(1 for count in first if count >= 3)) / sentences
    linsear = linsear_raw / 2 if linsear_raw > 20 else (linsear_raw - 2) / 2
    fog = 0.4 * (words_per_sentence + 100 * (polysyllables / n_words))
    return Readability(flesch, smog, coleman, ari, dale, linsear, fog, n_syllables)
