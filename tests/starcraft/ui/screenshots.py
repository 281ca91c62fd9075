"""Renders StarCraft's table view for the docs: 2, 4 and 6 players in English, French and
Polish, at 1366×768 (``docs/screenshots/starcraft-<n>p-<lang>.png``), and the battle form of a
Mobilize order (``starcraft-battle-<lang>.png``).

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


STARTING_UNITS = {
    "terran": {"marine": 4, "goliath": 1},
    "protoss": {"zealot": 3, "dragoon": 1},
    "zerg": {"zergling": 4, "hydralisk": 1},
}


def play(game: Game, players: int) -> None:
    """The starting forces entered, a first round's planning done and a Build order revealed
    and executed."""
    for seat in range(players):
        faction = sc.faction_of(game.state, seat)
        assert faction is not None
        game.record(
            "starting_forces",
            {
                "player": seat,
                "units": STARTING_UNITS[faction.race],
                "transports": [f"{HOMES[seat]}–{HOMES[(seat + 1) % players]}"],
            },
        )
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
            for _ in range(3):
                gui.app.processEvents()
            page.tracker.grab().save(str(OUT / f"starcraft-{players}p-{language}.png"))
            page.close_game()
    battle(gui, catalog)
    gui.languages.apply("en")
    gui.workspace.close()


def battle(gui: Gui, catalog: object) -> None:
    """Jim Raynor's Marines, Goliath and Wraith attack the Overmind's Zerglings and Mutalisk."""
    setup = sc.new_setup(
        [(NAMES[0], "raynor"), (NAMES[1], "overmind")],
        catalog,  # type: ignore[arg-type]
        first_player=0,
        starts=[{"bases": [HOMES[n]], "workers": 4} for n in range(2)],
    )
    game = Game.create(gui.workspace.db, "starcraft", setup)
    forces = [{"marine": 4, "goliath": 2, "wraith": 1}, {"zergling": 3, "mutalisk": 1}]
    for seat, units in enumerate(forces):
        game.record("starting_forces", {"player": seat, "units": units})
    game.record("round_started", {})
    for _ in range(8):
        game.record("order_placed", {"planet": HOMES[game.state.turn], "special": False})
    game.record(
        "order_revealed", {"planet": HOMES[0], "order": "mobilisation", "outcome": "executed"}
    )
    for language in ("en", "fr", "pl"):
        gui.languages.apply(language)
        page = gui.window.pages["games"]
        gui.window.show_page("games")
        page.open_game(Game.load(gui.workspace.db, game.id))
        view = page.tracker
        view.defender_combo.setCurrentIndex(view.defender_combo.findData(1))
        view.battle_button.click()
        form = view.battle_form
        attacker, defender = form.unit_tables
        attacker.row_of("marine")["count"].setValue(2)
        attacker.row_of("goliath")["count"].setValue(1)
        attacker.row_of("goliath")["targets_air"].setChecked(True)
        defender.row_of("zergling")["count"].setValue(1)
        defender.row_of("mutalisk")["count"].setValue(1)
        first, second = form.cards
        second[0].front.setCurrentIndex(second[0].front.findData(2))  # the Goliath
        for entry, values in (
            (first[0], (5, 4, 3, 2)),
            (first[1], (4, 5, 2, 3)),
            (second[0], (6, 5, 4, 3)),
            (second[1], (5, 4, 3, 4)),
        ):
            for key, value in zip(
                ("major_attack", "major_resistance", "minor_attack", "minor_resistance"),
                values,
                strict=True,
            ):
                entry.values[key].setValue(value)
        first[1].symbol.setChecked(True)
        form.resize(1340, 740)
        gui.app.processEvents()
        form.grab().save(str(OUT / f"starcraft-battle-{language}.png"))
        form.reject()
        page.close_game()


if __name__ == "__main__":
    main()
