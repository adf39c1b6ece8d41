"""A toy game of hidden information that is not part of the product, written against the engine protocol alone
(`rules.core.protocol`), to prove the seam: "Last stone", a Nim with hidden hands.

A pile of stones; a deck of cards worth 1, 2 or 3. Each player holds two cards that only they see. On your turn, play
a card to take that many stones (never more than are left), then draw one if the deck has any; with no card that
fits, pass. Whoever takes the last stone wins; when every player has passed in a row, nobody can and the game ends
with no winner. Nothing here imports the product's game packages: only `rules.core`.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from rules.core.actions import OPEN_ANY_TIME, Action, AgreeEnd, Resign
from rules.core.cells import Cell
from rules.core.errors import IllegalActionError, NotationError, RulesError, quoted, refuse_if_cannot_act
from rules.core.evaluation import Evaluation, Tree
from rules.core.options import HINTS, RATED, rated_and_hints
from rules.core.phase import Phase
from rules.core.protocol import GameSettings, GameState, TableOption
from rules.core.ranking import Ranking, with_leavers
from rules.core.records import RecordError, play_moves, read_lines
from rules.core.seeds import dealt_deck

KEY, TITLE = "toy-last-stone", "Last stone"
CARDS = tuple(str(value) for value in (1, 2, 3) for _ in range(4))  # twelve cards: four each of 1, 2 and 3
HAND = 2
STONES = ("15", "21")


@dataclass(frozen=True, slots=True)
class Take(Action):
    """Play a card from the hand: take that many stones."""

    card: str

    def notation(self) -> str:
        return f"take {self.card}"


@dataclass(frozen=True, slots=True)
class Pass(Action):
    """No card fits the pile."""

    def notation(self) -> str:
        return "pass"


def parse_action(line: str) -> Action:
    words = line.split()
    match words:
        case ["take", card] if card in ("1", "2", "3"):
            return Take(card)
        case ["pass"]:
            return Pass()
        case ["resign"]:
            return Resign()
        case ["agree-end"]:
            return AgreeEnd()
    raise NotationError(f"{quoted(line)} is not a move of {TITLE}: write 'take 2' or 'pass'.")


@dataclass(frozen=True, slots=True)
class ToyEvent:
    """The toy's one event: `seat` made the move noted `kind`."""

    kind: str
    seat: int | None


@dataclass(frozen=True)
class Rules:
    title: str = TITLE


@dataclass(frozen=True, slots=True)
class Settings:
    players: tuple[str, ...]
    stones: int = 15
    rated: bool = True
    hints: bool = False

    @property
    def game(self) -> str:
        return KEY

    @property
    def ruleset(self) -> Rules:
        return Rules()

    def to_dict(self) -> dict[str, object]:
        return {
            "game": KEY,
            "players": list(self.players),
            "stones": self.stones,
            "rated": self.rated,
            "hints": self.hints,
        }


@dataclass(frozen=True, slots=True)
class Seat:
    name: str


@dataclass(frozen=True, slots=True)
class View:
    viewer: int | None
    settings: Settings
    seats: tuple[Seat, ...]
    phase: Phase
    current: int
    to_act: tuple[int, ...]
    turn: int
    winners: tuple[int, ...]
    hand: tuple[str, ...]
    history: tuple[tuple[int, str], ...]
    pile: int
    deck_count: int
    hand_sizes: tuple[int, ...]
    last_cells: tuple[Cell, ...] = ()

    @property
    def seat(self) -> int:
        assert self.viewer is not None
        return self.viewer

    def name(self, seat: int) -> str:
        return self.seats[seat].name


@dataclass
class Game:
    settings: Settings
    seed: str
    deck: list[str]
    pile: int
    hands: list[list[str]]
    resigned: list[bool]
    phase: Phase = Phase.ACTION
    current: int = 0
    turn: int = 1
    passes: int = 0
    winners: tuple[int, ...] = ()
    history: list[tuple[int, Action]] = field(default_factory=list)
    initial_order: list[str] | None = None

    @classmethod
    def new(cls, settings: Settings, seed: str | int, order: Sequence[str] | None = None) -> Game:
        deck = dealt_deck(list(CARDS), str(seed), list(order) if order is not None else None, "toy deck")
        hands = [[deck.pop() for _ in range(HAND)] for _ in settings.players]
        initial = list(order) if order is not None else None
        players = len(settings.players)
        return cls(settings, str(seed), deck, settings.stones, hands, [False] * players, initial_order=initial)

    def name(self, seat: int) -> str:
        return self.settings.players[seat]

    def active_seats(self) -> list[int]:
        return [seat for seat, out in enumerate(self.resigned) if not out]

    def seats_to_act(self) -> list[int]:
        return [] if self.phase is Phase.OVER else [self.current]

    def legal_actions(self, seat: int) -> list[Action]:
        if seat not in self.seats_to_act():
            return []
        takes: list[Action] = [Take(card) for card in sorted(set(self.hands[seat])) if int(card) <= self.pile]
        return takes or [Pass()]

    def apply(self, seat: int, action: Action) -> list[ToyEvent]:
        refuse_if_cannot_act(self.phase, self.resigned, seat)
        if isinstance(action, Resign):
            self.resigned[seat] = True
            if len(self.active_seats()) == 1:
                self._end(tuple(self.active_seats()))
            elif seat == self.current:
                self._next()
        elif isinstance(action, AgreeEnd):
            raise IllegalActionError(f"{TITLE} cannot end by agreement: play on, or resign.")
        elif seat != self.current:
            raise IllegalActionError(f"It is {self.name(self.current)}'s turn, not yours.")
        elif action not in self.legal_actions(seat):
            raise IllegalActionError(self._why_not(seat, action))
        elif isinstance(action, Take):
            self.hands[seat].remove(action.card)
            self.pile -= int(action.card)
            self.passes = 0
            if self.deck:
                self.hands[seat].append(self.deck.pop())
            if self.pile == 0:
                self._end((seat,))
            else:
                self._next()
        else:
            self.passes += 1
            if self.passes >= len(self.active_seats()):
                self._end(())
            else:
                self._next()
        self.history.append((seat, action))
        return [ToyEvent(action.notation(), seat)]

    def _why_not(self, seat: int, action: Action) -> str:
        if isinstance(action, Take) and action.card not in self.hands[seat]:
            return f"You hold no {action.card}."
        if isinstance(action, Take):
            return f"Only {self.pile} stones are left: you cannot take {action.card}."
        return "You can take stones, so you may not pass."

    def _next(self) -> None:
        seats = len(self.settings.players)
        self.current = next(
            (self.current + step) % seats
            for step in range(1, seats + 1)
            if not self.resigned[(self.current + step) % seats]
        )
        self.turn += 1

    def _end(self, winners: tuple[int, ...]) -> None:
        self.phase, self.winners = Phase.OVER, winners

    def copy(self, *, history: bool = True) -> Game:
        return replace(
            self,
            deck=list(self.deck),
            hands=[list(hand) for hand in self.hands],
            resigned=list(self.resigned),
            history=list(self.history) if history else [],
        )

    def view(self, seat: int | None = None) -> View:
        return View(
            viewer=seat,
            settings=self.settings,
            seats=tuple(Seat(name) for name in self.settings.players),
            phase=self.phase,
            current=self.current,
            to_act=tuple(self.seats_to_act()),
            turn=self.turn,
            winners=self.winners,
            hand=tuple(sorted(self.hands[seat])) if seat is not None else (),
            history=tuple((actor, action.notation()) for actor, action in self.history),
            pile=self.pile,
            deck_count=len(self.deck),
            hand_sizes=tuple(len(hand) for hand in self.hands),
        )

    def resample(self, seat: int, rng: random.Random) -> Game:
        """The other hands and the deck dealt afresh from the cards `seat` has not seen."""
        sample = self.copy(history=False)
        unseen = [
            card for hand in (self.deck, *(h for other, h in enumerate(self.hands) if other != seat)) for card in hand
        ]
        rng.shuffle(unseen)
        for other, hand in enumerate(self.hands):
            if other != seat:
                sample.hands[other] = [unseen.pop() for _ in hand]
        sample.deck = unseen
        sample.seed = f"resampled-{rng.getrandbits(32)}"
        return sample

    def as_if_turn_of(self, seat: int) -> None:
        self.current = seat


def own(state: GameState) -> Game:
    assert isinstance(state, Game)
    return state


class Kind:
    """The toy's entry in the registry."""

    key, title, min_players, max_players = KEY, TITLE, 2, 3
    table_options = (TableOption("stones", STONES), RATED, HINTS)

    def table(self, options: Mapping[str, str]) -> dict[str, object]:
        for name, value in options.items():
            if name not in ("rated", "hints") and (name != "stones" or value not in STONES):
                raise NotationError(f"{TITLE} takes only stones:15 or stones:21, not {quoted(f'{name}:{value}')}.")
        rated, hints = rated_and_hints(options)
        return {"game": KEY, "stones": int(options.get("stones", STONES[0])), "rated": rated, "hints": hints}

    def settings(self, stored: Mapping[str, Any]) -> Settings:
        return Settings(
            tuple(stored["players"]),
            int(stored.get("stones", 15)),
            bool(stored.get("rated", True)),
            bool(stored.get("hints", False)),
        )

    def new(self, settings: GameSettings, seed: str | int, order: Sequence[str] | None = None) -> Game:
        assert isinstance(settings, Settings)
        return Game.new(settings, seed, order)

    def to_dict(self, state: GameState) -> dict[str, object]:
        game = own(state)
        return {
            "settings": game.settings.to_dict(),
            "seed": game.seed,
            "deck": game.deck,
            "pile": game.pile,
            "hands": game.hands,
            "resigned": game.resigned,
            "phase": game.phase.value,
            "current": game.current,
            "turn": game.turn,
            "passes": game.passes,
            "winners": list(game.winners),
            "history": [[seat, action.notation()] for seat, action in game.history],
            "initial_order": game.initial_order,
        }

    def from_dict(self, data: Mapping[str, Any]) -> Game:
        return Game(
            settings=self.settings(data["settings"]),
            seed=data["seed"],
            deck=list(data["deck"]),
            pile=data["pile"],
            hands=[list(hand) for hand in data["hands"]],
            resigned=list(data["resigned"]),
            phase=Phase(data["phase"]),
            current=data["current"],
            turn=data["turn"],
            passes=data["passes"],
            winners=tuple(data["winners"]),
            history=[(seat, parse_action(line)) for seat, line in data["history"]],
            initial_order=data["initial_order"],
        )

    def parse_action(self, line: str) -> Action:
        return parse_action(line)

    def owns(self, action: Action) -> bool:
        return isinstance(action, (Take, Pass, *OPEN_ANY_TIME))

    def turn_goes_on(self, action: Action) -> bool:
        return False

    def completes_turn(self, action: Action) -> bool:
        return False

    def replay(self, text: str) -> Game:
        header, players, moves = read_lines(text, parse_action)
        try:
            settings = Settings(tuple(players), int(header.get("stones", "15")))
        except ValueError:
            raise RecordError(1, "stones: is a number.") from None
        return play_moves(Game.new(settings, header.get("seed", "0")), moves)

    def write_record(self, state: GameState) -> str:
        game = own(state)
        lines = [f"game: {KEY}", *(f"player: {name}" for name in game.settings.players)]
        lines += [f"stones: {game.settings.stones}", f"seed: {game.seed}"]
        lines += [f"{seat + 1} {action.notation()}" for seat, action in game.history]
        return "\n".join(lines) + "\n"

    def public_record(self, state: GameState, viewer: int | None) -> str:
        return "\n".join(line for line in self.write_record(state).splitlines() if not line.startswith("seed:")) + "\n"

    def position_text(self, state: GameState) -> str:
        game = own(state)
        return f"{game.pile} stones; hands {game.hands}; deck {len(game.deck)}"

    def random_game(
        self, settings: GameSettings, seed: str | int, *, max_turns: int, rng_seed: int | None = None
    ) -> Game:
        assert isinstance(settings, Settings)
        game, rng = Game.new(settings, seed), random.Random(rng_seed)
        while game.phase is not Phase.OVER and game.turn <= max_turns:
            seat = game.current
            game.apply(seat, rng.choice(game.legal_actions(seat)))
        return game

    @property
    def evaluation(self) -> Evaluation[Game]:
        return EVALUATION

    def caretaker_action(self, state: GameState, seat: int) -> Action:
        return own(state).legal_actions(seat)[0]

    def ranking(self, state: GameState) -> Ranking | None:
        """Who took the last stones, the others tied, then those who left; a game that ran out of moves is not rated."""
        game = own(state)
        if game.phase is not Phase.OVER or not game.winners or not game.settings.rated or game.settings.hints:
            return None
        others = tuple(seat for seat in game.active_seats() if seat not in game.winners)
        return with_leavers((game.winners, others), game.history)


class Samples:
    """The toy as one seat may believe it to be, many times (`Game.resample`)."""

    def __init__(self, game: Game, seat: int) -> None:
        self.game, self.seat = game, seat

    def sample(self, rng: random.Random, *, history: bool = True) -> Game:
        sample = self.game.resample(self.seat, rng)
        if history:
            sample.history[:] = self.game.history
        return sample


class ToyEvaluation:
    """What the computer players need of the toy: the pile's remainder by four, as Nim's theory has it (leaving a
    multiple of four to a lone opponent wins), and a win in one when a held card takes the last stones."""

    win = 10.0
    tree = Tree(scale=1.0)

    def search_actions(self, world: Game, seat: int) -> list[Action]:
        return world.legal_actions(seat)

    def after(self, world: Game, seat: int, action: Action) -> Game:
        trial = world.copy(history=False)
        trial.apply(seat, action)
        return trial

    def finish_turn(self, world: Game, seat: int) -> None:
        return None  # a turn is one action

    def evaluate(self, world: Game, seat: int) -> float:
        if world.phase is Phase.OVER:
            return 0.0 if not world.winners else (self.win if seat in world.winners else -self.win)
        good = world.pile % 4 == 0  # good for whoever just moved
        return 1.0 if good == (world.current != seat) else -1.0

    def scores(self, world: Game) -> list[float]:
        return [self.evaluate(world, seat) for seat in range(len(world.settings.players))]

    def winning_action(self, world: Game, seat: int, *, cardless: bool = False) -> Action | None:
        if cardless:
            return None  # every win plays a card
        return next((a for a in world.legal_actions(seat) if a == Take(str(world.pile))), None)

    def forced(self, world: Game, seat: int, actions: Sequence[Action]) -> Action | None:
        return actions[0] if len(actions) == 1 else self.winning_action(world, seat)

    def easy(self, world: Game, seat: int, actions: Sequence[Action], rng: random.Random) -> Action:
        return max(actions, key=lambda action: self.evaluate(self.after(world, seat, action), seat) + rng.random())

    def gentle(self, world: Game, seat: int, actions: Sequence[Action]) -> list[Action]:
        return list(actions)  # taking stones takes nothing of anyone's

    def shunned(self, world: Game, seat: int, actions: Sequence[Action]) -> tuple[Action, ...]:
        return ()

    def votes_to_end(self, world: Game, seat: int) -> bool:
        return False  # a heap of stones is always won by someone

    def resampler(self, game: Game, seat: int) -> Samples:
        return Samples(game, seat)

    def default_budget(self, level: str, players: int) -> int:
        return {"medium": 4, "hard": 40}.get(level, 0)


EVALUATION = ToyEvaluation()
KIND = Kind()
__all__ = ["KIND", "Game", "Pass", "RulesError", "Settings", "Take", "View"]
