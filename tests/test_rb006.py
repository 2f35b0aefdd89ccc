"""RB006 needs-reference: flags, exemptions, thresholds, and citation suggestions."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any, Sequence

import pytest

from rblint.engine.bibliography.model import BibEntry, Bibliography
from rblint.engine.config import Config, Thresholds
from rblint.engine.diagnostics import Severity
from rblint.engine.linter import Linter
from rblint.engine.pre_attribution.context import ParagraphContext
from rblint.engine.pre_attribution.exemptions import exemption
from rblint.engine.pre_attribution.model import Prediction
from rblint.engine.services import Services
from rblint.rules import ALL_RULES
from rblint.rules.rb006_needs_reference import NeedsReference, resolve_threshold


class FakeClassifier:
    """Scores from a table of substrings; everything else scores low."""

    threshold = 0.6
    several_threshold = 0.5

    def __init__(
        self, scores: dict[str, tuple[float, float, float]], reasons: tuple[str, ...] = (), several_reasons: tuple[str, ...] = ()
    ) -> None:
        self.scores = scores
        self.reasons = reasons
        self.several_reasons = several_reasons
        self.seen: list[str] = []
        self.contexts: list[ParagraphContext] = []

    def predict(self, texts: Sequence[str], contexts: Sequence[ParagraphContext] | None = None) -> list[Prediction]:
        assert contexts is not None and len(contexts) == len(texts)
        self.seen.extend(texts)
        self.contexts.extend(contexts)
        out = []
        for text in texts:
            probabilities = next((value for key, value in self.scores.items() if key in text), (0.9, 0.05, 0.05))
            out.append(Prediction(probabilities, self.reasons, self.several_reasons))
        return out


@dataclass
class FakePassage:
    text: str
    page: int | None = None
    section: tuple[str, ...] = ()


@dataclass
class FakeHit:
    passage: FakePassage
    score: float
    bm25_rank: int | None
    dense_rank: int | None
    path: Path


class FakeIndex:
    def __init__(self, hits: list[FakeHit], fail: bool = False) -> None:
        self.hits = hits
        self.fail = fail
        self.calls: list[tuple[str, int, Any, str]] = []

    def search(self, query: str, k: int, documents: Any = None, granularity: str = "evidence") -> list[FakeHit]:
        self.calls.append((query, k, documents, granularity))
        if self.fail:
            raise OSError("corrupt source")
        return self.hits[:k]


CLAIM = "Large language models memorise rare facts from their training data"
HIGH = (0.05, 0.45, 0.5)  # needs a reference: 0.95; several given any: ~0.53
ONE_ONLY = (0.05, 0.9, 0.05)


def lint(text: str, classifier: Any, *, bibliography: Bibliography | None = None, index: Any = None,
         config: Config | None = None, services: Services | None = None) -> list:
    config = config or Config()
    overrides: dict[str, Any] = {"citation_classifier": classifier}
    if index is not None:
        overrides["evidence_index"] = index
    services = services or Services(config, overrides=overrides)
    linter = Linter(config, rules=[NeedsReference], services=services)
    return linter.lint_text(text, Path("draft.md"), bibliography=bibliography or Bibliography()).diagnostics


def test_registered() -> None:
    assert NeedsReference in ALL_RULES
    assert NeedsReference.code == "RB006" and NeedsReference.name == "needs-reference"
    assert "## What it does" in NeedsReference.docs()


def test_flags_an_unsourced_claim_above_the_threshold() -> None:
    text = f"Intro sentence that is plain and harmless here.\n\n{CLAIM}.\n"
    (diagnostic,) = lint(text, FakeClassifier({CLAIM: HIGH}))
    assert diagnostic.code == "RB006" and diagnostic.severity is Severity.WARNING
    assert text[diagnostic.span.start:diagnostic.span.end] == f"{CLAIM}."
    assert "0.95" in diagnostic.message
    assert diagnostic.fixes == ()  # no library: no suggestion


def test_quiet_below_threshold_and_on_cited_sentences() -> None:
    assert lint(f"{CLAIM}.\n", FakeClassifier({CLAIM: (0.5, 0.25, 0.25)})) == []
    assert lint(f"{CLAIM} [@a; @b].\n", FakeClassifier({CLAIM: HIGH})) == []


@pytest.mark.parametrize(
    "sentence",
    [
        "We propose a retrieval method that memorises rare facts from training data.",
        "In this paper, large language models are shown to memorise rare facts.",
        "Our results show that language models memorise rare facts from training data.",
        "Here we show that language models memorise rare facts from training data.",
        "The rest of this paper is organised as follows, section by section.",
        "As shown in Figure 3, large language models memorise rare facts.",
        "Which large language models memorise rare facts from their data?",
        "Language models memorise facts.",
    ],
)
def test_quiet_on_own_contributions_transitions_and_short_text(sentence: str) -> None:
    classifier = FakeClassifier({"": HIGH})  # the classifier says yes to everything
    assert lint(sentence + "\n", classifier) == []
    assert exemption(sentence) is not None


def test_quiet_on_headings_captions_and_tables() -> None:
    text = (
        f"# {CLAIM}\n\n"
        f"![{CLAIM}.](figure.png)\n\n"
        f"| column |\n|---|\n| {CLAIM} |\n"
    )
    classifier = FakeClassifier({"": HIGH})
    assert lint(text, classifier) == []
    assert all("# " not in seen for seen in classifier.seen)


def test_one_cited_work_is_not_rb006s_business() -> None:
    text = f"{CLAIM} [@smith2020].\n"
    assert lint(text, FakeClassifier({CLAIM: HIGH})) == []  # RB012's


def test_the_message_says_why() -> None:
    classifier = FakeClassifier({CLAIM: HIGH}, reasons=("the sentence before it cites", "attribution words (\u201cshown\u201d)"))
    (diagnostic,) = lint(f"{CLAIM}.\n", classifier)
    assert diagnostic.message == (
        "Reads like a claim that needs a citation: the sentence before it cites; attribution words (\u201cshown\u201d) "
        "(score 0.95)"
    )


def test_the_classifier_sees_each_sentence_in_its_paragraph() -> None:
    text = f"Earlier work is cited here [@a]. {CLAIM}. A third sentence that ends the paragraph [@b].\n\n{CLAIM} again.\n"
    classifier = FakeClassifier({CLAIM: HIGH})
    assert len(lint(text, classifier)) == 2
    first, second = classifier.contexts
    assert (first.position, first.citing) == (1, (True, False, True))
    assert first.previous_cites and first.next_cites
    assert (second.position, second.citing) == (0, (False,))


def test_configured_threshold_overrides_the_calibrated_one() -> None:
    text = f"{CLAIM}.\n"
    medium = (0.3, 0.35, 0.35)  # 0.70: above the calibrated 0.6
    assert len(lint(text, FakeClassifier({CLAIM: medium}))) == 1
    strict = Config(thresholds=Thresholds(needs_reference=0.8))
    assert lint(text, FakeClassifier({CLAIM: medium}), config=strict) == []
    assert resolve_threshold(Thresholds().needs_reference, 0.37) == 0.37
    assert resolve_threshold(0.8, 0.37) == 0.8
    assert resolve_threshold(None, 0.37) == 0.37


def library(tmp_path: Path, **numbers: int | None) -> tuple[Bibliography, dict[str, Path]]:
    files = {}
    entries = []
    for position, key in enumerate(["carlini2021", "tirumala2022"]):
        path = tmp_path / f"{key}.pdf"
        path.write_bytes(b"%PDF-1.4 placeholder")
        files[key] = path
        entries.append(
            BibEntry(key=key, title=f"Paper {position}", authors=("Carlini", "Tramer", "Wallace") if position == 0 else ("Tirumala",),
                     year=str(2021 + position), number=numbers.get(key), file=path)
        )
    return Bibliography(entries=entries), files


def hits_for(files: dict[str, Path], tmp_path: Path) -> list[FakeHit]:
    return [
        FakeHit(FakePassage("Models memorise rare training examples verbatim.", page=3, section=("Results",)), 0.031, 1, 2, files["carlini2021"]),
        FakeHit(FakePassage("An unrelated paper in the papers folder.", page=1), 0.02, 2, 1, tmp_path / "loose.pdf"),
        FakeHit(FakePassage("Memorisation grows with model size.", page=7), 0.015, 3, 4, files["tirumala2022"]),
    ]


def test_suggests_the_best_passage_as_a_pandoc_fix(tmp_path: Path) -> None:
    bibliography, files = library(tmp_path)
    index = FakeIndex(hits_for(files, tmp_path))
    text = f"Prior context is cited here [@tirumala2022].\n\n{CLAIM}.\n"
    (diagnostic,) = lint(text, FakeClassifier({CLAIM: HIGH}), bibliography=bibliography, index=index)
    (query, k, documents, granularity) = index.calls[0]
    assert query == f"{CLAIM}." and granularity == "chunk"  # the vectors RB004 uses too
    assert sorted(Path(path).name for path in documents) == ["carlini2021.pdf", "tirumala2022.pdf"]
    # tirumala2022's passage ("Memorisation grows with model size.") shares no word with the claim:
    # the claim scorer (overlap here) says it does not support it, so it is not offered.
    assert [fix.data["key"] for fix in diagnostic.fixes] == ["carlini2021"]
    fix = diagnostic.fixes[0]
    assert fix.data["support"] == 0.5 and fix.title.endswith("(support 0.50)")
    (edit,) = fix.edits
    fixed = text[:edit.span.start] + edit.new_text + text[edit.span.end:]
    assert f"{CLAIM} [@carlini2021].\n" in fixed
    assert fix.data["page"] == 3 and "verbatim" in fix.data["passage"]
    assert [item.source_key for item in diagnostic.evidence] == ["carlini2021", "loose.pdf", "tirumala2022"]
    assert diagnostic.evidence[0].section == "Results" and diagnostic.evidence[0].page == 3


def test_numeric_drafts_get_the_entry_number_or_the_next_one(tmp_path: Path) -> None:
    bibliography, files = library(tmp_path, carlini2021=None, tirumala2022=1)
    index = FakeIndex(hits_for(files, tmp_path))
    text = f"Earlier work is cited [1].\n\n{CLAIM}.\n"
    (diagnostic,) = lint(text, FakeClassifier({CLAIM: HIGH}), bibliography=bibliography, index=index)
    markers = [fix.data["marker"] for fix in diagnostic.fixes]
    assert markers == ["[2]"]  # the next number for carlini2021; tirumala2022's passage does not support it


def test_author_year_drafts_get_author_year_markers(tmp_path: Path) -> None:
    bibliography, files = library(tmp_path)
    index = FakeIndex(hits_for(files, tmp_path))
    text = f"Earlier work is cited (Tirumala, 2022).\n\n{CLAIM}.\n"
    (diagnostic,) = lint(text, FakeClassifier({CLAIM: HIGH}), bibliography=bibliography, index=index)
    assert diagnostic.fixes[0].data["marker"] == "(Carlini et al., 2021)"
    assert diagnostic.fixes[0].edits[0].new_text == " (Carlini et al., 2021)"


def test_papers_folder_pdfs_are_searched(tmp_path: Path) -> None:
    folder = tmp_path / "papers"
    folder.mkdir()
    (folder / "loose.pdf").write_bytes(b"%PDF-1.4")
    (folder / "notes.txt").write_text("not a pdf")
    index = FakeIndex([])
    config = Config(papers=(folder,))
    lint(f"{CLAIM}.\n", FakeClassifier({CLAIM: HIGH}), index=index, config=config)
    assert [Path(path).name for path in index.calls[0][2]] == ["loose.pdf"]


def test_index_failures_leave_the_diagnostic_without_a_fix(tmp_path: Path) -> None:
    bibliography, files = library(tmp_path)
    text = f"{CLAIM}.\n"
    (diagnostic,) = lint(text, FakeClassifier({CLAIM: HIGH}), bibliography=bibliography, index=FakeIndex([], fail=True))
    assert diagnostic.fixes == () and diagnostic.evidence == ()

    class NoIndex(Services):
        @property
        def evidence_index(self) -> Any:
            raise ImportError("no index module")

    config = Config()
    services = NoIndex(config, overrides={"citation_classifier": FakeClassifier({CLAIM: HIGH})})
    (diagnostic,) = lint(text, None, bibliography=bibliography, services=services)
    assert diagnostic.fixes == ()


def test_unreadable_sources_are_skipped(tmp_path: Path) -> None:
    bibliography, files = library(tmp_path)

    class LoadingIndex(FakeIndex):
        def load(self, path: Path) -> str:
            if Path(path).name.startswith("tirumala"):
                raise OSError("truncated PDF")
            return f"doc:{Path(path).name}"

    index = LoadingIndex(hits_for(files, tmp_path)[:1])
    (diagnostic,) = lint(f"{CLAIM}.\n", FakeClassifier({CLAIM: HIGH}), bibliography=bibliography, index=index)
    assert index.calls[0][2] == ["doc:carlini2021.pdf"]
    assert [fix.data["key"] for fix in diagnostic.fixes] == ["carlini2021"]


def test_no_library_means_the_index_is_never_built() -> None:
    index = FakeIndex([])
    assert len(lint(f"{CLAIM}.\n", FakeClassifier({CLAIM: HIGH}), index=index)) == 1
    assert index.calls == []


def test_real_classifier_on_a_small_draft() -> None:
    """The shipped model with the packaged MiniLM: a background claim is flagged; own work and methods are not."""
    claim = "Previous studies have shown that obesity increases the risk of severe COVID-19."
    own = "We propose a new screening schedule and evaluate it on our own cohort of patients."
    method = "The samples were centrifuged at 1000 g for 5 minutes and stored at -80 degrees."
    draft = f"{claim}\n\n{own}\n\n{method}\n"
    config = Config()
    services = Services(config)
    linter = Linter(config, rules=[NeedsReference], services=services)
    diagnostics = linter.lint_text(draft, Path("draft.md"), bibliography=Bibliography()).diagnostics
    assert [draft[d.span.start:d.span.end] for d in diagnostics] == [claim]
    classifier = services.citation_classifier
    assert classifier.head_name == "full"
    # The model itself, not only the exemption list, scores own work and methods low.
    scores = [prediction.needs_reference for prediction in classifier.predict([own, method])]
    assert max(scores) < classifier.threshold
