"""Private what-if previews (in the application layer): a preview stores nothing, shows no card
the player could not know, is the same when asked twice, and Play it commits exactly that move at that moment."""

from __future__ import annotations

import random
import re

import pytest

from data import Store
from play.errors import UserError
from play.preview import PREVIEW_MOVED_ON, play_it, preview
from play.referee import Referee, Seated
from rules import IllegalActionError, Phase
from rules.zark import ZarkGame, resample_hidden
from rules.zark.cards import deck_cards
from tests.data.store_helpers import next_interaction
from tests.rules.positions import position
from tests.words import english, english_card, refused

from . import boards
from .tables import ANN, BOB, doing, play, stored_position, stored_state, zark, zark_view


async def test_a_preview_shows_the_board_the_move_leaves_and_stores_nothing(store: Store, referee: Referee) -> None:
    row = await stored_position(store, boards.crowded())
    before = await stored_state(store, row.id)
    tried = preview(await referee.seated_in(row.id, ANN), doing("build 10H N14"))
    assert zark_view(tried.public).cards[(1, 1)] == "10H" and tried.action.notation() == "build 10H N14"
    assert "You would have built the 10♥ on N14." in tried.summary and "Play it" in tried.summary
    assert not tried.wins and "No one would win yet." in tried.summary
    assert await stored_state(store, row.id) == before


async def test_the_same_move_previewed_twice_shows_the_same_thing(store: Store, referee: Referee) -> None:
    row = await stored_position(store, boards.crowded())
    seated = await referee.seated_in(row.id, ANN)
    first = preview(seated, doing("attack 2 small at N13 with KD demolish"))
    second = preview(await referee.seated_in(row.id, ANN), doing("attack 2 small at N13 with KD demolish"))
    assert first == second
    assert "You would draw 2 cards: you see which only when you play the move." in first.summary  # R-13 change


async def test_a_winning_move_says_so(store: Store, referee: Referee) -> None:
    game = position({"M13": "7H", "N13": "8H", "N14": "9H"}, {"M13": "1s", "N13": "1s 1s"}, ["2C", "2S"])
    row = await stored_position(store, game)
    tried = preview(await referee.seated_in(row.id, ANN), doing("move N13 small to N14"))
    assert tried.wins and "🏆 You would win with the power block M13 N13 N14." in tried.summary


@pytest.mark.parametrize(
    ("out_of_play", "sentence"),
    [
        ("resigned", "You have resigned from this game."),
        ("over", "This game is over: there is nothing left to preview."),
    ],
)
async def test_a_preview_is_refused_to_a_player_out_of_play_and_changes_nothing(
    store: Store, referee: Referee, out_of_play: str, sentence: str
) -> None:
    row = await stored_position(store, boards.crowded())
    before = await stored_state(store, row.id)
    seated = await referee.seated_in(row.id, ANN)
    if out_of_play == "resigned":
        zark(seated.game).resigned[0] = True
    else:
        zark(seated.game).phase = Phase.OVER
    with pytest.raises(UserError) as refused:
        preview(seated, doing("build 10H N14"))
    assert english(refused.value) == sentence
    assert await stored_state(store, row.id) == before


async def test_play_it_commits_exactly_the_previewed_move(store: Store, referee: Referee) -> None:
    row = await stored_position(store, boards.crowded())
    tried = preview(await referee.seated_in(row.id, ANN), doing("build 10H N14"))
    played = await play_it(referee, tried.move, ANN, next_interaction())
    assert played.action == tried.action and zark(played.game).cards[(1, 1)] == "10H"
    assert (await stored_state(store, row.id)).moves[-1] == "build 10H N14"


async def test_play_it_after_the_game_moved_on_is_refused_and_changes_nothing(store: Store, referee: Referee) -> None:
    row = await stored_position(store, boards.crowded())
    tried = preview(await referee.seated_in(row.id, ANN), doing("build 10H N14"))
    await play(referee, ANN, "spawn M13")
    before = await stored_state(store, row.id)
    with pytest.raises(UserError) as refused:
        await play_it(referee, tried.move, ANN, next_interaction())
    assert refused.value.message == PREVIEW_MOVED_ON
    assert await stored_state(store, row.id) == before


async def test_a_waiting_player_may_preview_but_not_play_it(store: Store, referee: Referee) -> None:
    row = await stored_position(store, boards.crowded())
    before = await stored_state(store, row.id)
    tried = preview(await referee.seated_in(row.id, BOB), doing("spawn N13"))
    assert "It is not your turn" in tried.summary and "Play it" not in tried.summary
    assert sorted(zark_view(tried.public).pieces[(1, 0)]).count((1, 1)) == 2
    with refused(UserError, "It is P1's turn, not yours"):
        await play_it(referee, tried.move, BOB, next_interaction())
    assert await stored_state(store, row.id) == before


async def test_an_illegal_move_is_refused_in_a_preview_with_the_engines_sentence(
    store: Store, referee: Referee
) -> None:
    row = await stored_position(store, boards.crowded())
    with pytest.raises(IllegalActionError) as raised:
        preview(await referee.seated_in(row.id, ANN), doing("build 5S N14"))
    assert english(raised.value) == "The 5♠ is not in your hand."


def _named_cards(text: str, deck: str) -> set[str]:
    """Every card of the deck whose label the text names (a 10♥ is not also read as a 10 of something else)."""
    labels = {card: english_card(card) for card in deck_cards(deck)}
    return {card for card, label in labels.items() if re.search(rf"(?<![\w♠♥♦♣★]){re.escape(label)}(?!\w)", text)}


@pytest.mark.parametrize(
    ("game", "line"),
    [
        (boards.six_in_hand(), "draw"),  # three unknown cards, then a discard owed
        (boards.crowded(), "attack 2 small at N13 with KD demolish"),  # two cards of change
        (boards.crowded(), "spawn M13"),  # the turn ends: the next player draws
        (position({"M13": "5R"}, {"M13": "1s"}, ["W 1B", "2B"], game="unocitta"), "build W N13 as 7R"),
    ],
)
async def test_no_preview_names_a_card_from_the_deck_or_another_hand(
    store: Store, referee: Referee, game: ZarkGame, line: str
) -> None:
    row = await stored_position(store, game)
    seated = await referee.seated_in(row.id, ANN)
    real = zark(seated.game)
    known = set(real.hands[0]) | set(real.cards.values()) | set(real.discard)
    tried = preview(seated, doing(line))
    public = zark_view(tried.public)
    nominated = set(public.nominations.values())  # named by the player, not a card's place
    shown = set(public.cards.values()) | set(public.discard) | _named_cards(tried.summary, real.settings.deck)
    assert shown - known - nominated == set()
    assert tried.public.hand == () and tried.public.viewer is None


@pytest.mark.parametrize("line", ["draw", "attack 2 small at N13 with KD demolish", "spawn M13", "build 10H N14"])
async def test_a_preview_depends_on_nothing_the_player_cannot_see(store: Store, referee: Referee, line: str) -> None:
    row = await stored_position(store, boards.crowded())
    seated = await referee.seated_in(row.id, ANN)
    twin = resample_hidden(zark(seated.game), 0, random.Random("other secrets"))  # the same game to Ann
    game = zark(seated.game)
    assert twin.hands[1:] != game.hands[1:] or twin.deck != game.deck
    assert preview(seated, doing(line)) == preview(Seated(seated.row, twin, 0), doing(line))
