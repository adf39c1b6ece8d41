"""/zark: everything that is not a turn option. Lobby, setup, hands, board, log, rules, resign, end, games.

Subcommand names leave room under Discord's 25-per-group limit (22 used).
"""

from __future__ import annotations

import io
from typing import TYPE_CHECKING, Literal

import discord
from discord import app_commands
from discord.ext import commands

import render
from data import GameStatus
from rules import (
    AgreeEnd,
    Place,
    Resign,
    Starter,
    card_label,
    parse_card,
    parse_cell,
    write_public_record,
)

from . import choices, lobby, waiting
from .announce import board_file, hand_file, hand_words
from .prefs import plural
from .replies import say_privately
from .texts import RULES_PAGES, UserError, game_link, notation_words
from .turns import play_and_report, report, suggest
from .ui import ResignButton

if TYPE_CHECKING:
    from bot import ZarkBot

RulesPage = Literal[
    "overview", "setup", "draw", "grow", "spawn", "build", "move", "attack", "fly", "hatch", "discard", "winning",
    "editions", "resign", "days", "choices",
]  # fmt: skip


# /zark timers (one game) and /zark defaults (new games in a server) take the same options.
TIMER_OPTIONS = app_commands.describe(
    reminder_hours="Remind the player after this many hours of waiting (default 24)",
    repeat_hours="Then remind again every this many hours (default 24)",
    deadline_days="Days before a caretaker moves for an absent player: 1 to 14, or 0 for no deadline",
    caretaker_limit="Caretaker moves in a row after which the host may remove the player (default 3)",
)


@app_commands.guild_only()  # games live in servers: a lobby in a DM could never be joined
class Zark(commands.GroupCog, group_name="zark", group_description="Play Zark City: games, hands, board and rules."):
    def __init__(self, bot: ZarkBot) -> None:
        self.bot = bot
        super().__init__()

    # ------------------------------------------------------------------------------------------- lobby

    @app_commands.command(name="new", description="Open a new game of Zark City here, with Join and Start buttons.")
    @app_commands.describe(
        edition="arcade (default: draw each turn, Fly) or classic (2008 rules)",
        deck="standard (52 cards + 2 Jokers) or zark (five suits)",
        attack_own="Allow attacking your own pyramids (default: no)",
    )
    async def new(
        self,
        interaction: discord.Interaction,
        edition: Literal["arcade", "classic"] = "arcade",
        deck: Literal["standard", "zark"] = "standard",
        attack_own: bool = False,
    ) -> None:
        await lobby.create(self.bot, interaction, edition, deck, attack_own)

    @app_commands.command(name="join", description="Join the game that is waiting for players here.")
    async def join(self, interaction: discord.Interaction) -> None:
        await lobby.by_command(self.bot, interaction, "join")

    @app_commands.command(name="leave", description="Leave the game here before it starts.")
    async def leave(self, interaction: discord.Interaction) -> None:
        await lobby.by_command(self.bot, interaction, "leave")

    @app_commands.command(name="start", description="Host only: start the game here (2 to 5 players).")
    async def start(self, interaction: discord.Interaction) -> None:
        await lobby.by_command(self.bot, interaction, "start")

    @app_commands.command(name="cancel", description="Host or server manager: cancel the game here for good.")
    async def cancel(self, interaction: discord.Interaction) -> None:
        await lobby.by_command(self.bot, interaction, "cancel")

    async def lobby_button(self, interaction: discord.Interaction, game_id: int, what: str) -> None:
        await lobby.press(self.bot, interaction, game_id, what)

    # ------------------------------------------------------------------------------------------- setup

    @app_commands.command(name="starter", description="Secretly choose your starter card, a 2 to 10 (R-2).")
    @app_commands.describe(card="A number card from your hand; the highest starter goes first")
    async def starter(self, interaction: discord.Interaction, card: str) -> None:
        await play_and_report(self.bot, interaction, lambda game, seat: Starter(parse_card(card)))

    @starter.autocomplete("card")
    async def starter_card(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return await suggest(self.bot, interaction, current, choices.starter_choices)

    @app_commands.command(name="place", description="First round: put your starter card next to a card (R-3).")
    @app_commands.describe(cell="An empty cell next to a card, like 'N13'")
    async def place(self, interaction: discord.Interaction, cell: str) -> None:
        await play_and_report(self.bot, interaction, lambda game, seat: Place(parse_cell(cell)))

    @place.autocomplete("cell")
    async def place_cell(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return await suggest(self.bot, interaction, current, choices.place_choices)

    # ------------------------------------------------------------------------------------------- looking

    @app_commands.command(name="hand", description="See your hand privately (only you can see the reply).")
    async def hand(self, interaction: discord.Interaction) -> None:
        row = await self.bot.referee.game_here(
            interaction.channel_id or 0, interaction.user.id, interaction.guild_id, ended_ok=True
        )
        await self.show_hand(interaction, row.id)

    async def show_hand(self, interaction: discord.Interaction, game_id: int) -> None:
        """Also the "My hand" button: each presser sees their own hand, privately."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        seated = await self.bot.referee.seated_in(game_id, interaction.user.id)
        view = seated.game.view(seated.seat)
        text = hand_words(view)
        if view.own_starter:
            text += f"\nYour starter (still secret): {card_label(view.own_starter)}."
        await interaction.followup.send(text, file=await hand_file(view), ephemeral=True)

    @app_commands.command(name="board", description="See the board of the game here.")
    @app_commands.describe(public="Post it for everyone (default: only you)", as_text="Describe it in words instead")
    async def board(self, interaction: discord.Interaction, public: bool = False, as_text: bool = False) -> None:
        await interaction.response.defer(ephemeral=not public, thinking=True)
        seated = await self.bot.referee.seated(
            interaction.channel_id or 0, interaction.user.id, interaction.guild_id, ended_ok=True
        )
        view = seated.game.view(None)
        if as_text:
            await interaction.followup.send(render.board_text(view)[:2000], ephemeral=not public)
        else:
            await interaction.followup.send(file=await board_file(view), ephemeral=not public)

    @app_commands.command(name="log", description="The recent moves in words and notation, with the game record.")
    @app_commands.describe(moves="How many recent moves to show (default 15)")
    async def log(self, interaction: discord.Interaction, moves: app_commands.Range[int, 1, 40] = 15) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        seated = await self.bot.referee.seated(
            interaction.channel_id or 0, interaction.user.id, interaction.guild_id, ended_ok=True
        )
        game = seated.game
        history = game.view(None).history
        recent = history[-moves:]
        first = len(history) - len(recent) + 1
        lines = [
            f"{number}. {game.name(seat)}: {notation_words(notation)} · `{notation}`"
            for number, (seat, notation) in enumerate(recent, start=first)
        ]
        record = write_public_record(game).encode()
        text = "\n".join(lines) or "No moves yet."
        await interaction.followup.send(
            text[-2000:],
            file=discord.File(io.BytesIO(record), filename=f"zark-game-{seated.row.id}.txt"),
            ephemeral=True,
        )

    @app_commands.command(name="rules", description="How to play: one page per turn option, citing the rulings (R-n).")
    @app_commands.describe(page="Which page (default: overview)")
    async def rules(self, interaction: discord.Interaction, page: RulesPage = "overview") -> None:
        await say_privately(interaction, RULES_PAGES[page])

    @app_commands.command(name="ping", description="Check that the bot is awake: it answers at once, privately.")
    async def ping(self, interaction: discord.Interaction) -> None:
        # Shaped like a turn (acknowledge, then post) with no work in between: the floor for bench/e2e.py.
        await interaction.response.defer(ephemeral=True, thinking=True)
        await say_privately(interaction, "Pong: the bot is awake.")

    @app_commands.command(name="games", description="Your games, marking those waiting for you.")
    @app_commands.describe(everywhere="Every server the bot shares with you, with how long each has waited")
    async def games(self, interaction: discord.Interaction, everywhere: bool = False) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        if everywhere:
            await say_privately(interaction, await waiting.my_games_everywhere(self.bot, interaction.user.id))
            return
        rows = await self.bot.store.games_for_user(interaction.user.id, interaction.guild_id)
        if not rows:
            await say_privately(interaction, "You are in no games here. Start one with /zark new.")
            return
        lines = []
        for row in rows:
            mine = interaction.user.id in row.waiting_user_ids
            mark = "👉 your move" if mine else row.status.value
            lines.append(f"{game_link(row)}: {mark}, {len(row.players)} players")
        await say_privately(interaction, "\n".join(lines)[:2000])

    # ------------------------------------------------------------------------------------------- across days

    @app_commands.command(
        name="clock", description="How long the game here has waited, and the time left before its deadline."
    )
    async def clock(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        row = await self.bot.referee.game_here(interaction.channel_id or 0, interaction.user.id, interaction.guild_id)
        await say_privately(interaction, waiting.clock_text(self.bot, row))

    @app_commands.command(name="timers", description="Host: reminders and the move deadline of the game here.")
    @TIMER_OPTIONS
    async def timers(
        self,
        interaction: discord.Interaction,
        reminder_hours: app_commands.Range[int, 1, 336] | None = None,
        repeat_hours: app_commands.Range[int, 1, 336] | None = None,
        deadline_days: app_commands.Range[int, 0, 14] | None = None,
        caretaker_limit: app_commands.Range[int, 1, 20] | None = None,
    ) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        row = await self.bot.referee.game_here(interaction.channel_id or 0, interaction.user.id, interaction.guild_id)
        new = waiting.changed_timers(row.timers, reminder_hours, repeat_hours, deadline_days, caretaker_limit)
        if new == row.timers:
            await say_privately(interaction, waiting.timers_text(row.timers))
            return
        await say_privately(interaction, await waiting.set_game_timers(self.bot, row, interaction.user.id, new))

    @app_commands.command(name="defaults", description="Server managers: reminders and deadline for new games here.")
    @TIMER_OPTIONS
    async def defaults(
        self,
        interaction: discord.Interaction,
        reminder_hours: app_commands.Range[int, 1, 336] | None = None,
        repeat_hours: app_commands.Range[int, 1, 336] | None = None,
        deadline_days: app_commands.Range[int, 0, 14] | None = None,
        caretaker_limit: app_commands.Range[int, 1, 20] | None = None,
    ) -> None:
        if interaction.guild_id is None or not interaction.permissions.manage_guild:
            raise UserError("Only someone who can manage this server can set its defaults.")
        current = await waiting.server_defaults(self.bot, interaction.guild_id)
        new = waiting.changed_timers(current, reminder_hours, repeat_hours, deadline_days, caretaker_limit)
        await say_privately(interaction, await waiting.set_defaults(self.bot, interaction.guild_id, new))

    @app_commands.command(name="notify", description="Your turn notifications: DMs, quiet hours and time zone.")
    @app_commands.describe(
        dm="Also send me a direct message when it is my turn",
        quiet_from="No DMs from this hour (0-23, your time)",
        quiet_to="...until this hour",
        timezone="Your time zone, like Europe/Paris or America/New_York",
    )
    async def notify(
        self,
        interaction: discord.Interaction,
        dm: bool | None = None,
        quiet_from: app_commands.Range[int, 0, 23] | None = None,
        quiet_to: app_commands.Range[int, 0, 23] | None = None,
        timezone: str | None = None,
    ) -> None:
        text = await waiting.set_notify(
            self.bot, interaction.user.id, dm=dm, quiet_from=quiet_from, quiet_to=quiet_to, timezone=timezone
        )
        await say_privately(interaction, text)

    @notify.autocomplete("timezone")
    async def notify_timezone(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return [app_commands.Choice(name=name, value=name) for name in waiting.time_zones(current)]

    @app_commands.command(name="away", description="Away for a while: your reminders and deadlines wait in every game.")
    @app_commands.describe(days="For how many days (1 to 14); 0 when you are back")
    async def away(self, interaction: discord.Interaction, days: app_commands.Range[int, 0, 14]) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        await say_privately(interaction, await waiting.set_away(self.bot, interaction.user.id, days))

    @app_commands.command(name="catchup", description="What happened since your last move, with the changed cells.")
    async def catchup(self, interaction: discord.Interaction) -> None:
        row = await self.bot.referee.game_here(
            interaction.channel_id or 0, interaction.user.id, interaction.guild_id, ended_ok=True
        )
        await self.show_catchup(interaction, row.id)

    async def show_catchup(self, interaction: discord.Interaction, game_id: int) -> None:
        """Also the "Catch up" button on turn pings and reminders."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        await waiting.show_catchup(self.bot, interaction, game_id)

    @app_commands.command(name="remove", description="Host: remove a player who missed too many deadlines (R-18).")
    @app_commands.describe(player="The player to remove")
    async def remove(self, interaction: discord.Interaction, player: str) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        row = await self.bot.referee.game_here(interaction.channel_id or 0, interaction.user.id, interaction.guild_id)
        if not player.isdigit():
            raise UserError("Pick the player from the list.")
        await waiting.remove_player(self.bot, interaction, row, int(player))

    @remove.autocomplete("player")
    async def remove_player(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        row = await self.bot.store.game_in_channel(interaction.channel_id or 0)
        if row is None:
            return []
        found = [
            (f"{p.name} · {plural(p.caretaker_streak, 'missed deadline')} in a row", str(p.user_id))
            for p in row.players
            if p.user_id != interaction.user.id
        ]
        return [app_commands.Choice(name=name, value=value) for name, value in choices.narrow(found, current)]

    # ------------------------------------------------------------------------------------------- leaving

    @app_commands.command(
        name="resign", description="Leave the game here for good: your pyramids leave the board (R-18)."
    )
    async def resign(self, interaction: discord.Interaction) -> None:
        row = await self.bot.referee.game_here(interaction.channel_id or 0, interaction.user.id, interaction.guild_id)
        if row.status is GameStatus.LOBBY:
            raise UserError("This game has not started; use Leave instead.")
        view = discord.ui.View(timeout=None)
        view.add_item(ResignButton(row.id))
        await say_privately(interaction, "Resign from this game? Your pyramids leave the board.", view=view)

    async def confirm_resign(self, interaction: discord.Interaction, game_id: int) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        played = await self.bot.referee.play_in(
            game_id, interaction.user.id, lambda game, seat: Resign(), interaction.id, any_time=True
        )
        await report(self.bot, interaction, played)

    @app_commands.command(
        name="end", description="Vote to end the game here with no winner (all remaining players must agree)."
    )
    async def end(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        row = await self.bot.referee.game_here(interaction.channel_id or 0, interaction.user.id, interaction.guild_id)
        played = await self.bot.referee.play_in(
            row.id, interaction.user.id, lambda game, seat: AgreeEnd(), interaction.id, any_time=True
        )
        await report(self.bot, interaction, played)


async def setup(bot: ZarkBot) -> None:
    await bot.add_cog(Zark(bot))
