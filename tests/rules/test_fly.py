"""Fly: R-15 (arcade only, R-21)."""

from __future__ import annotations

from rules.zark import ZarkGame, parse_action
from rules.zark.legal import fly_destinations

from .positions import assert_refused, position

# A snake: M13 - N13 - O13, with O12 above O13.
SNAKE = {"M13": "7H", "N13": "8H", "O13": "2C", "O12": "3C"}


def fly_game(
    cards: dict[str, str] | None = None, pieces: dict[str, str] | None = None, edition: str = "arcade"
) -> ZarkGame:
    return position(cards or SNAKE, pieces or {"N13": "1s 2m", "M13": "2s"}, ["AS 9H", "2S"], edition=edition)


def test_fly_moves_the_card_with_every_piece_on_it_and_discards_the_ace() -> None:
    game = fly_game()
    game.apply(0, parse_action("fly N13 to N12 with AS"))
    assert (1, 0) not in game.cards and game.cards[(1, -1)] == "8H"
    assert sorted(game.pieces[(1, -1)]) == [(0, 1), (1, 2)]
    assert "AS" in game.discard and "AS" not in game.hands[0]


def test_corner_contact_keeps_the_board_connected() -> None:
    # Without N13, M13 stands alone. N12 touches O12 by a side and M13 by a corner: the only place that keeps
    # the board in one piece. N14 touches M13 and O13 by corners only, so it is next to no other card.
    game = fly_game()
    assert fly_destinations(game, (1, 0)) == [(1, -1)]


def test_a_fly_that_would_cut_the_board_is_refused() -> None:
    assert_refused(fly_game(), "fly N13 to P13 with AS", "Flying N13 to P13 would cut the board in two.")


def test_fly_refusals() -> None:
    game = fly_game()
    assert_refused(game, "fly N13 to O12 with AS", "O12 already has a card on it.")
    assert_refused(game, "fly N13 to N13 with AS", "A flying card must land on a different cell.")
    assert_refused(game, "fly N13 to R20 with AS", "R20 is not next to any card.")
    assert_refused(game, "fly O13 to N14 with AS", "You have no pyramid on O13.")  # you must occupy it
    assert_refused(game, "fly N13 to N14 with AH", "The A♥ is not in your hand.")
    assert_refused(game, "fly N13 to N14 with 9H", "The 9♥ is not an Ace")


def test_a_card_you_occupy_but_do_not_control_may_fly() -> None:
    game = fly_game()
    game.apply(0, parse_action("fly N13 to N12 with AS"))
    assert game.cards[(1, -1)] == "8H"


def test_the_destination_must_touch_another_card_by_a_side_not_only_itself() -> None:
    # L13 touches only M13 (the flying card itself when M13 flies): not a destination for M13.
    game = fly_game(pieces={"M13": "1s", "N13": "2s"})
    assert (-1, 0) not in fly_destinations(game, (0, 0))
    assert (1, 1) in fly_destinations(game, (0, 0))


def test_r21_there_is_no_fly_in_the_classic_edition() -> None:
    assert_refused(fly_game(edition="classic"), "fly N13 to N14 with AS", "Fly is not part of the classic edition.")


def brute_force_destinations(game: ZarkGame, cell: tuple[int, int]) -> list[tuple[int, int]]:
    """R-15 straight from its words: try every empty cell, move the card, flood-fill the whole board."""
    from rules.core.cells import around, neighbours

    others = set(game.cards) - {cell}
    result = []
    spots = {n for c in others for n in neighbours(c)} - others - {cell}
    for spot in sorted(spots):
        board = others | {spot}
        start = next(iter(board))
        seen, stack = {start}, [start]
        while stack:
            for n in around(stack.pop()):
                if n in board and n not in seen:
                    seen.add(n)
                    stack.append(n)
        if seen == board:
            result.append(spot)
    return result


def test_fly_destinations_match_a_brute_force_check_on_many_real_boards() -> None:
    import random

    from rules.zark import ZarkSettings
    from rules.zark.playout import random_step

    checked = 0
    for seed in range(12):
        game = ZarkGame.new(ZarkSettings(players=("A", "B", "C"), deck="zark"), seed)
        rng = random.Random(seed)
        while game.phase != "over" and game.turn < 120:
            random_step(game, rng)
            if game.phase == "action" and game.turn % 10 == 0:
                for cell in game.cards:
                    assert fly_destinations(game, cell) == brute_force_destinations(game, cell), (seed, cell)
                    checked += 1
    assert checked > 1000
