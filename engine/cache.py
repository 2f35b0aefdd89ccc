"""Persistent index cache: one SQLite file, safe for several processes at once.

Parsed documents are keyed by (content hash, parser version); vectors additionally by
embedding model and granularity, stored as float16 blobs. Sentence vectors (a draft's
claims and queries) are keyed by (embedding model, text hash) and kept in float32, so a
warm run ranks exactly as the cold one did. RB006's attributions (which library paper an
uncited sentence restates) are kept by a key their owner computes from everything they
depend on (engine/analysis/attribution_store.py), the newest ``MAX_ATTRIBUTIONS``. SQLite gives atomic
transactions; WAL mode lets the language server read while a pre-commit run writes, and
a busy timeout makes writers wait instead of failing. A cache file that is corrupt or
from another schema version is moved aside and rebuilt under a file lock, never a crash;
if even that fails, the cache turns itself off and the linter just parses again.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import sqlite3
import threading
import time
import zlib
from pathlib import Path
from typing import Any, Callable, Iterator, TypeVar

import numpy as np

T = TypeVar("T")

SCHEMA_VERSION = 3  # 2: sentence_vectors; 3: attributions (a version-2 file gains the table, keeps the rest)
FILE_NAME = "index-v1.sqlite3"
TABLES = ("meta", "documents", "vectors", "sentence_vectors", "attributions")
MAX_ATTRIBUTIONS = 20_000  # ~3 KB each: an editing session stores each version of a sentence it re-reads
logger = logging.getLogger(__name__)


def default_cache_dir() -> Path:
    from platformdirs import user_cache_dir

    return Path(user_cache_dir("rblint", appauthor=False))


class Cache:
    """Get and put parsed documents and passage vectors. Every method swallows database
    errors (logging them) after one rebuild attempt: a cache must never break linting."""

    def __init__(self, directory: Path | None = None, *, busy_timeout: float = 30.0) -> None:
        self.directory = Path(directory) if directory is not None else default_cache_dir()
        self.path = self.directory / FILE_NAME
        self.busy_timeout = busy_timeout
        self.disabled_reason: str | None = None
        self.read_only = False  # a cache we may not write (a shared, read-only folder) is still read
        self._local = threading.local()
        self._lock = threading.Lock()
        self._ready = False

    # -- connection management ------------------------------------------------

    def _connect(self) -> sqlite3.Connection:
        if self.read_only:
            # mode=ro sees the write-ahead log too; a folder we cannot write at all may refuse
            # the WAL index, and then the main file alone (immutable) is what there is.
            for query in ("mode=ro", "mode=ro&immutable=1"):
                try:
                    connection = sqlite3.connect(f"{self.path.resolve().as_uri()}?{query}", uri=True,
                                                 isolation_level=None, check_same_thread=False)
                    connection.execute("SELECT count(*) FROM sqlite_master").fetchone()
                    return connection
                except sqlite3.Error:
                    continue
            raise sqlite3.OperationalError("cannot open the cache read-only")
        connection = sqlite3.connect(self.path, timeout=self.busy_timeout, isolation_level=None, check_same_thread=False)
        connection.execute(f"PRAGMA busy_timeout = {int(self.busy_timeout * 1000)}")
        mode = connection.execute("PRAGMA journal_mode = WAL").fetchone()
        if mode is None:
            raise sqlite3.DatabaseError("cannot set journal mode")
        connection.execute("PRAGMA synchronous = NORMAL")
        return connection

    def _connection(self) -> sqlite3.Connection | None:
        if self.disabled_reason:
            return None
        connection: sqlite3.Connection | None = getattr(self._local, "connection", None)  # per thread
        if connection is not None and self._ready:
            return connection
        with self._lock:
            try:
                connection = self._open_checked()
            except (sqlite3.Error, OSError) as error:
                self._disable(f"cannot open cache {self.path}: {error}")
                return None
            self._local.connection = connection
            self._ready = True
            return connection

    def _open_checked(self) -> sqlite3.Connection:
        try:
            self.directory.mkdir(parents=True, exist_ok=True)
            connection = self._connect()
            self._ensure_schema(connection)
            return connection
        except (sqlite3.OperationalError, PermissionError) as error:
            if not _is_read_only_error(error) or not self.path.is_file():
                if isinstance(error, PermissionError):
                    raise
                logger.warning("rblint cache %s unusable (%s); rebuilding it", self.path, error)
            else:
                self.read_only = True
                logger.info("rblint cache %s is read-only (%s): reading it, writing nothing", self.path, error)
                connection = self._connect()
                self._ensure_schema(connection)
                return connection
        except sqlite3.DatabaseError as error:
            logger.warning("rblint cache %s unusable (%s); rebuilding it", self.path, error)
        with _file_lock(self.directory / (FILE_NAME + ".lock")):
            # Another process may have rebuilt it while we waited for the lock.
            try:
                connection = self._connect()
                self._ensure_schema(connection)
                return connection
            except sqlite3.DatabaseError:
                pass
            self._move_aside()
            connection = self._connect()
            self._ensure_schema(connection)
            return connection

    def _ensure_schema(self, connection: sqlite3.Connection) -> None:
        row = None
        try:
            row = connection.execute("SELECT value FROM meta WHERE key = 'schema'").fetchone()
        except sqlite3.OperationalError as error:
            if "no such table" not in str(error):
                raise
        if row is not None and row[0] == str(SCHEMA_VERSION) and self._tables_present(connection):
            return
        if self.read_only:
            raise sqlite3.DatabaseError("read-only cache with another schema")
        with self._transaction(connection):
            row = None
            with contextlib.suppress(sqlite3.OperationalError):
                row = connection.execute("SELECT value FROM meta WHERE key = 'schema'").fetchone()
            if row is not None and row[0] == str(SCHEMA_VERSION) and self._tables_present(connection):
                return  # another process created it meanwhile
            if row is not None and row[0] == "2" and self._tables_present(connection, TABLES[:-1]):
                _create_attributions(connection)  # the parsed library is worth keeping
                connection.execute("UPDATE meta SET value = ? WHERE key = 'schema'", (str(SCHEMA_VERSION),))
                return
            for table in TABLES:
                connection.execute(f"DROP TABLE IF EXISTS {table}")
            connection.execute("CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)")
            connection.execute(
                "CREATE TABLE documents (doc_id TEXT NOT NULL, parser TEXT NOT NULL, data BLOB NOT NULL,"
                " created REAL NOT NULL, PRIMARY KEY (doc_id, parser))"
            )
            connection.execute(
                "CREATE TABLE vectors (doc_id TEXT NOT NULL, parser TEXT NOT NULL, model TEXT NOT NULL,"
                " granularity TEXT NOT NULL, rows INTEGER NOT NULL, dim INTEGER NOT NULL, data BLOB NOT NULL,"
                " PRIMARY KEY (doc_id, parser, model, granularity))"
            )
            connection.execute(
                "CREATE TABLE sentence_vectors (model TEXT NOT NULL, text_hash TEXT NOT NULL, dim INTEGER NOT NULL,"
                " data BLOB NOT NULL, PRIMARY KEY (model, text_hash))"
            )
            _create_attributions(connection)
            connection.execute("INSERT INTO meta VALUES ('schema', ?)", (str(SCHEMA_VERSION),))

    @staticmethod
    def _tables_present(connection: sqlite3.Connection, tables: tuple[str, ...] = TABLES) -> bool:
        """All tables there: a cache whose documents table was dropped is rebuilt, not disabled."""
        names = {row[0] for row in connection.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
        return set(tables) <= names

    @contextlib.contextmanager
    def _transaction(self, connection: sqlite3.Connection) -> Iterator[None]:
        connection.execute("BEGIN IMMEDIATE")
        try:
            yield
        except BaseException:
            connection.execute("ROLLBACK")
            raise
        else:
            connection.execute("COMMIT")

    def _move_aside(self) -> None:
        stamp = f"{int(time.time())}-{os.getpid()}"
        for suffix in ("", "-wal", "-shm"):
            source = Path(str(self.path) + suffix)
            if source.exists():
                with contextlib.suppress(OSError):
                    source.replace(Path(str(self.path) + suffix + f".corrupt-{stamp}"))
                with contextlib.suppress(OSError):
                    source.unlink()
        # Keep at most the newest broken copy for a bug report.
        broken = sorted(self.directory.glob(FILE_NAME + "*.corrupt-*"))
        for old in broken[:-3]:
            with contextlib.suppress(OSError):
                old.unlink()

    def _disable(self, reason: str) -> None:
        self.disabled_reason = reason
        logger.warning("rblint cache disabled: %s", reason)

    def _run(self, action: Callable[[sqlite3.Connection], T], default: T, *, write: bool = False) -> T:
        """Run ``action(connection)``; on a database error rebuild once, then give up quietly.
        A write to a read-only cache is skipped (the cache stays usable for reading)."""
        for attempt in range(2):
            connection = self._connection()
            if connection is None or (write and self.read_only):
                return default
            try:
                return action(connection)
            except sqlite3.DatabaseError as error:
                with contextlib.suppress(Exception):
                    connection.close()
                self._local.connection = None
                self._ready = False
                if attempt == 1:
                    self._disable(f"{self.path}: {error}")
        return default

    def close(self) -> None:
        connection = getattr(self._local, "connection", None)
        if connection is not None:
            with contextlib.suppress(Exception):
                connection.close()
        self._local.connection = None
        self._ready = False

    # -- documents -------------------------------------------------------------

    def get_document(self, doc_id: str, parser: str) -> dict[str, Any] | None:
        def action(connection: sqlite3.Connection) -> dict[str, Any] | None:
            row = connection.execute(
                "SELECT data FROM documents WHERE doc_id = ? AND parser = ?", (doc_id, parser)
            ).fetchone()
            if row is None:
                return None
            try:
                data: dict[str, Any] = json.loads(zlib.decompress(row[0]))
                return data
            except (zlib.error, ValueError):
                return None  # a damaged row: parse again and overwrite it

        return self._run(action, None)

    def put_document(self, doc_id: str, parser: str, data: dict[str, Any]) -> None:
        blob = zlib.compress(json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode("utf-8"), 6)

        def action(connection: sqlite3.Connection) -> None:
            with self._transaction(connection):
                connection.execute(
                    "INSERT OR REPLACE INTO documents VALUES (?, ?, ?, ?)", (doc_id, parser, blob, time.time())
                )

        self._run(action, None, write=True)

    # -- vectors ----------------------------------------------------------------

    def get_vectors(self, doc_id: str, parser: str, model: str, granularity: str) -> np.ndarray | None:
        def action(connection: sqlite3.Connection) -> np.ndarray | None:
            row = connection.execute(
                "SELECT rows, dim, data FROM vectors WHERE doc_id = ? AND parser = ? AND model = ? AND granularity = ?",
                (doc_id, parser, model, granularity),
            ).fetchone()
            if row is None:
                return None
            rows, dim, data = row
            if len(data) != rows * dim * 2:
                return None
            return np.frombuffer(data, dtype=np.float16).reshape(rows, dim).astype(np.float32)

        return self._run(action, None)

    def put_vectors(self, doc_id: str, parser: str, model: str, granularity: str, vectors: np.ndarray) -> None:
        array = np.ascontiguousarray(vectors, dtype=np.float16)
        rows, dim = (array.shape[0], array.shape[1]) if array.ndim == 2 else (0, 0)

        def action(connection: sqlite3.Connection) -> None:
            with self._transaction(connection):
                connection.execute(
                    "INSERT OR REPLACE INTO vectors VALUES (?, ?, ?, ?, ?, ?, ?)",
                    (doc_id, parser, model, granularity, rows, dim, array.tobytes()),
                )

        self._run(action, None, write=True)

    # -- sentence vectors ---------------------------------------------------------

    def get_sentence_vectors(self, model: str, hashes: list[str]) -> dict[str, np.ndarray]:
        """The cached vectors among ``hashes`` (text hashes), by hash."""
        def action(connection: sqlite3.Connection) -> dict[str, np.ndarray]:
            found: dict[str, np.ndarray] = {}
            for start in range(0, len(hashes), 500):
                part = hashes[start : start + 500]
                rows = connection.execute(
                    f"SELECT text_hash, dim, data FROM sentence_vectors WHERE model = ? AND text_hash IN "
                    f"({','.join('?' * len(part))})", (model, *part),
                ).fetchall()
                for text_hash, dim, data in rows:
                    if len(data) == dim * 4:
                        found[text_hash] = np.frombuffer(data, dtype=np.float32).copy()
            return found

        return self._run(action, {}) if hashes else {}

    def put_sentence_vectors(self, model: str, items: dict[str, np.ndarray]) -> None:
        rows = [(model, text_hash, int(vector.shape[-1]), np.ascontiguousarray(vector, dtype=np.float32).tobytes())
                for text_hash, vector in items.items()]

        def action(connection: sqlite3.Connection) -> None:
            with self._transaction(connection):
                connection.executemany("INSERT OR REPLACE INTO sentence_vectors VALUES (?, ?, ?, ?)", rows)

        if rows:
            self._run(action, None, write=True)

    # -- attributions ---------------------------------------------------------------

    def get_attributions(self, keys: list[str]) -> dict[str, Any]:
        """The stored records among ``keys``, by key (a damaged row is left out: a miss)."""
        def action(connection: sqlite3.Connection) -> dict[str, Any]:
            found: dict[str, Any] = {}
            for start in range(0, len(keys), 500):
                part = keys[start : start + 500]
                rows = connection.execute(
                    f"SELECT key, data FROM attributions WHERE key IN ({','.join('?' * len(part))})", part
                ).fetchall()
                for key, data in rows:
                    with contextlib.suppress(zlib.error, ValueError):
                        found[key] = json.loads(zlib.decompress(data))
            return found

        return self._run(action, {}) if keys else {}

    def put_attributions(self, items: dict[str, Any]) -> None:
        """Store records by key; beyond ``MAX_ATTRIBUTIONS`` the oldest go."""
        now = time.time()
        rows = [(key, zlib.compress(json.dumps(record, separators=(",", ":")).encode("utf-8"), 6), now)
                for key, record in items.items()]

        def action(connection: sqlite3.Connection) -> None:
            with self._transaction(connection):
                connection.executemany("INSERT OR REPLACE INTO attributions VALUES (?, ?, ?)", rows)
                count = connection.execute("SELECT COUNT(*) FROM attributions").fetchone()[0]
                if count > MAX_ATTRIBUTIONS:
                    connection.execute("DELETE FROM attributions WHERE key IN (SELECT key FROM attributions"
                                       " ORDER BY created LIMIT ?)", (count - MAX_ATTRIBUTIONS,))

        if rows:
            self._run(action, None, write=True)

    def stats(self) -> dict[str, int]:
        def action(connection: sqlite3.Connection) -> dict[str, int]:
            documents = connection.execute("SELECT COUNT(*) FROM documents").fetchone()[0]
            vectors = connection.execute("SELECT COUNT(*) FROM vectors").fetchone()[0]
            return {"documents": int(documents), "vector_sets": int(vectors)}

        return self._run(action, {"documents": 0, "vector_sets": 0})


def _create_attributions(connection: sqlite3.Connection) -> None:
    connection.execute("CREATE TABLE attributions (key TEXT PRIMARY KEY, data BLOB NOT NULL, created REAL NOT NULL)")
    connection.execute("CREATE INDEX attributions_created ON attributions (created)")


def _is_read_only_error(error: BaseException) -> bool:
    text = str(error).lower()
    return isinstance(error, PermissionError) or "readonly" in text or "read-only" in text or "unable to open" in text


@contextlib.contextmanager
def _file_lock(path: Path) -> Iterator[None]:
    """An exclusive advisory lock across processes (POSIX flock; Windows msvcrt; else none)."""
    handle = open(path, "a+b")
    unlock: Callable[[], object]
    try:
        try:
            import fcntl

            fcntl.flock(handle.fileno(), fcntl.LOCK_EX)
            unlock = lambda: fcntl.flock(handle.fileno(), fcntl.LOCK_UN)  # noqa: E731
        except ImportError:  # pragma: no cover - Windows
            try:
                import msvcrt

                handle.seek(0)
                msvcrt.locking(handle.fileno(), msvcrt.LK_LOCK, 1)  # type: ignore[attr-defined]
                unlock = lambda: msvcrt.locking(handle.fileno(), msvcrt.LK_UNLCK, 1)  # type: ignore[attr-defined] # noqa: E731
            except (ImportError, OSError):
                unlock = lambda: None  # noqa: E731
        try:
            yield
        finally:
            with contextlib.suppress(OSError):
                unlock()
    finally:
        handle.close()
