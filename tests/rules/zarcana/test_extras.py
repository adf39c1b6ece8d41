"""The optional extra cards (section 8.3): the Doppelganger (Z-57) and the Gateway (Z-58), with H-9 and H-17."""

from __future__ import annotations

from rules.zarcana import ZarcanaGame

from .positions import cards, here, listed, play, position, refused


def _powers(game: ZarcanaGame, prefix: str) -> set[str]:
    return {line.split(" as ")[1].split()[0] for line in listed(game) if line.startswith(prefix)}


def test_z57_h17_the_doppelganger_has_the_top_discards_power_a_court_cards_suit_only() -> None:
    """Z-57, H-17: with the King of Swords on top of the pile, it is Swords (not any suit, as a court from the hand)."""
    game = position(
        {"M13": "7C", "N13": "8C"}, {"M13": "1se", "N13": "2su"}, ["Doppelganger", ""], discard="KS", extra_cards=True
    )
    assert _powers(game, "play Doppelganger") == {"swords"}
    refused(
        game,
        "play Doppelganger as cups by M13 small east grow",
        "The Doppelganger has the power of Swords here, not cups: it copies King of Swords, a court card, with its "
        "own suit's power only (Z-57, H-17).",
    )
    play(game, "play Doppelganger as swords by M13 small east attack 2 small up at N13")
    assert game.discard == cards("KS Doppelganger")  # H-9: it reaches the pile after its power, so never copies itself


def test_z57_the_doppelganger_has_the_copied_powers_requirements() -> None:
    """Z-57: the 3 of Wands on top: Wands needs a lying minion."""
    game = position({"M13": "7C", "N13": "8C"}, {"M13": "1su"}, ["Doppelganger", ""], discard="3W", extra_cards=True)
    refused(game, "play Doppelganger as wands by M13 small up move to N13", "needs a lying minion")


def test_z57_with_an_empty_discard_pile_the_doppelganger_has_no_power() -> None:
    game = position({"M13": "7C"}, {"M13": "1se"}, ["Doppelganger", ""], extra_cards=True)
    refused(game, "play Doppelganger as swords by M13 small east raze N13", "The discard pile is empty")
    assert not any(line.startswith("play Doppelganger") for line in listed(game))


def test_z55_z57_the_doppelganger_as_judgement_skips_judgement_on_the_pile() -> None:
    """Z-55: "not counting this one": Judgement itself, on top of the pile, stays there."""
    game = position({"M13": "7C"}, {}, ["Doppelganger", ""], discard="5C 6C Judgement", extra_cards=True)
    play(game, "play Doppelganger as judgement take 2")
    assert sorted(game.hands[0]) == sorted(cards("5C 6C")) and game.discard == cards("Judgement Doppelganger")


def test_z58_the_gateway_teleports_to_another_territory_of_the_same_suit_standing() -> None:
    """Z-58: from the 7 of Cups to the 2 of Cups, not to the 8 of Wands; the population limit holds (H-17)."""
    game = position(
        {"M13": "7C", "N13": "8W", "O13": "2C", "O14": "KC"},
        {"M13": "1se", "O14": "2su 2su 2su"},
        ["Gateway", ""],
        extra_cards=True,
    )
    refused(game, "play Gateway by M13 small east teleport to N13", "is not of the suit of 7 of Cups")
    refused(game, "play Gateway by M13 small east teleport to O14", "already holds 3 minions")
    refused(game, "play Gateway by M13 small east teleport to M13", "another territory")
    play(game, "play Gateway by M13 small east teleport to O13")
    assert here(game, "O13") == ["1su"] and here(game, "M13") == []


def test_z58_h17_on_the_board_the_gateway_is_a_trump_and_so_is_the_other_extra_card() -> None:
    """Z-58, H-17: trumps count as a fifth suit, and both extra cards count as trumps."""
    game = position(
        {"M13": "Gateway", "N13": "Moon", "O13": "Doppelganger", "M14": "2C"}, {"M13": "1su"}, extra_cards=True
    )
    destinations = {line.split()[-1] for line in listed(game) if line.startswith("use M13 small up as gateway")}
    assert destinations == {"N13", "O13"}


def test_z45_z58_a_face_down_card_has_no_suit_for_the_gateway() -> None:
    game = position(
        {"M13": "7C KC", "N13": "2C"}, {"M13": "1su"}, ["Gateway", ""], face_down={"KC": 0}, extra_cards=True
    )
    refused(game, "play Gateway by M13 small up teleport to N13", "face down, so its suit is unknown")
