"""RB011 retracted-source against a generated file with the real Retraction Watch columns."""

from __future__ import annotations

import csv
from pathlib import Path

from rblint.engine.config import Config
from rblint.engine.linter import Linter
from rblint.engine.retractions import load_retractions

COLUMNS = ["Record ID", "Title", "Subject", "Institution", "Journal", "Publisher", "Country", "Author", "URLS",
           "ArticleType", "RetractionDate", "RetractionDOI", "RetractionPubMedID", "OriginalPaperDate",
           "OriginalPaperDOI", "OriginalPaperPubMedID", "RetractionNature", "Reason", "Paywalled", "Notes"]
ROWS = [
    {"Title": "Hydroxychloroquine or chloroquine with or without a macrolide", "RetractionDate": "6/5/2020 0:00",
     "RetractionDOI": "10.1016/S0140-6736(20)31324-6", "OriginalPaperDate": "5/22/2020 0:00",
     "OriginalPaperDOI": "10.1016/S0140-6736(20)31180-6", "RetractionNature": "Retraction",
     "Reason": "+Concerns/Issues About Data;"},
    {"Title": "A study of sleep and memory in students", "RetractionDate": "1/2/2021 0:00",
     "OriginalPaperDate": "3/4/2019 0:00", "OriginalPaperDOI": "unavailable",
     "RetractionNature": "Expression of concern"},
    {"Title": "Small errors in a table", "RetractionDate": "2/2/2022 0:00", "OriginalPaperDate": "2021",
     "OriginalPaperDOI": "10.5555/corrected", "RetractionNature": "Correction"},
]


def write_csv(path: Path) -> Path:
    with path.open("w", newline="", encoding="utf-8") as handle:
        writer = csv.DictWriter(handle, fieldnames=COLUMNS)
        writer.writeheader()
        for row in ROWS:
            writer.writerow({column: row.get(column, "") for column in COLUMNS})
    return path


BIB = """@article{mehra, title={Hydroxychloroquine or chloroquine with or without a macrolide}, year={2020},
  doi={10.1016/s0140-6736(20)31180-6}}
@article{sleep, title={A Study of Sleep and Memory in Students}, year={2019}}
@article{table, title={Another title}, year={2021}, doi={10.5555/CORRECTED}}
@article{fine, title={An unretracted paper}, year={2020}, doi={10.1/ok}}
"""


def lint(tmp_path: Path, retractions: Path | None) -> list:  # type: ignore[type-arg]
    (tmp_path / "refs.bib").write_text(BIB)
    draft = tmp_path / "draft.md"
    draft.write_text("---\nbibliography: refs.bib\n---\n\nA [@mehra]. B [@sleep]. C [@table]. D [@fine].\n")
    result = Linter(Config(root=tmp_path, select=("RB011",), retractions=retractions,
                           cache_dir=tmp_path / "cache")).lint_file(draft)
    return [*result.diagnostics, *result.failures]


def test_retraction_by_doi_concern_by_title_and_correction_as_info(tmp_path: Path) -> None:
    found = lint(tmp_path, write_csv(tmp_path / "rw.csv"))
    by_key = {d.message.split()[0]: d for d in found}
    assert set(by_key) == {"@mehra", "@sleep", "@table"}
    assert by_key["@mehra"].severity.label == "error" and "Retraction on 6/5/2020" in by_key["@mehra"].message
    assert "notice doi:10.1016/s0140-6736(20)31324-6" in by_key["@mehra"].message
    assert by_key["@sleep"].severity.label == "error" and "Expression of concern" in by_key["@sleep"].message
    assert by_key["@table"].severity.label == "info"


def test_the_index_is_cached_by_content(tmp_path: Path) -> None:
    path = write_csv(tmp_path / "rw.csv")
    first = load_retractions(path, tmp_path / "cache")
    assert first.rows == 3 and list((tmp_path / "cache").glob("retractions-v1-*.json"))


def test_no_setting_does_nothing_and_a_bad_file_is_one_clear_message(tmp_path: Path) -> None:
    assert lint(tmp_path, None) == []
    (failure,) = lint(tmp_path, tmp_path / "missing.csv")
    assert "RB011" in failure and "does not exist" in failure
    (tmp_path / "bad.csv").write_text("a,b\n1,2\n")
    (failure,) = lint(tmp_path, tmp_path / "bad.csv")
    assert "not a Retraction Watch CSV" in failure and "missing columns" in failure
