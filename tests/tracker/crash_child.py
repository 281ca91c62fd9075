"""A process that plays a game forever, printing each event's seq once it is committed; the
crash test kills it with SIGKILL at a random moment."""

from __future__ import annotations

import random
import signal
import sys

from app.db import open_database
from app.tracker.errors import EventRejected
from app.tracker.game import Game
from tests.tracker.helpers import make_setup
from tests.tracker.strategies import next_intent


def main(url: str, seed: int) -> None:
    db = open_database(url, backups_dir=None)
    setup = make_setup(seed=seed)
    game = Game.create(db, "shatterpoint", setup)
    print(f"game {game.id}", flush=True)
    rng = random.Random(seed)
    while True:
        if game.state.finished:
            print(f"finished {len(game.events)}", flush=True)
            signal.pause()  # waits to be killed
        event_type, payload = next_intent(game.state, rng)
        try:
            game.record(event_type, payload)
        except EventRejected:
            continue
        print(f"seq {len(game.events)}", flush=True)


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]))
