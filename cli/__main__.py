"""``python -m rblint`` and the ``rblint`` console script."""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    from .app import run

    return run(argv if argv is not None else sys.argv[1:])


if __name__ == "__main__":
    sys.exit(main())
