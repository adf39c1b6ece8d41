"""Delivering what a committed move owes the table (`play.announcements`, kept in the store's outbox) until it is
delivered, and the limits Discord puts on a bot while doing so.

- **Until delivered.** A board, a turn DM or a finished game's replay (`cogs.support.replays`) is written with the
  move that owes it, in the move's own transaction. `Outbox.deliver_now` delivers a game's at once; a sweep every few
  seconds takes up any that failed (after a backoff), that another process left (a lapsed claim) or that a restart cut
  off. A delivery is claimed before it is tried, so one process sends it.
- **Exactly once.** A board is posted with a nonce that Discord enforces (a repeated post within a few minutes is
  answered with the first message, not posted again), and its image is named after its game and version; a board
  whose earlier attempt may have gone through (an error after the request was sent) is first looked for among the
  place's last messages.
- **Under the limits.** Every request Discord's global limit counts waits for a place in this process's share of it
  (`cogs.support.pacing`), and Discord's per-channel limit (5 messages in 5 s) is met by posting one message for all the
  boards of a game that queued meanwhile: the newest board says it all. A player's own move goes out as the public
  follow-up of their command, which the global limit does not count (`cogs.support.moves.report_played`); what a
  computer, a caretaker or a start owes goes out from here.
- **Few writes.** A claim counts the attempt it is made for, and what became of a game's claimed deliveries is
  written in one transaction (`settle`): a player's move costs its own commit, one claim and one settling.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable, Coroutine, Sequence
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from functools import partial
from typing import TYPE_CHECKING, Any, TypeVar

import discord
from discord.ext import commands

from data import Delivery, GameRow, GameStatus, LoadedGame
from play.announcements import BOARD, DM, REPLAY, board_pings, boards_message, public_view, turn_dm_text, with_image
from play.moves import Played
from play.texts import table_language
from play.web import game_page_link
from rules import GameView

from .images import board_file
from .looking import game_buttons
from .places import LOOK_BACK, game_place
from .posting import direct_message
from .replays import deliver_replay
from .replies import discord_failed, is_transient, mentioning

if TYPE_CHECKING:
    from bot import ZarkBot

log = logging.getLogger(__name__)
Returned = TypeVar("Returned")

#: How long a process holds the deliveries it claimed: ample for drawing and posting a board.
LEASE = timedelta(seconds=60)
#: How often the sweep looks for deliveries that are due (failed ones, another process's lapsed ones).
SWEEP_SECONDS = 5.0


@dataclass
class Settled:
    """What became of claimed deliveries, written in one transaction (`GameStore.settle`)."""

    delivered: list[Delivery] = field(default_factory=list)
    failed: list[tuple[Delivery, datetime]] = field(default_factory=list)

    def fail(self, deliveries: Sequence[Delivery], retry_at: datetime) -> None:
        self.failed.extend((delivery, retry_at) for delivery in deliveries)


def board_name(game_id: int, version: int) -> str:
    """The board image's file name: which game, at which version (so a post can be recognised again)."""
    return f"board-{game_id}-{version}.png"


def delivery_backoff(attempts: int) -> float:
    """Seconds before the next attempt after `attempts` failed ones: 2, 4, 8, ... up to five minutes."""
    return min(2.0 ** (attempts + 1), 300.0)


def may_have_gone_through(error: BaseException) -> bool:
    """Whether a failed request may still have taken effect (Discord answered 5xx, or the answer was lost)."""
    if isinstance(error, discord.HTTPException):
        return error.status >= 500
    return is_transient(error)


async def retrying(call: Callable[[], Awaitable[Returned]], *, attempts: int = 5, first_wait: float = 0.5) -> Returned:
    """`call()`, again after each transient error (waiting 0.5, 1, 2, 4 s), at most `attempts` times in all;
    other errors, and the last transient one, are raised."""
    for attempt in range(attempts):
        try:
            return await call()
        except Exception as error:
            if attempt == attempts - 1 or not is_transient(error):
                raise
            log.info("A request to Discord failed (%s); trying again", error)
            await asyncio.sleep(first_wait * 2**attempt)
    raise AssertionError("unreachable")


async def best_effort(what: str, call: Callable[[], Awaitable[object]]) -> bool:
    """`call()`, tried again on passing errors; a failure is logged, not raised: for a message that only adds to
    something already done, which must not turn into the "nothing was changed" apology."""
    try:
        await retrying(call)
        return True
    except Exception as error:
        if not discord_failed(error):
            raise
        log.warning("Could not post %s (%s)", what, error)
        return False


class Outbox(commands.Cog):
    def __init__(self, bot: ZarkBot) -> None:
        self.bot = bot
        self._running: dict[int, asyncio.Task[None]] = {}
        self._again: set[int] = set()
        self._background: set[asyncio.Task[None]] = set()  # kept so they are not collected while they run
        self._sweeper: asyncio.Task[None] | None = None

    async def cog_load(self) -> None:
        await self.bot.store.release_all_deliveries(self.owner)  # what it held when it stopped: due again at once
        self._sweeper = asyncio.create_task(self._sweep_forever(), name="zark-outbox")

    async def cog_unload(self) -> None:
        for task in [self._sweeper, *self._running.values(), *self._background]:
            if task is not None:
                task.cancel()

    @property
    def owner(self) -> str:
        return self.bot.process_name

    def deliver_now(self, game_id: int) -> None:
        """Deliver what this game owes, in a task of its own (after the running one, if any)."""
        if game_id in self._running:
            self._again.add(game_id)
            return
        task = asyncio.create_task(self._deliver_game(game_id), name=f"zark-outbox-{game_id}")
        self._running[game_id] = task
        task.add_done_callback(lambda _: self._running.pop(game_id, None))

    async def _deliver_game(self, game_id: int) -> None:
        try:
            while True:
                self._again.discard(game_id)
                claimed = await self.bot.store.claim_deliveries(self.owner, LEASE, game_id=game_id)
                await self.deliver(claimed)
                if game_id not in self._again:
                    return
        except Exception:  # logged; the sweep tries again, so nothing owed is dropped
            log.exception("Game %s: delivering what it owes failed", game_id)

    async def deliver(self, claimed: Sequence[Delivery]) -> None:
        """Deliver claimed deliveries, game by game: one message for the boards of each game, then each DM, and what
        became of them written at once; then the replay of a game that ended (`cogs.support.replays`)."""
        for game_id in sorted({delivery.game_id for delivery in claimed}):
            owed = [delivery for delivery in claimed if delivery.game_id == game_id]
            settled = Settled()
            try:
                loaded = await self.bot.store.load(game_id)
                boards = [delivery for delivery in owed if delivery.kind == BOARD]
                if boards:
                    await self._post_boards(loaded, boards, settled)
                await self._send_dms(loaded.row, owed, settled)
            finally:
                await self.bot.store.settle(self.owner, settled.delivered, settled.failed)
            for delivery in (d for d in owed if d.kind == REPLAY):  # after the last board: it ends the game
                await deliver_replay(self, delivery)

    async def _post_boards(self, loaded: LoadedGame, boards: Sequence[Delivery], settled: Settled) -> None:
        row, version = loaded.row, max(board.version for board in boards)
        try:
            payloads = [board.payload for board in boards]
            text = boards_message(payloads, language=table_language(row.settings))
            if any(board.attempts for board in boards) and await self.posted_already(row, version, text):
                log.info("Game %s: the board of version %s was posted already", row.id, version)
            else:
                await self.post(row, payloads, public_view(loaded), version)
        except Exception as error:
            retry_at = self.retry_at(max(board.attempts for board in boards))
            level = logging.INFO if is_transient(error) else logging.WARNING
            log.log(level, "Game %s: its board could not be posted (%s); again at %s", row.id, error, retry_at)
            settled.fail(boards, retry_at)
            return
        settled.delivered.extend(boards)

    def retry_at(self, attempts: int) -> datetime:
        """When to try again a delivery that failed after `attempts` earlier attempts (and this one)."""
        return self.bot.clock() + timedelta(seconds=delivery_backoff(attempts + 1))

    async def post(
        self, row: GameRow, payloads: Sequence[dict[str, Any]], public: GameView, version: int
    ) -> discord.Message:
        """One message in the game's place for these boards (`play.announcements.boards_message`), the board of
        `public` (the game's public view now) attached unless the table posts its board less often
        (`play.announcements.with_image`), with a nonce Discord enforces."""
        channel = await game_place(self.bot, row)
        file = discord.utils.MISSING
        if with_image(payloads):
            name, language = board_name(row.id, version), table_language(row.settings)
            file = await board_file(self.bot.drawing, public, name, language=language, game_id=row.id)
        return await channel.send(
            boards_message(payloads, language=table_language(row.settings)),
            file=file,
            view=game_buttons(row, await self.web_link(row)),
            allowed_mentions=mentioning(*board_pings(payloads)),
            nonce=f"{row.id}.{version}",
        )

    async def web_link(self, row: GameRow) -> str | None:
        """The game's page, for the board's "View on the web" button; None without ZARK_WEB_URL. A failure to
        read it costs the board its button, never its post."""
        try:
            return await game_page_link(self.bot.store, self.bot.config.web.public_url, row.id)
        except Exception as error:
            log.warning("Game %s: its web address could not be read (%s)", row.id, error)
            return None

    def draw_ahead(self, played: Played) -> asyncio.Task[discord.File]:
        """The board of this move, drawn now in the background, for `follow_up`."""
        name, language = board_name(played.row.id, played.version), table_language(played.row.settings)
        drawing = board_file(self.bot.drawing, played.public, name, language=language, game_id=played.row.id)
        return asyncio.create_task(drawing, name=f"zark-board-{played.row.id}-{played.version}")

    async def follow_up(
        self, interaction: discord.Interaction, played: Played, drawn: asyncio.Task[discord.File] | None = None
    ) -> None:
        """What the move owes the table: its boards posted as one public follow-up of the interaction that made it
        (typed where the game lives; the global rate limit does not count interaction follow-ups), then the DMs.
        If the post fails, the board is due again at once and the error raised: the outbox posts it (after looking
        whether this one went through after all). A board tried before is left to the outbox, which looks first.
        `drawn` is the move's board drawn ahead (`draw_ahead`), used unless a later board is owed too."""
        game_id = played.row.id
        claimed = await self.bot.store.claim_deliveries(self.owner, LEASE, game_id=game_id)
        boards = [delivery for delivery in claimed if delivery.kind == BOARD]
        if any(board.attempts for board in boards):
            await self.deliver(claimed)
            return
        settled, failure = Settled(), None
        try:
            version = max((board.version for board in boards), default=played.version)
            later = version != played.version  # a later move's board is owed too: the game as it is now is shown
            loaded = await self.bot.store.load(game_id) if later or played.game_over else None
            if boards:
                file: discord.File | None
                if not with_image([board.payload for board in boards]):
                    file = None
                elif drawn is not None and not later:
                    file = await drawn
                else:
                    public = public_view(loaded) if loaded is not None else played.public
                    language = table_language((loaded.row if loaded is not None else played.row).settings)
                    name = board_name(game_id, version)
                    file = await board_file(self.bot.drawing, public, name, language=language, game_id=game_id)
                try:  # the row as it is now, once the move ended the game: a tutorial's End button is off then
                    await self._follow_up(interaction, played.row if loaded is None else loaded.row, boards, file)
                    settled.delivered.extend(boards)
                except Exception as error:
                    log.info("Game %s: the board could not follow the move (%s); the outbox posts it", game_id, error)
                    settled.fail(boards, self.bot.clock())
                    failure = error
            await self._send_dms(played.row if loaded is None else loaded.row, claimed, settled)
            replays = [delivery for delivery in claimed if delivery.kind == REPLAY]
            if failure is not None:  # after the board, which the outbox now posts
                settled.fail(replays, self.bot.clock())
            elif replays:  # drawing it takes seconds: not in the way of the command
                self._later(self.deliver(replays), f"zark-replay-{game_id}")
        finally:
            await self.bot.store.settle(self.owner, settled.delivered, settled.failed)
        if failure is not None:
            raise failure

    def _later(self, work: Coroutine[Any, Any, None], name: str) -> None:
        task = asyncio.create_task(work, name=name)
        self._background.add(task)
        task.add_done_callback(self._background.discard)

    async def _follow_up(
        self, interaction: discord.Interaction, row: GameRow, boards: Sequence[Delivery], file: discord.File | None
    ) -> None:
        payloads = [board.payload for board in boards]
        await interaction.followup.send(
            boards_message(payloads, language=table_language(row.settings)),
            file=file if file is not None else discord.utils.MISSING,
            view=game_buttons(row, await self.web_link(row)),
            allowed_mentions=mentioning(*board_pings(payloads)),
            wait=True,
        )

    async def posted_already(self, row: GameRow, version: int, text: str = "") -> bool:
        """Whether the board of this version (or a later one) is among the last messages of the game's place; a post
        without the board's image (the table option ``boards``) is known by its `text`."""
        channel = await game_place(self.bot, row)
        assert isinstance(channel, discord.abc.Messageable)
        names = {board_name(row.id, later) for later in range(version, version + LOOK_BACK)}
        async for message in channel.history(limit=LOOK_BACK):
            if any(attachment.filename in names for attachment in message.attachments):
                return True
            if text and not message.attachments and message.author == self.bot.user and message.content == text:
                return True
        return False

    async def _send_dms(self, row: GameRow, owed: Sequence[Delivery], settled: Settled) -> None:
        """The turn DMs among `owed` (none once the game was abandoned), each in its reader's language (the one the
        bot remembers them using it in, `play.prefs.Prefs.speaks`)."""
        for delivery in (d for d in owed if d.kind == DM):
            try:
                if row.status is not GameStatus.ABANDONED:
                    user_id, payload = int(delivery.payload["user_id"]), delivery.payload
                    words = partial(turn_dm_text, row, payload)
                    await direct_message(self.bot, row, user_id, words, nonce=f"o{delivery.id}")
            except Exception as error:
                retry_at = self.retry_at(delivery.attempts)
                log.info("Game %s: a turn DM could not be sent (%s); again at %s", delivery.game_id, error, retry_at)
                settled.fail([delivery], retry_at)
                continue
            settled.delivered.append(delivery)

    async def sweep(self) -> None:
        """Deliver what is due: failed deliveries after their backoff, and those a stopped process left."""
        claimed = await self.bot.store.claim_deliveries(self.owner, LEASE)
        if claimed:
            await self.deliver(claimed)

    async def _sweep_forever(self) -> None:
        while True:
            try:
                await self.sweep()
            except Exception:
                log.exception("Delivering what games owe failed")
            await asyncio.sleep(SWEEP_SECONDS)
