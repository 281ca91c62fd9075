"""A Flashpoint game's setup: the Offensive roll, a team's snapshot, the initial state."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from app.systems.flashpoint.tracker.state import (
    NPC,
    READY,
    CardSnapshot,
    FighterSnapshot,
    FighterState,
    GameSetup,
    PlayerSetup,
    Reserve,
    TrackerState,
    offensive_from_roll,
)
from app.tracker.errors import GameSetupError


def offensive_roll(rng: random.Random | None = None) -> tuple[tuple[int, int], ...]:
    """Each player throws a die, ties thrown again (seed 003 L271)."""
    rng = rng or random.Random()
    throws = []
    while True:
        throw = (rng.randint(1, 6), rng.randint(1, 6))
        throws.append(throw)
        if throw[0] != throw[1]:
            return tuple(throws)


def snapshot_team(team_document: Any, catalog: Any, language: str = "en") -> PlayerSetup:
    """A player's setup from a team (a ``muster.roster/1`` document) and the catalogue: each
    fighter's figures and cards as they are today, so the game replays after the designs
    change. The player is named after the team."""
    from app.systems.flashpoint.catalog import Ability, Archetype, Equipment, Profile, Weapon
    from app.systems.flashpoint.rules import strategic_bonus
    from app.systems.flashpoint.team import team_of

    team = team_of(team_document)
    fighters = []
    for number, fighter in enumerate(team.fighters, start=1):
        profile = catalog.get(fighter.profile)
        if not isinstance(profile, Profile):
            raise GameSetupError(
                detail=f'fighter {number}: "{fighter.profile}" is not a profile of the catalogue'
            )
        archetype = catalog.get(profile.archetype)
        if not isinstance(archetype, Archetype):
            raise GameSetupError(detail=f'"{profile.archetype}" is not an archetype')
        cards = []
        for card_id in (*profile.weapons, *profile.equipment, *profile.abilities):
            card = catalog.get(card_id)
            kind: str
            if isinstance(card, Weapon):
                kind = card.weapon_type
                actions = 0
            elif isinstance(card, Equipment):
                kind = card.equipment_type
                actions = card.actions
            elif isinstance(card, Ability):
                kind, actions = "ability", card.actions
            else:
                continue
            name = card.name.get(language) or card.name.get("en") or card.id
            cards.append(CardSnapshot(card.id, name, kind, card.usage, card.reload, actions))
        name = fighter.name or profile.name.get(language) or profile.name.get("en") or profile.id
        fighters.append(
            FighterSnapshot(
                f"f{number}",
                name,
                archetype.skill,
                archetype.power,
                archetype.reinforcement,
                tuple(cards),
            )
        )
    if not fighters:
        raise GameSetupError(detail="a team needs at least one fighter")
    bonus = strategic_bonus(team, catalog)
    return PlayerSetup(
        team_document.name or "",
        team_document.name or "",
        tuple(fighters),
        (bonus.offensive, bonus.defensive),
        team_document.to_json() if hasattr(team_document, "to_json") else None,
    )


def new_setup(
    players: Sequence[PlayerSetup],
    names: Sequence[str] = (),
    offensive: int | None = None,
    npcs: Sequence[FighterSnapshot] = (),
    mission: str = "",
    success_points: str = "",
    rng: random.Random | None = None,
    started_at: str = "",
) -> GameSetup:
    """A game's setup; the Offensive player is rolled when not given."""
    from app.tracker.event import now_iso

    named = [
        PlayerSetup(n, p.team, p.fighters, p.bonus, p.roster) if n else p
        for p, n in zip(players, [*names, "", ""], strict=False)
    ]
    if len(named) != 2:
        raise GameSetupError(detail="a game of Flashpoint has two players")
    roll = None
    if offensive is None:
        roll = offensive_roll(rng)
        offensive = offensive_from_roll(roll)
    return GameSetup(
        (named[0], named[1]),
        int(offensive or 0),
        roll,
        tuple(npcs),
        mission,
        success_points,
        started_at or now_iso(),
    )


def read_setup(data: dict[str, Any]) -> GameSetup:
    return GameSetup.from_json(data)


def _new_fighter(side: int, snapshot: FighterSnapshot) -> FighterState:
    return FighterState(side, snapshot.id, cards={card.id: READY for card in snapshot.cards})


def initial_state(setup: GameSetup) -> TrackerState:
    """The reserves (seed 003 L273-L274): Σ H and Σ P of the team, the Strategic Bonus added
    to the Pouvoir reserve of each player by their side; the NPCs have reserves of their own
    and no bonus (L570)."""
    reserves = []
    for side, player in enumerate(setup.players):
        skill = sum(f.skill for f in player.fighters)
        power = sum(f.power for f in player.fighters)
        power += player.bonus[0] if side == setup.offensive else player.bonus[1]
        reserves.append(Reserve(skill, power, skill, power))
    npc_skill = sum(f.skill for f in setup.npcs)
    npc_power = sum(f.power for f in setup.npcs)
    reserves.append(Reserve(npc_skill, npc_power, npc_skill, npc_power))
    fighters = [[_new_fighter(side, f) for f in p.fighters] for side, p in enumerate(setup.players)]
    fighters.append([_new_fighter(NPC, f) for f in setup.npcs])
    return TrackerState(setup=setup, reserves=reserves, fighters=fighters)


def team_names(setup: dict[str, Any]) -> list[str]:
    players = setup.get("players", []) if isinstance(setup, dict) else []
    return [
        p.get("team", "") if isinstance(p, dict) and isinstance(p.get("team"), str) else ""
        for p in players
    ]
