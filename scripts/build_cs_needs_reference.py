"""A second-domain set for RB006: computer-science sentences that do / do not need a reference.

    python scripts/build_cs_needs_reference.py [--shared ../shared/data] [--out runs/cs_needs_reference.jsonl]

From poppler's text of the shared real papers (``pdfs_more/poppler/*.txt``; the PDFs of
``pdfs/`` through the project's own parser when they have no poppler text), it takes:

* "needs": sentences of a related-work section (or a background / prior-work one) that
  carry a citation marker -- numeric ``[12]``, ``[3, 5-7]``, parenthetical author-year
  ``(Smith et al., 2020; Lee, 2019)`` or narrative ``Smith et al. (2020)`` -- with the
  markers removed, the way a generated draft would miss them (a narrative marker keeps
  its names and loses the year);
* "none": the authors' own sentences -- first person ("we", "our", "this paper", "this
  work") without any marker, in the related-work section and the introduction.

Unmarked third-person sentences of a related-work section are left out: they often
continue the previous sentence's cited claim, so neither label is safe. The set is
written outside the repository (it quotes third-party papers); rows carry the paper and
section so a report can group by paper, and the paragraph context RB006 reads: the
row's position among the paragraph's sentences and which of them carry a marker.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DEFAULT_SHARED = ROOT.parent / "shared" / "data"

RELATED = re.compile(r"^\s*(?:\d+(?:\.\d+)*\.?\s+|[IVX]+\.\s+)?(related work|related works|background|prior work|"
                     r"previous work|related research)s?\s*$", re.IGNORECASE)
INTRODUCTION = re.compile(r"^\s*(?:\d+\.?\s+|[IVX]+\.\s+)?introduction\s*$", re.IGNORECASE)
HEADING = re.compile(r"^\s*(?:\d+(?:\.\d+)*\.?|[IVX]+\.)\s+[A-Z][A-Za-z ,:&-]{2,60}$")
BARE_HEADINGS = re.compile(r"^\s*(method|methods|approach|model|experiments?|evaluation|results|discussion|"
                           r"conclusions?|references|acknowledge?ments?|appendix|dataset|data)\s*$", re.IGNORECASE)
YEAR = r"(?:19|20)\d{2}[a-z]?"
MARKERS = [
    re.compile(r"\[\s*\d+(?:\s*[,–-]\s*\d+)*\s*\]"),  # [12], [3, 5-7]
    # (Smith et al., 2020; Lee, 2019), and the year of a narrative "Smith et al. (2020)"
    re.compile(rf"\((?:[^()]*?\b{YEAR})(?:[^()]*?)\)"),
]
OWN = re.compile(r"\b(we|our|us|this paper|this work|the present work|in this work|in this paper)\b", re.IGNORECASE)
MAX_SECTION_LINES = 220


def joined(lines: list[str]) -> str:
    """Poppler lines as running text: hyphenated line ends rejoined, whitespace collapsed."""
    text = ""
    for line in lines:
        line = line.strip()
        if not line:
            text += " "
            continue
        if text.endswith("-") and line[:1].islower():
            text = text[:-1] + line
        else:
            text += " " + line
    return re.sub(r"\s+", " ", text).strip()


def sections(lines: list[str]) -> dict[str, list[str]]:
    """The related-work and introduction sections' lines (empty when not found)."""
    found: dict[str, list[str]] = {}
    for kind, pattern in (("related", RELATED), ("introduction", INTRODUCTION)):
        for start, line in enumerate(lines):
            if pattern.match(line):
                body = []
                for following in lines[start + 1 : start + 1 + MAX_SECTION_LINES]:
                    if HEADING.match(following) or BARE_HEADINGS.match(following) or RELATED.match(following):
                        break
                    body.append(following)
                found[kind] = body
                break
    return found


def strip_markers(sentence: str) -> tuple[str, int]:
    """The sentence without citation markers, and how many markers it had."""
    count = 0
    for pattern in MARKERS:
        sentence, removed = pattern.subn(" ", sentence)
        count += removed
    sentence = re.sub(r"\s+([.,;:])", r"\1", re.sub(r"\s+", " ", sentence)).strip()
    return sentence, count


def paragraphs_of(body: list[str]) -> list[list[str]]:
    """A section's lines cut into paragraphs at poppler's blank lines."""
    found: list[list[str]] = [[]]
    for line in body:
        if line.strip():
            found[-1].append(line)
        elif found[-1]:
            found.append([])
    return [lines for lines in found if lines]


def rows_of(paper: str, text_lines: list[str]) -> list[dict[str, object]]:
    """Labelled rows, each with its paragraph context: its position and which sentences cite."""
    from rblint.engine.sentences import split_sentences

    rows: list[dict[str, object]] = []
    for kind, body in sections(text_lines).items():
        for lines in paragraphs_of(body):
            text = joined(lines)
            sentences = [strip_markers(text[start:end]) for start, end in split_sentences(text)]
            citing = [markers > 0 for _, markers in sentences]
            for position, (clean, markers) in enumerate(sentences):
                words = clean.split()
                if not 6 <= len(words) <= 60 or not clean[:1].isupper():
                    continue
                if markers and kind == "related":
                    label = "needs"
                elif not markers and OWN.search(clean):
                    label = "none"
                else:
                    continue
                rows.append({"paper": paper, "section": kind, "sentence": clean, "label": label,
                             "position": position, "citing": citing})
    return rows


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--shared", type=Path, default=DEFAULT_SHARED)
    parser.add_argument("--out", type=Path, default=ROOT / "runs" / "cs_needs_reference.jsonl")
    args = parser.parse_args(argv)
    poppler = args.shared / "pdfs_more" / "poppler"
    if not poppler.is_dir():
        print(f"error: {poppler} not found", file=sys.stderr)
        return 2
    rows: list[dict[str, object]] = []
    per_paper: Counter[str] = Counter()
    for path in sorted(poppler.glob("*.txt")):
        found = rows_of(path.stem, path.read_text(encoding="utf-8", errors="replace").splitlines())
        rows.extend(found)
        per_paper[path.stem] = len(found)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text("".join(json.dumps(row, ensure_ascii=False) + "\n" for row in rows), encoding="utf-8")
    labels = Counter(row["label"] for row in rows)
    papers = sum(1 for count in per_paper.values() if count)
    print(f"{len(rows)} sentences from {papers} of {len(per_paper)} papers: "
          f"{labels['needs']} need a reference, {labels['none']} are the authors' own -> {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
