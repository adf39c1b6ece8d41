"""Zarcana at a table: the lobby and its table options, moves through the referee with every refusal in
plain words and nothing changed, the Emperor's demand answered privately by the victim's owner, Justice's swap shown
to the two players alone, the words at the table, previews, the caretaker and computer seats (its commands'
reading and autocomplete: `tests.play.test_zarcana_commands`). Positions come from
`tests.rules.zarcana.positions`; seat n is played by USERS[n]."""

from __future__ import annotations

import random

import pytest

from data import GameRow, Store
from play import lobby, scheduler
from play.actor import Actor
from play.announcements import holds
from play.errors import UserError
from play.families import family_of
from play.history import ordinal
from play.moves import ActionBuilder, Played
from play.preview import preview
from play.referee import STALE_MENU, Referee
from play.reports import hand_words, headline, private_report, to_ping
from play.thinking import caretaker_action, decide
from play.zarcana import ZARCANA_FAMILY as ZARCANA
from play.zarcana import commands
from play.zark import ZARK_FAMILY as ZARK
from rules import GameState, NotationError, Phase, RulesError
from rules.zarcana import (
    Give,
    ZarcanaGame,
    ZarcanaView,
    parse_action,
    resample_hidden,
    zarcana_to_dict,
)
from rules.zarcana.words import history_message
from rules.zark import Draw
from rules.zark import parse_action as zark_action
from tests.data.store_helpers import CHANNEL, GUILD, next_interaction
from tests.rules.zarcana.positions import cards, position
from tests.words import english, said

from .tables import ANN, BOB, CY, HERE, STRANGER, stored_position
from .test_computers import run

EMPEROR_BOARD = ({"M13": "7C", "N13": "8C"}, {"M13": "1le", "N13": "2su 1su"})
EMPEROR = "play Emperor by M13 large east attack 2 small up at N13 demand 2"


def doing(line: str) -> ActionBuilder:
    """A builder that plays one line of Zarcana's record notation."""
    return lambda game, seat: parse_action(line)


async def act(referee: Referee, user: int, build: ActionBuilder | str, *, version: int | None = None) -> Played:
    built = doing(build) if isinstance(build, str) else build
    if version is None:
        return await referee.play(HERE, Actor.player(user), built, next_interaction())
    return await referee.play_in(1, Actor.player(user), built, next_interaction(), expected_version=version)


async def stored(store: Store, game_id: int = 1) -> tuple[int, dict[str, object], list[str]]:
    loaded = await store.load(game_id)
    assert isinstance(loaded.game, ZarcanaGame)
    return loaded.version, zarcana_to_dict(loaded.game), [move.notation for move in await store.moves(game_id)]


def sentence_of(error: BaseException) -> str:
    assert isinstance(getattr(error, "sentence", None), str), f"{error!r} carries no sentence"
    return english(error)


def zarcana(game: GameState) -> ZarcanaGame:
    assert isinstance(game, ZarcanaGame)
    return game


def view_of(game: GameState, seat: int | None) -> ZarcanaView:
    return zarcana(game).view(seat)


# --------------------------------------------------------------------------------------------- the lobby


def test_a_zarcana_table_stores_its_options_and_their_defaults() -> None:
    assert lobby.check_settings("zarcana", {}) == {
        "game": "zarcana", "safety_end": True, "tie_break": False, "extra_cards": False, "trump_order": "rws",
        "first": None, "rated": True, "hints": False, "language": "en-US",
    }  # fmt: skip
    typed = "safety_end:off tie_break:on, extra_cards=on trump_order:marseille first_player:2"
    chosen = lobby.check_settings("zarcana", lobby.read_table_options(typed))
    assert chosen == {
        "game": "zarcana", "safety_end": False, "tie_break": True, "extra_cards": True, "trump_order": "marseille",
        "first": 1, "rated": True, "hints": False, "language": "en-US",
    }  # fmt: skip


@pytest.mark.parametrize(
    ("game", "options", "sentence"),
    [
        ("zarcana", {"edition": "classic"}, "Zarcana has no table option 'edition'; its options are safety_end,"),
        ("zarcana", {"attack_own": "on"}, "Zarcana has no table option 'attack_own'"),
        ("zark-city", {"trump_order": "marseille"}, "Zark City has no table option 'trump_order'"),
        ("unocitta", {"first_player": "2"}, "Unocitta has no table option 'first_player'"),
        ("zarcana", {"first_player": "6"}, "The first player is a seat number from 1 to 5, or lot, not '6'."),
        ("zarcana", {"tie_break": "sometimes"}, "The option tie_break is on or off, not 'sometimes'."),
    ],
)
def test_an_option_a_game_does_not_have_is_refused_in_words(game: str, options: dict[str, str], sentence: str) -> None:
    with pytest.raises(NotationError) as refused:
        lobby.check_settings(game, options)
    assert sentence in english(refused.value)


def test_a_trump_order_the_rules_do_not_know_gets_their_sentence_h21() -> None:
    with pytest.raises(NotationError) as refused:
        lobby.check_settings("zarcana", {"trump_order": "tarot"})
    assert "There is no trump order 'tarot'" in english(refused.value) and "(H-21)" in english(refused.value)


async def zarcana_lobby(store: Store, players: int = 2, **options: str) -> GameRow:
    settings = lobby.check_settings("zarcana", options)
    row = await store.create_lobby(guild_id=GUILD, channel_id=CHANNEL, host_id=ANN, host_name="Ann", settings=settings)
    for user, name in list(zip((BOB, CY), ("Bob", "Cy"), strict=True))[: players - 1]:
        row = await store.join(row.id, user, name)
    return row


async def test_the_lobby_names_zarcana_and_its_table_options(store: Store) -> None:
    row = await zarcana_lobby(store, trump_order="marseille", extra_cards="on", first_player="2")
    text = lobby.lobby_text(row)
    assert text.startswith(
        f"**Zarcana**: game {row.id} (80 cards with the Doppelganger and the Gateway, Marseille trump order "
        f"(Justice 8, Strength 11), safety end on, ties shared, the 2nd to join plays first), hosted by <@{ANN}>."
    )
    loaded = await lobby.start(store, row.id, ANN, "seed")
    assert isinstance(loaded.game, ZarcanaGame) and loaded.game.current == 1  # H-1: the host chose seat 2


@pytest.mark.parametrize("first", ["3", "4", "5"])
async def test_h1_a_first_player_beyond_the_seats_taken_opens_a_lobby_and_is_refused_at_start(
    store: Store, first: str
) -> None:
    """H-1: the first player is any seat 1 to 5 when the lobby opens (its text reads it as a full table); at Start,
    a seat beyond those taken is refused in a sentence, and the lobby stays as it was."""
    row = await zarcana_lobby(store, first_player=first)
    assert f"the {ordinal(int(first) - 1)} to join plays first" in lobby.lobby_text(row)
    with pytest.raises(UserError) as refused:
        await lobby.start(store, row.id, ANN, "seed")
    assert english(refused.value) == (
        f"Seat {first} was chosen to play first, but the table has only 2 players (H-1). Wait for more players to "
        "join, or cancel and open a new game."
    )
    assert (await store.load(row.id)).row.status.value == "lobby"


async def test_a_computer_asked_to_play_hard_zarcana_plays_hard(store: Store) -> None:
    row = await zarcana_lobby(store, players=1)
    row = await lobby.add_computer(store, row.id, ANN, "hard")
    assert [player.name for player in row.players] == ["Ann", "Bot 1 (hard)"]
    assert row.players[1].computer == "hard"


# --------------------------------------------------------------------------------------------- moves and refusals


async def emperor_table(store: Store) -> GameRow:
    board, minions = EMPEROR_BOARD
    return await stored_position(store, position(board, minions, ["Emperor 5D", "AC 2C 3C", "9W"], players=3))


async def test_the_emperors_demand_waits_for_the_victims_owner_who_gives_privately(
    store: Store, referee: Referee
) -> None:
    """Z-39: Ann's Emperor demands two cards of Bob; only Bob may answer; the cards are named to Bob and Ann only."""
    await emperor_table(store)
    played = await act(referee, ANN, EMPEROR)
    assert played.public.to_act == (1,) and to_ping(played.public, played.row) == [BOB]
    line = family_of(played.public).next_step_line(played.public, played.row)
    assert line == (
        f"<@{BOB}>: P2 must give P1 2 cards of their choice (the Emperor, Z-39). Answer with /zarcana give "
        "(privately: only you and they see the cards)."
    )
    text, owed = private_report(played, ANN)
    assert owed is None and "Waiting: P2 must give P1 2 cards" in text
    before = await stored(store)
    for user, line_, sentence in [
        (ANN, "pass", "Not yours to answer: P2 must give P1 2 cards of their choice (the Emperor, Z-39)."),
        (CY, "give 9W to 1", "Not yours to answer: P2 must give P1 2 cards"),
        (STRANGER, "give AC 2C to 1", "You are not playing in this game."),
    ]:
        with pytest.raises((UserError, RulesError)) as refused:
            await act(referee, user, line_)
        assert sentence_of(refused.value).startswith(sentence)
    for bad, sentence in [("AC", "Give exactly 2 cards"), ("AC 9W", "9 of Wands is not in your hand")]:
        with pytest.raises(RulesError) as refused:
            await act(referee, BOB, commands.give(tuple(cards(bad))))
        assert sentence in english(refused.value)
    assert await stored(store) == before  # every refusal changed nothing
    given = await act(referee, BOB, commands.give(tuple(cards("AC 3C"))))
    assert given.action == Give(tuple(cards("AC 3C")), 0)
    assert not holds(played) and given.public.to_act == (1,)
    assert not holds(given)  # Bob's own turn begins as he gives: both are posted, his turn announced
    public = headline(given)
    assert "Ace of Cups" not in public and "3 of Cups" not in public
    assert "**P2** gave P1 2 cards (the Emperor's demand) · `give 2 cards to 1`" in public
    assert "P2 gave P1 2 cards: only they two know which." in public
    bob_text, _ = private_report(given, BOB)
    assert bob_text.startswith("Done: **P2** gave P1 Ace of Cups, 3 of Cups (the Emperor's demand) · `give AC 3C to 1`")
    ann_hand = hand_words(view_of(given.game, 0))
    assert "P2 gave you Ace of Cups, 3 of Cups (the Emperor's demand, Z-39)." in ann_hand
    cy_hand = hand_words(view_of(given.game, 2))
    assert "Ace of Cups" not in cy_hand and "gave you" not in cy_hand
    assert said(history_message(view_of(given.game, 2), 1, view_of(given.game, 2).history[-1][1])) == (
        "gave P1 2 cards (the Emperor's demand)"
    )


async def test_justice_shows_each_of_the_two_players_their_new_hand_privately(store: Store, referee: Referee) -> None:
    """Z-46: the mover's private report shows the hand received; the other sees theirs under My hand; the table
    and the third player see only that a swap happened."""
    await stored_position(store, position({"M13": "7C"}, {}, ["Justice AC 2C", "3C 4C", "KS"], players=3))
    played = await act(referee, ANN, "play Justice swap 2")
    text, _ = private_report(played, ANN)
    assert "Your hand (2): 3 of Cups, 4 of Cups." in text
    bob = hand_words(view_of(played.game, 1))
    assert bob.startswith("Your hand (2): Ace of Cups, 2 of Cups.")
    assert "P1 swapped hands with you (Justice, Z-46): this is your new hand." in bob
    public = headline(played)
    assert "P1 and P2 swapped hands (Justice, Z-46)" in public
    for secret in ("Ace of Cups", "3 of Cups", "4 of Cups"):
        assert secret not in public and secret not in hand_words(view_of(played.game, 2))


@pytest.mark.parametrize(
    ("user", "build", "sentence"),
    [
        (BOB, "draw 1", "It is P1's turn, not yours."),
        (ANN, "play Star", "The Star is not in your hand."),
        (ANN, "play 7C by M13 small up clone small", "7 of Cups is not in your hand."),
        (ANN, "use N14 small up as cups grow", "You have no minion on N14 like that (your small standing)."),
        (ANN, "done", "There is nothing to answer now"),
        (STRANGER, "pass", "You are not playing in this game."),
    ],
)
async def test_refusals_are_plain_words_and_change_nothing(
    store: Store, referee: Referee, user: int, build: str, sentence: str
) -> None:
    await stored_position(store, position({"M13": "AC"}, {"M13": "1su"}, ["2C", "3C"]))
    before = await stored(store)
    with pytest.raises((UserError, RulesError)) as refused:
        await act(referee, user, build)
    assert sentence in sentence_of(refused.value)
    assert await stored(store) == before


async def test_a_stale_menu_or_button_is_refused(store: Store, referee: Referee) -> None:
    await stored_position(store, position({"M13": "AC"}, {"M13": "1su"}, ["2C", "3C"]))
    await act(referee, ANN, "pass")
    before = await stored(store)
    with pytest.raises(UserError) as refused:
        await act(referee, BOB, "pass", version=1)
    assert refused.value.message == STALE_MENU
    assert await stored(store) == before


async def test_another_familys_command_is_refused_with_the_commands_to_use(store: Store, referee: Referee) -> None:
    await stored_position(store, position({"M13": "AC"}, {"M13": "1su"}, ["2C", "3C"]))
    before = await stored(store)
    with pytest.raises(UserError) as refused:
        await act(referee, ANN, lambda game, seat: Draw())  # /draw, Zark City's
    assert refused.value.message == ZARCANA.wrong_commands and "/zarcana" in english(refused.value)
    assert await stored(store) == before


@pytest.mark.parametrize("user", [ANN, BOB])  # the player to act, and one waiting for their turn
async def test_another_familys_command_previewed_is_refused_with_the_commands_to_use(
    store: Store, referee: Referee, user: int
) -> None:
    """A Zark City command with preview at a Zarcana table: the same sentence as without preview."""
    row = await stored_position(store, position({"M13": "AC"}, {"M13": "1su"}, ["2C", "3C"]))
    before = await stored(store)
    with pytest.raises(UserError) as refused:
        preview(await referee.seated_in(row.id, user), lambda game, seat: zark_action("grow M13 small"))
    assert refused.value.message == ZARCANA.wrong_commands and english(refused.value).startswith("This is a Zarcana")
    assert await stored(store) == before


async def test_a_zarcana_command_at_a_zark_city_table_says_which_commands_to_use(
    store: Store, referee: Referee
) -> None:
    from tests.play.tables import through_setup

    await through_setup(referee, store)
    with pytest.raises(UserError) as refused:
        await act(referee, ANN, commands.draw(None))
    assert refused.value.message == ZARK.wrong_commands and "/draw" in english(refused.value)


# --------------------------------------------------------------------------------------------- words at the table


async def test_the_table_says_whose_decision_it_is_and_how_the_game_ended(store: Store, referee: Referee) -> None:
    await stored_position(store, position({"M13": "AC", "N13": "7C"}, {"M13": "1se", "N13": "2su 2su"}, ["Death", ""]))
    played = await act(referee, ANN, "play Death by M13 small east attack 2 small up at N13")
    assert family_of(played.public).next_step_line(played.public, played.row) == (
        f"<@{ANN}>: P1 may use Death again with the minion on M13, or say done. Answer with /zarcana again, or "
        "/zarcana done."
    )
    assert headline(played).startswith(
        "**P1** played Death with their small on M13: attacked P2's small on N13 · "
        "`play Death by M13 small east attack 2 small up at N13`\nP2's small on N13 was destroyed."
    )
    done = await act(referee, ANN, "done")
    assert family_of(done.public).next_step_line(done.public, done.row) == (
        f"<@{BOB}>, your turn (turn 2): /zarcana commands."
    )
    over = position({"M13": "10C", "N13": "2C"}, {"M13": "1su", "N13": "2su"})
    over.reshuffles = 1
    over.apply(0, parse_action("declare"))
    over.apply(1, parse_action("pass"))
    row = (await store.load(1)).row
    assert family_of(over).next_step_line(over.view(None), row) == (
        f"🏆 <@{ANN}> wins with 10 points, the most (Z-62 to Z-64), against P2 2."
    )


async def test_a_card_placed_face_down_is_named_to_its_placer_only_z45(store: Store, referee: Referee) -> None:
    await stored_position(store, position({"M13": "AC"}, {"M13": "1su"}, ["Wheel", ""], deck_top="KS"))
    played = await act(referee, ANN, "play Wheel by M13 small up build at M13")
    text, _ = private_report(played, ANN)
    assert "You placed King of Swords face down on M13: only you have seen it" in text
    public = headline(played)
    assert "King of Swords" not in public and "A card went face down on M13: nobody may look at it (Z-45)." in public
    assert "King of Swords" not in hand_words(view_of(played.game, 1))


# --------------------------------------------------------------------------------------------- previews


async def test_a_zarcana_preview_shows_the_move_stores_nothing_and_reads_no_secret(
    store: Store, referee: Referee
) -> None:
    board, minions = EMPEROR_BOARD
    row = await stored_position(store, position(board, minions, ["Emperor 5D", "AC 2C 3C", "9W"], players=3))
    before = await stored(store)
    seated = await referee.seated_in(row.id, ANN)
    tried = preview(seated, doing(EMPEROR))
    assert await stored(store) == before
    assert "You would have played The Emperor with your large on M13: attacked P2's small on N13" in tried.summary
    assert "Then: P2 must give P1 2 cards of their choice (the Emperor, Z-39)." in tried.summary
    twin = resample_hidden(zarcana(seated.game), 0, random.Random("other secrets"))
    assert twin.hands[1:] != zarcana(seated.game).hands[1:]
    assert preview(type(seated)(seated.row, twin, 0), doing(EMPEROR)) == tried
    waiting = await referee.seated_in(row.id, BOB)
    assert "It is not your turn" in preview(waiting, doing("draw 1")).summary


@pytest.mark.parametrize(
    ("out_of_play", "sentence"),
    [
        ("resigned", "You have resigned from this game."),
        ("over", "This game is over: there is nothing left to preview."),
    ],
)
async def test_a_zarcana_preview_is_refused_to_a_player_out_of_play(
    store: Store, referee: Referee, out_of_play: str, sentence: str
) -> None:
    board, minions = EMPEROR_BOARD
    row = await stored_position(store, position(board, minions, ["Emperor 5D", "AC 2C 3C", "9W"], players=3))
    before = await stored(store)
    seated = await referee.seated_in(row.id, ANN)
    if out_of_play == "resigned":
        zarcana(seated.game).resigned[0] = True
    else:
        zarcana(seated.game).phase = Phase.OVER
    with pytest.raises(UserError) as refused:
        preview(seated, doing(EMPEROR))
    assert english(refused.value) == sentence
    assert await stored(store) == before


async def test_a_preview_waits_while_someone_elses_decision_is_pending(store: Store, referee: Referee) -> None:
    await emperor_table(store)
    await act(referee, ANN, EMPEROR)
    with pytest.raises(RulesError) as refused:  # the engine's own sentence (`GameState.as_if_turn_of`)
        preview(await referee.seated_in(1, CY), doing("draw 1"))
    said = english(refused.value)
    assert "P2 must give P1 2 cards" in said and "once that is answered" in said


# --------------------------------------------------------------------------------------------- caretaker, computers


async def test_the_caretaker_answers_for_the_absent_victim_and_the_turn_goes_on(store: Store, referee: Referee) -> None:
    row = await emperor_table(store)
    await act(referee, ANN, EMPEROR)
    row = (await store.load(row.id)).row
    moves = [played async for played in scheduler.caretaker_turn(referee, row, BOB)]
    assert [type(played.action).__name__ for played in moves] == ["Give"]
    loaded = await store.load(row.id)
    assert loaded.game is not None and zarcana(loaded.game).current == 1  # Bob's turn now (P1's is over)
    assert [player.caretaker_streak for player in loaded.row.players] == [0, 1, 0]


async def test_a_caretaker_turn_plays_every_step_its_seat_owes(store: Store, referee: Referee) -> None:
    game = position({"M13": "AC", "N13": "7C"}, {"M13": "1se", "N13": "2su 2su"}, ["Death", ""])
    row = await stored_position(store, game)
    moves = [played async for played in scheduler.caretaker_turn(referee, row, ANN)]
    assert moves and all(played.seat == 0 for played in moves)
    assert moves[-1].public.to_act == (1,)  # the turn is done: Bob's now
    assert (await store.load(row.id)).row.players[0].caretaker_streak == 1  # one missed deadline, however many steps


async def test_a_table_of_computers_plays_zarcana_to_its_scoring(store: Store, referee: Referee) -> None:
    """The host seats two computers and watches: they play every move, each the easy level's seeded one, to the
    final scoring; the store says the game is finished."""
    row = await zarcana_lobby(store, players=1)
    for _ in range(2):
        row = await lobby.add_computer(store, row.id, ANN, "easy")
    row = await lobby.leave(store, row.id, ANN)
    loaded = await lobby.start(store, row.id, ANN, "computers")
    replay = zarcana(loaded.game) if loaded.game is not None else None
    assert replay is not None
    played = await run(referee, row.id)
    for move in played:
        expected = decide(replay, move.seat, "easy", f"computer:{row.id}:{len(replay.history) + 1}:{move.seat}")
        assert move.action == expected
        replay.apply(move.seat, expected)
    assert played[-1].game.phase is Phase.OVER and zarcana(played[-1].game).scores
    assert (await store.load(row.id)).row.status.value == "finished"


def test_computer_players_of_each_engine_are_asked_through_one_dispatch() -> None:
    game = position({"M13": "AC"}, {}, ["2C", "3C"])
    action = decide(game, 0, "hard", "seed")
    assert action in game.legal_actions(0)
    assert caretaker_action(game, 0) in game.legal_actions(0)
