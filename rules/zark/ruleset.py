"""Which rules apply to a game: one frozen value, built from its settings, that every rule question asks.

The engine, the images and the bot ask a `Ruleset` ("does this card go on the board?", "what does it pay?",
"does this game have Fly?") instead of comparing game, edition or deck names or testing a card's rank, so a new
game family is a new ruleset, not a search for flag checks. Get one with `ZarkSettings.ruleset`.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from functools import cached_property, lru_cache

from ..core.errors import NotationError
from ..core.messages import Message
from .blocks import WILD, Face
from .cards import CARD_INFO, Card, card_examples, card_named, deck_cards, parse_card, sort_key

#: The games of the family this engine plays, by setting value, with their names as players read them: Zark City
#: (either edition, any of its decks) and the Uno deck's Unocitta and Unopolis (R-22 to R-26). The first is the default.
GAME_TITLES = {"zark-city": "Zark City", "unocitta": "Unocitta", "unopolis": "Unopolis"}


@dataclass(frozen=True)
class Ruleset:
    game: str  # "zark-city", "unocitta" or "unopolis"
    title: str  # the game's name as players read it: "Zark City", "Unocitta", "Unopolis"
    edition: str  # "arcade" or "classic"
    deck: str  # "standard", "zark" or "uno"
    block_size: int  # cards in a power block (R-17; four in Unopolis, R-26)
    attack_own: bool  # R-11 option: may a player attack their own pyramids?
    turn_draw: bool  # a card drawn at the start of every turn (R-8; none in classic, R-19)
    fly: bool  # Aces fly cards (R-21: arcade only)
    points: bool  # attacks paid in points; otherwise one card per pip
    change: bool  # overpaying draws change (R-13; never in classic, R-20, nor with the Uno deck, R-23)
    wilds: bool  # Wilds go on the board with a nomination and match any block

    def __hash__(self) -> int:
        """The fields' hash, worked out once: the computer players' caches look a ruleset up at every position they
        score. Never pickled (a string's hash differs from one process to the next)."""
        known = self.__dict__.get("_hash")
        if known is None:
            known = self.__dict__["_hash"] = hash(tuple(getattr(self, name) for name in _FIELDS))
        return known

    def __getstate__(self) -> dict[str, object]:
        return {name: value for name, value in self.__dict__.items() if name != "_hash"}

    def cards(self) -> list[Card]:
        """The deck, in a fixed order before shuffling."""
        return deck_cards(self.deck)

    @cached_property
    def deck_set(self) -> frozenset[Card]:
        return frozenset(self.cards())

    def not_in_deck(self, card: Card) -> Message | None:
        """The refusal of a card this game's deck does not have (the 7♥ in Unocitta), or None."""
        if card in self.deck_set:
            return None
        return Message(
            "zark-ruleset-not-in-deck", card=card_named(card), deck=self.deck, examples=card_examples(self.deck)
        )

    def read_card(self, text: str) -> Card:
        """A card of this game's deck as a player may type it; refused with this deck's own examples."""
        card = parse_card(text, self.deck)
        if refusal := self.not_in_deck(card):
            raise NotationError(refusal)
        return card

    def is_number(self, card: Card) -> bool:
        """A number card: it may be a starter (R-2) and counts for the R-1 redeal (a Wild does neither)."""
        return CARD_INFO[card].is_number

    def is_wild(self, card: Card) -> bool:
        """A Wild on the board: it stands for a nominated number card and matches any block (R-24)."""
        return self.wilds and CARD_INFO[card].is_wild

    def goes_on_board(self, card: Card) -> bool:
        """A card that may be built or hatched: a number card, or a Wild in the Uno games (R-24)."""
        info = CARD_INFO[card]
        return info.is_number or (self.wilds and info.is_wild)

    def attack_points(self, card: Card) -> int:
        """What a card pays towards an attack: R-12/R-23 points, or one each in classic (R-20); 0 for a number."""
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

    def change_for(self, paid: int, pips: int) -> int:
        """The cards drawn as change for paying `paid` points for `pips` (R-13; none in classic or Uno, R-23)."""
        return paid - pips if self.change else 0

    def face(self, card: Card) -> Face:
        """What a card on the board counts as in a power block (R-17): its rank and suit, or `WILD` (R-24)."""
        info = CARD_INFO[card]
        return WILD if self.wilds and info.is_wild else (info.rank, info.suit)

    @cached_property
    def number_ranks(self) -> range:
        """The ranks of the deck's number cards (2 to 10; 0 to 9 with the Uno deck, R-22), for Wild runs."""
        ranks = [CARD_INFO[card].rank for card in self.cards() if CARD_INFO[card].is_number]
        return range(min(ranks), max(ranks) + 1)

    @cached_property
    def nominations(self) -> tuple[Card, ...]:
        """What a Wild may stand for (R-24): each number card of the deck once, in sort order; empty without Wilds."""
        if not self.wilds:
            return ()
        return tuple(sorted({card for card in self.cards() if CARD_INFO[card].is_number}, key=sort_key))

    @property
    def colour_words_on_cards(self) -> bool:
        """Cards named by colour (the Uno deck: red, yellow, green, blue), whose words and letters the seats' colours
        share (blue B, green G, yellow Y): texts then mark a seat's pyramids by its seat number, not its letter."""
        return self.deck == "uno"


_FIELDS = tuple(field.name for field in fields(Ruleset))


@lru_cache(maxsize=64)
def ruleset(game: str, edition: str, deck: str, block_size: int, attack_own: bool) -> Ruleset:
    """The ruleset of a game with these (already checked) settings: one shared value per combination."""
    arcade = edition == "arcade"
    uno = deck == "uno"
    return Ruleset(
        game=game,
        title=GAME_TITLES[game],
        edition=edition,
        deck=deck,
        block_size=block_size,
        attack_own=attack_own,
        turn_draw=arcade,
        fly=arcade,
        points=arcade or uno,
        change=arcade and not uno,
        wilds=uno,
    )
