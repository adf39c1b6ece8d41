"""What one player, or everybody, may see of a game (boardgame.io's playerView; OpenSpiel's observer).

A `ZarkView` holds no deck order and no hand but the viewer's own, so anything built from it (images, texts,
autocomplete labels, the legal targets offered to its viewer) cannot leak a secret. Starter choices stay hidden
until all are revealed (R-2). A seat's own view answers the same questions as the game for that seat (it is a
`rules.zark.legal.Position`), so what a player is offered is computed from what they may see; asking it for another
player's hand raises `HiddenInformationError`.
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
from .actions import Attack, Build, Fly, Grow, Hatch, Move, Nominate, Piece, Place, Spawn, Starter
from .cards import Card, board_label, sort_key
from .legal import frontier
from .settings import ZarkSettings
from .threats import beyond_winning

if TYPE_CHECKING:
    from .game import ZarkGame


@dataclass(frozen=True, slots=True)
class SeatView:
    seat: int
    name: str
    colour: str
    letter: str
    hand_size: int
    stash: tuple[int, int, int]  # small, medium, large left
    resigned: bool
    starter_chosen: bool
    agreed_end: bool


@dataclass(frozen=True, slots=True)
class ZarkView:
    viewer: int | None  # None: the public view
    settings: ZarkSettings
    seats: tuple[SeatView, ...]
    cards: dict[Cell, Card]
    pieces: dict[Cell, tuple[Piece, ...]]
    nominations: dict[Cell, Card]  # what each Wild on the board stands for
    frontier: tuple[Cell, ...]  # empty cells where a card could be built, hatched or flown
    deck_count: int
    discard: tuple[Card, ...]  # face up, so public
    phase: Phase
    current: int
    to_act: tuple[int, ...]  # who may take a game action now (`ZarkGame.seats_to_act`)
    first: int | None
    turn: int
    winner: int | None
    winning_block: tuple[Cell, ...]
    can_be_won: bool  # False once no power block can ever be made (`threats.beyond_winning`, R-28a)
    hand: tuple[Card, ...]  # the viewer's own hand, sorted; empty in the public view
    own_starter: Card | None  # the viewer's chosen starter, before the reveal
    starters: tuple[Card | None, ...]  # revealed starters not yet placed (all None before the reveal)
    setup_reveals: tuple[tuple[int, tuple[Card, ...]], ...]  # hands shown to all at the deal
    history: tuple[tuple[int, str], ...]  # (seat, notation), secret starter choices masked
    last_cells: tuple[Cell, ...]  # the cells the last action changed

    @property
    def winners(self) -> tuple[int, ...]:
        return () if self.winner is None else (self.winner,)

    @property
    def last(self) -> tuple[int, str] | None:
        return self.history[-1] if self.history else None

    @property
    def edition(self) -> str:
        return self.settings.edition

    @property
    def deck(self) -> str:
        return self.settings.deck

    @property
    def block_size(self) -> int:
        return self.settings.block_size

    @property
    def seat(self) -> int:
        """The viewer's seat; the public view has none."""
        if self.viewer is None:
            raise HiddenInformationError(Message("core-view-no-seat"))
        return self.viewer

    def label(self, cell: Cell) -> str:
        """The card on `cell` as `rules.zark.cards.board_label` writes it, in codes that read the same in every
        language, a Wild with its nomination (R-24): ``7♥``, ``W as 7R``."""
        return board_label(self.cards[cell], self.nominations.get(cell))

    # The questions `rules.zark.legal` asks of a position, answered from what the viewer may see.

    def name(self, seat: int) -> str:
        return self.seats[seat].name

    def seats_to_act(self) -> tuple[int, ...]:
        return self.to_act

    def occupied(self, seat: int) -> set[Cell]:
        return {cell for cell, here in self.pieces.items() if any(owner == seat for owner, _ in here)}

    def hand_of(self, seat: int) -> tuple[Card, ...]:
        """The viewer's own hand; any other hand is secret."""
        if self.viewer is None:
            raise HiddenInformationError(Message("core-view-no-seat"))
        if seat != self.viewer:
            raise HiddenInformationError(Message("core-view-hidden-hand", viewer=self.viewer, seat=seat))
        return self.hand

    def in_stash(self, seat: int, size: int) -> int:
        """How many pyramids of `size` (1 to 3) `seat` has left to place."""
        return self.seats[seat].stash[size - 1]


def action_cells(action: Action) -> tuple[Cell, ...]:
    """The cells an action changes, for highlighting the last move."""
    match action:
        case Place(cell) | Spawn(cell) | Grow(cell, _) | Build(cell=cell) | Hatch(cell=cell) | Attack(cell=cell):
            return (cell,)
        case Nominate(cell, _):
            return (cell,)
        case Move(cell, _, to) | Fly(_, cell, to):
            return (cell, to)
    return ()


def public_notation(phase: Phase, action: Action) -> str:
    """An action's notation as everybody may read it in `phase`: a starter choice is secret until the reveal (R-2)."""
    if isinstance(action, Starter) and phase is Phase.STARTERS:
        return "starter ?"
    return action.notation()


def make_view(game: ZarkGame, viewer: int | None) -> ZarkView:
    revealed = game.phase is not Phase.STARTERS
    seats = tuple(
        SeatView(
            seat=seat,
            name=game.name(seat),
            colour=SEAT_COLOURS[seat],
            letter=SEAT_LETTERS[seat],
            hand_size=len(game.hands[seat]),
            stash=(game.stashes[seat][1], game.stashes[seat][2], game.stashes[seat][3]),
            resigned=game.resigned[seat],
            starter_chosen=game.starters[seat] is not None or seat in game.starter_order,
            agreed_end=game.end_votes[seat],
        )
        for seat in game.seats
    )
    last_cells = action_cells(game.history[-1][1]) if game.history else ()
    return ZarkView(
        viewer=viewer,
        settings=game.settings,
        seats=seats,
        cards=dict(game.cards),
        pieces={cell: tuple(sorted(here)) for cell, here in game.pieces.items()},
        nominations=dict(game.nominations),
        frontier=tuple(frontier(game)),
        deck_count=len(game.deck),
        discard=tuple(game.discard),
        phase=game.phase,
        current=game.current,
        to_act=tuple(game.seats_to_act()),
        first=game.first,
        turn=game.turn,
        winner=game.winner,
        winning_block=game.winning_block,
        can_be_won=game.phase is Phase.OVER or not beyond_winning(game),
        hand=tuple(sorted(game.hands[viewer], key=sort_key)) if viewer is not None else (),
        own_starter=game.starters[viewer] if viewer is not None and not revealed else None,
        starters=tuple(game.starters) if revealed else (None,) * len(game.starters),
        setup_reveals=tuple(game.setup_reveals),
        history=tuple((seat, public_notation(game.phase, action)) for seat, action in game.history),
        last_cells=tuple(cell for cell in last_cells if cell in game.cards),
    )
