"""A tiny discord.py bot that exercises every kind of call the stand-in must serve.

Run by tests/e2e/test_fakediscord.py as a real subprocess. It reads DISCORD_TOKEN, DISCORD_API_BASE_URL
and DISCORD_GATEWAY_URL, and uses only ordinary discord.py API (no privileged intents).
"""

from __future__ import annotations

import asyncio
import io
import logging
import os
import re
from typing import Any

import discord
import yarl
from discord import app_commands
from discord.ext import commands
from PIL import Image, ImageDraw

log = logging.getLogger("smoke_bot")

CARDS = [f"{rank}{suit}" for suit in "SHDC" for rank in ("A", *map(str, range(2, 11)), "J", "Q", "K")]
SLOW_SECONDS = 4.0


def point_at_local_discord() -> None:
    """The two settings the real bot honours too: REST base URL and gateway URL."""
    if base := os.environ.get("DISCORD_API_BASE_URL"):
        discord.http.Route.BASE = base
    if gateway := os.environ.get("DISCORD_GATEWAY_URL"):
        discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(gateway)


def card_png(label: str) -> bytes:
    """A small card picture, so the test can check real PNG bytes arrive."""
    image = Image.new("RGB", (60, 84), "white")
    draw = ImageDraw.Draw(image)
    draw.rectangle((2, 2, 57, 81), outline="black", width=2)
    draw.text((10, 30), label, fill="red")
    buffer = io.BytesIO()
    image.save(buffer, format="PNG")
    return buffer.getvalue()


class FlipButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"smoke:flip:(?P<game_id>\d+)"):
    """A button that survives restarts: its custom_id carries the game id."""

    def __init__(self, game_id: int) -> None:
        button: discord.ui.Button[Any] = discord.ui.Button(
            label="Flip", style=discord.ButtonStyle.primary, custom_id=f"smoke:flip:{game_id}"
        )
        super().__init__(button)
        self.game_id = game_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> FlipButton:
        return cls(int(match["game_id"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_message(f"flipped {self.game_id} (pid {os.getpid()})", ephemeral=True)


class ChooseView(discord.ui.View):
    @discord.ui.select(
        custom_id="smoke:choose",
        placeholder="Pick an edition",
        options=[discord.SelectOption(label=name.title(), value=name) for name in ("arcade", "classic")],
    )
    async def choose(self, interaction: discord.Interaction, select: discord.ui.Select[Any]) -> None:
        await interaction.response.edit_message(content=f"chose {select.values[0]}", view=None)


class NameModal(discord.ui.Modal, title="Name your game"):
    name: discord.ui.TextInput[Any] = discord.ui.TextInput(label="Name", custom_id="smoke:name", max_length=20)

    async def on_submit(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_message(f"game named {self.name.value}")


smoke = app_commands.Group(name="smoke", description="Smoke test commands")


@smoke.command(name="ping", description="Private pong")
async def ping(interaction: discord.Interaction) -> None:
    await interaction.response.send_message("pong", ephemeral=True)


@smoke.command(name="echo", description="Repeat text publicly")
@app_commands.describe(text="What to repeat", count="How many times")
async def echo(interaction: discord.Interaction, text: str, count: app_commands.Range[int, 1, 5] = 1) -> None:
    await interaction.response.send_message(" ".join([text] * count))


@smoke.command(name="whois", description="Name a member")
async def whois(
    interaction: discord.Interaction, member: discord.Member, where: discord.TextChannel | None = None
) -> None:
    place = f" in #{where.name}" if where else ""
    await interaction.response.send_message(f"{member.display_name} is {member.id}{place}")


@smoke.command(name="edit", description="Defer publicly, edit the answer, then a private followup")
async def edit_later(interaction: discord.Interaction) -> None:
    await interaction.response.defer(thinking=True)
    picture = discord.File(io.BytesIO(card_png("KS")), filename="board.png")
    await interaction.edit_original_response(content="edited", attachments=[picture])
    await interaction.followup.send("only you see this", ephemeral=True)


@smoke.command(name="tidy", description="Delete the reply, post and edit a channel message")
async def tidy(interaction: discord.Interaction) -> None:
    await interaction.response.send_message("temporary")
    await interaction.delete_original_response()
    channel = await interaction.client.fetch_channel(interaction.channel_id or 0)
    assert isinstance(channel, discord.TextChannel)
    note = await channel.send("note")
    await note.edit(content="note (edited)")
    await interaction.followup.send("tidied", ephemeral=True)


@app_commands.command(name="pick", description="Pick a card")
async def pick(interaction: discord.Interaction, card: str) -> None:
    picture = discord.File(io.BytesIO(card_png(card)), filename=f"{card}.png")
    await interaction.response.send_message(f"picked {card}", file=picture, ephemeral=True)


@pick.autocomplete("card")
async def pick_card(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
    if current == "overflow":  # a deliberate bug: more than Discord's 25 choices
        return [app_commands.Choice(name=card, value=card) for card in CARDS[:30]]
    matches = [card for card in CARDS if card.startswith(current.upper())]
    return [app_commands.Choice(name=card, value=card) for card in matches[:25]]


@app_commands.command(name="draw", description="Draw a card privately")
async def draw(interaction: discord.Interaction, game_id: int) -> None:
    await interaction.response.defer(ephemeral=True, thinking=True)
    png = await asyncio.to_thread(card_png, "7H")
    view = discord.ui.View(timeout=None)
    view.add_item(FlipButton(game_id))
    picture = discord.File(io.BytesIO(png), filename="card.png", description="Seven of hearts")
    await interaction.followup.send("You drew 7H", file=picture, view=view, ephemeral=True)


@app_commands.command(name="table", description="Open a game thread")
@app_commands.choices(
    mode=[app_commands.Choice(name="from message", value="message"), app_commands.Choice(name="alone", value="alone")]
)
async def table(interaction: discord.Interaction, mode: str) -> None:
    channel = interaction.channel
    assert isinstance(channel, discord.TextChannel)
    if mode == "message":
        await interaction.response.send_message("Table open")
        message = await interaction.original_response()
        thread = await message.create_thread(name="Game table", auto_archive_duration=1440)
    else:
        await interaction.response.send_message("Opening a table", ephemeral=True)
        thread = await channel.create_thread(name="Side table", type=discord.ChannelType.public_thread)
    await thread.send(f"Welcome {interaction.user.mention}", allowed_mentions=discord.AllowedMentions(users=True))


@app_commands.command(name="dm", description="Try to DM you")
async def dm(interaction: discord.Interaction) -> None:
    try:
        await interaction.user.send("Your hand: 7H")
    except discord.Forbidden as exc:
        await interaction.response.send_message(f"could not DM you ({exc.code})", ephemeral=True)
    else:
        await interaction.response.send_message("sent you a DM", ephemeral=True)


@app_commands.command(name="slow", description="Answer too late")
async def slow(interaction: discord.Interaction) -> None:
    await asyncio.sleep(SLOW_SECONDS)
    try:
        await interaction.response.send_message("too late")
    except discord.NotFound as exc:
        log.info("slow: refused with %s", exc.code)


@app_commands.command(name="double", description="Answer twice at once (a bug)")
async def double(interaction: discord.Interaction) -> None:
    outcomes = await asyncio.gather(
        interaction.response.send_message("first"),
        interaction.response.send_message("second"),
        return_exceptions=True,
    )
    log.info("double: %s", [type(outcome).__name__ for outcome in outcomes])


@app_commands.command(name="bad", description="Send a message Discord refuses")
@app_commands.choices(kind=[app_commands.Choice(name=kind, value=kind) for kind in ("long", "empty")])
async def bad(interaction: discord.Interaction, kind: str) -> None:
    try:
        if kind == "long":
            await interaction.response.send_message("x" * 2001)
        else:
            await interaction.response.send_message()
    except discord.HTTPException as exc:
        await interaction.response.send_message(f"refused {exc.code}", ephemeral=True)


@app_commands.command(name="choose", description="Choose an edition")
async def choose(interaction: discord.Interaction) -> None:
    await interaction.response.send_message("Which edition?", view=ChooseView(), ephemeral=True)


@app_commands.command(name="ask", description="Name a game")
async def ask(interaction: discord.Interaction) -> None:
    await interaction.response.send_modal(NameModal())


class SmokeBot(commands.Bot):
    def __init__(self, **shards: Any) -> None:
        intents = discord.Intents.default()
        intents.members = os.environ.get("SMOKE_MEMBERS_INTENT") == "1"  # privileged: lets a test see 4014
        super().__init__(command_prefix=commands.when_mentioned, intents=intents, **shards)

    async def setup_hook(self) -> None:
        self.add_dynamic_items(FlipButton)
        command: app_commands.Group | app_commands.Command[Any, ..., None]
        for command in (smoke, pick, draw, table, dm, slow, double, bad, choose, ask):
            self.tree.add_command(command)
        synced = await self.tree.sync()
        log.info("synced %d commands", len(synced))


class ShardedSmokeBot(SmokeBot, commands.AutoShardedBot):
    """discord.py's AutoShardedBot: SMOKE_SHARDS="auto" launches as many shards as Discord recommends, "COUNT" all
    of COUNT shards, and "COUNT:ID,ID" only those (another process runs the rest)."""


def make_bot() -> SmokeBot:
    shards = os.environ.get("SMOKE_SHARDS", "")
    if not shards:
        return SmokeBot()
    if shards == "auto":
        return ShardedSmokeBot()
    count, _, ids = shards.partition(":")
    shard_ids = [int(shard) for shard in ids.split(",")] if ids else None
    return ShardedSmokeBot(shard_count=int(count), shard_ids=shard_ids)


async def main() -> None:
    discord.utils.setup_logging(level=logging.INFO)
    point_at_local_discord()
    async with make_bot() as bot:
        await bot.start(os.environ["DISCORD_TOKEN"])


if __name__ == "__main__":
    asyncio.run(main())
