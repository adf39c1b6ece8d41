"""/zark: everything that is not a turn option. Lobby, setup, hands, board, log, rules, resign, end, games, and
the commands for games across days. Each command only declares its options and calls the function that answers it.

Subcommand names leave room under Discord's 25-per-group limit (24 used, the "bot" group counting as one).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any, Literal

import discord
from discord import app_commands
from discord.app_commands import Range, Transform
from discord.ext import commands

from play.zark import choices
from rules import Cell
from rules.zark import Card, Place, Starter

from . import days as across_days
from . import lobby, looking, turns
from .options import CardOption, CellOption
from .replies import acknowledge, say_privately

if TYPE_CHECKING:
    from bot import ZarkBot

RulesPage = Literal[
    "overview", "setup", "draw", "grow", "spawn", "build", "move", "attack", "fly", "hatch", "discard", "winning",
    "editions", "unocitta", "unopolis", "zarcana", "resign", "days", "preview", "computers", "choices",
]  # fmt: skip

Hours = Range[int, 1, 336]
StarterCard = Transform[Card, CardOption(choices.starters)]
PlaceCell = Transform[Cell, CellOption(choices.places)]
WildCell = Transform[Cell, CellOption(choices.nominate_cells)]
Renomination = Transform[Card, CardOption(choices.renominations)]
LOBBY_COMMANDS = {
    "join": "Join the game that is waiting for players here.",
    "leave": "Leave the game here before it starts.",
    "start": "Host only: start the game here (2 to 5 players).",
    "cancel": "Host or server manager: cancel the game here for good.",
}
TimerHandler = Callable[[discord.Interaction, across_days.TimerOptions], Awaitable[None]]


def lobby_command(what: str, description: str) -> app_commands.Command[Any, Any, None]:
    """/zark join, leave, start and cancel: the same as the lobby message's buttons."""

    async def command(interaction: discord.Interaction) -> None:
        await lobby.by_command(interaction, what)

    return app_commands.Command(name=what, description=description, callback=command)


def timer_command(name: str, description: str, handler: TimerHandler) -> app_commands.Command[Any, Any, None]:
    """/zark timers (one game) and /zark defaults (new games in a server) take the same options."""

    @app_commands.command(name=name, description=description)
    async def command(
        interaction: discord.Interaction,
        reminder_hours: Hours | None = None,
        repeat_hours: Hours | None = None,
        deadline_days: Range[int, 0, 14] | None = None,
        caretaker_limit: Range[int, 1, 20] | None = None,
    ) -> None:
        """(its description is the command's)

        Args:
            reminder_hours: Remind the player after this many hours of waiting (default 24)
            repeat_hours: Then remind again every this many hours (default 24)
            deadline_days: Days before a caretaker moves for an absent player: 1 to 14, or 0 for no deadline
            caretaker_limit: Caretaker moves in a row after which the host may remove the player (default 3)
        """
        await handler(interaction, (reminder_hours, repeat_hours, deadline_days, caretaker_limit))

    return command


class Zark(
    commands.GroupCog,
    group_name="zark",
    group_description="Play Zark City, Unocitta, Unopolis and Zarcana: games, hands, board and rules.",
):
    def __init__(self) -> None:
        super().__init__()
        group = self.app_command
        assert group is not None  # a GroupCog is its group
        for what, description in LOBBY_COMMANDS.items():
            group.add_command(lobby_command(what, description))
        group.add_command(
            timer_command("timers", "Host: reminders and the move deadline of the game here.", across_days.game_timers)
        )
        group.add_command(
            timer_command(
                "defaults", "Server managers: reminders and deadline for new games here.", across_days.server_defaults
            )
        )

    # ------------------------------------------------------------------------------------------- lobby

    @app_commands.command(name="new")
    async def new(
        self,
        interaction: discord.Interaction,
        game: Literal["zark-city", "unocitta", "unopolis", "zarcana"] = "zark-city",
        edition: Literal["arcade", "classic"] | None = None,
        deck: Literal["standard", "zark"] | None = None,
        attack_own: bool | None = None,
        safety_end: bool | None = None,
        tie_break: bool | None = None,
        extra_cards: bool | None = None,
        trump_order: Literal["rws", "marseille"] | None = None,
        first_player: Range[int, 1, 5] | None = None,
    ) -> None:
        """Open a new game here (Zark City, Unocitta, Unopolis or Zarcana), with Join and Start buttons.

        Args:
            game: zark-city (default), unocitta / unopolis (the Uno deck), or zarcana (the tarot ancestor)
            edition: Zark City: arcade (default: draw each turn, Fly) or classic (2008 rules)
            deck: Zark City: standard (default: 52 cards + 2 Jokers) or zark (five suits)
            attack_own: Zark City: allow attacking your own pyramids (default: no)
            safety_end: Zarcana: also end when the deck runs out a second time (H-18; default: on)
            tie_break: Zarcana: break a tie by pips on the board (H-19; default: off, a shared win)
            extra_cards: Zarcana: add the Doppelganger and the Gateway (H-20; default: off)
            trump_order: Zarcana: rws (default: Strength 8, Justice 11) or marseille (Justice 8, Strength 11) (H-21)
            first_player: Zarcana: this seat (1 = the first to join) plays first (H-1; default: drawn by lot)
        """
        await lobby.create(
            interaction,
            game,
            edition=edition,
            deck=deck,
            attack_own=attack_own,
            safety_end=safety_end,
            tie_break=tie_break,
            extra_cards=extra_cards,
            trump_order=trump_order,
            first_player=first_player,
        )

    computer = app_commands.Group(name="bot", description="Host: computer players in the lobby here.")

    @computer.command(name="add")
    async def add_computer(
        self, interaction: discord.Interaction, level: Literal["easy", "medium", "hard"] = "easy"
    ) -> None:
        """Host: seat a computer player in the lobby here.

        Args:
            level: easy (plays what looks best now), medium (weighs its best moves) or hard (searches ahead)
        """
        await lobby.add_computer(interaction, level)

    @computer.command(name="remove")
    async def remove_computer(self, interaction: discord.Interaction, computer: str | None = None) -> None:
        """Host: take a computer player out of the lobby here.

        Args:
            computer: Which one (default: the last one added)
        """
        await lobby.remove_computer(interaction, computer)

    @remove_computer.autocomplete("computer")
    async def computer_choices(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return await lobby.computers_here(interaction, current)

    # ------------------------------------------------------------------------------------------- setup

    @app_commands.command(name="starter")
    async def starter(self, interaction: discord.Interaction, card: StarterCard) -> None:
        """Secretly choose your starter card, a number card (2 to 10; 0 to 9 with the Uno deck) (R-2).

        Args:
            card: A number card from your hand; the highest starter goes first
        """
        await turns.play_turn(interaction, turns.exactly(Starter(card)))

    @app_commands.command(name="place")
    async def place(self, interaction: discord.Interaction, cell: PlaceCell) -> None:
        """First round: put your starter card next to a card (R-3).

        Args:
            cell: An empty cell next to a card, like 'N13'
        """
        await turns.play_turn(interaction, turns.exactly(Place(cell)))

    # ------------------------------------------------------------------------------------------- during a turn

    @app_commands.command(name="nominate")
    @app_commands.rename(stands_for="as")
    async def nominate(self, interaction: discord.Interaction, cell: WildCell, stands_for: Renomination) -> None:
        """Uno deck: change what a Wild you alone occupy stands for. Free, in your turn; your turn goes on (R-24).

        Args:
            cell: The Wild's cell, like 'N13'
            stands_for: The number card it stands for from now on, like 'red 7'
        """
        await turns.nominate(interaction, cell, stands_for)

    # ------------------------------------------------------------------------------------------- looking

    @app_commands.command(name="hand")
    async def hand(self, interaction: discord.Interaction) -> None:
        """See your hand privately (only you can see the reply)."""
        await looking.show_hand(interaction)

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

    @app_commands.command(name="rules")
    async def rules(self, interaction: discord.Interaction, page: RulesPage = "overview") -> None:
        """How to play: one page per turn option, citing the rulings (R-n).

        Args:
            page: Which page (default: overview)
        """
        await looking.show_rules(interaction, page)

    @app_commands.command(name="ping")
    async def ping(self, interaction: discord.Interaction) -> None:
        # Shaped like a turn (acknowledge, then post) with no work in between: the floor for bench/e2e.py.
        """Check that the bot is awake: it answers at once, privately."""
        await acknowledge(interaction)
        await say_privately(interaction, "Pong: the bot is awake.")

    @app_commands.command(name="games")
    async def games(self, interaction: discord.Interaction, everywhere: bool = False) -> None:
        """Your games, marking those waiting for you.

        Args:
            everywhere: Every server the bot shares with you, with how long each has waited
        """
        await across_days.games(interaction, everywhere)

    # ------------------------------------------------------------------------------------------- across days

    @app_commands.command(name="clock")
    async def clock(self, interaction: discord.Interaction) -> None:
        """How long the game here has waited, and the time left before its deadline."""
        await across_days.clock(interaction)

    @app_commands.command(name="notify")
    async def notify(
        self,
        interaction: discord.Interaction,
        dm: bool | None = None,
        quiet_from: Range[int, 0, 23] | None = None,
        quiet_to: Range[int, 0, 23] | None = None,
        timezone: str | None = None,
    ) -> None:
        """Your turn notifications: DMs, quiet hours and time zone.

        Args:
            dm: Also send me a direct message when it is my turn
            quiet_from: No DMs from this hour (0-23, your time)
            quiet_to: ...until this hour
            timezone: Your time zone, like Europe/Paris or America/New_York
        """
        await across_days.notify(interaction, dm, quiet_from, quiet_to, timezone)

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
