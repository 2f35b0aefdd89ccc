"""Write docs/rules/ from the rule classes, so the pages never drift from the code.

Run: python scripts/gen_rule_docs.py   (tests/test_rule_docs.py fails when it is stale)
"""

from __future__ import annotations

import sys
from pathlib import Path

from rblint.engine.registry import all_rules

DOCS = Path(__file__).resolve().parents[1] / "docs" / "rules"


def pages() -> dict[str, str]:
    result = {}
    rows = ["# Rules", "", "Every rule is on by default (`select = [\"RB\"]`); `ignore` turns one off.", "",
            "| code | name | severity | phase | needs | summary |", "|---|---|---|---|---|---|"]
    for rule in all_rules():
        filename = f"{rule.code}-{rule.name}.md"
        result[filename] = rule.docs()
        rows.append(f"| [{rule.code}]({filename}) | {rule.name} | {rule.default_severity.label} | {rule.phase.value} "
                    f"| {rule.needs} | {rule.summary} |")
    result["README.md"] = "\n".join(rows) + "\n"
    return result


def main() -> int:
    DOCS.mkdir(parents=True, exist_ok=True)
    wanted = pages()
    for stale in DOCS.glob("*.md"):
        if stale.name not in wanted:
            stale.unlink()
    for name, text in wanted.items():
        (DOCS / name).write_text(text, encoding="utf-8")
    print(f"wrote {len(wanted)} pages to {DOCS}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
