"""Zarcana's things in words: cards, powers, minions, what a power would do and what a move did, as players read
them (names, not seat numbers). Everything is made from a `ZarcanaView`, so nothing secret can be named; the bot's
messages, the board's alt text and the command line all say moves this way."""

from __future__ import annotations

import re

from ..core.actions import SIZE_NAMES, Action, AgreeEnd, Resign
from ..core.cells import Cell, cell_name
from ..core.messages import Message
from ..core.words import plural
from .actions import (
    ActingMinion,
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
    MinionAt,
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
from .cards import JUDGEMENT, TAROT, TarotCard, card_message, title
from .minions import FACING_WORDS, UP, target_of
from .notation import parse_action
from .powers import SUMMARIES, natural_power, power_message, power_title
from .views import ZarcanaView


def card_words(card: TarotCard | None) -> str:
    """``7 of Cups``, ``The Emperor``; a face-down card (None) as such (Z-45)."""
    return "a face-down card" if card is None else title(card)


def cards_words(cards: tuple[TarotCard, ...] | list[TarotCard]) -> str:
    return ", ".join(title(card) for card in cards) if cards else "nothing"


def whose(view: ZarcanaView, owner: int, viewer: int | None) -> str:
    return "your" if owner == viewer else f"{view.name(owner)}'s"


def facing_words(facing: str) -> str:
    return "standing" if facing == UP else f"pointing {FACING_WORDS[facing]}"


def space_words(view: ZarcanaView, cell: Cell) -> str:
    """``N13 (7 of Cups)``, ``N13 (a face-down card)`` or ``N13 (wasteland)``."""
    stack = view.stacks.get(cell)
    return f"{cell_name(cell)} ({card_words(stack[-1]) if stack else 'wasteland'})"


def actor_words(view: ZarcanaView, actor: ActingMinion) -> str:
    """``M13 (7 of Cups) · your small, pointing east``."""
    return f"{space_words(view, actor.cell)} · your {SIZE_NAMES[actor.size]}, {facing_words(actor.facing)}"


def minion_words(view: ZarcanaView, minion: MinionAt, viewer: int | None) -> str:
    """``N13 (7 of Cups) · Bob's large, standing``."""
    owner = whose(view, minion.owner, viewer)
    return f"{space_words(view, minion.cell)} · {owner} {SIZE_NAMES[minion.size]}, {facing_words(minion.facing)}"


def power_words(power: str) -> str:
    """``Swords: attack a minion ... (Z-30)``."""
    return f"{power_title(power)}: {SUMMARIES.get(power, '')}".rstrip(": ")


def effect_words(view: ZarcanaView, effect: Effect, viewer: int | None, actor: ActingMinion | None = None) -> str:
    """What a power would do, in words, for the options a player is offered: ``attack Bob's large on N13 (7 of
    Cups), demanding 2 cards``."""
    match effect:
        case Strike(victim, demand):
            asked = f", demanding {plural(demand, 'card')}" if demand else ""
            return f"attack {_victim(view, victim, viewer)}{asked}"
        case Raze(cell):
            return f"raze the top card of {space_words(view, cell)}"
        case Convert(victim, size):
            return f"convert {_victim(view, victim, viewer)} into your {SIZE_NAMES[size]}"
        case MoveTo(cell):
            return f"move to {space_words(view, cell)}, then stand"
        case Grow():
            grown = f" to {SIZE_NAMES[actor.size + 1]}" if actor is not None and actor.size < 3 else ""
            return f"grow{grown}"
        case Clone(size):
            return f"clone a {SIZE_NAMES[size]}, standing"
        case Build(cell, card):
            source = f"{title(card)} from your hand" if card is not None else "a card from the deck"
            return f"build {source} on {space_words(view, cell)}"
        case DrawCards(count):
            return f"draw {plural(count, 'card')}, then take one more option"
        case Create(size, cell):
            return f"put your {SIZE_NAMES[size]} on {space_words(view, cell)}"
        case Swap(seat):
            held = view.seats[seat].hand_size
            return f"swap hands with {view.name(seat)} ({plural(held, 'card')})"
        case Transport(cell):
            return f"carry this territory and its minions to {space_words(view, cell)}"
        case Take(count):
            return f"take {plural(count, 'card')} from the discard pile: {cards_words(_taken(view, count))}"
        case Teleport(cell):
            return f"teleport to {space_words(view, cell)}, then stand"
        case Plain():
            return "nothing to choose"
    return effect.notation()


def _victim(view: ZarcanaView, victim: MinionAt, viewer: int | None) -> str:
    owner = whose(view, victim.owner, viewer)
    return f"{owner} {SIZE_NAMES[victim.size]} on {space_words(view, victim.cell)}"


def _taken(view: ZarcanaView, count: int) -> list[TarotCard]:
    """Judgement's cards (Z-55): from the top of the discard pile, skipping Judgement itself."""
    return [card for card in reversed(view.discard) if card != JUDGEMENT][:count]


def target_words(view: ZarcanaView, actor: ActingMinion) -> str:
    """The space a minion targets (Z-15), for a reminder of what it can reach."""
    return space_words(view, target_of(actor.cell, actor.facing))


def card_choice_words(view: ZarcanaView, card: TarotCard) -> str:
    """A card in a list: ``The Emperor (4)``: a trump with its number in this deck's order (H-21)."""
    info = TAROT[card]
    if info.kind == "trump":
        return f"{title(card)} ({view.settings.ruleset.number(card)})"
    return title(card)


# ----------------------------------------------------------------------------------------------- moves

#: An optional part of a message left out (the messages choose on it).
NONE = "none"
#: The forms a move is said in: what someone did (``past``), or what the mover would have done (``would``, in a
#: preview).
PAST, WOULD = "past", "would"


def cards_message(cards: tuple[TarotCard, ...] | list[TarotCard]) -> Message | tuple[Message, ...]:
    """Cards named in words one after another (``7 of Cups, The Emperor``: a list, which the catalogues say item
    by item), or nothing."""
    if not cards:
        return Message("zarcana-no-cards")
    return tuple(card_message(card) for card in cards)


def effect_message(view: ZarcanaView, effect: Effect, form: str) -> Message | None:
    """What a power did (`form` ``past``), or would have done (``would``, said to the mover), as a message: spaces
    by their cell alone, since the view is the one after the move. None for a power with nothing to say (Plain)."""
    match effect:
        case Strike(victim, demand):
            return Message("zarcana-effect-strike", form=form, count=demand, **_minion_args(view, victim))
        case Raze(cell):
            return Message("zarcana-effect-raze", form=form, cell=cell_name(cell))
        case Convert(victim, size):
            return Message("zarcana-effect-convert", form=form, into=SIZE_NAMES[size], **_minion_args(view, victim))
        case MoveTo(cell):
            return Message("zarcana-effect-move", form=form, cell=cell_name(cell))
        case Grow():
            return Message("zarcana-effect-grow", form=form)
        case Clone(size):
            return Message("zarcana-effect-clone", form=form, size=SIZE_NAMES[size])
        case Build(cell, card):
            built = card_message(card) if card is not None else NONE
            return Message("zarcana-effect-build", form=form, card=built, cell=cell_name(cell))
        case DrawCards(count):
            return Message("zarcana-effect-draw", form=form, count=count)
        case Create(size, cell):
            return Message("zarcana-effect-create", form=form, size=SIZE_NAMES[size], cell=cell_name(cell))
        case Swap(seat):
            return Message("zarcana-effect-swap", form=form, name=view.name(seat))
        case Transport(cell):
            return Message("zarcana-effect-transport", form=form, cell=cell_name(cell))
        case Take(count):
            return Message("zarcana-effect-take", form=form, count=count)
        case Teleport(cell):
            return Message("zarcana-effect-teleport", form=form, cell=cell_name(cell))
    return None


def _minion_args(view: ZarcanaView, minion: MinionAt) -> dict[str, str | int | Message]:
    return {"owner": view.name(minion.owner), "size": SIZE_NAMES[minion.size], "cell": cell_name(minion.cell)}


def move_message(
    view: ZarcanaView, seat: int, action: Action, viewer: int | None = None, *, form: str = PAST
) -> Message:
    """A move as a message, without the player's name, as `viewer` may read it (the Emperor's given cards are named
    only to the two players involved, Z-39): ``played The Emperor with their small on M13: attacked Bob's small on
    N13, demanding 2 cards``; in the form `WOULD`, for "You would have drawn 2 cards"."""

    def then(effect: Effect) -> Message | str:
        return effect_message(view, effect, form) or NONE

    def by(actor: ActingMinion | None) -> Message | str:
        if actor is None:
            return NONE
        return Message("zarcana-with-minion", form=form, size=SIZE_NAMES[actor.size], cell=cell_name(actor.cell))

    match action:
        case Place(cell):
            return Message("zarcana-move-place", form=form, cell=cell_name(cell))
        case Play(card, power, actor, effect):
            how = NONE if power == natural_power(card) else power_message(power)
            said = card_message(card)
            return Message("zarcana-move-play", form=form, card=said, power=how, by=by(actor), effect=then(effect))
        case Use(actor, power, effect):
            where: dict[str, str | int | Message] = {
                "size": SIZE_NAMES[actor.size],
                "cell": cell_name(actor.cell),
                "power": power_message(power),
            }
            return Message("zarcana-move-use", form=form, effect=then(effect), **where)
        case Drawn(power, actor, effect):
            used = power_message(power)
            return Message("zarcana-move-drawn", form=form, power=used, by=by(actor), effect=then(effect))
        case Again(effect):
            return Message("zarcana-move-again", form=form, effect=then(effect))
        case Reorient(minion, facing):
            turned = {"size": SIZE_NAMES[minion.size], "cell": cell_name(minion.cell), "facing": FACING_WORDS[facing]}
            if minion.owner == seat:
                return Message("zarcana-move-reorient-own", form=form, **turned)
            return Message("zarcana-move-reorient-other", form=form, owner=view.name(minion.owner), **turned)
        case Done():
            return Message("zarcana-move-done", form=form)
        case Draw(count):
            return Message("zarcana-move-draw", form=form, count=count)
        case DiscardHand(top, under):
            return Message("zarcana-move-discard-hand", form=form, top=card_message(top), under=_then_list(under))
        case Pass():
            return Message("zarcana-move-pass", form=form)
        case Declare():
            return Message("zarcana-move-declare", form=form)
        case Give(cards, to):
            if viewer in (seat, to):
                return Message("zarcana-move-give", form=form, name=view.name(to), cards=cards_message(cards))
            return Message("zarcana-move-give-hidden", form=form, name=view.name(to), count=len(cards))
        case Top(card, _):
            return Message("zarcana-move-top", form=form, card=card_message(card))
        case Resign():
            return Message("zarcana-move-resign", form=form)
        case AgreeEnd():
            return Message("zarcana-move-agree", form=form)
    raise TypeError(action)


def _then_list(cards: tuple[TarotCard, ...]) -> Message | str:
    """Cards one after another in the order they went (``7 of Cups, then The Fool``), or `NONE`."""
    if not cards:
        return NONE
    *first, last = cards
    said = card_message(last)
    for card in reversed(first):
        said = Message("zarcana-then-list", first=card_message(card), rest=said)
    return said


_HIDDEN_GIVE = re.compile(r"give (\d+) cards? to (\d+)")


def history_message(view: ZarcanaView, seat: int, notation: str) -> Message:
    """An entry of the view's history as a message: a move, or the Emperor's cards given, named only to the two
    players involved (the others' history says how many, `views.public_notation`)."""
    hidden = _HIDDEN_GIVE.fullmatch(notation)
    if hidden is not None:
        count, to = int(hidden[1]), int(hidden[2]) - 1
        return Message("zarcana-move-give-hidden", form=PAST, name=view.name(to), count=count)
    return move_message(view, seat, parse_action(notation), view.viewer)
