"""No import circles in app/ and ui/ (issue 20): no module needs, directly or through others,
a module that needs it back.

The imports are read from the source (ast), not run, and every one counts: at module level,
inside functions (deferring an import hides a circle from Python, not from the reader: the two
modules still cannot be understood, tested or moved apart), and under ``if TYPE_CHECKING:``
(an annotation is a dependency too). ``from package import name`` counts as an import of
``package.name`` when that is a module, else of ``package``. Not a circle: a module importing
its own package (``from app.systems.legion import CONTEXT``): the package's ``__init__`` is the
game's declaration, which loads the game's modules when asked (its factory).
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
TOPS = ("app", "ui")


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def modules() -> dict[str, Path]:
    return {module_name(path): path for top in TOPS for path in sorted((ROOT / top).rglob("*.py"))}


def imports(tree: ast.Module) -> Iterator[ast.Import | ast.ImportFrom]:
    """Every import statement of a module, wherever it is."""
    for node in ast.walk(tree):
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            yield node


def imported_modules(name: str, path: Path, known: set[str]) -> set[str]:
    """The modules of ``known`` that ``name`` (at ``path``) imports, its own packages aside."""
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()
    for node in imports(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
            continue
        base = node.module or ""
        if node.level:
            anchor = package.split(".")[: len(package.split(".")) - (node.level - 1)]
            base = ".".join([*anchor, *([base] if base else [])])
        for alias in node.names:
            submodule = f"{base}.{alias.name}"
            found.add(submodule if submodule in known else base)
    return {
        module
        for module in found
        if module in known and module != name and not name.startswith(f"{module}.")
    }


def import_graph() -> dict[str, set[str]]:
    found = modules()
    known = set(found)
    return {name: imported_modules(name, path, known) for name, path in found.items()}


def strongly_connected(graph: dict[str, set[str]]) -> list[list[str]]:
    """The graph's components of two modules or more (Tarjan's algorithm, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    components: list[list[str]] = []
    for root in sorted(graph):
        if root in index:
            continue
        work = [(root, iter(sorted(graph[root])))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph[child]))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                if len(component) > 1:
                    components.append(sorted(component))
    return components


def a_cycle(graph: dict[str, set[str]], component: list[str]) -> list[str]:
    """One shortest circle through the component's first module, as the path it follows."""
    members = set(component)
    start = component[0]
    paths = {start: [start]}
    queue = [start]
    while queue:
        node = queue.pop(0)
        for child in sorted(graph[node] & members):
            if child == start:
                return [*paths[node], start]
            if child not in paths:
                paths[child] = [*paths[node], child]
                queue.append(child)
    raise AssertionError(f"{component} is not a circle")


def describe_cycles(graph: dict[str, set[str]]) -> list[str]:
    return [
        " -> ".join(a_cycle(graph, component)) + f"  (circle of {', '.join(component)})"
        for component in strongly_connected(graph)
    ]


def test_the_cycle_finder_names_a_circle_and_ignores_a_tree():
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}, "e": set()}
    assert describe_cycles(graph) == ["a -> b -> c -> a  (circle of a, b, c)"]
    assert describe_cycles({"a": {"b"}, "b": set()}) == []


def test_the_reader_counts_deferred_imports_but_not_its_own_package(tmp_path: Path):
    source = (
        "from typing import TYPE_CHECKING\n"
        "import app.one\n"
        "from app.pkg import CONSTANT\n"
        "if TYPE_CHECKING:\n    import app.two\n"
        "try:\n    from app import three\nexcept ImportError:\n    pass\n"
        "def later():\n    from . import four\n"
    )
    module = tmp_path / "probe.py"
    module.write_text(source, encoding="utf-8")
    known = {"app", "app.one", "app.two", "app.three", "app.pkg", "app.pkg.four"}
    assert imported_modules("app.pkg.probe", module, known) == {
        "app.one",
        "app.two",
        "app.three",
        "app.pkg.four",
    }


def test_app_and_ui_have_no_import_circle():
    cycles = describe_cycles(import_graph())
    for cycle in cycles:
        print(cycle)
    assert cycles == [], "import circles:\n" + "\n".join(cycles)
