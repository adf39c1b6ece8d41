"""What the engine says, in no language: a message id and typed arguments, put in words above it (`i18n`).

Arguments are strings that read the same in every language (a cell ``M13``, a card's code or its suit symbol
``7♥``, a player's name), counts, other messages (a card whose name is written out in words, ``blue 5``), or a
tuple of those: a list of cards, written one after the other with commas (``Q♥, Joker``)."""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType


class Message:
    """A sentence for a player by its id in the catalogues (``zark-cell-taken``) and its arguments."""

    __slots__ = ("_args", "key")

    def __init__(self, key: str, /, **args: Argument) -> None:
        self.key = key
        self._args = args  # read-only to everyone else: `args`

    @property
    def args(self) -> Mapping[str, Argument]:
        """The arguments, read-only. (Made on asking: the engines make refusals they never show, to list what is
        legal, and a message is cheaper without a view of its arguments made up front.)"""
        return MappingProxyType(self._args)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Message) and (self.key, dict(self.args)) == (other.key, dict(other.args))

    def __hash__(self) -> int:
        return hash((self.key, tuple(sorted(self.args.items(), key=lambda item: item[0]))))

    def __repr__(self) -> str:
        args = "".join(f", {name}={value!r}" for name, value in self.args.items())
        return f"Message({self.key!r}{args})"


#: What a message's argument may be: a string or a count, another message, or a list of those (`Message`).
Argument = str | int | Message | tuple[str | int | Message, ...]
