"""What a committed move, or a game's start, owes the table, written with it (`data.outbox`) and delivered until
delivered (`cogs.support.delivery`): the board for everyone, with what happened and who acts next, mentioning them; a DM
to each player who must act now and asked for DMs (`to_tell`); and after the move that ends the game, its animated
replay (`replay_owed`). Words only: `cogs/` draws the board and the replay, and posts.

Several boards of one game owed at once go out as one message (the newest board says it all): `boards_message` joins
their lines, and the mentions are the newest's.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from data import GameResult, GameRow, LoadedGame, Owed
from rules import GameView, Phase
from rules.core.words import plural

from .families import family_of
from .moves import Played
from .ratings import rating_changes
from .reports import headline, to_ping, to_tell
from .texts import game_name, who
from .tutorial import first_lines

BOARD, DM, REPLAY = "board", "dm", "replay"


def move_owes(
    played: Played, result: GameResult | None = None, *, caretaker: bool = False, lesson: Sequence[str] = ()
) -> list[Owed]:
    """What a move owes: its board, then the turn DMs (none after a free action, which leaves the turn as it was).
    The move that ends a rated game (its `result`, written with it) adds how everyone's rating moved; the move that
    ends any game owes its replay too. A tutorial's `lesson` (`play.tutorial`), the options it explains at this
    moment, goes under the move's line."""
    public, row = played.public, played.row
    family = family_of(public)
    text = "\n".join([headline(played, caretaker=caretaker), *lesson])
    if played.turn_goes_on:
        return [board(text, family.turn_goes_on_line(public), [])]
    next_line = family.next_step_line(public, row)
    if result is not None:
        next_line = f"{next_line}\n{rating_changes(result, row)}" if next_line else rating_changes(result, row)
    owed = [board(text, next_line, to_ping(public, row))]
    ended = [replay_owed()] if public.phase is Phase.OVER else []
    return owed + [turn_dm(row, user_id) for user_id in to_tell(played)] + ended


def start_owes(loaded: LoadedGame) -> list[Owed]:
    """What a game's start owes: the first board, and a DM to everyone who must choose a starter now."""
    row, game = loaded.row, loaded.game
    assert game is not None
    public = game.view(None)
    players = ", ".join(p.name if p.is_computer else f"{p.name} ({who(p)})" for p in row.players)
    begun = f"Game {row.id} has begun! Seats in order: {players}. Press **My hand** to see your cards."
    if game.settings.hints:
        begun += " Hints are on: /zark hint suggests your move (this game is not rated)."
    begun = "\n".join([begun, *first_lines(row.settings, game)])  # a tutorial's first explanations, if any
    first = board(begun, family_of(public).next_step_line(public, row), to_ping(public, row))
    return [first] + [turn_dm(row, user_id) for user_id in row.waiting_user_ids]


def board(text: str, next_line: str, pinged: Sequence[int]) -> Owed:
    return Owed(BOARD, {"text": text, "next": next_line, "ping": list(pinged)})


def turn_dm(row: GameRow, user_id: int) -> Owed:
    return Owed(DM, {"user_id": user_id, "text": f"It is your move in {game_name(row)}."})


def replay_owed() -> Owed:
    """The animated replay of the whole game, owed once by the move that ends it: drawn and posted after its last
    board (`cogs.support.delivery`), from the game as stored, so the payload needs nothing."""
    return Owed(REPLAY, {})


def boards_message(payloads: Sequence[dict[str, Any]], limit: int = 2000) -> str:
    """One message for these boards of one game, oldest first: every move's line, then the newest's line on who
    acts next. When that would not fit in `limit` characters, the oldest moves are left out and counted instead
    (the newest board says it all; /zark log has every move)."""
    moves = [[line for line in str(payload["text"]).splitlines() if line] for payload in payloads]
    last = str(payloads[-1]["next"])
    for skipped in range(len(moves)):
        lines = [line for move in moves[skipped:] for line in move] + ([last] if last else [])
        if skipped:
            lines.insert(0, f"…and {plural(skipped, 'earlier move')} (/zark log has every move).")
        text = "\n".join(lines)
        if len(text) <= limit:
            return text
    return text[: limit - 1] + "…"


def board_pings(payloads: Sequence[dict[str, Any]]) -> list[int]:
    """Whom one message for these boards mentions: whoever the newest says must act."""
    return [int(user_id) for user_id in payloads[-1]["ping"]]


def public_view(loaded: LoadedGame) -> GameView:
    assert loaded.game is not None
    return loaded.game.view(None)
