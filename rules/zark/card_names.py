"""A card as an argument of a refusal (`rules.Message`): its label where that reads the same in every language
(``7♥``, ``K♦``, ``5★``), else a message that names it in the reader's words (the Joker, an Uno card: ``blue 5``,
``red Skip``, ``Wild``), put in words with the sentence around it (`i18n`)."""

from __future__ import annotations

from ..core.messages import Message
from .cards import JOKER, UNO_COLOURS, WILD, WILD_DRAW_FOUR, Card, card_label

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
