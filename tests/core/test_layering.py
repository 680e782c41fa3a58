"""core/ must import with Qt made unimportable (DESIGN.md: no Qt under core/)."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

CORE = Path(__file__).resolve().parents[2] / "core"

BLOCKER = r"""
import importlib, importlib.abc, pkgutil, sys
class Block(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path=None, target=None):
        if name.split('.')[0] in ('PySide6', 'shiboken6', 'pyqtgraph', 'boinc_gui'):
            raise ImportError('blocked: ' + name)
        return None
sys.meta_path.insert(0, Block())
import core
names = [m.name for m in pkgutil.walk_packages(core.__path__, 'core.')]
for n in names:
    importlib.import_module(n)
print(len(names))
"""


def test_every_core_module_imports_without_qt() -> None:
    out = subprocess.run(
        [sys.executable, "-c", BLOCKER], capture_output=True, text=True, cwd=CORE.parent, check=False
    )
    assert out.returncode == 0, out.stderr
    expected = sum(1 for p in CORE.rglob("*.py") if p.name != "__init__.py") + sum(
        1 for p in CORE.rglob("__init__.py") if p.parent != CORE
    )
    assert int(out.stdout.strip()) == expected


def _core_imports(path: Path) -> set[str]:
    """The core.* modules a file imports (at any depth: lazy imports count too)."""
    import ast

    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("core"):
            found.add(node.module)
        elif isinstance(node, ast.Import):
            found.update(a.name for a in node.names if a.name.startswith("core"))
    return found


def test_ports_and_policies_depend_only_on_state_and_ids() -> None:
    """The seams and the pure policies sit below everything else: no engine, client, api or I/O layer."""
    allowed = ("core.state", "core.ids")
    files = [CORE / "ports.py", *sorted((CORE / "policy").rglob("*.py"))]
    wrong = {}
    for path in files:
        own = ("core.policy",) if path.parent.name == "policy" else ()
        bad = {m for m in _core_imports(path) if not m.startswith(allowed + own)}
        if bad:
            wrong[str(path.relative_to(CORE))] = sorted(bad)
    assert not wrong, wrong


def test_api_and_client_do_not_import_each_other_both_ways() -> None:
    """core/client assembles the live client over core/api's records; core/api never reaches back."""
    back = {str(p.relative_to(CORE)): sorted(m for m in _core_imports(p) if m.startswith("core.client"))
            for p in sorted((CORE / "api").rglob("*.py"))}
    assert not {k: v for k, v in back.items() if v}


# --- the import graph between core's packages (docs/architecture.md, "Layers") ---

#: Lowest first. A package imports only from its own layer or a lower one, and never
#: into a cycle; the top-level modules (ports.py, ids.py, ...) count as packages.
LAYERS: tuple[tuple[str, ...], ...] = (
    # foundations: no core import but each other
    ("errors", "ids", "file_names", "hashing", "spans", "xml", "lazy_names", "openssl_exit"),
    ("state", "coprocs"),  # the records with BOINC's names; the GPUs' records and their XML
    ("api", "ports"),  # the contract a client offers the window; the engine's seams
    ("policy", "disk", "persist", "signing", "eventlog", "gpu", "transfer", "exec", "rules"),
    ("sched_rpc", "demo", "accounts", "guirpc"),  # the protocols to projects and managers
    ("engine",),  # the one client loop and command interpreter
    ("client", "emulator", "remote", "alerts", "history", "metrics", "bridges"),  # clients, consumers
    ("cli",),
)
LAYER_OF = {name: i for i, names in enumerate(LAYERS) for name in names}
#: What core/api (the contract) may import at run time: the records and the standard library.
API_MAY_IMPORT = ("api", "state", "ids", "errors")


def _package_of(module: str) -> str:
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else "core"


def _owner(path: Path) -> str:
    rel = path.relative_to(CORE).parts
    return rel[0].removesuffix(".py") if len(rel) == 1 else rel[0]


def _runtime_core_imports(path: Path) -> set[str]:
    """The core.* modules a file imports when it runs (lazy ones too), less ``if TYPE_CHECKING:`` blocks."""
    import ast

    tree = ast.parse(path.read_text(), str(path))
    type_only: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If):
            test = node.test
            name = test.id if isinstance(test, ast.Name) else test.attr if isinstance(test, ast.Attribute) else ""
            if name == "TYPE_CHECKING":
                type_only.update(id(inner) for stmt in node.body for inner in ast.walk(stmt))
    found: set[str] = set()
    for node in ast.walk(tree):
        if id(node) in type_only:
            continue
        if isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            if node.module == "core":
                found.update(f"core.{a.name}" for a in node.names)
            elif node.module.startswith("core."):
                found.add(node.module)
        elif isinstance(node, ast.Import):
            found.update(a.name for a in node.names if a.name.startswith("core."))
    return found


def _package_graph() -> dict[str, dict[str, list[str]]]:
    """package -> imported package -> the files that import it (runtime imports only)."""
    graph: dict[str, dict[str, list[str]]] = {}
    for path in sorted(CORE.rglob("*.py")):
        if path == CORE / "__init__.py":
            continue
        src = _owner(path)
        for module in _runtime_core_imports(path):
            dst = _package_of(module)
            if dst != src:
                graph.setdefault(src, {}).setdefault(dst, []).append(str(path.relative_to(CORE)))
    return graph


def test_every_core_package_has_a_layer() -> None:
    """A new package is placed in the layering (and in docs/architecture.md) when it is added."""
    owners = {_owner(p) for p in CORE.rglob("*.py") if p != CORE / "__init__.py"}
    assert sorted(owners - set(LAYER_OF)) == []


def test_no_cycle_between_core_packages() -> None:
    graph = _package_graph()
    cycles: list[list[str]] = []
    state: dict[str, int] = {}  # 1 on the stack, 2 done

    def visit(node: str, stack: list[str]) -> None:
        state[node] = 1
        for nxt in sorted(graph.get(node, {})):
            if state.get(nxt) == 1:
                cycles.append([*stack[stack.index(nxt):], nxt])
            elif nxt not in state:
                visit(nxt, [*stack, nxt])
        state[node] = 2

    for start in sorted(graph):
        if start not in state:
            visit(start, [start])
    assert cycles == [], [" -> ".join(c) for c in cycles]


def test_api_imports_only_the_records() -> None:
    """core/api is the contract: the records (state, ids, errors) and the standard library, nothing else."""
    wrong = {
        str(p.relative_to(CORE)): sorted(m for m in _runtime_core_imports(p) if _package_of(m) not in API_MAY_IMPORT)
        for p in sorted((CORE / "api").rglob("*.py"))
    }
    assert {k: v for k, v in wrong.items() if v} == {}


def test_no_core_package_imports_upward() -> None:
    upward = {
        f"{src} -> {dst}": files
        for src, targets in _package_graph().items()
        for dst, files in targets.items()
        if src in LAYER_OF and dst in LAYER_OF and LAYER_OF[dst] > LAYER_OF[src]
    }
    assert upward == {}
