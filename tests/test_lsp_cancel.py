"""A newer edit cancels stale model work: the model rule is slow here (0.15 s a sentence)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
import pytest_lsp
from pytest_lsp import ClientServerConfig, LanguageClient

from lsp_helpers import TEST_SERVER, add_client_handlers, codes, full_change, initialize_params, make_project, open_draft, wait_for

pytestmark = pytest.mark.asyncio

LOG = Path(os.environ.get("PYTEST_LSP_LOG_DIR", "/tmp")) / f"rblint-lsp-cancel-{os.getpid()}.log"
SENTENCES = [f"Sentence number {word} says transformers improve translation [1]." for word in
             ("one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")]
DRAFT = "# Slow\n\n" + " ".join(SENTENCES) + "\n\n[1]: papers/a.txt \"A\"\n"


@pytest_lsp.fixture(
    config=ClientServerConfig(
        server_command=TEST_SERVER,
        server_env={**os.environ, "RBLINT_TEST_LOG": str(LOG), "RBLINT_TEST_DELAY": "0.15"},
    )
)
async def client(lsp_client: LanguageClient, tmp_path: Path):
    LOG.write_text("")
    add_client_handlers(lsp_client)
    make_project(tmp_path, DRAFT)
    options = {"server": {"instant-debounce": 0.01, "model-delay": 0.01, "model-batch": 1}}
    await lsp_client.initialize_session(initialize_params("neovim", tmp_path, options))
    lsp_client.root = tmp_path  # type: ignore[attr-defined]
    yield
    await lsp_client.shutdown_session()


async def test_an_edit_cancels_the_stale_model_pass(client: LanguageClient) -> None:
    uri = open_draft(client, client.root / "draft.md")
    await wait_for(lambda: len(LOG.read_text().splitlines()) >= 2, what="the model pass to start")
    edited = DRAFT.replace("Sentence number one says", "Sentence number one EDITED says")
    full_change(client, uri, 2, edited)
    await wait_for(lambda: any("EDITED" in line for line in LOG.read_text().splitlines()), what="the new pass")
    await wait_for(lambda: len(LOG.read_text().splitlines()) >= 11, timeout=20, what="every sentence checked")
    checked = LOG.read_text().splitlines()
    # the stale pass stopped within a batch: the edited sentence was checked before the
    # original pass could reach its last sentences, and nothing was checked twice
    assert checked.index(next(line for line in checked if "EDITED" in line)) < 9, checked
    assert len(checked) == len(set(checked)) == 11, checked
    # the published model findings are those of the final text: one per sentence (each
    # shares 3 of 7 words with the source, under the 0.5 threshold), the first one
    # spanning the edited sentence
    await wait_for(lambda: codes(client, uri).count("RB951") == 10, what="the final model findings")
    first = min(client.diagnostics[uri], key=lambda item: (item.range.start.line, item.range.start.character))
    sentence = SENTENCES[0].replace("one says", "one EDITED says")
    assert first.range.end.character - first.range.start.character == len(sentence)
