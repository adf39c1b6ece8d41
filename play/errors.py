"""The refusal the application raises: a sentence the player reads as it is, after which nothing has changed."""

from __future__ import annotations


class UserError(Exception):
    """A refusal the player should read as it is (the same `sentence` attribute as rules and store errors)."""

    def __init__(self, sentence: str) -> None:
        super().__init__(sentence)
        self.sentence = sentence
