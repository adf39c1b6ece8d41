"""Errors the engine raises. Each carries the one plain sentence a player should read."""

from __future__ import annotations

#: The most of a player's text a sentence quotes back: a Discord option may hold 6,000 characters, a reply 2,000.
QUOTE_LIMIT = 40


def quoted(text: str, limit: int = QUOTE_LIMIT) -> str:
    """What a player typed, quoted in a sentence: on one line, without unprintable characters, cut to `limit`."""
    cleaned = "".join(char for char in " ".join(text.split()) if char.isprintable())
    if len(cleaned) > limit:
        cleaned = cleaned[: limit - 1] + "…"
    return repr(cleaned)


class RulesError(Exception):
    """Base class: `sentence` is shown to the player as it is."""

    def __init__(self, sentence: str) -> None:
        super().__init__(sentence)
        self.sentence = sentence


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
