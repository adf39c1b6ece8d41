"""Ratings in words (`play.ratings`): the profile, the leaderboard and the end of a rated game, read from a real
store."""

from __future__ import annotations

from datetime import timedelta

from data import GameResult, SeatResult, Store
from data.skill import Skill
from i18n import ENGLISH
from play.actor import Actor
from play.announcements import boards_message
from play.ratings import (
    MIN_GAMES,
    PROVISIONAL_SIGMA,
    RECENT,
    TOP,
    leaderboard_text,
    profile_reply,
    profile_text,
    rating_changes,
)
from play.referee import Referee
from play.zarcana.help import rules_page as zarcana_page
from play.zark.help import RULES_PAGES as PAGE_NAMES
from play.zark.help import rules_page
from rules import AgreeEnd, Phase, Resign, kind_named
from tests.data.store_helpers import GUILD, OTHER_GUILD, THREAD, USERS, next_interaction
from tests.data.test_store_rating_reads import duel
from tests.data.test_store_ratings import act

ANN, BOB, CY, DEE, EVE = USERS[:5]
#: The rules pages as an English reader reads them.
RULES_PAGES = {page: rules_page(ENGLISH, page) for page in PAGE_NAMES}
ZARCANA_TABLE = zarcana_page(ENGLISH, "table")


async def test_a_player_with_no_rated_games_gets_a_friendly_line(store: Store) -> None:
    assert await profile_text(store, ANN, None, asker=ANN) == (
        "You have no rated games yet: every game played to its end here is rated. Start one with /zark new."
    )
    await duel(store, 0, 1)
    text = await profile_text(store, ANN, "Unocitta", asker=BOB)
    assert text.startswith(f"<@{ANN}> has no rated games of Unocitta yet")


async def test_an_unknown_game_gets_a_plain_sentence(store: Store) -> None:
    text = await profile_text(store, ANN, "chess", asker=ANN)
    assert text == "There is no game called 'chess'. The games are Zark City, Unocitta, Unopolis, Zarcana."
    assert await leaderboard_text(store, ANN, "chess", GUILD) == text


async def test_a_profile_shows_each_kind_its_wins_and_rate_and_marks_a_wide_rating_provisional(store: Store) -> None:
    first = await duel(store, 0, 1)
    await duel(store, 1, 0)
    last = await duel(store, 0, 1, game="unocitta", thread=THREAD + 1)
    lines = (await profile_text(store, ANN, None, asker=ANN)).splitlines()
    assert lines[0] == f"Ratings of <@{ANN}>:"
    assert lines[1].startswith("**Unocitta**: ") and lines[1].endswith("(provisional), 1 rated game, 1 win (100%)")
    assert lines[2].startswith("**Zark City**: ") and lines[2].endswith(", 2 rated games, 1 win (50%)")
    assert lines[3] == "Latest rated games:"
    assert lines[4].startswith("- <t:") and f"Unocitta, game {last}: won (of 2), 25.0 → " in lines[4]
    assert lines[4].endswith(f" · <#{THREAD + 1}>")
    assert ": place 2 (of 2), " in lines[5] and f"Zark City, game {first}: won (of 2), 25.0 → " in lines[6]
    assert lines[-1].startswith("Provisional: still uncertain by more than ±6.5")


async def test_a_settled_rating_is_not_marked_provisional(store: Store) -> None:
    for index in range(12):
        await duel(store, index % 2, 1 - index % 2)
    text = await profile_text(store, ANN, "zark-city", asker=ANN)
    assert "provisional" not in text.casefold() and "12 rated games, 6 wins (50%)" in text
    assert text.count("\n- <t:") == 5  # the latest five
    await duel(store, 2, 3)
    for _ in range(6):
        await duel(store, 2, 3)
    assert "(provisional), 7 rated games" in await profile_text(store, USERS[2], None, asker=ANN)


async def test_nobody_qualifies_yet_is_a_plain_sentence(store: Store) -> None:
    await duel(store, 0, 1)
    text = await leaderboard_text(store, ANN, None, GUILD)
    assert text == "Nobody has 3 rated games of Zark City in this server yet, so there is no table."
    assert "anywhere" in await leaderboard_text(store, ANN, "unopolis", GUILD, "everywhere")


async def test_the_leaderboard_shows_the_top_and_the_askers_own_place_below_it(store: Store) -> None:
    for _ in range(3):
        await duel(store, 0, 1)  # Ann beats Bob
        await duel(store, 2, 3)  # Cy beats Dee
    text = await leaderboard_text(store, DEE, "zark-city", GUILD)
    lines = text.splitlines()
    assert lines[0] == "**Zark City**, this server: by mu - 3 sigma, players with at least 3 rated games (4 in all)"
    assert lines[1].startswith(("1. <@1001> ", "1. <@1003> ")) and "3 games)" in lines[1]
    assert len(lines) == 5  # Dee is on the table: no line of their own
    assert not any(line.startswith("You") for line in lines)
    assert "You are not on it yet: it takes 3 rated games of Zark City, one of them here." in (
        await leaderboard_text(store, EVE, "zark-city", GUILD)
    )


async def test_the_askers_place_outside_the_top_ten_is_shown(store: Store) -> None:
    # Twelve players with three games each: six pairs, the first of each pair winning all three.
    players = [USERS[0]] + [9000 + number for number in range(11)]
    for pair in range(6):
        for _ in range(3):
            await duel_of(store, players[2 * pair], players[2 * pair + 1])
    loser = players[-1]  # the last of six tied losers, by player
    lines = (await leaderboard_text(store, loser, None, GUILD)).splitlines()
    assert len(lines) == 12 and lines[0].endswith("(12 in all)")
    assert lines[-1].startswith("You: 1") and f"<@{loser}>" in lines[-1]
    assert f"<@{loser}>" not in "\n".join(lines[1:11])


async def test_computer_levels_are_named_by_level_and_this_server_means_a_rated_game_here(store: Store) -> None:
    for _ in range(3):
        await computer_duel(store, "hard")
    everywhere = await leaderboard_text(store, ANN, None, GUILD, "everywhere")
    assert "Computer (hard)" in everywhere
    here = await leaderboard_text(store, ANN, None, OTHER_GUILD)
    assert here.startswith("Nobody has 3 rated games of Zark City in this server yet")


async def test_rating_changes_name_each_seat(store: Store) -> None:
    game_id = await duel(store, 0, 1)
    result = await store.result(game_id)
    assert result is not None
    row = (await store.load(game_id)).row
    line = rating_changes(result, row)
    assert line.startswith("Ratings in Zark City: Ann 25.0 → ") and ", Bob 25.0 → " in line
    made_up = GameResult(game_id, 1, "unocitta", 0, (SeatResult(0, "x", 0, Skill(25, 8), Skill(27.34, 7)),))
    assert rating_changes(made_up, row).startswith("Ratings in Unocitta: Ann 25.0 → 27.3")


async def duel_of(store: Store, winner: int, loser: int) -> int:
    row = await store.create_lobby(
        guild_id=GUILD, channel_id=1, host_id=winner, host_name=f"P{winner}", settings=kind_named("zark-city").table({})
    )
    await store.join(row.id, loser, f"P{loser}")
    await store.start_game(row.id, "seed")
    await act(store, row.id, 1, Resign())
    return row.id


async def computer_duel(store: Store, level: str) -> int:
    """Ann against a computer player of `level` in GUILD; Ann resigns."""
    row = await store.create_lobby(
        guild_id=GUILD, channel_id=1, host_id=ANN, host_name="Ann", settings=kind_named("zark-city").table({})
    )
    await store.add_computer(row.id, level, lambda number: f"Bot {number}")
    await store.start_game(row.id, "seed")
    await act(store, row.id, 0, Resign())
    return row.id


async def last_board(store: Store, game_id: int) -> str:
    """The text the table is owed with the game's newest board."""
    owed = await store.claim_deliveries("test", timedelta(minutes=1), game_id=game_id)
    return boards_message([delivery.payload for delivery in owed if delivery.kind == "board"][-1:])


async def two_player_game(store: Store, options: dict[str, str] | None = None) -> int:
    settings = kind_named("zark-city").table(options or {})
    row = await store.create_lobby(guild_id=GUILD, channel_id=1, host_id=ANN, host_name="Ann", settings=settings)
    await store.join(row.id, BOB, "Bob")
    await store.start_game(row.id, "seed")
    return row.id


async def test_the_board_of_a_rated_games_end_says_how_each_rating_moved(store: Store, referee: Referee) -> None:
    game_id = await two_player_game(store)
    await referee.play_in(game_id, Actor.player(BOB), lambda game, seat: Resign(), next_interaction())
    text = await last_board(store, game_id)
    result = await store.result(game_id)
    assert result is not None
    [ann, bob] = result.places
    assert text.endswith(
        f"\nRatings in Zark City: Ann 25.0 → {ann.after.mu:.1f}, Bob 25.0 → {bob.after.mu:.1f} "
        "(/zark rating profile shows yours)."
    )
    assert ann.after.mu > 25 > bob.after.mu


async def test_a_game_ended_by_agreement_is_not_rated_and_its_board_says_nothing_of_ratings(
    store: Store, referee: Referee
) -> None:
    game_id = await two_player_game(store)
    await referee.play_in(game_id, Actor.player(ANN), lambda game, seat: AgreeEnd(), next_interaction())
    await referee.play_in(game_id, Actor.player(BOB), lambda game, seat: AgreeEnd(), next_interaction())
    assert (await store.load(game_id)).game.phase is Phase.OVER  # type: ignore[union-attr]
    assert await store.result(game_id) is None
    assert "Ratings" not in await last_board(store, game_id)


async def test_the_board_of_a_friendly_games_end_says_nothing_of_ratings(store: Store, referee: Referee) -> None:
    game_id = await two_player_game(store, {"rated": "off"})
    await referee.play_in(game_id, Actor.player(BOB), lambda game, seat: Resign(), next_interaction())
    assert (await store.load(game_id)).game.phase is Phase.OVER  # type: ignore[union-attr]
    assert await store.result(game_id) is None
    text = await last_board(store, game_id)
    assert "wins" in text.lower() and "Ratings" not in text


def test_the_help_tells_players_of_the_rated_option() -> None:
    assert "/zark new options:rated:off" in RULES_PAGES["ratings"]
    assert "`rated` [on]" in ZARCANA_TABLE


def test_the_help_tells_players_of_the_hints_option_and_that_it_is_never_rated() -> None:
    assert "options:hints:on" in RULES_PAGES["ratings"] and "nor a game with hints on" in RULES_PAGES["ratings"]
    assert "/zark new options:hints:on" in RULES_PAGES["preview"] and "**/zark hint**" in RULES_PAGES["preview"]
    assert "`hints` [off]" in ZARCANA_TABLE and "never rated" in ZARCANA_TABLE


def test_the_ratings_help_page_says_the_figures_the_code_uses() -> None:
    page = RULES_PAGES["ratings"]
    assert f"above {PROVISIONAL_SIGMA} " in page and f"at least {MIN_GAMES} rated games" in page
    assert f"the top {TOP} " in page and f"the last {RECENT} rated games" in page


async def test_a_player_qualified_elsewhere_is_told_a_servers_table_needs_a_game_there(store: Store) -> None:
    for _ in range(3):
        await duel(store, 0, 1, guild=OTHER_GUILD)
        await duel(store, 2, 3)
    here = await leaderboard_text(store, ANN, None, GUILD)
    assert f"<@{ANN}>" not in here and here.endswith("it takes 3 rated games of Zark City, one of them here.")
    assert (await leaderboard_text(store, ANN, None, GUILD, "everywhere")).startswith("**Zark City**, everywhere")
    assert f"1. <@{ANN}> " in await leaderboard_text(store, ANN, None, GUILD, "everywhere")


async def test_a_profile_with_two_rated_games_has_a_chart_of_the_most_played_kind(store: Store) -> None:
    await duel(store, 0, 1)  # Ann wins, then loses, in Zark City; wins once in Unocitta
    await duel(store, 1, 0)
    await duel(store, 0, 1, game="unocitta")
    reply = await profile_reply(store, ANN, None, asker=ANN, name="Ann")
    assert reply.chart is not None and "No chart" not in reply.text
    history = await store.rating_history(str(ANN), "zark-city")
    assert reply.chart.points == tuple((skill.mu, skill.sigma) for skill in history) and len(history) == 3
    assert reply.chart.title == "Ann · Zark City"
    last = history[-1]
    assert reply.chart.alt_text == (
        f"Ann's Zark City rating over 2 games, from 25.0 to {last.mu:.1f}; the shaded band is the uncertainty, "
        f"±8.3 at first and ±{last.sigma:.1f} now."
    )
    assert reply.text == await profile_text(store, ANN, None, asker=ANN)
    named = await profile_reply(store, ANN, "unocitta", asker=BOB, name="Ann")
    assert named.chart is None
    assert named.text.endswith("\nNo chart of the rating in Unocitta yet: it takes 2 rated games.")


async def test_a_profile_without_games_or_of_an_unknown_game_has_no_chart(store: Store) -> None:
    assert (await profile_reply(store, ANN, None, asker=ANN, name="Ann")).chart is None
    unknown = await profile_reply(store, ANN, "chess", asker=ANN, name="Ann")
    assert unknown.chart is None and unknown.text.startswith("There is no game called 'chess'.")


async def test_of_two_kinds_played_as_often_the_chart_shows_the_first_in_the_registry(store: Store) -> None:
    for game in ("unocitta", "zark-city", "unocitta", "zark-city"):
        await duel(store, 0, 1, game=game)
    reply = await profile_reply(store, ANN, None, asker=ANN, name="Ann")
    assert reply.chart is not None and reply.chart.title == "Ann · Zark City"
    unocitta = (await profile_reply(store, ANN, "unocitta", asker=ANN, name="Ann")).chart
    assert unocitta is not None and unocitta.title == "Ann · Unocitta"
