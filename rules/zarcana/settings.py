"""A Zarcana game's fixed setup (the players and its table options, H-1 and H-18 to H-21) and the rules they give.

As for the Zark family, every rule question is asked of one frozen value built from the settings,
`ZarcanaSettings.ruleset` (a `ZarcanaRules`): the deck, what a card scores, the limits. Nothing outside `rules/`
compares option values.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache

from ..core.errors import NotationError, quoted
from ..core.messages import Message
from ..core.seats import SEAT_COLOURS
from .cards import TAROT, TarotCard, tarot_deck

ZARCANA = "zarcana"
TITLE = "Zarcana"
TRUMP_ORDERS = ("rws", "marseille")  # H-21
MIN_PLAYERS = 2  # Z-6, H-23
MAX_PLAYERS = len(SEAT_COLOURS)  # H-23: 2-5 (six is an unlisted option we do not offer: five seat colours)
HAND_LIMIT = 6  # Z-26
DRAW_LIMIT = 3  # Z-26: option 5 draws at most three
POPULATION_LIMIT = 3  # Z-24
MINIONS_PER_SIZE = 5  # Z-1: five trios
BOARD_SIDE = 3  # Z-27: the 3x3 starting grid
STARTING_HAND = 3  # Z-28, H-2
COURT_VALUE = 11  # Z-63


@dataclass(frozen=True, slots=True)
class ZarcanaSettings:
    """The players, in seating (join) order, and the table options (H-1, H-18 to H-21)."""

    players: tuple[str, ...]
    safety_end: bool = True  # H-18: the game also ends when the deck runs out a second time
    tie_break: bool = False  # H-19: a tie goes to the most pips of minions on the board; off: a shared win
    extra_cards: bool = False  # H-20: the Doppelganger and the Gateway are in the deck (Z-5)
    trump_order: str = TRUMP_ORDERS[0]  # H-21: "rws" (Strength 8, Justice 11) or "marseille" (Justice 8, Strength 11)
    first: int | None = None  # H-1: the first player's seat (0-based), or None to choose one at random from the seed
    rated: bool = True  # off: a friendly game, whose result rates nobody (`rules.core.options.RATED`)
    hints: bool = False  # on: /zark hint suggests moves, and the game is never rated (`rules.core.options.HINTS`)

    def __post_init__(self) -> None:
        if not MIN_PLAYERS <= len(self.players) <= MAX_PLAYERS:
            raise NotationError(
                Message("zarcana-settings-players", least=MIN_PLAYERS, most=MAX_PLAYERS, count=len(self.players))
            )
        if self.trump_order not in TRUMP_ORDERS:
            raise NotationError(
                Message("zarcana-settings-trump-order", text=quoted(self.trump_order), orders=", ".join(TRUMP_ORDERS))
            )
        if self.first is not None and not 0 <= self.first < len(self.players):
            raise NotationError(Message("zarcana-settings-first-seat", seat=self.first + 1, count=len(self.players)))

    @property
    def game(self) -> str:
        """The game's key, as stored in records and snapshots: it picks the engine."""
        return ZARCANA

    @property
    def ruleset(self) -> ZarcanaRules:
        return _rules(self.extra_cards, self.trump_order, self.safety_end, self.tie_break)

    def to_dict(self) -> dict[str, object]:
        return {
            "players": list(self.players),
            "game": ZARCANA,
            "safety_end": self.safety_end,
            "tie_break": self.tie_break,
            "extra_cards": self.extra_cards,
            "trump_order": self.trump_order,
            "first": self.first,
            "rated": self.rated,
            "hints": self.hints,
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, object]) -> ZarcanaSettings:
        players = data["players"]
        assert isinstance(players, list)
        first = data.get("first")
        return cls(
            players=tuple(str(name) for name in players),
            safety_end=bool(data.get("safety_end", True)),
            tie_break=bool(data.get("tie_break", False)),
            extra_cards=bool(data.get("extra_cards", False)),
            trump_order=str(data.get("trump_order", TRUMP_ORDERS[0])),
            first=first if isinstance(first, int) else None,
            rated=bool(data.get("rated", True)),  # stored before the option: rated
            hints=bool(data.get("hints", False)),  # stored before the option: no hints
        )


@dataclass(frozen=True, slots=True)
class ZarcanaRules:
    """Which rules apply to a Zarcana table. The engine, the images and the bot ask this, not the option values."""

    extra_cards: bool
    trump_order: str
    safety_end: bool
    tie_break: bool
    game: str = ZARCANA
    title: str = TITLE
    hand_limit: int = HAND_LIMIT
    population_limit: int = POPULATION_LIMIT

    def cards(self) -> list[TarotCard]:
        """The deck in a fixed order before shuffling (Z-4, Z-5, H-20)."""
        return tarot_deck(self.extra_cards)

    def number(self, card: TarotCard) -> int:
        """The number printed on a trump in this deck's order (Z-4, H-21); a suit card's rank; 0 for the extras."""
        info = TAROT[card]
        if info.kind == "trump" and self.trump_order == "marseille" and card in _MARSEILLE_SWAP:
            return _MARSEILLE_SWAP[card]
        return info.rank

    def value(self, card: TarotCard, discard_top: TarotCard | None) -> int:
        """What a card scores (Z-63): pips their number (Ace 1), court cards 11, trumps their number in this deck's
        order, the Gateway 0, the Doppelganger the value of the top discard or 0 with none (Z-57)."""
        info = TAROT[card]
        if info.kind == "court":
            return COURT_VALUE
        if card == "Doppelganger":
            return 0 if discard_top is None or discard_top == card else self.value(discard_top, None)
        return self.number(card)


_MARSEILLE_SWAP = {TarotCard("Strength"): 11, TarotCard("Justice"): 8}  # H-21


@lru_cache(maxsize=32)
def _rules(extra_cards: bool, trump_order: str, safety_end: bool, tie_break: bool) -> ZarcanaRules:
    return ZarcanaRules(extra_cards, trump_order, safety_end, tie_break)
