"""The claim-support dev sets, read one way for every eval and calibration script.

Three sets (``../shared/data``): Citation-Integrity dev (316 biomedical citing sentences
vs the cited abstract), WiCE dev (349 Wikipedia claims vs an oracle chunk of the cited
web page: the annotated evidence sentences among their neighbours) and QAGS-XSum (239 one-sentence summaries vs their
article; majority of three workers = consistent). Each becomes :class:`Case` rows with
label 1 (supported), 0 (not) or None (WiCE's partially_supported: reported apart, never
folded into either side). The Citation-Integrity loader itself lives in the engine.
"""

from __future__ import annotations

import json
import sys
from dataclasses import dataclass
from pathlib import Path

from align_training.citation_integrity import Example, clean_claim, load_examples

SHARED = Path(__file__).resolve().parents[2] / "shared" / "data"
DEFAULT_DATA = SHARED / "claim_support" / "citation_integrity"
DEV_SETS = ("citation_integrity", "wice", "qags_xsum")


@dataclass(frozen=True)
class Case:
    """One claim and the sentences of the source it is checked against."""

    dataset: str
    id: str
    claim: str
    sentences: tuple[str, ...]
    label: int | None  # 1 supported, 0 not, None partially supported (WiCE)

    @property
    def source(self) -> str:
        return " ".join(self.sentences)


def citation_integrity_cases(shared: Path = SHARED, split: str = "dev") -> list[Case]:
    return [Case("citation_integrity", e.id, e.claim, e.sentences, e.label)
            for e in load_examples(shared / "claim_support" / "citation_integrity", split)]


def wice_cases(shared: Path = SHARED) -> list[Case]:
    """WiCE dev: each claim against its first oracle chunk (the annotated evidence
    sentences among their page neighbours, ~15 sentences). The file has three chunks
    per claim, all with the claim's label; one keeps every claim equally weighted."""
    import ast

    labels = {"supported": 1, "not_supported": 0, "partially_supported": None}
    cases: list[Case] = []
    seen: set[str] = set()
    path = shared / "claim_support_dev" / "wice" / "oracle_chunks_claim_dev.jsonl"
    for line in path.read_text(encoding="utf-8").splitlines():
        item = json.loads(line)
        meta = ast.literal_eval(item["meta"]) if isinstance(item["meta"], str) else item["meta"]
        claim_id = str(meta.get("id", len(cases)))
        evidence = ast.literal_eval(item["evidence"]) if isinstance(item["evidence"], str) else item["evidence"]
        sentences = tuple(str(s).strip() for s in evidence if str(s).strip())
        if claim_id in seen or not sentences or item["label"] not in labels:
            continue
        seen.add(claim_id)
        cases.append(Case("wice", claim_id, item["claim"].strip(), sentences, labels[item["label"]]))
    return cases


def qags_cases(shared: Path = SHARED) -> list[Case]:
    from rblint.engine.scoring.chunking import split_sentences

    cases = []
    path = shared / "claim_support_dev" / "qags_xsum" / "mturk_xsum.jsonl"
    for index, line in enumerate(path.read_text(encoding="utf-8").splitlines()):
        item = json.loads(line)
        sentences = tuple(split_sentences(item["article"]))
        for summary in item["summary_sentences"]:
            votes = [r["response"] == "yes" for r in summary["responses"]]
            cases.append(Case("qags_xsum", f"qags:{index}", summary["sentence"].strip(), sentences,
                              int(sum(votes) * 2 > len(votes))))
    return cases


def dev_cases(shared: Path = SHARED) -> dict[str, list[Case]]:
    """All three dev sets, by name (in ``DEV_SETS`` order)."""
    return {"citation_integrity": citation_integrity_cases(shared), "wice": wice_cases(shared),
            "qags_xsum": qags_cases(shared)}


def shared_missing() -> bool:
    """True, having said so on stderr, when ``../shared`` is not there (the scripts exit 2)."""
    if SHARED.exists():
        return False
    print(f"{SHARED}: shared data not found", file=sys.stderr)
    return True


__all__ = ["DEFAULT_DATA", "DEV_SETS", "SHARED", "Case", "Example", "citation_integrity_cases", "clean_claim",
           "dev_cases", "load_examples", "qags_cases", "shared_missing", "wice_cases"]
