"""Fresh drafts over papers no rule was written from: false findings and planted errors caught.

    python bench/unseen_drafts.py [--dir ~/.cache/rblint-bench/unseen] [--only NAME]

Why: the drafts test (tests/test_real_drafts.py) runs over the shared papers, which every rule
has been tuned on. The drafts in ``unseen_drafts/`` were written by helper sessions that never
saw the code (docs/fresh-drafts.md, batch 45), over papers of ``unseen_papers.tsv`` that are not
in shared/: they cannot be tests (CI has no such papers), so this bench measures them. Each
JSON file holds a draft's correct sentences, the variant with one planted error where there is
one, its reference list, the papers it cites (a bibliography key -> a row of the list) and ten
sentences in the writer's own voice.

Each draft is linted three times, by ``python -m rblint`` in a folder of its own whose papers/
the bench fills from ``unseen_papers.py``'s fetch: the correct sentences (every finding there is
false), the planted version (a variant is caught when a finding on it has a code that its
correct sentence does not get) and the own sentences (a finding there is false too), each as
one paragraph on one line, as the writers linted them: a finding's column names its sentence.
rblint's cache is kept under ``--dir``, so a second run reads the papers from it.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from unseen_papers import DEFAULT_DIR, LIST, prepare, read_list  # noqa: E402

DRAFTS = Path(__file__).resolve().parent / "unseen_drafts"
PARAGRAPH_LINE = 3  # "# Heading", a blank line, then the paragraph


def document(heading: str, sentences: list[str], references: str) -> str:
    """The draft as its writer wrote it: one paragraph, the sentences on one line."""
    body = " ".join(sentences)
    return f"# {heading}\n\n{body}\n\n## References\n\n{references}" if references else f"# {heading}\n\n{body}\n"


def lint(folder: Path, name: str, sentences: list[str], references: str, cache: Path,
         heading: str = "Related work") -> dict[int, list[dict[str, Any]]]:
    """Findings of the draft linted as ``name`` in ``folder``, by sentence index (a finding's
    column on the paragraph's line names its sentence)."""
    (folder / name).write_text(document(heading, sentences, references), encoding="utf-8")
    starts, column = [], 1
    for sentence in sentences:
        starts.append(column)
        column += len(sentence) + 1
    environment = dict(os.environ, RBLINT_CACHE_DIR=str(cache))
    done = subprocess.run([sys.executable, "-m", "rblint", name, "--format", "json"], cwd=folder,
                          capture_output=True, text=True, env=environment)
    if done.returncode not in (0, 1):
        raise SystemExit(f"error: rblint failed on {name} ({done.returncode}): {done.stderr.strip()[-400:]}")
    found: dict[int, list[dict[str, Any]]] = {}
    for finding in json.loads(done.stdout or "[]"):
        if int(finding["line"]) == PARAGRAPH_LINE:
            index = max(at for at, start in enumerate(starts) if start <= int(finding["column"]))
            found.setdefault(index, []).append(finding)
    return found


def measure(path: Path, pdfs: dict[str, Path], work: Path, cache: Path) -> dict[str, Any]:
    draft = json.loads(path.read_text(encoding="utf-8"))
    folder = work / path.stem
    shutil.rmtree(folder, ignore_errors=True)
    (folder / "papers").mkdir(parents=True)
    for key, row in draft["papers"].items():
        shutil.copy(pdfs[row], folder / "papers" / f"{key}.pdf")
    pairs = [(right, wrong) for right, wrong in draft["pairs"]]
    right = lint(folder, "right.md", [r for r, _ in pairs], draft["references"], cache)
    wrong = lint(folder, "wrong.md", [w or r for r, w in pairs], draft["references"], cache)
    own = lint(folder, "own.md", [draft["own"]], "", cache, heading="Notes")
    planted = [index for index, (_, variant) in enumerate(pairs) if variant]
    caught = [index for index in planted
              if {f["code"] for f in wrong.get(index, [])} - {f["code"] for f in right.get(index, [])}]
    false = [f for findings in right.values() for f in findings]
    return {"draft": path.stem, "correct": len(pairs), "false": [(f["code"], f["severity"]) for f in false],
            "planted": len(planted), "caught": len(caught),
            "caught_codes": sorted(f["code"] for i in caught for f in wrong[i]),
            "own": [(f["code"], f["severity"]) for findings in own.values() for f in findings],
            "false_messages": [f["message"][:160] for f in false]}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dir", type=Path, default=DEFAULT_DIR, help="where the packages and papers are kept")
    parser.add_argument("--only", default="", help="drafts whose name contains this")
    args = parser.parse_args(argv)
    drafts = sorted(path for path in DRAFTS.glob("*.json") if args.only in path.stem)
    wanted = {row for path in drafts for row in json.loads(path.read_text(encoding="utf-8"))["papers"].values()}
    rows = [row for row in read_list(LIST) if row["name"] in wanted]
    pdfs = {row["name"]: pdf for row, pdf, *_ in prepare(rows, args.dir)}
    results = [measure(path, pdfs, args.dir / "drafts", args.dir / "rblint-cache") for path in drafts]
    for result in results:
        print(f"{result['draft']}: {result['correct']} correct, false findings {result['false'] or 'none'}; "
              f"planted caught {result['caught']} / {result['planted']} {result['caught_codes']}; "
              f"own sentences: {result['own'] or 'no finding'}")
        for message in result["false_messages"]:
            print(f"    false: {message}")
    correct = sum(r["correct"] for r in results)
    false = sum(len(r["false"]) for r in results)
    errors = sum(1 for r in results for _, severity in r["false"] if severity == "error")
    planted, caught = sum(r["planted"] for r in results), sum(r["caught"] for r in results)
    own = sum(len(r["own"]) for r in results)
    print(f"\nall: {correct} correct sentences, {false} false findings ({errors} errors); planted caught {caught} / "
          f"{planted} = {caught / max(1, planted):.0%}; findings on own sentences {own} / {10 * len(results)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
