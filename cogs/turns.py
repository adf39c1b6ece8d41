"""The turn commands, one per turn option (/draw /grow /spawn /build /move /attack /fly /hatch, and /discard), and
the one pipeline every move goes through, /zark starter, /zark place, the discard menu and resigning included:
acknowledge privately at once, let the referee build, check, apply and commit the action, post the board for
everyone, and tell the player privately what they drew. Options are read and suggested by their kind (`options`).
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.app_commands import Transform
from discord.ext import commands

from data import GameStatus
from play import preview as previews
from play.actor import Actor
from play.errors import UserError
from play.families import family_of
from play.referee import ActionBuilder, Played
from play.reports import DiscardOwed, private_report
from play.zark import choices
from play.zark.reading import Outcome, Piece, TargetRef, resolve_target
from rules import Action, AgreeEnd, Cell, GameState, Resign
from rules.zark import (
    Attack,
    Build,
    Card,
    Discard,
    Draw,
    Fly,
    Game,
    Grow,
    Hatch,
    Move,
    Nominate,
    Spawn,
    card_label,
    card_words,
    parse_card,
)

from .images import board_file
from .items import Button, GameButton, Select, ZarkItem
from .options import CardOption, CardsOption, CellOption, OutcomeOption, PieceOption, TargetOption
from .posting import announce
from .replies import acknowledge, bot_of, place_of, say_privately

if TYPE_CHECKING:
    from bot import ZarkBot

log = logging.getLogger(__name__)
BOARD_NOT_POSTED = (
    "Your move counts, but I could not post the board in the game's thread: please ask a server admin to "
    "check that I may send messages and attach files there."
)


async def play_turn(interaction: discord.Interaction, build: ActionBuilder, preview: bool = False) -> Played | None:
    """A move by the asker in the game of this channel or thread; with `preview`, only shown to them, not played."""
    if preview:
        await show_preview(interaction, build)
        return None
    await acknowledge(interaction)
    bot = bot_of(interaction)
    played = await bot.referee.play(place_of(interaction), Actor.player(interaction.user.id), build, interaction.id)
    await report(bot, interaction, played)
    return played


# ----------------------------------------------------------------------------------------------- previews


PREVIEW_MARK = "PREVIEW · not played"


async def show_preview(interaction: discord.Interaction, build: ActionBuilder) -> None:
    """The board the move would leave, privately, with what it would do in words and a Play it button."""
    await acknowledge(interaction)
    bot = bot_of(interaction)
    seated = await bot.referee.seated(place_of(interaction), interaction.user.id)
    tried = family_of(seated.game).preview(seated, build)
    board = await board_file(bot.drawing, tried.public, "preview.png", mark=PREVIEW_MARK)
    buttons, text = discord.ui.View(timeout=None), tried.summary
    if seated.seat in seated.game.seats_to_act():
        if PlayItButton.fits(tried.move):
            buttons.add_item(PlayItButton.new(tried.move))
        else:  # a custom_id holds 100 characters; a discard of many cards may not fit
            text += "\n(This move is too long for a button: play it with the same command, without preview.)"
    quiet = discord.AllowedMentions.none()
    await interaction.followup.send(text, file=board, view=buttons, ephemeral=True, allowed_mentions=quiet)


class PlayItButton(
    ZarkItem[Button], template=r"zark:playit:(?P<game>\d+):(?P<version>\d+):(?P<seat>\d):(?P<move>[^:]+)"
):
    """Under a preview: plays exactly the previewed move, if the game has not moved on since (its version)."""

    @staticmethod
    def custom_id_for(tried: previews.Tried) -> str:
        return f"zark:playit:{tried.game_id}:{tried.version}:{tried.seat}:{tried.action.notation()}"

    @classmethod
    def fits(cls, tried: previews.Tried) -> bool:
        return len(cls.custom_id_for(tried)) <= 100

    @classmethod
    def new(cls, tried: previews.Tried) -> PlayItButton:
        style = discord.ButtonStyle.success
        return cls(discord.ui.Button(label="Play it", emoji="▶", style=style, custom_id=cls.custom_id_for(tried)))

    async def press(self, interaction: discord.Interaction) -> None:
        await acknowledge(interaction)
        bot = bot_of(interaction)
        notation = self.part("move")

        def the_move(game: GameState, seat: int) -> Action:
            return family_of(game).parse_action(notation)  # in the game's own engine's notation

        played = await previews.play_previewed(
            bot.referee,
            game_id=self.game_id,
            version=int(self.part("version")),
            seat=int(self.part("seat")),
            build=the_move,
            user_id=interaction.user.id,
            interaction_id=interaction.id,
        )
        await report(bot, interaction, played)


async def play_in_game(
    interaction: discord.Interaction, game_id: int, actor: Actor, build: ActionBuilder, version: int | None = None
) -> Played:
    """A move in a known game (a button or a menu), for `actor`; `version` refuses a menu from an earlier moment."""
    await acknowledge(interaction)
    bot = bot_of(interaction)
    played = await bot.referee.play_in(game_id, actor, build, interaction.id, expected_version=version)
    await report(bot, interaction, played)
    return played


async def report(bot: ZarkBot, interaction: discord.Interaction, played: Played) -> None:
    """The board for everyone, then the private word to whoever asked (with the discard menu if one is owed)."""
    if played.duplicate:
        await say_privately(interaction, "That move has already been made.")
        return
    try:
        await announce(bot, played)
        posted = True
    except discord.HTTPException:  # the move is committed: say so, rather than the "nothing changed" apology
        log.warning("Game %s: move committed but the board could not be posted", played.row.id, exc_info=True)
        posted = False
    text, owed = private_report(played, interaction.user.id)
    if not posted:
        text += f"\n{BOARD_NOT_POSTED}"
    if owed is not None:
        await say_privately(interaction, text, view=discard_menu(owed))
    else:
        await say_privately(interaction, text)


def exactly(action: Action) -> ActionBuilder:
    """A builder for an action known in full from the options."""
    return lambda game, seat: action


# ----------------------------------------------------------------------------------------------- the discard menu


class DiscardSelect(ZarkItem[Select], template=r"zark:discard:(?P<game>\d+):(?P<version>\d+)"):
    """The end-of-turn discard menu (R-8, R-9). It carries the game's version, so a menu from an older turn is
    refused."""

    @property
    def version(self) -> int:
        return int(self.part("version"))

    async def press(self, interaction: discord.Interaction) -> None:
        cards = tuple(parse_card(value.split("#", 1)[0]) for value in self.item.values)
        actor = Actor.player(interaction.user.id)
        await play_in_game(interaction, self.game_id, actor, exactly(Discard(cards)), self.version)


def discard_option(card: Card, index: int) -> discord.SelectOption:
    """One card of the menu: select values must be unique, and two Jokers (or two red 7s) are two options. A label
    already in words (``red 7``) is not repeated as its description."""
    label, words = card_label(card), card_words(card)
    return discord.SelectOption(label=label, value=f"{card}#{index}", description=words if words != label else None)


def discard_menu(owed: DiscardOwed) -> discord.ui.View:
    options = [discard_option(card, index) for index, card in enumerate(owed.hand)]
    noun = "card" if owed.count == 1 else "cards"
    select: Select = discord.ui.Select(
        custom_id=f"zark:discard:{owed.game_id}:{owed.version}",
        placeholder=f"Choose {owed.count} {noun} to discard",
        min_values=owed.count,
        max_values=owed.count,
        options=options[:25],
    )
    menu = discord.ui.View(timeout=None)
    menu.add_item(DiscardSelect(select))
    return menu


# ----------------------------------------------------------------------------------------------- leaving


class ResignButton(GameButton, template=r"zark:resign:(?P<game>\d+)"):
    """The confirmation under /zark resign."""

    kind, label, style = "resign", "Yes, resign", discord.ButtonStyle.danger

    async def press(self, interaction: discord.Interaction) -> None:
        await play_in_game(interaction, self.game_id, Actor.player(interaction.user.id), exactly(Resign()))


async def ask_to_resign(interaction: discord.Interaction) -> None:
    """/zark resign: a private question with a button, so nobody resigns by a slip."""
    await acknowledge(interaction)
    row = await bot_of(interaction).referee.game_here(place_of(interaction), interaction.user.id)
    if row.status is GameStatus.LOBBY:
        raise UserError("This game has not started; use Leave instead.")
    view = discord.ui.View(timeout=None)
    view.add_item(ResignButton.new(row.id))
    await say_privately(interaction, "Resign from this game? Your pyramids leave the board.", view=view)


async def nominate(interaction: discord.Interaction, cell: Cell, nomination: Card) -> None:
    """/zark nominate: the Wild's sole occupant changes what it stands for, free, in their own turn (R-24)."""
    await play_turn(interaction, exactly(Nominate(cell, nomination)))


async def agree_to_end(interaction: discord.Interaction) -> None:
    """/zark end: a vote to end with no winner (R-18, R-28), open out of turn."""
    await play_turn(interaction, exactly(AgreeEnd()))


# ----------------------------------------------------------------------------------------------- the commands


def attack(target: TargetRef, pay: tuple[Card, ...], outcome: Outcome) -> ActionBuilder:
    """The attack, once the game tells whose pyramid a target without a seat number is."""

    def build(game: GameState, seat: int) -> Attack:
        if not isinstance(game, Game):
            raise UserError(family_of(game).wrong_commands)
        cell, owner, size = resolve_target(game, seat, target)
        return Attack(cell, owner, size, pay, outcome.convert_to)

    return build


# Each option of a turn command: the kind of value it reads, and what it suggests for that command.
GrowPiece = Transform[Piece, PieceOption(choices.grow_pieces)]
SpawnCell = Transform[Cell, CellOption(choices.spawn_cells)]
BoardCard = Transform[Card, CardOption(choices.board_cards)]
Nomination = Transform[Card, CardOption(choices.nominations)]
BuildCell = Transform[Cell, CellOption(choices.build_cells)]
MovePiece = Transform[Piece, PieceOption(choices.move_pieces)]
MoveTo = Transform[Cell, CellOption(choices.move_destinations)]
AttackTarget = Transform[TargetRef, TargetOption(choices.attack_targets)]
Payment = Transform[tuple[Card, ...], CardsOption(choices.payments)]
AttackOutcome = Transform[Outcome, OutcomeOption(choices.outcomes)]
FlyingCard = Transform[Cell, CellOption(choices.fly_cards)]
FlyTo = Transform[Cell, CellOption(choices.fly_destinations)]
Ace = Transform[Card, CardOption(choices.aces)]
HatchCell = Transform[Cell, CellOption(choices.hatch_cells)]
Discards = Transform[tuple[Card, ...], CardsOption(choices.discards)]


class Turns(commands.Cog):
    """The turn options, one command each. A command's docstring is its description in Discord, and its Args are
    its options' descriptions."""

    @app_commands.command(name="draw")
    async def draw(self, interaction: discord.Interaction, preview: bool = False) -> None:
        """Turn option: draw three more cards (R-27: always allowed).

        Args:
            preview: Only show me what it would do (privately); nothing is played
        """
        await play_turn(interaction, exactly(Draw()), preview)

    @app_commands.command(name="grow")
    async def grow(self, interaction: discord.Interaction, piece: GrowPiece, preview: bool = False) -> None:
        """Turn option: swap one of your pyramids for the next size up.

        Args:
            piece: Your pyramid to grow, like 'M13 small'
            preview: Only show me what it would do (privately); nothing is played
        """
        await play_turn(interaction, exactly(Grow(piece.cell, piece.size)), preview)

    @app_commands.command(name="spawn")
    async def spawn(self, interaction: discord.Interaction, cell: SpawnCell, preview: bool = False) -> None:
        """Turn option: add a small pyramid to a card you occupy.

        Args:
            cell: A card you occupy, like 'M13'
            preview: Only show me what it would do (privately); nothing is played
        """
        await play_turn(interaction, exactly(Spawn(cell)), preview)

    @app_commands.command(name="build")
    @app_commands.rename(stands_for="as")
    async def build(
        self,
        interaction: discord.Interaction,
        card: BoardCard,
        cell: BuildCell,
        stands_for: Nomination | None = None,
        preview: bool = False,
    ) -> None:
        """Turn option: put a number card (or, with the Uno deck, a Wild) from your hand next to a card you occupy.

        Args:
            card: A number card from your hand, like '7H' or '7♥' (Uno deck: '7R', 'red 7', or 'W' for a Wild)
            cell: An empty cell next to a card you occupy
            stands_for: A Wild only: the number card it stands for, like 'red 7' (R-24)
            preview: Only show me what it would do (privately); nothing is played
        """
        await play_turn(interaction, exactly(Build(card, cell, stands_for)), preview)

    @app_commands.command(name="move")
    async def move(self, interaction: discord.Interaction, piece: MovePiece, to: MoveTo, preview: bool = False) -> None:
        """Turn option: slide one of your pyramids onto a card next to it.

        Args:
            piece: Your pyramid to move, like 'M13 small'
            to: The card next to it to move onto
            preview: Only show me what it would do (privately); nothing is played
        """
        await play_turn(interaction, exactly(Move(piece.cell, piece.size, to)), preview)

    @app_commands.command(name="attack")
    async def attack(
        self,
        interaction: discord.Interaction,
        target: AttackTarget,
        pay: Payment,
        outcome: AttackOutcome,
        preview: bool = False,
    ) -> None:
        """Turn option: demolish or convert a pyramid, paying with J, Q, K, A or Jokers (Uno: Skip, Reverse...).

        Args:
            target: The pyramid to attack, on or next to a card you occupy
            pay: The cards to pay with, like 'QH' or 'JH AS' (Uno deck: 'SB' or '+2Y'); pick from the list
            outcome: Demolish it, or convert it into one of your pyramids of the same size or smaller
            preview: Only show me what it would do (privately); nothing is played
        """
        await play_turn(interaction, attack(target, pay, outcome), preview)

    @app_commands.command(name="fly")
    async def fly(
        self, interaction: discord.Interaction, card: FlyingCard, to: FlyTo, ace: Ace, preview: bool = False
    ) -> None:
        """Turn option (arcade): discard an Ace to fly a card you occupy elsewhere.

        Args:
            card: The card you occupy that flies, by its cell
            to: The empty cell it lands on
            ace: The Ace you discard
            preview: Only show me what it would do (privately); nothing is played
        """
        await play_turn(interaction, exactly(Fly(ace, card, to)), preview)

    @app_commands.command(name="hatch")
    @app_commands.rename(stands_for="as")
    async def hatch(
        self,
        interaction: discord.Interaction,
        card: BoardCard,
        cell: HatchCell,
        stands_for: Nomination | None = None,
        preview: bool = False,
    ) -> None:
        """Turn option: with no pyramids on the board, build anywhere with a small on it.

        Args:
            card: A number card from your hand (or, with the Uno deck, a Wild)
            cell: An empty cell next to any card
            stands_for: A Wild only: the number card it stands for, like 'red 7' (R-24)
            preview: Only show me what it would do (privately); nothing is played
        """
        await play_turn(interaction, exactly(Hatch(card, cell, stands_for)), preview)

    @app_commands.command(name="discard")
    async def discard(self, interaction: discord.Interaction, cards: Discards, preview: bool = False) -> None:
        """End of your turn: discard down to six cards.

        Args:
            cards: The cards to discard, like '7H' or '7H KD'
            preview: Only show me what it would do (privately); nothing is played
        """
        await play_turn(interaction, exactly(Discard(cards)), preview)


async def setup(bot: ZarkBot) -> None:
    await bot.add_cog(Turns())
