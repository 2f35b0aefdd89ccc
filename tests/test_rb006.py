"""RB006 needs-reference: the paper an uncited sentence restates (with the fix that cites it),
the wording signal alone as an info, exemptions and thresholds."""

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
from rblint.engine.index_protocol import SearchOnlyIndex
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


class FakeIndex(SearchOnlyIndex):
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
    """With no library to find the paper in, the wording alone says "may need a reference"
    (an info: on other papers' related-work text the wording model does not separate)."""
    text = f"Intro sentence that is plain and harmless here.\n\n{CLAIM}.\n"
    (diagnostic,) = lint(text, FakeClassifier({CLAIM: HIGH}))
    assert diagnostic.code == "RB006" and diagnostic.severity is Severity.INFO
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
        "Instead, we give the following list of axioms about addition and zero.",
        "However, we then turn to the memorisation of rare facts in detail.",
        # any opening phrase before "we" (a fresh draft's own sentence named a paper's figure caption)
        "For the navigation side of the project, we intend to annotate our own instruction-trajectory pairs.",
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


def test_an_opening_phrase_before_we_is_own_work_only_as_the_subject() -> None:
    """The opening phrase ends at a comma and holds no citation or sentence break: "we" in a
    later clause, or after a cited phrase, is not the sentence's subject by this rule."""
    assert exemption("Retrieval improves recall on three benchmarks, as we would expect from prior work.") is None
    assert exemption("Dense retrieval (Karpukhin et al., 2020), we note, improves recall on open QA.") is None


def test_one_cited_work_is_not_rb006s_business() -> None:
    text = f"{CLAIM} [@smith2020].\n"
    assert lint(text, FakeClassifier({CLAIM: HIGH})) == []  # RB012's


def test_the_message_says_why() -> None:
    classifier = FakeClassifier({CLAIM: HIGH}, reasons=("the sentence before it cites", "attribution words (\u201cshown\u201d)"))
    (diagnostic,) = lint(f"{CLAIM}.\n", classifier)
    assert diagnostic.message == (
        "May need a reference: the sentence before it cites; attribution words (\u201cshown\u201d) "
        "(wording score 0.95; no library to look in: name the papers in the bibliography or a papers folder)"
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
    strict = Config(thresholds=Thresholds({"needs-reference": 0.8}))
    assert lint(text, FakeClassifier({CLAIM: medium}), config=strict) == []
    assert resolve_threshold(Thresholds().get("needs-reference"), 0.37) == 0.37
    assert resolve_threshold(0.8, 0.37) == 0.8
    assert resolve_threshold(None, 0.37) == 0.37


CARLINI = ("# Extracting training data\n\n## Results\n\nLarge language models memorise rare facts from their "
           "training data and emit them verbatim when prompted with a prefix.\n")
TIRUMALA = ("# Memorization without overfitting\n\n## Results\n\nThe number of parameters grows and larger models "
            "learn faster before they overfit on any downstream benchmark.\n")
OPPOSITE = ("# A reply\n\n## Results\n\nLarge language models do not memorise rare facts from their training "
            "data in any setting we tested.\n")


def library(tmp_path: Path, texts: dict[str, str], **numbers: int | None) -> tuple[Bibliography, dict[str, Path]]:
    """Text sources on disk and bibliography entries naming them."""
    files, entries = {}, []
    for position, (key, text) in enumerate(texts.items()):
        path = tmp_path / f"{key}.md"
        path.write_text(text, encoding="utf-8")
        files[key] = path
        authors = ("Carlini, N.", "Tramer, F.", "Wallace, E.") if key.startswith("carlini") else ("Tirumala, K.",)
        entries.append(BibEntry(key=key, title=f"Paper {position}", authors=authors, year=str(2021 + position),
                                number=numbers.get(key), file=path))
    return Bibliography(entries=entries), files


def lint_library(tmp_path: Path, text: str, bibliography: Bibliography, *, papers: tuple[Path, ...] = (),
                 classifier: Any = None, embedder: Any = None) -> list:
    """RB006 over a real evidence index (BM25 only unless ``embedder``: no embedding model in
    a unit test) and the overlap scorer, as in a run with those sources."""
    from rblint.engine.config import ModelConfig
    from rblint.engine.index import EvidenceIndex

    config = Config(root=tmp_path, papers=papers, model=ModelConfig(backend="overlap"), cache_dir=tmp_path / "cache")
    index = EvidenceIndex(config, embedder_factory=lambda: embedder)
    services = Services(config, overrides={"citation_classifier": classifier or FakeClassifier({}),
                                           "evidence_index": index})
    linter = Linter(config, rules=[NeedsReference], services=services)
    return linter.lint_text(text, tmp_path / "draft.md", bibliography=bibliography).diagnostics


def test_a_sentence_that_restates_a_library_paper_names_it_with_a_pandoc_fix(tmp_path: Path) -> None:
    bibliography, _ = library(tmp_path, {"carlini2021": CARLINI, "tirumala2022": TIRUMALA})
    text = f"Prior context is cited here [@tirumala2022].\n\n{CLAIM}.\n"
    (diagnostic,) = lint_library(tmp_path, text, bibliography)  # the wording model scores it low: evidence alone
    assert diagnostic.severity is Severity.WARNING
    assert diagnostic.message.startswith('Cites nothing, but restates Carlini et al. 2021 (section "Extracting training '
                                         'data > Results"): "Large language models memorise rare facts')
    assert diagnostic.message.endswith("— cite it: [@carlini2021]")
    (fix,) = diagnostic.fixes
    assert fix.title == "Cite Carlini et al. 2021 as [@carlini2021]" and not fix.safe
    (edit,) = fix.edits
    fixed = text[:edit.span.start] + edit.new_text + text[edit.span.end:]
    assert f"{CLAIM} [@carlini2021].\n" in fixed
    (evidence,) = diagnostic.evidence
    assert evidence.source_key == "carlini2021" and "verbatim" in evidence.text


def test_with_vectors_the_paper_must_also_be_the_closest_and_searched_first(tmp_path: Path) -> None:
    """Where the search has vectors, the words' support is not enough: the named paper's
    chunk must be close to the sentence (the calibrated cosine) and closer than any other's;
    the message shows that cosine (the negatives: tests/test_restates.py)."""
    from pdf_factory import HashEmbedder

    bibliography, _ = library(tmp_path, {"carlini2021": CARLINI, "tirumala2022": TIRUMALA})
    text = f"Prior context is cited here [@tirumala2022].\n\n{CLAIM}.\n"
    (diagnostic,) = lint_library(tmp_path, text, bibliography, embedder=HashEmbedder())
    assert "restates Carlini et al. 2021" in diagnostic.message and ", cosine " in diagnostic.message
    cosine = float(diagnostic.message.split(", cosine ")[1][:4])
    assert cosine >= 0.65  # the calibrated bar (calibration.json: restates_cosine)


def test_numeric_drafts_get_the_entry_number_or_the_next_one(tmp_path: Path) -> None:
    bibliography, _ = library(tmp_path, {"carlini2021": CARLINI, "tirumala2022": TIRUMALA}, tirumala2022=1)
    text = f"Earlier work is cited [1].\n\n{CLAIM}.\n\n## References\n\n1. Tirumala, K. (2022). Paper 1.\n"
    (diagnostic,) = lint_library(tmp_path, text, bibliography)
    assert [fix.data["marker"] for fix in diagnostic.fixes] == ["[2]"]  # the next number, carlini2021 has none
    fixed = text
    for edit in sorted(diagnostic.fixes[0].edits, key=lambda item: -item.span.start):
        fixed = fixed[:edit.span.start] + edit.new_text + fixed[edit.span.end:]
    # the new number gets its references line, or the fix would leave an invented [2] (RB002)
    assert f"{CLAIM} [2].\n" in fixed and "\n2. Carlini, N. et al. 2021 — Paper 0 [PDF](carlini2021.md)\n" in fixed
    (no_section,) = lint_library(tmp_path, f"Earlier work is cited [1].\n\n{CLAIM}.\n", bibliography)
    assert no_section.fixes == () and "[@" not in no_section.message  # nowhere to put the entry: no fix
    numbered, _ = library(tmp_path, {"carlini2021": CARLINI, "tirumala2022": TIRUMALA}, carlini2021=2, tirumala2022=1)
    (diagnostic,) = lint_library(tmp_path, f"Earlier work is cited [1].\n\n{CLAIM}.\n", numbered)
    assert diagnostic.message.endswith("cite it: [2]")


def test_a_numbered_list_beside_a_papers_folder_gets_numbers_before_any_marker(tmp_path: Path) -> None:
    """A draft with no marker yet and a numbered reference list is numeric, whatever the papers
    folder adds: its files' entries have no number and were read as a sign of Pandoc keys ("[@2]"
    for a list numbered 1 and 2, found measuring RB006 on drafts with a whole library)."""
    from rblint.engine.bibliography.model import PAPERS_FOLDER

    numbered, _ = library(tmp_path, {"carlini2021": CARLINI, "tirumala2022": TIRUMALA}, carlini2021=2, tirumala2022=1)
    other = BibEntry(key="unlisted", origin=PAPERS_FOLDER, file=tmp_path / "unlisted.pdf")
    (diagnostic,) = lint_library(tmp_path, f"{CLAIM}.\n", Bibliography(entries=[*numbered.entries, other]))
    assert diagnostic.message.endswith("cite it: [2]")


def test_author_year_drafts_get_author_year_markers(tmp_path: Path) -> None:
    bibliography, _ = library(tmp_path, {"carlini2021": CARLINI, "tirumala2022": TIRUMALA})
    (diagnostic,) = lint_library(tmp_path, f"Earlier work is cited (Tirumala, 2022).\n\n{CLAIM}.\n", bibliography)
    assert diagnostic.fixes[0].data["marker"] == "(Carlini et al., 2021)"
    assert diagnostic.fixes[0].edits[0].new_text == " (Carlini et al., 2021)"


def test_two_papers_that_fit_equally_are_not_a_guess(tmp_path: Path) -> None:
    bibliography, _ = library(tmp_path, {"carlini2021": CARLINI, "carlini2022": CARLINI.replace("verbatim", "exactly")})
    diagnostics = lint_library(tmp_path, f"{CLAIM}.\n", bibliography, classifier=FakeClassifier({CLAIM: HIGH}))
    (diagnostic,) = diagnostics  # the wording signal alone, as an info
    assert diagnostic.severity is Severity.INFO and diagnostic.message.startswith("May need a reference")
    assert diagnostic.message.endswith("no paper in the library restates it)")
    assert diagnostic.fixes == ()


def test_a_paper_that_says_the_opposite_is_never_the_one_to_cite(tmp_path: Path) -> None:
    bibliography, _ = library(tmp_path, {"carlini2021": OPPOSITE, "tirumala2022": TIRUMALA})
    assert lint_library(tmp_path, f"{CLAIM}.\n", bibliography) == []


def test_a_papers_folder_file_without_an_entry_is_named_and_not_cited(tmp_path: Path) -> None:
    from fpdf import FPDF

    folder = tmp_path / "papers"
    folder.mkdir()
    pdf = FPDF()
    pdf.add_page()
    pdf.set_font("helvetica", size=11)
    pdf.multi_cell(0, 6, CARLINI.split("\n\n")[-1].strip())
    (folder / "extraction.pdf").write_bytes(bytes(pdf.output()))
    (diagnostic,) = lint_library(tmp_path, f"{CLAIM}.\n", Bibliography(), papers=(folder,))
    assert diagnostic.severity is Severity.WARNING and "restates extraction.pdf" in diagnostic.message
    assert diagnostic.message.endswith("add it to the bibliography and cite it") and diagnostic.fixes == ()


def test_index_failures_leave_the_wording_diagnostic(tmp_path: Path) -> None:
    bibliography, _ = library(tmp_path, {"carlini2021": CARLINI})
    text = f"{CLAIM}.\n"
    (diagnostic,) = lint(text, FakeClassifier({CLAIM: HIGH}), bibliography=bibliography, index=FakeIndex([], fail=True))
    assert diagnostic.severity is Severity.INFO and diagnostic.fixes == () and diagnostic.evidence == ()
    assert diagnostic.message.endswith("the library could not be searched)")

    class NoIndex(Services):
        @property
        def evidence_index(self) -> Any:
            raise ImportError("no index module")

    services = NoIndex(Config(), overrides={"citation_classifier": FakeClassifier({CLAIM: HIGH})})
    (diagnostic,) = lint(text, None, bibliography=bibliography, services=services)
    assert diagnostic.fixes == ()


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
