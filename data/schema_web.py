"""The web companion's schema (migrations 13, 14 and 16 of `data.migrations`, which applies them): a game's token, the
secret its private links are signed with, players' and servers' tokens, hidden profiles and listed servers. Never edit
a statement that has shipped: add a migration.
"""

from __future__ import annotations

# ----------------------------------------------------------------------------------------------- version 13
# The web companion: a game's token (128 random bits, its page's address), the signing secret of private links.
ADD_WEB_TOKEN = "ALTER TABLE games ADD COLUMN web_token TEXT"
CREATE_WEB_TOKEN_INDEX = "CREATE UNIQUE INDEX games_web_token ON games (web_token)"
CREATE_WEB_STATE = "CREATE TABLE web_state (key TEXT PRIMARY KEY, value TEXT NOT NULL)"

# ----------------------------------------------------------------------------------------------- version 14
# The web's players and servers: each player's page token (and whether they hid their profile), each server's page
# token (and whether someone with Manage Server listed it). Private by default: a server is unlisted until listed.
CREATE_WEB_PLAYERS = """
CREATE TABLE web_players (
    player TEXT PRIMARY KEY,
    token TEXT NOT NULL UNIQUE,
    hidden {int} NOT NULL DEFAULT 0
)
"""
CREATE_WEB_GUILDS = """
CREATE TABLE web_guilds (
    guild_id BIGINT PRIMARY KEY,
    token TEXT NOT NULL UNIQUE,
    listed {int} NOT NULL DEFAULT 0
)
"""
# A server's games, newest change first (its listed page).
CREATE_GAMES_GUILD_UPDATED_INDEX = "CREATE INDEX games_guild_updated ON games (guild_id, updated_at)"

# ----------------------------------------------------------------------------------------------- version 16
# A listed server's name, as Discord gave it when someone last listed the server (its page's heading); none before.
ADD_GUILD_NAME = "ALTER TABLE web_guilds ADD COLUMN name TEXT"
