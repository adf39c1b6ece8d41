"""Cards as arguments of a message (`rules.Message`): a list of cards, each as `rules.zark.cards.card_named` gives
it (its label where that reads the same in every language, else a message naming it in the reader's words), and a
card wholly in words, for screen readers and the descriptions of a menu (``7 of hearts``, ``King of diamonds``)."""

from __future__ import annotations

from collections.abc import Iterable

from ..core.messages import Message
from .cards import SUIT_NAMES, Card, card_named


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
