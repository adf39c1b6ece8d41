"""The Zark family's evaluation (Zark City, Unocitta, Unopolis: `ZarkGame`), as the computer players (`rules.players`)
need it: `EVALUATIONS` holds each kind's, `ZarkEvaluation`s that differ only in their tree and 2-player hard's budget,
answering `rules.core.evaluation.Evaluation` from `heuristic` (the moves worth telling apart, the heuristic, the moves
made without searching), `threats` (a win in one), `repetition` (the slides hard shuns) and `hidden` (the samples of
what a seat cannot see), with the levels' budgets.

What a Wild stands for never decides a block (R-24), so search treats the 40 nominations of one Wild on one cell as
one move (`heuristic.search_actions`), and names it after a neighbour where it can.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from ..core.actions import Action
from ..core.evaluation import Tree
from . import heuristic
from .actions import Attack
from .game import ZarkGame
from .hidden import Resampler
from .repetition import repeating_moves
from .threats import beyond_winning, winning_action

#: How much a level searches: medium's samples of the hidden cards; hard's, with three or more players, deals on
#: which each of its best moves is played on for a round (`rules.players.rounds`). Counted, not timed, so a move depends
#: only on the seed and what the seat knows, never on how busy the machine is (but for hard's two CPU limits, met on
#: slow positions); `bench/rules.py` prints the time a decision takes at these budgets (about 0.5 s for medium and
#: 1.5 s for hard were asked for).
BUDGETS = {"random": 0, "easy": 0, "medium": 8, "hard": 8}
#: Hard's tree iterations with two players (`rules.players.ismcts`), whose walks go two rounds deep
#: (`Tree.two_player_rounds`): p95 1.1 s in the Zark City arena, 1.5 s in Unocitta at 500, which now searches more
#: (`UNOCITTA_TWO_PLAYER_HARD`).
TWO_PLAYER_HARD = 500
#: Hard's tree iterations with three or more players where it searches its tree there (Unocitta's:
#: `Tree.rounds_with_more_players`).
TREE_MORE_PLAYERS_HARD = 800
#: Unocitta's 2-player hard, which won 0.63 of 160 games against medium at 500 iterations and 0.70 of 40 at 1,000, its
#: decisions' p95 1.7 s of CPU with the machine to itself (at 1,200, 2.07 s: over the 2 s limit).
UNOCITTA_TWO_PLAYER_HARD = 1000

#: The spread of easy's noise, in points of `evaluate`: enough to miss the best move now and then.
EASY_NOISE = 1.0


class ZarkEvaluation:
    """`Evaluation` for the Zark family's `ZarkGame`."""

    win = heuristic.WIN

    def __init__(self, tree: Tree, *, two_player_hard: int = TWO_PLAYER_HARD) -> None:
        self.tree = tree
        self.two_player_hard = two_player_hard

    def search_actions(self, world: ZarkGame, seat: int) -> list[Action]:
        return heuristic.search_actions(world, seat)

    def after(self, world: ZarkGame, seat: int, action: Action) -> ZarkGame:
        return heuristic.after(world, seat, action)

    def finish_turn(self, world: ZarkGame, seat: int) -> None:
        heuristic.finish_turn(world, seat)

    def evaluate(self, world: ZarkGame, seat: int) -> float:
        return heuristic.evaluate(world, seat)

    def scores(self, world: ZarkGame) -> list[float]:
        return heuristic.scores(world)

    def winning_action(self, world: ZarkGame, seat: int, *, cardless: bool = False) -> Action | None:
        return winning_action(world, seat, cardless=cardless)

    def forced(self, world: ZarkGame, seat: int, actions: Sequence[Action]) -> Action | None:
        return heuristic.forced(world, seat, actions)

    def easy(self, world: ZarkGame, seat: int, actions: Sequence[Action], rng: random.Random) -> Action:
        return heuristic.greedy(world, seat, actions, rng, noise=EASY_NOISE)

    def gentle(self, world: ZarkGame, seat: int, actions: Sequence[Action]) -> list[Action]:
        """Every move but an attack (R-11): a gentle player never takes a pyramid, the learner's starter least."""
        return [action for action in actions if not isinstance(action, Attack)]

    def shunned(self, world: ZarkGame, seat: int, actions: Sequence[Action]) -> set[Action]:
        """The slides that leave the pyramids as one of `seat`'s recent moves left them (`repetition`)."""
        return repeating_moves(world, seat, actions)

    def votes_to_end(self, world: ZarkGame, seat: int) -> bool:
        """Once no power block can ever be made (`beyond_winning`, R-28a), if `seat` has not voted yet."""
        return not world.end_votes[seat] and beyond_winning(world)

    def resampler(self, game: ZarkGame, seat: int) -> Resampler:
        return Resampler(game, seat)

    def default_budget(self, level: str, players: int) -> int:
        if level != "hard":
            return BUDGETS[level]
        if players == 2:
            return self.two_player_hard
        return BUDGETS["hard"] if self.tree.rounds_with_more_players else TREE_MORE_PLAYERS_HARD  # deals, or iterations


#: Zark City's and Unopolis's (and the caretaker's).
ZARK_EVALUATION = ZarkEvaluation(Tree())
#: Unocitta's: more iterations for 2-player hard, and its tree with more players, where 4-player hard against three
#: mediums won 17 of 30 games, and 11 of the same 30 playing a round on (on another seed 5 of 36 against 11: even
#: over both, docs/computer-players.md).
UNOCITTA_EVALUATION = ZarkEvaluation(Tree(rounds_with_more_players=False), two_player_hard=UNOCITTA_TWO_PLAYER_HARD)
#: Each Zark family kind's evaluation, by the kind's key.
EVALUATIONS = {"zark-city": ZARK_EVALUATION, "unocitta": UNOCITTA_EVALUATION, "unopolis": ZARK_EVALUATION}
