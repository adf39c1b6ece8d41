"""The post-game review's application side (`play.review`): which games may be reviewed by whom, refused in a
sentence for a running game (it would show every hand) and changing nothing, and its findings in words; on a real
SQLite store, with a game played through the referee from a record built for the review."""

from __future__ import annotations

from pathlib import Path

import pytest

from data import Store
from data.errors import GameNotFoundError
from i18n import ENGLISH
from play.actor import Actor
from play.errors import UserError
from play.referee import Referee, Venue
from play.review import board_before, jump_label, jump_text, review_message, reviewable
from play.zark.help import rules_page
from rules import kind_of
from rules.core.registry import replay_record
from rules.review import Review, position_before, review
from tests.data.store_helpers import CHANNEL, GUILD, OTHER_CHANNEL, OTHER_GUILD, USERS, new_lobby, next_interaction
from tests.words import english, refused

from .tables import ANN, BOB, STRANGER, doing, stored_state

RECORD = Path(__file__).resolve().parents[1] / "rules" / "review" / "zark-allow.txt"
HERE = Venue(CHANNEL, GUILD)


async def played_to(store: Store, referee: Referee, moves: int | None = None) -> int:
    """Game 1: Ann and Bob, dealt as the record `zark-allow` (seed review-2), its moves played through the referee
    (all, or the first `moves`). Its only finding: Ann's move on turn 18 left Bob a win he took."""
    recorded = replay_record(RECORD.read_text(encoding="utf-8"))
    row = await new_lobby(store, 2)
    await store.start_game(row.id, recorded.seed)
    for seat, action in list(recorded.history)[:moves]:
        await referee.play_in(row.id, Actor.player(USERS[seat]), doing(action.notation()), next_interaction())
    return row.id


async def test_a_running_game_is_refused_in_a_sentence_and_left_as_it_was(store: Store, referee: Referee) -> None:
    game_id = await played_to(store, referee, 20)
    before = await stored_state(store, game_id)
    for asked in (None, game_id):
        with pytest.raises(UserError) as refused:
            await reviewable(referee, store, HERE, ANN, asked)
        assert english(refused.value).startswith(f"Game {game_id} is still running. A review sees every player's")
    assert await stored_state(store, game_id) == before


async def test_a_finished_game_is_reviewed_in_words(store: Store, referee: Referee) -> None:
    game_id = await played_to(store, referee)
    loaded = await reviewable(referee, store, HERE, ANN, None)  # the last game of this channel, over
    assert loaded.row.id == game_id and loaded.game is not None
    found = review(loaded.game)
    assert found.lines()[0] == "turn 18 seat 1 allowed-win 2 move N13 small to N14"
    text = review_message(loaded, found).splitlines()
    assert text == [
        f"**Review of game {game_id}** (Zark City, 29 moves; it sees every hand)",
        "1. Turn 18: Ann's move left Bob a win in one, which they took. Winning move: moved their small from N13 to "
        "N14 (`move N13 small to N14`).",
        "Ann: 0 missed wins, 1 win left to the next player.",
        "Bob: 0 missed wins, 0 wins left to the next player.",
        "The buttons show the board before each finding.",
    ]
    finding = found.findings[0]
    assert jump_label(loaded.game, finding) == "Turn 18: Ann, win left"
    position = position_before(loaded.game, finding.before)
    assert jump_text(position, finding.before, position.turn) == f"The board before move {finding.before + 1} " + (
        "(turn 18), Ann to act."
    )
    assert kind_of(position).write_record(position).count("\n") < kind_of(loaded.game).write_record(loaded.game).count(
        "\n"
    )


async def test_who_may_review_which_game(store: Store, referee: Referee) -> None:
    game_id = await played_to(store, referee)
    elsewhere = Venue(OTHER_CHANNEL, OTHER_GUILD)
    assert (await reviewable(referee, store, elsewhere, BOB, game_id)).row.id == game_id  # a player, anywhere
    assert (await reviewable(referee, store, Venue(OTHER_CHANNEL, GUILD), STRANGER, game_id)).row.id == game_id
    with refused(UserError, "another server, and you did not play in it"):
        await reviewable(referee, store, elsewhere, STRANGER, game_id)
    with refused(GameNotFoundError, "no game number 99"):
        await reviewable(referee, store, HERE, ANN, 99)
    lobby = await new_lobby(store, 2, channel_id=OTHER_CHANNEL)
    with refused(UserError, "never started"):
        await reviewable(referee, store, HERE, ANN, lobby.id)


async def test_the_message_fits_discords_limit_and_says_when_there_is_nothing(store: Store, referee: Referee) -> None:
    await played_to(store, referee)
    loaded = await reviewable(referee, store, HERE, ANN, None)
    assert loaded.game is not None
    finding = review(loaded.game).findings[0]
    crowded = review_message(loaded, Review((finding,) * 200, 2, "medium"))
    lines = crowded.splitlines()
    assert len(crowded) <= 2000
    shown = sum(1 for line in lines if line[:1].isdigit())
    assert 10 < shown < 200 and lines[shown + 1] == f"... and {200 - shown} more findings."
    assert lines[-3:] == [
        "Ann: 0 missed wins, 200 wins left to the next player.",
        "Bob: 0 missed wins, 0 wins left to the next player.",
        "The buttons show the board before each finding.",  # one board: the findings are all about one move
    ]
    assert review_message(loaded, Review((), 2, "medium")).splitlines()[1:] == [
        "Nothing to point out: no win in one was missed, and no move left the next player a win.",
        "Ann: 0 missed wins, 0 wins left to the next player.",
        "Bob: 0 missed wins, 0 wins left to the next player.",
    ]


def test_the_winning_page_tells_of_the_review() -> None:
    assert "/zark review" in rules_page(ENGLISH, "winning")


async def test_a_jump_shows_the_board_before_a_move_the_game_has(store: Store, referee: Referee) -> None:
    game_id = await played_to(store, referee)
    loaded = await reviewable(referee, store, HERE, ANN, game_id)
    assert loaded.game is not None
    moves = len(loaded.game.history)
    assert board_before(loaded.game, game_id, moves - 1).turn == position_before(loaded.game, moves - 1).turn
    for missing in (moves, moves + 5):
        with refused(UserError, f"Game {game_id} has no move {missing + 1}."):
            board_before(loaded.game, game_id, missing)
