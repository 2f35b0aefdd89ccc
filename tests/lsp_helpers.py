"""Helpers for the language-server tests: a project on disk, waiting, applying edits."""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path
from typing import Any, Callable

from lsprotocol import types
from pytest_lsp import LanguageClient, client_capabilities

TESTS = Path(__file__).resolve().parent
TEST_SERVER = [sys.executable, str(TESTS / "lsp_testserver.py")]
PROFILES = ["visual-studio-code", "neovim"]

DRAFT = """# Draft

Transformers improve machine translation quality [1]. Cats sleep on warm keyboards [2]. Bananas contain potassium [9].

Attention mechanisms help translation [1].

[1]: papers/a.txt "Attention paper"
[2]: papers/b.txt "Dog paper"
[3]: papers/c.txt "Cat paper"
"""

SOURCES = {
    "a.txt": "Abstract\nTransformers improve machine translation quality on benchmarks.\nAttention mechanisms help translation a lot.\n",
    "b.txt": "Dogs bark at strangers in the park.\nThey like long walks.\n",
    "c.txt": "Cats sleep on warm keyboards most afternoons.\n",
}


def make_project(root: Path, draft: str = DRAFT) -> Path:
    (root / "papers").mkdir(parents=True, exist_ok=True)
    for name, text in SOURCES.items():
        (root / "papers" / name).write_text(text, encoding="utf-8")
    path = root / "draft.md"
    path.write_text(draft, encoding="utf-8")
    return path


def initialize_params(profile: str, root: Path, options: Any = None) -> types.InitializeParams:
    return types.InitializeParams(
        capabilities=client_capabilities(profile),
        root_uri=root.as_uri(),
        workspace_folders=[types.WorkspaceFolder(uri=root.as_uri(), name="project")],
        initialization_options=options,
    )


def add_client_handlers(client: LanguageClient) -> None:
    """Requests the capability profiles claim to support but pytest-lsp does not answer:
    record them, so tests can check what the server asked for."""
    client.registrations = []  # type: ignore[attr-defined]
    client.refreshes = []  # type: ignore[attr-defined]

    @client.feature(types.CLIENT_REGISTER_CAPABILITY)
    def register(client_: LanguageClient, params: types.RegistrationParams) -> None:
        client.registrations.extend(params.registrations)  # type: ignore[attr-defined]

    @client.feature(types.WORKSPACE_CODE_LENS_REFRESH)
    def refresh_lens(client_: LanguageClient, params: None) -> None:
        client.refreshes.append("codeLens")  # type: ignore[attr-defined]


def open_draft(client: LanguageClient, path: Path, text: str | None = None) -> str:
    uri = path.as_uri()
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(
                uri=uri, language_id="markdown", version=1, text=text if text is not None else path.read_text()
            )
        )
    )
    return uri


async def wait_for(predicate: Callable[[], Any], timeout: float = 15.0, what: str = "condition") -> Any:
    deadline = asyncio.get_running_loop().time() + timeout
    while True:
        value = predicate()
        if value:
            return value
        if asyncio.get_running_loop().time() > deadline:
            raise AssertionError(f"timed out waiting for {what}")
        await asyncio.sleep(0.05)


def codes(client: LanguageClient, uri: str) -> list[str]:
    return sorted(str(item.code) for item in client.diagnostics.get(uri, []))


def offset_of(text: str, position: types.Position, encoding: str = "utf-16") -> int:
    """Independent of the server's converter: walk the text line by line."""
    lines = text.split("\n")
    if position.line >= len(lines):
        return len(text)
    start = sum(len(line) + 1 for line in lines[: position.line])
    units = 0
    for index, char in enumerate(lines[position.line]):
        if units >= position.character:
            return start + index
        if encoding == "utf-8":
            units += len(char.encode("utf-8"))
        elif encoding == "utf-32":
            units += 1
        else:
            units += 2 if ord(char) > 0xFFFF else 1
    return start + len(lines[position.line])


def position_of(text: str, offset: int) -> types.Position:
    """UTF-16 position of an offset (test texts are ASCII unless a test says otherwise)."""
    before = text[:offset]
    line = before.count("\n")
    column = before[before.rfind("\n") + 1 :]
    return types.Position(line=line, character=sum(2 if ord(char) > 0xFFFF else 1 for char in column))


def apply_text_edits(text: str, edits: list[types.TextEdit], encoding: str = "utf-16") -> str:
    resolved = sorted(
        ((offset_of(text, edit.range.start, encoding), offset_of(text, edit.range.end, encoding), edit.new_text) for edit in edits),
        reverse=True,
    )
    for start, end, new_text in resolved:
        text = text[:start] + new_text + text[end:]
    return text


def edits_for(edit: types.WorkspaceEdit, uri: str) -> list[types.TextEdit]:
    found: list[types.TextEdit] = []
    if edit.changes:
        found.extend(edit.changes.get(uri, []))
    for change in edit.document_changes or []:
        if isinstance(change, types.TextDocumentEdit) and change.text_document.uri == uri:
            found.extend(item for item in change.edits if isinstance(item, types.TextEdit))
    return found


def full_change(client: LanguageClient, uri: str, version: int, text: str) -> None:
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=version),
            content_changes=[types.TextDocumentContentChangeWholeDocument(text=text)],
        )
    )


def incremental_change(client: LanguageClient, uri: str, version: int, text: str, start: int, end: int, new_text: str) -> str:
    """Send one ranged change and return the new text."""
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=version),
            content_changes=[
                types.TextDocumentContentChangePartial(
                    range=types.Range(start=position_of(text, start), end=position_of(text, end)), text=new_text
                )
            ],
        )
    )
    return text[:start] + new_text + text[end:]
