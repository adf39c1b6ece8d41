"""Cards and decks.

A card is its notation string (``"7H"``, ``"10S"``, ``"KD"``, ``"JK"``; Uno: ``"7R"``, ``"SB"`` a blue Skip,
``"RG"`` a green Reverse, ``"+2Y"`` a yellow Draw Two, ``"W"`` a Wild, ``"W4"`` a Wild Draw Four): hashable,
JSON-ready and fast to compare. Two cards with the same notation are interchangeable (the Uno deck holds copies),
so hands and piles are lists and a card is removed by value. Facts about a card come from `CARD_INFO`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import NewType

from ..core.errors import NotationError, quoted
from ..core.messages import Message

Card = NewType("Card", str)

#: Suit letter -> symbol shown to players. ``T`` is the zark deck's fifth suit, the star.
SUIT_SYMBOLS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣", "T": "★"}
SUIT_NAMES = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs", "T": "stars"}
_SYMBOL_TO_SUIT = {symbol: letter for letter, symbol in SUIT_SYMBOLS.items()}
_SYMBOL_TO_SUIT.update({"♤": "S", "♡": "H", "♢": "D", "♧": "C", "☆": "T", "*": "T"})

JOKER = Card("JK")

#: Uno colours (the suits of R-22), by letter. Players read them as words, so colour is never the only cue.
UNO_COLOURS = {"R": "red", "Y": "yellow", "G": "green", "B": "blue"}
#: Uno action cards by notation prefix (Skip, Reverse, Draw Two): their sort rank and attack points (R-23).
UNO_ACTIONS = {"S": (20, 1), "R": (21, 1), "+2": (22, 2)}
WILD, WILD_DRAW_FOUR = Card("W"), Card("W4")
_SUIT_ORDER = "SHDCTRYGB"


@dataclass(frozen=True, slots=True)
class CardInfo:
    """What the rules need to know about one card."""

    rank: int  # 2-10 (Uno 0-9) for number cards; 11-14 for J Q K A; 0 for a Joker; 20 and up for Uno's others
    suit: str  # a suit letter (an Uno colour), or "" for a Joker or a Wild
    is_number: bool
    points: int  # attack points in the arcade edition or Unocitta; 0 for number cards
    is_ace: bool
    is_wild: bool = False  # goes on the board with a nominated colour and number


_FACE_RANKS = {"J": 11, "Q": 12, "K": 13, "A": 14}
_FACE_POINTS = {"J": 1, "Q": 2, "K": 3, "A": 1}


def _build_info() -> dict[Card, CardInfo]:
    info: dict[Card, CardInfo] = {JOKER: CardInfo(0, "", False, 1, False)}
    for suit in SUIT_SYMBOLS:
        for rank in range(2, 11):
            info[Card(f"{rank}{suit}")] = CardInfo(rank, suit, True, 0, False)
        for face, rank in _FACE_RANKS.items():
            info[Card(f"{face}{suit}")] = CardInfo(rank, suit, False, _FACE_POINTS[face], face == "A")
    for colour in UNO_COLOURS:
        for rank in range(10):
            info[Card(f"{rank}{colour}")] = CardInfo(rank, colour, True, 0, False)
        for prefix, (rank, points) in UNO_ACTIONS.items():
            info[Card(f"{prefix}{colour}")] = CardInfo(rank, colour, False, points, False)
    # a plain Wild pays as any card but a Wild Draw Four, so at most 2 points.
    info[WILD] = CardInfo(30, "", False, 2, False, is_wild=True)
    info[WILD_DRAW_FOUR] = CardInfo(31, "", False, 3, False, is_wild=True)
    return info


CARD_INFO: dict[Card, CardInfo] = _build_info()

DECKS = ("standard", "zark", "uno")  # uno: for Unocitta and Unopolis only


def deck_cards(deck: str) -> list[Card]:
    """The cards of a named deck in a fixed order (before shuffling)."""
    if deck == "standard":
        suits = "SHDC"
        extra = [JOKER, JOKER]
    elif deck == "zark":
        suits = "SHDCT"
        extra = []
    elif deck == "uno":
        return _uno_cards()
    else:
        raise NotationError(Message("zark-cards-no-deck", deck=quoted(deck), decks=", ".join(DECKS)))
    ranks = [str(r) for r in range(2, 11)] + ["J", "Q", "K", "A"]
    return [Card(f"{rank}{suit}") for suit in suits for rank in ranks] + extra


def _uno_cards() -> list[Card]:
    """The 108 Uno cards: per colour one 0, two each of 1-9, Skip, Reverse and Draw Two; 4 Wild, 4 Wild Draw Four."""
    cards: list[Card] = []
    for colour in UNO_COLOURS:
        cards.append(Card(f"0{colour}"))
        for rank in [str(r) for r in range(1, 10)] + list(UNO_ACTIONS):
            cards += [Card(f"{rank}{colour}")] * 2
    return cards + [WILD] * 4 + [WILD_DRAW_FOUR] * 4


_CARD_RE = re.compile(r"^(10|[2-9]|[JQKA])(.)$")
_UNO_RE = re.compile(r"^(\d|S|R|\+2)([RYGB])$")
#: What a player may type for an Uno card's colour and rank in words.
_COLOUR_WORDS = {"RED": "R", "YELLOW": "Y", "GREEN": "G", "BLUE": "B"}
_RANK_WORDS = {"SKIP": "S", "REVERSE": "R", "DRAWTWO": "+2", "D2": "+2"}
_WILD_NAMES = {"W": WILD, "WILD": WILD, "W4": WILD_DRAW_FOUR, "WD4": WILD_DRAW_FOUR, "+4": WILD_DRAW_FOUR}
_WILD_NAMES["WILDDRAWFOUR"] = WILD_DRAW_FOUR


def _parse_uno(cleaned: str) -> Card | None:
    """An Uno card from notation (7R, SB, +2Y, W, W4, or colour first: R7) or words (red 7, skip blue), or None."""
    if cleaned in _WILD_NAMES:
        return _WILD_NAMES[cleaned]
    candidates = [cleaned, cleaned[1:] + cleaned[:1]]
    for word, colour in _COLOUR_WORDS.items():
        for rest in (cleaned.removeprefix(word), cleaned.removesuffix(word)):
            if rest != cleaned:
                candidates.append(_RANK_WORDS.get(rest, rest) + colour)
    return next((Card(text) for text in candidates if _UNO_RE.match(text)), None)


def card_examples(deck: str) -> Message:
    """A deck's cards as players may write them (``7H, 7♥, 10S, KD or JK for a Joker``), for the refusals of a card
    (`parse_card`, `Ruleset.not_in_deck`): the examples of the standard deck for a deck that is none."""
    return Message("zark-cards-examples", deck=deck if deck in DECKS else "standard")


def parse_card(text: str, deck: str = "standard") -> Card:
    """Read a card as a player may type it: ``7H``, ``7h``, ``7♥``, ``10S``, ``kd``, ``JK`` or ``Joker``; Uno cards
    too. A text that is no card is refused with the examples of `deck` (whether the card belongs to a deck is the
    ruleset's question, `Ruleset.read_card`)."""
    cleaned = text.strip().upper().replace(" ", "").replace("\ufe0f", "")
    if cleaned in {"JK", "JOKER", "🃏"}:
        return JOKER
    uno = _parse_uno(cleaned)
    if uno is not None:
        return uno
    match = _CARD_RE.match(cleaned)
    if match:
        rank, suit = match.groups()
        suit = _SYMBOL_TO_SUIT.get(suit, suit)
        card = Card(rank + suit)
        if card in CARD_INFO:
            return card
    raise NotationError(Message("zark-cards-not-a-card", text=quoted(text), examples=card_examples(deck)))


def card_label(card: Card) -> str:
    """The card's code as it reads in every language: a suit card with its suit's symbol (``7♥``, ``10♠``, ``5★``),
    any other card (a Joker, an Uno card, a Wild) in notation (``JK``, ``5B``, ``W4``). A player reads those in words
    in their language: `card_named`."""
    if card[-1] in SUIT_SYMBOLS:
        return card[:-1] + SUIT_SYMBOLS[card[-1]]
    return card


#: Uno action cards' words in the catalogues, by notation prefix.
_UNO_ACTION_KEYS = {"S": "skip", "R": "reverse", "+2": "draw-two"}


def card_named(card: Card) -> str | Message:
    """The card as a player reads it, for a refusal: a suit card's `card_label` (``7♥``), which reads the same in
    every language, or a message where it is named in words (the Joker, a Wild, an Uno card: ``blue 5``)."""
    if card == JOKER:
        return Message("zark-cards-joker")
    if card in (WILD, WILD_DRAW_FOUR):
        return Message("zark-cards-wild" if card == WILD else "zark-cards-wild-draw-four")
    if card[-1] in UNO_COLOURS:
        rank, colour = card[:-1], UNO_COLOURS[card[-1]]
        if rank in _UNO_ACTION_KEYS:
            return Message("zark-cards-uno-action", colour=colour, action=_UNO_ACTION_KEYS[rank])
        return Message("zark-cards-uno-number", colour=colour, number=rank)
    return card_label(card)


def board_label(card: Card, nomination: Card | None) -> str:
    """A card on the board as `card_label` writes it: ``7♥``; a Wild with what it stands for (R-24) as the notation
    writes it: ``W as 7R`` (a player reads ``Wild as red 7``, `render.zark.words.board_card_said`)."""
    return card_label(card) if nomination is None else f"{card_label(card)} as {card_label(nomination)}"


def _sort_key(info: CardInfo) -> tuple[int, int, int]:
    rank = info.rank if info.rank or info.is_number else 99  # an Uno 0 is a number; a Joker (rank 0) goes last
    return (0 if info.is_number else 1, rank, _SUIT_ORDER.find(info.suit))


_SORT_KEYS: dict[Card, tuple[int, int, int]] = {card: _sort_key(info) for card, info in CARD_INFO.items()}

#: A card's place in order: number cards first by rank, then J Q K A (Uno: Skip, Reverse, Draw Two, Wilds), then
#: Jokers; suits (colours) in a fixed order. Worked out once per card (hands and payments are sorted by it all the
#: time); a text that is no card raises KeyError.
sort_key = _SORT_KEYS.__getitem__
