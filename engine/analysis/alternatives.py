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
from ..citing import normal_path
from ..scoring.chunking import chunks_from_passages
from ..scoring.document_score import ChunkScore, Source
from .claim_check import ClaimChecker

MAX_DOCUMENTS = 3
SEARCH_DEPTH = 12


@dataclass(frozen=True)
class Alternative:
    entry: BibEntry | None  # None: a file of the papers folder that no bibliography entry names
    score: float
    best: ChunkScore | None
    path: Path | None = None
    retrieval_rank: int = 0  # where the hybrid search put the paper among those scored (0: first)
    cosine: float | None = None  # the claim's best cosine to one of the paper's chunks (None: no vectors)
    cosine_lead: float | None = None  # ... minus the best cosine of any other paper the search found
    sentence_cosine: float | None = None  # the claim's best cosine to one sentence of ``best`` (RB006 only)
    sentence_cosine_lead: float | None = None  # ... minus that of the other scored papers


@dataclass(frozen=True)
class Attribution:
    """The library papers scored against one uncited sentence, best first (at most a few: RB006)."""

    ranked: tuple[Alternative, ...]


def better_sources(
    claim: str, cited: list[BibEntry], library: dict[Path, Any], bibliography: Bibliography, checker: ClaimChecker,
    *, unlisted: bool = False,
) -> list[Alternative]:
    """Library entries not already cited, scored against ``claim``; best first. ``unlisted``:
    the papers folder's files that no entry names are scored too (their ``entry`` is None)."""
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
    keys_by_path = _keys_by_path(library)
    ranked: list[Any] = []
    cosines: dict[Any, float] = {}  # each paper's best chunk cosine among the hits
    for hit in hits:
        key = keys_by_path.get(hit.path) or normal_path(hit.path)
        if hit.cosine is not None:
            cosines[key] = max(cosines.get(key, hit.cosine), hit.cosine)
        if key in documents and key not in ranked and len(ranked) < MAX_DOCUMENTS:
            ranked.append(key)
    scorer = checker.services.scorer
    alternatives = []
    for rank, key in enumerate(ranked):
        document = documents[key]
        entry = bibliography.entries_by_file().get(key)
        if entry is None and not unlisted:
            continue
        source_key = entry.key if entry is not None else key.name
        chunks = chunks_from_passages(document.chunks, source_key=source_key, path=key)
        if not chunks:
            continue
        result = checker.score([claim], [Source(source_key, chunks, scorer.index_retriever(index, document))])
        sentence = result.sentences[0] if result.sentences else None
        if sentence is not None and checker.verdicts.contradicting(sentence) is not None:
            continue  # a paper that says the opposite is no paper to cite for it
        cosine = cosines.get(key)
        others = [value for other, value in cosines.items() if other != key]
        lead = None if cosine is None else cosine - max(others, default=-1.0)
        alternatives.append(Alternative(entry, float(result.score), sentence.best if sentence else None, key, rank,
                                        cosine, lead))
    return sorted(alternatives, key=lambda item: -item.score)


def _keys_by_path(library: dict[Path, Any]) -> dict[Any, Path]:
    """Each loaded document's path as the index reports it -> its library key (no
    ``resolve()`` per search hit: a 40-paper library spent most of a warm RB006 there). A
    search-only index's library holds paths, not documents."""
    from ..index import SourceDocument

    return {document.path if isinstance(document, SourceDocument) else document: key
            for key, document in library.items()}


def _chunk_count(document: Any) -> int:
    """Chunks a cited paper can take among the hits (a path, from a search-only index: assume a
    full page of them)."""
    from ..index import SourceDocument

    return len(document.chunks) if isinstance(document, SourceDocument) else SEARCH_DEPTH
