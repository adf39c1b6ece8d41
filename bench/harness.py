"""Shared by bench/e2e.py and bench/memory.py: a process tree's CPU time and memory read from /proc, a probe of
this process's own event-loop lag, and opening games through the Discord stand-in at a bounded pace.

Linux only (everything comes from /proc); no package beyond the project's own requirements.
"""

# ruff: noqa: ASYNC109  (the helpers take an explicit timeout so a failure can say what it awaited)

from __future__ import annotations

import asyncio
import math
import os
import re
import time
from dataclasses import dataclass
from functools import partial
from pathlib import Path

from tests.e2e.fakediscord import Channel, FakeDiscord, FakeDiscordError, Message, User

PROC = Path("/proc")
CLOCK_TICKS = os.sysconf("SC_CLK_TCK")
GAME_NUMBER = re.compile(r"game (\d+)")


# /proc ---------------------------------------------------------------------------------------------------------


def _stat_fields(pid: int) -> list[str] | None:
    """The fields of /proc/<pid>/stat after the command name (which may hold spaces and parentheses):
    index 0 is field 3 (state), so field n of proc(5) is at n - 3. None if the process is gone."""
    try:
        text = (PROC / str(pid) / "stat").read_text()
    except (FileNotFoundError, ProcessLookupError):
        return None
    return text[text.rindex(")") + 2 :].split()


def process_tree(root: int) -> list[int]:
    """`root` and every live descendant (children, their children...), found through the parent pids in /proc."""
    children: dict[int, list[int]] = {}
    for entry in PROC.iterdir():
        if entry.name.isdigit() and (fields := _stat_fields(int(entry.name))) is not None:
            children.setdefault(int(fields[1]), []).append(int(entry.name))
    tree, todo = [], [root]
    while todo:
        pid = todo.pop()
        tree.append(pid)
        todo.extend(children.get(pid, []))
    return tree


def process_cpu_seconds(pid: int) -> float:
    """User + system CPU of one process (all its threads): fields 14 and 15 of /proc/<pid>/stat."""
    fields = _stat_fields(pid)
    return 0.0 if fields is None else (int(fields[11]) + int(fields[12])) / CLOCK_TICKS


def tree_cpu_seconds(root: int) -> float:
    """User + system CPU of `root` and its live descendants, plus what their already-reaped children used
    (cutime, cstime): fields 14 to 17 of /proc/<pid>/stat."""
    ticks = 0
    for pid in process_tree(root):
        fields = _stat_fields(pid)
        if fields is not None:
            ticks += sum(int(value) for value in fields[11:15])
    return ticks / CLOCK_TICKS


def machine_busy_seconds() -> float:
    """CPU seconds the whole machine has spent busy (every core, every process, and time stolen by the host),
    from the first line of /proc/stat: user, nice, system, irq, softirq, steal."""
    fields = [int(value) for value in (PROC / "stat").read_text().split("\n", 1)[0].split()[1:9]]
    user, nice, system, _idle, _iowait, irq, softirq, steal = fields
    return (user + nice + system + irq + softirq + steal) / CLOCK_TICKS


def rss_kb(pid: int) -> int:
    """VmRSS of one process from /proc/<pid>/status (0 if it is gone)."""
    try:
        status = (PROC / str(pid) / "status").read_text()
    except (FileNotFoundError, ProcessLookupError):
        return 0
    match = re.search(r"^VmRSS:\s+(\d+) kB", status, re.MULTILINE)
    return int(match.group(1)) if match else 0


def pss_kb(pid: int) -> int:
    """Proportional set size of one process from /proc/<pid>/smaps_rollup: its private pages, plus each shared page
    divided by the number of processes sharing it (0 if it is gone or the kernel lacks the file)."""
    try:
        rollup = (PROC / str(pid) / "smaps_rollup").read_text()
    except (FileNotFoundError, ProcessLookupError, PermissionError):
        return 0
    match = re.search(r"^Pss:\s+(\d+) kB", rollup, re.MULTILINE)
    return int(match.group(1)) if match else 0


def tree_rss_kb(root: int) -> dict[int, int]:
    """VmRSS of `root` and of each live descendant, by pid."""
    return {pid: rss_kb(pid) for pid in process_tree(root)}


def command_line(pid: int) -> str:
    try:
        return (PROC / str(pid) / "cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace").strip()
    except (FileNotFoundError, ProcessLookupError):
        return "?"


async def wait_until_idle(root: int, *, below: float = 0.02, window: float = 1.0, timeout: float = 120.0) -> float:
    """Wait until the process tree uses less than `below` CPU seconds in a `window` of wall time; returns the
    seconds waited (or `timeout`, if it never settles)."""
    start = time.monotonic()
    before = tree_cpu_seconds(root)
    while time.monotonic() - start < timeout:
        await asyncio.sleep(window)
        now = tree_cpu_seconds(root)
        if now - before < below:
            break
        before = now
    return time.monotonic() - start


# this process's event loop ---------------------------------------------------------------------------------------


class LoopLag:
    """How late this process's event loop runs a timer: every `interval` s, the delay beyond the asked sleep.

    The stand-in stamps every time it reports (interaction sent, callback received, message posted) from this
    loop, so a loop running late makes the bot look slower than it is: this says by how much at most.
    """

    def __init__(self, interval: float = 0.05) -> None:
        self.interval = interval
        self.lags: list[float] = []
        self._task: asyncio.Task[None] | None = None

    def start(self) -> None:
        self.lags.clear()
        self._task = asyncio.create_task(self._run())

    def stop(self) -> list[float]:
        if self._task is not None:
            self._task.cancel()
        return list(self.lags)

    async def _run(self) -> None:
        while True:
            asked = time.monotonic()
            await asyncio.sleep(self.interval)
            self.lags.append(max(0.0, time.monotonic() - asked - self.interval))


# statistics ------------------------------------------------------------------------------------------------------


def percentile(values: list[float], share: float) -> float:
    """The nearest-rank percentile (`share` in 0..1) of `values`; NaN if there are none."""
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, math.ceil(share * len(ordered)) - 1))]


def ms(seconds: float) -> str:
    """Seconds as milliseconds with one decimal (`inf` and `nan` stay words)."""
    return f"{seconds * 1000:.1f}" if math.isfinite(seconds) else str(seconds)


# games through the stand-in --------------------------------------------------------------------------------------


class SetupError(Exception):
    """A game could not be opened (the bot refused or did not answer a lobby step)."""


@dataclass
class OpenedGame:
    game_id: int
    users: list[User]
    lobby: Message
    thread: Channel


async def open_game(fd: FakeDiscord, channel: Channel, users: list[User], *, timeout: float = 30.0) -> OpenedGame:
    """/zark new by the first user in `channel`, Join by each other user (one after the other, each waiting for the
    lobby to list them), Start by the host, then wait for the "has begun" board in the game's thread.

    Every wait looks at one message or channel (never a scan of all messages), so opening stays cheap with
    thousands of messages stored. Raises SetupError when the bot refuses or does not answer a step.
    """
    world = fd.world
    new = await fd.slash(users[0], "zark new", channel=channel, timeout=timeout, must_respond=False)
    number = GAME_NUMBER.search(new.content) if new.content.startswith("Done") else None
    lobby = last_message(fd, channel)  # posted just before the private "Done: game N is open"
    if number is None or lobby is None or not lobby.content.startswith(f"**Zark City**: game {number.group(1)} ("):
        raise SetupError(f"/zark new in #{channel.name} opened no lobby: {new!r} {new.content!r}")
    try:
        thread = await fd.wait_until(
            lambda: None if lobby.thread_id is None else world.channels.get(lobby.thread_id),
            timeout=timeout,
            what=f"the thread of game {number.group(1)}",
        )
        for user in users[1:]:
            joined = await fd.click(user, lobby, label="Join", timeout=timeout, must_respond=False)
            if not joined.responded:
                raise SetupError(f"Join of game {number.group(1)} by {user.username}: {joined!r}")
            await fd.wait_until(partial(mentioned, user, lobby), timeout=timeout, what="the join")
        started = await fd.click(users[0], lobby, label="Start", timeout=timeout, must_respond=False)
        if not started.responded:
            raise SetupError(f"Start of game {number.group(1)}: {started!r}")
        await fd.wait_until(lambda: "has begun" in last_message_text(fd, thread), timeout=timeout, what="the start")
    except FakeDiscordError as error:  # a wait timed out, or a button was missing
        raise SetupError(f"game {number.group(1)}: {error}") from error
    return OpenedGame(int(number.group(1)), users, lobby, thread)


def mentioned(user: User, message: Message) -> bool:
    return user.mention in message.content


def last_message(fd: FakeDiscord, channel: Channel) -> Message | None:
    """The newest public message of a channel or thread, found without scanning every message."""
    return fd.world.messages.get(channel.last_message_id or 0)


def last_message_text(fd: FakeDiscord, channel: Channel) -> str:
    message = last_message(fd, channel)
    return "" if message is None else message.content
