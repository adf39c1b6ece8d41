"""The rating arithmetic: OpenSkill's Weng-Lin Plackett-Luce model over a finished game's places.

A rating is a skill `mu` and its uncertainty `sigma` (OpenSkill's defaults for a person's first game: 25 and 25/3).
Computer players are rated too, one pseudo-player per level (``computer:hard``), each starting from a fixed value
by level (`COMPUTER_START`), so that a person's first games against them move the person's rating about as far as
the levels' known strengths warrant. Everything here is a pure function of its arguments, with the model's fixed
defaults, so replaying the stored results in order (`python -m data ratings --rebuild`) gives exactly the stored
numbers.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from openskill.models import PlackettLuce

#: The model, with OpenSkill's defaults (mu 25, sigma 25/3, beta 25/6, tau 25/300); never change them without
#: rebuilding the ratings (`python -m data ratings --rebuild`), which then gives new numbers.
MODEL = PlackettLuce()

#: The pseudo-player of a computer level: ``computer:easy``.
COMPUTER_PREFIX = "computer:"


@dataclass(frozen=True, slots=True)
class Skill:
    mu: float
    sigma: float

    @property
    def ordinal(self) -> float:
        """A conservative figure for tables: the skill less three times its uncertainty."""
        return self.mu - 3 * self.sigma


#: A person's first rating in each game kind.
PERSON_START = Skill(MODEL.mu, MODEL.sigma)
#: A computer level's first rating in each game kind: the weakest below a newcomer, the strongest above, with the
#: same uncertainty as a newcomer's (their strength is measured in the arena, not against people).
COMPUTER_START = {
    "random": Skill(15.0, MODEL.sigma),
    "easy": Skill(20.0, MODEL.sigma),
    "medium": Skill(25.0, MODEL.sigma),
    "hard": Skill(30.0, MODEL.sigma),
}


def computer_player(level: str) -> str:
    return f"{COMPUTER_PREFIX}{level}"


def starting_skill(player: str) -> Skill:
    """Where a player's rating starts in a game kind they have never been rated in."""
    if player.startswith(COMPUTER_PREFIX):
        return COMPUTER_START.get(player.removeprefix(COMPUTER_PREFIX), PERSON_START)
    return PERSON_START


@dataclass(frozen=True, slots=True)
class Entrant:
    """One seat of a finished game: who played it (a person's id, or a computer level's pseudo-player) and its place
    (0 is first; seats sharing a place tied)."""

    player: str
    place: int


def rate(entrants: Sequence[Entrant], before: Mapping[str, Skill]) -> dict[str, Skill]:
    """Every player's rating after the game, from `before` (each entrant's player's rating going in).

    Each seat is a team of one. Two seats of one player (two computer players of one level at a table) both play
    against everyone, from the same rating; the level's rating after is the mean of theirs."""
    teams = [[MODEL.rating(mu=before[e.player].mu, sigma=before[e.player].sigma)] for e in entrants]
    rated = MODEL.rate(teams, ranks=[float(e.place + 1) for e in entrants])
    seats: dict[str, list[Skill]] = {}
    for entrant, [rating] in zip(entrants, rated, strict=True):
        seats.setdefault(entrant.player, []).append(Skill(rating.mu, rating.sigma))
    return {
        player: skills[0]
        if len(skills) == 1
        else Skill(_mean([s.mu for s in skills]), _mean([s.sigma for s in skills]))
        for player, skills in seats.items()
    }


def _mean(values: Sequence[float]) -> float:
    return sum(values) / len(values)
