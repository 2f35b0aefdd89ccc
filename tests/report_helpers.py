"""What `rblint report` should say, from `rblint --format json`: shared by tests/test_report.py
and the browser test of the HTML page (tests/test_report_browser.py)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

EXAMPLES = Path(__file__).resolve().parents[1] / "examples"
VERDICT_OF_FINDING = {"RB005": "CONTRADICTED", "RB004": "UNSUPPORTED"}


def implied_verdicts(review: dict[str, Any], findings: list[dict[str, Any]]) -> dict[int, str]:
    """Each cited sentence's verdict (by its index in the review) as the findings imply it:
    RB005, or an RB007 that names the source's own number (it has a fix), contradicted; RB004
    unsupported; otherwise supported when scored, else not checked."""
    implied: dict[int, str] = {}
    for finding in findings:
        verdict = VERDICT_OF_FINDING.get(finding["code"])
        if finding["code"] == "RB007" and finding.get("fix"):
            verdict = "CONTRADICTED"  # the number check: the source states another number
        if verdict is not None and implied.get(finding["line"]) != "CONTRADICTED":
            implied[finding["line"]] = verdict
    return {item["index"]: implied.get(item["line"], "SUPPORTED" if item["score"] is not None else "NOT CHECKED")
            for item in review["sentences"] if item["cited"]}
