"""Power blocks, control and the win check: R-17 and the Winning section."""

from __future__ import annotations

import random
from itertools import combinations

import pytest

from rules import Phase
from rules.zark import ZarkGame, ZarkSettings, parse_action
from rules.zark.blocks import connected_groups, find_block, is_power_block
from rules.zark.playout import random_step

from .positions import position


@pytest.mark.parametrize(
    ("faces", "block"),
    [
        ([(7, "H"), (8, "H"), (9, "H")], True),
        ([(9, "H"), (7, "H"), (8, "H")], True),  # numerical order not required
        ([(7, "H"), (8, "H"), (9, "S")], False),
        ([(7, "H"), (7, "S"), (7, "D")], True),
        ([(10, "H"), (2, "H"), (3, "H")], False),  # ranks never wrap
        ([(7, "H"), (8, "H"), (10, "H")], False),
        ([(2, "T"), (3, "T"), (4, "T")], True),  # the fifth suit
        ([(4, "H"), (5, "H"), (6, "H"), (7, "H")], True),  # four-card blocks, for Unopolis
        ([(4, "H"), (5, "H"), (7, "H"), (8, "H")], False),
    ],
)
def test_suited_runs_and_n_of_a_kind(faces: list[tuple[int, str]], block: bool) -> None:
    assert is_power_block(faces) is block


def test_connected_groups_are_the_trominoes_and_tetrominoes() -> None:
    square = {(0, 0), (1, 0), (0, 1), (1, 1)}
    assert len(list(connected_groups(square, 3))) == 4  # four L shapes in a 2x2 square
    line = {(x, 0) for x in range(5)}
    assert len(list(connected_groups(line, 3))) == 3
    assert len(list(connected_groups(line | {(2, 1)}, 4))) == 5  # 2 I, 2 L... and the T


def test_moving_into_the_third_card_of_an_l_shaped_run_wins_at_once() -> None:
    game = position(
        {"M13": "7H", "N13": "8H", "N14": "9H"}, {"M13": "1s", "N13": "1s 1s"}, ["QH 2C 3C 4C 5C 6C 7C", "2S"]
    )
    game.apply(0, parse_action("move N13 small to N14"))
    assert game.phase is Phase.OVER
    assert game.winner == 0
    assert game.winning_block == ((0, 0), (1, 0), (1, 1))
    assert len(game.hands[0]) == 7  # nothing more is discarded once the game ends


def test_a_card_shared_with_another_colour_is_not_controlled() -> None:
    game = position({"M13": "7H", "N13": "8H", "N14": "9H"}, {"M13": "1s 2s", "N13": "1s 1s"}, ["2C", "2S"])
    game.apply(0, parse_action("move N13 small to N14"))
    assert game.phase is Phase.ACTION and game.winner is None


def test_cards_touching_only_at_a_corner_do_not_form_a_block() -> None:
    cards = {"M13": "7H", "N13": "2C", "N14": "8H", "O14": "9H"}
    game = position(cards, {"M13": "1s", "N14": "1s", "O14": "1m", "N13": "2s"}, ["", ""])
    game.apply(0, parse_action("draw"))
    assert game.winner is None and game.phase is Phase.ACTION


def test_r17_the_acting_player_wins_before_another_who_also_controls_a_block() -> None:
    cards = {"M13": "7H", "N13": "8H", "O13": "9H", "M14": "7S", "N14": "7D", "O14": "7C"}
    pieces = {"M13": "1s", "N13": "1s", "O13": "1s 2s", "M14": "2s", "N14": "2s", "O14": "2m"}
    game = position(cards, pieces, ["JH", "2C"])
    game.apply(0, parse_action("attack 2 small at O13 with JH demolish"))
    assert game.winner == 0
    assert game.winning_block == ((0, 0), (1, 0), (2, 0))


TWO_BLOCKS = {"L13": "2D", "M13": "7H", "N13": "8H", "O13": "9H", "M14": "5S", "N14": "5D", "O14": "5C"}


def test_r17_otherwise_the_first_player_after_the_acting_one_with_a_block_wins() -> None:
    # P1 steps off M13; P2 then controls 7H 8H 9H and P3 controls three 5s: P2 comes first in turn order.
    pieces = {"M13": "1s 2s", "N13": "2s", "O13": "2s", "M14": "3s", "N14": "3s", "O14": "3s"}
    game = position(TWO_BLOCKS, pieces, ["", "", ""], players=3)
    game.apply(0, parse_action("move M13 small to L13"))
    assert game.winner == 1


def test_r17_a_later_player_wins_when_the_earlier_ones_have_no_block() -> None:
    # P1 steps off M14 onto M13: P3 then controls three 5s, while P2 still shares M13 with P1.
    pieces = {"M13": "1s 2s", "N13": "2s", "O13": "2s", "M14": "1m 3s", "N14": "3s", "O14": "3s"}
    game = position(TWO_BLOCKS, pieces, ["", "", ""], players=3)
    game.apply(0, parse_action("move M14 medium to M13"))
    assert game.winner == 2


@pytest.mark.parametrize("size", [3, 4])
def test_connected_groups_are_exactly_the_connected_subsets_each_once(size: int) -> None:
    rng = random.Random(size)
    for _ in range(40):
        cells = {(rng.randrange(6), rng.randrange(5)) for _ in range(rng.randrange(3, 18))}
        found = list(connected_groups(cells, size))
        assert len(found) == len(set(found))
        assert set(found) == {frozenset(combo) for combo in combinations(sorted(cells), size) if _connected(combo)}


def _connected(cells: tuple[tuple[int, int], ...]) -> bool:
    seen, stack = {cells[0]}, [cells[0]]
    while stack:
        x, y = stack.pop()
        for n in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
            if n in cells and n not in seen:
                seen.add(n)
                stack.append(n)
    return len(seen) == len(cells)


@pytest.mark.parametrize("game_name", ["zark-city", "unocitta", "unopolis"])
def test_the_win_check_near_the_changed_cells_finds_every_win_a_full_check_finds(game_name: str) -> None:
    wins = 0
    for seed in range(12):
        game = ZarkGame.new(ZarkSettings(players=("A", "B", "C"), game=game_name), seed)
        rng = random.Random(seed)
        rules = game.settings.ruleset
        while game.winner is None and game.turn < 400:
            random_step(game, rng)
            if game.winner is None:
                controlled, faces = game.controlled(), game.faces()
                for seat in game.active_seats():
                    assert find_block(controlled[seat], faces, rules.block_size, rules.number_ranks) is None
        wins += game.winner is not None
    assert wins >= 2  # the games did reach wins, so the check was tried where it counts
