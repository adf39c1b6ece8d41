"""Zarcana's computer players (`rules.players` with `rules.zarcana.evaluation`): they read only what their seat may
know, play every kind of action legally to the end of a game, and the easy level beats random play."""

from __future__ import annotations

import random

import pytest

from rules import Action, Phase
from rules.players import LEVELS, choose
from rules.zarcana import (
    Demand,
    Give,
    ZarcanaGame,
    ZarcanaSettings,
    resample_hidden,
    zarcana_to_dict,
)
from rules.zarcana.caretaker import caretaker_action
from rules.zarcana.evaluation import evaluate

from .positions import position

ALL_LEVELS = LEVELS
#: Small budgets keep the tests quick; the levels' strength is measured by the arena, not here.
QUICK = {"random": 0, "easy": 0, "medium": 3, "hard": 60}


def _midgame(seed: int, players: int = 3) -> ZarcanaGame:
    game = ZarcanaGame.new(ZarcanaSettings(players=tuple("ABCDE"[:players])), seed)
    rng = random.Random(seed)
    while game.turn < 12 and game.phase is not Phase.OVER:
        seat = game.seats_to_act()[0]
        game.apply(seat, choose(game, seat, "easy", rng))
    assert game.phase is Phase.ACTION
    return game


def pick(game: ZarcanaGame, seat: int, level: str, seed: int) -> Action:
    return choose(game, seat, level, random.Random(seed), QUICK.get(level))


@pytest.mark.parametrize("level", ALL_LEVELS)
def test_no_level_reads_a_hidden_card(level: str) -> None:
    """Two games that look the same to the seat (its own cards, everything public) but differ in every secret (other
    hands, the deck's order) give the same move from the same seed: the move cannot depend on a secret."""
    for seed in range(4):
        game = _midgame(seed)
        seat = game.seats_to_act()[0]
        twin = resample_hidden(game, seat, random.Random(f"other secrets {seed}"))
        assert zarcana_to_dict(twin)["deck"] != zarcana_to_dict(game)["deck"]
        assert pick(game, seat, level, seed) == pick(twin, seat, level, seed)


def test_a_face_down_card_the_seat_did_not_place_is_never_read() -> None:
    """Z-45: the same position with another card face down under an enemy gives the same move."""
    hands = ["KS 3W 7C", "2C"]
    stacks = {"M13": "AC", "N13": "5D Wheel", "L13": "9S"}
    minions = {"M13": "1se", "N13": "2su"}
    one = position(stacks | {"N13": "5D Sun"}, minions, hands, face_down={"Sun": 1})
    other = position(stacks | {"N13": "5D World"}, minions, hands, face_down={"World": 1})
    assert pick(one, 0, "easy", 7) == pick(other, 0, "easy", 7)


@pytest.mark.parametrize("level", ALL_LEVELS)
def test_the_same_seed_and_state_give_the_same_move(level: str) -> None:
    game = _midgame(9)
    seat = game.seats_to_act()[0]
    assert pick(game, seat, level, 3) == pick(game, seat, level, 3)


def test_every_level_plays_zarcana_and_an_unknown_level_is_refused() -> None:
    assert LEVELS == ("random", "easy", "medium", "hard")
    game = _midgame(4)
    seat = game.seats_to_act()[0]
    for level in LEVELS:
        assert pick(game, seat, level, 5) in game.legal_actions(seat)
    with pytest.raises(ValueError, match="unknown level 'wizard'"):
        pick(game, seat, "wizard", 5)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_easy_player_plays_every_kind_of_action_legally_to_the_final_scoring(players: int) -> None:
    kinds: set[str] = set()
    for seed in range(3):
        game = ZarcanaGame.new(ZarcanaSettings(players=tuple("ABCDE"[:players])), seed)
        rng = random.Random(seed)
        while game.phase is not Phase.OVER:
            assert game.turn < 400, "the safety end (H-18) ends every game"
            seat = game.seats_to_act()[0]
            action = choose(game, seat, "easy", rng)
            assert action in game.legal_actions(seat)
            kinds.add(type(action).__name__)
            game.apply(seat, action)
        assert game.scores and game.winners  # scored (Z-62 to Z-64)
    assert {"Place", "Play", "Use", "Draw"} <= kinds


def test_easy_beats_random_play() -> None:
    wins = 0
    for seed in range(6):
        game = ZarcanaGame.new(ZarcanaSettings(players=("easy", "random")), seed)
        rng = random.Random(seed)
        while game.phase is not Phase.OVER:
            seat = game.seats_to_act()[0]
            game.apply(seat, choose(game, seat, "easy" if seat == 0 else "random", rng))
        wins += game.winners == (0,)
    assert wins >= 5


def test_it_answers_the_emperors_demand_with_cards_of_its_own() -> None:
    game = position({"M13": "AC", "N13": "7C"}, {"M13": "1se", "N13": "2su"}, ["Emperor", "2C 3C 4W"])
    game.apply(0, _emperor(game))
    assert game.pending == Demand(1, 0, 2)
    answer = choose(game, 1, "easy", random.Random(1))
    assert isinstance(answer, Give) and answer.to == 0 and len(answer.cards) == 2
    assert set(answer.cards) <= {"2C", "3C", "4W"}


def _emperor(game: ZarcanaGame) -> Action:
    wanted = "play Emperor by M13 small east attack 2 small up at N13 demand 2"
    [strike] = [action for action in game.legal_actions(0) if action.notation() == wanted]
    return strike


def test_the_caretaker_plays_the_easy_move_seeded_by_public_facts() -> None:
    game = _midgame(2)
    seat = game.seats_to_act()[0]
    action = caretaker_action(game, seat)
    assert action in game.legal_actions(seat)
    twin = resample_hidden(game, seat, random.Random("another deal"))
    twin.seed = game.seed
    assert caretaker_action(twin, seat) == action


def test_winning_counts_most_and_a_shared_win_lies_between_a_win_and_a_loss() -> None:
    game = position({"M13": "10C", "N13": "2C"}, {"M13": "1su", "N13": "2su"})
    assert evaluate(game, 0) > evaluate(game, 1)  # a 10 held against a 2 (Z-62)
    game.phase, game.winners = Phase.OVER, (0,)
    assert evaluate(game, 0) > 0 > evaluate(game, 1)
    game.winners = (0, 1)
    assert evaluate(game, 0) == evaluate(game, 1) == 0  # half a win each, as the arena counts it
