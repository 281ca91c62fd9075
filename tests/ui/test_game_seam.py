"""The generic pages name no game: they ask ``app.systems`` and ``ui.systems`` for the games and
their screens. A game's own modules live in app/systems/<game>/ and ui/systems/<game>/."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from app import systems

UI = Path(__file__).parents[2] / "ui"
# The builder is being moved behind the seam separately (issue 11); it joins this list then.
NOT_YET = ("builder",)


def generic_modules() -> list[Path]:
    return [
        file
        for file in sorted(UI.rglob("*.py"))
        if file.relative_to(UI).parts[0] not in ("systems", *NOT_YET)
    ]


def names_a_game(file: Path) -> list[str]:
    games = set(systems.system_ids())
    found = []
    for node in ast.walk(ast.parse(file.read_text(encoding="utf-8"))):
        modules: list[str] = []
        if isinstance(node, ast.Import):
            modules = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module:
            modules = [node.module, *(f"{node.module}.{a.name}" for a in node.names)]
        for module in modules:
            parts = module.split(".")
            if parts[1:2] == ["systems"] and len(parts) > 2 and parts[2] in games:
                found.append(f"line {node.lineno}: imports {module}")
                break
        if isinstance(node, ast.Constant) and node.value in games:
            found.append(f"line {node.lineno}: names {node.value!r}")
    return found


@pytest.mark.parametrize("file", generic_modules(), ids=lambda f: str(f.relative_to(UI)))
def test_a_generic_module_names_no_game(file: Path) -> None:
    assert names_a_game(file) == []


def test_the_guard_sees_a_game_named(tmp_path: Path) -> None:
    game = systems.system_ids()[0]
    module = tmp_path / "page.py"
    module.write_text(
        f"from app.systems.{game}.tracker import new_setup\nif system_id == {game!r}:\n    pass\n",
        encoding="utf-8",
    )
    assert names_a_game(module) == [
        f"line 1: imports app.systems.{game}.tracker",
        f"line 2: names {game!r}",
    ]
