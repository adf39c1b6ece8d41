"""The post-game review: the wins in one a player missed, and the moves that left the next player a win in one they
then took, for every game kind, written against the engine protocol alone (`rules.core.protocol`): a kind's
`new`, `completes_turn`, `turn_goes_on` and `evaluation` (the computer players' lists of moves, their quick check
for a win and how they finish a turn), and a game's legal actions, `apply`, `copy`, phase and `winners`
(docs/review.md). No engine's own type is asked for; tests/toy reviews a game that is not the product's.

A review reads the full state, every hand included, so it is only for a game that is over (`NotOverError`
otherwise): a running game's review would tell its players each other's cards.

**A win in one** for a seat at a moment it must act: an action of its, applied to a copy of the game, after which
the game is over with that seat its only winner (`winners == (seat,)`). That covers Zark City, Unocitta and
Unopolis (R-17: a power block held alone) and Zarcana (a move of the last turn after which the game ends with that
player alone first, H-18; a tie for first is no win). Actions that only finish a turn already taken
(`GameKind.completes_turn`: the Zark family's discard down to six, R-8) are not tried: they change no card's
control.

**A turn** is the run of a seat's consecutive moves in the record (a free action and the move after it; the
discard that ends a Zark turn; a Zarcana option's second steps). A seat **missed** a win when at one of its
moments in that run a win in one was there and the run ended without that seat winning; it is reported once per
run, at the first such moment. A seat's run **allowed** a win when, right after it, the next seat to act had a
win in one, that seat's own run then won the game, and the first seat had a move that would have left no such
win (`_Search.avoidable`: a threat nothing could stop is nobody's mistake; in a game of turns of one action, as
Zark City's, every game won would otherwise count one). ``MOVE`` is a winning move in the record's notation (for an
allowed win, the one the winner played when it is one of them).

What ``--level`` changes is which moves are tried (its cost is measured in docs/review.md):

- ``easy``: only the kind's own quick check, the one every computer player makes before searching
  (`Evaluation.winning_action`): one winning action per moment, found among the few that could win.
- ``medium`` (the default): the moves the medium computer player weighs (`Evaluation.search_actions`: every legal
  action, each kind of move once: the Aces that fly one card to one place are one move, as are payments of equal
  points, R-15, R-13), each tried. The positions reviewed carry no history, so Zarcana's search leaves out no move
  for having been repeated.
- ``hard``: every legal action; and, where none wins, every free action (`GameKind.turn_goes_on`: the Zark
  family's renomination of a Wild, R-24) followed by every action: a win within the same turn's free actions.
  ``MOVE`` is then both, joined by ``then``. No such win exists in the games played now (R-24: a Wild already counts
  as whatever completes a block for its controller, so renaming it wins nothing), so this only costs; Zarcana has
  no free actions. An option's later steps (Zarcana's second step of a power, its answers) are moves of their own
  in the record, each checked at its own moment at every level; a win that needs two of them at once is not
  looked for (checking it at every moment cost over ten times as much in a Zarcana game).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .core.actions import Action
from .core.errors import RulesError
from .core.messages import Message
from .core.phase import Phase
from .core.protocol import GameKind, GameState
from .core.registry import kind_of, replay_record

#: The levels a review may be run at, the default first (see the module's description).
REVIEW_LEVELS = ("medium", "easy", "hard")
MISSED_WIN, ALLOWED_WIN = "missed-win", "allowed-win"
FINDINGS = (MISSED_WIN, ALLOWED_WIN)


class NotOverError(RulesError):
    """The game is still running: its review would show every hand."""

    def __init__(self) -> None:
        super().__init__(Message("review-not-over"))


@dataclass(frozen=True, slots=True)
class Finding:
    """One thing the review found. `before` is the index in the game's history of the first move the finding is
    about: the board as it stood before it is the one to look at (`position_before`)."""

    kind: str  # MISSED_WIN or ALLOWED_WIN
    turn: int  # the game's turn number at that moment
    seat: int  # the seat whose move it is about, 0-based
    move: str  # the winning move, in the record's notation
    before: int
    winner: int | None = None  # for ALLOWED_WIN: the seat that had the win, and took it

    def line(self) -> str:
        """``turn N seat S missed-win MOVE`` or ``turn N seat S allowed-win SEAT2 MOVE`` (seats from 1)."""
        if self.kind == ALLOWED_WIN:
            assert self.winner is not None
            return f"turn {self.turn} seat {self.seat + 1} {ALLOWED_WIN} {self.winner + 1} {self.move}"
        return f"turn {self.turn} seat {self.seat + 1} {MISSED_WIN} {self.move}"


@dataclass(frozen=True, slots=True)
class Review:
    findings: tuple[Finding, ...]
    seats: int
    level: str

    def count(self, seat: int, kind: str) -> int:
        return sum(1 for finding in self.findings if finding.seat == seat and finding.kind == kind)

    def lines(self) -> list[str]:
        """A line per finding, then a line per seat with its count of each (seats from 1)."""
        lines = [finding.line() for finding in self.findings]
        for seat in range(self.seats):
            counts = " ".join(f"{kind} {self.count(seat, kind)}" for kind in FINDINGS)
            lines.append(f"seat {seat + 1} {counts}")
        return lines


def _over(game: GameState) -> bool:
    return game.phase is Phase.OVER


def _wins_alone(game: GameState, seat: int) -> bool:
    return _over(game) and tuple(game.winners) == (seat,)


class _Search:
    """The wins in one of a seat at a moment, tried at one level."""

    def __init__(self, kind: GameKind, level: str) -> None:
        if level not in REVIEW_LEVELS:
            raise ValueError(f"a review level is one of {', '.join(REVIEW_LEVELS)}, not {level!r}")
        self.kind, self.level = kind, level

    def wins(self, game: GameState, seat: int) -> list[tuple[Action, ...]]:
        """Winning moves of `seat` now (each one action, or two at ``hard``), in the order the engine lists them;
        at ``easy`` at most one."""
        if _over(game) or seat not in game.seats_to_act():
            return []
        if self.level == "easy":
            found = self.kind.evaluation.winning_action(game.copy(history=False), seat)
            return [] if found is None else [(found,)]
        wins: list[tuple[Action, ...]] = []
        going_on: list[tuple[Action, GameState]] = []
        tried = self.kind.evaluation.search_actions(game, seat) if self.level == "medium" else game.legal_actions(seat)
        for action in tried:
            if self.kind.completes_turn(action):
                continue
            trial = game.copy(history=False)
            trial.apply(seat, action)
            if _wins_alone(trial, seat):
                wins.append((action,))
            elif self.level == "hard" and self.kind.turn_goes_on(action) and not _over(trial):
                going_on.append((action, trial))
        if wins or self.level != "hard":
            return wins
        for first, after in going_on:
            for action in after.legal_actions(seat):
                if self.kind.completes_turn(action):
                    continue
                trial = after.copy(history=False)
                trial.apply(seat, action)
                if _wins_alone(trial, seat):
                    wins.append((first, action))
        return wins

    def avoidable(self, game: GameState, seat: int, other: int) -> bool:
        """Whether `seat`, about to move in `game`, had a move (its turn then played out as the kind's computer
        players finish one, `Evaluation.after`) after which `other` could not win at once: a win left to `other`
        counts as allowed only then. Tried once per game at most (the win taken ends it); at ``easy`` among the
        moves the medium player weighs."""
        moves = game.legal_actions(seat) if self.level == "hard" else self.kind.evaluation.search_actions(game, seat)
        for action in moves:
            if self.kind.completes_turn(action):
                continue
            after = self.kind.evaluation.after(game, seat, action)
            if _over(after):
                if other not in after.winners:
                    return True
                continue
            waiting = after.seats_to_act()
            if not waiting or not self.wins(after, waiting[0]):
                return True
        return False


def _words(move: Sequence[Action]) -> str:
    return " then ".join(action.notation() for action in move)


def _runs(history: Sequence[tuple[int, Action]]) -> list[tuple[int, int, int]]:
    """(seat, first index, end index) of each run of one seat's consecutive moves."""
    runs: list[tuple[int, int, int]] = []
    for index, (seat, _) in enumerate(history):
        if runs and runs[-1][0] == seat:
            runs[-1] = (seat, runs[-1][1], index + 1)
        else:
            runs.append((seat, index, index + 1))
    return runs


def positions(game: GameState) -> list[GameState]:
    """The game before each move of its history, and after the last: dealt afresh by its kind and played again."""
    kind = kind_of(game)
    state = kind.new(game.settings, game.seed, game.initial_order)
    states = [state.copy(history=False)]
    for seat, action in game.history:
        state.apply(seat, action)
        states.append(state.copy(history=False))
    return states


def position_before(game: GameState, index: int) -> GameState:
    """The game as it stood before move `index` of its history (0: the deal), for a finding's board."""
    if not 0 <= index <= len(game.history):
        raise IndexError(index)
    state = kind_of(game).new(game.settings, game.seed, game.initial_order)
    for seat, action in list(game.history)[:index]:
        state.apply(seat, action)
    return state


def review(game: GameState, level: str = REVIEW_LEVELS[0]) -> Review:
    """Review a finished game (raises `NotOverError` for one still running)."""
    if not _over(game):
        raise NotOverError()
    search = _Search(kind_of(game), level)
    history = list(game.history)
    states = positions(game)
    runs = _runs(history)
    findings: list[Finding] = []
    for number, (seat, start, end) in enumerate(runs):
        won = _wins_alone(states[end], seat)
        if not won:
            for index in range(start, end):
                wins = search.wins(states[index], seat)
                if wins:
                    findings.append(Finding(MISSED_WIN, states[index].turn, seat, _words(wins[0]), index))
                    break
        if number + 1 == len(runs) or _over(states[end]):
            continue
        other, other_start, other_end = runs[number + 1]
        if not _wins_alone(states[other_end], other):
            continue
        wins = search.wins(states[other_start], other)
        if wins and search.avoidable(states[start], seat, other):
            played = tuple(action for _, action in history[other_start:other_end])
            move = next((win for win in wins if played[: len(win)] == win), wins[0])
            findings.append(Finding(ALLOWED_WIN, states[start].turn, seat, _words(move), start, other))
    findings.sort(key=lambda finding: (finding.before, FINDINGS.index(finding.kind)))
    return Review(tuple(findings), len(game.settings.players), level)


def review_record(text: str, level: str = REVIEW_LEVELS[0]) -> Review:
    """Review a record (raises `RecordError` for one that does not replay, `NotOverError` for an unfinished game)."""
    return review(replay_record(text), level)
