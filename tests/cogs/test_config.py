"""Settings from the environment: clear one-line errors, paths under the project, and a token never shown."""

from __future__ import annotations

import asyncio
import re
from pathlib import Path

import pytest
from discord.ext import commands

import config as settings_module
from bot import ShardedZarkBot, ZarkBot, make_bot, settle
from config import Config, ConfigError
from data import DEFAULT_DB_PATH, Store
from tests.stand_ins import stand_in

TOKEN = "MTIzNDU2Nzg5.secret-token-value.abcdefghijklmnop"
PROJECT_ROOT = Path(__file__).resolve().parents[2]


def config(**env: str) -> Config:
    return Config.from_env({"DISCORD_TOKEN": TOKEN, **env})


@pytest.mark.parametrize("env", [{}, {"DISCORD_TOKEN": ""}, {"DISCORD_TOKEN": "   "}])
def test_a_missing_token_says_what_to_do(env: dict[str, str]) -> None:
    with pytest.raises(ConfigError) as refused:
        Config.from_env(env)
    assert str(refused.value) == ("DISCORD_TOKEN is not set: copy .env.example to .env and put your bot token in it.")


@pytest.mark.parametrize("guild", ["abc", "12x4", "-5", "1.5"])
def test_a_bad_guild_id_is_refused(guild: str) -> None:
    with pytest.raises(ConfigError) as refused:
        config(DISCORD_GUILD_ID=guild)
    assert str(refused.value) == f"DISCORD_GUILD_ID must be a server id (digits only), not {guild!r}."
    assert TOKEN not in str(refused.value)


def test_a_guild_id_is_read_and_may_be_left_out() -> None:
    assert config(DISCORD_GUILD_ID=" 123456789012345678 ").guild_id == 123456789012345678
    assert config().guild_id is None and config(DISCORD_GUILD_ID="").guild_id is None


def test_the_log_level() -> None:
    assert config().log_level == "INFO"
    assert config(LOG_LEVEL="debug").log_level == "DEBUG"
    with pytest.raises(ConfigError, match="LOG_LEVEL must be DEBUG, INFO, WARNING or ERROR, not 'LOUD'"):
        config(LOG_LEVEL="loud")


def test_a_relative_database_path_lives_under_the_project_root() -> None:
    assert settings_module.ROOT == PROJECT_ROOT
    assert config(ZARK_DB_PATH="var/other.db").db_path == PROJECT_ROOT / "var" / "other.db"
    assert config(ZARK_DB_PATH="/srv/zark/zark.db").db_path == Path("/srv/zark/zark.db")
    assert config().db_path == DEFAULT_DB_PATH == PROJECT_ROOT / "var" / "zark.db"


def test_optional_settings_are_none_when_blank() -> None:
    plain = config(ZARK_DEAL_SEED=" ", DISCORD_API_BASE_URL="", DISCORD_GATEWAY_URL="")
    assert (plain.deal_seed, plain.api_base_url, plain.gateway_url) == (None, None, None)
    assert config(ZARK_DEAL_SEED="tournament-1").deal_seed == "tournament-1"


def test_the_token_is_never_printed() -> None:
    settings = config(DISCORD_GUILD_ID="42", ZARK_DB_PATH="var/x.db")
    assert settings.token == TOKEN
    for text in (repr(settings), str(settings), f"{settings}", f"{settings!r}", repr([settings])):
        assert TOKEN not in text and "secret-token" not in text
    assert "guild_id=42" in repr(settings)


def test_the_scheduler_tick_and_the_test_clock() -> None:
    assert Config.from_env({"DISCORD_TOKEN": "t"}).tick_seconds == 60
    config = Config.from_env({"DISCORD_TOKEN": "t", "ZARK_TICK_SECONDS": "0.5", "ZARK_CLOCK_FILE": "/tmp/offset"})
    assert config.tick_seconds == 0.5 and config.clock_file == Path("/tmp/offset")
    for bad in ("soon", "0", "-3"):
        with pytest.raises(ConfigError, match="ZARK_TICK_SECONDS"):
            Config.from_env({"DISCORD_TOKEN": "t", "ZARK_TICK_SECONDS": bad})


def test_the_computer_players_delay_and_workers() -> None:
    default = Config.from_env({"DISCORD_TOKEN": "t"})
    assert (default.computer_delay, default.computer_workers) == (2.0, 2)
    config = Config.from_env({"DISCORD_TOKEN": "t", "ZARK_COMPUTER_DELAY": "0", "ZARK_COMPUTER_WORKERS": "3"})
    assert (config.computer_delay, config.computer_workers) == (0.0, 3)
    for bad in ("soon", "-1", "3601"):
        with pytest.raises(ConfigError, match="ZARK_COMPUTER_DELAY"):
            Config.from_env({"DISCORD_TOKEN": "t", "ZARK_COMPUTER_DELAY": bad})
    for bad in ("0", "two", "1.5", "65"):
        with pytest.raises(ConfigError, match="ZARK_COMPUTER_WORKERS"):
            Config.from_env({"DISCORD_TOKEN": "t", "ZARK_COMPUTER_WORKERS": bad})


async def test_the_wait_for_servers_at_start_up_is_discord_pys_unless_the_tests_shorten_it() -> None:
    from play.clock import Clock

    assert config().guild_ready_timeout == 2.0
    for bad in ("soon", "-1", "3601"):
        with pytest.raises(ConfigError, match="ZARK_GUILD_READY_TIMEOUT"):
            config(ZARK_GUILD_READY_TIMEOUT=bad)
    for env in ({}, {"ZARK_SHARD_COUNT": "2"}):
        made = make_bot(config(ZARK_GUILD_READY_TIMEOUT="0.25", **env), stand_in(Store, object()), Clock())
        try:
            assert made._connection.guild_ready_timeout == 0.25
        finally:
            made.drawing.close()


def test_discords_global_limit_is_50_unless_it_was_raised() -> None:
    assert config().global_per_second == 50
    assert config(ZARK_GLOBAL_PER_SECOND="1200").global_per_second == 1200
    for bad in ("0", "fifty", "1.5", "-3"):
        with pytest.raises(ConfigError, match="ZARK_GLOBAL_PER_SECOND must be a whole number of requests a second"):
            config(ZARK_GLOBAL_PER_SECOND=bad)


def test_the_database_is_the_sqlite_file_unless_a_postgres_url_is_given() -> None:
    assert config().store_target == DEFAULT_DB_PATH and config().database_url is None
    url = "postgresql://zark:pw@db.internal:5432/zark"
    assert config(ZARK_DATABASE_URL=f" {url} ").store_target == url
    assert config(ZARK_DATABASE_URL="postgres://db/zark").database_url == "postgres://db/zark"
    assert "pw" not in repr(config(ZARK_DATABASE_URL=url)) and "db.internal" in repr(config(ZARK_DATABASE_URL=url))
    for bad in ("mysql://zark:pw@db/zark", "var/zark.db", "sqlite:var/zark.db"):
        with pytest.raises(ConfigError) as refused:
            config(ZARK_DATABASE_URL=bad)
        assert str(refused.value).startswith("ZARK_DATABASE_URL must be a PostgreSQL URL") and "pw@" not in str(
            refused.value
        )


def test_the_shards_of_this_process() -> None:
    plain = config()
    assert (plain.shard_count, plain.shard_ids, plain.process_name, plain.syncs_commands) == (None, None, "main", True)
    all_four = config(ZARK_SHARD_COUNT="4")
    assert (all_four.shard_count, all_four.shard_ids, all_four.process_name) == (4, None, "shards 0,1,2,3 of 4")
    second = config(ZARK_SHARD_COUNT="4", ZARK_SHARD_IDS="2-3")
    assert (second.shard_ids, second.process_name, second.syncs_commands) == ((2, 3), "shards 2,3 of 4", False)
    first = config(ZARK_SHARD_COUNT="8", ZARK_SHARD_IDS=" 4, 0-1 ")
    assert (first.shard_ids, first.syncs_commands) == ((0, 1, 4), True)


@pytest.mark.parametrize(
    ("count", "ids", "words"),
    [
        ("", "0", "ZARK_SHARD_IDS needs ZARK_SHARD_COUNT"),
        ("0", "", "ZARK_SHARD_COUNT must be a whole number from 1 to 4096, not '0'"),
        ("two", "", "ZARK_SHARD_COUNT must be a whole number"),
        ("2", "2", "from 0 to 1 (ZARK_SHARD_COUNT is 2)"),
        ("4", "0,0", "must name each shard once"),
        ("4", "1-x", 'like "0,1" or "0-3"'),
        ("4", ",", 'like "0,1" or "0-3"'),
    ],
)
def test_bad_shard_settings_are_refused_in_one_line(count: str, ids: str, words: str) -> None:
    with pytest.raises(ConfigError, match=re.escape(words)):
        config(ZARK_SHARD_COUNT=count, ZARK_SHARD_IDS=ids)


async def test_a_sharded_process_is_discord_pys_auto_sharded_bot(tmp_path: Path) -> None:
    from play.clock import Clock

    plain = make_bot(config(), stand_in(Store, object()), Clock())
    sharded = make_bot(config(ZARK_SHARD_COUNT="4", ZARK_SHARD_IDS="1,3"), stand_in(Store, object()), Clock())
    try:
        assert type(plain) is ZarkBot and not isinstance(plain, commands.AutoShardedBot)
        assert isinstance(sharded, ShardedZarkBot) and isinstance(sharded, commands.AutoShardedBot)
        assert (sharded.shard_count, sharded.shard_ids) == (4, [1, 3])
        assert not plain.connecting() and not sharded.connecting()  # nothing launched yet
        # each process paces what Discord's global limit counts under its part of it (cogs.support.pacing)
        assert (plain.pacer.limit, sharded.pacer.limit) == (40, 20)
        assert plain.http.http_trace is not None and sharded.http.http_trace is not None
    finally:
        for bot_ in (plain, sharded):
            bot_.drawing.close()


def test_the_clock_adds_the_offset_file_and_ignores_a_bad_one(tmp_path: Path) -> None:
    from datetime import UTC, datetime, timedelta

    from play.clock import Clock

    offset = tmp_path / "offset"
    clock = Clock(offset)
    assert abs(clock() - datetime.now(UTC)) < timedelta(seconds=5)  # no file yet: real time
    offset.write_text(str(3 * 3600))
    assert abs(clock() - datetime.now(UTC) - timedelta(hours=3)) < timedelta(seconds=5)
    offset.write_text("not a number")
    assert clock.offset() == timedelta(0)
    assert Clock().offset() == timedelta(0)


class Connecting:
    """Just enough of a bot for `settle`: connected to the gateway or not, ready when the test says."""

    def __init__(self, connected: bool) -> None:
        self.connected = connected
        self.ready = asyncio.Event()

    def connecting(self) -> bool:
        return self.connected

    def is_ready(self) -> bool:
        return self.ready.is_set()

    async def wait_until_ready(self) -> None:
        await self.ready.wait()


async def test_a_bot_stopped_just_after_connecting_becomes_ready_before_it_closes() -> None:
    bot = Connecting(connected=True)
    settling = asyncio.create_task(settle(stand_in(ZarkBot, bot)))
    await asyncio.sleep(0.05)
    assert not settling.done()  # discord.py would announce "ready" after the close, and fail
    bot.ready.set()
    await asyncio.wait_for(settling, 1)


async def test_a_bot_not_connected_or_already_ready_closes_at_once() -> None:
    await asyncio.wait_for(settle(stand_in(ZarkBot, Connecting(connected=False))), 0.5)
    ready = Connecting(connected=True)
    ready.ready.set()
    await asyncio.wait_for(settle(stand_in(ZarkBot, ready)), 0.5)


def test_only_the_top_reads_the_settings() -> None:
    """rules, play, data and render never import the settings (nor do the cogs: a cog is handed what it needs)."""
    importing = re.compile(r"^\s*(?:from config import|import config\b)", re.MULTILINE)
    found = [
        str(path.relative_to(PROJECT_ROOT))
        for layer in ("rules", "play", "data", "render", "cogs", "i18n", "web")
        for path in (PROJECT_ROOT / layer).rglob("*.py")
        if importing.search(path.read_text(encoding="utf-8"))
    ]
    assert not found
