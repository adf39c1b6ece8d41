"""Trumps 0 to IX (Z-35 to Z-44) with their house rulings (H-9 to H-14)."""

from __future__ import annotations

from rules import NotYourTurnError, parse_cell
from rules.zarcana import Demand, Order, SecondStep, UseDrawn, events_for, parse_action
from tests import words

from .positions import cards, here, listed, pending, play, position, refused, stack

# ----------------------------------------------------------------------------------------------- 0 the Fool


def test_z35_the_fool_draws_twice_each_card_must_be_used_if_it_can_then_is_discarded() -> None:
    """Z-35, H-10: the 2 of Cups has a use (compulsory: no pass); the 7 of Wands has none (no lying minion) and is
    discarded; H-9: the Fool and its last card reach the pile together, in the order the player chooses."""
    game = position({"M13": "AC"}, {"M13": "1su"}, ["Fool", ""], deck_top="2C 7W")
    events = play(game, "play Fool")
    assert [(e.kind, e.cards) for e in events if e.kind == "fool-drew"] == [("fool-drew", ("2C",))]
    assert pending(game) == UseDrawn(cards("2C")[0])
    assert listed(game) == ["drawn as cups by M13 small up grow", "drawn as cups by M13 small up clone small"]
    refused(game, "pass", "First: P1 must use 2 of Cups, drawn by the Fool")
    events = play(game, "drawn as cups by M13 small up grow")
    assert here(game, "M13") == ["1mu"]
    assert [e.kind for e in events if e.kind in {"fool-drew", "no-use"}] == ["fool-drew", "no-use"]
    assert pending(game) == Order((cards("7W")[0], cards("Fool")[0]))
    assert game.discard == cards("2C 7W") and game.in_play == cards("Fool")
    refused(game, "top 7W 2C", "2 of Cups is not one of the cards reaching the discard pile together")
    refused(game, "top 7W 7W", "named twice")
    game.apply(0, parse_action("top 7W Fool"))  # H-9: the whole order named; the top card alone settles it too
    assert game.discard == cards("2C Fool 7W") and game.in_play == [] and game.current == 1


def test_z35_a_court_card_drawn_by_the_fool_is_not_wild() -> None:
    """Z-35: the King of Swords drawn is Swords only; alone and standing, the minion has no target, so it goes."""
    game = position({"M13": "AC"}, {"M13": "1su"}, ["Fool", ""], deck_top="KS 2C")
    events = play(game, "play Fool")
    assert [(e.kind, e.cards) for e in events if e.kind == "no-use"] == [("no-use", ("KS",))]
    assert pending(game) == UseDrawn(cards("2C")[0])
    refused(game, "drawn as swords by M13 small up raze M13", "has the power of Cups here")


def test_h10_the_fool_needs_no_minion_and_its_drawn_cards_may_need_none_either() -> None:
    """H-10: with no minion on the board, a drawn Star must still be used (it needs none)."""
    game = position({"M13": "AC"}, {}, ["Fool", ""], deck_top="Star AW 2W 3W 4W 2C")
    play(game, "play Fool")
    assert listed(game) == ["drawn as star"]
    play(game, "drawn as star")
    assert len(game.hands[0]) == 4 and pending(game) == Order((cards("2C")[0], cards("Fool")[0]))


def test_h10_a_drawn_card_is_resolved_fully_a_world_drawn_may_be_used_as_the_fool() -> None:
    """H-10: the Fool on the board is used; it turns up the World, which copies the face-up Fool and draws twice
    more, recursively; the World then goes to the pile with its last card, in the chosen order (H-9)."""
    game = position({"M13": "Fool", "N13": "AC"}, {"M13": "1su", "N13": "1su"}, deck_top="World 2C 3C 4C")
    play(game, "use M13 small up as fool")
    assert pending(game) == UseDrawn(cards("World")[0])
    assert listed(game) == ["drawn as fool"]
    play(game, "drawn as fool")
    assert pending(game) == UseDrawn(cards("2C")[0])
    play(game, "drawn as cups by N13 small up grow")
    play(game, "drawn as cups by N13 medium up grow")
    assert pending(game) == Order((cards("3C")[0], cards("World")[0]))
    play(game, "top World")
    assert pending(game) == UseDrawn(cards("4C")[0])  # the outer Fool's second card
    play(game, "drawn as cups by N13 large up clone large")
    assert stack(game, "M13") == ["Fool"] and game.discard == cards("2C 3C World 4C")
    assert pending(game) is None and game.current == 1  # from the board: the Fool stays, no order to choose


def test_h10_a_drawn_high_priestess_grants_its_extra_option_after_the_fool() -> None:
    game = position({"M13": "AC"}, {"M13": "1su"}, ["Fool", ""], deck_top="Priestess 5W 6W 2C")
    play(game, "play Fool")
    play(game, "drawn as priestess draw 2")
    play(game, "drawn as cups by M13 small up grow")
    events = play(game, "top Fool")
    assert [(e.kind, e.cards) for e in events if e.kind == "extra-option"] == [("extra-option", ("Priestess",))]
    assert game.current == 0 and game.forbidden == "Priestess"
    play(game, "pass")
    assert game.current == 1


# ----------------------------------------------------------------------------------------------- I the Magician


def test_z36_the_magician_is_any_suit_power_from_the_hand_or_the_board() -> None:
    game = position({"M13": "Magician", "N13": "7C"}, {"M13": "1se", "N13": "2su"})
    refused(game, "use M13 small east as magician move to N13", "Say which power The Magician is used as")
    powers = {line.split(" as ")[1].split()[0] for line in listed(game) if line.startswith("use")}
    assert powers == {"wands", "swords"}  # not Cups (it lies), not Discs (an enemy is on N13)
    play(game, "use M13 small east as swords attack 2 small up at N13")
    assert here(game, "N13") == []


def test_z36_the_magician_from_the_hand() -> None:
    game = position({"M13": "7C"}, {"M13": "1su"}, ["Magician", ""])
    play(game, "play Magician as cups by M13 small up clone small")
    assert here(game, "M13") == ["1su", "1su"] and game.discard == cards("Magician")


# ----------------------------------------------------------------------------------------------- II the High Priestess


def test_z37_the_high_priestess_draws_up_to_two_then_one_more_option() -> None:
    """Z-37, H-11: up to two cards, never above six; then another option of the eight, in the same turn."""
    game = position({"M13": "7C"}, hands=["Priestess AC 2C 3C 4C 5C", ""])
    refused(game, "play Priestess draw 2", "drawing 2 would take you above six")
    refused(game, "play Priestess draw 3", "draws up to 2 cards")
    events = play(game, "play Priestess draw 1")
    assert len(game.hands[0]) == 6 and game.current == 0 and game.turn == 1
    assert [e.kind for e in events][-1] == "extra-option" and game.discard == cards("Priestess")
    refused(game, "draw 1", "You hold 6 cards: you may draw no more, never going above six")
    play(game, "pass")
    assert game.current == 1 and game.turn == 2


def test_z37_the_extra_option_may_not_use_the_card_that_granted_it() -> None:
    game = position({"M13": "Priestess", "N13": "AC"}, {"M13": "1su", "N13": "1su"}, ["", ""])
    play(game, "use M13 small up as priestess draw 0")
    refused(game, "use M13 small up as priestess draw 1", "may not use The High Priestess, which granted it")
    assert not any(line.startswith("use M13") for line in listed(game))
    play(game, "use N13 small up as cups grow")
    assert game.current == 1 and game.forbidden is None


def test_z37_h18_the_extra_option_may_declare_the_final_round() -> None:
    game = position({"M13": "7C"}, hands=["Priestess", ""], reshuffles=1)
    play(game, "play Priestess draw 0")
    play(game, "declare")
    assert game.declarer == 0 and game.current == 1


# ----------------------------------------------------------------------------------------------- IV the Emperor


def test_z39_the_emperor_attacks_and_the_victims_owner_chooses_the_cards_to_give() -> None:
    """Z-39, H-12: the demand is the victim's owner's decision, asked of them alone; the cards are private."""
    board, minions = {"M13": "7C", "N13": "8C"}, {"M13": "1le", "N13": "2su 1su"}
    game = position(board, minions, ["Emperor 5D", "AC 2C 3C", "9W"], players=3)
    events = play(game, "play Emperor by M13 large east attack 2 small up at N13 demand 2")
    assert here(game, "N13") == ["1su"]
    assert pending(game) == Demand(1, 0, 2) and game.seats_to_act() == [1]
    assert [(e.kind, e.seat, e.other, e.count) for e in events if e.kind == "demand"] == [("demand", 0, 1, 2)]
    with words.refused(NotYourTurnError, "P2 must give P1 2 cards"):
        game.apply(0, parse_action("pass"))
    assert listed(game) == ["give AC 2C to 1", "give AC 3C to 1", "give 2C 3C to 1"]
    refused(game, "give AC to 1", "Give exactly 2 cards")
    refused(game, "give AC 9W to 1", "9 of Wands is not in your hand")
    refused(game, "give AC 2C to 3", "give the cards to them")
    events = play(game, "give AC 3C to 1")
    assert sorted(game.hands[0]) == sorted(cards("5D AC 3C")) and game.hands[1] == cards("2C")
    assert game.discard == cards("Emperor") and game.current == 1  # H-9: discarded once the demand is met
    gave = next(e for e in events if e.kind == "gave")
    assert gave.seen_by == (1, 0) and list(gave.cards) == cards("AC 3C")
    assert [e.cards for e in events_for(events, 2) if e.kind == "gave"] == [()]
    assert game.view(2).history[-1] == (1, "give 2 cards to 1")
    assert game.view(0).history[-1] == (1, "give AC 3C to 1")


def test_z39_h12_the_demand_only_from_an_enemy_within_the_hand_limit_and_the_cards_they_hold() -> None:
    board, minions = {"M13": "7C", "N13": "8C"}, {"M13": "1le", "N13": "2su 1su"}
    game = position(board, minions, ["Emperor AD 2D 3D 4D 5D", "AC 2C", "9W"], players=3)
    refused(game, "play Emperor by M13 large east attack 1 small up at N13 demand 1", "only when it attacks an enemy")
    refused(
        game,
        "play Emperor by M13 large east attack 2 small up at N13 demand 2",
        "You may demand only 1 card: the demand keeps you at six or fewer (H-12).",
    )
    game.hands[0] = cards("Emperor")
    refused(game, "play Emperor by M13 large east attack 2 small up at N13 demand 3", "holds only 2 cards")
    refused(game, "play Emperor by M13 large east attack 2 small up at N13 demand 4", "up to three cards")
    game.hands[0] = cards("Emperor 4S")
    refused(game, "play 4S by M13 large east attack 2 small up at N13 demand 1", "Only the Emperor demands")
    play(game, "play Emperor by M13 large east attack 2 small up at N13")
    assert pending(game) is None and game.current == 1


def test_z39_a_resigning_victim_owner_owes_nothing() -> None:
    game = position({"M13": "7C", "N13": "8C"}, {"M13": "1le", "N13": "2su"}, ["Emperor", "AC 2C", "9W"], players=3)
    play(game, "play Emperor by M13 large east attack 2 small up at N13 demand 1")
    game.apply(1, parse_action("resign"))
    assert pending(game) is None and game.hands[0] == [] and game.current == 2


# ----------------------------------------------------------------------------------------------- V the Hierophant


def test_z40_h13_the_hierophant_replaces_any_victim_by_one_of_yours_no_bigger_standing() -> None:
    game = position({"M13": "7C", "N13": "8C"}, {"M13": "1se", "N13": "2le"}, ["Hierophant", ""])
    converts = "it converts a minion in the target space into one of yours, of its size or smaller, standing"
    raze, attack = "raze N13", "attack 2 large east at N13"
    refused(
        game,
        f"play Hierophant by M13 small east {raze}",
        f"The Hierophant never removes a card: {converts} (Z-40, H-13).",
    )
    refused(
        game, f"play Hierophant by M13 small east {attack}", f"The Hierophant does not attack: {converts} (Z-40, H-13)."
    )
    play(game, "play Hierophant by M13 small east convert 2 large east at N13 to medium")
    assert here(game, "N13") == ["1mu"] and game.stashes[1][3] == 5 and game.stashes[0][2] == 4


def test_h13_the_hierophant_converts_a_minion_of_your_own_colour_too() -> None:
    game = position({"M13": "7C"}, {"M13": "1su 1le"}, ["Hierophant", ""])
    play(game, "play Hierophant by M13 small up convert 1 large east at M13 to small")
    assert here(game, "M13") == ["1su", "1su"]


def test_z40_the_hierophants_replacement_is_the_victims_size_or_smaller_from_the_stash() -> None:
    game = position({"M13": "7C", "N13": "8C"}, {"M13": "1le", "N13": "2mu"}, ["Hierophant", ""])
    refused(game, "play Hierophant by M13 large east convert 2 medium up at N13 to large", "medium at most")
    game.stashes[0][2] = 0
    refused(game, "play Hierophant by M13 large east convert 2 medium up at N13 to medium", "no medium minion")


# ----------------------------------------------------------------------------------------------- VI the Lovers


def test_z41_h14_the_lovers_create_a_minion_of_any_size_in_empty_wasteland_next_to_a_card() -> None:
    """Z-41, H-14: no minion needed; the new minion stands (H-6)."""
    game = position({"M13": "7C"}, {"N13": "2su"}, ["Lovers", ""])
    refused(game, "play Lovers create large at M13", "not an empty wasteland space")
    refused(game, "play Lovers create large at N13", "not an empty wasteland space")
    refused(game, "play Lovers create large at O13", "next to no card")
    play(game, "play Lovers create large at M12")
    assert here(game, "M12") == ["1lu"]


def test_h14_the_lovers_on_the_board_are_used_by_a_minion_on_them() -> None:
    game = position({"M13": "Lovers"}, {"M13": "1sw"})
    play(game, "use M13 small west as lovers create medium at M14")
    assert here(game, "M14") == ["1mu"]


# ----------------------------------------------------------------------------------------------- VII the Chariot


def test_z42_the_chariot_moves_once_or_twice_in_any_direction() -> None:
    """Z-42: whatever the starting orientation; each step obeys H-7 and the population limit; H-9: the card stays in
    play until the power is over."""
    game = position({"M13": "7C", "N13": "8C", "N14": "9C"}, {"M13": "1sn"}, ["Chariot", ""])
    play(game, "play Chariot by M13 small north move to N13")
    assert pending(game) == SecondStep("chariot", parse_cell("N13"), 1, "U") and game.in_play == cards("Chariot")
    steps = {"again move to M13", "again move to O13", "again move to N12", "again move to N14", "done"}
    assert set(listed(game)) == steps
    play(game, "again move to N14")
    assert here(game, "N14") == ["1su"] and game.discard == cards("Chariot") and game.current == 1


def test_z42_the_chariot_may_stop_after_one_step() -> None:
    game = position({"M13": "7C", "N13": "8C"}, {"M13": "1sn"}, ["Chariot", ""])
    play(game, "play Chariot by M13 small north move to N13")
    play(game, "done")
    assert here(game, "N13") == ["1su"] and game.current == 1


# ----------------------------------------------------------------------------------------------- VIII Strength


def test_z43_strength_grows_or_clones_twice_the_steps_may_differ() -> None:
    game = position({"M13": "7C"}, {"M13": "1su"}, ["Strength", ""])
    play(game, "play Strength by M13 small up grow")
    assert pending(game) == SecondStep("strength", parse_cell("M13"), 2, "U")
    play(game, "again clone medium")
    assert here(game, "M13") == ["1mu", "1mu"]


def test_z43_strength_needs_a_standing_minion_on_a_territory() -> None:
    game = position({"M13": "7C"}, {"M13": "1se"}, ["Strength", ""])
    refused(game, "play Strength by M13 small east grow", "needs a standing minion")


# ----------------------------------------------------------------------------------------------- IX the Hermit


def test_z44_the_hermit_moves_once_any_direction() -> None:
    game = position({"M13": "7C", "M12": "8C"}, {"M13": "1se"}, ["Hermit", ""])
    play(game, "play Hermit by M13 small east move to M12")
    assert here(game, "M12") == ["1su"] and pending(game) is None
