"""Writes every picture of docs/screenshots/ (the producers: tests/screenshots/__init__.py).

    QT_QPA_PLATFORM=offscreen python -m tests.screenshots [IMAGE.png ...]

With names, only the producers of those pictures run. Exits 1, naming them, when a producer
fails or does not write a picture it should."""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from tests.screenshots import DOCS_SCREENSHOTS, PRODUCERS, ROOT, Producer, produced


def run(producer: Producer, folder: Path) -> list[str]:
    """Runs one producer in a fresh MUSTER_HOME and copies its pictures into the docs;
    returns what went wrong."""
    out = folder / "out"
    out.mkdir(parents=True)
    env = {
        **os.environ,
        "MUSTER_HOME": str(folder / "home"),
        "QT_QPA_PLATFORM": os.environ.get("QT_QPA_PLATFORM", "offscreen"),
        "PYTHONPATH": os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")])),
    }
    if producer.folder_variable:
        env[producer.folder_variable] = str(out)
    started = time.time()
    command = [sys.executable, "-m", *producer.command]
    print("==", " ".join(producer.command), flush=True)
    if subprocess.run(command, cwd=ROOT, env=env, check=False).returncode != 0:
        return [f"{' '.join(producer.command)} failed"]
    source = out if producer.folder_variable else DOCS_SCREENSHOTS
    problems = []
    for written, image in producer.written().items():
        file = source / written
        if not file.exists() or file.stat().st_mtime < started:
            problems.append(f"{' '.join(producer.command)} did not write {written}")
        elif source == out:
            shutil.copyfile(file, DOCS_SCREENSHOTS / image)
    return problems


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.screenshots", description=__doc__)
    parser.add_argument("images", nargs="*", help="only the producers of these pictures")
    args = parser.parse_args(argv)
    owners = produced()
    unknown = [image for image in args.images if image not in owners]
    if unknown:
        parser.error(f"no producer writes {', '.join(unknown)}")
    chosen = [p for p in PRODUCERS if not args.images or set(p.images) & set(args.images)]
    problems = []
    with tempfile.TemporaryDirectory(prefix="muster-screenshots-") as temporary:
        for number, producer in enumerate(chosen):
            problems += run(producer, Path(temporary) / str(number))
    for problem in problems:
        print(problem, file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
