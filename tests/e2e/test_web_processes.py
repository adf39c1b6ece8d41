"""Two `python -m web` processes on one PostgreSQL database, as an operator runs them behind a reverse proxy: the
moves the bot's store commits reach the open pages of both (LISTEN/NOTIFY, sent by each move's own transaction), and
both serve every kind's pages, boards and records alike: the same board under the same strong validator, so a
browser's cached board holds whichever process answers. Each process stops cleanly on SIGTERM."""

from __future__ import annotations

import asyncio
import os
import signal
import sys
from collections.abc import AsyncIterator
from contextlib import AsyncExitStack, asynccontextmanager
from pathlib import Path

import aiohttp

from data import Store
from tests.web.games import KINDS, play_moves, stored_game
from tests.web.test_live import PROMPT, events

from .test_bot_web import free_port

ROOT = Path(__file__).resolve().parents[2]
#: How long a process may take to answer its first request.
STARTING = 30.0


@asynccontextmanager
async def web_process(url: str, log: Path) -> AsyncIterator[str]:
    """`python -m web` on the database of `url` and a free port, until the block ends (then SIGTERM, and a clean
    exit is required): its base address."""
    port = free_port()
    env = {name: value for name, value in os.environ.items() if not name.startswith("ZARK_")}
    env |= {"ZARK_DATABASE_URL": url, "ZARK_WEB_HOST": "127.0.0.1", "ZARK_WEB_PORT": str(port),
            "ZARK_WEB_REQUESTS_PER_MINUTE": "100000"}  # fmt: skip
    with log.open("wb") as output:
        process = await asyncio.create_subprocess_exec(
            sys.executable, "-m", "web", cwd=ROOT, env=env, stdout=output, stderr=output
        )
    base = f"http://127.0.0.1:{port}"
    try:
        await until_it_answers(base, process, log)
        yield base
        process.send_signal(signal.SIGTERM)
        assert await asyncio.wait_for(process.wait(), 10) == 0, said(log)
    finally:
        if process.returncode is None:
            process.kill()
            await process.wait()


def said(log: Path) -> str:
    """What a process wrote, for a failure's message."""
    return log.read_text()


async def until_it_answers(base: str, process: asyncio.subprocess.Process, log: Path) -> None:
    loop = asyncio.get_running_loop()
    deadline = loop.time() + STARTING
    async with aiohttp.ClientSession() as session:
        while True:
            assert process.returncode is None, said(log)
            try:
                async with session.get(f"{base}/") as answer:
                    if answer.status == 200:
                        return
            except aiohttp.ClientConnectionError:
                pass
            assert loop.time() < deadline, f"python -m web did not answer within {STARTING} s:\n{said(log)}"
            await asyncio.sleep(0.1)


async def test_two_web_processes_on_postgresql_follow_and_serve_every_kind(postgres_url: str, tmp_path: Path) -> None:
    async with AsyncExitStack() as stack:
        bases = [await stack.enter_async_context(web_process(postgres_url, tmp_path / f"web-{n}.log")) for n in (1, 2)]
        bot = await stack.enter_async_context(await Store.open(postgres_url))
        session = await stack.enter_async_context(aiohttp.ClientSession())
        for number, kind in enumerate(KINDS):
            made = await stored_game(bot, kind, moves=2, thread=300 + number)
            version = (await bot.load(made.game_id)).version
            answers = [await session.get(f"{base}/g/{made.token}/events") for base in bases]
            streams = [events(answer) for answer in answers]
            for stream in streams:
                assert await asyncio.wait_for(anext(stream), PROMPT) == ("hello", str(version))
            await play_moves(bot, made.game_id, 1)  # as the bot commits a move: the transaction notifies
            for stream in streams:  # each process hears it, within 2 s
                assert await asyncio.wait_for(anext(stream), PROMPT) == ("move", str(version + 1)), kind
            for answer in answers:
                answer.close()
            pages = [await read(session, f"{base}/g/{made.token}") for base in bases]
            assert pages[0] == pages[1] and f"/g/{made.token}/moves/3/board.png" in pages[0], kind
            boards = [await session.get(f"{base}/g/{made.token}/moves/3/board.png") for base in bases]
            tags = [board.headers["ETag"] for board in boards]
            drawn = [await board.read() for board in boards]
            assert drawn[0] == drawn[1] and drawn[0].startswith(b"\x89PNG") and tags[0] == tags[1], kind
            cached = await session.get(
                f"{bases[1]}/g/{made.token}/moves/3/board.png", headers={"If-None-Match": tags[0]}
            )
            assert cached.status == 304, kind  # the first process's validator holds at the second
            records = [await read(session, f"{base}/g/{made.token}/record.txt") for base in bases]
            assert records[0] == records[1] and records[0], kind


async def read(session: aiohttp.ClientSession, address: str) -> str:
    async with session.get(address) as answer:
        body = await answer.text()
        assert answer.status == 200, (address, answer.status, body[:300])
        return body
