"""A finished game's animated replay (`render.replay`) in Discord: posted once in its thread by the outbox after the
move that ends it (`deliver_replay`, a delivery of kind ``replay``), and again on request, by /zark replay
(`show_replay`). The GIF is drawn by the drawing service's replay thread, never on the event loop.

Posted once: the post carries a nonce Discord enforces, and a replay whose earlier attempt may have gone through is
first looked for among the thread's last messages, by its file name. A replay that cannot be drawn is logged and
counted as delivered (drawing it again would fail again); one that cannot be posted is tried again, as boards are,
but less often and only `REPLAY_ATTEMPTS` times in all: it is a keepsake, and /zark replay posts it any time.
"""

from __future__ import annotations

import asyncio
import io
import logging
from datetime import timedelta
from typing import TYPE_CHECKING

import discord

import i18n
from data import Delivery, GameRow
from i18n import ENGLISH
from play.replays import finished_choices, load_finished_game
from play.texts import table_language, table_rules
from render.replay import replay_alt_text
from rules import GameState

from .places import LOOK_BACK, game_place
from .replies import acknowledge, bot_of, is_transient, place_of, reader, say_privately
from .transformers import BUSY, SUGGEST_WITHIN, hint_choice

if TYPE_CHECKING:
    from render.service import DrawingService

    from .delivery import Outbox

log = logging.getLogger(__name__)

#: Attempts at posting a game's replay before the outbox gives up on it (some 15 minutes of retries).
REPLAY_ATTEMPTS = 6


def replay_name(game_id: int) -> str:
    """The replay's file name: which game (so a post can be recognised again)."""
    return f"replay-{game_id}.gif"


def replay_words(row: GameRow, language: str) -> str:
    """The words under a replay, in `language` (the table's when posted for it, else the asker's); the emoji that
    opens them is outside the catalogue's sentence."""
    return "🎞️ " + i18n.text(language, "replay-post", title=table_rules(row).title, game=str(row.id))


async def replay_gif_file(
    drawing: DrawingService, game: GameState, game_id: int, *, language: str = ENGLISH
) -> discord.File:
    """The animated replay as a file, its alt text saying what the animation shows, in `language` (the table's, or
    the reader's when only they see it). Raises if it cannot be drawn."""
    replay = await drawing.replay(game, language=language)
    alt = replay_alt_text(game, game_id, language=language)[:1000]
    return discord.File(io.BytesIO(replay.gif), filename=replay_name(game_id), description=alt)


async def deliver_replay(outbox: Outbox, delivery: Delivery) -> None:
    """Post the replay the move that ended this game owes its thread, once; see the module's text."""
    bot, store, owner = outbox.bot, outbox.bot.store, outbox.owner
    try:
        # The claim counted this attempt, so whatever fails (the post, or looking for an earlier one), they run out.
        loaded = await store.load(delivery.game_id)
        row, game = loaded.row, loaded.game
        if delivery.attempts and await posted_already(outbox, row):
            log.info("Game %s: its replay was posted already", row.id)
            await store.delivered(owner, [delivery])
            return
        assert game is not None, "a game that owes its replay is over"
        try:
            file = await replay_gif_file(bot.drawing, game, row.id, language=table_language(row.settings))
        except Exception:
            log.exception("Game %s: its replay could not be drawn; it is not posted", row.id)
            await store.delivered(owner, [delivery])  # delivered with failure: drawing it again fails again
            return
        channel, words = await game_place(bot, row), replay_words(row, table_language(row.settings))
        await channel.send(words, file=file, allowed_mentions=discord.AllowedMentions.none(), nonce=f"r{row.id}")
    except Exception as error:
        attempts = delivery.attempts + 1
        if attempts >= REPLAY_ATTEMPTS:
            log.warning("Game %s: its replay could not be posted (%s); given up after %s attempts",
                        delivery.game_id, error, attempts)  # fmt: skip
            await store.delivered(owner, [delivery])
            return
        retry_at = bot.clock() + timedelta(seconds=replay_backoff(attempts))
        level = logging.INFO if is_transient(error) else logging.WARNING
        log.log(level, "Game %s: its replay could not be posted (%s); again at %s", delivery.game_id, error, retry_at)
        await store.delivery_failed(owner, [delivery], retry_at)
        return
    await store.delivered(owner, [delivery])


def replay_backoff(attempts: int) -> float:
    """Seconds before the next attempt after `attempts` failed ones: 30, 60, 120, ... up to ten minutes (each attempt
    draws the replay again, so less often than a board's)."""
    return min(30.0 * 2.0 ** (attempts - 1), 600.0)


async def posted_already(outbox: Outbox, row: GameRow) -> bool:
    """Whether the game's replay is among the last messages of its place."""
    channel = await game_place(outbox.bot, row)
    assert isinstance(channel, discord.abc.Messageable)
    async for message in channel.history(limit=LOOK_BACK):
        if any(attachment.filename == replay_name(row.id) for attachment in message.attachments):
            return True
    return False


async def show_replay(interaction: discord.Interaction, game: str | None, public: bool) -> None:
    """/zark replay: a finished game's replay, to the caller alone or (`public`) for everyone here. Acknowledged
    privately first, so a refusal stays private; drawing takes seconds, after the acknowledgement."""
    await acknowledge(interaction)
    bot = bot_of(interaction)
    loaded = await load_finished_game(bot.store, bot.referee, place_of(interaction), interaction.user.id, game)
    assert loaded.game is not None
    language = table_language(loaded.row.settings) if public else reader(interaction)
    file = await replay_gif_file(bot.drawing, loaded.game, loaded.row.id, language=language)
    words = replay_words(loaded.row, language)
    if public:
        done = i18n.text(reader(interaction), "replay-posted", game=str(loaded.row.id))
        await say_privately(interaction, done)
        await interaction.followup.send(words, file=file, allowed_mentions=discord.AllowedMentions.none())
    else:
        await interaction.followup.send(words, file=file, ephemeral=True)


async def finished_here(interaction: discord.Interaction, current: str) -> list[discord.app_commands.Choice[str]]:
    """The game option's suggestions: the caller's finished games (in this server), newest first."""
    bot, language = bot_of(interaction), reader(interaction)
    try:
        async with asyncio.timeout(SUGGEST_WITHIN):
            found = await finished_choices(bot.store, interaction.user.id, interaction.guild_id, current, language)
    except TimeoutError:
        return [hint_choice(BUSY, language)]
    return [discord.app_commands.Choice(name=name, value=value) for name, value in found]
