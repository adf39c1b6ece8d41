"""The connection layer: which database a setting names, and the shared SQL in each backend's form."""

from __future__ import annotations

import re
import socket
from pathlib import Path

import pytest

import data.postgres
from data import DatabaseUnavailableError, GameStore, Store, TargetError, redact, sql
from data.database import FOR_UPDATE, FOR_UPDATE_SKIP_LOCKED, is_postgres, sqlite_path
from data.postgres import describe_url, to_positional


def test_a_target_is_a_path_a_sqlite_url_or_a_postgres_url() -> None:
    assert sqlite_path("var/zark.db") == Path("var/zark.db")
    assert sqlite_path("sqlite:/srv/zark.db") == Path("/srv/zark.db")
    assert sqlite_path("sqlite:///srv/zark.db") == Path("/srv/zark.db")
    assert sqlite_path(Path("x.db")) == Path("x.db")
    assert is_postgres("postgresql://bot@db:5432/zark") and is_postgres("postgres://db/zark")
    assert not is_postgres("sqlite:x.db") and not is_postgres(Path("postgresql:"))
    with pytest.raises(TargetError, match="not a database this bot knows"):
        sqlite_path("mysql://db/zark")
    with pytest.raises(TargetError, match="sqlite:PATH"):
        sqlite_path("sqlite:")


def test_a_password_is_never_shown() -> None:
    url = "postgresql://zark:s3cret@db.internal:5433/games?sslmode=require"
    assert redact(url) == "postgresql://zark:***@db.internal:5433/games?sslmode=require"
    assert "s3cret" not in describe_url(url)
    assert describe_url(url) == "PostgreSQL database games on db.internal:5433"
    assert redact("postgresql://zark@db/games") == "postgresql://zark@db/games"


def test_named_parameters_become_numbered_ones_in_order_of_first_use() -> None:
    text, names = to_positional("UPDATE t SET a = :now, b = :x + :now WHERE id = :game_id AND c = ':not' -- :nor\n")
    assert text == "UPDATE t SET a = $1, b = $2 + $1 WHERE id = $3 AND c = ':not' -- :nor\n"
    assert names == ("now", "x", "game_id")
    assert to_positional("SELECT 1::bigint, 'it''s :here' /* :nor */")[1] == ()


def test_the_row_lock_markers_are_comments_to_sqlite_and_locks_to_postgres() -> None:
    assert to_positional(f"SELECT id FROM games {FOR_UPDATE}")[0] == "SELECT id FROM games FOR UPDATE"
    assert to_positional(sql.CLAIM_DUE_REMINDER)[0].count("FOR UPDATE SKIP LOCKED") == 1
    assert FOR_UPDATE.startswith("/*") and FOR_UPDATE_SKIP_LOCKED.endswith("*/")


def test_every_statement_translates_with_each_parameter_once() -> None:
    """Each name gets one number however often it is used (COMMIT_MOVE uses :now and :waiting_seats often)."""
    statements = [value for name, value in vars(sql).items() if name.isupper() and isinstance(value, str)]
    for statement in statements:
        text, names = to_positional(statement)
        assert len(names) == len(set(names)) and ":" not in text.replace("::", ""), statement
        assert sorted(f"${n}" for n in range(1, len(names) + 1)) == sorted(set(_numbers(text)))


def _numbers(text: str) -> list[str]:
    return re.findall(r"\$\d+", text)


async def test_an_unreachable_postgres_server_is_one_sentence(unused_port: int) -> None:
    with pytest.raises(DatabaseUnavailableError) as refused:
        await Store.open(f"postgresql://zark:pw@127.0.0.1:{unused_port}/zark")
    assert refused.value.sentence.startswith(
        f"Could not connect to the PostgreSQL database zark on 127.0.0.1:{unused_port}:"
    )
    assert "pw" not in refused.value.sentence


def test_the_store_is_a_game_store_on_either_backend(store: Store) -> None:
    """What play/, cogs/ and bot.py may call (mypy checks the signatures; this, that none is missing)."""
    assert isinstance(store, GameStore)


async def test_a_folder_is_not_a_database(tmp_path: Path) -> None:
    with pytest.raises(TargetError, match="is a folder"):
        await Store.open(tmp_path)


@pytest.fixture
def unused_port() -> int:
    """A port on 127.0.0.1 that nothing listens on (bound, then let go)."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


async def test_postgres_sends_many_rows_in_commands_each_within_the_timeout(
    postgres_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The command timeout bounds one `executemany` as a whole: a rebuild of the ratings of 1,000,000 games sent 2.8
    million places as one and timed out. Rows go in commands of `ROWS_PER_COMMAND`, each within the timeout: here 20
    rows of 50 ms each, 1 s in all, against a timeout of 0.5 s, in commands of 3 rows."""
    monkeypatch.setattr(data.postgres, "COMMAND_TIMEOUT_SECONDS", 0.5)
    monkeypatch.setattr(data.postgres, "ROWS_PER_COMMAND", 3)
    rows = [{"guild_id": guild, "game": "zark-city", "player": f"p{guild}"} for guild in range(1, 21)]
    slow = "INSERT INTO guild_members (guild_id, game, player) SELECT :guild_id, :game, :player FROM pg_sleep(0.05)"
    async with await Store.open(postgres_url) as store:
        async with store.database.write() as session:
            await session.execute_many(slow, rows)
        async with store.database.read() as session:
            found = await session.fetch("SELECT guild_id FROM guild_members ORDER BY guild_id")
    assert [row["guild_id"] for row in found] == list(range(1, 21))
