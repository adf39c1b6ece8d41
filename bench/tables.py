"""Shared by bench/e2e.py and bench/faults.py: tables of three players driven through the Discord stand-in by a
driver that tolerates a slow or failing bot, their set-up at a bounded pace, and the count of boards a table is
still owed at the end."""

from __future__ import annotations

import asyncio
import contextlib
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bench.harness import OpenedGame, SetupError, last_message, open_game
from rules import Action, GameState, Phase
from rules.zark import Discard
from tests.e2e.fakediscord import Channel, FakeDiscord, InteractionResult, Message, User, WaitTimeoutError
from tests.e2e.zark import Table, board_version, command_for, stored_game

NAMES = ("ann", "bob", "cy")
SELECT_MENU = 3  # a component's type: a menu of strings
STARTERS = len(NAMES)  # the plan's first moves: each player's secret starter
#: Opens a game in a channel for these users (the first hosts), or raises SetupError: `bench.harness.open_game`.
Opener = Callable[..., Awaitable[OpenedGame]]
#: Seconds after the measured phase for the boards still owed to go out before they are counted.
DRAIN_S = 15.0


@dataclass
class Figures:
    """What the game loops record; latencies in seconds."""

    board: list[float] = field(default_factory=list)
    noop: list[float] = field(default_factory=list)
    turns: int = 0
    boards_missing: int = 0
    given_up: list[str] = field(default_factory=list)
    committed_without_board: int = 0
    limits: dict[str, int] = field(default_factory=dict)
    pages_open: int | None = None  # bench/e2e.py --web: the games with a page open
    boards_read: int = 0  # ... and the board images they read


class Driver:
    """Plays tables through the stand-in, tolerating a slow bot: nothing here raises because the bot was late."""

    def __init__(self, fd: FakeDiscord, give_up: float) -> None:
        self.fd = fd
        self.give_up = give_up

    async def turn(self, table: Table, seat: int, action: Action, figures: Figures) -> str | None:
        """Send `action` as its player would; None once it is played (the test's copy follows), else why not."""
        sent = time.monotonic()
        try:
            result: InteractionResult | None = await self.send(table, seat, action)
        except WaitTimeoutError:  # acknowledged with "thinking", but the reply never came
            result = None
        answered = result is not None and result.responded
        text = result.content if result is not None and answered else ""
        if answered and not text.startswith("Done"):
            return f"{action.notation()} refused: {text[:200]!r}"
        if not posts_board(table.game, seat, action):  # its line goes out with the next move's board
            if not answered or result is None:
                return f"{action.notation()}: no answer within {self.give_up:.0f} s"
            figures.turns += 1
            table.game.apply(seat, action)
            table.last_private[seat] = result
            return None
        # Waited for even once "Done" came: the mover's word goes out first, the board follows it.
        board = await self._board_after(table.thread, sent)
        if board is None and not answered:
            return f"{action.notation()}: no answer and no board within {self.give_up:.0f} s"
        figures.turns += 1
        if board is None:
            figures.boards_missing += 1
        else:
            figures.board.append(board.created_at - (result.record.sent_at if result is not None else sent))
        table.game.apply(seat, action)
        if answered and result is not None:
            table.last_private[seat] = result
        else:
            table.last_private.pop(seat, None)
        return None

    async def ping(self, user: User, channel: Channel, figures: Figures) -> None:
        try:
            pong = await self.fd.slash(user, "zark ping", channel=channel, timeout=self.give_up, must_respond=False)
        except WaitTimeoutError:
            return
        posted = next((m for m in pong.replies if not m.loading), None)
        if pong.responded and posted is not None:
            figures.noop.append((posted.edited_at or posted.created_at) - pong.record.sent_at)

    async def send(self, table: Table, seat: int, action: Action) -> InteractionResult:
        user = table.user(seat)
        menu = _discard_menu(table.last_private.get(seat)) if isinstance(action, Discard) else None
        if menu is not None and isinstance(action, Discard):
            select = menu.components[0]["components"][0]
            values, remaining = [], list(action.cards)
            for option in select["options"]:
                if (card := option["value"].split("#")[0]) in remaining:
                    remaining.remove(card)
                    values.append(option["value"])
            return await self.fd.select(
                user, menu, select["custom_id"], values, timeout=self.give_up, must_respond=False
            )
        command, options = command_for(action)
        return await self.fd.slash(
            user, command, channel=table.thread, timeout=self.give_up, must_respond=False, options=options
        )

    async def _board_after(self, thread: Channel, sent: float) -> Message | None:
        """The board posted in `thread` since `sent` (the newest message there), waiting for it up to `give_up`."""

        def board() -> Message | None:
            message = last_message(self.fd, thread)
            if message is not None and message.attachments and message.created_at >= sent:
                return message
            return None

        try:
            return await self.fd.wait_until(board, timeout=self.give_up, what="a board")
        except WaitTimeoutError:
            return None


def posts_board(game: GameState, seat: int, action: Action) -> bool:
    """Whether the bot posts a board for this move. Not when the mover still acts after it and nobody new is called on
    (the last starter chosen, then the first tile placed; a free move before the turn's main one): the bot holds that
    move's line for the next move's board (`play.announcements.holds`, for a table of people)."""
    before = set(game.seats_to_act())
    after = game.copy()
    after.apply(seat, action)
    acting = set(after.seats_to_act())
    return after.phase is Phase.OVER or seat not in acting or not acting <= before


def _discard_menu(private: InteractionResult | None) -> Message | None:
    """The private reply with the menu of cards to discard (not the board's buttons, nor a later word)."""
    if private is None:
        return None
    return next((m for m in reversed(private.replies) if m.components and _is_select(m.components)), None)


def _is_select(components: list[dict[str, Any]]) -> bool:
    return bool(components[0]["components"][0].get("type") == SELECT_MENU)


async def set_up(
    fd: FakeDiscord,
    driver: Driver,
    db: Path,
    *,
    games: int,
    pace: int,
    plan: list[tuple[int, Action]],
    opener: Opener = open_game,
) -> tuple[list[Table], list[str]]:
    """Open `games` tables with `opener` and play their starters, `pace` at a time, each worker in a channel of its
    own (two lobbies of one channel could race for it); returns the tables ready to play and the failures."""
    numbers: asyncio.Queue[int] = asyncio.Queue()
    for number in range(1, games + 1):
        numbers.put_nowait(number)
    tables: list[Table] = []
    failures: list[str] = []

    async def worker(channel: Channel) -> None:
        while not numbers.empty():
            number = numbers.get_nowait()
            users = [fd.add_member(f"{name}{number}") for name in NAMES]
            try:
                opened = await opener(fd, channel, users, timeout=driver.give_up)
            except SetupError as error:
                failures.append(str(error))
                continue
            table = Table(fd, users, opened.thread, await stored_game(db, opened.game_id))
            figures = Figures()
            for seat, action in plan[:STARTERS]:
                if (problem := await driver.turn(table, seat, action, figures)) is not None:
                    failures.append(f"game {opened.game_id}: {problem}")
                    break
            else:
                tables.append(table)

    await asyncio.gather(*(worker(fd.add_channel(f"games-{slot + 1}")) for slot in range(min(pace, games))))
    return tables, failures


async def play(driver: Driver, table: Table, moves: list[tuple[int, Action]], figures: Figures) -> None:
    for seat, action in moves:
        if (problem := await driver.turn(table, seat, action, figures)) is not None:
            figures.given_up.append(problem)
            return


async def unposted(fd: FakeDiscord, db: Path, tables: list[Table], *, drain: float = DRAIN_S) -> int:
    """Moves stored whose board never reached the game's thread: those after the newest board there, once what is
    still owed has had `DRAIN_S` to go out."""

    stored = {table_id(table): len((await stored_game(db, table_id(table))).history) for table in tables}

    def missing() -> int:  # what the bot stored, not only what this driver saw answered
        return sum(max(0, stored[table_id(table)] + 1 - newest_board(fd, table.thread)) for table in tables)

    with contextlib.suppress(WaitTimeoutError):
        await fd.wait_until(lambda: missing() == 0 or None, timeout=drain, what="the boards still owed")
    return missing()


def newest_board(fd: FakeDiscord, thread: Channel) -> int:
    """The newest game version a board in `thread` shows (its image is named board-GAME-VERSION.png)."""
    versions = [board_version(message) for message in fd.messages_in(thread)]
    return max(versions, default=0)


def table_id(table: Table) -> int:
    return int(table.thread.name.rsplit(" ", 1)[1])
