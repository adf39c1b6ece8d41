"""The state of a Zark family game: what is where, the questions any position answers, and the low-level moves of
cards and pieces that the rules (`rules.zark.game`, `rules.zark.turn_options`) are made of."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Self

from ..core.actions import Action
from ..core.cells import Cell, cell_name, neighbours
from ..core.errors import IllegalActionError
from ..core.messages import Message
from ..core.phase import Phase
from ..core.seeds import reshuffled
from .actions import Piece
from .blocks import Face
from .cards import Card, card_named
from .events import ZarkEvent
from .settings import ZarkSettings


@dataclass
class ZarkState:
    """What is where in one game, including what no player may see (the deck order, every hand), the questions any
    position answers, and the low-level moves of cards and pieces the turn options (`rules.zark.turn_options`) are
    made of: each checks or does only what it says. `ZarkGame` adds the rules: how actions change it."""

    settings: ZarkSettings
    seed: str
    deck: list[Card]  # the top of the deck is the end of the list
    discard: list[Card] = field(default_factory=list)
    hands: list[list[Card]] = field(default_factory=list)
    stashes: list[list[int]] = field(default_factory=list)  # stashes[seat][size]; index 0 unused
    cards: dict[Cell, Card] = field(default_factory=dict)
    pieces: dict[Cell, list[Piece]] = field(default_factory=dict)  # only cells that hold pieces
    nominations: dict[Cell, Card] = field(default_factory=dict)  # what each Wild on the board stands for
    phase: Phase = Phase.STARTERS
    current: int = 0
    first: int | None = None
    starters: list[Card | None] = field(default_factory=list)
    starter_order: list[int] = field(default_factory=list)
    resigned: list[bool] = field(default_factory=list)
    end_votes: list[bool] = field(default_factory=list)
    turn: int = 0
    winner: int | None = None
    winning_block: tuple[Cell, ...] = ()
    reshuffles: int = 0
    setup_reveals: list[tuple[int, tuple[Card, ...]]] = field(default_factory=list)
    history: list[tuple[int, Action]] = field(default_factory=list)
    initial_order: list[Card] | None = None  # set when a record names the deck order instead of a seed
    _events: list[ZarkEvent] = field(default_factory=list, repr=False, compare=False)
    # ----------------------------------------------------------------- small queries

    @property
    def seats(self) -> range:
        return range(len(self.settings.players))

    def name(self, seat: int) -> str:
        return self.settings.players[seat]

    def active_seats(self) -> list[int]:
        return [seat for seat in self.seats if not self.resigned[seat]]

    def seats_to_act(self) -> list[int]:
        """Who may take a game action now: every player still choosing a starter, or the current player."""
        if self.phase is Phase.OVER:
            return []
        if self.phase is Phase.STARTERS:
            return [s for s in self.active_seats() if self.starters[s] is None]
        return [self.current]

    def seating_from(self, seat: int) -> list[int]:
        """Every seat in seating order ("clockwise"), starting with `seat` itself."""
        count = len(self.settings.players)
        return [(seat + step) % count for step in range(count)]

    def next_seat(self, seat: int) -> int:
        """The next player in seating order who has not resigned."""
        count = len(self.settings.players)
        for step in range(1, count + 1):
            candidate = (seat + step) % count
            if not self.resigned[candidate]:
                return candidate
        return seat

    def hand_of(self, seat: int) -> list[Card]:
        return self.hands[seat]

    def in_stash(self, seat: int, size: int) -> int:
        return self.stashes[seat][size]

    def occupied(self, seat: int) -> set[Cell]:
        return {cell for cell, here in self.pieces.items() if any(owner == seat for owner, _ in here)}

    def controlled(self) -> dict[int, set[Cell]]:
        """For each seat, the cards where it is the only colour (Control)."""
        result: dict[int, set[Cell]] = {seat: set() for seat in self.seats}
        for cell, here in self.pieces.items():
            owner = here[0][0]
            if all(other == owner for other, _ in here):
                result[owner].add(cell)
        return result

    def controlled_by(self, seat: int) -> set[Cell]:
        """The cards where `seat` is the only colour: its part of `controlled`."""
        return {cell for cell, here in self.pieces.items() if all(owner == seat for owner, _ in here)}

    def sole_owner(self, cell: Cell) -> int | None:
        """The seat that controls `cell` (the only colour on it), or None."""
        here = self.pieces.get(cell)
        if not here:
            return None
        owner = here[0][0]
        return owner if all(other == owner for other, _ in here) else None

    def faces(self) -> dict[Cell, Face]:
        face = self.settings.ruleset.face
        return {cell: face(card) for cell, card in self.cards.items()}

    def deck_is_dry(self) -> bool:
        return not self.deck and not self.discard

    def copy(self, *, history: bool = True) -> Self:
        """An independent copy (for trying actions out); much faster than `copy.deepcopy`. With `history` false the
        copy starts with an empty history: cheaper, for search and previews, never for records."""
        copied = object.__new__(type(self))  # every field as it is, then a fresh copy of each mutable one
        fields = copied.__dict__
        fields.update(self.__dict__)
        fields["deck"] = list(self.deck)
        fields["discard"] = list(self.discard)
        fields["hands"] = [list(hand) for hand in self.hands]
        fields["stashes"] = [list(stash) for stash in self.stashes]
        fields["cards"] = dict(self.cards)
        fields["pieces"] = {cell: list(here) for cell, here in self.pieces.items()}
        fields["nominations"] = dict(self.nominations)
        fields["starters"] = list(self.starters)
        fields["starter_order"] = list(self.starter_order)
        fields["resigned"] = list(self.resigned)
        fields["end_votes"] = list(self.end_votes)
        fields["setup_reveals"] = list(self.setup_reveals)
        fields["history"] = list(self.history) if history else []
        fields["initial_order"] = list(self.initial_order) if self.initial_order is not None else None
        fields["_events"] = []
        return copied

    @property
    def winners(self) -> tuple[int, ...]:
        """The winner, once there is one (a Zark game has at most one)."""
        return () if self.winner is None else (self.winner,)

    # ----------------------------------------------------------------- cards moving

    def draw_cards(self, seat: int, count: int, reason: str) -> list[Card]:
        """Draw up to `count` cards, reshuffling the discard pile when the deck runs out (R-10)."""
        drawn: list[Card] = []
        for _ in range(count):
            if not self.deck:
                if not self.discard:
                    break
                self._reshuffle()
            drawn.append(self.deck.pop())
        self.hands[seat].extend(drawn)
        self._events.append(ZarkEvent("drew", seat, tuple(drawn), private=True, count=len(drawn)))
        return drawn

    def _reshuffle(self) -> None:
        self.reshuffles += 1
        self.deck = reshuffled(self.discard, self.seed, self.reshuffles)
        self.discard = []
        self._events.append(ZarkEvent("reshuffled", count=len(self.deck)))

    # The changes and checks the turn options (`turn_options`) are made of: each checks or does only what it says.

    def require_in_hand(self, seat: int, cards: tuple[Card, ...] | list[Card]) -> None:
        """Refuse, in words, cards `seat` does not hold (as many of each as named)."""
        hand = self.hands[seat]
        for card in dict.fromkeys(cards):  # each card once, in the order named
            if refusal := self.settings.ruleset.not_in_deck(card):
                raise IllegalActionError(refusal)
            held = hand.count(card)
            if held < cards.count(card):
                if held == 0:
                    raise IllegalActionError(Message("zark-state-not-in-hand", card=card_named(card)))
                raise IllegalActionError(Message("zark-state-hold-only", count=held, card=card_named(card)))

    def spend(self, seat: int, cards: tuple[Card, ...] | list[Card]) -> None:
        """Move cards from the hand to the discard pile (paying for an attack, discarding an Ace to fly)."""
        for card in cards:
            self.hands[seat].remove(card)
        self.discard.extend(cards)

    def require_empty_next_to_a_card(self, cell: Cell, exclude: Cell | None = None) -> None:
        """Refuse a cell that holds a card, or has none beside it but `exclude` (a card about to fly away)."""
        if cell in self.cards:
            raise IllegalActionError(Message("zark-state-cell-taken", cell=cell_name(cell)))
        if not any(n in self.cards and n != exclude for n in neighbours(cell)):
            raise IllegalActionError(Message("zark-state-not-next-to-a-card", cell=cell_name(cell)))

    # ----------------------------------------------------------------- pieces

    def add_piece(self, cell: Cell, seat: int, size: int) -> None:
        """A pyramid from the seat's stash onto `cell`."""
        self.stashes[seat][size] -= 1
        self.pieces.setdefault(cell, []).append((seat, size))

    def remove_piece(self, cell: Cell, seat: int, size: int) -> None:
        """A pyramid from `cell` back to its owner's stash."""
        here = self.pieces[cell]
        here.remove((seat, size))
        if not here:
            del self.pieces[cell]
        self.stashes[seat][size] += 1
