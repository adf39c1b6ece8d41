"""A card as an argument of a message (`rules.Message`): its label where that reads the same in every language
(``7♥``, ``K♦``, ``5★``), else a message that names it in the reader's words (the Joker, an Uno card: ``blue 5``,
``red Skip``, ``Wild``), put in words with the sentence around it (`i18n`); and a card wholly in words, for screen
readers and the descriptions of a menu (``7 of hearts``, ``King of diamonds``)."""

from __future__ import annotations

from collections.abc import Iterable

from ..core.messages import Message
from .cards import JOKER, SUIT_NAMES, UNO_COLOURS, WILD, WILD_DRAW_FOUR, Card, card_label

#: An Uno action card's notation prefix -> the value its message chooses by (``$action``).
_UNO_ACTION_KEYS = {"S": "skip", "R": "reverse", "+2": "draw-two"}
_NAMED = {JOKER: "zark-cardname-joker", WILD: "zark-cardname-wild", WILD_DRAW_FOUR: "zark-cardname-wild-draw-four"}


def card_named(card: Card) -> str | Message:
    """The card for a refusal: ``7♥`` as it is; the Joker, a Wild and an Uno card as a message."""
    if card in _NAMED:
        return Message(_NAMED[card])
    if card[-1] in UNO_COLOURS:  # its colour's word is the value the message chooses by (``$colour``)
        rank, colour = card[:-1], UNO_COLOURS[card[-1]]
        if rank in _UNO_ACTION_KEYS:
            return Message("zark-cardname-uno-action", colour=colour, action=_UNO_ACTION_KEYS[rank])
        return Message("zark-cardname-uno-number", colour=colour, number=rank)
    return card_label(card)


def cards_named(cards: Iterable[Card]) -> tuple[str | Message, ...]:
    """Cards for a list in a message (a payment, a hand): each as `card_named` gives it."""
    return tuple(card_named(card) for card in cards)


def card_in_words(card: Card) -> Message:
    """The card wholly in words (``7 of hearts``, ``King of diamonds``): a suit card's rank (``7``, ``K``) and suit
    (``hearts``) are the values its message chooses by; the Joker and the Uno cards are named as `card_named` names
    them, which is in words already."""
    named = card_named(card)
    if isinstance(named, Message):
        return named
    return Message("zark-card-in-words", rank=card[:-1], suit=SUIT_NAMES[card[-1]])
