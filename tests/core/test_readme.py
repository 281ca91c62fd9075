"""The README and the docs stand on their own: every link and image they give resolves to a file
of the repository (none points outside it, e.g. to ../shared), and the Debian packages the README
names for `make test` are those the Makefile installs."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
DOCS = [ROOT / "README.md", ROOT / "packaging" / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
LINK = re.compile(r"!?\[[^\]]*\]\(([^)\s]+)\)")


def local_targets(file: Path) -> list[str]:
    text = file.read_text(encoding="utf-8")
    return [
        target.split("#", 1)[0]
        for target in LINK.findall(text)
        if not re.match(r"[a-z]+:", target) and not target.startswith("#")
    ]


def test_every_link_and_image_of_the_readme_and_docs_resolves_inside_the_repository():
    problems = []
    for file in DOCS:
        for target in local_targets(file):
            path = (file.parent / target).resolve()
            if not path.is_relative_to(ROOT):
                problems.append(f"{file.relative_to(ROOT)}: {target} is outside the repository")
            elif not path.exists():
                problems.append(f"{file.relative_to(ROOT)}: {target} does not exist")
    assert problems == []


def test_the_readme_shows_a_screenshot_of_each_game():
    images = [t for t in local_targets(ROOT / "README.md") if t.endswith(".png")]
    for game in ("builder-en", "legion-", "flashpoint-", "starcraft-"):
        assert any(game in image for image in images), game


def test_the_readme_names_every_debian_package_the_makefile_installs_for_the_tests():
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    listed = re.search(r"^APT_PACKAGES := (.*?)(?<!\\)\n", makefile, re.M | re.S)
    assert listed is not None
    packages = listed.group(1).replace("\\\n", " ").split()
    readme = " ".join((ROOT / "README.md").read_text(encoding="utf-8").split())
    missing = [package for package in packages if package not in readme]
    assert packages and missing == []
