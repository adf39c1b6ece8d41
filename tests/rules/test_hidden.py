"""The hidden-information seam: a game resampled from one seat's point of view keeps every fact
that seat knows, keeps every count, spreads the hidden cards over every place they could be, and depends on
nothing the seat cannot see."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace

import pytest

from rules import Phase
from rules.zark import Starter, ZarkGame, ZarkSettings, game_to_dict, make_view
from rules.zark.cards import Card
from rules.zark.hidden import known_cards, resample_hidden
from rules.zark.playout import random_step

from .test_setup import ordered

#: (game, edition, deck); "" takes the game's own.
FAMILIES = [("zark-city", "", ""), ("zark-city", "classic", "zark"), ("unocitta", "", ""), ("unopolis", "", "")]


def played(family: tuple[str, str, str], seed: int, moves: int, players: int = 3) -> ZarkGame:
    name, edition, deck = family
    settings = ZarkSettings(players=("Ann", "Bob", "Cy", "Di")[:players], game=name, edition=edition, deck=deck)
    game = ZarkGame.new(settings, seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if game.phase is Phase.OVER:
            break
        random_step(game, rng)
    return game


def all_cards(game: ZarkGame) -> Counter[Card]:
    found = Counter(game.deck) + Counter(game.discard) + Counter(game.cards.values())
    found += Counter(card for hand in game.hands for card in hand)
    return found + Counter(card for card in game.starters if card is not None)


@pytest.mark.parametrize("family", FAMILIES)
@pytest.mark.parametrize("moves", [0, 2, 9, 40, 150])
def test_a_resampled_game_keeps_what_the_seat_knows_and_every_count(family: tuple[str, str, str], moves: int) -> None:
    game = played(family, 11 + moves, moves)
    for seat in game.seats:
        sample = resample_hidden(game, seat, random.Random(seat))
        assert make_view(sample, seat) == make_view(game, seat)  # every public fact, its own hand, the history
        assert all_cards(sample) == all_cards(game) == Counter(game.settings.ruleset.cards())
        assert [len(hand) for hand in sample.hands] == [len(hand) for hand in game.hands]
        assert len(sample.deck) == len(game.deck)
        assert sample.pieces == game.pieces and sample.stashes == game.stashes
        assert sample.seed != game.seed and sample.initial_order is None
        for other in game.seats:
            assert not known_cards(game, seat, other) - Counter(sample.hands[other])


def test_hidden_cards_are_spread_over_every_place_they_could_be() -> None:
    game = played(FAMILIES[0], 5, 30)
    seat = game.current
    others = [other for other in game.seats if other != seat]
    places: dict[Card, set[str]] = {}
    for draw in range(400):
        sample = resample_hidden(game, seat, random.Random(draw))
        for card in sample.deck:
            places.setdefault(card, set()).add("deck")
        for other in others:
            for card in sample.hands[other]:
                places.setdefault(card, set()).add(f"hand {other}")
    hidden = Counter(game.deck) + sum((Counter(game.hands[other]) for other in others), Counter())
    assert set(places) == set(hidden)  # exactly the cards the seat cannot see move about
    everywhere = {"deck"} | {f"hand {other}" for other in others if game.hands[other]}
    assert all(seen == everywhere for seen in places.values())


def test_the_sample_depends_only_on_what_the_seat_knows() -> None:
    for family in FAMILIES:
        game = played(family, 3, 25)
        seat = game.current
        twin = resample_hidden(game, seat, random.Random("another deal"))  # the same to `seat`, different secrets
        assert game_to_dict(twin) != game_to_dict(game)
        first = resample_hidden(game, seat, random.Random(7))
        second = resample_hidden(twin, seat, random.Random(7))
        assert game_to_dict(first) == game_to_dict(second)


def test_r1_cards_shown_at_the_deal_stay_in_their_hand_until_seen_to_leave() -> None:
    order = ordered("KH 2H QH 3H JH 4H 5S 6S", "standard")  # Ann is dealt K Q J: shown to all, both draw
    game = ZarkGame.new(ZarkSettings(players=("Ann", "Bob")), "s", order)
    assert game.setup_reveals == [(0, (Card("KH"), Card("QH"), Card("JH")))]
    assert known_cards(game, 1, 0) == Counter({Card("KH"): 1, Card("QH"): 1, Card("JH"): 1})
    for draw in range(20):
        assert {"KH", "QH", "JH"} <= set(resample_hidden(game, 1, random.Random(draw)).hands[0])


def test_r2_starters_still_secret_are_resampled_as_number_cards_and_the_seats_own_stays() -> None:
    game = ZarkGame.new(ZarkSettings(players=("Ann", "Bob", "Cy")), 4)
    bob_starter = next(card for card in game.hands[1] if game.settings.ruleset.is_number(card))
    game.apply(1, Starter(bob_starter))
    ann_starter = next(card for card in game.hands[0] if game.settings.ruleset.is_number(card))
    game.apply(0, Starter(ann_starter))
    starters = set()
    for draw in range(60):
        sample = resample_hidden(game, 0, random.Random(draw))
        assert sample.starters[0] == ann_starter and sample.starters[2] is None
        chosen = sample.starters[1]
        assert chosen is not None and sample.settings.ruleset.is_number(chosen)
        assert sample.history[0] == (1, Starter(chosen))  # the history names the sample's own starter
        starters.add(chosen)
        assert any(map(sample.settings.ruleset.is_number, sample.hands[2]))  # Cy has a starter to choose
    assert len(starters) > 5


def test_a_copy_without_history_is_the_same_game_to_play_on() -> None:
    game = played(FAMILIES[0], 8, 60)
    light = game.copy(history=False)
    assert light.history == [] and game.history
    assert replace(make_view(light, 0), history=(), last_cells=()) == replace(
        make_view(game, 0), history=(), last_cells=()
    )
    seat = light.seats_to_act()[0]
    assert light.legal_actions(seat) == game.legal_actions(seat)
