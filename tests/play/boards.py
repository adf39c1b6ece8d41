"""Exact positions for the bot-layer tests, built with `tests.rules.positions.position`."""

from __future__ import annotations

from rules.zark import Draw, ZarkGame
from tests.rules.positions import position

#: Three players. P1 (seat 0) holds M13 (small) and M14 (medium) and two Aces; N13 holds pieces of two
#: opponents (two smalls: a target with several owners); L13 holds a large; O13 is out of P1's reach (R-11).
CROWDED_CARDS = {"M13": "7H", "N13": "8H", "O13": "9H", "M14": "3D", "L13": "5C", "M12": "2S"}
CROWDED_PIECES = {"M13": "1s", "M14": "1m", "N13": "2s 3s 2m", "L13": "2l", "O13": "3m"}
CROWDED_HANDS = ["10H 4C QH KD JK AS AC", "2C", "3C"]


def crowded(*, edition: str = "arcade") -> ZarkGame:
    return position(CROWDED_CARDS, CROWDED_PIECES, CROWDED_HANDS, players=3, edition=edition)


def hatchling() -> ZarkGame:
    """P1 has no pyramids on the board, so may Hatch (R-16)."""
    return position({"M13": "7H", "N13": "8H"}, {"M13": "2s", "N13": "2m"}, ["4C 10H JK", "2C"])


def over_the_limit(hand: str = "2H 3H 4H 5H 6H KD") -> ZarkGame:
    """P1 holds six, then Draws three (R-8): nine cards, three to discard (R-9)."""
    game = position({"M13": "7H", "N13": "8H"}, {"M13": "1s", "N13": "2s"}, [hand, "2C"])
    game.apply(0, Draw())
    assert game.phase == "discard"
    return game


def winning_for_p1() -> ZarkGame:
    """P1 controls a suited run 7♥ 8♥ 9♥ in a line, as soon as the game checks (R-17)."""
    return position({"M13": "7H", "N13": "8H", "O13": "9H"}, {"M13": "1s", "N13": "1s", "O13": "1s 2s"}, ["KD", "2C"])


def six_in_hand(hand: str = "2H 3H 4H 5H 6H KD", *, edition: str = "arcade") -> ZarkGame:
    """P1 to play, holding `hand`: a Draw takes it over six (R-8)."""
    return position({"M13": "7H", "N13": "8H"}, {"M13": "1s", "N13": "2s"}, [hand, "2C"], edition=edition)
