"""Reading the needs-citation splits (JSON lines of paragraphs) into labelled sentences.

Train and eval scripts and the shared-data tests read the data the same way, so the
labels the docs report are the labels the model was trained on.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from rblint.engine.pre_attribution.context import ParagraphContext
from rblint.engine.pre_attribution.labels import label_of, reference_count, strip_markers


@dataclass(frozen=True)
class Example:
    text: str  # markers stripped: what the features see
    raw: str  # as in the data, markers and all
    count: int  # works cited in the sentence
    label: int  # 0 / 1 / 2 (several)
    paragraph: int  # index of the paragraph in the split (for grouped folds)
    context: ParagraphContext  # its place in the paragraph and which neighbours cite


class DatasetError(ValueError):
    """A split file that is missing or not in the expected format."""


def load_split(path: Path) -> list[Example]:
    """All sentences of one split; sentences that are nothing but a marker are dropped."""
    examples: list[Example] = []
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except OSError as error:
        raise DatasetError(f"{path}: cannot read ({error})") from None
    for number, line in enumerate(lines):
        if not line.strip():
            continue
        try:
            record = json.loads(line)
            sentences = record["sentences"]
        except (json.JSONDecodeError, KeyError, TypeError) as error:
            raise DatasetError(f"{path}:{number + 1}: expected an object with 'sentences' ({error})") from None
        kept = []
        for raw in sentences:
            text = strip_markers(raw)
            if len(text) < 3 or not any(char.isalpha() for char in text):
                continue
            kept.append((text, raw, reference_count(raw)))
        citing = tuple(count > 0 for _, _, count in kept)
        for position, (text, raw, count) in enumerate(kept):
            examples.append(Example(text, raw, count, label_of(count), number, ParagraphContext(position, citing)))
    return examples


def deduplicate(examples: list[Example]) -> list[Example]:
    """One example per distinct sentence text.

    The source files repeat a paragraph once for each of its citations, so the same
    sentence can occur several times (always with the same label); duplicates would
    weigh some sentences more and defeat the leave-one-out n-gram features.
    """
    seen: set[str] = set()
    unique: list[Example] = []
    for example in examples:
        if example.text not in seen:
            seen.add(example.text)
            unique.append(example)
    return unique
