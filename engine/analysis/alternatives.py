"""Find a paper in the library that supports a sentence better than the one it cites.

Used by RB004's quick fix ("cite X instead"). Only the few library documents that
retrieval ranks highest for the sentence are scored, so the cost stays at a handful of
pairs per flagged sentence, never the whole library.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..bibliography.model import BibEntry, Bibliography
from ..citing import entry_for_file, normal_path
from ..scoring.chunking import chunks_from_passages
from ..scoring.document_score import ChunkScore, Source
from .claim_check import ClaimChecker

MAX_DOCUMENTS = 3
SEARCH_DEPTH = 12


@dataclass(frozen=True)
class Alternative:
    entry: BibEntry
    score: float
    best: ChunkScore | None


def better_sources(
    claim: str, cited: list[BibEntry], library: dict[Path, Any], bibliography: Bibliography, checker: ClaimChecker
) -> list[Alternative]:
    """Library entries not already cited, scored against ``claim``; best first."""
    cited_files = {normal_path(entry.file) for entry in cited if entry.file is not None}
    documents = {key: document for key, document in library.items() if key not in cited_files}
    if not documents:
        return []
    index = checker.services.evidence_index
    # Search the whole library and skip the cited papers' hits: the index keeps one
    # retriever per set of documents, and "the library minus this sentence's sources"
    # would be a new set (a BM25 and matrix rebuild over every paper) for each sentence.
    skipped = sum(_chunk_count(library[key]) for key in cited_files if key in library)
    hits = index.search(claim, SEARCH_DEPTH + skipped, documents=list(library.values()), granularity="chunk")
    ranked: list[Any] = []
    for hit in hits:
        key = normal_path(hit.path)
        if key in documents and key not in ranked:
            ranked.append(key)
        if len(ranked) == MAX_DOCUMENTS:
            break
    scorer = checker.services.scorer
    alternatives = []
    for key in ranked:
        document = documents[key]
        entry = entry_for_file(bibliography, key)
        if entry is None:
            continue
        chunks = chunks_from_passages(document.chunks, source_key=entry.key, path=key)
        if not chunks:
            continue
        result = checker.score([claim], [Source(entry.key, chunks, scorer.index_retriever(index, document))])
        best = result.sentences[0].best if result.sentences else None
        alternatives.append(Alternative(entry, float(result.score), best))
    return sorted(alternatives, key=lambda item: -item.score)


def _chunk_count(document: Any) -> int:
    """Chunks a cited paper can take among the hits (a path stand-in: assume a full page of them)."""
    chunks = getattr(document, "chunks", None)
    return len(chunks) if chunks is not None else SEARCH_DEPTH
