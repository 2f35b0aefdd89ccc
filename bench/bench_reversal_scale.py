"""RB005's word-level check on hostile sentence pairs: does its time grow linearly?

A generated draft sentence can be long, and so can a source "sentence" a PDF run together. Each
shape is timed at n and 2n; a ratio near 2 is linear, near 4 quadratic (a path over every
negated word that re-read the whole source sentence took 24 s at n = 3,000 in the ninth session,
before the clause and neighbourhood readings were computed once per sentence). The tenth session
added the swap check's two long clauses and RB007's "from X to Y" pairs and "respectively" lists;
the eleventh, bounds and small counts (each source's indexed by value or noun once) and quotes.

    python bench/bench_reversal_scale.py [--n 1500]
"""

from __future__ import annotations

import argparse
import time
from typing import Callable

from rblint.engine.quoting import quote_for
from rblint.engine.scoring import numbers
from rblint.engine.scoring.bounds import turned_bound
from rblint.engine.scoring.chunking import Chunk
from rblint.engine.scoring.reading import read_cached
from rblint.engine.scoring.reversal import ReversalDetector, opposed
from rblint.engine.scoring.swaps import swapped


def negations(n: int) -> Callable[[], object]:
    """A claim stating n things a source sentence denies one by one."""
    claim = "The system is tuned for " + " and ".join(f"task{i} tuned{i}" for i in range(n)) + "."
    source = " ".join(f"the system is not tuned{i} for task{i}," for i in range(n)) + " and it works."
    return lambda: opposed(read_cached(claim), read_cached(source))


def clauses(n: int) -> Callable[[], object]:
    """A source sentence of n clauses, each denying a metric the claim says improves."""
    claim = "The model improves " + " ".join(f"metric{i}" for i in range(n)) + "."
    source = ", and ".join(f"the model does not improve metric{i} on data{i} for users{i}" for i in range(n)) + "."
    detector = ReversalDetector(0.15, 0.25)
    return lambda: detector.find(claim, [Chunk(source, 0, "paper")])


def swaps(n: int) -> Callable[[], object]:
    """Two clauses of n words each, on both sides, with their subjects swapped (swaps.py)."""
    first, second = " ".join(f"alpha{i}" for i in range(n)), " ".join(f"beta{i}" for i in range(n))
    claim = f"Beta runs {first} in linear time, whereas alpha runs {second} in constant time."
    source = f"Alpha runs {first} in linear time, whereas beta runs {second} in constant time."
    return lambda: swapped(claim, source)


def number_lists(n: int) -> Callable[[], object]:
    """RB007 over a claim of n changes "from X to Y" against a source "respectively" list of n
    values: every number's counterpart looked for (the from-to pairs, the list's nouns)."""
    claim = "The scores rose " + ", ".join(f"from {i}.5 to {i}.7" for i in range(n)) + "."
    source = ("The " + ", ".join(f"metric{i}" for i in range(n)) + " are " + ", ".join(f"{i}.5" for i in range(n))
              + ", respectively, and they rose " + ", ".join(f"from {i}.5 to {i}.9" for i in range(n)) + ".")
    return lambda: [numbers.stated_quantity(claim, quantity, [source]) for quantity in numbers.quantities(claim)] + [
        numbers.restated_differently(claim, [source])]


def bounds_and_counts(n: int) -> Callable[[], object]:
    """The eleventh session's readings: a claim of n bounds against a source sentence bounding every
    number the other way (bounds.py; RB007's restated sentence reads at most MAX_RESTATED numbers, it
    was cubic here), a claim of n small counts against one counting every noun otherwise (counts.py),
    and a quote cut from a long sentence (quoting.py)."""
    bounded = "We find " + ", ".join(f"more than {i}% of item{i}" for i in range(n)) + "."
    turned = "We find " + ", ".join(f"less than {i}% of item{i}" for i in range(n)) + "."
    counted = "We find " + ", ".join(f"three thing{i}s" for i in range(n)) + "."
    recounted = "We find " + ", ".join(f"four thing{i}s" for i in range(n)) + "."
    return lambda: (turned_bound(bounded, turned), numbers.restated_differently(counted, [recounted]),
                    numbers.restated_differently(bounded, [turned]), quote_for(bounded, turned + " " + turned))


def timed(run: Callable[[], object]) -> float:
    start = time.perf_counter()
    run()
    return time.perf_counter() - start


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--n", type=int, default=1500)
    args = parser.parse_args()
    print(f"{'shape':<28}{'n':>8}{'seconds':>10}{'2n':>8}{'seconds':>10}{'ratio':>8}")
    for name, shape in (("negations in one sentence", negations), ("clauses in one sentence", clauses),
                        ("two swapped clauses", swaps), ("number changes and lists", number_lists),
                        ("bounds, counts and quotes", bounds_and_counts)):
        small, large = timed(shape(args.n)), timed(shape(2 * args.n))
        print(f"{name:<28}{args.n:>8}{small:>10.2f}{2 * args.n:>8}{large:>10.2f}{large / max(small, 1e-9):>8.1f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
