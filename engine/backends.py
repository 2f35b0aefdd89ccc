"""The claim-support backends, in one table: names, what each needs, what it is.

Read by the config (``model.backend`` validation), the scorer factory
(``engine/scoring/create_scorer``), the command line's ``--backend`` choices and the VS Code
extension's settings enum (``clients/vscode/package.json``, checked against this table by
``tests/test_backends.py``). A new backend is a row here plus its loader branch
in the scorer factory.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Backend:
    name: str
    needs_path: bool  # a user's checkpoint file or model folder (``model.path``)
    summary: str


BACKENDS: tuple[Backend, ...] = (
    Backend("default", False, "align-mini where its weights are installed, else the calibrated embedding baseline"),
    Backend("alignscore", True, "an AlignScore checkpoint (RoBERTa, 3 heads) at model.path"),
    Backend("nli", True, "a Hugging Face NLI model folder at model.path"),
    Backend("embedding", False, "MiniLM cosine of claim and passage, calibrated"),
    Backend("overlap", False, "content-word overlap of claim and passage, calibrated (no model)"),
)
BACKEND_NAMES: tuple[str, ...] = tuple(backend.name for backend in BACKENDS)
PATH_BACKENDS: frozenset[str] = frozenset(backend.name for backend in BACKENDS if backend.needs_path)
