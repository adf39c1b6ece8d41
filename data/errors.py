"""Errors the store raises. Like the rules errors, each carries what a player should read: a message (an id and its
arguments, put in the reader's words above the store), or an English sentence for an operator (a database too new,
a server out of reach, a copy that failed)."""

from __future__ import annotations

from rules import Message


class StoreError(Exception):
    """Base class, with the same `message` and `sentence` attributes as a `RulesError`, so the bot's one error
    handler treats it alike: an error made with a message has its id as `sentence`, for logs."""

    def __init__(self, said: str | Message) -> None:
        self.message = said if isinstance(said, Message) else None
        self.sentence = said if isinstance(said, str) else said.key
        super().__init__(self.sentence)


class GameNotFoundError(StoreError):
    def __init__(self, game_id: int) -> None:
        super().__init__(Message("store-no-game-number", game=str(game_id)))
        self.game_id = game_id


class StaleVersionError(StoreError):
    """Someone else's move was committed after this one was read: nothing was written."""

    def __init__(self, game_id: int, expected: int, current: int) -> None:
        super().__init__(Message("store-stale-version"))
        self.game_id = game_id
        self.expected = expected
        self.current = current


class DuplicateInteractionError(StoreError):
    """This Discord interaction was already committed as move `seq` of game `game_id`; nothing new was written.

    The first handling of the interaction already answered the player, so a bot may treat this as success.
    """

    def __init__(self, interaction_id: int, game_id: int, seq: int) -> None:
        super().__init__(Message("store-duplicate-move"))
        self.interaction_id = interaction_id
        self.game_id = game_id
        self.seq = seq


class GameClosedError(StoreError):
    """The game is not in a status that allows what was asked (joining a started game, moving in a finished one)."""

    def __init__(self, game_id: int, status: str, said: str | Message) -> None:
        super().__init__(said)
        self.game_id = game_id
        self.status = status


class LobbyError(StoreError):
    """Joining or leaving a lobby was refused (full, already in it, not in it)."""


class DamagedGameError(StoreError):
    """Neither the snapshot nor the move log gives a playable game; an operator has to look at it."""

    def __init__(self, game_id: int, detail: str) -> None:
        super().__init__(Message("store-damaged", game=str(game_id)))
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
