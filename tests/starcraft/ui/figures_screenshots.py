"""Renders the Catalogue page's StarCraft figures for the docs, in English, French and Polish,
at 1366×768 (``docs/screenshots/starcraft-figures-<lang>.png``): Mengsk's figures, a Ghost's
cost filled in, a wrong level refused.

    MUSTER_HOME=$(mktemp -d) QT_QPA_PLATFORM=offscreen \
        python -m tests.starcraft.ui.figures_screenshots
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent

from ui.application import Gui

OUT = Path(__file__).resolve().parents[3] / "docs" / "screenshots"


def settle() -> None:
    for _ in range(5):
        QCoreApplication.processEvents()
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def main() -> None:
    gui = Gui()
    assert gui.start()
    window = gui.window
    window.resize(1366, 768)
    window.show()
    window.show_page("catalogue")
    settle()
    page = window.pages["catalogue"]
    page.show_system("starcraft")
    settle()
    table = page.browser
    table.choose_faction("mengsk")
    page.splitter.setSizes([120, 600])
    table.set_figure("ghost", "cost", "1/1")
    table.set_figure("marine", "level", "7")
    table.select("ghost", "flying")
    for language in ("en", "fr", "pl"):
        gui.languages.apply(language)
        settle()
        window.grab().save(str(OUT / f"starcraft-figures-{language}.png"))
    gui.languages.apply("en")
    window.close()
    gui.workspace.close()


if __name__ == "__main__":
    main()
