"""Two bot processes as the two shards of one bot, sharing one PostgreSQL database, through the Discord stand-in:
games in a server of each shard, reminders that fire once whichever processes are up, one process
killed in the middle of its game and started again, and nothing lost or doubled.

The bot's clock is moved through ZARK_CLOCK_FILE (both processes read the same file); their schedulers tick every
0.2 s. Needs the PostgreSQL server (see tests/postgres.py): skipped without one, unless ZARK_REQUIRE_POSTGRES=1.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field
from pathlib import Path

from data import Store
from rules import Action, Phase
from rules.players import decide

from .conftest import LaunchBot
from .fakediscord import BotProcess, FakeDiscord, Guild, Message
from .zark import (
    ROOT,
    WINNING_SEED,
    Table,
    board_version,
    open_lobby,
    open_table,
    plan_game,
    stored_game,
    until_the_computers_turn,
)

HOUR = 3600
SHARDS = 2
REMINDER = "⏰"


@dataclass
class Shards:
    """The two processes (shard 0 and shard 1 of 2) and what they share: the database and the clock."""

    fd: FakeDiscord
    launch: LaunchBot
    database: str
    clock_file: Path
    bots: dict[int, BotProcess] = field(default_factory=dict)

    seed: str = WINNING_SEED
    computer_delay: str = "2"

    async def start(self, shard: int) -> BotProcess:
        bot = await self.launch(
            ROOT / "bot.py",
            cwd=ROOT,
            ZARK_DATABASE_URL=self.database,
            ZARK_SHARD_COUNT=str(SHARDS),
            ZARK_SHARD_IDS=str(shard),
            ZARK_DEAL_SEED=self.seed,
            ZARK_CLOCK_FILE=str(self.clock_file),
            ZARK_TICK_SECONDS="0.2",
            ZARK_COMPUTER_DELAY=self.computer_delay,
            ZARK_COMPUTER_WORKERS="1",
        )
        self.bots[shard] = bot
        await self.fd.wait_for_shards([shard], SHARDS, process=bot)
        return bot

    def move_clock(self, hours: float) -> None:
        self.clock_file.write_text(str(float(self.clock_file.read_text() or 0) + hours * HOUR))


@dataclass
class Played:
    """A game and the moves of its plan still to play."""

    table: Table
    plan: list[tuple[int, Action]]

    async def play(self, moves: int) -> None:
        for _ in range(moves):
            if not self.plan:
                return
            seat, action = self.plan.pop(0)
            await self.table.perform(seat, action, check_autocomplete=False)

    def posted(self, text: str) -> list[Message]:
        return [m for m in self.table.fd.messages_in(self.table.thread) if text in m.content]


async def wait_for_reminders(played: Played, count: int) -> None:
    await played.table.fd.wait_until(lambda: len(played.posted(REMINDER)) >= count, timeout=10)


async def test_two_shards_share_one_database_and_lose_nothing(
    postgres_url: str, fd: FakeDiscord, launch_bot: LaunchBot, tmp_path: Path
) -> None:
    """(The database is asked for first, so that it is dropped after the bot processes are killed.)"""
    north: Guild = fd.add_guild("North", shard=(0, SHARDS))
    south: Guild = fd.add_guild("South", shard=(1, SHARDS))
    clock_file = tmp_path / "clock-offset"
    clock_file.write_text("0")
    shards = Shards(fd, launch_bot, postgres_url, clock_file)
    first = await shards.start(0)
    await shards.start(1)
    await fd.wait_for_ready(process=first)  # the process of shard 0 synced the commands
    assert "the process of shard 0 syncs the commands" in shards.bots[1].log_text()

    # A game in a server of each shard, played move for move side by side.
    up = Played(await open_table(fd, postgres_url, ("ann", "bob", "cy"), number=1, guild=north), [])
    down = Played(await open_table(fd, postgres_url, ("dee", "eve", "fay"), number=2, guild=south), [])
    for played in (up, down):
        played.plan = plan_game(WINNING_SEED, 3)
    for _ in range(8):
        await up.play(1)
        await down.play(1)
    assert up.table.game.phase is Phase.ACTION and down.table.game.phase is Phase.ACTION

    # A day later each game is reminded once, by one process or the other. Discord answers slowly meanwhile, so
    # both processes' schedulers tick while a reminder is being posted: only a claim keeps the other away.
    fd.world.response_delay = 0.5
    shards.move_clock(24.01)
    await wait_for_reminders(up, 1)
    await wait_for_reminders(down, 1)
    await asyncio.sleep(1.0)
    fd.world.response_delay = 0.0
    assert len(up.posted(REMINDER)) == len(down.posted(REMINDER)) == 1 and not fd.world.nonce_repeats

    # The process of shard 1 dies in the middle of its game; shard 0's game goes on, and the next reminders
    # (shard 1's game's too) come from the process still up.
    await down.play(3)
    await shards.bots[1].kill()
    await fd.world.wait_for(lambda: (1, SHARDS) not in fd.gateway.live_shards(), timeout=5, what="shard 1 to go")
    await up.play(4)
    shards.move_clock(24.01)
    await wait_for_reminders(up, 2)
    await wait_for_reminders(down, 2)

    # Shard 1's process is started again: its game picks up where it was, and both games are played to the end.
    # (The bot as a whole was never down: nobody's timers move on for the restart.)
    await shards.start(1)
    assert "was down for" not in shards.bots[1].log_text()
    assert (await stored_game(postgres_url, 2)).history == down.table.game.history  # every move it acknowledged
    while up.plan or down.plan:
        await up.play(2)
        await down.play(2)
    await asyncio.sleep(1.0)  # several more ticks of both schedulers: nothing more may fire

    async with await Store.open(postgres_url) as store:
        for game_id, played in ((1, up), (2, down)):
            loaded = await store.load(game_id)
            assert loaded.game is not None and loaded.game.phase is Phase.OVER
            assert loaded.game.history == played.table.game.history  # every move there, once, in order
            assert (await store.verify(game_id)).ok
            assert len(await store.moves(game_id)) == len(played.table.game.history)
    for played in (up, down):
        reminders = played.posted(REMINDER)
        assert len(reminders) == 2, [m.content for m in reminders]  # each reminder once, none twice
        assert len({m.nonce for m in reminders}) == 2
        shown = [board_version(m) for m in played.posted("") if board_version(m)]
        assert len(shown) == len(set(shown))  # no board posted twice (a move that calls on nobody new has none)
        moves = sum(m.content.count(" · `") for m in played.posted(""))
        assert moves == len(played.table.game.history)  # every move's line posted once
        assert any("wins" in m.content for m in played.posted(""))
    assert not fd.world.nonce_repeats  # not even tried twice


async def test_a_computers_turn_cut_off_with_its_process_is_played_once_by_the_other(
    postgres_url: str, fd: FakeDiscord, launch_bot: LaunchBot, tmp_path: Path
) -> None:
    """Ann plays an easy computer in a server of shard 1. Whichever process claims the computer's first turn is
    killed while it waits out the pause before the move; once its claim has lapsed, the other process makes the
    move: the same one (seeded by game, version and seat), stored and shown once."""
    south = fd.add_guild("South", shard=(1, SHARDS))
    clock_file = tmp_path / "clock-offset"
    clock_file.write_text("0")
    shards = Shards(fd, launch_bot, postgres_url, clock_file, seed="14")
    await fd.wait_for_ready(process=await shards.start(0))
    await shards.start(1)
    ann = fd.add_member("ann", guild=south)
    lobby = await open_lobby(fd, ann, channel=fd.channel_of(south))
    thread = await fd.wait_for_thread("Zark City game 1")
    added = await fd.slash(ann, "zark bot add", channel=thread, options={"level": "easy"})
    assert added.content == "Done: Bot 1 (easy) joined game 1.", added.content
    await fd.wait_for_message(lambda m: m.id == lobby.id and "Bot 1 (easy)" in m.content)
    await fd.click(ann, lobby, label="Start")
    await fd.wait_for_message(lambda m: m.channel_id == thread.id and "has begun" in m.content)
    table = Table(fd, [ann], thread, await stored_game(postgres_url))
    await until_the_computers_turn(table, postgres_url)
    version = len(table.game.history) + 1
    thinking = f"Bot 1 (easy) is thinking: computer:1:{version}:1"
    await fd.world.wait_for(
        lambda: any(thinking in bot.log_text() for bot in shards.bots.values()), timeout=10, what="the search"
    )
    [holder] = [shard for shard, bot in shards.bots.items() if thinking in bot.log_text()]
    other = 1 - holder
    await shards.bots[holder].kill()
    before = await stored_game(postgres_url)
    assert len(before.history) == version - 1, "killed before the computer's move was made"
    boards = len([m for m in fd.messages_in(thread) if m.attachments])

    await asyncio.sleep(2.5)  # past the pause, many sweeps of the other process: the dead one's claim holds
    assert len((await stored_game(postgres_url)).history) == version - 1
    assert thinking not in shards.bots[other].log_text()  # the other process did not even search
    shards.move_clock(3 / 60)  # three minutes on: the claim has lapsed
    expected = decide(before, 1, "easy", f"computer:1:{version}:1")
    moved = await fd.wait_for_message(
        lambda m: m.channel_id == thread.id and bool(m.attachments) and f"`{expected.notation()}`" in m.content,
        timeout=30,
        what="the computer's move, made by the other process",
    )
    assert moved.content.startswith("**Bot 1 (easy)** ")
    assert thinking in shards.bots[other].log_text()
    await asyncio.sleep(1.0)  # more sweeps of the process that is up: nothing more may happen
    after = await stored_game(postgres_url)
    assert after.history[:version] == [*before.history, (1, expected)]
    assert len(after.history) == version  # the game waits on Ann again, having moved once
    assert len([m for m in fd.messages_in(thread) if m.attachments]) == boards + 1
