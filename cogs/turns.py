"""The turn commands, one per turn option: /draw /grow /spawn /build /move /attack /fly /hatch, and /discard.

Each is the same short pipeline: let the referee build, check, apply and commit the action, post the board for
everyone, tell the player privately what they drew (acknowledging privately first only if this is slow, see
`replies.ACKNOWLEDGE_AFTER`). Autocomplete offers only what is legal
for this player now, narrowed by the options already filled in.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from data import StoreError
from rules import Draw, Game

from . import choices
from .announce import announce, private_report
from .referee import ActionBuilder, Played
from .replies import acknowledge_privately, say_privately
from .texts import UserError

if TYPE_CHECKING:
    from bot import ZarkBot

log = logging.getLogger(__name__)
BOARD_NOT_POSTED = (
    "Your move counts, but I could not post the board in the game's thread: please ask a server admin to "
    "check that I may send messages and attach files there."
)
HINT_VALUE = "-"  # picking a hint runs the command, which explains the same problem in full

Suggester = Callable[[Game, int], list[choices.Choice]]


async def suggest(
    bot: ZarkBot, interaction: discord.Interaction, current: str, make: Suggester, *, anyone: bool = False
) -> list[app_commands.Choice[str]]:
    """Autocomplete answers from the game here; a problem (no game, not your turn) shows as a single hint."""
    try:
        seated = await bot.referee.seated(interaction.channel_id or 0, interaction.user.id, interaction.guild_id)
        game, seat = seated.game, seated.seat
        if not anyone and seat not in game.seats_to_act() and game.phase != "over":
            return [
                app_commands.Choice(name=f"It is {game.name(game.current)}'s turn, not yours."[:100], value=HINT_VALUE)
            ]
        found = choices.narrow(make(game, seat), current)
    except (UserError, StoreError) as error:
        return [app_commands.Choice(name=error.sentence[:100], value=HINT_VALUE)]
    except Exception:
        log.exception("Autocomplete failed")
        return []
    return [app_commands.Choice(name=name, value=value) for name, value in found]


async def play_and_report(bot: ZarkBot, interaction: discord.Interaction, build: ActionBuilder) -> Played:
    """Play through the referee, post the board, then tell the player privately: that private word is the
    interaction's first response, unless the work took so long that it was acknowledged first."""
    acknowledge_privately(interaction)
    played = await bot.referee.play(
        interaction.channel_id or 0, interaction.user.id, interaction.guild_id, build, interaction.id
    )
    await report(bot, interaction, played)
    return played


async def report(bot: ZarkBot, interaction: discord.Interaction, played: Played) -> None:
    if played.duplicate:
        await say_privately(interaction, "That move has already been made.")
        return
    try:
        await announce(bot, played)
        posted = True
    except discord.HTTPException:  # the move is committed: say so, rather than the "nothing changed" apology
        log.warning("Game %s: move committed but the board could not be posted", played.row.id, exc_info=True)
        posted = False
    text, menu = private_report(played, interaction.user.id)
    if not posted:
        text += f"\n{BOARD_NOT_POSTED}"
    if menu is not None:
        await say_privately(interaction, text, view=menu)
    else:
        await say_privately(interaction, text)


class Turns(commands.Cog):
    def __init__(self, bot: ZarkBot) -> None:
        self.bot = bot

    async def _play(self, interaction: discord.Interaction, build: ActionBuilder) -> None:
        await play_and_report(self.bot, interaction, build)

    async def _suggest(
        self, interaction: discord.Interaction, current: str, make: Suggester
    ) -> list[app_commands.Choice[str]]:
        return await suggest(self.bot, interaction, current, make)

    # ------------------------------------------------------------------------------------------- draw

    @app_commands.guild_only()  # games live in servers
    @app_commands.command(name="draw", description="Turn option: draw three more cards (R-27: always allowed).")
    async def draw(self, interaction: discord.Interaction) -> None:
        await self._play(interaction, lambda game, seat: Draw())

    # ------------------------------------------------------------------------------------------- grow

    @app_commands.guild_only()  # games live in servers
    @app_commands.command(name="grow", description="Turn option: swap one of your pyramids for the next size up.")
    @app_commands.describe(piece="Your pyramid to grow, like 'M13 small'")
    async def grow(self, interaction: discord.Interaction, piece: str) -> None:
        await self._play(interaction, lambda game, seat: choices.grow_action(piece))

    @grow.autocomplete("piece")
    async def grow_piece(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return await self._suggest(interaction, current, choices.grow_choices)

    # ------------------------------------------------------------------------------------------- spawn

    @app_commands.guild_only()  # games live in servers
    @app_commands.command(name="spawn", description="Turn option: add a small pyramid to a card you occupy.")
    @app_commands.describe(cell="A card you occupy, like 'M13'")
    async def spawn(self, interaction: discord.Interaction, cell: str) -> None:
        await self._play(interaction, lambda game, seat: choices.spawn_action(cell))

    @spawn.autocomplete("cell")
    async def spawn_cell(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return await self._suggest(interaction, current, choices.spawn_choices)

    # ------------------------------------------------------------------------------------------- build

    @app_commands.guild_only()  # games live in servers
    @app_commands.command(
        name="build", description="Turn option: put a number card from your hand next to a card you occupy."
    )
    @app_commands.describe(
        card="A number card from your hand, like '7H' or '7♥'", cell="An empty cell next to a card you occupy"
    )
    async def build(self, interaction: discord.Interaction, card: str, cell: str) -> None:
        await self._play(interaction, lambda game, seat: choices.build_action(card, cell))

    @build.autocomplete("card")
    async def build_card(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return await self._suggest(interaction, current, choices.number_card_choices)

    @build.autocomplete("cell")
    async def build_cell(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return await self._suggest(interaction, current, choices.build_cell_choices)

    # ------------------------------------------------------------------------------------------- move

    @app_commands.guild_only()  # games live in servers
    @app_commands.command(name="move", description="Turn option: slide one of your pyramids onto a card next to it.")
    @app_commands.describe(piece="Your pyramid to move, like 'M13 small'", to="The card next to it to move onto")
    async def move(self, interaction: discord.Interaction, piece: str, to: str) -> None:
        await self._play(interaction, lambda game, seat: choices.move_action(piece, to))

    @move.autocomplete("piece")
    async def move_piece(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return await self._suggest(interaction, current, choices.move_piece_choices)

    @move.autocomplete("to")
    async def move_to(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        piece = str(getattr(interaction.namespace, "piece", "") or "")
        return await self._suggest(interaction, current, lambda g, s: choices.move_destination_choices(g, s, piece))

    # ------------------------------------------------------------------------------------------- attack

    @app_commands.guild_only()  # games live in servers
    @app_commands.command(
        name="attack", description="Turn option: demolish or convert a pyramid, paying with J, Q, K, A or Jokers."
    )
    @app_commands.describe(
        target="The pyramid to attack, on or next to a card you occupy",
        pay="The cards to pay with, like 'QH' or 'JH AS' (K 3, Q 2, J/A/Joker 1 point)",
        outcome="Demolish it, or convert it into one of your pyramids of the same size or smaller",
    )
    async def attack(self, interaction: discord.Interaction, target: str, pay: str, outcome: str) -> None:
        await self._play(interaction, lambda game, seat: choices.attack_action(game, seat, target, pay, outcome))

    @attack.autocomplete("target")
    async def attack_target(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return await self._suggest(interaction, current, choices.attack_target_choices)

    @attack.autocomplete("pay")
    async def attack_pay(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        target = str(getattr(interaction.namespace, "target", "") or "")
        return await self._suggest(interaction, current, lambda g, s: choices.payment_choices(g, s, target))

    @attack.autocomplete("outcome")
    async def attack_outcome(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        target = str(getattr(interaction.namespace, "target", "") or "")
        return await self._suggest(interaction, current, lambda g, s: choices.outcome_choices(g, s, target))

    # ------------------------------------------------------------------------------------------- fly

    @app_commands.guild_only()  # games live in servers
    @app_commands.command(
        name="fly", description="Turn option (arcade): discard an Ace to fly a card you occupy elsewhere."
    )
    @app_commands.describe(
        card="The card you occupy that flies, by its cell", to="The empty cell it lands on", ace="The Ace you discard"
    )
    async def fly(self, interaction: discord.Interaction, card: str, to: str, ace: str) -> None:
        await self._play(interaction, lambda game, seat: choices.fly_action(card, to, ace))

    @fly.autocomplete("card")
    async def fly_card(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return await self._suggest(interaction, current, choices.fly_card_choices)

    @fly.autocomplete("to")
    async def fly_to(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        card = str(getattr(interaction.namespace, "card", "") or "")
        return await self._suggest(interaction, current, lambda g, s: choices.fly_destination_choices(g, s, card))

    @fly.autocomplete("ace")
    async def fly_ace(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return await self._suggest(interaction, current, choices.ace_choices)

    # ------------------------------------------------------------------------------------------- hatch

    @app_commands.guild_only()  # games live in servers
    @app_commands.command(
        name="hatch", description="Turn option: with no pyramids on the board, build anywhere with a small on it."
    )
    @app_commands.describe(card="A number card from your hand", cell="An empty cell next to any card")
    async def hatch(self, interaction: discord.Interaction, card: str, cell: str) -> None:
        await self._play(interaction, lambda game, seat: choices.hatch_action(card, cell))

    @hatch.autocomplete("card")
    async def hatch_card(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return await self._suggest(interaction, current, choices.number_card_choices)

    @hatch.autocomplete("cell")
    async def hatch_cell(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return await self._suggest(interaction, current, choices.hatch_cell_choices)

    # ------------------------------------------------------------------------------------------- discard

    @app_commands.guild_only()  # games live in servers
    @app_commands.command(name="discard", description="End of your turn: discard down to six cards.")
    @app_commands.describe(cards="The cards to discard, like '7H' or '7H KD'")
    async def discard(self, interaction: discord.Interaction, cards: str) -> None:
        await self._play(interaction, lambda game, seat: choices.discard_action(cards))

    @discard.autocomplete("cards")
    async def discard_cards(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return await self._suggest(interaction, current, choices.discard_choices)

    async def discard_from_menu(
        self, interaction: discord.Interaction, game_id: int, version: int, cards: list[str]
    ) -> None:
        """The private discard menu (a DynamicItem): refused when it belongs to an earlier moment of the game."""
        acknowledge_privately(interaction)
        played = await self.bot.referee.play_in(
            game_id,
            interaction.user.id,
            lambda game, seat: choices.discard_action(" ".join(cards)),
            interaction.id,
            expected_version=version,
        )
        await report(self.bot, interaction, played)


async def setup(bot: ZarkBot) -> None:
    await bot.add_cog(Turns(bot))
