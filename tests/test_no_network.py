"""Private by construction: linting a draft opens no socket, in the CLI and in the server.

Each run happens in a subprocess whose audit hook turns every ``socket.connect`` (and
``socket.getaddrinfo``, a name lookup) into an error that is recorded in a file, so a
library that phones home - a hub lookup, telemetry - fails this test.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
TESTS = Path(__file__).resolve().parent

GUARD = """
import sys
record = open(sys.argv.pop(1), "a")
def audit(event, args):
    if event in ("socket.connect", "socket.getaddrinfo"):
        record.write(event + " " + repr(args[1:])[:200] + "\\n"); record.flush()
        raise OSError("network access blocked by the test")
sys.addaudithook(audit)
"""


@pytest.mark.slow
def test_the_cli_lints_the_example_without_touching_the_network(tmp_path: Path) -> None:
    attempts = tmp_path / "attempts.txt"
    script = GUARD + "from rblint.app import run\nsys.exit(run(sys.argv[1:]))\n"
    draft = REPO / "examples" / "draft.md"
    done = subprocess.run([sys.executable, "-c", script, str(attempts), str(draft), "--format", "json"],
                          capture_output=True, text=True, timeout=600, cwd=REPO,
                          env={**os.environ, "RBLINT_CACHE_DIR": str(tmp_path / "cache")})
    assert done.returncode in (0, 1), done.stderr[-2000:]
    assert json.loads(done.stdout)  # it linted: findings came out
    assert not attempts.exists() or attempts.read_text() == "", attempts.read_text()


def test_the_language_server_lints_without_touching_the_network(tmp_path: Path) -> None:
    sys.path.insert(0, str(TESTS))
    from lsp_helpers import make_project
    from test_lsp_stdio import frame, read_frame

    attempts = tmp_path / "attempts.txt"
    draft = make_project(tmp_path)
    script = GUARD + f"sys.argv[0] = {str(TESTS / 'lsp_testserver.py')!r}\n" + \
        "exec(compile(open(sys.argv[0]).read(), sys.argv[0], 'exec'), {'__name__': '__main__'})\n"
    server = subprocess.Popen([sys.executable, "-c", script, str(attempts)], stdin=subprocess.PIPE,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=TESTS)
    assert server.stdin is not None and server.stdout is not None
    try:
        init = {"processId": None, "rootUri": tmp_path.as_uri(), "capabilities": {},
                "initializationOptions": {"server": {"instant-debounce": 0.01, "model-delay": 0.01}}}
        opened = {"textDocument": {"uri": draft.as_uri(), "languageId": "markdown", "version": 1,
                                   "text": draft.read_text()}}
        for message in ({"id": 1, "method": "initialize", "params": init}, {"method": "initialized", "params": {}},
                        {"method": "textDocument/didOpen", "params": opened}):
            server.stdin.write(frame({"jsonrpc": "2.0", **message}))
        server.stdin.flush()
        published = 0
        while published < 2:
            if read_frame(server.stdout).get("method") == "textDocument/publishDiagnostics":
                published += 1
        for message in ({"id": 2, "method": "shutdown"}, {"method": "exit"}):
            server.stdin.write(frame({"jsonrpc": "2.0", **message}))
        server.stdin.flush()
        assert server.wait(timeout=60) == 0
    finally:
        if server.poll() is None:
            server.kill()
    assert not attempts.exists() or attempts.read_text() == "", attempts.read_text()
