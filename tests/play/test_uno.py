"""Unocitta and Unopolis in the application: the game setting of a new game, a Wild's nomination when it
is built or hatched and its free re-nomination (R-24) through the referee, and what players are offered for them.

The Uno position below: P1 (Ann, seat 0) alone occupies the Wild on N13 (standing for the red 7) and the red 5 on
M13; Bob shares the blue 3 on M14 with her. Ann holds a Wild, a red 9 and a blue Skip; Bob a green 2.
"""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from data import Store
from play.errors import UserError
from play.lobby import check_settings, lobby_text
from play.referee import Referee
from play.reports import headline, to_ping, to_tell
from play.suggestions import MAX_CHOICES
from play.texts import game_name, table_rules
from play.zark import choices
from play.zark.choices import offer
from play.zark.reading import parse_cards
from rules import NotationError, Phase, RulesError, parse_cell
from rules.zark import Ruleset, ZarkGame, ZarkSettings
from tests.data.store_helpers import GUILD, USERS, fake_clock
from tests.rules.positions import position
from tests.words import english, read_choices

from .tables import ANN, BOB, play, stored_position, stored_state, zark, zark_view

UNO_CARDS = {"M13": "5R", "N13": "W", "M14": "3B"}
UNO_PIECES = {"M13": "1s", "N13": "1m", "M14": "1s 2s"}
UNO_HANDS = ["W 9R SB", "2G"]


def uno(game: str = "unocitta", *, hands: list[str] | None = None, current: int = 0) -> ZarkGame:
    return position(UNO_CARDS, UNO_PIECES, hands or UNO_HANDS, game=game, nominations={"N13": "7R"}, current=current)


def values(found: Sequence[tuple[object, str]]) -> list[str]:
    return [value for _, value in found]


# --------------------------------------------------------------------------------------------- a new game


@pytest.mark.parametrize(
    ("game", "stored"),
    [
        (
            "zark-city",
            {
                "game": "zark-city",
                "edition": "arcade",
                "deck": "standard",
                "attack_own": False,
                "rated": True,
                "hints": False,
            },
        ),
        (
            "unocitta",
            {
                "game": "unocitta",
                "edition": "classic",
                "deck": "uno",
                "attack_own": False,
                "rated": True,
                "hints": False,
            },
        ),
        (
            "unopolis",
            {
                "game": "unopolis",
                "edition": "classic",
                "deck": "uno",
                "attack_own": False,
                "rated": True,
                "hints": False,
            },
        ),
    ],
)
def test_a_new_game_stores_its_game_and_the_games_own_edition_and_deck(game: str, stored: dict[str, object]) -> None:
    assert check_settings(game, {}) == stored | {"language": "en-US"}  # the table's language: the host's


@pytest.mark.parametrize(
    ("game", "options", "sentence"),
    [
        (
            "unocitta",
            {"edition": "arcade"},
            "Unocitta has no table option 'edition'; its options are attack_own, rated, hints, boards.",
        ),
        (
            "unopolis",
            {"deck": "standard"},
            "Unopolis has no table option 'deck'; its options are attack_own, rated, hints, boards.",
        ),
        ("zark-city", {"deck": "uno"}, "The uno deck is for Unocitta and Unopolis"),
        ("zark-city", {"attack_own": "maybe"}, "The option attack_own is on or off, not 'maybe'."),
        ("uno", {}, "There is no game 'uno'"),
    ],
)
def test_options_a_game_does_not_have_or_that_do_not_go_together_get_the_rules_own_sentence(
    game: str, options: dict[str, str], sentence: str
) -> None:
    with pytest.raises(NotationError) as refused:
        check_settings(game, options)
    assert sentence in english(refused.value)


async def test_the_lobby_and_the_thread_name_the_game_played(store: Store) -> None:
    settings = check_settings("unopolis", {})
    row = await store.create_lobby(guild_id=GUILD, channel_id=201, host_id=ANN, host_name="Ann", settings=settings)
    expected = f"**Unopolis**: game {row.id} (classic edition, uno deck, 4-card power blocks), hosted by <@{ANN}>."
    assert lobby_text(row).startswith(expected)
    assert game_name(row) == f"Unopolis game {row.id}"
    rules = table_rules(row)
    assert isinstance(rules, Ruleset) and rules.block_size == 4
    row = await store.join(row.id, BOB, "Bob")
    loaded = await store.start_game(row.id, "seed")
    assert loaded.game is not None and loaded.game.settings.game == "unopolis"
    assert loaded.game.settings.ruleset.title == "Unopolis" and game_name(loaded.row) == f"Unopolis game {row.id}"


async def test_a_game_stored_before_the_uno_games_is_zark_city(store: Store) -> None:
    row = await store.create_lobby(
        guild_id=GUILD, channel_id=201, host_id=ANN, host_name="Ann", settings={"edition": "classic", "deck": "zark"}
    )
    assert lobby_text(row).startswith(f"**Zark City**: game {row.id} (classic edition, zark deck, 3-card power blocks)")
    assert game_name(row) == f"Zark City game {row.id}"


# --------------------------------------------------------------------------------------------- building a Wild


async def test_a_wild_is_built_with_what_it_stands_for_r24(referee: Referee, store: Store) -> None:
    await stored_position(store, uno())
    played = await play(referee, ANN, "build W L13 as 9G")
    assert zark(played.game).cards[parse_cell("L13")] == "W"
    assert zark_view(played.public).label(parse_cell("L13")) == "W as 9G"
    assert headline(played).endswith("· `build W L13 as 9G`")
    assert not played.turn_goes_on


@pytest.mark.parametrize(
    ("line", "sentence"),
    [
        ("build W L13", "Say what the Wild stands for: a colour and a number, as in 'as 7R' (R-24)."),
        ("build 9R L13 as 7R", "Only a Wild stands for another card; the red 9 is itself."),
        ("build W L13 as SB", "A Wild stands for a number card of one colour, 0 to 9, not the blue Skip (R-24)."),
        ("build SB L13", "The blue Skip is not a number card; only number cards and Wilds go on the board."),
        ("build W L13 as 7H", "A Wild stands for a number card of one colour, 0 to 9, not the 7♥ (R-24)."),
    ],
)
async def test_a_wild_without_a_nomination_or_a_nomination_for_another_card_is_refused(
    referee: Referee, store: Store, line: str, sentence: str
) -> None:
    assert await refusal(referee, store, ANN, line) == sentence


async def refusal(referee: Referee, store: Store, user: int, line: str) -> str:
    """The sentence `user`'s `line` is refused with, in the Uno position; the store is checked to be unchanged."""
    row = await stored_position(store, uno())
    before = await stored_state(store, row.id)
    with pytest.raises((RulesError, UserError)) as refused:
        await play(referee, user, line)
    assert await stored_state(store, row.id) == before
    error = refused.value
    assert isinstance(error, RulesError | UserError)
    return english(error)


async def test_a_wild_is_hatched_with_what_it_stands_for_r16_r24(referee: Referee, store: Store) -> None:
    hatching = position({"M13": "5R", "N13": "6R"}, {"M13": "2s", "N13": "2m"}, ["W4 9R", "2G"], game="unocitta")
    await stored_position(store, hatching)
    played = await play(referee, ANN, "hatch W4 O13 as 0B")
    assert zark_view(played.public).label(parse_cell("O13")) == "W4 as 0B"
    assert (0, 1) in zark(played.game).pieces[parse_cell("O13")]


# --------------------------------------------------------------------------------------------- re-nominating


async def test_renominating_is_free_and_the_turn_and_its_wait_go_on_r24(referee: Referee, store: Store) -> None:
    row = await stored_position(store, uno())
    clock = fake_clock(store)
    clock.advance(hours=5)
    played = await play(referee, ANN, "nominate N13 5R")
    assert zark(played.game).nominations[parse_cell("N13")] == "5R"
    assert zark_view(played.public).label(parse_cell("N13")) == "W as 5R"
    assert played.game.current == 0 and played.game.phase is Phase.ACTION and played.game.turn == 1
    assert played.turn_goes_on
    assert to_tell(played) == []  # nobody else is called on
    assert headline(played).startswith("**P1** made the Wild on N13 stand for the red 5 · `nominate N13 5R`")
    after = (await store.load(row.id)).row
    assert after.version == row.version + 1
    assert after.waiting_seats == (0,) and after.turn_since == row.turn_since  # the wait was not restarted
    assert after.remind_at == row.remind_at and after.deadline_at == row.deadline_at
    again = await play(referee, ANN, "nominate N13 6R")  # as often as she likes, in her turn
    assert zark(again.game).nominations[parse_cell("N13")] == "6R" and again.game.current == 0
    drawn = await play(referee, ANN, "draw")  # and then her turn option ends the turn as usual
    assert not drawn.turn_goes_on and drawn.game.current == 1
    assert to_ping(drawn.public, after) == [USERS[1]]
    moved = (await store.load(row.id)).row
    assert moved.waiting_seats == (1,) and moved.turn_since == clock.now


@pytest.mark.parametrize(
    ("user", "line", "sentence"),
    [
        (BOB, "nominate N13 5R", "It is P1's turn, not yours."),  # out of turn
        (ANN, "nominate M13 5R", "The red 5 on M13 is not a Wild."),
        (ANN, "nominate L13 5R", "There is no card at L13."),
        (ANN, "nominate N13 SB", "A Wild stands for a number card of one colour, 0 to 9, not the blue Skip (R-24)."),
        (ANN, "nominate N13 W", "A Wild stands for a number card of one colour, 0 to 9, not the Wild (R-24)."),
        (ANN, "nominate N13 7R", "The Wild on N13 already stands for the red 7."),
    ],
)
async def test_a_nomination_that_is_not_allowed_is_refused_and_changes_nothing(
    referee: Referee, store: Store, user: int, line: str, sentence: str
) -> None:
    assert await refusal(referee, store, user, line) == sentence


async def test_only_the_wilds_sole_occupant_may_renominate_it_r24(referee: Referee, store: Store) -> None:
    shared = position(
        UNO_CARDS, {"M13": "1s", "N13": "1m 2s", "M14": "2s"}, UNO_HANDS, game="unocitta", nominations={"N13": "7R"}
    )
    row = await stored_position(store, shared)
    before = await stored_state(store, row.id)
    with pytest.raises(Exception) as refused:
        await play(referee, ANN, "nominate N13 5R")
    assert english(refused.value) == ("Only the sole occupant of the Wild on N13 may change what it stands for.")
    assert await stored_state(store, row.id) == before


async def test_a_nomination_in_zark_city_is_refused(referee: Referee, store: Store) -> None:
    zark = position({"M13": "7H", "N13": "8H"}, {"M13": "1s", "N13": "2s"}, ["9H", "2C"])
    row = await stored_position(store, zark)
    before = await stored_state(store, row.id)
    with pytest.raises(Exception) as refused:
        await play(referee, ANN, "nominate M13 9H")
    assert english(refused.value) == "There are no Wilds in Zark City."
    assert await stored_state(store, row.id) == before


# --------------------------------------------------------------------------------------------- suggestions


def test_build_offers_number_cards_and_wilds_but_never_skip_reverse_or_draw_two_r24() -> None:
    view = uno().view(0)
    assert values(choices.board_cards(view, {})) == ["9R", "W"]
    assert read_choices(choices.board_cards(view, {}))[0] == ("red 9", "9R")  # a label in words is not said twice
    assert values(choices.starters(view, {})) == []  # turns have begun


def test_a_wilds_nominations_are_the_forty_number_cards_narrowed_to_25_and_by_typing() -> None:
    view = uno().view(0)
    every = choices.nominations(view, {"card": "W"})
    assert len(every) == 40 and len(set(values(every))) == 40
    assert set(values(every)) == set(view.settings.ruleset.nominations)
    assert len(offer(view, choices.nominations, {"card": "W"}, "")) == MAX_CHOICES
    reds = offer(view, choices.nominations, {"card": "wild"}, "red")
    assert values(reds) == ["0R", "1R", "2R", "3R", "4R", "5R", "6R", "7R", "8R", "9R"]
    assert values(offer(view, choices.nominations, {"card": "W"}, "7")) == ["7R", "7Y", "7G", "7B"]
    assert values(offer(view, choices.nominations, {"card": "W"}, "red 7")) == ["7R"]


@pytest.mark.parametrize("card", ["9R", "SB", "2G"])
def test_a_card_that_is_not_a_wild_is_offered_no_nomination(card: str) -> None:
    assert choices.nominations(uno().view(0), {"card": card}) == []


def test_before_the_card_is_chosen_nominations_are_offered_only_to_a_hand_with_a_wild() -> None:
    assert len(choices.nominations(uno().view(0), {})) == 40
    assert choices.nominations(uno(hands=["9R SB", "2G W"]).view(0), {}) == []
    assert choices.nominations(uno().view(0), {"card": "W4"}) == []  # not in her hand
    zark = position({"M13": "7H", "N13": "8H"}, {"M13": "1s", "N13": "2s"}, ["9H JK", "2C"])
    assert choices.nominations(zark.view(0), {"card": "9H"}) == choices.nominations(zark.view(0), {}) == []


def test_nominate_offers_the_wilds_she_alone_occupies_with_their_nomination() -> None:
    view = uno().view(0)
    assert read_choices(choices.nominate_cells(view, {})) == [("N13 · Wild as red 7 · your medium", "N13")]
    others = choices.renominations(view, {"cell": "N13"})
    assert len(others) == 39 and "7R" not in values(others)
    assert values(offer(view, choices.renominations, {"cell": "N13"}, "red")) == [
        "0R", "1R", "2R", "3R", "4R", "5R", "6R", "8R", "9R"
    ]  # fmt: skip
    assert choices.renominations(view, {"cell": "M13"}) == []  # not a Wild
    assert choices.renominations(view, {"cell": "M14"}) == []


def test_nominate_offers_nothing_out_of_turn_or_on_a_shared_wild() -> None:
    with pytest.raises(UserError) as refused:
        offer(uno().view(1), choices.nominate_cells, {}, "")
    assert english(refused.value) == "It is P1's turn, not yours."
    shared = position(
        UNO_CARDS, {"M13": "1s", "N13": "1m 2s", "M14": "2s"}, UNO_HANDS, game="unocitta", nominations={"N13": "7R"}
    )
    assert choices.nominate_cells(shared.view(0), {}) == []
    assert choices.renominations(shared.view(0), {}) == []


def test_cells_show_a_wild_as_what_it_stands_for() -> None:
    view = uno().view(0)
    names = [name for name, _ in read_choices(choices.build_cells(view, {}))]
    assert any("(Wild as red 7)" in name for name in names)
    assert ("N13 · Wild as red 7 · your medium", "N13") in read_choices(choices.spawn_cells(view, {}))


def test_uno_payments_read_in_words_with_points_and_no_change_r23() -> None:
    game = position(
        UNO_CARDS,
        {"M13": "1s", "N13": "1m", "M14": "1s 2l"},
        ["SB +2Y W4 W", "2G"],
        game="unocitta",
        nominations={"N13": "7R"},
    )
    found = read_choices(choices.payments(game.view(0), {"target": "M14 2 large"}))
    names = dict((value, name) for name, value in found)
    assert names["SB +2Y"] == "blue Skip, yellow Draw Two · 3 points"
    assert names["+2Y W"] == "yellow Draw Two, Wild · 4 points"  # overpaid, and still no change
    assert names["W4"] == "Wild Draw Four · 3 points"
    assert not any("change" in name for name in names.values())


def test_an_unopolis_game_is_the_same_with_four_card_blocks_r26() -> None:
    game = uno("unopolis")
    assert game.settings.ruleset.block_size == 4 and game.settings.ruleset.title == "Unopolis"
    assert ZarkSettings(players=("a", "b"), game="unopolis").to_dict()["game"] == "unopolis"


@pytest.mark.parametrize(
    ("typed", "cards"),
    [
        ("+2G", ("+2G",)),  # a Draw Two: its "+" is part of the card, not a separator
        ("SB +2Y", ("SB", "+2Y")),
        ("SB+ +2Y", ("SB", "+2Y")),
        ("SB++2Y", ("SB", "+2Y")),
        ("+2Y+SB", ("+2Y", "SB")),
        ("SB + +2Y", ("SB", "+2Y")),
        ("W4, W", ("W4", "W")),
        ("jk+jk 2h", ("JK", "JK", "2H")),  # as before
    ],
)
def test_a_payment_of_uno_cards_reads_a_draw_two_whole(typed: str, cards: tuple[str, ...]) -> None:
    assert parse_cards(typed) == cards


def test_the_notation_document_says_where_each_way_of_writing_a_card_works() -> None:
    """docs/notation.md: in a record line (and a list of cards) each card is one word; a command's option for one
    card also takes the words apart. Each example it gives works where it says, and a record line refuses the
    words apart, as it says."""
    from pathlib import Path

    from play.zarcana.reading import parse_cards as tarot_list
    from play.zarcana.reading import read_card as tarot_option
    from play.zark.reading import parse_card as card_option
    from rules.zarcana import parse_action as tarot_record
    from rules.zark import parse_action as record

    document = (Path(__file__).parents[2] / "docs" / "notation.md").read_text(encoding="utf-8")
    for one_word in ("r7", "red7", "skipblue", "wild", "wilddrawfour", "wd4"):
        assert f"`{one_word}`" in document
        assert record(f"discard {one_word} SB").notation().startswith("discard ")
        assert parse_cards(f"{one_word} SB")[1] == "SB"
    for words, card in (("red 7", "7R"), ("skip blue", "SB"), ("wild draw four", "W4")):
        assert f"`{words}`" in document and card_option(words) == card
        with pytest.raises(NotationError):
            record(f"discard {words}")
    for words, card in (("7 of cups", "7C"), ("the high priestess", "Priestess"), ("Hanged Man", "HangedMan")):
        assert f"`{words}`" in document and tarot_option(words) == card
        with pytest.raises(NotationError):
            tarot_record(f"discard-hand {words}")
    assert tarot_list("7 of cups, the fool") == ("7C", "Fool")
    assert tarot_record("discard-hand HangedMan 7C").notation() == "discard-hand HangedMan 7C"
