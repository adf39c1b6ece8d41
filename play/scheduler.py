"""The scheduler's decisions: reminders and deadlines that are due, players who are away, caretaker moves, and the
bot's own downtime, which never counts against anyone. Everything lives in the store, so a restart loses nothing;
`cogs/scheduler.py` runs the ticks and posts what these decide.

Several bot processes may share the database: each due timer is claimed by one of them for `TIMER_LEASE` before it
is acted on, so it fires once whichever processes are up, and downtime is forgiven once per outage (by the first
process to start after it)."""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable
from datetime import datetime, timedelta

import i18n
from data import GameRow, GameStore, StoreError
from rules import Message, RulesError

from .actor import Actor
from .errors import UserError
from .prefs import span, stamp
from .referee import Played, Referee
from .texts import mention, table_language
from .thinking import caretaker_action
from .timers import UNKNOWN, prefs_of

#: When a reminder Discord refused is tried again: within Discord's few minutes of nonce checks, so that a post
#: which went through unheard (a timeout) is not made twice.
REMINDER_RETRY = timedelta(minutes=2)

#: How long a process holds a due reminder or deadline it claimed: ample for posting it (or playing the caretaker's
#: turn); a process that dies holding one leaves it to another process after this long. Within Discord's few
#: minutes of nonce checks too, so a reminder posted just before its process died is not shown twice.
TIMER_LEASE = timedelta(minutes=2)

#: Due timers one process takes up per tick, at most (the rest wait for the next tick, or another process).
CLAIMS_PER_TICK = 50


async def forgive_downtime(store: GameStore, tick: timedelta) -> timedelta | None:
    """At a process's start: if every process was down, move every running timer on by the time it was. A process
    writes its heartbeat every tick, after that tick's work, so a gap of up to two ticks is still a process up (one
    restarting while the others run forgives nothing). Several processes starting after one outage forgive it
    once."""
    return await store.forgive_downtime(2 * tick)


async def absences(store: GameStore, row: GameRow, now: datetime) -> dict[int, datetime | None]:
    """For each player the game waits on: when they are back from being away, or None if they are here."""
    return {user_id: (await prefs_of(store, user_id)).away(now) for user_id in row.waiting_user_ids}


async def wait_for_return(store: GameStore, row: GameRow, returns: dict[int, datetime | None]) -> datetime:
    """Everyone this game waits for is away: its reminder and deadline start again when they are back."""
    back = max(moment for moment in returns.values() if moment is not None)
    await store.move_timers(row.id, *row.timers.due_from(back))
    return back


def reminder_nonce(row: GameRow) -> str:
    """The same for every try of one reminder (at most 25 characters, as Discord requires)."""
    assert row.remind_at is not None
    return f"r{row.id}.{round(row.remind_at.timestamp() * 1000)}"


#: What opens a reminder's line, in the thread and in a DM (put there by the code, outside the sentence).
REMINDER_MARK = "⏰"


def reminder_texts(row: GameRow, present: list[int], now: datetime) -> tuple[str, Callable[[str], str]]:
    """The reminder for the game's thread, mentioning those who must move, in the table's language; and the words of
    their DMs, to be said in each player's own language."""
    waited = span(now - row.turn_since) if row.turn_since else UNKNOWN
    players = tuple(mention(u) for u in present)
    if row.deadline_at is not None:
        said = Message(
            "days-reminder-deadline", players=players, game=str(row.id), waited=waited, when=stamp(row.deadline_at)
        )
    else:
        said = Message("days-reminder", players=players, game=str(row.id), waited=waited)
    thread = f"{REMINDER_MARK} {i18n.say(table_language(row.settings), said)}"
    dm = Message("days-reminder-dm", game=str(row.id), waited=waited)
    return thread, lambda language: f"{REMINDER_MARK} {i18n.say(language, dm)}"


#: The most moves one caretaker turn may take (a Zarcana turn is an option and the answers it asks for, a few at
#: most), so that no bug can keep a caretaker playing for ever.
CARETAKER_MOVES = 40


async def caretaker_turn(referee: Referee, row: GameRow, user_id: int) -> AsyncIterator[Played]:
    """The absent player's caretaker turn, move by move, for as long as the game waits on their seat in the same
    turn: a draw and a discard if needed (Zark City), an option and the decisions it asks for (Zarcana). A turn of
    their own that begins after it (the Emperor's victim answers a demand, then it is their turn) waits for them
    with a deadline of its own. Ends quietly when the engine or the store refuses (the game moved on meanwhile)."""
    try:
        turn = (await referee.store.load(row.id)).game
    except StoreError:
        return
    if turn is None:
        return
    number = turn.turn
    for step in range(CARETAKER_MOVES):
        actor = Actor.caretaker_for(user_id, continuing=step > 0)
        try:
            played = await referee.play_in(row.id, actor, caretaker_action, None)
        except (RulesError, StoreError, UserError):
            return
        yield played
        if played.seat not in played.game.seats_to_act() or played.game.turn != number:
            return


async def limit_reached(store: GameStore, game_id: int, user_id: int) -> str | None:
    """After caretaker moves: the host may now remove the absent player (R-18), said to the table in its language;
    else None."""
    row = (await store.load(game_id)).row
    streak = next((p.caretaker_streak for p in row.players if p.user_id == user_id), 0)
    if streak < row.timers.caretaker_limit or row.status.value == "finished":
        return None
    return i18n.text(
        table_language(row.settings),
        "days-limit-reached",
        player=mention(user_id),
        count=streak,
        host=mention(row.host_id),
    )
