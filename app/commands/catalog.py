"""``muster catalog``: import, list, export and remove catalogue packs (see docs/cli.md).

- ``import PATH [--format auto|muster|shatterpoint-data]``: prints the report; exit 0 when
  something was imported, 2 when PATH cannot be read or nothing valid is in it;
- ``list [--system S] [--format text|json]``: every unit of the merged catalogue;
- ``packs [--system S] [--format text|json]``: the loaded packs;
- ``export FILE [--system S] [--pack ID]``: the merged catalogue, or one pack, as a pack file;
- ``remove PACK [--system S]``: deletes a user pack;
- ``publish DIR``: writes DIR/index.json, the data repository of the packs in DIR;
- ``subscribe URL`` / ``unsubscribe URL`` / ``repositories``: the data repositories followed;
- ``update [--check] [--format text|json]``: exit 0 when applied (or nothing to do, or only
  checked), 2 when refused (nothing changed);
- ``rollback SYSTEM``: puts back the packs the game's last update replaced.
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from app import systems
from app.catalog.format_names import import_format_names
from app.cli import add_lang_option, error
from app.errors import json_shown, one_line
from app.i18n import QT_TRANSLATE_NOOP, current_language, translate
from app.workspace import Workspace

# The catalogue code (and SQLAlchemy under it) is imported by the commands that use it, so
# that building the parser (``muster --help``, every other command) stays light.

CONTEXT = "CatalogCommand"


def _tr(text: str, **params: Any) -> str:
    # What the user typed or a file holds is shown escaped, never obeyed by the terminal.
    shown = {key: one_line(v) if isinstance(v, str) else v for key, v in params.items()}
    return translate(CONTEXT, text, current_language(), **shown)


def _add_system_option(parser: argparse.ArgumentParser) -> None:
    ids = systems.system_ids()
    parser.add_argument(
        "--system", choices=ids, default=ids[0], help=f"game system (default: {ids[0]})"
    )


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser(
        "catalog", help="import, list, export, remove or update catalogue packs"
    )
    actions = parser.add_subparsers(dest="catalog_action", metavar="ACTION", required=True)

    imp = actions.add_parser("import", help="import a Muster pack file or a community folder")
    imp.add_argument("path", type=Path, metavar="PATH")
    imp.add_argument(
        "--format",
        choices=import_format_names(),
        default="auto",
        help="auto: a muster.catalog/1 .json file is a Muster pack, a folder is a community "
        "catalogue",
    )
    add_lang_option(imp)
    imp.set_defaults(func=run_import)

    lst = actions.add_parser("list", help="list the units of the catalogue")
    _add_system_option(lst)
    lst.add_argument("--format", choices=("text", "json"), default="text")
    add_lang_option(lst)
    lst.set_defaults(func=run_list)

    packs = actions.add_parser("packs", help="list the loaded packs")
    _add_system_option(packs)
    packs.add_argument("--format", choices=("text", "json"), default="text")
    add_lang_option(packs)
    packs.set_defaults(func=run_packs)

    exp = actions.add_parser("export", help="write the merged catalogue or one pack to a file")
    exp.add_argument("file", type=Path, metavar="FILE")
    _add_system_option(exp)
    exp.add_argument("--pack", metavar="ID", help="export only this pack (default: all merged)")
    add_lang_option(exp)
    exp.set_defaults(func=run_export)

    rem = actions.add_parser("remove", help="delete a user pack")
    rem.add_argument("pack", metavar="PACK")
    _add_system_option(rem)
    add_lang_option(rem)
    rem.set_defaults(func=run_remove)

    pub = actions.add_parser("publish", help="write index.json for a folder of packs")
    pub.add_argument("folder", type=Path, metavar="DIR")
    pub.add_argument("--name", default="", help="the repository's name, shown to subscribers")
    add_lang_option(pub)
    pub.set_defaults(func=run_publish)

    sub = actions.add_parser("subscribe", help="follow a data repository (its index.json URL)")
    sub.add_argument("url", metavar="URL")
    add_lang_option(sub)
    sub.set_defaults(func=run_subscribe)

    unsub = actions.add_parser("unsubscribe", help="stop following a data repository")
    unsub.add_argument("url", metavar="URL")
    add_lang_option(unsub)
    unsub.set_defaults(func=run_unsubscribe)

    repos = actions.add_parser("repositories", help="list the data repositories followed")
    repos.add_argument("--format", choices=("text", "json"), default="text")
    add_lang_option(repos)
    repos.set_defaults(func=run_repositories)

    upd = actions.add_parser("update", help="update the catalogues from the data repositories")
    upd.add_argument(
        "--check", action="store_true", help="download and show what would change; change nothing"
    )
    upd.add_argument("--format", choices=("text", "json"), default="text")
    add_lang_option(upd)
    upd.set_defaults(func=run_update)

    back = actions.add_parser("rollback", help="undo a game's last catalogue update")
    back.add_argument("system", choices=systems.system_ids(), metavar="SYSTEM")
    add_lang_option(back)
    back.set_defaults(func=run_rollback)


def run_import(args: argparse.Namespace) -> int:
    from app.catalog.importers import import_path

    workspace = Workspace()
    report = import_path(args.path, workspace.paths.user_packs_dir, args.format)
    print(report.to_text(current_language()))
    if report.imported == 0:
        return error(
            _tr(
                QT_TRANSLATE_NOOP("CatalogCommand", "nothing valid to import in {path}"),
                path=args.path,
            )
        )
    return 0


def unit_json(unit: Any, pack: str | None) -> dict[str, Any]:
    """A unit as ``catalog list --format json`` prints it: ``names`` for its localized name,
    the pack it comes from, and every other field of the pack format as is."""
    data = unit.model_dump(mode="json", exclude={"name"})
    return {"id": data.pop("id"), "names": unit.name.as_dict(), **data, "pack": pack}


def run_list(args: argparse.Namespace) -> int:
    from app.catalog.user_packs import unit_origins

    workspace = Workspace()
    catalog = workspace.catalog(args.system)
    origins = unit_origins(catalog, args.system)
    units = sorted(catalog.units.values(), key=lambda unit: unit.id)
    system = systems.get(args.system)
    language = current_language()
    if args.format == "json":
        # A game whose entries' values are computed (Flashpoint) adds them and their terms.
        computed = getattr(system, "entry_values", None)
        listing = [
            unit_json(unit, origins.get(unit.id))
            | (computed(unit, catalog, language) if computed else {})
            for unit in units
        ]
        print(json_shown(json.dumps(listing, indent=2, ensure_ascii=False)))
        return 0
    # A game whose entries have figures rather than points (StarCraft) says them in a column;
    # one whose names follow the player's name policy (Settings) says how it names them.
    figures = getattr(system, "entry_figures", None)
    entry_name = getattr(system, "entry_name", None)
    rows = [
        (
            unit.id,
            entry_name(unit, language) if entry_name else unit.name.get(language),
            system.entry_kind(unit, language),
            "" if getattr(unit, "points", None) is None else str(unit.points),
            *((figures(unit, language),) if figures else ()),
            origins.get(unit.id, ""),
        )
        for unit in units
    ]
    header = (
        _tr(QT_TRANSLATE_NOOP("CatalogCommand", "id")),
        _tr(QT_TRANSLATE_NOOP("CatalogCommand", "name")),
        _tr(QT_TRANSLATE_NOOP("CatalogCommand", "type")),
        _tr(QT_TRANSLATE_NOOP("CatalogCommand", "points")),
        *((_tr(QT_TRANSLATE_NOOP("CatalogCommand", "figures")),) if figures else ()),
        _tr(QT_TRANSLATE_NOOP("CatalogCommand", "pack")),
    )
    _print_table(header, rows)
    return 0


def _print_table(header: Sequence[str], rows: Sequence[Sequence[str]]) -> None:
    # Names and versions come from pack files: shown escaped, never obeyed by the terminal.
    shown = [[one_line(cell) for cell in row] for row in rows]
    widths = [max(len(row[n]) for row in [header, *shown]) for n in range(len(header))]
    for row in [header, *shown]:
        print(
            "  ".join(cell.ljust(width) for cell, width in zip(row, widths, strict=True)).rstrip()
        )


def run_packs(args: argparse.Namespace) -> int:
    from app.catalog.user_packs import unit_origins

    workspace = Workspace()
    catalog = workspace.catalog(args.system)
    origins = unit_origins(catalog, args.system)
    language = current_language()
    packs = [
        {
            "id": info.id,
            "version": info.version,
            "name": info.name.get(language),
            "builtin": info.builtin,
            "file": str(info.file) if info.file else None,
            "units": sum(1 for origin in origins.values() if origin == info.id),
            **_origin_json(info),
        }
        for info in catalog.packs
    ]
    if args.format == "json":
        print(json_shown(json.dumps(packs, indent=2, ensure_ascii=False)))
        return 0
    builtin = _tr(QT_TRANSLATE_NOOP("CatalogCommand", "built-in"))
    user = _tr(QT_TRANSLATE_NOOP("CatalogCommand", "user"))
    header = (
        _tr(QT_TRANSLATE_NOOP("CatalogCommand", "id")),
        _tr(QT_TRANSLATE_NOOP("CatalogCommand", "version")),
        _tr(QT_TRANSLATE_NOOP("CatalogCommand", "units")),
        _tr(QT_TRANSLATE_NOOP("CatalogCommand", "kind")),
        _tr(QT_TRANSLATE_NOOP("CatalogCommand", "name")),
    )
    rows = [
        (p["id"], p["version"], str(p["units"]), builtin if p["builtin"] else user, p["name"])
        for p in packs
    ]
    _print_table(header, rows)
    return 0


def _origin_json(info: Any) -> dict[str, str]:
    """Where a pack's data comes from (a converted pack's repository, commit, date and
    licence), without the licence's full text."""
    origin = getattr(info, "origin", None)
    if origin is None:
        return {}
    fields = ("source", "repository", "commit", "date", "licence")
    return {name: getattr(origin, name) for name in fields if getattr(origin, name)}


def run_export(args: argparse.Namespace) -> int:
    from app.catalog.user_packs import export_pack

    workspace = Workspace()
    target = export_pack(workspace.catalog(args.system), args.system, args.file, args.pack)
    print(_tr(QT_TRANSLATE_NOOP("CatalogCommand", "Wrote {file}"), file=target))
    return 0


def run_remove(args: argparse.Namespace) -> int:
    from app.catalog.user_packs import remove_pack

    workspace = Workspace()
    removed = remove_pack(workspace.paths.user_packs_dir, args.system, args.pack)
    print(_tr(QT_TRANSLATE_NOOP("CatalogCommand", "Removed {file}"), file=removed))
    return 0


def run_publish(args: argparse.Namespace) -> int:
    from app.catalog.repository import publish

    target, index = publish(args.folder, args.name)
    print(
        translate(
            CONTEXT,
            QT_TRANSLATE_NOOP("CatalogCommand", "Wrote {file}: %n pack(s)."),
            current_language(),
            file=target,
            n=len(index.packs),
        )
    )
    return 0


def run_subscribe(args: argparse.Namespace) -> int:
    from app.catalog.updates import subscribe

    added = subscribe(Workspace().prefs, args.url)
    if added:
        text = QT_TRANSLATE_NOOP(
            "CatalogCommand", "Following {url}; muster catalog update installs its packs."
        )
    else:
        text = QT_TRANSLATE_NOOP("CatalogCommand", "You already follow {url}.")
    print(_tr(text, url=args.url.strip()))
    return 0


def run_unsubscribe(args: argparse.Namespace) -> int:
    from app.catalog.updates import unsubscribe

    unsubscribe(Workspace().prefs, args.url)
    print(
        _tr(
            QT_TRANSLATE_NOOP(
                "CatalogCommand",
                "No longer following {url}; the packs installed from it stay.",
            ),
            url=args.url.strip(),
        )
    )
    return 0


def run_repositories(args: argparse.Namespace) -> int:
    from app.catalog.updates import repositories

    urls = repositories(Workspace().prefs)
    if args.format == "json":
        print(json_shown(json.dumps(urls, indent=2, ensure_ascii=False)))
    elif not urls:
        print(_tr(QT_TRANSLATE_NOOP("CatalogCommand", "You follow no data repository.")))
    else:
        print("\n".join(one_line(url) for url in urls))
    return 0


def run_update(args: argparse.Namespace) -> int:
    from app.catalog import updates

    workspace = Workspace()
    language = current_language()
    urls = updates.repositories(workspace.prefs)
    rosters, notice = updates.saved_rosters(workspace) if urls else (None, None)
    plan = updates.check_updates(urls, workspace.paths.user_packs_dir, rosters)
    if notice is not None:
        plan.notices.append(notice)
    if plan.nothing_to_do:
        status = "up-to-date"
    elif args.check:
        status = "checked"
    else:
        updates.apply_plan(
            plan, workspace.paths.user_packs_dir, updates.history_root(workspace.paths)
        )
        status = "applied"
    if args.format == "json":
        print(
            json_shown(
                json.dumps(updates.plan_json(plan, status, language), indent=2, ensure_ascii=False)
            )
        )
        return 0
    lines = updates.plan_lines(plan, language)
    if status != "up-to-date":
        lines.append(updates.summary_text(status, language, n=plan.pack_count))
    print("\n".join(lines))
    return 0


def run_rollback(args: argparse.Namespace) -> int:
    from app.catalog import updates

    workspace = Workspace()
    root = updates.history_root(workspace.paths)
    report = updates.rollback(args.system, workspace.paths.user_packs_dir, root)
    print("\n".join(updates.rollback_lines(report, current_language())))
    return 0
