"""Renders StarCraft's table view for the docs: 2, 4 and 6 players in English, French and
Polish, at 1366×768 (``docs/screenshots/starcraft-<n>p-<lang>.png``).

    MUSTER_HOME=$(mktemp -d) QT_QPA_PLATFORM=offscreen python -m tests.starcraft.ui.screenshots
"""

from __future__ import annotations

import random
from pathlib import Path

from app.systems.starcraft import tracker as sc
from app.tracker.game import Game
from ui.application import Gui

NAMES = ["Anna", "Bartek", "Chloé", "Dawid", "Émile", "Zofia"]
HOMES = ["Char", "Aiur", "Korhal", "Zerus", "Shakuras", "Tarsonis"]
OUT = Path(__file__).resolve().parents[3] / "docs" / "screenshots"


def play(game: Game, players: int) -> None:
    """A first round's planning done and a Build order revealed and executed."""
    game.record("round_started", {})
    for _ in range(4 * players):
        seat = game.state.turn
        game.record("order_placed", {"planet": HOMES[seat], "special": False})
    seat = game.state.turn
    game.record(
        "order_revealed", {"planet": HOMES[seat], "order": "construction", "outcome": "executed"}
    )
    game.record("built", {"workers": 1})
    seat = game.state.turn
    game.record("order_revealed", {"planet": HOMES[seat], "order": "research", "outcome": "event"})


def main() -> None:
    gui = Gui()
    assert gui.start()
    catalog = gui.workspace.catalog("starcraft")
    factions = [f.id for f in catalog.factions()]
    for players in (2, 4, 6):
        setup = sc.new_setup(
            [(NAMES[n], factions[n]) for n in range(players)],
            catalog,
            first_player=0,
            starts=[
                {
                    "bases": [HOMES[n]],
                    "workers": 4,
                    "permanent": [
                        {"resource": "minerals", "capacity": 2},
                        {"resource": "gas", "capacity": 1},
                    ],
                }
                for n in range(players)
            ],
            rng=random.Random(players),
        )
        game = Game.create(gui.workspace.db, "starcraft", setup)
        play(game, players)
        for language in ("en", "fr", "pl"):
            gui.languages.apply(language)
            page = gui.window.pages["games"]
            gui.window.show_page("games")
            page.open_game(Game.load(gui.workspace.db, game.id))
            gui.window.resize(1366, 768)
            gui.app.processEvents()
            page.tracker.resize(1366, 768)
            page.tracker.grab().save(str(OUT / f"starcraft-{players}p-{language}.png"))
            page.close_game()
    gui.languages.apply("en")
    gui.workspace.close()


if __name__ == "__main__":
    main()
