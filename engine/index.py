"""The evidence index: sources (PDF, .txt, .md) -> SourceDocuments -> hybrid search.

``EvidenceIndex.load`` parses a source once per content (SQLite cache keyed by the
file's SHA-256, the parser version and, for vectors, the embedding model);
``search`` ranks evidence passages or AlignScore chunks of one document, a set, or
every loaded document. Any reason a source cannot be used is a :class:`SourceError`,
whose ``reason`` the RB003 missing-source diagnostic shows.
"""

from __future__ import annotations

import bisect
import hashlib
import logging
import threading
from collections import OrderedDict
from concurrent.futures import ThreadPoolExecutor, as_completed
from contextlib import nullcontext
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Sequence

import numpy as np

from .cache import Cache
from .config import cache_directory
from .file_kinds import SOURCE_SUFFIXES, TEXT_SOURCE_SUFFIXES as TEXT_SUFFIXES
from .passages import Assembly, Passage, Section, assemble_plain, build_passages, section_path, token_counter
from .retrieval import HybridRetriever
from .safe_read import expand_home

if TYPE_CHECKING:  # pragma: no cover
    from .config import Config
    from .embedding import TextEncoder
    from .pdf.workers import PagePool

PARSER_VERSION = "rblint-index-48"  # bump whenever parsing, chunking or a cached failure reason changes (3: pdf/reasons; 4: one sentence splitter; 5: column margins; 6: composite-font widths, long or decimal "headings" are text, appendix letters after the references, titles, small caps, capital section names; 7: single-column line pieces around inline math, the leftmost right-column margin splits the columns; 8: titles in body-size capitals, OCR title lines of unequal size, appendix sections and passages flagged; 9: a sidebar beside the text read as a block; 10: a column margin needs text beside it, three columns, TeX spacing accents joined to their letter, wrapped table cells kept whole, small-caps headings read whole; 11: margin line numbers dropped; 12: a journal banner named by the running lines is never the title; 13: a display equation is a block of its own; 14: line numbers every fifth or tenth line; 15: a superscript citation after a period ends its sentence; 16: a short line-number column that recurs on other pages; scripts stacked at one x read upper first; 17: an abstract printed without its heading is evidence, not front matter; 18: running heads among a page's first and last two lines; 19: word gaps of composite-font pieces and letter-spaced lines; 20: a small-caps word hyphenated across lines with a gap before its hyphen; 21: pages shown turned (/Rotate) read upright, Type 3 (dvips bitmap) fonts in their own units with their glyph names and word gaps; 22: pieces of one line inside one column of a two-column page join across a justified line's kerned gaps; 23-26: a heading (line or block) never ends in a full stop before a closing quote, nor a line in "is" or "were", nor holds four quotation marks; 27: runs after a font switch at one reported origin start where the run before ended; 28: a glyph or two whose guessed end overlaps the next piece of their line do not split it; 29: a right-column margin other pages have counts where a page has only a few lines there; 30: margins within 4 pt on other pages count as the same, so a four-page range read by one worker finds them; 31: a sidebar of five lines, beside three of the text, its estimated line ends passing the text's margin by up to 12 pt, is still a sidebar; 32: a running line is keyed without the page number at its end, read whole on some pages and in part on others; 33: a decimal point printed as an unmapped glyph, "67/C16", is a middle dot; 34: also where a table cell's pieces join it to its integer by a space, "59 /C11"; 35: a line starting with a dash or bullet set out in the margin, its sentence open, goes on in the indented line below it; 36: numbered headings in bold capitals a size below the body, REVTeX's, are headings; 37: bitmap-font glyphs named "a" and their code, a ToUnicode that turns letters into dingbats dropped, a Type 3 font's widths in its own units when too few letters size its em, a space declared wider than any text space read as Times', a space pypdf puts before a run takes no room, stacked script pairs drawn glyph by glyph read as one, a bold centred body-size title, margin numbers on a fixed grid of their own; 38: a title repeated large at the top of every page is still the title, a paper number is never one; 39: a title line of the title's size right above its first candidate belongs to it; 40: a section name is never a title, a title line ending in "for" or "of" goes on, "Proceedings" and "Transactions" a masthead only as a venue, a capitals title may hold a one-letter symbol, a title's line-break hyphen repaired, a title with its date repeated on every page is no journal banner; 41: the word gaps kerned inside a composite font's TJ array, as LuaTeX sets a line; 42: only the last references heading name heads the bibliography, an early "Sources" section is text; 43: a letter of the line's size set lower inside its words (the LaTeX and TeX logos' E) is in the line, a TeX accent over a dotless i is "í", a line naming only the kind of document ("Master's Thesis", "硕士学位论文") is never the title; 44: nor a letter-spaced or German one ("T E S I S", "Exposé zum Dissertationsprojekt"), nor a line naming only the institution, nor a version line under the title; a subtitle set under the title, smaller yet well above the body size and reading as a phrase, is read with it; 45: a subtitle holds a lower-case word of its own (no function, particle or edition word) and does not restate the title, Slavic institution names; 46: a glyph name read up to its first period, "/one.taboldstyle" as "1", "/l.sc" as "l"; 47: a Type 1 font's /Differences over its embedded program's encoding, a CID font of an Adobe collection without a ToUnicode map read through the collection's table; 48: a right-to-left run of a composite font keeps the word gaps kerned inside it, a line of right-to-left script joins its runs from the right)
GRANULARITIES = ("evidence", "chunk")
logger = logging.getLogger(__name__)


class SourceError(Exception):
    """A source that cannot be used; ``reason`` says why in a few words."""

    def __init__(self, reason: str, path: Path | None = None) -> None:
        super().__init__(f"{path}: {reason}" if path else reason)
        self.reason = reason
        self.path = path


class NotReadYet(SourceError):
    """A source that would have to be parsed now, asked for with ``parse=False`` (the editor
    uses the library it has while the rest is read in the background)."""

    def __init__(self, path: Path) -> None:
        super().__init__("not read yet", path)


@dataclass(frozen=True)
class PageSpan:
    number: int  # 1-based
    char_start: int
    char_end: int


@dataclass
class SourceDocument:
    doc_id: str
    path: Path
    title: str
    abstract: str
    sections: list[Section]
    text: str
    pages: list[PageSpan]
    passages: list[Passage]  # evidence passages
    chunks: list[Passage]  # AlignScore chunks (~350 tokens)
    references: list[str]  # raw reference entries, never evidence
    kind: str = "pdf"  # pdf | markdown | text
    page_count: int | None = None

    def page_at(self, offset: int) -> int | None:
        if not self.pages:
            return None
        starts = [page.char_start for page in self.pages]
        return self.pages[max(bisect.bisect_right(starts, offset) - 1, 0)].number

    def section_path(self, index: int | None) -> tuple[str, ...]:
        return section_path(self.sections, index)

    def find_section(self, name: str) -> Section | None:
        """The first section whose title (numbering aside) matches ``name``, case-insensitively."""
        from .pdf.structure import heading_key

        wanted = heading_key(name)
        return next((s for s in self.sections if heading_key(s.title) == wanted), None)

    def granularity(self, granularity: str) -> list[Passage]:
        if granularity == "evidence":
            return self.passages
        if granularity == "chunk":
            return self.chunks
        raise ValueError(f"unknown granularity {granularity!r} (use 'evidence' or 'chunk')")

    # -- (de)serialisation for the cache -------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        def passages(items: list[Passage]) -> list[list[Any]]:
            # Text is a slice of the document text; store offsets only.
            return [[p.page_start, p.page_end, list(p.section), p.char_start, p.char_end, p.appendix] for p in items]

        return {
            "doc_id": self.doc_id, "title": self.title, "abstract": self.abstract, "text": self.text,
            "sections": [asdict(s) for s in self.sections], "pages": [asdict(p) for p in self.pages],
            "passages": passages(self.passages), "chunks": passages(self.chunks),
            "references": self.references, "kind": self.kind, "page_count": self.page_count,
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any], path: Path) -> "SourceDocument":
        text = data["text"]
        doc_id = data["doc_id"]

        def passages(items: list[list[Any]], kind: str) -> list[Passage]:
            return [
                Passage(doc_id, index, text[start:end], ps, pe, tuple(section), start, end, kind, bool(appendix))
                for index, (ps, pe, section, start, end, appendix) in enumerate(items)
            ]

        return cls(
            doc_id=doc_id, path=path, title=data["title"], abstract=data["abstract"],
            sections=[Section(**s) for s in data["sections"]], text=text,
            pages=[PageSpan(**p) for p in data["pages"]],
            passages=passages(data["passages"], "evidence"), chunks=passages(data["chunks"], "chunk"),
            references=list(data["references"]), kind=data["kind"], page_count=data["page_count"],
        )


@dataclass(frozen=True)
class SearchHit:
    passage: Passage
    score: float  # fused RRF score
    bm25_rank: int | None
    dense_rank: int | None
    path: Path
    cosine: float | None = None  # the query's cosine to the passage (None: BM25 only)


def content_hash(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def build_document(data: bytes, path: Path, config: "Config", pool: "PagePool | None" = None) -> SourceDocument:
    """Parse bytes into a SourceDocument (no cache). Raises SourceError.

    ``pool``: the page workers a batch of PDFs shares (``EvidenceIndex.load_many``)."""
    doc_id = content_hash(data)
    suffix = path.suffix.lower()
    if data[:1024].lstrip().startswith(b"%PDF") or suffix == ".pdf":
        return _build_pdf(data, doc_id, path, config, pool)
    if suffix in TEXT_SUFFIXES or _looks_like_text(data):
        try:
            text = data.decode("utf-8-sig")
        except UnicodeDecodeError as error:
            raise SourceError(f"not valid UTF-8 text (byte 0x{data[error.start]:02x} at offset {error.start})") from None
        text = text.replace("\r\n", "\n").replace("\r", "\n")
        markdown = TEXT_SUFFIXES.get(suffix, False)
        assembly, title, references = assemble_plain(text, markdown=markdown, references_headings=config.references_headings)
        if not any(paragraph.evidence for paragraph in assembly.paragraphs):
            raise SourceError("the file has no text")
        return _document(doc_id, path, assembly, title or path.stem, references, "markdown" if markdown else "text", None)
    raise SourceError(f"unsupported source type '{suffix or 'no extension'}' (use PDF, .txt or .md)")


def _looks_like_text(data: bytes) -> bool:
    return b"\x00" not in data[:8192]


def _build_pdf(data: bytes, doc_id: str, path: Path, config: "Config", pool: "PagePool | None") -> SourceDocument:
    from .pdf import PdfError, parse_pdf
    from .pdf.assemble import assemble_pdf

    try:
        parsed = parse_pdf(data, max_pages=config.index.max_pages, timeout=config.index.timeout,
                           processes=config.index.parse_processes(), pool=pool)
    except PdfError as error:
        raise SourceError(error.reason) from None
    assembly, references = assemble_pdf(parsed, config.references_headings)
    if not any(paragraph.evidence for paragraph in assembly.paragraphs):
        raise SourceError("no body text found in the PDF")
    return _document(doc_id, path, assembly, parsed.title, references, "pdf", parsed.page_count)


MAX_SOURCE_CHARACTERS = 3_000_000  # ~1,000 dense pages; bounds passage building and embedding


def _document(
    doc_id: str, path: Path, assembly: Assembly, title: str, references: list[str], kind: str, page_count: int | None
) -> SourceDocument:
    if len(assembly.text) > MAX_SOURCE_CHARACTERS:  # an 8 KB PDF can inflate to megabytes of one string
        raise SourceError(f"its text is {len(assembly.text) / 1e6:.1f} million characters, over the limit of "
                          f"{MAX_SOURCE_CHARACTERS / 1e6:g} million (about 1,000 pages)")
    passages, chunks = build_passages(doc_id, assembly)
    pages = [
        PageSpan(number, start, assembly.page_starts[i + 1] if i + 1 < len(assembly.page_starts) else len(assembly.text))
        for i, (start, number) in enumerate(zip(assembly.page_starts, assembly.page_numbers))
    ]
    abstract_parts = [
        assembly.text[p.start : p.end]
        for p in assembly.paragraphs
        if p.section is not None and assembly.sections[p.section].role == "abstract" and p.evidence
    ]
    return SourceDocument(
        doc_id=doc_id, path=path, title=title.strip(), abstract="\n\n".join(abstract_parts),
        sections=list(assembly.sections), text=assembly.text, pages=pages, passages=passages, chunks=chunks,
        references=references, kind=kind, page_count=page_count,
    )


# Reasons that depend on the configuration, not on the file: never cached.
_CONFIG_DEPENDENT = ("index.max-pages", "index.timeout", "limit")


@dataclass(frozen=True)
class _Unparsed:
    """A source's bytes read but not parsed yet (``EvidenceIndex.load_many`` parses these together)."""

    resolved: Path
    stamp: tuple[int, int]
    data: bytes = field(repr=False)
    doc_id: str  # the content hash: the cache's key


class EvidenceIndex:
    """Loads sources (cached) and searches their passages. Thread-safe; one per linter."""

    reads_files = True  # an EvidenceIndexLike that loads and embeds (engine/index_protocol.py)

    def __init__(
        self,
        config: "Config",
        *,
        embedder_factory: Callable[[], "TextEncoder | None"] | None = None,
        cache: Cache | None = None,
        use_cache: bool = True,
    ) -> None:
        self.config = config
        if embedder_factory is None:
            def embedder_factory() -> "TextEncoder":
                from .embedding import load_embedder

                return load_embedder(device=config.model.device, cache_dir=cache_directory(config))
        self._embedder_factory = embedder_factory
        self._embedder: TextEncoder | None = None
        self._embedder_loaded = False
        self.embedder_error: str | None = None
        self.cache: Cache | None = (cache if cache is not None else Cache(cache_directory(config))) if use_cache else None
        self._lock = threading.RLock()  # documents, vectors, retrievers
        self._embedder_lock = threading.RLock()  # the model's (slow) load waits on this one only
        self._by_path: dict[Path, tuple[tuple[int, int], SourceDocument]] = {}
        self._by_id: dict[str, SourceDocument] = {}
        self._failures: dict[Path, tuple[tuple[int, int], str]] = {}
        self._vectors: dict[tuple[str, str], np.ndarray] = {}
        self._retrievers: OrderedDict[tuple[Any, ...], tuple[HybridRetriever, list[tuple[SourceDocument, Passage]]]] = OrderedDict()
        self._parser_version: str | None = None

    @property
    def parser_version(self) -> str:
        """Everything that changes parse results: code version, tokenizer, references headings."""
        if self._parser_version is None:
            tokenizer_id = token_counter()[0]
            headings = hashlib.sha1("|".join(self.config.references_headings).encode()).hexdigest()[:8]
            self._parser_version = f"{PARSER_VERSION}/{tokenizer_id}/{headings}"
        return self._parser_version

    @property
    def documents(self) -> list[SourceDocument]:
        with self._lock:
            return list(self._by_id.values())

    # -- loading ------------------------------------------------------------------

    def load(self, path: Path | str, *, embed: Sequence[str] = ()) -> SourceDocument:
        """The source at ``path``, from memory, the cache, or parsed now. Raises SourceError.

        ``embed`` names granularities whose vectors should be computed now (``rblint
        index`` does this ahead of time); otherwise vectors are made at first search.
        """
        path = expand_home(path)
        resolved, stamp = self._stat(path)
        with self._lock:
            known = self._remembered(resolved, stamp, path) or self._read(resolved, stamp, path)
            document = known if isinstance(known, SourceDocument) else self._parse(known, path)
        for granularity in embed:
            self.vectors(document, granularity)
        return document

    def load_many(
        self,
        paths: Sequence[Path],
        *,
        before_parsing: Callable[[], None] | None = None,
        loaded: Callable[[Path, "SourceDocument | Exception"], None] | None = None,
        parse: bool = True,
    ) -> dict[Path, "SourceDocument | Exception"]:
        """Each source of ``paths`` (keyed as given), or the SourceError saying why not (any
        other exception a parse raised is that source's alone, too).

        Sources in memory or the cache come at once; the others are parsed together, their
        pages read by one :class:`~rblint.engine.pdf.workers.PagePool`, while this process
        is free: ``before_parsing`` runs first when anything must be parsed (a cold lint
        run starts the embedding model's load there, so the import overlaps the parse).
        ``loaded`` is called with each path and its document (or the error) as it is done,
        in this thread. With ``parse=False`` a source that is in neither gets
        :class:`NotReadYet` and nothing is parsed.
        """
        results: dict[Path, SourceDocument | Exception] = {}
        pending: list[tuple[Path, Path, _Unparsed]] = []  # as given, as shown, its bytes
        for given in dict.fromkeys(paths):
            path = expand_home(given)
            found: SourceDocument | _Unparsed | Exception
            try:
                resolved, stamp = self._stat(path)
                with self._lock:
                    found = self._remembered(resolved, stamp, path) or self._read(resolved, stamp, path)
            except Exception as error:  # noqa: BLE001 - SourceError, or a bug: that source's alone
                found = error
            if isinstance(found, _Unparsed) and not parse:
                found = NotReadYet(path)
            if isinstance(found, _Unparsed):
                pending.append((given, path, found))
                continue
            results[given] = found
            if loaded is not None:
                loaded(given, found)
        if not pending:
            return results
        if before_parsing is not None:
            before_parsing()
        processes = self.config.index.parse_processes()
        # One process asked for (index.processes = 1): every page here, one source at a time.
        shared = processes > 1 and (len(pending) > 1 or before_parsing is not None)
        from .pdf.workers import PagePool

        with PagePool(processes) if shared else nullcontext() as pool, \
                ThreadPoolExecutor(max_workers=min(len(pending), 2 * processes) if shared else 1,
                                   thread_name_prefix="rblint-source") as threads:
            futures = {threads.submit(self._parse, unparsed, shown, pool): given for given, shown, unparsed in pending}
            for future in as_completed(futures):
                given = futures[future]
                try:
                    results[given] = future.result()
                except Exception as error:  # noqa: BLE001 - SourceError, or a bug: that source's alone
                    results[given] = error
                if loaded is not None:
                    loaded(given, results[given])
        return {given: results[given] for given in dict.fromkeys(paths)}

    def _stat(self, path: Path) -> tuple[Path, tuple[int, int]]:
        """The resolved path and its (size, mtime) stamp, after the checks any read needs."""
        from .safe_read import mode_refusal, resolve_safely

        try:
            resolved = resolve_safely(path)  # a link loop: stat says so below, in one line
            stat = resolved.stat()
        except FileNotFoundError:
            raise SourceError("file not found", path) from None
        except OSError as error:
            raise SourceError(f"cannot read ({error.strerror or error})", path) from None
        refused = mode_refusal(stat.st_mode)
        if refused is not None:
            raise SourceError(refused, path)
        limit = self.config.index.max_file_mb
        if stat.st_size > limit * 1024 * 1024:
            raise SourceError(f"file is {stat.st_size / 1048576:.1f} MB, more than index.max-file-mb = {limit:g}", path)
        return resolved, (stat.st_size, stat.st_mtime_ns)

    def _remembered(self, resolved: Path, stamp: tuple[int, int], shown: Path) -> SourceDocument | None:
        """The document this index already holds for an unchanged file (caller holds the lock);
        a failure that depends on the file (e.g. a time-out) is raised again until it changes."""
        memo = self._by_path.get(resolved)
        if memo is not None and memo[0] == stamp:
            return memo[1]
        failed = self._failures.get(resolved)
        if failed is not None and failed[0] == stamp:
            raise SourceError(failed[1], shown)
        return None

    def _read(self, resolved: Path, stamp: tuple[int, int], shown: Path) -> "SourceDocument | _Unparsed":
        """The file's document from the cache (remembered), or its bytes still to be parsed."""
        from .safe_read import FileRefused, read_bytes

        try:
            data = read_bytes(resolved, "source", limit_mb=self.config.index.max_file_mb)
        except FileRefused as error:
            raise SourceError(error.reason, shown) from None
        unparsed = _Unparsed(resolved, stamp, data, content_hash(data))
        cached = self.cache.get_document(unparsed.doc_id, self.parser_version) if self.cache else None
        if cached is not None:
            if "error" in cached:
                self._failures[resolved] = (stamp, cached["error"])
                raise SourceError(cached["error"], shown)
            try:
                document = SourceDocument.from_dict(cached, shown)
            except (KeyError, TypeError, ValueError, IndexError):
                return unparsed  # an entry from a broken write: parse again
            self._remember(unparsed, document)
            return document
        return unparsed

    def _parse(self, unparsed: "_Unparsed", shown: Path, pool: "PagePool | None" = None) -> SourceDocument:
        """Parse, cache and remember one source (any thread). Raises SourceError."""
        parser = self.parser_version
        try:
            document = build_document(unparsed.data, shown, self.config, pool)
        except SourceError as error:
            if self.cache and not any(marker in error.reason for marker in _CONFIG_DEPENDENT):
                self.cache.put_document(unparsed.doc_id, parser, {"error": error.reason})
            with self._lock:
                self._failures[unparsed.resolved] = (unparsed.stamp, error.reason)
            raise SourceError(error.reason, shown) from None
        if self.cache:
            self.cache.put_document(unparsed.doc_id, parser, document.to_dict())
        with self._lock:
            self._remember(unparsed, document)
        return document

    def _remember(self, unparsed: "_Unparsed", document: SourceDocument) -> None:
        self._by_path[unparsed.resolved] = (unparsed.stamp, document)
        self._by_id[document.doc_id] = document

    # -- embeddings ---------------------------------------------------------------

    def embedder(self) -> "TextEncoder | None":
        """The embedder, loaded on first use; None (BM25 only) when it cannot be loaded."""
        with self._embedder_lock:
            if not self._embedder_loaded:
                self._embedder_loaded = True
                try:
                    self._embedder = self._embedder_factory()
                except Exception as error:  # model missing or broken: degrade to BM25
                    self.embedder_error = str(error) or type(error).__name__
                    logger.warning("dense retrieval disabled: %s", self.embedder_error)
                    self._embedder = None
            return self._embedder

    def start_loading_embedder(self) -> threading.Thread:
        """Load the embedding model in a thread, now (a cold run overlaps it with parsing).

        Not a daemon: a run that ends first waits for the import rather than leaving it
        half done at interpreter exit. A failure is left for the first real use to report.
        """
        def load() -> None:
            embedder = self.embedder()
            try:
                if embedder is not None:
                    embedder.load()
            except Exception:  # noqa: BLE001 - the first encode meets it again and reports it
                pass

        thread = threading.Thread(target=load, name="rblint-model-load")
        thread.start()
        return thread

    def _encode(self, embedder: "TextEncoder", texts: list[str], *, passages: bool = False) -> np.ndarray | None:
        """Vectors for ``texts``; None, and BM25 only from then on, when the model cannot load
        (a lazily loading embedder fails here, not when it is built)."""
        encode = embedder.encode_passages if passages else embedder.encode
        try:
            return np.asarray(encode(texts), dtype=np.float32)
        except Exception as error:  # noqa: BLE001 - model missing or broken: degrade to BM25
            with self._embedder_lock:
                self.embedder_error = str(error) or type(error).__name__
                self._embedder = None
            logger.warning("dense retrieval disabled: %s", self.embedder_error)
            return None

    def prepare_search(self, queries: Sequence[str], documents: Sequence[SourceDocument],
                       granularity: str = "chunk") -> None:
        """Embed what a batch of searches will need, up front: the documents' passages (from
        the cache when warm) and all queries in one batch (a cached embedder then answers
        each search from memory; a warm run finds them on disk)."""
        embedder = self.embedder()
        if embedder is None or not queries:
            return
        for document in documents:
            self.vectors(document, granularity)
        embedder = self.embedder()  # None when the model failed to load just now
        if embedder is not None:
            self._encode(embedder, list(dict.fromkeys(queries)))

    def model_id(self) -> str | None:
        embedder = self.embedder()
        if embedder is None:
            return None
        return embedder.model_id or type(embedder).__name__

    def results_version(self) -> str | None:
        """The parser and the embedding model (BM25 alone where none loads): see the protocol."""
        return f"{self.parser_version}|{self.model_id() or 'bm25'}"

    def vectors(self, document: SourceDocument, granularity: str = "evidence") -> np.ndarray | None:
        passages = document.granularity(granularity)
        embedder = self.embedder()
        if embedder is None:
            return None
        key = (document.doc_id, granularity)
        with self._lock:
            if key in self._vectors:
                return self._vectors[key]
        model = self.model_id() or "none"
        vectors = self.cache.get_vectors(document.doc_id, self.parser_version, model, granularity) if self.cache else None
        if vectors is None or len(vectors) != len(passages):
            vectors = self._encode(embedder, [p.text for p in passages], passages=True)  # cached per document
            if vectors is None:
                return None
            if vectors.ndim != 2 or len(vectors) != len(passages):
                vectors = vectors.reshape(len(passages), -1)
            if self.cache:
                self.cache.put_vectors(document.doc_id, self.parser_version, model, granularity, vectors)
        with self._lock:
            self._vectors[key] = vectors
        return vectors

    # -- search -------------------------------------------------------------------

    def search(
        self,
        query: str,
        k: int = 5,
        documents: Sequence[SourceDocument | Path | str] | None = None,
        granularity: str = "evidence",
    ) -> list[SearchHit]:
        """Top ``k`` passages for ``query`` by BM25 + dense reciprocal rank fusion.

        ``documents``: SourceDocuments or paths (loaded; SourceError propagates), or None
        for the whole library: every loaded source plus the configured ``papers``.
        """
        if granularity not in GRANULARITIES:
            raise ValueError(f"unknown granularity {granularity!r} (use 'evidence' or 'chunk')")
        if documents is None:
            docs = self._library()
        else:
            docs = [d if isinstance(d, SourceDocument) else self.load(d) for d in documents]
        docs = list({doc.doc_id: doc for doc in docs}.values())
        if not docs or not query.strip() or k <= 0:
            return []
        retriever, entries = self._retriever(docs, granularity)
        embedder = self.embedder()
        query_vector = None
        if embedder is not None and retriever.vectors is not None:
            encoded = self._encode(embedder, [query])
            query_vector = encoded[0] if encoded is not None else None
        ranked = retriever.search(query, k, query_vector)
        return [
            SearchHit(entries[r.position][1], r.score, r.bm25_rank, r.dense_rank, entries[r.position][0].path, r.cosine)
            for r in ranked
        ]

    def _library(self) -> list[SourceDocument]:
        for paper in self.config.papers:
            candidates = sorted(paper.rglob("*")) if paper.is_dir() else [paper]
            for candidate in candidates:
                if candidate.is_file() and candidate.suffix.lower() in SOURCE_SUFFIXES:
                    try:
                        self.load(candidate)
                    except SourceError:
                        continue
        return self.documents

    def _retriever(
        self, docs: list[SourceDocument], granularity: str
    ) -> tuple[HybridRetriever, list[tuple[SourceDocument, Passage]]]:
        key = (tuple(sorted(doc.doc_id for doc in docs)), granularity, self.model_id())
        with self._lock:
            if key in self._retrievers:
                self._retrievers.move_to_end(key)
                return self._retrievers[key]
        entries = [(doc, passage) for doc in docs for passage in doc.granularity(granularity)]
        matrices = [self.vectors(doc, granularity) for doc in docs]
        vectors = None
        if entries and all(m is not None for m in matrices):
            vectors = np.vstack([m for m in matrices if m is not None and len(m)]) if any(len(m) for m in matrices if m is not None) else None
        retriever = HybridRetriever([p.text for _, p in entries], vectors)
        with self._lock:
            self._retrievers[key] = (retriever, entries)
            while len(self._retrievers) > 8:
                self._retrievers.popitem(last=False)
        return retriever, entries
