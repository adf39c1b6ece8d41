"""Discord's bad days, counted: the real bot.py against the local stand-in, playing a few games under each kind of
fault the stand-in offers, one kind at a time, each on a fresh bot and database.

For each fault kind the bot starts, the games are opened (/zark new, Join, Start, as in bench/e2e.py), each host
sets the game's timers once (/zark timers), and every game plays `--moves` turns after its starters, all at once,
with the fault injected the whole time: at a steady rate (`--rate` of REST calls failing) or planned every
`--every` seconds (a burst of 429s, a reset connection, a gateway fault, an outage). The players are patient, as
people are: a command that got no answer, or the "please try again" apology, is typed again once the game shows it
did not count; a lobby step is pressed again until the lobby shows it. Then the faults stop, what the bot still owes
has `--drain` seconds to go out, and the store (the bot's SQLite file) is checked against what the players were
told.

Per fault kind, `name: value` lines:
- moves_lost: moves answered "Done" whose interaction is not among the stored moves.
- applied_twice: stored moves that are not the move the players meant at that point of the game (a move applied
  again would be one: the players always send the game's next planned move).
- unanswered: interactions the bot received (delivered) that never got a final answer: still "thinking", or not
  acknowledged at all. Counted apart: `acks_failed_by_discord`, never acknowledged though the bot tried: Discord
  failed the acknowledgement (a fault on its callback) until its 3 s ran out (during an outage, or a 5xx twice in a
  row, after which discord.py's own pause before trying again outlasts them); and `not_delivered`, those Discord
  itself never delivered (a session ended by op 9 takes its undelivered interactions with it).
- boards_missing: committed moves whose board, or a later board of the same game, never reached the thread.
- apologies_after_commit: the "Nothing was changed" apology to a move that was stored, a lobby step that was done,
  or timers that were saved.
- dangling_threads: threads the bot opened that belong to no game; turns: moves stored in the games played.

Run: .venv/bin/python bench/faults.py [--games 4] [--moves 20] [--only NAME] [--rate 0.1] [--every 0.5] [--bot-logs DIR]
"""

# ruff: noqa: ASYNC109  (the helpers take an explicit timeout so a failure can say what it awaited)

from __future__ import annotations

import argparse
import asyncio
import random
import shutil
import sqlite3
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import i18n  # noqa: E402
from bench.harness import GAME_NUMBER, OpenedGame, SetupError, last_message, last_message_text, mentioned  # noqa: E402
from bench.tables import NAMES, STARTERS, Driver, set_up, unposted  # noqa: E402
from play.texts import APOLOGY  # noqa: E402
from rules import Action  # noqa: E402
from tests.e2e.fakediscord import (  # noqa: E402
    BotProcess,
    Channel,
    FakeDiscord,
    FakeDiscordError,
    InteractionResult,
    Message,
    User,
    WaitTimeoutError,
)
from tests.e2e.fakediscord.interactions import InteractionRecord, Status  # noqa: E402
from tests.e2e.zark import WINNING_SEED, Table, plan_game  # noqa: E402

#: The REST routes planned faults fall on: acknowledgements, replies, boards, threads, lobby edits.
ROUTES = (
    "POST /interactions/*/*/callback",
    "* /webhooks/**",
    "POST /channels/*/messages",
    "POST /channels/*/messages/*/threads",
    "PATCH /channels/*/messages/*",
)
SORRY = i18n.say(i18n.ENGLISH, APOLOGY).split(".")[1].strip()  # "Nothing was changed; please try again in a moment"
#: Seconds a player waits for a command to show its effect before typing it again.
PATIENCE = 8.0


@dataclass(frozen=True)
class FaultPlan:
    """One kind of fault: `steady` switches it on for the whole run; `tick` injects one now (every `--every` s)."""

    name: str
    steady: Callable[[FakeDiscord, argparse.Namespace], None] | None = None
    tick: Callable[[FakeDiscord, random.Random], object] | None = None
    every: float = 1.0  # ticks are `--every` times this apart


def _route(rng: random.Random) -> str:
    return rng.choice(ROUTES)


PLANS = (
    FaultPlan("rest_5xx", steady=lambda fd, o: fd.faults.error_rate(o.rate, processed_share=0.0)),
    FaultPlan("processed_5xx", steady=lambda fd, o: fd.faults.error_rate(o.rate, processed_share=1.0)),
    FaultPlan("burst_429", tick=lambda fd, rng: fd.faults.rate_limit_next(_route(rng), count=5, retry_after=0.2)),
    FaultPlan("tcp_reset", tick=lambda fd, rng: fd.faults.reset_next(_route(rng), processed=rng.random() < 0.5)),
    FaultPlan("outage_3s", tick=lambda fd, rng: fd.faults.outage(3.0), every=20.0),
    FaultPlan("gateway_close_resume", tick=lambda fd, rng: fd.faults.gateway_close(rng.choice((4000, 4001, 4008)))),
    FaultPlan("gateway_drop", tick=lambda fd, rng: fd.faults.gateway_drop()),
    FaultPlan("gateway_reconnect_op7", tick=lambda fd, rng: fd.faults.gateway_reconnect()),
    FaultPlan("invalid_session_op9", tick=lambda fd, rng: fd.faults.gateway_invalid_session(), every=20.0),
)


@dataclass
class Outcome:
    """One fault kind's figures."""

    name: str
    games_set_up: int = 0
    setup_failures: list[str] = field(default_factory=list)
    given_up: list[str] = field(default_factory=list)
    turns: int = 0
    moves_lost: int = 0
    applied_twice: int = 0
    unanswered: int = 0
    acks_failed_by_discord: int = 0
    not_delivered: int = 0
    boards_missing: int = 0
    apologies_after_commit: int = 0
    apologies: int = 0
    dangling_threads: int = 0
    faults_injected: int = 0
    tracebacks: int = 0
    seconds: float = 0.0
    examples: list[str] = field(default_factory=list)


class Patient:
    """The players: each command is typed again until the store or the channel shows it counted."""

    def __init__(self, fd: FakeDiscord, db: Path, driver: Driver, think: float) -> None:
        self.fd, self.db, self.driver, self.think = fd, db, driver, think
        self.move_interactions: list[InteractionResult] = []
        #: Lobby steps and timers changes, each the list of its tries: the players tried until it showed, so the
        #: last try of each was done (by itself or an earlier try).
        self.steps: list[list[InteractionResult]] = []

    async def open_game(self, fd: FakeDiscord, channel: Channel, users: list[User], *, timeout: float) -> OpenedGame:
        """`bench.harness.open_game`, each step pressed again until the lobby shows it."""
        host = users[0]
        lobby, tries = None, self._step()
        for _ in range(4):
            tries.append(await fd.slash(host, "zark new", channel=channel, timeout=timeout, must_respond=False))
            if await self._settle(lambda: _lobby_of(fd, channel, host)) is not None:
                lobby = _lobby_of(fd, channel, host)
                break
        if lobby is None:  # (mypy: the loop above found it)
            raise SetupError(f"/zark new in #{channel.name} opened no lobby")
        number = GAME_NUMBER.search(lobby.content)
        assert number is not None
        try:
            thread = await fd.wait_until(
                lambda: None if lobby.thread_id is None else fd.world.channels.get(lobby.thread_id),
                timeout=timeout,
                what=f"the thread of game {number.group(1)}",
            )
        except FakeDiscordError as error:
            raise SetupError(f"game {number.group(1)}: {error}") from error
        for user in users[1:]:
            await self._press(user, lobby, "Join", partial(mentioned, user, lobby))
        await self._press(host, lobby, "Start", lambda: "has begun" in last_message_text(fd, thread) or None)
        return OpenedGame(int(number.group(1)), users, lobby, thread)

    def _step(self) -> list[InteractionResult]:
        self.steps.append([])
        return self.steps[-1]

    async def _press(self, user: User, lobby: Message, label: str, shown: Callable[[], object]) -> None:
        tries = self._step()
        for _ in range(4):
            try:
                pressed = await self.fd.click(user, lobby, label=label, timeout=PATIENCE, must_respond=False)
            except FakeDiscordError:  # the button is gone: the step was done
                pressed = None
            if pressed is not None:
                tries.append(pressed)
            if await self._settle(shown) is not None:
                return
        raise SetupError(f"{label} by {user.username} never showed on the lobby")

    async def set_timers(self, table: Table, hours: int) -> None:
        """The host sets the game's first reminder, typed again until the store has it."""
        game_id, tries = table_id_of(table), self._step()
        for _ in range(4):
            result = await self.fd.slash(
                table.user(0),
                "zark timers",
                channel=table.thread,
                options={"reminder_hours": hours},
                timeout=PATIENCE,
                must_respond=False,
            )
            tries.append(result)
            if await self._settle(lambda: _timers_saved(self.db, game_id, hours)) is not None:
                return

    async def play(self, table: Table, plan: list[tuple[int, Action]], until: int, give_up: float) -> str | None:
        """Play the table's game to `until` moves stored: always the next planned move, typed again while the store
        does not have it. None once done, else why it stopped."""
        game_id = table_id_of(table)
        progress = time.monotonic()
        while (stored := stored_moves(self.db, game_id)) < until:
            if time.monotonic() - progress > give_up:
                return f"game {game_id}: stuck at {stored} moves for {give_up:.0f} s"
            seat, action = plan[stored]
            await asyncio.sleep(self.think)
            try:
                result = await self.driver.send(table, seat, action)
            except WaitTimeoutError:
                result = None
            if result is not None:
                self.move_interactions.append(result)
                table.last_private[seat] = result
            counted = await self._settle(lambda: stored_moves(self.db, game_id) > stored or None)
            if counted is not None:
                progress = time.monotonic()
        return None

    async def _settle(self, shown: Callable[[], object]) -> object | None:
        try:
            return await self.fd.wait_until(lambda: shown() or None, timeout=PATIENCE, what="its effect")
        except WaitTimeoutError:
            return None


def _lobby_of(fd: FakeDiscord, channel: Channel, host: User) -> Message | None:
    message = last_message(fd, channel)
    if message is not None and message.content.startswith("**Zark City**: game") and host.mention in message.content:
        return message
    return None


def stored_moves(db: Path, game_id: int) -> int:
    with sqlite3.connect(db) as connection:
        return int(connection.execute("SELECT count(*) FROM moves WHERE game_id = ?", (game_id,)).fetchone()[0])


def _timers_saved(db: Path, game_id: int, hours: int) -> bool:
    with sqlite3.connect(db) as connection:
        row = connection.execute("SELECT remind_after_minutes FROM games WHERE id = ?", (game_id,)).fetchone()
    return row is not None and row[0] == hours * 60


def table_id_of(table: Table) -> int:
    return int(table.thread.name.rsplit(" ", 1)[1])


async def inject(fd: FakeDiscord, plan: FaultPlan, options: argparse.Namespace) -> None:
    """The planned faults, one every `--every` seconds (times the plan's own spacing) until cancelled."""
    rng = random.Random(options.seed)
    await asyncio.sleep(options.every)
    while plan.tick is not None:
        plan.tick(fd, rng)
        await asyncio.sleep(options.every * plan.every)


async def run_kind(plan: FaultPlan, options: argparse.Namespace) -> Outcome:
    outcome, began = Outcome(plan.name), time.monotonic()
    moves = plan_game(WINNING_SEED, len(NAMES), STARTERS + options.moves, endless=True)
    with tempfile.TemporaryDirectory() as folder:
        db, log_path = Path(folder) / "zark.db", Path(folder) / "bot.log"
        async with FakeDiscord() as fd:
            env = fd.bot_env(ZARK_DB_PATH=str(db), ZARK_DEAL_SEED=WINNING_SEED, LOG_LEVEL="WARNING")
            bot = await BotProcess.start(ROOT / "bot.py", env=env, log_path=log_path, cwd=ROOT)
            driver = Driver(fd, PATIENCE)
            players = Patient(fd, db, driver, options.think)
            try:
                await fd.wait_for_ready(process=bot)
                if plan.steady is not None:
                    plan.steady(fd, options)
                injecting = asyncio.create_task(inject(fd, plan, options))
                tables, outcome.setup_failures = await set_up(
                    fd, driver, db, games=options.games, pace=options.games, plan=[], opener=players.open_game
                )
                outcome.games_set_up = len(tables)
                await asyncio.gather(*(players.set_timers(table, 30 + n) for n, table in enumerate(tables)))
                stops = await asyncio.gather(
                    *(players.play(t, moves, STARTERS + options.moves, options.give_up) for t in tables)
                )
                outcome.given_up = [stop for stop in stops if stop is not None]
                injecting.cancel()
                fd.faults.clear()
                await asyncio.sleep(0)
                outcome.boards_missing = await unposted(fd, db, tables, drain=options.drain)
                count(outcome, fd, db, players, plan=moves, tables=tables)
            finally:
                await bot.kill()
                if options.bot_logs is not None:
                    options.bot_logs.mkdir(parents=True, exist_ok=True)
                    shutil.copyfile(log_path, options.bot_logs / f"{plan.name}.log")
            outcome.tracebacks = bot.log_text().count("Traceback")
    outcome.seconds = time.monotonic() - began
    return outcome


def count(
    outcome: Outcome,
    fd: FakeDiscord,
    db: Path,
    players: Patient,
    *,
    plan: list[tuple[int, Action]],
    tables: list[Table],
) -> None:
    """The figures, from the store and from what the stand-in saw."""
    with sqlite3.connect(db) as connection:
        stored = connection.execute(
            "SELECT game_id, seat, notation, interaction_id FROM moves ORDER BY game_id, seq"
        ).fetchall()
        threads = {row[0] for row in connection.execute("SELECT thread_id FROM games WHERE thread_id IS NOT NULL")}
    stored_ids = {row[3] for row in stored if row[3] is not None}
    by_game: dict[int, list[tuple[int, str]]] = {}
    for game_id, seat, notation, _ in stored:
        by_game.setdefault(game_id, []).append((seat, notation))
    played = {table_id_of(table) for table in tables}
    for game_id, moves in by_game.items():
        outcome.turns += len(moves) if game_id in played else 0
        for index, (seat, notation) in enumerate(moves):
            if index >= len(plan) or plan[index][0] != seat or plan[index][1].notation() != notation:
                outcome.applied_twice += 1
                outcome.examples.append(f"game {game_id} move {index + 1}: {notation} by seat {seat}")
    for result in players.move_interactions:
        said = [reply.content for reply in result.replies if not reply.loading]
        if any(text.startswith("Done") for text in said) and result.id not in stored_ids:
            outcome.moves_lost += 1
            outcome.examples.append(f"lost: {result.record.label}")
        if any(SORRY in text for text in said) and result.id in stored_ids:
            outcome.apologies_after_commit += 1
            outcome.examples.append(f"apology after commit: {result.record.label}")
    for tries in players.steps:
        if tries and any(SORRY in reply.content for reply in tries[-1].replies):
            result = tries[-1]
            outcome.apologies_after_commit += 1
            outcome.examples.append(f"apology after a step: {result.record.label} {result.content[:60]!r}")
    refused = {fault.route.split("/")[2] for fault in fd.faults.injected if fault.route.endswith("/callback")}
    for record in fd.world.interactions.values():
        if record.choices is not None or record.type.value == 4:  # autocomplete: answered with choices or not
            continue
        if not record.delivered:
            outcome.not_delivered += 1
        elif record.status is not Status.ACKNOWLEDGED and str(record.id) in refused:
            outcome.acks_failed_by_discord += 1  # Discord failed it until its 3 s ran out
        elif not _answered(record, fd):
            outcome.unanswered += 1
            outcome.examples.append(f"unanswered: {record.label} ({record.status.value})")
        outcome.apologies += any(SORRY in m.content for m in InteractionResult(record, fd.world).replies)
    bot_threads = [c for c in fd.world.channels.values() if (c.name or "").startswith("Zark City game")]
    outcome.dangling_threads = sum(1 for thread in bot_threads if thread.id not in threads)
    outcome.faults_injected = len(fd.faults.injected)


def _answered(record: InteractionRecord, fd: FakeDiscord) -> bool:
    if record.status is not Status.ACKNOWLEDGED:
        return False
    return InteractionResult(record, fd.world).settled()


def report(outcomes: list[Outcome], options: argparse.Namespace, seconds: float) -> None:
    print(
        f"per fault kind: {options.games} games x {options.moves} turns after set-up, faults at rate {options.rate} "
        f"or every {options.every} s; {options.drain:.0f} s to drain"
    )
    for outcome in outcomes:
        prefix = outcome.name
        for name in (
            "moves_lost",
            "applied_twice",
            "unanswered",
            "boards_missing",
            "apologies_after_commit",
            "dangling_threads",
            "turns",
            "acks_failed_by_discord",
            "not_delivered",
            "apologies",
            "games_set_up",
            "faults_injected",
            "tracebacks",
        ):
            print(f"{prefix}.{name}: {getattr(outcome, name)}")
        print(f"{prefix}.setup_failures: {len(outcome.setup_failures)}")
        print(f"{prefix}.games_given_up: {len(outcome.given_up)}")
        print(f"{prefix}.seconds: {outcome.seconds:.1f}")
        for example in (outcome.setup_failures + outcome.given_up + outcome.examples)[:4]:
            print(f"  e.g. {example}")
    print(f"total_seconds: {seconds:.1f}")


async def main(options: argparse.Namespace) -> None:
    began = time.monotonic()
    chosen = [plan for plan in PLANS if options.only is None or plan.name in options.only.split(",")]
    outcomes = []
    for plan in chosen:
        outcomes.append(await run_kind(plan, options))
    report(outcomes, options, time.monotonic() - began)


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=4, help="games per fault kind (default 4)")
    parser.add_argument("--moves", type=int, default=20, help="turns per game after its starters (default 20)")
    parser.add_argument("--rate", type=float, default=0.1, help="share of REST calls failing, 5xx kinds (0.1)")
    parser.add_argument("--every", type=float, default=0.5, help="seconds between planned faults (default 0.5)")
    parser.add_argument("--drain", type=float, default=20.0, help="seconds for what is owed to go out (20)")
    parser.add_argument("--give-up", type=float, default=60.0, help="seconds a game may make no progress (60)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the planned faults' routes (default 1)")
    parser.add_argument("--think", type=float, default=0.25, help="seconds a player takes per move (0.25)")
    parser.add_argument("--bot-logs", type=Path, help="keep each fault kind's bot log in this folder")
    parser.add_argument("--only", help="comma-separated fault kinds: " + ", ".join(plan.name for plan in PLANS))
    asyncio.run(main(parser.parse_args()))
