"""Reading ratings by player and by table (`Store.profile`, `Store.leaderboard`): what /zark rating profile and
leaderboard show, on SQLite and PostgreSQL alike."""

from __future__ import annotations

import itertools
import math
import random

import pytest

import data.ratings
from data import QUALIFYING_GAMES, Store
from data.database import Row
from data.migrations import FILL_BOARD_COUNTS, FILL_GUILD_MEMBERS
from data.skill import PERSON_START, Entrant, Skill, rate
from data.sql import BUCKETS_PER_POINT
from rules import Resign, kind_named

from .store_helpers import CHANNEL, GUILD, NAMES, OTHER_GUILD, THREAD, USERS, fake_clock, poke
from .test_store_cli import run_main
from .test_store_ratings import act

ANN, BOB, CY, DEE = (str(user) for user in USERS[:4])
SERVERS = (GUILD, OTHER_GUILD)


async def duel(
    store: Store, winner: int, loser: int, *, game: str = "zark-city", guild: int | None = GUILD, thread: int = THREAD
) -> int:
    """A two-player game of USERS[winner] (seat 0) and USERS[loser] (seat 1), ended by the loser's resignation."""
    row = await store.create_lobby(
        guild_id=guild,
        channel_id=CHANNEL,
        host_id=USERS[winner],
        host_name=NAMES[winner],
        settings=kind_named(game).table({}),
        thread_id=thread,
    )
    await store.join(row.id, USERS[loser], NAMES[loser])
    await store.start_game(row.id, "seed")
    fake_clock(store).advance(minutes=1)
    await act(store, row.id, 1, Resign())
    return row.id


async def test_a_profile_has_each_kind_played_its_wins_and_the_latest_games_newest_first(store: Store) -> None:
    first = await duel(store, 0, 1)
    second = await duel(store, 1, 0, game="unocitta", thread=THREAD + 1)
    profile = await store.profile(ANN)
    assert [(s.rating.game, s.rating.games, s.wins) for s in profile.standings] == [
        ("unocitta", 1, 0),
        ("zark-city", 1, 1),
    ]
    assert [(g.game_id, g.game, g.place, g.seats, g.thread_id) for g in profile.recent] == [
        (second, "unocitta", 1, 2, THREAD + 1),
        (first, "zark-city", 0, 2, THREAD),
    ]
    won = profile.recent[1]
    assert won.before == PERSON_START and won.after.mu > PERSON_START.mu
    assert won.guild_id == GUILD and won.channel_id == CHANNEL
    assert profile.recent[0].finished_at > won.finished_at


async def test_a_profile_of_one_kind_and_of_nobody(store: Store) -> None:
    await duel(store, 0, 1)
    await duel(store, 1, 0, game="unocitta")
    only = await store.profile(ANN, "unocitta")
    assert [s.rating.game for s in only.standings] == ["unocitta"]
    assert [g.game for g in only.recent] == ["unocitta"]
    nobody = await store.profile(CY)
    assert nobody.standings == () and nobody.recent == ()


async def test_a_profile_shows_the_latest_five_games(store: Store) -> None:
    games = [await duel(store, index % 2, 1 - index % 2) for index in range(7)]
    profile = await store.profile(ANN)
    assert [g.game_id for g in profile.recent] == games[:-6:-1]
    assert profile.standings[0].rating.games == 7 and profile.standings[0].wins == 4


async def test_a_computer_level_with_two_seats_lists_the_game_once(store: Store) -> None:
    game_id = await two_easy_computers_and_one_wins(store)
    profile = await store.profile("computer:easy")
    assert [g.game_id for g in profile.recent] == [game_id]
    assert profile.standings[0].wins == 1


async def test_the_leaderboard_ranks_by_the_conservative_figure_among_those_with_three_games(store: Store) -> None:
    for _ in range(3):
        await duel(store, 0, 1)  # Ann beats Bob three times
        await duel(store, 2, 3)  # Cy beats Dee three times
    await duel(store, 0, 2)  # then Ann beats Cy
    await duel(store, 3, 1, guild=OTHER_GUILD)  # Dee beats Bob in another server: both have four games
    await duel(store, 0, 1, game="unocitta")
    board = await store.leaderboard("zark-city", DEE)
    ordinals = [rating.skill.ordinal for rating in board.top]
    assert [rating.player for rating in board.top][:2] == [ANN, CY] and ordinals == sorted(ordinals, reverse=True)
    assert board.qualified == 4 and {r.player for r in board.top} == {ANN, BOB, CY, DEE}
    assert board.own is not None and board.own[1].player == DEE
    assert board.top[board.own[0]].player == DEE
    two = await store.leaderboard("zark-city", DEE, top=2)
    assert [r.player for r in two.top] == [ANN, CY] and two.own == board.own
    assert (await store.leaderboard("zark-city", "nobody")).own is None
    assert (await store.leaderboard("unocitta", ANN)).qualified == 0  # one game is not enough
    for _ in range(2):
        await duel(store, 0, 1, game="unocitta")
    assert (await store.leaderboard("unocitta", ANN)).own == (0, (await store.ratings("unocitta"))[0])


async def test_a_servers_leaderboard_has_only_players_with_a_rated_game_there(store: Store) -> None:
    for _ in range(3):
        await duel(store, 0, 1)
        await duel(store, 2, 3, guild=OTHER_GUILD)
    here = await store.leaderboard("zark-city", CY, guild_id=GUILD)
    assert {r.player for r in here.top} == {ANN, BOB} and here.qualified == 2 and here.own is None
    there = await store.leaderboard("zark-city", DEE, guild_id=OTHER_GUILD)
    assert [r.player for r in there.top] == [CY, DEE] and there.own is not None and there.own[0] == 1
    everywhere = await store.leaderboard("zark-city", DEE)
    assert everywhere.qualified == 4 and everywhere.own is not None


async def test_a_rating_history_runs_from_the_start_through_each_game_in_order(store: Store) -> None:
    firsts = [await duel(store, index % 3 and 1, 0 if index % 3 else 1) for index in range(3)]  # won, lost, lost
    await duel(store, 0, 1, game="unocitta")
    history = await store.rating_history(ANN, "zark-city")
    assert len(history) == len(firsts) + 1 and history[0] == PERSON_START
    assert history[1].mu > history[0].mu > history[2].mu > history[3].mu  # a win, then two losses
    assert all(later.sigma < earlier.sigma for earlier, later in itertools.pairwise(history))
    result = await store.result(firsts[-1])
    assert result is not None and history[-1] == next(p.after for p in result.places if p.player == ANN)
    assert history[-1] == next(r.skill for r in await store.ratings("zark-city") if r.player == ANN)
    assert len(await store.rating_history(ANN, "unocitta")) == 2
    assert await store.rating_history(ANN, "zarcana") == () and await store.rating_history(CY, "zark-city") == ()


async def test_a_computer_levels_history_has_a_point_per_game_not_per_seat(store: Store) -> None:
    await two_easy_computers_and_one_wins(store)
    assert len(await store.rating_history("computer:easy", "zark-city")) == 2


async def test_a_servers_table_of_a_kind_has_only_players_of_that_kind_there(store: Store) -> None:
    for _ in range(3):
        await duel(store, 0, 1)  # Ann and Bob play Zark City here
        await duel(store, 2, 3, game="unocitta")  # Cy and Dee play Unocitta here ...
        await duel(store, 2, 3, guild=OTHER_GUILD)  # ... and Zark City only in another server
    here = await store.leaderboard("zark-city", CY, guild_id=GUILD)
    assert {r.player for r in here.top} == {ANN, BOB} and here.qualified == 2 and here.own is None
    assert {r.player for r in (await store.leaderboard("unocitta", CY, guild_id=GUILD)).top} == {CY, DEE}
    assert (await store.leaderboard("zark-city", CY)).qualified == 4


async def test_a_servers_table_follows_each_rating_in_every_server_it_was_played_in(store: Store) -> None:
    for _ in range(3):
        await duel(store, 1, 0)  # Bob beats Ann here ...
        await duel(store, 2, 1, guild=OTHER_GUILD)  # ... and loses to Cy in another server
    assert [r.player for r in (await store.leaderboard("zark-city", ANN, guild_id=GUILD)).top] == [BOB, ANN]
    for _ in range(6):
        await duel(store, 0, 1, guild=OTHER_GUILD)  # Ann beats Bob over there: her rating here rises too
    here = await store.leaderboard("zark-city", BOB, guild_id=GUILD)
    assert [r.player for r in here.top] == [ANN, BOB] and here.own is not None and here.own[0] == 1
    everywhere = {r.player: r for r in await store.ratings("zark-city")}
    assert list(here.top) == [everywhere[ANN], everywhere[BOB]]
    assert await kept_tables(store) == await kept_tables_from_results(store)


async def test_places_are_counted_in_table_order_with_ties_by_player(store: Store) -> None:
    for _ in range(3):
        await duel(store, 0, 1)
        await duel(store, 2, 3)  # Cy and Dee have exactly Ann's and Bob's ratings
    board = await store.leaderboard("zark-city", None)
    assert [r.player for r in board.top] == [ANN, CY, BOB, DEE] and board.own is None
    for place, rating in enumerate(board.top):
        for guild_id in (None, GUILD):
            own = (await store.leaderboard("zark-city", rating.player, guild_id=guild_id)).own
            assert own == (place, rating)


async def test_who_played_each_kind_in_each_guild_and_the_counts_are_kept_as_migration_10_finds_them(
    store: Store,
) -> None:
    await duel(store, 0, 1)
    await duel(store, 2, 0, guild=OTHER_GUILD)
    await duel(store, 0, 2, game="unocitta")
    await duel(store, 3, 1, guild=None)  # a game in DMs stands on no server's table
    kept = await guild_members(store)
    assert kept == sorted(
        [
            (GUILD, "unocitta", ANN),
            (GUILD, "unocitta", CY),
            (GUILD, "zark-city", ANN),
            (GUILD, "zark-city", BOB),
            (OTHER_GUILD, "zark-city", ANN),
            (OTHER_GUILD, "zark-city", CY),
        ]
    )
    counts = (await kept_tables(store))[1]
    assert await kept_tables_from_results(store) == (kept, counts)
    await store.rebuild_ratings(write=True)
    assert await kept_tables(store) == (kept, counts)


@pytest.mark.parametrize("small_table", [1000, 0])  # a server's top: its members' ratings sorted, or the index read
async def test_places_and_sizes_are_those_of_the_ratings_sorted_in_every_scope(
    store: Store, small_table: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Many games between six players in two servers and two kinds, in an order that makes ratings cross steps of
    the counts, players qualify, and qualified players play in a server for the first time: every table's size and every
    player's place are what sorting the ratings gives, and the kept counts are what migration 11 finds."""
    monkeypatch.setattr(data.ratings, "SMALL_TABLE", small_table)
    rng = random.Random(36)
    for _ in range(40):
        winner, loser = rng.sample(range(6), 2)
        await duel(store, winner, loser, game=rng.choice(("zark-city", "unocitta")), guild=rng.choice(SERVERS))
    kept = await kept_tables(store)
    assert kept == await kept_tables_from_results(store)
    assert len({row[:2] for row in kept[1]}) == 6  # everywhere and both servers, in both kinds
    for game in ("zark-city", "unocitta"):
        everywhere = [r for r in await store.ratings(game) if r.games >= QUALIFYING_GAMES]
        for guild_id in (None, GUILD, OTHER_GUILD):
            there = {row[2] for row in kept[0] if row[0] == guild_id and row[1] == game}
            table = sorted(
                (r for r in everywhere if guild_id is None or r.player in there),
                key=lambda r: (-r.skill.ordinal, r.player),
            )
            for player in map(str, USERS[:6]):
                board = await store.leaderboard(game, player, guild_id=guild_id, top=3)
                assert board.top == tuple(table[:3]) and board.qualified == len(table)
                mine = [(place, r) for place, r in enumerate(table) if r.player == player]
                assert board.own == (mine[0] if mine else None)


async def test_sqlite_and_postgres_keep_and_rebuild_the_same_counts(sqlite_store: Store, postgres_store: Store) -> None:
    for store in (sqlite_store, postgres_store):
        rng = random.Random(12)
        for _ in range(24):
            winner, loser = rng.sample(range(5), 2)
            await duel(store, winner, loser, game=rng.choice(("zark-city", "zarcana")), guild=rng.choice(SERVERS))
    kept = [await kept_tables(store) for store in (sqlite_store, postgres_store)]
    assert kept[0] == kept[1] and len(kept[0][1]) > 12
    for store in (sqlite_store, postgres_store):
        assert (await store.rebuild_ratings(write=True)).differences == []
    assert [await kept_tables(store) for store in (sqlite_store, postgres_store)] == kept


async def test_a_qualified_players_first_game_in_a_server_counts_them_there_within_one_step(store: Store) -> None:
    """Ann beats Bob here until her next win would leave her conservative figure in the same step of the counts (a
    sixteenth of a point: 90 wins, when a win over Bob tells little), and that game is played in another server: she
    is counted there all the same."""
    for _ in range(150):
        ratings = {r.player: r for r in await store.ratings("zark-city")}
        if ANN in ratings and ratings[ANN].games >= QUALIFYING_GAMES:
            now = {ANN: ratings[ANN].skill, BOB: ratings[BOB].skill}
            if _step(rate([Entrant(ANN, 0), Entrant(BOB, 1)], now)[ANN]) == _step(now[ANN]):
                break
        await duel(store, 0, 1)
    else:
        raise AssertionError("no win within one step in 150")
    await duel(store, 0, 1, guild=OTHER_GUILD)
    there = await store.leaderboard("zark-city", BOB, guild_id=OTHER_GUILD)
    assert there.qualified == 2 and there.own is not None and there.own[0] == 1
    assert await kept_tables(store) == await kept_tables_from_results(store)


async def test_python_m_data_ratings_finds_a_wrong_count_of_a_table_and_rebuild_fixes_it(
    store: Store, store_target: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """A table's kept count (`board_counts`) changed by hand, one deleted, and one added for a step nobody is in: the
    check names all three, the rebuild writes them as the ratings give them, and the check then finds none."""
    for _ in range(3):
        await duel(store, 0, 1)
    async with store.database.read() as session:
        kept = [_count(row) for row in await session.fetch(_KEPT)]
    assert {row[0] for row in kept} == {0, GUILD} and len(kept) == 4  # Ann and Bob everywhere and here
    (scope, game, step, players), second = kept[:2]
    await poke(store, _SET_COUNT, players=players + 1, scope=scope, game=game, bucket=step)
    await poke(store, _SET_COUNT, players=0, scope=second[0], game=second[1], bucket=second[2])
    await poke(store, "INSERT INTO board_counts VALUES (:scope, 'zarcana', -999, 2)", scope=GUILD)
    assert await run_main(["--db", store_target, "ratings"]) == 1
    found = capsys.readouterr().out
    assert "3 stored numbers differed" in found
    where = "everywhere" if scope == 0 else f"guild {scope}"
    assert (
        f"zark-city table {where}, step {step} (from {step / 16:g}): kept {players + 1} players, counted {players}"
        in found
    )
    assert f"step {second[2]} (from {second[2] / 16:g}): kept 0 players, counted {second[3]}" in found
    assert f"zarcana table guild {GUILD}, step -999 (from -62.4375): kept 2 players, counted 0" in found
    assert await run_main(["--db", store_target, "ratings", "--rebuild"]) == 0
    assert "3 stored numbers differed" in capsys.readouterr().out
    async with store.database.read() as session:
        assert [_count(row) for row in await session.fetch(_KEPT)] == kept
    assert await run_main(["--db", store_target, "ratings"]) == 0
    assert "every stored number is the replayed one" in capsys.readouterr().out


_KEPT = "SELECT scope, game, bucket, players FROM board_counts WHERE players <> 0 ORDER BY scope, game, bucket"
_SET_COUNT = "UPDATE board_counts SET players = :players WHERE scope = :scope AND game = :game AND bucket = :bucket"


def _step(skill: Skill) -> int:
    return math.floor(skill.ordinal * BUCKETS_PER_POINT)


GuildMember = tuple[int, str, str]
BoardCount = tuple[int, str, int, int]


async def guild_members(store: Store) -> list[GuildMember]:
    return (await kept_tables(store))[0]


async def kept_tables(store: Store) -> tuple[list[GuildMember], list[BoardCount]]:
    """`guild_members`, and `board_counts` without the steps left empty."""
    async with store.database.read() as session:
        rows = await session.fetch("SELECT * FROM guild_members ORDER BY guild_id, game, player")
        counts = await session.fetch("SELECT * FROM board_counts WHERE players > 0 ORDER BY scope, game, bucket")
    return (
        [(row["guild_id"], row["game"], row["player"]) for row in rows],
        [(row["scope"], row["game"], row["bucket"], row["players"]) for row in counts],
    )


async def kept_tables_from_results(store: Store) -> tuple[list[GuildMember], list[BoardCount]]:
    """What migration 11 fills `guild_members` and `board_counts` with from the results and ratings; the tables are
    put back as they were afterwards."""
    async with store.database.read() as session:
        rows = await session.fetch("SELECT * FROM guild_members")
        counts = await session.fetch("SELECT * FROM board_counts")
    async with store.database.write() as session:
        await session.execute("DELETE FROM guild_members")
        await session.execute("DELETE FROM board_counts")
        await session.execute(FILL_GUILD_MEMBERS)
        await session.execute(store.database.dialect.ddl(FILL_BOARD_COUNTS))
    found = await kept_tables(store)
    async with store.database.write() as session:
        await session.execute("DELETE FROM guild_members")
        await session.execute("DELETE FROM board_counts")
        for table, columns, kept in (
            ("guild_members", ("guild_id", "game", "player"), rows),
            ("board_counts", ("scope", "game", "bucket", "players"), counts),
        ):
            await session.insert_rows(table, columns, [tuple(row[c] for c in columns) for row in kept])
    return found


async def two_easy_computers_and_one_wins(store: Store) -> int:
    """A Zark City game of Ann and two easy computer players: Ann resigns, then the first computer seat, so the
    other computer seat wins. Its id."""
    row = await store.create_lobby(
        guild_id=GUILD,
        channel_id=CHANNEL,
        host_id=USERS[0],
        host_name=NAMES[0],
        settings=kind_named("zark-city").table({}),
    )
    for _ in range(2):
        row = await store.add_computer(row.id, "easy", lambda number: f"Bot {number}")
    await store.start_game(row.id, "seed")
    await act(store, row.id, 0, Resign())
    await act(store, row.id, 1, Resign())
    return row.id


def _count(row: Row) -> tuple[int, str, int, int]:
    return (int(row["scope"]), row["game"], int(row["bucket"]), int(row["players"]))
