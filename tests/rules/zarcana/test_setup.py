"""Equipment and setup (sections 1 and 6): the deck, its values, the table options, the deal, the first player."""

from __future__ import annotations

from collections import Counter

import pytest

from rules import NotationError, parse_cell
from rules.zarcana import TAROT, ZarcanaGame, ZarcanaSettings, parse_tarot
from rules.zarcana.cards import tarot_deck
from tests import words
from tests.words import english_tarot

from .positions import listed

THREE = ("Ann", "Bob", "Cy")


def test_z1_each_player_has_five_minions_of_each_size_all_in_the_stash_at_first() -> None:
    """Z-1, Z-2, Z-29: fifteen minions a player, five of each size, none on the board."""
    game = ZarcanaGame.new(ZarcanaSettings(THREE), 1)
    assert game.stashes == [[0, 5, 5, 5]] * 3
    assert game.minions == {}


def test_z4_the_deck_is_the_78_tarot_cards() -> None:
    """Z-4: four suits of Ace to 10 and four courts, and 22 trumps numbered 0 to 21; every card is unique."""
    deck = tarot_deck(extra_cards=False)
    assert len(deck) == len(set(deck)) == 78
    kinds = Counter(TAROT[card].kind for card in deck)
    assert kinds == {"pip": 40, "court": 16, "trump": 22}
    assert Counter(TAROT[card].suit for card in deck if TAROT[card].suit) == {"C": 14, "W": 14, "S": 14, "D": 14}
    assert sorted(TAROT[card].rank for card in deck if TAROT[card].kind == "trump") == list(range(22))


def test_z5_h20_the_extra_cards_are_in_the_deck_only_when_the_table_chooses() -> None:
    """Z-5, H-20: off by default (78 cards); on, the Doppelganger and the Gateway make 80."""
    plain = ZarcanaGame.new(ZarcanaSettings(THREE), 2)
    extra = ZarcanaGame.new(ZarcanaSettings(THREE, extra_cards=True), 2)
    assert len(plain.settings.ruleset.cards()) == 78 and "Gateway" not in plain.settings.ruleset.cards()
    assert len(extra.settings.ruleset.cards()) == 80
    assert {"Doppelganger", "Gateway"} <= set(extra.settings.ruleset.cards())


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_z6_h23_two_to_five_players(players: int) -> None:
    """Z-6, H-23: 2 to 5 players (six is an unlisted option this project does not offer: five seat colours)."""
    game = ZarcanaGame.new(ZarcanaSettings(THREE[:1] * players), 3)
    assert len(game.hands) == players


@pytest.mark.parametrize("players", [0, 1, 6])
def test_z6_h23_other_player_counts_are_refused_with_a_sentence(players: int) -> None:
    with words.refused(NotationError, "needs 2 to 5 players"):
        ZarcanaSettings(("P",) * players)


def test_z27_nine_cards_face_up_in_a_three_by_three_grid_around_m13() -> None:
    """Z-27: the first territories, dealt from the shuffled deck, face up; M13 is the middle one."""
    game = ZarcanaGame.new(ZarcanaSettings(THREE), 4)
    cells = {parse_cell(name) for name in ["L12", "M12", "N12", "L13", "M13", "N13", "L14", "M14", "N14"]}
    assert set(game.stacks) == cells
    assert all(len(stack) == 1 for stack in game.stacks.values())
    assert not game.face_down
    view = game.view(None)
    assert all(view.top_face(cell) is not None for cell in cells)


def test_z28_h2_three_cards_each_after_the_board_and_the_rest_is_the_deck() -> None:
    """Z-28, H-2: a starting hand of three; the other cards form the draw pile, the discard pile is empty."""
    game = ZarcanaGame.new(ZarcanaSettings(THREE), 5)
    assert [len(hand) for hand in game.hands] == [3, 3, 3]
    assert len(game.deck) == 78 - 9 - 9 and game.discard == []


def test_z29_the_first_move_onto_the_board_is_option_1() -> None:
    """Z-29: nobody starts on the board; a power that needs a minion cannot be used before one is placed."""
    game = ZarcanaGame.new(ZarcanaSettings(THREE), 6, order=None)
    options = listed(game)
    assert {f"place {name}" for name in ["L12", "M12", "N12", "L13", "M13", "N13", "L14", "M14", "N14"]} <= set(options)
    plays = [line for line in options if line.startswith("play")]
    assert all(TAROT[parse_tarot(line.split()[1])].kind in {"trump", "extra"} for line in plays)


def test_h1_the_first_player_is_chosen_at_random_from_the_seed_or_by_the_host() -> None:
    """H-1: seats in join order; the first player is drawn from the seed (so a record replays), or chosen."""
    firsts = {ZarcanaGame.new(ZarcanaSettings(THREE), seed).first for seed in range(30)}
    assert firsts == {0, 1, 2}
    assert ZarcanaGame.new(ZarcanaSettings(THREE), 7).first == ZarcanaGame.new(ZarcanaSettings(THREE), 7).first
    chosen = ZarcanaGame.new(ZarcanaSettings(THREE, first=2), 7)
    assert chosen.first == chosen.current == 2
    with words.refused(NotationError, r"Seat 4 was chosen to play first, but the table has only 3 players \(H-1\)"):
        ZarcanaSettings(THREE, first=3)


def test_z4_h21_a_trumps_power_goes_with_its_name_and_its_value_with_the_deck_order() -> None:
    """Z-4, H-21: RWS by default (Strength 8, Justice 11); the Marseille order swaps them; other trumps keep theirs."""
    rws = ZarcanaSettings(THREE).ruleset
    marseille = ZarcanaSettings(THREE, trump_order="marseille").ruleset
    strength, justice = parse_tarot("Strength"), parse_tarot("Justice")
    assert (rws.value(strength, None), rws.value(justice, None)) == (8, 11)
    assert (marseille.value(strength, None), marseille.value(justice, None)) == (11, 8)
    assert TAROT[strength].power == "strength"  # the power does not move with the number
    assert marseille.value(parse_tarot("World"), None) == 21
    with words.refused(NotationError, "no trump order"):
        ZarcanaSettings(THREE, trump_order="thoth")


@pytest.mark.parametrize(
    ("card", "value"),
    [("AC", 1), ("7W", 7), ("10S", 10), ("PD", 11), ("NC", 11), ("QW", 11), ("KS", 11), ("Fool", 0), ("Magician", 1),
     ("Wheel", 10), ("HangedMan", 12), ("World", 21), ("Gateway", 0)],
)  # fmt: skip
def test_z63_card_values(card: str, value: int) -> None:
    """Z-63: pips their number (Ace 1), every court card 11, trumps their number, the Gateway 0 (Z-58)."""
    assert ZarcanaSettings(THREE).ruleset.value(parse_tarot(card), None) == value


def test_z57_z63_the_doppelganger_scores_as_the_top_discard_or_nothing() -> None:
    rules = ZarcanaSettings(THREE, extra_cards=True).ruleset
    doppelganger = parse_tarot("Doppelganger")
    assert rules.value(doppelganger, None) == 0
    assert rules.value(doppelganger, parse_tarot("KC")) == 11
    assert rules.value(doppelganger, parse_tarot("Sun")) == 19


@pytest.mark.parametrize(
    ("text", "card"),
    [("7C", "7C"), ("7c", "7C"), ("7 of cups", "7C"), ("ace of wands", "AW"), ("1s", "AS"), ("10 pentacles", "10D"),
     ("page of swords", "PS"), ("Knight of Coins", "ND"), ("queen rods", "QW"), ("K S", "KS"), ("fool", "Fool"),
     ("The High Priestess", "Priestess"), ("wheel of fortune", "Wheel"), ("Hanged Man", "HangedMan"),
     ("judgment", "Judgement"), ("the world", "World"), ("doppelgänger", "Doppelganger"), ("gateway", "Gateway")],
)  # fmt: skip
def test_cards_are_read_as_players_type_them(text: str, card: str) -> None:
    assert parse_tarot(text) == card


@pytest.mark.parametrize("text", ["", "11C", "7X", "0", "XII", "Joker", "7H", "king"])
def test_a_word_that_is_no_tarot_card_is_refused_with_a_sentence(text: str) -> None:
    with words.refused(NotationError, "is not a tarot card"):
        parse_tarot(text)


def test_card_titles_read_as_words() -> None:
    assert [english_tarot(parse_tarot(t)) for t in ("7C", "PS", "ND", "Priestess", "HangedMan", "Wheel")] == [
        "7 of Cups",
        "Page of Swords",
        "Knight of Discs",
        "The High Priestess",
        "The Hanged Man",
        "Wheel of Fortune",
    ]
