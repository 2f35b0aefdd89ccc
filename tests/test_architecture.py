"""The layers hold: a walk over every import of the package (lazy ones included).

engine/ never imports the rules or a front end; rules never import a front end; the
scoring layer never reaches up into the analysis layer or the rule framework; the
language server never imports the CLI; and no two modules import each other, however
indirectly, at run time (imports under ``if TYPE_CHECKING:`` do not run and are left out
of the cycle check only).
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
ROOTS = {"cli": "rblint", "engine": "rblint.engine", "rules": "rblint.rules", "server": "rblint.server"}


def _modules() -> dict[str, Path]:
    found: dict[str, Path] = {}
    for folder, package in ROOTS.items():
        for path in sorted((REPO / folder).rglob("*.py")):
            if "__pycache__" in path.parts or "node_modules" in path.parts:
                continue
            parts = list(path.relative_to(REPO / folder).with_suffix("").parts)
            if parts[-1] == "__init__":
                parts = parts[:-1]
            found[".".join([package, *parts])] = path
    return found


MODULES = _modules()


def _type_checking_lines(tree: ast.AST) -> set[int]:
    lines: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            for child in node.body:
                lines.update(range(child.lineno, (child.end_lineno or child.lineno) + 1))
    return lines


def _owner_module(name: str) -> str | None:
    while name and name not in MODULES:
        name = name.rsplit(".", 1)[0] if "." in name else ""
    return name or None


def imports_of(module: str, *, runtime_only: bool = False) -> set[str]:
    """Package modules that ``module`` imports (resolved to the nearest module of the package)."""
    path = MODULES[module]
    tree = ast.parse(path.read_text(encoding="utf-8"))
    skipped = _type_checking_lines(tree) if runtime_only else set()
    package = module if path.name == "__init__.py" else module.rsplit(".", 1)[0]
    targets: set[str] = set()
    for node in ast.walk(tree):
        if getattr(node, "lineno", None) in skipped:
            continue
        if isinstance(node, ast.Import):
            targets.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[: len(package.split(".")) - (node.level - 1)]
                source = ".".join(base + ([node.module] if node.module else []))
            else:
                source = node.module or ""
            submodules = [f"{source}.{alias.name}" for alias in node.names if f"{source}.{alias.name}" in MODULES]
            targets.update(submodules)  # ``from . import reasons`` imports the submodule
            if len(submodules) < len(node.names):
                targets.add(source)
    return {owner for target in targets if (owner := _owner_module(target)) and owner != module}


def _violations(prefix: str, allowed: tuple[str, ...] = (), forbidden: tuple[str, ...] = ()) -> list[str]:
    bad = []
    for module in MODULES:
        if module != prefix and not module.startswith(prefix + "."):
            continue
        for target in imports_of(module):
            outside = allowed and not any(target == a or target.startswith(a + ".") for a in allowed)
            banned = any(target == f or target.startswith(f + ".") for f in forbidden)
            if outside or banned:
                bad.append(f"{module} imports {target}")
    return bad


def test_the_walk_sees_the_package() -> None:
    assert "rblint.engine.linter" in MODULES and "rblint.rules.rb004_unsupported_claim" in MODULES
    assert "rblint.engine.analysis" in imports_of("rblint.rules.rb004_unsupported_claim")
    assert "rblint.engine.config" in imports_of("rblint.engine.registry")


def test_engine_imports_neither_rules_nor_front_ends() -> None:
    assert _violations("rblint.engine", allowed=("rblint.engine",)) == []


def test_rules_import_only_the_engine() -> None:
    assert _violations("rblint.rules", allowed=("rblint.engine", "rblint.rules")) == []


@pytest.mark.parametrize("layer", ["rblint.engine.scoring", "rblint.engine.analysis"])
def test_lower_layers_never_reach_up(layer: str) -> None:
    above = ("rblint.engine.rule", "rblint.engine.registry", "rblint.engine.linter", "rblint.engine.incremental",
             "rblint.engine.editor", "rblint.engine.navigation")
    if layer == "rblint.engine.scoring":
        above += ("rblint.engine.analysis",)
    assert _violations(layer, forbidden=above) == []


def test_server_never_imports_the_cli() -> None:
    cli_modules = tuple(m for m in MODULES if m.startswith("rblint.") and m.split(".")[1] not in ("engine", "rules", "server"))
    assert _violations("rblint.server", forbidden=cli_modules) == []


def test_no_import_cycles() -> None:
    graph = {module: imports_of(module, runtime_only=True) for module in MODULES}
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    cycles: list[list[str]] = []

    def visit(node: str) -> None:  # Tarjan's strongly connected components
        index[node] = low[node] = len(index)
        stack.append(node)
        for target in graph[node]:
            if target not in index:
                visit(target)
                low[node] = min(low[node], low[target])
            elif target in stack:
                low[node] = min(low[node], index[target])
        if low[node] == index[node]:
            component = []
            while True:
                member = stack.pop()
                component.append(member)
                if member == node:
                    break
            if len(component) > 1:
                cycles.append(sorted(component))

    for module in graph:
        if module not in index:
            visit(module)
    # A package's __init__ that hands on names of its own submodules is not a loop of work.
    real = [c for c in cycles if not all(any(o.startswith(m + ".") or m.startswith(o + ".") for o in c if o != m) for m in c)]
    assert real == []


MAX_FUNCTION_LINES = 80  # issue 34: a function longer than a screen does several jobs


def test_no_runtime_function_is_longer_than_a_screen() -> None:
    """Every function of the package fits in 80 lines (the language server's handlers are
    plain functions that translate, registered by a short ``create_server``)."""
    long = []
    for module, path in MODULES.items():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.end_lineno is not None:
                lines = node.end_lineno - node.lineno + 1
                if lines > MAX_FUNCTION_LINES:
                    long.append(f"{module}.{node.name}: {lines} lines")
    assert not long, long


MAX_RULE_ENGINE_IMPORTS = 6  # issue 34: the framework, diagnostics, document, analysis, citing and one more


def test_rules_import_few_engine_modules_at_run_time() -> None:
    """A rule reads what it shares with other rules off the analysis; it imports the rule
    framework and a handful of engine modules, not the engine's insides (names used only in
    annotations are imported under ``TYPE_CHECKING``)."""
    heavy = {}
    for module in MODULES:
        if module.startswith("rblint.rules.rb"):
            engine = sorted(name for name in imports_of(module, runtime_only=True) if name.startswith("rblint.engine"))
            if len(engine) > MAX_RULE_ENGINE_IMPORTS:
                heavy[module] = engine
    assert not heavy, heavy


# issue 34: engine objects are read through their types, never probed. What is left reads
# third-party or standard-library objects whose attributes vary by version or kind; each
# such place is listed here, so a new probe is a decision someone reviews, not a habit.
PROBES_OF_FOREIGN_OBJECTS = {
    "rblint.engine.safe_read": 3,  # an OSError's strerror; os.O_NONBLOCK / O_CLOEXEC (not on every OS)
    "rblint.engine.pre_attribution.model": 1,  # numpy's NpzFile.files
    "rblint.engine.align_mini.model": 1,  # a Hugging Face config's hidden_dropout_prob
    "rblint.engine.bibliography.bibtex": 3,  # bibtexparser's failed blocks (error, abort_reason, key)
    "rblint.engine.scoring.transformer": 4,  # a Hugging Face model's config (max positions, model type)
    "rblint.engine.cache": 2,  # threading.local slots
    "rblint.engine.embedding": 1,  # sentence-transformers' renamed dimension accessor
    "rblint.engine.pdf.extract": 3,  # pypdf objects (get_object, indirect_reference, page.pdf)
    "rblint.engine.pdf.workers": 1,  # a threading.local slot
    "rblint.engine.torch_import": 2,  # importlib's own flag of a module still being imported (__spec__._initializing)
}


def test_engine_and_rules_probe_no_engine_object() -> None:
    found: dict[str, int] = {}
    for module, path in MODULES.items():
        if not module.startswith(("rblint.engine", "rblint.rules")):
            continue
        calls = [node for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
                 if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ("getattr", "hasattr")]
        if calls:
            found[module] = len(calls)
    assert found == PROBES_OF_FOREIGN_OBJECTS
