"""A game's fixed setup: who plays and which rules (RULINGS.md options)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from .cards import DECKS
from .errors import NotationError, quoted

EDITIONS = ("arcade", "classic")
MIN_PLAYERS, MAX_PLAYERS = 2, 5
HAND_LIMIT = 6

#: Seat colours, chosen from the Okabe-Ito colour-blind-safe palette; each has its own letter so colour is
#: never the only cue. The renderer owns the RGB values.
SEAT_COLOURS = ("blue", "orange", "green", "purple", "yellow")
SEAT_LETTERS = tuple(colour[0].upper() for colour in SEAT_COLOURS)


@dataclass(frozen=True, slots=True)
class Settings:
    """What is chosen when a game is created and never changes afterwards."""

    players: tuple[str, ...]
    edition: str = "arcade"
    deck: str = "standard"
    attack_own: bool = False  # R-11 option: may a player attack their own pieces?
    block_size: int = field(default=3)  # 3 for Zark City; Unopolis will use 4

    def __post_init__(self) -> None:
        if not MIN_PLAYERS <= len(self.players) <= MAX_PLAYERS:
            raise NotationError(f"Zark City needs {MIN_PLAYERS} to {MAX_PLAYERS} players, not {len(self.players)}.")
        if self.edition not in EDITIONS:
            raise NotationError(f"There is no edition {quoted(self.edition)}; choose one of: {', '.join(EDITIONS)}.")
        if self.deck not in DECKS:
            raise NotationError(f"There is no deck {quoted(self.deck)}; choose one of: {', '.join(DECKS)}.")

    @property
    def has_turn_draw(self) -> bool:
        """Arcade draws a card at the start of every turn (R-8); classic does not (R-19)."""
        return self.edition == "arcade"

    @property
    def has_fly(self) -> bool:
        return self.edition == "arcade"

    def to_dict(self) -> dict[str, object]:
        return {
            "players": list(self.players),
            "edition": self.edition,
            "deck": self.deck,
            "attack_own": self.attack_own,
            "block_size": self.block_size,
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, object]) -> Settings:
        players = data["players"]
        assert isinstance(players, list)
        return cls(
            players=tuple(str(name) for name in players),
            edition=str(data.get("edition", "arcade")),
            deck=str(data.get("deck", "standard")),
            attack_own=bool(data.get("attack_own", False)),
            block_size=_whole(data.get("block_size", 3)),
        )


def _whole(value: object) -> int:
    """`int(value)` for the values decoded JSON may hold; anything else raises TypeError, as `int` itself would."""
    if not isinstance(value, int | float | str):
        raise TypeError(f"A whole number was expected, not {value!r}.")
    return int(value)
