"""The names of orders and regrouping steps, and what each step asks the players."""

from __future__ import annotations

from app.i18n import QT_TRANSLATE_NOOP, translate
from app.systems.starcraft import CONTEXT

ORDER_NAMES = {
    "construction": QT_TRANSLATE_NOOP("Starcraft", "Build"),
    "mobilisation": QT_TRANSLATE_NOOP("Starcraft", "Mobilize"),
    "research": QT_TRANSLATE_NOOP("Starcraft", "Research"),
}
STEP_NAMES = {
    1: QT_TRANSLATE_NOOP("Starcraft", "Destroy bases and transports"),
    2: QT_TRANSLATE_NOOP("Starcraft", "Lose resource cards"),
    3: QT_TRANSLATE_NOOP("Starcraft", "Gain resource cards"),
    4: QT_TRANSLATE_NOOP("Starcraft", "Recover workers"),
    5: QT_TRANSLATE_NOOP("Starcraft", "Gain conquest points"),
    6: QT_TRANSLATE_NOOP("Starcraft", "Check for a normal victory"),
    7: QT_TRANSLATE_NOOP("Starcraft", "Check for a special victory"),
    8: QT_TRANSLATE_NOOP("Starcraft", "Play Event cards"),
    9: QT_TRANSLATE_NOOP("Starcraft", "Discard combat cards"),
    10: QT_TRANSLATE_NOOP("Starcraft", "Pass the first player token"),
}
STEP_ASKS = {
    1: QT_TRANSLATE_NOOP(
        "Starcraft",
        "Every base in a zone with enemy units is destroyed; then every transport without a "
        "friendly base on either of its planets.",
    ),
    2: QT_TRANSLATE_NOOP(
        "Starcraft",
        "A resource card is lost when its planet has none of your bases, or its zone holds an "
        "enemy base or unit; the workers on it are destroyed.",
    ),
    3: QT_TRANSLATE_NOOP(
        "Starcraft",
        "On each planet with your base, take the cards of your zones; the only player with a "
        "base there also takes the empty zones'.",
    ),
    4: QT_TRANSLATE_NOOP("Starcraft", "Every worker goes back to the reserve (Muster does it)."),
    5: QT_TRANSLATE_NOOP(
        "Starcraft",
        "Each player scores the conquest points of the zones they control (a base or units in "
        "the zone); say how many zones too, for the tie-breakers.",
    ),
    6: QT_TRANSLATE_NOOP(
        "Starcraft", "Muster checks who has reached their conquest points (15; 20 against Aldaris)."
    ),
    7: QT_TRANSLATE_NOOP(
        "Starcraft",
        "Say whose objective is met; most count only while the Event deck's top card is of "
        "epoch III.",
    ),
    8: QT_TRANSLATE_NOOP(
        "Starcraft",
        'In turn, each player may play one Event card and discards the rest; "The End is '
        'Near" must be played.',
    ),
    9: QT_TRANSLATE_NOOP("Starcraft", "Each player discards down to their hand limit."),
    10: QT_TRANSLATE_NOOP("Starcraft", "The first player token passes to the left."),
}


def step_name(step: int, language: str | None = None) -> str:
    return translate(CONTEXT, STEP_NAMES[step], language)


def step_asks(step: int, language: str | None = None) -> str:
    return translate(CONTEXT, STEP_ASKS[step], language)


def order_name(order: str, language: str | None = None) -> str:
    return translate(CONTEXT, ORDER_NAMES[order], language)
