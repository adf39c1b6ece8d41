"""Reading ratings by player and by table (`Store.profile`, `Store.leaderboard`): what /zark rating profile and
leaderboard show, on SQLite and PostgreSQL alike."""

from __future__ import annotations

import itertools

from data import Store
from data.migrations import FILL_GUILD_PLAYERS
from data.skill import PERSON_START
from rules import Resign, kind_named

from .store_helpers import CHANNEL, GUILD, NAMES, OTHER_GUILD, THREAD, USERS, fake_clock
from .test_store_ratings import act

ANN, BOB, CY, DEE = (str(user) for user in USERS[:4])


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
    assert (await store.leaderboard("unocitta", ANN, min_games=1)).own == (0, (await store.ratings("unocitta"))[0])


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


async def test_who_was_rated_in_each_guild_is_kept_as_migration_9_finds_it_from_the_results(store: Store) -> None:
    await duel(store, 0, 1)
    await duel(store, 2, 0, guild=OTHER_GUILD)
    await duel(store, 3, 1, guild=None)  # a game in DMs stands on no server's table
    kept = await guild_players(store)
    assert kept == sorted([(GUILD, ANN), (GUILD, BOB), (OTHER_GUILD, ANN), (OTHER_GUILD, CY)])
    async with store.database.write() as session:
        await session.execute("DELETE FROM guild_players")
        await session.execute(FILL_GUILD_PLAYERS)
    assert await guild_players(store) == kept


async def guild_players(store: Store) -> list[tuple[int, str]]:
    async with store.database.read() as session:
        rows = await session.fetch("SELECT guild_id, player FROM guild_players ORDER BY guild_id, player")
    return [(row["guild_id"], row["player"]) for row in rows]


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
