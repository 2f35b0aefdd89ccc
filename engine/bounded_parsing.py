"""Data formats parsed so that no input can raise anything but a ``ValueError`` saying why.

The standard parsers recurse on nesting (``[[[[...`` 100,000 deep: RecursionError) and
refuse integers of thousands of digits with a bare ValueError; every user-supplied JSON
and TOML file goes through here, so each caller has one exception to turn into a finding
or a one-line error. (YAML front matter has its own bounded loader in ``markdown.py``.)
"""

from __future__ import annotations

import json
import sys
from typing import Any

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - Python 3.10
    import tomli as tomllib

NESTED_TOO_DEEPLY = "values nested too deeply"


def parse_json(text: str) -> Any:  # noqa: ANN401 - any JSON value
    """The JSON value of ``text``, or ValueError("...at line L, column C" / nested too deeply)."""
    try:
        return json.loads(text)
    except json.JSONDecodeError as error:
        raise ValueError(f"{error.msg} at line {error.lineno}, column {error.colno}") from None
    except RecursionError:
        raise ValueError(NESTED_TOO_DEEPLY) from None
    # any other ValueError (an integer of thousands of digits) already says why


def parse_toml(text: str) -> dict[str, Any]:
    """The TOML table of ``text``, or ValueError (tomllib's message has the line and column)."""
    try:
        return tomllib.loads(text)
    except RecursionError:
        raise ValueError(NESTED_TOO_DEEPLY) from None
    except tomllib.TOMLDecodeError as error:
        raise ValueError(str(error)) from None
