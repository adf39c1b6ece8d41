"""Games built by actions for the post-game review's tests (`rules.review`), written as records under
``tests/rules/review/``. Regenerate them with ``.venv/bin/python -m tests.rules.review_records``.

Each is played by a careful player at every seat: it takes a win in one when it has one, and otherwise plays the
easy computer player's choice among the moves that leave the next player no win in one (when there is such a move).
What counts as a win here is the kind's own quick check (`Evaluation.winning_action`), not the review's search, so
the review is tested against moves made independently of it. Then, once, a planned mistake:

- ``miss``: the first time a seat has a win in one, it plays the careful choice among its other moves instead;
- ``allow``: the first time a seat could leave the next player a win in one and need not, it does (its first such
  move in the engine's order), and the next player takes it.

A game with no planned mistake (``none``) has nothing for the review to find: every win is taken, and nobody could
have kept the winner from winning.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from pathlib import Path

from rules import games
from rules.core.actions import Action
from rules.core.phase import Phase
from rules.core.protocol import GameKind, GameState
from rules.core.registry import kind_named

HERE = Path(__file__).resolve().parent / "review"


@dataclass(frozen=True)
class Plan:
    name: str
    game: str
    players: int
    seed: str
    mistake: str  # "miss", "allow" or "none"
    max_moves: int = 400


PLANS = (
    Plan("zark-miss", "zark-city", 2, "review-1", "miss"),
    Plan("zark-allow", "zark-city", 2, "review-2", "allow"),
    Plan("zark-none", "zark-city", 2, "review-3", "none"),
    Plan("unocitta-miss", "unocitta", 3, "review-6", "miss"),
    Plan("unocitta-allow", "unocitta", 2, "review-5", "allow"),
    Plan("unocitta-none", "unocitta", 2, "review-4", "none"),
    Plan("zarcana-allow", "zarcana", 2, "review-1", "allow"),
    Plan("zarcana-none", "zarcana", 3, "review-4", "none"),
)


def _win(kind: GameKind, game: GameState, seat: int) -> Action | None:
    return kind.evaluation.winning_action(game.copy(history=False), seat)


def _gives_a_win(kind: GameKind, game: GameState, seat: int, action: Action) -> bool:
    after = kind.evaluation.after(game, seat, action)
    if after.phase is Phase.OVER:
        return False
    waiting = after.seats_to_act()
    return bool(waiting) and waiting[0] != seat and _win(kind, after, waiting[0]) is not None


def build(plan: Plan) -> GameState:
    kind = kind_named(plan.game)
    settings = kind.settings({**kind.table({}), "players": [f"Player {seat + 1}" for seat in range(plan.players)]})
    game = kind.new(settings, plan.seed)
    rng = random.Random(plan.seed)
    mistake_made = plan.mistake == "none"
    while game.phase is not Phase.OVER and len(game.history) < plan.max_moves:
        seat = game.seats_to_act()[0]
        actions = game.legal_actions(seat)
        win = _win(kind, game, seat)
        if win is not None and not (plan.mistake == "miss" and not mistake_made):
            game.apply(seat, win)
            continue
        if win is not None:  # the planned miss
            actions = [action for action in actions if _win_alone(kind, game, seat, action) is False]
            mistake_made = True
        if len(actions) == 1 or kind.completes_turn(actions[0]):
            game.apply(seat, kind.evaluation.easy(game, seat, actions, rng))
            continue
        safe = [action for action in actions if not _gives_a_win(kind, game, seat, action)]
        if plan.mistake == "allow" and not mistake_made and safe and len(safe) < len(actions):
            game.apply(seat, next(action for action in actions if action not in safe))
            mistake_made = True
            continue
        game.apply(seat, kind.evaluation.easy(game, seat, safe or actions, rng))
    assert game.phase is Phase.OVER and mistake_made, (
        f"{plan.name}: {game.phase}, {len(game.history)} moves, {mistake_made}"
    )
    return game


def _win_alone(kind: GameKind, game: GameState, seat: int, action: Action) -> bool:
    trial = game.copy(history=False)
    trial.apply(seat, action)
    return trial.phase is Phase.OVER and tuple(trial.winners) == (seat,)


def main() -> None:
    games.load()
    HERE.mkdir(exist_ok=True)
    for plan in PLANS:
        game = build(plan)
        text = kind_named(plan.game).write_record(game)
        (HERE / f"{plan.name}.txt").write_text(f"# {plan.name}: built by tests/rules/review_records.py\n{text}")
        print(plan.name, len(game.history), "moves, winners", [seat + 1 for seat in game.winners])


if __name__ == "__main__":
    main()
