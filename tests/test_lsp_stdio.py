"""The stdio stream carries LSP frames only, even when a rule or library prints.

pygls' own client skips junk between frames, so this reads the server's stdout raw and
parses it strictly, as VS Code's JSON-RPC reader does.
"""

from __future__ import annotations

import json
import os
import subprocess
import time
from pathlib import Path
from typing import Any, Callable

import pytest

from lsp_helpers import TEST_SERVER, make_project


def frame(message: dict) -> bytes:
    body = json.dumps(message).encode()
    return b"Content-Length: %d\r\n\r\n" % len(body) + body


def read_frame(stream) -> dict:
    """Strict: the next bytes must be a Content-Length header, a blank line and the body."""
    headers = {}
    while True:
        line = stream.readline()
        assert line.endswith(b"\r\n"), f"not an LSP header line: {line!r}"
        if line == b"\r\n":
            break
        name, _, value = line.decode("ascii").partition(":")
        assert name in ("Content-Length", "Content-Type"), f"unexpected bytes on stdout: {line!r}"
        headers[name] = value.strip()
    return json.loads(stream.read(int(headers["Content-Length"])))


def test_stdout_noise_goes_to_stderr(tmp_path: Path) -> None:
    draft = make_project(tmp_path)
    env = {**os.environ, "RBLINT_TEST_NOISE": "1"}
    server = subprocess.Popen(TEST_SERVER, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env)
    assert server.stdin is not None and server.stdout is not None
    try:
        init = {"processId": None, "rootUri": tmp_path.as_uri(), "capabilities": {},
                "initializationOptions": {"server": {"instant-debounce": 0.01, "model-delay": 0.01}}}
        server.stdin.write(frame({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": init}))
        server.stdin.write(frame({"jsonrpc": "2.0", "method": "initialized", "params": {}}))
        opened = {"textDocument": {"uri": draft.as_uri(), "languageId": "markdown", "version": 1, "text": draft.read_text()}}
        server.stdin.write(frame({"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": opened}))
        server.stdin.flush()
        published = []
        deadline = time.monotonic() + 60
        while len(published) < 2 and time.monotonic() < deadline:
            message = read_frame(server.stdout)
            if message.get("method") == "textDocument/publishDiagnostics":
                published.append({item["code"] for item in message["params"]["diagnostics"]})
        # the model phase (which printed) came through intact
        assert published[-1] == {"RB901", "RB951"}
        server.stdin.write(frame({"jsonrpc": "2.0", "id": 2, "method": "shutdown"}))
        server.stdin.write(frame({"jsonrpc": "2.0", "method": "exit"}))
        server.stdin.flush()
        assert server.wait(timeout=30) == 0  # a clean shutdown + exit
        assert b"noise on stdout from a rule" in server.stderr.read()
    finally:
        if server.poll() is None:
            server.kill()


def test_lifecycle_is_enforced(tmp_path: Path) -> None:
    """Before initialize: ServerNotInitialized; a second initialize and requests after
    shutdown: InvalidRequest; edits after a refused second initialize still lint."""
    draft = make_project(tmp_path)
    server = subprocess.Popen(TEST_SERVER, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert server.stdin is not None and server.stdout is not None

    def send(message: dict) -> None:
        server.stdin.write(frame({"jsonrpc": "2.0", **message}))
        server.stdin.flush()

    def answer(request_id: int) -> dict:
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            message = read_frame(server.stdout)
            if message.get("id") == request_id and "method" not in message:
                return message
        raise AssertionError(f"no answer to request {request_id}")

    try:
        send({"id": 1, "method": "textDocument/hover",
              "params": {"textDocument": {"uri": draft.as_uri()}, "position": {"line": 0, "character": 0}}})
        assert answer(1)["error"]["code"] == -32002
        init = {"processId": None, "rootUri": tmp_path.as_uri(), "capabilities": {},
                "initializationOptions": {"server": {"instant-debounce": 0.01, "model-delay": 0.01}}}
        send({"id": 2, "method": "initialize", "params": init})
        assert "capabilities" in answer(2)["result"]
        send({"method": "initialized", "params": {}})
        send({"id": 3, "method": "initialize", "params": init})
        assert answer(3)["error"]["code"] == -32600
        opened = {"textDocument": {"uri": draft.as_uri(), "languageId": "markdown", "version": 1,
                                   "text": draft.read_text()}}
        send({"method": "textDocument/didOpen", "params": opened})
        send({"method": "textDocument/didChange", "params": {
            "textDocument": {"uri": draft.as_uri(), "version": 2},
            "contentChanges": [{"text": draft.read_text() + "\nAnother line.\n"}]}})
        versions = set()
        deadline = time.monotonic() + 60
        while 2 not in versions and time.monotonic() < deadline:
            message = read_frame(server.stdout)
            if message.get("method") == "textDocument/publishDiagnostics":
                versions.add(message["params"].get("version"))
        assert 2 in versions  # the second initialize did not freeze the session
        send({"id": 4, "method": "shutdown"})
        assert answer(4).get("result", "missing") is None
        send({"id": 5, "method": "textDocument/hover",
              "params": {"textDocument": {"uri": draft.as_uri()}, "position": {"line": 0, "character": 0}}})
        assert answer(5)["error"]["code"] == -32600
        send({"method": "exit"})
        assert server.wait(timeout=30) == 0
    finally:
        if server.poll() is None:
            server.kill()


def test_a_malformed_edit_is_one_log_line_not_a_traceback(tmp_path: Path) -> None:
    draft = make_project(tmp_path)
    server = subprocess.Popen(TEST_SERVER, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert server.stdin is not None and server.stdout is not None and server.stderr is not None
    try:
        init = {"processId": None, "rootUri": tmp_path.as_uri(), "capabilities": {}}
        messages = [
            {"id": 1, "method": "initialize", "params": init},
            {"method": "initialized", "params": {}},
            {"method": "textDocument/didOpen", "params": {"textDocument": {
                "uri": draft.as_uri(), "languageId": "markdown", "version": 1, "text": draft.read_text()}}},
            {"method": "textDocument/didChange", "params": {"textDocument": {"uri": draft.as_uri(), "version": 2},
                                                           "contentChanges": [{"range": "not a range", "text": 5}]}},
            {"id": 2, "method": "shutdown"},
            {"method": "exit"},
        ]
        for message in messages:
            server.stdin.write(frame({"jsonrpc": "2.0", **message}))
        server.stdin.flush()
        assert server.wait(timeout=60) == 0
        errors = server.stderr.read().decode()
        assert "Traceback" not in errors and len(errors.strip().splitlines()) == 1, errors
    finally:
        if server.poll() is None:
            server.kill()


def test_framing_errors_are_skipped_and_the_server_keeps_answering(tmp_path: Path) -> None:
    """A huge Content-Length (once a MemoryError), a body shorter than its header says and
    a header glued to junk: the next well-formed request is still answered."""
    server = subprocess.Popen(TEST_SERVER, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert server.stdin is not None and server.stdout is not None
    try:
        init = {"processId": None, "rootUri": tmp_path.as_uri(), "capabilities": {}}
        server.stdin.write(frame({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": init}))
        server.stdin.write(b"Content-Length: 100000000000\r\n\r\n{\"jsonrpc\": \"2.0\"}")
        server.stdin.write(b"Content-Length: 5\r\n\r\n{\"jsonrpc\": \"2.0\", \"id\": 9}")  # under-counted
        server.stdin.write(frame({"jsonrpc": "2.0", "id": 2, "method": "shutdown"}))
        server.stdin.flush()
        answers = {}
        deadline = time.monotonic() + 60
        while 2 not in answers and time.monotonic() < deadline:
            message = read_frame(server.stdout)
            if "id" in message and "method" not in message:
                answers[message["id"]] = message
        assert "result" in answers[1] and answers[2].get("result", "missing") is None
        server.stdin.write(frame({"jsonrpc": "2.0", "method": "exit"}))
        server.stdin.flush()
        assert server.wait(timeout=30) == 0
    finally:
        if server.poll() is None:
            server.kill()


def start_server(root: Path, options: dict, stderr: Any = subprocess.PIPE) -> subprocess.Popen:
    """The test server over stdio, initialized with these ``server`` options."""
    server = subprocess.Popen(TEST_SERVER, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=stderr)
    init = {"processId": None, "rootUri": root.as_uri(), "capabilities": {},
            "initializationOptions": {"server": {"instant-debounce": 0.01, **options}}}
    send(server, {"id": 1, "method": "initialize", "params": init})
    send(server, {"method": "initialized", "params": {}})
    return server


def send(server: subprocess.Popen, message: dict) -> None:
    assert server.stdin is not None
    server.stdin.write(frame({"jsonrpc": "2.0", **message}))
    server.stdin.flush()


def opened(path: Path, text: str | None = None) -> dict:
    return {"method": "textDocument/didOpen", "params": {"textDocument": {
        "uri": path.as_uri(), "languageId": "markdown", "version": 1, "text": path.read_text() if text is None else text}}}


class Published:
    """What the server published per document and showed, read until a condition holds."""

    def __init__(self, server: subprocess.Popen) -> None:
        self.server = server
        self.codes: dict[str, list[set[str]]] = {}
        self.shown: list[str] = []

    def read_until(self, done: Callable[[], bool], seconds: float) -> None:
        deadline = time.monotonic() + seconds
        while not done() and time.monotonic() < deadline:
            message = read_frame(self.server.stdout)
            if message.get("method") == "textDocument/publishDiagnostics":
                codes = {item["code"] for item in message["params"]["diagnostics"]}
                self.codes.setdefault(message["params"]["uri"], []).append(codes)
            if message.get("method") == "window/showMessage":
                self.shown.append(message["params"]["message"])

    def has(self, path: Path, code: str) -> bool:
        return any(code in codes for codes in self.codes.get(path.as_uri(), []))


def test_a_stuck_document_does_not_block_the_others(tmp_path: Path) -> None:
    """The instant pass of one draft never returns; another draft still gets its diagnostics."""
    draft = make_project(tmp_path)
    stuck = tmp_path / "stuck.md"
    stuck.write_text("HANG-FOREVER [1].\n")
    server = start_server(tmp_path, {"model-delay": 0.01, "instant-timeout": 1})
    try:
        send(server, opened(stuck))
        send(server, opened(draft))
        published = Published(server)
        published.read_until(lambda: draft.as_uri() in published.codes, 60)
        assert published.has(draft, "RB901")
        assert stuck.as_uri() not in published.codes
    finally:
        server.kill()


def test_edits_to_a_document_that_overran_start_no_more_stuck_work(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A document whose instant checks overran (a multi-megabyte hostile draft) left its
    thread running, and every keystroke started another: each a thread the server cannot
    stop, all sharing the interpreter with the other documents. Once a text overran, edits
    that leave it about as long start nothing; one that shortens it by a tenth is checked."""
    log = tmp_path / "log.txt"
    monkeypatch.setenv("RBLINT_TEST_LOG", str(log))
    draft = make_project(tmp_path)
    stuck = tmp_path / "stuck.md"
    text = "HANG-FOREVER [1]. " + "Padding words to make the draft long. " * 40 + "\n"
    stuck.write_text(text)
    server = start_server(tmp_path, {"model-delay": 0.01, "instant-timeout": 0.5})
    try:
        published = Published(server)
        send(server, opened(stuck))
        published.read_until(lambda: any("stuck.md" in shown for shown in published.shown), 30)
        assert any("live checks stay off" in shown for shown in published.shown), published.shown
        for version in range(2, 7):  # keystrokes: each adds a character
            text += "x"
            send(server, {"method": "textDocument/didChange", "params": {
                "textDocument": {"uri": stuck.as_uri(), "version": version}, "contentChanges": [{"text": text}]}})
            time.sleep(0.3)
        send(server, opened(draft))
        published.read_until(lambda: draft.as_uri() in published.codes, 60)
        assert published.has(draft, "RB901")
        assert log.read_text(encoding="utf-8").count("HANG-FOREVER started") == 1
        send(server, {"method": "textDocument/didChange", "params": {  # a tenth shorter: checked again
            "textDocument": {"uri": stuck.as_uri(), "version": 9}, "contentChanges": [{"text": text[: len(text) // 2]}]}})
        deadline = time.monotonic() + 20
        while log.read_text(encoding="utf-8").count("HANG-FOREVER started") < 2 and time.monotonic() < deadline:
            time.sleep(0.1)
        assert log.read_text(encoding="utf-8").count("HANG-FOREVER started") == 2
    finally:
        server.kill()


def test_a_stuck_model_batch_does_not_block_the_others(tmp_path: Path) -> None:
    """One draft's source checks never return; after server.model-timeout that draft is
    given up (said once) and a draft opened after it still gets its model findings."""
    draft = make_project(tmp_path)
    stuck = tmp_path / "stuck.md"
    stuck.write_text("MODEL-HANG: attention mechanisms help translation [1].\n\n[1]: papers/a.txt\n")
    server = start_server(tmp_path, {"model-delay": 0.01, "model-timeout": 2})
    try:
        published = Published(server)
        send(server, opened(stuck))
        published.read_until(lambda: stuck.as_uri() in published.codes, 30)  # instant findings: the model pass starts
        time.sleep(0.5)  # the stuck batch is running; the next draft's batch queues behind it
        send(server, opened(draft))
        published.read_until(lambda: published.has(draft, "RB951"), 60)
        assert published.has(draft, "RB951")
        published.read_until(lambda: any("stuck.md" in text for text in published.shown), 10)
        gave_up = [text for text in published.shown if "stuck.md" in text]
        assert len(gave_up) == 1 and "model-timeout" in gave_up[0]
    finally:
        server.kill()


def test_draft_wide_model_findings_stay_through_an_edit(tmp_path: Path) -> None:
    """A draft-wide model finding (RB010's kind) is in the instant publish after an edit,
    moved with its text; before, it vanished until the model pass ended (a flicker)."""
    draft = tmp_path / "d.md"
    text = "# T\n\nIntro line.\n\nDRAFT-WIDE here.\n"
    server = start_server(tmp_path, {"model-delay": 1.0}, stderr=subprocess.DEVNULL)
    try:
        def next_publish() -> list[int]:
            """Lines of the draft-wide findings in the next publication."""
            deadline = time.monotonic() + 30
            while time.monotonic() < deadline:
                message = read_frame(server.stdout)
                if message.get("method") == "textDocument/publishDiagnostics":
                    return [item["range"]["start"]["line"] for item in message["params"]["diagnostics"]
                            if item["code"] == "RB961"]
            raise AssertionError("no diagnostics published")

        send(server, opened(draft, text))
        assert next_publish() == []  # the instant phase
        assert next_publish() == [4]  # the model pass
        send(server, {"method": "textDocument/didChange", "params": {
            "textDocument": {"uri": draft.as_uri(), "version": 2},
            "contentChanges": [{"text": text.replace("Intro", "New.\n\nIntro")}]}})
        assert next_publish() == [6]  # the instant publish keeps it, two lines down
        assert next_publish() == [6]  # and the model pass agrees
    finally:
        server.kill()


def _rss_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


def test_two_thousand_edits_do_not_grow_memory(tmp_path: Path) -> None:
    """Memory after 2,000 edits stays within a few MB of memory after the first 200 (no leak per edit)."""
    import pytest

    if not Path("/proc/self/status").is_file():
        pytest.skip("needs /proc")
    draft = make_project(tmp_path)
    server = subprocess.Popen(TEST_SERVER, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    assert server.stdin is not None and server.stdout is not None
    try:
        init = {"processId": None, "rootUri": tmp_path.as_uri(), "capabilities": {},
                "initializationOptions": {"server": {"instant-debounce": 0.0, "model-delay": 10}}}
        server.stdin.write(frame({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": init}))
        text = draft.read_text()
        server.stdin.write(frame({"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {
            "uri": draft.as_uri(), "languageId": "markdown", "version": 1, "text": text}}}))

        def edits(first: int, last: int) -> None:
            import threading

            def write() -> None:  # from a thread: the server's answers must be read meanwhile (pipe buffers)
                for version in range(first, last):
                    change = {"textDocument": {"uri": draft.as_uri(), "version": version},
                              "contentChanges": [{"text": text + f"\nEdit number {version} adds a sentence [1].\n"}]}
                    server.stdin.write(frame({"jsonrpc": "2.0", "method": "textDocument/didChange", "params": change}))
                server.stdin.write(frame({"jsonrpc": "2.0", "id": last, "method": "textDocument/hover", "params": {
                    "textDocument": {"uri": draft.as_uri()}, "position": {"line": 0, "character": 0}}}))
                server.stdin.flush()

            writer = threading.Thread(target=write, daemon=True)
            writer.start()
            while True:  # drain until the request at the end is answered: every edit before it was read
                message = read_frame(server.stdout)
                if message.get("id") == last and "method" not in message:
                    return

        edits(2, 200)
        warm = _rss_mb(server.pid)
        edits(200, 2001)
        after = _rss_mb(server.pid)
        assert after - warm < 40, (warm, after)
    finally:
        server.kill()


def test_a_late_response_to_a_request_given_up_on_is_not_an_error() -> None:
    """The server gives up on workspace/configuration after 5 s; the client's late answer
    must not pop "Error in server: CANCELLED" in the editor."""
    from concurrent.futures import Future

    from rblint.server.app import create_server

    server = create_server()
    shown: list[object] = []
    server.window_show_message = shown.append  # type: ignore[method-assign]
    abandoned: Future = Future()
    abandoned.cancel()
    server.protocol._request_futures["7"] = abandoned
    server.protocol._handle_response("7", result=[{"rblint": {}}])
    assert shown == [] and "7" not in server.protocol._request_futures
    waiting: Future = Future()
    server.protocol._request_futures["8"] = waiting
    server.protocol._handle_response("8", result=[1])
    assert waiting.result() == [1]


def test_a_uri_whose_path_holds_a_nul_is_an_untitled_document_not_a_failed_lint(tmp_path: Path) -> None:
    """``file:///tmp/x%00.md`` decodes to a path no system accepts: every lint of it failed
    with "ValueError: embedded null byte" in the log, and the document got no findings."""
    from rblint.server.app import create_server

    server = create_server()
    path = server.path_of("file:///tmp/notes%00bad.md")
    assert "\x00" not in str(path) and path.name.endswith(".md")
    assert server.path_of((tmp_path / "draft.md").as_uri()) == tmp_path / "draft.md"


def test_a_warning_reported_before_initialisation_is_shown_as_a_warning() -> None:
    """Messages held until the client is initialised were all shown as errors: a library paper
    the search could not read (a warning) would have popped up as an error."""
    from lsprotocol import types

    from rblint.server.app import create_server

    server = create_server()
    shown: list[types.ShowMessageParams] = []
    server.window_show_message = shown.append  # type: ignore[method-assign]
    server.warn_once("papers/x.pdf: not searched for RB004's \"cite X instead\" or RB006's \"restates\": not a PDF")
    server.report_once("rblint could not lint draft.md: RuntimeError: boom")
    server.warn_once("papers/x.pdf: not searched for RB004's \"cite X instead\" or RB006's \"restates\": not a PDF")
    assert shown == []  # held until initialised, each once
    server.flush_messages()
    assert [(item.type, item.message[:12]) for item in shown] == [
        (types.MessageType.Warning, "papers/x.pdf"), (types.MessageType.Error, "rblint could")]
    server.warn_once("papers/y.pdf: not searched")
    assert shown[-1].type == types.MessageType.Warning
