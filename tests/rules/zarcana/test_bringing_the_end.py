"""Zarcana games between computers end (`rules.zarcana.evaluation.ending_moves`): once the deck is late in being used
up (`behind_schedule`), the seat that leads in territory draws, discards its hand to draw again and declares the
final round as soon as it may (Z-66, H-18, H-24); a seat behind does the same, never declaring, `LATE` turns later."""

from __future__ import annotations

import random

from rules import Action, Phase
from rules.players import choose
from rules.players.arena import Table, play_one
from rules.zarcana import Declare, DiscardHand, Draw, Pass, ZarcanaGame
from rules.zarcana.evaluation import (
    LATE,
    USED_UP_BY,
    ZARCANA_EVALUATION,
    behind_schedule,
    ending_moves,
    leads,
)

from .positions import position

LEVELS = {"random": None, "easy": None, "medium": 2, "hard": 40}


def _nearly_out(turn: int, hands: list[str], *, deck_left: int = 2) -> ZarcanaGame:
    """Seat 0 holds the 10 of cups alone and seat 1 the 2 of cups, each aimed at by nothing; only `deck_left` cards
    are left in the deck (the rest lie in the discard pile), and it is turn `turn`, seat 0 to play."""
    game = position({"M13": "10C", "O13": "2C", "K13": "9S"}, {"M13": "1su", "O13": "2su"}, hands)
    game.discard, game.deck = game.deck[:-deck_left], game.deck[-deck_left:]
    game.turn = turn
    game.history = [(1, Pass())]  # a game under way: the seat's own decision reads the public history
    return game


def _choices(game: ZarcanaGame, seat: int) -> dict[str, Action]:
    return {level: choose(game, seat, level, random.Random(3), budget) for level, budget in LEVELS.items()}


def test_the_leader_with_the_deck_nearly_out_draws_it_up_then_declares_at_every_level() -> None:
    """Late in the game (turn 199), seat 0 leads 10 to 2 with two cards left in the deck: every level draws the most
    it may (the draw finds the deck empty and reshuffles, H-24); the next turn, it declares the final round (Z-66)."""
    game = _nearly_out(USED_UP_BY - 1, ["5S", "4C 6W"])
    assert leads(game, 0) and not leads(game, 1) and behind_schedule(game)
    assert ZARCANA_EVALUATION.search_actions(game, 0) == [Draw(3)]
    searched = ZARCANA_EVALUATION.search_actions(game.copy(history=False), 0)  # a sample the tree searches
    assert Draw(3) in searched and len(searched) > 1
    assert all(choice == Draw(3) for choice in _choices(game, 0).values())
    game.apply(0, Draw(3))
    assert game.reshuffles == 1 and len(game.hands[0]) == 4
    game.apply(1, Pass())
    assert game.can_declare() and ZARCANA_EVALUATION.search_actions(game, 0) == [Declare()]
    assert all(choice == Declare() for choice in _choices(game, 0).values())
    game.apply(0, Declare())
    game.apply(1, Pass())
    assert game.phase is Phase.OVER and game.winners == (0,)


def test_the_leader_with_a_full_hand_discards_it_to_draw_again() -> None:
    game = _nearly_out(USED_UP_BY - 1, ["5S 3C 7C 8W 9W 2S", ""], deck_left=10)
    left = ZARCANA_EVALUATION.search_actions(game, 0)
    assert left and all(isinstance(action, DiscardHand) for action in left)
    assert isinstance(choose(game, 0, "medium", random.Random(3), 2), DiscardHand)


def test_on_schedule_or_behind_in_territory_the_choice_is_the_search_s() -> None:
    """Early, with the deck on schedule, the leader's moves are all searched; late, the seat behind in territory
    keeps them all too (it may still catch up) until `LATE` turns after the leader had to end, and then draws, but
    never declares (the one behind would lose)."""
    early = _nearly_out(20, ["5S", "4C 6W"], deck_left=60)
    assert not behind_schedule(early) and not ending_moves(early, 0, early.legal_actions(0))
    assert len(ZARCANA_EVALUATION.search_actions(early, 0)) > 3
    late = _nearly_out(USED_UP_BY + 10, ["5S", "4C 6W"], deck_left=2)
    late.current = 1
    assert behind_schedule(late) and not behind_schedule(late, LATE)
    assert not ending_moves(late, 1, late.legal_actions(1))
    later = _nearly_out(USED_UP_BY + LATE + 10, ["5S", "4C 6W"], deck_left=2)
    later.current, later.reshuffles = 1, 1
    assert later.can_declare() and Declare() in later.legal_actions(1)
    assert ZARCANA_EVALUATION.search_actions(later, 1) == [Draw(3)]


def test_a_tie_in_territory_has_no_leader() -> None:
    game = position({"M13": "7C", "O13": "7W"}, {"M13": "1su", "O13": "2su"}, ["5S", "4C"])
    assert not leads(game, 0) and not leads(game, 1)


def test_a_game_of_medium_players_that_reached_the_turn_cap_now_ends() -> None:
    """Game 0 of the arena's seed `tt1`, medium against medium: both sides moved minions about with the Moon and
    turned them, nobody drawing after turn 62, until the 400-turn cap. Now the leader draws the deck up."""
    result = play_one(Table(("medium", "medium"), "zarcana", 400), 0, "tt1")
    assert result.turns < 300 and (result.winner == "medium" or result.shared)
