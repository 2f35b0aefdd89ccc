"""The results folder of ``rblint audit``: one file per finished unit, then the tables.

``DIR/units/<key>.json`` is written atomically when a unit finishes, so an interrupted
run loses only the units in flight and a re-run skips every key already there. At the
end the units of this run's inputs are gathered, in input order, into
``findings.jsonl``, ``claims.jsonl`` and ``errors.jsonl`` (and ``.parquet`` twins when
pyarrow is installed), with ``run.json`` describing the run.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import asdict
from pathlib import Path
from typing import Any, Iterable, Sequence

from ..errors import FatalError
from ..files import replace_atomically, write_atomically
from .units import AuditUnit
from .worker import UnitResult

TABLES = ("findings", "claims", "errors")
# Nested values (a finding's fix and evidence, a claim's per-sentence breakdown) are kept as
# JSON text in Parquet: their shape varies by rule, and one column type keeps the schema stable.
NESTED = {"fix", "evidence", "sentences", "sources"}


class ResultStore:
    def __init__(self, directory: Path) -> None:
        self.directory = directory
        self.units = directory / "units"

    def prepare(self) -> None:
        try:
            self.units.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            raise FatalError(f"{self.directory}: cannot create the results folder ({error.strerror or error})") from None
        for stale in self.units.glob(".*.tmp"):  # a unit killed while being written
            stale.unlink(missing_ok=True)

    def done(self, units: Sequence[AuditUnit]) -> set[str]:
        """Keys of ``units`` whose results are already stored (and readable)."""
        return {unit.key for unit in units if self.read(unit.key) is not None}

    def write(self, result: UnitResult) -> None:
        write_atomically(self.units / f"{result.key}.json", json.dumps(asdict(result), ensure_ascii=False))

    def read(self, key: str) -> dict[str, Any] | None:
        try:
            return json.loads((self.units / f"{key}.json").read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return None  # unreadable: the unit runs again

    def _unchanged_tables(self, digest: str) -> bool | None:
        """Whether Parquet twins are there (True/False) when the tables on disk already hold
        rows with this digest, every file in place; None when they must be written."""
        try:
            previous = json.loads((self.directory / "run.json").read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return None
        if not isinstance(previous, dict) or previous.get("tables_digest") != digest:
            return None
        parquet = previous.get("parquet") is True
        if parquet != _parquet_available():
            return None
        names = [f"{name}.jsonl" for name in TABLES] + ([f"{name}.parquet" for name in TABLES] if parquet else [])
        return parquet if all((self.directory / name).is_file() for name in names) else None

    def gather(self, units: Iterable[AuditUnit], metadata: dict[str, Any]) -> dict[str, list[dict[str, Any]]]:
        """Write the tables for ``units`` (input order) and ``run.json``; returns the tables' rows."""
        rows: dict[str, list[dict[str, Any]]] = {name: [] for name in TABLES}
        model_ids: set[str] = set()
        for unit in units:
            stored = self.read(unit.key)
            if stored is None:
                rows["errors"].append({"input": str(unit.path), "kind": unit.kind, "error": "no result (the run was interrupted)"})
                continue
            rows["findings"].extend({"input": stored["input"], **row} for row in stored["findings"])
            rows["claims"].extend({"input": stored["input"], **row} for row in stored["claims"])
            rows["errors"].extend({"input": stored["input"], "kind": unit.kind, "error": message}
                                  for message in stored["errors"])
            if stored.get("model_id"):
                model_ids.add(stored["model_id"])
        digest = hashlib.sha256(json.dumps(rows, sort_keys=True, ensure_ascii=False).encode("utf-8")).hexdigest()
        parquet = self._unchanged_tables(digest)
        if parquet is None:  # a re-run with nothing new leaves the tables as they are (and skips pyarrow)
            for name, table in rows.items():
                write_atomically(self.directory / f"{name}.jsonl",
                                 "".join(json.dumps(row, ensure_ascii=False) + "\n" for row in table))
            parquet = _write_parquet(self.directory, rows)
        counts = {name: len(table) for name, table in rows.items()}
        run = {**metadata, "model_ids": sorted(model_ids), "rows": counts, "parquet": parquet, "tables_digest": digest}
        write_atomically(self.directory / "run.json", json.dumps(run, indent=2, ensure_ascii=False) + "\n")
        return rows


def _parquet_available() -> bool:
    import importlib.util

    return importlib.util.find_spec("pyarrow") is not None


def _write_parquet(directory: Path, rows: dict[str, list[dict[str, Any]]]) -> bool:
    try:
        import pyarrow as pa
        import pyarrow.parquet as pq
    except ImportError:
        return False
    for name, table in rows.items():
        table_of_rows = pa.Table.from_pylist(_columns_of_one_type(table))
        replace_atomically(directory / f"{name}.parquet",
                           lambda temporary, rows=table_of_rows: pq.write_table(rows, str(temporary)))
    return True


def _columns_of_one_type(table: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Parquet needs one type per column: nested values, and columns mixing types (a claim
    id that is a number on one line and text on another), become JSON text."""
    kinds: dict[str, set[type]] = {}
    for row in table:
        for key, value in row.items():
            if value is not None:
                kinds.setdefault(key, set()).add(type(value))
    as_json = {key for key, seen in kinds.items() if key in NESTED or len(seen) > 1 or seen & {dict, list}}
    return [{key: json.dumps(value, ensure_ascii=False) if key in as_json and value is not None else value
             for key, value in row.items()} for row in table]

