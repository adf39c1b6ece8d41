"""The questions the rule checks and the legal-action lists ask of a position.

Both the whole game (`ZarcanaGame`) and one seat's own view (`ZarcanaView`) answer them, so what a player is offered
is computed from what that player may see. A view answers `hand_of` for its own seat only and shows a face-down
card as None: no check needs to know what a face-down card is (Z-45, Z-61).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Protocol

from ..core.cells import Cell
from ..core.phase import Phase
from .cards import TarotCard
from .minions import Minion
from .settings import ZarcanaSettings
from .tasks import Decision


class Position(Protocol):
    @property
    def settings(self) -> ZarcanaSettings: ...
    @property
    def stacks(self) -> Mapping[Cell, Sequence[TarotCard | None]]: ...  # bottom card first; None: face down
    @property
    def minions(self) -> Mapping[Cell, Sequence[Minion]]: ...
    @property
    def discard(self) -> Sequence[TarotCard]: ...  # the top card last
    @property
    def phase(self) -> Phase: ...
    @property
    def current(self) -> int: ...
    @property
    def forbidden(self) -> TarotCard | None: ...  # during a High Priestess option, the card that granted it (Z-37)
    @property
    def pending(self) -> Decision | None: ...
    @property
    def deck_count(self) -> int: ...  # the cards left in the deck
    @property
    def declarer(self) -> int | None: ...  # who declared the final round (Z-66), if anyone has

    def top_face(self, cell: Cell) -> TarotCard | None:
        """The top card of `cell` if it lies face up; None for an empty space or a face-down card (Z-9, Z-45)."""
        ...

    def name(self, seat: int) -> str: ...  # the player's name: sentences name players, never seat numbers
    def hand_of(self, seat: int) -> Sequence[TarotCard]: ...
    def hand_size(self, seat: int) -> int: ...
    def in_stash(self, seat: int, size: int) -> int: ...
    def available(self) -> int:
        """Cards a draw could still find: the deck and the discard pile that would be reshuffled into it (Z-65)."""
        ...

    def seats_to_act(self) -> Sequence[int]: ...
    def is_active(self, seat: int) -> bool: ...
    def can_declare(self) -> bool:
        """Z-66, H-24: the deck has been used up and reshuffled, and no final round is under way."""
        ...
