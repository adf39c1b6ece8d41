"""Whether a power may be used so: pure checks of a `Position`, returning the sentence a player reads or None.

`ZarcanaGame.apply` raises the sentence; `rules.zarcana.legal` keeps the candidates that get None. Both go through
the same functions, so what is listed is exactly what applies. The requirements are section 8's (Z-18), and H-22
(a power must change something) is part of each effect's check.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ..core.actions import LARGE, SIZE_NAMES, SMALL
from ..core.cells import Cell, cell_name, neighbours
from ..core.words import plural
from .actions import (
    ActingMinion,
    Build,
    Clone,
    Convert,
    Create,
    DrawCards,
    Effect,
    Grow,
    MinionAt,
    MoveTo,
    Plain,
    Raze,
    Strike,
    Swap,
    Take,
    Teleport,
    Transport,
)
from .cards import JUDGEMENT, TAROT, TarotCard, title
from .minions import FACING_WORDS, UP, Minion, target_of
from .position import Position
from .powers import ATTACKS, BUILDS, COPIERS, GROWTHS, MOVES, REQUIREMENTS, power_title, powers_of
from .settings import HAND_LIMIT, POPULATION_LIMIT

DEMAND_LIMIT = 3  # Z-39: up to three cards
PRIESTESS_DRAW, STAR_DRAW, JUDGEMENT_TAKE = 2, 4, 3  # Z-37, Z-52, Z-55


@dataclass(frozen=True, slots=True)
class Context:
    """One use of a power: who uses which power with which minion, and the hand they hold meanwhile (without the
    card being played, which is in play until its power has resolved, H-9)."""

    position: Position
    seat: int
    power: str
    card: TarotCard | None  # the card whose power is used; None for a second step
    actor: ActingMinion | None
    hand: Sequence[TarotCard]

    @property
    def minion(self) -> Minion:
        assert self.actor is not None
        return Minion(self.seat, self.actor.size, self.actor.facing)

    @property
    def target(self) -> Cell:
        assert self.actor is not None
        return target_of(self.actor.cell, self.actor.facing)

    @property
    def name(self) -> str:
        return power_title(self.power)


def refused_minion_words(position: Position, seat: int, size: int, facing: str, viewer: int) -> str:
    """A minion that is not there, as the refusal names it: ``your small standing``, ``Bot 2's large pointing
    east`` (its owner by name, never by seat number)."""
    if seat == viewer:
        whose = "your"
    else:  # a seat no one sits at: the minion is no one's
        whose = f"{position.name(seat)}'s" if 0 <= seat < len(position.settings.players) else "a"
    return f"{whose} {SIZE_NAMES[size]} {'standing' if facing == UP else 'pointing ' + FACING_WORDS[facing]}"


def power_error(position: Position, card: TarotCard, source: str, power: str) -> str | None:
    """The card gives `power` from `source` (Z-22, Z-34, Z-36, Z-56, Z-57)."""
    powers = powers_of(position, card, source)
    if power in powers:
        return None
    name = title(card)
    if not powers:
        if TAROT[card].power == "world":
            return f"{name} has no face-up trump on the board to copy (Z-56, Z-61)."
        return f"The discard pile is empty: {name} has no power now (Z-57)."
    if len(powers) == 1:
        copied = position.discard[-1] if TAROT[card].power == "doppelganger" else None
        if copied is not None and TAROT[copied].kind == "court":
            return (
                f"{name} has the power of {power_title(powers[0])} here, not {power}: it copies {title(copied)}, a "
                "court card, with its own suit's power only (Z-57, H-17)."
            )
        court = (
            " (a court card is wild only when played from the hand, Z-22, Z-35)" if TAROT[card].kind == "court" else ""
        )
        return f"{name} has the power of {power_title(powers[0])} here, not {power}{court}."
    choices = ", ".join(powers)
    if power in COPIERS:
        return f"Say which power {name} is used as: {choices} (as in 'as {powers[0]}')."
    return f"{name} is used here as one of: {choices}; not {power}."


def actor_error(position: Position, seat: int, power: str, actor: ActingMinion | None, source: str) -> str | None:
    """The acting minion exists and meets the power's orientation and location requirements (Z-18, Z-19)."""
    req = REQUIREMENTS[power]
    name = power_title(power)
    if actor is None:
        return f"{name} is used by one of your minions: say which (Z-18, {req.rule})." if req.minion else None
    if not req.minion and source != "board":
        return f"{name} needs no particular minion: name none (Z-18, Z-29a)."
    size, facing = actor.size, actor.facing
    words = refused_minion_words(position, seat, size, facing, seat)
    if Minion(seat, size, facing) not in position.minions.get(actor.cell, ()):
        return f"You have no {SIZE_NAMES[size]} minion {_facing_words(facing)} on {cell_name(actor.cell)}."
    if req.facing == "lying" and facing == UP:
        return f"{name} needs a lying minion (horizontal, Z-14, {req.rule}); {words} on {cell_name(actor.cell)} stands."
    if req.facing == "standing" and facing != UP:
        return f"{name} needs a standing minion (vertical, Z-14, {req.rule}); {words} on {cell_name(actor.cell)} lies."
    if not req.wasteland and actor.cell not in position.stacks:
        return f"{name} cannot be used from the wasteland (Z-16, {req.rule}): {cell_name(actor.cell)} has no card."
    return None


def _facing_words(facing: str) -> str:
    return "standing" if facing == UP else f"pointing {FACING_WORDS[facing]}"


# ----------------------------------------------------------------------------------------------- effects


def effect_error(ctx: Context, effect: Effect) -> str | None:
    """Whether `effect` is a legal use of the context's power, including H-22's "it must change something"."""
    check = _CHECKS.get(ctx.power)
    if check is None:
        return f"{ctx.name} is not a power a minion uses directly."
    return check(ctx, effect)


def _wrong(ctx: Context, form: str) -> str:
    return f"{ctx.name} is used as: {form} ({REQUIREMENTS[ctx.power].rule}; see docs/notation.md)."


def _not_target(ctx: Context, cell: Cell) -> str | None:
    if cell == ctx.target:
        return None
    assert ctx.actor is not None
    return (
        f"Your minion on {cell_name(ctx.actor.cell)} targets {cell_name(ctx.target)}, not {cell_name(cell)}: a lying "
        "minion targets the space it points at, a standing one its own (Z-15)."
    )


def _victim_error(ctx: Context, victim: MinionAt) -> str | None:
    if error := _not_target(ctx, victim.cell):
        return error
    assert ctx.actor is not None
    minion = Minion(victim.owner, victim.size, victim.facing)
    count = list(ctx.position.minions.get(victim.cell, ())).count(minion)
    itself = victim.cell == ctx.actor.cell and minion == ctx.minion
    if count - (1 if itself else 0) <= 0:
        if itself:
            return "A minion may not attack itself (Z-30)."
        words = refused_minion_words(ctx.position, victim.owner, victim.size, victim.facing, ctx.seat)
        return f"There is no minion on {cell_name(victim.cell)} like that ({words})."
    return None


def _strike(ctx: Context, effect: Effect) -> str | None:
    """Z-30 Swords, Z-39 the Emperor, Z-48 Death, Z-51 the Tower."""
    if isinstance(effect, Raze):
        return _raze(ctx, effect)
    if not isinstance(effect, Strike):
        return _wrong(ctx, "attack SEAT SIZE FACING at CELL, or raze CELL")
    victim = effect.victim
    if error := _victim_error(ctx, victim):
        return error
    assert ctx.actor is not None
    if victim.size > ctx.actor.size and not ctx.position.in_stash(victim.owner, victim.size - 1):
        return (
            f"{ctx.position.name(victim.owner)} has no {SIZE_NAMES[victim.size - 1]} minion in their stash, so their "
            f"{SIZE_NAMES[victim.size]} cannot be reduced: choose another victim or power (H-3, Z-59)."
        )
    if effect.demand:
        if ctx.power != "emperor":
            return "Only the Emperor demands cards (Z-39)."
        if victim.owner == ctx.seat:
            return "The Emperor demands cards only when it attacks an enemy minion (Z-39)."
        if not 0 < effect.demand <= DEMAND_LIMIT:
            return "The Emperor demands up to three cards (Z-39)."
        held = ctx.position.hand_size(victim.owner)
        if effect.demand > held:
            holds = f"only {plural(held, 'card')}" if held else "no cards"
            return f"{ctx.position.name(victim.owner)} holds {holds} to give (Z-39)."
        if len(ctx.hand) + effect.demand > HAND_LIMIT:
            room = max(0, HAND_LIMIT - len(ctx.hand))
            most = f"only {plural(room, 'card')}" if room else "no cards"
            return f"You may demand {most}: the demand keeps you at six or fewer (H-12)."
    return None


def _raze(ctx: Context, effect: Raze) -> str | None:
    if error := _not_target(ctx, effect.cell):
        return error
    if effect.cell not in ctx.position.stacks:
        return f"{cell_name(effect.cell)} has no card to remove."
    if ctx.power != "tower" and ctx.position.minions.get(effect.cell):
        return (
            f"There are minions on {cell_name(effect.cell)}: {ctx.name} removes a card only where there are no minions "
            "at all (Z-30); the Tower may (Z-51)."
        )
    return None


def _convert(ctx: Context, effect: Effect) -> str | None:
    """Z-40, H-13: the victim, whatever its size or colour, is replaced by one of yours no bigger, standing."""
    converts = "it converts a minion in the target space into one of yours, of its size or smaller, standing"
    if isinstance(effect, Raze):
        return f"{ctx.name} never removes a card: {converts} (Z-40, H-13)."
    if isinstance(effect, Strike):
        return f"{ctx.name} does not attack: {converts} (Z-40, H-13)."
    if not isinstance(effect, Convert):
        return _wrong(ctx, "convert SEAT SIZE FACING at CELL to SIZE")
    victim = effect.victim
    if error := _victim_error(ctx, victim):
        return error
    if not SMALL <= effect.size <= victim.size:
        return f"The replacement is the victim's size or smaller: {SIZE_NAMES[victim.size]} at most (Z-40)."
    if not ctx.position.in_stash(ctx.seat, effect.size):
        return f"You have no {SIZE_NAMES[effect.size]} minion in your stash (Z-2)."
    if victim.owner == ctx.seat and effect.size == victim.size and victim.facing == UP:
        return "Replacing your own standing minion by one of the same size changes nothing (H-22)."
    return None


def _move(ctx: Context, effect: Effect) -> str | None:
    """Z-31 Wands (into the target space), Z-42 the Chariot and Z-44 the Hermit (any neighbour); H-7: never into
    the void; the population limit unless the Hermit (Z-24, Z-44)."""
    if not isinstance(effect, MoveTo):
        return _wrong(ctx, "move to CELL")
    assert ctx.actor is not None
    dest, stacks = effect.cell, ctx.position.stacks
    if ctx.power == "wands":
        if error := _not_target(ctx, dest):
            return error
    elif dest not in neighbours(ctx.actor.cell):
        rule = REQUIREMENTS[ctx.power].rule
        return f"{ctx.name} moves one step, to a space next to {cell_name(ctx.actor.cell)} ({rule})."
    if dest not in stacks and not any(n in stacks for n in neighbours(dest)):
        return f"{cell_name(dest)} is in the void, with no card on it or next to it: a minion may not move there (H-7)."
    if REQUIREMENTS[ctx.power].population and len(ctx.position.minions.get(dest, ())) >= POPULATION_LIMIT:
        return _crowded(ctx.position, dest)
    return None


def _crowded(position: Position, cell: Cell) -> str:
    """A space at the population limit or above it (H-5: the Empress or the Hermit may have overfilled it)."""
    return crowded_words(cell, len(position.minions.get(cell, ())))


def crowded_words(cell: Cell, count: int) -> str:
    return f"{cell_name(cell)} already holds {count} minions: the population limit is {POPULATION_LIMIT} (Z-24, H-5)."


def _grow(ctx: Context, effect: Effect) -> str | None:
    """Z-32 Cups, Z-38 the Empress (ignoring the population limit), Z-43 Strength."""
    assert ctx.actor is not None
    size = ctx.actor.size
    if isinstance(effect, Grow):
        if size == LARGE:
            return "A large minion cannot grow any bigger (Z-32)."
        if not ctx.position.in_stash(ctx.seat, size + 1):
            return f"You have no {SIZE_NAMES[size + 1]} minion in your stash to grow into (Z-2, Z-59)."
        return None
    if not isinstance(effect, Clone):
        return _wrong(ctx, "grow, or clone SIZE")
    if not SMALL <= effect.size <= size:
        return f"A clone is the acting minion's size or smaller: {SIZE_NAMES[size]} at most (Z-32)."
    if not ctx.position.in_stash(ctx.seat, effect.size):
        return f"You have no {SIZE_NAMES[effect.size]} minion in your stash (Z-2)."
    here = ctx.position.minions.get(ctx.actor.cell, ())
    if REQUIREMENTS[ctx.power].population and len(here) >= POPULATION_LIMIT:
        return _crowded(ctx.position, ctx.actor.cell) + " The Empress ignores it (Z-38)."
    return None


def _build(ctx: Context, effect: Effect) -> str | None:
    """Z-33 Discs, Z-45 the Wheel, Z-49 Temperance (under enemies too), Z-54 the Sun (a card from the hand)."""
    if not isinstance(effect, Build):
        return _wrong(ctx, "build CARD at CELL (a card from your hand)" if ctx.power == "sun" else "build at CELL")
    if error := _not_target(ctx, effect.cell):
        return error
    if ctx.power == "sun":
        if effect.card is None:
            return "The Sun builds with a card from your hand: say which (Z-54)."
        if effect.card == ctx.card:
            return (
                f"{title(effect.card)} is the card being used: it cannot build itself; build with another card of "
                "your hand (Z-54)."
            )
        if effect.card not in ctx.hand:
            return f"{title(effect.card)} is not in your hand (Z-54)."
    elif effect.card is not None:
        return f"{ctx.name} builds with the top card of the deck, not a card from your hand (Z-33)."
    elif not ctx.position.available():
        return "There is no card left to draw, in the deck or the discard pile (Z-65, H-22)."
    enemies = any(minion.owner != ctx.seat for minion in ctx.position.minions.get(effect.cell, ()))
    if enemies and ctx.power != "temperance":
        return (
            f"Another player has minions on {cell_name(effect.cell)}: {ctx.name} cannot build there (Z-33); "
            "Temperance can (Z-49)."
        )
    return None


def _draw_error(ctx: Context, count: int, most: int) -> str | None:
    if not 0 <= count <= most:
        return f"{ctx.name} draws up to {most} cards."
    if count and REQUIREMENTS[ctx.power].hand and len(ctx.hand) + count > HAND_LIMIT:
        held = plural(len(ctx.hand), "card")
        return f"You hold {held}: drawing {count} would take you above six (Z-26, H-4, H-11)."
    if count > ctx.position.available():
        return left_to_draw(ctx.position.available())
    return None


def left_to_draw(available: int) -> str:
    """A draw of more cards than the deck and the discard pile still hold (Z-65)."""
    if not available:
        return "No card is left to draw, in the deck or the discard pile (Z-65)."
    return f"Only {plural(available, 'card')} {'is' if available == 1 else 'are'} left to draw (Z-65)."


def _priestess(ctx: Context, effect: Effect) -> str | None:
    """Z-37: draw up to two, then one more option (always a change: H-22 is met by the extra option)."""
    if not isinstance(effect, DrawCards):
        return _wrong(ctx, "draw N (0, 1 or 2), then another option")
    return _draw_error(ctx, effect.count, PRIESTESS_DRAW)


def _lovers(ctx: Context, effect: Effect) -> str | None:
    """Z-41: a minion of any size from the stash into an empty wasteland space next to a card; it stands (H-6)."""
    if not isinstance(effect, Create):
        return _wrong(ctx, "create SIZE at CELL")
    cell, position = effect.cell, ctx.position
    if not SMALL <= effect.size <= LARGE or not position.in_stash(ctx.seat, effect.size):
        return f"You have no {SIZE_NAMES.get(effect.size, 'such')} minion in your stash (Z-2)."
    if cell in position.stacks or position.minions.get(cell):
        return (
            f"{cell_name(cell)} is not an empty wasteland space: the Lovers need one with no card and no minion (Z-41)."
        )
    if not any(n in position.stacks for n in neighbours(cell)):
        return f"{cell_name(cell)} is next to no card (Z-41)."
    return None


def _justice(ctx: Context, effect: Effect) -> str | None:
    """Z-46, H-15: swap hands with any other player, even one with no cards; never two empty hands (H-22)."""
    if not isinstance(effect, Swap):
        return _wrong(ctx, "swap SEAT")
    seat = effect.seat
    if seat == ctx.seat or not 0 <= seat < len(ctx.position.settings.players):
        return "Justice swaps your hand with another player's: name their seat (Z-46)."
    if not ctx.position.is_active(seat):
        return f"{ctx.position.name(seat)} has left the game."
    if not ctx.hand and not ctx.position.hand_size(seat):
        return "Both hands are empty: swapping them would change nothing (H-22)."
    return None


def _plain(ctx: Context, effect: Effect) -> str | None:
    """Z-35 the Fool (always a change, H-22), Z-47 the Hanged Man, Z-50 the Devil, Z-52 the Star."""
    if not isinstance(effect, Plain):
        return _wrong(ctx, "nothing more: the power has no choice to make")
    if ctx.power == "star" and not ctx.position.available():
        return "There is no card left to draw, in the deck or the discard pile (Z-65, H-22)."
    return None


def _moon(ctx: Context, effect: Effect) -> str | None:
    """Z-53, H-16: onto an empty territory card, or into empty wasteland that still touches another card."""
    if not isinstance(effect, Transport):
        return _wrong(ctx, "transport to CELL")
    assert ctx.actor is not None
    cell, here, position = effect.cell, ctx.actor.cell, ctx.position
    if cell == here:
        return "The Moon carries this territory somewhere else."
    if position.minions.get(cell):
        return (
            f"{cell_name(cell)} has minions on it: the Moon lands only on an empty territory or empty wasteland (Z-53)."
        )
    if cell not in position.stacks:
        left = len(position.stacks[here]) - 1
        if not any((n in position.stacks and n != here) or (n == here and left) for n in neighbours(cell)):
            return f"{cell_name(cell)} would touch no card but the one the Moon carries (H-16)."
    return None


def _judgement(ctx: Context, effect: Effect) -> str | None:
    """Z-55, H-11: one to three cards from the top of the discard pile, skipping Judgement itself; hand limit."""
    if not isinstance(effect, Take):
        return _wrong(ctx, "take N (1 to 3)")
    if not 0 < effect.count <= JUDGEMENT_TAKE:
        return "Judgement takes one to three cards from the discard pile (Z-55, H-22)."
    if len(ctx.hand) + effect.count > HAND_LIMIT:
        held = plural(len(ctx.hand), "card")
        return f"You hold {held}: taking {effect.count} would take you above six (H-11)."
    pile = sum(card != JUDGEMENT for card in ctx.position.discard)
    if effect.count > pile:
        holds = f"only {plural(pile, 'card')}" if pile else "no card"
        return f"The discard pile holds {holds} to take (Judgement itself does not count, Z-55)."
    return None


def _gateway(ctx: Context, effect: Effect) -> str | None:
    """Z-58, H-17: to another territory whose face-up top card is of this territory's suit (trumps and the extra
    cards are a fifth suit); the population limit holds."""
    if not isinstance(effect, Teleport):
        return _wrong(ctx, "teleport to CELL")
    assert ctx.actor is not None
    here = ctx.position.top_face(ctx.actor.cell)
    there = ctx.position.top_face(effect.cell)
    if here is None:
        return "The card under your minion lies face down, so its suit is unknown (Z-45, Z-58)."
    if effect.cell == ctx.actor.cell:
        return "The Gateway teleports to another territory (Z-58)."
    if there is None:
        return f"{cell_name(effect.cell)} has no face-up card to teleport to (Z-58)."
    if TAROT[there].suit_class != TAROT[here].suit_class:
        return f"{title(there)} on {cell_name(effect.cell)} is not of the suit of {title(here)} (Z-58, H-17)."
    if len(ctx.position.minions.get(effect.cell, ())) >= POPULATION_LIMIT:
        return _crowded(ctx.position, effect.cell)
    return None


_CHECKS: dict[str, Callable[[Context, Effect], str | None]] = {
    **dict.fromkeys(ATTACKS, _strike),
    **dict.fromkeys(MOVES, _move),
    **dict.fromkeys(GROWTHS, _grow),
    **dict.fromkeys(BUILDS, _build),
    **dict.fromkeys(("fool", "hangedman", "devil", "star"), _plain),
    "hierophant": _convert,
    "priestess": _priestess,
    "lovers": _lovers,
    "justice": _justice,
    "moon": _moon,
    "judgement": _judgement,
    "gateway": _gateway,
}
