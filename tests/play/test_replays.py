"""A finished game's replay in the application (`play.replays`, `play.announcements`): the move that ends a game owes
its replay once, written with it in the outbox; /zark replay finds a finished game (here, or by number) and refuses
any other in a plain sentence, changing nothing. On a real SQLite store, through the referee."""

from __future__ import annotations

from datetime import timedelta
from types import SimpleNamespace
from typing import Any, cast

import pytest

from data import Store
from i18n import ENGLISH
from play.actor import Actor
from play.announcements import BOARD, REPLAY
from play.errors import UserError
from play.moves import Venue
from play.referee import Referee
from play.replays import NOT_A_NUMBER, finished_choices, game_number, load_finished_game
from render.service import DrawingService
from rules import AgreeEnd, Phase, Resign, kind_named
from tests.data.store_helpers import GUILD, OTHER_GUILD, THREAD, USERS, next_interaction
from tests.words import english

ANN, BOB, CY = USERS[:3]
HERE = Venue(THREAD, GUILD)


async def two_player_game(store: Store, *, guild: int = GUILD, thread: int = THREAD) -> int:
    settings = kind_named("zark-city").table({})
    row = await store.create_lobby(guild_id=guild, channel_id=1, host_id=ANN, host_name="Ann", settings=settings)
    await store.set_thread(row.id, thread)
    await store.join(row.id, BOB, "Bob")
    await store.start_game(row.id, "seed")
    return row.id


async def owed_kinds(store: Store, game_id: int) -> list[tuple[str, int]]:
    """What the game owes, in order, left as it is (a claim would count an attempt)."""
    async with store.database.read() as session:
        rows = await session.fetch(
            "SELECT kind, version FROM outbox WHERE game_id = :game_id ORDER BY id", {"game_id": game_id}
        )
    return [(row["kind"], row["version"]) for row in rows]


async def test_the_move_that_ends_a_game_owes_its_replay_once_after_its_board(store: Store, referee: Referee) -> None:
    game_id = await two_player_game(store)
    assert REPLAY not in [kind for kind, _ in await owed_kinds(store, game_id)]  # the start owes none
    played = await referee.play_in(game_id, Actor.player(BOB), lambda game, seat: Resign(), next_interaction())
    assert played.public.phase is Phase.OVER
    owed = await owed_kinds(store, game_id)
    assert [kind for kind, version in owed if version == played.version] == [BOARD, REPLAY]
    assert owed.count((REPLAY, played.version)) == 1


async def test_a_game_ended_by_agreement_owes_its_replay_too_and_a_vote_alone_does_not(
    store: Store, referee: Referee
) -> None:
    game_id = await two_player_game(store)
    await referee.play_in(game_id, Actor.player(ANN), lambda game, seat: AgreeEnd(), next_interaction())
    assert REPLAY not in [kind for kind, _ in await owed_kinds(store, game_id)]  # one vote: the game goes on
    await referee.play_in(game_id, Actor.player(BOB), lambda game, seat: AgreeEnd(), next_interaction())
    assert [kind for kind, _ in await owed_kinds(store, game_id)].count(REPLAY) == 1


async def finished(store: Store, referee: Referee, **where: int) -> int:
    game_id = await two_player_game(store, **where)
    await referee.play_in(game_id, Actor.player(BOB), lambda game, seat: Resign(), next_interaction())
    return game_id


async def test_the_game_here_or_a_numbered_one_is_found_when_finished(store: Store, referee: Referee) -> None:
    game_id = await finished(store, referee)
    here = await load_finished_game(store, referee, HERE, CY, None)  # in its thread: anyone may replay it
    assert here.row.id == game_id and here.game is not None and here.game.phase is Phase.OVER
    for typed in (str(game_id), f"#{game_id}", f" game {game_id} "):
        assert (await load_finished_game(store, referee, Venue(999, GUILD), CY, typed)).row.id == game_id
    elsewhere = await finished(store, referee, guild=OTHER_GUILD, thread=THREAD + 1)
    mine = await load_finished_game(store, referee, Venue(999, GUILD), ANN, str(elsewhere))  # Ann played it
    assert mine.row.id == elsewhere


@pytest.mark.parametrize("typed", ["abc", "12x", "-3", "1.5"])
def test_a_game_named_other_than_by_its_number_is_refused(typed: str) -> None:
    with pytest.raises(UserError) as refused:
        game_number(typed)
    assert refused.value.message == NOT_A_NUMBER


async def refusal(store: Store, referee: Referee, place: Venue, user_id: int, game: str | None) -> str:
    before = await store.owed_count()
    with pytest.raises(UserError) as refused:
        await load_finished_game(store, referee, place, user_id, game)
    assert await store.owed_count() == before  # nothing changed
    return english(refused.value)


async def test_a_game_not_finished_unknown_or_of_another_server_gets_a_plain_sentence(
    store: Store, referee: Referee
) -> None:
    playing = await two_player_game(store)
    assert await refusal(store, referee, HERE, ANN, None) == (
        f"Game {playing} is still being played: its replay comes when it is over (`/zark board` shows it now)."
    )
    assert await refusal(store, referee, HERE, ANN, "999") == "There is no game 999 here."
    other = await finished(store, referee, guild=OTHER_GUILD, thread=THREAD + 1)
    assert await refusal(store, referee, HERE, CY, str(other)) == f"There is no game {other} here."  # not even that
    lobby = await store.create_lobby(
        guild_id=GUILD, channel_id=1, host_id=CY, host_name="Cy", settings=kind_named("zark-city").table({})
    )
    assert await refusal(store, referee, HERE, ANN, str(lobby.id)) == (
        f"Game {lobby.id} has not started yet: its replay comes when it is over."
    )
    await store.abandon(lobby.id)
    assert await refusal(store, referee, HERE, ANN, str(lobby.id)) == (
        f"Game {lobby.id} was cancelled before it was over: only a finished game has a replay."
    )
    assert await refusal(store, referee, Venue(999, GUILD), ANN, None) == (
        f"There is no game here. Your games: <#{THREAD}> (game {playing})"
    )


async def test_the_game_option_offers_the_callers_finished_games_newest_first(store: Store, referee: Referee) -> None:
    first = await finished(store, referee)
    second = await finished(store, referee, thread=THREAD + 2)
    await two_player_game(store, thread=THREAD + 3)  # still being played: not offered
    offered = await finished_choices(store, ANN, GUILD, "", ENGLISH)
    assert offered == [(f"Zark City game {second}: won", str(second)), (f"Zark City game {first}: won", str(first))]
    resigned = [(f"Zark City game {first}: resigned", str(first))]
    assert await finished_choices(store, BOB, GUILD, f"#{first}", ENGLISH) == resigned
    assert await finished_choices(store, CY, GUILD, "", ENGLISH) == []
    german = await finished_choices(store, ANN, GUILD, "", "de")  # in the asker's language, the values the same
    assert [name for name, _ in german] == [
        f"Zark City, Partie {second}: gewonnen",
        f"Zark City, Partie {first}: gewonnen",
    ]
    assert [value for _, value in german] == [value for _, value in offered]


async def test_a_replay_that_cannot_be_drawn_is_logged_and_counted_delivered(
    store: Store, referee: Referee, caplog: pytest.LogCaptureFixture
) -> None:
    """Drawing it again would fail again: the outbox lets it go instead of trying for ever (the drawing service
    here is closed, so it refuses the work)."""
    from cogs.support.replays import deliver_replay

    game_id = await finished(store, referee)
    owed = await store.claim_deliveries("test", timedelta(minutes=1), game_id=game_id)
    boards = [delivery for delivery in owed if delivery.kind != REPLAY]
    await store.delivered("test", boards)
    [replay] = [delivery for delivery in owed if delivery.kind == REPLAY]
    drawing = DrawingService()
    drawing.close()
    bot = SimpleNamespace(store=store, drawing=drawing, clock=store._clock)
    outbox = SimpleNamespace(bot=bot, owner="test")
    await deliver_replay(cast(Any, outbox), replay)
    assert await store.owed_count() == 0
    assert f"Game {game_id}: its replay could not be drawn; it is not posted" in caplog.text
