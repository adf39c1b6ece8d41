"""What every game's actions share: the `Action` base class (each game's actions are small frozen dataclasses
named after their commands, each writing its own line of the record notation), the two actions every game has
(`Resign` and `AgreeEnd`), and the three sizes of pyramids and minions."""

from __future__ import annotations

from dataclasses import dataclass

from .errors import NotationError, quoted
from .messages import Message

SMALL, MEDIUM, LARGE = 1, 2, 3
SIZE_NAMES = {SMALL: "small", MEDIUM: "medium", LARGE: "large"}
_SIZE_WORDS = {"small": SMALL, "s": SMALL, "1": SMALL, "medium": MEDIUM, "m": MEDIUM, "2": MEDIUM}
_SIZE_WORDS.update({"large": LARGE, "l": LARGE, "3": LARGE})


def parse_size(text: str) -> int:
    try:
        return _SIZE_WORDS[text.strip().lower()]
    except KeyError:
        raise NotationError(Message("core-not-a-size", text=quoted(text))) from None


class Action:
    """Base class of every action; `notation` gives its line in a game record."""

    __slots__ = ()

    def notation(self) -> str:
        raise NotImplementedError

    def __str__(self) -> str:
        return self.notation()


@dataclass(frozen=True, slots=True)
class Resign(Action):
    """Leave the game; your pyramids return to your stash (R-18)."""

    def notation(self) -> str:
        return "resign"


@dataclass(frozen=True, slots=True)
class AgreeEnd(Action):
    """Vote to end the game with no winner; it ends when every remaining player has voted (R-18, R-28)."""

    def notation(self) -> str:
        return "agree-end"


#: The actions a player may take whether or not it is their turn (R-18).
OPEN_ANY_TIME: tuple[type[Action], ...] = (Resign, AgreeEnd)
