"""Every turn command takes an optional `preview`: off by default, a plain true/false."""

from __future__ import annotations

import discord
import pytest
from discord import app_commands

from cogs.moves import PlayItButton
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
