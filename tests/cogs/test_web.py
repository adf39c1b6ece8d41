"""/web listing, /web profile and /web link: private replies in the asker's language; listing takes Manage Server,
and a refusal says why in plain words and changes nothing."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace

import discord
import pytest

from cogs.support import web as web_cog
from data import Store
from tests.cogs.answers import Answering
from tests.cogs.test_lobby import database_rows
from tests.data.store_helpers import GUILD, USERS
from tests.stand_ins import stand_in
from tests.web.games import finished_game

URL = "https://zark.example"


class Interaction(Answering):
    """Just enough of an Interaction for the /web commands: the bot's store and web address, the place, the asker,
    their permissions and the answers (each should be private)."""

    def __init__(
        self, store: Store, *, manage: bool = False, guild_id: int | None = GUILD, locale: str = "en-US",
        public_url: str | None = URL,
    ) -> None:  # fmt: skip
        super().__init__()
        self.client = SimpleNamespace(store=store, config=SimpleNamespace(web=SimpleNamespace(public_url=public_url)))
        self.guild_id = guild_id
        self.guild = None if guild_id is None else SimpleNamespace(name="Night Owls")
        self.user = SimpleNamespace(id=USERS[0], display_name="Ann")
        self.permissions = discord.Permissions(manage_guild=manage)
        self.locale = locale


def said(interaction: Interaction) -> str:
    assert interaction.answers and all(private for _, private in interaction.answers)
    return "\n".join(interaction.texts)


@pytest.mark.parametrize(
    ("place", "manage", "sentence"),
    [(None, True, "use this command in one of its channels"), (GUILD, False, "Manage Server permission")],
)
async def test_listing_is_refused_outside_a_server_and_without_manage_server(
    store: Store, tmp_path: Path, place: int | None, manage: bool, sentence: str
) -> None:
    before = database_rows(tmp_path / "var" / "zark.db")
    for listed in (True, False):
        asked = Interaction(store, manage=manage, guild_id=place)
        await web_cog.listing_asked(stand_in(discord.Interaction, asked), listed)
        assert sentence in said(asked)
    assert database_rows(tmp_path / "var" / "zark.db") == before


async def test_listing_on_and_off_and_the_links_it_gives(store: Store) -> None:
    await finished_game(store, "zark-city")
    asked = Interaction(store, manage=True)
    await web_cog.listing_asked(stand_in(discord.Interaction, asked), True)
    server, listed = await store.guild_token(GUILD)
    assert listed and f"{URL}/s/{server}" in said(asked)
    assert await store.guild_of_token(server) == (GUILD, True, "Night Owls")  # the name its page is headed with
    assert "/web profile hide" in said(asked)  # the command named as the reader's Discord shows it
    mine, _ = await store.player_token(str(USERS[0]))
    linked = Interaction(store)
    await web_cog.links_asked(stand_in(discord.Interaction, linked))
    assert f"{URL}/u/{mine}" in said(linked) and f"{URL}/s/{server}" in said(linked)
    off = Interaction(store, manage=True)
    await web_cog.listing_asked(stand_in(discord.Interaction, off), False)
    assert not (await store.guild_token(GUILD))[1] and "no longer listed" in said(off)
    unlisted = Interaction(store)
    await web_cog.links_asked(stand_in(discord.Interaction, unlisted))
    assert "not on the web" in said(unlisted) and "/u/" not in said(unlisted)


async def test_hiding_and_showing_ones_profile(store: Store) -> None:
    hide = Interaction(store, locale="de")
    await web_cog.hiding_asked(stand_in(discord.Interaction, hide), True)
    assert (await store.player_token(str(USERS[0])))[1]
    assert "verborgen" in said(hide)  # in the asker's language
    linked = Interaction(store, locale="ru")
    await web_cog.links_asked(stand_in(discord.Interaction, linked))
    assert "/веб профиль показать" in said(linked)  # the command as a Russian Discord names it
    show = Interaction(store)
    await web_cog.hiding_asked(stand_in(discord.Interaction, show), False)
    assert not (await store.player_token(str(USERS[0])))[1]


async def test_without_a_public_address_there_is_no_link(store: Store) -> None:
    asked = Interaction(store, public_url=None)
    await web_cog.links_asked(stand_in(discord.Interaction, asked))
    assert "no public web address" in said(asked)
