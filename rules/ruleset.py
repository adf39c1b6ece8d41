"""Which rules apply to a game: one frozen value, built from its settings, that every rule question asks.

The engine, the images and the bot ask a `Ruleset` ("does this card go on the board?", "what does it pay?",
"does this game have Fly?") instead of comparing edition or deck names or testing a card's rank, so a new game
family is a new ruleset, not a search for flag checks. Get one with `Settings.ruleset`.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from .cards import CARD_INFO, Card, deck_cards


@dataclass(frozen=True, slots=True)
class Ruleset:
    edition: str  # "arcade" or "classic"
    deck: str  # "standard" or "zark"
    block_size: int  # cards in a power block
    attack_own: bool  # R-11 option: may a player attack their own pyramids?
    turn_draw: bool  # a card drawn at the start of every turn (R-8; none in classic, R-19)
    fly: bool  # Aces fly cards (R-21: arcade only)
    points: bool  # attacks paid in points with change; otherwise one card per pip

    def cards(self) -> list[Card]:
        """The deck, in a fixed order before shuffling."""
        return deck_cards(self.deck)

    def is_number(self, card: Card) -> bool:
        """A number card: it goes on the board, may be a starter (R-2) and counts for the R-1 redeal."""
        return CARD_INFO[card].is_number

    def attack_points(self, card: Card) -> int:
        """What a card pays towards an attack: R-12 points, or one each in classic (R-20); nothing for a number."""
        info = CARD_INFO[card]
        if info.is_number:
            return 0
        return info.points if self.points else 1

    def flies(self, card: Card) -> bool:
        """A card that may be discarded to fly a card (R-15): an Ace, where the game has Fly."""
        return self.fly and CARD_INFO[card].is_ace

    def cards_for(self, pips: int, count: int) -> bool:
        """Whether `count` cards may pay for a target of `pips` at all (classic: exactly one per pip, R-20)."""
        return self.points or count == pips

    def change(self, paid: int, pips: int) -> int:
        """The cards drawn as change for paying `paid` points for `pips` (R-13; never in classic)."""
        return paid - pips if self.points else 0


@lru_cache(maxsize=64)
def ruleset(edition: str, deck: str, block_size: int, attack_own: bool) -> Ruleset:
    """The ruleset of a game with these settings (one shared value per combination)."""
    arcade = edition == "arcade"
    return Ruleset(
        edition=edition,
        deck=deck,
        block_size=block_size,
        attack_own=attack_own,
        turn_draw=arcade,
        fly=arcade,
        points=arcade,
    )
