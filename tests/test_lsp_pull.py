"""Pull diagnostics: a client that can pull and be told to re-pull gets no pushes."""

from __future__ import annotations


import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

from lsp_helpers import TEST_SERVER, add_client_handlers, make_project, open_draft, wait_for

pytestmark = pytest.mark.asyncio(loop_scope="module")


def pulling_capabilities() -> types.ClientCapabilities:
    """VS Code's profile plus pull diagnostics with refresh (as current VS Code has)."""
    capabilities = client_capabilities("visual-studio-code")
    assert capabilities.text_document is not None and capabilities.workspace is not None
    capabilities.text_document.diagnostic = types.DiagnosticClientCapabilities(dynamic_registration=False)
    capabilities.workspace.diagnostics = types.DiagnosticWorkspaceClientCapabilities(refresh_support=True)
    return capabilities


@pytest_lsp.fixture(config=ClientServerConfig(server_command=TEST_SERVER), scope="module")
async def client(lsp_client: LanguageClient, tmp_path_factory: pytest.TempPathFactory):
    add_client_handlers(lsp_client)
    root = tmp_path_factory.mktemp("pull")
    make_project(root)
    lsp_client.root = root  # type: ignore[attr-defined]
    result = await lsp_client.initialize_session(
        types.InitializeParams(
            capabilities=pulling_capabilities(),
            root_uri=root.as_uri(),
            initialization_options={"server": {"instant-debounce": 0.01, "model-delay": 0.05}},
        )
    )
    lsp_client.advertised = result.capabilities.diagnostic_provider  # type: ignore[attr-defined]
    yield
    await lsp_client.shutdown_session()


async def pull(client: LanguageClient, uri: str, previous: str | None = None):
    return await client.text_document_diagnostic_async(
        types.DocumentDiagnosticParams(text_document=types.TextDocumentIdentifier(uri=uri), previous_result_id=previous)
    )


async def test_pull_serves_both_phases_and_refreshes(client: LanguageClient) -> None:
    assert client.advertised is not None
    uri = open_draft(client, client.root / "draft.md")
    report = await pull(client, uri)  # answered once the instant phase is in
    assert isinstance(report, types.RelatedFullDocumentDiagnosticReport)
    assert "RB901" in {str(item.code) for item in report.items}
    # the model phase asks the client to pull again
    await wait_for(lambda: client.diagnostic_refresh_count > 0, what="workspace/diagnostic/refresh")

    async def model_in() -> bool:
        current = await pull(client, uri)
        return isinstance(current, types.RelatedFullDocumentDiagnosticReport) and "RB951" in {str(i.code) for i in current.items}

    for _ in range(100):
        if await model_in():
            break
    else:
        raise AssertionError("the model phase never appeared in a pull")
    full = await pull(client, uri)
    unchanged = await pull(client, uri, full.result_id)
    assert isinstance(unchanged, types.RelatedUnchangedDocumentDiagnosticReport)
    # nothing was pushed: the editor would otherwise show everything twice
    assert uri not in client.diagnostics


async def test_pull_for_an_unknown_document_is_empty(client: LanguageClient) -> None:
    report = await pull(client, (client.root / "nope.md").as_uri())
    assert isinstance(report, types.RelatedFullDocumentDiagnosticReport) and not report.items
