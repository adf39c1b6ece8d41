"""Every SQL statement the store runs (except the schema DDL, in `data.migrations`), one named constant each.

Parameters are named (`:game_id`). The statements stay within SQL that PostgreSQL also accepts (`RETURNING`,
`ON CONFLICT ... DO UPDATE`, `&`, `~` and `>>` on integers), so a PostgreSQL store can reuse them with only the
parameter style translated. The SQLite-only lines are the pragmas, `BEGIN IMMEDIATE` and the temporary view and
trigger that commit a move in one statement, which belong to the connection, not to the queries.

Times are milliseconds since the Unix epoch. `waiting_seats` is a bit set: bit n is on when seat n has to act
(several seats at once while starter cards are chosen).
"""

from __future__ import annotations

import re

# ----------------------------------------------------------------------------------------------- connection

SET_WAL = "PRAGMA journal_mode = WAL"
SET_SYNCHRONOUS_NORMAL = "PRAGMA synchronous = NORMAL"
SET_SYNCHRONOUS_FULL = "PRAGMA synchronous = FULL"
SET_FOREIGN_KEYS = "PRAGMA foreign_keys = ON"
SET_BUSY_TIMEOUT = "PRAGMA busy_timeout = 10000"
INTEGRITY_CHECK = "PRAGMA integrity_check"

BEGIN_IMMEDIATE = "BEGIN IMMEDIATE"  # take the write lock first, so a read-then-write cannot be overtaken
COMMIT = "COMMIT"
ROLLBACK = "ROLLBACK"

# ----------------------------------------------------------------------------------------------- games

ACTIVE = "('lobby', 'setup', 'playing')"
IN_PLAY = "('setup', 'playing')"

GAME_COLUMNS = (
    "g.id, g.guild_id, g.channel_id, g.thread_id, g.lobby_message_id, g.host_id, g.status, g.settings, g.seed, "
    "g.version, g.turn_seat, g.waiting_seats, g.turn_since, g.created_at, g.updated_at, "
    "g.remind_after_minutes, g.remind_every_minutes, g.deadline_minutes, g.caretaker_limit, g.remind_at, g.deadline_at"
)

SELECT_GAME = f"SELECT {GAME_COLUMNS}, g.initial_order, g.state FROM games g WHERE g.id = :game_id"
# The game with its players in one statement (one row per player): a load is one trip to the database thread.
_GAME_AND_PLAYERS = f"""
SELECT {GAME_COLUMNS}, g.initial_order, g.state, p.seat AS p_seat, p.user_id AS p_user_id, p.name AS p_name,
       p.caretaker_streak AS p_caretaker_streak, p.computer AS p_computer
FROM games g LEFT JOIN game_players p ON p.game_id = g.id
"""
SELECT_GAME_AND_PLAYERS = f"{_GAME_AND_PLAYERS} WHERE g.id = :game_id ORDER BY p.seat"
SELECT_STATUS = "SELECT status, version FROM games WHERE id = :game_id"
SELECT_PLAYERS = """
SELECT seat, user_id, name, caretaker_streak, computer FROM game_players WHERE game_id = :game_id ORDER BY seat
"""

INSERT_LOBBY = """
INSERT INTO games (guild_id, channel_id, thread_id, lobby_message_id, host_id, status, settings, version,
                   waiting_seats, created_at, updated_at, remind_after_minutes, remind_every_minutes,
                   deadline_minutes, caretaker_limit)
VALUES (:guild_id, :channel_id, :thread_id, :lobby_message_id, :host_id, 'lobby', :settings, 0, 0, :now, :now,
        :remind_after_minutes, :remind_every_minutes, :deadline_minutes, :caretaker_limit)
RETURNING id
"""

INSERT_STARTED_GAME = """
INSERT INTO games (guild_id, channel_id, thread_id, lobby_message_id, host_id, status, settings, seed,
                   initial_order, state, version, turn_seat, waiting_seats, turn_since, created_at, updated_at)
VALUES (:guild_id, :channel_id, :thread_id, NULL, :host_id, :status, :settings, :seed, :initial_order, :state,
        :version, :turn_seat, :waiting_seats, :now, :now, :now)
RETURNING id
"""

TOUCH_LOBBY = "UPDATE games SET updated_at = :now WHERE id = :game_id AND status = 'lobby'"

START_GAME = """
UPDATE games
SET status = :status, settings = :settings, seed = :seed, initial_order = :initial_order, state = :state,
    version = 1, turn_seat = :turn_seat, waiting_seats = :waiting_seats, turn_since = :now, updated_at = :now,
    remind_at = :now + remind_after_minutes * 60000,
    deadline_at = :now + deadline_minutes * 60000
WHERE id = :game_id AND status = 'lobby'
"""

# The version check and the write are one statement: it matches no row when another move got in first.
# turn_since restarts when someone starts to wait who was not waiting, or who has just acted and must act
# again (a discard after drawing, placing a starter after choosing one); it keeps its time when another player
# acts and leaves the same seats waiting (one starter chosen while others still choose, an agreed end vote).
COMMIT_MOVE = f"""
UPDATE games
SET state = :state, version = version + 1, status = :status, turn_seat = :turn_seat,
    turn_since = CASE
        WHEN :waiting_seats = 0 THEN NULL
        WHEN (:waiting_seats & (~waiting_seats | :acting_bit)) <> 0 THEN :now
        ELSE turn_since
    END,
    -- A new wait restarts the reminder and the deadline (NULL deadline_minutes keeps the deadline off).
    remind_at = CASE
        WHEN :waiting_seats = 0 THEN NULL
        WHEN (:waiting_seats & (~waiting_seats | :acting_bit)) <> 0 THEN :now + remind_after_minutes * 60000
        ELSE remind_at
    END,
    deadline_at = CASE
        WHEN :waiting_seats = 0 THEN NULL
        WHEN (:waiting_seats & (~waiting_seats | :acting_bit)) <> 0 THEN :now + deadline_minutes * 60000
        ELSE deadline_at
    END,
    waiting_seats = :waiting_seats, updated_at = :now
WHERE id = :game_id AND version = :expected_version AND status IN {IN_PLAY}
"""

INSERT_MOVE = """
INSERT INTO moves (game_id, seq, seat, user_id, notation, interaction_id, created_at)
VALUES (:game_id, :seq, :seat, :user_id, :notation, :interaction_id, :now)
"""

SET_CARETAKER_STREAK = """
UPDATE game_players
SET caretaker_streak = CASE WHEN :keep = 1 THEN caretaker_streak WHEN :step = 1 THEN caretaker_streak + 1 ELSE 0 END
WHERE game_id = :game_id AND seat = :seat
"""

# A move is committed by one statement, so by one trip to the database thread: an INSERT into this view (made for
# each connection, never stored in the file) runs the trigger, which makes the three writes above. A statement is
# atomic in SQLite, so they all happen or none does; the RAISE undoes the statement when the version check of
# COMMIT_MOVE matched no row. Writing first takes the write lock before anything is read, as BEGIN IMMEDIATE does.
MOVE_COMMIT_COLUMNS = (
    "game_id", "expected_version", "now", "state", "status", "turn_seat", "waiting_seats", "acting_bit",
    "seq", "seat", "user_id", "notation", "interaction_id", "step", "keep",
)  # fmt: skip
MOVE_NOT_AT_VERSION = "zark: the game is not in play at the expected version"


def _in_trigger(statement: str) -> str:
    """A statement of this module inside the commit trigger: its parameters become the inserted row's columns."""
    return re.sub(r":(\w+)", r"NEW.\1", statement.strip())


CREATE_MOVE_COMMIT_VIEW = f"""
CREATE TEMP VIEW IF NOT EXISTS move_commits AS
SELECT {", ".join(f"NULL AS {column}" for column in MOVE_COMMIT_COLUMNS)} WHERE 0
"""
CREATE_MOVE_COMMIT_TRIGGER = f"""
CREATE TEMP TRIGGER IF NOT EXISTS move_commits_insert INSTEAD OF INSERT ON move_commits
BEGIN
    {_in_trigger(COMMIT_MOVE)};
    SELECT RAISE(ABORT, '{MOVE_NOT_AT_VERSION}') WHERE changes() = 0;
    {_in_trigger(INSERT_MOVE)};
    {_in_trigger(SET_CARETAKER_STREAK)};
END
"""
INSERT_MOVE_COMMIT = f"""
INSERT INTO move_commits ({", ".join(MOVE_COMMIT_COLUMNS)})
VALUES ({", ".join(f":{column}" for column in MOVE_COMMIT_COLUMNS)})
"""

SELECT_MOVES = "SELECT seq, seat, user_id, notation FROM moves WHERE game_id = :game_id ORDER BY seq"
SELECT_MOVE_BY_INTERACTION = "SELECT game_id, seq FROM moves WHERE interaction_id = :interaction_id"

# Repairs leave the version alone: the game is the same, only its cached form changes.
REPLACE_SNAPSHOT = "UPDATE games SET state = :state, updated_at = :now WHERE id = :game_id AND version = :version"

SELECT_STARTED_GAME_IDS = "SELECT id FROM games WHERE seed IS NOT NULL ORDER BY id"

SET_THREAD = "UPDATE games SET thread_id = :thread_id, updated_at = :now WHERE id = :game_id"
SET_LOBBY_MESSAGE = "UPDATE games SET lobby_message_id = :message_id, updated_at = :now WHERE id = :game_id"

ABANDON = f"""
UPDATE games SET status = 'abandoned', turn_seat = NULL, waiting_seats = 0, turn_since = NULL, updated_at = :now
WHERE id = :game_id AND status IN {ACTIVE}
"""

# ----------------------------------------------------------------------------------------------- lobby players

LOBBY_SEATS = (
    "SELECT COALESCE(MAX(seat) + 1, 0) AS next_seat, COUNT(*) AS taken FROM game_players WHERE game_id = :game_id"
)
SELECT_SEAT_OF = "SELECT seat FROM game_players WHERE game_id = :game_id AND user_id = :user_id"
# `computer` is a computer player's level (issue 16), NULL for a person.
INSERT_PLAYER = """
INSERT INTO game_players (game_id, seat, user_id, name, computer, joined_at)
VALUES (:game_id, :seat, :user_id, :name, :computer, :now)
"""
LOBBY_COMPUTER_IDS = "SELECT user_id FROM game_players WHERE game_id = :game_id AND computer IS NOT NULL"
DELETE_PLAYER = "DELETE FROM game_players WHERE game_id = :game_id AND user_id = :user_id"
# Seats are closed up one row at a time, lowest first, so the (game_id, seat) key never holds two rows at once.
MOVE_PLAYER_SEAT = "UPDATE game_players SET seat = :seat WHERE game_id = :game_id AND user_id = :user_id"

# ----------------------------------------------------------------------------------------------- lists
# One row per (game, player), in game order then seat order; the store folds them into GameRows. The large
# `state` column is never read here.

_LISTED = f"""
SELECT {GAME_COLUMNS}, p.seat AS p_seat, p.user_id AS p_user_id, p.name AS p_name,
       p.caretaker_streak AS p_caretaker_streak, p.computer AS p_computer
FROM games g LEFT JOIN game_players p ON p.game_id = g.id
"""

# The active game of a thread, or of a channel itself (a game without a thread).
_ACTIVE_IN_THREAD = f"""
WHERE g.id = (SELECT MAX(id) FROM games WHERE thread_id = :place_id AND status IN {ACTIVE})
ORDER BY p.seat
"""
_ACTIVE_IN_CHANNEL = f"""
WHERE g.id = (SELECT MAX(id) FROM games WHERE channel_id = :place_id AND thread_id IS NULL AND status IN {ACTIVE})
ORDER BY p.seat
"""
GAME_IN_THREAD = _LISTED + _ACTIVE_IN_THREAD
GAME_IN_CHANNEL = _LISTED + _ACTIVE_IN_CHANNEL
# The same games with their snapshots, for a move: finding and loading the game is one statement.
LOAD_GAME_IN_THREAD = _GAME_AND_PLAYERS + _ACTIVE_IN_THREAD
LOAD_GAME_IN_CHANNEL = _GAME_AND_PLAYERS + _ACTIVE_IN_CHANNEL
# The same, whatever the status: a finished game's thread still shows its board and log.
LAST_GAME_IN_THREAD = f"""{_LISTED}
WHERE g.id = (SELECT MAX(id) FROM games WHERE thread_id = :place_id)
ORDER BY p.seat
"""
LAST_GAME_IN_CHANNEL = f"""{_LISTED}
WHERE g.id = (SELECT MAX(id) FROM games WHERE channel_id = :place_id AND thread_id IS NULL)
ORDER BY p.seat
"""
GAMES_FOR_USER = f"""{_LISTED}
WHERE g.id IN (SELECT game_id FROM game_players WHERE user_id = :user_id) AND g.status IN {ACTIVE}
ORDER BY g.id, p.seat
"""
GAMES_FOR_USER_IN_GUILD = f"""{_LISTED}
WHERE g.id IN (SELECT game_id FROM game_players WHERE user_id = :user_id)
  AND g.status IN {ACTIVE} AND g.guild_id = :guild_id
ORDER BY g.id, p.seat
"""
GAMES_WAITING_ON_USER = f"""{_LISTED}
WHERE g.id IN (
    SELECT w.id FROM game_players me JOIN games w ON w.id = me.game_id
    WHERE me.user_id = :user_id AND w.status IN {IN_PLAY} AND ((w.waiting_seats >> me.seat) & 1) = 1
)
ORDER BY g.turn_since, g.id, p.seat
"""
LOBBIES_IN_GUILD = f"""{_LISTED}
WHERE g.guild_id = :guild_id AND g.status = 'lobby'
ORDER BY g.id, p.seat
"""
# Games in play that wait on a computer seat (issue 16): those a restarted bot resumes.
GAMES_WAITING_ON_COMPUTERS = f"""{_LISTED}
WHERE g.id IN (
    SELECT w.id FROM game_players c JOIN games w ON w.id = c.game_id
    WHERE c.computer IS NOT NULL AND w.status IN {IN_PLAY} AND ((w.waiting_seats >> c.seat) & 1) = 1
    ORDER BY w.turn_since LIMIT :limit
)
ORDER BY g.turn_since, g.id, p.seat
"""
GAMES_WAITING_SINCE = f"""{_LISTED}
WHERE g.status IN {IN_PLAY} AND g.turn_since <= :cutoff
ORDER BY g.turn_since, g.id, p.seat
"""

# ----------------------------------------------------------------------------------------------- settings

SELECT_GUILD_SETTINGS = "SELECT settings FROM guild_settings WHERE guild_id = :guild_id"
UPSERT_GUILD_SETTINGS = """
INSERT INTO guild_settings (guild_id, settings, updated_at) VALUES (:guild_id, :settings, :now)
ON CONFLICT (guild_id) DO UPDATE SET settings = excluded.settings, updated_at = excluded.updated_at
"""
SELECT_USER_SETTINGS = "SELECT settings FROM user_settings WHERE user_id = :user_id"
UPSERT_USER_SETTINGS = """
INSERT INTO user_settings (user_id, settings, updated_at) VALUES (:user_id, :settings, :now)
ON CONFLICT (user_id) DO UPDATE SET settings = excluded.settings, updated_at = excluded.updated_at
"""

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
# Both guarded by the time the reminder was due: a move or new timers meanwhile scheduled a reminder of their own.
REMINDER_SENT = """
UPDATE games SET remind_at = :now + remind_every_minutes * 60000
WHERE id = :game_id AND remind_at = :was
"""
REMINDER_RETRY = "UPDATE games SET remind_at = :retry_at WHERE id = :game_id AND remind_at = :was"
MOVE_TIMERS = "UPDATE games SET remind_at = :remind_at, deadline_at = :deadline_at WHERE id = :game_id"
SET_TIMERS = f"""
UPDATE games
SET remind_after_minutes = :remind_after_minutes, remind_every_minutes = :remind_every_minutes,
    deadline_minutes = :deadline_minutes, caretaker_limit = :caretaker_limit, updated_at = :now,
    remind_at = CASE WHEN turn_since IS NULL THEN NULL ELSE turn_since + :remind_after_minutes * 60000 END,
    deadline_at = CASE WHEN turn_since IS NULL THEN NULL ELSE turn_since + :deadline_minutes * 60000 END
WHERE id = :game_id AND status IN {ACTIVE}
"""
# Time the bot was down does not count against anyone: every running timer moves on by the downtime.
EXTEND_TIMERS = f"""
UPDATE games SET remind_at = remind_at + :by, deadline_at = deadline_at + :by
WHERE status IN {IN_PLAY}
"""
# :step is 0 for a player's own move (the streak ends), 1 for a caretaker turn, and nought added for the discard
# that finishes a caretaker turn (passed as :keep = 1).
GET_BOT_STATE = "SELECT value FROM bot_state WHERE key = :key"
SET_BOT_STATE = """
INSERT INTO bot_state (key, value) VALUES (:key, :value)
ON CONFLICT (key) DO UPDATE SET value = excluded.value
"""
