"""align-mini v2: claim edits, the windowed training mix, evidence windows at inference,
full fine-tune deltas, and the one contradiction verdict."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from align_training import edits  # noqa: E402
from align_training.windows import best_window, neighbour_window  # noqa: E402

from rblint.engine.scoring import DocumentScorer, Source  # noqa: E402
from rblint.engine.scoring.base import PairScorer, PairScores  # noqa: E402
from rblint.engine.scoring.calibration import Calibration  # noqa: E402
from rblint.engine.scoring.chunking import Chunk, windows_of  # noqa: E402

SHARED = Path(__file__).resolve().parents[2] / "shared" / "data"


# --------------------------------------------------------------------------- claim edits


@pytest.mark.parametrize(("sentence", "expected"), [
    ("Interactive retrieval does not improve citation quality.", "Interactive retrieval improves citation quality."),
    ("RL training improves recall over the baseline.", "RL training does not improve recall over the baseline."),
    ("The drug significantly reduced mortality.", "The drug did not significantly reduce mortality."),
    ("There was no significant difference between groups.", "There was a significant difference between groups."),
    ("The method failed to converge on two datasets.", "The method converged on two datasets."),
    ("The treatment is not effective in adults.", "The treatment is effective in adults."),
])
def test_reverse_finding_flips_the_polarity(sentence: str, expected: str) -> None:
    assert edits.reverse_finding(sentence, random.Random(0)) == expected


def test_direction_words_flip_when_nothing_is_negated() -> None:
    flipped = {edits.reverse_finding("Our model outperforms BM25 on the benchmark.", random.Random(seed))
               for seed in range(20)}
    assert flipped == {"Our model underperforms BM25 on the benchmark.",
                       "Our model does not outperform BM25 on the benchmark."}


def test_numbers_change_but_years_do_not() -> None:
    rng = random.Random(3)
    changed = edits.change_number("In 2021 recall rose to 75.6% on 1200 queries.", rng)
    assert changed is not None and "2021" in changed and changed != "In 2021 recall rose to 75.6% on 1200 queries."
    assert edits.change_number("Published in 2019.", rng) is None


def test_saying_more_than_the_source() -> None:
    rng = random.Random(0)
    assert edits.drop_hedge("These results suggest that metformin may reduce growth.", rng) in {
        "These results prove that metformin may reduce growth.", "These results suggest that metformin reduces growth."}
    assert edits.overgeneralise("Our model outperforms BM25 on one benchmark.", rng) == \
        "Our model outperforms BM25 across all benchmarks."
    assert edits.drop_hedge("Plain statement of fact.", rng) is None


def test_citing_sentence_keeps_acronyms_and_meaning() -> None:
    outs = {edits.as_citing_sentence("BERT improves recall.", random.Random(seed)) for seed in range(30)}
    assert "BERT improves recall." in outs
    assert all(out.endswith("BERT improves recall.") for out in outs)


# --------------------------------------------------------------------------- windows


def test_training_windows_are_short_and_hold_the_target() -> None:
    sentences = [f"Sentence number {i} says something about topic {i}." for i in range(10)]
    for seed in range(20):
        text, left, right = neighbour_window(sentences, 5, random.Random(seed))
        assert left <= 5 <= right and right - left + 1 <= 3 and sentences[5] in text
    assert best_window(sentences, "topic 7 says something") .count("Sentence") <= 3


def test_windows_of_a_chunk_keep_where_they_are() -> None:
    chunk = Chunk("One fact is here. Two facts are there. Three facts follow now.", index=4, source_key="k", page=3,
                  section="2 Method")
    windows = windows_of(chunk)
    assert [w.text for w in windows] == ["One fact is here. Two facts are there.",
                                         "Two facts are there. Three facts follow now."]
    assert all(w.page == 3 and w.section == "2 Method" and w.index == 4 and w.source_key == "k" for w in windows)
    assert [w.window for w in windows] == [0, 1]
    assert windows_of(Chunk("A single sentence only", index=0))[0].text == "A single sentence only"


class Recorder(PairScorer):
    """Scores a pair by word overlap and records every context it was shown."""

    model_id = "recorder"
    three_way = True

    def __init__(self) -> None:
        self.contexts: list[str] = []

    def _score(self, contexts: list[str], claims: list[str]) -> PairScores:
        import numpy as np

        self.contexts += contexts
        aligned = np.array([len(set(a.lower().split()) & set(b.lower().split())) / max(1, len(b.split()))
                            for a, b in zip(contexts, claims)], dtype=np.float32)
        aligned = np.clip(aligned, 0, 1)
        return PairScores(aligned * 0.9, (1 - aligned) * 0.05, (1 - aligned) * 0.05)


def test_window_unit_scores_short_windows_of_the_top_chunks_without_quote_pairs() -> None:
    chunks = [Chunk(" ".join(f"Filler sentence {c}-{i} about nothing in particular." for i in range(8)), index=c)
              for c in range(5)]
    chunks[2] = Chunk("Filler text here. The vaccine reduced infections by half in adults. More filler follows.",
                      index=2)
    recorder = Recorder()
    scorer = DocumentScorer(recorder, top_k=3, context_unit="window")
    result = scorer.score_claim("The vaccine reduced infections in adults.", [Source("s", chunks)], quote_pairs=True,
                                pair_below=1.0)
    assert result.sentences[0].best is not None
    assert "The vaccine reduced infections by half in adults." in result.sentences[0].best.text
    assert all(len(c.split(". ")) <= 2 for c in recorder.contexts)  # two sentences at most
    assert len(recorder.contexts) <= 6  # best windows only; no quote pairs on windows
    with pytest.raises(ValueError):
        DocumentScorer(recorder, context_unit="paragraph")


# --------------------------------------------------------------------------- verdicts


def test_one_contradiction_verdict() -> None:
    calibration = Calibration("x", contradiction=0.6)
    assert calibration.contradicts(0.7, 0.2, 0.3)
    assert not calibration.contradicts(0.55, 0.2, 0.3)  # below the calibrated threshold
    assert calibration.contradicts(0.55, 0.2, 0.3, limit=0.5)  # a configured threshold wins
    assert not calibration.contradicts(0.7, 0.8, 0.3)  # its own passage supports more
    assert not calibration.contradicts(0.7, 0.2, 0.75)  # another passage supports the sentence


# --------------------------------------------------------------------------- full fine-tune deltas


def test_a_full_fine_tune_delta_loads_and_refuses_another_base(tmp_path: Path) -> None:
    import torch
    from safetensors.torch import save_file
    from transformers import BertConfig, BertModel, BertTokenizerFast

    from rblint.engine.align_mini.model import AlignMiniError, apply_delta, load_base, save_delta

    def base(folder: Path, seed: int) -> Path:
        folder.mkdir()
        (folder / "vocab.txt").write_text("\n".join(["[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]", "a", "b"]) + "\n")
        BertTokenizerFast(vocab_file=str(folder / "vocab.txt")).save_pretrained(folder)
        config = BertConfig(vocab_size=7, hidden_size=8, num_hidden_layers=2, num_attention_heads=2,
                            intermediate_size=16, max_position_embeddings=16)
        config.save_pretrained(folder)
        torch.manual_seed(seed)
        save_file({k: v.contiguous() for k, v in BertModel(config).state_dict().items()},
                  str(folder / "model.safetensors"))
        return folder

    first, other = base(tmp_path / "one", 0), base(tmp_path / "two", 1)
    model, _ = load_base(first)
    model.freeze_all_but(2)  # every encoder layer trains; the embeddings never do
    with torch.no_grad():
        for parameter in model.parameters():
            if parameter.requires_grad:
                parameter.add_(0.3)
    path = save_delta(model, tmp_path / "delta", top_layers=2, dtype=torch.float32)
    fresh, _ = load_base(first)
    apply_delta(fresh, path)  # the fingerprint reads only tensors training never changes
    assert torch.allclose(fresh.base_model.encoder.layer[0].output.dense.weight,
                          model.base_model.encoder.layer[0].output.dense.weight)
    foreign, _ = load_base(other)
    with pytest.raises(AlignMiniError, match="different base"):
        apply_delta(foreign, path)


# --------------------------------------------------------------------------- the v2 mix (shared data)


@pytest.mark.shared
@pytest.mark.slow
@pytest.mark.skipif(not (SHARED / "align_train_more").is_dir(), reason="../shared/data is absent")
def test_v2_mix_is_clean() -> None:
    from align_training.mix import V2_MIX, _key, build_v2_mix, dev_shingles, touches_dev

    scale = 0.05
    train, valid, report = build_v2_mix(SHARED, scale=scale)
    assert set(V2_MIX) >= {p.source for p in train}
    forbidden = {"samsum", "dnc", "lingnli", "anli", "sick", "mrpc", "scifact_train", "healthver"}
    assert not any(p.source in forbidden for p in train + valid)
    assert not ({p.group for p in valid} & {p.group for p in train})  # no item straddles the split
    keys = [_key(p) for p in {id(p): p for p in train}.values()]
    assert len(keys) == len(set(keys))  # repeats are the same object, never a second copy
    dev = dev_shingles(SHARED)
    assert len(dev) > 100_000 and not any(touches_dev(p, dev) for p in train[:3000] + valid)
    assert report["science"] > 20_000 and report["citint_windows"] > 2000
    windowed = [len(p.context.split()) for p in train if p.source in ("science", "citint_windows", "summedits")]
    assert max(windowed) <= 400 and sum(n > 220 for n in windowed) <= 0.01 * len(windowed)  # short windows
