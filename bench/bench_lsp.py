"""Edit-to-diagnostics latency of `rblint lsp` on a generated 10,000-word draft citing 20 papers.

Starts the real server (``python -m rblint lsp``) as an editor would, over stdio, and:

1. instant rules only: opens the draft, then makes N one-word edits in random sentences;
   latency = didChange sent -> publishDiagnostics for that version (debounce included);
2. all rules (when model rules are registered): time for the first full model pass
   (indexing the 20 sources + scoring), then M edits of one sentence each; latency =
   didChange -> the model-phase publish for that version;
3. server RSS (VmRSS) after indexing.

Usage: python bench/bench_lsp.py [--edits 40] [--model-edits 5] [--skip-model] [--json OUT]
Prints medians/p95 and a JSON summary. On the shared 2-core box numbers are noisy.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

os.environ.setdefault("OMP_NUM_THREADS", "1")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")

from lsprotocol import types  # noqa: E402
from pygls.lsp.client import LanguageClient  # noqa: E402

TOPICS = [
    ("attention", "Attention layers let a model weigh every token of the input sequence"),
    ("dropout", "Dropout randomly removes units during training to reduce overfitting"),
    ("batchnorm", "Batch normalization rescales activations to stabilise training"),
    ("adam", "The Adam optimizer adapts learning rates from running moment estimates"),
    ("resnet", "Residual connections let very deep networks train without degradation"),
    ("bert", "Masked language modelling pretrains bidirectional encoders on unlabelled text"),
    ("gan", "Adversarial training pits a generator against a discriminator"),
    ("vae", "Variational autoencoders learn latent variables with an evidence lower bound"),
    ("rl", "Policy gradients estimate the return gradient from sampled trajectories"),
    ("gnn", "Graph neural networks pass messages along the edges of a graph"),
    ("distill", "Knowledge distillation trains a small student on a teacher's soft labels"),
    ("prune", "Magnitude pruning removes the smallest weights with little accuracy loss"),
    ("quant", "Eight-bit quantization cuts memory while keeping accuracy within one point"),
    ("lora", "Low-rank adapters fine-tune large models by training small matrices"),
    ("rag", "Retrieval-augmented generation grounds answers in fetched passages"),
    ("clip", "Contrastive image-text pretraining aligns captions with pictures"),
    ("diffusion", "Diffusion models generate images by reversing a noising process"),
    ("moe", "Mixture-of-experts layers route each token to a few expert networks"),
    ("scaling", "Test loss falls as a power law in model size and data"),
    ("calib", "Temperature scaling calibrates the confidence of classifiers"),
]
FILLER = (
    "Across several benchmarks the effect held for small and large models alike, "
    "and the authors report that the gains grew with longer training schedules"
).split()


def make_corpus(root: Path, words: int = 10_000, seed: int = 7) -> tuple[Path, str, list[tuple[int, int]]]:
    """20 source .txt files and a draft of ``words`` words; returns the sentence spans too."""
    rng = random.Random(seed)
    papers = root / "papers"
    papers.mkdir(parents=True, exist_ok=True)
    for number, (name, claim) in enumerate(TOPICS, 1):
        body = [f"{claim}.", f"We study {name} in detail.", " ".join(rng.choice(FILLER) for _ in range(60)) + "."]
        body += [f"Section {i}. " + " ".join(rng.choice(FILLER) for _ in range(50)) + "." for i in range(2, 12)]
        (papers / f"{name}.txt").write_text("\n\n".join(body) + "\n", encoding="utf-8")
    sentences: list[str] = []
    count = 0
    while count < words:
        number = rng.randrange(len(TOPICS))
        claim = TOPICS[number][1]
        if rng.random() < 0.5:
            text = f"{claim} [{number + 1}]."
        else:
            text = " ".join(rng.choice(FILLER) for _ in range(rng.randint(12, 22))).capitalize() + "."
        sentences.append(text)
        count += len(text.split())
    paragraphs = [" ".join(sentences[i : i + 6]) for i in range(0, len(sentences), 6)]
    refs = "\n".join(f'[{n}]: papers/{name}.txt "{name.title()} paper"' for n, (name, _) in enumerate(TOPICS, 1))
    text = "# Generated draft\n\n" + "\n\n".join(paragraphs) + "\n\n## References\n\n" + refs + "\n"
    path = root / "draft.md"
    path.write_text(text, encoding="utf-8")
    spans = []
    cursor = 0
    for sentence in sentences:
        start = text.index(sentence, cursor)
        spans.append((start, start + len(sentence)))
        cursor = start + len(sentence)
    return path, text, spans


def position(text: str, offset: int) -> types.Position:
    before = text[:offset]
    return types.Position(line=before.count("\n"), character=len(before) - before.rfind("\n") - 1)


class Bench:
    def __init__(self) -> None:
        self.client = LanguageClient("rblint-bench", "1")
        self.publishes: dict[int | None, list[float]] = {}
        self.progress_end = asyncio.Event()

        @self.client.feature(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
        def published(params: types.PublishDiagnosticsParams) -> None:
            self.publishes.setdefault(params.version, []).append(time.perf_counter())

        @self.client.feature(types.WINDOW_WORK_DONE_PROGRESS_CREATE)
        def create(params: Any) -> None:
            return None

        @self.client.feature(types.PROGRESS)
        def progress(params: types.ProgressParams) -> None:
            value = params.value
            kind = value.get("kind") if isinstance(value, dict) else getattr(value, "kind", None)
            if kind == "end":
                self.progress_end.set()

        @self.client.feature(types.WINDOW_SHOW_MESSAGE)
        def show(params: types.ShowMessageParams) -> None:
            print(f"  server says: {params.message}", file=sys.stderr)

    async def start(self, root: Path, options: dict[str, Any]) -> None:
        await self.client.start_io(sys.executable, "-m", "rblint", "lsp")
        capabilities = types.ClientCapabilities(window=types.WindowClientCapabilities(work_done_progress=True))
        await self.client.initialize_async(
            types.InitializeParams(capabilities=capabilities, root_uri=root.as_uri(), initialization_options=options)
        )
        self.client.initialized(types.InitializedParams())

    async def wait_publishes(self, version: int, count: int, timeout: float) -> float:
        deadline = time.perf_counter() + timeout
        while time.perf_counter() < deadline:
            stamps = self.publishes.get(version, [])
            if len(stamps) >= count:
                return stamps[count - 1]
            await asyncio.sleep(0.002)
        raise TimeoutError(f"no publish #{count} for version {version} within {timeout}s")

    async def quiet_after(self, quiet: float, timeout: float) -> float:
        """The time of the last publish once none has come for ``quiet`` seconds."""
        deadline = time.perf_counter() + timeout
        while time.perf_counter() < deadline:
            last = max((stamp for stamps in self.publishes.values() for stamp in stamps), default=0.0)
            if time.perf_counter() - last >= quiet:
                return last
            await asyncio.sleep(0.05)
        raise TimeoutError(f"publishes did not stop within {timeout}s")

    async def stop(self) -> None:
        await self.client.shutdown_async(None)
        self.client.exit(None)
        await self.client.stop()

    def cpu_seconds(self) -> float | None:
        """Server user+system CPU time: on a shared box, CPU per edit is the figure an idle
        machine's latency approaches (the work is single-threaded)."""
        server = getattr(self.client, "_server", None)
        pid = getattr(server, "pid", None)
        try:
            fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
            return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
        except (OSError, ValueError, IndexError):
            return None

    def rss_mb(self) -> float | None:
        server = getattr(self.client, "_server", None)
        pid = getattr(server, "pid", None)
        try:
            for line in Path(f"/proc/{pid}/status").read_text().splitlines():
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) / 1024
        except (OSError, ValueError):
            return None
        return None


def edit(bench: Bench, uri: str, text: str, spans: list[tuple[int, int]], version: int, rng: random.Random) -> tuple[str, float]:
    """Replace one word of a random sentence; returns the new text and the send time."""
    start, end = spans[rng.randrange(len(spans))]
    words_at = [i for i in range(start, end) if text[i] == " "]
    at = rng.choice(words_at) if words_at else start
    new = " very"
    sent = time.perf_counter()
    bench.client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=version),
            content_changes=[
                types.TextDocumentContentChangePartial(range=types.Range(start=position(text, at), end=position(text, at)), text=new)
            ],
        )
    )
    text = text[:at] + new + text[at:]
    delta = len(new)
    spans[:] = [(s + (delta if s > at else 0), e + (delta if e >= at else 0)) for s, e in spans]
    return text, sent


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(q * (len(ordered) - 1))))]


async def run(args: argparse.Namespace) -> dict[str, Any]:
    from rblint.engine.registry import all_rules
    from rblint.engine.rule import Phase

    instant = [rule.code for rule in all_rules() if rule.phase == Phase.INSTANT]
    model = [rule.code for rule in all_rules() if rule.phase == Phase.MODEL]
    report: dict[str, Any] = {"instant_rules": instant, "model_rules": model}
    with tempfile.TemporaryDirectory() as folder:
        root = Path(folder)
        path, text, spans = make_corpus(root)
        report["draft_words"] = len(text.split())
        # An editor's cache already holds this machine's encoder choice after its first run; a
        # fresh cache would probe (both encoders loaded, once per machine) and overstate the RSS.
        from rblint.engine.cache import default_cache_dir
        from rblint.engine.precision import CHOICE_FILE

        choice = default_cache_dir() / CHOICE_FILE
        (root / "cache").mkdir()
        if choice.is_file():
            shutil.copy(choice, root / "cache" / CHOICE_FILE)
        report["encoder_choice_seeded"] = choice.is_file()
        report["sentences"] = len(spans)
        uri = path.as_uri()
        rng = random.Random(1)

        # 1. instant rules only
        bench = Bench()
        await bench.start(root, {"select": instant, "cache-dir": str(root / "cache"), "server": {"diagnostics": "push"}})
        bench.client.text_document_did_open(
            types.DidOpenTextDocumentParams(text_document=types.TextDocumentItem(uri=uri, language_id="markdown", version=1, text=text))
        )
        await bench.wait_publishes(1, 1, 60)
        latencies = []
        current = text
        local_spans = list(spans)
        cpu_before = bench.cpu_seconds()
        for version in range(2, args.edits + 2):
            current, sent = edit(bench, uri, current, local_spans, version, rng)
            received = await bench.wait_publishes(version, 1, 30)
            latencies.append((received - sent) * 1000)
            await asyncio.sleep(0.05)
        cpu_after = bench.cpu_seconds()
        report["instant_ms"] = {
            "p50": round(statistics.median(latencies), 1),
            "p95": round(percentile(latencies, 0.95), 1),
            "max": round(max(latencies), 1),
            "edits": len(latencies),
            "server_cpu_per_edit": round(1000 * (cpu_after - cpu_before) / len(latencies), 1)
            if cpu_before is not None and cpu_after is not None else None,
        }
        report["load_average"] = os.getloadavg()[0]
        report["rss_mb_instant_only"] = bench.rss_mb()
        await bench.stop()
        print(
            f"instant rules: p50 {report['instant_ms']['p50']} ms, p95 {report['instant_ms']['p95']} ms over "
            f"{len(latencies)} edits; server CPU {report['instant_ms']['server_cpu_per_edit']} ms/edit; "
            f"load average {report['load_average']:.1f} on {os.cpu_count()} cores"
        )

        # 2. model rules
        if model and not args.skip_model:
            bench = Bench()
            await bench.start(root, {"cache-dir": str(root / "cache"), "server": {"diagnostics": "push"}})
            opened = time.perf_counter()
            bench.client.text_document_did_open(
                types.DidOpenTextDocumentParams(text_document=types.TextDocumentItem(uri=uri, language_id="markdown", version=1, text=text))
            )
            received = await bench.wait_publishes(1, 2, args.model_timeout)
            report["model_first_pass_s"] = round(received - opened, 1)
            # The library is read in the background meanwhile; sentences checked against part of
            # it are checked again when it is whole: "settled" is the last publish before 3 s of quiet.
            settled = await bench.quiet_after(3.0, args.model_timeout)
            report["model_settled_s"] = round(settled - opened, 1)
            report["rss_mb_after_indexing"] = bench.rss_mb()
            print(f"model rules: first full pass {report['model_first_pass_s']} s, settled {report['model_settled_s']} s, "
                  f"RSS {report['rss_mb_after_indexing']:.0f} MB")
            model_latencies = []
            after_instant = []
            current = text
            local_spans = list(spans)
            for version in range(2, args.model_edits + 2):
                current, sent = edit(bench, uri, current, local_spans, version, rng)
                received = await bench.wait_publishes(version, 2, 120)
                model_latencies.append((received - sent) * 1000)
                after_instant.append((received - bench.publishes[version][0]) * 1000)
                await asyncio.sleep(0.2)
            print("model edit latencies (ms):", [round(value) for value in model_latencies])
            report["model_edit_ms"] = {
                "p50": round(statistics.median(model_latencies), 1),
                "max": round(max(model_latencies), 1),
                "edits": len(model_latencies),
                # the model phase alone: instant publish -> model publish (includes model-delay)
                "after_instant_p50": round(statistics.median(after_instant), 1),
            }
            print(f"model rules after a one-sentence edit: p50 {report['model_edit_ms']['p50']} ms, max {report['model_edit_ms']['max']} ms")
            await bench.stop()
    return report


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--edits", type=int, default=40)
    parser.add_argument("--model-edits", type=int, default=5)
    parser.add_argument("--model-timeout", type=float, default=900)
    parser.add_argument("--skip-model", action="store_true")
    parser.add_argument("--json", type=Path)
    args = parser.parse_args()
    report = asyncio.run(run(args))
    print(json.dumps(report, indent=2))
    if args.json:
        args.json.write_text(json.dumps(report, indent=2))


if __name__ == "__main__":
    main()
