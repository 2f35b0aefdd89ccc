"""`rblint lsp` itself (the console entry point) with the real default rules."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient

from lsp_helpers import add_client_handlers, apply_text_edits, codes, edits_for, initialize_params, open_draft, position_of, wait_for
from rblint.engine.registry import rule_by_code
from rblint.engine.rule import Phase

pytestmark = [
    pytest.mark.asyncio,
    pytest.mark.skipif(rule_by_code("RB002") is None, reason="RB002 is not registered yet"),
]

DRAFT = """# Notes

Attention lets a model weigh every token [1]. Bananas were first sequenced in 1993 [9].

## References

[1]: papers/attention.txt "Attention Is All You Need"
"""


def instant_codes() -> list[str]:
    from rblint.engine.registry import all_rules

    return [rule.code for rule in all_rules() if rule.phase == Phase.INSTANT]


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[sys.executable, "-m", "rblint", "lsp"]))
async def client(lsp_client: LanguageClient, tmp_path: Path):
    add_client_handlers(lsp_client)
    (tmp_path / "papers").mkdir()
    (tmp_path / "papers" / "attention.txt").write_text("Attention lets a model weigh every token of the input.\n")
    (tmp_path / "draft.md").write_text(DRAFT)
    # instant rules only: the model rules would load a model, which is the bench's business
    options = {"select": instant_codes()}
    await lsp_client.initialize_session(initialize_params("visual-studio-code", tmp_path, options))
    lsp_client.root = tmp_path  # type: ignore[attr-defined]
    yield
    await lsp_client.shutdown_session()


async def test_invented_marker_is_reported_and_removable(client: LanguageClient) -> None:
    uri = open_draft(client, client.root / "draft.md")
    await wait_for(lambda: "RB002" in codes(client, uri), what="RB002")
    invented = next(item for item in client.diagnostics[uri] if item.code == "RB002")
    start = DRAFT.index("[9]")
    assert position_of(DRAFT, start) <= invented.range.start and invented.range.end <= position_of(DRAFT, start + 3)
    assert "9" in invented.message
    actions = await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=uri),
            range=invented.range,
            context=types.CodeActionContext(diagnostics=[invented]),
        )
    )
    titles = [action.title for action in actions]
    assert "Disable RB002 for this line" in titles
    fixes = [action for action in actions if isinstance(action, types.CodeAction) and action.edit and "Disable" not in action.title]
    assert fixes, titles
    fixed = apply_text_edits(DRAFT, edits_for(fixes[0].edit, uri))
    assert "[9]" not in fixed
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=2),
            content_changes=[types.TextDocumentContentChangeWholeDocument(text=fixed)],
        )
    )
    await wait_for(lambda: "RB002" not in codes(client, uri), what="RB002 to clear after the fix")
    hover = await client.text_document_hover_async(
        types.HoverParams(text_document=types.TextDocumentIdentifier(uri=uri), position=position_of(fixed, fixed.index("[1]") + 1))
    )
    assert hover is not None and "Attention Is All You Need" in hover.contents.value
