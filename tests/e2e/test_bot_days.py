"""Games across days through the real bot: reminders, deadlines and caretaker moves, away players, closed DMs,
and a restart in the middle. The bot's clock is moved through ZARK_CLOCK_FILE; its scheduler ticks
every 0.2 s here instead of every minute."""

from __future__ import annotations

from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from data import Store
from rules.zark import Draw
from tests.words import english_card

from .conftest import LaunchBot
from .fakediscord import BotProcess, FakeDiscord, Message, User
from .fakediscord.constants import DEFAULT_EVERYONE_PERMISSIONS, ErrorCode, Permission
from .zark import ROOT, WINNING_SEED, Table, open_lobby, open_table, plan_game, stored_game

NAMES = ("ann", "bob", "cy")
HOUR = 3600


@dataclass
class Days:
    fd: FakeDiscord
    launch: LaunchBot
    db: Path
    clock_file: Path
    bot: BotProcess = field(init=False)  # set by start

    def move_clock(self, hours: float) -> None:
        offset = float(self.clock_file.read_text() or 0) + hours * HOUR
        self.clock_file.write_text(str(offset))

    async def start(self) -> None:
        self.bot = await self.launch(
            ROOT / "bot.py",
            cwd=ROOT,
            ZARK_DB_PATH=str(self.db),
            ZARK_DEAL_SEED=WINNING_SEED,
            ZARK_CLOCK_FILE=str(self.clock_file),
            ZARK_TICK_SECONDS="0.2",
        )
        await self.fd.wait_for_ready(process=self.bot)

    async def restart(self, down_hours: float) -> None:
        await self.bot.kill()
        self.move_clock(down_hours)
        await self.start()


@pytest.fixture
async def days(fd: FakeDiscord, launch_bot: LaunchBot, tmp_path: Path) -> AsyncIterator[Days]:
    clock_file = tmp_path / "clock-offset"
    clock_file.write_text("0")
    running = Days(fd, launch_bot, tmp_path / "zark.db", clock_file)
    await running.start()
    yield running


async def first_turn(days: Days, users: tuple[str, ...] = NAMES) -> Table:
    table = await open_table(days.fd, days.db, users)
    for seat, action in plan_game(WINNING_SEED, len(users)):
        if table.game.phase == "action":
            break
        await table.perform(seat, action, check_autocomplete=False)
    return table


def thread_messages(table: Table, text: str) -> list[Message]:
    return [m for m in table.fd.messages_in(table.thread) if text in m.content]


async def wait_for_thread_text(table: Table, text: str) -> Message:
    return await table.fd.wait_for_message(lambda m: m.channel_id == table.thread.id and text in m.content, timeout=5)


async def no_new_message_with(table: Table, text: str, seconds: float = 1.0) -> None:
    """Give the scheduler several ticks, then check nothing of the kind was posted."""
    before = len(thread_messages(table, text))
    import asyncio

    await asyncio.sleep(seconds)
    assert len(thread_messages(table, text)) == before, [m.content for m in thread_messages(table, text)]


async def test_a_reminder_arrives_after_a_day_and_again_a_day_later(days: Days) -> None:
    table = await first_turn(days)
    current = table.user(table.game.current)
    days.move_clock(23)
    await no_new_message_with(table, "⏰")
    days.move_clock(1.01)
    reminder = await wait_for_thread_text(table, "⏰")
    assert f"<@{current.id}>" in reminder.content
    assert reminder.allowed_mentions is not None
    assert reminder.allowed_mentions.get("users") == [current.id] and not reminder.allowed_mentions.get("parse")
    assert any(c["custom_id"].startswith("zark:catchup:") for row in reminder.components for c in row["components"])
    days.move_clock(24.01)
    await table.fd.wait_until(lambda: len(thread_messages(table, "⏰")) == 2, timeout=5)


async def test_a_reminder_discord_refused_is_posted_later_and_only_once(days: Days) -> None:
    """A reminder is marked sent only once posted: refused (the bot may not post in the thread for a
    while), it comes when it can, once."""
    fd = days.fd
    table = await first_turn(days)
    fd.set_everyone_permissions(int(DEFAULT_EVERYONE_PERMISSIONS) & ~int(Permission.SEND_MESSAGES_IN_THREADS))
    days.move_clock(24.01)
    await fd.wait_until(lambda: any(r.code == ErrorCode.MISSING_PERMISSIONS for r in fd.rejections), timeout=5)
    fd.set_everyone_permissions(int(DEFAULT_EVERYONE_PERMISSIONS))
    await no_new_message_with(table, "⏰", seconds=0.5)  # tried again a little later, not at every tick
    days.move_clock(0.05)
    reminder = await wait_for_thread_text(table, "⏰")
    assert reminder.nonce is not None and reminder.nonce.startswith("r1.")
    await no_new_message_with(table, "⏰")
    days.move_clock(12)
    await no_new_message_with(table, "⏰")  # the next one is a day after the one posted
    assert len(thread_messages(table, "⏰")) == 1


async def test_a_passed_deadline_plays_a_caretaker_move_and_the_seat_stays(days: Days) -> None:
    table = await first_turn(days)
    host = table.user(0)
    set_deadline = await days.fd.slash(host, "zark timers", channel=table.thread, deadline_days=1)
    assert "deadline: 1 d" in set_deadline.content
    absent = table.game.current
    clock = await days.fd.slash(table.user((absent + 1) % 3), "zark clock", channel=table.thread)
    assert "Time left: 1 d" in clock.content or "Time left: 23 h" in clock.content
    days.move_clock(24.01)
    notice = await wait_for_thread_text(table, "Deadline passed")
    name = table.game.name(absent)
    assert f"the caretaker played for {name}, who keeps their seat. **{name}** " in notice.content
    stored = await stored_game(days.db)
    assert stored.history[-1][0] == absent or stored.history[-2][0] == absent
    assert not stored.resigned[absent] and stored.current != absent
    async with await Store.open(days.db) as store:
        row = (await store.load(1)).row
    assert [p.caretaker_streak for p in row.players if p.seat == absent] == [1]


async def test_an_away_player_is_reminded_of_nothing_and_loses_no_turn(days: Days) -> None:
    table = await first_turn(days)
    await days.fd.slash(table.user(0), "zark timers", channel=table.thread, deadline_days=1, reminder_hours=12)
    absent = table.user(table.game.current)
    away = await days.fd.slash(absent, "zark away", channel=table.thread, days=3)
    assert away.ephemeral and "away until" in away.content
    await wait_for_thread_text(table, "is away until")
    days.move_clock(50)  # past a reminder and a deadline, inside the three days away
    await no_new_message_with(table, "⏰")
    await no_new_message_with(table, "Deadline passed", seconds=0.5)
    assert len((await stored_game(days.db)).history) == len(table.game.history)  # nobody played for them
    days.move_clock(22 + 12.5)  # back after three days, then half a day of waiting: the reminder, no caretaker
    reminder = await wait_for_thread_text(table, "⏰")
    assert f"<@{absent.id}>" in reminder.content
    assert not thread_messages(table, "Deadline passed")


async def test_players_who_asked_for_dms_get_one_when_the_game_starts(days: Days) -> None:
    fd = days.fd
    ann, bob = fd.add_member("ann"), fd.add_member("bob")
    answer = await fd.slash(bob, "zark notify", dm=True)
    assert "Turn DMs: on" in answer.content
    lobby = await open_lobby(fd, ann)
    await fd.click(bob, lobby, label="Join")
    await fd.click(ann, lobby, label="Start")
    await fd.wait_until(lambda: any("your move in Zark City game 1" in m.content for m in fd.dms_with(bob)), timeout=5)
    assert not fd.dms_with(ann)  # she did not ask for DMs


async def test_a_closed_dm_falls_back_to_the_thread_once(days: Days) -> None:
    table = await first_turn(days)
    seat = table.game.next_seat(table.game.current)
    closed: User = table.user(seat)
    closed.dms_open = False  # as a user who closed their DMs: Discord answers 50007
    opened = table.user(table.game.next_seat(seat))
    for user in (closed, opened):
        answer = await days.fd.slash(user, "zark notify", channel=table.thread, dm=True)
        assert "Turn DMs: on" in answer.content
    await table.perform(table.game.current, Draw(), check_autocomplete=False)  # the turn passes to `closed`
    fallback = await wait_for_thread_text(table, "could not send you a direct message")
    assert f"<@{closed.id}>" in fallback.content
    prefs = await days.fd.slash(closed, "zark notify", channel=table.thread)
    assert "DMs were closed last time" in prefs.content
    await table.perform(seat, Draw(), check_autocomplete=False)  # the turn passes to `opened`
    await days.fd.wait_until(lambda: any("your move" in m.content for m in days.fd.dms_with(opened)), timeout=5)
    refused_dms = [r for r in days.fd.rejections if r.code == 50007]
    assert len(refused_dms) == 1


async def test_a_restart_keeps_every_timer_and_forgives_the_downtime(days: Days) -> None:
    table = await first_turn(days)
    await days.fd.slash(table.user(0), "zark timers", channel=table.thread, deadline_days=1)
    await days.restart(down_hours=20)  # twenty hours pass while the bot is down
    days.move_clock(10)  # thirty hours since the turn began, but only ten of them with the bot up
    await no_new_message_with(table, "Deadline passed")
    days.move_clock(15)
    await wait_for_thread_text(table, "Deadline passed")


async def test_the_catch_up_button_shows_every_move_since_your_last_and_an_image(days: Days) -> None:
    table = await first_turn(days)
    seat = table.game.current
    last_board = days.fd.messages_in(table.thread)[-1]
    shown = await days.fd.click(table.user(seat), last_board, label="Catch up")
    assert shown.ephemeral and shown.files and shown.files[0].data.startswith(b"\x89PNG")
    mine = max(i for i, (who, _) in enumerate(table.game.history) if who == seat)
    for _, action in table.game.history[mine + 1 :]:
        assert f"`{action.notation()}`" in shown.content


async def test_my_games_everywhere_lists_whose_move_and_how_long(days: Days) -> None:
    table = await first_turn(days)
    days.move_clock(5)
    waiting_user = table.user(table.game.current)
    mine = await days.fd.slash(waiting_user, "zark games", channel=table.thread, everywhere=True)
    assert "Game 1: 👉 your move, waiting 5 h" in mine.content and "https://discord.com/channels/" in mine.content
    other = table.user(table.game.next_seat(table.game.current))
    theirs = await days.fd.slash(other, "zark games", channel=table.thread, everywhere=True)
    assert f"waiting for <@{waiting_user.id}> for 5 h" in theirs.content


async def test_after_the_caretaker_limit_the_host_may_remove_the_absent_player(days: Days) -> None:
    table = await first_turn(days)
    host = table.user(0)
    while table.game.phase != "action" or table.game.current == 0:  # the host plays on: someone else is absent
        seat = table.game.seats_to_act()[0]
        await table.perform(seat, Draw() if table.game.phase == "action" else table.game.legal_actions(seat)[0])
    await days.fd.slash(host, "zark timers", channel=table.thread, deadline_days=1, caretaker_limit=1)
    absent_seat = table.game.current
    absent = table.user(absent_seat)
    assert absent is not host
    early = await days.fd.slash(host, "zark remove", channel=table.thread, player=str(absent.id))
    assert "can be removed after 1" in early.content  # not yet: no deadline missed
    days.move_clock(24.01)
    await wait_for_thread_text(table, "missed 1 deadline in a row")
    stored = await stored_game(days.db)
    absent_hand = {english_card(card) for card in stored.hands[absent_seat]}
    removed = await days.fd.slash(host, "zark remove", channel=table.thread, player=str(absent.id))
    assert removed.content.startswith("Done"), removed.content
    assert not any(label in removed.content for label in absent_hand), "the host must not see the removed hand"
    stored = await stored_game(days.db)
    assert stored.resigned[absent_seat]
    assert not any(owner == absent_seat for here in stored.pieces.values() for owner, _ in here)
    async with await Store.open(days.db) as store:
        logged = (await store.moves(1))[-1]
    assert (logged.notation, logged.seat, logged.user_id) == ("resign", absent_seat, host.id)  # the host did it


async def test_server_defaults_are_for_managers_and_new_games_start_with_them(days: Days) -> None:
    fd = days.fd
    manager = fd.add_member("manager", permissions=int(DEFAULT_EVERYONE_PERMISSIONS) | 1 << 5)  # Manage Server
    member = fd.add_member("member")
    refused = await fd.slash(member, "zark timers", scope="new games in this server", deadline_days=2)
    assert refused.ephemeral and "manage this server" in refused.content
    accepted = await fd.slash(
        manager, "zark timers", scope="new games in this server", deadline_days=2, reminder_hours=6
    )
    assert "deadline: 2 d" in accepted.content
    await fd.slash(member, "zark new")
    async with await Store.open(days.db) as store:
        row = (await store.load(1)).row
    assert row.timers.deadline_minutes == 2 * 24 * 60 and row.timers.remind_after_minutes == 6 * 60


async def test_coming_back_early_restarts_only_the_games_waiting_on_you(days: Days) -> None:
    table = await first_turn(days)
    await days.fd.slash(table.user(0), "zark timers", channel=table.thread, deadline_days=1)
    waiting_seat = table.game.current
    other = table.user(table.game.next_seat(waiting_seat))  # in the game, but not the one it waits for
    async with await Store.open(days.db) as store:
        before = (await store.load(1)).row
    await days.fd.slash(other, "zark away", channel=table.thread, days=3)
    days.move_clock(2)
    back = await days.fd.slash(other, "zark away", channel=table.thread, days=0)
    assert "Welcome back" in back.content
    async with await Store.open(days.db) as store:
        after = (await store.load(1)).row
    assert (after.remind_at, after.deadline_at) == (before.remind_at, before.deadline_at)


async def test_a_german_player_reads_german_and_her_dms_follow_her_choice(days: Days) -> None:
    """A German player at an English table: her private answers (clock, notify, games, away) are in German; what the
    table is told (the reminder, her absence) in the table's English; her reminder's DM in the language she uses the
    bot in, until she chooses Polish for her DMs with /zark notify language:, which using the bot in German then
    leaves alone."""
    fd = days.fd
    table = await first_turn(days)
    german = table.user(table.game.current)
    german.locale = "de"
    clock = await fd.slash(german, "zark clock", channel=table.thread)
    assert clock.ephemeral and clock.content.startswith(f"Partie 1 wartet auf <@{german.id}>"), clock.content
    assert "Diese Partie hat keine Zugfrist." in clock.content
    notify = await fd.slash(german, "zark notify", channel=table.thread, dm=True)
    assert notify.content.startswith("Direktnachrichten zum Zug: an. Ruhezeiten: keine (UTC)."), notify.content
    assert "Sprache der Direktnachrichten und Erinnerungen: Deutsch (die, in der du" in notify.content
    games = await fd.slash(german, "zark games", channel=table.thread)
    assert f"<#{table.thread.id}> (Partie 1): 👉 du bist am Zug, 3 Spieler" in games.content, games.content
    offered = await fd.autocomplete(german, "zark remove", focused="player", channel=table.thread, options={})
    others = [table.game.name(seat) for seat, user in enumerate(table.users) if user is not german]
    assert sorted(c.name for c in offered) == [f"{name} · 0 verpasste Fristen in Folge" for name in sorted(others)]
    days.move_clock(24.01)
    reminder = await wait_for_thread_text(table, "⏰")
    assert reminder.content.startswith(f"⏰ <@{german.id}>: game 1 has waited 1 d for your move."), reminder.content
    await fd.wait_until(
        lambda: any("⏰ Partie 1 wartet seit 1 d auf" in m.content for m in fd.dms_with(german)), timeout=5
    )
    chosen = await fd.slash(german, "zark notify", channel=table.thread, language="pl")
    assert "Sprache der Direktnachrichten und Erinnerungen: Polski (deine Wahl)." in chosen.content, chosen.content
    await fd.slash(german, "zark clock", channel=table.thread)  # still using the bot in German
    days.move_clock(24.01)
    await fd.wait_until(
        lambda: any("⏰ Gra 1 czeka na twoją turę" in m.content for m in fd.dms_with(german)), timeout=5
    )
    away = await fd.slash(german, "zark away", channel=table.thread, days=2)
    assert away.ephemeral and away.content.startswith("Du bist bis <t:"), away.content
    await wait_for_thread_text(table, f"<@{german.id}> is away until")
