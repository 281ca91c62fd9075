"""``muster share encode|decode`` (see docs/cli.md).

- ``encode FILE [--as muster|spt|tta]`` prints the roster's share code;
- ``decode TEXT [-o FILE]`` reads a Muster code, an SPT list code or a Tabletop Admiral link
  (surrounding text allowed) and writes the roster document to FILE, or to stdout.

A code that cannot be read exits 2 with one line on stderr saying why.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from app import systems
from app.cli import add_lang_option
from app.errors import json_shown
from app.roster import share
from app.roster.document import RosterDocument
from app.workspace import Workspace


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser("share", help="turn a roster into a share code and back")
    actions = parser.add_subparsers(dest="share_action", metavar="ACTION", required=True)

    enc = actions.add_parser("encode", help="print the share code of a roster file")
    enc.add_argument("file", type=Path, metavar="FILE")
    enc.add_argument(
        "--as",
        dest="fmt",
        choices=share.share_formats(),
        default=share.MUSTER_FORMAT,
        help="muster: the whole roster (default); or a format of the roster's game ("
        + "; ".join(
            f"{systems.declared(sid).name or sid}: {', '.join(share.share_formats(sid)[1:])}"
            for sid in systems.system_ids()
        )
        + "; docs/formats.md)",
    )
    add_lang_option(enc)
    enc.set_defaults(func=run_encode)

    dec = actions.add_parser("decode", help="turn a share code into a roster document")
    dec.add_argument("text", metavar="TEXT", help="the code, a link, or text that holds one")
    dec.add_argument("-o", "--output", type=Path, metavar="FILE", help="write here, not stdout")
    add_lang_option(dec)
    dec.set_defaults(func=run_decode)


def run_encode(args: argparse.Namespace) -> int:
    document = RosterDocument.read(args.file)
    # The Muster code carries the document as it is; only a game's own formats need units.
    catalog = None if args.fmt == share.MUSTER_FORMAT else Workspace().catalog(document.system)
    print(share.encode(document, args.fmt, catalog))
    return 0


def run_decode(args: argparse.Namespace) -> int:
    workspace = Workspace()
    document = share.decode(args.text, workspace.catalog)
    if args.output is None:
        sys.stdout.write(json_shown(document.dumps()))  # the code's texts, never obeyed
        return 0
    document.write(args.output)
    return 0
