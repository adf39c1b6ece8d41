"""What the computer players judge positions by: wins in one found without trying every action, the
power groups kept from board to board, groups one card short of a block, and how far a seat is from holding one."""

from __future__ import annotations

import random

import pytest

from rules import Phase, parse_cell
from rules.players import choose
from rules.zark import ZarkGame, ZarkSettings, parse_action, parse_card
from rules.zark.blocks import Face
from rules.zark.heuristic import THREAT_TO_MOVE, evaluate, prospects, scores, search_actions
from rules.zark.hidden import Resampler, resample_hidden
from rules.zark.threats import (
    FAR,
    Means,
    actions_to_hold,
    linked_pairs,
    means,
    open_groups,
    power_groups,
    winning_action,
)

from .positions import position


def _wins_by_trying_everything(game: ZarkGame, seat: int) -> bool:
    for action in game.legal_actions(seat):
        trial = game.copy(history=False)
        trial.apply(seat, action)
        if trial.winner == seat:
            return True
    return False


@pytest.mark.parametrize("game_name", ["zark-city", "unocitta", "unopolis"])
def test_a_win_in_one_is_found_exactly_when_trying_every_action_finds_one_r17(game_name: str) -> None:
    """The wins in one of the positions of games played half at random and half by the easy player (which makes
    threats, so wins in one come up), first rounds included, found both ways."""
    found = positions = 0
    for seed in range(6):
        game = ZarkGame.new(ZarkSettings(players=("A", "B", "C")[: 2 + seed % 2], game=game_name), f"threats {seed}")
        rng = random.Random(seed)
        while game.phase is not Phase.OVER and game.turn < 80:
            seat = game.seats_to_act()[0]
            if game.phase in (Phase.ACTION, Phase.HATCHING):
                fast = winning_action(game, seat)
                assert (fast is not None) == _wins_by_trying_everything(game, seat), f"{game_name} turn {game.turn}"
                if fast is not None:
                    trial = game.copy()
                    trial.apply(seat, fast)
                    assert trial.winner == seat
                    found += 1
                positions += 1
            if rng.random() < 0.5:
                game.apply(seat, rng.choice(search_actions(game, seat)))
            else:
                game.apply(seat, choose(game, seat, "easy", rng))
    assert positions > 100 and found > 0  # the comparison saw wins, not only positions without one


def test_a_win_in_one_by_flying_a_controlled_card_next_to_two_others_r15_r17() -> None:
    # Ann controls 7♥ and 8♥ side by side and the 9♥ far off: flying the 9♥ beside them wins (an Ace in hand).
    game = position(
        {"M13": "7H", "N13": "8H", "M14": "2C", "M15": "3C", "M16": "9H"},
        {"M13": "1s", "N13": "1s", "M16": "1m", "M15": "2s"},
        ["AS 4D", "KD"],
    )
    action = winning_action(game, 0)
    assert action is not None and action.notation().startswith("fly M16 to")
    trial = game.copy()
    trial.apply(0, action)
    assert trial.winner == 0
    assert winning_action(position({"M13": "7H"}, {"M13": "1s"}, ["AS", "KD"]), 0) is None


def test_no_win_is_offered_out_of_turn_or_while_discarding() -> None:
    game = position({"M13": "7H", "N13": "8H", "N14": "9H"}, {"M13": "1s", "N13": "1s 1s"}, ["QH", "KD"])
    assert winning_action(game, 1) is None
    assert winning_action(game, 0) == parse_action("move N13 small to N14")


@pytest.mark.parametrize("game_name", ["zark-city", "unopolis"])
def test_power_groups_kept_from_board_to_board_are_those_worked_out_afresh(game_name: str) -> None:
    from rules.zark.blocks import connected_groups, is_power_block

    rules = ZarkSettings(players=("A", "B"), game=game_name).ruleset
    for seed in range(3):
        game = ZarkGame.new(ZarkSettings(players=("A", "B"), game=game_name), f"groups {seed}")
        rng = random.Random(seed)
        while game.phase is not Phase.OVER and game.turn < 120:
            seat = game.seats_to_act()[0]
            game.apply(seat, rng.choice(search_actions(game, seat)))
            fresh = {
                group
                for group in connected_groups(game.cards, rules.block_size)
                if is_power_block([rules.face(game.cards[cell]) for cell in group], rules.number_ranks)
            }
            assert set(power_groups(game)) == fresh


def test_open_groups_are_the_cells_where_one_more_card_makes_a_block() -> None:
    game = position({"M13": "7H", "N13": "8H", "M14": "2C"}, {"M13": "1s"}, ["9H 6H 6S", "KD"])
    opens = open_groups(game)
    rules = game.settings.ruleset
    beside_the_run = opens[parse_cell("O13")]
    assert [group.others for group in beside_the_run] == [(parse_cell("M13"), parse_cell("N13"))]
    group = beside_the_run[0]

    def faces(*cards: str) -> frozenset[Face]:
        return frozenset(rules.face(parse_card(card)) for card in cards)

    assert group.completed_by(faces("9H"), rules) and group.completed_by(faces("6H"), rules)
    assert group.completed_by(faces("9S", "2C", "9H"), rules)  # one of them is enough
    assert not group.completed_by(faces("9S", "2C"), rules) and not group.completed_by(faces(), rules)
    assert parse_cell("N14") in opens  # beside both 8♥ and 2♣: a run with the 7♥ and 8♥ through the corner
    assert parse_cell("L14") not in opens  # beside only the 2♣: one more card makes no block


def test_actions_to_hold_counts_steps_in_and_attacks() -> None:
    game = position(
        {"M13": "7H", "N13": "8H", "O13": "9H", "P13": "2C"},
        {"M13": "1s", "N13": "1s 2s", "P13": "1m"},
        ["QH", "2S"],
    )
    run = [parse_cell("M13"), parse_cell("N13"), parse_cell("O13")]
    assert means(game, 0) == Means(points=2, smallest=1)
    assert actions_to_hold(game.pieces, 0, run, means(game, 0)) == 2  # beat Bob on N13, step onto O13
    assert actions_to_hold(game.pieces, 0, run, Means(0, 1)) == 3  # and draw something to pay with first
    # Bob: beat Ann on M13 (putting a small of his own there) and on N13, and two to reach O13 (his one piece next to
    # it must stay on N13)
    assert actions_to_hold(game.pieces, 1, run, Means(2, 1)) == 4
    assert actions_to_hold(game.pieces, 1, run, Means(1, 1)) == 5  # the points run out after one attack: a draw
    lonely = [parse_cell("M13"), parse_cell("N13"), parse_cell("Z1")]
    assert actions_to_hold(game.pieces, 1, lonely, Means(0, 1)) == FAR


def test_an_attack_that_leaves_the_card_empty_does_not_take_it_r14() -> None:
    """Ann holds two cards of a run and Bob's small sits on the third. Beating it takes the card only if Ann can
    put a pyramid of her own in its place (R-14): with her three smalls all on the board she must step in after."""
    cards = {"M13": "7H", "N13": "8H", "O13": "9H"}
    run = [parse_cell("M13"), parse_cell("N13"), parse_cell("O13")]
    with_a_small = position(cards, {"M13": "1s 1s", "N13": "1m", "O13": "2s"}, ["QH", ""])
    assert actions_to_hold(with_a_small.pieces, 0, run, means(with_a_small, 0)) == 1
    assert winning_action(with_a_small, 0) is not None
    smalls_spent = position(cards, {"M13": "1s 1s", "N13": "1s 1m", "O13": "2s"}, ["QH", ""])
    assert means(smalls_spent, 0) == Means(points=2, smallest=2)  # a medium cannot stand in for a small
    assert actions_to_hold(smalls_spent.pieces, 0, run, means(smalls_spent, 0)) == 2  # beat it, then step in
    assert actions_to_hold(smalls_spent.pieces, 0, run, Means(2, 1)) == 1  # as it would be with a small left
    assert winning_action(smalls_spent, 0) is None
    assert evaluate(smalls_spent, 0) < THREAT_TO_MOVE  # no win in one passes for a threat to move
    shared = position(cards, {"M13": "1s 1s", "N13": "1s", "O13": "1m 2s"}, ["QH", ""])
    assert actions_to_hold(shared.pieces, 0, run, means(shared, 0)) == 1  # her medium stays: beating Bob takes it
    assert winning_action(shared, 0) is not None
    too_big = position(cards, {"M13": "1s 1s", "N13": "1m", "O13": "2l"}, ["JH", ""])
    assert actions_to_hold(too_big.pieces, 0, run, means(too_big, 0)) == 2  # a Jack pays 1 of a large's 3: draw


@pytest.mark.parametrize("game_name", ["zark-city", "unocitta", "unopolis"])
def test_a_group_one_action_away_for_the_seat_to_move_is_a_win_in_one(game_name: str) -> None:
    """What `evaluate` counts as a threat to move (`THREAT_TO_MOVE`) is a win the seat has now, in the positions of
    games of the easy player (it makes threats, so they come up) against a random one."""
    threats = 0
    for seed in range(4):
        game = ZarkGame.new(ZarkSettings(players=("A", "B"), game=game_name), f"one away {seed}")
        rng = random.Random(seed)
        while game.phase is not Phase.OVER and game.turn < 120:
            seat = game.seats_to_act()[0]
            if game.phase is Phase.ACTION:
                held = [actions_to_hold(game.pieces, seat, group, means(game, seat)) for group in power_groups(game)]
                if 1 in held:
                    threats += 1
                    assert winning_action(game, seat) is not None, f"{game_name} turn {game.turn}"
            game.apply(seat, choose(game, seat, "easy" if seat == 0 else "random", rng))
    assert threats >= 3  # the check was put to the test


def test_linked_pairs_are_the_cards_side_by_side_that_two_more_could_make_a_block_of_r26() -> None:
    game = position(
        {"M13": "5R", "N13": "8R", "O13": "9R", "M14": "5G", "N14": "W", "M15": "2B"},
        game="unopolis",
        nominations={"N14": "7G"},
    )
    pairs = {frozenset(pair) for pair in linked_pairs(game)}

    def linked(first: str, second: str) -> bool:
        return frozenset((parse_cell(first), parse_cell(second))) in pairs

    assert linked("N13", "O13")  # 8R 9R: a run
    assert linked("M13", "N13")  # 5R 8R: the run 5-6-7-8 holds both
    assert linked("M13", "M14")  # 5R 5G: four of a kind (R-25 allows any colours)
    assert linked("N13", "N14") and linked("M14", "N14")  # a Wild goes with anything
    assert not linked("M14", "M15")  # 5G 2B: neither a colour nor a number in common
    assert len(pairs) == 5
    assert linked_pairs(position({"M13": "3R", "N13": "7R"}, game="unopolis")) == []  # no run of four holds both


def test_unopolis_counts_what_a_seat_builds_towards_a_block_of_four_r26() -> None:
    """Blocks of four seldom lie ready on the board, so in Unopolis a pair that two more cards could make a block of,
    and a group one card short with room for it, count for the seat that holds them; with blocks of three
    (Zark City, Unocitta) they do not, and only the cards decide."""

    def ann(cards: dict[str, str], game: str) -> float:
        return prospects(position(cards, {"M13": "1s", "N13": "1s", "M14": "2s"}, ["", ""], game=game))[0]

    unrelated = {"M13": "2R", "N13": "7G", "M14": "9B"}
    pair = {"M13": "6R", "N13": "7R", "M14": "9B"}
    three = {"M13": "6R", "N13": "7R", "O13": "8R", "M14": "9B"}
    assert ann(pair, "unopolis") > ann(unrelated, "unopolis")
    assert ann(three, "unopolis") > ann(pair, "unopolis")
    assert ann(pair, "unocitta") == ann(unrelated, "unocitta")


def test_the_scores_of_two_players_are_opposite_and_a_threat_to_move_counts_most() -> None:
    game = position({"M13": "7H", "N13": "8H", "N14": "9H", "L13": "2C"}, {"M13": "1s", "N13": "1s 1s"}, ["", ""])
    ann, bob = scores(game)
    assert ann == -bob and ann > 30  # Ann moves and holds a win in one
    game.current = 1
    assert scores(game)[0] < ann  # the same threat is worth less when Bob moves first
    assert evaluate(game, 0) == scores(game)[0]


def test_a_resampler_draws_what_resample_hidden_draws_and_may_leave_the_history_out() -> None:
    game = ZarkGame.new(ZarkSettings(players=("A", "B", "C")), "resampler")
    rng = random.Random(4)
    while game.phase is not Phase.ACTION or game.turn < 6:
        seat = game.seats_to_act()[0]
        game.apply(seat, rng.choice(search_actions(game, seat)))
    sampler = Resampler(game, 1)
    first, second = sampler.sample(random.Random(7)), resample_hidden(game, 1, random.Random(7))
    assert first.hands == second.hands and first.deck == second.deck and first.history == game.history
    assert sampler.sample(random.Random(7), history=False).history == []


@pytest.mark.parametrize("game_name", ["zark-city", "unopolis"])
def test_open_groups_kept_from_board_to_board_are_those_worked_out_afresh(game_name: str) -> None:
    from rules.zark import threats

    for seed in range(3):
        game = ZarkGame.new(ZarkSettings(players=("A", "B", "C"), game=game_name), f"open {seed}")
        rng = random.Random(seed)
        while game.phase is not Phase.OVER and game.turn < 100:
            seat = game.seats_to_act()[0]
            game.apply(seat, rng.choice(search_actions(game, seat)))
            kept = open_groups(game)
            threats._open_last[:] = [None, {}, {}]  # forget the last board: work it out afresh
            assert open_groups(game) == kept
