"""The one pipeline every move of every game goes through, buttons, menus and resigning included: acknowledge
privately at once, let the referee build, check, apply and commit the action, post the board for everyone, and tell
the player privately what they drew. Also previews and their Play it button, and the menu of cards a player owes.
Each family's commands (`cogs.zark_city`, `cogs.zarcana`) build actions and hand them here.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING

import discord

import i18n
from data import GameStatus
from i18n import ENGLISH
from play import hints, tutorial
from play import preview as previews
from play.actor import Actor
from play.errors import UserError
from play.families import CardsOwed, family_of
from play.referee import ActionBuilder, Played
from play.reports import private_report
from rules import Action, AgreeEnd, GameState, Message, Resign, kind_of

from .delivery import retrying
from .images import board_file
from .items import Button, GameButton, Select, ZarkItem
from .replies import acknowledge, bot_of, discord_failed, is_transient, place_of, reader, say_privately
from .tutorials import say_ended

if TYPE_CHECKING:
    from bot import ZarkBot

log = logging.getLogger(__name__)


async def play_turn(interaction: discord.Interaction, build: ActionBuilder, preview: bool = False) -> Played | None:
    """A move by the asker in the game of this channel or thread; with `preview`, only shown to them, not played."""
    if preview:
        await show_preview(interaction, build)
        return None
    await acknowledge(interaction)
    bot = bot_of(interaction)
    played = await bot.referee.play(place_of(interaction), Actor.player(interaction.user.id), build, interaction.id)
    await report_played(bot, interaction, played)
    return played


# ----------------------------------------------------------------------------------------------- previews


async def show_preview(interaction: discord.Interaction, build: ActionBuilder) -> None:
    """The board the move would leave, privately, with what it would do in words and a Play it button."""
    await acknowledge(interaction)
    bot = bot_of(interaction)
    seated = await bot.referee.seated(place_of(interaction), interaction.user.id)
    language = reader(interaction)
    tried = previews.preview(seated, build, language=language)
    mark = i18n.text(language, "image-mark-preview")
    board = await board_file(bot.drawing, tried.public, "preview.png", mark=mark, language=language)
    buttons, text = discord.ui.View(timeout=None), tried.summary
    if seated.seat in seated.game.seats_to_act():
        if PlayItButton.fits(tried.move):
            buttons.add_item(PlayItButton.new(tried.move, language=language))
        else:  # a custom_id holds 100 characters; a discard of many cards may not fit
            text += "\n" + i18n.text(language, "turns-preview-too-long")
    quiet = discord.AllowedMentions.none()
    await interaction.followup.send(text, file=board, view=buttons, ephemeral=True, allowed_mentions=quiet)


async def show_hint(interaction: discord.Interaction) -> None:
    """/zark hint: the medium computer player's move for the asker, privately, as a preview of it with Play it. The
    search gets only the game as the asker may believe it (`play.hints`) and runs in a worker process, after the
    interaction is acknowledged."""
    await acknowledge(interaction)
    bot = bot_of(interaction)
    seated = await bot.referee.seated(place_of(interaction), interaction.user.id)
    language = reader(interaction)
    hinted = await hints.hint(seated, bot.computers.think, language)
    board = await board_file(
        bot.drawing, hinted.public, "hint.png", mark=i18n.text(language, "image-mark-hint"), language=language
    )
    buttons, text = discord.ui.View(timeout=None), hinted.summary
    if PlayItButton.fits(hinted.move, HINT):
        buttons.add_item(PlayItButton.new(hinted.move, HINT, language=language))
    else:
        text += "\n" + i18n.text(language, "turns-hint-too-long")
    quiet = discord.AllowedMentions.none()
    await interaction.followup.send(text, file=board, view=buttons, ephemeral=True, allowed_mentions=quiet)


PREVIEW, HINT = "playit", "hintplay"  # what a Play it button was shown under: its refusal when the game moved on
MOVED_ON_WORDS = {PREVIEW: previews.PREVIEW_MOVED_ON, HINT: hints.HINT_MOVED_ON}


class PlayItButton(
    ZarkItem[Button],
    template=r"zark:(?P<origin>playit|hintplay):(?P<game>\d+):(?P<version>\d+):(?P<seat>\d):(?P<move>[^:]+)",
):
    """Under a preview or a hint: plays exactly that move, if the game has not moved on since (its version)."""

    @staticmethod
    def custom_id_for(tried: previews.Tried, origin: str = PREVIEW) -> str:
        return f"zark:{origin}:{tried.game_id}:{tried.version}:{tried.seat}:{tried.action.notation()}"

    @classmethod
    def fits(cls, tried: previews.Tried, origin: str = PREVIEW) -> bool:
        return len(cls.custom_id_for(tried, origin)) <= 100

    @classmethod
    def new(cls, tried: previews.Tried, origin: str = PREVIEW, *, language: str = ENGLISH) -> PlayItButton:
        """The button under a private preview or hint, labelled in its reader's `language`."""
        style, custom_id = discord.ButtonStyle.success, cls.custom_id_for(tried, origin)
        label = i18n.text(language, "button-playit")
        return cls(discord.ui.Button(label=label, emoji="▶", style=style, custom_id=custom_id))

    async def press(self, interaction: discord.Interaction) -> None:
        await acknowledge(interaction)
        bot = bot_of(interaction)
        notation = self.part("move")

        def the_move(game: GameState, seat: int) -> Action:
            return kind_of(game).parse_action(notation)  # in the game's own notation

        played = await previews.play_previewed(
            bot.referee,
            game_id=self.game_id,
            version=int(self.part("version")),
            seat=int(self.part("seat")),
            build=the_move,
            user_id=interaction.user.id,
            interaction_id=interaction.id,
            moved_on=MOVED_ON_WORDS[self.part("origin")],
        )
        await report_played(bot, interaction, played)


async def play_in_game(
    interaction: discord.Interaction, game_id: int, actor: Actor, build: ActionBuilder, version: int | None = None
) -> Played:
    """A move in a known game (a button or a menu), for `actor`; `version` refuses a menu from an earlier moment."""
    await acknowledge(interaction)
    bot = bot_of(interaction)
    played = await bot.referee.play_in(game_id, actor, build, interaction.id, expected_version=version)
    await report_played(bot, interaction, played)
    return played


async def report_played(bot: ZarkBot, interaction: discord.Interaction, played: Played) -> None:
    """After a committed move: first the private word to whoever asked (with the discard menu if one is owed), then
    the board for everyone, as the public follow-up of their command when it was typed where the game lives (the
    global rate limit does not count interaction follow-ups), and the turn DMs; computer players are set going.
    Whatever fails while posting, the move counts, the player was told so, and the outbox posts what is owed."""
    language = reader(interaction)  # the private word is the mover's; the board is the table's (its language)
    if played.duplicate:
        await say_privately(interaction, i18n.text(language, "turns-already-made"))
        return
    text, owed = private_report(played, interaction.user.id, language=language)
    outbox, followed = bot.outbox, False
    here = interaction.channel_id == (played.row.thread_id or played.row.channel_id)
    drawn = outbox.draw_ahead(played) if here else None  # on the drawing thread while the private word goes out
    told = await tell_privately(interaction, text, view=cards_menu(owed, language) if owed is not None else None)
    try:
        if told and here:
            await outbox.follow_up(interaction, played, drawn)  # the board, then the DMs
            followed = True
    except discord.Forbidden:
        log.warning("Game %s: move committed but the board may not be posted there", played.row.id, exc_info=True)
        await tell_privately(interaction, i18n.text(language, "turns-board-not-posted"))
    except Exception as error:  # the player was told "Done": the outbox posts the board, never an apology
        if not discord_failed(error):
            raise
        log.info("Game %s: the board did not follow the move (%s); the outbox posts it", played.row.id, error)
    finally:
        if drawn is not None:
            drawn.cancel()  # not needed after all (it is done if it was)
        if not followed:
            outbox.deliver_now(played.row.id)  # what the move owes and did not go out above
        bot.computers.wake_if_waiting(played.row, played.public)


async def tell_privately(interaction: discord.Interaction, text: str, *, view: discord.ui.View | None = None) -> bool:
    """The private word after a committed move, tried again on transient errors for a few seconds: True once sent.
    If Discord still fails, it is sent in the background for as long as the interaction lasts (15 minutes), and
    False is returned: the move counts whatever happens to this word, so it must never turn into an apology."""

    async def send() -> None:
        await say_privately(interaction, text, view=view if view is not None else discord.utils.MISSING)

    try:
        await retrying(send, attempts=4)
        return True
    except Exception as error:
        if not is_transient(error):
            log.warning("The private word after a move could not be sent", exc_info=True)
            return False
    task = asyncio.create_task(_keep_telling(send), name=f"zark-tell-{interaction.id}")
    _TELLING.add(task)
    task.add_done_callback(_TELLING.discard)
    return False


_TELLING: set[asyncio.Task[None]] = set()  # kept so they are not collected while they wait
#: How long an interaction's token lasts: follow-ups may be sent until then (Discord: 15 minutes).
TOKEN_SECONDS = 14 * 60


async def _keep_telling(send: Callable[[], Awaitable[None]]) -> None:
    deadline, wait = asyncio.get_running_loop().time() + TOKEN_SECONDS, 5.0
    while asyncio.get_running_loop().time() + wait < deadline:
        await asyncio.sleep(wait)
        try:
            await send()
            return
        except Exception as error:
            if not is_transient(error):
                break
        wait = min(wait * 2, 60.0)
    log.warning("The private word after a move could not be sent before the interaction expired")


def as_given(action: Action) -> ActionBuilder:
    """A builder for an action known in full from the options."""
    return lambda game, seat: action


# ----------------------------------------------------------------------------------------------- cards owed


class CardsSelect(ZarkItem[Select], template=r"zark:discard:(?P<game>\d+):(?P<version>\d+)"):
    """The menu of cards a player owes a choice of (the end-of-turn discard, R-8, R-9). It carries the game's version,
    so a menu from an older turn is refused; the game's family makes the action of the cards chosen."""

    @property
    def version(self) -> int:
        return int(self.part("version"))

    async def press(self, interaction: discord.Interaction) -> None:
        cards = tuple(value.split("#", 1)[0] for value in self.item.values)

        def the_choice(game: GameState, seat: int) -> Action:
            return family_of(game).owed_action(cards)

        await play_in_game(interaction, self.game_id, Actor.player(interaction.user.id), the_choice, self.version)


def cards_menu(owed: CardsOwed, language: str = ENGLISH) -> discord.ui.View:
    """The menu under the private reply, in its reader's `language`. Select values must be unique, and two Jokers
    (or two red 7s) are two options; a label already in words (``red 7``) is not repeated as its description."""
    options = [
        discord.SelectOption(label=label, value=f"{card}#{index}", description=words if words != label else None)
        for index, (card, label, words) in enumerate(zip(owed.hand, owed.labels, owed.words, strict=True))
    ]
    select: Select = discord.ui.Select(
        custom_id=f"zark:discard:{owed.game_id}:{owed.version}",
        placeholder=i18n.text(language, "turns-choose-to-discard", count=owed.count),
        min_values=owed.count,
        max_values=owed.count,
        options=options[:25],
    )
    menu = discord.ui.View(timeout=None)
    menu.add_item(CardsSelect(select))
    return menu


# ----------------------------------------------------------------------------------------------- leaving


class ResignButton(GameButton, template=r"zark:resign:(?P<game>\d+)"):
    """The confirmation under /zark resign."""

    kind, style = "resign", discord.ButtonStyle.danger

    async def press(self, interaction: discord.Interaction) -> None:
        bot = bot_of(interaction)
        async with bot.referee.lock(self.game_id):  # a learner resigning ends their tutorial at once: one message
            ended = await tutorial.end(bot.store, self.game_id, interaction.user.id)
        if ended is not None:
            await say_ended(interaction, ended, self.game_id)
            return
        await play_in_game(interaction, self.game_id, Actor.player(interaction.user.id), as_given(Resign()))


async def ask_to_resign(interaction: discord.Interaction) -> None:
    """/zark resign: a private question with a button, so nobody resigns by a slip."""
    await acknowledge(interaction)
    row = await bot_of(interaction).referee.game_here(place_of(interaction), interaction.user.id)
    if row.status is GameStatus.LOBBY:
        raise UserError(Message("cogs-resign-not-started"))
    view = discord.ui.View(timeout=None)
    view.add_item(ResignButton.new(row.id, reader(interaction)))
    question = tutorial.resign_question(row.settings, interaction.user.id, reader(interaction))
    await say_privately(interaction, question, view=view)


async def agree_to_end(interaction: discord.Interaction) -> None:
    """/zark end: a vote to end with no winner (R-18, R-28), open out of turn."""
    await play_turn(interaction, as_given(AgreeEnd()))


# ----------------------------------------------------------------------------------------------- the commands
