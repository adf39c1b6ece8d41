"""Looking at a game privately: your hand, the board, the log, and what happened since your last move. Every one is
made from the asker's own View and said in their language (`cogs.support.replies.reader`); the My hand and Catch up
buttons answer after restarts too."""

from __future__ import annotations

import io
import logging
from typing import TYPE_CHECKING

import discord

import i18n
import render
from data import GameRow
from i18n import text
from play.families import family_of
from play.history import move_log
from play.reports import hand_words
from play.texts import table_language
from play.tutorial import tutorial_of
from play.weblinks import link_secret, own_path
from rules import kind_of

from .images import board_file, hand_file
from .items import GameButton
from .replies import acknowledge, bot_of, place_of, reader
from .tutorials import EndTutorialButton

if TYPE_CHECKING:
    from bot import ZarkBot

log = logging.getLogger(__name__)


async def show_hand(interaction: discord.Interaction, game_id: int | None = None) -> None:
    """/zark hand and the My hand button: each asker sees their own hand, privately."""
    await acknowledge(interaction)
    bot = bot_of(interaction)
    if game_id is None:
        game_id = (await bot.referee.game_here(place_of(interaction), interaction.user.id, ended_ok=True)).id
    seated = await bot.referee.seated_in(game_id, interaction.user.id)
    view = seated.view()
    text = hand_words(view, language=reader(interaction))
    hand = await hand_file(bot.drawing, view, language=reader(interaction))
    link = await own_view_link(bot, game_id, seated.seat)
    buttons = discord.utils.MISSING
    if link is not None:  # their own view on the web: the hand with the table, for a day (`play.weblinks`)
        buttons = discord.ui.View()
        label = i18n.text(reader(interaction), "web-own-button")
        buttons.add_item(discord.ui.Button(style=discord.ButtonStyle.link, url=link, label=label, emoji="🌐"))
    await interaction.followup.send(text, file=hand, ephemeral=True, view=buttons)


async def own_view_link(bot: ZarkBot, game_id: int, seat: int) -> str | None:
    """The address of a seat's own view on the web, or None without ZARK_WEB_URL (or when it cannot be read now:
    the hand is shown without it)."""
    public_url = bot.config.web.public_url
    if public_url is None:
        return None
    try:
        token = await bot.store.web_token(game_id)
        secret = await link_secret(bot.store, bot.config.web.secret)
    except Exception as error:
        log.warning("Game %s: the own view's address could not be made (%s)", game_id, error)
        return None
    return None if token is None else public_url + own_path(secret, token, seat, bot.clock())


async def show_board(interaction: discord.Interaction, public: bool, as_text: bool) -> None:
    await acknowledge(interaction, private=not public)
    bot = bot_of(interaction)
    seated = await bot.referee.seated(place_of(interaction), interaction.user.id, ended_ok=True)
    view = seated.game.view(None)  # it may be posted for everyone
    language = table_language(seated.row.settings) if public else reader(interaction)
    if as_text:
        text = render.board_text(view, language=language)
        await interaction.followup.send(text[:2000], ephemeral=not public)
    else:
        board = await board_file(bot.drawing, view, language=language)
        await interaction.followup.send(file=board, ephemeral=not public)


async def show_log(interaction: discord.Interaction, moves: int) -> None:
    """The recent moves in words and notation, and the game's public record as a file."""
    await acknowledge(interaction)
    bot = bot_of(interaction)
    seated = await bot.referee.seated(place_of(interaction), interaction.user.id, ended_ok=True)
    text = move_log(seated.view(), moves, language=reader(interaction))  # the asker's own history: their secrets
    record = kind_of(seated.game).public_record(seated.game, seated.seat).encode()
    await interaction.followup.send(
        text,
        file=discord.File(io.BytesIO(record), filename=f"zark-game-{seated.row.id}.txt"),
        ephemeral=True,
    )


async def show_catchup(interaction: discord.Interaction, game_id: int | None = None) -> None:
    """/zark catchup and the Catch up button: every move since the asker's last, and the board with the changed
    cells outlined."""
    await acknowledge(interaction)
    bot = bot_of(interaction)
    if game_id is None:
        game_id = (await bot.referee.game_here(place_of(interaction), interaction.user.id, ended_ok=True)).id
    seated = await bot.referee.seated_in(game_id, interaction.user.id)
    text, changed = family_of(seated.game).catch_up(seated.view(), language=reader(interaction))
    public, language = seated.game.view(None), reader(interaction)
    board = await board_file(bot.drawing, public, "catch-up.png", highlight=changed, language=language)
    await interaction.followup.send(text, file=board, ephemeral=True)


class HandButton(GameButton, template=r"zark:hand:(?P<game>\d+)"):
    """Under every board message: shows the presser their own hand, privately."""

    kind, emoji, style = "hand", "🂠", discord.ButtonStyle.primary

    async def press(self, interaction: discord.Interaction) -> None:
        await show_hand(interaction, self.game_id)


class CatchUpButton(GameButton, template=r"zark:catchup:(?P<game>\d+)"):
    """Under every board message, turn pings and reminders: what happened since the presser's last turn, privately."""

    kind, emoji, style = "catchup", "📰", discord.ButtonStyle.secondary

    async def press(self, interaction: discord.Interaction) -> None:
        await show_catchup(interaction, self.game_id)


def game_buttons(row: GameRow, web_link: str | None = None) -> discord.ui.View:
    """Under every board message (`row`: the game as it is when the board is posted); they keep working after
    restarts. A tutorial's boards add End tutorial while it is on, never once it is over (won, resigned, ended):
    its last board carries no button that can only say so. They are labelled in the table's language, as the board.
    With the game's page's address (`web_link`, when the bot has a public web address: `play.web.game_page_link`),
    a link button to it."""
    view, language = discord.ui.View(timeout=None), table_language(row.settings)
    view.add_item(HandButton.new(row.id, language))
    view.add_item(CatchUpButton.new(row.id, language))
    if tutorial_of(row.settings) is not None and row.status.is_active:
        view.add_item(EndTutorialButton.new(row.id, language))
    if web_link is not None:
        label = text(language, "web-view-button")
        view.add_item(discord.ui.Button(style=discord.ButtonStyle.link, url=web_link, label=label, emoji="🌐"))
    return view


def catchup_button(game_id: int, language: str) -> discord.ui.View:
    """Under turn pings and reminders, labelled in `language`: the table's under a reminder, the player's in a DM."""
    view = discord.ui.View(timeout=None)
    view.add_item(CatchUpButton.new(game_id, language))
    return view
