"""The editor's per-sentence cache keys: what a model rule's finding on a sentence depends on."""

from __future__ import annotations

from pathlib import Path

from rblint.engine.bibliography.model import Bibliography
from rblint.engine.config import Config
from rblint.engine.incremental import IncrementalModelLinter
from rblint.engine.linter import Linter


def keys(tmp_path: Path, text: str) -> list[str]:
    linter = Linter(Config(root=tmp_path, papers=(tmp_path / "papers",)), rules=[])
    draft = linter.parse(text, tmp_path / "draft.md")
    incremental = IncrementalModelLinter(linter)
    return [incremental.sentence_key(sentence, Bibliography(), {}) for sentence in draft.sentences]


def test_an_uncited_sentence_is_checked_again_when_the_library_changes(tmp_path: Path) -> None:
    """RB006 searches the whole library for the paper an uncited sentence restates: a paper
    added to the papers folder (or changed) must not leave an old answer in the cache."""
    (tmp_path / "papers").mkdir()
    text = "Fusing two retrievers improves recall by four points.\n\nA cited sentence about retrieval [@a].\n"
    before = keys(tmp_path, text)
    (tmp_path / "papers" / "berg.pdf").write_bytes(b"%PDF-1.4 placeholder")
    after = keys(tmp_path, text)
    assert before[0] != after[0]  # uncited: depends on the library
    assert before[1] == after[1]  # cited: depends on what it cites
    assert keys(tmp_path, text) == after  # stable while nothing changes


def test_a_long_paragraphs_layout_is_read_once_per_plan_and_still_keys_each_sentence(tmp_path: Path) -> None:
    """Hostile input: one paragraph of thousands of sentences. Each sentence's key holds its
    paragraph's citing layout (RB006 reads its neighbours' markers); the layout was spelled
    out again for every sentence (20,000 sentences: the editor's instant pass overran its
    10 s budget and published nothing), and is now digested once per paragraph in a plan.
    A neighbour gaining a marker still changes the key."""
    linter = Linter(Config(root=tmp_path), rules=[])
    incremental = IncrementalModelLinter(linter)
    text = "# T\n\n" + " ".join(f"Method {n} improves accuracy by {n} points." for n in range(2000)) + "\n"
    draft = linter.parse(text, tmp_path / "draft.md")
    paragraph = draft.paragraphs[draft.sentences[0].paragraph_index]

    class CountingTuple(tuple):  # type: ignore[type-arg]
        walks = 0

        def __iter__(self):  # type: ignore[no-untyped-def]
            CountingTuple.walks += 1
            return super().__iter__()

    paragraph.citing = CountingTuple(paragraph.citing)
    plan = incremental.plan(draft, Bibliography())
    assert CountingTuple.walks == 1 and len(set(plan.keys.values())) == len(draft.sentences)

    cited = text.replace("Method 1 improves accuracy by 1 points.", "Method 1 improves accuracy by 1 points [@a].")
    other = linter.parse(cited, tmp_path / "draft.md")
    changed = incremental.plan(other, Bibliography()).keys
    assert changed[0] != plan.keys[0]  # its neighbour now cites


def test_the_editor_hears_of_a_library_paper_it_could_not_search(tmp_path: Path) -> None:
    """A batch's run-level warnings travel with its findings (the server shows each once)."""
    from rblint.engine.config import ModelConfig
    from rblint.rules.rb006_needs_reference import NeedsReference

    (tmp_path / "papers").mkdir()
    (tmp_path / "papers" / "corrupt.pdf").write_bytes(b"not a pdf")
    (tmp_path / "papers" / "smith.md").write_text("# Dropout\n\nDropout reduces overfitting in small networks.\n")
    config = Config(root=tmp_path, papers=(tmp_path / "papers",), model=ModelConfig(backend="overlap"))
    linter = Linter(config, rules=[NeedsReference])
    text = "Dropout reduces overfitting in small networks, as shown before.\n"
    draft = linter.parse(text, tmp_path / "draft.md")
    bibliography = linter.load_bibliography(draft)
    incremental = IncrementalModelLinter(linter)
    plan = incremental.plan(draft, bibliography)
    done = incremental.run_batch(text, tmp_path / "draft.md", draft, bibliography, list(plan.pending), plan.keys)
    assert [notice.split(": not searched")[0] for notice in done.notices] == [str(tmp_path / "papers" / "corrupt.pdf")]
