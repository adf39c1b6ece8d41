"""The games, their players and the lists of them; the servers' and the players' settings."""

from __future__ import annotations

from ..database import FOR_UPDATE

# ----------------------------------------------------------------------------------------------- games

ACTIVE = "('lobby', 'setup', 'playing')"
IN_PLAY = "('setup', 'playing')"

GAME_ROW_COLUMNS = (
    "g.id, g.guild_id, g.channel_id, g.thread_id, g.lobby_message_id, g.host_id, g.status, g.settings, g.seed, "
    "g.version, g.turn_seat, g.waiting_seats, g.turn_since, g.created_at, g.updated_at, "
    "g.remind_after_minutes, g.remind_every_minutes, g.deadline_minutes, g.caretaker_limit, g.remind_at, g.deadline_at"
)

SELECT_GAME = f"SELECT {GAME_ROW_COLUMNS}, g.initial_order, g.state FROM games g WHERE g.id = :game_id"
# The game with its players in one statement (one row per player): a load is one trip to the database thread.
_GAME_AND_PLAYERS = f"""
SELECT {GAME_ROW_COLUMNS}, g.initial_order, g.state, p.seat AS p_seat, p.user_id AS p_user_id, p.name AS p_name,
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
SELECT {GAME_ROW_COLUMNS}, p.seat AS p_seat, p.user_id AS p_user_id, p.name AS p_name,
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
