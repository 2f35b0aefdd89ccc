"""One reciprocal rank fusion: the claim scorer's local ranking uses the index's ``fuse``."""

from __future__ import annotations

from hypothesis import example, given, settings
from hypothesis import strategies as st

from rblint.engine.retrieval import fuse


def _reference_order(rankings: list[list[int]], size: int, k: int) -> list[int]:
    """RRF as the scorer computed it before (1 / (60 + rank)); an exact tie goes to the
    better single rank, then to the position (ranks 30 and 12 tie ranks 20 and 20: 1/90 +
    1/72 = 2/80)."""
    fused = [0.0] * size
    best = [10**9] * size
    for ranking in rankings:
        for rank, position in enumerate(ranking, start=1):
            fused[position] += 1.0 / (60 + rank)
            best[position] = min(best[position], rank)
    return sorted(range(size), key=lambda p: (-fused[p], best[p], p))[:k]


def _swapped(size: int, first: int, second: int) -> list[int]:
    order = list(range(size))
    order[first], order[second] = order[second], order[first]
    return order


@settings(max_examples=300, deadline=None)
@example(([*range(21), *range(22, 30), 21, *range(30, 37)], _swapped(37, 11, 21), 20, True))  # an exact tie
@given(st.integers(min_value=2, max_value=40).flatmap(
    lambda n: st.tuples(st.permutations(range(n)), st.permutations(range(n)), st.integers(1, n), st.booleans())))
def test_fuse_over_full_rankings_orders_as_plain_rrf(case) -> None:
    lexical, dense, k, with_dense = case
    rankings = [list(lexical), list(dense)] if with_dense else [list(lexical)]
    fused = [ranked.position for ranked in fuse(rankings[0], rankings[1] if with_dense else [], k)]
    assert fused == _reference_order(rankings, len(lexical), k)
