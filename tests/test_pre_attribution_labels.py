"""Reference counts and marker stripping on text written the way the training data is."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from needs_citation_training.dataset import DatasetError, load_split
from rblint.engine.pre_attribution.labels import (
    NONE,
    ONE,
    SEVERAL,
    count_numbers,
    find_markers,
    label_of,
    reference_count,
    strip_markers,
)

DATA = Path(__file__).resolve().parents[2] / "shared" / "data" / "needs_citation"


@pytest.mark.parametrize(
    ("inner", "expected"),
    [("37", 1), ("11, 14", 2), ("3-5", 3), ("1\u20137", 7), ("6,7,42-51", 12), ("17,18\u25aa\u25aa,20\u25aa", 3)],
)
def test_count_numbers(inner: str, expected: int) -> None:
    assert count_numbers(inner) == expected


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        ("Viral load predicts outcome [37].", 1),
        ("Viral load predicts outcome [11, 14].", 2),
        ("Viral load predicts outcome [3-5].", 3),
        ("It is a quasispecies [1\u2013<CITATION_MARKER>7</CITATION_MARKER>].", 7),
        ("It evolves as a unit [<CITATION_MARKER>4</CITATION_MARKER>].", 1),
        ("Effects are antagonistic [3-<CITATION_MARKER>6</CITATION_MARKER>].", 4),
        ("Fat increases with age (43).", 1),
        ("CXCR3 marks these cells (26, 27) and others (19, 39, 161).", 5),
        ("Screening helps (Smith et al., 2019; <CITATION_MARKER>Jones and Kenny, 2020a</CITATION_MARKER>).", 2),
        ("We adapt the work by Kissler et al. (2020)<CITATION_MARKER>6</CITATION_MARKER> to two strains.", 1),
        ("Animals were challenged via the intranasal routes8,9.", 2),
        ("A multi-strain model is used.6,44", 2),
        ("Twenty-five (25) weeks after vaccination, animals were challenged.", 0),
        ("The risk was lower [95% CI: 0.52 to 1.03] in the treated group (Figure 1).", 0),
        ("IL-6 and p53.", 0),
        ("Calcium [Ca2+] rises (n = 25).", 0),
    ],
)
def test_reference_count(sentence: str, expected: int) -> None:
    assert reference_count(sentence) == expected


def test_labels_are_zero_one_several() -> None:
    assert [label_of(count) for count in (0, 1, 2, 9)] == [NONE, ONE, SEVERAL, SEVERAL]


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        ("Effects are antagonistic [3-<CITATION_MARKER>6</CITATION_MARKER>].", "Effects are antagonistic."),
        ("Fat increases with age (43) in mice.", "Fat increases with age in mice."),
        ("Screening helps (Smith et al., 2019; Jones, 2020).", "Screening helps."),
        ("Routes were used8,9.", "Routes were used."),
        ("No marker (Figure 1) here.", "No marker (Figure 1) here."),
    ],
)
def test_strip_markers(sentence: str, expected: str) -> None:
    assert strip_markers(sentence) == expected


def test_markers_do_not_overlap() -> None:
    clean, markers = find_markers("A [1, 2] and (Smith, 2020) and B (3).")
    spans = [(marker.start, marker.end) for marker in markers]
    assert spans == sorted(spans)
    assert all(a[1] <= b[0] for a, b in zip(spans, spans[1:]))
    assert [clean[start:end] for start, end in spans] == ["[1, 2]", "(Smith, 2020)", "(3)"]


def test_load_split_reports_bad_lines(tmp_path: Path) -> None:
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"sentences": ["A claim [1]."]}\nnot json\n', encoding="utf-8")
    with pytest.raises(DatasetError, match="bad.jsonl:2"):
        load_split(bad)
    with pytest.raises(DatasetError, match="cannot read"):
        load_split(tmp_path / "missing.jsonl")


@pytest.mark.shared
@pytest.mark.skipif(not DATA.exists(), reason="shared data not available")
def test_dev_split_labels_and_stripping() -> None:
    examples = load_split(DATA / "dev.jsonl")
    assert len(examples) > 2000
    shares = [sum(1 for example in examples if example.label == label) / len(examples) for label in (0, 1, 2)]
    assert all(share > 0.2 for share in shares), shares
    leftover = re.compile(r"CITATION_MARKER|\[\d+(?:[,\u2013-]\s*\d+)*\]")
    assert not [example.raw for example in examples if leftover.search(example.text)]
