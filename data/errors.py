"""Errors the store raises. Like the rules errors, each carries the `sentence` a player (or operator) should read."""

from __future__ import annotations


class StoreError(Exception):
    """Base class: `sentence` is shown as it is, so the bot's one error handler treats it like a `RulesError`."""

    def __init__(self, sentence: str) -> None:
        super().__init__(sentence)
        self.sentence = sentence


class GameNotFoundError(StoreError):
    def __init__(self, game_id: int) -> None:
        super().__init__(f"There is no game number {game_id}.")
        self.game_id = game_id


class StaleVersionError(StoreError):
    """Someone else's move was committed after this one was read: nothing was written."""

    def __init__(self, game_id: int, expected: int, current: int) -> None:
        super().__init__("The game moved on while you were choosing: look at the board again and make your move.")
        self.game_id = game_id
        self.expected = expected
        self.current = current


class DuplicateInteractionError(StoreError):
    """This Discord interaction was already committed as move `seq` of game `game_id`; nothing new was written.

    The first handling of the interaction already answered the player, so a bot may treat this as success.
    """

    def __init__(self, interaction_id: int, game_id: int, seq: int) -> None:
        super().__init__("That move has already been made.")
        self.interaction_id = interaction_id
        self.game_id = game_id
        self.seq = seq


class GameClosedError(StoreError):
    """The game is not in a status that allows what was asked (joining a started game, moving in a finished one)."""

    def __init__(self, game_id: int, status: str, sentence: str) -> None:
        super().__init__(sentence)
        self.game_id = game_id
        self.status = status


class LobbyError(StoreError):
    """Joining or leaving a lobby was refused (full, already in it, not in it)."""


class DamagedGameError(StoreError):
    """Neither the snapshot nor the move log gives a playable game; an operator has to look at it."""

    def __init__(self, game_id: int, detail: str) -> None:
        super().__init__(f"Game {game_id} is damaged and cannot be loaded; the bot's operator has been told.")
        self.game_id = game_id
        self.detail = detail


class SchemaTooNewError(StoreError):
    """The database was written by a newer version of the bot; opening it with older code could corrupt it."""

    def __init__(self, where: str, found: int, known: int) -> None:
        super().__init__(
            f"The database {where} has schema version {found}, but this version of the bot knows only up to "
            f"version {known}. Update the bot (or restore an older backup); the database was left untouched."
        )
        self.found = found
        self.known = known


class DatabaseUnavailableError(StoreError):
    """The database server could not be reached (or refused the connection): nothing was read or written."""

    def __init__(self, where: str, detail: str) -> None:
        super().__init__(f"Could not connect to the {where}: {detail}")
        self.detail = detail
