"""Hidden information: hands, the deck and face-down cards never reach a view, a private event
reaches only its players, and a resampled game keeps exactly what one seat knows."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from rules.core.errors import HiddenInformationError
from rules.zarcana import (
    TarotCard,
    ZarcanaGame,
    ZarcanaSettings,
    events_for,
    legal_actions,
    make_view,
    resample_hidden,
    zarcana_to_dict,
)
from rules.zarcana.playout import random_action

from .positions import cards, over, play, position


def played(seed: int, moves: int, players: int = 3) -> ZarcanaGame:
    game = ZarcanaGame.new(ZarcanaSettings(("Ann", "Bob", "Cy", "Di")[:players], extra_cards=True), seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if over(game):
            break
        seat = game.seats_to_act()[0]
        game.apply(seat, random_action(game, seat, rng, declare=False))
    return game


def all_cards(game: ZarcanaGame) -> Counter[TarotCard]:
    found = Counter(game.deck) + Counter(game.discard) + Counter(game.in_play)
    found += Counter(card for hand in game.hands for card in hand)
    return found + Counter(card for stack in game.stacks.values() for card in stack)


def test_a_view_holds_its_own_hand_the_sizes_of_the_others_and_no_deck() -> None:
    game = played(3, 20)
    view = game.view(1)
    assert sorted(view.hand) == sorted(game.hands[1])
    assert [seat.hand_size for seat in view.seats] == [len(hand) for hand in game.hands]
    assert view.deck_count == len(game.deck) and not hasattr(view, "deck")
    assert game.view(None).hand == ()
    with pytest.raises(HiddenInformationError):
        view.hand_of(0)
    with pytest.raises(HiddenInformationError):
        game.view(None).seat  # noqa: B018 - the property raises


def test_z45_a_face_down_card_is_in_no_view_until_the_end() -> None:
    """Z-45: nobody may look at it after placement, its placer included; at the end it is turned up for scoring."""
    game = position({"M13": "7C KW"}, {"M13": "1su"}, face_down={"KW": 0}, reshuffles=1)
    for viewer in (None, 0, 1):
        assert "KW" not in repr(game.view(viewer))
    play(game, "declare")
    play(game, "pass")
    assert game.view(None).stacks[(0, 0)] == ("7C", "KW")


def test_private_events_reach_only_their_players() -> None:
    """A draw is private to the drawer; the Wheel's card to its placer; the Emperor's cards to the two players."""
    game = position({"M13": "7C"}, {"M13": "1su"}, ["Wheel", ""], deck_top="KD")
    events = play(game, "play Wheel by M13 small up build at M13")
    assert [e.cards for e in events_for(events, 0) if e.kind == "face-down"] == [("KD",)]
    assert [e.cards for e in events_for(events, 1) if e.kind == "face-down"] == [()]
    assert [e.cards for e in events_for(events, None) if e.kind == "face-down"] == [()]
    events = play(game, "draw 2")
    drew = next(e for e in events if e.kind == "drew")
    assert drew.count == 2 and drew.for_seat(0).cards == () and len(drew.for_seat(1).cards) == 2


@pytest.mark.parametrize("moves", [0, 5, 30, 120])
def test_a_resampled_game_keeps_what_the_seat_knows_and_every_count(moves: int) -> None:
    game = played(11 + moves, moves)
    for seat in game.seats:
        sample = resample_hidden(game, seat, random.Random(seat))
        assert make_view(sample, seat) == make_view(game, seat)
        assert all_cards(sample) == all_cards(game) == Counter(game.settings.ruleset.cards())
        assert [len(hand) for hand in sample.hands] == [len(hand) for hand in game.hands]
        assert len(sample.deck) == len(game.deck) and sample.minions == game.minions
        assert sample.seed != game.seed and sample.initial_order is None
        for other in game.seats:
            assert game.known[seat][other] <= set(sample.hands[other])
        assert legal_actions(sample, seat) == legal_actions(game, seat)


def test_the_sample_depends_only_on_what_the_seat_knows() -> None:
    for seed in range(4):
        game = played(seed, 60)
        seat = game.seats_to_act()[0]
        twin = resample_hidden(game, seat, random.Random("another deal"))
        first = resample_hidden(game, seat, random.Random(7))
        second = resample_hidden(twin, seat, random.Random(7))
        assert zarcana_to_dict(first) == zarcana_to_dict(second)


def test_z45_a_face_down_card_is_known_to_its_placer_only() -> None:
    """The placer saw it (and remembers it); for anyone else it is one more unknown card."""
    game = position({"M13": "7C KW", "N13": "8C QD"}, {"M13": "1su"}, face_down={"KW": 0, "QD": 1})
    seen_by_0 = [resample_hidden(game, 0, random.Random(draw)).stacks[(0, 0)][-1] for draw in range(20)]
    assert set(seen_by_0) == {"KW"}
    others = {resample_hidden(game, 0, random.Random(draw)).stacks[(1, 0)][-1] for draw in range(20)}
    assert len(others) > 1 and "7C" not in others


def test_cards_a_seat_saw_going_into_another_hand_stay_there() -> None:
    """Justice (Z-46): after a swap each knows the other's new hand; Judgement's cards (Z-55) are known to all."""
    game = position({"M13": "7C"}, {}, ["Justice AC 2C", "3C 4C", "5C"], players=3, discard="9W")
    play(game, "play Justice swap 2")
    for draw in range(10):
        sample = resample_hidden(game, 0, random.Random(draw))
        assert sorted(sample.hands[1]) == sorted(cards("AC 2C"))
    play(game, "pass")  # Bob
    game.hands[2] = cards("Judgement 5C")
    play(game, "play Judgement take 1")  # Cy takes the top of the pile, Justice, in front of everyone
    taken = cards("Justice")[0]
    assert taken in game.hands[2]
    for draw in range(10):
        assert taken in resample_hidden(game, 0, random.Random(draw)).hands[2]


def test_the_demanded_cards_are_private_in_the_history_of_a_sample() -> None:
    game = position({"M13": "7C", "N13": "8C"}, {"M13": "1le", "N13": "2su"}, ["Emperor", "AC 2C", "9W"], players=3)
    play(game, "play Emperor by M13 large east attack 2 small up at N13 demand 1")
    play(game, "give 2C to 1")
    sample = resample_hidden(game, 2, random.Random(1))
    assert sample.history[-1][1].notation() != "give 2C to 1"
    assert make_view(sample, 2).history == make_view(game, 2).history
