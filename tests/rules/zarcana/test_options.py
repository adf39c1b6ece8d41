"""The eight turn options (section 7) with the limits they obey (Z-24, Z-26) and the house rulings about them."""

from __future__ import annotations

import pytest

from rules import GameOverError, NotYourTurnError, parse_cell
from rules.zarcana import DiscardHand, Reorienting, parse_action
from tests import words

from .positions import cards, here, listed, pending, play, position, refused, stack


def test_option1_place_a_small_standing_on_a_card_territory() -> None:
    """Option 1, H-6: a small from the stash onto any card territory; it enters standing."""
    game = position({"M13": "7C", "N13": "8C"}, {"N13": "2su"})
    play(game, "place M13")
    assert here(game, "M13") == ["1su"] and game.stashes[0][1] == 4
    assert game.current == 1


def test_option1_is_refused_with_minions_on_the_board_off_a_card_or_on_a_full_space() -> None:
    """Option 1 only with no minion of yours on the board (Z-29); never on an empty space; Z-24's limit holds."""
    game = position({"M13": "7C", "N13": "8C"}, {"M13": "2su 2mu 2lu", "N13": "1su"}, current=1)
    refused(game, "place N13", "You have minions on the board")
    game.current = 0
    game.minions.pop(parse_cell("N13"))
    game.stashes[0][1] += 1
    refused(game, "place O13", "has no card")
    refused(game, "place M13", "already holds 3 minions")
    play(game, "place N13")


def test_option2_a_card_from_the_hand_is_used_then_discarded() -> None:
    """Option 2, Z-20: the acting minion uses the power; the card then goes to the discard pile."""
    game = position({"M13": "7C"}, {"M13": "1su"}, ["2C 9W", ""])
    play(game, "play 2C by M13 small up grow")
    assert here(game, "M13") == ["1mu"]
    assert game.hands[0] == ["9W"] and game.discard == ["2C"]


def test_option2_refuses_a_card_not_in_the_hand() -> None:
    game = position({"M13": "7C"}, {"M13": "1su"}, ["2C", ""])
    refused(game, "play 3C by M13 small up grow", "3 of Cups is not in your hand")


def test_option3_the_territory_is_used_and_stays() -> None:
    """Option 3, Z-16, Z-21: the minion uses the top card of its own space, which stays on the board."""
    game = position({"M13": "7C"}, {"M13": "1su"})
    play(game, "use M13 small up as cups clone small")
    assert here(game, "M13") == ["1su", "1su"] and stack(game, "M13") == ["7C"] and game.discard == []


def test_option3_is_refused_from_the_wasteland_and_on_a_face_down_card() -> None:
    """Z-16: a minion in wasteland has no territory; Z-45: a face-down card cannot be used."""
    game = position({"M13": "7C", "M14": "8C"}, {"N13": "1sw", "M14": "1su"}, face_down={"8C": 0})
    refused(game, "use N13 small west as wands move to M13", "is in the wasteland")
    refused(game, "use M14 small up as cups grow", "lies face down")


def test_option4_reorients_own_minions_one_at_a_time_each_once() -> None:
    """Option 4: any or all of your own minions, each to any of the five orientations (Z-13); each turns once."""
    game = position({"M13": "7C", "N13": "8C"}, {"M13": "1su 1mu", "N13": "2se 1le"})
    refused(game, "reorient 2 small east at N13 to west", "only your own")
    refused(game, "reorient 1 small up at M13 to up", "already faces up")
    play(game, "reorient 1 small up at M13 to east")
    assert pending(game) == Reorienting(None, ((parse_cell("M13"), 0, 1, "E"),))
    assert "done" in listed(game)
    refused(game, "reorient 1 small east at M13 to west", "already been reoriented")
    refused(game, "pass", "First: P1 reorients their own minions")
    play(game, "reorient 1 large east at N13 to up")
    play(game, "done")
    assert here(game, "M13") == ["1mu", "1se"]
    assert here(game, "N13") == ["1lu", "2se"] and game.current == 1


def test_option4_ends_by_itself_when_every_own_minion_has_turned() -> None:
    game = position({"M13": "7C"}, {"M13": "1su 2su"})
    play(game, "reorient 1 small up at M13 to north")
    assert pending(game) is None and game.current == 1


def test_option5_draws_up_to_three_never_above_six() -> None:
    """Option 5, Z-26, H-4: one to three cards; never above six; at six or more, no draw at all."""
    game = position({"M13": "7C"}, hands=["AC 2C 3C 4C", ""])
    refused(game, "draw 4", "Draw one, two or three")
    refused(game, "draw 3", "you may draw 2 at most")
    play(game, "draw 2")
    assert len(game.hands[0]) == 6
    game.current = 0
    assert not any(line.startswith("draw") for line in listed(game))


def test_option6_discards_the_whole_hand_with_the_chosen_card_on_top() -> None:
    """Option 6, H-9: the player chooses the order by naming the top card; the rest lie beneath in a fixed order."""
    game = position({"M13": "7C"}, hands=["Fool KC 2W", "AD"])
    refused(game, "discard-hand AD", "Ace of Discs is not in your hand")
    play(game, "discard-hand 2W")
    assert game.hands[0] == [] and game.discard == ["KC", "Fool", "2W"]
    assert game.current == 1


def test_h9_option6_the_player_may_name_the_whole_order_of_the_pile_which_judgement_then_takes() -> None:
    """H-9: the cards discarded together go in the order their owner sets, not only the top one: named from the
    top down, the rest beneath in the usual order. The order beneath the top matters to Judgement (Z-55)."""
    game = position({"M13": "7C"}, hands=["Fool KC 2W AS", "Judgement"])
    refused(game, "discard-hand 2W AD", "Ace of Discs is not one of the cards of your hand")
    refused(game, "discard-hand 2W KC 2W", "2 of Wands is named twice")
    game.apply(0, parse_action("discard-hand 2W KC Fool"))
    assert game.hands[0] == [] and game.discard == ["AS", "Fool", "KC", "2W"]
    play(game, "play Judgement take 3")
    assert sorted(game.hands[1]) == sorted(["2W", "KC", "Fool"]) and game.discard == ["AS", "Judgement"]


def test_h9_option6_naming_only_the_top_card_is_still_enough_and_old_records_read_the_same() -> None:
    action = parse_action("discard-hand 2W")
    assert action == DiscardHand(cards("2W")[0]) and action.notation() == "discard-hand 2W"
    ordered = parse_action("discard-hand 2W KC")
    assert ordered == DiscardHand(cards("2W")[0], (cards("KC")[0],)) and ordered.notation() == "discard-hand 2W KC"
    game = position({"M13": "7C"}, hands=["Fool KC 2W AS", ""])
    game.apply(0, ordered)
    assert game.discard == ["AS", "Fool", "KC", "2W"]


def test_option7_pass_changes_nothing_but_the_turn() -> None:
    game = position({"M13": "7C"}, {"M13": "1su"}, ["2C", ""])
    play(game, "pass")
    assert game.current == 1 and game.hands[0] == ["2C"] and game.turn == 2


def test_option8_only_after_the_deck_was_used_up_and_reshuffled() -> None:
    """Option 8, Z-66, H-24."""
    game = position({"M13": "7C"})
    refused(game, "declare", "once the deck has been used up and reshuffled")
    game.reshuffles = 1
    play(game, "declare")
    assert game.declarer == 0 and game.final_round == [1]


def test_h24_declaring_with_an_empty_deck_not_yet_reshuffled_says_someone_must_draw_first() -> None:
    """H-24: the deck is used up only once it has been reshuffled, which the next draw does (Z-65)."""
    game = position({"M13": "7C"}, discard="AC 2C")
    game.discard += game.deck
    game.deck = []
    refused(
        game,
        "declare",
        "The deck is empty but has not been reshuffled yet, so the final round cannot be declared yet: someone must "
        "draw first, which shuffles the discard pile into a new deck (Z-65, Z-66, H-24).",
    )
    play(game, "draw 1")
    assert game.reshuffles == 1 and "declare" in listed(game, 1)


def test_z29a_a_card_that_needs_no_minion_is_played_with_none_on_the_board() -> None:
    """Z-29a: the Star (no particular minion) from the hand with no minion of yours on the board."""
    game = position({"M13": "7C"}, hands=["Star", ""])
    play(game, "play Star")
    assert len(game.hands[0]) == 4


def test_z29a_a_card_that_needs_no_minion_names_none_and_one_that_does_names_one() -> None:
    game = position({"M13": "7C"}, {"M13": "1su"}, ["Star 2C", ""])
    refused(game, "play Star by M13 small up", "needs no particular minion")
    refused(game, "play 2C grow", "is used by one of your minions")


def test_z26_h4_the_star_ignores_the_hand_limit_and_nothing_is_discarded_after() -> None:
    """Z-26, Z-52, H-4: a hand over six is kept; the limit only stops draws that obey it."""
    game = position({"M13": "7C"}, hands=["Star AC 2C 3C 4C 5C", ""])
    play(game, "play Star")
    assert len(game.hands[0]) == 9 and game.current == 1 and pending(game) is None


def test_h22_a_power_that_would_change_nothing_is_refused() -> None:
    """H-22: Justice between two empty hands; a Hierophant replacing your own standing minion by the same size."""
    game = position({"M13": "7C"}, {"M13": "1lu 1su"}, ["Justice Hierophant", ""])
    game.hands[0] = cards("Justice")
    refused(game, "play Justice swap 2", "Both hands are empty")
    game.hands[0] = cards("Hierophant")
    refused(game, "play Hierophant by M13 large up convert 1 small up at M13 to small", "changes nothing")
    play(game, "play Hierophant by M13 small up convert 1 large up at M13 to medium")


def test_h6_a_reduced_minion_keeps_the_victims_facing_a_grown_one_its_own() -> None:
    """H-6: new minions stand; a grown minion keeps its orientation, a reduced one the victim's."""
    game = position({"M13": "AS", "N13": "7C"}, {"M13": "1se", "N13": "2le"}, ["", ""])
    play(game, "use M13 small east as swords attack 2 large east at N13")
    assert here(game, "N13") == ["2me"]


def test_an_action_out_of_turn_is_refused_and_changes_nothing() -> None:
    game = position({"M13": "7C"}, {"M13": "1su"})
    with words.refused(NotYourTurnError, "It is P1's turn, not yours"):
        game.apply(1, parse_action("pass"))
    assert game.current == 0


def test_an_over_game_refuses_everything() -> None:
    game = position({"M13": "7C"}, {"M13": "1su"})
    game.apply(0, parse_action("resign"))
    assert game.winners == (1,)
    with pytest.raises(GameOverError):
        game.apply(1, parse_action("pass"))
