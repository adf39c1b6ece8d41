"""The timers: due reminders and deadlines, claimed by one process at a time; computer turns' claims; the bot's
own state (its heartbeat)."""

from __future__ import annotations

from ..database import FOR_UPDATE, FOR_UPDATE_SKIP_LOCKED
from .games import _LISTED, ACTIVE, IN_PLAY

# ----------------------------------------------------------------------------------------------- timers
# Both use the indexes on remind_at and deadline_at: the scheduler never scans the games.

DUE_REMINDERS = f"""{_LISTED}
WHERE g.id IN (SELECT id FROM games WHERE remind_at <= :now AND status IN {IN_PLAY} ORDER BY remind_at LIMIT :limit)
ORDER BY g.remind_at, g.id, p.seat
"""
DUE_DEADLINES = f"""{_LISTED}
WHERE g.id IN (
    SELECT id FROM games WHERE deadline_at <= :now AND status IN {IN_PLAY} ORDER BY deadline_at LIMIT :limit
)
ORDER BY g.deadline_at, g.id, p.seat
"""
# Claiming (several processes): the oldest due timer that no process holds is held by this one until
# :until. Of two processes claiming at once, PostgreSQL lets each pass over the row the other is claiming (SKIP
# LOCKED) and re-checks the row it locks, so a timer is claimed once; SQLite's single writer does the same.
CLAIM_DUE_REMINDER = f"""
UPDATE games SET remind_claimed_until = :until
WHERE id = (
    SELECT id FROM games
    WHERE remind_at <= :now AND status IN {IN_PLAY} AND (remind_claimed_until IS NULL OR remind_claimed_until <= :now)
    ORDER BY remind_at LIMIT 1 {FOR_UPDATE_SKIP_LOCKED}
)
RETURNING id
"""
CLAIM_DUE_DEADLINE = f"""
UPDATE games SET deadline_claimed_until = :until
WHERE id = (
    SELECT id FROM games
    WHERE deadline_at <= :now AND status IN {IN_PLAY}
      AND (deadline_claimed_until IS NULL OR deadline_claimed_until <= :now)
    ORDER BY deadline_at LIMIT 1 {FOR_UPDATE_SKIP_LOCKED}
)
RETURNING id
"""
# A computer seat's turn: the game at this version, held by one process while it chooses and plays the move (the
# move's commit ends the claim). A process started again under the same name (its shards) takes up at once a turn
# its earlier life held: one process runs those shards at a time, so that holder is gone.
CLAIM_COMPUTER_TURN = f"""
UPDATE games SET computer_claimed_until = :until, computer_claimed_by = :owner
WHERE id = :game_id AND version = :version AND status IN {IN_PLAY}
  AND (computer_claimed_until IS NULL OR computer_claimed_until <= :now OR computer_claimed_by = :owner)
"""
# Both guarded by the time the reminder was due: a move or new timers meanwhile scheduled a reminder of their own.
# Rescheduling a timer lets go of its claim.
REMINDER_SENT = """
UPDATE games SET remind_at = :now + remind_every_minutes * 60000, remind_claimed_until = NULL
WHERE id = :game_id AND remind_at = :was
"""
POSTPONE_REMINDER = """
UPDATE games SET remind_at = :retry_at, remind_claimed_until = NULL WHERE id = :game_id AND remind_at = :was
"""
MOVE_TIMERS = """
UPDATE games
SET remind_at = :remind_at, deadline_at = :deadline_at, remind_claimed_until = NULL, deadline_claimed_until = NULL
WHERE id = :game_id
"""
SET_TIMERS = f"""
UPDATE games
SET remind_after_minutes = :remind_after_minutes, remind_every_minutes = :remind_every_minutes,
    deadline_minutes = :deadline_minutes, caretaker_limit = :caretaker_limit, updated_at = :now,
    remind_at = CASE
        WHEN turn_since IS NULL THEN NULL ELSE turn_since + CAST(:remind_after_minutes AS BIGINT) * 60000
    END,
    deadline_at = CASE
        WHEN turn_since IS NULL THEN NULL ELSE turn_since + CAST(:deadline_minutes AS BIGINT) * 60000
    END,
    remind_claimed_until = NULL, deadline_claimed_until = NULL
WHERE id = :game_id AND status IN {ACTIVE}
"""
# Time the bot was down does not count against anyone: every running timer moves on by the downtime.
EXTEND_TIMERS = f"""
UPDATE games SET remind_at = remind_at + :by, deadline_at = deadline_at + :by
WHERE status IN {IN_PLAY}
"""
GET_BOT_STATE = "SELECT value FROM bot_state WHERE key = :key"
# The same, held until the transaction ends: of several processes starting at once, one reads the last heartbeat
# and forgives the downtime; the others then read its fresh heartbeat and forgive nothing.
LOCK_BOT_STATE = f"SELECT value FROM bot_state WHERE key = :key {FOR_UPDATE}"
SET_BOT_STATE = """
INSERT INTO bot_state (key, value) VALUES (:key, :value)
ON CONFLICT (key) DO UPDATE SET value = excluded.value
"""
