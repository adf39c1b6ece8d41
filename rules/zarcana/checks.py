"""Whether a power may be used so: pure checks of a `Position`, returning the refusal a player reads (a message, put
in the reader's words above the engine) or None.

`ZarcanaGame.apply` raises the refusal; `rules.zarcana.legal` keeps the candidates that get None. Both go through
the same functions, so what is listed is exactly what applies. The requirements are section 8's (Z-18), and H-22
(a power must change something) is part of each effect's check.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ..core.actions import LARGE, SIZE_NAMES, SMALL
from ..core.cells import Cell, cell_name, neighbours
from ..core.messages import Message
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
from .cards import JUDGEMENT, TAROT, TarotCard, card_message
from .minions import FACING_WORDS, UP, Minion, target_of
from .position import Position
from .powers import ATTACKS, BUILDS, COPIERS, GROWTHS, MOVES, REQUIREMENTS, power_message, powers_of
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
    def name(self) -> Message:
        """The power in words."""
        return power_message(self.power)


def refused_minion_words(position: Position, seat: int, size: int, facing: str, viewer: int) -> Message:
    """A minion that is not there, as the refusal names it: ``your small standing``, ``Bot 2's large pointing
    east`` (its owner by name, never by seat number)."""
    if seat == viewer:
        whose, name = "yours", ""
    elif 0 <= seat < len(position.settings.players):
        whose, name = "named", position.name(seat)
    else:  # a seat no one sits at: the minion is no one's
        whose, name = "nobody", ""
    return Message("zarcana-check-minion", whose=whose, name=name, size=SIZE_NAMES[size], facing=FACING_WORDS[facing])


def power_error(position: Position, card: TarotCard, source: str, power: str) -> Message | None:
    """The card gives `power` from `source` (Z-22, Z-34, Z-36, Z-56, Z-57)."""
    powers = powers_of(position, card, source)
    if power in powers:
        return None
    name = card_message(card)
    if not powers:
        if TAROT[card].power == "world":
            return Message("zarcana-check-world-nothing", card=name)
        return Message("zarcana-check-discard-empty", card=name)
    if len(powers) == 1:
        copied = position.discard[-1] if TAROT[card].power == "doppelganger" else None
        only = power_message(powers[0])
        if copied is not None and TAROT[copied].kind == "court":
            copy = card_message(copied)
            return Message("zarcana-check-copies-court", card=name, power=only, asked=power, copied=copy)
        court = "zarcana-check-power-only-court" if TAROT[card].kind == "court" else "zarcana-check-power-only"
        return Message(court, card=name, power=only, asked=power)
    choices = ", ".join(powers)  # the notation's words for the powers, the same in every language
    if power in COPIERS:
        return Message("zarcana-check-say-power", card=name, choices=choices, first=powers[0])
    return Message("zarcana-check-one-of", card=name, choices=choices, asked=power)


def actor_error(position: Position, seat: int, power: str, actor: ActingMinion | None, source: str) -> Message | None:
    """The acting minion exists and meets the power's orientation and location requirements (Z-18, Z-19)."""
    req = REQUIREMENTS[power]
    name = power_message(power)
    if actor is None:
        return Message("zarcana-check-say-minion", power=name, rule=req.rule) if req.minion else None
    if not req.minion and source != "board":
        return Message("zarcana-check-no-minion-needed", power=name)
    size, facing, cell = actor.size, actor.facing, cell_name(actor.cell)
    words = refused_minion_words(position, seat, size, facing, seat)
    if Minion(seat, size, facing) not in position.minions.get(actor.cell, ()):
        return Message("zarcana-check-no-minion-there", size=SIZE_NAMES[size], facing=FACING_WORDS[facing], cell=cell)
    if req.facing == "lying" and facing == UP:
        return Message("zarcana-check-needs-lying", power=name, rule=req.rule, minion=words, cell=cell)
    if req.facing == "standing" and facing != UP:
        return Message("zarcana-check-needs-standing", power=name, rule=req.rule, minion=words, cell=cell)
    if not req.wasteland and actor.cell not in position.stacks:
        return Message("zarcana-check-not-from-wasteland", power=name, rule=req.rule, cell=cell)
    return None


# ----------------------------------------------------------------------------------------------- effects


def effect_error(ctx: Context, effect: Effect) -> Message | None:
    """Whether `effect` is a legal use of the context's power, including H-22's "it must change something"."""
    check = _CHECKS.get(ctx.power)
    if check is None:
        return Message("zarcana-check-not-direct", power=ctx.name)
    return check(ctx, effect)


def _wrong(ctx: Context, form: str) -> Message:
    """The power's effect written another way than its own: `form` names its notation (strike, convert, move, grow,
    build-sun, build, draw, create, swap, plain, transport, take, teleport)."""
    return Message("zarcana-check-used-as", power=ctx.name, form=form, rule=REQUIREMENTS[ctx.power].rule)


def _not_target(ctx: Context, cell: Cell) -> Message | None:
    if cell == ctx.target:
        return None
    assert ctx.actor is not None
    cells = {"cell": cell_name(ctx.actor.cell), "target": cell_name(ctx.target), "chosen": cell_name(cell)}
    return Message("zarcana-check-not-target", **cells)


def _victim_error(ctx: Context, victim: MinionAt) -> Message | None:
    if error := _not_target(ctx, victim.cell):
        return error
    assert ctx.actor is not None
    minion = Minion(victim.owner, victim.size, victim.facing)
    count = list(ctx.position.minions.get(victim.cell, ())).count(minion)
    itself = victim.cell == ctx.actor.cell and minion == ctx.minion
    if count - (1 if itself else 0) <= 0:
        if itself:
            return Message("zarcana-check-attack-itself")
        words = refused_minion_words(ctx.position, victim.owner, victim.size, victim.facing, ctx.seat)
        return Message("zarcana-check-no-such-minion", cell=cell_name(victim.cell), minion=words)
    return None


def _strike(ctx: Context, effect: Effect) -> Message | None:
    """Z-30 Swords, Z-39 the Emperor, Z-48 Death, Z-51 the Tower."""
    if isinstance(effect, Raze):
        return _raze(ctx, effect)
    if not isinstance(effect, Strike):
        return _wrong(ctx, "strike")
    victim = effect.victim
    if error := _victim_error(ctx, victim):
        return error
    assert ctx.actor is not None
    if victim.size > ctx.actor.size and not ctx.position.in_stash(victim.owner, victim.size - 1):
        # H-3, Z-59: a bigger victim is reduced, swapped for its owner's next size down from their stash
        owner = ctx.position.name(victim.owner)
        return Message("zarcana-check-cannot-reduce", name=owner, size=SIZE_NAMES[victim.size])
    if effect.demand:
        if ctx.power != "emperor":
            return Message("zarcana-check-only-emperor-demands")
        if victim.owner == ctx.seat:
            return Message("zarcana-check-demand-enemy")
        if not 0 < effect.demand <= DEMAND_LIMIT:
            return Message("zarcana-check-demand-up-to-three")
        held = ctx.position.hand_size(victim.owner)
        if effect.demand > held:
            return Message("zarcana-check-demand-holds", name=ctx.position.name(victim.owner), count=held)
        if len(ctx.hand) + effect.demand > HAND_LIMIT:
            return Message("zarcana-check-demand-room", count=max(0, HAND_LIMIT - len(ctx.hand)))
    return None


def _raze(ctx: Context, effect: Raze) -> Message | None:
    if error := _not_target(ctx, effect.cell):
        return error
    if effect.cell not in ctx.position.stacks:
        return Message("zarcana-check-no-card-to-remove", cell=cell_name(effect.cell))
    if ctx.power != "tower" and ctx.position.minions.get(effect.cell):
        return Message("zarcana-check-raze-minions", cell=cell_name(effect.cell), power=ctx.name)
    return None


def _convert(ctx: Context, effect: Effect) -> Message | None:
    """Z-40, H-13: the victim, whatever its size or colour, is replaced by one of yours no bigger, standing."""
    if isinstance(effect, Raze):
        return Message("zarcana-check-convert-not-raze", power=ctx.name)
    if isinstance(effect, Strike):
        return Message("zarcana-check-convert-not-attack", power=ctx.name)
    if not isinstance(effect, Convert):
        return _wrong(ctx, "convert")
    victim = effect.victim
    if error := _victim_error(ctx, victim):
        return error
    if not SMALL <= effect.size <= victim.size:
        return Message("zarcana-check-replacement-size", size=SIZE_NAMES[victim.size])
    if not ctx.position.in_stash(ctx.seat, effect.size):
        return Message("zarcana-check-none-in-stash", size=SIZE_NAMES[effect.size])
    if victim.owner == ctx.seat and effect.size == victim.size and victim.facing == UP:
        return Message("zarcana-check-convert-nothing")
    return None


def _move(ctx: Context, effect: Effect) -> Message | None:
    """Z-31 Wands (into the target space), Z-42 the Chariot and Z-44 the Hermit (any neighbour); H-7: never into
    the void; the population limit unless the Hermit (Z-24, Z-44)."""
    if not isinstance(effect, MoveTo):
        return _wrong(ctx, "move")
    assert ctx.actor is not None
    dest, stacks = effect.cell, ctx.position.stacks
    if ctx.power == "wands":
        if error := _not_target(ctx, dest):
            return error
    elif dest not in neighbours(ctx.actor.cell):
        rule = REQUIREMENTS[ctx.power].rule
        return Message("zarcana-check-one-step", power=ctx.name, cell=cell_name(ctx.actor.cell), rule=rule)
    if dest not in stacks and not any(n in stacks for n in neighbours(dest)):
        return Message("zarcana-check-void", cell=cell_name(dest))
    if REQUIREMENTS[ctx.power].population and len(ctx.position.minions.get(dest, ())) >= POPULATION_LIMIT:
        return _crowded(ctx.position, dest)
    return None


def _crowded(position: Position, cell: Cell, key: str = "zarcana-check-crowded") -> Message:
    """A space at the population limit or above it (H-5: the Empress or the Hermit may have overfilled it)."""
    return crowded_words(cell, len(position.minions.get(cell, ())), key)


def crowded_words(cell: Cell, count: int, key: str = "zarcana-check-crowded") -> Message:
    """`key`: the refusal, zarcana-check-crowded or zarcana-check-crowded-empress (which says the Empress may)."""
    return Message(key, cell=cell_name(cell), count=count, limit=POPULATION_LIMIT)


def _grow(ctx: Context, effect: Effect) -> Message | None:
    """Z-32 Cups, Z-38 the Empress (ignoring the population limit), Z-43 Strength."""
    assert ctx.actor is not None
    size = ctx.actor.size
    if isinstance(effect, Grow):
        if size == LARGE:
            return Message("zarcana-check-large-grow")
        if not ctx.position.in_stash(ctx.seat, size + 1):  # Z-2, Z-59: the bigger one comes from the stash
            return Message("zarcana-check-grow-stash", size=SIZE_NAMES[size + 1])
        return None
    if not isinstance(effect, Clone):
        return _wrong(ctx, "grow")
    if not SMALL <= effect.size <= size:
        return Message("zarcana-check-clone-size", size=SIZE_NAMES[size])
    if not ctx.position.in_stash(ctx.seat, effect.size):
        return Message("zarcana-check-none-in-stash", size=SIZE_NAMES[effect.size])
    here = ctx.position.minions.get(ctx.actor.cell, ())
    if REQUIREMENTS[ctx.power].population and len(here) >= POPULATION_LIMIT:
        return _crowded(ctx.position, ctx.actor.cell, "zarcana-check-crowded-empress")
    return None


def _build(ctx: Context, effect: Effect) -> Message | None:
    """Z-33 Discs, Z-45 the Wheel, Z-49 Temperance (under enemies too), Z-54 the Sun (a card from the hand)."""
    if not isinstance(effect, Build):
        return _wrong(ctx, "build-sun" if ctx.power == "sun" else "build")
    if error := _not_target(ctx, effect.cell):
        return error
    if ctx.power == "sun":
        if effect.card is None:
            return Message("zarcana-check-sun-which")
        if effect.card == ctx.card:
            return Message("zarcana-check-sun-itself", card=card_message(effect.card))
        if effect.card not in ctx.hand:
            return Message("zarcana-check-sun-not-in-hand", card=card_message(effect.card))
    elif effect.card is not None:
        return Message("zarcana-check-build-from-deck", power=ctx.name)
    elif not ctx.position.available():
        return Message("zarcana-check-no-card-left")
    enemies = any(minion.owner != ctx.seat for minion in ctx.position.minions.get(effect.cell, ()))
    if enemies and ctx.power != "temperance":
        return Message("zarcana-check-build-enemies", cell=cell_name(effect.cell), power=ctx.name)
    return None


def _draw_error(ctx: Context, count: int, most: int) -> Message | None:
    if not 0 <= count <= most:
        return Message("zarcana-check-draws-up-to", power=ctx.name, most=most)
    if count and REQUIREMENTS[ctx.power].hand and len(ctx.hand) + count > HAND_LIMIT:
        return Message("zarcana-check-draw-above-six", held=len(ctx.hand), count=count)
    if count > ctx.position.available():
        return left_to_draw(ctx.position.available())
    return None


def left_to_draw(available: int) -> Message:
    """A draw of more cards than the deck and the discard pile still hold (Z-65)."""
    if not available:
        return Message("zarcana-check-nothing-to-draw")
    return Message("zarcana-check-left-to-draw", count=available)


def _priestess(ctx: Context, effect: Effect) -> Message | None:
    """Z-37: draw up to two, then one more option (always a change: H-22 is met by the extra option)."""
    if not isinstance(effect, DrawCards):
        return _wrong(ctx, "draw")
    return _draw_error(ctx, effect.count, PRIESTESS_DRAW)


def _lovers(ctx: Context, effect: Effect) -> Message | None:
    """Z-41: a minion of any size from the stash into an empty wasteland space next to a card; it stands (H-6)."""
    if not isinstance(effect, Create):
        return _wrong(ctx, "create")
    cell, position = effect.cell, ctx.position
    if not SMALL <= effect.size <= LARGE or not position.in_stash(ctx.seat, effect.size):
        return Message("zarcana-check-none-in-stash", size=SIZE_NAMES.get(effect.size, "such"))
    if cell in position.stacks or position.minions.get(cell):
        return Message("zarcana-check-lovers-not-empty", cell=cell_name(cell))
    if not any(n in position.stacks for n in neighbours(cell)):
        return Message("zarcana-check-lovers-no-card-near", cell=cell_name(cell))
    return None


def _justice(ctx: Context, effect: Effect) -> Message | None:
    """Z-46, H-15: swap hands with any other player, even one with no cards; never two empty hands (H-22)."""
    if not isinstance(effect, Swap):
        return _wrong(ctx, "swap")
    seat = effect.seat
    if seat == ctx.seat or not 0 <= seat < len(ctx.position.settings.players):
        return Message("zarcana-check-justice-seat")
    if not ctx.position.is_active(seat):
        return Message("zarcana-check-left-game", name=ctx.position.name(seat))
    if not ctx.hand and not ctx.position.hand_size(seat):
        return Message("zarcana-check-hands-empty")
    return None


def _plain(ctx: Context, effect: Effect) -> Message | None:
    """Z-35 the Fool (always a change, H-22), Z-47 the Hanged Man, Z-50 the Devil, Z-52 the Star."""
    if not isinstance(effect, Plain):
        return _wrong(ctx, "plain")
    if ctx.power == "star" and not ctx.position.available():
        return Message("zarcana-check-no-card-left")
    return None


def _moon(ctx: Context, effect: Effect) -> Message | None:
    """Z-53, H-16: onto an empty territory card, or into empty wasteland that still touches another card."""
    if not isinstance(effect, Transport):
        return _wrong(ctx, "transport")
    assert ctx.actor is not None
    cell, here, position = effect.cell, ctx.actor.cell, ctx.position
    if cell == here:
        return Message("zarcana-check-moon-here")
    if position.minions.get(cell):
        return Message("zarcana-check-moon-minions", cell=cell_name(cell))
    if cell not in position.stacks:
        left = len(position.stacks[here]) - 1
        if not any((n in position.stacks and n != here) or (n == here and left) for n in neighbours(cell)):
            return Message("zarcana-check-moon-alone", cell=cell_name(cell))
    return None


def _judgement(ctx: Context, effect: Effect) -> Message | None:
    """Z-55, H-11: one to three cards from the top of the discard pile, skipping Judgement itself; hand limit."""
    if not isinstance(effect, Take):
        return _wrong(ctx, "take")
    if not 0 < effect.count <= JUDGEMENT_TAKE:
        return Message("zarcana-check-judgement-count")
    if len(ctx.hand) + effect.count > HAND_LIMIT:
        return Message("zarcana-check-take-above-six", held=len(ctx.hand), count=effect.count)
    pile = sum(card != JUDGEMENT for card in ctx.position.discard)
    if effect.count > pile:
        return Message("zarcana-check-judgement-pile", count=pile)
    return None


def _gateway(ctx: Context, effect: Effect) -> Message | None:
    """Z-58, H-17: to another territory whose face-up top card is of this territory's suit (trumps and the extra
    cards are a fifth suit); the population limit holds."""
    if not isinstance(effect, Teleport):
        return _wrong(ctx, "teleport")
    assert ctx.actor is not None
    here = ctx.position.top_face(ctx.actor.cell)
    there = ctx.position.top_face(effect.cell)
    if here is None:
        return Message("zarcana-check-gateway-face-down")
    if effect.cell == ctx.actor.cell:
        return Message("zarcana-check-gateway-here")
    if there is None:
        return Message("zarcana-check-gateway-no-card", cell=cell_name(effect.cell))
    if TAROT[there].suit_class != TAROT[here].suit_class:
        cards = {"there": card_message(there), "here": card_message(here)}
        return Message("zarcana-check-gateway-suit", cell=cell_name(effect.cell), **cards)
    if len(ctx.position.minions.get(effect.cell, ())) >= POPULATION_LIMIT:
        return _crowded(ctx.position, effect.cell)
    return None


_CHECKS: dict[str, Callable[[Context, Effect], Message | None]] = {
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
