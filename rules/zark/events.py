"""What happened while an action resolved, for the bot to report (`ZarkGame.apply` returns them)."""

from __future__ import annotations

from dataclasses import dataclass

from ..core.cells import Cell
from .cards import Card


@dataclass(frozen=True, slots=True)
class ZarkEvent:
    """Something that happened while an action resolved, for the bot to report.

    `cards` are private to `seat` when `private` is true (what a player drew); everything else is public.
    Kinds: ``drew``, ``reshuffled``, ``revealed`` (R-1 hand shown to all), ``starters`` (R-2 reveal),
    ``turn`` (a new turn begins for `seat`), ``discard-needed``, ``won``, ``ended``.
    """

    kind: str
    seat: int | None = None
    cards: tuple[Card, ...] = ()
    private: bool = False
    cells: tuple[Cell, ...] = ()
    count: int = 0
