"""A second Muster for the live-game tests (tests/tracker/test_live_postgres.py): a process of
its own that opens the database named by MUSTER_DATABASE_URL, loads a game as player NAME,
then for each line on stdin (an event as JSON) records it and prints one JSON line:
``{"ok": true, "seq": N, "at": commit time}`` or ``{"ok": false, "error": the message}``.

    python -m tests.tracker.live_child GAME_ID NAME
"""

from __future__ import annotations

import json
import sys
import time

from app.errors import MusterError
from app.tracker.game import Game
from app.workspace import Workspace


def main(game_id: int, name: str) -> None:
    workspace = Workspace()
    game = Game.load(workspace.db, game_id, by=name)
    print(json.dumps({"ready": True}), flush=True)
    for line in sys.stdin:
        event = json.loads(line)
        try:
            game.record(event["type"], event.get("payload", {}))
        except MusterError as exc:
            print(json.dumps({"ok": False, "error": exc.message("en")}), flush=True)
            continue
        reply = {"ok": True, "seq": game.events[-1].seq, "at": time.time()}
        print(json.dumps(reply), flush=True)
    workspace.close()


if __name__ == "__main__":
    main(int(sys.argv[1]), sys.argv[2])
