"""`rblint lsp` with the real RB005: a reversed finding is squiggled, and both hovers quote
the source sentence that says the opposite (the overlap backend: no model decides)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient

from lsp_helpers import add_client_handlers, codes, initialize_params, open_draft, position_of, wait_for

pytestmark = pytest.mark.asyncio

SOURCE = "Attention improves the translation of long sentences on every benchmark we tried.\n"
DRAFT = """# Notes

Attention does not improve the translation of long sentences on the benchmarks [1].

## References

[1]: papers/attention.txt "Attention Is All You Need"
"""


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[sys.executable, "-m", "rblint", "lsp"]))
async def client(lsp_client: LanguageClient, tmp_path: Path):
    add_client_handlers(lsp_client)
    (tmp_path / "papers").mkdir()
    (tmp_path / "papers" / "attention.txt").write_text(SOURCE)
    (tmp_path / "draft.md").write_text(DRAFT)
    options = {"select": ["RB005"], "model": {"backend": "overlap"}}
    await lsp_client.initialize_session(initialize_params("visual-studio-code", tmp_path, options))
    lsp_client.root = tmp_path  # type: ignore[attr-defined]
    yield
    await lsp_client.shutdown_session()


async def hover_at(client: LanguageClient, uri: str, offset: int) -> str:
    hover = await client.text_document_hover_async(
        types.HoverParams(text_document=types.TextDocumentIdentifier(uri=uri), position=position_of(DRAFT, offset)))
    assert hover is not None
    return hover.contents.value


async def test_a_reversed_finding_is_reported_and_both_hovers_quote_the_opposite(client: LanguageClient) -> None:
    uri = open_draft(client, client.root / "draft.md")
    await wait_for(lambda: "RB005" in codes(client, uri), timeout=60, what="RB005")
    (finding,) = [item for item in client.diagnostics[uri] if item.code == "RB005"]
    assert 'this sentence says "does not improve", the source "improves"' in finding.message
    sentence = await hover_at(client, uri, DRAFT.index("long sentences"))
    assert "**The source says the opposite**" in sentence and "Attention improves the translation" in sentence
    marker = await hover_at(client, uri, DRAFT.index("[1]") + 1)
    assert "**Says the opposite**" in marker and "Best supporting passage" not in marker
