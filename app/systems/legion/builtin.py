"""The built-in Legion pack: Muster's Legion HQ importer run on Legion HQ's open data.

``python -m app.systems.legion.builtin SOURCE_FOLDER`` regenerates
``resources/data/legion/legion-hq.json`` from a copy of Legion HQ's ``cards.json`` (with its
``LICENSE``); a test checks that doing so gives the committed file byte for byte.
"""

from __future__ import annotations

import datetime as dt
import sys
from pathlib import Path

from app.catalog.pack import LocalizedName, write_pack
from app.catalog.report import ImportReport
from app.systems.legion import SYSTEM_ID
from app.systems.legion.catalog import LegionCatalog, LegionPack, builtin_pack_file
from app.systems.legion.importer import import_folder

PACK_ID = "legion-builtin"
# The Legion HQ data the built-in pack was converted from.
SOURCE = "Legion HQ's open data, converted by Muster's importer"
REPOSITORY = "https://github.com/TravisSClark/legion-hq-web"
COMMIT = "e3f8b5f"
SOURCE_DATE = dt.date(2026, 8, 5)
LICENCE = "MIT"
NAME = LocalizedName(
    en="Legion cards from Legion HQ",
    fr="Cartes Legion de Legion HQ",
    pl="Karty Legionu z Legion HQ",
)


def build(source_folder: Path) -> tuple[LegionPack, ImportReport]:
    licence = (source_folder / "LICENSE").read_text(encoding="utf-8").strip()
    report = ImportReport(system=SYSTEM_ID)
    pack = import_folder(
        source_folder,
        LegionCatalog(),
        report,
        pack_id=PACK_ID,
        version=SOURCE_DATE.strftime("%Y.%m.%d"),
        name=NAME,
        source=SOURCE,
    )
    if pack is None:
        raise SystemExit(f"nothing could be imported from {source_folder}")
    origin = {
        "repository": REPOSITORY,
        "commit": COMMIT,
        "date": SOURCE_DATE.isoformat(),
        "licence": LICENCE,
        "licence_text": licence,
    }
    return pack.model_copy(update=origin), report


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 1:
        print("usage: python -m app.systems.legion.builtin LEGION_HQ_DATA_FOLDER", file=sys.stderr)
        return 2
    pack, report = build(Path(args[0]))
    target = builtin_pack_file()
    target.parent.mkdir(parents=True, exist_ok=True)
    write_pack(pack, target)
    print(f"{target}: {len(pack.cards)} cards, {len(report.rejected)} rejected")
    for rejection in report.rejected:
        print(f"  - {rejection.source}: {rejection.reason.message()}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
