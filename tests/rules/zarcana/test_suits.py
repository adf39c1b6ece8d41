"""Powers in general (section 4) and the suit powers (section 8.1): Swords, Wands, Cups, Discs and the court cards."""

from __future__ import annotations

from rules import parse_cell
from rules.zarcana import REQUIREMENTS, TAROT, Play, ZarcanaGame
from rules.zarcana.minions import Minion
from rules.zarcana.powers import COPIERS, SUIT_POWERS

from .positions import here, play, position, refused, stack


def test_z17_every_card_has_a_power() -> None:
    """Z-17: suit cards their suit's, trumps and the extra cards their own (or a copied one, Z-36, Z-56, Z-57)."""
    for card, info in TAROT.items():
        assert info.power in REQUIREMENTS or info.power in COPIERS, card
    assert {TAROT[card].power for card in TAROT if TAROT[card].suit} == set(SUIT_POWERS)


def test_z18_section_8_requirements() -> None:
    """Z-18: orientation, territory or wasteland, population and hand limits, acting minion, per section 8."""
    table = {power: (r.facing, r.wasteland, r.population, r.hand, r.minion) for power, r in REQUIREMENTS.items()}
    assert table["swords"] == ("any", True, True, True, True)  # Z-30
    assert table["wands"][:3] == ("lying", True, True)  # Z-31
    assert table["cups"][:3] == ("standing", False, True)  # Z-32
    assert table["discs"][:2] == ("any", False)  # Z-33, H-8
    assert table["empress"][:3] == ("standing", False, False)  # Z-38
    assert table["hermit"][2] is False and table["star"][3] is False and table["justice"][3:] == (False, False)
    assert [power for power, values in table.items() if not values[4]] == [
        "fool", "priestess", "lovers", "justice", "star", "judgement"
    ]  # fmt: skip  # H-10, H-11, H-14, H-15, Z-52


def test_z30_a_smaller_attacker_reduces_the_victim_one_size() -> None:
    """Z-30: the victim, of any colour, keeps its facing (H-6)."""
    game = position({"M13": "AS", "N13": "7C"}, {"M13": "1se", "N13": "2ln"})
    play(game, "use M13 small east as swords attack 2 large north at N13")
    assert here(game, "N13") == ["2mn"] and game.stashes[1][3] == 5 and game.stashes[1][2] == 4


def test_z30_the_same_size_or_larger_destroys_the_victim() -> None:
    game = position({"M13": "AS", "N13": "7C"}, {"M13": "1me", "N13": "2mu 2su"})
    play(game, "use M13 medium east as swords attack 2 medium up at N13")
    game.current = 0
    play(game, "use M13 medium east as swords attack 2 small up at N13")
    assert here(game, "N13") == [] and game.stashes[1] == [0, 5, 5, 5]


def test_z30_with_no_minion_in_the_target_space_the_top_card_is_removed() -> None:
    game = position({"M13": "AS", "N13": "7C 8C"}, {"M13": "1se"})
    play(game, "use M13 small east as swords raze N13")
    assert stack(game, "N13") == ["7C"] and game.discard == ["8C"]


def test_z30_swords_removes_no_card_where_any_minion_is_not_even_its_own() -> None:
    game = position({"M13": "AS", "N13": "7C"}, {"M13": "1se 1su", "N13": "1su"})
    refused(game, "use M13 small east as swords raze N13", "removes a card only where there are no minions")
    refused(game, "use M13 small up as swords raze M13", "removes a card only where there are no minions")


def test_z30_a_minion_may_not_attack_itself_but_may_attack_its_own_colour() -> None:
    """Z-30, H-26: a standing minion targets its own space: any other minion there, its owner's too."""
    game = position({"M13": "AS"}, {"M13": "1su 1mu 2lu"})
    refused(game, "use M13 small up as swords attack 1 small up at M13", "may not attack itself")
    options = {line for line in _lines(game) if line.startswith("use M13 small up as swords")}
    assert options == {
        "use M13 small up as swords attack 1 medium up at M13",
        "use M13 small up as swords attack 2 large up at M13",
    }  # H-26: the attacker's choice of any one other minion
    play(game, "use M13 small up as swords attack 1 medium up at M13")
    assert here(game, "M13") == ["1su", "1su", "2lu"]


def test_z30_two_identical_minions_one_attacks_the_other() -> None:
    game = position({"M13": "AS"}, {"M13": "1su 1su"})
    play(game, "use M13 small up as swords attack 1 small up at M13")
    assert here(game, "M13") == ["1su"]


def test_h3_z59_no_reduction_without_the_next_smaller_minion_in_its_owners_stash() -> None:
    """H-3, Z-59: seat 2 has all five mediums on the board, so its large cannot be reduced."""
    cards = {"M13": "AS", "N13": "7C", "O13": "8C", "O12": "9C"}
    game = position(cards, {"M13": "1se", "N13": "2lu", "O13": "2mu 2mu 2mu", "O12": "2mu 2mu"})
    refused(game, "use M13 small east as swords attack 2 large up at N13", "cannot be reduced")


def test_z30_swords_any_orientation_and_from_the_wasteland() -> None:
    game = position({"M13": "7C"}, {"N13": "1sw", "M13": "2su"}, ["4S", ""])
    play(game, "play 4S by N13 small west attack 2 small up at M13")
    assert here(game, "M13") == []


def test_z31_wands_moves_into_the_target_space_and_stands_the_minion_up() -> None:
    game = position({"M13": "AW", "N13": "7C"}, {"M13": "1se"})
    refused(game, "use M13 small east as wands move to M12", "targets N13")
    play(game, "use M13 small east as wands move to N13")
    assert here(game, "N13") == ["1su"] and here(game, "M13") == []


def test_z31_wands_needs_a_lying_minion() -> None:
    game = position({"M13": "AW", "N13": "7C"}, {"M13": "1su"})
    refused(game, "use M13 small up as wands move to N13", "needs a lying minion")


def test_z32_cups_grows_the_acting_minion_or_clones_one_no_bigger() -> None:
    """Z-32, Z-19: "this minion" is the acting one; the clone comes from the stash and stands (H-6)."""
    game = position({"M13": "AC"}, {"M13": "1mu"})
    refused(game, "use M13 medium up as cups clone large", "size or smaller")
    play(game, "use M13 medium up as cups clone small")
    game.current = 0
    play(game, "use M13 medium up as cups grow")
    assert here(game, "M13") == ["1lu", "1su"]
    game.current = 0
    refused(game, "use M13 large up as cups grow", "cannot grow any bigger")


def test_z32_cups_only_standing_and_only_on_a_territory() -> None:
    game = position({"M13": "AC"}, {"M13": "1se", "N13": "1su"}, ["2C", ""])
    refused(game, "use M13 small east as cups grow", "needs a standing minion")
    refused(game, "play 2C by N13 small up grow", "cannot be used from the wasteland")


def test_z59_no_growth_without_the_larger_minion_in_the_stash() -> None:
    game = position(
        {"M13": "AC", "N13": "7W"}, {"M13": "1mu", "N13": "1lu 1lu 1lu", "N12": "1lu 1lu"}
    )  # fmt: skip
    refused(game, "use M13 medium up as cups grow", "no large minion in your stash")


def test_z33_discs_builds_the_top_card_of_the_deck_on_the_target_space() -> None:
    game = position({"M13": "AD"}, {"M13": "1se"}, deck_top="9W")
    play(game, "use M13 small east as discs build at N13")
    assert stack(game, "N13") == ["9W"] and here(game, "N13") == []


def test_h8_a_standing_minion_builds_on_its_own_space_under_its_own_minions() -> None:
    """H-8, Z-33: the new card goes on top of the stack, beneath the minions, who stay put."""
    game = position({"M13": "AD"}, {"M13": "1su 1mu"}, deck_top="9W")
    play(game, "use M13 small up as discs build at M13")
    assert stack(game, "M13") == ["AD", "9W"] and here(game, "M13") == ["1mu", "1su"]


def test_z33_discs_may_not_build_where_another_player_has_minions_nor_from_wasteland() -> None:
    game = position({"M13": "AD", "N13": "7C"}, {"M13": "1se", "N13": "2su", "M12": "1su"}, ["3D", ""])
    refused(game, "use M13 small east as discs build at N13", "Another player has minions on N13")
    refused(game, "play 3D by M12 small up build at M12", "cannot be used from the wasteland")


def test_z33_h22_discs_needs_a_card_to_draw() -> None:
    game = position({"M13": "AD"}, {"M13": "1se"})
    game.discard, game.deck = [], []
    game.hands = [[], []]
    refused(game, "use M13 small east as discs build at N13", "no card left to draw")


def test_z22_z34_a_court_card_from_the_hand_is_any_suit_on_the_board_its_own() -> None:
    """Z-22, Z-34: the King of Swords played as Cups from the hand; on the board it is Swords only."""
    game = position({"M13": "KS"}, {"M13": "1su 2su"}, ["KW", ""])
    play(game, "play KW as cups by M13 small up grow")
    game.current = 0
    refused(game, "use M13 medium up as cups grow", "has the power of Swords here, not cups")
    assert [line for line in _lines(game) if line.startswith("use M13")] == [
        "use M13 medium up as swords attack 2 small up at M13"
    ]


def test_z23_among_the_suit_powers_only_swords_harms_an_enemy() -> None:
    """Z-23: every legal use of Wands, Cups and Discs leaves the other players' minions as they were."""
    game = position(
        {"M13": "AW", "N13": "AC", "M14": "AD", "L13": "7C"},
        {"M13": "1se 2su", "N13": "2lu 1sw", "M14": "1sn", "L13": "2me"},
        ["2W 2C 2D KS", ""],
    )
    for action in game.legal_actions(0):
        power = getattr(action, "power", "")
        if power in {"wands", "cups", "discs"}:
            trial = game.copy()
            trial.apply(0, action)
            assert _enemies(trial) == _enemies(game), action.notation()
    assert any(isinstance(action, Play) and action.power == "swords" for action in game.legal_actions(0))


def _enemies(game: ZarcanaGame) -> dict[tuple[int, int], list[Minion]]:
    found = {cell: sorted(m for m in here if m.owner != 0) for cell, here in game.minions.items()}
    return {cell: enemies for cell, enemies in found.items() if enemies}


def _lines(game: ZarcanaGame) -> list[str]:
    return [action.notation() for action in game.legal_actions(game.seats_to_act()[0])]


def test_z21_a_territory_used_stays_and_z20_a_played_card_is_discarded() -> None:
    game = position({"M13": "AC"}, {"M13": "1su"}, ["2C", ""])
    play(game, "play 2C by M13 small up grow")
    game.current = 0
    play(game, "use M13 medium up as cups grow")
    assert stack(game, "M13") == ["AC"] and game.discard == ["2C"]
    assert parse_cell("M13") in game.stacks


def test_z3_sizes_are_ordered_small_medium_large() -> None:
    """Z-3: bigger minions are harder to knock out: a medium reduces a large, and destroys a small or a medium."""
    game = position({"M13": "AS"}, {"M13": "1mu 2lu 2mu 2su"})
    play(game, "use M13 medium up as swords attack 2 large up at M13")
    game.current = 0
    play(game, "use M13 medium up as swords attack 2 small up at M13")
    assert here(game, "M13") == ["1mu", "2mu", "2mu"]
