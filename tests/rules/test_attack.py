"""Demolish and Convert: target range R-11, payment R-12, change R-13, outcome R-14; classic attack R-20."""

from __future__ import annotations

import pytest

from rules.zark import ZarkGame, parse_action
from rules.zark.legal import attack_payments

from .positions import assert_refused, position, snapshot

BOARD = {"M13": "7H", "N13": "8H", "O13": "2C", "P13": "3C"}


def attack_game(
    hand: str, pieces: dict[str, str] | None = None, edition: str = "arcade", attack_own: bool = False
) -> ZarkGame:
    pieces = pieces or {"M13": "1s", "N13": "1s 2s 2m", "O13": "2l"}
    return position(BOARD, pieces, [hand, "2S"], edition=edition, attack_own=attack_own)


def test_r14_demolish_returns_the_target_to_its_owners_stash_and_discards_the_payment() -> None:
    game = attack_game("QH 9H")
    game.apply(0, parse_action("attack 2 medium at N13 with QH demolish"))
    assert sorted(game.pieces[(1, 0)]) == [(0, 1), (1, 1)]
    assert game.stashes[1][2] == 3
    assert game.hands[0] == ["9H"] and game.discard == ["QH"]


def test_r14_convert_replaces_the_target_with_your_piece_of_the_same_or_smaller_size() -> None:
    game = attack_game("QH 9H")
    game.apply(0, parse_action("attack 2 medium at N13 with QH convert small"))
    assert sorted(game.pieces[(1, 0)]) == [(0, 1), (0, 1), (1, 1)]
    assert game.stashes[0][1] == 0 and game.stashes[1][2] == 3


@pytest.mark.parametrize(
    ("hand", "line", "drawn"),
    [
        ("KH", "attack 2 small at N13 with KH demolish", 2),  # 3 points on 1 pip: two cards change
        ("QH", "attack 2 small at N13 with QH demolish", 1),
        ("QH QS", "attack 2 large at O13 with QH QS demolish", 1),  # R-12 example: two Queens on a large
        ("JH AS", "attack 2 medium at N13 with AS JH demolish", 0),
        ("JK", "attack 2 small at N13 with JK demolish", 0),  # a Joker is worth 1
    ],
)
def test_r13_overpaying_draws_the_change_after_the_payment_is_discarded(hand: str, line: str, drawn: int) -> None:
    game = attack_game(hand)
    top = game.deck[len(game.deck) - drawn :]
    game.apply(0, parse_action(line))
    assert sorted(game.hands[0]) == sorted(top)


def test_r13_change_may_reshuffle_the_payment_back_into_the_deck() -> None:
    game = attack_game("KH")
    game.deck = game.deck[:1]
    game.apply(0, parse_action("attack 2 small at N13 with KH demolish"))
    assert len(game.hands[0]) == 2  # one from the deck, one after reshuffling the discarded King
    assert game.reshuffles == 1


@pytest.mark.parametrize(
    ("hand", "line", "sentence"),
    [
        ("KH JH", "attack 2 small at N13 with JH KH demolish", "The J♥ is not needed"),  # R-12 redundancy
        ("KH KS", "attack 2 medium at N13 with KS KH demolish", "is not needed"),
        ("JH JS", "attack 2 large at O13 with JS JH demolish", "Those cards pay 2 points; a large pyramid needs 3."),
        ("9H QH", "attack 2 medium at N13 with 9H demolish", "The 9♥ cannot pay for an attack"),
        ("QH", "attack 2 medium at N13 with QS demolish", "The Q♠ is not in your hand."),
        ("QH", "attack 2 medium at N13 with QH convert large", "same size or smaller"),
        ("QH", "attack 2 small at M13 with QH demolish", "There is no small pyramid of P2's on M13."),
        ("QH", "attack 1 small at M13 with QH demolish", "You cannot attack your own pyramid."),
        ("KH", "attack 2 large at P13 with KH demolish", "There is no large pyramid of P2's on P13."),
    ],
)
def test_attack_refusals(hand: str, line: str, sentence: str) -> None:
    assert_refused(attack_game(hand), line, sentence)


def test_r11_the_target_must_be_on_or_next_to_a_card_you_occupy() -> None:
    game = attack_game("KH", {"M13": "1s", "P13": "2s"})
    assert_refused(game, "attack 2 small at P13 with KH demolish", "P13 is not on or next to a card you occupy.")


def test_r11_a_piece_on_your_own_card_may_be_attacked() -> None:
    game = attack_game("JH", {"M13": "1s 2s"})
    game.apply(0, parse_action("attack 2 small at M13 with JH demolish"))
    assert game.pieces[(0, 0)] == [(0, 1)]


def test_r11_option_allows_attacking_your_own_pieces() -> None:
    game = attack_game("JH", {"M13": "1s 1s", "N13": "2s"}, attack_own=True)
    game.apply(0, parse_action("attack 1 small at M13 with JH demolish"))
    assert game.pieces[(0, 0)] == [(0, 1)]


def test_r14_convert_needs_a_piece_of_that_size_in_your_stash() -> None:
    game = attack_game("QH", {"M13": "1s 1s 1s", "N13": "2m"})
    assert_refused(game, "attack 2 medium at N13 with QH convert small", "no small pyramid in your stash to convert")


def test_r12_legal_payments_are_exactly_the_non_redundant_ones() -> None:
    game = attack_game("KH QH JH AS JK 9H")
    as_text = {" ".join(p) for p in attack_payments(game, 0, 3)}
    assert as_text == {"KH", "JH QH", "QH AS", "QH JK", "JH AS JK"}
    assert {" ".join(p) for p in attack_payments(game, 0, 1)} == {"JH", "AS", "JK", "QH", "KH"}


def test_r20_classic_every_face_card_is_worth_one_and_pays_one_per_pip_with_no_change() -> None:
    game = attack_game("KH JK", edition="classic")
    assert {" ".join(p) for p in attack_payments(game, 0, 2)} == {"KH JK"}
    assert attack_payments(game, 0, 3) == []


def test_r20_classic_pays_exactly_one_card_per_pip() -> None:
    game = attack_game("KH QH", edition="classic")
    assert_refused(game, "attack 2 small at N13 with QH KH demolish", "takes exactly 1 card (one per pip)")
    before = snapshot(game)
    game.apply(0, parse_action("attack 2 small at N13 with KH demolish"))
    assert game.hands[0] == ["QH"]  # no change drawn in classic
    assert snapshot(game) != before
