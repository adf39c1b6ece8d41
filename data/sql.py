"""Every SQL statement the store runs (except the schema DDL, in `data.migrations`), one named constant each, shared
by the SQLite and the PostgreSQL backends.

Parameters are named (`:game_id`); the PostgreSQL backend numbers them for asyncpg. The statements stay within SQL
both accept (`RETURNING`, `ON CONFLICT ... DO UPDATE`, `&`, `~` and `>>` on integers, row values). Where a write
depends on a row read earlier in its transaction, the read carries `/*for-update*/` (or, to claim due timers,
`/*for-update-skip-locked*/`): a comment to SQLite, whose write transactions already hold the database's one write
lock, and a row lock in PostgreSQL. A parameter met only in arithmetic is CAST to BIGINT, as PostgreSQL would
otherwise give it the type of the literal beside it.

Times are milliseconds since the Unix epoch. `waiting_seats` is a bit set: bit n is on when seat n has to act
(several seats at once while starter cards are chosen).
"""

from __future__ import annotations

from rules.core import MAX_PLAYERS

from .database import FOR_UPDATE, FOR_UPDATE_SKIP_LOCKED

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
# The same inside a write that goes on to change the game (a lobby's seats, a start): one such write at a time.
LOCK_STATUS = f"SELECT status, version FROM games WHERE id = :game_id {FOR_UPDATE}"
SELECT_PLAYERS = """
SELECT seat, user_id, name, caretaker_streak, computer FROM game_players WHERE game_id = :game_id ORDER BY seat
"""

INSERT_LOBBY = """
INSERT INTO games (guild_id, channel_id, thread_id, lobby_message_id, host_id, status, settings, version,
                   waiting_seats, created_at, updated_at, remind_after_minutes, remind_every_minutes,
                   deadline_minutes, caretaker_limit, opening)
VALUES (:guild_id, :channel_id, :thread_id, :lobby_message_id, :host_id, 'lobby', :settings, 0, 0, :now, :now,
        :remind_after_minutes, :remind_every_minutes, :deadline_minutes, :caretaker_limit, :opening)
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

# With a move (`Store.commit_move`): what the application notes beside the engine's settings changed.
SET_SETTINGS = "UPDATE games SET settings = :settings WHERE id = :game_id"

# A move is one transaction: this UPDATE, then INSERT_MOVE (the log) and SET_CARETAKER_STREAK. The version is
# checked in its WHERE clause, so it matches no row when another move (of any process) got in first, and the
# transaction then writes nothing; in PostgreSQL it also locks the game's row until the move is committed.
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
    waiting_seats = :waiting_seats, updated_at = :now,
    computer_claimed_until = NULL, computer_claimed_by = NULL  -- a move ends the turn a computer player claimed
WHERE id = :game_id AND version = :expected_version AND status IN {IN_PLAY}
"""

INSERT_MOVE = """
INSERT INTO moves (game_id, seq, seat, user_id, notation, interaction_id, created_at)
VALUES (:game_id, :seq, :seat, :user_id, :notation, :interaction_id, :now)
"""

# :step is 0 for a player's own move (the streak ends), 1 for a caretaker turn, and nought added for the discard
# that finishes a caretaker turn (passed as :keep = 1).
SET_CARETAKER_STREAK = """
UPDATE game_players
SET caretaker_streak = CASE WHEN :keep = 1 THEN caretaker_streak WHEN :step = 1 THEN caretaker_streak + 1 ELSE 0 END
WHERE game_id = :game_id AND seat = :seat
"""

SELECT_MOVES = "SELECT seq, seat, user_id, notation FROM moves WHERE game_id = :game_id ORDER BY seq"
# The moves of the game as it was at `version`, whatever was committed since: with the row read before it, one
# moment of the game, without a transaction around the two reads (the log is only ever appended to).
SELECT_MOVES_BEFORE = """
SELECT seq, seat, user_id, notation FROM moves WHERE game_id = :game_id AND seq < :version ORDER BY seq
"""
SELECT_MOVE_BY_INTERACTION = "SELECT game_id, seq FROM moves WHERE interaction_id = :interaction_id"

# Repairs leave the version alone: the game is the same, only its cached form changes.
REPLACE_SNAPSHOT = "UPDATE games SET state = :state, updated_at = :now WHERE id = :game_id AND version = :version"

SELECT_STARTED_GAME_IDS = "SELECT id FROM games WHERE seed IS NOT NULL ORDER BY id"

SET_THREAD = "UPDATE games SET thread_id = :thread_id, opening = 0, updated_at = :now WHERE id = :game_id"
# A lobby that could open no thread settles in its channel, unless another game already lives there (then it stays
# nobody's, and is cancelled).
SETTLE_IN_CHANNEL = f"""
UPDATE games SET opening = 0, updated_at = :now
WHERE id = :game_id AND opening = 1 AND NOT EXISTS (
    SELECT 1 FROM games AS other
    WHERE other.channel_id = games.channel_id AND other.thread_id IS NULL AND other.opening = 0
      AND other.status IN {ACTIVE} AND other.id <> games.id
)
"""
# A lobby whose message could not be posted goes again, leaving nothing behind.
FORGET_UNOPENED_PLAYERS = """
DELETE FROM game_players WHERE game_id = (SELECT id FROM games WHERE id = :game_id AND opening = 1)
"""
FORGET_UNOPENED = "DELETE FROM games WHERE id = :game_id AND opening = 1"
# Lobbies whose opening never finished (the process stopped between storing one and posting it).
ABANDON_UNOPENED = """
UPDATE games SET status = 'abandoned', updated_at = :now
WHERE opening = 1 AND status = 'lobby' AND created_at <= :before
"""
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
# `computer` is a computer player's level, NULL for a person.
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
WHERE g.id = (
    SELECT MAX(id) FROM games WHERE channel_id = :place_id AND thread_id IS NULL AND opening = 0 AND status IN {ACTIVE}
)
ORDER BY p.seat
"""
LISTED_GAME = f"{_LISTED} WHERE g.id = :game_id ORDER BY p.seat"
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
WHERE g.id = (SELECT MAX(id) FROM games WHERE channel_id = :place_id AND thread_id IS NULL AND opening = 0)
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
    WHERE me.user_id = :user_id AND w.status IN {IN_PLAY} AND ((w.waiting_seats >> CAST(me.seat AS INTEGER)) & 1) = 1
)
ORDER BY g.turn_since, g.id, p.seat
"""
LOBBIES_IN_GUILD = f"""{_LISTED}
WHERE g.guild_id = :guild_id AND g.status = 'lobby' AND g.opening = 0
ORDER BY g.id, p.seat
"""
# Games in play that wait on a computer seat: those a restarted bot resumes.
GAMES_WAITING_ON_COMPUTERS = f"""{_LISTED}
WHERE g.id IN (
    SELECT w.id FROM game_players c JOIN games w ON w.id = c.game_id
    WHERE c.computer IS NOT NULL AND w.status IN {IN_PLAY} AND ((w.waiting_seats >> CAST(c.seat AS INTEGER)) & 1) = 1
    ORDER BY w.turn_since LIMIT :limit
)
ORDER BY g.turn_since, g.id, p.seat
"""
GAMES_WAITING_SINCE = f"""{_LISTED}
WHERE g.status IN {IN_PLAY} AND g.turn_since <= :cutoff
ORDER BY g.turn_since, g.id, p.seat
"""
# A player's finished games, newest first (/zark games): one row per game, with the player's place when it was
# rated (and how many seats share it), whether they resigned (or were removed: their resignation in the log, R-18),
# and the game's last move, which is a vote to end it when it ended by agreement. A game's last move is
# `seq = version - 1` (the version is 1 + the number of logged moves). The page is chosen first, so the moves of
# only those games are read, however many games the player has finished.
_FINISHED_FOR_USER = """
WITH page AS (
    SELECT g.id AS game_id, me.seat AS seat, COALESCE(r.finished_at, g.updated_at) AS finished_at
    FROM game_players me
    JOIN games g ON g.id = me.game_id
    LEFT JOIN game_results r ON r.game_id = g.id
    WHERE me.user_id = :user_id AND g.status = 'finished'{guild_filter}
    ORDER BY COALESCE(r.finished_at, g.updated_at) DESC, g.id DESC
    LIMIT :limit
)
SELECT g.id AS game_id, g.settings AS settings, g.guild_id AS guild_id, g.channel_id AS channel_id,
       g.thread_id AS thread_id, page.finished_at AS finished_at,
       (SELECT COUNT(*) FROM game_players s WHERE s.game_id = g.id) AS seats,
       rp.place AS place,
       (SELECT COUNT(*) FROM result_places t WHERE t.game_id = g.id AND t.place = rp.place) AS tied,
       CASE WHEN EXISTS (
           SELECT 1 FROM moves m WHERE m.game_id = g.id AND m.seat = page.seat AND m.notation = 'resign'
       ) THEN 1 ELSE 0 END AS resigned,
       (SELECT m.notation FROM moves m WHERE m.game_id = g.id AND m.seq = g.version - 1) AS last_move
FROM page
JOIN games g ON g.id = page.game_id
LEFT JOIN result_places rp ON rp.game_id = g.id AND rp.seat = page.seat
ORDER BY page.finished_at DESC, g.id DESC
"""
FINISHED_FOR_USER = _FINISHED_FOR_USER.format(guild_filter="")
FINISHED_FOR_USER_IN_GUILD = _FINISHED_FOR_USER.format(guild_filter=" AND g.guild_id = :guild_id")

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
REMINDER_RETRY = """
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

# ----------------------------------------------------------------------------------------------- copying
# What `python -m data copy` moves from one database to another, table by table in an order that keeps every
# foreign key satisfied, each read in the order of its primary key. A test checks these are every column there is.

COPIED_TABLES: tuple[tuple[str, tuple[str, ...], str], ...] = (
    (
        "games",
        (
            "id", "guild_id", "channel_id", "thread_id", "lobby_message_id", "host_id", "status", "settings", "seed",
            "initial_order", "state", "version", "turn_seat", "waiting_seats", "turn_since", "created_at",
            "updated_at", "remind_after_minutes", "remind_every_minutes", "deadline_minutes", "caretaker_limit",
            "remind_at", "deadline_at", "remind_claimed_until", "deadline_claimed_until", "computer_claimed_until",
            "computer_claimed_by", "opening",
        ),
        "id",
    ),
    (
        "game_players",
        ("game_id", "seat", "user_id", "name", "joined_at", "caretaker_streak", "computer"),
        "game_id, seat",
    ),
    ("moves", ("game_id", "seq", "seat", "user_id", "notation", "interaction_id", "created_at"), "game_id, seq"),
    ("guild_settings", ("guild_id", "settings", "updated_at"), "guild_id"),
    ("user_settings", ("user_id", "settings", "updated_at"), "user_id"),
    ("bot_state", ("key", "value"), "key"),
    (
        "outbox",
        (
            "id", "game_id", "version", "kind", "payload", "due_at", "attempts", "claimed_by", "claimed_until",
            "created_at",
        ),
        "id",
    ),
    ("game_results", ("game_id", "seq", "game", "finished_at"), "game_id"),
    (
        "result_places",
        ("game_id", "seat", "player", "place", "mu_before", "sigma_before", "mu_after", "sigma_after"),
        "game_id, seat",
    ),
    ("ratings", ("game", "player", "mu", "sigma", "games", "last_seq", "conservative"), "game, player"),
    ("guild_members", ("guild_id", "game", "player"), "guild_id, game, player"),
    ("board_counts", ("game", "bucket", "scope", "players"), "game, bucket, scope"),
)  # fmt: skip


def select_all(table: str, columns: tuple[str, ...], order: str) -> str:
    return f"SELECT {', '.join(columns)} FROM {table} ORDER BY {order}"


def count_rows(table: str) -> str:
    return f"SELECT COUNT(*) AS n FROM {table}"


# ----------------------------------------------------------------------------------------------- the outbox
# What a committed move owes the table (`data.outbox`): written with the move, claimed by one process at a time
# (a lease, as timers are), deleted once delivered, due again later when a delivery failed.

INSERT_OWED = """
INSERT INTO outbox (game_id, version, kind, payload, due_at, created_at)
VALUES (:game_id, :version, :kind, :payload, :due_at, :now)
"""
# A claim counts the attempt it is made for (so that after a crash in the middle of one, the next knows it may have
# gone through), and returns the count before it.
_OUTBOX_COLUMNS = "id, game_id, version, kind, payload, attempts - 1 AS attempts"
_CLAIM = "UPDATE outbox SET claimed_by = :owner, claimed_until = :until, attempts = attempts + 1"
CLAIM_DUE_DELIVERIES = f"""
{_CLAIM}
WHERE id IN (
    SELECT id FROM outbox
    WHERE due_at <= :now AND (claimed_until IS NULL OR claimed_until <= :now)
    ORDER BY id LIMIT :limit {FOR_UPDATE_SKIP_LOCKED}
)
RETURNING {_OUTBOX_COLUMNS}
"""
# A game's new deliveries, and those due: the move's own command delivers its board at once (with those of the moves
# before it whose retry is due); one that failed waits for its retry, even when a newer move of the game comes.
CLAIM_GAME_DELIVERIES = f"""
{_CLAIM}
WHERE id IN (
    SELECT id FROM outbox
    WHERE game_id = :game_id AND (attempts = 0 OR due_at <= :now)
      AND (claimed_until IS NULL OR claimed_until <= :now)
    ORDER BY id {FOR_UPDATE_SKIP_LOCKED}
)
RETURNING {_OUTBOX_COLUMNS}
"""
DELIVERED = "DELETE FROM outbox WHERE id = :id AND claimed_by = :owner"
DELIVERY_FAILED = """
UPDATE outbox SET due_at = :due_at, claimed_by = NULL, claimed_until = NULL WHERE id = :id AND claimed_by = :owner
"""
# A process starting again lets go of what it held when it stopped, so that it (or another) takes it up at once.
RELEASE_ALL_DELIVERIES = "UPDATE outbox SET claimed_by = NULL, claimed_until = NULL WHERE claimed_by = :owner"
COUNT_OWED = "SELECT COUNT(*) AS owed FROM outbox"

# ----------------------------------------------------------------------------------------------- ratings
# A finished game's result and its rating changes (`data.ratings`), written in the transaction of the move that ends
# it. Results are numbered in the order they are written by a counter in bot_state: taking the next number locks its
# row until the transaction ends (PostgreSQL; SQLite's one writer does the same), so of two games ending at once
# the second reads its players' ratings only after the first has written theirs, and the order of `seq` is the order
# the ratings were changed in, which `--rebuild` follows.

NEXT_RESULT_SEQ = """
INSERT INTO bot_state (key, value) VALUES ('result_seq', 1)
ON CONFLICT (key) DO UPDATE SET value = bot_state.value + 1
RETURNING value
"""
INSERT_RESULT = """
INSERT INTO game_results (game_id, seq, game, finished_at) VALUES (:game_id, :seq, :game, :now)
"""
INSERT_PLACE = """
INSERT INTO result_places (game_id, seat, player, place, mu_before, sigma_before, mu_after, sigma_after)
VALUES (:game_id, :seat, :player, :place, :mu_before, :sigma_before, :mu_after, :sigma_after)
"""


# A game's changes to the tables' counts by sixteenth of a point (migration 11, `board_counts`), written per game, not
# per player. Each rated player (`:playerN`) leaves their step before the game (`:oldN`) and joins their step after
# it (`:newN`; a step is NULL while they do not qualify) everywhere (scope 0) and in every guild they played the kind
# in, and joins their new step in the game's guild when they were not yet counted there. The changes of all the
# game's players are summed by scope and step, so that a count is written once, and not at all when its changes
# cancel out (a player who stays in their step). One branch per player, each read from the indexes by its own
# parameters: a join of the players' rows with `guild_members` made SQLite's planner scan the whole table.
def _steps(n: int) -> str:
    old, new = f"CAST(:old{n} AS BIGINT)", f"CAST(:new{n} AS BIGINT)"
    return f"""
SELECT s.scope, d.bucket, d.players
FROM (SELECT 0 AS scope UNION ALL SELECT guild_id FROM guild_members WHERE game = :game AND player = :player{n}) s
CROSS JOIN (SELECT {old} AS bucket, -1 AS players UNION ALL SELECT {new}, 1) d
WHERE d.bucket IS NOT NULL
UNION ALL
SELECT g.guild_id, {new}, 1 FROM games g
WHERE g.id = :game_id AND g.guild_id IS NOT NULL AND {new} IS NOT NULL
  AND NOT EXISTS (
      SELECT 1 FROM guild_members m WHERE m.guild_id = g.guild_id AND m.game = :game AND m.player = :player{n}
  )"""


def _move_counts(players: int) -> str:
    steps = "\nUNION ALL".join(_steps(n) for n in range(players))
    return f"""
INSERT INTO board_counts (scope, game, bucket, players)
SELECT scope, :game, bucket, SUM(players) FROM ({steps}
) steps
WHERE true
GROUP BY scope, bucket
HAVING SUM(players) <> 0
ON CONFLICT (game, bucket, scope) DO UPDATE SET players = board_counts.players + excluded.players
"""


# Then who may stand on a guild's table of a kind: everyone seated at a rated game of that kind there.
def _add_guild_members(players: int) -> str:
    seated = " UNION ALL ".join(f"SELECT CAST(:player{n} AS TEXT) AS player" for n in range(players))
    return f"""
INSERT INTO guild_members (guild_id, game, player)
SELECT g.guild_id, :game, p.player FROM games g CROSS JOIN ({seated}) p
WHERE g.id = :game_id AND g.guild_id IS NOT NULL
ON CONFLICT (guild_id, game, player) DO NOTHING
"""


#: For a game of n rated players (a computer level with several seats is one): `MOVE_COUNTS[n]`, then
#: `ADD_GUILD_MEMBERS[n]` (the counts read who was a member before the game).
MOVE_COUNTS = {n: _move_counts(n) for n in range(1, MAX_PLAYERS + 1)}
ADD_GUILD_MEMBERS = {n: _add_guild_members(n) for n in range(1, MAX_PLAYERS + 1)}
# A game's players' ratings before it (`:player0` ... for its n rated players): `SELECT_RATINGS_OF[n]`.
SELECT_RATINGS_OF = {
    n: "SELECT player, mu, sigma, games FROM ratings WHERE game = :game AND player IN ({})".format(
        ", ".join(f":player{k}" for k in range(n))
    )
    for n in range(1, MAX_PLAYERS + 1)
}
UPSERT_RATING = """
INSERT INTO ratings (game, player, mu, sigma, games, last_seq, conservative)
VALUES (:game, :player, :mu, :sigma, 1, :seq, :conservative)
ON CONFLICT (game, player) DO UPDATE
SET mu = excluded.mu, sigma = excluded.sigma, games = ratings.games + 1, last_seq = excluded.last_seq,
    conservative = excluded.conservative
"""
SELECT_RATINGS = """
SELECT game, player, mu, sigma, games, last_seq FROM ratings WHERE game = :game ORDER BY player
"""
SELECT_ALL_RATINGS = "SELECT game, player, mu, sigma, games, last_seq FROM ratings ORDER BY game, player"
SELECT_RESULT = "SELECT game_id, seq, game, finished_at FROM game_results WHERE game_id = :game_id"
SELECT_RESULTS = "SELECT game_id, seq, game, finished_at FROM game_results ORDER BY seq"
_PLACE_COLUMNS = "game_id, seat, player, place, mu_before, sigma_before, mu_after, sigma_after"
SELECT_PLACES = f"SELECT {_PLACE_COLUMNS} FROM result_places WHERE game_id = :game_id ORDER BY seat"
SELECT_ALL_PLACES = f"SELECT {_PLACE_COLUMNS} FROM result_places ORDER BY game_id, seat"
# A rebuild writes the ratings afresh, and each place's before and after as the results in order give them.
DELETE_RATINGS = "DELETE FROM ratings"
INSERT_RATING = """
INSERT INTO ratings (game, player, mu, sigma, games, last_seq, conservative)
VALUES (:game, :player, :mu, :sigma, :games, :seq, :conservative)
"""
# ... and the tables' counts afresh (`data.migrations.REFILL_BOARD_COUNTS`: migration 11's fill in key order).
DELETE_BOARD_COUNTS = "DELETE FROM board_counts"
# ... which the check compares with the counts kept (a step left empty is no count).
SELECT_BOARD_COUNTS = "SELECT scope, game, bucket, players FROM board_counts WHERE players <> 0"
UPDATE_PLACE = """
UPDATE result_places
SET mu_before = :mu_before, sigma_before = :sigma_before, mu_after = :mu_after, sigma_after = :sigma_after
WHERE game_id = :game_id AND seat = :seat
"""
# Held by a rebuild: the counter's row locked, unchanged, so that no game is rated until the rebuild is written.
LOCK_RESULT_SEQ = """
INSERT INTO bot_state (key, value) VALUES ('result_seq', 0)
ON CONFLICT (key) DO UPDATE SET value = bot_state.value
RETURNING value
"""

# What /zark rating profile and leaderboard read. A player's results are found by `result_places (player)` (migration
# 8); the conservative figure a table sorts by is mu - 3 sigma (`Skill.ordinal`), computed in SQL on both backends
# the same way, with the player as the tie break so that a place is always the same.
SELECT_PLAYER_RATINGS = """
SELECT game, player, mu, sigma, games, last_seq FROM ratings WHERE player = :player ORDER BY game
"""
SELECT_PLAYER_WINS = """
SELECT r.game AS game, COUNT(DISTINCT p.game_id) AS wins
FROM result_places p JOIN game_results r ON r.game_id = p.game_id
WHERE p.player = :player AND p.place = 0
GROUP BY r.game
"""
_RECENT_RESULTS = """
SELECT r.game_id AS game_id, r.game AS game, r.finished_at AS finished_at, p.place AS place,
       p.mu_before AS mu_before, p.sigma_before AS sigma_before, p.mu_after AS mu_after, p.sigma_after AS sigma_after,
       (SELECT COUNT(*) FROM result_places q WHERE q.game_id = r.game_id) AS seats,
       g.guild_id AS guild_id, g.channel_id AS channel_id, g.thread_id AS thread_id
FROM result_places p
JOIN game_results r ON r.game_id = p.game_id
JOIN games g ON g.id = r.game_id
WHERE p.player = :player{game_filter}
ORDER BY r.seq DESC, p.seat
LIMIT :limit
"""
SELECT_RECENT_RESULTS = _RECENT_RESULTS.format(game_filter="")
SELECT_RECENT_RESULTS_OF_GAME = _RECENT_RESULTS.format(game_filter=" AND r.game = :game")
# A player's rating in one game kind, before and after each of their rated games in the order they were rated (a
# computer level holding several seats of a game: its first seat's).
SELECT_RATING_HISTORY = """
SELECT r.game_id AS game_id, p.mu_before AS mu_before, p.sigma_before AS sigma_before, p.mu_after AS mu_after,
       p.sigma_after AS sigma_after
FROM result_places p
JOIN game_results r ON r.game_id = p.game_id
WHERE p.player = :player AND r.game = :game
ORDER BY r.seq, p.seat
"""
# A kind's table (migration 11): the players with at least QUALIFYING_GAMES rated games, by the conservative figure
# mu - 3 sigma (`Skill.ordinal`, kept as `conservative`), then by player so that a place is always the same;
# everywhere, or in a server only those with a rated game of the kind there (`guild_members`). Read from a partial
# index whose condition is the constant written here (so that both planners use it): the top is its first entries
# (in a server: from the step where the server's counts reach the top's length, each checked against the server's
# members, or, for a small server, its members' ratings sorted). A table's size is the sum of its counts by
# sixteenth of a point (`board_counts`, scope 0 for everywhere); a player's place, those counted in the steps above
# theirs and those ahead of them in their own step (a short range of the index: the entries before theirs, below
# the next step).
QUALIFYING_GAMES = 3
#: A table's counts are kept by the floor of the conservative figure times this (exactly: 16 is a power of two).
BUCKETS_PER_POINT = 16
_QUALIFIED = f"games >= {QUALIFYING_GAMES}"
_RATING_COLUMNS = (
    "r.game AS game, r.player AS player, r.mu AS mu, r.sigma AS sigma, r.games AS games, r.last_seq AS last_seq"
)
_MEMBER = (
    "EXISTS (SELECT 1 FROM guild_members m WHERE m.guild_id = :guild_id AND m.game = r.game AND m.player = r.player)"
)
SELECT_TOP = f"""
SELECT {_RATING_COLUMNS} FROM ratings r
WHERE r.game = :game AND r.{_QUALIFIED}
ORDER BY r.conservative DESC, r.player
LIMIT :limit
"""
SELECT_TOP_IN_GUILD = f"""
SELECT {_RATING_COLUMNS} FROM ratings r
WHERE r.game = :game AND r.{_QUALIFIED} AND r.conservative >= :lowest AND {_MEMBER}
ORDER BY r.conservative DESC, r.player
LIMIT :limit
"""
SELECT_TOP_OF_MEMBERS = f"""
SELECT {_RATING_COLUMNS} FROM guild_members m JOIN ratings r ON r.game = m.game AND r.player = m.player
WHERE m.guild_id = :guild_id AND m.game = :game AND r.{_QUALIFIED}
ORDER BY r.conservative DESC, r.player
LIMIT :limit
"""
SELECT_OWN = f"""
SELECT {_RATING_COLUMNS}, r.conservative AS conservative FROM ratings r
WHERE r.game = :game AND r.player = :player AND r.{_QUALIFIED}
"""
SELECT_OWN_IN_GUILD = SELECT_OWN + f" AND {_MEMBER}"
SELECT_COUNTS = "SELECT bucket, players FROM board_counts WHERE scope = :scope AND game = :game AND players > 0"
_AHEAD_IN_STEP = f"""
SELECT COUNT(*) AS counted FROM ratings r
WHERE r.game = :game AND r.{_QUALIFIED}
  AND r.conservative >= :conservative AND r.conservative < :upper
  AND (r.conservative > :conservative OR r.player < :player){{scope}}
"""
COUNT_AHEAD_IN_STEP = _AHEAD_IN_STEP.format(scope="")
COUNT_AHEAD_IN_STEP_IN_GUILD = _AHEAD_IN_STEP.format(scope=f" AND {_MEMBER}")
