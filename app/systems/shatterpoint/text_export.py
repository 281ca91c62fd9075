"""The plain-text strike team for forums and chats, in the player's language.

Game terms are worded as the rulebooks word them (SP/PC are PE/CP in French, PO/KP in Polish).
The Muster share code closes the text, and the SPT list code too when every unit has one, so a
reader can load the list in Muster or in another Shatterpoint tool.
"""

from __future__ import annotations

from app.errors import ShareCodeError
from app.i18n import QT_TRANSLATE_NOOP, translate
from app.roster.document import RosterDocument
from app.systems.shatterpoint.catalog import UNIT_TYPES, ShatterpointCatalog
from app.systems.shatterpoint.rules import is_legal, totals, validate
from app.systems.shatterpoint.share import SPT_MISSION_LABEL, SPT_MISSION_PREFIX, SptCodec

CONTEXT = "TextExport"

TEXTS = {
    "title": QT_TRANSLATE_NOOP("TextExport", "Strike team: {name}"),
    "untitled": QT_TRANSLATE_NOOP("TextExport", "Untitled strike team"),
    "mission": QT_TRANSLATE_NOOP("TextExport", "Mission set: {mission}"),
    "no_mission": QT_TRANSLATE_NOOP("TextExport", "Mission set: none chosen"),
    "casual": QT_TRANSLATE_NOOP("TextExport", "Casual play (house rules allowed)"),
    "squad": QT_TRANSLATE_NOOP("TextExport", "Squad {squad}: {pc} of {sp} SP spent"),
    "empty": QT_TRANSLATE_NOOP("TextExport", "(empty)"),
    "unknown": QT_TRANSLATE_NOOP("TextExport", "unknown unit “{unit_id}”"),
    "primary_line": QT_TRANSLATE_NOOP("TextExport", "{unit} ({sp} SP, Force {force})"),
    "other_line": QT_TRANSLATE_NOOP("TextExport", "{unit} ({pc} PC)"),
    "totals": QT_TRANSLATE_NOOP(
        "TextExport",
        "Force pool: {force} · characters: {characters} · units: {units} · order deck: {deck}",
    ),
    "legal": QT_TRANSLATE_NOOP("TextExport", "Legal strike team."),
    "illegal": QT_TRANSLATE_NOOP("TextExport", "Not legal yet:"),
    "muster_code": QT_TRANSLATE_NOOP("TextExport", "Muster code: {code}"),
    "spt_code": QT_TRANSLATE_NOOP("TextExport", "SPT list code: {code}"),
    "slot_line": QT_TRANSLATE_NOOP("TextExport", "{slot}: {unit}"),
}

SLOT_TEXTS = {
    "primary": QT_TRANSLATE_NOOP("TextExport", "Primary"),
    "secondary": QT_TRANSLATE_NOOP("TextExport", "Secondary"),
    "support": QT_TRANSLATE_NOOP("TextExport", "Support"),
}


def _t(key: str, language: str, **params: object) -> str:
    return translate(CONTEXT, TEXTS[key], language, **params)


def mission_set_label(mission_set: str | None, language: str) -> str | None:
    """A mission set as players read it (an SPT code is shown as such)."""
    mission = (mission_set or "").strip()
    if not mission:
        return None
    if mission.lower().startswith(SPT_MISSION_PREFIX):
        code = mission[len(SPT_MISSION_PREFIX) :]
        return translate("Shatterpoint", SPT_MISSION_LABEL, language, code=code)
    return mission


def to_text(roster: RosterDocument, catalog: ShatterpointCatalog, language: str) -> str:
    from app.roster.share import encode_muster

    lines = [_t("title", language, name=roster.name.strip() or _t("untitled", language))]
    mission = mission_set_label(roster.mission_set, language)
    lines.append(
        _t("mission", language, mission=mission) if mission else _t("no_mission", language)
    )
    if roster.casual:
        lines.append(_t("casual", language))
    team = totals(roster, catalog)
    for number, squad in enumerate(roster.squads, start=1):
        points = team["squads"][number - 1]
        lines.append("")
        lines.append(_t("squad", language, squad=number, sp=points["sp"], pc=points["pc"]))
        for slot in UNIT_TYPES:
            label = translate(CONTEXT, SLOT_TEXTS[slot], language)
            unit_id = squad.get(slot)
            unit = catalog.get(unit_id)
            if unit is None:
                shown = (
                    _t("unknown", language, unit_id=unit_id) if unit_id else _t("empty", language)
                )
            elif unit.type == "primary":
                shown = _t(
                    "primary_line",
                    language,
                    unit=unit.name.get(language),
                    sp=unit.sp,
                    force=unit.force,
                )
            else:
                shown = _t("other_line", language, unit=unit.name.get(language), pc=unit.pc)
            lines.append("  " + _t("slot_line", language, slot=label, unit=shown))
    lines.append("")
    lines.append(
        _t(
            "totals",
            language,
            force=team["force"],
            characters=team["characters"],
            units=team["units"],
            deck=team["order_deck"],
        )
    )
    violations = validate(roster, catalog)
    if is_legal(violations):
        lines.append(_t("legal", language))
    else:
        lines.append(_t("illegal", language))
        lines.extend(f"  - {v.message(language)}" for v in violations if v.severity == "error")
    lines.append("")
    lines.append(_t("muster_code", language, code=encode_muster(roster)))
    try:
        lines.append(_t("spt_code", language, code=SptCodec().encode(roster, catalog)))
    except ShareCodeError:
        pass  # an incomplete team, or a unit without an SPT code: the Muster code suffices
    return "\n".join(lines) + "\n"
