"""Hard shuns the slides that bring a board back (`rules.zark.repetition`, `rules.players.ismcts.SHUN_MARGIN`), so two
searching players do not move the same pyramids to and fro until the turn cap."""

from __future__ import annotations

import random

from rules import Phase
from rules.players import choose
from rules.players.ismcts import SHUN_MARGIN, ismcts, search
from rules.zark import ZarkGame, ZarkSettings
from rules.zark.actions import Move
from rules.zark.evaluation import ZARK_EVALUATION
from rules.zark.heuristic import search_actions
from rules.zark.hidden import Resampler
from rules.zark.repetition import repeating_moves


def _moves(game: ZarkGame, seat: int) -> list[Move]:
    return [action for action in game.legal_actions(seat) if isinstance(action, Move)]


def _to_and_fro() -> tuple[ZarkGame, int, Move]:
    """A 2-player Unopolis position after a to-and-fro: the seat to move slid a pyramid, the other seat slid one, then
    each slid its own back. The seat's first slide again would bring back the board that slide left."""
    for number in range(20):
        game = ZarkGame.new(ZarkSettings(players=("Ann", "Bob"), game="unopolis"), f"loop-{number}")
        rng = random.Random(number)
        while game.phase is not Phase.OVER and game.turn < 80:
            seat = game.seats_to_act()[0]
            if game.phase is Phase.ACTION and game.turn > 12:
                for first in _moves(game, seat):
                    trial = game.copy()
                    trial.apply(seat, first)
                    other = trial.seats_to_act()[0]
                    replies = _moves(trial, other) if trial.phase is Phase.ACTION and other != seat else []
                    for reply in replies:
                        loop = trial.copy()
                        backs = [Move(move.to, move.size, move.cell) for move in (first, reply)]
                        for mover, move in ((other, reply), (seat, backs[0]), (other, backs[1])):
                            if loop.phase is not Phase.ACTION or move not in _moves(loop, mover):
                                break
                            loop.apply(mover, move)
                        else:
                            return loop, seat, first
            game.apply(seat, choose(game, seat, "easy", rng))
    raise AssertionError("no to-and-fro found")


def test_the_slide_that_brings_a_board_back_is_named_and_only_after_the_to_and_fro() -> None:
    game, seat, first = _to_and_fro()
    assert game.seats_to_act()[0] == seat
    actions = search_actions(game, seat)
    assert first in repeating_moves(game, seat, actions)
    fresh = game.copy(history=False)  # the same board with no moves behind it: nothing repeats
    assert repeating_moves(fresh, seat, actions) == set()


def test_hard_plays_another_move_about_as_good_as_the_slide_it_shuns() -> None:
    """Here the to-and-fro slide is what hard's search likes best; shunning it, hard plays the most visited other
    move within `SHUN_MARGIN` of its mean reward and visited at least a quarter as often, from the same search."""
    game, seat, first = _to_and_fro()
    samples = Resampler(game, seat)
    actions = search_actions(samples.sample(random.Random(0), history=False), seat)
    shun = repeating_moves(game, seat, actions)
    root = search(ZARK_EVALUATION, samples, actions, random.Random(1), 80)
    ranked = sorted(root.children.items(), key=lambda item: (item[1].visits, item[1].reward), reverse=True)
    best, top = ranked[0]
    assert best == first and best in shun
    close = [
        action
        for action, child in ranked[1:]
        if action not in shun
        and 4 * child.visits >= top.visits
        and child.reward / child.visits >= top.reward / top.visits - SHUN_MARGIN
    ]
    assert close
    assert ismcts(ZARK_EVALUATION, samples, actions, random.Random(1), 80, shun=shun) == close[0] != best
