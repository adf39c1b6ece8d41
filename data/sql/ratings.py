"""Results, ratings and the rating tables."""

from __future__ import annotations

from rules.core import MAX_PLAYERS

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
# A player's wins are counted with their rating (migration 15): `:won` is 1 when one of their seats came first.
UPSERT_RATING = """
INSERT INTO ratings (game, player, mu, sigma, games, last_seq, conservative, wins)
VALUES (:game, :player, :mu, :sigma, 1, :seq, :conservative, :won)
ON CONFLICT (game, player) DO UPDATE
SET mu = excluded.mu, sigma = excluded.sigma, games = ratings.games + 1, last_seq = excluded.last_seq,
    conservative = excluded.conservative, wins = ratings.wins + excluded.wins
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
# ... and the tables' counts afresh (`REFILL_BOARD_COUNTS`: migration 11's fill in key order), and the wins
# (`data.schema_ratings.FILL_WINS`); the check compares the wins kept with the results counted again.
DELETE_BOARD_COUNTS = "DELETE FROM board_counts"
WINS_DIFFERING = """
SELECT game, player, wins, counted FROM (
    SELECT r.game AS game, r.player AS player, r.wins AS wins, (
        SELECT COUNT(DISTINCT p.game_id) FROM result_places p JOIN game_results g ON g.game_id = p.game_id
        WHERE p.player = r.player AND g.game = r.game AND p.place = 0
    ) AS counted
    FROM ratings r
) kept
WHERE wins <> counted
ORDER BY game, player
"""
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

#: The tables' counts as the ratings and `guild_members` give them (migration 11's fill, in key order): what a
#: rebuild and the ratings' check count, and what a rebuild writes.
COUNT_BOARDS = """
SELECT scope, game, bucket, players FROM (
    SELECT 0 AS scope, game, {bucket} AS bucket, COUNT(*) AS players FROM ratings WHERE games >= 3
    GROUP BY game, {bucket}
    UNION ALL
    SELECT m.guild_id, r.game, {bucket}, COUNT(*)
    FROM guild_members m JOIN ratings r ON r.game = m.game AND r.player = m.player
    WHERE r.games >= 3
    GROUP BY m.guild_id, r.game, {bucket}
) counted
ORDER BY game, bucket, scope
"""
REFILL_BOARD_COUNTS = f"INSERT INTO board_counts (scope, game, bucket, players){COUNT_BOARDS}"

# What /zark rating profile and leaderboard read. A player's results are found by `result_places (player)` (migration
# 8); the conservative figure a table sorts by is mu - 3 sigma (`Skill.ordinal`), computed in SQL on both backends
# the same way, with the player as the tie break so that a place is always the same.
SELECT_PLAYER_RATINGS = """
SELECT game, player, mu, sigma, games, last_seq, wins FROM ratings WHERE player = :player ORDER BY game
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
