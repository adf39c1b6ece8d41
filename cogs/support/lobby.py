"""Lobbies in Discord: /zark new opens one as a message of its own with a thread for the game; Join, Leave, Start
and Cancel work as buttons and as commands. The rules of lobbies are `play.lobby`'s."""

from __future__ import annotations

import asyncio
import logging
from typing import TYPE_CHECKING, Literal, Self

import discord
from discord import app_commands

import i18n
from data import GameRow, GameStatus
from i18n import ENGLISH, listed, say
from play import lobby
from play import tutorial as learning
from play.errors import UserError
from play.suggestions import narrow
from play.texts import game_name, table_language
from rules import Message, kind_named

from .delivery import best_effort, retrying
from .items import Button, ZarkItem
from .moves import tell_privately
from .replies import acknowledge, bot_of, discord_failed, is_transient, reader
from .transformers import BUSY, SUGGEST_WITHIN, hint_choice

if TYPE_CHECKING:
    from bot import ZarkBot

log = logging.getLogger(__name__)
THREAD_MINUTES: Literal[10080] = 10080  # a week: games last days, and posting in a thread keeps it open anyway
#: The lobby's buttons and their styles; each is labelled ``lobby-button-<what>`` in the table's language.
LOBBY_BUTTONS = {
    "join": discord.ButtonStyle.success,
    "leave": discord.ButtonStyle.secondary,
    "start": discord.ButtonStyle.primary,
    "cancel": discord.ButtonStyle.danger,
    "computer": discord.ButtonStyle.secondary,  # the host seats an easy computer player
}


async def create(interaction: discord.Interaction, game: str, options: str) -> None:
    """/zark new: acknowledged privately at once; the lobby is a message of its own in the channel, with a thread
    for the game when the bot may open one (`open_table`). The host is told privately where it is. `options` are the
    table options as typed (`play.lobby.read_table_options`)."""
    settings = lobby.check_settings(game, lobby.read_table_options(options), reader(interaction))  # or refuses
    row, where = await open_table(interaction, settings)
    kind = kind_named(game)
    opened = Message("lobby-opened", game=str(row.id), place=where, least=kind.min_players, most=kind.max_players)
    await tell_privately(interaction, say(reader(interaction), opened))  # the lobby is open: never the apology


async def open_table(
    interaction: discord.Interaction, settings: dict[str, object], *, buttons: bool = True
) -> tuple[GameRow, str]:
    """A new table hosted by the asker, with these (checked) settings: acknowledged privately at once, then the
    lobby's message in the channel (with its buttons, unless a tutorial starts it at once) and a thread for the game
    when the bot may open one. Returns the lobby and where the game lives: its thread (``<#123>``), or ``channel``
    (the channel it was opened in).

    The lobby is stored first as nobody's game (`opening`: it blocks nothing), then posted; only once it has its
    message and its place (a thread, or without one the channel) does it count as a game there. If Discord will not
    take the message, nothing of it is left; a transient error is tried again, and only a 403 means no thread."""
    bot = bot_of(interaction)
    channel = interaction.channel
    if not isinstance(channel, discord.abc.Messageable) or interaction.channel_id is None:
        raise UserError(Message("cogs-lobby-server-channel"))
    await acknowledge(interaction)
    await lobby.refuse_where_a_game_lives(bot.store, interaction.channel_id)
    guild_id = interaction.guild_id
    row = await bot.store.create_lobby(
        guild_id=guild_id,
        channel_id=interaction.channel_id,
        host_id=interaction.user.id,
        host_name=interaction.user.display_name,
        settings=settings,
        timers=await lobby.server_timers(bot.store, guild_id),
        opening=True,
    )
    try:
        message = await retrying(
            lambda: channel.send(
                lobby.lobby_text(row),
                view=table_buttons(row) if buttons else discord.utils.MISSING,
                allowed_mentions=discord.AllowedMentions.none(),
                nonce=f"lobby.{row.id}",
            )
        )
    except discord.HTTPException as error:
        await bot.store.forget_unopened(row.id)
        log.warning("Game %s: the lobby message could not be posted; nothing was opened", row.id, exc_info=True)
        raise UserError(LOBBY_NOT_POSTED if is_transient(error) else LOBBY_NOT_ALLOWED) from None
    await bot.store.set_lobby_message(row.id, message.id)
    thread = await _open_thread(message, row, channel)
    if thread is not None:
        await bot.store.set_thread(row.id, thread.id)
        await best_effort(
            f"the first message in the thread of game {row.id}",
            lambda: thread.send(
                say(table_language(row.settings), Message("lobby-thread-opened", game=str(row.id))),
                allowed_mentions=discord.AllowedMentions.none(),
            ),
        )
    elif not await bot.store.settle_in_channel(row.id):
        await bot.store.abandon(row.id)
        await refresh(bot, await _reloaded(bot, row.id), Message("lobby-cancelled-channel-taken"))
        raise UserError(Message("cogs-lobby-channel-taken"))
    return row, f"<#{thread.id}>" if thread is not None else "channel"


LOBBY_NOT_POSTED = Message("cogs-lobby-not-posted")
LOBBY_NOT_ALLOWED = Message("cogs-lobby-not-allowed")


async def tutorial(interaction: discord.Interaction, game: str) -> None:
    """/zark tutorial: a table for the asker alone against the tutorial's computer players, started at once, in
    which each turn option is explained the first time it is useful (`play.tutorial`)."""
    bot = bot_of(interaction)
    settings = lobby.check_settings(game, learning.tutorial_options(game), reader(interaction))  # or refuses
    row, where = await open_table(interaction, settings, buttons=False)
    loaded = await lobby.start_tutorial(bot.store, row.id, interaction.user.id)
    assert loaded.game is not None
    bot.outbox.deliver_now(row.id)  # the first board, with what is explained at once
    bot.computers.wake_if_waiting(loaded.row, loaded.game.view(None))
    await refresh(bot, loaded.row, Message("lobby-tutorial-started"))
    language = reader(interaction)
    players = listed(language, [player.name for player in loaded.row.players if player.is_computer])
    opened = Message(
        "lobby-tutorial-opened", game=kind_named(game).title, number=str(row.id), place=where, players=players
    )
    await tell_privately(interaction, say(language, opened))


async def _reloaded(bot: ZarkBot, game_id: int) -> GameRow:
    return (await bot.store.load(game_id)).row


async def _open_thread(message: discord.Message, row: GameRow, channel: object) -> discord.Thread | None:
    """A thread for the game when the bot may open one; otherwise (a 403, or Discord still failing after trying
    again) the game lives in the channel. A thread Discord opened though its answer was an error (a 5xx, a dropped
    connection, then "a thread has already been created" on the next try) is the game's: it is looked for, never
    left behind for another."""
    if not isinstance(channel, discord.TextChannel):
        return None
    me = channel.guild.me
    if me is not None and not channel.permissions_for(me).create_public_threads:
        return None
    try:
        name = game_name(row, language=table_language(row.settings))
        return await retrying(lambda: message.create_thread(name=name, auto_archive_duration=THREAD_MINUTES))
    except discord.Forbidden:
        log.info("May not open a thread for game %s; it lives in the channel", row.id)
        return None
    except Exception as error:
        if not discord_failed(error):
            raise
        found = await _thread_opened_from(message, channel)
        if found is not None:
            log.info("Game %s: Discord opened its thread though it answered %s", row.id, error)
            return found
        log.warning("Could not open a thread for game %s; it lives in the channel", row.id, exc_info=True)
    return None


async def _thread_opened_from(message: discord.Message, channel: discord.TextChannel) -> discord.Thread | None:
    """The thread Discord opened from `message`, if it did: such a thread has the message's id."""
    known = channel.guild.get_thread(message.id)
    if known is not None:
        return known
    try:
        found = await retrying(lambda: channel.guild.fetch_channel(message.id))
    except Exception as error:
        if not discord_failed(error):
            raise
        return None
    return found if isinstance(found, discord.Thread) else None


async def act(bot: ZarkBot, interaction: discord.Interaction, game_id: int, what: str) -> GameRow:
    """Join, leave, start, cancel, or seat a computer player (the **Add computer** button, `play.lobby.BUTTON_LEVEL`);
    starting posts the first board and tells everyone to choose a starter. Returns the lobby after (what was done is
    said by `play.lobby.done_note`)."""
    user = interaction.user
    manages = interaction.permissions.manage_guild
    if what == "computer":
        return await lobby.add_computer(bot.store, game_id, user.id, lobby.BUTTON_LEVEL)
    if what == "join":
        return await lobby.join(bot.store, game_id, user.id, user.display_name)
    if what == "leave":
        return await lobby.leave(bot.store, game_id, user.id)
    if what == "cancel":
        return await lobby.cancel(bot.store, game_id, user.id, manages)
    loaded = await lobby.start(bot.store, game_id, user.id, bot.new_seed())
    assert loaded.game is not None
    bot.outbox.deliver_now(game_id)  # the first board and the DMs, written with the deal
    bot.computers.wake_if_waiting(loaded.row, loaded.game.view(None))
    return loaded.row


async def press(interaction: discord.Interaction, game_id: int, what: str) -> None:
    """A lobby button: do it, then show the new lobby in place of the old one. Once done, the step is never answered
    with the apology: if the lobby message cannot be edited now, it is refreshed as a message of the channel."""
    await acknowledge(interaction, update=True)  # answered at once: starting draws and posts the first board
    bot = bot_of(interaction)
    row = await act(bot, interaction, game_id, what)
    note = lobby.done_note(what, interaction.user.display_name, row)
    view = table_buttons(row) if row.status is GameStatus.LOBBY else None
    shown = await best_effort(
        f"the lobby of game {row.id}",
        lambda: interaction.edit_original_response(
            content=lobby.lobby_text(row, note), view=view, allowed_mentions=discord.AllowedMentions.none()
        ),
    )
    if not shown:
        await refresh(bot, row, note)


async def by_command(interaction: discord.Interaction, what: str) -> None:
    """/zark lobby join|leave|start|cancel: act on the lobby of this channel or thread (or the one opened from this
    channel that the command may mean, `play.lobby.lobby_meant`), then refresh its message."""
    bot = bot_of(interaction)
    await acknowledge(interaction)
    row = await lobby_here(interaction, what)
    row = await act(bot, interaction, row.id, what)
    answer = lobby.done_answer(what, row, _elsewhere(interaction, row))
    await tell_privately(interaction, say(reader(interaction), answer))
    await refresh(bot, row, lobby.done_note(what, interaction.user.display_name, row))


async def lobby_add_computer(interaction: discord.Interaction, level: str) -> None:
    """/zark bot add: the host seats a computer player in the lobby here."""
    bot = bot_of(interaction)
    await acknowledge(interaction)
    row = await lobby.add_computer(
        bot.store, (await lobby_here(interaction, "computer")).id, interaction.user.id, level
    )
    name = row.players[-1].name  # the newest seat is the last
    answer = Message("lobby-done-computer-joined", name=name, game=str(row.id), place=_elsewhere(interaction, row))
    await tell_privately(interaction, say(reader(interaction), answer))
    await refresh(bot, row, Message("lobby-joined", name=name))


async def lobby_remove_computer(interaction: discord.Interaction, computer: str | None) -> None:
    """/zark bot remove: the host takes a computer player out of the lobby here (the one named, else the last)."""
    bot = bot_of(interaction)
    await acknowledge(interaction)
    if computer is not None and not computer.lstrip("-").isdigit():
        raise UserError(Message("cogs-pick-computer"))
    which = None if computer is None else int(computer)
    here = await lobby_here(interaction, "computer")
    row, gone = await lobby.remove_computer(bot.store, here.id, interaction.user.id, which)
    answer = Message("lobby-done-computer-left", name=gone.name, game=str(row.id), place=_elsewhere(interaction, row))
    await tell_privately(interaction, say(reader(interaction), answer))
    await refresh(bot, row, Message("lobby-left", name=gone.name))


def _elsewhere(interaction: discord.Interaction, row: GameRow) -> str:
    """Where the game plays (``<#123>``) when the command was typed elsewhere (in the channel its lobby was opened
    from), else ``here``: the ``$place`` of the "Done: ..." answers."""
    place = row.thread_id or row.channel_id
    return "here" if place == interaction.channel_id else f"<#{place}>"


async def computers_here(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
    """Autocomplete of /zark bot remove: the computer players of the lobby the command acts on (`lobby_here`)."""
    try:
        async with asyncio.timeout(SUGGEST_WITHIN):
            row = await lobby_here(interaction, "computer")
    except UserError:
        return []
    except TimeoutError:
        return [hint_choice(BUSY, reader(interaction))]
    found = narrow(lobby.removable_computers(row), current)
    return [app_commands.Choice(name=name, value=value) for name, value in found]


async def lobby_here(interaction: discord.Interaction, what: str) -> GameRow:
    """The game of this channel or thread (a lobby, for these commands); in a channel with none, the one lobby
    opened from it that the command `what` may mean (`play.lobby.lobby_meant`), else the sentence naming the
    lobbies and their threads."""
    channel_id = interaction.channel_id or 0
    store = bot_of(interaction).store
    row = await store.game_in_channel(channel_id)
    if row is None:
        return await lobby.lobby_meant(store, channel_id, interaction.guild_id, interaction.user.id, what)
    return row


async def refresh(bot: ZarkBot, row: GameRow, note: Message) -> None:
    """Show the lobby as it now is on its message (best effort: the command already answered)."""
    if row.lobby_message_id is None:
        return
    channel = bot.get_channel(row.channel_id)
    if not isinstance(channel, discord.TextChannel | discord.Thread):
        return
    view = table_buttons(row) if row.status is GameStatus.LOBBY else None
    try:
        await channel.get_partial_message(row.lobby_message_id).edit(content=lobby.lobby_text(row, note), view=view)
    except Exception as error:
        if not discord_failed(error):
            raise
        log.info("Could not refresh the lobby message of game %s", row.id, exc_info=True)


class LobbyButton(ZarkItem[Button], template=r"zark:lobby:(?P<game>\d+):(?P<what>join|leave|start|cancel|computer)"):
    @classmethod
    def new(cls, game_id: int, what: str, language: str = ENGLISH) -> Self:
        """The button `what` of game `game_id`'s lobby, labelled in `language` (the table's)."""
        label, style = i18n.text(language, f"lobby-button-{what}"), LOBBY_BUTTONS[what]
        return cls(discord.ui.Button(label=label, style=style, custom_id=f"zark:lobby:{game_id}:{what}"))

    @property
    def what(self) -> str:
        return self.part("what")

    async def press(self, interaction: discord.Interaction) -> None:
        await press(interaction, self.game_id, self.what)


def lobby_buttons(game_id: int, language: str = ENGLISH) -> discord.ui.View:
    """The lobby's buttons, labelled in `language` (the table's, `table_buttons`)."""
    view = discord.ui.View(timeout=None)
    for what in LOBBY_BUTTONS:
        view.add_item(LobbyButton.new(game_id, what, language))
    return view


def table_buttons(row: GameRow) -> discord.ui.View:
    """The buttons of `row`'s lobby, in its table's language."""
    return lobby_buttons(row.id, table_language(row.settings))
