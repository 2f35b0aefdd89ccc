#!/usr/bin/env python
"""Hostile input, measured: fuzzed drafts, hostile bibliographies and PDFs, through the linter.

Usage: python bench/bench_robustness.py [--drafts 10000] [--full 40] [--seed 0] [--no-pdfs] [--no-lsp]

Each draft is random Markdown (nested lists and quotes, comments, code, math, markers of
every style) plus hostile references: ``..`` paths, absolute paths, a symlink out of the
project, a FIFO, ``/dev/zero``, a YAML alias bomb, deeply nested CSL-JSON, fake and
truncated PDFs. Every draft runs the instant rules; ``--full`` of them also run the model
rules with the overlap backend (sources parsed and indexed, no torch needed for scoring).

A Python audit hook watches the whole run and counts every file opened outside the
project folder, the interpreter and the cache (``reads outside``) and every socket
connect (``network``). Printed: inputs tried, exceptions (a rule that failed or a
traceback), hangs (an input over 10 s), peak RSS, reads outside the project, network
attempts - all should be zero but the inputs.

Then two more passes, each counted the same way: the generated hostile-PDF corpus of
``tests/test_hostile_pdfs.py`` (encrypted, truncated, zero pages, a scan, a lying page
count, a 5 MB string, a broken xref, a self-reference, garbage), each file in a child
process under a 2 GB address-space limit, through RB003's check and the index; and an
LSP abuse script against the real ``rblint lsp`` over stdio (requests before
``initialize``, a second ``initialize``, framing errors, a huge Content-Length, malformed
edits, 2,000 edits, then five megabyte-sized hostile documents: a 20,000-sentence
paragraph, 100,000 invented markers, 30,000 headings, 30,000 references, 50,000 author-year
citations in one parenthesis), where after each
abuse a probe request must be answered within 10 s (and each hostile document get its
diagnostics within 30 s) and the server must end with a clean ``shutdown``/``exit``.
"""

from __future__ import annotations

import argparse
import json
import os
import queue
import random
import resource
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("HF_HUB_OFFLINE", "1")

HANG_SECONDS = 10.0
MARKERS = ["[1]", "[2, 3]", "[1-3]", "[@a]", "[@b; @c, p. 4]", "(Smith, 2020)", "[^1]", "[999999999999]", "@a",
           "[@_x]", "[²]", "[٣]", "[@é]", "[@x_; @{_y_}]", "[１２]"]
# Characters whose str methods surprise: "İ".lower() is two characters, "²".isdigit() but int("²") fails,
# full-width digits, a zero-width space, a right-to-left override, a ligature.
ODD_WORDS = ["İstanbul", "Straße", "²", "１２", "\u200b", "\u202e", "ﬁne", "٣"]
DECORATIONS = ["", " <!-- note -->", " `code`", " $x^2$", " **b**", " <!--$$-->]", " \ud835", " \x00"]
HOSTILE_PATHS = ["../secret.txt", "{outside}", "papers/leak.txt", "fifo.bib", "/dev/zero", "fake.pdf",
                 "trunc.pdf", "../../../../etc/passwd", "papers/../../secret.txt", "papers/loop-a.pdf", "papers/gone.pdf"]
BOMB = "a: &a [x,x,x,x,x,x,x,x,x]\n" + "".join(
    f"{c}: &{c} [{', '.join(['*' + p] * 9)}]\n" for p, c in zip("abcdefgh", "bcdefghi"))


def sentence(rng: random.Random) -> str:
    words = " ".join(rng.choice(["retrieval", "improves", "recall", "the", "model", "0.93", "not", "data", rng.choice(ODD_WORDS)])
                     for _ in range(rng.randint(3, 12)))
    return f"{words} {rng.choice(MARKERS)}{rng.choice(DECORATIONS)}."


def draft_text(rng: random.Random, outside: Path) -> str:
    blocks = []
    if rng.random() < 0.3:
        matter = BOMB if rng.random() < 0.3 else ""
        bib = rng.choice(["refs.bib", "refs.json", "fifo.bib", "/dev/zero", "../outside.bib", "deep.json"])
        blocks.append(f"---\n{matter}bibliography: {bib}\n---")
    for _ in range(rng.randint(1, 10)):
        kind = rng.random()
        if kind < 0.5:
            blocks.append(" ".join(sentence(rng) for _ in range(rng.randint(1, 5))))
        elif kind < 0.7:
            blocks.append("\n".join("  " * i + "- " + sentence(rng) for i in range(rng.randint(1, 120))))
        elif kind < 0.85:
            blocks.append("\n".join(">" * i + " " + sentence(rng) for i in range(1, rng.randint(2, 150))))
        else:
            blocks.append("<!-- c -->" * rng.randint(1, 2000) + " tail.")
    refs = "\n".join(f"{n}. Doe, J. (2020). T. {rng.choice(HOSTILE_PATHS).format(outside=outside)}"
                     for n in range(1, 4))
    links = "\n".join(f"[{key}]: {rng.choice(HOSTILE_PATHS).format(outside=outside)}" for key in ("a", "b", "c", "²", "_x"))
    return "\n\n".join(blocks) + f"\n\n## References\n\n{refs}\n\n{links}\n"


def make_project(root: Path, outside: Path) -> Path:
    project = root / "project"
    (project / "papers").mkdir(parents=True)
    (project / "fake.pdf").write_text("not a pdf")
    (project / "trunc.pdf").write_bytes(b"%PDF-1.4\n1 0 obj<<>>")
    (project / "refs.bib").write_text(f"@article{{a, title={{A}}, year={{2020}}, file={{{outside}}}}}\n")
    (project / "refs.json").write_text(json.dumps([{"id": "b", "title": "B", "file": "../secret.txt"}]))
    (project / "deep.json").write_text("[" * 100_000 + "]" * 100_000)
    (root / "outside.bib").write_text("@article{c, title={C}, year={2021}}\n")
    os.symlink(outside, project / "papers" / "leak.txt")
    os.symlink("loop-b.pdf", project / "papers" / "loop-a.pdf")  # a link loop
    os.symlink("loop-a.pdf", project / "papers" / "loop-b.pdf")
    os.symlink(root / "nowhere.pdf", project / "papers" / "gone.pdf")  # a broken link
    if hasattr(os, "mkfifo"):
        os.mkfifo(project / "fifo.bib")
    return project


REPO = Path(__file__).resolve().parents[1]


def pdf_pass() -> dict[str, object]:
    """The hostile-PDF corpus, one child process per file (the test's own child script)."""
    import subprocess

    sys.path.insert(0, str(REPO / "tests"))
    from test_hostile_pdfs import CHILD, corpus  # the corpus the suite tests, not a copy

    exceptions, hangs, peak = [], [], 0.0
    with tempfile.TemporaryDirectory(prefix="rblint-robust-pdfs-") as scratch:
        files = corpus()
        for name, data in files.items():
            path = Path(scratch) / f"{name}.pdf"
            path.write_bytes(data)
            started = time.perf_counter()
            child = subprocess.Popen([sys.executable, "-c", CHILD, str(path)], stdout=subprocess.PIPE,
                                     stderr=subprocess.PIPE)
            try:
                out, err = child.communicate(timeout=120)
            except subprocess.TimeoutExpired:
                child.kill()
                out, err = child.communicate()
            seconds = time.perf_counter() - started
            usage = resource.getrusage(resource.RUSAGE_CHILDREN)
            peak = max(peak, usage.ru_maxrss / 1024)
            if child.returncode != 0:
                exceptions.append(f"{name}: exit {child.returncode}: {err.decode(errors='replace')[-300:]}")
            else:
                answer = json.loads(out.decode().strip().splitlines()[-1])
                if any(isinstance(a, str) and "\n" in a for a in (answer["check"], answer["index"])):
                    exceptions.append(f"{name}: a multi-line reason")
            if seconds > HANG_SECONDS:
                hangs.append(f"{name}: {seconds:.1f} s")
    return {"inputs": len(files), "exceptions": exceptions, "hangs": hangs, "peak_rss_mb": peak}


def _frame(message: dict) -> bytes:
    body = json.dumps(message).encode()
    return b"Content-Length: %d\r\n\r\n" % len(body) + body


DIAGNOSTICS_SECONDS = 30.0  # a megabyte-sized hostile document's instant findings


def hostile_documents() -> list[tuple[str, str]]:
    """Scale, not shape: documents of about a megabyte that were quadratic somewhere."""
    return [
        ("hostile document: 20,000 sentences in one paragraph",
         "# T\n\n" + "".join(f"Prior work has shown that method {n} improves accuracy by {n}%. " for n in range(20_000)) + "\n"),
        ("hostile document: 100,000 invented markers",
         "# T\n\nClaims " + " ".join(f"[{n}]" for n in range(5, 100_000)) + ".\n\n## References\n\n1. Smith, J. (2020). A.\n"),
        ("hostile document: 30,000 headings", "".join(f"## Heading {n}\n\nText {n} improves things.\n\n" for n in range(30_000))),
        ("hostile document: 30,000 references", "# R\n\nWe cite [1].\n\n## References\n\n"
         + "".join(f"{n + 1}. Author{n}, A. ({1990 + n % 30}). Title of paper {n}. J.\n" for n in range(30_000))),
        ("hostile document: 50,000 author-year citations in one parenthesis",  # cue overlap test was quadratic
         "# T\n\n(" + "; ".join(f"Smith et al., {1900 + n % 100}" for n in range(50_000)) + ")\n"),
    ]


def _published(published: "queue.Queue[int | None]", version: int, seconds: float) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        try:
            if published.get(timeout=max(0.01, deadline - time.monotonic())) == version:
                return True
        except queue.Empty:
            break
    return False


def lsp_pass(root: Path, edits: int = 2000) -> dict[str, object]:
    """Abuse the real language server; after each abuse, a probe must be answered."""
    import subprocess
    import threading

    draft = root / "lsp" / "draft.md"
    draft.parent.mkdir(parents=True, exist_ok=True)
    for name, target in (("loop-a.md", "loop-b.md"), ("loop-b.md", "loop-a.md")):  # a link loop the editor opens
        if not (draft.parent / name).is_symlink():
            os.symlink(target, draft.parent / name)
    text = "# Draft\n\nRetrieval improves recall [1].\n\n[1]: papers/none.pdf\n"
    draft.write_text(text)
    env = {**os.environ, "RBLINT_CACHE_DIR": str(root / "lsp-cache")}
    server = subprocess.Popen([sys.executable, "-m", "rblint", "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                              stderr=subprocess.DEVNULL, env=env, cwd=draft.parent)
    assert server.stdin is not None and server.stdout is not None
    answers: "queue.Queue[dict]" = queue.Queue()
    published: "queue.Queue[int | None]" = queue.Queue()  # the versions diagnostics were published for

    def reader() -> None:  # strict frames, as an editor reads them
        stream = server.stdout
        while True:
            length = None
            while True:
                line = stream.readline()
                if not line:
                    return
                if line == b"\r\n":
                    break
                if line.lower().startswith(b"content-length:"):
                    length = int(line.split(b":")[1])
            message = json.loads(stream.read(length or 0))
            if "id" in message and "method" not in message:
                answers.put(message)
            elif message.get("method") == "textDocument/publishDiagnostics":
                published.put(message["params"].get("version"))

    threading.Thread(target=reader, daemon=True).start()
    probe_id = [1000]
    uri = draft.as_uri()
    hover = {"textDocument": {"uri": uri}, "position": {"line": 2, "character": 3}}

    def send(raw: bytes) -> None:
        server.stdin.write(raw)
        server.stdin.flush()

    def probe(method: str = "textDocument/hover", params: dict | None = None) -> bool:
        probe_id[0] += 1
        send(_frame({"jsonrpc": "2.0", "id": probe_id[0], "method": method, "params": hover if params is None else params}))
        deadline = time.monotonic() + HANG_SECONDS
        while time.monotonic() < deadline:
            try:
                message = answers.get(timeout=max(0.01, deadline - time.monotonic()))
            except queue.Empty:
                break
            if message.get("id") == probe_id[0]:
                return True
        return False

    init = {"processId": None, "rootUri": draft.parent.as_uri(), "capabilities": {}}
    abuses: list[tuple[str, list[bytes]]] = [
        ("request before initialize", []),
        ("initialize", [_frame({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": init}),
                        _frame({"jsonrpc": "2.0", "method": "initialized", "params": {}}),
                        _frame({"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {
                            "uri": uri, "languageId": "markdown", "version": 1, "text": text}}})]),
        ("second initialize", [_frame({"jsonrpc": "2.0", "id": 2, "method": "initialize", "params": init})]),
        ("huge Content-Length", [b"Content-Length: 100000000000\r\n\r\n{}"]),
        ("under-counted body", [b"Content-Length: 5\r\n\r\n{\"jsonrpc\": \"2.0\", \"id\": 9}"]),
        ("junk between frames", [b"garbage\r\n\r\n"]),
        ("malformed edit", [_frame({"jsonrpc": "2.0", "method": "textDocument/didChange",
                                    "params": {"textDocument": {"uri": uri}, "contentChanges": "nope"}})]),
        ("requests out of range", [_frame({"jsonrpc": "2.0", "id": 50 + n, "method": method, "params": params}) for n, (method, params) in enumerate([
            ("textDocument/hover", {"textDocument": {"uri": uri}, "position": {"line": 10**9, "character": 10**9}}),
            ("textDocument/completion", {"textDocument": {"uri": uri}, "position": {"line": 10**6, "character": 0}}),
            ("textDocument/hover", {"textDocument": {"uri": "untitled:Untitled-1"}, "position": {"line": 0, "character": 0}}),
            ("textDocument/codeAction", {"textDocument": {"uri": uri}, "range": {"start": {"line": 9, "character": 50},
             "end": {"line": 2, "character": 0}}, "context": {"diagnostics": [{"range": {"start": {"line": 0, "character": 0},
             "end": {"line": 0, "character": 1}}, "message": "x", "code": "RB999", "data": {"junk": [1]}}]}}),
            ("textDocument/definition", {"textDocument": {"uri": uri}, "position": {"line": 10**6, "character": 3}}),
            ("workspace/executeCommand", {"command": "rblint.nope", "arguments": [1, None]})])]),
        ("documents that name no file", [_frame({"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {
            "uri": odd, "languageId": "markdown", "version": 1, "text": "A claim [1]."}}}) for odd in (
            "untitled:Untitled-1", "file:///tmp/notes%00bad.md", (draft.parent / "loop-a.md").as_uri())]),
        ("edits out of range", [_frame({"jsonrpc": "2.0", "method": "textDocument/didChange", "params": {
            "textDocument": {"uri": other, "version": 2}, "contentChanges": [{"range": {"start": {"line": 10**6, "character": 5},
            "end": {"line": 1, "character": 0}}, "text": "X"}]}}) for other in (uri, "file:///tmp/never-opened.md")]),
        ("odd file events and settings", [
            _frame({"jsonrpc": "2.0", "method": "workspace/didChangeWatchedFiles", "params": {"changes": [
                {"uri": (draft.parent / "loop-a.md").as_uri(), "type": 2}, {"uri": "untitled:x", "type": 1},
                {"uri": "file:///%ZZ", "type": 3}]}}),
            _frame({"jsonrpc": "2.0", "method": "workspace/didChangeConfiguration", "params": {"settings": {
                "rblint": {"thresholds": {"support": "high"}, "server": 5}}}})]),
        (f"{edits} edits", [_frame({"jsonrpc": "2.0", "method": "textDocument/didChange", "params": {
            "textDocument": {"uri": uri, "version": 2 + n},
            "contentChanges": [{"text": text + f"\nEdit {n} claims retrieval helps [1].\n"}]}}) for n in range(edits)]),
    ]
    version = 2 + edits
    for name, document in hostile_documents():  # each must get its diagnostics, and a probe its answer
        version += 1
        abuses.append((name, [_frame({"jsonrpc": "2.0", "method": "textDocument/didChange", "params": {
            "textDocument": {"uri": uri, "version": version}, "contentChanges": [{"text": document}]}})]))
    hangs: list[str] = []
    exceptions: list[str] = []
    for name, messages in abuses:
        while not published.empty():
            published.get()
        for message in messages:
            send(message)
        if server.poll() is not None:
            exceptions.append(f"{name}: the server died (exit {server.returncode})")
            break
        if name != "request before initialize" and not probe():
            hangs.append(f"{name}: no answer within {HANG_SECONDS:g} s")
        if name.startswith("hostile document"):
            wanted = json.loads(messages[-1].split(b"\r\n\r\n", 1)[1])["params"]["textDocument"]["version"]
            if not _published(published, wanted, DIAGNOSTICS_SECONDS):
                hangs.append(f"{name}: no diagnostics within {DIAGNOSTICS_SECONDS:g} s")
    shutdown_ok = probe("shutdown", None) if server.poll() is None else False
    if server.poll() is None:
        send(_frame({"jsonrpc": "2.0", "method": "exit"}))
    try:
        _, status, usage = os.wait4(server.pid, 0)
        peak = usage.ru_maxrss / 1024
        code = os.waitstatus_to_exitcode(status)
    except ChildProcessError:
        peak, code = 0.0, server.returncode
    if not shutdown_ok or code != 0:
        exceptions.append(f"shutdown answered {shutdown_ok}, exit code {code}")
    return {"inputs": sum(len(messages) or 1 for _, messages in abuses), "exceptions": exceptions,
            "hangs": hangs, "peak_rss_mb": peak}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--drafts", type=int, default=10_000)
    parser.add_argument("--full", type=int, default=40, help="drafts that also run the model rules")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--no-pdfs", action="store_true", help="skip the hostile-PDF corpus")
    parser.add_argument("--no-lsp", action="store_true", help="skip the language-server abuse script")
    args = parser.parse_args()

    from rblint.engine.config import Config, ModelConfig
    from rblint.engine.linter import Linter
    from rblint.engine.rule import Phase

    rng = random.Random(args.seed)
    root = Path(tempfile.mkdtemp(prefix="rblint-robust-")).resolve()
    outside = root / "secret.txt"
    outside.write_text("PRIVATE KEY material that must never be read\n")
    project = make_project(root, outside)
    cache = root / "cache"
    outside_reads: list[str] = []
    network: list[str] = []

    def audit(event: str, hook_args: tuple) -> None:
        if event == "open" and hook_args and isinstance(hook_args[0], (str, bytes, os.PathLike)):
            try:
                path = Path(os.fsdecode(hook_args[0])).resolve()
            except (OSError, ValueError):
                return
            if path == outside or (str(path).startswith(str(root)) and not str(path).startswith(str(project))
                                   and not str(path).startswith(str(cache))):
                outside_reads.append(str(path))
        elif event == "socket.connect":
            network.append(repr(hook_args[1:]))

    sys.addaudithook(audit)
    config = Config(root=project, cache_dir=cache, model=ModelConfig(backend="overlap"))
    linter = Linter(config)
    if args.full:  # load the models once, outside the timings (a cold start is not a hang)
        warmup = random.Random(args.seed + 1)
        for _ in range(3):
            linter.lint_text(draft_text(warmup, outside), project / "warmup.md")
    exceptions: list[str] = []
    hangs: list[tuple[int, float]] = []
    started = time.perf_counter()
    slowest = 0.0
    for number in range(args.drafts):
        text = draft_text(rng, outside)
        path = project / f"draft{number % 50}.md"
        phases = None if number < args.full else (Phase.INSTANT,)
        begin = time.perf_counter()
        try:
            result = linter.lint_text(text, path, phases)
            exceptions += [f for f in result.failures if "bug in rblint" in f]
            leaked = [d for d in result.diagnostics if "PRIVATE KEY" in d.message
                      or any("PRIVATE KEY" in (e.text or "") for e in d.evidence)]
            if leaked:
                outside_reads.append(f"draft {number}: quoted the secret")
        except Exception as error:  # noqa: BLE001 - counting them is the point
            exceptions.append(f"draft {number}: {type(error).__name__}: {error}")
        seconds = time.perf_counter() - begin
        slowest = max(slowest, seconds)
        if seconds > HANG_SECONDS:
            hangs.append((number, seconds))
    total = time.perf_counter() - started
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"inputs tried: {args.drafts} drafts ({args.full} with the model rules, overlap backend), "
          f"{total:.0f} s, slowest {slowest:.2f} s")
    print(f"exceptions: {len(exceptions)}")
    print(f"hangs (> {HANG_SECONDS:g} s): {len(hangs)}")
    print(f"peak RSS: {peak:.0f} MB")
    print(f"reads outside the project: {len(outside_reads)}")
    print(f"network attempts: {len(network)}")
    for line in (exceptions[:5] + [str(h) for h in hangs[:5]] + outside_reads[:5] + network[:5]):
        print("  " + line)
    failed = bool(exceptions or hangs or outside_reads or network)
    passes = [("hostile PDFs", None if args.no_pdfs else pdf_pass),
              ("language-server abuse", None if args.no_lsp else (lambda: lsp_pass(root)))]
    for label, run in passes:
        if run is None:
            continue
        result = run()
        print(f"{label}: inputs tried {result['inputs']}, exceptions {len(result['exceptions'])}, "
              f"hangs (> {HANG_SECONDS:g} s) {len(result['hangs'])}, peak RSS {result['peak_rss_mb']:.0f} MB "
              "(child processes: their file reads and sockets are not audited here; tests/test_no_network.py "
              "covers the server's)")
        for line in [*result["exceptions"], *result["hangs"]][:5]:  # type: ignore[misc]
            print("  " + str(line))
        failed = failed or bool(result["exceptions"] or result["hangs"])
    # not `or outside_reads`: the passes below run in child processes, and the hook would count the
    # bench's own files for them (under the same temporary root) as reads outside the project
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
