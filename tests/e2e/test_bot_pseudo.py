"""Nothing a player reads escapes the catalogues: whole games of every kind through the real bot.py, a real discord.py
client and the local Discord stand-in, with a bot that says the pseudo-language wherever it would say English
(``ZARK_PSEUDO_ENGLISH=1``, docs/translating.md: every message wrapped in ``⟦ ⟧``, its letters accented).

After every step the test reads everything a player meets: replies and posts (text and embeds), DMs, button labels,
select menus, image alt texts, thread names, modals and autocomplete entries. A word outside the markers is English
that did not come from the catalogues, and fails the test, which lists every one it found. Besides the moves of a
whole game, each table looks at what players look at between turns (hand, board, log, catch-up, clock, timers, games,
a preview, a hint, refusals) and, once the game is over, at the review, the ratings and the replay.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from i18n.pseudo import ACCENTED, OPEN, escaped_words
from rules import Phase

from .conftest import LaunchBot
from .fakediscord import FakeDiscord, Message, User
from .test_bot_computers import FAST, start_bot
from .test_bot_tutorial import learners_moment
from .zarcana import ZarcanaTable, plan_zarcana, stored_zarcana
from .zark import ROOT, WINNING_SEED, Table, plan_game, stored_game, wait_for_board

#: How the private word of a move begins, in the pseudo-language ("Done: ...").
DONE = OPEN + "Done".translate(ACCENTED)
#: Files whose text is the game's record, in the notation of docs/notation.md, not sentences.
RECORDS = (".txt", ".zark")


class Reader:
    """Everything the players have met so far, read once per text; `escaped` lists what was not in the markers."""

    def __init__(self, fd: FakeDiscord, names: tuple[str, ...]) -> None:
        self.fd = fd
        self.names = {name.casefold() for name in names}
        self.read: set[tuple[str, str]] = set()
        self.escaped: dict[str, str] = {}  # what escaped, by the words that did (one example of each)

    def check(self) -> None:
        for message in self.fd.all_messages:
            for where, text in texts_of(message):
                self._look(f"message {message.id} {where}", text)  # (a message edited is read again)
        for thread in self.fd.threads:
            self._look("thread name", thread.name or "")
        for record in self.fd.world.interactions.values():
            for choice in record.choices or []:
                self._look(f"autocomplete of {record.label or ''}", choice["name"])
            if record.modal:
                self._look("modal title", record.modal.get("title", ""))
                for row in record.modal.get("components", []):
                    for item in row.get("components", []):
                        self._look("modal field", item.get("label", "") + " " + item.get("placeholder", ""))

    def _look(self, where: str, text: str) -> None:
        if (where, text) in self.read:
            return
        self.read.add((where, text))
        words = [word for word in escaped_words(text) if word.casefold() not in self.names]
        if words:
            self.escaped.setdefault(" ".join(words), f"{where.split(' ', 2)[-1]}: {words} in {text[:240]!r}")

    def assert_nothing_escaped(self) -> None:
        assert self.read, "nothing was read"
        assert not self.escaped, f"{len(self.escaped)} texts with English outside the catalogues:\n" + "\n".join(
            list(self.escaped.values())[:100]
        )


def texts_of(message: Message) -> list[tuple[str, str]]:
    """What a reader sees of a message, each with where it is: its text, its embeds, its images' alt texts, its
    buttons and menus."""
    texts = [("content", message.content)]
    for embed in message.embeds:
        texts += [(f"embed {key}", str(embed.get(key) or "")) for key in ("title", "description")]
        texts += [("embed footer", str((embed.get("footer") or {}).get("text", "")))]
        texts += [("embed author", str((embed.get("author") or {}).get("name", "")))]
        for field in embed.get("fields", []):
            texts += [("embed field", f"{field.get('name', '')} {field.get('value', '')}")]
    for attachment in message.attachments:
        if not attachment.filename.endswith(RECORDS):
            texts.append((f"alt text of {attachment.filename}", attachment.description or ""))
    for row in message.components:
        for item in row.get("components", []):
            texts.append(("button or menu", str(item.get("label") or "") + " " + str(item.get("placeholder") or "")))
            for option in item.get("options", []):
                texts.append(("menu option", f"{option.get('label', '')} {option.get('description') or ''}"))
    return [(where, text) for where, text in texts if text.strip()]


def has_button(message: Message, custom_id: str) -> bool:
    return any(item.get("custom_id") == custom_id for row in message.components for item in row["components"])


def listing(lobby: Message, user: User) -> Callable[[Message], bool]:
    return lambda message: message.id == lobby.id and user.mention in message.content


async def open_game(fd: FakeDiscord, users: list[User], game: str, *, computers: int = 0, hints: bool = False) -> Any:
    """/zark new by the first user (the table's options chosen from autocomplete), the others joining with the
    lobby's button, computers added, Start; returns the game's thread once the game has begun."""
    host = users[0]
    await fd.autocomplete(host, "zark new", focused="options", options={"game": game, "options": ""})
    options = {"game": game, **({"options": "hints:on"} if hints else {})}
    opened = await fd.slash(host, "zark new", options=options)
    assert opened.ephemeral, opened.content
    lobby = await fd.wait_for_message(lambda m: has_button(m, "zark:lobby:1:join"))
    thread = await fd.wait_for_thread()
    for user in users[1:]:
        await fd.click(user, lobby, "zark:lobby:1:join")
        await fd.wait_for_message(listing(lobby, user))
    for _ in range(computers):
        await fd.slash(host, "zark bot add", channel=thread, options={"level": "easy"})
    await fd.click(host, lobby, "zark:lobby:1:start")
    await fd.wait_for_message(lambda m: m.channel_id == thread.id and has_button(m, "zark:hand:1"))
    return thread


async def look_around(fd: FakeDiscord, users: list[User], thread: Any, refusal: tuple[str, dict[str, str]]) -> None:
    """What players look at between turns, each privately: their hand (button and command), the board, the log,
    catch-up, the clock, the games, the timers, the notifications, the rules' first page, a hint, a preview, and
    refusals (a cell that does not exist, a move out of turn)."""
    board = next(m for m in reversed(fd.messages_in(thread)) if has_button(m, "zark:hand:1"))
    for user in users:
        await fd.click(user, board, "zark:hand:1")
        for command in ("zark hand", "zark board", "zark log", "zark catchup", "zark clock", "zark games"):
            await fd.slash(user, command, channel=thread)
    await fd.slash(users[0], "zark timers", channel=thread)
    await fd.slash(users[0], "zark notify", channel=thread)
    await fd.slash(users[0], "zark rules", channel=thread)
    await fd.slash(users[0], "zark ping", channel=thread)
    refused = await fd.slash(users[-1], refusal[0], channel=thread, options=refusal[1])  # never allowed here
    assert refused.ephemeral, refused.content


async def look_back(fd: FakeDiscord, users: list[User], thread: Any, game: str) -> None:
    """Once the game is over: the review, each player's rating profile, the leaderboard, the replay."""
    for user in users:
        await fd.slash(user, "zark review", channel=thread)
        await fd.slash(user, "zark rating profile", channel=thread, options={"game": game})
    await fd.slash(users[0], "zark rating leaderboard", channel=thread, options={"game": game})
    await fd.autocomplete(users[0], "zark replay", focused="game", channel=thread, options={"game": ""})
    await fd.slash(users[0], "zark replay", channel=thread, timeout=60)  # a whole game drawn, frame by frame
    await fd.slash(users[-1], "zark away", channel=thread, options={"days": 1})


async def play_zark(
    fd: FakeDiscord, launch_bot: LaunchBot, tmp_path: Path, game: str, seed: str, names: tuple[str, ...]
) -> None:
    db = tmp_path / "zark.db"
    bot = await launch_bot(
        ROOT / "bot.py", cwd=ROOT, ZARK_DB_PATH=str(db), ZARK_DEAL_SEED=seed, ZARK_PSEUDO_ENGLISH="1"
    )
    await fd.wait_for_ready(process=bot)
    users = [fd.add_member(name) for name in names]
    reader = Reader(fd, names)
    thread = await open_game(fd, users, game)
    table = Table(fd, users, thread, await stored_game(db), done=DONE)
    reader.check()
    for number, (seat, action) in enumerate(plan_game(seed, len(names), game_name=game)):
        await table.perform(seat, action)
        reader.check()
        if number in (6, 12):
            await look_around(fd, users, thread, ("zark place", {"cell": "Z99"}))
            reader.check()
    assert table.game.phase is Phase.OVER
    await look_back(fd, users, thread, game)
    reader.check()
    reader.assert_nothing_escaped()


async def test_a_whole_zark_city_game_says_nothing_outside_the_catalogues(
    fd: FakeDiscord, launch_bot: LaunchBot, tmp_path: Path
) -> None:
    await play_zark(fd, launch_bot, tmp_path, "zark-city", WINNING_SEED, ("ann", "bob", "cy"))


async def test_a_whole_unocitta_game_says_nothing_outside_the_catalogues(
    fd: FakeDiscord, launch_bot: LaunchBot, tmp_path: Path
) -> None:
    await play_zark(fd, launch_bot, tmp_path, "unocitta", "53", ("ann", "bob"))


async def test_a_whole_unopolis_game_says_nothing_outside_the_catalogues(
    fd: FakeDiscord, launch_bot: LaunchBot, tmp_path: Path
) -> None:
    await play_zark(fd, launch_bot, tmp_path, "unopolis", "84", ("ann", "bob"))


async def test_a_tutorial_played_by_its_hints_says_nothing_outside_the_catalogues(
    fd: FakeDiscord, launch_bot: LaunchBot, tmp_path: Path
) -> None:
    """Ann asks /zark hint at every step and presses its Play it button, to the tutorial's end: its lessons, hints,
    End tutorial button and end."""
    db = tmp_path / "zark.db"
    await start_bot(fd, launch_bot, db, "9", ZARK_PSEUDO_ENGLISH="1", **FAST)
    ann = fd.add_member("ann")
    reader = Reader(fd, ("ann",))
    await fd.slash(ann, "zark tutorial", options={})
    thread = await fd.wait_for_thread()
    game = await learners_moment(db, -1)
    while game.phase is not Phase.OVER:
        asked = await fd.slash(ann, "zark hint", channel=thread, timeout=60)
        suggestion = next(m for m in reversed(asked.replies) if m.components)
        (play_it,) = [
            item["custom_id"]
            for row in suggestion.components
            for item in row["components"]
            if item.get("custom_id", "").startswith("zark:hintplay:")
        ]
        await fd.click(ann, suggestion, play_it, timeout=30)
        reader.check()
        game = await learners_moment(db, len(game.history))
    await fd.wait_until(lambda: fd.messages_in(thread)[-1].attachments, timeout=30, what="the last board")
    reader.check()
    reader.assert_nothing_escaped()


async def test_a_whole_zarcana_game_with_a_computer_says_nothing_outside_the_catalogues(
    fd: FakeDiscord, launch_bot: LaunchBot, tmp_path: Path
) -> None:
    seed, names, computer = "165", ("ann", "bob"), 2
    db = tmp_path / "zark.db"
    bot = await launch_bot(
        ROOT / "bot.py", cwd=ROOT, ZARK_DB_PATH=str(db), ZARK_DEAL_SEED=seed, ZARK_COMPUTER_DELAY="0",
        ZARK_COMPUTER_WORKERS="1", ZARK_PSEUDO_ENGLISH="1",
    )  # fmt: skip
    await fd.wait_for_ready(process=bot)
    users = [fd.add_member(name) for name in names]
    reader = Reader(fd, names)
    thread = await open_game(fd, users, "zarcana", computers=1)
    table = ZarcanaTable(fd, dict(enumerate(users)), thread, await stored_zarcana(db), done=DONE)
    reader.check()
    plan = plan_zarcana(seed, (*names, table.game.name(computer)), (computer,))
    for number, action in enumerate(plan):
        seat = table.game.seats_to_act()[0]
        if seat == computer:
            table.game.apply(seat, action)
            await wait_for_board(fd, thread, len(table.game.history) + 1)
        else:
            await table.perform(seat, action)
        reader.check()
        if number in (8, 30):
            await look_around(fd, users, thread, ("zarcana give", {"cards": "XX"}))
            reader.check()
    assert table.game.phase is Phase.OVER
    await look_back(fd, users, thread, "zarcana")
    reader.check()
    reader.assert_nothing_escaped()
