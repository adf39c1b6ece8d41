"""Lobbies: who may cancel, and the lobby message's text, with rows from a real store."""

from __future__ import annotations

import discord
import pytest

import i18n
from data import Store
from i18n import ENGLISH
from play.lobby import can_cancel, check_settings, lobby_text, read_table_options, table_option_choices
from rules import Message, NotationError, kind_named
from tests.data.store_helpers import GUILD, USERS, new_lobby
from tests.words import refused

from .tables import ANN, BOB, CY, started


@pytest.mark.parametrize(
    ("user", "permissions", "allowed"),
    [
        (ANN, discord.Permissions.none(), True),  # the host
        (BOB, discord.Permissions(manage_guild=True), True),  # Manage Server
        (CY, discord.Permissions.all(), True),  # an administrator's resolved permissions include Manage Server
        (BOB, discord.Permissions.none(), False),  # a player who is not the host
        (CY, discord.Permissions(manage_messages=True, manage_channels=True, kick_members=True), False),
    ],
)
async def test_only_the_host_or_a_server_manager_can_cancel(
    store: Store, user: int, permissions: discord.Permissions, allowed: bool
) -> None:
    row = await new_lobby(store, 2)
    assert row.host_id == ANN
    assert can_cancel(row, user, permissions.manage_guild) is allowed


async def test_the_lobby_text_names_the_game_its_rules_host_and_players(store: Store) -> None:
    row = await new_lobby(store, 3)
    text = lobby_text(row)
    assert text.splitlines() == [
        f"**Zark City**: game {row.id} (arcade edition, standard deck, 3-card power blocks), hosted by <@{ANN}>.",
        f"Players (3/5): <@{ANN}>, <@{BOB}>, <@{CY}>",
        "Press **Join** to play. The host presses **Start** with 2 to 5 players (**Add computer** seats an easy "
        "computer player).",
        "New here? /zark rules page:start says how a turn goes; /zark tutorial teaches a game by playing.",
    ]
    assert lobby_text(row, Message("lobby-joined", name="Cy")).splitlines()[-1] == "Cy joined."


async def test_the_lobby_text_shows_the_chosen_edition_and_deck(store: Store) -> None:
    row = await store.create_lobby(
        guild_id=GUILD,
        channel_id=201,
        host_id=USERS[3],
        host_name="Dee",
        settings={"edition": "classic", "deck": "zark", "attack_own": True},
    )
    text = lobby_text(row)
    assert "(classic edition, zark deck, 3-card power blocks), hosted by <@1004>." in text
    assert "Players (1/5): <@1004>" in text


@pytest.mark.parametrize("game", ["zark-city", "unocitta", "unopolis", "zarcana"])
async def test_a_friendly_table_says_so_in_its_lobby_and_autocomplete_offers_it(store: Store, game: str) -> None:
    assert "rated:off" in [value for _, value in table_option_choices(game, "rat")]
    settings = check_settings(game, read_table_options("rated:no"))
    row = await store.create_lobby(guild_id=GUILD, channel_id=201, host_id=ANN, host_name="Ann", settings=settings)
    assert ", friendly: not rated), hosted by" in lobby_text(row)
    rated = await store.create_lobby(
        guild_id=GUILD, channel_id=202, host_id=ANN, host_name="Ann", settings=check_settings(game, {})
    )
    assert "rated" not in lobby_text(rated)


@pytest.mark.parametrize("game", ["zark-city", "unocitta", "unopolis", "zarcana"])
async def test_a_table_with_hints_says_so_in_its_lobby_and_autocomplete_offers_it(store: Store, game: str) -> None:
    assert "hints:on" in [value for _, value in table_option_choices(game, "hint")]
    settings = check_settings(game, read_table_options("hints:on"))
    row = await store.create_lobby(guild_id=GUILD, channel_id=201, host_id=ANN, host_name="Ann", settings=settings)
    assert ", hints on: not rated), hosted by" in lobby_text(row)
    plain = await store.create_lobby(
        guild_id=GUILD, channel_id=202, host_id=ANN, host_name="Ann", settings=check_settings(game, {})
    )
    assert "hints" not in lobby_text(plain)


def test_hints_with_rated_on_is_refused_before_anything_is_stored() -> None:
    with refused(NotationError, "never rated"):
        check_settings("zark-city", read_table_options("hints:on rated:on"))


async def test_a_started_game_no_longer_invites_joining(store: Store) -> None:
    loaded = await started(store)
    text = lobby_text(loaded.row, Message("lobby-started", name="Ann"))
    assert "Press **Join**" not in text
    assert text.splitlines()[-1] == "Ann started the game."
    assert f"Players (2/5): <@{ANN}>, <@{BOB}>" in text


@pytest.mark.parametrize("game", ["zark-city", "unocitta", "unopolis", "zarcana"])
def test_each_table_option_value_is_offered_with_what_it_does(game: str) -> None:
    offered = dict((value, name) for name, value in table_option_choices(game, ""))
    assert offered["rated:on"] == "rated:on · the result moves the players' ratings"
    assert offered["rated:off"] == "rated:off · a friendly game, not rated"
    for option in kind_named(game).table_options:
        words = [offered[f"{option.name}:{value}"].partition(" · ")[2] for value in option.values]
        assert len(set(words)) == len(words), f"{option.name}: two values read the same"
        assert words == [i18n.say(ENGLISH, said) for said in map(option.describe, option.values) if said is not None]
