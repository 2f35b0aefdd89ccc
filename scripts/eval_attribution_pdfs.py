"""RB006 over a library of real PDFs: is the paper a copied sentence came from named?

The Citation-Integrity measure (``eval_attribution.py``) has abstracts for a library; a
writer's library is full papers, whose 350-word chunks dilute one sentence's vector (a
sentence copied from a PDF scores about 0.6 against its own chunk). Here the library is the
born-digital papers of the tuning half of ``bench/pdf_split.json``; the restating sentences
are sentences copied word for word from their named, non-appendix sections (six per paper,
12-40 words, no citation, figure or link); the authors' own sentences are as many from the
check half's papers, which are not in the library. Copied sentences are the easy end of
restating (a paraphrase shares fewer words and a lower cosine): read "found" as a ceiling.
Nothing here is tuned: the rule is calibration.json's (``eval_attribution.py`` chose it on
Citation-Integrity TRAIN).

    python scripts/eval_attribution_pdfs.py [--per-paper 6] [--seed 7]
"""

from __future__ import annotations

import argparse
import json
import random
import re
import shutil
import sys
import tempfile
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claim_support_data import SHARED, shared_missing  # noqa: E402
from eval_attribution import CACHE, Row, attribute, line, rates, restated  # noqa: E402

from rblint.engine.config import Config  # noqa: E402
from rblint.engine.index import EvidenceIndex, SourceError  # noqa: E402
from rblint.engine.scoring.chunking import split_sentences  # noqa: E402

SPLIT = Path(__file__).resolve().parents[1] / "bench" / "pdf_split.json"
PAPERS = SHARED / "pdfs_more" / "pdfs"
NOT_A_CLAIM = re.compile(r"\[\d|\(\w+ et al|Figure|Table|Fig\.|http|@")


def copied_sentences(index: EvidenceIndex, path: Path, count: int, rng: random.Random) -> list[str] | None:
    """``count`` sentences of a paper's body, or None when it cannot be read (a scan)."""
    try:
        document = index.load(path)
    except SourceError:
        return None
    pool = []
    for passage in document.passages:
        if passage.appendix or not passage.section:
            continue
        for sentence in split_sentences(passage.text):
            words = sentence.split()
            if 12 <= len(words) <= 40 and not NOT_A_CLAIM.search(sentence) and sentence[:1].isupper() \
                    and sentence.endswith("."):
                pool.append(" ".join(words))
    rng.shuffle(pool)
    return pool[:count]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--per-paper", type=int, default=6)
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    if shared_missing():
        return 2
    halves = json.loads(SPLIT.read_text(encoding="utf-8"))
    rng = random.Random(args.seed)
    reader = EvidenceIndex(Config(root=PAPERS), embedder_factory=lambda: None, use_cache=False)
    with tempfile.TemporaryDirectory() as temporary:
        folder = Path(temporary)
        (folder / "lib").mkdir()
        rows: list[Row] = []
        references: list[str] = []
        for name in halves["tune"]:
            sentences = copied_sentences(reader, PAPERS / f"{name}.pdf", args.per_paper, rng)
            if not sentences:
                continue
            number = len(references) + 1
            shutil.copy(PAPERS / f"{name}.pdf", folder / "lib" / f"p{number}.pdf")
            references.append(f"{number}. Author{number}, A. (2020). Paper {number}. [PDF](lib/p{number}.pdf)")
            rows += [Row(sentence, str(number)) for sentence in sentences]
        for name in halves["check"]:
            rows += [Row(sentence, None) for sentence in copied_sentences(reader, PAPERS / f"{name}.pdf",
                                                                          args.per_paper, rng) or []]
        text = ("# Draft\n\n" + "\n\n".join(row.sentence for row in rows) + "\n\n## References\n\n"
                + "\n".join(references) + "\n")
        (folder / "draft.md").write_text(text, encoding="utf-8")
        verdicts = attribute(folder / "draft.md", rows, Config(root=folder, cache_dir=CACHE.parent / "pdf-library-cache"))
    calibration = verdicts.calibration
    without = replace(verdicts, calibration=replace(calibration, restates_sentence_support=None))
    not_alone = replace(verdicts, calibration=replace(calibration, restates_alone_support=None))
    print(f"library: {len(references)} papers (tuning half); {sum(r.right is not None for r in rows)} copied sentences, "
          f"{sum(r.right is None for r in rows)} sentences of {len(halves['check'])} other papers (check half)\n")
    print("| rule | restating sentences | found (right paper) | wrong paper | missed | own sentences | own flagged |"
          "\n|---|---|---|---|---|---|---|")
    for name, rule in (("without the closest sentence", without), ("without the one paper that fits", not_alone),
                       ("as run (calibration.json)", verdicts)):
        print(line(name, rates(rows, rule)))
    for row in rows:  # what a reader needs to judge each own sentence named
        if row.right is None and row.papers and restated(verdicts, row.papers):
            print(f"own sentence named: {row.sentence[:160]}", file=sys.stderr)
    measured = rates(rows, verdicts)
    print(f"\nright paper ranked first {measured['top1']:.3f}; asked at all (not exempt) {measured['asked']:.3f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
