"""Month names, for the two places a month must not be read as something else: a date's
number is no quantity to check (``scoring/numbers.py``), and a surname that is a month
("August et al., 2022") is still an author (``markers.py``)."""

from __future__ import annotations

MONTHS = frozenset("january february march april may june july august september october november december".split())
MONTH_ABBREVIATIONS = frozenset("jan feb mar apr jun jul aug sep sept oct nov dec".split())
