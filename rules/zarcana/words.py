"""Zarcana's things in words: cards, powers, minions, what a power would do and what a move did, as players read
them (names, not seat numbers). Everything is made from a `ZarcanaView`, so nothing secret can be named; the bot's
messages, the board's alt text and the command line all say moves this way."""

from __future__ import annotations

import re
from collections.abc import Callable

from ..core.actions import SIZE_NAMES, Action, AgreeEnd, Resign
from ..core.cells import Cell, cell_name
from ..core.errors import NotationError
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
from .cards import JUDGEMENT, TAROT, TarotCard, title
from .minions import FACING_WORDS, UP, target_of
from .notation import parse_action
from .powers import SUMMARIES, natural_power, power_title
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


def effect_words(
    view: ZarcanaView,
    effect: Effect,
    viewer: int | None,
    actor: ActingMinion | None = None,
    *,
    past: bool = False,
    perfect: bool = False,
    own: str = "their",
) -> str:
    """What a power would do (`past`: did; with `perfect` as well, in past participles, for "would have grown"), in
    words: ``attack Bob's large on N13 (7 of Cups), demanding 2 cards``. In the past tense spaces are named by their
    cell alone: the view is the one after the move, and `own` is the mover's possessive ("your" after "You would
    have")."""
    mine = own if past else "your"

    def space(cell: Cell) -> str:
        return cell_name(cell) if past else space_words(view, cell)

    def verb(present: str, done: str, participle: str | None = None) -> str:
        return (participle or done) if perfect else done if past else present

    match effect:
        case Strike(victim, demand):
            asked = f", demanding {plural(demand, 'card')}" if demand else ""
            return f"{verb('attack', 'attacked')} {_victim(view, victim, viewer, space)}{asked}"
        case Raze(cell):
            return f"{verb('raze', 'razed')} the top card of {space(cell)}"
        case Convert(victim, size):
            into = f"{mine} {SIZE_NAMES[size]}"
            return f"{verb('convert', 'converted')} {_victim(view, victim, viewer, space)} into {into}"
        case MoveTo(cell):
            return f"{verb('move', 'moved')} to {space(cell)}, then {verb('stand', 'stood')}"
        case Grow():
            grown = f" to {SIZE_NAMES[actor.size + 1]}" if actor is not None and actor.size < 3 and not past else ""
            return f"{verb('grow', 'grew', 'grown')}{grown}"
        case Clone(size):
            return f"{verb('clone', 'cloned')} a {SIZE_NAMES[size]}, standing"
        case Build(cell, card):
            source = f"{title(card)} from {mine} hand" if card is not None else "a card"
            if card is None and not past:
                source = "a card from the deck"
            return f"{verb('build', 'built')} {source} on {space(cell)}"
        case DrawCards(count):
            more = f"{verb('take', 'took', 'taken')} one more option"
            return f"{verb('draw', 'drew', 'drawn')} {plural(count, 'card')}, then {more}"
        case Create(size, cell):
            return f"{verb('put', 'put')} {mine} {SIZE_NAMES[size]} on {space(cell)}"
        case Swap(seat):
            if past:
                return f"swapped hands with {view.name(seat)}"
            held = view.seats[seat].hand_size
            return f"swap hands with {view.name(seat)} ({plural(held, 'card')})"
        case Transport(cell):
            return f"{verb('carry', 'carried')} this territory and its minions to {space(cell)}"
        case Take(count):
            taken = "" if past else f": {cards_words(_taken(view, count))}"
            return f"{verb('take', 'took', 'taken')} {plural(count, 'card')} from the discard pile{taken}"
        case Teleport(cell):
            return f"{verb('teleport', 'teleported')} to {space(cell)}, then {verb('stand', 'stood')}"
        case Plain():
            return "" if past else "nothing to choose"
    return effect.notation()


def _victim(view: ZarcanaView, victim: MinionAt, viewer: int | None, space: Callable[[Cell], str]) -> str:
    owner = whose(view, victim.owner, viewer)
    return f"{owner} {SIZE_NAMES[victim.size]} on {space(victim.cell)}"


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


def move_words(
    view: ZarcanaView,
    seat: int,
    action: Action,
    viewer: int | None = None,
    *,
    perfect: bool = False,
    own: str = "their",
) -> str:
    """A move in words, without the player's name, as `viewer` may read it (the Emperor's given cards are named only
    to the two players involved, Z-39): ``played The Emperor with their small on M13: attacked Bob's small on N13,
    demanding 2 cards``; with `perfect`, in past participles, and `own` the mover's possessive, for "You would have
    drawn 2 cards", "You would have played The Emperor with your small on M13"."""

    def verb(past: str, participle: str) -> str:
        return participle if perfect else past

    def then(effect: Effect, actor: ActingMinion | None) -> str:
        words = effect_words(view, effect, None, actor, past=True, perfect=perfect, own=own)
        return f": {words}" if words else ""

    match action:
        case Place(cell):
            return f"placed a small on {cell_name(cell)}"
        case Play(card, power, actor, effect):
            how = "" if power == natural_power(card) else f" as {power_title(power)}"
            by = f" with {own} {SIZE_NAMES[actor.size]} on {cell_name(actor.cell)}" if actor is not None else ""
            return f"played {title(card)}{how}{by}{then(effect, actor)}"
        case Use(actor, power, effect):
            where = f"{own} {SIZE_NAMES[actor.size]} on {cell_name(actor.cell)}"
            return f"used the territory under {where} ({power_title(power)}){then(effect, actor)}"
        case Drawn(power, actor, effect):
            by = f" with {own} {SIZE_NAMES[actor.size]} on {cell_name(actor.cell)}" if actor is not None else ""
            return f"used the Fool's card as {power_title(power)}{by}{then(effect, actor)}"
        case Again(effect):
            return f"{verb('went', 'gone')} again{then(effect, None)}"
        case Reorient(minion, facing):
            whose = f"{own} own" if minion.owner == seat else f"{view.name(minion.owner)}'s"
            return f"turned {whose} {SIZE_NAMES[minion.size]} on {cell_name(minion.cell)} to {facing_words(facing)}"
        case Done():
            return "said done" if perfect else "is done"
        case Draw(count):
            return f"{verb('drew', 'drawn')} {plural(count, 'card')}"
        case DiscardHand(top, under):
            beneath = "".join(f", then {title(card)}" for card in under)
            return f"discarded {own} whole hand, {title(top)} on top{beneath}"
        case Pass():
            return "passed"
        case Declare():
            return "declared the final round"
        case Give(cards, to):
            if viewer in (seat, to):
                return f"{verb('gave', 'given')} {view.name(to)} {cards_words(cards)} (the Emperor's demand)"
            return f"{verb('gave', 'given')} {view.name(to)} {plural(len(cards), 'card')} (the Emperor's demand)"
        case Top(card, _):
            return f"put {title(card)} on top of the discard pile"
        case Resign():
            return "resigned"
        case AgreeEnd():
            return "agreed to end the game"
    return action.notation()


_HIDDEN_GIVE = re.compile(r"give (\d+) cards? to (\d+)")


def history_words(view: ZarcanaView, seat: int, notation: str) -> str:
    """An entry of the view's history in words: a move, or the Emperor's cards given, named only to the two players
    involved (the others' history says how many, `views.public_notation`)."""
    hidden = _HIDDEN_GIVE.fullmatch(notation)
    if hidden is not None:
        count, to = int(hidden[1]), int(hidden[2]) - 1
        return f"gave {view.name(to)} {plural(count, 'card')} (the Emperor's demand)"
    try:
        action = parse_action(notation)
    except NotationError:
        return notation
    return move_words(view, seat, action, view.viewer)
