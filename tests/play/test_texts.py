"""What the bot says: move lines (hiding secret starters), who is next, public events, and the rules help."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from data import Store
from i18n import ENGLISH, say, text
from play.actor import Actor
from play.referee import Referee, Venue
from play.texts import linked_game
from play.zarcana.help import rules_page as zarcana_page
from play.zark.help import RULES_PAGES as PAGE_NAMES
from play.zark.help import rules_page
from play.zark.texts import move_line, next_step_line, private_draws, public_events_line
from rules import Action, AgreeEnd, Message, Resign
from rules.zark import (
    Build,
    Card,
    Draw,
    Starter,
    ZarkGame,
    ZarkSettings,
    describe,
    parse_action,
    write_public_record,
)
from rules.zark.card_names import cards_named
from tests.data.store_helpers import CHANNEL, GUILD, THREAD, USERS, next_interaction
from tests.rules.positions import board_nobody_can_win, position, position_on
from tests.words import english_card, said

from . import boards
from .tables import ANN, BOB, play, started, stored_position, zark

#: The rules pages as an English reader reads them.
RULES_PAGES = {page: rules_page(ENGLISH, page) for page in PAGE_NAMES}
ANSWERS_PAGE = zarcana_page(ENGLISH, "answers")

LAST_RULING = 28  # docs/rulings.md has R-1 to R-28 (and R-10a, R-28a)


def two_players() -> ZarkGame:
    return ZarkGame.new(ZarkSettings(players=("Ann", "Bob")), "seed")


# --------------------------------------------------------------------------------------------- move lines


def test_a_starter_choice_is_secret_until_the_reveal_r2() -> None:
    game = two_players()
    game.apply(0, Starter(Card("9H")))
    public = move_line(game.view(None), 0, Starter(Card("9H")))
    assert public == "**Ann** chose a starter card · `starter ?`"
    assert "9H" not in public and "9♥" not in public
    assert (
        move_line(game.view(None), 0, Starter(Card("9H")), private=True)
        == "**Ann** chose a starter card · `starter 9H`"
    )


def test_the_last_starter_is_shown_once_all_are_revealed_r2() -> None:
    game = two_players()
    game.apply(0, Starter(Card("9H")))
    game.apply(1, Starter(Card("6S")))
    assert move_line(game.view(None), 1, Starter(Card("6S"))).endswith("`starter 6S`")


def test_a_move_line_has_words_and_notation() -> None:
    game = boards.crowded()
    assert move_line(game.view(None), 0, Build(Card("10H"), (1, 1))) == "**P1** built the 10♥ on N14 · `build 10H N14`"


def test_a_move_names_players_never_seat_numbers_r14_r16() -> None:
    """An attacked pyramid's owner by name; a conversion says whose the new pyramid is; a Hatch says what it built
    and what it hatched (R-16); said to the mover, "your" all through."""
    names = ["Ann", "Bot 2 (easy)"]

    def words(action: Action, *, would: bool = False) -> str:
        return say(ENGLISH, describe(action, names, would=would))

    convert = parse_action("attack 2 small at N13 with KD convert small")
    assert words(convert) == "converted Bot 2 (easy)'s small on N13 into a small of their own, paying K♦"
    assert words(parse_action("attack 2 small at N13 with KD demolish")).startswith("demolished Bot 2")
    hatch = parse_action("hatch 5C N13")
    assert words(hatch) == "built the 5♣ on N13 and hatched a small on it"
    assert words(parse_action("place M12"), would=True) == "You would have placed your starter on M12."
    assert describe(convert, names) == Message(
        "zark-did-convert", owner="Bot 2 (easy)", size="small", cell="N13", paid=("K♦",), convert="small"
    )  # the engine says it in no language


# --------------------------------------------------------------------------------------------- who is next


async def test_next_step_names_and_mentions_only_who_must_act(store: Store, referee: Referee) -> None:
    loaded = await started(store)
    row = loaded.row
    game = zark(loaded.game)
    assert next_step_line(game.view(None), row) == f"Waiting for starter cards from <@{ANN}>, <@{BOB}> (/zark starter)."
    played = await play(referee, ANN, "starter 9H")
    assert (
        next_step_line(zark(played.game).view(None), row) == f"Waiting for starter cards from <@{BOB}> (/zark starter)."
    )
    played = await play(referee, BOB, "starter 6S")
    line = next_step_line(zark(played.game).view(None), row)
    assert line == f"<@{BOB}>, place your starter card with /zark place (first round, R-3)."
    played = await play(referee, BOB, "place N13")
    assert next_step_line(zark(played.game).view(None), row) == f"<@{ANN}>, your turn (turn 1)."


async def test_next_step_while_discarding_and_at_the_end_r8_r17_r18(store: Store) -> None:
    row = await stored_position(store, boards.crowded())
    assert next_step_line(boards.over_the_limit().view(None), row) == f"<@{USERS[0]}> is discarding down to six."
    won = boards.winning_for_p1()
    won.apply(0, parse_action("attack 2 small at O13 with KD demolish"))  # clears O13: P1 controls 7♥ 8♥ 9♥
    assert next_step_line(won.view(None), row) == f"🏆 <@{USERS[0]}> wins with M13 N13 O13!"
    alone = boards.winning_for_p1()
    alone.apply(1, Resign())  # R-18: P2's pyramids leave and P1, alone, wins
    assert next_step_line(alone.view(None), row) == f"🏆 <@{USERS[0]}> wins!"
    ended = boards.crowded()
    for seat in ended.seats:
        ended.apply(seat, AgreeEnd())
    assert next_step_line(ended.view(None), row) == "The game is over: it ended by agreement, with no winner."


async def test_next_step_says_when_nobody_can_win_any_more_and_how_to_end_r28a(store: Store) -> None:
    """Every number card built with no block among them, in classic (no Fly): the table is told, after whose turn it
    is, that nobody can win and how to vote to end; where Aces fly cards the same board can still be won."""
    dead = position_on(board_nobody_can_win(), ["KD QS", "JH"])
    row = await stored_position(store, dead)
    assert not dead.view(None).can_be_won and not dead.view(0).can_be_won
    assert next_step_line(dead.view(None), row) == (
        f"<@{ANN}>, your turn (turn 1). No power block can be made any more, so nobody can win (R-28a): "
        "/zark end votes to end the game with no winner."
    )
    alive = position_on(board_nobody_can_win(), ["KD QS", "JH"], edition="arcade")
    assert alive.view(None).can_be_won
    assert next_step_line(alive.view(None), row) == f"<@{ANN}>, your turn (turn 1)."


# --------------------------------------------------------------------------------------------- events


def test_public_events_count_drawn_cards_but_never_name_them_r8() -> None:
    game = boards.crowded()
    hands_before = [list(hand) for hand in game.hands]
    events = game.apply(0, Draw())
    drawn = [card for event in events if event.kind == "drew" for card in event.cards]
    assert len(drawn) == 3
    line = public_events_line(game.view(None), events)
    assert line == "P1 drew 3 cards."  # P1 now holds 10: no turn passes, so no draw for P2 yet
    for card in drawn:
        assert card not in line and english_card(card) not in line
    assert private_draws(events, 0) == drawn
    assert private_draws(events, 1) == []
    assert game.hands[0] == hands_before[0] + drawn


def test_the_next_players_turn_draw_is_counted_not_named_r8() -> None:
    game = position({"M13": "7H"}, {"M13": "1s"}, ["2H", "2C"])
    events = game.apply(0, Draw())
    line = public_events_line(game.view(None), events)
    assert line == "P1 drew 3 cards. P2 drew 1 card."
    assert private_draws(events, 1) == [game.hands[1][-1]]
    for card in game.hands[0] + game.hands[1]:
        assert english_card(card) not in line


def test_the_starters_reveal_is_public_r2() -> None:
    game = two_players()
    game.apply(0, Starter(Card("9H")))
    events = game.apply(1, Starter(Card("6S")))
    assert public_events_line(game.view(None), events) == "Starters revealed: Ann 9♥, Bob 6♠. Ann goes first (R-2)."


def test_a_reshuffle_is_announced_r10() -> None:
    game = position({"M13": "7H"}, {"M13": "1s"}, ["2H", "2C"])
    game.discard, game.deck = game.deck, []
    events = game.apply(0, Draw())
    assert public_events_line(game.view(None), events) == (
        "The discard pile was shuffled into a new deck of 51 cards (R-10). P1 drew 3 cards. P2 drew 1 card."
    )


def test_an_empty_draw_says_nothing_r10() -> None:
    game = position({"M13": "7H"}, {"M13": "1s"}, ["2H", "2C"])
    game.discard, game.deck = [], []
    events = game.apply(0, Draw())
    assert public_events_line(game.view(None), events) == ""


# --------------------------------------------------------------------------------------------- the log


async def test_the_public_record_hides_the_seed_and_the_hands_while_the_game_runs_r2(
    store: Store, referee: Referee
) -> None:
    """The record /zark log attaches: the seed would give away every hand and the deck, so it waits for the end."""
    loaded = await started(store, seed="d3adbeef-deal")
    assert loaded.game is not None
    [first, *_] = loaded.game.legal_actions(0)
    assert isinstance(first, Starter)
    await referee.play(Venue(CHANNEL, GUILD), Actor.player(ANN), lambda game, seat: first, next_interaction())
    seated = await referee.seated_in(loaded.row.id, BOB)
    record = write_public_record(zark(seated.game))
    assert "d3adbeef" not in record
    assert not any(line.startswith(("seed:", "order:")) for line in record.splitlines())
    assert "1 starter ?" in record.splitlines()
    held = {card for hand in zark(seated.game).hands for card in hand} | {first.card}
    assert held.isdisjoint(record.split())
    finished = await play(referee, BOB, "resign", game_id=loaded.row.id)
    assert "seed: d3adbeef-deal" in write_public_record(zark(finished.game)).splitlines()


# --------------------------------------------------------------------------------------------- small texts


async def test_a_games_link_points_at_the_thread_when_there_is_one(store: Store) -> None:
    loaded = await started(store)
    assert said(linked_game(loaded.row)) == f"<#{CHANNEL}> (game {loaded.row.id})"
    await store.set_thread(loaded.row.id, THREAD)
    assert said(linked_game((await store.load(loaded.row.id)).row)) == f"<#{THREAD}> (game {loaded.row.id})"


def test_cards_in_a_list_read_as_players_read_them() -> None:
    cards = cards_named((Card("10H"), Card("JK"), Card("KD"), Card("5B")))
    assert cards == (
        "10♥",
        Message("zark-cards-joker"),
        "K♦",
        Message("zark-cards-uno-number", colour="blue", number="5"),
    )
    assert text(ENGLISH, "zark-you-drew", cards=cards) == "You drew: 10♥, Joker, K♦, blue 5."


# --------------------------------------------------------------------------------------------- rules help


def rules_page_choices() -> set[str]:
    """The choices of /zark rules' `page` option (the `RulesPage` Literal), read from the Zark family's cog."""
    tree = ast.parse((Path(__file__).resolve().parents[2] / "cogs" / "zark_city" / "__init__.py").read_text())
    for node in ast.walk(tree):
        if isinstance(node, ast.Assign) and [getattr(t, "id", None) for t in node.targets] == ["RulesPage"]:
            assert isinstance(node.value, ast.Subscript) and isinstance(node.value.slice, ast.Tuple)
            return {ast.literal_eval(element) for element in node.value.slice.elts}
    raise AssertionError("cogs/zark_city/__init__.py defines no RulesPage")


def test_every_rules_page_can_be_asked_for_and_fits_a_message() -> None:
    assert rules_page_choices() == set(RULES_PAGES)
    listed = re.search(r"Pages: ([A-Za-z, ]+)\.", RULES_PAGES["overview"])  # each by its choice's name
    assert listed is not None
    assert set(listed.group(1).casefold().split(", ")) == set(RULES_PAGES) - {"overview"}
    assert all(0 < len(text) <= 2000 for text in RULES_PAGES.values())


def test_the_start_page_names_the_commands_of_a_turn_the_tutorial_and_the_rules_pages() -> None:
    start = RULES_PAGES["start"]
    turn = ("/draw", "/grow", "/spawn", "/build", "/move", "/attack", "/fly", "/hatch", "/discard")
    assert all(command in start for command in turn)
    assert "/zark tutorial" in start and "/zark rules page:overview" in start and "/zarcana rules" in start
    assert "/zark starter" in start and "/zark place" in start and "**Add computer**" in start


def test_the_rules_pages_read_right_r8_r19_z39() -> None:
    """The draw's fourth card is arcade's alone (classic draws none at the start, R-19); the Emperor's answer names
    who gives the cards in plain words."""
    assert "(in arcade, four this turn in all)" in RULES_PAGES["draw"]
    assert "the owner of the minion the Emperor attacked chooses" in ANSWERS_PAGE
    assert "victim's owner" not in ANSWERS_PAGE


@pytest.mark.parametrize("page", ["draw", "grow", "spawn", "build", "move", "attack", "fly", "hatch", "discard"])
def test_every_turn_option_has_a_page_naming_its_command(page: str) -> None:
    assert f"/{page}" in RULES_PAGES[page]


@pytest.mark.parametrize(
    ("page", "rulings"),
    [
        ("setup", {1, 2, 3}),
        ("attack", {11, 12, 13, 14, 20}),
        ("fly", {15, 21}),
        ("hatch", {16}),
        ("discard", {8, 9}),
        ("winning", {17}),
        ("editions", {19, 20, 21}),
        ("resign", {18, 28}),
        ("draw", {10, 27}),
        ("unocitta", {2, 22, 23, 24, 25}),
        ("unopolis", {26}),
    ],
)
def test_pages_cite_their_rulings(page: str, rulings: set[int]) -> None:
    cited = {int(number) for number in re.findall(r"R-(\d+)", RULES_PAGES[page])}
    assert rulings <= cited


def test_the_uno_pages_say_what_the_bot_chose_where_the_rulings_are_silent() -> None:
    uno = RULES_PAGES["unocitta"]
    assert "/zark nominate" in uno and "does not end the turn" in uno and "the table sees" in uno
    assert "never a Wild" in uno and "never go on the board" in uno and "`as`" in uno
    chosen = RULES_PAGES["choices"]
    assert "what the table sees" in chosen and "does not end the turn" in chosen and "never a Wild" in chosen


def test_every_cited_ruling_exists() -> None:
    cited = {int(n) for text in RULES_PAGES.values() for n in re.findall(r"R-(\d+)", text)}
    assert cited and all(1 <= number <= LAST_RULING for number in cited)
