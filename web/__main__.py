"""``python -m web``: the web companion alone, against the bot's database (the SQLite file of ZARK_DB_PATH, or the
PostgreSQL database of ZARK_DATABASE_URL), as many processes as an operator puts behind a reverse proxy. It reads
the same settings as the bot (``.env`` or the environment) and stops on SIGTERM or SIGINT."""

from __future__ import annotations

import asyncio
import logging
import os
import signal
import sys
from pathlib import Path

from dotenv import load_dotenv

import play.games
import render.games
from data import DEFAULT_DB_PATH, Store, StoreError
from data.database import is_postgres

from .app import start_site
from .settings import WebSettingError, WebSettings

PROJECT_FOLDER = Path(__file__).resolve().parent.parent


def target(env: os._Environ[str] | dict[str, str]) -> str | Path:
    """The database the bot uses: ZARK_DATABASE_URL, else the file of ZARK_DB_PATH (relative to the project)."""
    url = env.get("ZARK_DATABASE_URL", "").strip()
    if url:
        return url
    path = Path(env.get("ZARK_DB_PATH", "").strip() or DEFAULT_DB_PATH)
    return path if path.is_absolute() else PROJECT_FOLDER / path


async def run_site(settings: WebSettings, where: str | Path) -> int:
    play.games.load()
    render.games.load()
    try:
        store = await Store.open(where)
    except StoreError as error:
        print(error.sentence, file=sys.stderr)
        return 1
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for signum in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(signum, stop.set)
    try:
        # alone on a SQLite file, no other process's move is heard of: its live pages look for them
        runner = await start_site(store, settings, poll=not is_postgres(str(where)))
        if runner is None:
            print("ZARK_WEB_PORT is off: there is nothing to run.", file=sys.stderr)
            return 2
        await stop.wait()
        await runner.cleanup()
    except OSError as error:
        print(f"The web companion could not listen on {settings.host}:{settings.port} ({error.strerror}).",
              file=sys.stderr)  # fmt: skip
        return 1
    finally:
        await store.close()
    return 0


def main() -> int:
    load_dotenv(PROJECT_FOLDER / ".env")
    try:
        settings = WebSettings.from_env(os.environ)
    except WebSettingError as error:
        print(error, file=sys.stderr)
        return 2
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    return asyncio.run(run_site(settings, target(os.environ)))


if __name__ == "__main__":
    sys.exit(main())
