"""RB004's quick fix: cite the library paper that supports the sentence, in the draft's style."""

from __future__ import annotations

from pathlib import Path

from rblint.engine.config import Config
from rblint.engine.linter import Linter
from rblint.engine.scoring.calibration import calibration_for
from rblint.rules.rb004_unsupported_claim import UnsupportedClaim

SOLAR = "Solar panels convert sunlight into electricity. Modern panels reach an efficiency of about twenty percent.\n"
BEES = "Honey bees tell other bees where flowers are. They perform a waggle dance inside the hive that encodes the direction and distance of the flowers.\n"
# The bee sentence cited to the solar paper: RB004 flags it and bees.txt supports it.
MISCITED_BEES = "Honey bees perform a waggle dance inside the hive that encodes the direction and distance of flowers"
REFERENCES = "## References\n\n1. Sun, A. (2020). Solar panels. [TXT](solar.txt)\n2. Bee, B. (2019). Bee dances. [TXT](bees.txt)\n"


def apply(text: str, edits) -> str:  # noqa: ANN001 - engine TextEdits
    for edit in sorted(edits, key=lambda item: item.span.start, reverse=True):
        text = text[: edit.span.start] + edit.new_text + text[edit.span.end :]
    return text


def lint(tmp_path: Path, draft: str):  # noqa: ANN201
    (tmp_path / "solar.txt").write_text(SOLAR, encoding="utf-8")
    (tmp_path / "bees.txt").write_text(BEES, encoding="utf-8")
    path = tmp_path / "draft.md"
    path.write_text(draft, encoding="utf-8")
    linter = Linter(Config(root=tmp_path, cache_dir=tmp_path / "cache"), rules=[UnsupportedClaim])
    return linter.lint_file(path)


def test_numeric_marker_replaced_by_the_supporting_entry(tmp_path: Path) -> None:
    draft = (
        f"# Notes\n\n{MISCITED_BEES} [1].\n\n{REFERENCES}"
    )
    result = lint(tmp_path, draft)
    assert not result.failures, result.failures
    [diagnostic] = [d for d in result.diagnostics if d.code == "RB004"]
    fix = diagnostic.fix
    assert fix is not None and "instead of [1]" in fix.title and fix.data["key"]
    fixed = apply(draft, fix.edits)
    assert "distance of flowers [2]." in fixed
    assert fixed.count("[1]") == 0 and "1. Sun, A." in fixed  # the reference list is untouched


def test_no_fix_when_nothing_in_the_library_supports_it(tmp_path: Path) -> None:
    draft = (
        "# Notes\n\nGlaciers in the Alps lost half of their volume between 1930 and 2020 according to surveys [1].\n\n"
        f"{REFERENCES}"
    )
    result = lint(tmp_path, draft)
    [diagnostic] = [d for d in result.diagnostics if d.code == "RB004"]
    assert diagnostic.fix is None


def test_no_fix_when_two_library_papers_fit_equally(tmp_path: Path) -> None:
    """Naming one of two equally good papers would be a guess (the replacement_distinct margin)."""
    (tmp_path / "bees-review.txt").write_text(
        "Foragers that return to the colony share what they found. Honey bees perform a waggle dance inside "
        "the hive that encodes the direction and distance of the flowers.\n",
        encoding="utf-8",
    )
    draft = (
        f"# Notes\n\n{MISCITED_BEES} [1].\n\n{REFERENCES}"
        "3. Bee, C. (2021). Bee dances reviewed. [TXT](bees-review.txt)\n"
    )
    result = lint(tmp_path, draft)
    [diagnostic] = [d for d in result.diagnostics if d.code == "RB004"]
    assert diagnostic.fix is None


def test_fix_data_records_the_scores_it_was_chosen_on(tmp_path: Path) -> None:
    draft = (
        f"# Notes\n\n{MISCITED_BEES} [1].\n\n{REFERENCES}"
    )
    [diagnostic] = [d for d in lint(tmp_path, draft).diagnostics if d.code == "RB004"]
    data = diagnostic.fix.data
    assert data["score"] >= data["cited_score"] + calibration_for("overlap").replacement_margin  # the default backend
    assert data["runner_up_score"] is None  # no other uncited paper in the library


def test_alternatives_reuse_one_library_search_across_cited_papers(tmp_path: Path, monkeypatch) -> None:  # noqa: ANN001
    """Each cited paper must not make the index build a retriever for "the library minus it"."""
    from rblint.engine.index import EvidenceIndex

    searched: list[frozenset[str]] = []
    original = EvidenceIndex.search

    def spy(self, query, k=5, documents=None, granularity="evidence"):  # noqa: ANN001, ANN202
        if granularity == "chunk":
            searched.append(frozenset(str(getattr(d, "path", d)) for d in documents or ()))
        return original(self, query, k, documents, granularity)

    monkeypatch.setattr(EvidenceIndex, "search", spy)
    draft = (
        f"# Notes\n\n{MISCITED_BEES} [1].\n\n"
        "Solar panels convert sunlight into electricity with an efficiency of about twenty percent [2].\n\n"
        f"{REFERENCES}"
    )
    fixes = [d.fix for d in lint(tmp_path, draft).diagnostics if d.code == "RB004"]
    assert len(fixes) == 2 and all(fix is not None for fix in fixes)
    assert len(searched) == 2 and len(set(searched)) == 1  # the same document set both times


def test_footnote_in_a_parenthetical_author_year_draft_gets_a_parenthetical_marker(tmp_path: Path) -> None:
    """A footnote has no author-year shape of its own: the fix follows the draft's "(Bee, 2019)"."""
    draft = (
        "# Notes\n\nBees matter for pollination (Bee, 2019).\n\n"
        f"{MISCITED_BEES}.[^1]\n\n[^1]: Sun, A. (2020). Solar panels. [TXT](solar.txt)\n\n"
        "## References\n\n- Bee, B. (2019). Bee dances. [TXT](bees.txt)\n- Sun, A. (2020). Solar panels. [TXT](solar.txt)\n"
    )
    fixes = [d.fix for d in lint(tmp_path, draft).diagnostics if d.code == "RB004" and d.fix is not None]
    assert [fix.data["marker"] for fix in fixes] == ["(Bee, 2019)"]
