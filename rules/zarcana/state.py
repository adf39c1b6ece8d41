"""The state of a Zarcana game: what is where, the questions any position answers, and the low-level moves of
cards and minions that the rules (`rules.zarcana.game`, `rules.zarcana.effects`) are made of."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from typing import Self

from ..core.actions import Action
from ..core.cells import Cell, neighbours
from ..core.phase import Phase
from ..core.seeds import reshuffled
from .cards import TarotCard
from .events import ZarcanaEvent
from .legal import reorient_actions
from .minions import Minion
from .settings import ZarcanaSettings
from .tasks import DECISIONS, Decision, Reorienting, Task, decider


@dataclass
class ZarcanaState:
    """What is where in one game, including what no player may see (the deck order, every hand, face-down cards).
    `ZarcanaGame` adds the rules: how actions change it."""

    settings: ZarcanaSettings
    seed: str
    deck: list[TarotCard]  # the top of the deck is the end of the list
    discard: list[TarotCard] = field(default_factory=list)  # face up; the top is the end
    hands: list[list[TarotCard]] = field(default_factory=list)
    stashes: list[list[int]] = field(default_factory=list)  # stashes[seat][size]; index 0 unused (Z-1, Z-2)
    stacks: dict[Cell, list[TarotCard]] = field(default_factory=dict)  # bottom first; only spaces with cards (Z-7, Z-9)
    face_down: dict[TarotCard, int] = field(default_factory=dict)  # face-down cards on the board -> who placed it
    minions: dict[Cell, list[Minion]] = field(default_factory=dict)  # only spaces with minions
    phase: Phase = Phase.ACTION  # ACTION until the game is OVER
    current: int = 0
    first: int = 0
    turn: int = 1
    tasks: list[Task] = field(default_factory=list)  # what is left of the option under way; a decision on top waits
    in_play: list[TarotCard] = field(default_factory=list)  # played or drawn by the Fool, not yet discarded (H-9)
    extra_options: list[TarotCard] = field(default_factory=list)  # High Priestess options to come, by granting card
    forbidden: TarotCard | None = None  # during such an option, the card that granted it (Z-37)
    reshuffles: int = 0  # times the deck ran out (Z-65): once, it is "used up" (H-24); twice, the safety end (H-18)
    ending: bool = False  # H-18's safety end: the game ends with this turn
    declarer: int | None = None  # who declared the final round (Z-66)
    final_round: list[int] | None = None  # H-18: the seats still to take their last turn
    resigned: list[bool] = field(default_factory=list)
    end_votes: list[bool] = field(default_factory=list)
    winners: tuple[int, ...] = ()
    scores: tuple[int, ...] = ()  # Z-62, at the end
    known: list[list[set[TarotCard]]] = field(default_factory=list)  # known[a][b]: cards a knows b holds
    history: list[tuple[int, Action]] = field(default_factory=list)
    initial_order: list[TarotCard] | None = None
    _events: list[ZarcanaEvent] = field(default_factory=list, repr=False, compare=False)

    # ----------------------------------------------------------------- what anyone may ask (a `Position`)

    @property
    def seats(self) -> range:
        return range(len(self.settings.players))

    def name(self, seat: int) -> str:
        return self.settings.players[seat]

    @property
    def pending(self) -> Decision | None:
        """The decision the game waits for, if any (`rules.zarcana.tasks`)."""
        top = self.tasks[-1] if self.tasks else None
        return top if isinstance(top, DECISIONS) else None

    def seats_to_act(self) -> list[int]:
        if self.phase is Phase.OVER:
            return []
        decision = self.pending
        return [decider(decision, self.current) if decision is not None else self.current]

    def top_face(self, cell: Cell) -> TarotCard | None:
        stack = self.stacks.get(cell)
        if not stack or stack[-1] in self.face_down:
            return None
        return stack[-1]

    def hand_of(self, seat: int) -> list[TarotCard]:
        return self.hands[seat]

    def hand_size(self, seat: int) -> int:
        return len(self.hands[seat])

    def in_stash(self, seat: int, size: int) -> int:
        return self.stashes[seat][size]

    def available(self) -> int:
        return len(self.deck) + len(self.discard)

    @property
    def deck_count(self) -> int:
        return len(self.deck)

    def is_active(self, seat: int) -> bool:
        return not self.resigned[seat]

    def active_seats(self) -> list[int]:
        return [seat for seat in self.seats if not self.resigned[seat]]

    def can_declare(self) -> bool:
        return self.phase is not Phase.OVER and self.reshuffles > 0 and self.declarer is None

    def next_seat(self, seat: int) -> int:
        count = len(self.settings.players)
        for step in range(1, count + 1):
            if not self.resigned[(seat + step) % count]:
                return (seat + step) % count
        return seat

    def copy(self, *, history: bool = True) -> Self:
        """An independent copy (for trying actions out); with `history` false the copy's history starts empty."""
        return replace(
            self,
            deck=list(self.deck),
            discard=list(self.discard),
            hands=[list(hand) for hand in self.hands],
            stashes=[list(stash) for stash in self.stashes],
            stacks={cell: list(stack) for cell, stack in self.stacks.items()},
            face_down=dict(self.face_down),
            minions={cell: list(here) for cell, here in self.minions.items()},
            tasks=list(self.tasks),
            in_play=list(self.in_play),
            extra_options=list(self.extra_options),
            final_round=list(self.final_round) if self.final_round is not None else None,
            resigned=list(self.resigned),
            end_votes=list(self.end_votes),
            known=[[set(cards) for cards in row] for row in self.known],
            history=list(self.history) if history else [],
            initial_order=list(self.initial_order) if self.initial_order is not None else None,
            _events=[],
        )

    # ----------------------------------------------------------------- cards moving (Z-65, H-18, H-24)

    def draw_card(self) -> TarotCard | None:
        """The top card of the deck; when the deck has run out, the discard pile is shuffled into a new one first
        (Z-65). The first time sets H-24's "used up"; the second time, with the safety option, the game ends with
        this turn (H-18), which still finishes with the new deck. None when no card is left anywhere."""
        if not self.deck:
            if not self.discard:
                return None
            if self.settings.safety_end and self.reshuffles >= 1 and not self.ending:
                self.ending = True
                self.add_event("safety-end")
            self.reshuffles += 1
            self.deck, self.discard = reshuffled(self.discard, self.seed, self.reshuffles), []
            self.add_event("reshuffled", count=len(self.deck))
        return self.deck.pop()

    def draw_into(self, seat: int, count: int) -> None:
        drawn = [card for card in (self.draw_card() for _ in range(count)) if card is not None]
        self.hands[seat] += drawn
        self.add_event("drew", seat=seat, cards=tuple(drawn), seen_by=(seat,), count=len(drawn))

    def remove_top(self, cell: Cell) -> None:
        """Z-9: the top card to the discard pile (face up, so a face-down one is revealed); the card beneath counts."""
        stack = self.stacks[cell]
        card = stack.pop()
        if not stack:
            del self.stacks[cell]
        self.face_down.pop(card, None)
        self.discard.append(card)
        self.add_event("razed", cells=(cell,), cards=(card,))

    def give(self, giver: int, receiver: int, cards: tuple[TarotCard, ...]) -> None:
        for card in cards:
            self.hands[giver].remove(card)
        self.hands[receiver] += cards
        self.known[giver][receiver] |= set(cards)
        self.known[receiver][giver] -= set(cards)
        for seat in self.seats:
            if seat not in (giver, receiver):
                self.known[seat][giver].clear()  # which cards went is secret: what they knew of the hand is lost
        self.add_event("gave", seat=giver, other=receiver, cards=cards, seen_by=(giver, receiver), count=len(cards))

    def swap_hands(self, seat: int, other: int) -> None:
        """Z-46: each learns the other's new hand, and everyone's knowledge follows the hands."""
        mine, theirs = self.hands[seat], self.hands[other]
        self.hands[seat], self.hands[other] = theirs, mine
        for row in self.known:
            row[seat], row[other] = row[other], row[seat]
        self.known[seat][other], self.known[other][seat] = set(mine), set(theirs)
        self.known[seat][seat], self.known[other][other] = set(), set()
        self.add_event("swapped", seat=seat, other=other, count=len(mine))
        for who, cards in ((seat, theirs), (other, mine)):
            self.add_event("received", seat=who, cards=tuple(cards), seen_by=(who,), count=len(cards))

    def forget(self, holder: int, cards: Iterable[TarotCard]) -> None:
        """Cards seen leaving a hand are no longer known to be in it."""
        gone = set(cards)
        for row in self.known:
            row[holder] -= gone

    def learn_all(self, holder: int, cards: Iterable[TarotCard]) -> None:
        for seat, row in enumerate(self.known):
            if seat != holder:
                row[holder] |= set(cards)

    # ----------------------------------------------------------------- minions (Z-2, Z-12)

    def add_minion(self, cell: Cell, minion: Minion) -> None:
        self.stashes[minion.owner][minion.size] -= 1
        self.minions.setdefault(cell, []).append(minion)

    def remove_minion(self, cell: Cell, minion: Minion) -> None:
        here = self.minions[cell]
        here.remove(minion)
        if not here:
            del self.minions[cell]
        self.stashes[minion.owner][minion.size] += 1

    def replace_minion(self, cell: Cell, old: Minion, new: Minion) -> None:
        self.remove_minion(cell, old)
        self.add_minion(cell, new)

    def bury_stranded(self) -> None:
        """Z-12, Z-60: a minion in an empty space next to no card is destroyed at once; next to a card (Z-8: along an
        edge) it is in wasteland and stays (Z-11)."""
        for cell in [cell for cell in self.minions if cell not in self.stacks]:
            if not any(n in self.stacks for n in neighbours(cell)):
                for minion in list(self.minions[cell]):
                    self.remove_minion(cell, minion)
                    self.add_event("lost", seat=minion.owner, cells=(cell,), count=minion.size)

    def push_task(self, task: Task) -> None:
        self.tasks.append(task)

    def push_reorienting(self, scope: Reorienting) -> None:
        """Ask for one more minion only while one may still turn."""
        self.tasks.append(scope)
        if not reorient_actions(self, self.current, scope):
            self.tasks.pop()

    def add_event(
        self,
        kind: str,
        *,
        seat: int | None = None,
        other: int | None = None,
        cards: tuple[TarotCard, ...] = (),
        seen_by: tuple[int, ...] | None = None,
        cells: tuple[Cell, ...] = (),
        count: int = 0,
        seats: tuple[int, ...] = (),
    ) -> None:
        self._events.append(ZarcanaEvent(kind, seat, other, cards, seen_by, cells, count, seats))
