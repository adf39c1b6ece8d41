"""Whose language, through the real bot.py and the local Discord stand-in: a refusal is in the language of the
player who reads it (their Discord's), a new table speaks its host's language, and the bot remembers the language
each player uses it in, for what reaches them unasked (DMs, reminders)."""

from __future__ import annotations

import asyncio
import json
import sqlite3
from pathlib import Path

import i18n
from rules import quoted

from .conftest import LaunchBot
from .fakediscord import FakeDiscord
from .zark import ROOT


def stored_languages(db: Path) -> tuple[list[str | None], dict[int, str | None]]:
    """Each game's table language, and each player's remembered language, as the store holds them."""
    with sqlite3.connect(db) as connection:
        games = [json.loads(row[0]).get("language") for row in connection.execute("SELECT settings FROM games")]
        users = {
            user: json.loads(settings).get("language")
            for user, settings in connection.execute("SELECT user_id, settings FROM user_settings")
        }
    return games, users


async def test_each_reader_in_their_language_and_each_table_in_its_hosts(
    fd: FakeDiscord, launch_bot: LaunchBot, tmp_path: Path
) -> None:
    db = tmp_path / "zark.db"
    bot = await launch_bot(ROOT / "bot.py", cwd=ROOT, ZARK_DB_PATH=str(db))
    await fd.wait_for_ready(process=bot)
    ann, bob = fd.add_member("ann"), fd.add_member("bob")
    ann.locale, bob.locale = "de", "pl"

    refused = await fd.slash(ann, "zark new", options={"options": "language:klingon"})
    languages = ", ".join(i18n.LANGUAGES)
    german = i18n.text("de", "play-language-unknown", value=quoted("klingon"), languages=languages)
    assert refused.ephemeral and refused.content == german and german.startswith("Die Option")
    bob_refused = await fd.slash(bob, "zark new", options={"options": "language:klingon"})
    assert bob_refused.content == i18n.text("pl", "play-language-unknown", value=quoted("klingon"), languages=languages)

    opened = await fd.slash(ann, "zark new")  # Ann hosts: her reply is in German, and her table speaks it
    assert opened.ephemeral and opened.content.startswith("Erledigt: Partie 1 ist offen"), opened.content
    await fd.wait_for_message(lambda m: m.content.startswith("**Zark City**") and bool(m.components))
    games, users = stored_languages(db)
    assert games == ["de"]
    assert users[ann.id] == "de" and users[bob.id] == "pl"  # remembered from their first interactions

    bob.locale = "ru"  # Bob's Discord now speaks Russian: the next interaction says so (stored beside its reply)
    pong = await fd.slash(bob, "zark ping")
    assert pong.ephemeral and pong.content == i18n.text("ru", "days-pong") == "Понг: бот не спит."
    for _ in range(50):
        if stored_languages(db)[1][bob.id] == "ru":
            break
        await asyncio.sleep(0.1)
    assert stored_languages(db)[1][bob.id] == "ru"
