"""/zarcana: Zarcana's commands, one per turn option (section 7) and one per answer to a pending decision, and its
rules pages. Each option's value is suggested from the player's own view (legal values only) and read back into a
domain value; the move goes through the same pipeline as every other game's (`cogs.support.moves.play_turn`:
acknowledge, referee, board for everyone, private word to the player). The Emperor's demand (Z-39) is answered with
/zarcana give, whose reply, like the hand, only its player sees.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

import discord
from discord import app_commands
from discord.ext import commands

from play.zarcana import commands as build
from play.zarcana.help import page_messages, rules_page
from rules.zarcana import Pass
from rules.zarcana.actions import Declare, Done

from ..support.moves import play_turn
from ..support.replies import reader, say_privately
from .transformers import (
    AgainTarget,
    AnyMinion,
    BeneathTop,
    DrawCount,
    DrawnMinion,
    DrawnPower,
    DrawnTarget,
    Facing,
    GivenCards,
    PlaceCell,
    PlayCard,
    PlayMinion,
    PlayPower,
    PlayTarget,
    TopCard,
    TopOfHand,
    UseMinion,
    UsePower,
    UseTarget,
)

if TYPE_CHECKING:
    from bot import ZarkBot

ZarcanaRulesPage = Literal["overview", "options", "answers", "suits", "trumps", "rulings", "choices", "table"]


class Zarcana(
    commands.GroupCog,
    group_name="zarcana",
    group_description="Zarcana's turn options and answers (a game opened with /zark new game:zarcana).",
):
    """A command's docstring is its description in Discord, and its Args are its options' descriptions."""

    # ------------------------------------------------------------------------------------------- turn options

    @app_commands.command(name="place")
    async def place(self, interaction: discord.Interaction, cell: PlaceCell, preview: bool = False) -> None:
        """Option 1: a small minion from your stash onto a card (only with none of yours on the board, Z-29).

        Args:
            cell: A card territory, like 'M13'
            preview: Only show me what it would do (privately); nothing is played
        """
        await play_turn(interaction, build.place(cell), preview)

    @app_commands.command(name="play")
    async def play(
        self,
        interaction: discord.Interaction,
        card: PlayCard,
        power: PlayPower | None = None,
        minion: PlayMinion | None = None,
        target: PlayTarget | None = None,
        preview: bool = False,
    ) -> None:
        """Option 2: one of your minions uses the power of a card from your hand; then it is discarded (Z-20).

        Args:
            card: A card from your hand, like '7C' or 'Emperor'
            power: The power it is used as (a court card from the hand: any suit's, Z-22)
            minion: Your minion that uses it, like 'M13 small east' ('none' for a power that needs none)
            target: What the power does, like 'attack 2 small up at N13' (pick from the list)
            preview: Only show me what it would do (privately); nothing is played
        """
        await play_turn(interaction, build.play(card, power, minion, target), preview)

    @app_commands.command(name="use")
    async def use(
        self,
        interaction: discord.Interaction,
        minion: UseMinion,
        power: UsePower | None = None,
        target: UseTarget | None = None,
        preview: bool = False,
    ) -> None:
        """Option 3: one of your minions uses the face-up card it stands on; the card stays (Z-16, Z-21).

        Args:
            minion: Your minion on that card, like 'M13 small east'
            power: The power it gives (the Magician and the World give several)
            target: What the power does (pick from the list)
            preview: Only show me what it would do (privately); nothing is played
        """
        await play_turn(interaction, build.use(minion, power, target), preview)

    @app_commands.command(name="reorient")
    async def reorient(
        self, interaction: discord.Interaction, minion: AnyMinion, facing: Facing, preview: bool = False
    ) -> None:
        """Option 4: turn one of your minions (the Devil's turn: anyone's, Z-50); /zarcana done to stop.

        Args:
            minion: The minion to turn, like '1 small up at M13'
            facing: up (standing), north, east, south or west (Z-13)
            preview: Only show me what it would do (privately); nothing is played
        """
        await play_turn(interaction, build.reorient(minion, facing), preview)

    @app_commands.command(name="draw")
    async def draw(
        self, interaction: discord.Interaction, count: DrawCount | None = None, preview: bool = False
    ) -> None:
        """Option 5: draw up to three cards, never going above six in your hand (Z-26).

        Args:
            count: How many (default: as many as you may)
            preview: Only show me what it would do (privately); nothing is played
        """
        await play_turn(interaction, build.draw(count), preview)

    @app_commands.command(name="discard-hand")
    async def discard_hand(
        self,
        interaction: discord.Interaction,
        top: TopOfHand,
        beneath: BeneathTop | None = None,
        preview: bool = False,
    ) -> None:
        """Option 6: discard your whole hand; that is your whole turn (you choose the pile's order, H-9).

        Args:
            top: The card of your hand that goes on top of the discard pile
            beneath: The cards under it, from the top down, like '7C 2S'; the rest go beneath in the usual order
            preview: Only show me what it would do (privately); nothing is played
        """
        await play_turn(interaction, build.discard_hand(top, beneath or ()), preview)

    @app_commands.command(name="pass")
    async def pass_(self, interaction: discord.Interaction, preview: bool = False) -> None:
        """Option 7: pass.

        Args:
            preview: Only show me what it would do (privately); nothing is played
        """
        await play_turn(interaction, build.exactly(Pass()), preview)

    @app_commands.command(name="declare")
    async def declare(self, interaction: discord.Interaction, preview: bool = False) -> None:
        """Option 8: once the deck is used up, declare the final round; everyone else plays once more (Z-66).

        Args:
            preview: Only show me what it would do (privately); nothing is played
        """
        await play_turn(interaction, build.exactly(Declare()), preview)

    # ------------------------------------------------------------------------------------------- answers

    @app_commands.command(name="drawn")
    async def drawn(
        self,
        interaction: discord.Interaction,
        power: DrawnPower | None = None,
        minion: DrawnMinion | None = None,
        target: DrawnTarget | None = None,
        preview: bool = False,
    ) -> None:
        """The Fool's card: use it now, as if from your hand (compulsory when it can be used, Z-35).

        Args:
            power: The power it is used as
            minion: Your minion that uses it ('none' for a power that needs none)
            target: What the power does (pick from the list)
            preview: Only show me what it would do (privately); nothing is played
        """
        await play_turn(interaction, build.drawn(power, minion, target), preview)

    @app_commands.command(name="again")
    async def again(
        self, interaction: discord.Interaction, target: AgainTarget | None = None, preview: bool = False
    ) -> None:
        """Death, the Chariot or Strength a second time, with the same minion (Z-42, Z-43, Z-48).

        Args:
            target: What the second step does (pick from the list)
            preview: Only show me what it would do (privately); nothing is played
        """
        await play_turn(interaction, build.again(target), preview)

    @app_commands.command(name="done")
    async def done(self, interaction: discord.Interaction) -> None:
        """Stop: no second step, or no more minions to reorient."""
        await play_turn(interaction, build.exactly(Done()))

    @app_commands.command(name="give")
    async def give(self, interaction: discord.Interaction, cards: GivenCards) -> None:
        """The Emperor's demand: give the cards you choose; only you and the one who demanded see them (Z-39).

        Args:
            cards: The cards you give, like '7C 2S' (pick from the list)
        """
        await play_turn(interaction, build.give(cards))

    @app_commands.command(name="top")
    async def top(self, interaction: discord.Interaction, card: TopCard) -> None:
        """Two cards reach the discard pile together: say which goes on top (H-9).

        Args:
            card: The card that goes on top
        """
        await play_turn(interaction, build.top(card))

    # ------------------------------------------------------------------------------------------- help

    @app_commands.command(name="rules")
    async def rules(self, interaction: discord.Interaction, page: ZarcanaRulesPage = "overview") -> None:
        """How to play Zarcana as documented here: rules Z-n, house rulings H-n, the commands.

        Args:
            page: Which page (default: overview)
        """
        for message in page_messages(rules_page(reader(interaction), page)):
            await say_privately(interaction, message)


async def setup(bot: ZarkBot) -> None:
    await bot.add_cog(Zarcana())
