"""Text units of the AlignScore formula: source chunks and claim sentences.

The chunk rule is AlignScore's own (``Inferencer.batch_tokenize``): with ``W`` words in
the source and ``S`` sentences, ``n = W // 350 + 1`` chunks are wanted, so each chunk takes
``max(S // n, 1)`` consecutive sentences. PDFs use the evidence index's chunks, which
follow the same rule inside sections; this is for plain text (JSONL, --source .txt).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

CHUNK_WORDS = 350

_FALLBACK_SPLIT = re.compile(r"(?<=[.!?])[\"')\]]*\s+(?=[\"'(\[]?[A-Z0-9])")


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

    @property
    def pages(self) -> tuple[int, ...]:
        if self.page is None:
            return ()
        return tuple(range(self.page, (self.page_end or self.page) + 1))


def split_sentences(text: str) -> list[str]:
    """Sentences of ``text``: the engine's scientific splitter when present, else a regex."""
    try:
        from rblint.engine.sentences import split_sentences as engine_split
    except ImportError:  # pragma: no cover - the splitter ships with the engine
        pieces = _FALLBACK_SPLIT.split(text)
        return [piece.strip() for piece in pieces if piece.strip()]
    return [text[start:end].strip() for start, end in engine_split(text) if text[start:end].strip()]


def chunk_text(text: str, *, source_key: str = "", words: int = CHUNK_WORDS, path: Path | None = None) -> list[Chunk]:
    """AlignScore's chunking of a plain-text source (see module doc)."""
    sentences = split_sentences(text)
    if not sentences:
        return []
    wanted = len(text.split()) // words + 1
    per_chunk = max(len(sentences) // wanted, 1)
    groups = [" ".join(sentences[start:start + per_chunk]) for start in range(0, len(sentences), per_chunk)]
    return [Chunk(text=group, index=index, source_key=source_key, path=path) for index, group in enumerate(groups)]


def section_label(section: object) -> str | None:
    """A passage's section as one string ("3 Method > 3.2 Training"), whatever its type."""
    if section is None:
        return None
    if isinstance(section, str):
        return section or None
    try:
        parts = [str(part) for part in section if str(part)]  # type: ignore[union-attr]
    except TypeError:
        return str(section)
    return " > ".join(parts) or None


def chunks_from_passages(passages: object, *, source_key: str = "", path: Path | None = None) -> list[Chunk]:
    """Evidence-index passages (``SourceDocument.chunks``) as scoring chunks."""
    chunks: list[Chunk] = []
    for position, passage in enumerate(passages):  # type: ignore[attr-defined]
        chunks.append(Chunk(
            text=str(getattr(passage, "text", "")),
            index=int(getattr(passage, "index", position)),
            source_key=source_key,
            page=getattr(passage, "page_start", None),
            section=section_label(getattr(passage, "section", None)),
            path=path,
            page_end=getattr(passage, "page_end", None),
        ))
    return [chunk for chunk in chunks if chunk.text.strip()]
