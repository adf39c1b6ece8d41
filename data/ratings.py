"""Ratings per game kind, kept once and rebuildable.

The move that ends a game writes its result in its own transaction (`write_result`, from `Store.commit_move`): the
game's places as its kind ranks them (`GameKind.ranking`; a game ended by agreement, or a friendly one with the
table option `rated` off, is not rated), every seat's player with their rating before and after, and each player's
new rating (`data.skill`). The game's id is the
result's key, so a game is rated once whatever races or restarts happen; results are numbered in the order they
were written, and the ratings are a pure function of the results in that order: `rebuild_ratings` (``python -m
data ratings --rebuild``) recomputes them all from the results and gives exactly the stored numbers.

A player is a person's Discord id (as text) or a computer level's pseudo-player (``computer:hard``). Games imported
from records (`import_game`) are not rated: only a move played here ends a game here.
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Sequence
from dataclasses import dataclass, field

from rules import GameState, kind_of

from . import sql
from .connection import StoreConnection
from .database import Row, Session
from .schema_ratings import FILL_WINS
from .skill import Entrant, Skill, computer_player, rate, starting_skill
from .sql import BUCKETS_PER_POINT as BUCKETS
from .sql import COUNT_BOARDS, QUALIFYING_GAMES, REFILL_BOARD_COUNTS

#: A server's table with at most this many players is read from its members' ratings, sorted; a larger one from the
#: kind's table in order, from the step its top starts at, each checked against the server's members.
SMALL_TABLE = 1000


@dataclass(frozen=True, slots=True)
class Rating:
    """A player's rating in one game kind, after `games` rated games, the last of them result number `last_seq`."""

    game: str
    player: str
    mu: float
    sigma: float
    games: int
    last_seq: int

    @property
    def skill(self) -> Skill:
        return Skill(self.mu, self.sigma)


@dataclass(frozen=True, slots=True)
class SeatResult:
    """One seat of a rated game: its player, its place (0 is first; equal places tied), the rating before and after."""

    seat: int
    player: str
    place: int
    before: Skill
    after: Skill


@dataclass(frozen=True, slots=True)
class GameResult:
    game_id: int
    seq: int
    game: str  # the kind's key
    finished_at: int  # milliseconds since the Unix epoch
    places: tuple[SeatResult, ...]


@dataclass(frozen=True, slots=True)
class Standing:
    """A player's rating in one game kind, with how many of its rated games they won (came first in, ties too)."""

    rating: Rating
    wins: int


@dataclass(frozen=True, slots=True)
class PlayedGame:
    """One rated game as a player saw it: their place of how many seats, their rating before and after, and where
    the game was played (its thread, or the channel when it had none)."""

    game_id: int
    game: str  # the kind's key
    finished_at: int  # milliseconds since the Unix epoch
    place: int
    seats: int
    before: Skill
    after: Skill
    guild_id: int | None
    channel_id: int
    thread_id: int | None


@dataclass(frozen=True, slots=True)
class Profile:
    """A player's standings in each game kind they were rated in (or one kind), and their latest rated games, the
    newest first."""

    standings: tuple[Standing, ...]
    recent: tuple[PlayedGame, ...]


@dataclass(frozen=True, slots=True)
class Leaderboard:
    """A game kind's table by the conservative figure: the best `top`, how many players qualify, and the asking
    player's own place (0 is first) and rating when they qualify."""

    top: tuple[Rating, ...]
    qualified: int
    own: tuple[int, Rating] | None


@dataclass
class RebuildReport:
    """What a rebuild found: how many results it replayed, how many ratings it gave, and every stored number that
    differed from the replayed one, and every table's count that differed from the ratings counted again (none,
    unless something changed the tables behind the store's back)."""

    results: int = 0
    ratings: int = 0
    differences: list[str] = field(default_factory=list)

    def lines(self) -> list[str]:
        found = f"{self.results} rated games replayed, {self.ratings} ratings"
        if not self.differences:
            return [f"{found}: every stored number is the replayed one."]
        return [f"{found}; {len(self.differences)} stored numbers differed:", *self.differences]


def player_of(user_id: int, computer: str | None) -> str:
    """The rated player of a seat: a person's id, or their level's pseudo-player for a computer player."""
    return computer_player(computer) if computer is not None else str(user_id)


async def write_result(session: Session, game_id: int, game: GameState, now: int) -> GameResult | None:
    """Within the transaction of the move that ended `game`: write its result and rate its players (None, writing
    nothing, when its kind does not rate it). A second result for the game raises IntegrityViolation."""
    kind = kind_of(game)
    ranking = kind.ranking(game)
    if ranking is None:
        return None
    place_of = {seat: place for place, seats in enumerate(ranking) for seat in seats}
    players = await session.fetch(sql.SELECT_PLAYERS, {"game_id": game_id})
    entrants = {
        row["seat"]: Entrant(player_of(row["user_id"], row["computer"]), place_of[row["seat"]]) for row in players
    }
    seq = int((await session.fetch(sql.NEXT_RESULT_SEQ))[0]["value"])
    await session.execute(sql.INSERT_RESULT, {"game_id": game_id, "seq": seq, "game": kind.key, "now": now})
    rated = list(dict.fromkeys(entrant.player for entrant in entrants.values()))  # a computer level's seats: once
    who: dict[str, object] = {"game": kind.key}
    who |= {f"player{n}": player for n, player in enumerate(rated)}
    known = {row["player"]: row for row in await session.fetch(sql.SELECT_RATINGS_OF[len(rated)], who)}
    before = {p: Skill(known[p]["mu"], known[p]["sigma"]) if p in known else starting_skill(p) for p in rated}
    games_before = {player: int(known[player]["games"]) if player in known else 0 for player in rated}
    after = rate(list(entrants.values()), before)
    places = tuple(
        SeatResult(seat, entrant.player, entrant.place, before[entrant.player], after[entrant.player])
        for seat, entrant in sorted(entrants.items())
    )
    await session.execute_many(sql.INSERT_PLACE, [_place_params(game_id, place) for place in places])
    new_ratings = []
    won = {entrant.player for entrant in entrants.values() if entrant.place == 0}
    for player in rated:
        skill = after[player]
        params = {"game": kind.key, "player": player, "mu": skill.mu, "sigma": skill.sigma, "seq": seq}
        new_ratings.append(params | {"conservative": skill.ordinal, "won": int(player in won)})
    await session.execute_many(sql.UPSERT_RATING, new_ratings)
    # The counts: each player's step before and after (the results' counter is held, so no other game has rated
    # them since their ratings were read: their games are those read plus this one).
    changed = who | {"game_id": game_id}
    for n, player in enumerate(rated):
        changed[f"old{n}"] = _bucket(before[player].ordinal, games_before[player])
        changed[f"new{n}"] = _bucket(after[player].ordinal, games_before[player] + 1)
    await session.execute(sql.MOVE_COUNTS[len(rated)], changed)
    await session.execute(sql.ADD_GUILD_MEMBERS[len(rated)], changed)
    return GameResult(game_id, seq, kind.key, now, places)


class RatingStore(StoreConnection):
    async def ratings(self, game: str) -> list[Rating]:
        """Every player's rating in a game kind (by its key), by player."""
        async with self.database.read() as session:
            return [_rating(row) for row in await session.fetch(sql.SELECT_RATINGS, {"game": game})]

    async def all_ratings(self) -> list[Rating]:
        """Every rating of every game kind, by kind and player."""
        async with self.database.read() as session:
            return [_rating(row) for row in await session.fetch(sql.SELECT_ALL_RATINGS)]

    async def profile(self, player: str, game: str | None = None, *, recent: int = 5) -> Profile:
        """The player's standings in every game kind they were rated in (or only `game`), and their `recent` latest
        rated games (of that kind)."""
        seats = recent * 5  # a computer level may hold up to five seats of one game
        async with self.database.snapshot() as session:
            kept = await session.fetch(sql.SELECT_PLAYER_RATINGS, {"player": player})
            rows: Sequence[Row]
            if not recent:
                rows = []
            elif game is None:
                rows = await session.fetch(sql.SELECT_RECENT_RESULTS, {"player": player, "limit": seats})
            else:
                params = {"player": player, "game": game, "limit": seats}
                rows = await session.fetch(sql.SELECT_RECENT_RESULTS_OF_GAME, params)
        shown = [row for row in kept if game is None or row["game"] == game]
        standings = tuple(Standing(_rating(row), int(row["wins"])) for row in shown)
        return Profile(standings, tuple(_played(row) for row in _one_per_game(rows)[:recent]))

    async def rating_history(self, player: str, game: str) -> tuple[Skill, ...]:
        """The player's rating in a game kind before their first rated game of it, then after each one, in the order
        they were rated (empty when they have none)."""
        async with self.database.read() as session:
            rows = _one_per_game(await session.fetch(sql.SELECT_RATING_HISTORY, {"player": player, "game": game}))
        if not rows:
            return ()
        first = rows[0]
        start = Skill(first["mu_before"], first["sigma_before"])
        return (start, *(Skill(row["mu_after"], row["sigma_after"]) for row in rows))

    async def leaderboard(
        self, game: str, player: str | None, *, guild_id: int | None = None, top: int = 10
    ) -> Leaderboard:
        """The game kind's `top` players by `mu - 3 sigma` (ties by player), of those with at least
        `QUALIFYING_GAMES` rated games; with `guild_id`, only players with a rated game of the kind in that guild.
        `player`'s own place too."""
        in_guild = guild_id is not None
        params: dict[str, object] = {"game": game, "limit": top, "player": player, "guild_id": guild_id}
        params["scope"] = guild_id if in_guild else 0
        async with self.database.snapshot() as session:
            counts = {int(row["bucket"]): int(row["players"]) for row in await session.fetch(sql.SELECT_COUNTS, params)}
            qualified = sum(counts.values())
            if not in_guild:
                rows = await session.fetch(sql.SELECT_TOP, params)
            elif qualified <= SMALL_TABLE:
                rows = await session.fetch(sql.SELECT_TOP_OF_MEMBERS, params)
            else:
                params["lowest"] = _lowest_step(counts, top) / BUCKETS
                rows = await session.fetch(sql.SELECT_TOP_IN_GUILD, params)
            own: tuple[int, Rating] | None = None
            if player is not None:
                mine = await session.fetch(sql.SELECT_OWN_IN_GUILD if in_guild else sql.SELECT_OWN, params)
                if mine:
                    conservative = mine[0]["conservative"]
                    step = math.floor(conservative * BUCKETS)
                    params |= {"conservative": conservative, "upper": (step + 1) / BUCKETS}
                    near = sql.COUNT_AHEAD_IN_STEP_IN_GUILD if in_guild else sql.COUNT_AHEAD_IN_STEP
                    ahead = int((await session.fetch(near, params))[0]["counted"])
                    above = sum(players for bucket, players in counts.items() if bucket > step)
                    own = (above + ahead, _rating(mine[0]))
        return Leaderboard(tuple(map(_rating, rows)), qualified, own)

    async def result(self, game_id: int) -> GameResult | None:
        """A finished game's result, or None (not finished, or not rated)."""
        async with self.database.read() as session:
            rows = await session.fetch(sql.SELECT_RESULT, {"game_id": game_id})
            if not rows:
                return None
            places = await session.fetch(sql.SELECT_PLACES, {"game_id": game_id})
        return _result(rows[0], places)

    async def results(self) -> list[GameResult]:
        """Every stored result, in the order they were written."""
        async with self.database.snapshot() as session:
            return await _all_results(session)

    async def rebuild_ratings(self, *, write: bool) -> RebuildReport:
        """Replay every stored result in order from the starting ratings and compare each stored number with the
        replayed one, each table's kept counts with the ratings counted again, and each player's kept wins with
        their results; with `write`, store the replayed numbers (the ratings table afresh, each place's before and
        after, and the counts and wins they give), holding the results' counter meanwhile so that no game is rated
        in between."""
        counting = self.database.dialect.ddl(COUNT_BOARDS)
        if not write:
            async with self.database.snapshot() as session:
                return (await _replayed(session, counting))[0]
        async with self.database.write() as session:
            await session.fetch(sql.LOCK_RESULT_SEQ)
            report, ratings, results = await _replayed(session, counting)
            await session.execute(sql.DELETE_RATINGS)
            await session.execute_many(sql.INSERT_RATING, [_rating_params(rating) for rating in ratings.values()])
            await session.execute(FILL_WINS)
            await session.execute(sql.DELETE_BOARD_COUNTS)
            await session.execute(self.database.dialect.ddl(REFILL_BOARD_COUNTS))
            places = [_place_params(result.game_id, place) for result in results for place in result.places]
            await session.execute_many(sql.UPDATE_PLACE, places)
        return report


async def _replayed(
    session: Session, counting: str
) -> tuple[RebuildReport, dict[tuple[str, str], Rating], list[GameResult]]:
    """The stored results replayed: what differed, the ratings they give, and the results as they give them; and
    the tables' kept counts against the stored ratings counted again (`counting`: COUNT_BOARDS in the dialect's
    words)."""
    stored_results = await _all_results(session)
    stored = {(r.game, r.player): r for r in map(_rating, await session.fetch(sql.SELECT_ALL_RATINGS))}
    ratings, results = rerate(stored_results)
    report = RebuildReport(len(results), len(ratings))
    for old, new in zip(stored_results, results, strict=True):
        for was, again in zip(old.places, new.places, strict=True):
            if (was.before, was.after) != (again.before, again.after):
                report.differences.append(
                    f"game {old.game_id} seat {was.seat + 1} ({was.player}): stored {was.before} -> {was.after}, "
                    f"replayed {again.before} -> {again.after}"
                )
    for key in sorted(stored.keys() | ratings.keys()):
        if stored.get(key) != ratings.get(key):
            report.differences.append(f"{key[0]} {key[1]}: stored {stored.get(key)}, replayed {ratings.get(key)}")
    report.differences.extend(await _count_differences(session, counting))
    report.differences.extend(
        f"{row['game']} {row['player']}: kept {row['wins']} wins, counted {row['counted']}"
        for row in await session.fetch(sql.WINS_DIFFERING)
    )
    return report, ratings, results


async def _count_differences(session: Session, counting: str) -> list[str]:
    """Every kept count of a table (`board_counts`) that is not the number of qualified ratings in its step."""
    kept = _counts(await session.fetch(sql.SELECT_BOARD_COUNTS))
    counted = _counts(await session.fetch(counting))
    differences = []
    for game, scope, bucket in sorted(kept.keys() | counted.keys()):
        was, again = kept.get((game, scope, bucket), 0), counted.get((game, scope, bucket), 0)
        if was != again:
            where = "everywhere" if scope == 0 else f"guild {scope}"
            differences.append(
                f"{game} table {where}, step {bucket} (from {bucket / BUCKETS:g}): kept {was} players, counted {again}"
            )
    return differences


def rerate(results: Sequence[GameResult]) -> tuple[dict[tuple[str, str], Rating], list[GameResult]]:
    """The ratings the results give in order from the starting values, and the results as they give them (the same
    seats, players and places, with the replayed ratings before and after)."""
    ratings: dict[tuple[str, str], Rating] = {}
    replayed: list[GameResult] = []
    for result in results:
        entrants = [Entrant(place.player, place.place) for place in result.places]
        before = {e.player: _current(ratings, result.game, e.player) for e in entrants}
        after = rate(entrants, before)
        for player, skill in after.items():
            known = ratings.get((result.game, player))
            games = known.games + 1 if known is not None else 1
            ratings[result.game, player] = Rating(result.game, player, skill.mu, skill.sigma, games, result.seq)
        places = tuple(SeatResult(p.seat, p.player, p.place, before[p.player], after[p.player]) for p in result.places)
        replayed.append(dataclasses.replace(result, places=places))
    return ratings, replayed


def _current(ratings: dict[tuple[str, str], Rating], game: str, player: str) -> Skill:
    known = ratings.get((game, player))
    return known.skill if known is not None else starting_skill(player)


async def _all_results(session: Session) -> list[GameResult]:
    places: dict[int, list[Row]] = {}
    for row in await session.fetch(sql.SELECT_ALL_PLACES):
        places.setdefault(row["game_id"], []).append(row)
    return [_result(row, places.get(row["game_id"], [])) for row in await session.fetch(sql.SELECT_RESULTS)]


def _result(row: Row, places: Sequence[Row]) -> GameResult:
    return GameResult(
        row["game_id"],
        row["seq"],
        row["game"],
        row["finished_at"],
        tuple(
            SeatResult(
                p["seat"],
                p["player"],
                p["place"],
                Skill(p["mu_before"], p["sigma_before"]),
                Skill(p["mu_after"], p["sigma_after"]),
            )
            for p in places
        ),
    )


def _counts(rows: Sequence[Row]) -> dict[tuple[str, int, int], int]:
    # (PostgreSQL's floor gives a float: the steps are whole all the same)
    return {(row["game"], int(row["scope"]), int(row["bucket"])): int(row["players"]) for row in rows}


def _lowest_step(counts: dict[int, int], top: int) -> int:
    """The highest step at or above which the table counts at least `top` players (the lowest when it counts
    fewer): its top are all at or above it."""
    counted = 0
    for step in sorted(counts, reverse=True):
        counted += counts[step]
        if counted >= top:
            return step
    return min(counts, default=0)


def _bucket(conservative: float, games: int) -> int | None:
    """The step (a sixteenth of a point) a rating is counted in on its tables (`board_counts`), or None when it
    does not qualify."""
    return math.floor(conservative * BUCKETS) if games >= QUALIFYING_GAMES else None


def _one_per_game(rows: Sequence[Row]) -> list[Row]:
    """A player's first seat of each game (a computer level may hold several seats of one game)."""
    firsts: dict[int, Row] = {}
    for row in rows:
        firsts.setdefault(row["game_id"], row)
    return list(firsts.values())


def _played(row: Row) -> PlayedGame:
    return PlayedGame(
        row["game_id"],
        row["game"],
        row["finished_at"],
        row["place"],
        int(row["seats"]),
        Skill(row["mu_before"], row["sigma_before"]),
        Skill(row["mu_after"], row["sigma_after"]),
        row["guild_id"],
        row["channel_id"],
        row["thread_id"],
    )


def _rating(row: Row) -> Rating:
    return Rating(row["game"], row["player"], row["mu"], row["sigma"], row["games"], row["last_seq"])


def _rating_params(rating: Rating) -> dict[str, object]:
    return {
        "game": rating.game,
        "player": rating.player,
        "mu": rating.mu,
        "sigma": rating.sigma,
        "games": rating.games,
        "seq": rating.last_seq,
        "conservative": rating.skill.ordinal,
    }


def _place_params(game_id: int, place: SeatResult) -> dict[str, object]:
    return {
        "game_id": game_id,
        "seat": place.seat,
        "player": place.player,
        "place": place.place,
        "mu_before": place.before.mu,
        "sigma_before": place.before.sigma,
        "mu_after": place.after.mu,
        "sigma_after": place.after.sigma,
    }
