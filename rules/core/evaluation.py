"""What the computer players need of a game (`rules.players`): its `Evaluation`. The four levels are written once
against this protocol; a game gets them all by giving its kind an evaluation (`GameKind.evaluation`).

An evaluation says which moves differ (`search_actions`: the legal actions, each kind of move once), how good a
position looks to a seat (`evaluate`, `scores`), the moves made without searching (`forced`, `easy`, `finish_turn`),
a win in one (`winning_action`), how to sample what a seat cannot see (`resampler`) and how much each level searches
(`default_budget`). A "move" searched is one action followed by `finish_turn` (what the engine asks next of the same
turn that no level searches: the Zark family's discard, a Zarcana option's answers), so whoever must act next
(`seats_to_act()[0]`) may be the same seat again or another seat answering mid-turn.

Everything an evaluation reads is the game it is given: a sample of what one seat may believe, never the real game
(except `resampler`, which makes those samples from it and reads nothing the seat cannot see).
"""

from __future__ import annotations

import random
from collections.abc import Collection, Sequence
from dataclasses import dataclass
from typing import Protocol, Self, TypeVar

from .actions import Action
from .phase import Phase

#: The computer players' levels, weakest first. ``random`` is the arena's yardstick; a table seats the others.
LEVELS = ("random", "easy", "medium", "hard")
#: The tutorial's computer players (`play.tutorial`): the easy level, less every move the evaluation's `gentle` leaves
#: out (in the Zark family, every attack), so a learner is never set back; seated by a tutorial only, never offered.
GENTLE = "gentle"


class SearchState(Protocol):
    """What search reads of a game state: who acts, how it ends, how to try an action on a copy."""

    @property
    def phase(self) -> Phase: ...

    def seats_to_act(self) -> list[int]: ...

    def active_seats(self) -> list[int]: ...

    def apply(self, seat: int, action: Action) -> object: ...

    def copy(self, *, history: bool = True) -> Self: ...


G = TypeVar("G", bound=SearchState)
G_co = TypeVar("G_co", bound=SearchState, covariant=True)


class Sampler(Protocol[G_co]):
    """Samples of one game as one seat may believe it to be: its hidden cards dealt afresh, from what `seat` knows
    alone (what it knows is worked out once, for many samples). With `history` false a sample has no history (search
    never reads it, and masking it costs)."""

    @property
    def seat(self) -> int: ...

    @property
    def game(self) -> G_co: ...

    def sample(self, rng: random.Random, *, history: bool = True) -> G_co: ...


@dataclass(frozen=True)
class Tree:
    """The hard level's constants for one game (`rules.players.ismcts`). The defaults are the ones the Zark family
    was tuned with (docs/computer-players.md); a game may give its own."""

    #: UCB's exploration constant, on rewards squashed into 0..1.
    exploration: float = 0.25
    #: Visits a node needs before its mover's moves are scored and it grows children of its own.
    expand_at: int = 4
    #: How many visits' worth the one-ply prior of a move counts for.
    prior_visits: float = 3.0
    #: How many moves a node considers at first, best prior first (more as it is visited: progressive widening).
    width: int = 4
    #: With two players a walk covers this many rounds (the searching seat's move, the reply, its next move and the
    #: reply to that) and a node grows after `two_player_expand_at` visits, so the tree sees how a threat is answered
    #: and what the seat can do then. In the Zark family, 2-player hard vs medium in Unocitta went from 0.47 to 0.65
    #: over the same 40 games with two rounds. With more players a round is already three plies or more.
    two_player_rounds: int = 2
    two_player_expand_at: int = 2
    #: How far apart two `evaluate` scores must be to make a clear difference in the 0..1 rewards.
    scale: float = 8.0
    #: Whether the rewards (and priors) squash each seat's score less its score at the root, so a seat far ahead or
    #: behind still tells its moves apart (its rewards do not all sit near 1 or 0). A finished game still counts 1, 0
    #: or a half.
    relative: bool = False
    #: With three or more players, hard plays each of its best moves on for a round (`rules.players.rounds`) instead of
    #: searching this tree: 4-player hard against three mediums won more that way in Zark City, Unopolis and Zarcana;
    #: in Unocitta less on one seed and more on another, even over both (docs/computer-players.md).
    rounds_with_more_players: bool = True


class Evaluation(Protocol[G]):
    """What the computer players need of one game (see the module's description)."""

    @property
    def win(self) -> float:
        """What `evaluate` gives a game won alone (and its negative a lost one)."""
        ...

    @property
    def tree(self) -> Tree:
        """The hard level's constants for this game."""
        ...

    def search_actions(self, world: G, seat: int) -> list[Action]:
        """The legal actions of `seat`, each kind of move once (moves that differ in nothing that counts are one).
        At the root `world` has the public history (the samples searched have none)."""
        ...

    def after(self, world: G, seat: int, action: Action) -> G:
        """A copy of `world` (without its history) after `seat` plays `action` and `finish_turn`."""
        ...

    def finish_turn(self, world: G, seat: int) -> None:
        """Play out what the engine asks next that no level searches (in place), after `seat`'s action."""
        ...

    def evaluate(self, world: G, seat: int) -> float:
        """How good `world` looks for `seat` (higher is better; `win` for a game won alone, `-win` for a lost one)."""
        ...

    def scores(self, world: G) -> list[float]:
        """`evaluate` for every seat at once, one entry per seat."""
        ...

    def winning_action(self, world: G, seat: int, *, cardless: bool = False) -> Action | None:
        """An action that wins for `seat` at once, if `seat` may act now and has one; with `cardless`, only a win that
        needs no hidden card (so it holds in every deal)."""
        ...

    def forced(self, world: G, seat: int, actions: Sequence[Action]) -> Action | None:
        """The move every level but random makes without searching, if there is one: a win in one, the only move."""
        ...

    def easy(self, world: G, seat: int, actions: Sequence[Action], rng: random.Random) -> Action:
        """The easy level's choice among `actions` (`world` is a sample with the public history)."""
        ...

    def gentle(self, world: G, seat: int, actions: Sequence[Action]) -> list[Action]:
        """The moves of `actions` the gentle level (`GENTLE`) may take: none that takes anything from another player.
        Read from `world`, a sample of what `seat` may know, so it never depends on a hidden card."""
        ...

    def shunned(self, world: G, seat: int, actions: Sequence[Action]) -> Collection[Action]:
        """The moves of `actions` the hard level shuns when another looks about as good (`world` is a sample with
        the public history; the Zark family's: the slides that bring a board back, `rules.zark.repetition`);
        `rules.players.ismcts` says how. None in a game without such moves."""
        ...

    def votes_to_end(self, world: G, seat: int) -> bool:
        """Whether `seat` votes now to end the game with no winner (`AgreeEnd`), which every level does, random too,
        once nobody can win it any more whatever is played (the Zark family's `rules.zark.threats.beyond_winning`).
        Read from `world`, a sample of what `seat` may know: whether a game can still be won is public."""
        ...

    def resampler(self, game: G, seat: int) -> Sampler[G]:
        """Samples of `game` as `seat` may believe it to be."""
        ...

    def default_budget(self, level: str, players: int) -> int:
        """How much `level` searches when no budget is given (medium: samples, hard: tree iterations), at a table of
        `players` active seats. Counted, not timed, so a move depends only on the seed and what the seat knows (but
        for a search's CPU limits, `rules.players.ismcts.CPU_LIMIT` and `rules.players.rounds.SOFT_LIMIT`)."""
        ...
