"""Delivering what a committed move owes the table (`play.announcements`, kept in the store's outbox) until it is
delivered, and the limits Discord puts on a bot while doing so.

- **Until delivered.** A board, a turn DM or a finished game's replay (`cogs.replays`) is written with the move that
  owes it, in the move's own transaction. `Outbox.deliver_now` delivers a game's at once; a sweep every few seconds
  takes up any that failed (after a backoff), that another process left (a lapsed claim) or that a restart cut off.
  A delivery is claimed before it is tried, so one process sends it.
- **Exactly once.** A board is posted with a nonce that Discord enforces (a repeated post within a few minutes is
  answered with the first message, not posted again), and its image is named after its game and version; a board
  whose earlier attempt may have gone through (an error after the request was sent) is first looked for among the
  place's last messages.
- **Under the limits.** Every process of the bot shares one global budget of 50 requests a second; this process
  spaces the messages it posts under its share (`Pacer`), and Discord's per-channel limit (5 messages in 5 s) is
  met by posting one message for all the boards of a game that queued meanwhile: the newest board says it all.
  A player's own move goes out as the public follow-up of their command, which the global limit does not count
  (`cogs.moves.report`); what a computer, a caretaker or a start owes goes out from here.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Awaitable, Callable, Sequence
from datetime import timedelta
from typing import TYPE_CHECKING, Any, TypeVar

import discord
from discord.ext import commands

from data import Delivery, GameRow, GameStatus
from play.announcements import BOARD, DM, REPLAY, board_pings, board_text, public_view
from rules import GameView

from .images import board_file
from .looking import game_buttons
from .places import game_place
from .posting import direct_message
from .replays import deliver_replay
from .replies import discord_failed, is_transient, mentioning

if TYPE_CHECKING:
    from bot import ZarkBot

log = logging.getLogger(__name__)
T = TypeVar("T")

#: How long a process holds the deliveries it claimed: ample for drawing and posting a board.
LEASE = timedelta(seconds=60)
#: How often the sweep looks for deliveries that are due (failed ones, another process's lapsed ones).
SWEEP_SECONDS = 5.0
#: Discord's global budget for one bot token, all its processes together, and the share of it kept for this
#: process's other requests (replies go through interaction webhooks, which it does not count).
GLOBAL_PER_SECOND, SPARE = 50.0, 0.2
#: How many of a place's last messages are looked through for a board that may have been posted already.
LOOK_BACK = 20


def board_name(game_id: int, version: int) -> str:
    """The board image's file name: which game, at which version (so a post can be recognised again)."""
    return f"board-{game_id}-{version}.png"


def backoff(attempts: int) -> float:
    """Seconds before the next attempt after `attempts` failed ones: 2, 4, 8, ... up to five minutes."""
    return min(2.0 ** (attempts + 1), 300.0)


def may_have_gone_through(error: BaseException) -> bool:
    """Whether a failed request may still have taken effect (Discord answered 5xx, or the answer was lost)."""
    if isinstance(error, discord.HTTPException):
        return error.status >= 500
    return is_transient(error)


async def retrying(call: Callable[[], Awaitable[T]], *, attempts: int = 5, first_wait: float = 0.5) -> T:
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


class Pacer:
    """At most `per_second` messages a second from this process, evenly spaced (a token bucket of one)."""

    def __init__(self, per_second: float) -> None:
        self.interval = 1.0 / per_second
        self._next = 0.0
        self._lock = asyncio.Lock()

    async def wait(self) -> None:
        async with self._lock:
            now = time.monotonic()
            wait, self._next = self._next - now, max(now, self._next) + self.interval
        if wait > 0:
            await asyncio.sleep(wait)


def process_share(shard_count: int | None, shard_ids: Sequence[int] | None) -> float:
    """This process's share of the bot's global budget: its part of the shards (all of it when it runs alone)."""
    budget = GLOBAL_PER_SECOND * (1 - SPARE)
    if shard_count is None or shard_ids is None:
        return budget
    return budget * len(shard_ids) / shard_count


class Outbox(commands.Cog):
    def __init__(self, bot: ZarkBot) -> None:
        self.bot = bot
        self.pacer = Pacer(process_share(bot.config.shard_count, bot.config.shard_ids))
        self._running: dict[int, asyncio.Task[None]] = {}
        self._again: set[int] = set()
        self._sweeper: asyncio.Task[None] | None = None

    async def cog_load(self) -> None:
        await self.bot.store.release_all_deliveries(self.owner)  # what it held when it stopped: due again at once
        self._sweeper = asyncio.create_task(self._sweep_forever(), name="zark-outbox")

    async def cog_unload(self) -> None:
        for task in [self._sweeper, *self._running.values()]:
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
        """Deliver claimed deliveries: one message for the boards of each game, then each DM, then the replay of each
        game that ended (`cogs.replays`)."""
        games = sorted({delivery.game_id for delivery in claimed})
        for game_id in games:
            boards = [d for d in claimed if d.game_id == game_id and d.kind == BOARD]
            if boards:
                await self._post_boards(game_id, boards)
        for delivery in (d for d in claimed if d.kind == DM):
            await self._send_dm(delivery)
        for delivery in (d for d in claimed if d.kind == REPLAY):  # after the last board: it ends the game
            await deliver_replay(self, delivery)

    async def _post_boards(self, game_id: int, boards: Sequence[Delivery]) -> None:
        store = self.bot.store
        loaded = await store.load(game_id)
        version = max(board.version for board in boards)
        try:
            if any(board.attempts for board in boards) and await self.posted_already(loaded.row, version):
                log.info("Game %s: the board of version %s was posted already", game_id, version)
            else:
                await self.pacer.wait()
                await store.attempting(self.owner, boards)
                await self.post(loaded.row, [board.payload for board in boards], public_view(loaded), version)
        except Exception as error:
            attempts = max(board.attempts for board in boards) + 1
            retry_at = self.bot.clock() + timedelta(seconds=backoff(attempts))
            level = logging.INFO if is_transient(error) else logging.WARNING
            log.log(level, "Game %s: its board could not be posted (%s); again at %s", game_id, error, retry_at)
            await store.delivery_failed(self.owner, boards, retry_at)
            return
        await store.delivered(self.owner, boards)

    async def post(
        self, row: GameRow, payloads: Sequence[dict[str, Any]], public: GameView, version: int
    ) -> discord.Message:
        """One message in the game's place for these boards (`play.announcements.board_text`), the board of
        `public` (the game's public view now) attached, with a nonce Discord enforces."""
        channel = await game_place(self.bot, row)
        file = await board_file(self.bot.drawing, public, board_name(row.id, version))
        return await channel.send(
            board_text(payloads),
            file=file,
            view=game_buttons(row.id),
            allowed_mentions=mentioning(*board_pings(payloads)),
            nonce=f"{row.id}.{version}",
        )

    async def follow_up(self, interaction: discord.Interaction, game_id: int) -> None:
        """The boards this game owes, posted as one public follow-up of the interaction that made the move (typed
        where the game lives). The global rate limit does not count interaction follow-ups. If the post fails, the
        outbox posts the board (after looking whether this one went through after all)."""
        claimed = await self.bot.store.claim_deliveries(self.owner, LEASE, game_id=game_id)
        boards = [delivery for delivery in claimed if delivery.kind == BOARD]
        await self.bot.store.release_deliveries(self.owner, [d for d in claimed if d.kind != BOARD])
        if not boards:
            return
        loaded = await self.bot.store.load(game_id)
        version, payloads = max(board.version for board in boards), [board.payload for board in boards]
        if any(board.attempts for board in boards):  # tried before: leave it to the outbox, which looks first
            await self.bot.store.release_deliveries(self.owner, boards)
            return
        await self.bot.store.attempting(self.owner, boards)
        try:
            file = await board_file(self.bot.drawing, public_view(loaded), board_name(game_id, version))
            await interaction.followup.send(
                board_text(payloads),
                file=file,
                view=game_buttons(game_id),
                allowed_mentions=mentioning(*board_pings(payloads)),
                wait=True,
            )
        except Exception as error:
            log.info("Game %s: the board could not follow the move (%s); the outbox posts it", game_id, error)
            await self.bot.store.delivery_failed(self.owner, boards, self.bot.clock())
            raise
        await self.bot.store.delivered(self.owner, boards)

    async def posted_already(self, row: GameRow, version: int) -> bool:
        """Whether the board of this version (or a later one) is among the last messages of the game's place."""
        channel = await game_place(self.bot, row)
        assert isinstance(channel, discord.abc.Messageable)
        names = {board_name(row.id, later) for later in range(version, version + LOOK_BACK)}
        async for message in channel.history(limit=LOOK_BACK):
            if any(attachment.filename in names for attachment in message.attachments):
                return True
        return False

    async def _send_dm(self, delivery: Delivery) -> None:
        store = self.bot.store
        try:
            row = (await store.load(delivery.game_id)).row
            if row.status is GameStatus.ABANDONED:
                await store.delivered(self.owner, [delivery])
                return
            user_id, text = int(delivery.payload["user_id"]), str(delivery.payload["text"])
            await store.attempting(self.owner, [delivery])
            await direct_message(self.bot, row, user_id, text, nonce=f"o{delivery.id}")
        except Exception as error:
            retry_at = self.bot.clock() + timedelta(seconds=backoff(delivery.attempts + 1))
            log.info("Game %s: a turn DM could not be sent (%s); again at %s", delivery.game_id, error, retry_at)
            await store.delivery_failed(self.owner, [delivery], retry_at)
            return
        await store.delivered(self.owner, [delivery])

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
