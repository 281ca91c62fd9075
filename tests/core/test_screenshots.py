"""`make screenshots` writes every picture of docs/screenshots/ (tests/screenshots/): each one
in the folder, and each the README shows, has a producer; checked from the producers' list,
without drawing anything."""

from __future__ import annotations

import re

from tests.screenshots import DOCS_SCREENSHOTS, PRODUCERS, ROOT, produced


def test_every_picture_of_the_docs_has_a_producer() -> None:
    pictures = {file.name for file in DOCS_SCREENSHOTS.glob("*.png")}
    assert pictures - set(produced()) == set()
    assert set(produced()) - pictures == set()  # and no producer writes a picture gone


def test_every_picture_the_readme_shows_is_written_by_make_screenshots() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    shown = re.findall(r"docs/screenshots/([^)\s]+\.png)", readme)
    assert shown and [name for name in shown if name not in produced()] == []


def test_each_producer_is_a_module_or_tests_of_the_repository() -> None:
    for producer in PRODUCERS:
        if producer.command[0] == "pytest":
            targets = [arg.split("::")[0] for arg in producer.command if "::" in arg]
            assert targets and all((ROOT / target).is_file() for target in targets)
        else:
            (module,) = producer.command
            assert (ROOT / (module.replace(".", "/") + ".py")).is_file(), module
        assert set(producer.written().values()) == set(producer.images)


def test_make_screenshots_runs_the_producers() -> None:
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    assert re.search(r"^screenshots:.*\n\t.*-m tests\.screenshots$", makefile, re.M)
