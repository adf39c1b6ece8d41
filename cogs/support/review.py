"""/zark review: a finished game's post-game review, privately, with a button per finding that shows the board as
it stood before it (the buttons keep working after restarts). Its words are `play.review`'s, in the reader's
language; the review itself
(`rules.review`) runs in the computer players' worker processes, never on the event loop."""

from __future__ import annotations

import asyncio
import logging
import time

import discord

import i18n
from data import LoadedGame
from play.review import LEVEL, MAX_JUMPS, board_before, jump_label, jump_text, review_message, reviewable
from rules.review import Review, review

from .images import board_file
from .items import Button as ButtonItem
from .items import ZarkItem
from .replies import acknowledge, bot_of, place_of, reader, say_privately

log = logging.getLogger(__name__)


async def show_review(interaction: discord.Interaction, game_id: int | None) -> None:
    await acknowledge(interaction)
    bot = bot_of(interaction)
    loaded = await reviewable(bot.referee, bot.store, place_of(interaction), interaction.user.id, game_id)
    assert loaded.game is not None
    started = time.perf_counter()
    found = await bot.computers.in_workers(review, loaded.game, LEVEL)
    log.info(
        "Game %s reviewed in %.2f s: %s findings", loaded.row.id, time.perf_counter() - started, len(found.findings)
    )
    language = reader(interaction)
    words, buttons = review_message(loaded, found, language=language), jump_buttons(loaded, found, language)
    await say_privately(interaction, words, view=buttons)


def jump_buttons(loaded: LoadedGame, found: Review, language: str) -> discord.ui.View:
    """A button per board to look at (findings about the same move share one), at most `MAX_JUMPS`, labelled in
    the reader's `language`."""
    game_id, game = loaded.row.id, loaded.game
    assert game is not None
    view, shown = discord.ui.View(timeout=None), set[int]()
    for finding in found.findings:
        if finding.before in shown or len(shown) == MAX_JUMPS:
            continue
        shown.add(finding.before)
        view.add_item(JumpButton.new(game_id, finding.before, jump_label(game, finding, language)))
    return view


async def show_board_before(interaction: discord.Interaction, game_id: int, before: int) -> None:
    """A jump button: the board as it stood before move `before` of a finished game, privately."""
    await acknowledge(interaction)
    bot = bot_of(interaction)
    loaded = await reviewable(bot.referee, bot.store, place_of(interaction), interaction.user.id, game_id)
    assert loaded.game is not None
    position = await asyncio.to_thread(board_before, loaded.game, game_id, before)  # tens of ms, off the loop
    name, language = f"review-{game_id}-{before + 1}.png", reader(interaction)
    mark = i18n.text(language, "image-mark-review")
    board = await board_file(bot.drawing, position.view(None), name, mark=mark, language=language)
    words = jump_text(position, before, position.turn, language)
    await interaction.followup.send(words, file=board, ephemeral=True)


class JumpButton(ZarkItem[ButtonItem], template=r"zark:review:(?P<game>\d+):(?P<before>\d+)"):
    """Under a review: the board before one finding's move. custom_id `zark:review:<game id>:<move index>`."""

    @classmethod
    def new(cls, game_id: int, before: int, label: str) -> JumpButton:
        custom_id = f"zark:review:{game_id}:{before}"
        return cls(discord.ui.Button(label=label, style=discord.ButtonStyle.secondary, custom_id=custom_id))

    async def press(self, interaction: discord.Interaction) -> None:
        await show_board_before(interaction, self.game_id, int(self.part("before")))
