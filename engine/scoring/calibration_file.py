"""The shipped calibration.json, read once: thresholds and measured precisions fitted on
training-side data by scripts/ (which ones, and on what, is written in the file itself).

Its own module so that the checks reading one entry (the reversal check's alignment
thresholds) need not import the verdict layer that reads the rest."""

from __future__ import annotations

import json
from functools import lru_cache
from importlib import resources
from typing import Any

CALIBRATION_FILE = "calibration.json"


@lru_cache(maxsize=1)
def calibration_data() -> dict[str, Any]:
    try:
        text = resources.files("rblint.engine.scoring").joinpath(CALIBRATION_FILE).read_text(encoding="utf-8")
        data = json.loads(text)
    except (FileNotFoundError, OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}
