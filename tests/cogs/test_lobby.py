"""/zark new in Discord: every refusal is a sentence and stores nothing (the database is compared row by row before
and after), and a lobby that opens has its message; Start refuses, in a sentence, what depends on the seats taken
(Zarcana's first player, H-1)."""

from __future__ import annotations

import sqlite3
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import discord
import pytest

from cogs.support import lobby as lobby_cog
from data import Store
from play import lobby
from play.errors import UserError
from play.history import ordinal
from rules import RulesError
from tests.cogs.answers import Answering
from tests.data.store_helpers import CHANNEL, GUILD, THREAD, USERS
from tests.stand_ins import stand_in
from tests.words import english, refused

ANN, BOB = USERS[:2]


class Channel(discord.abc.Messageable):
    """A channel the bot may post in (not a text channel of a server, so no thread is opened): what was sent."""

    def __init__(self) -> None:
        self.sent: list[str] = []

    async def _get_channel(self) -> Any:
        return self

    async def send(self, content: str | None = None, **options: Any) -> Any:
        self.sent.append(content or "")
        return SimpleNamespace(id=5000 + len(self.sent))


class Interaction(Answering):
    """Just enough of an Interaction for `cogs.support.lobby.create`: the bot's store, the place, the user and the
    answers."""

    def __init__(self, store: Store, *, channel: Channel | None, channel_id: int = CHANNEL) -> None:
        super().__init__()
        self.client = SimpleNamespace(store=store)
        self.channel, self.channel_id, self.guild_id = channel, channel_id, GUILD
        self.user = SimpleNamespace(id=ANN, display_name="Ann")
        self.locale = "en-US"


def database_rows(path: Path) -> dict[str, list[tuple[object, ...]]]:
    """Every row of every table of the SQLite file, in a fixed order."""
    with sqlite3.connect(path) as db:
        tables = [name for (name,) in db.execute("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")]
        rows = {table: sorted(db.execute(f'SELECT * FROM "{table}"').fetchall(), key=repr) for table in tables}
    db.close()
    return rows


async def new_game(store: Store, game: str, options: str, **place: Any) -> Interaction:
    interaction = Interaction(store, **({"channel": Channel()} | place))
    await lobby_cog.create(stand_in(discord.Interaction, interaction), game, options)
    return interaction


REFUSED = [
    ("chess", "", "no game"),
    ("zark-city", "edition", "is not a table option: write NAME:VALUE"),
    ("zark-city", "edition:classic edition:arcade", "is given twice"),
    ("zark-city", "colour:red", "has no table option 'colour'"),
    ("zark-city", "edition:modern", "modern"),
    ("zark-city", "deck:uno", "uno"),
    ("zark-city", "attack_own:maybe", "maybe"),
    ("unocitta", "deck:standard", "Unocitta has no table option 'deck'"),
    ("zarcana", "first_player:6", "The first player is a seat number from 1 to 5, or lot, not '6'."),
    ("zarcana", "first_player:0", "not '0'"),
    ("zarcana", "safety_end:maybe", "on or off"),
    ("zarcana", "trump_order:thoth", "thoth"),
    ("zarcana", "edition:classic", "has no table option 'edition'"),
]


@pytest.mark.parametrize(("game", "options", "sentence"), REFUSED)
async def test_every_refused_zark_new_is_a_sentence_and_stores_nothing(
    store: Store, tmp_path: Path, game: str, options: str, sentence: str
) -> None:
    before = database_rows(tmp_path / "var" / "zark.db")
    with pytest.raises((RulesError, UserError)) as refused:
        await new_game(store, game, options)
    assert isinstance(refused.value, RulesError | UserError) and sentence in english(refused.value)
    assert database_rows(tmp_path / "var" / "zark.db") == before


async def test_zark_new_where_no_lobby_may_live_is_refused_and_stores_nothing(store: Store, tmp_path: Path) -> None:
    """Outside a channel the bot may post in; in a game's thread; in a channel whose game is still on."""
    with refused(UserError, "Start a game in a server channel"):
        await new_game(store, "zarcana", "", channel=None)
    first = await new_game(store, "zarcana", "")
    row = await store.game_in_channel(CHANNEL)
    assert row is not None and first.texts[-1].startswith(f"Done: game {row.id} is open")
    before = database_rows(tmp_path / "var" / "zark.db")
    with refused(UserError, f"This channel already has game {row.id} in progress"):
        await new_game(store, "zark-city", "")
    assert database_rows(tmp_path / "var" / "zark.db") == before
    await store.set_thread(row.id, THREAD)
    before = database_rows(tmp_path / "var" / "zark.db")
    with refused(UserError, f"This thread belongs to game {row.id}"):
        await new_game(store, "zark-city", "", channel_id=THREAD)
    assert database_rows(tmp_path / "var" / "zark.db") == before


@pytest.mark.parametrize("first", ["3", "4", "5"])
async def test_h1_zarcana_opens_with_any_first_player_and_start_refuses_one_beyond_the_seats_taken(
    store: Store, tmp_path: Path, first: str
) -> None:
    """H-1: seats 1 to 5 may be chosen to play first; the lobby opens with its message, and Start, with two players,
    is refused in a sentence that changes nothing."""
    interaction = await new_game(store, "zarcana", f"first_player:{first}")
    assert interaction.channel is not None
    assert f"the {ordinal(int(first) - 1)} to join plays first" in interaction.channel.sent[0]
    row = await store.game_in_channel(CHANNEL)
    assert row is not None and row.lobby_message_id is not None
    await store.join(row.id, BOB, "Bob")
    before = database_rows(tmp_path / "var" / "zark.db")
    with pytest.raises(UserError) as refused:
        await lobby.start(store, row.id, ANN, "seed")
    assert english(refused.value).startswith(f"Seat {first} was chosen to play first, but the table has only 2 players")
    assert database_rows(tmp_path / "var" / "zark.db") == before
