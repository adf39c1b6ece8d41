"""Ratings (`data.ratings`): the move that ends a game writes its result and its players' new ratings in its own
transaction, once; the ratings are the stored results replayed in order, on SQLite and PostgreSQL alike."""

from __future__ import annotations

import asyncio
import random

import pytest

from data import GameClosedError, GameResult, Rating, Store
from data.database import IntegrityViolation
from data.ratings import write_result
from data.skill import COMPUTER_START, PERSON_START, Entrant, rate
from rules import Action, AgreeEnd, Phase, Resign, kind_named

from .store_helpers import CHANNEL, NAMES, USERS, next_interaction, play, poke, started_game
from .test_store_cli import run_main


async def act(store: Store, game_id: int, seat: int, action: Action) -> int:
    """Commit `action` for `seat` on the game as stored; the new version."""
    loaded = await store.load(game_id)
    assert loaded.game is not None
    loaded.game.apply(seat, action)
    user = loaded.row.user_at(seat)
    return await store.commit_move(
        game_id, loaded.version, loaded.game, user_id=user, interaction_id=next_interaction()
    )


async def table(
    store: Store,
    game: str,
    people: int,
    computers: tuple[str, ...] = (),
    *,
    channel: int = CHANNEL,
    seed: str = "s",
    settings: dict[str, object] | None = None,
) -> int:
    """A started game of `game` with `people` people (USERS, in order) and then computer players at `computers`, at a
    table of the kind's default options, or stored `settings`."""
    row = await store.create_lobby(
        guild_id=None,
        channel_id=channel,
        host_id=USERS[0],
        host_name=NAMES[0],
        settings=kind_named(game).table({}) if settings is None else settings,
    )
    for index in range(1, people):
        row = await store.join(row.id, USERS[index], NAMES[index])
    for level in computers:
        row = await store.add_computer(row.id, level, lambda number: f"Bot {number}")
    return (await store.start_game(row.id, seed)).row.id


def places(result: GameResult | None) -> list[tuple[str, int]]:
    assert result is not None
    return [(place.player, place.place) for place in result.places]


def by_player(ratings: list[Rating]) -> dict[str, Rating]:
    return {rating.player: rating for rating in ratings}


# ----------------------------------------------------------------------------------------------- the arithmetic


def test_a_win_raises_the_winner_and_lowers_the_others_ties_share() -> None:
    after = rate([Entrant("a", 1), Entrant("b", 0), Entrant("c", 1)], dict.fromkeys("abc", PERSON_START))
    assert after["b"].mu > PERSON_START.mu > after["a"].mu == after["c"].mu
    assert all(skill.sigma < PERSON_START.sigma for skill in after.values())


def test_two_seats_of_one_computer_level_give_the_level_the_mean_of_their_new_ratings() -> None:
    before = {"a": PERSON_START, "computer:easy": COMPUTER_START["easy"]}
    alone = rate([Entrant("a", 1), Entrant("computer:easy", 0), Entrant("x", 2)], before | {"x": PERSON_START})
    twice = rate([Entrant("a", 1), Entrant("computer:easy", 0), Entrant("computer:easy", 2)], before)
    assert twice["computer:easy"].mu < alone["computer:easy"].mu  # its second seat came last
    assert set(twice) == {"a", "computer:easy"}


def test_computer_levels_start_from_fixed_values_weakest_lowest() -> None:
    starts = [COMPUTER_START[level].mu for level in ("random", "easy", "medium", "hard")]
    assert starts == sorted(starts) and starts[1] < PERSON_START.mu < starts[3]


# ----------------------------------------------------------------------------------------------- both backends


async def test_a_game_won_on_the_board_rates_the_winner_first_the_others_tied(store: Store) -> None:
    loaded = await started_game(store, 3, seed="short3")
    game, _ = await play(store, loaded, 200, random.Random(0))
    assert game.phase is Phase.OVER and game.winner == 0
    result = await store.result(loaded.row.id)
    assert places(result) == [(str(USERS[0]), 0), (str(USERS[1]), 1), (str(USERS[2]), 1)]
    assert result is not None and result.game == "zark-city" and result.seq == 1
    assert all(place.before == PERSON_START for place in result.places)
    ratings = by_player(await store.ratings("zark-city"))
    assert ratings[str(USERS[0])].mu > PERSON_START.mu > ratings[str(USERS[1])].mu == ratings[str(USERS[2])].mu
    assert {rating.skill for rating in ratings.values()} == {place.after for place in result.places}
    assert {rating.games for rating in ratings.values()} == {1}
    assert await store.ratings("unocitta") == []


async def test_leavers_rank_below_the_seated_and_computer_levels_are_rated(store: Store) -> None:
    game_id = await table(store, "unocitta", 2, ("hard", "easy"))
    await act(store, game_id, 0, Resign())  # Ann leaves first
    await act(store, game_id, 3, Resign())  # then the easy computer player
    assert await store.result(game_id) is None  # not over yet
    await act(store, game_id, 2, Resign())  # then the hard one: Bob, the last player left, wins
    result = await store.result(game_id)
    assert places(result) == [(str(USERS[0]), 3), (str(USERS[1]), 0), ("computer:hard", 1), ("computer:easy", 2)]
    assert result is not None
    assert [place.before for place in result.places] == [
        PERSON_START,
        PERSON_START,
        COMPUTER_START["hard"],
        COMPUTER_START["easy"],
    ]
    ratings = by_player(await store.ratings("unocitta"))
    gained = {
        player: rating.mu - starts.mu
        for player, rating, starts in zip(
            [str(USERS[1]), "computer:hard"],
            [ratings[str(USERS[1])], ratings["computer:hard"]],
            [PERSON_START, COMPUTER_START["hard"]],
            strict=True,
        )
    }
    assert gained[str(USERS[1])] > gained["computer:hard"] > 0  # a newcomer beating the hard level gains the most
    assert ratings[str(USERS[0])].mu < PERSON_START.mu


async def test_zarcana_is_rated_under_its_own_kind(store: Store) -> None:
    game_id = await table(store, "zarcana", 3, ("medium",))
    await act(store, game_id, 3, Resign())
    await act(store, game_id, 1, Resign())
    await act(store, game_id, 0, Resign())
    assert places(await store.result(game_id)) == [
        (str(USERS[0]), 1),
        (str(USERS[1]), 2),
        (str(USERS[2]), 0),
        ("computer:medium", 3),
    ]
    assert len(await store.ratings("zarcana")) == 4 and await store.ratings("zark-city") == []


async def test_a_game_ended_by_agreement_is_not_rated(store: Store) -> None:
    game_id = await table(store, "unopolis", 3)
    await act(store, game_id, 2, Resign())
    await act(store, game_id, 0, AgreeEnd())
    await act(store, game_id, 1, AgreeEnd())
    assert (await store.load(game_id)).row.status.value == "finished"
    assert await store.result(game_id) is None
    assert await store.all_ratings() == [] and await store.results() == []


@pytest.mark.parametrize("game", ["zark-city", "zarcana"])
async def test_a_friendly_game_played_to_its_end_leaves_no_result_and_no_rating(store: Store, game: str) -> None:
    game_id = await table(store, game, 2, ("easy",), settings=kind_named(game).table({"rated": "off"}))
    await act(store, game_id, 2, Resign())
    await act(store, game_id, 1, Resign())
    loaded = await store.load(game_id)
    assert loaded.row.status.value == "finished" and loaded.game is not None and loaded.game.phase is Phase.OVER
    assert loaded.game.settings.rated is False
    assert await store.result(game_id) is None
    assert await store.all_ratings() == [] and await store.results() == []


@pytest.mark.parametrize("game", ["zark-city", "zarcana"])
@pytest.mark.parametrize("stored", ["as the table stores it", "rated left on"])
async def test_a_game_with_hints_played_to_its_end_moves_no_rating(store: Store, game: str, stored: str) -> None:
    settings = kind_named(game).table({"hints": "on"})
    assert settings["hints"] is True and settings["rated"] is False
    if stored != "as the table stores it":
        settings["rated"] = True  # even so: a game with hints is never rated
    game_id = await table(store, game, 2, ("easy",), settings=settings)
    await act(store, game_id, 2, Resign())
    await act(store, game_id, 1, Resign())
    loaded = await store.load(game_id)
    assert loaded.row.status.value == "finished" and loaded.game is not None and loaded.game.phase is Phase.OVER
    assert loaded.game.settings.hints is True
    assert await store.result(game_id) is None
    assert await store.all_ratings() == [] and await store.results() == []


@pytest.mark.parametrize("game", ["zark-city", "zarcana"])
@pytest.mark.parametrize("stored", ["default", "from before the option"])
async def test_a_default_table_and_one_stored_before_the_option_are_rated(store: Store, game: str, stored: str) -> None:
    settings = kind_named(game).table({})
    if stored != "default":
        del settings["rated"]
    game_id = await table(store, game, 2, settings=settings)
    await act(store, game_id, 1, Resign())
    assert places(await store.result(game_id)) == [(str(USERS[0]), 0), (str(USERS[1]), 1)]
    assert {rating.games for rating in await store.ratings(game)} == {1}


async def test_a_game_is_rated_once_whatever_commits_again(store: Store) -> None:
    game_id = await table(store, "zark-city", 2)
    before = await store.load(game_id)
    assert before.game is not None
    await act(store, game_id, 1, Resign())
    rated = await store.all_ratings()
    # The same ending again from the version before it (a repeat, or another process): refused, nothing rated.
    before.game.apply(1, Resign())
    with pytest.raises(GameClosedError):
        await store.commit_move(game_id, before.version, before.game, user_id=USERS[1], interaction_id=None)
    # Even written directly, a second result for the game is refused by its key, and the transaction is undone.
    final = await store.load(game_id)
    assert final.game is not None
    with pytest.raises(IntegrityViolation):
        async with store.database.write() as session:
            await write_result(session, game_id, final.game, 0)
    assert await store.all_ratings() == rated
    assert [result.game_id for result in await store.results()] == [game_id]


async def test_rebuild_gives_exactly_the_stored_numbers_and_repairs_them(store: Store) -> None:
    await a_season(store)
    stored, results = await store.all_ratings(), await store.results()
    assert len(results) == 4 and [result.seq for result in results] == [1, 2, 3, 4]
    check = await store.rebuild_ratings(write=False)
    assert (check.results, check.ratings, check.differences) == (4, len(stored), [])
    await poke(store, "UPDATE ratings SET mu = mu + 1 WHERE player = :player", player=str(USERS[1]))
    await poke(store, "UPDATE result_places SET mu_after = 0 WHERE seat = 0")
    found = await store.rebuild_ratings(write=False)
    assert len(found.differences) == 2 + len(results)  # Bob in two kinds; the first seat of every game
    assert await store.all_ratings() != stored
    assert (await store.rebuild_ratings(write=True)).differences == found.differences
    assert await store.all_ratings() == stored and await store.results() == results
    assert (await store.rebuild_ratings(write=False)).differences == []


async def test_wins_are_kept_with_each_game_and_a_rebuild_checks_and_repairs_them(store: Store) -> None:
    await a_season(store)
    kept = {(s.rating.game, s.rating.player): s.wins for s in (await store.profile(str(USERS[0]))).standings}
    firsts = [p for r in await store.results() for p in r.places if p.player == str(USERS[0]) and p.place == 0]
    assert sum(kept.values()) == len(firsts) > 0  # each game's end added its winner's win
    await poke(store, "UPDATE ratings SET wins = wins + 3 WHERE player = :player", player=str(USERS[0]))
    found = await store.rebuild_ratings(write=False)
    assert len(found.differences) == len(kept) and all(" wins, counted " in line for line in found.differences)
    await store.rebuild_ratings(write=True)
    assert {(s.rating.game, s.rating.player): s.wins for s in (await store.profile(str(USERS[0]))).standings} == kept
    assert (await store.rebuild_ratings(write=False)).differences == []


async def test_python_m_data_ratings_checks_and_rebuilds(
    store: Store, store_target: str, capsys: pytest.CaptureFixture[str]
) -> None:
    await a_season(store)
    stored = await store.all_ratings()
    assert await run_main(["--db", store_target, "ratings"]) == 0
    assert "4 rated games replayed" in capsys.readouterr().out
    await poke(store, "DELETE FROM ratings WHERE player = 'computer:hard'")
    assert await run_main(["--db", store_target, "ratings"]) == 1
    assert "computer:hard" in capsys.readouterr().out
    assert await run_main(["--db", store_target, "ratings", "--rebuild"]) == 0
    assert "rebuilt" in capsys.readouterr().out
    assert await store.all_ratings() == stored


async def test_games_ending_at_once_in_two_processes_are_rated_in_the_order_rebuild_follows(store: Store) -> None:
    ids = [await table(store, "zark-city", 3, channel=CHANNEL + n, seed=f"at-once-{n}") for n in range(4)]
    async with await Store.open(store.target) as other:
        for game_id in ids:
            await act(store, game_id, 2, Resign())
        await asyncio.gather(
            *(act(s, game_id, 0, Resign()) for s, game_id in zip([store, other] * 2, ids, strict=True))
        )
    results = await store.results()
    assert sorted(result.game_id for result in results) == ids
    assert by_player(await store.ratings("zark-city"))[str(USERS[1])].games == 4
    assert (await store.rebuild_ratings(write=False)).differences == []


# ----------------------------------------------------------------------------------------------- SQLite and PostgreSQL


async def test_sqlite_and_postgres_store_and_rebuild_identical_numbers(
    sqlite_store: Store, postgres_store: Store
) -> None:
    for store in (sqlite_store, postgres_store):
        await a_season(store)
        await store.rebuild_ratings(write=True)
    assert await sqlite_store.all_ratings() == await postgres_store.all_ratings()
    assert await sqlite_store.results() == await postgres_store.results()
    assert len(await sqlite_store.all_ratings()) == 9


async def a_season(store: Store) -> None:
    """Four rated games in two kinds, with people and computer players, and one agreed end (not rated)."""
    loaded = await started_game(store, 3, seed="short45")
    game, _ = await play(store, loaded, 400, random.Random(1))
    assert game.phase is Phase.OVER
    second = await table(store, "zark-city", 2, ("hard",), channel=CHANNEL + 1)
    await act(store, second, 0, Resign())
    await act(store, second, 2, Resign())
    third = await table(store, "zarcana", 2, ("hard", "easy"), channel=CHANNEL + 2)
    await act(store, third, 1, Resign())
    await act(store, third, 2, Resign())
    await act(store, third, 3, Resign())
    agreed = await table(store, "zarcana", 2, channel=CHANNEL + 3)
    await act(store, agreed, 0, AgreeEnd())
    await act(store, agreed, 1, AgreeEnd())
    fourth = await table(store, "zarcana", 3, ("hard",), channel=CHANNEL + 4)
    await act(store, fourth, 0, Resign())
    await act(store, fourth, 3, Resign())
    await act(store, fourth, 2, Resign())
