"""RB013 named-author-not-cited: a sentence names one entry's authors and cites another."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from rblint.app import run
from rblint.engine.diagnostics import Severity
from rblint.rules import ALL_RULES
from rblint.rules.rb013_named_author_not_cited import NamedAuthorNotCited

REFERENCES = """
## References

1. Houlsby, N., Giurgiu, A., & Jastrzebski, S. (2019). Parameter-Efficient Transfer Learning for NLP. ICML.
2. LeCun, Y., Bengio, Y., & Hinton, G. (2015). Deep learning. Nature.
3. Shinyama, Y., & Sekine, S. (2006). Preemptive Information Extraction using Unrestricted Relation Discovery. NAACL.
4. Long, J., Shelhamer, E., & Darrell, T. (2015). Fully Convolutional Networks for Semantic Segmentation. CVPR.
"""


def findings(tmp_path: Path, capsys: pytest.CaptureFixture[str], body: str, *options: str) -> list[str]:
    draft = tmp_path / "draft.md"
    draft.write_text("# Related work\n\n" + body + "\n" + REFERENCES, encoding="utf-8")
    run([str(draft), "--select", "RB013", *options])
    return [line for line in capsys.readouterr().out.splitlines() if " RB013 " in line]


def test_metadata() -> None:
    assert NamedAuthorNotCited in ALL_RULES
    assert NamedAuthorNotCited.default_severity is Severity.WARNING
    assert "## What it does" in NamedAuthorNotCited.docs()


@pytest.mark.parametrize("sentence", [
    "Houlsby et al. insert small adapter layers and train only those [2].",
    "Adapters were introduced by Houlsby & Giurgiu for transfer learning [2].",
    "Shinyama and Sekine cluster relations without supervision [2].",
    "Houlsby's adapters keep the pretrained network frozen [2].",
])
def test_a_named_author_whose_work_is_not_cited_is_reported(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                            sentence: str) -> None:
    found = findings(tmp_path, capsys, sentence)
    assert len(found) == 1 and "but cites only [2] (LeCun et al. 2015)" in found[0], found


@pytest.mark.parametrize("sentence", [
    "Houlsby et al. insert small adapter layers and train only those [1].",  # the named work is cited
    "Houlsby et al. [1] and LeCun et al. [2] both train deep networks.",
    "Unlike Houlsby et al., LeCun et al. learn representations with many layers [2].",  # the cited authors named too
    "Long sequences are hard to train with plain gradient descent [2].",  # a surname that is a word, not an author
    "Deep networks learn representations with many layers [2].",  # no name at all
    "Bengio and colleagues learn representations with many layers [2].",  # a co-author of the cited work
    "Houlsby et al. insert small adapter layers and train only those [9].",  # an invented marker is RB002's
    "Houlsby et al. insert small adapter layers and train only those.",  # uncited: RB001's
    "Adapters were introduced by Houlsby (2019) for transfer learning [2].",  # "Houlsby (2019)" is itself a marker
])
def test_a_sentence_that_names_what_it_cites_or_no_entry_is_left_alone(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], sentence: str) -> None:
    assert findings(tmp_path, capsys, sentence) == []


def test_the_fixes_cite_the_named_work_after_its_name_or_in_place_of_the_marker(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    findings(tmp_path, capsys, "Houlsby et al. insert small adapter layers and train only those [2].", "--fix",
             "--unsafe-fixes")
    text = (tmp_path / "draft.md").read_text(encoding="utf-8")
    assert "Houlsby et al. [1] insert small adapter layers and train only those [2]." in text  # the first fix
    from rblint.engine.config import Config
    from rblint.engine.linter import Linter

    body = "# Related work\n\nHoulsby et al. insert small adapter layers and train only those [2].\n" + REFERENCES
    result = Linter(Config(root=tmp_path), rules=[NamedAuthorNotCited]).lint_text(body, tmp_path / "draft.md")
    titles = [fix.title for fix in result.diagnostics[0].fixes]
    assert titles == ["Cite Houlsby et al. 2019 after its name: [1]", "Cite Houlsby et al. 2019 instead of [2]: [1]"]


def test_an_author_year_draft_gets_the_year_after_the_name(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    draft = tmp_path / "draft.md"
    draft.write_text("# Related work\n\nHoulsby et al. insert small adapter layers and train only those "
                     "(LeCun et al., 2015).\n" + REFERENCES.replace("1. ", "- ").replace("2. ", "- ").replace(
                         "3. ", "- ").replace("4. ", "- "), encoding="utf-8")
    run([str(draft), "--select", "RB013", "--fix", "--unsafe-fixes"])
    capsys.readouterr()
    assert "Houlsby et al. (2019) insert" in draft.read_text(encoding="utf-8")


def test_a_marker_swapped_to_another_entry_in_the_real_drafts_is_caught_and_none_is_reported_before(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """The eleven real drafts' sentences that name their cited work's first author, as written
    (no finding) and with the marker swapped to another entry of the same bibliography (each
    one reported). No PDF is read: the rule needs the bibliography alone."""
    import test_real_drafts as drafts

    named_and_swapped = 0
    for pairs, references in [(drafts.SYSTEMS, drafts.SYSTEMS_REFERENCES), (drafts.MODELS, drafts.MODELS_REFERENCES),
                              (drafts.SCIENCE_TWO, drafts.SCIENCE_TWO_REFERENCES),
                              (drafts.SYSTEMS_FOUR, drafts.SYSTEMS_FOUR_REFERENCES),
                              (drafts.TENTH, drafts.TENTH_REFERENCES)]:
        sentences = [right for right, _ in pairs]
        draft = tmp_path / "draft.md"
        draft.write_text("# Related work\n\n" + "\n".join(sentences) + "\n\n## References\n\n" + references,
                         encoding="utf-8")
        run([str(draft), "--select", "RB013"])
        assert " RB013 " not in capsys.readouterr().out
        numbers = sorted({int(n) for n in re.findall(r"^(\d+)\.", references, re.M)})
        for sentence in sentences:
            marker = re.search(r"\[(\d+)\]", sentence)
            if marker is None or not re.search(r"\b[A-Z][a-z]+ (?:et al\.|and [A-Z])", sentence):
                continue
            other = next(number for number in numbers if number != int(marker.group(1)))
            draft.write_text("# Related work\n\n" + sentence.replace(marker.group(0), f"[{other}]") +
                             "\n\n## References\n\n" + references, encoding="utf-8")
            run([str(draft), "--select", "RB013"])
            assert " RB013 " in capsys.readouterr().out, sentence
            named_and_swapped += 1
    assert named_and_swapped >= 5


def test_a_list_of_authors_and_a_possessive_are_names_too(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """"As LeCun, Bengio and Hinton note, ... (Yang ...)" and "Dean and Ghemawat's MapReduce ...
    (Gyöngyi ...)" from a fourteenth real draft: the list gets the whole marker after it (a year
    alone would cite its last name), the possessive only the replacement; fixed, the draft is clean."""
    references = ("\n## References\n\n- LeCun, Y., Bengio, Y., & Hinton, G. (2015). Deep learning. Nature.\n"
                  "- Dean, J., & Ghemawat, S. (2004). MapReduce. OSDI.\n"
                  "- Yang, J., Gupta, A., & Paul, S. (2022). TableFormer. ACL.\n"
                  "- Gyöngyi, Z., Garcia-Molina, H., & Pedersen, J. (2004). Combating Web Spam with TrustRank. VLDB.\n")
    draft = tmp_path / "draft.md"
    draft.write_text("# Related work\n\nAs LeCun, Bengio and Hinton note, deep learning learns representations "
                     "(Yang et al., 2022).\nDean and Ghemawat's MapReduce runs on commodity clusters "
                     "(Gyöngyi et al., 2004).\n" + references, encoding="utf-8")
    run([str(draft), "--select", "RB013"])
    assert capsys.readouterr().out.count(" RB013 ") == 2
    run([str(draft), "--select", "RB013", "--fix", "--unsafe-fixes"])
    capsys.readouterr()
    text = draft.read_text(encoding="utf-8")
    assert "As LeCun, Bengio and Hinton (LeCun et al., 2015) note" in text
    assert "commodity clusters (Dean & Ghemawat, 2004)." in text
    run([str(draft), "--select", "RB013,RB002"])
    assert " RB0" not in capsys.readouterr().out
