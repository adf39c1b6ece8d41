"""Whole games of Unocitta and Unopolis through the real bot.py, a real discord.py client and the local
Discord stand-in: from /zark new with the `game` option to a win, every move sent as a player would (each option's
value offered by the bot's own autocomplete, a Wild's `as` and /zark nominate included).

Each bot deals from a seed found by search (`plan_game` with the Uno game) for a short game that builds a Wild with
a nomination and re-nominates one: seed 53 wins Unocitta in 16 moves with a Wild in a three of a kind; seed 84 wins
Unopolis in 31 moves with a four-card block (R-26) that holds a Wild Draw Four.
"""

from __future__ import annotations

from pathlib import Path

from rules import cell_name
from rules.zark import Build, Hatch, Nominate, game_to_dict
from tests.words import english_card

from .conftest import LaunchBot
from .fakediscord import FakeDiscord
from .zark import ROOT, LeakWatch, Table, boards_in, open_table, plan_game, stored_game

NAMES = ("ann", "bob")


async def play_to_a_win(fd: FakeDiscord, launch_bot: LaunchBot, tmp_path: Path, game: str, seed: str) -> Table:
    db = tmp_path / "zark.db"
    bot = await launch_bot(ROOT / "bot.py", cwd=ROOT, ZARK_DB_PATH=str(db), ZARK_DEAL_SEED=seed)
    await fd.wait_for_ready(process=bot)
    table = await open_table(fd, db, NAMES, game=game)
    assert table.game.settings.game == game
    plan = plan_game(seed, len(NAMES), game_name=game)
    assert any(isinstance(a, Build | Hatch) and a.nomination is not None for _, a in plan), "the plan builds a Wild"
    assert any(isinstance(a, Nominate) for _, a in plan), "the plan re-nominates a Wild"
    watch = LeakWatch(table)
    board = fd.messages_in(table.thread)[-1]
    for seat, user in enumerate(table.users):  # each hand of Uno cards, drawn, for its owner only
        shown = await fd.click(user, board, label="My hand")
        assert shown.ephemeral and shown.files and shown.files[0].data.startswith(b"\x89PNG")
        assert all(english_card(card) in shown.content for card in table.game.hands[seat])
    watch.check()
    for seat, action in plan:
        if isinstance(action, Build | Hatch) and action.nomination is not None:
            await refuse_a_wild_without_as(table, seat, action)
        await table.perform(seat, action)
        watch.check()  # no message names an Uno card a player could not know
        if isinstance(action, Nominate):
            check_the_turn_goes_on(table, seat, action)
    assert table.game.winner is not None
    last = boards_in(fd, table.thread)[-1]  # (the replay follows it)
    assert f"🏆 <@{table.user(table.game.winner).id}> wins" in last.content
    assert last.attachments and last.attachments[0].data.startswith(b"\x89PNG")  # the board drawn, Uno cards and all
    assert "Wild" in (last.attachments[0].description or "")
    assert game_to_dict(await stored_game(db)) == game_to_dict(table.game)
    return table


async def refuse_a_wild_without_as(table: Table, seat: int, action: Build | Hatch) -> None:
    """The same Wild without `as` is refused privately with the rules' sentence, and nothing changes (R-24)."""
    command = "build" if isinstance(action, Build) else "hatch"
    options = {"card": action.card, "cell": cell_name(action.cell)}
    refused = await table.fd.slash(table.user(seat), command, channel=table.thread, options=options)
    assert refused.ephemeral and refused.content.startswith("Say what the Wild"), refused.content
    assert "(R-24)" in refused.content


def check_the_turn_goes_on(table: Table, seat: int, action: Nominate) -> None:
    """After a nomination the turn stays (R-24) and nothing is posted yet: its line opens the post of the move that
    ends the turn."""
    post = table.fd.messages_in(table.thread)[-1]
    assert f"`{action.notation()}`" not in post.content
    assert table.game.current == seat


async def test_a_whole_unocitta_game_from_new_to_a_win(fd: FakeDiscord, launch_bot: LaunchBot, tmp_path: Path) -> None:
    table = await play_to_a_win(fd, launch_bot, tmp_path, "unocitta", "53")
    lobby = next(m for m in fd.messages_in(fd.channel) if m.content.startswith("**Unocitta**: game 1"))
    assert "(classic edition, uno deck, 3-card power blocks)" in lobby.content
    assert [t.name for t in fd.threads] == ["Unocitta game 1"]
    assert len(table.game.winning_block) == 3
    assert any(table.game.settings.ruleset.is_wild(table.game.cards[cell]) for cell in table.game.winning_block)


async def test_a_whole_unopolis_game_from_new_to_a_win_with_a_four_card_block(
    fd: FakeDiscord, launch_bot: LaunchBot, tmp_path: Path
) -> None:
    table = await play_to_a_win(fd, launch_bot, tmp_path, "unopolis", "84")
    assert [t.name for t in fd.threads] == ["Unopolis game 1"]
    assert len(table.game.winning_block) == 4
    refused = await fd.slash(table.user(0), "zark new", options={"game": "unopolis", "options": "edition:arcade"})
    assert refused.ephemeral
    options = "attack_own, rated, hints, boards"
    assert refused.content == f"Unopolis has no table option 'edition'; its options are {options}."
