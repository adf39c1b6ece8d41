"""Trumps X to XXI (Z-45 to Z-56, Z-61) with their house rulings (H-15, H-16, H-25)."""

from __future__ import annotations

from rules import parse_cell
from rules.zarcana import Reorienting, SecondStep, events_for

from .positions import cards, here, listed, pending, play, position, refused, stack

# ----------------------------------------------------------------------------------------------- X Wheel of Fortune


def test_z45_the_wheel_builds_face_down_seen_by_its_placer_once_and_then_by_nobody() -> None:
    """Z-45: the placer sees the card privately at placement; after that no view shows it, not even theirs."""
    game = position({"M13": "7C", "N13": "8C"}, {"M13": "1su", "N13": "2su"}, ["Wheel", ""], deck_top="KD")
    events = play(game, "play Wheel by M13 small up build at M13")
    face_down = [event for event in events if event.kind == "face-down"]
    assert [(e.seat, e.cards, e.seen_by) for e in face_down] == [(0, ("KD",), (0,))]
    assert [e.cards for e in events_for(events, 1) if e.kind == "face-down"] == [()]
    assert stack(game, "M13") == ["7C", "KD"] and game.face_down == {"KD": 0}
    for viewer in (None, 0, 1):
        view = game.view(viewer)
        assert view.stacks[parse_cell("M13")] == ("7C", None)
        assert "KD" not in repr(view)


def test_z45_a_minion_on_a_face_down_card_cannot_use_it() -> None:
    game = position({"M13": "7C KD"}, {"M13": "1su"}, face_down={"KD": 1})
    refused(game, "use M13 small up as discs build at M13", "lies face down")
    assert not any(line.startswith("use") for line in listed(game))


def test_z45_the_wheel_builds_as_discs_never_under_an_enemy() -> None:
    game = position({"M13": "7C", "N13": "8C"}, {"M13": "1se", "N13": "2su"}, ["Wheel", ""])
    refused(game, "play Wheel by M13 small east build at N13", "Another player has minions on N13")


# ----------------------------------------------------------------------------------------------- XI Justice


def test_z46_h15_justice_swaps_hands_privately_ignoring_the_hand_limit() -> None:
    """Z-46, H-15: each player learns the hand they receive; the others see only that a swap happened."""
    game = position({"M13": "7C"}, {}, ["Justice AC 2C", "3C 4C 5C 6C 7W 8W 9W", "KS"], players=3)
    refused(game, "play Justice swap 1", "another player's")
    events = play(game, "play Justice swap 2")
    assert sorted(game.hands[0]) == sorted(cards("3C 4C 5C 6C 7W 8W 9W")) and game.hands[1] == cards("AC 2C")
    received = {e.seat: (e.cards, e.seen_by) for e in events if e.kind == "received"}
    assert received == {0: (tuple(cards("3C 4C 5C 6C 7W 8W 9W")), (0,)), 1: (tuple(cards("AC 2C")), (1,))}
    assert all(not e.cards for e in events_for(events, 2) if e.kind == "received")
    assert [(e.seat, e.other) for e in events if e.kind == "swapped"] == [(0, 1)]
    assert game.known[0][1] == set(cards("AC 2C")) and game.known[1][0] == set(cards("3C 4C 5C 6C 7W 8W 9W"))


def test_h15_justice_with_an_empty_handed_player_is_allowed() -> None:
    game = position({"M13": "7C"}, {}, ["Justice AC", ""])
    play(game, "play Justice swap 2")
    assert game.hands == [[], cards("AC")]


# ----------------------------------------------------------------------------------------------- XII the Hanged Man


def test_z47_the_hanged_man_destroys_every_minion_here_and_the_top_card() -> None:
    game = position({"M13": "7C HangedMan", "N13": "8C"}, {"M13": "1su 2mu 1le"})
    play(game, "use M13 small up as hangedman")
    assert here(game, "M13") == [] and stack(game, "M13") == ["7C"] and game.discard == cards("HangedMan")
    assert game.stashes == [[0, 5, 5, 5], [0, 5, 5, 5]]


def test_z47_z60_the_hanged_man_only_on_a_territory_and_minions_left_in_the_void_die() -> None:
    game = position({"M13": "7C"}, {"M13": "1su", "N13": "2sw", "L13": "1se"}, ["HangedMan", ""])
    refused(game, "play HangedMan by L13 small east", "cannot be used from the wasteland")
    events = play(game, "play HangedMan by M13 small up")
    assert game.minions == {} and game.stacks == {}
    assert sorted((e.kind, e.seat) for e in events if e.kind in {"destroyed", "lost"}) == [
        ("destroyed", 0), ("lost", 0), ("lost", 1)
    ]  # fmt: skip


# ----------------------------------------------------------------------------------------------- XIII Death


def test_z48_death_attacks_once_or_twice() -> None:
    game = position({"M13": "7C", "N13": "8C"}, {"M13": "1le", "N13": "2su 2mu"}, ["Death", ""])
    play(game, "play Death by M13 large east attack 2 small up at N13")
    assert pending(game) == SecondStep("death", parse_cell("M13"), 3, "E")
    assert set(listed(game)) == {"again attack 2 medium up at N13", "done"}
    play(game, "again attack 2 medium up at N13")
    assert here(game, "N13") == [] and game.discard == cards("Death") and game.current == 1


# ----------------------------------------------------------------------------------------------- XIV Temperance


def test_z49_temperance_builds_from_the_wasteland_and_under_enemies() -> None:
    game = position({"M13": "7C", "M14": "8C"}, {"N14": "1sn", "N13": "2su"}, ["Temperance", ""], deck_top="3W")
    play(game, "play Temperance by N14 small north build at N13")
    assert stack(game, "N13") == ["3W"] and here(game, "N13") == ["2su"]


# ----------------------------------------------------------------------------------------------- XV the Devil


def test_z50_h25_the_devil_reorients_anyones_minions_here_and_next_door_itself_included() -> None:
    game = position(
        {"M13": "7C", "N13": "8C", "O13": "9C"}, {"M13": "1su", "N13": "2se", "O13": "2sw"}, ["Devil", ""]
    )  # fmt: skip
    play(game, "play Devil by M13 small up")
    assert pending(game) == Reorienting(parse_cell("M13"))
    refused(game, "done", "the Devil must change something")
    refused(game, "reorient 2 small west at O13 to up", "the four spaces next to it only")
    play(game, "reorient 2 small east at N13 to west")
    play(game, "reorient 1 small up at M13 to north")  # H-25: the acting minion too
    assert pending(game) is None and game.current == 1  # nothing left to turn in reach: it ends by itself
    assert here(game, "N13") == ["2sw"] and here(game, "M13") == ["1sn"] and game.discard == cards("Devil")


# ----------------------------------------------------------------------------------------------- XVI the Tower


def test_z51_the_tower_attacks_as_swords_or_removes_the_top_card_under_minions() -> None:
    game = position({"M13": "7C", "N13": "8C 9C"}, {"M13": "1se", "N13": "2su"}, ["Tower", ""])
    assert {"play Tower by M13 small east attack 2 small up at N13", "play Tower by M13 small east raze N13"} <= set(
        listed(game)
    )
    play(game, "play Tower by M13 small east raze N13")
    assert stack(game, "N13") == ["8C"] and here(game, "N13") == ["2su"]


# ----------------------------------------------------------------------------------------------- XVII the Star


def test_z52_the_star_draws_four_and_needs_a_card_to_draw() -> None:
    game = position({"M13": "7C"}, {}, ["Star", ""])
    game.deck, game.discard = game.deck[-2:], []
    play(game, "play Star")
    assert len(game.hands[0]) == 2  # all there was
    game.current, game.hands[0] = 0, cards("Star")
    game.deck = []
    game.discard = []
    refused(game, "play Star", "no card left to draw")


# ----------------------------------------------------------------------------------------------- XVIII the Moon


def test_z53_the_moon_carries_the_top_card_and_every_minion_to_empty_wasteland() -> None:
    """Z-53: onto an empty wasteland space next to a card, every minion standing; the card beneath stays."""
    game = position({"M13": "7C Moon", "N13": "8C", "P13": "9C"}, {"M13": "1se 2mn", "M12": "2sw"})
    play(game, "use M13 small east as moon transport to O13")
    assert stack(game, "O13") == ["Moon"] and stack(game, "M13") == ["7C"]
    assert here(game, "O13") == ["1su", "2mu"] and here(game, "M12") == ["2sw"]


def test_z53_the_moon_lands_on_an_empty_territory_on_top_of_its_stack() -> None:
    game = position({"M13": "Moon", "N13": "8C"}, {"M13": "1se"})
    refused(game, "use M13 small east as moon transport to M13", "somewhere else")
    play(game, "use M13 small east as moon transport to N13")
    assert stack(game, "N13") == ["8C", "Moon"] and parse_cell("M13") not in game.stacks


def test_z53_h16_the_moon_needs_an_empty_destination_that_touches_another_card() -> None:
    game = position({"M13": "Moon", "O13": "8C"}, {"M13": "1se", "O13": "2su"})
    refused(game, "use M13 small east as moon transport to O13", "has minions on it")
    refused(game, "use M13 small east as moon transport to M14", "would touch no card but the one the Moon carries")
    play(game, "use M13 small east as moon transport to N13")


def test_z53_z60_minions_next_to_the_moons_old_space_alone_are_lost() -> None:
    game = position({"M13": "Moon", "O13": "8C"}, {"M13": "1su", "L13": "2se"})
    events = play(game, "use M13 small up as moon transport to P13")
    assert here(game, "L13") == [] and [e.seat for e in events if e.kind == "lost"] == [1]


# ----------------------------------------------------------------------------------------------- XIX the Sun


def test_z54_the_sun_builds_with_a_card_from_the_hand_never_itself() -> None:
    """Z-54: the Sun just played is not told it is "not in your hand" (it was, a moment ago): it is the card in use."""
    game = position({"M13": "7C", "O14": "8C"}, {"M13": "1se"}, ["Sun KW", ""])
    refused(
        game,
        "play Sun by M13 small east build Sun at N13",
        "The Sun is the card being used: it cannot build itself; build with another card of your hand (Z-54).",
    )
    refused(game, "play Sun by M13 small east build at N13", "say which")
    play(game, "play Sun by M13 small east build KW at N13")
    assert stack(game, "N13") == ["KW"] and game.hands[0] == [] and game.discard == cards("Sun")


def test_z54_the_sun_on_the_board_builds_any_card_of_the_hand() -> None:
    game = position({"M13": "Sun", "N13": "7C"}, {"M13": "1se", "N13": "2su"}, ["KW", ""])
    refused(game, "use M13 small east as sun build KW at N13", "Another player has minions on N13")
    game.minions.pop(parse_cell("N13"))
    game.stashes[1][1] += 1
    play(game, "use M13 small east as sun build KW at N13")
    assert stack(game, "N13") == ["7C", "KW"]


# ----------------------------------------------------------------------------------------------- XX Judgement


def test_z55_h11_judgement_takes_up_to_three_from_the_top_of_the_discard_pile_within_six() -> None:
    game = position({"M13": "7C"}, {}, ["Judgement AC 2C 3C 4C", ""], discard="5C 6C 7W")
    refused(game, "play Judgement take 3", "taking 3 would take you above six")
    refused(game, "play Judgement take 0", "one to three cards")
    events = play(game, "play Judgement take 2")
    assert sorted(game.hands[0]) == sorted(cards("AC 2C 3C 4C 6C 7W")) and game.discard == cards("5C Judgement")
    assert [e.cards for e in events if e.kind == "took"] == [tuple(cards("7W 6C"))]
    assert game.known[1][0] == set(cards("6C 7W"))  # taken in front of everyone


# ----------------------------------------------------------------------------------------------- XXI the World


def test_z56_z61_the_world_copies_a_face_up_trump_on_top_of_a_stack_only() -> None:
    game = position(
        {"M13": "7C", "N13": "Moon", "O13": "Tower 8C", "M12": "9C Star"}, {"M13": "1se"}, ["World", ""],
        face_down={"Star": 1},
    )  # fmt: skip
    powers = {line.split(" as ")[1].split()[0] for line in listed(game) if line.startswith("play World")}
    assert powers == {"moon"}  # the Tower lies beneath a card; the Star is face down (Z-61)
    refused(game, "play World as tower by M13 small east raze N13", "has the power of The Moon here, not tower")
    refused(game, "play World as moon by M13 small east transport to L13", "would touch no card but")
    play(game, "play World as moon by M13 small east transport to O12")
    assert stack(game, "O12") == ["7C"] and here(game, "O12") == ["1su"]


def test_z56_the_world_with_no_face_up_trump_to_copy_has_no_use() -> None:
    game = position({"M13": "7C", "N13": "8C"}, {"M13": "1se"}, ["World", ""])
    refused(game, "play World as swords by M13 small east raze N13", "no face-up trump on the board to copy")


def test_z56_the_world_copying_the_magician_is_any_suit() -> None:
    game = position({"M13": "7C", "N13": "Magician"}, {"M13": "1su"}, ["World", ""])
    play(game, "play World as cups by M13 small up grow")
    assert here(game, "M13") == ["1mu"]
