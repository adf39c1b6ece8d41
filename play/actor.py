"""Who acts in a game, and for which seat: the referee's one notion of "who", instead of flags.

A player plays their own seat. The host may act for another player's seat (removing a player who missed too many
deadlines, R-18): the move is that seat's, logged as the host's. The caretaker plays for a player whose deadline
passed: logged with no user, and counted in that player's streak. A computer player plays its own seat:
logged with no user, and never counted as a caretaker move.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum


class Role(Enum):
    PLAYER = "player"
    HOST = "host"
    CARETAKER = "caretaker"
    COMPUTER = "computer"


@dataclass(frozen=True, slots=True)
class Actor:
    seat_user: int  # the user whose seat acts
    logged_user: int | None  # who the move log names: the asker; nobody for the caretaker
    role: Role
    continuing: bool = False  # a further move of the same caretaker turn: the missed deadline counts once

    @classmethod
    def player(cls, user_id: int) -> Actor:
        return cls(user_id, user_id, Role.PLAYER)

    @classmethod
    def host_for(cls, host_id: int, player_id: int) -> Actor:
        return cls(player_id, host_id, Role.HOST)

    @classmethod
    def caretaker_for(cls, player_id: int, *, continuing: bool = False) -> Actor:
        return cls(player_id, None, Role.CARETAKER, continuing)

    @classmethod
    def computer(cls, seat_user: int) -> Actor:
        return cls(seat_user, None, Role.COMPUTER)
