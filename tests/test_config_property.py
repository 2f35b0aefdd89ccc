"""Every config key, given a value of every wrong shape: a ConfigError naming the key, or a
valid Config — never another exception (hypothesis generates the values)."""

from __future__ import annotations

import math
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rblint.engine.config import ConfigError, config_from_mapping

TOP = ["papers", "library", "bibliography", "sources", "retractions", "select", "extend-select", "ignore", "severity",
       "per-file-ignores", "fail-on", "exclude", "cache-dir", "references-headings", "thresholds", "model", "index"]
NESTED = {
    "thresholds": ["support", "contradiction", "needs-reference"],
    "model": ["backend", "path", "tokenizer", "device", "top-k", "exhaustive", "context", "batch-size", "precision",
              "max-sentences"],
    "index": ["max-pages", "max-file-mb", "timeout", "processes"],
}

scalars = st.one_of(
    st.none(), st.booleans(), st.integers(min_value=-(10 ** 30), max_value=10 ** 30),
    st.floats(allow_nan=True, allow_infinity=True), st.text(max_size=12),
    st.sampled_from(["", " ", "*", "[[[", "RB", "RB999", "../..", "~nouser/x", "\x00", "é"]),
)
values = st.recursive(scalars, lambda inner: st.one_of(st.lists(inner, max_size=4),
                                                        st.dictionaries(st.text(max_size=6), inner, max_size=3)),
                      max_leaves=8)


def check(table: dict, tmp: Path) -> None:
    try:
        config = config_from_mapping(table, root=tmp, path=tmp / "rblint.toml")
    except ConfigError as error:
        text = str(error)
        assert text and "\n" not in text.strip() and "Traceback" not in text
        return
    assert config.root == tmp
    for number in (config.model.top_k, config.index.max_pages):
        assert not (isinstance(number, float) and math.isnan(number))


@settings(max_examples=600, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(name=st.sampled_from(TOP), value=values)
def test_every_top_level_key_takes_any_value_without_crashing(tmp_path: Path, name: str, value: object) -> None:
    check({name: value}, tmp_path)


@settings(max_examples=600, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(table=st.sampled_from(sorted(NESTED)), data=st.data())
def test_every_nested_key_takes_any_value_without_crashing(tmp_path: Path, table: str, data: st.DataObject) -> None:
    name = data.draw(st.sampled_from(NESTED[table]))
    check({table: {name: data.draw(values)}}, tmp_path)


def test_a_nul_in_a_path_is_a_config_error(tmp_path: Path) -> None:
    """Found by the property above: papers = "\\x00" raised ValueError from the path library."""
    for table in ({"papers": "\x00"}, {"cache-dir": "a\x00b"}, {"sources": {"key": "\x00"}}, {"retractions": "\x00"}):
        check(table, tmp_path)
