"""`make screenshots` (``python -m tests.screenshots``): every picture of docs/screenshots/,
each written by one producer below, run in a fresh MUSTER_HOME on the offscreen platform.

A producer is a module run as a script (the docs' own scenes) or a test run by pytest whose
screens are kept when its folder variable is set; the command copies what each writes into
docs/screenshots/. tests/core/test_screenshots.py checks, without rendering anything, that
the folder's and the README's pictures are all in this list."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
DOCS_SCREENSHOTS = ROOT / "docs" / "screenshots"
LANGUAGES = ("en", "fr", "pl")


def each_language(pattern: str, languages: tuple[str, ...] = LANGUAGES) -> tuple[str, ...]:
    return tuple(pattern.format(language=language) for language in languages)


@dataclass(frozen=True)
class Producer:
    """``command`` runs after ``python -m``; it writes ``images`` into the folder named by
    ``folder_variable``; ``renamed`` maps a file it writes under its own name to the docs'."""

    command: tuple[str, ...]
    images: tuple[str, ...]
    folder_variable: str = "MUSTER_SCREENSHOTS"
    renamed: dict[str, str] = field(default_factory=dict)

    def written(self) -> dict[str, str]:
        """Each file the command writes, mapped to its name in docs/screenshots/."""
        names = {image: image for image in self.images if image not in self.renamed.values()}
        names.update(self.renamed)
        return names


def pytest(*tests: str) -> tuple[str, ...]:
    return ("pytest", "-q", "-p", "no:cacheprovider", *tests)


LEGION_UI = "tests/legion/ui/"
PRODUCERS: tuple[Producer, ...] = (
    Producer(
        ("tests.screenshots.scenes",),
        (
            *each_language("builder-{language}.png", ("en", "fr")),
            *each_language("tracker-{language}.png", ("en", "pl")),
            "catalogue-en.png",
            "campaigns-en.png",
            *each_language("flashpoint-builder-{language}.png"),
            *each_language("flashpoint-designer-{language}.png"),
        ),
    ),
    Producer(
        ("tests.flashpoint.ui.screenshots",),
        (*each_language("flashpoint-tracker-{language}.png"), "flashpoint-tracker-large-en.png"),
        folder_variable="SCREENSHOTS",
    ),
    Producer(
        ("tests.starcraft.ui.screenshots",),
        tuple(
            name
            for players in (2, 4, 6)
            for name in each_language(f"starcraft-{players}p-{{language}}.png")
        )
        + each_language("starcraft-battle-{language}.png"),
        folder_variable="",  # it writes into docs/screenshots/ itself
    ),
    Producer(
        ("tests.starcraft.ui.figures_screenshots",),
        each_language("starcraft-figures-{language}.png"),
        folder_variable="",
    ),
    Producer(
        pytest(
            LEGION_UI + "test_army_at_a_glance.py::test_every_unit_and_slot_is_whole_on_one_screen"
        ),
        tuple(
            name
            for width in (1366, 1920)
            for name in each_language(f"legion-army-{width}-{{language}}.png")
        ),
    ),
    Producer(
        pytest(LEGION_UI + "test_builder.py::test_the_builder_in_each_language_at_1366"),
        each_language("legion-builder-{language}.png"),
    ),
    Producer(
        pytest(
            LEGION_UI + "test_tracker_corrections.py::"
            "test_the_table_and_the_correction_in_each_language"
        ),
        each_language("legion-tracker-{language}.png")
        + each_language("legion-correction-{language}.png"),
    ),
    Producer(
        pytest(
            LEGION_UI + "test_tracker_teams_window.py::"
            "test_a_team_battle_from_the_new_game_box_to_the_winning_team"
        ),
        each_language("legion-tracker-teams-{language}.png"),
    ),
    Producer(
        pytest(
            LEGION_UI + "test_tracker_ten_units.py::test_ten_units_a_side_all_show_at_1366_by_768"
        ),
        each_language("legion-tracker-setup-{language}.png")
        + each_language("legion-tracker-ten-units-{language}.png"),
    ),
    Producer(
        pytest(
            "tests/ui/campaign/test_league_words.py::"
            "test_a_legion_league_reads_victory_tokens_and_score"
        ),
        each_language("legion-league-{language}.png"),
        folder_variable="MUSTER_SHOTS",
        renamed={
            f"legion-standings-{language}.png": f"legion-league-{language}.png"
            for language in LANGUAGES
        },
    ),
)


def produced() -> dict[str, Producer]:
    """Every docs picture, mapped to the producer that writes it."""
    images: dict[str, Producer] = {}
    for producer in PRODUCERS:
        for image in producer.images:
            assert image not in images, f"{image} has two producers"
            images[image] = producer
    return images
