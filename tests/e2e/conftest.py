"""Fixtures for end-to-end tests: a fresh fake Discord per test, and bot processes killed at teardown."""

from __future__ import annotations

from collections.abc import AsyncIterator, Awaitable, Callable
from pathlib import Path

import pytest

from .fakediscord import BotProcess, FakeDiscord

LaunchBot = Callable[..., Awaitable[BotProcess]]


@pytest.fixture
async def fd() -> AsyncIterator[FakeDiscord]:
    """The stand-in; a test fails at teardown if it hit a route the stand-in lacks or broke it."""
    async with FakeDiscord() as fake:
        yield fake
        fake.assert_no_problems()


@pytest.fixture
async def launch_bot(fd: FakeDiscord, tmp_path: Path) -> AsyncIterator[LaunchBot]:
    """Start `script` as a real process pointed at `fd`; every process started is SIGKILLed afterwards.

    Each bot's log is printed at teardown, so pytest shows it next to a failure.
    """
    started: list[BotProcess] = []

    async def launch(script: Path, *, token: str | None = None, cwd: Path | None = None, **env: str) -> BotProcess:
        log_path = tmp_path / f"{script.stem}-{len(started)}.log"
        bot = await BotProcess.start(script, env=fd.bot_env(token=token, **env), log_path=log_path, cwd=cwd)
        started.append(bot)
        return bot

    yield launch
    for bot in started:
        await bot.kill()
        print(f"----- {bot.label} (exit {bot.returncode}) -----\n{bot.log_tail()}")
