"""Zarcana's things in words, in the language the images are drawn in: a card as its face names it and with its value,
a move and what its power did (what `rules.zarcana.words.history_message` says, in the images' own messages),
where the game stands and how near its end. Each sentence is a message of the catalogues (`i18n`, ``images.ftl``; the
cards' and powers' names are the engine's `rules.zarcana.cards.card_message` and `powers.power_message`).

Like the images they read only a `ZarcanaView`, so they can say nothing a player may not know: a face-down card is
"a face-down card", and the Emperor's given cards are named only to the two players involved (Z-39)."""

from __future__ import annotations

import re

from i18n import listed
from rules import Action, AgreeEnd, Message, NotationError, Phase, Resign, cell_name
from rules.core.actions import SIZE_NAMES
from rules.zarcana import TAROT, TarotCard, ZarcanaView, parse_action
from rules.zarcana.actions import (
    Again,
    Build,
    Clone,
    Convert,
    Create,
    Declare,
    DiscardHand,
    Done,
    Draw,
    DrawCards,
    Drawn,
    Effect,
    Give,
    Grow,
    MoveTo,
    Pass,
    Place,
    Plain,
    Play,
    Raze,
    Reorient,
    Strike,
    Swap,
    Take,
    Teleport,
    Top,
    Transport,
    Use,
)
from rules.zarcana.cards import card_message
from rules.zarcana.minions import FACING_WORDS
from rules.zarcana.powers import natural_power, power_message
from rules.zarcana.tasks import next_message

from ..words import Args, said, then_words, words_in
from .faces import face_name, roman

_HIDDEN_GIVE = re.compile(r"give (\d+) cards? to (\d+)")


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


def cards_listed(language: str, cards: tuple[TarotCard, ...] | list[TarotCard]) -> str:
    """Cards named in words, listed: ``7 of Cups, King of Wands``."""
    return ", ".join(words_in(language, card_message(card)) for card in cards)


# ----------------------------------------------------------------------------------------------- moves


def _minion(size: int, cell: tuple[int, int]) -> Args:
    return {"size": SIZE_NAMES[size], "cell": cell_name(cell)}


def effect_words(language: str, view: ZarcanaView, effect: Effect) -> str:
    """What a power did, in the past tense, spaces named by their cell alone: ``attacked Bob's large on N13,
    demanding 2 cards``; "" for a power that leaves nothing to say."""
    match effect:
        case Strike(victim, demand):
            owner = {"owner": view.name(victim.owner), **_minion(victim.size, victim.cell)}
            if demand:
                return said(language, "effect-attack-demand", **owner, count=demand)
            return said(language, "effect-attack", **owner)
        case Raze(cell):
            return said(language, "effect-raze", cell=cell_name(cell))
        case Convert(victim, size):
            owner = {"owner": view.name(victim.owner), **_minion(victim.size, victim.cell)}
            return said(language, "effect-convert", **owner, into=SIZE_NAMES[size])
        case MoveTo(cell):
            return said(language, "effect-move", cell=cell_name(cell))
        case Grow():
            return said(language, "effect-grow")
        case Clone(size):
            return said(language, "effect-clone", size=SIZE_NAMES[size])
        case Build(cell, card):
            if card is None:
                return said(language, "effect-build", cell=cell_name(cell))
            return said(language, "effect-build-card", card=card_message(card), cell=cell_name(cell))
        case DrawCards(count):
            return said(language, "effect-draw", count=count)
        case Create(size, cell):
            return said(language, "effect-create", **_minion(size, cell))
        case Swap(seat):
            return said(language, "effect-swap", name=view.name(seat))
        case Transport(cell):
            return said(language, "effect-transport", cell=cell_name(cell))
        case Take(count):
            return said(language, "effect-take", count=count)
        case Teleport(cell):
            return said(language, "effect-teleport", cell=cell_name(cell))
        case Plain():
            return ""
    return effect.notation()


def _with_effect(language: str, view: ZarcanaView, move: str, effect: Effect) -> str:
    """A move and what its power did: ``played Death: attacked Bob's small on N13``."""
    done = effect_words(language, view, effect)
    return said(language, "move-zarcana-effect", move=move, effect=done) if done else move


def move_words(language: str, view: ZarcanaView, seat: int, action: Action, viewer: int | None = None) -> str:
    """A move in words, without the player's name, as `viewer` may read it (what `rules.zarcana.words.move_message`
    says, in `language`): ``played The Emperor with their small on M13: attacked Bob's small on N13, demanding 2
    cards``."""
    match action:
        case Place(cell):
            return said(language, "move-zarcana-place", cell=cell_name(cell))
        case Play(card, power, actor, effect):
            played: Args = {"card": card_message(card)}
            key = "move-zarcana-play"
            if power != natural_power(card):
                key, played["power"] = f"{key}-as", power_message(power)
            if actor is not None:
                key, played = f"{key}-with", {**played, **_minion(actor.size, actor.cell)}
            return _with_effect(language, view, said(language, key, **played), effect)
        case Use(actor, power, effect):
            used = said(language, "move-zarcana-use", **_minion(actor.size, actor.cell), power=power_message(power))
            return _with_effect(language, view, used, effect)
        case Drawn(power, actor, effect):
            if actor is None:
                drawn = said(language, "move-zarcana-drawn", power=power_message(power))
            else:
                minion = _minion(actor.size, actor.cell)
                drawn = said(language, "move-zarcana-drawn-with", power=power_message(power), **minion)
            return _with_effect(language, view, drawn, effect)
        case Again(effect):
            return _with_effect(language, view, said(language, "move-zarcana-again"), effect)
        case Reorient(minion, facing):
            turned = {**_minion(minion.size, minion.cell), "facing": FACING_WORDS[facing]}
            if minion.owner == seat:
                return said(language, "move-zarcana-turn-own", **turned)
            return said(language, "move-zarcana-turn", owner=view.name(minion.owner), **turned)
        case Done():
            return said(language, "move-zarcana-done")
        case Draw(count):
            return said(language, "move-zarcana-draw", count=count)
        case DiscardHand(top, under):
            discarded = said(language, "move-zarcana-discard-hand", top=card_message(top))
            return then_words(language, [discarded, *map(card_message, under)], "image-then-card")
        case Pass():
            return said(language, "move-zarcana-pass")
        case Declare():
            return said(language, "move-zarcana-declare")
        case Give(cards, to):
            if viewer in (seat, to):
                return said(language, "move-zarcana-give", name=view.name(to), cards=cards_listed(language, cards))
            return said(language, "move-zarcana-give-count", name=view.name(to), count=len(cards))
        case Top(card, _):
            return said(language, "move-zarcana-top", card=card_message(card))
        case Resign():
            return said(language, "move-resign")
        case AgreeEnd():
            return said(language, "move-agree-end")
    return action.notation()


def history_words(language: str, view: ZarcanaView, seat: int, notation: str) -> str:
    """An entry of the view's history in words: a move, or the Emperor's cards given, named only to the two players
    involved (the others' history says how many, `views.public_notation`)."""
    hidden = _HIDDEN_GIVE.fullmatch(notation)
    if hidden is not None:
        count, to = int(hidden[1]), int(hidden[2]) - 1
        return said(language, "move-zarcana-give-count", name=view.name(to), count=count)
    try:
        action = parse_action(notation)
    except NotationError:
        return notation
    return move_words(language, view, seat, action, view.viewer)


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
