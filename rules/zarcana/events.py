"""What happened while an action resolved, for the bot to report: public facts, and private ones for some seats.

An event's `cards` may be secret: when `seen_by` is not None only those seats may see them (`for_seat` blanks them
for anyone else; the rest of the event, counts included, is public). The kinds:

``turn`` a new turn for `seat` (`count` is the turn number); ``extra-option`` the High Priestess gives `seat` one
more option, not with `cards[0]` (Z-37); ``drew`` `seat` drew `count` cards (`cards` private to them);
``reshuffled`` the discard pile became the deck (Z-65); ``safety-end`` the deck ran out a second time: the game ends
with this turn (H-18); ``fool-drew`` the Fool turned up `cards[0]` (public, Z-35); ``no-use`` it had no legal use and
was discarded; ``placed`` `seat` placed a small on `cells[0]`; ``built`` `cards[0]` went on `cells[0]`;
``face-down`` the Wheel put a card face down on `cells[0]` (`cards` private to the placer, Z-45); ``razed`` the top
card of `cells[0]`, `cards[0]`, was removed and discarded (a face-down card is revealed so); ``destroyed`` and
``reduced`` a minion of `seat` on `cells[0]` (`count` its size, or its new size); ``lost`` a minion of `seat` left
in the void on `cells[0]` was destroyed (Z-12); ``converted`` a minion of `seat` became `other`'s; ``created`` the
Lovers' new minion; ``transported`` the Moon carried `cells[0]` to `cells[1]`; ``demand`` `seat` demands `count`
cards from `other` (Z-39); ``gave`` `seat` gave `other` `count` cards (`cards` seen by both); ``swapped`` `seat`
and `other` swapped hands (Z-46); ``received`` `seat`'s new hand after a swap (private to them); ``took``
Judgement's cards from the discard pile (public, Z-55); ``discarded`` `seat`'s whole hand went to the pile, the
last card on top (option 6); ``final-round`` `seat` declared it, and `seats` will each play once more (H-18);
``revealed`` a face-down card turned up at the end (Z-45); ``scored`` the game is over: `seats` won (Z-62 to Z-64,
H-19; the scores are in the view); ``won`` the last player left wins; ``ended`` ended by agreement, no winner.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ..core.cells import Cell
from .cards import TarotCard


@dataclass(frozen=True, slots=True)
class ZarcanaEvent:
    kind: str
    seat: int | None = None
    other: int | None = None
    cards: tuple[TarotCard, ...] = ()
    seen_by: tuple[int, ...] | None = None  # None: `cards` are public; else only these seats may see them
    cells: tuple[Cell, ...] = ()
    count: int = 0
    seats: tuple[int, ...] = ()

    @property
    def private(self) -> bool:
        return self.seen_by is not None

    def for_seat(self, viewer: int | None) -> ZarcanaEvent:
        """The event as `viewer` may see it (None: everyone): private cards blanked for anyone not involved."""
        if self.seen_by is None or (viewer is not None and viewer in self.seen_by):
            return self
        return replace(self, cards=())


def events_for(events: list[ZarcanaEvent], viewer: int | None) -> list[ZarcanaEvent]:
    """What `viewer` (None: the public) may be told of `events`."""
    return [event.for_seat(viewer) for event in events]
