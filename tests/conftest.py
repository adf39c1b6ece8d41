"""Fixtures every test folder may use: the PostgreSQL server (see `tests.postgres`) and a fresh schema in it.

The run's last lines say whether the PostgreSQL backend was tested, or skipped because no server answered. Under
pytest-xdist (`./test.sh` runs the tests in worker processes) each worker looks for the server itself and sends what
it found to the controller, which prints the line once.

Every test under tests/e2e is marked `e2e` (it starts a bot process or the stand-in of Discord), whatever its file
says, so `./test.sh fast` (`-m "not e2e and not slow"`) can never pick one up.
"""

from __future__ import annotations

import asyncio
import itertools
from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from typing import Any

import pytest

import play.games
import render.games
from tests.browser import summary as browser_summary
from tests.postgres import Server, find_server, required
from tests.slow import SLOW

# The tests' loading step, as a program's at start-up: every game kind, its family and its drawer.
play.games.load()
render.games.load()

TESTS = Path(__file__).resolve().parent
E2E = TESTS / "e2e"
#: The servers looked for in this process (at most one), or, in the controller of an xdist run, by its workers.
_found: list[Server] = []


@pytest.hookimpl(tryfirst=True)
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Mark `e2e` every test under tests/e2e, and `slow` those `tests.slow` lists (each of which must exist); in
    xdist workers, spread the end-to-end tests among the others."""
    missing = [
        f"tests/{path}::{name}"
        for path, names in SLOW.items()
        for name in names
        if not (TESTS / path).is_file() or f"def {name}(" not in (TESTS / path).read_text(encoding="utf-8")
    ]
    if missing:
        raise pytest.UsageError(f"tests/slow.py names tests that do not exist (renamed?): {', '.join(missing)}")
    for item in items:
        if item.path.is_relative_to(E2E):
            item.add_marker(pytest.mark.e2e)
        elif item.path.is_relative_to(TESTS):
            path = item.path.relative_to(TESTS).as_posix()
            if getattr(item, "originalname", item.name) in SLOW.get(path, ()):
                item.add_marker(pytest.mark.slow)
    if hasattr(config, "workerinput"):
        items[:] = spread(items)


def spread(items: list[pytest.Item]) -> list[pytest.Item]:
    """The same tests, the end-to-end ones spread evenly among the others (between two modules, never inside one,
    so no module-scoped fixture is set up twice), taking each e2e file's tests in turn.

    xdist's scheduler deals each worker a contiguous share of the collection: in the files' order, one or two workers
    would get every end-to-end test, and with them the long waits (discord.py's backoff after an injected fault) that
    the other workers could have spent computing. Every worker sorts alike, so their collections stay identical."""
    by_file: dict[Path, list[pytest.Item]] = {}
    others: list[list[pytest.Item]] = []
    for item in items:
        if item.path.is_relative_to(E2E):
            by_file.setdefault(item.path, []).append(item)
        elif others and others[-1][0].path == item.path:
            others[-1].append(item)
        else:
            others.append([item])
    e2e = [item for turn in itertools.zip_longest(*by_file.values()) for item in turn if item is not None]
    total = sum(len(module) for module in others) or 1
    result: list[pytest.Item] = []
    seen = taken = 0
    for module in others:
        result += module
        seen += len(module)
        share = len(e2e) * seen // total
        result += e2e[taken:share]
        taken = share
    return result + e2e[taken:]


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


@pytest.fixture(scope="session")
def migrated_schema(postgres_server: Server) -> Iterator[tuple[str, str]]:
    """One schema of this process (each xdist worker has its own) brought to the current schema version once:
    (its name, its store URL). Tests take it emptied, through `postgres_store_url`."""
    from data import Store

    async def migrate() -> tuple[str, str]:
        name, url = await postgres_server.create_schema()
        await (await Store.open(url)).close()
        return name, url

    name, url = asyncio.run(migrate())
    yield name, url
    asyncio.run(postgres_server.drop_schema(name))


@pytest.fixture
def postgres_store_url(postgres_server: Server, migrated_schema: tuple[str, str]) -> str:
    """A store URL on a schema at the current version with no rows, as a new one would be once the store opened
    it: for tests of what a store does, not of how its schema is made (those take `postgres_url`)."""
    name, url = migrated_schema
    asyncio.run(postgres_server.empty_schema(name))
    return url


@pytest.fixture
async def postgres_url(postgres_server: Server) -> AsyncIterator[str]:
    """A store URL on a new empty schema, dropped when the test ends."""
    name, url = await postgres_server.create_schema()
    yield url
    await postgres_server.drop_schema(name)


@pytest.fixture(params=("sqlite", "postgresql"))
def store_target(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """Where a store opens: a new SQLite file, or a PostgreSQL schema at the current version with no rows
    (`postgres_store_url`; skipped, saying so, where there is no server)."""
    if request.param == "sqlite":
        return f"sqlite:{tmp_path / 'var' / 'zark.db'}"
    url = request.getfixturevalue("postgres_store_url")
    assert isinstance(url, str)
    return url


def pytest_sessionfinish(session: pytest.Session) -> None:
    """In an xdist worker: hand what this worker found to the controller (its terminal summary is never shown)."""
    workeroutput: dict[str, Any] | None = getattr(session.config, "workeroutput", None)
    if workeroutput is not None and _found:
        workeroutput["postgres"] = (_found[0].url, _found[0].problem)


@pytest.hookimpl(optionalhook=True)
def pytest_testnodedown(node: Any, error: object) -> None:
    """In the controller of an xdist run: what each worker found when it looked for the server."""
    found = getattr(node, "workeroutput", {}).get("postgres")
    if found is not None:
        url, problem = found
        _found.append(Server(url, problem))


@pytest.hookimpl(trylast=True)
def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    """Plain lines at the end: was PostgreSQL tested? (If any worker found no server, that is what is said.) Was
    there a browser for the browser tests?"""
    if terminalreporter.config.getoption("markexpr", "") != "not e2e and not slow":
        terminalreporter.write_line(browser_summary())
    if not _found:
        return
    server = next((found for found in _found if found.problem is not None), _found[0])
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
