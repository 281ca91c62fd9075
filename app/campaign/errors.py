"""Typed errors of the campaign manager; each states one sentence in the user's language."""

from __future__ import annotations

from app.errors import MusterError
from app.i18n import QT_TRANSLATE_NOOP


class CampaignError(MusterError):
    template = QT_TRANSLATE_NOOP("Errors", "The campaign data cannot be changed: {detail}")


class UnknownCampaignError(CampaignError):
    template = QT_TRANSLATE_NOOP("Errors", 'There is no campaign named "{name}".')


class CampaignNameTakenError(CampaignError):
    template = QT_TRANSLATE_NOOP("Errors", 'A campaign named "{name}" already exists.')


class UnknownPlayerError(CampaignError):
    template = QT_TRANSLATE_NOOP("Errors", 'There is no player named "{name}".')


class PlayerNameTakenError(CampaignError):
    template = QT_TRANSLATE_NOOP("Errors", 'A player named "{name}" already exists.')


class PlayerHasGamesError(CampaignError):
    template = QT_TRANSLATE_NOOP(
        "Errors", '"{name}" has played %n recorded game(s) and cannot be deleted.'
    )


class UnknownGameError(CampaignError):
    template = QT_TRANSLATE_NOOP("Errors", "Game {game_id} no longer exists.")


class InvalidGameError(CampaignError):
    """A game whose seats or figures do not add up (see :func:`records.check_seats`)."""

    template = QT_TRANSLATE_NOOP("Errors", "This game cannot be recorded: {detail}")


class GameAlreadyRecordedError(CampaignError):
    template = QT_TRANSLATE_NOOP(
        "Errors", "This tracked game is already recorded in the campaign (game {game_id})."
    )


class GamesFileError(CampaignError):
    template = QT_TRANSLATE_NOOP("Errors", "The games file {file} cannot be imported: {detail}")


class PairingError(CampaignError):
    template = QT_TRANSLATE_NOOP("Errors", "No pairings can be made: {detail}")


class StandingsFileTypeError(CampaignError):
    template = QT_TRANSLATE_NOOP(
        "Errors", "Standings are written to a .csv or a .pdf file, not {file}."
    )


class TournamentError(CampaignError):
    """What a Swiss tournament cannot do now (pair, register, report...), in one sentence."""

    template = QT_TRANSLATE_NOOP("Errors", "The tournament cannot do this: {detail}")


class NotATournamentError(CampaignError):
    template = QT_TRANSLATE_NOOP("Errors", '"{name}" is a league, not a tournament.')
