"""The Zark family's things in words, in the language the images are drawn in: a card (a standard one as its symbol,
``7♥``; a Joker, an Uno card and a Wild in words), a move, where the game stands. Each is a message of the catalogues
(`i18n`, ``images.ftl``) or a string that reads the same in every language; `render.words.said` puts it in words.

Like the images they read only a `ZarkView`, so they can say nothing a player may not know."""

from __future__ import annotations

from rules import Action, Message, NotationError, Phase, cell_name
from rules.zark import (
    Card,
    ZarkView,
    card_label,
    describe,
    parse_action,
)
from rules.zark.cards import CARD_INFO, JOKER, UNO_ACTIONS, UNO_COLOURS, WILD_DRAW_FOUR

from ..words import said, words_in

_UNO_ACTION_KEYS = {"S": "skip", "R": "reverse", "+2": "drawtwo"}
assert set(_UNO_ACTION_KEYS) == set(UNO_ACTIONS)


def card_said(card: Card) -> str | Message:
    """A card as players read it: a standard card's symbol (``7♥``, the same in every language), or in words."""
    info = CARD_INFO[card]
    if card == JOKER:
        return Message("image-card-joker")
    if info.is_wild:
        return Message("image-card-wild", four="yes" if card == WILD_DRAW_FOUR else "no")
    if info.suit in UNO_COLOURS:
        rank = card.removesuffix(info.suit)
        if rank in _UNO_ACTION_KEYS:
            return Message("image-card-uno-action", colour=info.suit, action=_UNO_ACTION_KEYS[rank])
        return Message("image-card-uno-number", colour=info.suit, number=rank)
    return card_label(card)


def card_label_in(language: str, card: Card) -> str:
    """`card_said` in `language`: ``7♥``, ``blue 5``, ``Joker``."""
    return words_in(language, card_said(card))


def board_card_said(card: Card, nomination: Card | None) -> str | Message:
    """A card on the board: a Wild with what it stands for (R-24), ``Wild as red 7``."""
    if nomination is None:
        return card_said(card)
    return Message("image-card-wild-as", wild=card_said(card), card=card_said(nomination))


def cell_card(view: ZarkView, cell: tuple[int, int]) -> str | Message:
    """The card on `cell` as `board_card_said` says it."""
    return board_card_said(view.cards[cell], view.nominations.get(cell))


def colour_said(colour: str) -> Message:
    """A seat's colour in words: ``blue``."""
    return Message("image-seat-colour", colour=colour)


# ----------------------------------------------------------------------------------------------- moves


def action_words(language: str, action: Action, names: list[str] | tuple[str, ...]) -> str:
    """A move in words, without the name of its player: ``built the 7♥ on N13``: the engine's own message
    (`rules.zark.describe`, one source for the bot's words and the images') in `language`; the owner of an attacked
    pyramid by name."""
    return words_in(language, describe(action, names))


def history_words(language: str, view: ZarkView, notation: str) -> str:
    """A history line in words (``built the 7♥ on N13``); a masked starter choice stays masked."""
    try:
        action = parse_action(notation)
    except NotationError:
        return said(language, "zark-did-starter") if notation.startswith("starter") else notation
    return action_words(language, action, [seat.name for seat in view.seats])


# ----------------------------------------------------------------------------------------------- the state of play


def status_words(language: str, view: ZarkView) -> str:
    """Where the game stands: ``Turn 12: Ann to play.``, ``Game over: Ann wins with M13 M14 M15.``"""
    if view.phase == Phase.OVER:
        if view.winner is None:
            return said(language, "image-status-agreed")
        name = view.seats[view.winner].name
        if not view.winning_block:
            return said(language, "image-status-won", name=name)
        cells = " ".join(cell_name(cell) for cell in view.winning_block)
        return said(language, "image-status-won-with", name=name, cells=cells)
    names = ", ".join(view.name(seat) for seat in view.to_act)  # whose turn it is: `ZarkGame.seats_to_act` alone
    if view.phase is Phase.STARTERS:
        return said(language, "image-status-starters", names=names)
    if view.phase is Phase.HATCHING:
        return said(language, "image-status-hatching", names=names)
    key = "image-status-discard" if view.phase == Phase.DISCARD else "image-status-to-play"
    return said(language, key, turn=view.turn, names=names)
