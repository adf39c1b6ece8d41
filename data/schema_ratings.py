"""Later changes to the ratings' schema (migration 15 of `data.migrations`, which applies them). Never edit a statement
that has shipped: add a migration.
"""

from __future__ import annotations

# ----------------------------------------------------------------------------------------------- version 15
# A player's wins in each game kind, kept with their rating (a game's end adds one for each player with a seat that
# came first): a profile reads them from the player's few ratings instead of counting every result of theirs (a
# keen player's 10,000 results took 10-40 ms). The wins so far are counted once from the results; a rebuild counts
# them again with the same statement (in one pass over the first places: a million rated games in seconds).
ADD_WINS = "ALTER TABLE ratings ADD COLUMN wins {int} NOT NULL DEFAULT 0"
FILL_WINS = """
UPDATE ratings SET wins = won.wins
FROM (
    SELECT r.game AS game, p.player AS player, COUNT(DISTINCT p.game_id) AS wins
    FROM result_places p JOIN game_results r ON r.game_id = p.game_id
    WHERE p.place = 0
    GROUP BY r.game, p.player
) won
WHERE ratings.game = won.game AND ratings.player = won.player
"""
