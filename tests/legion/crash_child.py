"""A process that plays a Legion game, printing each event's seq once it is committed; the
crash test kills it with SIGKILL at a random moment."""

from __future__ import annotations

import random
import signal
import sys

from app.db import open_database
from app.tracker.game import Game
from tests.legion.tracker_helpers import TRACKER, setup


def main(url: str, seed: int) -> None:
    db = open_database(url, backups_dir=None)
    game = Game.create(db, "legion", setup())
    print(f"game {game.id}", flush=True)
    rng = random.Random(seed)
    while True:
        if game.state.finished:
            print(f"finished {len(game.events)}", flush=True)
            signal.pause()  # waits to be killed
        game.record_intent(rng.choice(TRACKER.next_events(game.state, rng)))
        print(f"seq {len(game.events)}", flush=True)


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]))
