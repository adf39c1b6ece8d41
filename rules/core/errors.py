"""Errors the engine raises. Each carries what a player should read: a message (an id and its arguments, put in
words in the reader's language above the engine), or, where no message has been written yet, an English sentence."""

from __future__ import annotations

from collections.abc import Sequence

from .messages import Message
from .phase import Phase

#: The most of a player's text a sentence quotes back: a Discord option may hold 6,000 characters, a reply 2,000.
QUOTE_LIMIT = 40


def quoted(text: str, limit: int = QUOTE_LIMIT) -> str:
    """What a player typed, quoted in a sentence: on one line, without unprintable characters, cut to `limit`."""
    cleaned = "".join(char for char in " ".join(text.split()) if char.isprintable())
    if len(cleaned) > limit:
        cleaned = cleaned[: limit - 1] + "…"
    return repr(cleaned)


class RulesError(Exception):
    """Base class: `message` is put in the reader's words; an error made with a sentence has none, and its
    `sentence` (English) is shown as it is. An error made with a message has its id as `sentence`, for logs."""

    def __init__(self, said: str | Message) -> None:
        self.message = said if isinstance(said, Message) else None
        self.sentence = said if isinstance(said, str) else said.key
        super().__init__(self.sentence if self.message is None else repr(self.message))  # a log shows its arguments


class NotationError(RulesError, ValueError):
    """Text that does not name a card, cell, size or move."""


class IllegalActionError(RulesError):
    """A well-formed action the rules do not allow now. The state is unchanged."""


class NotYourTurnError(IllegalActionError):
    """Somebody acted while it is another player's turn (or while they have nothing to do)."""


class GameOverError(IllegalActionError):
    """An action on a game that has ended."""


class HiddenInformationError(RulesError):
    """A view was asked for something its viewer may not see (another player's hand): a bug, never a move."""


def refuse_if_cannot_act(phase: Phase, resigned: Sequence[bool], seat: int) -> None:
    """Both engines' first check of an action: refused on a game that is over, or from a seat that does not exist or
    has resigned (`resigned` has a flag for each seat)."""
    if phase is Phase.OVER:
        raise GameOverError(Message("core-game-over"))
    if not 0 <= seat < len(resigned):
        raise IllegalActionError(Message("core-no-such-seat"))
    if resigned[seat]:
        raise IllegalActionError(Message("core-resigned"))
