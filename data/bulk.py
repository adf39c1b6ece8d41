"""Loading many finished, rated games at once: what the ratings benchmark (`bench/ratings.py`) fills a database with.

The rows are the ones `Store.commit_move` writes when a game ends (`data.ratings.write_result`), written with each
backend's fastest insert (`Session.insert_rows`: SQLite's executemany, PostgreSQL's COPY) in one transaction: a
finished `games` row for each result (no players or moves: the ratings never read them), its `game_results` row,
its `result_places`, every player's rating (its conservative figure and wins too), who played each kind in each
guild, the tables' counts, and the results' counter, so that the next game to end is numbered on.
The numbers are the caller's: `data.ratings.rerate` gives ones that `rebuild_ratings` finds unchanged.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Iterator, Sequence
from itertools import islice
from typing import Any

from .database import Database
from .ratings import GameResult, Rating
from .sql import REFILL_BOARD_COUNTS

ROWS_PER_INSERT = 50_000
#: Fresh statistics for the query planners (both backends), which would otherwise plan for empty tables.
ANALYZE = "ANALYZE"

GAME_COLUMNS = ("id", "guild_id", "channel_id", "host_id", "status", "settings", "version", "created_at", "updated_at")
RESULT_COLUMNS = ("game_id", "seq", "game", "finished_at")
PLACE_COLUMNS = ("game_id", "seat", "player", "place", "mu_before", "sigma_before", "mu_after", "sigma_after")
RATING_COLUMNS = ("game", "player", "mu", "sigma", "games", "last_seq", "conservative", "wins")


async def load_results(
    database: Database, results: Sequence[GameResult], ratings: Iterable[Rating], guilds: Sequence[int | None]
) -> None:
    """Write `results` (numbered 1, 2, ... in order, their game ids unused so far) as finished games, the game of
    `results[n]` in guild `guilds[n]`, and `ratings` as every player's rating."""
    async with database.write() as session:
        games = (
            (r.game_id, guild, r.game_id, 1, "finished", f'{{"game": "{r.game}"}}', 1, r.finished_at, r.finished_at)
            for r, guild in zip(results, guilds, strict=True)
        )
        for batch in _batches(games):
            await session.insert_rows("games", GAME_COLUMNS, batch)
        for batch in _batches((r.game_id, r.seq, r.game, r.finished_at) for r in results):
            await session.insert_rows("game_results", RESULT_COLUMNS, batch)
        places = (
            (r.game_id, p.seat, p.player, p.place, p.before.mu, p.before.sigma, p.after.mu, p.after.sigma)
            for r in results
            for p in r.places
        )
        for batch in _batches(places):
            await session.insert_rows("result_places", PLACE_COLUMNS, batch)
        kept = {(r.game, r.player): r for r in ratings}
        wins = Counter((r.game, player) for r in results for player in {p.player for p in r.places if p.place == 0})
        rows = (
            (r.game, r.player, r.mu, r.sigma, r.games, r.last_seq, r.skill.ordinal, wins[r.game, r.player])
            for r in kept.values()
        )
        for batch in _batches(rows):
            await session.insert_rows("ratings", RATING_COLUMNS, batch)
        members = sorted(
            {(guild, r.game, p.player) for r, guild in zip(results, guilds, strict=True) for p in r.places if guild}
        )
        for batch in _batches(members):
            await session.insert_rows("guild_members", ("guild_id", "game", "player"), batch)
        await session.execute(database.dialect.ddl(REFILL_BOARD_COUNTS))
        last = max((r.seq for r in results), default=0)
        await session.insert_rows("bot_state", ("key", "value"), [("result_seq", last)])
        await database.after_copy(session)
        await session.execute(ANALYZE)


def _batches(rows: Iterable[tuple[Any, ...]]) -> Iterator[list[tuple[Any, ...]]]:
    iterator = iter(rows)
    while batch := list(islice(iterator, ROWS_PER_INSERT)):
        yield batch
