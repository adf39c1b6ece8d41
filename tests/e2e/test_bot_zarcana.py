"""A whole game of Zarcana through the real bot.py, a real discord.py client and the local Discord
stand-in: /zark new game:zarcana, two people and a computer seat, real turns through the /zarcana commands (every
value offered by the bot's own autocomplete) to the final scoring after a declared final round (H-18).

The bot deals from seed 156, for which `plan_zarcana` gives a 63-move game (found by search) with the computer's
Justice swapping hands with Bob (Z-46: Bob sees his new hand privately), Ann's Emperor demanding three cards of Bob
(Z-39: Ann tries it first with preview:true and plays it with Play it; Bob, pinged, answers privately with
/zarcana give, and only he and Ann ever see the cards), the Chariot
taking its second step (a pending decision), option 4's reorienting, and Bob declaring the final round (H-18). After
every move no message anyone can see names a card they may not know the place of, and every board is a PNG with
alt text.
"""

from __future__ import annotations

from pathlib import Path

from rules import Phase
from rules.core.words import plural
from rules.zarcana import (
    Demand,
    Drawn,
    Give,
    Play,
    Strike,
    Swap,
    Use,
    ZarcanaGame,
    ZarcanaSettings,
    zarcana_to_dict,
)
from rules.zarcana.cards import sort_key
from rules.zarcana.views import public_notation
from tests.words import english_tarot

from .conftest import LaunchBot
from .fakediscord import FakeDiscord, Message
from .zarcana import ZarcanaLeakWatch, ZarcanaTable, command_for, plan_zarcana, stored_zarcana
from .zark import ROOT, board_version, wait_for_board

SEED = "165"  # a game whose plan has every kind of move the test looks at (asserted below)
NAMES = ("Ann", "Bob", "Bot 1 (easy)")  # the players' display names
COMPUTER = 2


def boards_in(fd: FakeDiscord, thread: object) -> list[Message]:
    return [m for m in fd.messages_in(thread) if board_version(m)]  # type: ignore[arg-type]  # (not the replay)


async def test_a_whole_zarcana_game_to_its_final_scoring(
    fd: FakeDiscord, launch_bot: LaunchBot, tmp_path: Path
) -> None:
    db = tmp_path / "zark.db"
    bot = await launch_bot(
        ROOT / "bot.py", cwd=ROOT, ZARK_DB_PATH=str(db), ZARK_DEAL_SEED=SEED, ZARK_COMPUTER_DELAY="0",
        ZARK_COMPUTER_WORKERS="1",
    )  # fmt: skip
    await fd.wait_for_ready(process=bot)
    ann, bob = fd.add_member("ann"), fd.add_member("bob")

    # The lobby: Zarcana with its table options, chosen from autocomplete (only Zarcana's are offered; these are its
    # defaults, the game planned for this test), a person joining, a computer seat
    offered = await fd.autocomplete(ann, "zark new", focused="options", options={"game": "zarcana", "options": "trump"})
    assert [choice.value for choice in offered] == ["trump_order:rws", "trump_order:marseille"]
    typed = {"game": "zarcana", "options": "safety_end:on tie"}
    offered = await fd.autocomplete(ann, "zark new", focused="options", options=typed)
    assert [choice.value for choice in offered] == ["safety_end:on tie_break:off", "safety_end:on tie_break:on"]
    opened = await fd.slash(ann, "zark new", options={"game": "zarcana", "options": offered[0].value})
    assert opened.ephemeral and opened.content.startswith("Done: game 1"), opened.content
    lobby = await fd.wait_for_message(lambda m: m.content.startswith("**Zarcana**: game 1 (") and bool(m.components))
    assert "(78 cards, RWS trump order, safety end on, ties shared, first player by lot)" in lobby.content
    thread = await fd.wait_for_thread("Zarcana game 1")
    await fd.click(bob, lobby, label="Join")
    await fd.wait_for_message(lambda m: m.id == lobby.id and bob.mention in m.content)
    added = await fd.slash(ann, "zark bot add", channel=thread, options={"level": "easy"})
    assert added.content == "Done: Bot 1 (easy) joined game 1."
    await fd.wait_for_message(lambda m: m.id == lobby.id and "🤖 Bot 1 (easy)" in m.content)
    await fd.click(ann, lobby, label="Start")
    await fd.wait_for_message(lambda m: m.channel_id == thread.id and "has begun" in m.content)

    game = await stored_zarcana(db)
    assert zarcana_to_dict(game) == zarcana_to_dict(ZarcanaGame.new(ZarcanaSettings(players=NAMES), SEED))
    table = ZarcanaTable(fd, {0: ann, 1: bob}, thread, game)
    watch = ZarcanaLeakWatch(table)
    board = fd.messages_in(thread)[-1]
    assert board.attachments[0].data.startswith(b"\x89PNG") and board.attachments[0].description
    for user in table.users.values():  # each hand, drawn, for its owner only
        shown = await fd.click(user, board, label="My hand")
        assert shown.ephemeral and shown.files and shown.files[0].data.startswith(b"\x89PNG")
        assert shown.content.startswith("Your hand (3): ")
    watch.check()

    plan = plan_zarcana(SEED, NAMES, (COMPUTER,))
    assert any(isinstance(a, Play) and isinstance(a.effect, Strike) and a.effect.demand for a in plan)
    assert {type(a).__name__ for a in plan} >= {"Again", "Give", "Declare", "Reorient", "Place", "Draw", "Pass"}
    assert any(isinstance(a, Play | Use | Drawn) and isinstance(a.effect, Swap) for a in plan)  # Justice's swap
    for action in plan:
        seat = table.game.seats_to_act()[0]
        watch.note_public()
        if seat == COMPUTER:
            table.game.apply(seat, action)
            board = await the_computers_move(fd, thread, len(table.game.history) + 1)
            assert f"`{public_notation(seat, action, None)}`" in board.content
            if isinstance(action, Play | Use | Drawn) and isinstance(action.effect, Swap):
                await the_new_hand_is_shown_privately(table, seat, action.effect.seat)
        else:
            if isinstance(action, Give):
                await the_victims_owner_is_asked(table, seat, action)
            if isinstance(action, Play) and isinstance(action.effect, Strike) and action.effect.demand:
                await previewed_then_played(table, seat, action)  # the Emperor tried first, then Play it
            else:
                await table.perform(seat, action)
            if isinstance(action, Give):
                await only_the_two_see_the_cards(table, seat, action)
        watch.check()
        last = boards_in(fd, thread)[-1]
        assert last.attachments[0].filename.startswith("board-1-") and last.attachments[0].data.startswith(b"\x89PNG")
        assert last.attachments[0].description  # alt text

    assert table.game.phase is Phase.OVER and table.game.declarer is not None  # H-18: a declared final round
    final = boards_in(fd, thread)[-1].content
    assert "🏆" in final and ", the most (Z-62 to Z-64)" in final
    for seat, name in enumerate(NAMES):  # each winner named once, by the points they won with; the others' scores
        score = table.game.scores[seat]
        who = f"<@{table.users[seat].id}>" if seat in table.users else f"🤖 {name}"
        won = f"🏆 {who} wins with {plural(score, 'point')}" in final
        assert won if seat in table.game.winners else f"{name} {score}" in final
    assert zarcana_to_dict(await stored_zarcana(db)) == zarcana_to_dict(table.game)
    log = await fd.slash(ann, "zark log", channel=thread)
    record = log.files[0].data.decode()
    assert f"seed: {SEED}" in record and "game: zarcana" in record  # the finished game's full record


async def the_computers_move(fd: FakeDiscord, thread: object, version: int) -> Message:
    """The board that says the computer's move of this version (it moves a moment after its turn comes, by itself):
    the first board of this version or a later one, since the boards of moves made in quick succession may go out as
    one message, which says every move it covers."""

    def covering() -> Message | None:
        return next((m for m in boards_in(fd, thread) if board_version(m) >= version), None)

    return await fd.wait_until(covering, timeout=30, what=f"the board of the computer's move (version {version})")


async def previewed_then_played(table: ZarcanaTable, seat: int, action: Play) -> None:
    """preview:true shows the board the move would leave and what follows, privately, posting and storing nothing;
    Play it then plays exactly that move (read back in Zarcana's notation from the button)."""
    fd, thread = table.fd, table.thread
    command, options = command_for(action)
    posted = len(fd.messages_in(thread))
    tried = await fd.slash(table.users[seat], command, channel=thread, options={**options, "preview": True})
    assert tried.ephemeral and tried.content.startswith("**Preview**"), tried.content
    assert "Then: " in tried.content and "must give" in tried.content  # the demand that would follow
    assert tried.files and (tried.files[0].description or "").startswith("PREVIEW")
    assert len(fd.messages_in(thread)) == posted, "a preview posts nothing"
    button = next(m for m in reversed(tried.replies) if m.components)
    played = await fd.click(table.users[seat], button, label="Play it")
    assert played.ephemeral and played.content.startswith("Done"), played.content
    table.game.apply(seat, action)
    await wait_for_board(fd, thread, len(table.game.history) + 1)


async def the_new_hand_is_shown_privately(table: ZarcanaTable, seat: int, other: int) -> None:
    """Z-46: the person whose hand was swapped finds their new hand, and who swapped, under My hand."""
    user = table.users[other]
    shown = await table.fd.click(user, boards_in(table.fd, table.thread)[-1], label="My hand")
    hand = ", ".join(english_tarot(card) for card in sorted(table.game.hands[other], key=sort_key))
    assert shown.ephemeral and shown.content.startswith(f"Your hand ({len(table.game.hands[other])}): {hand}.")
    assert f"{table.game.name(seat)} swapped hands with you (Justice, Z-46): this is your new hand." in shown.content


async def the_victims_owner_is_asked(table: ZarcanaTable, seat: int, give: Give) -> None:
    """Z-39: the victim's owner is pinged to answer with /zarcana give; the other player cannot answer for them."""
    fd, thread = table.fd, table.thread
    assert table.game.pending == Demand(seat, give.to, len(give.cards))
    giver, receiver = table.users[seat], table.users[give.to]
    ping = fd.messages_in(thread)[-1]
    assert f"{giver.mention}: " in ping.content and "must give" in ping.content and "/zarcana give" in ping.content
    assert giver in ping.mentions
    refused = await fd.slash(receiver, "zarcana give", channel=thread, options={"cards": give.cards[0]})
    assert refused.ephemeral and refused.content.startswith("Not yours to answer: "), refused.content
    hint = await fd.autocomplete(receiver, "zarcana give", focused="cards", channel=thread, options={"cards": ""})
    assert hint[0].name.startswith("Not yours to answer")


async def only_the_two_see_the_cards(table: ZarcanaTable, seat: int, give: Give) -> None:
    """The giver's private reply names the cards; the receiver finds them under My hand; the table sees a count."""
    fd, thread = table.fd, table.thread
    names = [english_tarot(card) for card in give.cards]
    reply = table.last_private[seat].content
    assert reply.startswith(f"Done: **{table.game.name(seat)}** gave {table.game.name(give.to)} {', '.join(names)}")
    public = fd.messages_in(thread)[-1].content
    count = len(give.cards)
    assert f"gave {table.game.name(give.to)} {count} card" in public and not any(name in public for name in names)
    receiver = table.users[give.to]
    hand = await fd.click(receiver, fd.messages_in(thread)[-1], label="My hand")
    assert hand.ephemeral and f"{table.game.name(seat)} gave you {', '.join(names)}" in hand.content
