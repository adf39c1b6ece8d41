"""The web's player pages, listed servers and their leaderboards: tokens, listing, hiding, and what a page reads."""

from __future__ import annotations

from .ratings import QUALIFYING_GAMES

__all__ = [
    "GIVE_GUILD_TOKEN",
    "GIVE_PLAYER_TOKEN",
    "GUILD_OF_TOKEN",
    "GUILD_TOKEN",
    "LISTED_GUILD_GAMES",
    "LISTED_MEMBERS_UP_TO",
    "LISTED_OPPONENTS",
    "LISTED_PLAYED",
    "PLAYER_CARD",
    "PLAYER_MOVES",
    "PLAYER_NAME",
    "PLAYER_OF_TOKEN",
    "PLAYER_TOKEN",
    "PLAYER_VISIBLE",
    "SET_GUILD_LISTED",
    "SET_PLAYER_HIDDEN",
    "TOP_VISIBLE",
    "TOP_VISIBLE_OF_MEMBERS",
    "player_cards",
]

# A token is given once (the first writer's is kept), then read.
GIVE_PLAYER_TOKEN = "INSERT INTO web_players (player, token) VALUES (:player, :token) ON CONFLICT (player) DO NOTHING"
PLAYER_TOKEN = "SELECT token, hidden FROM web_players WHERE player = :player"
PLAYER_OF_TOKEN = "SELECT player, hidden FROM web_players WHERE token = :token"
SET_PLAYER_HIDDEN = "UPDATE web_players SET hidden = :hidden WHERE player = :player"
GIVE_GUILD_TOKEN = (
    "INSERT INTO web_guilds (guild_id, token) VALUES (:guild_id, :token) ON CONFLICT (guild_id) DO NOTHING"
)
GUILD_TOKEN = "SELECT token, listed FROM web_guilds WHERE guild_id = :guild_id"
GUILD_OF_TOKEN = "SELECT guild_id, listed, name FROM web_guilds WHERE token = :token"
SET_GUILD_LISTED = "UPDATE web_guilds SET listed = :listed, name = COALESCE(:name, name) WHERE guild_id = :guild_id"

# A player's profile is shown when they have not hidden it and have a rated game in a listed server: found from their
# ratings (by player), then their servers of each kind (`guild_members`), then whether one is listed.
_LISTED_MEMBER = """EXISTS (
    SELECT 1 FROM guild_members m JOIN web_guilds w ON w.guild_id = m.guild_id
    WHERE m.game = r.game AND m.player = r.player AND w.listed = 1
)"""
_NOT_HIDDEN = "NOT EXISTS (SELECT 1 FROM web_players h WHERE h.player = r.player AND h.hidden = 1)"
PLAYER_VISIBLE = f"""
SELECT 1 AS shown FROM ratings r WHERE r.player = :player AND {_NOT_HIDDEN} AND {_LISTED_MEMBER}
LIMIT 1
"""
# A kind's table of everyone listed: the kind's table in order (`ratings_board`), each player checked.
TOP_VISIBLE = f"""
SELECT r.game AS game, r.player AS player, r.mu AS mu, r.sigma AS sigma, r.games AS games, r.last_seq AS last_seq
FROM ratings r
WHERE r.game = :game AND r.games >= {QUALIFYING_GAMES} AND {_NOT_HIDDEN} AND {_LISTED_MEMBER}
ORDER BY r.conservative DESC, r.player
LIMIT :limit
"""
# How many players of a kind the listed servers have (counted up to :most): few, and their ratings are read and
# sorted (`TOP_VISIBLE_OF_MEMBERS`) rather than the whole table walked in order for them.
LISTED_MEMBERS_UP_TO = """
SELECT COUNT(*) AS counted FROM (
    SELECT 1 FROM web_guilds w JOIN guild_members m ON m.guild_id = w.guild_id AND m.game = :game
    WHERE w.listed = 1
    LIMIT :most
) listed
"""
TOP_VISIBLE_OF_MEMBERS = f"""
SELECT r.game AS game, r.player AS player, r.mu AS mu, r.sigma AS sigma, r.games AS games, r.last_seq AS last_seq
FROM ratings r
WHERE r.game = :game AND r.games >= {QUALIFYING_GAMES} AND {_NOT_HIDDEN} AND r.player IN (
    SELECT m.player FROM web_guilds w JOIN guild_members m ON m.guild_id = w.guild_id AND m.game = :game
    WHERE w.listed = 1
)
ORDER BY r.conservative DESC, r.player
LIMIT :limit
"""
# The name a person was last seated under.
PLAYER_NAME = """
SELECT name FROM game_players WHERE user_id = :user_id ORDER BY joined_at DESC, game_id DESC LIMIT 1
"""
# What a page says of a person: their page's token and whether they hid it (NULL: no token yet), and their name.
PLAYER_CARD = f"""
SELECT :player AS player,
       (SELECT token FROM web_players WHERE player = :player) AS token,
       (SELECT hidden FROM web_players WHERE player = :player) AS hidden,
       ({PLAYER_NAME.strip()}) AS name
"""


def player_cards(count: int) -> str:
    """`PLAYER_CARD` of `count` people in one statement (one round trip to the server, not one each): the
    parameters of the n-th are ``:player_n`` and ``:user_id_n``."""
    return "UNION ALL".join(
        PLAYER_CARD.replace(":player", f":player_{n}").replace(":user_id", f":user_id_{n}") for n in range(count)
    )


# A player's rated games in listed servers, the latest begun first (game ids, read in the order of their index on
# `result_places (player, game_id)`: no sort of all their games), with their games' tokens (given when missing).
LISTED_PLAYED = """
SELECT r.game_id AS game_id, r.game AS game, r.finished_at AS finished_at, p.place AS place,
       (SELECT COUNT(*) FROM result_places q WHERE q.game_id = r.game_id) AS seats,
       p.mu_before AS mu_before, p.mu_after AS mu_after, g.web_token AS web_token
FROM result_places p
JOIN game_results r ON r.game_id = p.game_id
JOIN games g ON g.id = r.game_id
JOIN web_guilds w ON w.guild_id = g.guild_id
WHERE p.player = :player AND w.listed = 1
ORDER BY p.game_id DESC, p.seat
LIMIT :limit
"""
# Who a player met most in their latest :games rated games of listed servers (those who hid their profile left out).
LISTED_OPPONENTS = """
SELECT o.player AS player, COUNT(DISTINCT o.game_id) AS met
FROM (
    SELECT DISTINCT p.game_id AS game_id
    FROM result_places p
    JOIN games g ON g.id = p.game_id
    JOIN web_guilds w ON w.guild_id = g.guild_id
    WHERE p.player = :player AND w.listed = 1
    ORDER BY p.game_id DESC
    LIMIT :games
) mine
JOIN result_places o ON o.game_id = mine.game_id AND o.player <> :player
WHERE NOT EXISTS (SELECT 1 FROM web_players h WHERE h.player = o.player AND h.hidden = 1)
GROUP BY o.player
ORDER BY met DESC, o.player
LIMIT :limit
"""
# The moves of a person's latest games, to time their answers and count the caretaker's moves for them (a caretaker
# move is logged under nobody, at their seat).
PLAYER_MOVES = """
SELECT m.game_id AS game_id, m.seq AS seq, m.seat AS seat, m.user_id AS user_id, m.created_at AS created_at,
       s.seat AS own_seat, s.started AS started
FROM (
    SELECT gp.game_id AS game_id, gp.seat AS seat, g.created_at AS started
    FROM game_players gp JOIN games g ON g.id = gp.game_id
    WHERE gp.user_id = :user_id
    ORDER BY gp.game_id DESC
    LIMIT :games
) s
JOIN moves m ON m.game_id = s.game_id
ORDER BY m.game_id, m.seq
"""
# A listed server's games, the latest changed first (its started ones: a lobby has no page).
LISTED_GUILD_GAMES = """
SELECT g.id AS id, g.web_token AS web_token, g.status AS status, g.settings AS settings, g.updated_at AS updated_at
FROM games g
WHERE g.guild_id = :guild_id AND g.status IN ('setup', 'playing', 'finished')
ORDER BY g.updated_at DESC
LIMIT :limit
"""
