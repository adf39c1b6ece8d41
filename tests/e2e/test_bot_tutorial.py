"""/zark tutorial through the real bot.py, a real discord.py client and the local Discord stand-in: Ann learns Zark
City against two gentle computer players, started at once; she plays the easy player's move (seeded by the version),
and by the game's end every turn option of Zark City has been explained in the thread exactly once, citing its rule,
most of them on the board of the moment they became legal for her (the tutorial's own deal, whatever the bot's
seed). Then Zarcana, to its end; and a refusal where a game lives."""

from __future__ import annotations

import asyncio
import random
from pathlib import Path

import i18n
from data import GameStatus, Store
from i18n import ENGLISH
from play.families import family_of
from play.tutorial import MARK, tutorial_of
from rules import Phase
from rules.players import decide
from rules.zark import ZarkGame

from .conftest import LaunchBot
from .fakediscord import FakeDiscord, Message
from .test_bot_computers import FAST, board_for, board_posts, check_never_pinged, start_bot
from .zarcana import ZarcanaTable, stored_zarcana
from .zarcana import _person as person
from .zark import Table, cards_named, message_texts, next_moment, stored_game


async def test_a_tutorial_runs_to_its_end_and_explains_every_turn_option_once(
    fd: FakeDiscord, launch_bot: LaunchBot, tmp_path: Path
) -> None:
    db, seed = tmp_path / "zark.db", "9"
    await start_bot(fd, launch_bot, db, seed, **FAST)
    ann = fd.add_member("ann")
    answer = await fd.slash(ann, "zark tutorial", options={})
    assert answer.ephemeral and answer.content.startswith("Done: your Zark City tutorial is game 1"), answer.content
    assert "Bot 1 (gentle) and Bot 2 (gentle)" in answer.content
    thread = await fd.wait_for_thread("Zark City game 1")
    begun = await fd.wait_for_message(lambda m: m.channel_id == thread.id and "has begun" in m.content)
    assert f"{MARK} **Starter** (R-2)" in begun.content  # the first thing she must do, explained at once
    assert "Hints are on" in begun.content  # /zark hint works in a tutorial, which is therefore not rated

    table = Table(fd, [ann], thread, await stored_game(db))
    seen, ever_public = 0, set[str]()
    while table.game.phase is not Phase.OVER:
        found, table.game = await next_moment(fd, board_for(thread.id, ann, after=seen), db)
        seen = max(seen, found)
        # The explanations name places, never her cards: no public message names a card only she may know of
        game = table.game
        ever_public |= {str(card) for card in [*game.cards.values(), *game.discard, *game.starters] if card}
        ever_public |= {card for _, notation in game.view(None).history for card in cards_named(notation)}
        for message in fd.messages_in(thread):
            leaked = cards_named("\n".join(message_texts(message))) & (
                {str(card) for card in game.hands[0]} - ever_public
            )
            assert not leaked, f"{sorted(leaked)} of Ann's hand in public: {message.content[:300]}"
        if table.game.seats_to_act() != [0]:
            continue
        version = len(table.game.history) + 1
        await table.perform(0, decide(table.game, 0, "easy", f"person:{version}"), check_autocomplete=False)
    last = await fd.wait_for_message(
        lambda m: m.channel_id == thread.id and "Tutorial over" in m.content, timeout=30, what="the tutorial's end"
    )
    assert "wins" in last.content
    assert last.find_component(label="My hand") and not last.find_component(label="End tutorial")  # over: no End
    texts = [m.content for m in fd.messages_in(thread)]
    topics = family_of(table.game).tutorial_topics(table.game.settings)
    assert len(topics) == 11  # Zark City arcade: the two steps of the setup, the eight options, the discard
    for topic in topics:
        line = f"{MARK} **{i18n.text(ENGLISH, topic.title)}** ({topic.rule}): "
        assert sum(text.count(line) for text in texts) == 1, topic.key  # explained, once
    shown_on_boards = [m for m in board_posts(fd, thread) if MARK in m.content and "Tutorial over" not in m.content]
    assert len(shown_on_boards) >= 4  # explained along the way, on the boards of those moments
    async with await Store.open(db) as store:
        row = (await store.load(1)).row
    tutorial = tutorial_of(row.settings)
    assert tutorial is not None and tutorial.learner == ann.id
    assert sorted(tutorial.explained) == sorted(topic.key for topic in topics)
    check_never_pinged(fd)


async def test_a_learner_who_plays_each_hint_wins_meets_hatch_and_her_last_board_has_no_end_button(
    fd: FakeDiscord, launch_bot: LaunchBot, tmp_path: Path
) -> None:
    """Ann asks /zark hint at every step of her turns and presses Play it: the game tests/play/test_tutorial.py
    plays (the tutorial's deal and seeds, whatever the bot's), in which a gentle computer takes her one pyramid after
    the first round and she meets Hatch; she wins with her own move, whose board (the public follow-up of Play it)
    closes the tutorial without an End tutorial button."""
    db = tmp_path / "zark.db"
    await start_bot(fd, launch_bot, db, "9", **FAST)
    ann = fd.add_member("ann")
    await fd.slash(ann, "zark tutorial", options={})
    thread = await fd.wait_for_thread("Zark City game 1")
    game = await learners_moment(db, -1)
    while True:
        if game.phase is Phase.OVER:
            break
        asked = await fd.slash(ann, "zark hint", channel=thread, timeout=60)
        suggestion = next(m for m in reversed(asked.replies) if m.components)
        played = await fd.click(ann, suggestion, label="Play it", timeout=30)
        assert played.ephemeral, played.content
        game = await learners_moment(db, len(game.history))
    assert game.winners == (0,) and game.history[-1][0] == 0  # she won, with her own move
    last = await fd.wait_for_message(
        lambda m: m.channel_id == thread.id and "Tutorial over" in m.content, timeout=30, what="the tutorial's end"
    )
    assert last is board_posts(fd, thread)[-1] and f"{ann.mention} wins" in last.content
    assert last.find_component(label="My hand") and not last.find_component(label="End tutorial")
    hatch = f"{MARK} **Hatch** (R-16): "
    assert any(hatch in board.content for board in board_posts(fd, thread)[:-1])  # on the board of its moment


async def test_a_zarcana_tutorial_runs_to_its_end_and_explains_every_turn_option_once(
    fd: FakeDiscord, launch_bot: LaunchBot, tmp_path: Path
) -> None:
    """The tutorial's own deal, Ann playing the test's own choices (seeded by the version)."""
    db, seed = tmp_path / "zark.db", "2"
    await start_bot(fd, launch_bot, db, seed, **FAST)
    ann = fd.add_member("ann")
    answer = await fd.slash(ann, "zark tutorial", options={"game": "zarcana"})
    assert answer.content.startswith("Done: your Zarcana tutorial is game 1"), answer.content
    thread = await fd.wait_for_thread("Zarcana game 1")
    table = ZarcanaTable(fd, {0: ann}, thread, await stored_zarcana(db))
    seen = 0

    def for_ann(message: Message) -> bool:
        ours = message.channel_id == thread.id and message.id > seen and bool(message.attachments)
        return ours and (ann.mention in message.content or "Tutorial over" in message.content)

    while table.game.phase is not Phase.OVER:
        found, table.game = await next_moment(fd, for_ann, db, stored_zarcana)
        seen = max(seen, found)
        if table.game.seats_to_act() == [0]:
            version = len(table.game.history) + 1
            await table.perform(0, person(table.game, 0, [0], random.Random(f"person:{version}")))
    last = await fd.wait_for_message(
        lambda m: m.channel_id == thread.id and "Tutorial over" in m.content, timeout=30, what="the tutorial's end"
    )
    texts = [m.content for m in fd.messages_in(thread)]
    topics = family_of(table.game).tutorial_topics(table.game.settings)
    assert len(topics) == 8  # section 7: the eight options
    for topic in topics:
        line = f"{MARK} **{i18n.text(ENGLISH, topic.title)}** ({topic.rule}): "
        assert sum(text.count(line) for text in texts) == 1, topic.key  # explained, once
    assert "Tutorial over" in last.content


async def test_a_tutorial_is_refused_in_words_where_a_game_lives_and_opens_nothing(
    fd: FakeDiscord, launch_bot: LaunchBot, tmp_path: Path
) -> None:
    db = tmp_path / "zark.db"
    await start_bot(fd, launch_bot, db, "9", **FAST)
    ann = fd.add_member("ann")
    first = await fd.slash(ann, "zark tutorial", options={"game": "zarcana"})
    assert first.content.startswith("Done: your Zarcana tutorial is game 1"), first.content
    thread = await fd.wait_for_thread("Zarcana game 1")
    await fd.wait_for_message(lambda m: m.channel_id == thread.id and "Hints are on" in m.content)
    refused = await fd.slash(ann, "zark tutorial", channel=thread, options={})
    assert refused.ephemeral and refused.content.startswith("This thread belongs to game 1."), refused.content
    assert len(fd.threads) == 1
    async with await Store.open(db) as store:
        assert await store.game_in_channel(thread.id) is not None
        assert [row.id for row in await store.games_for_user(ann.id)] == [1]


async def test_the_learner_resigning_ends_the_tutorial_at_once_with_one_message(
    fd: FakeDiscord, launch_bot: LaunchBot, tmp_path: Path
) -> None:
    db = tmp_path / "zark.db"
    await start_bot(fd, launch_bot, db, "9", **FAST)
    ann = fd.add_member("ann")
    await fd.slash(ann, "zark tutorial", options={})
    thread = await fd.wait_for_thread("Zark City game 1")
    await fd.wait_for_message(lambda m: m.channel_id == thread.id and "has begun" in m.content)
    asked = await fd.slash(ann, "zark resign", channel=thread)
    assert asked.message is not None
    await fd.click(ann, asked.message, label="Yes, resign")
    ended = await fd.wait_for_message(
        lambda m: m.channel_id == thread.id and "Tutorial over" in m.content, timeout=30, what="the tutorial's end"
    )
    assert "/zark new" in ended.content and "/zark bot add" in ended.content
    assert ended in fd.messages_in(thread)  # for the table to read
    await without_end_button(fd, last_board(fd, thread, before=ended))
    await asyncio.sleep(3)  # the computers have stopped: nothing more is posted, the end said once
    assert [m.id for m in fd.messages_in(thread) if m.id >= ended.id] == [ended.id]
    async with await Store.open(db) as store:
        assert (await store.load(1)).row.status is GameStatus.ABANDONED


async def test_the_end_tutorial_button_ends_it_at_once_with_one_message_and_refuses_anyone_else(
    fd: FakeDiscord, launch_bot: LaunchBot, tmp_path: Path
) -> None:
    """Pressed on an older board: the tutorial ends, its last board loses the button (keeping My hand and Catch up),
    and a press on the older board, which keeps it, changes nothing."""
    db = tmp_path / "zark.db"
    await start_bot(fd, launch_bot, db, "9", **FAST)
    ann, bob = fd.add_member("ann"), fd.add_member("bob")
    await fd.slash(ann, "zark tutorial", options={})
    thread = await fd.wait_for_thread("Zark City game 1")
    begun = await fd.wait_for_message(lambda m: m.channel_id == thread.id and "has begun" in m.content)
    table = Table(fd, [ann], thread, await stored_game(db))
    await table.perform(0, decide(table.game, 0, "easy", "person:1"), check_autocomplete=False)  # her starter
    later = await fd.wait_for_message(board_for(thread.id, ann, after=begun.id), timeout=30, what="her next board")
    assert later.find_component(label="End tutorial")
    asked = await fd.slash(ann, "zark resign", channel=thread)
    assert asked.content.startswith("End your tutorial? Resigning ends it at once"), asked.content
    refused = await fd.click(bob, begun, label="End tutorial")
    assert refused.ephemeral and refused.content.startswith("Only Ann, who is learning"), refused.content
    await fd.click(ann, begun, label="End tutorial")
    ended = await fd.wait_for_message(
        lambda m: m.channel_id == thread.id and "Tutorial over" in m.content, timeout=30, what="the tutorial's end"
    )
    assert "Ann ended it" in ended.content and "/zark new" in ended.content and "/zark bot add" in ended.content
    assert last_board(fd, thread, before=ended) is later
    await without_end_button(fd, later)
    await asyncio.sleep(3)  # the computers have stopped: nothing more is posted, the end said once
    assert [m.id for m in fd.messages_in(thread) if m.id >= ended.id] == [ended.id]
    stale = await fd.click(ann, begun, label="End tutorial")
    assert stale.ephemeral and stale.content.startswith("This tutorial is over already"), stale.content
    assert [m.id for m in fd.messages_in(thread) if m.id >= ended.id] == [ended.id]
    hand = await fd.click(ann, later, label="My hand")  # its other buttons work as ever
    assert hand.ephemeral and hand.files, hand.content
    async with await Store.open(db) as store:
        assert (await store.load(1)).row.status is GameStatus.ABANDONED


def last_board(fd: FakeDiscord, thread: object, *, before: Message) -> Message:
    """The tutorial's last board, posted before its end was said."""
    return [board for board in board_posts(fd, thread) if board.id < before.id][-1]


async def without_end_button(fd: FakeDiscord, board: Message) -> None:
    """Wait until the End tutorial button is off `board` (taken off once the tutorial ended); its others stay."""
    await fd.wait_until(lambda: not board.find_component(label="End tutorial"), what="End tutorial taken off")
    assert board.find_component(label="My hand") and board.find_component(label="Catch up")


async def learners_moment(db: Path, moves: int) -> ZarkGame:
    """The stored game once it has more than `moves` moves and waits on Ann (seat 0) alone, or is over."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + 60.0
    while True:
        game = await stored_game(db)
        if game.phase is Phase.OVER or (len(game.history) > moves and game.seats_to_act() == [0]):
            return game
        if loop.time() > deadline:
            raise TimeoutError(f"neither Ann's turn nor the end came after move {moves}")
        await asyncio.sleep(0.05)
