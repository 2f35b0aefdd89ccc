"""``rblint lsp``: the pygls language server. Handlers translate; the engine decides.

State: open drafts (:class:`DocumentState`), one :class:`Workspace` (config, Linter,
model cache) per config file, and client settings. Linting runs in worker threads
(:mod:`.workers`); handlers never block on a model or a PDF. Every handler returns an
empty answer rather than raising on unknown documents or odd positions.
"""

from __future__ import annotations

import asyncio
import logging
import os
import re
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from lsprotocol import types
from pygls import uris
from pygls.exceptions import JsonRpcException, JsonRpcInvalidParams
from pygls.lsp.server import LanguageServer
from pygls.protocol import LanguageServerProtocol

from rblint import __version__
from rblint.engine.config import CONFIG_FILE_NAMES, Config, ConfigError, load_config
from rblint.engine.diagnostics import Evidence
from rblint.engine.file_kinds import WATCHED_SUFFIXES
from rblint.engine.reports import draft_report
from rblint.engine.editor import (
    OPEN_SOURCE_COMMAND,
    DraftSummary,
    cited_entries,
    code_actions,
    find_passages,
    hover_at,
    hover_target,
    known_evidence,
    summarize,
)
from rblint.engine.linter import Linter, LintResult

from rblint.engine.navigation import complete, definition, references
from rblint.engine.safe_read import resolve_safely

from .framing import FramingGuard
from .convert import PositionMapper, normalise_encoding, action_to_lsp, diagnostic_to_lsp, page_uri, workspace_edit
from rblint.engine.incremental import IncrementalModelLinter
from rblint.engine.workspace import LinterFactory, LinterPool, depends_on
from rblint.engine.library_warmup import LibraryWarmup
from .settings import OPTIONS_PREFIX, ServerOptions, split_settings
from .workers import DocumentState, Pipeline

logger = logging.getLogger(__name__)

REINDEX_COMMAND = "rblint.reindex"
BREAKDOWN_COMMAND = "rblint.showScoreBreakdown"
WATCHED_GLOBS = (*(f"**/*{suffix}" for suffix in WATCHED_SUFFIXES), *(f"**/{name}" for name in CONFIG_FILE_NAMES))
HOVER_LOOKUP_SECONDS = 2.0


SERVER_NOT_INITIALIZED = -32002  # LSP's ServerNotInitialized
INVALID_REQUEST = -32600  # JSON-RPC's InvalidRequest


class RblintProtocol(LanguageServerProtocol):
    """The LSP lifecycle, enforced: pygls accepts a second ``initialize`` (after which
    every edit was silently ignored), answers a request before ``initialize`` with
    ``null`` and one after ``shutdown`` not at all. Here: a request before
    ``initialize`` gets ServerNotInitialized, a second ``initialize`` and any request
    after ``shutdown`` get InvalidRequest, notifications outside the session are dropped
    with one log line (``exit`` always goes through).

    Also: pygls drops a request whose params do not parse without answering it; a client
    would wait forever. Answer it with InvalidParams instead."""

    _initialize_seen = False
    _shutdown_seen = False

    def handle_message(self, message: Any) -> None:
        method = getattr(message, "method", None)
        request_id = getattr(message, "id", None)
        if method is None or method == types.EXIT:
            super().handle_message(message)
            return
        if request_id is not None:  # a request
            refusal = None
            if method == types.INITIALIZE and self._initialize_seen:
                refusal = (INVALID_REQUEST, "initialize was already received")
            elif method != types.INITIALIZE and not self._initialize_seen:
                refusal = (SERVER_NOT_INITIALIZED, f"{method} before initialize")
            elif self._shutdown_seen:
                refusal = (INVALID_REQUEST, f"{method} after shutdown")
            if refusal is not None:
                self._send_response(request_id, error=types.ResponseError(code=refusal[0], message=refusal[1]))
                return
            self._initialize_seen = True
            if method == types.SHUTDOWN:
                self._shutdown_seen = True
        elif not self._initialize_seen or self._shutdown_seen:
            logger.info("dropped notification %s outside the session (before initialize or after shutdown)", method)
            return
        super().handle_message(message)

    def _handle_response(self, msg_id: Any, result: Any = None, error: Any = None) -> None:
        """A client's answer to a request the server stopped waiting for (a timed-out
        ``workspace/configuration``): pygls would try to complete the cancelled future and
        pop "Error in server: CANCELLED" in the editor. Log it instead."""
        future = self._request_futures.get(msg_id)
        if future is not None and future.done():
            self._request_futures.pop(msg_id, None)
            logger.info("ignored a late response to request %s (no longer waited for)", msg_id)
            return
        super()._handle_response(msg_id, result, error)

    def structure_message(self, data: Any) -> Any:
        try:
            return super().structure_message(data)
        except JsonRpcException as error:
            if isinstance(data, dict) and "id" in data and "method" in data:
                response = error.to_response_error()
                response.message = f"{response.message}: malformed params for {data['method']}"
                self._send_response(data["id"], error=response)
            raise


@dataclass
class Workspace:
    """Everything shared by the drafts under one config file."""

    key: str
    config: Config
    linter: Linter
    runner: IncrementalModelLinter
    options: ServerOptions
    warmup: LibraryWarmup | None = None  # the library read ahead (set by the pipeline)
    warming: bool = False  # the pipeline's reading loop runs


class RblintServer(LanguageServer):
    def __init__(self, linter_factory: LinterFactory | None = None) -> None:
        super().__init__("rblint", __version__, protocol_cls=RblintProtocol)
        self.linter_factory: LinterFactory = linter_factory or (lambda config: Linter(config))
        self.documents: dict[str, DocumentState] = {}
        self.workspaces: dict[str, Workspace] = {}
        self._linters: LinterPool | None = None  # built on first use, from the settings then in force
        self.settings: dict[str, Any] = {}
        self.options = ServerOptions()
        self.pipeline = Pipeline(self)
        self._reported: set[str] = set()
        self._pending_messages: list[tuple[str, types.MessageType]] = []
        self._initialized = False
        self._progress_count = 0
        self.pull_mode = False  # decided at initialize from the client's capabilities
        self.shutting_down = False

    def report_server_error(self, error: Exception, source: Any) -> None:
        """Malformed input was already answered with an error: log it, do not pop up."""
        if isinstance(error, (JsonRpcInvalidParams, JsonRpcException)) and isinstance(error.__cause__, Exception):
            logger.warning("rejected a malformed message: %s", error.__cause__)
            return
        super().report_server_error(error, source)

    # -- workspace and config ----------------------------------------------

    @property
    def root(self) -> Path:
        try:
            root = self.workspace.root_path
        except Exception:
            root = None
        return Path(root) if root else Path.cwd()

    def path_of(self, uri: str) -> Path:
        path = uris.to_fs_path(uri) if uri.startswith("file:") else None
        if path and "\x00" not in path:  # "file:///x%00.md" names no file: read as an untitled document
            return Path(path)
        name = uri.rsplit("/", 1)[-1].split(":")[-1] or "untitled.md"
        return self.root / name

    def apply_settings(self, raw: Any) -> None:
        """New client settings: validate, keep, drop every workspace (re-lint follows)."""
        try:
            self.settings, self.options = split_settings(raw)
        except ConfigError as error:
            self.report_once(str(error))
            return
        self.workspaces.clear()
        self._linters = None

    def workspace_for(self, state: DocumentState) -> Workspace:
        """The draft's workspace: its config file's linter (engine/workspace.py decides which,
        and falls back while a broken config is being fixed), with the editor's state."""
        if self._linters is None:
            self._linters = LinterPool(None, self.settings, prefix=OPTIONS_PREFIX, overlay_root=self.root,
                                       project_root=self.root, factory=self.linter_factory,
                                       fallback=self._fallback_config)
        key = str(self._linters.key_for(state.path))
        workspace = self.workspaces.get(key)
        if workspace is None:
            linter = self._linters.linter_for(state.path)
            workspace = Workspace(key, linter.config, linter, IncrementalModelLinter(linter), self.options)
            self.workspaces[key] = workspace
        return workspace

    def _fallback_config(self, path: Path, config_file: Path | None, error: ConfigError) -> Config:
        """Bad client settings: the file alone; a bad file: the defaults. Say which."""
        if error.path is None:  # the client's settings were wrong, the file may be fine
            try:
                config = load_config(start=path)
                self.linter_factory(config)  # the file's rule codes must name rules too
                self.report_once(f"rblint: {error} — using {config.path or 'the defaults'} until it is fixed")
                return config
            except ConfigError as file_error:
                error = file_error
        self.report_once(f"rblint configuration error: {error} — using the defaults until it is fixed")
        return Config(root=config_file.parent if config_file else self.root)

    def relint_workspace(self, workspace: Workspace) -> None:
        """Check again the open drafts of ``workspace`` (their stale sentences: the plan says which)."""
        for state in self.documents.values():
            if self.workspace_for(state) is workspace:
                self.pipeline.changed(state)

    def relint_all(self, reset: bool = False) -> None:
        if reset:
            self.workspaces.clear()
            self._linters = None
            self._reported.clear()  # a problem that comes back after a change is shown again
        for state in self.documents.values():
            self.pipeline.changed(state)

    # -- messages and progress --------------------------------------------

    def report_once(self, message: str, kind: types.MessageType = types.MessageType.Error) -> None:
        """showMessage, once per distinct message (a broken config is not re-shown per keystroke)."""
        if message in self._reported:
            return
        self._reported.add(message)
        if not self._initialized:
            self._pending_messages.append((message, kind))
            return
        self.window_show_message(types.ShowMessageParams(type=kind, message=message))

    def warn_once(self, message: str) -> None:
        """A warning about the run, not the draft (a library paper that could not be searched), once."""
        self.report_once(message, types.MessageType.Warning)

    def flush_messages(self) -> None:
        self._initialized = True
        pending, self._pending_messages = self._pending_messages, []
        for message, kind in pending:  # each as the kind it was reported with
            self.window_show_message(types.ShowMessageParams(type=kind, message=message))

    def _client_supports(self, *path: str) -> bool:
        node: Any = self.client_capabilities
        for name in path:
            node = getattr(node, name, None)
            if node is None:
                return False
        return bool(node)

    async def progress_begin(self, message: str) -> str | None:
        if not self._client_supports("window", "work_done_progress"):
            return None
        self._progress_count += 1
        token = f"rblint-{self._progress_count}"
        try:
            await asyncio.wait_for(self.work_done_progress.create_async(token), 5)
        except Exception:
            return None
        self.work_done_progress.begin(
            token, types.WorkDoneProgressBegin(title="rblint", message=message, percentage=0, cancellable=False)
        )
        return token

    def progress_report(self, token: str, message: str, percentage: int) -> None:
        self.work_done_progress.report(token, types.WorkDoneProgressReport(message=message, percentage=percentage))

    def progress_end(self, token: str) -> None:
        self.work_done_progress.end(token, types.WorkDoneProgressEnd(message="done"))

    # -- results out ---------------------------------------------------------

    def mapper(self, state: DocumentState) -> PositionMapper:
        source = state.instant.draft.source if state.instant is not None else state.text
        return PositionMapper(source, normalise_encoding(self.workspace.position_encoding))

    def lsp_diagnostics(self, state: DocumentState) -> list[types.Diagnostic]:
        if state.instant is None:
            return []
        mapper = self.mapper(state)
        model = set(map(id, state.model))
        return [
            diagnostic_to_lsp(item, mapper, phase="model" if id(item) in model else "instant")
            for item in state.diagnostics()
        ]

    def choose_diagnostic_mode(self) -> bool:
        """Pull when asked, or (auto) when the client can both pull and be told to re-pull."""
        mode = self.options.diagnostics
        if mode != "auto":
            return mode == "pull"
        return self._client_supports("text_document", "diagnostic") and self._client_supports(
            "workspace", "diagnostics", "refresh_support"
        )

    def publish(self, state: DocumentState) -> None:
        if state.uri not in self.documents:
            return
        if self.pull_mode:
            if self._client_supports("workspace", "diagnostics", "refresh_support"):
                self.workspace_diagnostic_refresh(None)
            return
        self.text_document_publish_diagnostics(
            types.PublishDiagnosticsParams(uri=state.uri, diagnostics=self.lsp_diagnostics(state), version=state.version)
        )

    def refresh_views(self) -> None:
        if self._client_supports("workspace", "code_lens", "refresh_support"):
            self.workspace_code_lens_refresh(None)

    def summarize(self, state: DocumentState, result: LintResult, workspace: Workspace) -> DraftSummary:
        return summarize(result.draft, state.model, state.support, workspace.runner.verdicts)

    async def current(self, uri: str, wait: float = 5.0) -> DocumentState | None:
        """The document with an up-to-date instant result, waiting briefly for one."""
        state = self.documents.get(uri)
        if state is None:
            return None
        if state.instant_generation != state.generation:
            try:
                await asyncio.wait_for(state.instant_ready.wait(), wait)
            except asyncio.TimeoutError:
                pass
        return state if state.instant is not None else None

    def text_of(self, path: Path) -> str | None:
        uri = resolve_safely(path).as_uri()
        state = self.documents.get(uri)
        if state is not None:
            return state.text
        from rblint.engine.safe_read import FileRefused, read_text

        try:
            return read_text(path, "draft")
        except FileRefused:
            return None


_PYGLS_ECHOES = ("Unable to deserialize message", "Unable to handle message")


class OneLineErrors(logging.Filter):
    """A malformed message from the client is the client's fault: log one line naming it,
    not the ~17 tracebacks pygls prints (``--log-level debug`` keeps the traceback)."""

    def filter(self, record: logging.LogRecord) -> bool:
        if logging.getLogger().level <= logging.DEBUG:
            return True
        message = record.getMessage()
        if record.name.startswith("pygls") and message.startswith(_PYGLS_ECHOES):
            return False  # rblint's own handler already logged this message's rejection, once
        if record.exc_info and record.exc_info[1] is not None:
            error = record.exc_info[1]
            first = str(error).strip().splitlines()[0] if str(error).strip() else ""
            message = f"{message.splitlines()[0] if message else ''} ({type(error).__name__}{': ' + first if first else ''})"
        elif "\n" in message:  # pygls formats some tracebacks into the message itself
            lines = [line.strip(" |+-") for line in message.splitlines() if line.strip(" |+-")]
            causes = [line for line in lines if re.match(r"^[\w.]+(Error|Exception|Warning)\b", line)]
            message = f"{lines[0]} ({causes[-1] if causes else lines[-1]})"
        record.msg, record.args, record.exc_info, record.exc_text = message, (), None, None
        return True


def serve_stdio(server: RblintServer) -> None:
    """Serve on stdin/stdout, with everything else that writes to fd 1 (a library's
    print, a native progress bar) sent to stderr, where it cannot corrupt the LSP stream."""
    root = logging.getLogger()
    if not root.handlers:
        logging.basicConfig(level=logging.WARNING, stream=sys.stderr,
                            format="rblint-lsp %(levelname)s %(name)s: %(message)s")
    for handler in root.handlers:
        handler.addFilter(OneLineErrors())
    sys.stdout.flush()
    protocol_fd = os.dup(1)
    os.dup2(2, 1)
    with os.fdopen(protocol_fd, "wb") as protocol_out:
        server.start_io(FramingGuard(sys.stdin.buffer), protocol_out)  # type: ignore[arg-type]


# -- handlers (each translates one LSP request into engine calls and back) ------
# -- diagnostics (pull) -------------------------------------------------------

async def pull_diagnostics(ls: RblintServer, params: types.DocumentDiagnosticParams) -> types.DocumentDiagnosticReport:
    state = await ls.current(params.text_document.uri)
    if state is None:
        return types.RelatedFullDocumentDiagnosticReport(items=[], result_id="none")
    result_id = f"{state.instant_generation}:{state.model_generation}:{len(state.model)}"
    if params.previous_result_id == result_id:
        return types.RelatedUnchangedDocumentDiagnosticReport(result_id=result_id)
    return types.RelatedFullDocumentDiagnosticReport(items=ls.lsp_diagnostics(state), result_id=result_id)


def initialize(ls: RblintServer, params: types.InitializeParams) -> None:
    ls.apply_settings(params.initialization_options)
    ls.pull_mode = ls.choose_diagnostic_mode()
    if ls.pull_mode:  # capabilities are computed after this handler: advertise pull only now
        ls.feature(
            types.TEXT_DOCUMENT_DIAGNOSTIC,
            types.DiagnosticOptions(identifier="rblint", inter_file_dependencies=True, workspace_diagnostics=False),
        )(pull_diagnostics)


def initialized(ls: RblintServer, params: types.InitializedParams) -> None:
    ls.flush_messages()
    if ls._client_supports("workspace", "did_change_watched_files", "dynamic_registration"):
        watchers = [types.FileSystemWatcher(glob_pattern=glob) for glob in WATCHED_GLOBS]
        ls.client_register_capability(
            types.RegistrationParams(
                registrations=[
                    types.Registration(
                        id="rblint-watch",
                        method=types.WORKSPACE_DID_CHANGE_WATCHED_FILES,
                        register_options=types.DidChangeWatchedFilesRegistrationOptions(watchers=watchers),
                    )
                ]
            )
        )


def shutdown(ls: RblintServer, params: Any) -> None:
    ls.shutting_down = True
    for state in ls.documents.values():
        ls.pipeline.closed(state)
    ls.pipeline.shutdown()


def exit_(ls: RblintServer, params: Any) -> None:
    """Leave now: a model batch still running in a worker thread would otherwise hold
    the process until it finishes (executor threads are joined at interpreter exit).
    Caches are written atomically, so nothing is left half-written."""
    ls.pipeline.shutdown()
    logging.shutdown()
    sys.stderr.flush()
    os._exit(0 if ls.shutting_down else 1)


# -- text sync -------------------------------------------------------------

def did_open(ls: RblintServer, params: types.DidOpenTextDocumentParams) -> None:
    document = params.text_document
    state = DocumentState(uri=document.uri, path=ls.path_of(document.uri), text=document.text, version=document.version)
    previous = ls.documents.get(document.uri)
    if previous is not None:
        ls.pipeline.closed(previous)
    ls.documents[document.uri] = state
    ls.pipeline.changed(state)


def did_change(ls: RblintServer, params: types.DidChangeTextDocumentParams) -> None:
    state = ls.documents.get(params.text_document.uri)
    if state is None:
        return
    state.text = ls.workspace.get_text_document(params.text_document.uri).source
    state.version = params.text_document.version
    ls.pipeline.changed(state)


def did_close(ls: RblintServer, params: types.DidCloseTextDocumentParams) -> None:
    state = ls.documents.pop(params.text_document.uri, None)
    if state is not None:
        ls.pipeline.closed(state)
        ls.text_document_publish_diagnostics(types.PublishDiagnosticsParams(uri=state.uri, diagnostics=[]))


# -- hover ---------------------------------------------------------------------

async def hover(ls: RblintServer, params: types.HoverParams) -> types.Hover | None:
    state = await ls.current(params.text_document.uri)
    if state is None or state.instant is None:
        return None
    result = state.instant
    mapper = ls.mapper(state)
    target = hover_target(result.draft, mapper.offset(params.position))  # the engine decides which hover
    if target is None:
        return None
    passages, note = await _passages_for(ls, state, target.sentence, result)
    found = hover_at(target, result.bibliography, passages, note, state.support, state.model)
    return types.Hover(contents=types.MarkupContent(kind=types.MarkupKind.Markdown, value=found.markdown),
                       range=mapper.range(found.span))


# -- completion, definition, references (engine/navigation.py decides) -----------

async def completion(ls: RblintServer, params: types.CompletionParams) -> types.CompletionList | None:
    state = await ls.current(params.text_document.uri, wait=0.5)  # the instant phase is ~30 ms behind
    if state is None or state.instant is None:
        return None
    mapper = PositionMapper(state.text, normalise_encoding(ls.workspace.position_encoding))
    offset = mapper.offset(params.position)
    found = complete(state.instant.draft, state.instant.bibliography, state.text, offset)
    items = [types.CompletionItem(
        label=item.key, kind=types.CompletionItemKind.Reference, detail=item.detail or None,
        documentation=types.MarkupContent(kind=types.MarkupKind.PlainText, value=item.documentation),
        sort_text=item.sort_text, filter_text=item.key,
        text_edit=types.TextEdit(range=types.Range(start=mapper.position(item.start), end=params.position),
                                 new_text=item.key),
    ) for item in found]
    return types.CompletionList(is_incomplete=False, items=items)


async def definition_(ls: RblintServer, params: types.DefinitionParams) -> types.Location | None:
    state = await ls.current(params.text_document.uri)
    if state is None or state.instant is None:
        return None
    mapper = ls.mapper(state)
    target = definition(state.instant.draft, state.instant.bibliography, mapper.offset(params.position))
    if target is None:
        return None
    if target.span is not None:
        return types.Location(uri=params.text_document.uri, range=mapper.range(target.span))
    start = types.Position(line=target.line, character=0)
    return types.Location(uri=resolve_safely(target.path).as_uri(), range=types.Range(start=start, end=start))


async def references_(ls: RblintServer, params: types.ReferenceParams) -> list[types.Location] | None:
    state = await ls.current(params.text_document.uri)
    if state is None or state.instant is None:
        return None
    mapper = ls.mapper(state)
    spans = references(state.instant.draft, state.instant.bibliography, mapper.offset(params.position))
    return [types.Location(uri=params.text_document.uri, range=mapper.range(span)) for span in spans]


# -- code actions ----------------------------------------------------------------

async def code_action(ls: RblintServer, params: types.CodeActionParams) -> list[types.CodeAction] | None:
    state = await ls.current(params.text_document.uri)
    if state is None or state.instant is None:
        return None
    only = params.context.only if params.context else None
    if only and not any(str(kind).startswith(str(types.CodeActionKind.QuickFix)) for kind in only):
        return []
    mapper = ls.mapper(state)
    span = mapper.span(params.range)
    actions = code_actions(state.instant.draft, state.diagnostics(), span)
    model = set(map(id, state.model))
    supports_changes = ls._client_supports("workspace", "workspace_edit", "document_changes")
    answer: list[types.CodeAction] = []
    for action in actions:
        edit = workspace_edit(
            action.edits,
            state.uri,
            mapper,
            document_version=state.version,
            text_of=ls.text_of,
            uri_of=lambda path: resolve_safely(path).as_uri(),
            supports_document_changes=supports_changes,
        ) if action.edits else None
        diagnostics = [
            diagnostic_to_lsp(item, mapper, phase="model" if id(item) in model else "instant")
            for item in action.diagnostics
        ]
        answer.append(action_to_lsp(action, diagnostics, edit))
    return answer


# -- code lens -------------------------------------------------------------------

def code_lens(ls: RblintServer, params: types.CodeLensParams) -> list[types.CodeLens] | None:
    state = ls.documents.get(params.text_document.uri)
    if state is None or state.instant is None:
        return None
    try:
        workspace = ls.workspace_for(state)
    except Exception:  # reported by the lint pipeline already
        return []
    if not workspace.runner.has_model_rules(state.path):
        return []
    if state.summary is None or state.model_generation < 0:
        title = "rblint: checking claims against their sources…"
    else:
        title = state.summary.title()
    first_line = types.Range(start=types.Position(line=0, character=0), end=types.Position(line=0, character=0))
    return [
        types.CodeLens(
            range=first_line,
            command=types.Command(title=title, command=BREAKDOWN_COMMAND, arguments=[state.uri]),
        )
    ]


# -- commands ----------------------------------------------------------------------

async def open_source(ls: RblintServer, *args: Any) -> str | None:
    arguments = _flatten(args)
    if not arguments or not isinstance(arguments[0], str):
        return None
    page = arguments[1] if len(arguments) > 1 and isinstance(arguments[1], int) else None
    target = page_uri(Path(arguments[0]), page)
    if ls._client_supports("window", "show_document", "support"):
        try:
            await asyncio.wait_for(
                ls.window_show_document_async(types.ShowDocumentParams(uri=target, external=True)), 10
            )
        except Exception:
            logger.info("client did not open %s", target)
    return target


def reindex(ls: RblintServer, *args: Any) -> bool:
    ls.relint_all(reset=True)
    return True


def breakdown(ls: RblintServer, *args: Any) -> dict[str, Any] | None:
    arguments = _flatten(args)
    uri = arguments[0] if arguments and isinstance(arguments[0], str) else None
    state = ls.documents.get(uri) if uri else None
    if state is None or state.instant is None:
        return None
    return draft_report(state.instant.draft, state.model, state.support, state.summary)


# -- configuration and files ----------------------------------------------------------

async def did_change_configuration(ls: RblintServer, params: types.DidChangeConfigurationParams) -> None:
    settings = params.settings
    if not settings and ls._client_supports("workspace", "configuration"):
        try:
            answer = await asyncio.wait_for(
                ls.workspace_configuration_async(
                    types.ConfigurationParams(items=[types.ConfigurationItem(section="rblint")])
                ),
                5,
            )
            settings = answer[0] if answer else None
        except Exception:
            settings = None
    if settings:  # an empty notification (eglot, Neovim without settings) keeps initializationOptions
        ls.apply_settings(settings)
    ls.relint_all(reset=True)


def did_change_watched_files(ls: RblintServer, params: types.DidChangeWatchedFilesParams) -> None:
    configs = [workspace.config for workspace in ls.workspaces.values()]
    bibliographies = [state.instant.bibliography for state in ls.documents.values() if state.instant is not None]
    # saving an open draft is not a source change
    changed = [ls.path_of(change.uri) for change in params.changes if change.uri not in ls.documents]
    if any(depends_on(path, configs, bibliographies) for path in changed):
        ls.relint_all(reset=True)


def create_server(linter_factory: LinterFactory | None = None) -> RblintServer:
    """A server with every handler registered (tests pass a factory with their own rules)."""
    server = RblintServer(linter_factory)
    # Plain handler functions above; this only registers them (pull diagnostics are
    # registered by `initialize`, once the client's capabilities are known).
    server.feature(types.INITIALIZE)(initialize)
    server.feature(types.INITIALIZED)(initialized)
    server.feature(types.SHUTDOWN)(shutdown)
    server.feature(types.EXIT)(exit_)
    server.feature(types.TEXT_DOCUMENT_DID_OPEN)(did_open)
    server.feature(types.TEXT_DOCUMENT_DID_CHANGE)(did_change)
    server.feature(types.TEXT_DOCUMENT_DID_CLOSE)(did_close)
    server.feature(types.TEXT_DOCUMENT_HOVER)(hover)
    server.feature(types.TEXT_DOCUMENT_COMPLETION, types.CompletionOptions(trigger_characters=["@", "["]))(completion)
    server.feature(types.TEXT_DOCUMENT_DEFINITION)(definition_)
    server.feature(types.TEXT_DOCUMENT_REFERENCES)(references_)
    server.feature(types.TEXT_DOCUMENT_CODE_ACTION, types.CodeActionOptions(
        code_action_kinds=[types.CodeActionKind.QuickFix], resolve_provider=False))(code_action)
    server.feature(types.TEXT_DOCUMENT_CODE_LENS, types.CodeLensOptions(resolve_provider=False))(code_lens)
    server.command(OPEN_SOURCE_COMMAND)(open_source)
    server.command(REINDEX_COMMAND)(reindex)
    server.command(BREAKDOWN_COMMAND)(breakdown)
    server.feature(types.WORKSPACE_DID_CHANGE_CONFIGURATION)(did_change_configuration)
    server.feature(types.WORKSPACE_DID_CHANGE_WATCHED_FILES)(did_change_watched_files)
    return server


def _flatten(args: tuple[Any, ...]) -> list[Any]:
    """pygls passes command arguments either spread or as one list."""
    if len(args) == 1 and isinstance(args[0], list):
        return list(args[0])
    return list(args)


async def _passages_for(
    ls: RblintServer, state: DocumentState, sentence: Any, result: LintResult
) -> tuple[list[Evidence], str | None]:
    """Evidence for a hover: what the model rules found, else a bounded index search."""
    if sentence is None:
        return [], None
    known = known_evidence(sentence, state.support, state.model)
    if known:
        return known, None
    entries = [entry for entry in cited_entries(sentence, result.bibliography) if entry.file is not None]
    if not entries:
        return [], None
    workspace = ls.workspace_for(state)
    try:
        passages = await ls.pipeline.run_lookup(
            lambda: find_passages(workspace.linter.services, sentence, entries), HOVER_LOOKUP_SECONDS
        )
    except asyncio.TimeoutError:
        return [], "Evidence is still being indexed; hover again in a moment."
    except Exception as error:  # an unavailable index is not a hover error
        return [], f"Evidence unavailable: {error}"
    return passages, None if passages else "No passage found in the cited sources."
