"""From a Zarcana command's options to the action: one builder per command, for the referee (which applies it, and
the engine alone decides whether it is legal).

A player may leave out an option the others already settle: the power of a card that has one, the minion when one
alone can use it that way, the target of a power with nothing to choose. A builder fills a left-out option only when
exactly one legal action fits the options given (asked of the player's own view); when several fit, it asks the
player to choose, naming the options to fill in; when none fits, it builds the action as given, with the card's own
power, no minion and nothing chosen, so the engine refuses it with its own sentence.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

from rules import Action, GameState, Message
from rules.zarcana import (
    ActingMinion,
    Again,
    Demand,
    DiscardHand,
    Draw,
    Drawn,
    Effect,
    Give,
    MinionAt,
    Place,
    Plain,
    Play,
    Reorient,
    TarotCard,
    Top,
    Use,
    UseDrawn,
    ZarcanaGame,
    ZarcanaView,
    legal_actions,
)
from rules.zarcana.legal import play_choices, use_choices
from rules.zarcana.powers import natural_power

from ..errors import UserError
from ..families import family_of
from ..moves import ActionBuilder
from .reading import MinionOption

A = TypeVar("A", bound=Action)


def zarcana_view(game: GameState, seat: int) -> ZarcanaView:
    """The seat's own view of a Zarcana game; at another game's table, the sentence saying which commands to use."""
    if not isinstance(game, ZarcanaGame):
        raise UserError(family_of(game).wrong_commands)
    return game.view(seat)


def _one_of(found: Sequence[A], missing: list[str], given: A) -> A:
    """The one legal action that fits, or `given` (for the engine to judge) when none does; several: ask."""
    unique = list(dict.fromkeys(found))
    if len(unique) == 1:
        return unique[0]
    if len(unique) > 1 and missing:
        # $options names the options left out, in this order: power, minion, target (each sentence is whole).
        raise UserError(Message("play-zarcana-several-moves", count=len(unique), options="-".join(missing)))
    return given


def _missing(**options: object) -> list[str]:
    return [name for name, value in options.items() if value is None]


def exactly(action: Action) -> ActionBuilder:
    """A Zarcana action known in full from the options."""

    def build(game: GameState, seat: int) -> Action:
        zarcana_view(game, seat)
        return action

    return build


def place(cell: tuple[int, int]) -> ActionBuilder:
    return exactly(Place(cell))


def play(card: TarotCard, power: str | None, minion: MinionOption | None, effect: Effect | None) -> ActionBuilder:
    """Option 2: `card` from the hand, as `power`, by the minion (or none), doing `effect`."""

    def build(game: GameState, seat: int) -> Action:
        view = zarcana_view(game, seat)
        given = Play(
            card, power or natural_power(card), minion.actor if minion else None, effect if effect else Plain()
        )
        if seat not in view.to_act:
            return given
        found = [
            action
            for action in play_choices(view, seat, card, power)
            if (minion is None or action.actor == minion.actor) and (effect is None or action.effect == effect)
        ]
        return _one_of(found, _missing(power=power, minion=minion, target=effect), given)

    return build


def use(actor: ActingMinion, power: str | None, effect: Effect | None) -> ActionBuilder:
    """Option 3: the minion uses the face-up card it is on (Z-16)."""

    def build(game: GameState, seat: int) -> Action:
        view = zarcana_view(game, seat)
        top = view.top_face(actor.cell)
        # With no face-up card there (wasteland, or face down) the engine refuses whatever the power: any will do.
        given = Use(actor, power or (natural_power(top) if top else "swords"), effect if effect else Plain())
        if seat not in view.to_act:
            return given
        found = [a for a in use_choices(view, seat, actor, power) if effect is None or a.effect == effect]
        return _one_of(found, _missing(power=power, target=effect), given)

    return build


def drawn(power: str | None, minion: MinionOption | None, effect: Effect | None) -> ActionBuilder:
    """The card the Fool drew, used as if from the hand (Z-35)."""

    def build(game: GameState, seat: int) -> Action:
        view = zarcana_view(game, seat)
        pending = view.pending
        # With no card of the Fool's to use, the engine refuses whatever the power: any will do.
        own = natural_power(pending.card) if isinstance(pending, UseDrawn) else "swords"
        given = Drawn(power or own, minion.actor if minion else None, effect if effect else Plain())
        found = [
            action
            for action in _legal(view, seat, Drawn)
            if (power is None or action.power == power)
            and (minion is None or action.actor == minion.actor)
            and (effect is None or action.effect == effect)
        ]
        return _one_of(found, _missing(power=power, minion=minion, target=effect), given)

    return build


def again(effect: Effect | None) -> ActionBuilder:
    """A second step of Death, the Chariot or Strength (Z-42, Z-43, Z-48)."""

    def build(game: GameState, seat: int) -> Action:
        view = zarcana_view(game, seat)
        found = [a for a in _legal(view, seat, Again) if effect is None or a.effect == effect]
        return _one_of(found, _missing(target=effect), Again(effect if effect else Plain()))

    return build


def reorient(minion: MinionAt, facing: str) -> ActionBuilder:
    return exactly(Reorient(minion, facing))


def draw(count: int | None) -> ActionBuilder:
    """Option 5: `count` cards, or as many as may be drawn (up to three, never above six in hand, Z-26)."""

    def build(game: GameState, seat: int) -> Action:
        view = zarcana_view(game, seat)
        if count is not None:
            return Draw(count)
        counts = [action.count for action in _legal(view, seat, Draw)]
        return Draw(max(counts, default=3))

    return build


def give(cards: tuple[TarotCard, ...]) -> ActionBuilder:
    """The Emperor's demand (Z-39): the cards go to the player who demanded them."""

    def build(game: GameState, seat: int) -> Action:
        pending = zarcana_view(game, seat).pending
        return Give(cards, pending.receiver if isinstance(pending, Demand) else seat)

    return build


def discard_hand(top: TarotCard, beneath: tuple[TarotCard, ...] = ()) -> ActionBuilder:
    """Option 6: `top` on top of the pile, the cards `beneath` under it from the top down (H-9)."""
    return exactly(DiscardHand(top, beneath))


def top(card: TarotCard) -> ActionBuilder:
    return exactly(Top(card))


def _legal(view: ZarcanaView, seat: int, kind: type[A]) -> list[A]:
    return [action for action in legal_actions(view, seat) if isinstance(action, kind)]
