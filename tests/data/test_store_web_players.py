"""What the web's pages read of people (`Store.player_cards`): each person's page token, hidden or not, and the name
they were last seated under, many people in one statement, on SQLite and PostgreSQL alike."""

from __future__ import annotations

import pytest

from data import Store
from data import webplayers as store_web_players

from .store_helpers import CHANNEL, GUILD, NAMES, USERS


async def test_cards_say_each_persons_token_hiding_and_last_name(store: Store) -> None:
    row = await store.create_lobby(
        guild_id=GUILD, channel_id=CHANNEL, host_id=USERS[0], host_name=NAMES[0], settings={"game": "zark-city"}
    )  # fmt: skip
    await store.join(row.id, USERS[1], NAMES[1])
    await store.set_hidden(str(USERS[1]), True)
    stranger = "4242"  # never seated, never given a token
    cards = await store.player_cards([str(USERS[0]), str(USERS[1]), stranger, str(USERS[0]), "computer:easy"])
    assert list(cards) == [str(USERS[0]), str(USERS[1]), stranger]  # people only, each once, in the order asked
    assert (cards[str(USERS[0])].name, cards[str(USERS[0])].hidden) == (NAMES[0], False)
    assert (cards[str(USERS[1])].name, cards[str(USERS[1])].hidden) == (NAMES[1], True)
    assert cards[stranger].name is None and not cards[stranger].hidden
    tokens = {card.token for card in cards.values()}
    assert len(tokens) == 3 and all(len(token) == 22 for token in tokens)  # a token given to each who had none
    assert await store.player_cards([str(USERS[0])]) == {str(USERS[0]): cards[str(USERS[0])]}  # kept
    assert await store.player_cards([]) == {}


async def test_more_people_than_one_statement_reads(store: Store, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(store_web_players, "CARDS_AT_ONCE", 3)
    people = [str(9000 + n) for n in range(8)]
    await store.set_hidden(people[5], True)
    cards = await store.player_cards(people)
    assert list(cards) == people
    assert [card.hidden for card in cards.values()] == [n == 5 for n in range(8)]
    assert len({card.token for card in cards.values()}) == 8


async def test_games_get_their_tokens_together_and_keep_them(store: Store) -> None:
    games = []
    for number in range(3):
        row = await store.create_lobby(
            guild_id=GUILD, channel_id=CHANNEL, host_id=USERS[0], host_name=NAMES[0],
            settings={"game": "zark-city"}, thread_id=700 + number,
        )  # fmt: skip
        games.append(row.id)
        if number < 2:  # the third stays a lobby: it has no page
            await store.join(row.id, USERS[1], NAMES[1])
            await store.start_game(row.id, "tokens")
    first = await store.web_token(games[0])
    given = await store.web_tokens([*games, games[1], 999_999])
    assert given[games[0]] == first  # a token is never changed
    assert set(given) == {games[0], games[1]} and len(given[games[1]]) == 22
    assert await store.web_token(games[1]) == given[games[1]]
