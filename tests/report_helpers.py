"""What `rblint report` should say, from `rblint --format json`: shared by tests/test_report.py
and the browser test of the HTML page (tests/test_report_browser.py)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

EXAMPLES = Path(__file__).resolve().parents[1] / "examples"
VERDICT_OF_FINDING = {"RB005": "CONTRADICTED", "RB004": "UNSUPPORTED"}


def implied_verdicts(review: dict[str, Any], findings: list[dict[str, Any]]) -> dict[int, str]:
    """Each cited sentence's verdict (by its index in the review) as the findings imply it:
    RB005 contradicted, RB004 unsupported, otherwise supported when scored, else not checked."""
    implied = {finding["line"]: VERDICT_OF_FINDING[finding["code"]]
               for finding in findings if finding["code"] in VERDICT_OF_FINDING}
    return {item["index"]: implied.get(item["line"], "SUPPORTED" if item["score"] is not None else "NOT CHECKED")
            for item in review["sentences"] if item["cited"]}
