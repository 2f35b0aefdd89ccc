"""RB006 on real drafts with their markers removed: is the paper each sentence restates named?

Issue 32's bar is measured on real drafts: take supported cited sentences, remove the markers,
and count how often RB006 names the right paper, a wrong one, or none; and how often it flags
the authors' own sentences. The drafts are the correct ones of ``tests/test_real_drafts.py``
(each written by a session that never saw RB006's code, over three shared PDFs, every sentence
checked against its paper); the two own sentences of that test (``OWN``) are added to every
draft. Nothing here is tuned: RB006's bars were chosen on Citation-Integrity TRAIN
(``eval_attribution.py``).

Two libraries: ``draft`` (the draft's own reference list, three papers) and ``all`` (the
reference list plus a papers folder holding every paper the drafts use, 42: a writer's whole
library, where a sentence can be given a paper the draft does not list: counted wrong).

RB001 also points at a paper when the sentence names it ("Karpukhin et al. show ..."): such
sentences are counted apart (RB006 leaves them to RB001 by design).

    python scripts/eval_attribution_drafts.py [--library draft|all] [--drafts N] [--show 10]
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import os
import re
import shutil
import sys
import tempfile
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests"))

MARKER = re.compile(r"\s*\[(\d)\]")
REFERENCE = re.compile(r"^(\d+)\..*?papers/(\w+)\.pdf", re.MULTILINE)


def _draft_text(sentences: list[str], references: str) -> str:
    return "# Related work\n\n" + "\n".join(sentences) + "\n\n## References\n\n" + references


def _named_paper(finding: dict[str, object], numbered: dict[str, str]) -> str | None:
    """The paper an RB006 finding names: the bibliography key its fix cites (a numbered entry's key
    is its number), else its evidence's source (a papers-folder file no entry names: its stem)."""
    fix = finding.get("fix")
    data = fix.get("data") if isinstance(fix, dict) else None
    key = str(data["key"]) if isinstance(data, dict) and data.get("key") else None
    if key is None:
        evidence = finding.get("evidence")
        key = str(evidence[0]["source"]) if isinstance(evidence, list) and evidence else None
    return None if key is None else numbered.get(key, key)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--library", choices=("draft", "all"), default="draft")
    parser.add_argument("--drafts", type=int, default=0, help="only the first N drafts (0: all)")
    parser.add_argument("--show", type=int, default=10, help="print this many wrong and missed sentences")
    parser.add_argument("--only", default="", help="only the draft of this file name")
    arguments = parser.parse_args()
    import test_real_drafts as drafts  # noqa: PLC0415 - the data lives with the test that checks it
    if drafts.MISSING:
        print("../shared/data is not here: nothing to measure", file=sys.stderr)
        return 0
    from rblint.app import run  # noqa: PLC0415

    folder = Path(tempfile.mkdtemp(prefix="rb006-drafts-"))
    (folder / "papers").mkdir()
    for short, name in drafts.PAPERS.items():
        shutil.copy(drafts.PDFS / f"{name}.pdf", folder / "papers" / f"{short}.pdf")
    for short, name in drafts.MORE_PAPERS.items():
        shutil.copy(drafts.MORE_PDFS / f"{name}.pdf", folder / "papers" / f"{short}.pdf")
    if arguments.library == "all":
        (folder / "rblint.toml").write_text('papers = ["papers"]\n', encoding="utf-8")
    os.environ.setdefault("RBLINT_CACHE_DIR", str(Path(tempfile.gettempdir()) / "rb006-drafts-cache"))
    counts: Counter[str] = Counter()
    examples: dict[str, list[str]] = {"wrong": [], "missed": []}
    numbered_drafts = [draft for draft in drafts.ALL_DRAFTS if not draft[2].startswith("@")
                       and arguments.only in ("", draft[0])]
    for name, pairs, references in numbered_drafts[:arguments.drafts or None]:
        numbered = dict(REFERENCE.findall(references))
        # what a sentence cites: its markers' numbers, and their papers' file names where the list links them
        restating = {MARKER.sub("", right): {label for number in MARKER.findall(right)
                                             for label in (number, numbered.get(number)) if label}
                     for right, _ in pairs if MARKER.search(right)}
        sentences = list(restating) + drafts.OWN
        (folder / name).write_text(_draft_text(sentences, references), encoding="utf-8")
        output = io.StringIO()
        with contextlib.redirect_stdout(output), contextlib.redirect_stderr(io.StringIO()):
            run([str(folder / name), "--format", "json", "--select", "RB006,RB001"])  # (rblint.toml found beside it)
        by_line: dict[int, list[dict[str, object]]] = {}
        for finding in json.loads(output.getvalue() or "[]"):
            by_line.setdefault(int(finding["line"]) - 3, []).append(finding)
        for at, sentence in enumerate(sentences):
            findings = by_line.get(at, [])
            if sentence in drafts.OWN:
                counts["own"] += 1
                counts["own flagged"] += any(finding["severity"] != "info" for finding in findings)
                continue
            counts["restating"] += 1
            restates = [finding for finding in findings if finding["code"] == "RB006"
                        and str(finding["message"]).startswith("Cites nothing, but restates")]
            if restates:
                named = _named_paper(restates[0], numbered)
                kind = "found" if named in restating[sentence] else "wrong"
            else:
                kind = "by RB001" if any(finding["code"] == "RB001" for finding in findings) else "missed"
            counts[kind] += 1
            if kind in examples and len(examples[kind]) < arguments.show:
                detail = (str(restates[0]["message"])[-70:] + f" (named {named}, cited {restating[sentence]})"
                          if restates else "")
                examples[kind].append(f"{name}: {sentence[:140]}\n      {detail}")
    shutil.rmtree(folder, ignore_errors=True)
    total = counts["restating"] or 1
    print(f"library: {arguments.library}; drafts: {len(numbered_drafts[:arguments.drafts or None])}")
    print("| restating sentences | found (right paper) | wrong paper | by RB001 | missed | own sentences | own flagged |")
    print("|---|---|---|---|---|---|---|")
    print(f"| {counts['restating']} | {counts['found'] / total:.3f} ({counts['found']}) | "
          f"{counts['wrong'] / total:.3f} ({counts['wrong']}) | {counts['by RB001'] / total:.3f} | "
          f"{counts['missed'] / total:.3f} | {counts['own']} | {counts['own flagged'] / (counts['own'] or 1):.3f} |")
    for kind, lines in examples.items():
        for example in lines:
            print(f"  {kind}: {example}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
