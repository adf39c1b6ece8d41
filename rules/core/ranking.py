"""A finished game's ranking of its seats, best first: what the ratings learn from (`GameKind.ranking`).

A ranking is a tuple of places, best first, each the seats that share it (a tie). Every seat of the game is in
exactly one place. Each kind says how its games rank the players still seated; what every kind shares is here:
a player who resigned (or was removed, which the log records as their resignation, R-18) ranks below everyone
still seated, and of those who left, the later leaver ranks higher (they outlasted the others).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from .actions import Action, Resign

#: Places, best first; each place is the seats tied in it.
Ranking = tuple[tuple[int, ...], ...]


def leaving_order(history: Iterable[tuple[int, Action]]) -> list[int]:
    """The seats that resigned, in the order they left."""
    return [seat for seat, action in history if isinstance(action, Resign)]


def with_leavers(seated: Sequence[Sequence[int]], history: Iterable[tuple[int, Action]]) -> Ranking:
    """The places of the players still seated (best first; empty places dropped), then those who left, the last
    to leave first, one place each."""
    places = [tuple(place) for place in seated if place]
    places += [(seat,) for seat in reversed(leaving_order(history))]
    return tuple(places)


def ordered_by(seats: Sequence[int], key: Mapping[int, tuple[int, ...]]) -> Ranking:
    """`seats` in places by `key`, highest first; seats with equal keys share a place."""
    places: list[list[int]] = []
    last: tuple[int, ...] | None = None
    for seat in sorted(seats, key=lambda seat: (tuple(-part for part in key[seat]), seat)):
        if key[seat] != last:
            places.append([])
            last = key[seat]
        places[-1].append(seat)
    return tuple(tuple(place) for place in places)
