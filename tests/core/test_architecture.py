"""The core never imports Qt: app/ and models/ must run headless and stay testable."""

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
QT = ("PySide6", "shiboken6")
# The entry point alone starts the interface; nothing else in the core may reach into ui/.
ENTRY_POINT = ROOT / "app" / "__main__.py"


def imported_modules(file: Path) -> set[str]:
    tree = ast.parse(file.read_text(encoding="utf-8"), str(file))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module)
    return names


def test_core_imports_no_qt_and_no_ui():
    offenders = []
    for top in ("app", "models"):
        for file in (ROOT / top).rglob("*.py"):
            forbidden = QT if file == ENTRY_POINT else (*QT, "ui")
            for module in imported_modules(file):
                if module.split(".")[0] in forbidden:
                    offenders.append(f"{file.relative_to(ROOT)} imports {module}")
    assert offenders == []


def test_guard_sees_a_qt_import(tmp_path):
    sample = tmp_path / "sample.py"
    sample.write_text("def f():\n    from PySide6.QtCore import QObject\n")
    assert "PySide6.QtCore" in imported_modules(sample)
