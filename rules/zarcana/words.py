"""Zarcana's things in words: cards, powers, minions, what a power would do and what a move did, as players read
them (names, not seat numbers). Everything is made from a `ZarcanaView`, so nothing secret can be named; the bot's
messages, the board's alt text and the command line all say moves this way."""

from __future__ import annotations

import re

from ..core.actions import SIZE_NAMES, Action, AgreeEnd, Resign
from ..core.cells import Cell, cell_name
from ..core.messages import Message
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
from .cards import JUDGEMENT, TAROT, TarotCard, card_message
from .minions import FACING_WORDS
from .notation import parse_action
from .powers import natural_power, power_message
from .views import ZarcanaView

# ----------------------------------------------------------------------------------------------- choices

#: Whose a minion is, said to the player offered it: theirs, or another player's by name.
YOURS, NAMED = "yours", "named"


def space_message(view: ZarcanaView, cell: Cell) -> Message:
    """A space and what lies on top of it: ``N13 (7 of Cups)``, ``N13 (a face-down card)`` or ``N13 (wasteland)``."""
    stack = view.stacks.get(cell)
    if not stack:
        return Message("zarcana-choice-space", cell=cell_name(cell), top="wasteland", card=NONE)
    top = stack[-1]
    if top is None:
        return Message("zarcana-choice-space", cell=cell_name(cell), top="face-down", card=NONE)
    return Message("zarcana-choice-space", cell=cell_name(cell), top="card", card=card_message(top))


def minion_here(whose: str, owner: str, size: int, facing: str) -> Message:
    """A minion, whose it is (`YOURS`, or `NAMED`: `owner`'s) and which way it faces: ``your small, pointing east``,
    ``Bob's large, standing``."""
    return Message(
        "zarcana-choice-minion", whose=whose, owner=owner, size=SIZE_NAMES[size], facing=FACING_WORDS[facing]
    )


def actor_message(view: ZarcanaView, actor: ActingMinion) -> Message:
    """One of the player's own minions: ``M13 (7 of Cups) · your small, pointing east``."""
    mine = minion_here(YOURS, "", actor.size, actor.facing)
    return Message("choice-with-words", value=space_message(view, actor.cell), words=mine)


def minion_message(view: ZarcanaView, minion: MinionAt, viewer: int | None) -> Message:
    """``N13 (7 of Cups) · Bob's large, standing``."""
    whose = YOURS if minion.owner == viewer else NAMED
    here = minion_here(whose, view.name(minion.owner), minion.size, minion.facing)
    return Message("choice-with-words", value=space_message(view, minion.cell), words=here)


def facing_message(facing: str) -> Message:
    """``standing``, ``pointing east``."""
    return Message("zarcana-choice-facing", facing=FACING_WORDS[facing])


def power_choice(power: str) -> Message:
    """A power and what it does (the rules help's line, ``zarcana-power-does-*``): ``Swords: attack a minion ...
    (Z-30)``."""
    return Message("zarcana-choice-power", power=power_message(power), does=Message(f"zarcana-power-does-{power}"))


def effect_choice(view: ZarcanaView, effect: Effect, viewer: int | None, actor: ActingMinion | None = None) -> Message:
    """What a power would do, for the options a player is offered: ``attack Bob's large on N13 (7 of Cups),
    demanding 2 cards``."""
    match effect:
        case Strike(victim, demand):
            return Message("zarcana-choice-strike", count=demand, **_victim(view, victim, viewer))
        case Raze(cell):
            return Message("zarcana-choice-raze", space=space_message(view, cell))
        case Convert(victim, size):
            return Message("zarcana-choice-convert", into=SIZE_NAMES[size], **_victim(view, victim, viewer))
        case MoveTo(cell):
            return Message("zarcana-choice-move", space=space_message(view, cell))
        case Grow():
            grown = SIZE_NAMES[actor.size + 1] if actor is not None and actor.size < 3 else NONE
            return Message("zarcana-choice-grow", into=grown)
        case Clone(size):
            return Message("zarcana-choice-clone", size=SIZE_NAMES[size])
        case Build(cell, card):
            built = card_message(card) if card is not None else NONE
            return Message("zarcana-choice-build", card=built, space=space_message(view, cell))
        case DrawCards(count):
            return Message("zarcana-choice-draw", count=count)
        case Create(size, cell):
            return Message("zarcana-choice-create", size=SIZE_NAMES[size], space=space_message(view, cell))
        case Swap(seat):
            return Message("zarcana-choice-swap", name=view.name(seat), count=view.seats[seat].hand_size)
        case Transport(cell):
            return Message("zarcana-choice-transport", space=space_message(view, cell))
        case Take(count):
            return Message("zarcana-choice-take", count=count, cards=cards_message(_taken(view, count)))
        case Teleport(cell):
            return Message("zarcana-choice-teleport", space=space_message(view, cell))
        case Plain():
            return Message("zarcana-choice-plain")
    raise TypeError(effect)


def _victim(view: ZarcanaView, victim: MinionAt, viewer: int | None) -> dict[str, str | int | Message]:
    whose = YOURS if victim.owner == viewer else NAMED
    return {
        "whose": whose,
        "owner": view.name(victim.owner),
        "size": SIZE_NAMES[victim.size],
        "space": space_message(view, victim.cell),
    }


def _taken(view: ZarcanaView, count: int) -> list[TarotCard]:
    """Judgement's cards (Z-55): from the top of the discard pile, skipping Judgement itself."""
    return [card for card in reversed(view.discard) if card != JUDGEMENT][:count]


def card_choice(view: ZarcanaView, card: TarotCard) -> Message:
    """A card in a list: ``The Emperor (4)``: a trump with its number in this deck's order (H-21)."""
    if TAROT[card].kind == "trump":
        return Message("zarcana-choice-card", card=card_message(card), number=str(view.settings.ruleset.number(card)))
    return Message("zarcana-choice-card", card=card_message(card), number=NONE)


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
    return in_order(cards) if cards else NONE


def in_order(cards: tuple[TarotCard, ...] | list[TarotCard]) -> Message:
    """Cards one after another in the order they go (``7 of Cups, then The Fool``); at least one."""
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
