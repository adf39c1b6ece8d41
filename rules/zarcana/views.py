"""What one player, or everybody, may see of a Zarcana game.

A `ZarcanaView` holds no deck order, no hand but the viewer's own and no face-down card (Z-45: after it is placed
nobody may look at it, so the view shows it to nobody, its placer included; the placer was told privately when
placing it, by a ``face-down`` event, and remembers it as players do). The cards the Emperor's demand moved are
shown in the history only to the two players involved. A seat's own view answers the questions of a `Position`
for that seat, so the bot offers a player choices computed from what they may see.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..core.actions import Action
from ..core.cells import Cell
from ..core.errors import HiddenInformationError
from ..core.messages import Message
from ..core.phase import Phase
from ..core.seats import SEAT_COLOURS, SEAT_LETTERS
from .actions import Again as AgainAction
from .actions import (
    Build,
    Convert,
    Create,
    Drawn,
    Give,
    MoveTo,
    Place,
    Play,
    Raze,
    Reorient,
    Strike,
    Teleport,
    Transport,
    Use,
)
from .cards import TarotCard, sort_key
from .minions import Minion
from .scoring import held_alone
from .settings import ZarcanaSettings
from .tasks import Decision

if TYPE_CHECKING:
    from .game import ZarcanaGame


@dataclass(frozen=True, slots=True)
class ZarcanaSeatView:
    seat: int
    name: str
    colour: str
    letter: str
    hand_size: int
    stash: tuple[int, int, int]  # small, medium, large left (Z-1, Z-2)
    resigned: bool
    agreed_end: bool
    score: int | None  # at the end (Z-62), else None


@dataclass(frozen=True, slots=True)
class ZarcanaView:
    viewer: int | None  # None: the public view
    settings: ZarcanaSettings
    seats: tuple[ZarcanaSeatView, ...]
    stacks: dict[Cell, tuple[TarotCard | None, ...]]  # bottom first; None: a face-down card (Z-45)
    minions: dict[Cell, tuple[Minion, ...]]
    deck_count: int
    discard: tuple[TarotCard, ...]  # face up, the top last
    in_play: tuple[TarotCard, ...]  # played and not yet discarded (H-9)
    phase: Phase
    current: int  # whose turn it is
    to_act: tuple[int, ...]  # who must act now (the current player, or the owner of the Emperor's victim)
    pending: Decision | None  # the decision awaited (`rules.zarcana.tasks`), public
    forbidden: TarotCard | None  # a High Priestess option is under way and may not use this card (Z-37)
    extra_options: int  # High Priestess options still to come this turn
    turn: int
    first: int
    reshuffles: int  # H-24: the deck has been used up once this is 1 or more
    declarer: int | None
    final_round: tuple[int, ...] | None  # H-18: the seats still to play their last turn, once declared
    ending: bool  # H-18: the deck ran out a second time; the game ends with this turn
    winners: tuple[int, ...]
    hand: tuple[TarotCard, ...]  # the viewer's own hand, sorted; empty in the public view
    history: tuple[tuple[int, str], ...]  # (seat, notation), demanded cards shown only to the two players
    last_cells: tuple[Cell, ...]  # the cells the last action changed

    @property
    def seat(self) -> int:
        if self.viewer is None:
            raise HiddenInformationError(Message("core-view-no-seat"))
        return self.viewer

    @property
    def used_up(self) -> bool:
        return self.reshuffles > 0

    def value(self, card: TarotCard) -> int:
        """What `card` scores now (Z-63; the Doppelganger's follows the discard pile, Z-57)."""
        return self.settings.ruleset.value(card, self.discard[-1] if self.discard else None)

    def held_alone(self) -> dict[int, list[Cell]]:
        """For each seat, the spaces with a card that only its minions occupy (Z-62), in reading order."""
        return held_alone(self.minions, self.stacks, len(self.seats))

    def score_now(self, seat: int) -> tuple[int, int]:
        """What `seat` would score if the game ended now (Z-62, Z-63): the values of the face-up top cards of the
        spaces it alone occupies, and how many such spaces have a face-down top card (scored only when turned up
        at the end, Z-45). Once the game is scored, its final score and 0."""
        final = self.seats[seat].score
        if final is not None:
            return final, 0
        total, hidden = 0, 0
        for cell in self.held_alone()[seat]:
            top = self.top_face(cell)
            if top is None:
                hidden += 1
            else:
                total += self.value(top)
        return total, hidden

    # The questions of a `rules.zarcana.position.Position`, answered from what the viewer may see.

    def name(self, seat: int) -> str:
        return self.seats[seat].name

    def top_face(self, cell: Cell) -> TarotCard | None:
        stack = self.stacks.get(cell)
        return stack[-1] if stack else None

    def hand_of(self, seat: int) -> tuple[TarotCard, ...]:
        if self.viewer is None:
            raise HiddenInformationError(Message("core-view-no-seat"))
        if seat != self.viewer:
            raise HiddenInformationError(Message("core-view-hidden-hand", viewer=self.viewer, seat=seat))
        return self.hand

    def hand_size(self, seat: int) -> int:
        return self.seats[seat].hand_size

    def in_stash(self, seat: int, size: int) -> int:
        return self.seats[seat].stash[size - 1]

    def available(self) -> int:
        return self.deck_count + len(self.discard)

    def seats_to_act(self) -> tuple[int, ...]:
        return self.to_act

    def is_active(self, seat: int) -> bool:
        return not self.seats[seat].resigned

    def can_declare(self) -> bool:
        return self.phase is not Phase.OVER and self.reshuffles > 0 and self.declarer is None


def public_notation(seat: int, action: Action, viewer: int | None) -> str:
    """An action's notation as `viewer` may read it: the cards given to meet the Emperor's demand are secret to
    the giver and the receiver (Z-39)."""
    if isinstance(action, Give) and viewer not in (seat, action.to):
        count = len(action.cards)
        return f"give {count} card{'s' if count != 1 else ''} to {action.to + 1}"
    return action.notation()


def action_cells(action: Action) -> tuple[Cell, ...]:
    """The cells an action changes, for highlighting the last move."""
    match action:
        case Place(cell):
            return (cell,)
        case Reorient(minion, _):
            return (minion.cell,)
        case Play(actor=actor, effect=effect) | Drawn(actor=actor, effect=effect) | Use(actor=actor, effect=effect):
            return tuple(dict.fromkeys(([actor.cell] if actor is not None else []) + _effect_cells(effect)))
        case AgainAction(effect):
            return tuple(_effect_cells(effect))
    return ()


def _effect_cells(effect: object) -> list[Cell]:
    match effect:
        case Strike(victim) | Convert(victim, _):
            return [victim.cell]
        case Raze(cell) | MoveTo(cell) | Teleport(cell) | Transport(cell) | Build(cell) | Create(_, cell):
            return [cell]
    return []


def make_view(game: ZarcanaGame, viewer: int | None) -> ZarcanaView:
    over = game.phase is Phase.OVER
    seats = tuple(
        ZarcanaSeatView(
            seat=seat,
            name=game.name(seat),
            colour=SEAT_COLOURS[seat],
            letter=SEAT_LETTERS[seat],
            hand_size=len(game.hands[seat]),
            stash=(game.stashes[seat][1], game.stashes[seat][2], game.stashes[seat][3]),
            resigned=game.resigned[seat],
            agreed_end=game.end_votes[seat],
            score=game.scores[seat] if game.scores else None,
        )
        for seat in game.seats
    )
    stacks = {
        cell: tuple(None if card in game.face_down else card for card in stack) for cell, stack in game.stacks.items()
    }
    last = action_cells(game.history[-1][1]) if game.history else ()
    pending = game.pending
    return ZarcanaView(
        viewer=viewer,
        settings=game.settings,
        seats=seats,
        stacks=stacks,
        minions={cell: tuple(sorted(here)) for cell, here in game.minions.items()},
        deck_count=len(game.deck),
        discard=tuple(game.discard),
        in_play=tuple(game.in_play),
        phase=game.phase,
        current=game.current,
        to_act=tuple(game.seats_to_act()),
        pending=pending,
        forbidden=game.forbidden,
        extra_options=len(game.extra_options),
        turn=game.turn,
        first=game.first,
        reshuffles=game.reshuffles,
        declarer=game.declarer,
        final_round=tuple(game.final_round) if game.final_round is not None else None,
        ending=game.ending,
        winners=game.winners if over else (),
        hand=tuple(sorted(game.hands[viewer], key=sort_key)) if viewer is not None else (),
        history=tuple((seat, public_notation(seat, action, viewer)) for seat, action in game.history),
        last_cells=last,
    )
