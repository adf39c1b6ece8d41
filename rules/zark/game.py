"""The rules of a Zark family game: how actions change its state (`rules.zark.state`).

`ZarkGame.apply(seat, action)` checks the action completely before it changes anything, so an illegal action raises
an `IllegalActionError` and leaves the game exactly as it was. All chance comes from the game's seed: the deal
shuffles with ``Random(f"{seed}:deal")`` and the n-th reshuffle of the discard pile with
``Random(f"{seed}:reshuffle:{n}")`` (string seeds hash the same way on every machine), so a game replays exactly
from its record.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from ..core.actions import SMALL, Action, AgreeEnd, Resign
from ..core.cells import ORIGIN, Cell, neighbours
from ..core.errors import IllegalActionError, NotYourTurnError, refuse_if_cannot_act
from ..core.messages import Message
from ..core.phase import Phase
from ..core.seeds import dealt_deck
from . import legal
from . import turn_options as options
from .actions import Discard, Nominate, Place, Starter
from .blocks import Face, find_block, find_block_through
from .cards import CARD_INFO, Card, card_named
from .events import ZarkEvent
from .hidden import resample_hidden
from .ruleset import Ruleset
from .settings import HAND_LIMIT, ZarkSettings
from .state import ZarkState
from .views import ZarkView, action_cells, make_view


@dataclass
class ZarkGame(ZarkState):
    """Everything about one game, including what no player may see (the deck order, every hand)."""

    # ----------------------------------------------------------------- creation and the deal

    @classmethod
    def new(cls, settings: ZarkSettings, seed: str | int, order: list[Card] | None = None) -> ZarkGame:
        """Shuffle (or take `order`, top card first), deal three each and redeal as R-1 says."""
        seed = str(seed)
        deck = dealt_deck(settings.ruleset.cards(), seed, order, settings.ruleset.deck)
        seats = len(settings.players)
        game = cls(
            settings=settings,
            seed=seed,
            deck=deck,
            hands=[[] for _ in range(seats)],
            stashes=[[0, 3, 3, 3] for _ in range(seats)],
            starters=[None] * seats,
            resigned=[False] * seats,
            end_votes=[False] * seats,
            initial_order=list(order) if order is not None else None,
        )
        for _ in range(3):
            for seat in range(seats):
                game.draw_cards(seat, 1, "deal")
        game._redeal_until_everyone_has_a_number()
        game._events.clear()
        return game

    def _redeal_until_everyone_has_a_number(self) -> None:
        while not self.deck_is_dry():
            without = [s for s, hand in enumerate(self.hands) if not any(map(self.settings.ruleset.is_number, hand))]
            if not without:
                return
            for seat in without:
                self.setup_reveals.append((seat, tuple(self.hands[seat])))
            for seat in range(len(self.hands)):
                self.draw_cards(seat, 1, "deal")

    # ----------------------------------------------------------------- applying actions

    def view(self, seat: int | None = None) -> ZarkView:
        """What `seat` may see (its own hand, nothing secret); None gives the public view."""
        return make_view(self, seat)

    def resample(self, seat: int, rng: random.Random) -> ZarkGame:
        """The game as `seat` may believe it to be (`hidden.resample_hidden`)."""
        return resample_hidden(self, seat, rng)

    def as_if_turn_of(self, seat: int) -> None:
        """Make it `seat`'s turn in this copy, without the opening draw (its cards would be unknown anyway), for a
        preview by a player waiting for their turn; not while starters are chosen or placed (R-2, R-3)."""
        if self.phase is Phase.STARTERS:
            raise IllegalActionError(Message("zark-preview-starters-being-chosen"))
        if self.phase is Phase.HATCHING and self.starters[seat] is None:
            raise IllegalActionError(Message("zark-preview-starter-placed"))
        self.current = seat
        if self.phase is Phase.DISCARD:
            self.phase = Phase.ACTION

    def legal_actions(self, seat: int) -> list[Action]:
        """Every game action `seat` may take now (Resign and AgreeEnd are always open and not listed)."""
        return legal.legal_actions(self, seat)

    def apply(self, seat: int, action: Action) -> list[ZarkEvent]:
        """Check `action` for `seat` and carry it out; return what happened. Raises and changes nothing if illegal."""
        refuse_if_cannot_act(self.phase, self.resigned, seat)
        self._events = []
        if isinstance(action, Resign):
            self._resign(seat)
        elif isinstance(action, AgreeEnd):
            self._agree_end(seat)
        elif isinstance(action, Starter):
            self._choose_starter(seat, action)
        elif isinstance(action, Place):
            self._place_starter(seat, action)
        elif isinstance(action, Discard):
            self._discard(seat, action)
        elif isinstance(action, Nominate):
            self._check_turn(seat)
            options.nominate(self, seat, action)  # free: the turn goes on, and no block changes
        else:
            self._turn_option(seat, action)
        self.history.append((seat, action))
        events, self._events = self._events, []
        return events

    def _check_turn(self, seat: int) -> None:
        if seat != self.current:
            raise NotYourTurnError(Message("zark-not-your-turn", name=self.name(self.current)))

    def _turn_option(self, seat: int, action: Action) -> None:
        if self.phase is Phase.STARTERS:
            raise IllegalActionError(Message("zark-not-started"))
        self._check_turn(seat)
        if self.phase is Phase.HATCHING:
            raise IllegalActionError(Message("zark-first-round"))
        if self.phase is Phase.DISCARD:
            raise IllegalActionError(Message("zark-discard-first", count=len(self.hands[seat]), limit=HAND_LIMIT))
        handler = options.HANDLERS.get(type(action))
        if handler is None:
            raise IllegalActionError(Message("zark-not-a-turn-option", text=repr(action.notation())))
        handler(self, seat, action)
        self._after_option(seat, action_cells(action))

    def _after_option(self, seat: int, changed: tuple[Cell, ...]) -> None:
        """R-17 win check, then the hand limit (R-8), then the next turn. An option that changes no cell (a Draw)
        cannot make a block, since none stood before it (the game would be over), so it needs no check."""
        if changed and self._check_win(seat, changed):
            return
        excess = len(self.hands[seat]) - HAND_LIMIT
        if excess > 0:
            self.phase = Phase.DISCARD
            self._events.append(ZarkEvent("discard-needed", seat, count=excess))
        else:
            self._end_turn()

    def _end_turn(self) -> None:
        self.current = self.next_seat(self.current)
        self.turn += 1
        self.phase = Phase.ACTION
        self._events.append(ZarkEvent("turn", self.current, count=self.turn))
        if self.settings.ruleset.turn_draw:
            self.draw_cards(self.current, 1, "turn")

    def _check_win(self, acting: int, changed: tuple[Cell, ...] | None = None) -> bool:
        """R-17: the acting player first, then the others in turn order after them. With `changed`, the cells an
        action changed, only blocks through them are looked at: no block stood before it (the game would be over),
        and who controls a card, or which cards are neighbours, changes only there."""
        rules = self.settings.ruleset
        if changed is None:
            controlled = self.controlled()
            faces = self.faces()
            for seat in self.seating_from(acting):
                if not self.resigned[seat]:
                    block = find_block(controlled[seat], faces, rules.block_size, rules.number_ranks)
                    if block is not None:
                        self._finish(seat, block)
                        return True
            return False
        # A block through a changed cell is made only of cards its seat controls, that one among them: only the seats
        # controlling a changed cell are looked at.
        holders = {self.sole_owner(cell) for cell in changed}
        holders.discard(None)
        if not holders:
            return False
        lazy_faces = _Faces(self.cards, rules)
        for seat in self.seating_from(acting):
            if seat in holders and not self.resigned[seat] and self._holds_two_side_by_side(seat, changed):
                mine = self.controlled_by(seat)
                block = find_block_through(changed, mine, lazy_faces, rules.block_size, rules.number_ranks)
                if block is not None:
                    self._finish(seat, block)
                    return True
        return False

    def _holds_two_side_by_side(self, seat: int, changed: tuple[Cell, ...]) -> bool:
        """Whether `seat` controls a changed card and one next to it: what any block through a changed card needs."""
        owner = self.sole_owner
        return any(owner(cell) == seat and any(owner(n) == seat for n in neighbours(cell)) for cell in changed)

    def _finish(self, winner: int | None, block: tuple[Cell, ...] = ()) -> None:
        self.phase = Phase.OVER
        self.winner = winner
        self.winning_block = block
        self._events.append(ZarkEvent("won" if winner is not None else "ended", winner, cells=block))

    # ----------------------------------------------------------------- setup

    def _choose_starter(self, seat: int, action: Starter) -> None:
        if self.phase is not Phase.STARTERS:
            raise IllegalActionError(Message("zark-starters-chosen"))
        if self.starters[seat] is not None:
            raise IllegalActionError(Message("zark-starter-chosen-already"))
        self.require_in_hand(seat, [action.card])
        rules = self.settings.ruleset
        if not rules.is_number(action.card):
            lowest, highest = rules.number_ranks.start, rules.number_ranks.stop - 1
            said = Message("zark-starter-not-a-number", card=card_named(action.card), lowest=lowest, highest=highest)
            raise IllegalActionError(said)
        self.hands[seat].remove(action.card)
        self.starters[seat] = action.card
        self.starter_order.append(seat)
        self._reveal_starters_if_all_chosen()

    def _reveal_starters_if_all_chosen(self) -> None:
        active = self.active_seats()
        if any(self.starters[seat] is None for seat in active):
            return

        def priority(seat: int) -> tuple[int, int]:
            card = self.starters[seat]
            assert card is not None
            return (CARD_INFO[card].rank, -self.starter_order.index(seat))

        first = max(active, key=priority)
        self.first = first
        revealed = tuple(self.starters[seat] or Card("") for seat in self.seats)  # "" for a seat that resigned
        self._events.append(ZarkEvent("starters", first, revealed))
        self._put_starter(first, ORIGIN)
        self.phase = Phase.HATCHING
        self.current = first
        self._next_placement()

    def _put_starter(self, seat: int, cell: Cell) -> None:
        card = self.starters[seat]
        assert card is not None
        self.cards[cell] = card
        self.starters[seat] = None
        self.add_piece(cell, seat, SMALL)

    def _next_placement(self) -> None:
        """Hand the first round to the next player with a starter still to place, or begin normal turns."""
        assert self.first is not None
        order = self.seating_from(self.first)
        for seat in order[order.index(self.current) + 1 :]:
            if self.starters[seat] is not None and not self.resigned[seat]:
                self.current = seat
                return
        self.phase = Phase.ACTION
        self.current = self.first if not self.resigned[self.first] else self.next_seat(self.first)
        self.turn = 1
        self._events.append(ZarkEvent("turn", self.current, count=self.turn))
        if self.settings.ruleset.turn_draw:
            self.draw_cards(self.current, 1, "turn")

    def _place_starter(self, seat: int, action: Place) -> None:
        if self.phase is not Phase.HATCHING:
            raise IllegalActionError(Message("zark-starters-first-round"))
        self._check_turn(seat)
        self.require_empty_next_to_a_card(action.cell)
        self._put_starter(seat, action.cell)
        if not self._check_win(seat):
            self._next_placement()

    # ----------------------------------------------------------------- end of turn, resign, agreed end

    def _discard(self, seat: int, action: Discard) -> None:
        if self.phase is not Phase.STARTERS:
            self._check_turn(seat)
        if self.phase is not Phase.DISCARD:
            raise IllegalActionError(Message("zark-nothing-to-discard"))
        excess = len(self.hands[seat]) - HAND_LIMIT
        if len(action.cards) != excess:
            said = Message("zark-discard-exactly", count=len(self.hands[seat]), excess=excess, limit=HAND_LIMIT)
            raise IllegalActionError(said)
        self.require_in_hand(seat, action.cards)
        self.spend(seat, action.cards)
        self._end_turn()

    def _resign(self, seat: int) -> None:
        """R-18. After the pieces leave, other players may now control a block: R-17 is checked from `seat` on."""
        for cell, here in list(self.pieces.items()):
            for owner, size in list(here):
                if owner == seat:
                    self.remove_piece(cell, owner, size)
        self.resigned[seat] = True
        active = self.active_seats()
        if len(active) == 1:
            self._finish(active[0])
            return
        if self.phase is Phase.STARTERS:
            self._reveal_starters_if_all_chosen()
        elif self.phase is Phase.HATCHING:
            if seat == self.current:
                self._next_placement()
        elif seat == self.current:
            self._end_turn()
        if self.phase is not Phase.STARTERS and self._check_win(self.next_seat(seat)):
            return
        if all(self.end_votes[s] for s in self.active_seats()):
            self._finish(None)

    def _agree_end(self, seat: int) -> None:
        if self.end_votes[seat]:
            raise IllegalActionError(Message("zark-agreed-already"))
        self.end_votes[seat] = True
        if all(self.end_votes[s] for s in self.active_seats()):
            self._finish(None)


class _Faces(dict[Cell, Face]):
    """The faces of a board's cards, each worked out when first asked for (a win check looks at a few cards)."""

    def __init__(self, cards: dict[Cell, Card], rules: Ruleset) -> None:
        super().__init__()
        self._cards, self._rules = cards, rules

    def __missing__(self, cell: Cell) -> Face:
        face = self[cell] = self._rules.face(self._cards[cell])
        return face
