"""Engine-side editor features and the server's LSP-free parts, without a client."""

from __future__ import annotations

from pathlib import Path

import pytest
from lsprotocol import types

from lsp_helpers import DRAFT, make_project
from lsp_testserver import LowOverlap, UnknownNumber, make_linter
from lsp_testserver import TestBibliographyLinter as BibliographyLinter
from rblint.engine.config import Config, ConfigError
from rblint.engine.diagnostics import ClaimVerdict, Diagnostic, Evidence, Fix, Severity, TextEdit
from rblint.engine.document import Span
from rblint.engine.editor import (
    OPEN_SOURCE_COMMAND,
    SentenceSupport,
    code_actions,
    disable_next_line_edit,
    hover_at,
    hover_target,
    marker_hover,
    remove_marker_edit,
    sentence_hover,
    summarize,
)
from rblint.engine.rule import Phase, RuleContext, Scope
from rblint.server.convert import PositionMapper, workspace_edit
from rblint.engine.incremental import IncrementalModelLinter, focus
from rblint.engine.scoring.calibration import Calibration, Verdicts
from rblint.engine.workspace import LinterPool
from rblint.server.settings import OPTIONS_PREFIX, split_settings


def lint(tmp_path: Path, text: str = DRAFT):
    path = make_project(tmp_path, text)
    linter = make_linter(Config(root=tmp_path))
    return linter, linter.lint_text(text, path)


def diagnostic(code: str, span: Span, path: Path, **extra) -> Diagnostic:
    return Diagnostic(code=code, rule="x", severity=Severity.WARNING, message="m", span=span, path=path, **extra)


# -- positions -----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("encoding", "column"),
    [(types.PositionEncodingKind.Utf16, 3), (types.PositionEncodingKind.Utf8, 6), (types.PositionEncodingKind.Utf32, 2), ("utf-8", 6)],
)
def test_position_mapper_counts_in_the_negotiated_encoding(encoding: str, column: int) -> None:
    text = "first\né😀x [1] end"
    mapper = PositionMapper(text, encoding)
    offset = text.index("x")  # after "é" and an astral emoji
    assert mapper.position(offset) == types.Position(line=1, character=column)
    assert mapper.offset(types.Position(line=1, character=column)) == offset


@pytest.mark.parametrize("encoding", ["utf-16", "utf-8", "utf-32"])
def test_position_mapper_agrees_with_counting_every_character(encoding: str) -> None:
    """Positions come from an index of wide characters, not from slicing the line (a
    one-line paragraph of 1 MB with 20,000 findings made that 20 GB of copies): the same
    columns as counting each character's code units, on lines of ASCII, accents, CJK,
    emoji and a lone surrogate."""
    import random

    rng = random.Random(4)
    alphabet = ["a", " ", ".", "é", "漢", "😀", "\ud835", "\n"]
    text = "".join(rng.choice(alphabet) for _ in range(3000))
    mapper = PositionMapper(text, encoding)

    def units(segment: str) -> int:
        if encoding == "utf-8":
            return len(segment.encode("utf-8", "surrogatepass"))
        if encoding == "utf-16":
            return sum(2 if ord(char) > 0xFFFF else 1 for char in segment)
        return len(segment)

    for offset in range(0, len(text) + 1, 7):
        line_start = text.rfind("\n", 0, offset) + 1
        expected = types.Position(line=text.count("\n", 0, offset), character=units(text[line_start:offset]))
        assert mapper.position(offset) == expected
        assert mapper.offset(expected) == offset


def test_position_mapper_clamps_out_of_range_positions() -> None:
    mapper = PositionMapper("ab\ncd")
    assert mapper.offset(types.Position(line=9, character=0)) == 5
    assert mapper.offset(types.Position(line=0, character=99)) == 2
    assert mapper.span(types.Range(start=types.Position(line=1, character=1), end=types.Position(line=0, character=0))) == Span(0, 4)


def test_workspace_edit_groups_edits_by_file_and_reads_other_files(tmp_path: Path) -> None:
    bib = tmp_path / "refs.bib"
    bib.write_text("@a{x}\n")
    mapper = PositionMapper("hello [9]\n")
    edits = [TextEdit(Span(6, 9), "[1]"), TextEdit(Span(6, 6), "@b{y}\n", path=bib)]
    result = workspace_edit(
        edits, "file:///d.md", mapper, document_version=3, text_of=lambda p: p.read_text(), uri_of=lambda p: p.as_uri(), supports_document_changes=True
    )
    assert result is not None and result.document_changes is not None
    by_uri = {change.text_document.uri: change for change in result.document_changes}
    assert by_uri["file:///d.md"].text_document.version == 3
    assert by_uri["file:///d.md"].edits[0].range.start == types.Position(line=0, character=6)
    assert by_uri[bib.as_uri()].edits[0].range.start == types.Position(line=1, character=0)
    plain = workspace_edit(
        edits[:1], "file:///d.md", mapper, document_version=3, text_of=lambda p: None, uri_of=lambda p: p.as_uri(), supports_document_changes=False
    )
    assert plain is not None and plain.changes is not None and list(plain.changes) == ["file:///d.md"]


# -- code actions --------------------------------------------------------------------


def test_code_actions_cover_fixes_pages_and_disable(tmp_path: Path) -> None:
    _, result = lint(tmp_path)
    draft = result.draft
    marker = DRAFT.index("[9]")
    actions = code_actions(draft, result.diagnostics, Span(marker + 1, marker + 1))
    assert [action.title for action in actions] == ["Cite [1] instead", "Disable RB901 for this line"]
    assert actions[0].preferred and actions[0].edits == (TextEdit(Span(marker, marker + 3), "[1]"),)
    # nothing away from any diagnostic
    assert code_actions(draft, result.diagnostics, Span(0, 0)) == []


def test_alternative_fixes_are_offered_side_by_side_none_preferred(tmp_path: Path) -> None:
    """RB007's tied numbers: each is a code action, and none is the preferred one an editor
    applies on "auto fix"."""
    from rblint.engine.markdown import parse_draft

    text = "The system answers 75 queries per second.\n"
    draft = parse_draft(text, tmp_path / "d.md")
    span = Span(text.index("75"), text.index("75") + 2)
    fixes = tuple(Fix(f"Use [1]'s number: {value}", (TextEdit(span, value),), alternative=True)
                  for value in ("120", "40"))
    diagnostic = Diagnostic("RB007", "number-mismatch", Severity.WARNING, "75 does not appear in [1]", span,
                            tmp_path / "d.md", fixes=fixes)
    actions = code_actions(draft, [diagnostic], Span(span.start, span.start))
    chosen = [action for action in actions if action.title.startswith("Use ")]
    assert [action.title for action in chosen] == ["Use [1]'s number: 120", "Use [1]'s number: 40"]
    assert not any(action.preferred for action in chosen)


def test_open_source_actions_come_from_fix_data_and_evidence(tmp_path: Path) -> None:
    _, result = lint(tmp_path)
    paper = tmp_path / "papers" / "b.txt"
    item = diagnostic(
        "RB004",
        Span(10, 20),
        result.draft.path,
        fixes=(Fix("Look", data={"path": str(paper), "page": 4}),),
        evidence=(Evidence("2", "text", 0.1, page=7, path=paper),),
    )
    actions = code_actions(result.draft, [item], Span(12, 12))
    commands = [action.command for action in actions if action.command]
    assert (OPEN_SOURCE_COMMAND, (str(paper), 4)) in commands
    assert (OPEN_SOURCE_COMMAND, (str(paper), 7)) in commands


def test_disable_next_line_keeps_indentation_and_blockquote(tmp_path: Path) -> None:
    text = "# T\n\n> Quoted claim here [1].\n\n  - item claim [2].\n"
    _, result = lint(tmp_path, text)
    quote = disable_next_line_edit(result.draft, diagnostic("RB004", Span(text.index("Quoted"), text.index("Quoted") + 3), result.draft.path))
    assert quote.span == Span(5, 5) and quote.new_text == "> <!-- rblint-disable-next-line RB004 -->\n"
    item = disable_next_line_edit(result.draft, diagnostic("RB001", Span(text.index("item"), text.index("item") + 1), result.draft.path))
    assert item.new_text == "  <!-- rblint-disable-next-line RB001 -->\n"


def test_remove_marker_takes_the_whole_single_item_marker(tmp_path: Path) -> None:
    text = "# T\n\nBananas contain potassium [9].\n\nTwo items [1, 9].\n"
    _, result = lint(tmp_path, text)
    nine = text.index("[9]")
    edit = remove_marker_edit(result.draft, Span(nine + 1, nine + 2))
    assert edit is not None and text[: edit.span.start] + text[edit.span.end :] == "# T\n\nBananas contain potassium.\n\nTwo items [1, 9].\n"
    several = text.index("[1, 9]")
    assert remove_marker_edit(result.draft, Span(several + 4, several + 5)) is None


# -- hover and summary ---------------------------------------------------------------


def test_marker_hover_shows_entry_and_best_passage(tmp_path: Path) -> None:
    _, result = lint(tmp_path)
    marker = result.draft.marker_at(DRAFT.index("[1]"))
    assert marker is not None
    passage = Evidence("1", "Transformers improve things.", 0.91, page=3, section="2 Method")
    text = marker_hover(marker, result.bibliography, {"1": [passage]})
    assert "**Attention paper**" in text and "Tester · 2024" in text and "`a.txt`" in text
    assert "p. 3" in text and "§ 2 Method" in text and "score 0.91" in text and "Transformers improve things." in text
    invented = result.draft.marker_at(DRAFT.index("[9]"))
    assert invented is not None and "no bibliography entry" in marker_hover(invented, result.bibliography, {})
    sentence = result.draft.sentence_at(DRAFT.index("Cats"))
    assert sentence is not None
    assert "Support score: **0.42**" in sentence_hover(sentence, 0.42, [passage])
    opposite = Evidence("1", "Transformers make things worse.", 0.8, page=4, section="5 Results")
    hover = sentence_hover(sentence, 0.1, [passage], contradicted_by=opposite)
    assert "**The source says the opposite** (1, p. 4, § 5 Results, score 0.80):\n> Transformers make things worse." in hover
    marker_text = marker_hover(marker, result.bibliography, {"1": [passage]}, contradicted_by=opposite)
    assert "**Says the opposite**" in marker_text and "Best supporting passage" not in marker_text
    other_number = Evidence("1", "Accuracy was 0.81.", 1.0, page=4, contradicts="states another number")
    assert "**The source states another number** (1, p. 4" in sentence_hover(sentence, 0.9, [passage], contradicted_by=other_number)
    assert "**States another number**" in marker_hover(marker, result.bibliography, {"1": [passage]}, contradicted_by=other_number)


def test_the_engine_decides_which_hover_an_offset_gets(tmp_path: Path) -> None:
    """Marker first, else a cited sentence, else nothing: the server only maps positions."""
    _, result = lint(tmp_path)
    draft = result.draft
    at_marker = hover_target(draft, DRAFT.index("[1]") + 1)
    assert at_marker is not None and at_marker.marker is not None and at_marker.sentence is not None
    in_sentence = hover_target(draft, DRAFT.index("Cats") + 1)
    assert in_sentence is not None and in_sentence.marker is None and in_sentence.sentence is not None
    assert hover_target(draft, DRAFT.index("Draft")) is None  # the heading: no marker, no cited sentence
    passage = Evidence("1", "Transformers improve things.", 0.91, page=3, section="2 Method")
    on_marker = hover_at(at_marker, result.bibliography, [passage], None, {}, [])
    assert on_marker.span == at_marker.marker.span and "**Attention paper**" in on_marker.markdown
    cats = in_sentence.sentence
    on_sentence = hover_at(in_sentence, result.bibliography, [passage], None, {cats.index: SentenceSupport(0.42)}, [])
    assert on_sentence.span == cats.span and "Support score: **0.42**" in on_sentence.markdown
    assert "backend (" not in on_sentence.markdown  # no finding: no verdict to show
    # A finding's verdict is shown in the words of every other output (ClaimVerdict.describe)
    verdict = ClaimVerdict(0.42, 0.5, "UNSUPPORTED", "Low", False, "overlap", "support threshold", 0.74)
    finding = Diagnostic("RB004", "unsupported-claim", Severity.WARNING, "weak", cats.span, draft.path, verdict=verdict)
    with_finding = hover_at(in_sentence, result.bibliography, [passage], None, {cats.index: SentenceSupport(0.42)},
                            [finding])
    assert "UNSUPPORTED: support threshold, overlap backend (dev precision 0.74)" in with_finding.markdown


def test_summary_grades_mean_support(tmp_path: Path) -> None:
    _, result = lint(tmp_path)
    draft = result.draft
    cited = [sentence.index for sentence in draft.sentences if sentence.markers]
    support = {index: SentenceSupport(score) for index, score in zip(cited, [0.9, 0.8, 0.2, 0.9])}
    summary = summarize(draft, [], support)  # before the scorer ran: uncalibrated 0.5 / 0.75
    assert summary.score == pytest.approx(0.7) and summary.confidence == "Medium" and summary.is_reliable
    assert summary.checked == 4 and summary.cited == 4 and summary.flagged == 0
    unmeasured = Verdicts(Calibration("x", support=0.4, high=0.65, calibrated=True))
    assert summarize(draft, [], support, unmeasured).confidence == "Medium"  # High needs a measured precision
    calibrated = Verdicts(Calibration("x", support=0.4, high=0.65, calibrated=True, high_precision=0.9))
    graded = summarize(draft, [], support, calibrated)
    assert graded.confidence == "High" and graded.is_reliable
    below_bar = Verdicts(Calibration("x", support=0.4, high=0.65, calibrated=True, high_precision=0.84))
    assert summarize(draft, [], support, below_bar).confidence == "Medium"
    opposite = Evidence("1", "Transformers make things worse.", 0.8)
    one_contradicted = {**support, cited[0]: SentenceSupport(0.9, (), opposite)}
    contradicted = summarize(draft, [], one_contradicted, calibrated)
    assert contradicted.confidence == "Low" and not contradicted.is_reliable
    strict = summarize(draft, [], support, Verdicts(Calibration("x", support=0.4, high=0.65), support=0.8))
    assert strict.confidence == "Low" and not strict.is_reliable  # a configured threshold wins
    empty = summarize(draft, [], {})
    assert empty.score is None and "4 of 4 cited sentences checked" in empty.title()


# -- incremental model runner --------------------------------------------------------


def run_model(runner: IncrementalModelLinter, text: str, path: Path):
    instant = runner.linter.lint_text(text, path, phases=[Phase.INSTANT])
    plan = runner.plan(instant.draft, instant.bibliography)
    fresh = runner.run_batch(text, path, instant.draft, instant.bibliography, plan.pending, plan.keys)
    return plan, plan.reused + fresh.diagnostics


def test_incremental_runner_rechecks_only_changed_sentences(tmp_path: Path) -> None:
    linter, _ = lint(tmp_path)
    path = tmp_path / "draft.md"
    runner = IncrementalModelLinter(linter)
    plan, first = run_model(runner, DRAFT, path)
    assert len(plan.pending) == 4 and [item.code for item in first] == ["RB951"]
    # moving every sentence down reuses everything, relocated
    moved = "Intro.\n\n" + DRAFT
    plan, second = run_model(runner, moved, path)
    assert [sentence.text for sentence in plan.pending] == ["Intro."] and len(second) == 1
    assert second[0].span == first[0].span.shift(len("Intro.\n\n"))
    # the full linter agrees with the relocated result
    full = [item for item in linter.lint_text(moved, path, phases=[Phase.MODEL]).diagnostics]
    assert [(item.code, item.span) for item in full] == [(item.code, item.span) for item in second]
    # editing one sentence re-checks that one only
    edited = moved.replace("Bananas contain potassium", "Bananas contain much potassium")
    plan, _ = run_model(runner, edited, path)
    assert [sentence.plain for sentence in plan.pending] == ["Bananas contain much potassium."]


def test_a_neighbour_gaining_a_marker_rechecks_its_paragraph(tmp_path: Path) -> None:
    """RB006 reads whether the sentences around one cite: their markers are part of its key."""
    linter, _ = lint(tmp_path)
    path = tmp_path / "draft.md"
    runner = IncrementalModelLinter(linter)
    text = DRAFT.replace("Attention mechanisms help translation [1].", "Attention helps translation. Cats purr loudly.")
    run_model(runner, text, path)
    cited = text.replace("Cats purr loudly.", "Cats purr loudly [2].")
    plan, _ = run_model(runner, cited, path)
    assert sorted(sentence.plain for sentence in plan.pending) == ["Attention helps translation.", "Cats purr loudly."]
    # a focused draft keeps the paragraph's layout, so the rule still sees the neighbours
    draft = linter.parse(cited, path)
    wanted = plan.pending[0]
    focused = focus(draft, {wanted.index})
    paragraph = focused.paragraphs[wanted.paragraph_index]
    assert [sentence.index for sentence in paragraph.sentences] == [wanted.index]
    assert paragraph.citing == (False, True) and paragraph.position_of(wanted) == 0


def test_incremental_runner_notices_source_changes_and_suppressions(tmp_path: Path) -> None:
    linter, _ = lint(tmp_path)
    path = tmp_path / "draft.md"
    runner = IncrementalModelLinter(linter)
    run_model(runner, DRAFT, path)
    # a suppression comment added above the flagged line silences the cached finding
    suppressed = DRAFT.replace("Transformers", "<!-- rblint-disable-next-line RB951 -->\nTransformers")
    plan, found = run_model(runner, suppressed, path)
    assert found == [] and plan.pending == []
    # removing it brings the finding back without re-checking
    plan, found = run_model(runner, DRAFT, path)
    assert [item.code for item in found] == ["RB951"] and plan.pending == []
    # a changed source file invalidates the sentences that cite it
    paper = tmp_path / "papers" / "b.txt"
    paper.write_text("Cats sleep on warm keyboards.\n")
    import os

    os.utime(paper, ns=(1, 1))
    plan, found = run_model(runner, DRAFT, path)
    assert [sentence.plain for sentence in plan.pending] == ["Cats sleep on warm keyboards."]
    assert found == []


class FirstUse(LowOverlap):
    """A draft-scope model rule (like RB010): one finding at the first use of each key."""

    code = "RB952"
    name = "first-use"
    scope = Scope.DRAFT

    def check(self, context: RuleContext):
        seen: set[str] = set()
        for sentence in context.draft.sentences:
            for marker in sentence.markers:
                for key in marker.keys:
                    if key not in seen:
                        seen.add(key)
                        yield self.diagnostic(context, marker.span, f"first use of {key}")


def test_incremental_runner_runs_draft_scope_rules_on_the_whole_draft(tmp_path: Path) -> None:
    path = make_project(tmp_path, DRAFT)
    config = Config(root=tmp_path)
    linter = BibliographyLinter(config, rules=[LowOverlap, FirstUse], services=make_linter(config).services)
    runner = IncrementalModelLinter(linter)
    assert runner.has_draft_rules(path)
    plan, per_sentence = run_model(runner, DRAFT, path)
    assert {item.code for item in per_sentence} == {"RB951"}  # the sentence batches never run RB952
    instant = linter.lint_text(DRAFT, path, phases=[Phase.INSTANT])
    whole = runner.run_draft_rules(DRAFT, path, instant.draft, instant.bibliography)
    assert [item.message for item in whole.diagnostics] == ["first use of 1", "first use of 2", "first use of 9"]
    # Editing only the last sentence: the batch re-checks it alone, and a focused draft would
    # have called its [1] the first use; the whole-draft pass still reports the real one.
    edited = DRAFT.replace("Attention mechanisms help translation [1].", "Attention mechanisms help translation a lot [1].")
    plan, _ = run_model(runner, edited, path)
    assert [sentence.plain for sentence in plan.pending] == ["Attention mechanisms help translation a lot."]
    instant = linter.lint_text(edited, path, phases=[Phase.INSTANT])
    again = runner.run_draft_rules(edited, path, instant.draft, instant.bibliography)
    full = linter.lint_text(edited, path, phases=[Phase.MODEL])
    assert [(d.code, d.span) for d in again.diagnostics] == [(d.code, d.span) for d in full.diagnostics if d.code == "RB952"]


# -- settings ------------------------------------------------------------------------


def test_settings_split_and_merge_over_config_file(tmp_path: Path) -> None:
    (tmp_path / "rblint.toml").write_text('papers = ["lib"]\n[thresholds]\nsupport = 0.6\ncontradiction = 0.7\n')
    draft = tmp_path / "sub" / "d.md"
    draft.parent.mkdir()
    draft.write_text("x")
    table, options = split_settings({"rblint": {"thresholds": {"support": 0.2}, "server": {"model-delay": 1.5}}})
    assert options.model_delay == 1.5 and "server" not in table
    config = LinterPool(None, table, prefix=OPTIONS_PREFIX, overlay_root=tmp_path / "sub").linter_for(draft).config
    assert config.thresholds.get("support") == 0.2 and config.thresholds.get("contradiction") == 0.7
    assert config.papers == ((tmp_path / "lib").resolve(),)
    with pytest.raises(ConfigError) as error:  # the rules declare the option's range
        LinterPool(None, {"thresholds": {"support": 3}}, prefix=OPTIONS_PREFIX, overlay_root=tmp_path).linter_for(draft)
    assert error.value.key == "settings.thresholds.support"
    with pytest.raises(ConfigError):
        split_settings({"server": {"model-delay": "soon"}})
    assert split_settings({"server": {"model-timeout": 45}})[1].model_timeout == 45.0
    with pytest.raises(ConfigError) as error:
        split_settings({"server": {"model-timeout": 0}})
    assert error.value.key == "settings.server.model-timeout"
    assert split_settings(None)[0] == {}


def test_test_rules_are_what_the_lsp_tests_assume() -> None:
    assert UnknownNumber.phase == Phase.INSTANT and LowOverlap.phase == Phase.MODEL
