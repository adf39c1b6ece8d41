"""The deal, the starter choice and the first round: R-1, R-2, R-3."""

from __future__ import annotations

from collections import Counter

import pytest

from rules import IllegalActionError, NotYourTurnError, Phase
from rules.zark import Place, Starter, ZarkGame, ZarkSettings, parse_card
from rules.zark.cards import Card, deck_cards
from tests.words import english, refused

from .positions import snapshot


def ordered(first: str, deck: str = "standard") -> list[Card]:
    """A deck order whose top cards are `first` (dealt round-robin), the rest in the deck's fixed order."""
    top = [parse_card(word) for word in first.split()]
    rest = Counter(deck_cards(deck)) - Counter(top)
    return top + [card for card in deck_cards(deck) if rest[card] and not rest.subtract([card])]


def two_players(order: str, edition: str = "arcade") -> ZarkGame:
    return ZarkGame.new(ZarkSettings(players=("Ann", "Bob"), edition=edition), "s", ordered(order))


def test_each_player_is_dealt_three_cards_round_robin() -> None:
    game = two_players("2H 3H 4H 5H 6H 7H")
    assert game.hands == [["2H", "4H", "6H"], ["3H", "5H", "7H"]]
    assert game.phase is Phase.STARTERS
    assert game.setup_reveals == []


def test_r1_a_hand_without_number_cards_is_shown_and_everyone_draws_until_all_have_one() -> None:
    # Ann gets K Q J, then A (still no number): two rounds of extra cards for everyone.
    game = two_players("KH 3H QH 5H JH 7H AH 8H 9S 9H")
    assert game.setup_reveals == [(0, ("KH", "QH", "JH")), (0, ("KH", "QH", "JH", "AH"))]
    assert game.hands[0] == ["KH", "QH", "JH", "AH", "9S"]
    assert len(game.hands[1]) == 5


def test_r1_jokers_are_not_number_cards() -> None:
    game = two_players("JK 3H JK 5H KH 7H 9S 8H")
    assert game.setup_reveals == [(0, ("JK", "JK", "KH"))]
    assert "9S" in game.hands[0]


def test_the_same_seed_deals_the_same_game_and_another_seed_another() -> None:
    settings = ZarkSettings(players=("Ann", "Bob", "Cy"))
    assert snapshot(ZarkGame.new(settings, 5)) == snapshot(ZarkGame.new(settings, 5))
    assert ZarkGame.new(settings, 5).deck != ZarkGame.new(settings, 6).deck


def test_r2_the_highest_starter_goes_first_and_is_placed_at_m13() -> None:
    game = two_players("2H 9S 4H 5H 6H 7H")
    game.apply(0, Starter(parse_card("6H")))
    assert game.phase is Phase.STARTERS  # the choice stays secret until all have chosen
    game.apply(1, Starter(parse_card("9S")))
    assert game.first == 1
    assert game.cards == {(0, 0): "9S"}
    assert game.pieces == {(0, 0): [(1, 1)]}
    assert game.stashes[1] == [0, 2, 3, 3]
    assert (game.phase, game.current) == (Phase.HATCHING, 0)  # a tuple: mypy keeps no narrowing past apply


def test_r2_among_tied_starters_the_one_chosen_first_goes_first() -> None:
    game = ZarkGame.new(ZarkSettings(players=("Ann", "Bob", "Cy")), "s", ordered("7H 7S 7D 2H 3H 4H 5H 6H 8H"))
    game.apply(2, Starter(parse_card("7D")))
    game.apply(0, Starter(parse_card("7H")))
    game.apply(1, Starter(parse_card("7S")))
    assert game.starter_order == [2, 0, 1]
    assert game.first == 2


@pytest.mark.parametrize(
    ("seat", "card", "sentence"),
    [
        (0, "9S", "The 9♠ is not in your hand."),
        (0, "KH", "The K♥ is not a number card; a starter must be 2 to 10."),
    ],
)
def test_r2_a_starter_must_be_a_number_card_from_your_hand(seat: int, card: str, sentence: str) -> None:
    game = two_players("2H 9S KH 5H 6H 7H")
    before = snapshot(game)
    with pytest.raises(IllegalActionError) as raised:
        game.apply(seat, Starter(parse_card(card)))
    assert english(raised.value) == sentence
    assert snapshot(game) == before


def test_r2_a_starter_cannot_be_chosen_twice() -> None:
    game = two_players("2H 9S 4H 5H 6H 7H")
    game.apply(0, Starter(parse_card("2H")))
    with pytest.raises(IllegalActionError, match="already chosen"):
        game.apply(0, Starter(parse_card("4H")))


def start_two_player_game(edition: str = "arcade") -> ZarkGame:
    game = two_players("2H 9S 4H 5H 6H 7H", edition)
    game.apply(0, Starter(parse_card("6H")))
    game.apply(1, Starter(parse_card("9S")))
    return game


def test_r3_the_others_place_their_starters_next_to_a_card_then_turns_begin_with_a_draw() -> None:
    game = start_two_player_game()
    hand_before = len(game.hands[1])
    game.apply(0, Place((1, 0)))
    assert game.cards[(1, 0)] == "6H" and game.pieces[(1, 0)] == [(0, 1)]
    assert game.phase is Phase.ACTION and game.current == 1 and game.turn == 1
    assert len(game.hands[1]) == hand_before + 1  # the first normal turn starts with a draw


def test_r3_r19_in_the_classic_edition_turns_begin_without_a_draw() -> None:
    game = start_two_player_game("classic")
    hand_before = len(game.hands[1])
    game.apply(0, Place((1, 0)))
    assert len(game.hands[1]) == hand_before


@pytest.mark.parametrize(
    ("cell", "sentence"),
    [((0, 0), "M13 already has a card on it."), ((1, 1), "N14 is not next to any card."), ((5, 5), "R18 is not")],
)
def test_r3_a_starter_goes_on_an_empty_cell_orthogonally_next_to_a_card(cell: tuple[int, int], sentence: str) -> None:
    game = start_two_player_game()
    before = snapshot(game)
    with refused(IllegalActionError, sentence):
        game.apply(0, Place(cell))
    assert snapshot(game) == before


def test_r3_placements_follow_turn_order() -> None:
    game = start_two_player_game()
    with pytest.raises(NotYourTurnError, match="It is Ann's turn"):
        game.apply(1, Place((1, 0)))


def test_r3_no_turn_option_is_allowed_in_the_first_round() -> None:
    from rules.zark import Draw

    game = start_two_player_game()
    with pytest.raises(IllegalActionError, match="first round"):
        game.apply(0, Draw())
