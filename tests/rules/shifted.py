"""An evaluation with one seat a set lead further ahead in every unfinished position, for the tests of hard's
relative rewards (`Tree.relative`) in any game."""

from __future__ import annotations

from typing import Any

from rules import Phase
from rules.core.evaluation import Tree


class Shifted:
    """`evaluation` with the first seat `lead` points further ahead in every unfinished position and the others as
    far behind between them; with its own `tree` if given."""

    def __init__(self, evaluation: Any, lead: float, tree: Tree | None = None) -> None:
        self.evaluation, self.lead = evaluation, lead
        self.tree = evaluation.tree if tree is None else tree

    def __getattr__(self, name: str) -> Any:
        return getattr(self.evaluation, name)

    def scores(self, world: Any) -> list[float]:
        scores: list[float] = self.evaluation.scores(world)
        if world.phase is Phase.OVER:
            return scores
        share = self.lead / (len(scores) - 1)
        return [scores[0] + self.lead, *(score - share for score in scores[1:])]

    def evaluate(self, world: Any, seat: int) -> float:
        return self.scores(world)[seat]
