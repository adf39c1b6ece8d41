"""The referee with a real store: load, check the caller and the turn, build, apply on a copy, commit.

Every refusal carries a plain sentence and leaves the store exactly as it was (version, snapshot and log).
"""

from __future__ import annotations

import asyncio

import pytest

from data import GameStatus, Store, StoreError
from play.actor import Actor
from play.errors import UserError
from play.referee import STALE_MENU, ActionBuilder, Referee, Venue
from play.zark.reading import parse_piece
from rules import GameState, NotationError, RulesError, parse_cell
from rules.zark import Build, Card, Move, Starter, ZarkGame, ZarkSettings, game_to_dict
from tests.data.store_helpers import CHANNEL, GUILD, OTHER_CHANNEL, OTHER_GUILD, THREAD, new_lobby, next_interaction
from tests.words import english

from . import boards
from .tables import (
    ANN,
    BOB,
    CY,
    HERE,
    STRANGER,
    doing,
    play,
    started,
    stored_position,
    stored_state,
    through_setup,
    zark,
    zark_view,
)


def test_the_known_deal_of_seed_seed() -> None:
    """The set-up helpers rely on this deal; if the engine's shuffle changes, this says so first."""
    game = ZarkGame.new(ZarkSettings(players=("Ann", "Bob")), "seed")
    assert sorted(game.hands[0]) == sorted(["4H", "9H", "10D"])
    assert sorted(game.hands[1]) == sorted(["2S", "4S", "6S"])


async def test_play_applies_commits_and_stores_the_new_state(referee: Referee, store: Store) -> None:
    loaded = await started(store)
    played = await play(referee, ANN, "starter 9H")
    assert not played.duplicate
    assert (played.seat, played.action, played.version) == (0, Starter(Card("9H")), loaded.version + 1)
    after = await stored_state(store, loaded.row.id)
    assert after.version == played.version == 2
    assert after.state == game_to_dict(zark(played.game))
    assert after.moves == ["starter 9H"]


async def test_the_setup_runs_through_the_referee_r2_r3(referee: Referee, store: Store) -> None:
    """R-2: the higher starter (Ann's 9♥) goes first at M13; R-3: Bob places next to it; then Ann's turn 1."""
    loaded = await through_setup(referee, store)
    game = zark(loaded.game)
    assert game.cards == {(0, 0): "9H", (1, 0): "6S"}
    assert (game.phase, game.current, game.turn) == ("action", 0, 1)
    assert loaded.row.status is GameStatus.PLAYING and loaded.version == 4


async def test_out_of_turn_is_refused_and_changes_nothing(referee: Referee, store: Store) -> None:
    loaded = await through_setup(referee, store)
    before = await stored_state(store, loaded.row.id)
    with pytest.raises(UserError) as refused:
        await play(referee, BOB, "draw")
    assert english(refused.value) == "It is Ann's turn, not yours."
    assert await stored_state(store, loaded.row.id) == before


async def test_a_second_starter_waits_for_the_others_r2(referee: Referee, store: Store) -> None:
    loaded = await started(store)
    await play(referee, ANN, "starter 9H")
    before = await stored_state(store, loaded.row.id)
    with pytest.raises(UserError) as refused:
        await play(referee, ANN, "starter 4H")
    assert english(refused.value) == "You have chosen your starter; waiting for the others."
    assert await stored_state(store, loaded.row.id) == before


async def test_a_resigned_player_is_told_so_even_while_starters_are_chosen_r18(referee: Referee, store: Store) -> None:
    loaded = await started(store, players=3)
    await play(referee, CY, "resign", game_id=loaded.row.id)
    before = await stored_state(store, loaded.row.id)
    with pytest.raises(UserError) as refused:
        await play(referee, CY, "starter 2C")
    assert english(refused.value) == "You have resigned from this game."
    assert await stored_state(store, loaded.row.id) == before


async def test_someone_outside_the_game_is_not_playing(referee: Referee, store: Store) -> None:
    loaded = await through_setup(referee, store)
    before = await stored_state(store, loaded.row.id)
    for request in (play(referee, STRANGER, "draw"), play(referee, STRANGER, "draw", game_id=loaded.row.id)):
        with pytest.raises(UserError) as refused:
            await request
        assert english(refused.value) == "You are not playing in this game."
    with pytest.raises(UserError):
        await referee.seated_in(loaded.row.id, STRANGER)  # the "My hand" button: no hand to show
    assert await stored_state(store, loaded.row.id) == before


async def test_no_game_here_for_someone_without_games(referee: Referee) -> None:
    with pytest.raises(UserError) as refused:
        await referee.play(Venue(OTHER_CHANNEL, GUILD), Actor.player(ANN), doing("draw"), next_interaction())
    assert english(refused.value) == "There is no game here. Start one with /zark new."


async def test_no_game_here_links_the_callers_games_in_this_server(referee: Referee, store: Store) -> None:
    loaded = await started(store)
    with pytest.raises(UserError) as refused:
        await referee.play(Venue(OTHER_CHANNEL, GUILD), Actor.player(BOB), doing("draw"), next_interaction())
    assert english(refused.value) == f"There is no game here. Your games: <#{CHANNEL}> (game {loaded.row.id})"
    with pytest.raises(UserError) as elsewhere:  # games of another server are not listed
        await referee.play(Venue(OTHER_CHANNEL, OTHER_GUILD), Actor.player(BOB), doing("draw"), next_interaction())
    assert english(elsewhere.value) == "There is no game here. Start one with /zark new."


async def test_a_game_in_a_thread_is_played_from_the_thread(referee: Referee, store: Store) -> None:
    loaded = await started(store)
    await store.set_thread(loaded.row.id, THREAD)
    played = await referee.play(Venue(THREAD, GUILD), Actor.player(ANN), doing("starter 9H"), next_interaction())
    assert played.version == 2
    with pytest.raises(UserError) as refused:
        await referee.play(Venue(OTHER_CHANNEL, GUILD), Actor.player(ANN), doing("draw"), next_interaction())
    assert f"<#{THREAD}> (game {loaded.row.id})" in english(refused.value)


async def test_a_lobby_has_not_started(referee: Referee, store: Store) -> None:
    row = await new_lobby(store, 2)
    with pytest.raises(UserError) as refused:
        await play(referee, ANN, "draw")
    assert english(refused.value) == "This game has not started yet: the host starts it from the lobby."
    assert (await store.load(row.id)).row.version == 0


REFUSALS: list[tuple[ActionBuilder, str]] = [
    # (what the player asks, the sentence), from the position in `choices_positions.crowded`
    (lambda g, s: Build(Card("5S"), (1, 1)), "The 5♠ is not in your hand."),
    (lambda g, s: Build(Card("QH"), (1, 1)), "The Q♥ is not a number card; only number cards go on the board."),
    (doing("build 10H N13"), "N13 already has a card on it."),
    (doing("build 10H Q20"), "Q20 is not next to a card you occupy."),
    (doing("move M14 medium to M15"), "There is no card at M15; pyramids move only onto cards."),
    (doing("spawn O13"), "You have no pyramid on O13."),
    (doing("grow M13 large"), "You have no large pyramid on M13."),
    (doing("attack 2 small at N13 with QH JK demolish"), "The Joker is not needed"),
    (doing("attack 3 medium at O13 with QH demolish"), "O13 is not on or next to a card you occupy."),
    (doing("fly M14 to M14 with AS"), "A flying card must land on a different cell."),
    (doing("hatch 10H Q20"), "You can hatch only when you have no pyramids on the board."),
    (lambda g, s: Starter(Card("10H")), "Starter cards have already been chosen."),
]


@pytest.mark.parametrize(("build", "sentence"), REFUSALS)
async def test_a_rules_refusal_is_the_rules_sentence_and_stores_nothing(
    referee: Referee, store: Store, build: ActionBuilder, sentence: str
) -> None:
    row = await stored_position(store, boards.crowded())
    before = await stored_state(store, row.id)
    with pytest.raises(RulesError) as refused:
        await referee.play(Venue(CHANNEL, GUILD), Actor.player(ANN), build, next_interaction())
    assert sentence in english(refused.value)
    assert await stored_state(store, row.id) == before


@pytest.mark.parametrize(
    ("piece", "to", "sentence"),
    [
        ("M13", "N13", "'M13' does not name a pyramid: write its cell and size, like 'M13 small'."),
        ("M13 huge", "N13", "'huge' is not a pyramid size: say small, medium or large."),
        ("M13 small", "13M", "'13M' is not a cell name. Cells are named like M13: a letter, then a number."),
    ],
)
async def test_typed_garbage_is_refused_by_the_parser_and_stores_nothing(
    referee: Referee, store: Store, piece: str, to: str, sentence: str
) -> None:
    row = await stored_position(store, boards.crowded())
    before = await stored_state(store, row.id)

    def move(game: GameState, seat: int) -> Move:  # read as /move's options read them
        return Move(parse_piece(piece).cell, parse_piece(piece).size, parse_cell(to))

    with pytest.raises(NotationError) as refused:
        await referee.play(HERE, Actor.player(ANN), move, next_interaction())
    assert english(refused.value) == sentence
    assert await stored_state(store, row.id) == before


async def test_a_repeated_interaction_is_a_duplicate_and_moves_once(referee: Referee, store: Store) -> None:
    loaded = await through_setup(referee, store)
    interaction = next_interaction()
    first = await referee.play(Venue(CHANNEL, GUILD), Actor.player(ANN), doing("draw"), interaction)
    after_first = await stored_state(store, loaded.row.id)
    again = await referee.play(Venue(CHANNEL, GUILD), Actor.player(ANN), doing("draw"), interaction)
    assert again.duplicate and not first.duplicate
    assert again.events == []
    assert await stored_state(store, loaded.row.id) == after_first
    assert after_first.moves[-1] == "draw" and after_first.moves.count("draw") == 1


async def test_the_store_guard_catches_a_repeat_the_referee_has_not_seen(referee: Referee, store: Store) -> None:
    """After a restart (a new referee) the store's interaction guard still refuses a second move."""
    loaded = await started(store)
    interaction = next_interaction()
    await referee.play(Venue(CHANNEL, GUILD), Actor.player(ANN), doing("starter 9H"), interaction)
    after_first = await stored_state(store, loaded.row.id)
    restarted = Referee(store)
    again = await restarted.play(Venue(CHANNEL, GUILD), Actor.player(BOB), doing("starter 6S"), interaction)
    assert again.duplicate
    assert await stored_state(store, loaded.row.id) == after_first


async def test_two_requests_at_once_make_one_move(referee: Referee, store: Store) -> None:
    loaded = await started(store)
    results = await asyncio.gather(
        play(referee, ANN, "starter 9H"), play(referee, ANN, "starter 4H"), return_exceptions=True
    )
    refused = [r for r in results if isinstance(r, UserError)]
    assert len(refused) == 1 and english(refused[0]) == "You have chosen your starter; waiting for the others."
    assert len((await stored_state(store, loaded.row.id)).moves) == 1


async def test_a_menu_from_an_earlier_version_is_refused(referee: Referee, store: Store) -> None:
    loaded = await through_setup(referee, store)
    before = await stored_state(store, loaded.row.id)
    with pytest.raises(UserError) as refused:
        await play(referee, ANN, "draw", game_id=loaded.row.id, expected_version=before.version - 1)
    assert refused.value.message == STALE_MENU
    assert await stored_state(store, loaded.row.id) == before
    played = await play(referee, ANN, "draw", game_id=loaded.row.id, expected_version=before.version)
    assert played.version == before.version + 1


async def test_a_finished_game_is_over(referee: Referee, store: Store) -> None:
    """R-18: with one player left, that player wins; after that nothing more is played."""
    loaded = await through_setup(referee, store)
    played = await play(referee, BOB, "resign", game_id=loaded.row.id)
    assert played.game_over and zark(played.game).winner == 0
    assert (await store.load(loaded.row.id)).row.status is GameStatus.FINISHED
    before = await stored_state(store, loaded.row.id)
    for user in (ANN, BOB):
        for request in (play(referee, user, "draw", game_id=loaded.row.id), play(referee, user, "draw")):
            with pytest.raises(UserError) as refused:
                await request  # by a button (the game's id) or by a command in the game's channel
            assert english(refused.value) == "This game is over."
    assert await stored_state(store, loaded.row.id) == before


async def test_a_cancelled_game_was_cancelled(referee: Referee, store: Store) -> None:
    loaded = await through_setup(referee, store)
    await store.abandon(loaded.row.id)
    before = await stored_state(store, loaded.row.id)
    for request in (play(referee, ANN, "draw", game_id=loaded.row.id), play(referee, ANN, "draw")):
        with pytest.raises(UserError) as refused:
            await request
        assert english(refused.value) == "This game was cancelled."
    assert await stored_state(store, loaded.row.id) == before


async def test_resign_is_open_out_of_turn_and_turn_options_are_not_r18(referee: Referee, store: Store) -> None:
    loaded = await started(store, players=3)
    await play(referee, ANN, "starter 10D")  # three players deal differently: Ann 6♠ 7♦ 10♦, Bob 4♠ 4♥ 5♥
    await play(referee, BOB, "starter 4H")
    game = (await store.load(loaded.row.id)).game
    assert game is not None and game.seats_to_act() == [2]
    with pytest.raises(UserError) as refused:
        await play(referee, ANN, "draw")
    assert english(refused.value) == "You have chosen your starter; waiting for the others."
    played = await play(referee, ANN, "resign")
    assert played.game.resigned[0] and not played.game_over
    with pytest.raises(RulesError) as again:
        await play(referee, ANN, "resign", game_id=loaded.row.id)
    assert english(again.value) == "You have resigned from this game."


async def test_a_store_refusal_keeps_its_sentence(referee: Referee, store: Store) -> None:
    with pytest.raises(StoreError) as refused:
        await referee.seated_in(999, ANN)
    assert english(refused.value) == "There is no game number 999."


async def test_a_repeated_winning_move_is_a_duplicate_not_no_game_here_r17(referee: Referee, store: Store) -> None:
    """The first handling ended the game, so the checks would say "This game is over"; the repeat is recognised."""
    row = await stored_position(store, boards.winning_for_p1())
    interaction = next_interaction()
    first = await referee.play(
        Venue(CHANNEL, GUILD), Actor.player(ANN), doing("attack 2 small at O13 with KD demolish"), interaction
    )
    assert first.game_over and zark(first.game).winner == 0
    after_first = await stored_state(store, row.id)
    again = await referee.play(
        Venue(CHANNEL, GUILD), Actor.player(ANN), doing("attack 2 small at O13 with KD demolish"), interaction
    )
    assert again.duplicate and again.game_over
    assert await stored_state(store, row.id) == after_first


async def test_a_repeated_button_press_is_a_duplicate(referee: Referee, store: Store) -> None:
    """A button goes straight to `play_in`; its repeat is recognised there too, before "This game is over"."""
    loaded = await through_setup(referee, store)
    interaction = next_interaction()
    first = await referee.play_in(loaded.row.id, Actor.player(BOB), doing("resign"), interaction)
    assert first.game_over
    after_first = await stored_state(store, loaded.row.id)
    again = await referee.play_in(loaded.row.id, Actor.player(BOB), doing("resign"), interaction)
    assert again.duplicate and again.version == first.version
    assert await stored_state(store, loaded.row.id) == after_first


async def test_one_interaction_delivered_twice_at_once_moves_once(referee: Referee, store: Store) -> None:
    loaded = await through_setup(referee, store)
    interaction = next_interaction()
    both = await asyncio.gather(
        referee.play(Venue(CHANNEL, GUILD), Actor.player(ANN), doing("draw"), interaction),
        referee.play(Venue(CHANNEL, GUILD), Actor.player(ANN), doing("draw"), interaction),
    )
    assert sorted(played.duplicate for played in both) == [False, True]
    assert (await stored_state(store, loaded.row.id)).moves.count("draw") == 1


async def test_a_move_carries_the_new_states_public_view(referee: Referee, store: Store) -> None:
    """Built once per turn: the board image, its alt text and the table's message all come from it."""
    await started(store)
    played = await play(referee, ANN, "starter 9H")
    assert played.public == played.game.view(None) and played.public.hand == ()
    public = zark_view(played.public)
    assert public.seats[0].starter_chosen and public.own_starter is None  # still secret


async def test_a_games_lock_is_one_while_in_use_and_gone_after(referee: Referee, store: Store) -> None:
    first = referee.lock(1)
    assert referee.lock(1) is first and referee.lock(2) is not first
    async with first:
        waiting = asyncio.ensure_future(referee.lock(1).acquire())
        await asyncio.sleep(0)
        assert not waiting.done()  # the same lock: the second request waits for the first
    await waiting
    referee.lock(1).release()
    del first, waiting
    await through_setup(referee, store)  # moves take and let go of their game's lock
    assert len(referee._locks) == 0  # nothing kept for games nobody is playing right now
