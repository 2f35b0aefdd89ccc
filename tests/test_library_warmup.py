"""The editor reads the library ahead, one paper at a time: what it has read is searched at
once, the rest is never parsed by a check while the reading runs, and the end of the
reading checks the uncited sentences again (RB006 then sees every paper)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from rblint.engine.bibliography.model import Bibliography
from rblint.engine.config import Config, ModelConfig
from rblint.engine.incremental import IncrementalModelLinter
from rblint.engine.index import EvidenceIndex, NotReadYet
from rblint.engine.index_protocol import SearchOnlyIndex
from rblint.engine.library_warmup import LibraryWarmup
from rblint.engine.linter import Linter
from rblint.engine.services import Services
from rblint.rules.rb006_needs_reference import NeedsReference

from test_rb006 import CARLINI, CLAIM, TIRUMALA, FakeClassifier, library


def make_index(tmp_path: Path) -> tuple[Config, EvidenceIndex]:
    config = Config(root=tmp_path, model=ModelConfig(backend="overlap"), cache_dir=tmp_path / "cache")
    return config, EvidenceIndex(config, embedder_factory=lambda: None)  # BM25 only: no model in a unit test


def test_each_step_reads_one_paper_and_names_it(tmp_path: Path) -> None:
    _, files = library(tmp_path, {"carlini2021": CARLINI, "tirumala2022": TIRUMALA})
    broken = tmp_path / "broken.pdf"
    broken.write_bytes(b"%PDF-1.4 not really")
    _, index = make_index(tmp_path)
    warmup = LibraryWarmup(index, [files["carlini2021"], broken])
    assert warmup.add([files["carlini2021"], files["tirumala2022"]])  # one new file
    assert not warmup.add([files["tirumala2022"]]) and warmup.total == 3 and warmup.pending
    first = warmup.step()
    assert first is not None and (first.done, first.total, first.error) == (1, 3, None)
    assert first.message == "reading 1/3: Extracting training data" and first.percentage == 33
    # read now: a check that may not parse finds it; the others are not read yet
    found = index.load_many([files["carlini2021"], files["tirumala2022"]], parse=False)
    assert not isinstance(found[files["carlini2021"]], Exception)
    assert isinstance(found[files["tirumala2022"]], NotReadYet)
    second = warmup.step()
    assert second is not None and second.error and second.message.startswith("reading 2/3: broken.pdf — ")
    third = warmup.step()
    assert third is not None and third.done == 3 and not warmup.pending
    assert warmup.step() is None


def test_a_stand_in_index_gets_no_warmup() -> None:
    assert LibraryWarmup.for_index(SearchOnlyIndex()) is None


def rb006_linter(tmp_path: Path, warmup_files: list[Path]) -> tuple[Linter, LibraryWarmup]:
    config, index = make_index(tmp_path)
    warmup = LibraryWarmup(index, warmup_files)
    services = Services(config, overrides={"citation_classifier": FakeClassifier({}), "evidence_index": index,
                                           "library_warmup": warmup})
    return Linter(config, rules=[NeedsReference], services=services), warmup


def test_checks_search_the_part_read_and_the_whole_once_read(tmp_path: Path) -> None:
    bibliography, files = library(tmp_path, {"tirumala2022": TIRUMALA, "carlini2021": CARLINI})
    linter, warmup = rb006_linter(tmp_path, [files["tirumala2022"], files["carlini2021"]])
    text = f"{CLAIM}.\n\nThe weather was fine on the day of the workshop.\n"
    draft = tmp_path / "draft.md"
    runner = IncrementalModelLinter(linter)
    instant = linter.lint_text(text, draft, bibliography=bibliography, phases=[])
    plan = runner.plan(instant.draft, instant.bibliography)
    first = runner.run_batch(text, draft, instant.draft, instant.bibliography, plan.pending, plan.keys)
    assert first.diagnostics == []  # CARLINI is not read yet, and the check did not parse it
    assert isinstance(linter.services.evidence_index.load_many([files["carlini2021"]], parse=False)[files["carlini2021"]],
                      NotReadYet)
    assert runner.plan(instant.draft, instant.bibliography).pending == []  # cached while the reading goes on
    while warmup.step() is not None:
        pass
    again = runner.plan(instant.draft, instant.bibliography)
    # made on part of the library: shown meanwhile, and checked again after the edit's own sentences
    # (both sentences cite nothing: RB006 searched the library for each)
    assert again.pending == [] and [sentence.plain for sentence in again.stale] == [
        CLAIM + ".", "The weather was fine on the day of the workshop."]
    second = runner.run_batch(text, draft, instant.draft, instant.bibliography, again.stale, again.keys, refresh=True)
    (diagnostic,) = second.diagnostics
    assert diagnostic.code == "RB006" and "restates Carlini et al." in diagnostic.message
    settled = runner.plan(instant.draft, instant.bibliography)  # and then it stays
    assert settled.pending == [] and settled.stale == [] and [item.code for item in settled.reused] == ["RB006"]


def test_a_check_that_missed_no_paper_is_not_repeated(tmp_path: Path) -> None:
    bibliography, files = library(tmp_path, {"tirumala2022": TIRUMALA, "carlini2021": CARLINI})
    linter, warmup = rb006_linter(tmp_path, [files["tirumala2022"], files["carlini2021"]])
    linter.services.evidence_index.load_many(list(files.values()))  # both read already (a cited source, say)
    text = f"{CLAIM}.\n"
    draft = tmp_path / "draft.md"
    runner = IncrementalModelLinter(linter)
    instant = linter.lint_text(text, draft, bibliography=bibliography, phases=[])
    plan = runner.plan(instant.draft, instant.bibliography)
    (diagnostic,) = runner.run_batch(text, draft, instant.draft, instant.bibliography, plan.pending, plan.keys).diagnostics
    assert "restates Carlini et al." in diagnostic.message and warmup.pending
    while warmup.step() is not None:
        pass
    settled = runner.plan(instant.draft, instant.bibliography)
    assert settled.pending == [] and settled.stale == []  # nothing was missing: no second check


def test_without_a_warmup_a_check_reads_the_whole_library(tmp_path: Path) -> None:
    bibliography, _ = library(tmp_path, {"tirumala2022": TIRUMALA, "carlini2021": CARLINI})
    config, index = make_index(tmp_path)
    services = Services(config, overrides={"citation_classifier": FakeClassifier({}), "evidence_index": index})
    (diagnostic,) = Linter(config, rules=[NeedsReference], services=services).lint_text(
        f"{CLAIM}.\n", tmp_path / "draft.md", bibliography=bibliography).diagnostics
    assert "restates Carlini et al." in diagnostic.message


# -- the language server ------------------------------------------------------------

pytest_lsp = pytest.importorskip("pytest_lsp")
from lsprotocol import types  # noqa: E402
from pytest_lsp import ClientServerConfig, LanguageClient  # noqa: E402

from lsp_helpers import add_client_handlers, codes, initialize_params, open_draft, wait_for  # noqa: E402

DRAFT = f"""# Notes

{CLAIM} when they are prompted with a prefix.
"""


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[sys.executable, "-m", "rblint", "lsp"]))
async def client(lsp_client: LanguageClient, tmp_path: Path):
    add_client_handlers(lsp_client)
    folder = tmp_path / "papers"
    folder.mkdir()
    (folder / "carlini.md").write_text(CARLINI)
    (folder / "tirumala.md").write_text(TIRUMALA)
    (tmp_path / "draft.md").write_text(DRAFT)
    options = {"select": ["RB006"], "papers": ["papers"], "model": {"backend": "overlap"},
               "cache-dir": str(tmp_path / "cache")}
    await lsp_client.initialize_session(initialize_params("visual-studio-code", tmp_path, options))
    lsp_client.root = tmp_path  # type: ignore[attr-defined]
    yield
    await lsp_client.shutdown_session()


@pytest.mark.asyncio
async def test_the_server_reads_the_papers_folder_ahead_and_says_which_paper(client: LanguageClient) -> None:
    uri = open_draft(client, client.root / "draft.md")

    def messages() -> list[str]:
        reports = [value for values in client.progress_reports.values() for value in values]
        return [value.message or "" for value in reports if not isinstance(value, types.WorkDoneProgressEnd)]

    # RB006 may come from the part read first (CARLINI sorts first); the whole library follows
    await wait_for(lambda: "RB006" in codes(client, uri) and any("2/2" in item for item in messages()),
                   timeout=90, what="RB006 and the whole library read")
    (finding,) = [item for item in client.diagnostics[uri] if item.code == "RB006"]
    assert "restates" in finding.message and "Extracting training data" in finding.message
    assert "reading the library (2 papers)" in messages()
    read = sorted(message for message in messages() if message.startswith("reading ") and "/2: " in message)
    assert read == ["reading 1/2: Extracting training data", "reading 2/2: Memorization without overfitting"]
