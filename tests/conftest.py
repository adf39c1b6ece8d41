"""Fixtures every test folder may use: the PostgreSQL server (see `tests.postgres`) and a fresh schema in it.

The run's last lines say whether the PostgreSQL backend was tested, or skipped because no server answered."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Iterator

import pytest

import play.games
import render.games
from tests.postgres import Server, find_server, required

# The tests' loading step, as a program's at start-up: every game kind, its family and its drawer.
play.games.load()
render.games.load()
_found: list[Server] = []


@pytest.fixture(scope="session")
def postgres_server() -> Iterator[Server]:
    """The server, looked for once per run: skips (or, with ZARK_REQUIRE_POSTGRES=1, fails) the test without one."""
    server = find_server()
    _found.append(server)
    if server.problem is not None:
        if required():
            pytest.fail(f"ZARK_REQUIRE_POSTGRES is set, but there is no PostgreSQL server at {server.url}: "
                        f"{server.problem}")  # fmt: skip
        pytest.skip(server.skip_reason)
    yield server
    asyncio.run(server.drop_leftovers())


@pytest.fixture
async def postgres_url(postgres_server: Server) -> AsyncIterator[str]:
    """A store URL on a new empty schema, dropped when the test ends."""
    name, url = await postgres_server.create_schema()
    yield url
    await postgres_server.drop_schema(name)


@pytest.hookimpl(trylast=True)
def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    """One plain line at the end: was PostgreSQL tested?"""
    if not _found:
        return
    server = _found[0]
    if server.problem is None:
        terminalreporter.write_line(f"PostgreSQL backend: tested on {server.url}.")
    elif required():
        terminalreporter.write_line(
            f"PostgreSQL backend: REQUIRED (ZARK_REQUIRE_POSTGRES) but no server at {server.url} ({server.problem}): "
            "its tests failed."
        )
    else:
        terminalreporter.write_line(
            f"PostgreSQL backend: SKIPPED, no server at {server.url} ({server.problem}); only the SQLite backend "
            "was tested. Set ZARK_TEST_POSTGRES_URL to point at a server, or ZARK_REQUIRE_POSTGRES=1 to fail instead."
        )
