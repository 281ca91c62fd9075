"""Renders Flashpoint's tracker for the docs: a round under way in English, French and Polish
at 1366×768, and in English at 1920×1080 (``docs/screenshots/flashpoint-tracker-*.png``).

    MUSTER_HOME=$(mktemp -d) QT_QPA_PLATFORM=offscreen python -m tests.flashpoint.ui.screenshots
"""

from __future__ import annotations

import os
import random
from pathlib import Path

from app.systems.flashpoint import tracker as ft
from app.tracker.adapter import ModuleTracker
from app.tracker.game import Game
from tests.flashpoint.ui.test_tracker_window import kestrel, wardens
from ui.application import Gui

OUT = Path(
    os.environ.get("SCREENSHOTS", Path(__file__).resolve().parents[3] / "docs" / "screenshots")
)


def play(game: Game) -> None:
    """Round 2: Marek's sergeant and Kasia activated, Ana's captain answering, markers and a
    Wounded fighter on the table."""
    rng = random.Random(3)
    game.record(ft.INITIATIVE_BID, {"bids": [{}, {}], "rolls": [], "initiative": 1})
    for player in (1, 0):
        game.record(ft.PASSED, {"player": player})
    game.record(ft.ROUND_ENDED, {})
    game.record(
        ft.INITIATIVE_BID,
        {"bids": [{"skill": 1}, {"skill": 2}], "rolls": [], "initiative": 1},
    )
    dice = ft.roll_dice({"f1": {"skill": 1, "power": 1}, "f2": {"power": 1}}, rng)
    game.record(
        ft.FIGHTER_ACTIVATED,
        {"player": 1, "fighter": "f1", "dice": dice, "reinforcements": ["f2"]},
    )
    game.record(ft.CARD_USED, {"player": 1, "fighter": "f2", "card": "weapon-flamer"})
    game.record(ft.MARKER_PLACED, {"player": 0, "fighter": "f2", "marker": "burning", "count": 1})
    game.record(ft.DICE_DISCARDED, {"player": 1, "fighter": "f2", "die": "power", "count": 1})
    dice = ft.roll_dice({"f1": {"skill": 2, "power": 2}}, rng)
    game.record(ft.FIGHTER_ACTIVATED, {"player": 0, "fighter": "f1", "dice": dice})
    game.record(ft.MARKER_PLACED, {"player": 1, "fighter": "f3", "marker": "staggered", "count": 1})
    # The captain attacks Kasia, not yet activated: the window offers her attribution sequence.
    game.record(
        ft.ATTACK_DECLARED,
        {
            "player": 0,
            "fighter": "f1",
            "card": "weapon-carbine",
            "target_player": 1,
            "target": "f3",
        },
    )


def main() -> None:
    gui = Gui()
    assert gui.start()
    catalog = gui.workspace.catalog("flashpoint")
    rules = ModuleTracker(ft)
    players = [rules.snapshot_team(kestrel(), catalog), rules.snapshot_team(wardens(), catalog)]
    setup = rules.new_setup(
        players,
        ["Ana", "Marek"],
        mission="Hold the relay",
        success_points="1 point per round holding the relay",
        rng=random.Random(5),
    )
    game = Game.create(gui.workspace.db, "flashpoint", setup)
    play(game)
    shots = [("en", 1366, 768, ""), ("fr", 1366, 768, ""), ("pl", 1366, 768, "")]
    shots.append(("en", 1920, 1080, "-large"))
    for language, width, height, suffix in shots:
        gui.languages.apply(language)
        page = gui.window.pages["games"]
        gui.window.show_page("games")
        page.open_game(Game.load(gui.workspace.db, game.id))
        gui.window.resize(width, height)
        for _ in range(3):
            gui.app.processEvents()
        gui.window.grab().save(str(OUT / f"flashpoint-tracker{suffix}-{language}.png"))
        page.close_game()
    gui.languages.apply("en")
    gui.workspace.close()


if __name__ == "__main__":
    main()
