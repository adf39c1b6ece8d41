"""Zarcana's things in words, in the language the images are drawn in: a card as its face names it and with its value,
a move and what its power did (the engine's own message, `rules.zarcana.words.history_message`, one source for the
bot's words and the images'), where the game stands and how near its end. Each sentence is a message of the
catalogues (`i18n`, ``images.ftl``; the cards' and powers' names are the engine's `rules.zarcana.cards.card_message`
and `powers.power_message`).

Like the images they read only a `ZarcanaView`, so they can say nothing a player may not know: a face-down card is
"a face-down card", and the Emperor's given cards are named only to the two players involved (Z-39)."""

from __future__ import annotations

from i18n import listed
from rules import Message, NotationError, Phase
from rules.zarcana import TAROT, TarotCard, ZarcanaView
from rules.zarcana.cards import card_message
from rules.zarcana.tasks import next_message
from rules.zarcana.words import history_message

from ..words import Args, said, words_in
from .faces import face_name, roman

# ----------------------------------------------------------------------------------------------- cards


def valued_card(view: ZarcanaView, card: TarotCard | None) -> Message:
    """A card with its value: ``XIII Death (13)``, ``Knight of Swords (11)``; a face-down card as such."""
    if card is None:
        return Message("image-card-face-down")
    info = TAROT[card]
    number = view.settings.ruleset.number(card)
    if info.kind == "trump" and number:  # the Fool's 0 is no numeral: "The Fool (0)"
        return Message("image-card-valued-trump", numeral=roman(number), name=face_name(card), value=view.value(card))
    return Message("image-card-valued", card=card_message(card), value=view.value(card))


# ----------------------------------------------------------------------------------------------- moves


def history_words(language: str, view: ZarcanaView, seat: int, notation: str) -> str:
    """An entry of the view's history in words, in `language`: the engine's move message
    (`rules.zarcana.words.history_message`: the Emperor's given cards named only to the two players involved, the
    others told how many), or the notation as written when it does not read."""
    try:
        return words_in(language, history_message(view, seat, notation))
    except NotationError:
        return notation


# ----------------------------------------------------------------------------------------------- the state of play


def status_words(language: str, view: ZarcanaView) -> str:
    """Where the game stands: ``Turn 12: Ann to play.``, ``Game over: Ann wins (Ann 17, Bob 12).``"""
    names = [seat.name for seat in view.seats]
    if view.phase is Phase.OVER:
        if not view.winners:
            return said(language, "image-status-agreed")
        won: Args = {"names": listed(language, [names[seat] for seat in view.winners]), "count": len(view.winners)}
        scores = ", ".join(f"{seat.name} {seat.score}" for seat in view.seats if seat.score is not None)
        if scores:
            return said(language, "image-status-winners-scores", **won, scores=scores)
        return said(language, "image-status-winners", **won)
    if view.pending is not None:
        waiting = next_message(view.pending, names, view.current)
        return said(language, "image-status-decision", turn=view.turn, next=waiting)
    name, final = names[view.current], view.final_round is not None
    if view.forbidden:
        key = "image-status-extra-final" if final else "image-status-extra"
        return said(language, key, turn=view.turn, name=name, card=card_message(view.forbidden))
    if final:
        return said(language, "image-status-final", turn=view.turn, name=name)
    return said(language, "image-status-to-play", turn=view.turn, names=name)


def round_words(language: str, view: ZarcanaView) -> str:
    """Where the game stands towards its end (Z-66, H-18, H-24), or "" once it is over."""
    if view.phase is Phase.OVER:
        return ""
    names = [seat.name for seat in view.seats]
    if view.ending:
        return said(language, "image-round-ending")
    if view.final_round is not None:
        to_play = [names[seat] for seat in view.final_round]
        left = listed(language, to_play) if to_play else said(language, "image-round-nobody")
        if view.declarer is not None:
            return said(language, "image-round-final-declared", declarer=names[view.declarer], left=left)
        return said(language, "image-round-final", left=left)
    if view.used_up:
        return said(language, "image-round-used-up-safety" if view.settings.safety_end else "image-round-used-up")
    return said(language, "image-round-not-yet")
