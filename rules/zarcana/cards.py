"""The tarot deck (Z-4, Z-5) and how players write its cards.

A card is its notation string, as for the other games: suit cards are a rank then a suit letter (``AC`` the Ace of
Cups, ``10W``, ``PS`` the Page of Swords, ``ND`` the Knight of Discs, ``QC``, ``KW``); trumps and the two extra
cards are their names in one word (``Fool``, ``Priestess``, ``HangedMan``, ``World``, ``Doppelganger``, ``Gateway``).
A trump is named, never numbered, because its power goes with its name while its number depends on the deck's
trump order (Z-4, H-21); `rules.zarcana.settings.ZarcanaRules.value` gives the number. Every card of the deck is
unique, so a card names one physical card.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import NewType

from ..core.errors import NotationError, quoted
from ..core.messages import Message

TarotCard = NewType("TarotCard", str)

#: Suit letter -> name, as the rules documents write it (Z-4; a player reads it in words: ``zarcana-card-suit``).
#: Wands are also Rods or Staves; Discs are also Pentacles or Coins.
SUITS = {"C": "Cups", "W": "Wands", "S": "Swords", "D": "Discs"}
#: The power of each suit (Z-30 to Z-33), by suit letter.
SUIT_POWER = {"C": "cups", "W": "wands", "S": "swords", "D": "discs"}
#: Ranks of a suit in order: Ace (1) to 10, then Page, Knight, Queen and King, the court cards (Z-4).
RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "P", "N", "Q", "K")
COURT = frozenset("PNQK")

#: The 22 trumps in the Rider-Waite-Smith order of S1: the index is the number printed on the card (Z-4, H-21).
TRUMPS = (
    "Fool", "Magician", "Priestess", "Empress", "Emperor", "Hierophant", "Lovers", "Chariot", "Strength", "Hermit",
    "Wheel", "Justice", "HangedMan", "Death", "Temperance", "Devil", "Tower", "Star", "Moon", "Sun", "Judgement",
    "World",
)  # fmt: skip
#: The optional extra cards (Z-5, Z-57, Z-58): the deck's instruction card and its title card.
EXTRAS = ("Doppelganger", "Gateway")


@dataclass(frozen=True, slots=True)
class TarotInfo:
    """What the rules need to know about one card."""

    kind: str  # "pip" (Ace to 10), "court", "trump" or "extra"
    suit: str  # C, W, S or D for suit cards; "" for trumps and extra cards
    rank: int  # 1-10 for pips, 11-14 for Page, Knight, Queen, King; the RWS number for trumps; 0 for extras
    power: str  # the card's own power: its suit's for suit cards, its name's (lower case) for the others

    @property
    def suit_class(self) -> str:
        """The Gateway's suit (Z-58, H-17): the suit letter, or "T" for trumps and both extra cards."""
        return self.suit or "T"


def _build() -> dict[TarotCard, TarotInfo]:
    info: dict[TarotCard, TarotInfo] = {}
    for suit in SUITS:
        for number, rank in enumerate(RANKS, start=1):
            kind = "court" if rank in COURT else "pip"
            info[TarotCard(rank + suit)] = TarotInfo(kind, suit, number, SUIT_POWER[suit])
    for number, name in enumerate(TRUMPS):
        info[TarotCard(name)] = TarotInfo("trump", "", number, name.lower())
    for name in EXTRAS:
        info[TarotCard(name)] = TarotInfo("extra", "", 0, name.lower())
    return info


TAROT: dict[TarotCard, TarotInfo] = _build()

FOOL, PRIESTESS, WHEEL, JUSTICE = TarotCard("Fool"), TarotCard("Priestess"), TarotCard("Wheel"), TarotCard("Justice")
STRENGTH, SUN, JUDGEMENT, WORLD = TarotCard("Strength"), TarotCard("Sun"), TarotCard("Judgement"), TarotCard("World")
DOPPELGANGER, GATEWAY = TarotCard("Doppelganger"), TarotCard("Gateway")


def tarot_deck(extra_cards: bool) -> list[TarotCard]:
    """The 78 cards (Z-4), and the Doppelganger and Gateway when the table uses them (Z-5, H-20), in a fixed order."""
    return [card for card, info in TAROT.items() if info.kind != "extra" or extra_cards]


def card_message(card: TarotCard) -> Message:
    """The card named in words in the reader's language: ``7 of Cups``, ``Page of Swords``, ``The High Priestess``
    (a suit card by its rank and suit letter, a trump or an extra card by its code)."""
    info = TAROT[card]
    if info.suit:
        return Message("zarcana-card-suit", rank=card[: -len(info.suit)], suit=info.suit)
    return Message("zarcana-card-trump", name=card)


def sort_key(card: TarotCard) -> tuple[int, int, int]:
    """Suit cards first (Cups, Wands, Swords, Discs, each Ace to King), then trumps in RWS order, then the extras."""
    info = TAROT[card]
    group = {"pip": 0, "court": 0, "trump": 1, "extra": 2}[info.kind]
    return (
        group,
        "CWSD".find(info.suit) if info.suit else 0,
        info.rank if info.kind != "extra" else EXTRAS.index(card),
    )


# ----------------------------------------------------------------------------------------------- reading cards

_SUIT_WORDS = {
    "C": "C", "CUP": "C", "CUPS": "C", "CHALICES": "C", "W": "W", "WAND": "W", "WANDS": "W", "ROD": "W", "RODS": "W",
    "STAVES": "W", "STAFF": "W", "BATONS": "W", "S": "S", "SWORD": "S", "SWORDS": "S", "D": "D", "DISC": "D",
    "DISCS": "D", "PENTACLE": "D", "PENTACLES": "D", "COIN": "D", "COINS": "D",
}  # fmt: skip
_RANK_WORDS = {
    "A": "A", "ACE": "A", "1": "A", "ONE": "A", "TWO": "2", "THREE": "3", "FOUR": "4", "FIVE": "5", "SIX": "6",
    "SEVEN": "7", "EIGHT": "8", "NINE": "9", "TEN": "10", "P": "P", "PAGE": "P", "KNAVE": "P", "JACK": "P",
    "J": "P", "N": "N", "KNIGHT": "N", "Q": "Q", "QUEEN": "Q", "K": "K", "KING": "K",
}  # fmt: skip
_RANK_WORDS.update({str(number): str(number) for number in range(2, 11)})
_NAME_WORDS = {name.upper(): TarotCard(name) for name in (*TRUMPS, *EXTRAS)}
_NAME_WORDS.update(
    {
        "HIGHPRIESTESS": TarotCard("Priestess"), "POPESS": TarotCard("Priestess"), "POPE": TarotCard("Hierophant"),
        "LOVER": TarotCard("Lovers"), "WHEELFORTUNE": WHEEL, "FORTUNE": WHEEL, "HANGED": TarotCard("HangedMan"),
        "JUDGMENT": JUDGEMENT, "INSTRUCTIONS": DOPPELGANGER, "TITLE": GATEWAY,
    }
)  # fmt: skip
_WORD_RE = re.compile(r"[A-Z0-9]+")


def parse_tarot(text: str) -> TarotCard:
    """Read a card as a player may type it: ``7C``, ``7 of cups``, ``king of pentacles``, ``ps``, ``Fool``,
    ``the high priestess``, ``wheel of fortune``, ``Hanged Man``. Raises `NotationError` with a sentence."""
    words = [w for w in _WORD_RE.findall(text.upper().replace("Ä", "A")) if w not in {"THE", "OF"}]
    joined = "".join(words)
    if joined in _NAME_WORDS:
        return _NAME_WORDS[joined]
    if len(words) == 1:  # "7C", "10W", "PS": the suit letter last
        words = [joined[:-1], joined[-1:]] if len(joined) >= 2 else words
    if len(words) == 2:
        rank, suit = _RANK_WORDS.get(words[0]), _SUIT_WORDS.get(words[1])
        if rank is not None and suit is not None:
            return TarotCard(rank + suit)
    raise NotationError(Message("zarcana-notation-not-a-card", text=quoted(text)))
