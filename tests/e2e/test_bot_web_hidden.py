"""No card of a hand or of the deck on the web companion's public pages while a game runs, for every kind, with the
real bot.py through the Discord stand-in (what `tests.web.test_hidden` checks on games made in the store directly).

Ann hosts a game against an easy computer, with its web on, and plays her turns by slash commands (the easy level's
move, seeded by the version); her hand and the computer's stay private. An event stream of the game's page stays
open the whole game, as the page of the game now opens it (``?parts=yes``: each move's event carries the page). Each
time the game waits on Ann (nothing moves until she does), the test reads the true game from the bot's SQLite file
and fetches the page of now, every move's page, the record and every new move's board image: no card of a hand or of
the deck that no public view ever showed appears in them, nor in the events heard since, nor does the seed; each
board image is the public view's board after that move, drawn in the table's language, byte for byte. After a few
moves Ann resigns, which ends the game: then the record is the full one, with its seed.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

import aiohttp
import pytest

from data import Store
from play.texts import table_language
from render import board_png
from render.replay import public_views
from rules import GameState, Phase, kind_named
from rules.players import decide
from rules.zarcana import ZarcanaGame
from rules.zark import ZarkGame
from tests.web.games import KINDS
from tests.web.test_hidden import hidden_forms, public_words, shows
from tests.words import english_card, english_tarot

from .conftest import LaunchBot
from .fakediscord import Channel, FakeDiscord, Message, User
from .test_bot_computers import start_bot
from .test_bot_web import free_port, web_button
from .zarcana import ZarcanaTable
from .zark import Table

#: The deal's seed: a word of its own, so that it is found wherever it is written.
SEED = "hush-7315"
#: Ann's moves before she resigns: with the computer's, a dozen moves or more each game.
ANN_MOVES = 6
#: The computer plays at once: the test looks only while the game waits on Ann.
QUICK = {"ZARK_COMPUTER_DELAY": "0", "ZARK_COMPUTER_WORKERS": "1"}


@dataclass
class Watcher:
    """What the test fetched and heard of one game's public pages, and what it checked."""

    session: aiohttp.ClientSession
    link: str  # the page of the game now, /g/TOKEN
    heard: list[tuple[int, str]] = field(default_factory=list)  # (version, data) of each page event
    hello: int = 0  # the version the stream opened at (0: not open yet)
    events_checked: int = 0
    boards_checked: int = 0
    news: asyncio.Event = field(default_factory=asyncio.Event)  # set at each event heard

    async def listen(self, stream: aiohttp.ClientResponse) -> None:
        """Read the event stream until it is cut: ``hello``, then a ``page`` event for each move."""
        name, event_id, data = "", 0, ""
        async for raw in stream.content:
            line = raw.decode().rstrip("\n")
            if line.startswith("event: "):
                name = line.removeprefix("event: ")
            elif line.startswith("id: "):
                event_id = int(line.removeprefix("id: "))
            elif line.startswith("data: "):
                data = line.removeprefix("data: ")
            elif not line and name:
                if name == "hello":
                    self.hello = int(data)
                else:
                    assert name == "page", (name, data)  # the page of now takes its parts from the event
                    self.heard.append((event_id, data))
                self.news.set()
                name, event_id, data = "", 0, ""

    async def text(self, path: str) -> str:
        async with self.session.get(self.link + path) as answer:
            assert answer.status == 200, (path, answer.status)
            return await answer.text()

    async def check_running(self, game: GameState, version: int, language: str) -> None:
        """Everything public of the running game at `version` (the stored one, waiting on Ann) holds no secret."""
        secret = secret_forms(game)
        assert secret, "cards in hands and in the deck are hidden: the test looks for something"
        await asyncio.wait_for(self._heard_up_to(version), 10)
        texts = {"page": await self.text(""), "record": await self.text("/record.txt")}
        for move in range(len(game.history) + 1):
            texts[f"move {move}"] = await self.text(f"/moves/{move}")
        for event_version, data in self.heard[self.events_checked :]:
            parts = json.loads(data)
            assert "<" in parts["main"], "an event carries the page's main part as HTML"
            texts[f"event {event_version}"] = "\n".join(str(value) for value in parts.values())
        self.events_checked = len(self.heard)
        for where, body in texts.items():
            leaked = sorted(form for form in secret if shows(body, form))
            assert not leaked, f"{where} of version {version} shows hidden cards {leaked}"
            assert SEED not in body, f"{where} of version {version} shows the seed"
        views = public_views(game)
        for move in range(self.boards_checked, len(views)):
            async with self.session.get(f"{self.link}/moves/{move}/board.png") as answer:
                assert answer.status == 200 and answer.content_type == "image/png"
                drawn = await answer.read()
            expected = board_png(views[move], language=language)
            assert drawn == expected, f"the board after move {move} is not the public view's"
        self.boards_checked = len(views)

    async def until(self, condition: Callable[[], bool]) -> None:
        """Until `condition` holds, looked at again after each event heard."""
        while not condition():
            self.news.clear()
            await self.news.wait()

    async def _heard_up_to(self, version: int) -> None:
        """Until the stream has told of every version after its hello up to `version`, each once, in order."""
        await self.until(lambda: self.hello >= version or (bool(self.heard) and self.heard[-1][0] >= version))
        assert [v for v, _ in self.heard] == list(range(self.hello + 1, version + 1))


def secret_forms(game: GameState) -> set[str]:
    """The codes and names of every card in a hand (`tests.web.test_hidden.hidden_forms`), in the deck, face down
    on the board (Zarcana) or chosen as a starter not yet shown (Zark City), that no public view ever showed."""
    if isinstance(game, ZarkGame):
        cards: list[str] = list(game.deck)
        if game.phase is Phase.STARTERS:
            cards += [card for card in game.starters if card]
        name = english_card
    else:
        assert isinstance(game, ZarcanaGame)
        cards = [*game.deck, *game.face_down]
        name = english_tarot
    seen = public_words(game)
    unseen = {form for card in cards for form in (card, name(card)) if not shows(seen, form)}
    return hidden_forms(game) | unseen


async def stored(db: Path) -> tuple[GameState, int, str]:
    """The bot's game as stored now (the test only reads it), its version and its table's language."""
    async with await Store.open(db) as store:
        loaded = await store.load(1)
    assert loaded.game is not None
    return loaded.game, loaded.version, table_language(loaded.row.settings)


async def ann_to_move(db: Path) -> tuple[GameState, int, str]:
    """The stored game once it waits on Ann alone (seat 0), or is over."""
    for _ in range(600):
        game, version, language = await stored(db)
        if game.phase is Phase.OVER or game.seats_to_act() == [0]:
            return game, version, language
        await asyncio.sleep(0.05)
    raise TimeoutError("the computer did not hand the turn back to Ann")


async def table_with_a_computer(fd: FakeDiscord, ann: User, kind: str) -> tuple[Channel, Message]:
    """/zark new for `kind`, an easy computer seated, Start: the game's thread and its first board."""
    title = kind_named(kind).title
    opened = await fd.slash(ann, "zark new", options={"game": kind})
    assert opened.ephemeral and opened.content.startswith("Done: game 1"), opened.content
    lobby = await fd.wait_for_message(lambda m: m.content.startswith(f"**{title}**: game 1 (") and bool(m.components))
    thread = await fd.wait_for_thread(f"{title} game 1")
    added = await fd.slash(ann, "zark bot add", channel=thread, options={"level": "easy"})
    assert added.content == "Done: Bot 1 (easy) joined game 1.", added.content
    await fd.wait_for_message(lambda m: m.id == lobby.id and "🤖 Bot 1 (easy)" in m.content)
    await fd.click(ann, lobby, label="Start")
    board = await fd.wait_for_message(
        lambda m: m.channel_id == thread.id and bool(m.attachments) and web_button(m) is not None,
        what="a board with its web link",
    )
    return thread, board


async def play_as_ann(fd: FakeDiscord, ann: User, thread: Channel, game: GameState) -> None:
    """Ann's move now, the easy level's choice seeded by the version, by the slash command a player would use."""
    action = decide(game, 0, "easy", f"person:{len(game.history) + 1}")
    if isinstance(game, ZarcanaGame):
        await ZarcanaTable(fd, {0: ann}, thread, game).perform(0, action)
    else:
        assert isinstance(game, ZarkGame)
        await Table(fd, [ann], thread, game).perform(0, action, check_autocomplete=False)


@pytest.mark.parametrize("kind", KINDS)
async def test_a_running_games_pages_images_record_and_events_show_no_hidden_card(
    fd: FakeDiscord, launch_bot: LaunchBot, tmp_path: Path, kind: str
) -> None:
    port, db = free_port(), tmp_path / "zark.db"
    base = f"http://127.0.0.1:{port}"
    await start_bot(fd, launch_bot, db, SEED, **QUICK, ZARK_WEB_PORT=str(port), ZARK_WEB_URL=base)
    ann = fd.add_member("ann")
    thread, board = await table_with_a_computer(fd, ann, kind)
    link = web_button(board)
    assert link is not None and link.startswith(f"{base}/g/")
    async with aiohttp.ClientSession() as session:
        watcher = Watcher(session, link)
        await ann_to_move(db)  # opened while nothing moves, the stream hears every move after its hello
        stream = await session.get(f"{link}/events?parts=yes", timeout=aiohttp.ClientTimeout(total=None))
        assert stream.status == 200 and stream.content_type == "text/event-stream"
        listening = asyncio.create_task(watcher.listen(stream))
        try:
            await asyncio.wait_for(watcher.until(lambda: watcher.hello > 0), 10)
            played = 0
            while True:
                game, version, language = await ann_to_move(db)
                assert game.phase is not Phase.OVER, "the game ended before Ann resigned: another seed"
                await watcher.check_running(game, version, language)
                if played == ANN_MOVES:
                    break
                await play_as_ann(fd, ann, thread, game)
                played += 1
            assert len(game.history) >= 8, "a game of some moves"
            assert watcher.events_checked == version - watcher.hello > 0, "each move's event heard and looked at"
            asked = await fd.slash(ann, "zark resign", channel=thread)
            assert asked.message is not None and asked.content.startswith("Resign from this game?"), asked.content
            await fd.click(ann, asked.message, label="Yes, resign")
            game, _, _ = await ann_to_move(db)
            assert game.phase is Phase.OVER
        finally:
            listening.cancel()
            stream.close()
        record = await watcher.text("/record.txt")  # the game over: the full record, which deals every hand again
        assert f"seed: {SEED}" in record.splitlines(), record
    assert watcher.boards_checked == len(game.history)  # every board but the resignation's
