"""Every turn command takes an optional `preview`: off by default, a plain true/false. Play it buttons under a
preview and under a hint (/zark hint)."""

from __future__ import annotations

import discord
import pytest
from discord import app_commands

import i18n
from cogs.shared import Zark
from cogs.support.moves import HINT, MOVED_ON_WORDS, PREVIEW, PlayItButton
from cogs.zark_city import Turns
from play.preview import Tried
from rules.zark import parse_action

TURN_COMMANDS = ["draw", "grow", "spawn", "build", "move", "attack", "fly", "hatch", "discard"]


@pytest.mark.parametrize("name", TURN_COMMANDS)
def test_every_turn_command_has_an_optional_preview_switch(name: str) -> None:
    command = next(c for c in Turns().get_app_commands() if c.name == name)
    assert isinstance(command, app_commands.Command)
    preview = next(p for p in command.parameters if p.name == "preview")
    assert preview.type is discord.AppCommandOptionType.boolean
    assert not preview.required and preview.default is False
    assert "nothing is played" in preview.description


def test_play_it_carries_the_game_its_version_the_seat_and_the_move() -> None:
    tried = Tried(12, 40, 2, parse_action("attack 2 medium at N13 with QH convert small"))
    button = PlayItButton.new(tried)
    assert button.custom_id == "zark:playit:12:40:2:attack 2 medium at N13 with QH convert small"
    assert button.game_id == 12 and button.part("version") == "40" and button.part("move") == tried.action.notation()
    too_long = Tried(12, 40, 2, parse_action("discard " + " ".join(["10H", "10S", "10D", "10C"] * 6)))
    assert not PlayItButton.fits(too_long) and PlayItButton.fits(tried)


def test_play_it_under_a_hint_says_so_in_its_custom_id_and_has_its_own_stale_sentence() -> None:
    tried = Tried(12, 40, 2, parse_action("build 9H N13"))
    button = PlayItButton.new(tried, HINT)
    assert button.custom_id == "zark:hintplay:12:40:2:build 9H N13"
    assert button.part("origin") == HINT and button.game_id == 12 and button.part("move") == "build 9H N13"
    assert PlayItButton.new(tried).part("origin") == PREVIEW
    assert i18n.say(i18n.ENGLISH, MOVED_ON_WORDS[HINT]).startswith("The game has moved on since this hint")
    assert i18n.say(i18n.ENGLISH, MOVED_ON_WORDS[PREVIEW]).startswith("The game has moved on since this preview")


def test_zark_hint_is_a_subcommand_without_options_within_discords_25() -> None:
    zark = Zark().app_command
    assert zark is not None and len(zark.commands) <= 25
    hint = zark.get_command("hint")
    assert isinstance(hint, app_commands.Command) and hint.parameters == []
    assert "medium computer player" in hint.description and "hints:on" in hint.description
