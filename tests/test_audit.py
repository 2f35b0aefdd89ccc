"""``rblint audit``: the same rows as ``rblint --format json`` / ``check-claims`` on each input
alone, in one process and on a local Ray; resumable; bad inputs and lost workers cost
only themselves."""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path
from typing import Any

import pytest

from pdf_factory import library_paper
from rblint.app import run

TESTS = Path(__file__).resolve().parent
TOPICS = [
    ["dropout", "regularisation", "variance", "dropout", "generalisation", "pruning", "noise", "compute"],
    ["attention", "translation", "alignment", "attention", "fluency", "recurrence", "length", "memory"],
]


def make_corpus(root: Path) -> None:
    (root / "papers").mkdir()
    for number, words in enumerate(TOPICS, start=1):
        (root / "papers" / f"p{number}.pdf").write_bytes(library_paper(number, words))
    (root / "papers" / "broken.pdf").write_bytes(b"%PDF-1.7\nnot really a pdf\n")
    # The project is the config file's folder: the drafts cite ../papers/ inside it. (Without a
    # config the project would be each draft's own folder, and ../papers outside it.)
    (root / "rblint.toml").write_text("# the corpus root is the project\n", encoding="utf-8")
    drafts = root / "drafts"
    drafts.mkdir()
    references = ('[1]: ../papers/p1.pdf "Study 1"\n[2]: ../papers/p2.pdf "Study 2"\n'
                  '[3]: ../papers/broken.pdf "Broken"\n')
    texts = {
        "a.md": "# A\n\nResults show that dropout improves generalisation by 3 percent [1].\n"
                "We study attention together with translation in setting 2 [2].\n\n" + references,
        "b.md": "# B\n\nResults show that attention improves fluency by 9 percent [2].\n"
                "Prior work on pruning did not consider noise [1]. Something else entirely [3].\n\n" + references,
        "c.md": "# C\n\nThe variance effect was measured 4 times across sites [1]. Bananas [7].\n\n" + references,
    }
    for name, text in texts.items():
        (drafts / name).write_text(text, encoding="utf-8")
    (drafts / "garbage.md").write_bytes(b"\x00\x01binary\x00" * 10)  # not a draft: an error row
    claims = [
        {"id": 1, "claim": "Dropout improves generalisation by 3 percent.", "source_path": "papers/p1.pdf"},
        {"id": "two", "claim": "Attention improves fluency by 9 percent.", "source_path": "papers/p2.pdf"},
        {"id": 3, "claim": "Anything at all.", "source_path": "papers/missing.pdf"},
        {"id": 4, "claim": "Recurrence was not considered.", "source": "Prior work on recurrence did not consider length."},
    ]
    (root / "claims.jsonl").write_text("".join(json.dumps(item) + "\n" for item in claims), encoding="utf-8")
    (root / "malformed.jsonl").write_text('{"id": 1, "claim": "no source"\n', encoding="utf-8")


@pytest.fixture()
def corpus(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    make_corpus(tmp_path)
    monkeypatch.chdir(tmp_path)  # rows show paths relative to the working directory, as `rblint` does
    return tmp_path


def rblint(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = run(list(args))
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def alone(capsys: pytest.CaptureFixture[str], root: Path) -> dict[str, list[dict]]:
    """What each input gives on its own: `rblint --format json` and `rblint check-claims`."""
    expected: dict[str, list[dict]] = {}
    for draft in sorted((root / "drafts").glob("[abc].md")):
        code, out, err = rblint(capsys, "--format", "json", "--backend", "overlap", str(draft.relative_to(root)))
        assert code in (0, 1), err
        expected[f"drafts/{draft.name}"] = json.loads(out)
    code, out, err = rblint(capsys, "check-claims", "claims.jsonl", "--backend", "overlap")
    assert code == 0, err
    expected["claims.jsonl"] = [json.loads(line) for line in out.splitlines()]
    return expected


def audited(root: Path, output: str) -> dict[str, list[dict]]:
    rows: dict[str, list[dict]] = {}
    for line in (root / output / "findings.jsonl").read_text().splitlines():
        row = json.loads(line)
        rows.setdefault(row.pop("input"), []).append(row)
    for line in (root / output / "claims.jsonl").read_text().splitlines():
        row = json.loads(line)
        if row["input"] == "claims.jsonl":
            row.pop("input"), row.pop("line")
            rows.setdefault("claims.jsonl", []).append(row)
    return rows


def errors(root: Path, output: str) -> dict[str, str]:
    return {row["input"]: row["error"] for row in map(json.loads, (root / output / "errors.jsonl").read_text().splitlines())}


def check_against_alone(corpus: Path, output: str, expected: dict[str, list[dict]]) -> None:
    rows = audited(corpus, output)
    for name, wanted in expected.items():
        assert rows.get(name, []) == wanted, name
    failed = errors(corpus, output)
    assert set(failed) == {"drafts/garbage.md", "malformed.jsonl"}
    assert "binary file" in failed["drafts/garbage.md"] and "not valid JSON" in failed["malformed.jsonl"]


@pytest.mark.slow
def test_audit_in_one_process_equals_each_input_alone_and_resumes(corpus: Path, capsys: pytest.CaptureFixture[str]) -> None:
    expected = alone(capsys, corpus)
    assert any(item["code"] == "RB002" for item in expected["drafts/c.md"])  # the corpus has findings
    assert any(item["code"] == "RB003" for item in expected["drafts/b.md"])  # and an unreadable cited PDF
    assert [item["label"] for item in expected["claims.jsonl"]].count("ERROR") == 1
    code, _out, err = rblint(capsys, "audit", "drafts", "claims.jsonl", "malformed.jsonl", "-o", "out", "--backend", "overlap")
    assert code == 1, err  # two inputs became error rows; the others are all there
    check_against_alone(corpus, "out", expected)
    run_info = json.loads((corpus / "out" / "run.json").read_text())
    assert run_info["inputs"] == 6 and run_info["checked"] == 6 and run_info["executor"] == "local"
    assert run_info["model_ids"] and run_info["rows"]["errors"] == 2
    claim_rows = [json.loads(line) for line in (corpus / "out" / "claims.jsonl").read_text().splitlines()]
    assert any(row["input"] == "drafts/a.md" and row["label"] in ("SUPPORTED", "UNSUPPORTED") for row in claim_rows)
    try:
        import pyarrow.parquet as pq
    except ImportError:  # without the `ray` extra: JSON Lines only, and run.json says so
        assert run_info["parquet"] is False and not (corpus / "out" / "findings.parquet").exists()
    else:
        table = pq.read_table(corpus / "out" / "findings.parquet")
        assert table.num_rows == sum(len(rows) for name, rows in expected.items() if name.startswith("drafts/"))
        assert pq.read_table(corpus / "out" / "claims.parquet").num_rows == len(claim_rows)
    stored = {path: path.stat().st_mtime_ns for path in (corpus / "out" / "units").iterdir()}
    # A re-run does no work: every unit is found, none is written again.
    code, _out, err = rblint(capsys, "audit", "drafts", "claims.jsonl", "malformed.jsonl", "-o", "out", "--backend", "overlap")
    assert code == 1 and "6 from an earlier run" in err
    assert json.loads((corpus / "out" / "run.json").read_text())["checked"] == 0
    assert {path: path.stat().st_mtime_ns for path in (corpus / "out" / "units").iterdir()} == stored
    check_against_alone(corpus, "out", expected)
    # An edited draft is the only one checked again.
    (corpus / "drafts" / "a.md").write_text((corpus / "drafts" / "a.md").read_text() + "\nMore text [9].\n")
    code, _out, err = rblint(capsys, "audit", "drafts", "claims.jsonl", "malformed.jsonl", "-o", "out", "--backend", "overlap")
    assert json.loads((corpus / "out" / "run.json").read_text())["checked"] == 1, err


@pytest.mark.slow
def test_an_interrupted_audit_keeps_finished_units(corpus: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from audit_helpers import InterruptedWorker
    from rblint.audit.executors import LocalExecutor
    from rblint.audit.pipeline import Audit
    from rblint.audit.worker import AuditSettings

    settings = AuditSettings(overrides={"model": {"backend": "overlap"}}, backend="overlap", cwd=corpus)
    audit = Audit(settings, corpus / "out")
    units = audit.discover([Path("drafts")])
    monkeypatch.setenv("RBLINT_TEST_INTERRUPT_AT", "c.md")
    with pytest.raises(KeyboardInterrupt):
        with LocalExecutor(settings, worker_class=InterruptedWorker) as executor:
            audit.run(executor, audit.pending(units))
    left = Audit(settings, corpus / "out").pending(units)
    assert [unit.path.name for unit in left] == ["c.md", "garbage.md"]  # a.md and b.md were kept


def test_audit_without_ray_installed_is_one_line(corpus: Path, capsys: pytest.CaptureFixture[str],
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "ray", None)  # import ray -> ImportError
    code, _out, err = rblint(capsys, "audit", "drafts", "-o", "out", "--ray", "--fast")
    assert code == 2 and err.strip() == 'error: Ray is not installed: pip install "rblint[ray]" (or run without --ray)'


def test_audit_usage_errors(corpus: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (corpus / "taken").write_text("a file")
    code, _out, err = rblint(capsys, "audit", "drafts", "-o", "taken")
    assert code == 2 and "is a file" in err
    code, _out, err = rblint(capsys, "audit", "drafts", "-o", "taken/out", "--fast")  # below a file: one line
    assert code == 2 and err.startswith("error: taken/out: cannot create the results folder") and "Traceback" not in err
    code, _out, err = rblint(capsys, "audit", "nowhere", "-o", "out")
    assert code == 2 and "nowhere: no such file or directory" in err
    code, _out, err = rblint(capsys, "audit", "drafts", "-o", "out", "--fail-on", "error")
    assert code == 2 and "--fail-on does not apply to audit" in err
    code, _out, err = rblint(capsys, "audit", "drafts", "-o", "out", "--workers", "4")
    assert code == 2 and err.strip() == "error: --workers needs --ray (without it the audit runs in this process)"


# -- on Ray -------------------------------------------------------------------------


@pytest.fixture(scope="module")
def local_ray(tmp_path_factory: pytest.TempPathFactory):  # type: ignore[no-untyped-def]
    ray = pytest.importorskip("ray")
    flag = tmp_path_factory.mktemp("crash") / "crashed"
    saved = {name: os.environ.get(name) for name in ("PYTHONPATH", "RBLINT_TEST_CRASH_FLAG", "RBLINT_TEST_POISON")}
    # Ray's workers inherit this environment: they can import the test workers and see the flag.
    os.environ["PYTHONPATH"] = os.pathsep.join([str(TESTS), os.environ.get("PYTHONPATH", "")]).rstrip(os.pathsep)
    os.environ["RBLINT_TEST_CRASH_FLAG"] = str(flag)
    os.environ["RBLINT_TEST_POISON"] = "c.md"
    try:
        ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False, configure_logging=False)
        yield flag
    finally:
        ray.shutdown()
        for name, value in saved.items():
            if value is None:
                os.environ.pop(name, None)
            else:
                os.environ[name] = value


@pytest.mark.slow
def test_audit_on_ray_equals_each_input_alone(local_ray: Path, corpus: Path, capsys: pytest.CaptureFixture[str]) -> None:
    expected = alone(capsys, corpus)
    code, _out, err = rblint(capsys, "audit", "drafts", "claims.jsonl", "malformed.jsonl", "-o", "out",
                             "--backend", "overlap", "--ray", "--workers", "2", "--cache-dir", str(corpus / "shared-cache"))
    assert code == 1, err
    assert "on Ray with 2 workers" in err
    check_against_alone(corpus, "out", expected)
    workers = {json.loads((path).read_text())["worker"] for path in (corpus / "out" / "units").glob("*.json")}
    assert len(workers - {os.getpid()}) == 2  # both actors worked; this process only judged the malformed file
    assert (corpus / "shared-cache").is_dir()  # sources were indexed into the cache the workers share
    code, _out, err = rblint(capsys, "audit", "drafts", "claims.jsonl", "malformed.jsonl", "-o", "out",
                             "--backend", "overlap", "--ray", "--workers", "2", "--cache-dir", str(corpus / "shared-cache"))
    assert "6 from an earlier run" in err and json.loads((corpus / "out" / "run.json").read_text())["checked"] == 0
    check_against_alone(corpus, "out", expected)


@pytest.mark.slow
def test_a_lost_ray_worker_is_retried_without_losing_results(local_ray: Path, corpus: Path,
                                                           capsys: pytest.CaptureFixture[str]) -> None:
    from audit_helpers import CrashOnceWorker
    from rblint.audit.executors import RayExecutor
    from rblint.audit.pipeline import Audit
    from rblint.audit.worker import AuditSettings

    expected = alone(capsys, corpus)
    settings = AuditSettings(overrides={"model": {"backend": "overlap"}}, backend="overlap", cwd=corpus)
    audit = Audit(settings, corpus / "out")
    units = audit.discover([Path("drafts"), Path("claims.jsonl"), Path("malformed.jsonl")])
    with RayExecutor(settings, address=None, workers=2, worker_class=CrashOnceWorker) as executor:
        audit.run(executor, audit.pending(units))
    assert local_ray.exists()  # a worker did die
    audit.store.gather(units, {})
    check_against_alone(corpus, "out", expected)


@pytest.mark.slow
def test_an_input_that_kills_every_worker_becomes_an_error_row(local_ray: Path, corpus: Path) -> None:
    from audit_helpers import AlwaysCrashWorker
    from rblint.audit.executors import RayExecutor
    from rblint.audit.pipeline import Audit
    from rblint.audit.worker import AuditSettings

    settings = AuditSettings(fast=True, cwd=corpus)
    audit = Audit(settings, corpus / "out")
    units = audit.discover([Path("drafts")])
    with RayExecutor(settings, address=None, workers=2, retries=1, worker_class=AlwaysCrashWorker) as executor:
        audit.run(executor, audit.pending(units))
    audit.store.gather(units, {})
    failed = errors(corpus, "out")
    assert set(failed) == {"drafts/c.md", "drafts/garbage.md"}
    assert "the worker was lost 2 times on this input" in failed["drafts/c.md"]
    finished = {unit.path.name: audit.store.read(unit.key) for unit in units}
    assert finished["a.md"]["errors"] == [] and finished["b.md"]["errors"] == []  # the run went on


def test_audit_never_reads_outside_the_project(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    """Keying a claims file must not open what it names outside the project (a FIFO would hang)."""
    project = tmp_path / "project"
    project.mkdir()
    fifo = tmp_path / "outside.fifo"
    os.mkfifo(fifo)
    (project / "claims.jsonl").write_text(json.dumps({"id": 1, "claim": "x", "source_path": str(fifo)}) + "\n")
    monkeypatch.chdir(project)
    code, _out, err = rblint(capsys, "audit", "claims.jsonl", "-o", "out", "--backend", "overlap")
    assert code == 0, err
    row = json.loads((project / "out" / "claims.jsonl").read_text())
    assert row["label"] == "ERROR" and "not read" in row["error"] and "outside the project" in row["error"]


def test_a_long_claims_file_is_cut_into_units_and_gathered_in_order(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                                    capsys: pytest.CaptureFixture[str]) -> None:
    lines = [{"id": number, "claim": f"Setting {number} improves recall.",
              "source": f"In setting {number} recall {'improves' if number % 2 else 'drops'} by {number} points."}
             for number in range(130)]
    (tmp_path / "many.jsonl").write_text("".join(json.dumps(line) + "\n" for line in lines))
    monkeypatch.chdir(tmp_path)
    code, out, err = rblint(capsys, "check-claims", "many.jsonl", "--backend", "overlap")
    assert code == 0, err
    expected = [json.loads(line) for line in out.splitlines()]
    code, _out, err = rblint(capsys, "audit", "many.jsonl", "-o", "out", "--backend", "overlap")
    assert code == 0 and "Audited 1 input (3 units)" in err, err
    rows = [json.loads(line) for line in (tmp_path / "out" / "claims.jsonl").read_text().splitlines()]
    assert [row.pop("line") for row in rows] == list(range(1, 131))
    assert [{key: value for key, value in row.items() if key != "input"} for row in rows] == expected


def test_nothing_to_do_starts_no_ray(corpus: Path, capsys: pytest.CaptureFixture[str],
                                     monkeypatch: pytest.MonkeyPatch) -> None:
    """A re-run with every unit done asks no cluster to start (seconds, and Ray's notices)."""
    from rblint.audit import executors

    entered: list[int] = []

    class CountingRay(executors.LocalExecutor):  # stands in for Ray: runs here, counts its starts
        name = "ray"

        def __init__(self, settings: Any, **_options: Any) -> None:
            super().__init__(settings)
            self.workers = 2

        def __enter__(self) -> "CountingRay":
            entered.append(1)
            return self

    monkeypatch.setattr(executors, "RayExecutor", CountingRay)
    arguments = ("audit", "drafts", "-o", "out", "--backend", "overlap", "--ray", "--workers", "2")
    rblint(capsys, *arguments)
    assert entered == [1]
    tables = {path.name: (path.stat().st_mtime_ns, path.read_bytes()) for path in (corpus / "out").glob("*.jsonl")}
    _code, _out, err = rblint(capsys, *arguments)
    assert entered == [1] and "with nothing to check (no worker started)" in err
    # the same rows: the tables are left as they are (the re-run's cost is keying the drafts)
    assert {path.name: (path.stat().st_mtime_ns, path.read_bytes()) for path in (corpus / "out").glob("*.jsonl")} == tables
    (corpus / "out" / "findings.jsonl").unlink()  # a table that went missing is written again
    rblint(capsys, *arguments)
    assert (corpus / "out" / "findings.jsonl").read_bytes() == tables["findings.jsonl"][1]
    (corpus / "drafts" / "a.md").write_text((corpus / "drafts" / "a.md").read_text() + "\nMore text [9].\n")
    rblint(capsys, *arguments)  # new rows: new tables
    assert (corpus / "out" / "findings.jsonl").read_bytes() != tables["findings.jsonl"][1]


def test_ray_starts_offline_and_quiet(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """No usage report (offline, always) and none of Ray's start-up warnings in the terminal."""
    import logging
    import types

    seen: dict[str, object] = {}
    fake = types.ModuleType("ray")

    def init(**options: object) -> None:
        seen["usage_stats"] = os.environ.get("RAY_USAGE_STATS_ENABLED")
        logging.getLogger("ray._private.authentication").warning("Token authentication is disabled for this Ray cluster")

    fake.init, fake.is_initialized, fake.shutdown = init, lambda: False, lambda: None  # type: ignore[attr-defined]
    fake.remote = lambda cls: types.SimpleNamespace(options=lambda **_: None)  # type: ignore[attr-defined]
    fake.get = lambda refs: refs  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "ray", fake)
    monkeypatch.delenv("RAY_USAGE_STATS_ENABLED", raising=False)
    from rblint.audit.executors import RayExecutor
    from rblint.audit.worker import AuditSettings

    before = logging.getLogger("ray").level  # a real Ray imported earlier in this process sets its own
    executor = RayExecutor(AuditSettings(), address=None, workers=0)
    executor.__enter__()
    executor.__exit__(None, None, None)
    assert seen["usage_stats"] == "0"
    assert "Token authentication" not in capsys.readouterr().err
    assert logging.getLogger("ray").level == before  # put back as it was


def test_a_corpus_is_keyed_by_forked_processes_with_the_same_keys(corpus: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Keying reads every draft's bibliography; a large corpus does it in forked processes,
    which must give the keys (and cited sources) one process gives, in the same order."""
    import rblint.audit.pipeline as pipeline
    from rblint.audit.units import FileDigests, key_context
    from rblint.engine.workspace import LinterPool

    if "fork" not in __import__("multiprocessing").get_all_start_methods():
        pytest.skip("no fork on this platform: keying stays in one process")
    drafts = sorted((corpus / "drafts").glob("*.md"))
    pool = LinterPool(None, {})
    jobs = []
    for draft in drafts:
        linter = pool.linter_for(draft)
        jobs.append(pipeline._DraftJob(draft, linter, key_context(linter.config, FileDigests(), library=True)))
    alone = pipeline.draft_units(jobs, FileDigests())  # fewer than the threshold: here
    monkeypatch.setattr(pipeline, "PARALLEL_KEYING_FROM", 2)
    monkeypatch.setattr(pipeline.os, "cpu_count", lambda: 2)
    forked = pipeline.draft_units(jobs, FileDigests())
    assert [(unit.path, unit.key, unit.sources) for unit in forked] == [(unit.path, unit.key, unit.sources) for unit in alone]
    assert len({unit.key for unit in alone}) == len(drafts) and any(unit.sources for unit in alone)
