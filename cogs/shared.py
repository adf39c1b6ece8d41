"""/zark: everything every game shares that is not a turn option. Lobby, hands, board, log, resign, end, games, and
the commands for games across days; a family's own subcommands of /zark come from its cog module (`cogs.games`).
Each command only declares its options and calls the function that answers it.

Discord allows 25 subcommands and groups per command; /zark has all 25 (the "lobby", "bot" and "rating" groups
counting as one each), with the after-game and learning commands (replay, review, hint, tutorial).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Literal

import discord
from discord import app_commands
from discord.app_commands import Range
from discord.ext import commands

import i18n
from i18n import LANGUAGES, NATIVE_NAMES
from play.lobby import table_option_choices
from play.timers import LAST_USED
from rules import kinds
from rules.core.registry import default_kind

from .games import family_subcommands
from .support import days as across_days
from .support import lobby, looking, replays
from .support import moves as turns
from .support import review as reviewing
from .support.languages import Languages
from .support.ratings import rating
from .support.replies import acknowledge, reader, say_privately
from .support.web import WebCommands

if TYPE_CHECKING:
    from bot import ZarkBot

Hours = Range[int, 1, 336]
DEFAULT_GAME = default_kind().key
LOBBY_COMMANDS = {
    "join": "Join the game that is waiting for players here.",
    "leave": "Leave the game here before it starts.",
    "start": "Host only: start the game here (2 to 5 players).",
    "cancel": "Host or server manager: cancel the game here for good.",
}
TimerScope = Literal["this game", "new games in this server"]
#: /zark notify language: each language by its own name (never translated), and the one the player uses the bot in.
LANGUAGE_CHOICES = [
    *(app_commands.Choice(name=NATIVE_NAMES[language], value=language) for language in LANGUAGES),
    app_commands.Choice(name="The language I last used the bot in", value=LAST_USED),
]


def lobby_command(what: str, description: str) -> app_commands.Command[Any, Any, None]:
    """/zark lobby join, leave, start and cancel: the same as the lobby message's buttons."""

    async def command(interaction: discord.Interaction) -> None:
        await lobby.by_command(interaction, what)

    return app_commands.Command(name=what, description=description, callback=command)


def lobby_group() -> app_commands.Group:
    """The lobby's buttons as commands, in one group: the buttons are the usual way, so they give up their four
    subcommand slots of /zark to the commands after a game (replay, review) and for learning (hint, tutorial)."""
    group = app_commands.Group(name="lobby", description="The lobby here: join, leave, start or cancel (its buttons).")
    for what, description in LOBBY_COMMANDS.items():
        group.add_command(lobby_command(what, description))
    return group


class Zark(
    commands.GroupCog,
    group_name="zark",
    group_description="Play Zark City, Unocitta, Unopolis and Zarcana: games, hands, board and rules.",
):
    def __init__(self) -> None:
        super().__init__()
        self.languages = Languages()
        group = self.app_command
        assert group is not None  # a GroupCog is its group
        group.add_command(lobby_group())
        for command in family_subcommands():
            group.add_command(command)
        group.add_command(rating)

    @commands.Cog.listener()
    async def on_interaction(self, interaction: discord.Interaction) -> None:
        """Every interaction says which language its player uses the bot in: their DMs and reminders follow it."""
        await self.languages.remember(interaction)

    # ------------------------------------------------------------------------------------------- lobby

    @app_commands.command(name="new")
    @app_commands.choices(game=[app_commands.Choice(name=kind.title, value=kind.key) for kind in kinds()])
    async def new(self, interaction: discord.Interaction, game: str = DEFAULT_GAME, options: str = "") -> None:
        """Open a new game here, with Join and Start buttons: Zark City, Unocitta, Unopolis or Zarcana.

        Args:
            game: Which game (default: Zark City)
            options: The game's table options, like 'edition:classic deck:zark'; pick from the list
        """
        await lobby.create(interaction, game, options)

    @new.autocomplete("options")
    async def new_options(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        game = str(getattr(interaction.namespace, "game", "") or "")
        found = table_option_choices(game, current, reader(interaction))
        return [app_commands.Choice(name=name, value=value) for name, value in found]

    @app_commands.command(name="tutorial")
    @app_commands.choices(game=[app_commands.Choice(name=kind.title, value=kind.key) for kind in kinds()])
    async def tutorial(self, interaction: discord.Interaction, game: str = DEFAULT_GAME) -> None:
        """Learn a game here: play it against easy computer players while the bot explains each turn option.

        Args:
            game: Which game to learn (default: Zark City)
        """
        await lobby.tutorial(interaction, game)

    computer = app_commands.Group(name="bot", description="Host: computer players in the lobby here.")

    @computer.command(name="add")
    async def add_computer(
        self, interaction: discord.Interaction, level: Literal["easy", "medium", "hard"] = "easy"
    ) -> None:
        """Host: seat a computer player in the lobby here.

        Args:
            level: easy (plays what looks best now), medium (weighs its best moves) or hard (searches ahead)
        """
        await lobby.lobby_add_computer(interaction, level)

    @computer.command(name="remove")
    async def remove_computer(self, interaction: discord.Interaction, computer: str | None = None) -> None:
        """Host: take a computer player out of the lobby here.

        Args:
            computer: Which one (default: the last one added)
        """
        await lobby.lobby_remove_computer(interaction, computer)

    @remove_computer.autocomplete("computer")
    async def computer_choices(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return await lobby.computers_here(interaction, current)

    # ------------------------------------------------------------------------------------------- looking

    @app_commands.command(name="hand")
    async def hand(self, interaction: discord.Interaction) -> None:
        """See your hand privately (only you can see the reply)."""
        await looking.show_hand(interaction)

    @app_commands.command(name="hint")
    async def hint(self, interaction: discord.Interaction) -> None:
        """Ask the medium computer player privately for your move (tables opened with options:hints:on)."""
        await turns.show_hint(interaction)

    @app_commands.command(name="board")
    async def board(self, interaction: discord.Interaction, public: bool = False, as_text: bool = False) -> None:
        """See the board of the game here.

        Args:
            public: Post it for everyone (default: only you)
            as_text: Describe it in words instead
        """
        await looking.show_board(interaction, public, as_text)

    @app_commands.command(name="log")
    async def log(self, interaction: discord.Interaction, moves: Range[int, 1, 40] = 15) -> None:
        """The recent moves in words and notation, with the game record.

        Args:
            moves: How many recent moves to show (default 15)
        """
        await looking.show_log(interaction, moves)

    @app_commands.command(name="review")
    async def review(self, interaction: discord.Interaction, game: Range[int, 1] | None = None) -> None:
        """After a game: the wins in one that were missed or left to the next player, privately, with boards.

        Args:
            game: The game's number (default: the game here); only a finished game is reviewed
        """
        await reviewing.show_review(interaction, game)

    @app_commands.command(name="ping")
    async def ping(self, interaction: discord.Interaction) -> None:
        # Shaped like a turn (acknowledge, then post) with no work in between: the floor for bench/e2e.py.
        """Check that the bot is awake: it answers at once, privately."""
        await acknowledge(interaction)
        await say_privately(interaction, i18n.text(reader(interaction), "days-pong"))

    @app_commands.command(name="games")
    async def games(self, interaction: discord.Interaction, everywhere: bool = False) -> None:
        """Your games, marking those waiting for you, and your latest finished ones with how each ended.

        Args:
            everywhere: Every server the bot shares with you, with how long each has waited
        """
        await across_days.games(interaction, everywhere)

    @app_commands.command(name="replay")
    async def replay(self, interaction: discord.Interaction, game: str | None = None, public: bool = False) -> None:
        """A finished game as an animation, move by move (only you see it unless you post it for everyone).

        Args:
            game: Which finished game (default: the game of this thread); pick one of yours from the list
            public: Post it for everyone here (default: only you)
        """
        await replays.show_replay(interaction, game, public)

    @replay.autocomplete("game")
    async def replay_game(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return await replays.finished_here(interaction, current)

    # ------------------------------------------------------------------------------------------- across days

    @app_commands.command(name="timers")
    async def timers(
        self,
        interaction: discord.Interaction,
        reminder_hours: Hours | None = None,
        repeat_hours: Hours | None = None,
        deadline_days: Range[int, 0, 14] | None = None,
        caretaker_limit: Range[int, 1, 20] | None = None,
        scope: TimerScope = "this game",
    ) -> None:
        """Reminders and the move deadline of the game here (host) or of new games here (server managers).

        Args:
            reminder_hours: Remind the player after this many hours of waiting (default 24)
            repeat_hours: Then remind again every this many hours (default 24)
            deadline_days: Days before a caretaker moves for an absent player: 1 to 14, or 0 for no deadline
            caretaker_limit: Caretaker moves in a row after which the host may remove the player (default 3)
            scope: The game here (the host), or the defaults of new games in this server (server managers)
        """
        changes = (reminder_hours, repeat_hours, deadline_days, caretaker_limit)
        if scope == "this game":
            await across_days.game_timers(interaction, changes)
        else:
            await across_days.new_game_timers(interaction, changes)

    @app_commands.command(name="clock")
    async def clock(self, interaction: discord.Interaction) -> None:
        """How long the game here has waited, and the time left before its deadline."""
        await across_days.clock(interaction)

    @app_commands.command(name="notify")
    @app_commands.choices(language=LANGUAGE_CHOICES)
    async def notify(
        self,
        interaction: discord.Interaction,
        dm: bool | None = None,
        quiet_from: Range[int, 0, 23] | None = None,
        quiet_to: Range[int, 0, 23] | None = None,
        timezone: str | None = None,
        language: str | None = None,
    ) -> None:
        """Your turn notifications: DMs, quiet hours, time zone and language.

        Args:
            dm: Also send me a direct message when it is my turn
            quiet_from: No DMs from this hour (0-23, your time)
            quiet_to: The end of your quiet hours (0-23)
            timezone: Your time zone, like Europe/Paris or America/New_York
            language: The language of your DMs and reminders (default: the one you last used the bot in)
        """
        await across_days.notify(
            interaction, dm=dm, quiet_from=quiet_from, quiet_to=quiet_to, zone=timezone, language=language
        )

    @notify.autocomplete("timezone")
    async def notify_timezone(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return across_days.time_zone_choices(current)

    @app_commands.command(name="away")
    async def away(self, interaction: discord.Interaction, days: Range[int, 0, 14]) -> None:
        """Away for a while: your reminders and deadlines wait in every game.

        Args:
            days: For how many days (1 to 14); 0 when you are back
        """
        await across_days.away(interaction, days)

    @app_commands.command(name="catchup")
    async def catchup(self, interaction: discord.Interaction) -> None:
        """What happened since your last move, with the changed cells."""
        await looking.show_catchup(interaction)

    @app_commands.command(name="remove")
    async def remove(self, interaction: discord.Interaction, player: str) -> None:
        """Host: remove a player who missed too many deadlines (R-18).

        Args:
            player: The player to remove
        """
        await across_days.remove(interaction, player)

    @remove.autocomplete("player")
    async def remove_player(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return await across_days.removable(interaction, current)

    # ------------------------------------------------------------------------------------------- leaving

    @app_commands.command(name="resign")
    async def resign(self, interaction: discord.Interaction) -> None:
        """Leave the game here for good: your pyramids leave the board (R-18)."""
        await turns.ask_to_resign(interaction)

    @app_commands.command(name="end")
    async def end(self, interaction: discord.Interaction) -> None:
        """Vote to end the game here with no winner (all remaining players must agree)."""
        await turns.agree_to_end(interaction)


async def setup(bot: ZarkBot) -> None:
    await bot.add_cog(Zark())
    await bot.add_cog(WebCommands())
