"""The Zark family's commands (Zark City, Unocitta, Unopolis): one per turn option (/draw /grow /spawn /build /move
/attack /fly /hatch, and /discard), and its own subcommands of /zark (starter, place, nominate, rules). Each option's
value is suggested from the player's own view (legal values only) and read back into a domain value; every move goes
through the shared pipeline (`cogs.support.moves.play_turn`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

import discord
from discord import app_commands
from discord.app_commands import Transform
from discord.ext import commands

from play.errors import UserError
from play.families import family_of
from play.referee import ActionBuilder
from play.zark import choices
from play.zark.help import rules_page
from play.zark.reading import Outcome, OwnPiece, TargetRef, resolve_target
from rules import Cell, GameState
from rules.zark import (
    Attack,
    Build,
    Card,
    Discard,
    Draw,
    Fly,
    Grow,
    Hatch,
    Move,
    Nominate,
    Place,
    Spawn,
    Starter,
    ZarkGame,
)

from ..support.moves import as_given, play_turn
from ..support.replies import reader, say_privately
from .transformers import CardOption, CardsOption, CellOption, OutcomeOption, PieceOption, TargetOption

if TYPE_CHECKING:
    from bot import ZarkBot


async def nominate(interaction: discord.Interaction, cell: Cell, nomination: Card) -> None:
    """/zark nominate: the Wild's sole occupant changes what it stands for, free, in their own turn (R-24)."""
    await play_turn(interaction, as_given(Nominate(cell, nomination)))


def attack(target: TargetRef, pay: tuple[Card, ...], outcome: Outcome) -> ActionBuilder:
    """The attack, once the game tells whose pyramid a target without a seat number is."""

    def build(game: GameState, seat: int) -> Attack:
        if not isinstance(game, ZarkGame):
            raise UserError(family_of(game).wrong_commands)
        cell, owner, size = resolve_target(game, seat, target)
        return Attack(cell, owner, size, pay, outcome.convert_to)

    return build


# Each option of a turn command: the kind of value it reads, and what it suggests for that command.
GrowPiece = Transform[OwnPiece, PieceOption(choices.grow_pieces)]
SpawnCell = Transform[Cell, CellOption(choices.spawn_cells)]
BoardCard = Transform[Card, CardOption(choices.board_cards)]
Nomination = Transform[Card, CardOption(choices.nominations)]
BuildCell = Transform[Cell, CellOption(choices.build_cells)]
MovePiece = Transform[OwnPiece, PieceOption(choices.move_pieces)]
MoveDestination = Transform[Cell, CellOption(choices.move_destinations)]
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
        await play_turn(interaction, as_given(Draw()), preview)

    @app_commands.command(name="grow")
    async def grow(self, interaction: discord.Interaction, piece: GrowPiece, preview: bool = False) -> None:
        """Turn option: swap one of your pyramids for the next size up.

        Args:
            piece: Your pyramid to grow, like 'M13 small'
            preview: Only show me what it would do (privately); nothing is played
        """
        await play_turn(interaction, as_given(Grow(piece.cell, piece.size)), preview)

    @app_commands.command(name="spawn")
    async def spawn(self, interaction: discord.Interaction, cell: SpawnCell, preview: bool = False) -> None:
        """Turn option: add a small pyramid to a card you occupy.

        Args:
            cell: A card you occupy, like 'M13'
            preview: Only show me what it would do (privately); nothing is played
        """
        await play_turn(interaction, as_given(Spawn(cell)), preview)

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
        """Turn option: put a number card (Uno deck: or a Wild) from your hand next to a card you occupy.

        Args:
            card: A number card from your hand, like '7H' or '7♥' (Uno deck: '7R', 'red 7', or 'W' for a Wild)
            cell: An empty cell next to a card you occupy
            stands_for: A Wild only: the number card it stands for, like 'red 7' (R-24)
            preview: Only show me what it would do (privately); nothing is played
        """
        await play_turn(interaction, as_given(Build(card, cell, stands_for)), preview)

    @app_commands.command(name="move")
    async def move(
        self, interaction: discord.Interaction, piece: MovePiece, to: MoveDestination, preview: bool = False
    ) -> None:
        """Turn option: slide one of your pyramids onto a card next to it.

        Args:
            piece: Your pyramid to move, like 'M13 small'
            to: The card next to it to move onto
            preview: Only show me what it would do (privately); nothing is played
        """
        await play_turn(interaction, as_given(Move(piece.cell, piece.size, to)), preview)

    @app_commands.command(name="attack")
    async def attack(
        self,
        interaction: discord.Interaction,
        target: AttackTarget,
        pay: Payment,
        outcome: AttackOutcome,
        preview: bool = False,
    ) -> None:
        """Turn option: demolish or convert a pyramid, paying with J, Q, K, A or Jokers (Uno: action cards).

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
        await play_turn(interaction, as_given(Fly(ace, card, to)), preview)

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
        await play_turn(interaction, as_given(Hatch(card, cell, stands_for)), preview)

    @app_commands.command(name="discard")
    async def discard(self, interaction: discord.Interaction, cards: Discards, preview: bool = False) -> None:
        """End of your turn: discard down to six cards.

        Args:
            cards: The cards to discard, like '7H KD' (in an Uno game, '7R SB')
            preview: Only show me what it would do (privately); nothing is played
        """
        await play_turn(interaction, as_given(Discard(cards)), preview)


async def setup(bot: ZarkBot) -> None:
    await bot.add_cog(Turns())


# ----------------------------------------------------------------------------------------------- /zark subcommands

RulesPage = Literal[
    "overview", "start", "setup", "draw", "grow", "spawn", "build", "move", "attack", "fly", "hatch", "discard",
    "winning", "editions", "unocitta", "unopolis", "zarcana", "resign", "days", "preview", "computers", "ratings",
    "choices", "tutorial",
]  # fmt: skip
StarterCard = Transform[Card, CardOption(choices.starters)]
StarterCell = Transform[Cell, CellOption(choices.places)]
WildCell = Transform[Cell, CellOption(choices.nominate_cells)]
Renomination = Transform[Card, CardOption(choices.renominations)]


@app_commands.command(name="starter")
async def starter(interaction: discord.Interaction, card: StarterCard) -> None:
    """Secretly choose your starter card, a number card (2 to 10; 0 to 9 with the Uno deck) (R-2).

    Args:
        card: A number card from your hand; the highest starter goes first
    """
    await play_turn(interaction, as_given(Starter(card)))


@app_commands.command(name="place")
async def place(interaction: discord.Interaction, cell: StarterCell) -> None:
    """First round: put your starter card next to a card (R-3).

    Args:
        cell: An empty cell next to a card, like 'N13'
    """
    await play_turn(interaction, as_given(Place(cell)))


@app_commands.command(name="nominate")
@app_commands.rename(stands_for="as")
async def renominate(interaction: discord.Interaction, cell: WildCell, stands_for: Renomination) -> None:
    """Uno deck: change what a Wild you alone occupy stands for; free, and your turn goes on (R-24).

    Args:
        cell: The Wild's cell, like 'N13'
        stands_for: The number card it stands for from now on, like 'red 7'
    """
    await nominate(interaction, cell, stands_for)


@app_commands.command(name="rules")
async def rules(interaction: discord.Interaction, page: RulesPage = "overview") -> None:
    """How to play (new here? page:start): one page per turn option, citing the rulings (R-n).

    Args:
        page: Which page (default: overview)
    """
    await say_privately(interaction, rules_page(reader(interaction), page))


#: Zark City's own subcommands of /zark (`cogs.games`).
ZARK_SUBCOMMANDS = [starter, place, renominate, rules]
