"""Start-up and shutdown of the real bot.py: clear one-line failures, clean stops."""

from __future__ import annotations

import asyncio
import os
import signal
import socket
import sqlite3
import sys
from pathlib import Path

from .conftest import LaunchBot
from .fakediscord import FakeDiscord
from .zark import ROOT, open_lobby


async def run_bot_without_stand_in(env: dict[str, str], tmp_path: Path) -> tuple[int, str]:
    """bot.py with exactly these settings (no .env is read from the temporary working copy), its web companion off
    (tests run side by side: they would all want its port)."""
    process = await asyncio.create_subprocess_exec(
        sys.executable, str(ROOT / "bot.py"), cwd=tmp_path,
        env={"PATH": os.environ["PATH"], "ZARK_WEB_PORT": "off", **env},
        stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.STDOUT,
    )  # fmt: skip
    output, _ = await asyncio.wait_for(process.communicate(), 20)
    assert process.returncode is not None
    return process.returncode, output.decode()


async def test_a_missing_token_gives_one_clear_line(tmp_path: Path) -> None:
    code, output = await run_bot_without_stand_in({"DISCORD_TOKEN": ""}, tmp_path)
    assert code != 0
    assert output.strip() == "DISCORD_TOKEN is not set: copy .env.example to .env and put your bot token in it."


#: What discord.py says at every start of a bot without voice's libraries: silenced, the bot has no voice.
VOICE_WARNINGS = ("PyNaCl", "davey", "voice will NOT be supported")


async def test_a_rejected_token_gives_one_clear_line_and_no_traceback(
    fd: FakeDiscord, launch_bot: LaunchBot, tmp_path: Path
) -> None:
    bot = await launch_bot(ROOT / "bot.py", cwd=ROOT, token="not-a-real-token", ZARK_DB_PATH=str(tmp_path / "z.db"))
    assert await bot.wait_exit(20) == 1
    log = bot.log_text()
    [line] = [line for line in log.splitlines() if "Discord refused the token" in line]
    assert line == "Discord refused the token in DISCORD_TOKEN: reset it in the developer portal and update .env."
    assert "Traceback" not in log and "not-a-real-token" not in log
    assert not any(warning in log for warning in VOICE_WARNINGS)


async def test_no_network_gives_one_clear_line_no_traceback_and_a_failing_exit(tmp_path: Path) -> None:
    """Discord's address answers nothing (a port on 127.0.0.1 where nothing listens): one line, not a traceback."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]  # free, and nothing listens once the probe is closed
    env = {"DISCORD_TOKEN": "a-token", "DISCORD_API_BASE_URL": f"http://127.0.0.1:{port}/api/v10"}
    code, output = await run_bot_without_stand_in({**env, "ZARK_DB_PATH": str(tmp_path / "z.db")}, tmp_path)
    assert code == 1
    [line] = [line for line in output.splitlines() if "could not reach Discord" in line]
    assert line.startswith(f"The bot could not reach Discord (Cannot connect to host 127.0.0.1:{port}")
    assert line.endswith("): check the network connection, then start it again.")
    assert "Traceback" not in output and "a-token" not in output
    assert not any(warning in output for warning in VOICE_WARNINGS)


async def test_sigterm_closes_the_bot_and_the_database_cleanly(
    fd: FakeDiscord, launch_bot: LaunchBot, tmp_path: Path
) -> None:
    db = tmp_path / "zark.db"
    bot = await launch_bot(ROOT / "bot.py", cwd=ROOT, ZARK_DB_PATH=str(db))
    await fd.wait_for_ready(process=bot)
    bot.process.send_signal(signal.SIGTERM)
    assert await bot.wait_exit(20) == 0
    assert "Stopping: closing the connection and the database" in bot.log_text()
    assert "Traceback" not in bot.log_text()
    assert closed_cleanly(db)


def closed_cleanly(db: Path) -> bool:
    """The write-ahead log was folded back into the file on close, and the file is sound."""
    wal = Path(f"{db}-wal")
    folded = not wal.exists() or wal.stat().st_size == 0  # looked at before this check opens the file itself
    with sqlite3.connect(db) as check:
        sound = check.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    check.close()
    return folded and sound


async def test_the_token_never_reaches_the_log(fd: FakeDiscord, launch_bot: LaunchBot, tmp_path: Path) -> None:
    bot = await launch_bot(ROOT / "bot.py", cwd=ROOT, ZARK_DB_PATH=str(tmp_path / "z.db"), LOG_LEVEL="DEBUG")
    await fd.wait_for_ready(process=bot)
    await fd.slash(fd.add_member("ann"), "zark ping")
    assert fd.token not in bot.log_text()


async def test_every_command_is_offered_in_servers_only(fd: FakeDiscord, launch_bot: LaunchBot, tmp_path: Path) -> None:
    bot = await launch_bot(ROOT / "bot.py", cwd=ROOT, ZARK_DB_PATH=str(tmp_path / "z.db"))
    await fd.wait_for_ready(process=bot)
    synced = fd.global_commands()
    names = {command["name"] for command in synced}
    turns = {"draw", "grow", "spawn", "build", "move", "attack", "fly", "hatch", "discard"}
    assert names == {"zark", "zarcana", "web", *turns}
    for command in synced:
        assert command.get("dm_permission") is False or command.get("contexts") == [0], command["name"]
        assert command["description"], command["name"]
    # named in each of the bot's languages (the stand-in refuses a name Discord would refuse), English as written
    draw = next(command for command in synced if command["name"] == "draw")
    assert set(draw["name_localizations"]) >= {"de", "fr", "es-ES", "es-419", "pt-BR", "pl", "ru"}
    assert "en-US" not in draw["name_localizations"] and "ja" not in draw["name_localizations"]
    assert draw["name_localizations"]["es-419"] == draw["name_localizations"]["es-ES"]


def children(pid: int) -> list[int]:
    """The processes `pid` started that are still running (from /proc, as `ps --ppid` reads it)."""
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            parent = int((entry / "stat").read_text().rsplit(")", 1)[1].split()[1])
        except (OSError, IndexError, ValueError):  # gone meanwhile
            continue
        if parent == pid:
            found.append(int(entry.name))
    return found


async def test_the_bot_is_one_process_that_draws_boards_itself(
    fd: FakeDiscord, launch_bot: LaunchBot, tmp_path: Path
) -> None:
    """Every image is drawn in the bot's own process: it starts no drawing or other process."""
    alice, bob = fd.add_member("alice"), fd.add_member("bob")
    bot = await launch_bot(ROOT / "bot.py", cwd=ROOT, ZARK_DB_PATH=str(tmp_path / "z.db"))
    await fd.wait_for_ready(process=bot)
    lobby = await open_lobby(fd, alice)
    await fd.click(bob, lobby, label="Join")
    await fd.click(alice, lobby, label="Start")
    begun = await fd.wait_for_message(lambda m: "has begun" in m.content)
    assert begun.attachments and begun.attachments[0].filename == "board-1-1.png"
    assert children(bot.pid) == []
