"""Workers for the audit tests, importable by Ray's worker processes (tests/ is on their path)."""

from __future__ import annotations

import os
from pathlib import Path

from rblint.audit.units import AuditUnit
from rblint.audit.worker import AuditWorker, UnitResult


class CrashOnceWorker(AuditWorker):
    """Kills its own process on the first unit it sees, once per flag file: a lost worker."""

    def run(self, unit: AuditUnit) -> UnitResult:
        flag = Path(os.environ["RBLINT_TEST_CRASH_FLAG"])
        if not flag.exists():
            flag.write_text(str(os.getpid()))
            os._exit(1)
        return super().run(unit)


class InterruptedWorker(AuditWorker):
    """Stops the run (as Ctrl-C would) when it reaches the unit named by the environment."""

    def run(self, unit: AuditUnit) -> UnitResult:
        if unit.path.name == os.environ.get("RBLINT_TEST_INTERRUPT_AT"):
            raise KeyboardInterrupt
        return super().run(unit)


class AlwaysCrashWorker(AuditWorker):
    """Kills its process on every try of the unit named by the environment: a poisoned input."""

    def run(self, unit: AuditUnit) -> UnitResult:
        if unit.path.name == os.environ.get("RBLINT_TEST_POISON"):
            os._exit(1)
        return super().run(unit)
