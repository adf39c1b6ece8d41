"""Zarcana's computer player: `choose(game, seat, level, rng, budget)` gives the action a level plays, with the same
signature as `rules.players.choose`, so a table seats it the same way.

It plays fairly: the first thing it does is to sample the game as `seat` may believe it to be
(`rules.zarcana.hidden.resample_hidden`), and it reads only that sample, which depends on nothing its seat cannot see
(other hands, the deck's order, face-down cards it did not place). So the same seat knowledge and the same `rng`
state give the same move, whatever the secrets.

- ``random``: a uniformly random legal action (a yardstick).
- ``easy``: one ply, greedy on `evaluate` with noise: every legal action is tried on the sample, and the one that
  leaves the best position (plus a little noise, so it errs now and then) is played. Answers to pending decisions
  (the Fool's card, a second step, the Emperor's demand, the order of two discards) are chosen the same way. A move
  it has made again and again lately (in the public history) counts for less each time: two greedy players can
  otherwise trade the same blows for ever (one places a minion on a card, the other's minion there destroys it),
  and a game whose deck never runs out never meets its safety end (H-18).

Zarcana has no deeper levels yet: ``medium`` and ``hard`` play as ``easy`` (`level_played`), which the bot says when
a host seats one, and in its help.
"""

from __future__ import annotations

import random
from collections import Counter

from ..core.actions import Action
from ..core.phase import Phase
from .game import ZarcanaGame
from .hidden import resample_hidden
from .minions import target_of
from .tasks import Demand

LEVELS = ("random", "easy")
#: The levels of the other games that Zarcana plays at its own easy level.
FALLBACKS = {"medium": "easy", "hard": "easy"}
#: The spread of easy's noise, in points of `evaluate`.
EASY_NOISE = 0.5
WIN = 1000.0
#: What a face-down card (Z-45) is guessed to score: about the deck's average value.
FACE_DOWN_GUESS = 7.0
#: How much a point of territory counts against the other assets, by how near the end is (H-18, H-24).
URGENCY_EARLY, URGENCY_USED_UP, URGENCY_ENDING = 1.0, 1.5, 4.0
#: A move made n times among the seat's last `RECENT_MOVES` moves counts `REPEAT_PENALTY * n * n` points less.
RECENT_MOVES, REPEAT_PENALTY = 10, 4.0


def level_played(level: str) -> str:
    """The level a seat asked to play at `level` plays Zarcana at."""
    return FALLBACKS.get(level, level)


def choose(game: ZarcanaGame, seat: int, level: str, rng: random.Random, budget: int | None = None) -> Action:
    """The action `level` plays for `seat`, who must act now (`budget` is taken for the shape of
    `rules.players.choose`; the easy level searches one ply whatever it is)."""
    played = level_played(level)
    if played not in LEVELS:
        raise ValueError(f"unknown level {level!r}; choose one of {', '.join((*LEVELS, *FALLBACKS))}")
    sample = resample_hidden(game, seat, rng)  # from here on, only what `seat` could know
    actions = sample.legal_actions(seat)
    if not actions:
        raise ValueError(f"seat {seat} has nothing to do now")
    if played == "random" or len(actions) == 1:
        return rng.choice(actions)
    return greedy(sample, seat, actions, rng)


def decide(game: ZarcanaGame, seat: int, level: str, seed: str) -> Action:
    """`choose` with a generator seeded by `seed`: what a computer seat at a table plays (picklable, for a worker
    process)."""
    return choose(game, seat, level, random.Random(seed))


def caretaker_action(game: ZarcanaGame, seat: int) -> Action:
    """The move played for an absent player at a deadline: the easy level's, seeded by public facts only (the
    game's seed would be a secret), so the same moment gives the same move."""
    return choose(game, seat, "easy", random.Random(f"caretaker:{seat}:{len(game.history)}"))


def greedy(sample: ZarcanaGame, seat: int, actions: list[Action], rng: random.Random) -> Action:
    """The action whose result `evaluate`s best for `seat`, with noise and less each time it was made lately; ties go
    to the first listed."""
    recent = Counter(notation for notation in _recent_moves(sample, seat))
    best, best_score = actions[0], float("-inf")
    for action in actions:
        trial = sample.copy(history=False)
        trial.apply(seat, action)
        repeats = recent[action.notation()]
        score = evaluate(trial, seat) + rng.gauss(0.0, EASY_NOISE) - REPEAT_PENALTY * repeats * repeats
        if score > best_score:
            best, best_score = action, score
    return best


def _recent_moves(game: ZarcanaGame, seat: int) -> list[str]:
    """The notation of the seat's last moves (public: the history as everyone sees it)."""
    own = [action.notation() for actor, action in game.history if actor == seat]
    return own[-RECENT_MOVES:]


def evaluate(game: ZarcanaGame, seat: int) -> float:
    """How good the position is for `seat`: its standing less the best opponent's. Over, a win is worth `WIN`
    (shared among the winners) and a loss `-WIN`."""
    if game.phase is Phase.OVER:
        if seat in game.winners:
            return WIN / len(game.winners)
        return -WIN if game.winners else 0.0
    standings = {other: standing(game, other) for other in game.active_seats()}
    mine = standings.pop(seat, 0.0)
    return mine - max(standings.values(), default=0.0)


def standing(game: ZarcanaGame, seat: int) -> float:
    """What `seat` has going for it: the territory it would score now (Z-62), weighted by how near the end is, half
    of what it shares, its minions on the board, the cards it holds, and its minions aimed at an enemy."""
    rules = game.settings.ruleset
    top = game.discard[-1] if game.discard else None
    alone = shared = pips = aimed = 0.0
    for cell, here in game.minions.items():
        owners = {minion.owner for minion in here}
        mine = [minion for minion in here if minion.owner == seat]
        if not mine:
            continue
        pips += sum(minion.size for minion in mine)
        if cell in game.stacks:
            card = game.stacks[cell][-1]
            value = FACE_DOWN_GUESS if card in game.face_down else float(rules.value(card, top))
            if owners == {seat}:
                alone += value
            else:
                shared += value
        for minion in mine:
            target = target_of(cell, minion.facing)
            if any(other.owner != seat for other in game.minions.get(target, ())):
                aimed += 0.3
    hand = min(len(game.hands[seat]), rules.hand_limit)
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
