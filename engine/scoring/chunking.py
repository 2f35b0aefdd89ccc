"""Text units of the AlignScore formula: source chunks and claim sentences.

The chunk rule is AlignScore's own (``Inferencer.batch_tokenize``): with ``W`` words in
the source and ``S`` sentences, ``n = W // 350 + 1`` chunks are wanted, so each chunk takes
``max(S // n, 1)`` consecutive sentences. PDFs use the evidence index's chunks, which
follow the same rule inside sections; this is for plain text (JSONL, --source .txt).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING, Sequence

if TYPE_CHECKING:  # pragma: no cover
    from ..passages import Passage

CHUNK_WORDS = 350
# Evidence windows (context unit "window"): what align-mini v2 was trained on - 1-3
# consecutive source sentences, at most ~110 words (~190 tokens with the claim).
WINDOW_SENTENCES = 2
WINDOW_WORDS = 110
CONTEXT_UNITS = ("chunk", "window")


@dataclass(frozen=True)
class Chunk:
    """A scoring unit of a source, with where it sits (for messages and evidence)."""

    text: str
    index: int  # position among the source's chunks
    source_key: str = ""
    page: int | None = None
    section: str | None = None
    path: Path | None = None
    page_end: int | None = None
    window: int | None = None  # for an evidence window: its first sentence's position in the chunk
    appendix: bool = False  # the passage is in one of the source's appendices

    @property
    def pages(self) -> tuple[int, ...]:
        if self.page is None:
            return ()
        return tuple(range(self.page, (self.page_end or self.page) + 1))


def split_sentences(text: str) -> list[str]:
    """Sentences of ``text`` as strings (the engine's one splitter, :mod:`rblint.engine.sentences`)."""
    from ..sentences import split_sentences as spans

    return [text[start:end].strip() for start, end in spans(text) if text[start:end].strip()]


def chunk_text(text: str, *, source_key: str = "", words: int = CHUNK_WORDS, path: Path | None = None) -> list[Chunk]:
    """AlignScore's chunking of a plain-text source (see module doc)."""
    sentences = split_sentences(text)
    if not sentences:
        return []
    wanted = len(text.split()) // words + 1
    per_chunk = max(len(sentences) // wanted, 1)
    groups = [" ".join(sentences[start:start + per_chunk]) for start in range(0, len(sentences), per_chunk)]
    return [Chunk(text=group, index=index, source_key=source_key, path=path) for index, group in enumerate(groups)]


def windows_of(chunk: Chunk, *, sentences: int = WINDOW_SENTENCES, max_words: int = WINDOW_WORDS) -> list[Chunk]:
    """The chunk's evidence windows: every run of ``sentences`` consecutive sentences.

    Why: a cross-encoder trained on short contexts must be used on short contexts; a
    window keeps its chunk's page, section and path, so evidence still says where it is.
    A window stops early rather than pass ``max_words`` (a single long sentence stays whole).
    """
    parts = split_sentences(chunk.text)
    if len(parts) <= 1:
        return [replace(chunk, window=0)]
    windows: list[Chunk] = []
    last = max(1, len(parts) - sentences + 1)
    for start in range(last):
        taken = [parts[start]]
        words = len(parts[start].split())
        for part in parts[start + 1:start + sentences]:
            words += len(part.split())
            if words > max_words:
                break
            taken.append(part)
        windows.append(replace(chunk, text=" ".join(taken), window=start))
    return windows


def section_label(section: object) -> str | None:
    """A passage's section as one string ("3 Method > 3.2 Training"), whatever its type."""
    if section is None:
        return None
    if isinstance(section, str):
        return section or None
    try:
        parts = [str(part) for part in section if str(part)]  # type: ignore[attr-defined]  # any iterable
    except TypeError:
        return str(section)
    return " > ".join(parts) or None


def chunks_from_passages(passages: Sequence[Passage], *, source_key: str = "", path: Path | None = None) -> list[Chunk]:
    """Evidence-index passages (``SourceDocument.chunks``) as scoring chunks."""
    chunks: list[Chunk] = []
    for passage in passages:
        chunks.append(Chunk(
            text=passage.text,
            index=passage.index,
            source_key=source_key,
            page=passage.page_start,
            section=section_label(passage.section),
            path=path,
            page_end=passage.page_end,
            appendix=passage.appendix,
        ))
    return [chunk for chunk in chunks if chunk.text.strip()]
