"""The refusal the application raises: what the player reads, after which nothing has changed."""

from __future__ import annotations

from rules import Message


class UserError(Exception):
    """A refusal the player should read: a message put in their words, or an English sentence shown as it is (the
    same `message` and `sentence` attributes as rules errors)."""

    def __init__(self, said: str | Message) -> None:
        self.message = said if isinstance(said, Message) else None
        self.sentence = said if isinstance(said, str) else said.key
        super().__init__(self.sentence)
