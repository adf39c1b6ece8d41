"""The web companion's addresses: each game's token (given once, never changed) and the web's own kept values."""

from __future__ import annotations

__all__ = [
    "CURRENT_SCHEMA",
    "GAME_OF_WEB_TOKEN",
    "GET_WEB_STATE",
    "GIVE_WEB_TOKEN",
    "MOVES_CHANNEL",
    "NOTIFY_MOVE",
    "SELECT_VERSION",
    "SELECT_WEB_STAMP",
    "SELECT_WEB_TOKEN",
    "SET_WEB_STATE_ONCE",
]

# A started game gets its token once: the first writer wins, and every later one reads what it wrote.
GIVE_WEB_TOKEN = """
UPDATE games SET web_token = :token WHERE id = :game_id AND web_token IS NULL AND status <> 'lobby'
"""
SELECT_WEB_TOKEN = "SELECT web_token FROM games WHERE id = :game_id"
GAME_OF_WEB_TOKEN = "SELECT id FROM games WHERE web_token = :token"

GET_WEB_STATE = "SELECT value FROM web_state WHERE key = :key"
# A value made once: of two processes making it at once, the first one's is kept (both then read it).
SET_WEB_STATE_ONCE = "INSERT INTO web_state (key, value) VALUES (:key, :value) ON CONFLICT (key) DO NOTHING"

# A move tells every process's pages (PostgreSQL only): sent inside the move's transaction, so it is heard when, and
# only if, the move is committed. The payload is "GAME_ID VERSION".
MOVES_CHANNEL = "zark_moves"
# A notification reaches every LISTENer of the database, whatever its schema: each says whose it is ("SCHEMA GAME
# VERSION"), and a store hears only its own schema's (two bots, or tests, may share one database).
NOTIFY_MOVE = f"SELECT pg_notify('{MOVES_CHANNEL}', current_schema() || ' ' || :payload)"
CURRENT_SCHEMA = "SELECT current_schema() AS schema"
# A game's version, for a page whose process hears of no moves (a web alone on the bot's SQLite file).
SELECT_VERSION = "SELECT version FROM games WHERE id = :game_id"
# What a page of the game depends on beyond its moves: a page kept for this stamp is still the page.
SELECT_WEB_STAMP = "SELECT version, status, updated_at, deadline_at FROM games WHERE id = :game_id"
