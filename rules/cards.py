"""Cards and decks.

A card is its notation string (``"7H"``, ``"10S"``, ``"KD"``, ``"JK"``): hashable, JSON-ready and fast to
compare. Two cards with the same notation are interchangeable (a deck may hold copies, as the Uno deck will),
so hands and piles are lists and a card is removed by value. Facts about a card come from `CARD_INFO`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import NewType

from .errors import NotationError, quoted

Card = NewType("Card", str)

#: Suit letter -> symbol shown to players. ``T`` is the zark deck's fifth suit, the star.
SUIT_SYMBOLS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣", "T": "★"}
SUIT_NAMES = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs", "T": "stars"}
_SYMBOL_TO_SUIT = {symbol: letter for letter, symbol in SUIT_SYMBOLS.items()}
_SYMBOL_TO_SUIT.update({"♤": "S", "♡": "H", "♢": "D", "♧": "C", "☆": "T", "*": "T"})

FACE_NAMES = {"J": "Jack", "Q": "Queen", "K": "King", "A": "Ace"}
JOKER = Card("JK")


@dataclass(frozen=True, slots=True)
class CardInfo:
    """What the rules need to know about one card."""

    rank: int  # 2-10 for number cards; 11-14 for J Q K A; 0 for a Joker
    suit: str  # a suit letter, or "" for a Joker
    is_number: bool
    points: int  # attack points in the arcade edition; 0 for number cards
    is_ace: bool


_FACE_RANKS = {"J": 11, "Q": 12, "K": 13, "A": 14}
_FACE_POINTS = {"J": 1, "Q": 2, "K": 3, "A": 1}


def _build_info() -> dict[Card, CardInfo]:
    info: dict[Card, CardInfo] = {JOKER: CardInfo(0, "", False, 1, False)}
    for suit in SUIT_SYMBOLS:
        for rank in range(2, 11):
            info[Card(f"{rank}{suit}")] = CardInfo(rank, suit, True, 0, False)
        for face, rank in _FACE_RANKS.items():
            info[Card(f"{face}{suit}")] = CardInfo(rank, suit, False, _FACE_POINTS[face], face == "A")
    return info


CARD_INFO: dict[Card, CardInfo] = _build_info()

DECKS = ("standard", "zark")


def deck_cards(deck: str) -> list[Card]:
    """The cards of a named deck in a fixed order (before shuffling)."""
    if deck == "standard":
        suits = "SHDC"
        extra = [JOKER, JOKER]
    elif deck == "zark":
        suits = "SHDCT"
        extra = []
    else:
        raise NotationError(f"There is no deck called {quoted(deck)}; choose one of: {', '.join(DECKS)}.")
    ranks = [str(r) for r in range(2, 11)] + ["J", "Q", "K", "A"]
    return [Card(f"{rank}{suit}") for suit in suits for rank in ranks] + extra


_CARD_RE = re.compile(r"^(10|[2-9]|[JQKA])(.)$")


def parse_card(text: str) -> Card:
    """Read a card as a player may type it: ``7H``, ``7h``, ``7♥``, ``10S``, ``kd``, ``JK`` or ``Joker``."""
    cleaned = text.strip().upper().replace(" ", "").replace("\ufe0f", "")
    if cleaned in {"JK", "JOKER", "🃏"}:
        return JOKER
    match = _CARD_RE.match(cleaned)
    if match:
        rank, suit = match.groups()
        suit = _SYMBOL_TO_SUIT.get(suit, suit)
        card = Card(rank + suit)
        if card in CARD_INFO:
            return card
    raise NotationError(f"{quoted(text)} is not a card. Write cards like 7H, 7♥, 10S, KD or JK for a Joker.")


def card_label(card: Card) -> str:
    """The card as players see it: ``7♥``, ``10♠``, ``K♦``, ``Joker``."""
    if card == JOKER:
        return "Joker"
    return card[:-1] + SUIT_SYMBOLS[card[-1]]


def card_words(card: Card) -> str:
    """The card in words, for screen readers and help texts: ``7 of hearts``, ``King of diamonds``."""
    if card == JOKER:
        return "Joker"
    rank = card[:-1]
    return f"{FACE_NAMES.get(rank, rank)} of {SUIT_NAMES[card[-1]]}"


def sort_key(card: Card) -> tuple[int, int, int]:
    """Number cards first by rank, then J Q K A, then Jokers; suits in a fixed order."""
    info = CARD_INFO[card]
    return (0 if info.is_number else 1, info.rank or 99, "SHDCT".find(info.suit))
