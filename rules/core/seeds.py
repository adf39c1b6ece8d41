"""All chance in a game comes from its seed, so a game replays exactly from its record: each random choice draws
from its own ``Random`` seeded by a string (string seeds hash the same way on every machine). Every engine deals,
reshuffles and draws lots through these functions."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Hashable
from typing import TypeVar

from .errors import IllegalActionError
from .messages import Message

CardT = TypeVar("CardT", bound=Hashable)


def dealt_deck(cards: list[CardT], seed: str, order: list[CardT] | None, deck_name: str) -> list[CardT]:
    """The deck before the deal, its top card last: `order` (top card first) when a record names one, else `cards`
    shuffled with ``Random(f"{seed}:deal")``. `deck_name` names the deck for the refusal of a wrong order: ``standard``,
    ``zark``, ``uno`` or ``tarot``."""
    if order is not None:
        if Counter(order) != Counter(cards):
            raise IllegalActionError(Message("core-deck-order", deck=deck_name, count=len(cards)))
        return list(reversed(order))
    deck = list(cards)
    random.Random(f"{seed}:deal").shuffle(deck)
    return deck


def reshuffled(pile: list[CardT], seed: str, number: int) -> list[CardT]:
    """The discard pile shuffled into the `number`-th new deck, with ``Random(f"{seed}:reshuffle:{number}")``."""
    deck = list(pile)
    random.Random(f"{seed}:reshuffle:{number}").shuffle(deck)
    return deck


def drawn_lot(seed: str, purpose: str, count: int) -> int:
    """One of `count` chosen by lot for `purpose` (Zarcana's first player, H-1): ``Random(f"{seed}:{purpose}")``."""
    return random.Random(f"{seed}:{purpose}").randrange(count)
