"""Zarcana's evaluation (`rules.core.evaluation.Evaluation` for `ZarcanaGame`): what its computer players judge and
how, so that the levels written once for every game (`rules.players`: random, easy, medium as flat Monte Carlo, hard
as ISMCTS) play it. Everything here reads only the game it is given; the players give it a sample of what a seat may
believe (`hidden.Resampler`), never the real game.

- **The moves.** `search_actions` is the legal actions, less what would let a game of computers go on for ever (a
  move made again and again, turning minions and passing turn after turn); and once the deck is late in being used
  up (`behind_schedule`), only the moves that bring the end nearer (`ending_moves`: draw, discard the hand to draw
  again, declare), for the seat that leads in territory and, later, for every seat. A move searched is one action
  and then what the same option still asks (`finish_turn`): the Fool's drawn card, a second step, the Devil's first
  minion to reorient, the Emperor's demand (answered by the victim's owner) and the order of two discards are
  answered one ply deep, each by the seat that must answer, so a trial is judged when the option is over; reorienting
  stops after the first minion (trying each further one is the engine's costliest action). The High Priestess's
  extra option is a whole option: the same seat moves again in the tree.
- **The heuristic.** `standing` (what a seat has going for it: the territory it would score now, weighted by how near
  the end is and less where an enemy minion aims at it, half of what it shares, its minions, its cards, its minions
  aimed at an enemy); a seat's score is its standing less the best opponent's; a game won alone is worth `WIN`,
  shared `0`, lost `-WIN`.
- **A win in one.** Only in the game's last turn (a final round's last player, or the safety end under way, H-18)
  can one action end the game: `winning_action` tries each there, and returns at once anywhere else.
- **The easy level.** Greedy with noise on the position each action leaves, judged without the risk terms
  (`easy_evaluate`), a move it has made again and again lately (in the public history) counting for less each time:
  two greedy players can otherwise trade the same blows for ever (one places a minion on a card, the other's minion
  there destroys it), and a game whose deck never runs out never meets its safety end (H-18).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence

from ..core.actions import Action
from ..core.cells import Cell
from ..core.evaluation import Tree
from ..core.phase import Phase
from .actions import Declare, DiscardHand, Done, Draw, Give, Pass, Play, Reorient
from .game import ZarcanaGame
from .hidden import Resampler
from .minions import target_of
from .tasks import Demand, Reorienting

WIN = 1000.0
#: How much a level searches (medium: samples of the hidden cards; hard with three or more players: deals on which each
#: of its best moves is played on for a round, `rules.players.rounds`). Counted, not timed (but for hard's CPU limits).
#: With two players hard searches a tree of `HARD_TWO_PLAYERS` iterations, whose walks cover two rounds. 16 deals
#: instead of 8, tried, won more 4-player games on one seed and fewer on another (docs/computer-players.md).
BUDGETS = {"random": 0, "easy": 0, "medium": 4, "hard": 8}
HARD_TWO_PLAYERS = 400
#: The spread of easy's noise, in points of `evaluate`.
EASY_NOISE = 0.5
#: What a face-down card (Z-45) is guessed to score: about the deck's average value.
FACE_DOWN_GUESS = 7.0
#: How much a point of territory counts against the other assets, by how near the end is (H-18, H-24).
URGENCY_EARLY, URGENCY_USED_UP, URGENCY_ENDING = 1.0, 1.5, 4.0
#: A space held alone that an enemy minion aims at (Z-15) counts `AT_RISK` less of its value; a minion aimed at an
#: enemy's minions is worth `AIMED`, and `AIMED_VALUE` of the space's value more where that enemy holds it alone.
AT_RISK = 0.3
AIMED = 0.3
AIMED_VALUE = 0.1
#: A move made n times among the seat's last `RECENT_MOVES` moves counts `REPEAT_PENALTY * n * n` points less (easy).
RECENT_MOVES, REPEAT_PENALTY = 10, 4.0
#: A move made this many times among the seat's last `RECENT_MOVES` is not searched again (draws excepted): easy's
#: penalty already makes it all but impossible there, and no level repeats itself for ever.
REPEATS = 3
#: After this many turns in a row that only turned minions or passed, a seat does neither (`search_actions`).
PASSIVE_TURNS = 3
PASSIVE = (Reorient, Done, Pass)
#: How many answers `finish_turn` gives at most before leaving the rest to whoever acts next (every option's answers
#: end: each minion reorients at most once, the Fool draws twice).
FINISH_STEPS = 12
#: The deck's schedule (`behind_schedule`): it should be used up by turn `USED_UP_BY`, at most `PACE` cards a turn
#: left to draw until then; behind it, the seat that leads in territory brings the end nearer (`ending_moves`), and
#: `LATE` turns later every seat does.
USED_UP_BY, PACE, LATE = 200, 0.4, 60
#: Actions that give up or take a card from a hand, so hold only in the deal they were tried in (`cardless`).
CARD_ACTIONS = (Play, Draw, DiscardHand, Give)


class ZarcanaEvaluation:
    """`Evaluation` for `ZarcanaGame` (see the module's description)."""

    win = WIN
    #: Relative rewards: a seat's lead grows to 20 to 80 points in a game's second half, where moves differ by about
    #: 3, and squashing the scores themselves left hard's rewards all near 1 or 0 (docs/computer-players.md).
    tree = Tree(relative=True)

    def search_actions(self, world: ZarcanaGame, seat: int) -> list[Action]:
        """The legal actions, less two kinds of move that could keep a game of computers going for ever (the game
        ends only once its deck has been used up, H-18, and nobody draws while nothing happens), both read from the
        public history, which the root's sample has (the samples searched have none):

        - a move the seat made `REPEATS` times among its last `RECENT_MOVES` moves, draws excepted: two searching
          players could otherwise trade the same blows for ever;
        - after `PASSIVE_TURNS` turns of the seat's in a row that only turned minions or passed, turning minions
          and passing, when the seat is choosing its option: two players could otherwise turn their minions back and
          forth for ever.

        What is left out is left out only while something else is legal. And once the game is behind its schedule
        (`behind_schedule`), a seat choosing its option plays only moves that bring the end nearer
        (`ending_moves`): the seat that leads in territory from `USED_UP_BY` on, every seat `LATE` turns later. Like
        the other two, this holds only where the public history is (the seat's own decision): the tree searches every
        reply, and a review (`rules.review`) weighs every move."""
        actions = world.legal_actions(seat)
        if not world.history:
            return actions
        ending = ending_moves(world, seat, actions)
        if ending:
            return ending
        recent = Counter(_recent_moves(world, seat))
        fresh = [action for action in actions if isinstance(action, Draw) or recent[action.notation()] < REPEATS]
        if world.pending is None and passive_turns(world, seat) >= PASSIVE_TURNS:
            fresh = [action for action in fresh if not isinstance(action, PASSIVE)]
        return fresh or actions

    def after(self, world: ZarcanaGame, seat: int, action: Action) -> ZarcanaGame:
        trial = world.copy(history=False)
        trial.apply(seat, action)
        self.finish_turn(trial, seat)
        return trial

    def finish_turn(self, world: ZarcanaGame, seat: int) -> None:
        """Answer what the option under way still asks, one ply deep, by whoever must answer each decision; a seat
        reorienting its minions one at a time stops after the first (each is costly to try, and the search has the
        whole choice of the first)."""
        for _ in range(FINISH_STEPS):
            decision = world.pending
            if world.phase is Phase.OVER or decision is None:
                return
            mover = world.seats_to_act()[0]
            if isinstance(decision, Reorienting) and decision.turned:
                world.apply(mover, Done())
                continue
            actions = world.legal_actions(mover)
            world.apply(mover, best(world, mover, actions) if len(actions) > 1 else actions[0])

    def evaluate(self, world: ZarcanaGame, seat: int) -> float:
        return evaluate(world, seat)

    def scores(self, world: ZarcanaGame) -> list[float]:
        return scores(world)

    def winning_action(self, world: ZarcanaGame, seat: int, *, cardless: bool = False) -> Action | None:
        return winning_action(world, seat, cardless=cardless)

    def forced(self, world: ZarcanaGame, seat: int, actions: Sequence[Action]) -> Action | None:
        if len(actions) == 1:
            return actions[0]
        return winning_action(world, seat)

    def easy(self, world: ZarcanaGame, seat: int, actions: Sequence[Action], rng: random.Random) -> Action:
        return greedy(world, seat, actions, rng)

    def votes_to_end(self, world: ZarcanaGame, seat: int) -> bool:
        """Never: a game of Zarcana can always be won, and its end comes with the deck (Z-66, H-18)."""
        return False

    def shunned(self, world: ZarcanaGame, seat: int, actions: Sequence[Action]) -> tuple[Action, ...]:
        """None: a move that brings a position back is not singled out in Zarcana."""
        return ()

    def gentle(self, world: ZarcanaGame, seat: int, actions: Sequence[Action]) -> list[Action]:
        """Moves that use the deck up, while it lasts and the seat chooses its option: the game ends only once the
        deck has been used up (Z-66, H-18), so a tutorial's computers draw the most they may (option 5), or else
        discard their hand (option 6) to draw again next turn. Otherwise every move: nobody's minion is on the board
        at the deal (Z-29), so there is no starter to spare."""
        if world.pending is not None or world.reshuffles:
            return list(actions)
        draws = [action for action in actions if isinstance(action, Draw)]
        if draws:
            most = max(action.count for action in draws)
            return [action for action in draws if action.count == most]
        discards: list[Action] = [action for action in actions if isinstance(action, DiscardHand)]
        return discards[:1] or list(actions)

    def resampler(self, game: ZarcanaGame, seat: int) -> Resampler:
        return Resampler(game, seat)

    def default_budget(self, level: str, players: int) -> int:
        return HARD_TWO_PLAYERS if level == "hard" and players == 2 else BUDGETS[level]


ZARCANA_EVALUATION = ZarcanaEvaluation()


# ----------------------------------------------------------------- bringing the end nearer


def behind_schedule(game: ZarcanaGame, delay: int = 0) -> bool:
    """Whether the game is late in using its deck up (Z-66, H-24): before the first reshuffle, more cards are left to
    draw (the deck, and the draw that finds it empty and reshuffles) than `PACE` a turn until turn `USED_UP_BY` +
    `delay`; after it, once that turn has come. Games between computers that play on use their deck up by about turn
    150 at about half a card a turn; ones that stall stop drawing for good (docs/computer-players.md)."""
    if game.phase is Phase.OVER or game.final_round is not None or game.ending:
        return False
    deadline = USED_UP_BY + delay
    if game.reshuffles:
        return game.turn > deadline
    return len(game.deck) + 1 > PACE * (deadline - game.turn)


def leads(game: ZarcanaGame, seat: int) -> bool:
    """Whether `seat` would win alone if the game were scored now (Z-62, Z-64): more territory held alone than any
    other seat, a face-down card guessed at `FACE_DOWN_GUESS` (as everyone sees it, whoever placed it)."""
    board = Survey(game)
    held = dict.fromkeys(game.active_seats(), 0.0)
    for cell, owners in board.owners.items():
        if len(owners) == 1 and cell in board.values:
            (owner,) = owners
            if owner in held:
                held[owner] += board.values[cell]
    mine = held.pop(seat, None)
    return mine is not None and all(mine > other for other in held.values())


def ending_moves(game: ZarcanaGame, seat: int, actions: Sequence[Action]) -> list[Action]:
    """The moves of `actions` that bring the end nearer, when the seat chooses its option and the game is behind
    schedule for it (`behind_schedule`: from `USED_UP_BY` for the seat that `leads`, `LATE` turns later for every
    seat, so a seat behind does not stall for ever either); else none. They are: declaring the final round, for the
    seat that leads (Z-66); else drawing the most cards it may (option 5), so the deck is used up; else discarding
    its hand (option 6), to draw again next turn. Empty when none is legal."""
    if game.pending is not None or seat not in game.seats_to_act():
        return []
    leader = leads(game, seat)
    if not behind_schedule(game, 0 if leader else LATE):
        return []
    declare: list[Action] = [action for action in actions if isinstance(action, Declare)]
    if declare and leader:
        return declare
    draws = [action for action in actions if isinstance(action, Draw)]
    if draws:
        most = max(action.count for action in draws)
        return [action for action in draws if action.count == most]
    return [action for action in actions if isinstance(action, DiscardHand)]


# ----------------------------------------------------------------- moves made without searching


def best(world: ZarcanaGame, seat: int, actions: Sequence[Action]) -> Action:
    """The action whose result `evaluate`s best for `seat` (ties: the first listed)."""
    chosen, chosen_score = actions[0], float("-inf")
    for action in actions:
        trial = world.copy(history=False)
        trial.apply(seat, action)
        score = evaluate(trial, seat)
        if score > chosen_score:
            chosen, chosen_score = action, score
    return chosen


def greedy(sample: ZarcanaGame, seat: int, actions: Sequence[Action], rng: random.Random) -> Action:
    """The easy level: the action whose result `evaluate`s best for `seat`, with noise and less each time it was made
    lately; ties go to the first listed."""
    recent = Counter(notation for notation in _recent_moves(sample, seat))
    chosen, chosen_score = actions[0], float("-inf")
    for action in actions:
        trial = sample.copy(history=False)
        trial.apply(seat, action)
        repeats = recent[action.notation()]
        score = easy_evaluate(trial, seat) + rng.gauss(0.0, EASY_NOISE) - REPEAT_PENALTY * repeats * repeats
        if score > chosen_score:
            chosen, chosen_score = action, score
    return chosen


def easy_evaluate(game: ZarcanaGame, seat: int) -> float:
    """The heuristic easy has always played by: `evaluate` without the risk terms (`AT_RISK`, `AIMED_VALUE`), and a
    shared win worth its share of `WIN`."""
    if game.phase is Phase.OVER:
        if seat in game.winners:
            return WIN / len(game.winners)
        return -WIN if game.winners else 0.0
    board = Survey(game)
    standings = {other: standing(game, other, board, at_risk=0.0, aimed_value=0.0) for other in game.active_seats()}
    mine = standings.pop(seat, 0.0)
    return mine - max(standings.values(), default=0.0)


def passive_turns(game: ZarcanaGame, seat: int) -> int:
    """How many of the seat's last turns in a row (in the public history) only turned minions or passed. A turn is a
    run of the seat's moves; another seat's answer in its middle (the Emperor's demand) splits it in two."""
    turns, in_turn = 0, False
    for actor, action in reversed(game.history):
        if actor != seat:
            if in_turn:
                turns, in_turn = turns + 1, False
            continue
        if not isinstance(action, PASSIVE):
            return turns
        in_turn = True
    return turns + 1 if in_turn else turns


def _recent_moves(game: ZarcanaGame, seat: int) -> list[str]:
    """The notation of the seat's last moves (public: the history as everyone sees it)."""
    own = [action.notation() for actor, action in game.history if actor == seat]
    return own[-RECENT_MOVES:]


def ends_with_this_turn(game: ZarcanaGame) -> bool:
    """Whether the game ends with the turn under way (H-18): the safety end, or a final round's last player."""
    return game.ending or (game.final_round is not None and game.final_round in ([], [game.current]))


def winning_action(game: ZarcanaGame, seat: int, *, cardless: bool = False) -> Action | None:
    """An action that ends the game at once with `seat` its only winner, if `seat` must act now and has one: only
    in the game's last turn (`ends_with_this_turn`), so elsewhere this costs nothing. With `cardless`, only an
    action that gives or takes no card from a hand, and only while no face-down card lies on the board (its value,
    revealed at the end, is hidden): a win `seat` has in every deal."""
    if game.phase is Phase.OVER or not ends_with_this_turn(game) or seat not in game.seats_to_act():
        return None
    if cardless and game.face_down:
        return None
    for action in game.legal_actions(seat):
        if cardless and isinstance(action, CARD_ACTIONS):
            continue
        trial = game.copy(history=False)
        trial.apply(seat, action)
        if trial.phase is Phase.OVER and trial.winners == (seat,):
            return action
    return None


# ----------------------------------------------------------------- the heuristic


def evaluate(game: ZarcanaGame, seat: int) -> float:
    """How good the position is for `seat`: its standing less the best opponent's. Over, a win alone is worth `WIN`,
    a shared win nothing (the arena counts it half a win) and a loss `-WIN`."""
    return scores(game)[seat]


def scores(game: ZarcanaGame) -> list[float]:
    """`evaluate` for every seat at once (0 for a seat that resigned)."""
    seats = game.seats
    if game.phase is Phase.OVER:
        winners, alone = game.winners, len(game.winners) == 1
        return [(WIN if alone else 0.0) if seat in winners else (-WIN if winners else 0.0) for seat in seats]
    board = Survey(game)
    standings = {other: standing(game, other, board) for other in game.active_seats()}
    result = []
    for seat in seats:
        if seat not in standings:
            result.append(0.0)
            continue
        rest = [value for other, value in standings.items() if other != seat]
        result.append(standings[seat] - max(rest, default=0.0))
    return result


class Survey:
    """What `standing` reads of the board, worked out once for every seat: each occupied space's owners and the
    value of its top card (a face-down one guessed), and the seats whose minions aim at each space (Z-15)."""

    __slots__ = ("aims", "owners", "values")

    def __init__(self, game: ZarcanaGame) -> None:
        rules = game.settings.ruleset
        top = game.discard[-1] if game.discard else None
        self.owners: dict[Cell, set[int]] = {}
        self.values: dict[Cell, float] = {}
        self.aims: dict[Cell, set[int]] = {}
        for cell, here in game.minions.items():
            self.owners[cell] = {minion.owner for minion in here}
            if cell in game.stacks:
                card = game.stacks[cell][-1]
                self.values[cell] = FACE_DOWN_GUESS if card in game.face_down else float(rules.value(card, top))
            for minion in here:
                self.aims.setdefault(target_of(cell, minion.facing), set()).add(minion.owner)


def standing(
    game: ZarcanaGame,
    seat: int,
    board: Survey | None = None,
    *,
    at_risk: float = AT_RISK,
    aimed_value: float = AIMED_VALUE,
) -> float:
    """What `seat` has going for it: the territory it would score now (Z-62), weighted by how near the end is and
    less what an enemy minion aims at, half of what it shares, its minions on the board, the cards it holds, and its
    minions aimed at an enemy (more where that enemy holds the space alone)."""
    board = Survey(game) if board is None else board
    alone = shared = pips = aimed = 0.0
    for cell, here in game.minions.items():
        owners = board.owners[cell]
        if seat not in owners:
            continue
        pips += sum(minion.size for minion in here if minion.owner == seat)
        value = board.values.get(cell, 0.0)
        if owners == {seat}:
            threatened = any(other != seat for other in board.aims.get(cell, ()))
            alone += value * (1.0 - at_risk) if threatened else value
        else:
            shared += value
        for minion in here:
            if minion.owner != seat:
                continue
            target = target_of(cell, minion.facing)
            enemies = board.owners.get(target, set()) - {seat}
            if enemies:
                aimed += AIMED + (
                    aimed_value * board.values.get(target, 0.0) if len(board.owners[target]) == 1 else 0.0
                )
    hand = min(len(game.hands[seat]), game.settings.ruleset.hand_limit)
    owed = game.pending
    if isinstance(owed, Demand) and owed.receiver == seat:
        hand += owed.count
    return _urgency(game) * alone + 0.5 * shared + 1.2 * pips + 0.8 * hand + aimed


def _urgency(game: ZarcanaGame) -> float:
    """Territory counts most once the end is in sight: a final round declared or the safety end under way (H-18),
    and more once the deck has been used up and a final round may be declared (H-24)."""
    if game.final_round is not None or game.ending:
        return URGENCY_ENDING
    return URGENCY_USED_UP if game.reshuffles else URGENCY_EARLY
