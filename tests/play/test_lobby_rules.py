"""Lobbies without Discord (play.lobby): who may leave, start and cancel, and where a new game may not be opened."""

from __future__ import annotations

import pytest

from data import GameStatus, LobbyError, Store
from i18n import ENGLISH, say
from play import lobby
from play.errors import UserError
from play.texts import who
from tests.data.store_helpers import CHANNEL, GUILD, OTHER_CHANNEL, OTHER_GUILD, THREAD, new_lobby
from tests.words import english, refused

from .tables import ANN, BOB, CY


async def test_the_host_cancels_rather_than_leaves(store: Store) -> None:
    row = await new_lobby(store, 2)
    with refused(UserError, "You are the host: cancel the game instead of leaving it"):
        await lobby.leave(store, row.id, ANN)
    assert [p.user_id for p in (await lobby.leave(store, row.id, BOB)).players] == [ANN]


async def test_only_the_host_starts_and_only_with_two_players(store: Store) -> None:
    alone = await new_lobby(store, 1)
    with refused(UserError, "needs at least 2 players"):
        await lobby.start(store, alone.id, ANN, "seed")
    row = await lobby.join(store, alone.id, BOB, "Bob")
    with refused(UserError, f"Only the host, <@{ANN}>, can start this game"):
        await lobby.start(store, row.id, BOB, "seed")
    started = await lobby.start(store, row.id, ANN, "seed")
    assert started.game is not None and started.row.status.value == "setup"


async def test_cancelling_takes_the_host_or_a_server_manager(store: Store) -> None:
    row = await new_lobby(store, 3)
    with refused(UserError, "Only the host or someone who can manage this server"):
        await lobby.cancel(store, row.id, CY, manages_server=False)
    assert (await lobby.cancel(store, row.id, CY, manages_server=True)).status.value == "abandoned"


async def test_no_new_game_where_commands_go_to_another(store: Store) -> None:
    await lobby.refuse_where_a_game_lives(store, CHANNEL)  # nothing here yet
    row = await new_lobby(store, 2)
    with refused(UserError, f"This channel already has game {row.id} in progress"):
        await lobby.refuse_where_a_game_lives(store, CHANNEL)
    await store.set_thread(row.id, THREAD)
    await lobby.refuse_where_a_game_lives(store, CHANNEL)  # the game plays in its thread: the channel is free
    with refused(UserError, f"This thread belongs to game {row.id}"):
        await lobby.refuse_where_a_game_lives(store, THREAD)
    await store.abandon(row.id)
    with refused(UserError, f"This thread belongs to game {row.id}"):
        await lobby.refuse_where_a_game_lives(store, THREAD)  # even once that game has ended


async def test_lobby_commands_without_a_game_point_to_the_open_lobbies(store: Store) -> None:
    assert "no game is waiting for players" in say(ENGLISH, await lobby.no_lobby_here(store, CHANNEL, GUILD))
    row = await new_lobby(store, 1)
    await store.set_thread(row.id, THREAD)
    text = say(ENGLISH, await lobby.no_lobby_here(store, CHANNEL, GUILD))
    assert f"<#{THREAD}> (game {row.id})" in text and "Press **Join**" in text


async def test_a_lobby_command_typed_in_the_channel_acts_on_the_one_lobby_it_may_mean(store: Store) -> None:
    annes = await new_lobby(store, 1)  # Ann hosts it; it plays in a thread of its own
    await store.set_thread(annes.id, THREAD)
    assert (await lobby.lobby_meant(store, CHANNEL, GUILD, ANN, "computer")).id == annes.id
    assert (await lobby.lobby_meant(store, CHANNEL, GUILD, BOB, "join")).id == annes.id
    with refused(UserError, rf"Games waiting for players: <#{THREAD}> \(game {annes.id}\)"):
        await lobby.lobby_meant(store, CHANNEL, GUILD, BOB, "start")  # Bob hosts nothing here: the thread is named
    bobs = await new_lobby(store, 1, first_user=1)
    await store.set_thread(bobs.id, THREAD + 1)
    assert (await lobby.lobby_meant(store, CHANNEL, GUILD, ANN, "start")).id == annes.id  # the one she hosts
    assert (await lobby.lobby_meant(store, CHANNEL, GUILD, ANN, "join")).id == bobs.id  # the one she is not in
    with pytest.raises(UserError) as several:
        await lobby.lobby_meant(store, CHANNEL, GUILD, CY, "join")
    assert english(several.value) == (
        f"There is no game here, and 2 lobbies opened from this channel could be meant: <#{THREAD}> (game "
        f"{annes.id}), <#{THREAD + 1}> (game {bobs.id}). Type the command in the game's thread, or press **Join** "
        "(or the button you mean) on its lobby message."
    )
    with refused(UserError, "no game is waiting for players"):
        await lobby.lobby_meant(store, OTHER_CHANNEL, OTHER_GUILD, ANN, "start")


# ----------------------------------------------------------------------------------------------- computer players


async def test_the_host_seats_computer_players_numbered_and_named_by_level(store: Store) -> None:
    row = await new_lobby(store, 1)
    row = await lobby.add_computer(store, row.id, ANN, "easy")
    row = await lobby.add_computer(store, row.id, ANN, "hard")
    assert [(p.seat, p.user_id, p.name, p.computer) for p in row.players] == [
        (0, ANN, "Ann", None),
        (1, -1, "Bot 1 (easy)", "easy"),
        (2, -2, "Bot 2 (hard)", "hard"),
    ]
    assert [who(p) for p in row.players] == [f"<@{ANN}>", "🤖 Bot 1 (easy)", "🤖 Bot 2 (hard)"]
    assert "🤖 Bot 2 (hard)" in lobby.lobby_text(row) and "<@-" not in lobby.lobby_text(row)
    row, gone = await lobby.remove_computer(store, row.id, ANN, -1)  # the one named; the numbers free up again
    assert gone.name == "Bot 1 (easy)"
    row = await lobby.add_computer(store, row.id, ANN, "medium")
    assert [p.name for p in row.players] == ["Ann", "Bot 2 (hard)", "Bot 1 (medium)"]
    row, _ = await lobby.remove_computer(store, row.id, ANN, None)  # none named: the last one seated
    assert [p.name for p in row.players] == ["Ann", "Bot 2 (hard)"]


async def test_only_the_host_seats_computers_at_a_known_level_in_a_lobby_with_room(store: Store) -> None:
    row = await new_lobby(store, 2)
    with refused(UserError, "Only the host can add or remove computer players"):
        await lobby.add_computer(store, row.id, BOB, "easy")
    with refused(UserError, "There is no level 'random': choose easy, medium or hard"):
        await lobby.add_computer(store, row.id, ANN, "random")
    with refused(UserError, "There is no computer player in this game"):
        await lobby.remove_computer(store, row.id, ANN, None)
    for _ in range(3):
        row = await lobby.add_computer(store, row.id, ANN, "easy")
    with refused(LobbyError, "This game is full: 5 players have joined"):
        await lobby.add_computer(store, row.id, ANN, "easy")
    with refused(UserError, "Only the host can add or remove computer players"):
        await lobby.remove_computer(store, row.id, BOB, -1)
    with refused(UserError, "not one of this game's computer players"):
        await lobby.remove_computer(store, row.id, ANN, BOB)  # a person is not removed this way
    assert (await store.load(row.id)).row == row  # nothing refused changed anything
    assert lobby.removable_computers(row) == [(f"Bot {n} (easy)", str(-n)) for n in (1, 2, 3)]


async def test_the_host_may_leave_their_seat_to_computers_and_still_host(store: Store) -> None:
    row = await new_lobby(store, 1)
    row = await lobby.add_computer(store, row.id, ANN, "easy")
    row = await lobby.add_computer(store, row.id, ANN, "easy")
    row = await lobby.leave(store, row.id, ANN)
    assert [p.name for p in row.players] == ["Bot 1 (easy)", "Bot 2 (easy)"] and row.host_id == ANN
    assert f"hosted by <@{ANN}>" in lobby.lobby_text(row)
    started = await lobby.start(store, row.id, ANN, "seed")  # the host still starts it, and watches
    assert started.row.status is GameStatus.SETUP and started.row.waiting_user_ids == ()
    assert [p.seat for p in started.row.waiting_computers] == [0, 1]
