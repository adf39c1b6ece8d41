"""What a turn says, in whose language, through the real bot.py and the local Discord stand-in: a German host's Zark
City table posts its boards in German (the moves, the starters' reveal, whose turn it is), while the Polish player at
it reads every private reply in Polish (what their move did, their hand, the log) and the German host hers in German
(catching up, and the autocomplete of her next move)."""

from __future__ import annotations

import re
from pathlib import Path

from play.zarcana.help import PAGES
from rules import Phase

from .conftest import LaunchBot
from .fakediscord import FakeDiscord, Message
from .zarcana import ZarcanaTable, plan_zarcana, stored_zarcana
from .zark import ROOT, command_for, plan_game, wait_for_board

SEED = "18"  # two players: starters, Bob places, Ann spawns, Bob builds the 2♦ (`plan_game`)
ENGLISH_WORDS = ("Starters revealed", "your turn", "Waiting for", " drew ", "spawned", "built the")


def has_button(message: Message, custom_id: str) -> bool:
    return any(item.get("custom_id") == custom_id for row in message.components for item in row["components"])


async def test_a_german_table_posts_in_german_and_a_polish_player_reads_polish(
    fd: FakeDiscord, launch_bot: LaunchBot, tmp_path: Path
) -> None:
    db = tmp_path / "zark.db"
    bot = await launch_bot(ROOT / "bot.py", cwd=ROOT, ZARK_DB_PATH=str(db), ZARK_DEAL_SEED=SEED)
    await fd.wait_for_ready(process=bot)
    ann, bob = fd.add_member("ann"), fd.add_member("bob")
    ann.locale, bob.locale = "de", "pl"

    await fd.slash(ann, "zark new")  # Ann hosts: her table speaks German
    lobby = await fd.wait_for_message(lambda m: has_button(m, "zark:lobby:1:join"))
    await fd.click(bob, lobby, "zark:lobby:1:join")
    await fd.wait_for_message(lambda m: m.id == lobby.id and bob.mention in m.content)
    await fd.click(ann, lobby, "zark:lobby:1:start")
    thread = await fd.wait_for_thread()
    assert thread.name == "Zark City, Partie 1"  # the thread is named in the table's language
    begun = await fd.wait_for_message(lambda m: m.channel_id == thread.id and "hat begonnen" in m.content)
    assert begun.content.startswith("Partie 1 hat begonnen! Plätze der Reihe nach: Ann (")
    assert "Drücke **Meine Hand**" in begun.content and f"Warte auf die Startkarten von {ann.mention}" in begun.content

    players = [ann, bob]
    for seat, action in plan_game(SEED, 2)[:5]:
        command, options = command_for(action)
        said = await fd.slash(players[seat], command, channel=thread, options=options)
        assert said.ephemeral
        name = ("Ann", "Bob")[seat]  # as the game names its players
        done = "Erledigt: " if seat == 0 else "Gotowe: "  # each in the mover's own language
        assert said.content.startswith(f"{done}**{name}** "), said.content
        assert ("Deine Hand (" if seat == 0 else "Twoja ręka (") in said.content, said.content

    built = await fd.wait_for_message(lambda m: m.channel_id == thread.id and "baute die 2♦ auf N12" in m.content)
    posts = "\n".join(m.content for m in fd.messages_in(thread))
    assert "Startkarten aufgedeckt: Ann 9♦, Bob 7♣. Ann beginnt (R-2)." in posts
    assert "**Bob** platzierte die eigene Startkarte auf M12 · `place M12`" in posts
    assert "**Ann** vermehrte sich auf M13 um eine kleine Pyramide · `spawn M13`" in posts
    assert f"{ann.mention}, du bist am Zug (Zug 3)." in built.content
    assert not [word for word in ENGLISH_WORDS if word in posts], posts

    hand = await fd.slash(bob, "zark hand", channel=thread)
    assert hand.ephemeral and hand.content.startswith("Twoja ręka ("), hand.content
    log = await fd.slash(bob, "zark log", channel=thread)
    assert "2. Bob: wybiera kartę startową · `starter 7C`" in log.content, log.content
    assert "5. Bob: buduje na polu N12 kartę: 2♦ · `build 2D N12`" in log.content, log.content
    offered = await fd.autocomplete(ann, "build", focused="cell", channel=thread, options={})
    assert offered and all(" · neben " in choice.name for choice in offered), offered  # in Ann's German
    cards = await fd.autocomplete(ann, "build", focused="card", channel=thread, options={})
    assert cards and all(choice.name.startswith(choice.name.split(" ")[0] + " · ") for choice in cards), cards
    assert not [c.name for c in cards if " of " in c.name], cards
    caught_up = await fd.slash(ann, "zark catchup", channel=thread)
    assert caught_up.content.startswith("Seit deinem letzten Zug (1 Zug; geänderte Felder sind umrandet):")
    assert "Bob: baute die 2♦ auf N12 · `build 2D N12`" in caught_up.content


#: Words of English that German never uses: one of them in a German reader's private reply is English that escaped.
ENGLISH_ONLY = {"the", "your", "you", "and", "with", "is", "are", "of", "this", "has", "have", "not", "for", "from",
                "turn", "cards", "move", "player", "players", "game", "nothing", "wins", "played", "yet", "sees",
                "minion", "minions", "points", "none", "done", "press", "would", "there", "which", "page"}  # fmt: skip


def english_words(text: str) -> list[str]:
    """English words of `text`, outside the notation in backquotes (`play Chariot by M14 small up`), which is the
    same in every language (docs/notation.md)."""
    prose = re.sub(r"`[^`]*`", " ", text)
    return [word for word in re.findall(r"[A-Za-z]+", prose) if word.casefold() in ENGLISH_ONLY]


def around(text: str, word: str) -> str:
    """`word` in `text`, with what stands around it."""
    at = re.search(rf"\b{word}\b", text)
    start = at.start() if at else 0
    return f"{word}: {text[max(0, start - 60) : start + 60]!r}"


async def test_a_german_player_plays_a_whole_zarcana_game_at_an_english_table_without_one_english_word(
    fd: FakeDiscord, launch_bot: LaunchBot, tmp_path: Path
) -> None:
    """Ann's Discord speaks German, Bob's English, and Bob hosts: the table (boards, the thread) speaks English, while
    everything only Ann sees is German: her moves' replies, her hand, the log, catch-up, the rules pages (every
    /zarcana rules page and /zark rules), her autocomplete entries, the review and her ratings."""
    seed, computer = "165", 2
    db = tmp_path / "zark.db"
    bot = await launch_bot(
        ROOT / "bot.py", cwd=ROOT, ZARK_DB_PATH=str(db), ZARK_DEAL_SEED=seed, ZARK_COMPUTER_DELAY="0",
        ZARK_COMPUTER_WORKERS="1",
    )  # fmt: skip
    await fd.wait_for_ready(process=bot)
    bob, ann = fd.add_member("bob"), fd.add_member("ann")
    ann.locale = "de"
    await fd.slash(bob, "zark new", options={"game": "zarcana"})
    lobby = await fd.wait_for_message(lambda m: has_button(m, "zark:lobby:1:join"))
    thread = await fd.wait_for_thread()
    await fd.click(ann, lobby, "zark:lobby:1:join")
    await fd.wait_for_message(lambda m: m.id == lobby.id and ann.mention in m.content)
    await fd.slash(bob, "zark bot add", channel=thread, options={"level": "easy"})
    await fd.click(bob, lobby, "zark:lobby:1:start")
    board = await fd.wait_for_message(lambda m: m.channel_id == thread.id and has_button(m, "zark:hand:1"))
    assert "has begun" in fd.messages_in(thread)[0].content or "has begun" in board.content  # the table's English
    table = ZarcanaTable(fd, {0: bob, 1: ann}, thread, await stored_zarcana(db))

    replies: list[str] = []
    await fd.click(ann, board, "zark:hand:1")
    for action in plan_zarcana(seed, ("bob", "ann", table.game.name(computer)), (computer,)):
        seat = table.game.seats_to_act()[0]
        if seat == computer:
            table.game.apply(seat, action)
            await wait_for_board(fd, thread, len(table.game.history) + 1)
            continue
        table.done = "Erledigt" if seat == 1 else "Done"  # each mover's private word in their own language
        await table.perform(seat, action)
    assert table.game.phase is Phase.OVER
    for command, options in [
        ("zark hand", {}), ("zark log", {}), ("zark catchup", {}), ("zark clock", {}), ("zark games", {}),
        ("zark rules", {}), ("zark rules", {"page": "zarcana"}), ("zark review", {}),
        ("zark rating profile", {"game": "zarcana"}), ("zark rating leaderboard", {"game": "zarcana"}),
        *[("zarcana rules", {"page": page}) for page in PAGES],
    ]:  # fmt: skip
        answer = await fd.slash(ann, command, channel=thread, options=options)
        replies += [reply.content for reply in answer.replies] or [answer.content]
    for message in fd.ephemerals_for(ann):
        replies += [message.content, *(a.description or "" for a in message.attachments)]
        replies += [str(item.get("label") or "") for row in message.components for item in row["components"]]
    for record in fd.world.interactions.values():
        if record.user is ann:
            replies += [choice["name"] for choice in record.choices or []]
    escaped = sorted({around(text, word) for text in replies for word in english_words(text)})
    assert not escaped, "\n".join(escaped)
    finals = [m.content for m in fd.messages_in(thread) if "🏆" in m.content]
    assert finals and "wins with" in finals[-1]  # the table's board, in the table's English
