"""A player's view shows their own hand and nothing else secret; the public view shows no hand (R-2 secrecy)."""

from __future__ import annotations

import pytest

from rules.zark import Starter, ZarkGame, ZarkSettings, make_view, parse_card
from rules.zark.playout import random_game


def test_a_players_view_holds_their_hand_and_only_the_sizes_of_the_others() -> None:
    game = random_game(ZarkSettings(players=("Ann", "Bob", "Cy")), 3, max_turns=20)
    view = game.view(1)
    assert sorted(view.hand) == sorted(game.hands[1])
    assert [seat.hand_size for seat in view.seats] == [len(hand) for hand in game.hands]
    assert view.deck == "standard"  # the deck's name; its order is nowhere in a view
    assert not hasattr(view, "hands")
    assert view.deck_count == len(game.deck)


def test_the_public_view_holds_no_hand() -> None:
    game = random_game(ZarkSettings(players=("Ann", "Bob")), 4, max_turns=10)
    assert make_view(game, None).hand == ()


def test_nothing_in_a_view_names_a_card_of_another_hand_or_the_deck() -> None:
    game = random_game(ZarkSettings(players=("Ann", "Bob", "Cy")), 8, max_turns=30)
    visible_to_all = set(game.cards.values()) | set(game.discard)
    for seat in game.seats:
        text = repr(game.view(seat))
        secret = {c for other in game.seats if other != seat for c in game.hands[other]} | set(game.deck)
        for card in secret - visible_to_all - set(game.hands[seat]):
            assert f"'{card}'" not in text, f"seat {seat} can see {card}"


def test_r2_starter_choices_stay_secret_until_all_have_chosen() -> None:
    game = ZarkGame.new(ZarkSettings(players=("Ann", "Bob")), 11)
    card = next(c for c in game.hands[0] if parse_card(c)[:-1].isdigit())
    game.apply(0, Starter(card))
    assert game.view(0).own_starter == card
    other = game.view(1)
    assert other.own_starter is None and other.starters == (None, None)
    assert other.history == ((0, "starter ?"),)
    assert other.seats[0].starter_chosen and not other.seats[1].starter_chosen
    assert f"'{card}'" not in repr(other)


def test_a_view_answers_the_legal_questions_for_its_own_seat_only() -> None:
    from rules.core.errors import HiddenInformationError

    game = random_game(ZarkSettings(players=("Ann", "Bob", "Cy")), 5, max_turns=12)
    view = game.view(2)
    assert view.seat == 2 and view.hand_of(2) == view.hand
    assert view.in_stash(2, 1) == game.stashes[2][1] and view.occupied(2) == game.occupied(2)
    with pytest.raises(HiddenInformationError):
        view.hand_of(0)
    with pytest.raises(HiddenInformationError):
        game.view(None).seat  # noqa: B018 - the property raises
