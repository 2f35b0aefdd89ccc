"""``rblint report``: every cited sentence beside its verdict and evidence, in text, JSON, HTML."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest

from report_helpers import EXAMPLES, implied_verdicts
from rblint.app import run


def report(capsys: pytest.CaptureFixture[str], *args: str) -> str:
    code = run(["report", *args])
    out, err = capsys.readouterr()
    assert code == 0, err
    return out


@pytest.mark.slow
def test_the_reports_verdicts_are_the_ones_the_findings_imply(capsys: pytest.CaptureFixture[str]) -> None:
    draft = str(EXAMPLES / "draft.md")
    review = json.loads(report(capsys, draft, "--format", "json"))
    run([draft, "--format", "json"])
    findings = json.loads(capsys.readouterr().out)
    implied = implied_verdicts(review, findings)
    cited = [item for item in review["sentences"] if item["cited"]]
    assert len(cited) == review["summary"]["cited"] == 8
    for item in cited:
        assert item["verdict"] == implied[item["index"]], item
    contradicted = next(item for item in cited if item["verdict"] == "CONTRADICTED")
    assert contradicted["evidence"]["says_the_opposite"] and "0.71 to 0.88" in contradicted["evidence"]["quote"]
    assert contradicted["evidence"]["path"] == "papers/alvarez2022.pdf" and contradicted["evidence"]["page"] == 1
    unchecked = [item for item in cited if item["verdict"] == "NOT CHECKED"]
    assert unchecked and all(item["why"] for item in unchecked)
    assert review["summary"]["findings_per_rule"] == {finding["code"]: sum(1 for f in findings if f["code"] == finding["code"])
                                                      for finding in findings}
    text = report(capsys, draft)
    assert "CONTRADICTED line 9" in text and "says the opposite ([1], p. 1, Abstract)" in text


def test_the_html_page_is_self_contained_and_escapes_hostile_text(tmp_path: Path,
                                                                capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "evil.md").write_text(
        "# Paper\n\n<script>alert('paper')</script> Dropout reduces overfitting in small networks.\n",
        encoding="utf-8")
    (tmp_path / "draft.md").write_text(
        "Dropout increases overfitting in small networks <script>alert(1)</script> [1].\n\n"
        "A sentence with \" onmouseover=\"alert(2) and [a link](javascript:alert(3)) cited [2].\n\n"
        "## References\n\n1. Evil, E. (2020). <img src=x onerror=alert(4)>. evil.md\n"
        "2. Missing, M. (2021). Gone. javascript:alert(5).pdf\n", encoding="utf-8")
    out = tmp_path / "review.html"
    code = run(["report", str(tmp_path / "draft.md"), "-o", str(out), "--backend", "overlap"])
    capsys.readouterr()
    assert code == 0
    page = out.read_text(encoding="utf-8")
    assert page.count("<script>") == 1 and page.count("<script") == 1  # only the page's own filter script
    assert "<img" not in page and not re.search(r"<[^>]*\son\w+\s*=", page)  # no tag carries a handler
    assert "alert(1)" in page and "&lt;script&gt;alert(&#x27;paper&#x27;)&lt;/script&gt;" in page
    assert not re.search(r'href="\s*javascript:', page, re.I)
    assert "Content-Security-Policy" in page and "default-src 'none'" in page
    assert not re.search(r'(src|href)="(https?:)?//', page)  # nothing fetched from anywhere
    assert 'data-verdict="CONTRADICTED"' in page and "The source says the opposite" in page


@pytest.mark.slow
def test_a_100_sentence_draft_makes_a_small_page(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    shutil.copytree(EXAMPLES / "papers", tmp_path / "papers")
    lines = (EXAMPLES / "draft.md").read_text(encoding="utf-8").splitlines()
    body = [line for line in lines if line.endswith("[1].") or line.endswith("[2].")]
    refs = lines[lines.index("## References"):]
    (tmp_path / "draft.md").write_text("\n\n".join((body * 20)[:100]) + "\n\n" + "\n".join(refs) + "\n",
                                       encoding="utf-8")
    out = tmp_path / "review.html"
    assert run(["report", str(tmp_path / "draft.md"), "-o", str(out)]) == 0
    capsys.readouterr()
    assert out.stat().st_size <= 2 * 1024 * 1024
    page = out.read_text(encoding="utf-8")
    assert page.count("<article") == 100 and 'href="./papers/alvarez2022.pdf#page=1"' in page
    elsewhere = tmp_path / "artifacts" / "review.html"  # a CI artifact folder: links still reach the papers
    assert run(["report", str(tmp_path / "draft.md"), "-o", str(elsewhere)]) == 0
    capsys.readouterr()
    assert 'href="./../papers/alvarez2022.pdf#page=1"' in elsewhere.read_text(encoding="utf-8")


def test_report_errors_are_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert run(["report", str(tmp_path / "missing.md")]) == 2
    err = capsys.readouterr().err
    assert "no such file" in err and "Traceback" not in err and len(err.strip().splitlines()) == 1
