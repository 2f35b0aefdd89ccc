"""End-to-end language-server tests with pytest-lsp, as VS Code and as Neovim.

The server is the real one with test-only rules (tests/lsp_testserver.py): RB901
(instant) and RB951 (model, word overlap against the cited source file).
"""

from __future__ import annotations

import ast
import asyncio
import os
import uuid
from pathlib import Path
from typing import Any

import pytest
import pytest_lsp
from lsprotocol import types
from pygls.exceptions import JsonRpcException
from pytest_lsp import ClientServerConfig, LanguageClient

from rblint.server.convert import normalise_encoding
from lsp_helpers import (
    add_client_handlers,
    DRAFT,
    SOURCES,
    PROFILES,
    TEST_SERVER,
    apply_text_edits,
    codes,
    edits_for,
    full_change,
    incremental_change,
    initialize_params,
    make_project,
    open_draft,
    position_of,
    wait_for,
)

# One server per client profile for the whole module (starting one costs seconds);
# every test works on its own project folder, and tests that change settings restore them.
pytestmark = pytest.mark.asyncio(loop_scope="module")

LOG = Path(os.environ.get("PYTEST_LSP_LOG_DIR", "/tmp")) / f"rblint-lsp-test-{os.getpid()}.log"


@pytest_lsp.fixture(
    config=ClientServerConfig(server_command=TEST_SERVER, server_env={**os.environ, "RBLINT_TEST_LOG": str(LOG), "RBLINT_TEST_NOISE": "1"}),
    params=PROFILES,
    scope="module",
)
async def server(lsp_client: LanguageClient, request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory):
    LOG.write_text("")
    add_client_handlers(lsp_client)
    root = tmp_path_factory.mktemp("workspace")
    result = await lsp_client.initialize_session(initialize_params(request.param, root, OPTIONS))
    lsp_client.encoding = normalise_encoding(result.capabilities.position_encoding)  # type: ignore[attr-defined]
    yield
    await lsp_client.shutdown_session()


OPTIONS = {"server": {"instant-debounce": 0.01, "model-delay": 0.05}}


@pytest.fixture
def client(server: LanguageClient, tmp_path: Path) -> LanguageClient:
    """The module's client, pointed at a fresh project folder for this test."""
    make_project(tmp_path)
    server.root = tmp_path  # type: ignore[attr-defined]
    server.messages.clear()
    return server


async def raw_request(client: LanguageClient, method: str, params: Any) -> Any:
    """Send params exactly as given (a plain dict), bypassing the client's typed serialisation."""
    from concurrent.futures import Future

    protocol = client.protocol
    msg_id = f"raw-{uuid.uuid4()}"
    future: Future[Any] = Future()
    protocol._request_futures[msg_id] = future
    protocol._result_types[msg_id] = None
    protocol._send_data({"jsonrpc": "2.0", "id": msg_id, "method": method, "params": params})
    return await asyncio.wait_for(asyncio.wrap_future(future), 10)


def command_of(action: types.CodeAction | types.Command) -> types.Command:
    """lsprotocol's client-side hook structures any code action that has a ``command``
    key as a Command, stringifying the nested object; undo that here."""
    if isinstance(action, types.CodeAction):
        assert action.command is not None
        return action.command
    if isinstance(action.command, str) and action.command.startswith("{"):
        raw = ast.literal_eval(action.command)
        return types.Command(title=raw["title"], command=raw["command"], arguments=raw.get("arguments"))
    return action


def both_phases(client: LanguageClient, uri: str) -> bool:
    found = codes(client, uri)
    return "RB901" in found and "RB951" in found


async def test_open_receives_instant_then_model_diagnostics(client: LanguageClient) -> None:
    uri = open_draft(client, client.root / "draft.md")
    await wait_for(lambda: both_phases(client, uri), what="both phases")
    diagnostics = client.diagnostics[uri]
    invented = next(item for item in diagnostics if item.code == "RB901")
    start = DRAFT.index("[9]")
    assert invented.range.start == position_of(DRAFT, start)
    assert invented.range.end == position_of(DRAFT, start + 3)
    assert invented.severity == types.DiagnosticSeverity.Error
    assert invented.source == "rblint"
    unsupported = [item for item in diagnostics if item.code == "RB951"]
    # only the cats sentence is unsupported by its source; the [9] one has no source at all
    assert len(unsupported) == 1
    cats = DRAFT.index("Cats sleep")
    assert unsupported[0].range.start == position_of(DRAFT, cats)
    assert unsupported[0].data["phase"] == "model"
    # the model phase reported progress and the client saw it end
    reports = [value for values in client.progress_reports.values() for value in values]
    begun = [value for value in reports if isinstance(value, types.WorkDoneProgressBegin)]
    assert begun and begun[0].title == "rblint" and "sentences" in (begun[0].message or "")
    assert isinstance(reports[-1], types.WorkDoneProgressEnd)
    # bibliography files and papers are watched where the client lets the server ask
    watched = client.capabilities.workspace.did_change_watched_files
    if watched and watched.dynamic_registration:
        registration = next(item for item in client.registrations if item.method == "workspace/didChangeWatchedFiles")
        globs = {watcher["globPattern"] if isinstance(watcher, dict) else watcher.glob_pattern for watcher in registration.register_options["watchers"]} if isinstance(registration.register_options, dict) else {w.glob_pattern for w in registration.register_options.watchers}
        assert {"**/*.bib", "**/*.pdf", "**/rblint.toml"} <= globs


async def test_edit_moves_and_clears_diagnostics_and_rechecks_only_changed_sentence(client: LanguageClient) -> None:
    uri = open_draft(client, client.root / "draft.md")
    await wait_for(lambda: both_phases(client, uri), what="both phases")
    checked_before = LOG.read_text().splitlines()
    assert any("Cats sleep" in line for line in checked_before)
    # insert a line at the top: every diagnostic moves down, nothing is re-checked
    text = incremental_change(client, uri, 2, DRAFT, 0, 0, "Intro line.\n")
    await wait_for(
        lambda: all(item.range.start.line >= 3 for item in client.diagnostics.get(uri, [])) and both_phases(client, uri),
        what="diagnostics to move",
    )
    # replace the invented marker: RB901 goes away, RB951 stays on the cats sentence
    start = text.index("[9]")
    text = incremental_change(client, uri, 3, text, start, start + 3, "[1]")
    await wait_for(lambda: codes(client, uri) == ["RB951"], what="RB901 to clear")
    cats = next(item for item in client.diagnostics[uri] if item.code == "RB951")
    assert cats.range.start == position_of(text, text.index("Cats sleep"))
    await wait_for(lambda: len(LOG.read_text().splitlines()) > len(checked_before), what="edited sentence re-checked")
    rechecked = LOG.read_text().splitlines()[len(checked_before) :]
    # only the edited sentence went back through the model rule
    assert rechecked and all("Bananas" in line for line in rechecked), rechecked


async def test_hover_on_marker_and_on_sentence(client: LanguageClient) -> None:
    uri = open_draft(client, client.root / "draft.md")
    await wait_for(lambda: both_phases(client, uri), what="both phases")
    marker = DRAFT.index("[1]") + 1
    hover = await client.text_document_hover_async(
        types.HoverParams(text_document=types.TextDocumentIdentifier(uri=uri), position=position_of(DRAFT, marker))
    )
    assert hover is not None
    value = hover.contents.value
    assert "Attention paper" in value and "Tester" in value and "2024" in value and "a.txt" in value
    # the best passage comes from the (fake) evidence index: the matching line, its page
    assert "Transformers improve machine translation quality on benchmarks" in value
    assert "p. 2" in value
    # hover on the unsupported sentence shows the model rule's evidence
    cats = DRAFT.index("warm keyboards")
    hover = await client.text_document_hover_async(
        types.HoverParams(text_document=types.TextDocumentIdentifier(uri=uri), position=position_of(DRAFT, cats))
    )
    assert hover is not None
    value = hover.contents.value
    assert "Support score: **0.00**" in value and "§ Results" in value
    assert any(line in value for line in SOURCES["b.txt"].splitlines())
    # a heading has no hover
    nothing = await client.text_document_hover_async(
        types.HoverParams(text_document=types.TextDocumentIdentifier(uri=uri), position=types.Position(line=0, character=2))
    )
    assert nothing is None


async def test_quick_fixes_apply(client: LanguageClient) -> None:
    uri = open_draft(client, client.root / "draft.md")
    await wait_for(lambda: both_phases(client, uri), what="both phases")
    marker = DRAFT.index("[9]")
    actions = await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=uri),
            range=types.Range(start=position_of(DRAFT, marker + 1), end=position_of(DRAFT, marker + 1)),
            context=types.CodeActionContext(diagnostics=[]),
        )
    )
    titles = [action.title for action in actions]
    assert "Cite [1] instead" in titles and "Disable RB901 for this line" in titles
    fix = next(action for action in actions if action.title == "Cite [1] instead")
    fixed = apply_text_edits(DRAFT, edits_for(fix.edit, uri), client.encoding)
    assert "Bananas contain potassium [1]." in fixed and "[9]" not in fixed
    disable = next(action for action in actions if action.title == "Disable RB901 for this line")
    disabled = apply_text_edits(DRAFT, edits_for(disable.edit, uri), client.encoding)
    line = disabled.splitlines()[2]
    assert line == "<!-- rblint-disable-next-line RB901 -->", disabled
    # the model rule's fix swaps in the source that supports the sentence, and offers the page
    cats = DRAFT.index("Cats sleep")
    actions = await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=uri),
            range=types.Range(start=position_of(DRAFT, cats), end=position_of(DRAFT, cats + 4)),
            context=types.CodeActionContext(diagnostics=[]),
        )
    )
    swap = next(action for action in actions if action.title.startswith("Cite [3]"))
    assert swap.is_preferred
    swapped = apply_text_edits(DRAFT, edits_for(swap.edit, uri), client.encoding)
    assert "Cats sleep on warm keyboards [3]." in swapped
    opener = next(command_of(action) for action in actions if action.title.startswith("Open c.txt at page"))
    assert opener.command == "rblint.openSource"
    target = await client.workspace_execute_command_async(
        types.ExecuteCommandParams(command=opener.command, arguments=opener.arguments)
    )
    assert target == (client.root / "papers" / "c.txt").as_uri() + "#page=1"
    if client.capabilities.window and client.capabilities.window.show_document:
        assert client.shown_documents[-1].uri == target and client.shown_documents[-1].external
    # after applying the swap, the model diagnostic goes away
    full_change(client, uri, 2, swapped)
    await wait_for(lambda: codes(client, uri) == ["RB901"], what="RB951 to clear after the fix")
    # and the disable comment silences RB901
    disabled = apply_text_edits(swapped, [types.TextEdit(range=types.Range(start=position_of(swapped, swapped.index("Transformers")), end=position_of(swapped, swapped.index("Transformers"))), new_text="<!-- rblint-disable-next-line RB901 -->\n")], "utf-16")
    full_change(client, uri, 3, disabled)
    await wait_for(lambda: codes(client, uri) == [], what="RB901 to be suppressed")


async def test_code_lens_reports_summary_after_model_phase(client: LanguageClient) -> None:
    uri = open_draft(client, client.root / "draft.md")
    await wait_for(lambda: both_phases(client, uri), what="both phases")

    async def lens_title() -> str:
        lenses = await client.text_document_code_lens_async(
            types.CodeLensParams(text_document=types.TextDocumentIdentifier(uri=uri))
        )
        assert lenses and lenses[0].range.start.line == 0
        return lenses[0].command.title

    title = await lens_title()
    assert "4 cited sentences" in title and "1 flagged" in title, title
    breakdown = await client.workspace_execute_command_async(
        types.ExecuteCommandParams(command="rblint.showScoreBreakdown", arguments=[uri])
    )
    assert len(breakdown["per_sentence"]) == 4
    flagged = [item for item in breakdown["per_sentence"] if item["findings"]]
    assert len(flagged) == 1 and "Cats" in flagged[0]["sentence"]


async def test_configuration_change_relints(client: LanguageClient) -> None:
    uri = open_draft(client, client.root / "draft.md")
    await wait_for(lambda: both_phases(client, uri), what="both phases")
    client.workspace_did_change_configuration(
        types.DidChangeConfigurationParams(settings={"rblint": {"thresholds": {"support": 0.0}}})
    )
    await wait_for(lambda: codes(client, uri) == ["RB901"], what="RB951 to clear at threshold 0")
    # an empty notification (no settings, none to pull) keeps the current settings
    client.workspace_did_change_configuration(types.DidChangeConfigurationParams(settings=None))
    await asyncio.sleep(1.5)  # a re-lint with wiped settings would bring RB951 back by now
    assert codes(client, uri) == ["RB901"]
    # a broken value: the user is told which key, and linting goes on with defaults
    client.workspace_did_change_configuration(
        types.DidChangeConfigurationParams(settings={"rblint": {"thresholds": {"support": 7}}})
    )
    # (other messages may come first: wait for the one naming the key)
    await wait_for(lambda: any("thresholds.support" in message.message for message in client.messages),
                   what="showMessage naming the key")
    await wait_for(lambda: both_phases(client, uri), what="defaults back")
    client.workspace_did_change_configuration(types.DidChangeConfigurationParams(settings={"rblint": OPTIONS}))


async def test_config_file_error_is_shown_with_file_and_key(client: LanguageClient) -> None:
    (client.root / "rblint.toml").write_text("[thresholds]\nsupport = 'high'\n")
    uri = open_draft(client, client.root / "draft.md")
    await wait_for(lambda: client.messages, what="showMessage")
    message = client.messages[0].message
    assert "rblint.toml" in message and "thresholds.support" in message
    await wait_for(lambda: both_phases(client, uri), what="lint with defaults")


async def test_touching_a_paper_relints(client: LanguageClient) -> None:
    uri = open_draft(client, client.root / "draft.md")
    await wait_for(lambda: both_phases(client, uri), what="both phases")
    paper = client.root / "papers" / "b.txt"
    paper.write_text("Cats sleep on warm keyboards, and dogs bark.\n")
    client.workspace_did_change_watched_files(
        types.DidChangeWatchedFilesParams(
            changes=[types.FileEvent(uri=paper.as_uri(), type=types.FileChangeType.Changed)]
        )
    )
    await wait_for(lambda: codes(client, uri) == ["RB901"], what="RB951 to clear after the paper changed")


async def test_malformed_requests_do_not_crash(client: LanguageClient) -> None:
    uri = open_draft(client, client.root / "draft.md")
    await wait_for(lambda: both_phases(client, uri), what="both phases")
    unknown = (client.root / "nope.md").as_uri()
    assert await client.text_document_hover_async(
        types.HoverParams(text_document=types.TextDocumentIdentifier(uri=unknown), position=types.Position(line=0, character=0))
    ) is None
    assert not await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=unknown),
            range=types.Range(start=types.Position(line=0, character=0), end=types.Position(line=0, character=0)),
            context=types.CodeActionContext(diagnostics=[]),
        )
    )
    far = types.Position(line=10_000, character=10_000)
    await client.text_document_hover_async(types.HoverParams(text_document=types.TextDocumentIdentifier(uri=uri), position=far))
    await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=uri),
            range=types.Range(start=far, end=types.Position(line=0, character=0)),
            context=types.CodeActionContext(diagnostics=[]),
        )
    )
    with pytest.raises(JsonRpcException):
        await raw_request(client, "textDocument/hover", {"textDocument": 42})
    with pytest.raises(JsonRpcException):
        await raw_request(client, "textDocument/codeAction", {"textDocument": {"uri": uri}, "range": "everywhere"})
    with pytest.raises(JsonRpcException):
        await raw_request(client, "workspace/executeCommand", {"command": "rblint.nope"})
    await raw_request(client, "workspace/executeCommand", {"command": "rblint.showScoreBreakdown", "arguments": [7, None]})
    assert await client.workspace_execute_command_async(
        types.ExecuteCommandParams(command="rblint.openSource", arguments=[])
    ) is None
    # an edit to an unknown document and a change with a range past the end are survived
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=unknown, version=5),
            content_changes=[types.TextDocumentContentChangeWholeDocument(text="x")],
        )
    )
    # the server still answers and still lints
    full_change(client, uri, 2, DRAFT.replace("[9]", "[8]"))
    await wait_for(
        lambda: any("[8]" in item.message for item in client.diagnostics.get(uri, [])), what="lint after bad requests"
    )


async def test_positions_use_the_negotiated_encoding(client: LanguageClient) -> None:
    text = "# Ünïcödé 😀\n\nÉmoji 😀 claims about cats [7].\n\n[1]: papers/a.txt \"A\"\n"
    path = client.root / "unicode.md"
    path.write_text(text, encoding="utf-8")
    uri = open_draft(client, path)
    await wait_for(lambda: "RB901" in codes(client, uri), what="RB901")
    found = next(item for item in client.diagnostics[uri] if item.code == "RB901")
    line = text.splitlines()[2]
    prefix = line[: line.index("[7]")]
    expected = {
        "utf-8": len(prefix.encode("utf-8")),
        "utf-16": len(prefix.encode("utf-16-le")) // 2,
        "utf-32": len(prefix),
    }[client.encoding]
    assert found.range.start == types.Position(line=2, character=expected)
    assert found.range.end.character - found.range.start.character == 3


async def test_an_engine_error_is_reported_and_the_server_recovers(client: LanguageClient) -> None:
    broken = DRAFT + "\nCRASH-THE-LOADER\n"
    uri = open_draft(client, client.root / "draft.md", broken)
    await wait_for(lambda: client.messages, what="showMessage")
    assert "could not lint draft.md: RuntimeError: loader exploded" in client.messages[-1].message
    hover = await client.text_document_hover_async(
        types.HoverParams(text_document=types.TextDocumentIdentifier(uri=uri), position=position_of(DRAFT, DRAFT.index("[1]")))
    )
    assert hover is None  # nothing linted yet: an empty answer, not an error
    full_change(client, uri, 2, DRAFT)
    await wait_for(lambda: both_phases(client, uri), what="lint after the error")


# -- completion, definition, references -----------------------------------------------------


async def test_completion_offers_numbered_entries_by_recent_use(client: LanguageClient) -> None:
    uri = open_draft(client, client.root / "draft.md")
    await wait_for(lambda: "RB901" in codes(client, uri), what="instant phase")
    text = DRAFT.replace("Attention mechanisms help translation [1].", "Attention mechanisms help translation [")
    full_change(client, uri, 2, text)
    offset = text.index("translation [") + len("translation [")
    result = await client.text_document_completion_async(types.CompletionParams(
        text_document=types.TextDocumentIdentifier(uri=uri), position=position_of(text, offset)))
    assert result is not None
    items = result.items if isinstance(result, types.CompletionList) else result
    labels = [item.label for item in sorted(items, key=lambda item: item.sort_text or "")]
    assert set(labels) == {"1", "2", "3"} and labels[0] == "2"  # [2] is the most recent citation before
    first = next(item for item in items if item.label == "3")
    assert first.detail == "Tester, 2024" and "Cat paper" in first.documentation.value  # type: ignore[union-attr]


async def test_definition_jumps_to_the_entry_and_references_find_its_markers(client: LanguageClient) -> None:
    uri = open_draft(client, client.root / "draft.md")
    await wait_for(lambda: "RB901" in codes(client, uri), what="instant phase")
    marker = DRAFT.index("[1]") + 1
    location = await client.text_document_definition_async(types.DefinitionParams(
        text_document=types.TextDocumentIdentifier(uri=uri), position=position_of(DRAFT, marker)))
    assert isinstance(location, types.Location) and location.uri == uri
    assert location.range.start.line == DRAFT[:DRAFT.index("[1]: papers")].count("\n")
    found = await client.text_document_references_async(types.ReferenceParams(
        text_document=types.TextDocumentIdentifier(uri=uri), position=position_of(DRAFT, marker),
        context=types.ReferenceContext(include_declaration=False)))
    assert found is not None and len(found) == 2  # both sentences citing [1]
